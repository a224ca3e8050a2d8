import WordCheck

// The bodies of WordCheck's own endpoints (/api/v1/...), described in Server/openapi.json.
// Requests name fields as the library does; unknown fields are ignored.

/// The game's rules in a request; a missing field keeps the library's default.
struct RulesField: Decodable, Sendable {
    let minimumLength: Int?
    let foldsDiacritics: Bool?

    var rules: RootWordValidator.Rules {
        let defaults = RootWordValidator.Rules()
        return RootWordValidator.Rules(minimumLength: minimumLength ?? defaults.minimumLength,
                                       foldsDiacritics: foldsDiacritics ?? defaults.foldsDiacritics)
    }
}

struct ValidateRequest: Decodable, Sendable {
    let root: String
    let word: String
    let used: [String]?
    let language: String?
    let rules: RulesField?
}

/// The fields of `wordcheck validate --json`; reason, title and message are null for an accepted word.
struct ValidateResponse: Encodable, Sendable {
    let word: String
    let root: String
    let language: String
    let accepted: Bool
    let reason: String?
    let title: String?
    let message: String?
    let points: Int

    private enum CodingKeys: String, CodingKey {
        case word, root, language, accepted, reason, title, message, points
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(word, forKey: .word)
        try container.encode(root, forKey: .root)
        try container.encode(language, forKey: .language)
        try container.encode(accepted, forKey: .accepted)
        // null, not left out: the same object as the command line's.
        try container.encode(reason, forKey: .reason)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
        try container.encode(points, forKey: .points)
    }
}

struct SpellRequest: Decodable, Sendable {
    let language: String?
    let words: [String]
}

struct SpellResponse: Encodable, Sendable {
    struct Result: Encodable, Sendable {
        let word: String
        let correct: Bool
    }
    let language: String
    let results: [Result]
}

struct SuggestRequest: Decodable, Sendable {
    let language: String?
    let words: [String]
    let limit: Int?
}

struct SuggestResponse: Encodable, Sendable {
    struct Result: Encodable, Sendable {
        let word: String
        let correct: Bool
        let suggestions: [String]
    }
    let language: String
    let results: [Result]
}

struct CompleteRequest: Decodable, Sendable {
    let language: String?
    let partial: String
    let limit: Int?
}

struct CompleteResponse: Encodable, Sendable {
    let language: String
    let partial: String
    let completions: [String]
}

struct SolveRequest: Decodable, Sendable {
    let language: String?
    let root: String
    let rules: RulesField?
}

/// The object of `wordcheck solve --json`.
struct SolveResponse: Encodable, Sendable {
    struct Word: Encodable, Sendable {
        let word: String
        let points: Int
    }
    let root: String
    let language: String
    let count: Int
    let points: Int
    let words: [Word]
}

struct HealthResponse: Encodable, Sendable {
    let status: String
    let version: String
    let languages: [String]
}
