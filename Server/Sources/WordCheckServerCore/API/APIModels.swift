import WordCheck

// The bodies of WordCheck's own endpoints (/api/v1/...), described in Server/openapi.json.
// Requests name fields as the library does; unknown fields are ignored.

/// The game's rules in a request; a missing field keeps the library's default.
package struct RulesField: Decodable, Sendable {
    package let minimumLength: Int?
    package let foldsDiacritics: Bool?

    package var rules: RootWordValidator.Rules {
        let defaults = RootWordValidator.Rules()
        return RootWordValidator.Rules(minimumLength: minimumLength ?? defaults.minimumLength,
                                       foldsDiacritics: foldsDiacritics ?? defaults.foldsDiacritics)
    }
}

package struct ValidateRequest: Decodable, Sendable {
    package let root: String
    package let word: String
    package let used: [String]?
    package let language: String?
    package let rules: RulesField?
}

/// The fields of `wordcheck validate --json`; reason, title and message are null for an accepted word.
package struct ValidateResponse: Encodable, Sendable {
    package let word: String
    package let root: String
    package let language: String
    package let accepted: Bool
    package let reason: String?
    package let title: String?
    package let message: String?
    package let points: Int

    private enum CodingKeys: String, CodingKey {
        case word, root, language, accepted, reason, title, message, points
    }

    package func encode(to encoder: any Encoder) throws {
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

package struct SpellRequest: Decodable, Sendable {
    package let language: String?
    package let words: [String]
}

package struct SpellResponse: Encodable, Sendable {
    package struct Result: Encodable, Sendable {
        package let word: String
        package let correct: Bool
    }
    package let language: String
    package let results: [Result]
}

package struct SuggestRequest: Decodable, Sendable {
    package let language: String?
    package let words: [String]
    package let limit: Int?
}

package struct SuggestResponse: Encodable, Sendable {
    package struct Result: Encodable, Sendable {
        package let word: String
        package let correct: Bool
        package let suggestions: [String]
    }
    package let language: String
    package let results: [Result]
}

package struct CompleteRequest: Decodable, Sendable {
    package let language: String?
    package let partial: String
    package let limit: Int?
}

package struct CompleteResponse: Encodable, Sendable {
    package let language: String
    package let partial: String
    package let completions: [String]
}

package struct SolveRequest: Decodable, Sendable {
    package let language: String?
    package let root: String
    package let rules: RulesField?
}

/// The object of `wordcheck solve --json`.
package struct SolveResponse: Encodable, Sendable {
    package struct Word: Encodable, Sendable {
        package let word: String
        package let points: Int
    }
    package let root: String
    package let language: String
    package let count: Int
    package let points: Int
    package let words: [Word]
}

package struct HealthResponse: Encodable, Sendable {
    package let status: String
    package let version: String
    package let languages: [String]

    package init(status: String, version: String, languages: [String]) {
        self.status = status
        self.version = version
        self.languages = languages
    }
}
