/// The words a word-game query found, as `wordcheck bee`, `rack`, `find`, `wordle` and
/// `boggle` print them with `--json`.
///
/// ```json
/// {"puzzle": "bee", "query": "acehlnp/a", "language": "en_US", "count": 2, "points": 10,
///  "words": [{"word": "panel", "points": 5, "pangram": false}, {"word": "plan", "points": 1, "pangram": false}]}
/// ```
///
/// A Spelling Bee's words carry `points` and `pangram`, a rack's `points` and `blanks`
/// (how many blanks the word needs), a Boggle grid's `points`; a
/// pattern's carry `letters`, and a Wordle board's the word alone (neither scores, and
/// their reports have no `points`).
public struct PuzzleReport: JSONReport, Hashable {
    /// One word of the answer.
    public struct Word: Encodable, Sendable, Hashable {
        /// The word, as the dictionary's word list spells it.
        public let word: String
        /// Its points, for a game that scores (a Spelling Bee).
        public let points: Int?
        /// Whether it is a pangram, for a Spelling Bee.
        public let isPangram: Bool?
        /// How many letters it has, for a pattern.
        public let letters: Int?
        /// How many blanks it needs, for a rack.
        public let blanks: Int?

        init(word: String, points: Int? = nil, isPangram: Bool? = nil, letters: Int? = nil, blanks: Int? = nil) {
            self.word = word
            self.points = points
            self.isPangram = isPangram
            self.letters = letters
            self.blanks = blanks
        }

        private enum CodingKeys: String, CodingKey {
            case word, points, isPangram = "pangram", letters, blanks
        }
    }

    /// The game: `bee`, `rack`, `find`, `wordle` or `boggle`.
    public let puzzle: String
    /// The query as asked: a Bee's letters and centre (`acehlnp/a`), a rack's tiles
    /// (`retain??`), a pattern's text, a
    /// Wordle board's guesses (`crane=..y.g spilt=.....`, then ` hard` in hard mode), a
    /// Boggle grid's rows (`seat/rlnd/tiqua/cohe`).
    public let query: String
    /// The identifier of the dictionary's language, such as `en_US`.
    public let language: String
    /// The words, in the query's order.
    public let words: [Word]

    /// How many words were found.
    public var count: Int { words.count }
    /// The points of every word together, for a game that scores.
    public var points: Int? { ["bee", "rack", "boggle"].contains(puzzle) ? words.reduce(0) { $0 + ($1.points ?? 0) } : nil }

    /// The report of a Spelling Bee's words.
    public init(bee: SpellingBee, language: Language, words: [SpellingBee.Word]) {
        puzzle = "bee"
        query = String(bee.letters) + "/" + String(bee.center)
        self.language = language.identifier
        self.words = words.map { Word(word: $0.word, points: $0.points, isPangram: $0.isPangram) }
    }

    /// The report of the words a rack spells.
    public init(rack: LetterRack, language: Language, words: [LetterRack.Word]) {
        puzzle = "rack"
        query = String(rack.tiles) + String(repeating: "?", count: rack.blanks)
        self.language = language.identifier
        self.words = words.map { Word(word: $0.word, points: $0.points, blanks: $0.blanksUsed) }
    }

    /// The report of the words that fill a pattern.
    public init(pattern: WordPattern, language: Language, words: [WordPattern.Word]) {
        puzzle = "find"
        query = pattern.text
        self.language = language.identifier
        self.words = words.map { Word(word: $0.word, letters: $0.letterCount) }
    }

    /// The report of the words possible on a Wordle board.
    public init(wordle: Wordle, language: Language, words: [Wordle.Word]) {
        puzzle = "wordle"
        query = wordle.guesses.map { String($0.letters) + "=" + String($0.marks.map(\.rawValue)) }.joined(separator: " ")
            + (wordle.hardMode ? " hard" : "")
        self.language = language.identifier
        self.words = words.map { Word(word: $0.word) }
    }

    /// The report of the words traced on a Boggle grid.
    public init(boggle: Boggle, language: Language, words: [Boggle.Word]) {
        puzzle = "boggle"
        query = boggle.cells.map { $0.joined() }.joined(separator: "/")
        self.language = language.identifier
        self.words = words.map { Word(word: $0.word, points: $0.points) }
    }

    private enum CodingKeys: String, CodingKey {
        case puzzle, query, language, count, points, words
    }

    /// Encodes the members in the order of ``write(to:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(puzzle, forKey: .puzzle)
        try container.encode(query, forKey: .query)
        try container.encode(language, forKey: .language)
        try container.encode(count, forKey: .count)
        try container.encodeIfPresent(points, forKey: .points)
        try container.encode(words, forKey: .words)
    }

    /// Writes the object: `puzzle`, `query`, `language`, `count`, `points` (Spelling Bee,
    /// rack and Boggle) and `words`, an array of `{"word", "points", "pangram"}` (Spelling Bee),
    /// `{"word", "points", "blanks"}` (rack),
    /// `{"word", "points"}` (Boggle), `{"word", "letters"}` (pattern) or `{"word"}` (Wordle).
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("puzzle"); json.string(puzzle)
            json.key("query"); json.string(query)
            json.key("language"); json.string(language)
            json.key("count"); json.integer(count)
            if let points { json.key("points"); json.integer(points) }
            json.key("words")
            json.array(words) { json, word in
                json.object { json in
                    json.key("word"); json.string(word.word)
                    if let points = word.points { json.key("points"); json.integer(points) }
                    if let pangram = word.isPangram { json.key("pangram"); json.bool(pangram) }
                    if let letters = word.letters { json.key("letters"); json.integer(letters) }
                    if let blanks = word.blanks { json.key("blanks"); json.integer(blanks) }
                }
            }
        }
    }
}
