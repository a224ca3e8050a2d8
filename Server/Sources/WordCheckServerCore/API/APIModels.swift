import WordCheck

// The bodies of WordCheck's own endpoints (/api/v1/...), described in Server/openapi.json.
// Requests name fields as the library does; a member a request does not take is refused
// (400 unknownField, naming it), so a misspelt name never falls back to a default. The answers of
// validate, suggest, complete and solve are the WordCheck module's reports
// (ValidationReport, SuggestionReport, CompletionReport, SolutionReport), the objects
// `wordcheck ... --json` prints.

/// A JSON request body whose members are all known: any other member is refused.
package protocol StrictRequest: Decodable {
    /// The members the object takes, each with the type of its object when it is one.
    static var members: [String: (any StrictRequest.Type)?] { get }
}

/// The game's rules in a request; a missing field keeps the library's default.
package struct RulesField: StrictRequest, Sendable {
    package static let members: [String: (any StrictRequest.Type)?] = ["minimumLength": nil, "foldsDiacritics": nil]
    package let minimumLength: Int?
    package let foldsDiacritics: Bool?

    package var rules: RootWordValidator.Rules {
        let defaults = RootWordValidator.Rules()
        return RootWordValidator.Rules(minimumLength: minimumLength ?? defaults.minimumLength,
                                       foldsDiacritics: foldsDiacritics ?? defaults.foldsDiacritics)
    }
}

package struct ValidateRequest: StrictRequest, Sendable {
    package static let members: [String: (any StrictRequest.Type)?] = ["root": nil, "word": nil, "used": nil, "language": nil, "rules": RulesField.self]
    package let root: String
    package let word: String
    package let used: [String]?
    package let language: String?
    package let rules: RulesField?
}

package struct SpellRequest: StrictRequest, Sendable {
    package static let members: [String: (any StrictRequest.Type)?] = ["language": nil, "words": nil]
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

package struct SuggestRequest: StrictRequest, Sendable {
    package static let members: [String: (any StrictRequest.Type)?] = ["language": nil, "words": nil, "limit": nil]
    package let language: String?
    package let words: [String]
    package let limit: Int?
}

package struct CompleteRequest: StrictRequest, Sendable {
    package static let members: [String: (any StrictRequest.Type)?] = ["language": nil, "partial": nil, "limit": nil]
    package let language: String?
    package let partial: String
    package let limit: Int?
}

package struct SolveRequest: StrictRequest, Sendable {
    package static let members: [String: (any StrictRequest.Type)?] = ["language": nil, "root": nil, "rules": RulesField.self, "allWords": nil]
    package let language: String?
    package let root: String
    package let rules: RulesField?
    package let allWords: Bool?
}

/// The members every word-game query takes besides its puzzle.
package protocol PuzzleRequest: StrictRequest, Sendable {
    var language: String? { get }
    var foldsAccents: Bool? { get }
    var allWords: Bool? { get }
    var limit: Int? { get }
}

extension PuzzleRequest {
    package static var sharedMembers: [String: (any StrictRequest.Type)?] {
        ["language": nil, "foldsAccents": nil, "allWords": nil, "limit": nil]
    }
}

package struct BeeRequest: PuzzleRequest {
    package static let members = sharedMembers.merging(["letters": nil, "center": nil, "minimumLength": nil]) { a, _ in a }
    package let language: String?, foldsAccents: Bool?, allWords: Bool?, limit: Int?
    package let letters: String
    package let center: String
    package let minimumLength: Int?
}

package struct RackRequest: PuzzleRequest {
    package static let members = sharedMembers.merging(["tiles": nil, "minimumLength": nil]) { a, _ in a }
    package let language: String?, foldsAccents: Bool?, allWords: Bool?, limit: Int?
    package let tiles: String
    package let minimumLength: Int?
}

package struct FindRequest: PuzzleRequest {
    package static let members = sharedMembers.merging(["pattern": nil, "capitalised": nil]) { a, _ in a }
    package let language: String?, foldsAccents: Bool?, allWords: Bool?, limit: Int?
    package let pattern: String
    package let capitalised: Bool?
}

package struct WordleRequest: PuzzleRequest {
    package static let members = sharedMembers.merging(["guesses": nil, "hard": nil]) { a, _ in a }
    package let language: String?, foldsAccents: Bool?, allWords: Bool?, limit: Int?
    package let guesses: [String]
    package let hard: Bool?
}

package struct BoggleRequest: PuzzleRequest {
    package static let members = sharedMembers.merging(["grid": nil, "minimumLength": nil]) { a, _ in a }
    package let language: String?, foldsAccents: Bool?, allWords: Bool?, limit: Int?
    package let grid: String
    package let minimumLength: Int?
}

/// `/api/v1/board`: a rack's moves on a Scrabble-style board.
package struct BoardRequest: StrictRequest, Sendable {
    package static let members: [String: (any StrictRequest.Type)?] = [
        "language": nil, "rack": nil, "board": nil, "squares": nil, "by": nil, "allWords": nil, "limit": nil,
    ]
    package let language: String?
    package let rack: String
    package let board: String?
    package let squares: String?
    package let by: String?
    package let allWords: Bool?
    package let limit: Int?
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

/// The answer of `/api/v1/suggest`: `wordcheck suggest --json`'s object, and whether the
/// request's time ran out before every misspelled word had its suggestions.
package struct SuggestAnswer: Encodable, Sendable {
    package let report: SuggestionReport
    /// True when words were left without suggestions because the request's time ran out.
    package let incompleteResults: Bool

    private enum CodingKeys: String, CodingKey {
        case language, results, incompleteResults
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(report.language, forKey: .language)
        try container.encode(report.results, forKey: .results)
        try container.encode(incompleteResults, forKey: .incompleteResults)
    }
}
