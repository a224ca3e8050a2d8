/// Every word a root holds, as `wordcheck solve --json` prints it (one per root) and
/// `POST /api/v1/solve` answers it.
///
/// ```json
/// {"root": "gumdrops", "language": "en_US", "count": 2, "points": 9,
///  "words": [{"word": "drops", "points": 5}, {"word": "drums", "points": 4}]}
/// ```
///
/// The words keep the solver's order: longest first, most common first within a length.
public struct SolutionReport: JSONReport, Hashable {
    /// A word the root holds and its points.
    public struct Word: Encodable, Sendable, Hashable {
        /// The word, as the dictionary's word list spells it.
        public let word: String
        /// The points it scores.
        public let points: Int

        /// A word and its points.
        public init(word: String, points: Int) {
            self.word = word
            self.points = points
        }
    }

    /// The root, as the validator keeps it (trimmed).
    public let root: String
    /// The identifier of the game's language, such as `en_US`.
    public let language: String
    /// The words, in the solver's order.
    public let words: [Word]

    /// How many words the root holds.
    public var count: Int { words.count }
    /// The points of every word together.
    public var points: Int { words.reduce(0) { $0 + $1.points } }

    /// The report of `solutions`, what a ``RootWordSolver`` on `validator` found.
    public init(_ solutions: [RootWordSolver.Solution], validator: RootWordValidator) {
        self.init(root: validator.root, language: validator.language, words: solutions.map { Word(word: $0.word, points: $0.points) })
    }

    /// A report of `words` found in `root` in a game in `language`.
    public init(root: String, language: Language, words: [Word]) {
        self.root = root
        self.language = language.identifier
        self.words = words
    }

    private enum CodingKeys: String, CodingKey {
        case root, language, count, points, words
    }

    /// Encodes the members in the order of ``write(to:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(root, forKey: .root)
        try container.encode(language, forKey: .language)
        try container.encode(count, forKey: .count)
        try container.encode(points, forKey: .points)
        try container.encode(words, forKey: .words)
    }

    /// Writes the object: `root`, `language`, `count`, `points`, and `words`, an array
    /// of `{"word", "points"}`.
    @inlinable
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("root"); json.string(root)
            json.key("language"); json.string(language)
            json.key("count"); json.integer(count)
            json.key("points"); json.integer(points)
            json.key("words")
            json.array(words) { json, word in
                json.object { json in
                    json.key("word"); json.string(word.word)
                    json.key("points"); json.integer(word.points)
                }
            }
        }
    }
}
