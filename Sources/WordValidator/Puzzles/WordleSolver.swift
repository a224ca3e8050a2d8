import SpellCheckingCore
import Synchronization

/// The guess to play next on a Wordle board: the one that keeps the number of guesses
/// low, averaged over every answer still possible.
///
/// A solver knows the words the answer can be (``answers``) and the words a player may
/// guess (``guesses``: the answers and any others). For a set of possible answers it
/// plays guesses out the way a game tree is searched: a guess splits the set by the marks
/// each answer would give it, and the cost of the guess is one turn plus, for every part,
/// the cost of solving that part the same way (nothing more for the answer it hits).
/// The cost compared is the total number of guesses over the possible answers, a whole
/// number, so the average is `total / count` exactly and ties are broken by the order
/// below, never by rounding.
///
/// ``Strategy/exhaustive`` tries every guess at every position: the true optimum, for
/// small vocabularies. ``Strategy/lookahead(_:)`` (the default, 4) is the stated
/// heuristic for large ones: every guess is ranked by how many groups its marks split the
/// possible answers into (more first), then by the sum of the squares of the groups'
/// sizes (the expected number of answers left, times the count), the answers before the
/// other words when equal; only the best `n` are played out for each of the first three
/// guesses, and the best one for each later guess. A position of one or two possible
/// answers is always solved exactly (guess one of them).
///
/// In ``hardMode`` each guess must keep every green letter in its place and use every
/// yellow letter, as the game's hard mode asks; the search plays only such guesses.
///
/// A solver keeps what its searches learn, for later ones (it is safe to share between
/// threads):
/// - the marks of every guess against every answer, made by ``evaluate()`` or by the
///   first search over more than 2,000 answers (a byte a pair up to five letters, two up
///   to ten: 29 MB for English's 5,416 five-letter words; none past 64 MB); a smaller
///   search computes the marks it needs, which costs less than making the table;
/// - the positions solved outside hard mode, so that after ``evaluate()`` every board of
///   the solver's own game is answered at once.
///
/// ```swift
/// let solver = try WordleSolver(length: 5, list: list)
/// let next = solver.nextGuess(after: try Wordle(["crane=..y.g"]))
/// next?.guess              // the guess to play
/// next?.expectedGuesses    // guesses from here on, on average, this one included
/// solver.evaluate().average
/// ```
public struct WordleSolver: Sendable {
    /// How widely the search plays guesses out.
    public enum Strategy: Sendable, Hashable {
        /// Every guess at every position: the least average there is, at a cost that grows
        /// fast with the vocabulary (a second for 400 five-letter words, a minute for 800).
        case exhaustive
        /// The best `n` guesses by the groups they make, for each of the first three
        /// guesses, and the best one after (1 is the greedy choice).
        case lookahead(Int)
    }

    /// The words the answer can be, as listed, in byte order of their letters.
    public let answers: [String]
    /// The words a player may guess: ``answers`` first, then the others, in byte order.
    public let guesses: [String]
    /// The number of letters of every word.
    public let length: Int
    /// Whether every guess must use the letters revealed so far (the game's hard mode).
    public let hardMode: Bool
    /// Whether an accented letter counts as its plain letter.
    public let foldsAccents: Bool
    /// How widely the search plays guesses out.
    public let strategy: Strategy

    /// The most words a solver takes, answers and guesses together.
    public static let wordLimit = 100_000
    /// The widest look-ahead (the search's cost grows with its cube).
    public static let lookaheadLimit = 16
    /// The most words an exhaustive search takes, answers and guesses together (800 take
    /// up to a minute; the cost grows far faster than the count).
    public static let exhaustiveLimit = 1_000

    /// The letters of each guess as small codes, ``length`` a guess; guess `i < answers.count` is answer `i`.
    private let codes: [UInt8]
    /// The code of each letter met.
    private let alphabet: [Unicode.Scalar: UInt8]
    /// The letters of each word as bits (bit `code`), when there are at most 64 letters;
    /// every bit set otherwise (``marks(_:_:_:answerLetters:)`` then looks at each).
    private let letterSets: [UInt64]
    /// The marks of every guess against every answer, once a search has needed them.
    private let table = MarksTable()
    /// The positions searches have solved, for later ones.
    private let memory = SolvedPositions()

