/// A word game's question to a word list: a Spelling Bee (``SpellingBee``), a rack
/// (``LetterRack``), a crossword pattern (``WordPattern``), a Wordle board (``Wordle``) or
/// a Boggle grid (``Boggle``). Each finds its answers in a ``WordList`` within a
/// ``GameVocabulary``, and says itself as a query, so that one report, one command-line
/// path and one service path serve every game.
///
/// ```swift
/// func count<Puzzle: WordPuzzle>(_ puzzle: Puzzle, in list: WordList) -> Int {
///     puzzle.answers(in: list, vocabulary: .standard).total ?? 0
/// }
/// ```
public protocol WordPuzzle: Sendable {
    /// One answer of the game.
    associatedtype Word: PuzzleWord

    /// The game's name, as the command line's commands and the reports call it: `bee`,
    /// `rack`, `find`, `wordle` or `boggle`.
    static var name: String { get }

    /// The question as text: a Bee's letters and centre (`acehlnp/a`), a rack's tiles
    /// (`retain??`), a pattern's text, a Wordle board's guesses (`crane=..y.g spilt=.....`,
    /// then ` hard` in hard mode), a Boggle grid's rows (`seat/rlnd/tiqua/cohe`).
    var query: String { get }

    /// The answers in `list` that `vocabulary` allows, in the game's order.
    func answers(in list: WordList, vocabulary: GameVocabulary) -> PuzzleAnswers<Word>
}

/// An answer of a ``WordPuzzle``: the word, and what the game says of it.
public protocol PuzzleWord: Sendable, Hashable {
    /// The word, as the word list spells it.
    var word: String { get }
    /// What the game says of the word besides itself (points, pangram, letters, blanks).
    var details: PuzzleWordDetails { get }
}

/// What a game says of an answer besides the word; nil where the game does not say it.
public struct PuzzleWordDetails: Sendable, Hashable {
    /// Its points, for a game that scores (Spelling Bee, rack, Boggle).
    public var points: Int?
    /// Whether it is a pangram, for a Spelling Bee.
    public var isPangram: Bool?
    /// How many letters it has, for a pattern.
    public var letters: Int?
    /// How many blanks it needs, for a rack.
    public var blanks: Int?

    /// Details, each nil unless given.
    public init(points: Int? = nil, isPangram: Bool? = nil, letters: Int? = nil, blanks: Int? = nil) {
        self.points = points
        self.isPangram = isPangram
        self.letters = letters
        self.blanks = blanks
    }
}

extension SpellingBee: WordPuzzle {
    /// `bee`.
    public static let name = "bee"
    /// The letters and the centre: `acehlnp/a`.
    public var query: String { String(letters) + "/" + String(center) }
}

extension SpellingBee.Word: PuzzleWord {
    /// Its points and whether it is a pangram.
    public var details: PuzzleWordDetails { PuzzleWordDetails(points: points, isPangram: isPangram) }
}

extension LetterRack: WordPuzzle {
    /// `rack`.
    public static let name = "rack"
    /// The tiles, a `?` for each blank: `retain??`.
    public var query: String { String(tiles) + String(repeating: "?", count: blanks) }
}

extension LetterRack.Word: PuzzleWord {
    /// Its points and the blanks it needs.
    public var details: PuzzleWordDetails { PuzzleWordDetails(points: points, blanks: blanksUsed) }
}

extension WordPattern: WordPuzzle {
    /// `find`.
    public static let name = "find"
    /// The pattern as written.
    public var query: String { text }
}

extension WordPattern.Word: PuzzleWord {
    /// How many letters it has.
    public var details: PuzzleWordDetails { PuzzleWordDetails(letters: letterCount) }
}

extension Wordle: WordPuzzle {
    /// `wordle`.
    public static let name = "wordle"
    /// The guesses with their marks (`crane=..y.g spilt=.....`), then ` hard` in hard mode.
    public var query: String {
        guesses.map { String($0.letters) + "=" + String($0.marks.map(\.rawValue)) }.joined(separator: " ") + (hardMode ? " hard" : "")
    }
}

extension Wordle.Word: PuzzleWord {
    /// Nothing besides the word.
    public var details: PuzzleWordDetails { PuzzleWordDetails() }
}

extension Boggle: WordPuzzle {
    /// `boggle`.
    public static let name = "boggle"
    /// The grid's rows, joined by `/`: `seat/rlnd/tiqua/cohe`.
    public var query: String { cells.map { $0.joined() }.joined(separator: "/") }
}

extension Boggle.Word: PuzzleWord {
    /// Its points.
    public var details: PuzzleWordDetails { PuzzleWordDetails(points: points) }
}
