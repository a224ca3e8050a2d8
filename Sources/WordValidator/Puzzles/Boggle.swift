import SpellCheckingCore

/// A Boggle grid and the listed words traced on it: each letter in a cell next to the one
/// before (across, up, down or diagonally), no cell used twice in a word, three letters or
/// more by default. A `qu` cell is the two letters together, as on the game's die.
///
/// A word scores as in the game: 1 point with three or four letters, 2 with five, 3 with
/// six, 5 with seven, 11 with eight or more (a `qu` cell counts two letters). Only
/// lower-case words count; with ``foldsAccents`` an accented letter counts as its plain one.
///
/// ```swift
/// let grid = try Boggle("seat/rlnd/tiqua/cohe")
/// grid.words(in: list).first   // en_US: "quintals", 11 points (qu is one cell)
/// ```
public struct Boggle: Sendable, Hashable {
    /// The cells, row by row: one letter each, or `qu`.
    public let cells: [[String]]
    /// The fewest letters a word may have.
    public let minimumLength: Int
    /// Whether an accented letter counts as its plain letter.
    public let foldsAccents: Bool
    /// The most words an answer holds: the best, in the answer's order, when there are more.
    public let maximumAnswers: Int

    /// The most rows and columns a grid may have.
    public static let maximumSide = 6
    /// The largest ``maximumAnswers``.
    public static let answerLimit = 100_000

    /// A grid written row by row, rows separated by `/` (`seat/rlnd/tiqua/cohe`): every row
    /// as many cells as the first, `qu` one cell.
    ///
    /// - Throws: ``PuzzleError/invalidGrid(_:reason:)`` for a grid of rows of different
    ///   widths, with something that is not a letter, or larger than 6 by 6;
    ///   ``PuzzleError/invalidBound(name:value:range:)`` for a minimum length outside
    ///   1...50 or an answer count outside 1...100,000.
    public init(_ grid: String, minimumLength: Int = 3, foldsAccents: Bool = false, maximumAnswers: Int = 10_000) throws(PuzzleError) {
        guard (1...50).contains(minimumLength) else { throw .invalidBound(name: "minimum length", value: minimumLength, range: 1...50) }
        guard (1...Self.answerLimit).contains(maximumAnswers) else {
            throw .invalidBound(name: "maximum answers", value: maximumAnswers, range: 1...Self.answerLimit)
        }
        var rows: [[String]] = []
        for row in GameText.normalize(grid).split(separator: "/", omittingEmptySubsequences: false) {
            let letters: [Unicode.Scalar]
            do {
                letters = try PuzzleLetters.parse(String(row), folding: foldsAccents)
            } catch {
                throw .invalidGrid(grid, reason: "a cell holds something that is not a letter")
            }
            var cells: [String] = []
            var index = 0
            while index < letters.count {
                if letters[index] == "q", index + 1 < letters.count, letters[index + 1] == "u" {
                    cells.append("qu")
                    index += 2
                } else {
                    cells.append(String(letters[index]))
                    index += 1
                }
            }
            guard !cells.isEmpty else { throw .invalidGrid(grid, reason: "a row is empty") }
            if let first = rows.first, first.count != cells.count {
                throw .invalidGrid(grid, reason: "a row of \(cells.count) cells where the first has \(first.count)")
            }
            rows.append(cells)
        }
        guard rows.count <= Self.maximumSide, rows[0].count <= Self.maximumSide else {
            throw .invalidGrid(grid, reason: "a grid has at most \(Self.maximumSide) rows of \(Self.maximumSide) cells")
        }
        cells = rows
        self.minimumLength = minimumLength
        self.foldsAccents = foldsAccents
        self.maximumAnswers = maximumAnswers
    }

    /// What a word of `letterCount` letters scores.
    public static func points(letterCount: Int) -> Int {
        switch letterCount {
        case ...4: 1
        case 5: 2
        case 6: 3
        case 7: 5
        default: 11
        }
    }

    /// A word traced on the grid.
    public struct Word: Sendable, Hashable, Codable {
        /// The word, as listed.
        public let word: String
        /// What it scores.
        public let points: Int
        /// How common it is, as wordfreq's Zipf value; 0 when unknown.
        public let frequency: Double
    }

    /// Every word of `list` traced on the grid: most points first, then most common, then
    /// in byte order; at most ``maximumAnswers``, the best of them when there are more
    /// (``answers(in:vocabulary:)`` says how many there are). Only words `vocabulary` admits count.
    public func words(in list: WordList, vocabulary: GameVocabulary = .standard) -> [Word] {
        answers(in: list, vocabulary: vocabulary).words
    }

    /// The grid's best ``maximumAnswers`` words, as ``words(in:vocabulary:)`` ranks them,
    /// with how many words it holds in all and their points together.
    public func answers(in list: WordList, vocabulary: GameVocabulary = .standard) -> PuzzleAnswers<Word> {
        var walk = Walk(grid: self)
        var best = list.bestWords(walking: &walk, limit: maximumAnswers, in: vocabulary) { Self.points(letterCount: $0.length) }
        let words = best.ranked().map { word, points in
            Word(word: word.word, points: points, frequency: Double(word.frequency) / 100)
        }
        return PuzzleAnswers(words: words, total: best.total, totalPoints: best.totalPoints, isTruncated: best.isTruncated)
    }