    /// A solver whose answer is one of `answers` and whose player may also guess any of
    /// `guesses`. Words are compared as ``Wordle`` compares them (lower-case letters, one
    /// scalar each; with `foldsAccents`, accented letters as plain ones); a word that
    /// folds to one already given is the same word, and the first spelling is kept.
    ///
    /// - Throws: ``PuzzleError/invalidLetters(_:reason:)`` for a word that holds something
    ///   other than lower-case letters or has a length other than the first answer's (1 to
    ///   ``Wordle/maximumLength``); ``PuzzleError/invalidBound(name:value:range:)`` for no
    ///   answer, more than ``wordLimit`` words, a look-ahead outside 1...``lookaheadLimit``,
    ///   or an exhaustive search of more than ``exhaustiveLimit`` words.
    public init(answers: [String], guesses: [String] = [], hardMode: Bool = false, foldsAccents: Bool = false,
                strategy: Strategy = .lookahead(4)) throws(PuzzleError) {
        guard !answers.isEmpty, answers.count + guesses.count <= Self.wordLimit else {
            throw .invalidBound(name: "words", value: answers.isEmpty ? 0 : answers.count + guesses.count, range: 1...Self.wordLimit)
        }
        if case .lookahead(let width) = strategy, !(1...Self.lookaheadLimit).contains(width) {
            throw .invalidBound(name: "lookahead", value: width, range: 1...Self.lookaheadLimit)
        }
        var keys = LetterKeys(folding: foldsAccents)
        var alphabet: [Unicode.Scalar: UInt8] = [:]
        var length = -1
        func letters(of word: String) throws(PuzzleError) -> [UInt8] {
            var letters: [UInt8] = []
            for scalar in word.unicodeScalars {
                guard let key = keys.key(scalar) else {
                    throw .invalidLetters(word, reason: "a Wordle word is lower-case letters only")
                }
                if let code = alphabet[key] {
                    letters.append(code)
                } else {
                    guard alphabet.count < 255 else { throw .invalidLetters(word, reason: "the words use more than 255 letters") }
                    alphabet[key] = UInt8(alphabet.count)
                    letters.append(UInt8(alphabet.count - 1))
                }
            }
            if length < 0 { length = letters.count }
            guard !letters.isEmpty, letters.count <= Wordle.maximumLength, letters.count == length else {
                throw .invalidLetters(word, reason: "\(letters.count) letters where the words have \(max(length, 1)) to \(Wordle.maximumLength)")
            }
            return letters
        }
        func distinct(_ words: [String], excluding seen: inout Set<[UInt8]>) throws(PuzzleError) -> [(String, [UInt8])] {
            var kept: [(String, [UInt8])] = []
            for word in words {
                let spelled = try letters(of: word)
                if seen.insert(spelled).inserted { kept.append((word, spelled)) }
            }
            return kept.sorted { $0.1.lexicographicallyPrecedes($1.1) }
        }
        var seen = Set<[UInt8]>()
        // Codes in the order letters were met: sort words by their spelled letters, which
        // is byte order for ASCII and a fixed order for the rest.
        let answerWords = try distinct(answers, excluding: &seen)
        let otherWords = try distinct(guesses, excluding: &seen)
        if strategy == .exhaustive, answerWords.count + otherWords.count > Self.exhaustiveLimit {
            throw .invalidBound(name: "words of an exhaustive search", value: answerWords.count + otherWords.count,
                                range: 1...Self.exhaustiveLimit)
        }
        self.answers = answerWords.map(\.0)
        self.guesses = self.answers + otherWords.map(\.0)
        codes = (answerWords + otherWords).flatMap(\.1)
        letterSets = (answerWords + otherWords).map { word in
            alphabet.count > 64 ? ~0 : word.1.reduce(0) { $0 | 1 << UInt64($1) }
        }
        self.alphabet = alphabet
        self.length = length
        self.hardMode = hardMode
        self.foldsAccents = foldsAccents
        self.strategy = strategy
    }

