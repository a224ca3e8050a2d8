/// A misspelled word of a text: where it is, which language rejected it, and what to
/// write instead; `wordcheck check --json` prints one per misspelling in its
/// `misspellings` array.
///
/// ```json
/// {"word": "calente", "line": 1, "column": 38, "language": "es_ES", "suggestions": ["caliente", "calenté", "carente"]}
/// {"word": "teh", "line": 2, "column": 1, "language": "en_US", "autocorrection": "the"}
/// ```
public struct MisspellingReport: JSONReport, Hashable {
    /// What to write instead of the word.
    public enum Remedy: Sendable, Hashable {
        /// Suggestions, best first (empty when none were asked for or found).
        case suggestions([String])
        /// A correction applied without asking (``HunspellChecker/autocorrection(for:)``).
        case autocorrection(String)
    }

    /// The word, as written.
    public let word: String
    /// Its line, from 1.
    public let line: Int
    /// Its column in its line, in characters, from 1.
    public let column: Int
    /// The identifier of the dictionary's language that rejected it (`es_ES`).
    public let language: String
    /// What to write instead.
    public let remedy: Remedy

    /// A misspelling's report.
    public init(word: String, line: Int, column: Int, language: String, remedy: Remedy) {
        self.word = word
        self.line = line
        self.column = column
        self.language = language
        self.remedy = remedy
    }

    private enum CodingKeys: String, CodingKey {
        case word, line, column, language, suggestions, autocorrection
    }

    /// Encodes the members ``write(to:)`` writes, in its order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(word, forKey: .word)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(language, forKey: .language)
        switch remedy {
        case .suggestions(let suggestions): try container.encode(suggestions, forKey: .suggestions)
        case .autocorrection(let correction): try container.encode(correction, forKey: .autocorrection)
        }
    }

    /// Writes the object: `word`, `line`, `column`, `language`, then `suggestions` or `autocorrection`.
    @inlinable
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("word"); json.string(word)
            json.key("line"); json.integer(line)
            json.key("column"); json.integer(column)
            json.key("language"); json.string(language)
            switch remedy {
            case .suggestions(let suggestions): json.key("suggestions"); json.strings(suggestions)
            case .autocorrection(let correction): json.key("autocorrection"); json.string(correction)
            }
        }
    }
}
