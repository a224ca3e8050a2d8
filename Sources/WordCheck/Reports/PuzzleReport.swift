/// The words a word-game query found, as `wordcheck bee`, `rack`, `find`, `wordle` and
/// `boggle` print them with `--json`.
///
/// ```json
/// {"puzzle": "bee", "query": "acehlnp/a", "language": "en_US", "count": 2, "total": 2, "truncated": false,
///  "points": 6, "words": [{"word": "panel", "points": 5, "pangram": false}, {"word": "plan", "points": 1, "pangram": false}]}
/// ```
///
/// `count` is how many words the report lists, `total` how many the puzzle has in all,
/// and `truncated` whether the query's limit left some out (the words listed are then the
/// best of the puzzle's order). A pattern stops at its limit: a cut pattern's report has
/// no `total`.
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

    /// How many words the report lists.
    public var count: Int { words.count }
    /// How many words the puzzle has in all, those past the limit included; nil for a
    /// pattern cut by its limit (its walk stops there).
    public let total: Int?
    /// Whether the query's limit left words out.
    public let isTruncated: Bool
    /// The points of every word the puzzle has, those past the limit included, for a game
    /// that scores (Spelling Bee, rack, Boggle).
    public let points: Int?

    /// The report of any game's answers: its name, its query, and each answer's word with
    /// what the game says of it (``WordPuzzle``).
    public init<Puzzle: WordPuzzle>(_ puzzle: Puzzle, language: Language, answers: PuzzleAnswers<Puzzle.Word>) {
        self.puzzle = Puzzle.name
        query = puzzle.query
        self.language = language.identifier
        words = answers.words.map { answer in
            let details = answer.details
            return Word(word: answer.word, points: details.points, isPangram: details.isPangram, letters: details.letters,
                        blanks: details.blanks)
        }
        total = answers.total
        isTruncated = answers.isTruncated
        points = answers.totalPoints
    }

    private enum CodingKeys: String, CodingKey {
        case puzzle, query, language, count, total, isTruncated = "truncated", points, words
    }

    /// Encodes the members in the order of ``write(to:)``.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(puzzle, forKey: .puzzle)
        try container.encode(query, forKey: .query)
        try container.encode(language, forKey: .language)
        try container.encode(count, forKey: .count)
        try container.encodeIfPresent(total, forKey: .total)
        try container.encode(isTruncated, forKey: .isTruncated)
        try container.encodeIfPresent(points, forKey: .points)
        try container.encode(words, forKey: .words)
    }

    /// Writes the object: `puzzle`, `query`, `language`, `count`, `total` (unless a pattern
    /// was cut), `truncated`, `points` (Spelling Bee, rack and Boggle) and `words`, an array of `{"word", "points", "pangram"}` (Spelling Bee),
    /// `{"word", "points", "blanks"}` (rack),
    /// `{"word", "points"}` (Boggle), `{"word", "letters"}` (pattern) or `{"word"}` (Wordle).
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("puzzle"); json.string(puzzle)
            json.key("query"); json.string(query)
            json.key("language"); json.string(language)
            json.key("count"); json.integer(count)
            if let total { json.key("total"); json.integer(total) }
            json.key("truncated"); json.bool(isTruncated)
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