    /// A solver over the words of `length` letters in `list` that `vocabulary` admits:
    /// every one is an answer and a guess.
    ///
    /// - Throws: ``PuzzleError/invalidBound(name:value:range:)`` for a length outside 1 to
    ///   ``Wordle/maximumLength`` or a list with no such word; as ``init(answers:guesses:hardMode:foldsAccents:strategy:)``.
    public init(length: Int, list: WordList, vocabulary: GameVocabulary = .standard, hardMode: Bool = false,
                foldsAccents: Bool = false, strategy: Strategy = .lookahead(4)) throws(PuzzleError) {
        guard (1...Wordle.maximumLength).contains(length) else {
            throw .invalidBound(name: "word length", value: length, range: 1...Wordle.maximumLength)
        }
        let pattern = try WordPattern(String(repeating: "?", count: length), foldsAccents: foldsAccents,
                                      maximumAnswers: WordPattern.answerLimit)
        let words = pattern.words(in: list, vocabulary: vocabulary).map(\.word)
        guard !words.isEmpty else { throw .invalidBound(name: "words of \(length) letters", value: 0, range: 1...Self.wordLimit) }
        try self.init(answers: words, hardMode: hardMode, foldsAccents: foldsAccents, strategy: strategy)
    }

    /// The guess a solver plays next, and what it expects from there.
    public struct NextGuess: Sendable, Hashable, Codable {
        /// The word to play.
        public let guess: String
        /// How many answers are still possible.
        public let possibleAnswers: Int
        /// The guesses still needed on average over those answers, this one included
        /// (1 when one answer is left), as the search played them out.
        public let expectedGuesses: Double
        /// The most guesses still needed for any of them, this one included.
        public let mostGuesses: Int
        /// Whether the guess is one of the possible answers.
        public let canWin: Bool
    }

    /// The guess to play on `board` (nil: the first guess), or nil when no answer fits
    /// the board's marks. The board's guesses need not be words the solver knows; its
    /// ``Wordle/hardMode`` is ignored (the solver's own ``hardMode`` says which guesses
    /// it may play). Cost: the first guess is a search over the whole vocabulary
    /// (``evaluate()`` measures it); later ones search the few answers left. The search's
    /// width depends on how many guesses the board has, so a game played by the solver's
    /// own guesses follows the tree ``evaluate()`` measures.
    public func nextGuess(after board: Wordle? = nil) -> NextGuess? {
        let (possible, allowed) = position(after: board)
        guard !possible.isEmpty else { return nil }
        let search = Search(self, buildsTable: possible.count > 2_000)
        let node = search.solve(possible, allowed: allowed, depth: board?.guesses.count ?? 0)
        search.remember()
        return NextGuess(guess: guesses[Int(node.guess)], possibleAnswers: possible.count,
                         expectedGuesses: Double(node.total) / Double(possible.count), mostGuesses: node.histogram.count - 1,
                         canWin: Int(node.guess) < answers.count && possible.contains(node.guess))
    }

    /// The answers that fit `board`'s marks, and (in hard mode) the guesses its
    /// revealed letters allow.
    private func position(after board: Wordle?) -> (possible: [Int32], allowed: [Int32]?) {
        var possible = Array(0..<Int32(answers.count))
        var allowed: [Int32]? = hardMode ? Array(0..<Int32(guesses.count)) : nil
        guard let board else { return (possible, allowed) }
        guard board.length == length, board.foldsAccents == foldsAccents else { return ([], allowed) }
        for played in board.guesses {
            // A letter no word holds gets a code no word has.
            let letters = played.letters.map { alphabet[$0.unicodeScalars.first!] ?? 255 }
            var marks: UInt32 = 0
            var power: UInt32 = 1
            for mark in played.marks {
                marks += power * (mark == .green ? 2 : mark == .yellow ? 1 : 0)
                power *= 3
            }
            letters.withUnsafeBufferPointer { guess in
                codes.withUnsafeBufferPointer { codes in
                    possible.removeAll {
                        Self.marks(guess.baseAddress!, codes.baseAddress! + Int($0) * length, length, answerLetters: letterSets[Int($0)]) != marks
                    }
                    if allowed != nil {
                        allowed!.removeAll { !Self.hardModeAllows(codes.baseAddress! + Int($0) * length, guess.baseAddress!, marks, length) }
                    }
                }
            }
        }
        return (possible, allowed)
    }

