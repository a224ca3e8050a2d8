import WordCheck

// The bodies of WordCheck's own endpoints (/api/v1/...), described in Server/openapi.json.
// Requests name fields as the library does; unknown fields are ignored. The answers of
// validate, suggest, complete and solve are the WordCheck module's reports
// (ValidationReport, SuggestionReport, CompletionReport, SolutionReport), the objects
// `wordcheck ... --json` prints.

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

package struct CompleteRequest: Decodable, Sendable {
    package let language: String?
    package let partial: String
    package let limit: Int?
}

package struct SolveRequest: Decodable, Sendable {
    package let language: String?
    package let root: String
    package let rules: RulesField?
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
