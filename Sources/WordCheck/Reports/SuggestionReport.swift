/// Words checked, with suggestions for those misspelled, as `POST /api/v1/suggest`
/// answers them; `wordcheck suggest --json` prints the array of ``results``.
///
/// ```json
/// {"language": "es_ES", "results": [{"word": "verguenza", "correct": false,
///  "suggestions": ["vergüenza"]}, {"word": "año", "correct": true, "suggestions": []}]}
/// ```
public struct SuggestionReport: JSONReport, Hashable {
    /// One word: whether it is correct, and if not, what to write instead.
    public struct Entry: JSONReport, Hashable {
        /// The word as given.
        public let word: String
        /// Whether the dictionary accepts it.
        public let correct: Bool
        /// Suggestions, best first; always empty for a correct word.
        public let suggestions: [String]

        /// A word's verdict and suggestions.
        public init(word: String, correct: Bool, suggestions: [String]) {
            self.word = word
            self.correct = correct
            self.suggestions = suggestions
        }

        private enum CodingKeys: String, CodingKey {
            case word, correct, suggestions
        }

        /// Writes the object: `word`, `correct`, `suggestions`.
        @inlinable
        public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
            writer.object { json in
                json.key("word"); json.string(word)
                json.key("correct"); json.bool(correct)
                json.key("suggestions"); json.strings(suggestions)
            }
        }
    }

    /// The identifier of the dictionary's language, such as `es_ES`.
    public let language: String
    /// One result per word, in the order given.
    public let results: [Entry]

    /// Checks `words` with `checker` and asks for suggestions for the misspelled ones
    /// only, keeping at most `limit` per word.
    ///
    /// - Parameters:
    ///   - words: the words, reported in this order (repeats included).
    ///   - checker: what decides whether a word is correct; its language is the report's.
    ///   - limit: the most suggestions kept per word; nil keeps all.
    ///   - suggestions: what to suggest for a misspelled word; by default the checker's
    ///     ``SpellChecker/suggestions(for:)`` (pass another engine, or a cache of it).
    public init(checking words: [String], with checker: some SpellChecker, limit: Int? = nil,
                suggestions: ((String) -> [String])? = nil) {
        self.language = checker.language.identifier
        self.results = words.map { word in
            let correct = checker.isCorrect(word)
            guard !correct else { return Entry(word: word, correct: true, suggestions: []) }
            let suggested = suggestions?(word) ?? checker.suggestions(for: word)
            return Entry(word: word, correct: false, suggestions: limit.map { Array(suggested.prefix($0)) } ?? suggested)
        }
    }

    /// A report of `results` in `language`.
    public init(language: Language, results: [Entry]) {
        self.language = language.identifier
        self.results = results
    }

    private enum CodingKeys: String, CodingKey {
        case language, results
    }

    /// Writes the object: `language`, and `results`, an array of
    /// `{"word", "correct", "suggestions"}`.
    @inlinable
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("language"); json.string(language)
            json.key("results")
            json.array(results) { json, result in result.write(to: &json) }
        }
    }
}