    /// What the solver achieves over every answer: the search from the first guess,
    /// replayed to the end for each answer.
    public struct Evaluation: Sendable, Hashable, Codable {
        /// The first guess.
        public let firstGuess: String
        /// How many answers there are.
        public let answers: Int
        /// The guesses needed, summed over every answer.
        public let totalGuesses: Int
        /// The most guesses any answer needs.
        public let mostGuesses: Int
        /// How many answers take 1, 2, 3… guesses (index 0 is unused, always 0).
        public let guessCounts: [Int]
        /// ``totalGuesses`` over ``answers``.
        public var average: Double { Double(totalGuesses) / Double(answers) }
    }

    /// The solver's game over every answer: the average and the worst case. The tree it
    /// measures is the one ``nextGuess(after:)`` plays, board by board.
    public func evaluate() -> Evaluation {
        let (possible, allowed) = position(after: nil)
        let search = Search(self, buildsTable: true)
        let node = search.solve(possible, allowed: allowed, depth: 0)
        search.remember()
        return Evaluation(firstGuess: guesses[Int(node.guess)], answers: possible.count, totalGuesses: node.total,
                          mostGuesses: node.histogram.count - 1, guessCounts: node.histogram.map(Int.init))
    }

    /// The marks `guess` gets against `answer`, as ``Wordle/marks(for:against:)`` gives
    /// them, as a number: the mark of letter `i` (grey 0, yellow 1, green 2) times 3^i.
    /// `answerLetters` has bit `c` set when the answer may hold the letter coded `c`
    /// (all bits: look at every letter), so most grey letters cost one test.
    @inline(__always)
    static func marks(_ guess: UnsafePointer<UInt8>, _ answer: UnsafePointer<UInt8>, _ length: Int,
                      answerLetters: UInt64 = ~0) -> UInt32 {
        var marks: UInt32 = 0
        var power: UInt32 = 1
        // The answer's letters not matched by a green, as bits by place.
        var left: UInt32 = 0
        for index in 0..<length {
            if guess[index] == answer[index] { marks &+= 2 &* power } else { left |= 1 &<< UInt32(index) }
            power &*= 3
        }
        let others = left
        power = 1
        for index in 0..<length {
            defer { power &*= 3 }
            guard others & (1 &<< UInt32(index)) != 0 else { continue }
            let letter = guess[index]
            guard answerLetters & (1 &<< UInt64(letter & 63)) != 0 else { continue }
            var rest = left
            while rest != 0 {
                let place = rest.trailingZeroBitCount
                if answer[place] == letter {
                    left &= ~(1 &<< UInt32(place))
                    marks &+= power
                    break
                }
                rest &= rest &- 1
            }
        }
        return marks
    }

    /// Whether hard mode lets a player guess `word` after `guess` got `marks`: every green
    /// letter in its place, and each letter at least as often as the guess has it green or yellow.
    static func hardModeAllows(_ word: UnsafePointer<UInt8>, _ guess: UnsafePointer<UInt8>, _ marks: UInt32,
                               _ length: Int) -> Bool {
        var rest = marks
        var revealed: UInt32 = 0
        for index in 0..<length {
            let mark = rest % 3
            rest /= 3
            if mark == 2 && word[index] != guess[index] { return false }
            if mark != 0 { revealed |= 1 << UInt32(index) }
        }
        for index in 0..<length where revealed & (1 << UInt32(index)) != 0 {
            let letter = guess[index]
            var needed = 0, have = 0
            for other in 0..<length {
                if guess[other] == letter && revealed & (1 << UInt32(other)) != 0 { needed += 1 }
                if word[other] == letter { have += 1 }
            }
            if have < needed { return false }
        }
        return true
    }

    /// The table of marks a solver keeps: built by the first search over more than a few
    /// hundred answers (or ``evaluate()``), then shared by every later search.
    private final class MarksTable: Sendable {
        let built = Mutex<MarksStorage?>(nil)
    }

    /// The marks of every guess against every answer, at `guess * answers + answer`: in
    /// bytes for words of up to 5 letters (3^5 marks), else in pairs of bytes (up to 10).
    /// Written once, when made, and only read after (so shared between threads).
    private final class MarksStorage: @unchecked Sendable {
        let bytes: UnsafeMutableBufferPointer<UInt8>?
        let pairs: UnsafeMutableBufferPointer<UInt16>?