    /// Judges `word` traced on the grid, in this order: ``PuzzleRejection/empty``,
    /// ``PuzzleRejection/tooShort(word:minimumLength:)``, not traceable
    /// (``PuzzleRejection/notOnGrid(word:)``), then `checker`'s verdict on the word in
    /// lower case (``PuzzleRejection/unreal(word:language:)``).
    public func validate(_ word: String, checker: any SpellChecker) -> Result<Word, PuzzleRejection> {
        let played: (word: String, letters: Int)
        switch PuzzlePlay.normalized(word, minimumLength: minimumLength) {
        case .failure(let rejection): return .failure(rejection)
        case .success(let normalized): played = normalized
        }
        guard PuzzlePlay.walks(Walk(grid: self), played.word) else { return .failure(.notOnGrid(word: played.word)) }
        if let rejection = PuzzlePlay.unreal(played.word, checker: checker) { return .failure(rejection) }
        return .success(Word(word: played.word, points: Self.points(letterCount: played.word.unicodeScalars.count),
                             frequency: PuzzlePlay.frequency(of: played.word, checker: checker)))
    }

    /// The walk: every way the path so far can lie on the grid.
    struct Walk: WordWalk {
        /// One way: the cell of the last letter, the cells used, and whether the `u` of a
        /// `qu` cell is still to come.
        struct Trace: Hashable {
            var cell: Int
            var used: UInt64
            var waitsForU: Bool
        }

        /// The cells around each cell, and the cells holding each letter (ASCII letters by
        /// their value, others in a table), as bit sets: the next cells of a way are one AND.
        let neighbours: [UInt64]
        let asciiCells: [UInt64]
        let otherCells: [UInt32: UInt64]
        /// The `qu` cells.
        let quCells: UInt64
        let minimumLength: Int
        var keys: LetterKeys
        /// The ways of every depth of the path, one after the other; `starts[d]` is where depth d's begin.
        var traces: [Trace] = []
        var starts: [Int] = []

        init(grid: Boggle) {
            let width = grid.cells[0].count, height = grid.cells.count
            var ascii = [UInt64](repeating: 0, count: 128)
            var other: [UInt32: UInt64] = [:]
            var qu: UInt64 = 0
            for (cell, text) in grid.cells.joined().enumerated() {
                let letter = text.unicodeScalars.first!
                if letter.value < 128 { ascii[Int(letter.value)] |= 1 << cell } else { other[letter.value, default: 0] |= 1 << cell }
                if text == "qu" { qu |= 1 << cell }
            }
            neighbours = (0..<(width * height)).map { cell in
                let (row, column) = (cell / width, cell % width)
                var around: UInt64 = 0
                for r in max(0, row - 1)...min(height - 1, row + 1) {
                    for c in max(0, column - 1)...min(width - 1, column + 1) where r != row || c != column { around |= 1 << (r * width + c) }
                }
                return around
            }
            asciiCells = ascii
            otherCells = other
            quCells = qu
            minimumLength = grid.minimumLength
            keys = LetterKeys(folding: grid.foldsAccents)
        }

        @inline(__always)
        func cells(holding key: Unicode.Scalar) -> UInt64 {
            key.value < 128 ? asciiCells[Int(key.value)] : otherCells[key.value] ?? 0
        }

        mutating func advance(_ scalar: Unicode.Scalar) -> Bool {
            guard let key = keys.key(scalar) else { return false }
            let begin = traces.count
            /// Adds a way unless this depth has it already (the ways are few: a linear look).
            func add(_ trace: Trace) {
                for index in begin..<traces.count where traces[index] == trace { return }
                traces.append(trace)
            }
            let holding = cells(holding: key)
            if let previous = starts.last {
                for index in previous..<begin {
                    let trace = traces[index]
                    if trace.waitsForU {
                        if key == "u" { add(Trace(cell: trace.cell, used: trace.used, waitsForU: false)) }
                        continue
                    }
                    // The unused neighbours holding the letter, in the order of the cells.
                    var next = neighbours[trace.cell] & holding & ~trace.used
                    while next != 0 {
                        let cell = next.trailingZeroBitCount
                        next &= next - 1
                        add(Trace(cell: cell, used: trace.used | 1 << cell, waitsForU: quCells & 1 << cell != 0))
                    }
                }
            } else {
                var next = holding
                while next != 0 {
                    let cell = next.trailingZeroBitCount
                    next &= next - 1
                    add(Trace(cell: cell, used: 1 << cell, waitsForU: quCells & 1 << cell != 0))
                }
            }
            guard traces.count > begin else { return false }
            starts.append(begin)
            return true
        }

        mutating func retract() {
            traces.removeSubrange(starts.removeLast()...)
        }

        var acceptsWord: Bool {
            guard starts.count >= minimumLength, let last = starts.last else { return false }
            return traces[last...].contains { !$0.waitsForU }
        }
    }
}
