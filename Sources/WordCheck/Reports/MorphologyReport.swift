/// One word's stems or morphological analyses, as `wordcheck stem --json` and
/// `wordcheck analyze --json` print each in their array.
///
/// ```json
/// {"word": "houses", "results": ["house"]}
/// ```
public struct MorphologyReport: JSONReport, Hashable {
    /// The word as given.
    public let word: String
    /// Its stems or analyses, in hunspell's format and order; empty for a word the
    /// dictionary does not know.
    public let results: [String]

    /// A word's stems or analyses.
    public init(word: String, results: [String]) {
        self.word = word
        self.results = results
    }

    private enum CodingKeys: String, CodingKey {
        case word, results
    }

    /// Writes the object: `word`, `results`.
    @inlinable
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("word"); json.string(word)
            json.key("results"); json.strings(results)
        }
    }
}