        /// The most bytes a table takes (64 MB: 64 million marks in bytes, 32 million in pairs).
        static let limit = 64 << 20

        init(_ solver: WordleSolver) {
            let answers = solver.answers.count, guesses = solver.guesses.count, length = solver.length
            func fill<Entry: FixedWidthInteger>(_: Entry.Type) -> UnsafeMutableBufferPointer<Entry> {
                let table = UnsafeMutableBufferPointer<Entry>.allocate(capacity: answers * guesses)
                solver.codes.withUnsafeBufferPointer { codes in
                    let base = codes.baseAddress!
                    for guess in 0..<guesses {
                        for answer in 0..<answers {
                            table[guess * answers + answer] =
                                Entry(truncatingIfNeeded: WordleSolver.marks(base + guess * length, base + answer * length, length,
                                                                     answerLetters: solver.letterSets[answer]))
                        }
                    }
                }
                return table
            }
            bytes = length <= 5 ? fill(UInt8.self) : nil
            pairs = length <= 5 ? nil : fill(UInt16.self)
        }

        deinit {
            bytes?.deallocate()
            pairs?.deallocate()
        }
    }

    /// A position, for the memory of positions solved: its possible answers (in order) and
    /// the width it is searched with.
    private struct Position: Hashable, Sendable {
        let width: Int
        let answers: [Int32]
    }

    /// A position solved: the guess to play, the guesses it takes over its answers, and how
    /// many answers take 1, 2, 3… of them.
    private struct Solved: Sendable {
        var guess: Int32
        var total: Int
        var histogram: [Int32]
    }

    /// The positions a solver's searches have solved outside hard mode (where a position
    /// is its answers alone), kept so that a later search answers them at once: after
    /// ``evaluate()``, every board of a game played by the solver's own guesses is known.
    /// At most ``limit`` positions (a game tree over English's 5,416 five-letter words has
    /// a few thousand).
    private final class SolvedPositions: Sendable {
        static let limit = 500_000
        let positions = Mutex<[Position: Solved]>([:])
    }

    /// One search: the positions solved so far (outside hard mode, where a position is its
    /// possible answers alone), and the marks of every guess against every answer when
    /// the search is wide enough for that table to pay.
    private final class Search {
        typealias Node = Solved

        let solver: WordleSolver
        let answerCount: Int
        let guessCount: Int
        let length: Int
        let allGreen: UInt32
        /// The solver's table of marks, when it has one (kept alive here for the pointers).
        let table: MarksStorage?
        let bytes: UnsafePointer<UInt8>?
        let pairs: UnsafePointer<UInt16>?
        /// The marks of the possible answers, while ``spread`` counts them (room for every answer).
        let scratch: UnsafeMutablePointer<UInt32>
        /// The positions solved: the solver's memory when the search began, and those it
        /// added (``added``, for ``remember()``).
        var solved: [Position: Node]
        var added: [(Position, Node)] = []
        /// Part sizes by marks, for mark numbers below 3^10 (``partition``'s counting).
        let counts: UnsafeMutablePointer<Int32>?
        /// Whether each guess is a possible answer of the position being ranked.
        let isPossible: UnsafeMutablePointer<Bool>
        let letterSets: [UInt64]

        init(_ solver: WordleSolver, buildsTable: Bool) {
            self.solver = solver
            answerCount = solver.answers.count
            guessCount = solver.guesses.count
            length = solver.length
            var green: UInt32 = 0
            for _ in 0..<length { green = green * 3 + 2 }
            allGreen = green
            counts = length <= 10 ? UnsafeMutablePointer<Int32>.allocate(capacity: Int(green) + 1) : nil
            counts?.initialize(repeating: 0, count: Int(green) + 1)
            isPossible = UnsafeMutablePointer<Bool>.allocate(capacity: guessCount)
            isPossible.initialize(repeating: false, count: guessCount)
            scratch = UnsafeMutablePointer<UInt32>.allocate(capacity: answerCount)
            letterSets = solver.letterSets
            solved = solver.memory.positions.withLock { $0 }
            let tabled = buildsTable && length <= 10 && answerCount * guessCount * (length <= 5 ? 1 : 2) <= MarksStorage.limit
            table = solver.table.built.withLock { built in
                if built == nil && tabled { built = MarksStorage(solver) }
                return built
            }
            bytes = table?.bytes.map { UnsafePointer($0.baseAddress!) }
            pairs = table?.pairs.map { UnsafePointer($0.baseAddress!) }
        }

        /// Adds the positions this search solved to the solver's memory, while it has room.
        func remember() {
            guard !added.isEmpty else { return }
            solver.memory.positions.withLock { positions in
                for (position, node) in added where positions.count < SolvedPositions.limit { positions[position] = node }
            }
        }

        deinit {
            counts?.deallocate()
            isPossible.deallocate()
            scratch.deallocate()
        }

        @inline(__always)
        func marks(_ guess: Int32, _ answer: Int32, _ codes: UnsafePointer<UInt8>) -> UInt32 {
            if let bytes { return UInt32(bytes[Int(guess) * answerCount + Int(answer)]) }
            if let pairs { return UInt32(pairs[Int(guess) * answerCount + Int(answer)]) }
            return WordleSolver.marks(codes + Int(guess) * length, codes + Int(answer) * length, length,
                                      answerLetters: letterSets[Int(answer)])
        }

        /// How `guess` splits `possible`, as a key that sorts the better split first: minus
        /// the number of parts (its marks) times 2^40, plus the sum of the squares of the
        /// parts' sizes, the part it wins left out; nil when it does not split them and
        /// cannot win.
        func spread(_ guess: Int32, _ possible: UnsafeBufferPointer<Int32>, _ codes: UnsafePointer<UInt8>) -> Int? {
            guard let counts else {
                let marks = possible.map { self.marks(guess, $0, codes) }.sorted()
                var sum = 0, run = 0, parts = 0
                for (index, mark) in marks.enumerated() {
                    run += 1
                    if index + 1 == marks.count || marks[index + 1] != mark {
                        if mark != allGreen { sum += run * run }
                        parts += 1
                        run = 0
                    }
                }
                return parts > 1 || marks[0] == allGreen ? sum - (parts << 40) : nil
            }
            var sum = 0, parts = 0, wins = false
            if let bytes {
                let row = bytes + Int(guess) * answerCount
                for index in 0..<possible.count {
                    let mark = UInt32(row[Int(possible[index])])
                    scratch[index] = mark
                    if counts[Int(mark)] == 0 { parts += 1 }
                    counts[Int(mark)] += 1
                }
            } else {
                for index in 0..<possible.count {
                    let mark = marks(guess, possible[index], codes)
                    scratch[index] = mark
                    if counts[Int(mark)] == 0 { parts += 1 }
                    counts[Int(mark)] += 1
                }
            }
            for index in 0..<possible.count {
                let mark = Int(scratch[index])
                let size = Int(counts[mark])
                guard size > 0 else { continue }
                if mark == Int(allGreen) { wins = true } else { sum += size * size }
                counts[mark] = 0
            }
            return parts > 1 || wins ? sum - (parts << 40) : nil
        }

        /// How many guesses to play out at `depth` (the guesses played before the position).
        func width(_ depth: Int) -> Int {
            switch solver.strategy {
            case .exhaustive: return .max
            case .lookahead(let width): return depth < 3 ? width : 1
            }
        }

        func solve(_ possible: [Int32], allowed: [Int32]?, depth: Int) -> Node {
            if possible.count == 1 { return Node(guess: possible[0], total: 1, histogram: [0, 1]) }
            if possible.count == 2 { return Node(guess: possible[0], total: 3, histogram: [0, 1, 1]) }
            let width = width(depth)
            let position = Position(width: width, answers: possible)
            if allowed == nil, let known = solved[position] { return known }
            let node = solver.codes.withUnsafeBufferPointer { codes in best(possible, allowed: allowed, width: width, depth: depth, codes.baseAddress!) }
            if allowed == nil {
                solved[position] = node
                added.append((position, node))
            }
            return node
        }

        typealias Ranked = (spread: Int, isAnswer: Bool, guess: Int32)

        /// The `keep` guesses to play out at a position, best first (the best split, then
        /// answers first, then in order); or the position solved outright when a possible
        /// answer tells all the others apart, as good as a guess can be (2n - 1 guesses in
        /// all; the lowest such answer is the one the ranking puts first).
        private func rank(_ possible: UnsafeBufferPointer<Int32>, allowed: [Int32]?, keep: Int,
                          _ codes: UnsafePointer<UInt8>) -> Either {
            for answer in possible where allowed == nil || allowed!.contains(answer) {
                if let key = spread(answer, possible, codes), key == (possible.count - 1) - (possible.count << 40) {
                    return .solved(Node(guess: answer, total: 2 * possible.count - 1, histogram: [0, 1, Int32(possible.count - 1)]))
                }
            }
            for answer in possible { isPossible[Int(answer)] = true }
            defer { for answer in possible { isPossible[Int(answer)] = false } }
            func before(_ a: Ranked, _ b: Ranked) -> Bool {
                a.spread != b.spread ? a.spread < b.spread : a.isAnswer != b.isAnswer ? a.isAnswer : a.guess < b.guess
            }
            var ranked: [Ranked] = []
            func consider(_ guess: Int32) {
                guard let spread = spread(guess, possible, codes) else { return }
                let entry = (spread, isPossible[Int(guess)], guess)
                if keep == .max {
                    ranked.append(entry)
                } else if ranked.count < keep || before(entry, ranked[ranked.count - 1]) {
                    ranked.insert(entry, at: ranked.firstIndex { before(entry, $0) } ?? ranked.count)
                    if ranked.count > keep { ranked.removeLast() }
                }
            }
            if let allowed {
                for guess in allowed { consider(guess) }
            } else {
                for guess in 0..<Int32(guessCount) { consider(guess) }
            }
            if keep == .max { ranked.sort(by: before) }
            // (Never empty: every possible answer is a guess that wins.)
            return .ranked(ranked.isEmpty ? [(0, true, possible[0])] : ranked)
        }

        enum Either {
            case solved(Node)
            case ranked([Ranked])
        }

        private func best(_ possible: [Int32], allowed: [Int32]?, width keep: Int, depth: Int, _ codes: UnsafePointer<UInt8>) -> Node {
            let ranked: [Ranked]
            switch possible.withUnsafeBufferPointer({ rank($0, allowed: allowed, keep: keep, codes) }) {
            case .solved(let node): return node
            case .ranked(let guesses): ranked = guesses
            }

            // The first guess ranked is always played out to the end (nothing is below Int.max).
            var best = Node(guess: ranked[0].guess, total: .max, histogram: [])
            for (_, isAnswer, guess) in ranked {
                // The parts, as (marks, answer) sorted by marks.
                var marked = possible.map { (marks(guess, $0, codes), $0) }
                marked.sort { $0.0 != $1.0 ? $0.0 < $1.0 : $0.1 < $1.1 }
                var parts: [(marks: UInt32, answers: [Int32])] = []
                var start = 0
                for index in marked.indices where index + 1 == marked.count || marked[index + 1].0 != marked[index].0 {
                    if marked[index].0 != allGreen { parts.append((marked[index].0, marked[start...index].map(\.1))) }
                    start = index + 1
                }
                // A part of k answers needs at least 2k - 1 guesses (one of them, then each other).
                var total = possible.count
                var least = parts.reduce(0) { $0 + 2 * $1.answers.count - 1 }
                if total + least >= best.total { continue }
                var histogram: [Int32] = [0, isAnswer ? 1 : 0]
                var complete = true
                for part in parts {
                    var next: [Int32]?
                    if let allowed {
                        next = allowed.filter { WordleSolver.hardModeAllows(codes + Int($0) * length, codes + Int(guess) * length, part.marks, length) }
                    }
                    let child = solve(part.answers, allowed: next, depth: depth + 1)
                    total += child.total
                    least -= 2 * part.answers.count - 1
                    if total + least >= best.total {
                        complete = false
                        break
                    }
                    if histogram.count < child.histogram.count + 1 {
                        histogram += [Int32](repeating: 0, count: child.histogram.count + 1 - histogram.count)
                    }
                    for (guesses, count) in child.histogram.enumerated() { histogram[guesses + 1] += count }
                }
                if complete { best = Node(guess: guess, total: total, histogram: histogram) }
            }
            return best
        }
    }
}
