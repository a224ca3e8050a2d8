import Foundation
import SpellCheckingCore

/// Boggle boards for a vocabulary: what a board scores, in microseconds, and a search for
/// boards that score high.
///
/// The words are the lower-case words of a list that a ``GameVocabulary`` admits, of at
/// least ``minimumLength`` letters, kept in a trie of their letters. A board scores the
/// points of every listed word traced on it (``Boggle/points(letterCount:)`` each, a word
/// traced twice counted once), exactly what ``Boggle/answers(in:vocabulary:)`` totals for
/// the same grid, list, vocabulary, folding and minimum length.
///
/// ``best(seed:steps:dice:)`` searches by simulated annealing: from a random board, each
/// step changes one cell (a new letter, drawn as often as letters occur in the
/// vocabulary's words, or a die's other face) or swaps two cells, keeps the change when
/// the board scores no less, and else with a chance that falls as the search goes on
/// (`exp(gain / temperature)`, the temperature falling from 100 points to 0.5 over
/// 400,000 steps); a longer search anneals again from a new random board every 400,000
/// steps and keeps the best board of all. The same seed and steps give the same board.
///
/// ```swift
/// let boards = try BoggleBoards(list: list)                  // 4 by 4
/// boards.score(try Boggle("seat/rlnd/tiqua/cohe"))           // its total points
/// let found = boards.best(seed: 1, steps: 200_000)           // a high-scoring board
/// found.grid, found.score
/// ```
public struct BoggleBoards: Sendable {
    /// The rows and columns of a board.
    public let side: Int
    /// The fewest letters a word may have.
    public let minimumLength: Int
    /// Whether an accented letter counts as its plain letter.
    public let foldsAccents: Bool
    /// How many listed words the trie holds.
    public let wordCount: Int

    /// The letters met, by code.
    private let letters: [Unicode.Scalar]
    private let codeOf: [Unicode.Scalar: UInt8]
    /// How often each letter occurs in the words, by code.
    private let letterCounts: [Int]
    /// The words' trie, and the points of the words that end at each node (0 for none; two
    /// words' when folding makes two listed words one spelling).
    private let trie: LetterTrie
    private let points: [Int32]

    /// The most steps a search takes: about a quarter of an hour for English 4 by 4 boards.
    public static let maximumSteps = 20_000_000

    /// The largest side a board may have.
    public static let maximumSide = Boggle.maximumSide

    /// The boards of `side` by `side` cells (2 to 6) for the words of `list` that
    /// `vocabulary` admits with at least `minimumLength` letters.
    ///
    /// - Throws: ``PuzzleError/invalidBound(name:value:range:)`` for a side outside 2...6 or
    ///   a minimum length outside 1...50; ``PuzzleError/invalidLetters(_:reason:)`` when the
    ///   words use more than 64 letters.
    public init(list: WordList, vocabulary: GameVocabulary = .standard, side: Int = 4, minimumLength: Int = 3,
                foldsAccents: Bool = false) throws(PuzzleError) {
        guard (2...Self.maximumSide).contains(side) else { throw .invalidBound(name: "side", value: side, range: 2...Self.maximumSide) }
        guard (1...50).contains(minimumLength) else { throw .invalidBound(name: "minimum length", value: minimumLength, range: 1...50) }
        var walk = LetterWordWalk(minimumLength: minimumLength, keys: LetterKeys(folding: foldsAccents))
        // The words, as letter codes, in byte order of the listed words.
        var codeOf: [Unicode.Scalar: UInt8] = [:]
        var letters: [Unicode.Scalar] = []
        var spelled: [[UInt8]] = []
        var keys = LetterKeys(folding: foldsAccents)
        var tooMany = false
        for found in list.words(walking: &walk, limit: .max, in: vocabulary) {
            var word: [UInt8] = []
            for scalar in found.word.unicodeScalars {
                guard let key = keys.key(scalar) else { break }
                if let code = codeOf[key] {
                    word.append(code)
                } else if letters.count < 64 {
                    codeOf[key] = UInt8(letters.count)
                    letters.append(key)
                    word.append(UInt8(letters.count - 1))
                } else {
                    tooMany = true
                }
            }
            spelled.append(word)
        }
        guard !tooMany else { throw .invalidLetters(String(String.UnicodeScalarView(letters)), reason: "the words use more than 64 letters") }
        // Folding can make two listed words one spelling: each still counts.
        spelled.sort { $0.lexicographicallyPrecedes($1) }
        var counts = [Int](repeating: 0, count: letters.count)
        for word in spelled { for code in word { counts[Int(code)] += 1 } }
        let trie = LetterTrie(sorted: spelled)
        let points = (0..<trie.count).map { node in
            Int32(trie.endings[node]) * Int32(Boggle.points(letterCount: Int(trie.depths[node])))
        }
        self.side = side
        self.minimumLength = minimumLength
        self.foldsAccents = foldsAccents
        self.letters = letters
        self.codeOf = codeOf
        letterCounts = counts
        self.trie = trie
        self.points = points
        wordCount = spelled.count
    }

    /// The total points of `grid`'s words: 0 for a grid of another size than ``side``.
    public func score(_ grid: Boggle) -> Int {
        score(grid, setSize: 1 << 13)
    }

    /// ``score(_:)`` with a set of words found of `setSize` slots to start with (a power of 2).
    func score(_ grid: Boggle, setSize: Int) -> Int {
        guard grid.cells.count == side, grid.cells[0].count == side else { return 0 }
        var keys = LetterKeys(folding: foldsAccents)
        // A cell's letters as codes; a letter no word has gets a code no child has.
        let cells = grid.cells.joined().map { text in
            Self.cell(text.unicodeScalars.map { scalar in keys.key(scalar).flatMap { codeOf[$0] } ?? 254 })
        }
        var search = Search(self, setSize: setSize)
        return search.score(cells)
    }

    /// The 16 dice of the English game sold since 1987, one list of six faces each (`qu`
    /// is one face).
    public static let englishDice: [[String]] = [
        "aaeegn", "abbjoo", "achops", "affkps", "aoottw", "cimotu", "deilrx", "delrvy",
        "distty", "eeghnw", "eeinsu", "ehrtvw", "eiosst", "elrtty", "himnqu", "hlnnrz",
    ].map { faces in faces == "himnqu" ? ["h", "i", "m", "n", "qu", "u"] : faces.map(String.init) }

    /// Dice for this vocabulary's boards, one a cell: ``englishDice`` for an English 4 by 4
    /// board (`language` English); else dice made from the words, the rule for languages
    /// with no published set here (Spanish, Italian, any other): the 6 faces of each die
    /// are dealt from all faces sorted by how often their letter occurs in the words
    /// (most first), face `i` to die `i % dice`, each letter given faces in proportion to
    /// its count (the largest remainders rounded up; one face at least for a letter that
    /// earns a tenth of one, such as Spanish `ñ`, taken from the most common letters), `q`
    /// as `qu`.
    public func dice(for language: Language? = nil) -> [[String]] {
        let count = side * side
        if side == 4, language?.code == "en" { return Self.englishDice }
        let total = max(1, letterCounts.reduce(0, +))
        let faces = 6 * count
        let shares = letterCounts.map { Double($0) * Double(faces) / Double(total) }
        // At least one face for a letter that earns a tenth of one (ñ in Spanish), taken
        // from the most common letters.
        var given = shares.map { $0 >= 0.1 ? max(1, Int($0)) : 0 }
        let byRemainder = shares.indices.sorted { a, b in
            let (x, y) = (shares[a] - Double(given[a]), shares[b] - Double(given[b]))
            return x != y ? x > y : a < b
        }
        for code in byRemainder.prefix(max(0, faces - given.reduce(0, +))) { given[code] += 1 }
        var excess = given.reduce(0, +) - faces
        while excess > 0, let most = given.indices.max(by: { given[$0] != given[$1] ? given[$0] < given[$1] : $0 > $1 }) {
            given[most] -= 1
            excess -= 1
        }
        let sorted = letterCounts.indices.sorted { letterCounts[$0] != letterCounts[$1] ? letterCounts[$0] > letterCounts[$1] : $0 < $1 }
        var dice = [[String]](repeating: [], count: count)
        var face = 0
        for code in sorted {
            for _ in 0..<given[code] {
                dice[face % count].append(letters[code] == "q" ? "qu" : String(letters[code]))
                face += 1
            }
        }
        return dice
    }

    /// A board rolled from `dice` (one a cell, as ``dice(for:)`` gives), shuffled and each
    /// showing a face, the same for the same seed: a grid as ``Boggle`` reads it.
    ///
    /// - Throws: as ``best(seed:steps:dice:)`` for dice that do not fit the board.
    public func roll(_ dice: [[String]], seed: UInt64) throws(PuzzleError) -> String {
        try check(dice)
        var random = SeededGenerator(seed: seed)
        let shuffled = dice.shuffled(using: &random).map { $0.randomElement(using: &random) ?? "?" }
        return (0..<side).map { row in shuffled[(row * side)..<min(shuffled.count, row * side + side)].joined() }.joined(separator: "/")
    }

    /// Throws unless `dice` are one a cell, each with faces of one letter or `qu`.
    private func check(_ dice: [[String]]) throws(PuzzleError) {
        guard dice.count == side * side else {
            throw .invalidBound(name: "dice", value: dice.count, range: (side * side)...(side * side))
        }
        for die in dice {
            guard !die.isEmpty else { throw .invalidLetters("", reason: "a die has no face") }
            for face in die {
                let letters = try PuzzleLetters.parse(face, folding: foldsAccents)
                guard letters.count == 1 || letters == ["q", "u"] else {
                    throw .invalidLetters(face, reason: "a face is one letter, or qu")
                }
            }
        }
    }

    /// A cell of one or two letters (`qu`) as the search keeps it: the first code in the
    /// low byte, the second (255 for none) in the high one.
    static func cell(_ codes: [UInt8]) -> UInt16 {
        UInt16(codes.first ?? 254) | UInt16(codes.count > 1 ? codes[1] : 255) << 8
    }

    /// The steps of one annealing: a search of more steps anneals again from a new random
    /// board every so many, and keeps the best board of all.
    static let chainLength = 400_000
    /// The temperature at the start and at the end of an annealing, in points.
    static let temperatures = (first: 100.0, last: 0.5)

    /// A board found by ``best(seed:steps:dice:)``: its grid and its points.
    public struct Found: Sendable, Hashable {
        /// The board, as ``Boggle`` writes grids (`seat/rlnd/tiqu/cohe`).
        public let grid: String
        /// Its total points.
        public let score: Int
        /// How many listed words it holds.
        public let words: Int
    }

    /// The best board simulated annealing finds in `steps` steps from `seed`: with `dice`
    /// (one list of faces a cell, such as ``englishDice``), each cell a face of its own die;
    /// without, any letters. A face `qu` is one cell.
    ///
    /// - Throws: ``PuzzleError/invalidBound(name:value:range:)`` for steps outside
    ///   1...``maximumSteps`` or dice of another number than the board's cells;
    ///   ``PuzzleError/invalidLetters(_:reason:)`` for a die
    ///   without faces or a face that is not one lower-case letter or `qu`.
    public func best(seed: UInt64, steps: Int, dice: [[String]]? = nil) throws(PuzzleError) -> Found {
        guard (1...Self.maximumSteps).contains(steps) else {
            throw .invalidBound(name: "steps", value: steps, range: 1...Self.maximumSteps)
        }
        if let dice { try check(dice) }
        var random = SeededGenerator(seed: seed)
        var search = Search(self)
        // A cell's letters, as codes, from a face.
        func codes(_ face: String) -> UInt16 {
            var keys = LetterKeys(folding: foldsAccents)
            return Self.cell(face.unicodeScalars.map { keys.key($0).flatMap { codeOf[$0] } ?? 254 })
        }
        let faces = dice?.map { $0.map(codes) }
        // What a cell of a face shows, for letters the words never use.
        var shown: [UInt16: String] = [:]
        for (die, codes) in zip(dice ?? [], faces ?? []) { for (face, code) in zip(die, codes) { shown[code] = face } }
        let cellCount = side * side
        // Letters drawn as often as they occur in the words (q as qu).
        let total = letterCounts.reduce(0, +)
        let quCode = codeOf["q"], uCode = codeOf["u"]
        func drawLetter() -> UInt16 {
            var pick = Int.random(in: 0..<max(1, total), using: &random)
            for (code, count) in letterCounts.enumerated() {
                if pick < count {
                    if let quCode, let uCode, code == Int(quCode) { return Self.cell([quCode, uCode]) }
                    return Self.cell([UInt8(code)])
                }
                pick -= count
            }
            return Self.cell([0])
        }
        // The board: a die (its index) and a face a cell with dice; letters without.
        var order = Array(0..<cellCount)
        var face = [Int](repeating: 0, count: cellCount)
        var cells = [UInt16](repeating: 0, count: cellCount)
        func restart() {
            if let faces {
                order.shuffle(using: &random)
                for cell in 0..<cellCount {
                    face[cell] = Int.random(in: 0..<faces[order[cell]].count, using: &random)
                    cells[cell] = faces[order[cell]][face[cell]]
                }
            } else {
                for cell in 0..<cellCount { cells[cell] = drawLetter() }
            }
        }
        restart()
        var score = search.score(cells)
        var best = (cells: cells, score: score)
        for step in 0..<steps {
            let within = step % Self.chainLength
            if within == 0 && step > 0 {
                restart()
                score = search.score(cells)
            }
            let length = min(Self.chainLength, steps - (step - within))
            let temperature = Self.temperatures.first * pow(Self.temperatures.last / Self.temperatures.first,
                                                           Double(within) / Double(length))
            // The move, and how to take it back: a swap of two cells, or a cell's old face.
            let a = Int.random(in: 0..<cellCount, using: &random)
            var b = -1
            let (oldCell, oldFace) = (cells[a], face[a])
            if Bool.random(using: &random) {
                b = Int.random(in: 0..<cellCount, using: &random)
                cells.swapAt(a, b)
                order.swapAt(a, b)
                face.swapAt(a, b)
            } else if let faces {
                face[a] = Int.random(in: 0..<faces[order[a]].count, using: &random)
                cells[a] = faces[order[a]][face[a]]
            } else {
                cells[a] = drawLetter()
            }
            let next = search.score(cells)
            if next >= score || Double.random(in: 0..<1, using: &random) < exp(Double(next - score) / temperature) {
                score = next
                if score > best.score { best = (cells, score) }
            } else if b >= 0 {
                cells.swapAt(a, b)
                order.swapAt(a, b)
                face.swapAt(a, b)
            } else {
                (cells[a], face[a]) = (oldCell, oldFace)
            }
        }
        func text(_ cell: UInt16) -> String {
            if let face = shown[cell] { return face }
            var text = ""
            for code in [Int(cell & 0xFF), Int(cell >> 8)] where code != 255 {
                text.unicodeScalars.append(code < letters.count ? letters[code] : "?")
            }
            return text
        }
        let rows = (0..<side).map { row in best.cells[(row * side)..<(row * side + side)].map(text).joined() }
        let grid = rows.joined(separator: "/")
        return Found(grid: grid, score: best.score, words: search.words(best.cells))
    }

    /// A depth-first walk of the board and the trie together. The words found on a board
    /// are kept in a small open-addressing set of trie nodes, emptied by the list of the
    /// slots it filled, so a board costs what its paths cost; a board with more words than
    /// half the set is walked again with a set four times as large.
    private struct Search {
        let trie: LetterTrie
        let points: [Int32]
        let neighbours: [UInt64]
        /// The set: trie nodes by slot, -1 for an empty slot; the filled slots.
        var slots: [Int32]
        var filled: [Int32] = []
        var total = 0
        var count = 0

        init(_ boards: BoggleBoards, setSize: Int = 1 << 13) {
            trie = boards.trie
            points = boards.points
            let side = boards.side
            neighbours = (0..<(side * side)).map { cell in
                let (row, column) = (cell / side, cell % side)
                var around: UInt64 = 0
                for r in max(0, row - 1)...min(side - 1, row + 1) {
                    for c in max(0, column - 1)...min(side - 1, column + 1) where r != row || c != column {
                        around |= 1 << UInt64(r * side + c)
                    }
                }
                return around
            }
            slots = [Int32](repeating: -1, count: setSize)
        }

        /// The points of the words traced on `cells`.
        mutating func score(_ cells: [UInt16]) -> Int {
            walk(cells)
            return total
        }

        /// How many listed words are traced on `cells`.
        mutating func words(_ cells: [UInt16]) -> Int {
            walk(cells)
            return count
        }

        private mutating func walk(_ cells: [UInt16]) {
            while !walkOnce(cells) { slots = [Int32](repeating: -1, count: slots.count * 4) }
        }

        /// One walk; false when the set of words found filled up before the end.
        private mutating func walkOnce(_ cells: [UInt16]) -> Bool {
            total = 0
            count = 0
            var overflowed = false
            let trie = trie, childSets = UnsafePointer(trie.childSets.baseAddress!)
            let endings = UnsafePointer(trie.endings.baseAddress!)
            let mask = slots.count - 1
            points.withUnsafeBufferPointer { points in
            slots.withUnsafeMutableBufferPointer { slots in
                neighbours.withUnsafeBufferPointer { neighbours in
                    cells.withUnsafeBufferPointer { cells in
                        /// The node a path reaches by adding `cell`'s letters below `node`, or -1.
                        func step(_ node: Int32, _ cell: Int) -> Int32 {
                            let letters = cells[cell]
                            let first = trie.child(node, Int(letters & 0xFF))
                            return first >= 0 && letters >> 8 != 0xFF ? trie.child(first, Int(letters >> 8)) : first
                        }
                        /// A path ending at `cell`, at `node` of the trie (the paths are tried
                        /// one cell further only where the trie goes on).
                        func visit(_ cell: Int, _ node: Int32, _ used: UInt64) {
                            if points[Int(node)] > 0 {
                                var slot = Int(node) & mask
                                while slots[slot] >= 0 && slots[slot] != node { slot = (slot + 1) & mask }
                                if slots[slot] < 0 {
                                    // Half full: the walk is made again with a larger set.
                                    guard filled.count < mask / 2 else {
                                        overflowed = true
                                        return
                                    }
                                    slots[slot] = node
                                    filled.append(Int32(slot))
                                    total += Int(points[Int(node)])
                                    count += Int(endings[Int(node)])
                                }
                            }
                            guard childSets[Int(node)] != 0, !overflowed else { return }
                            let used = used | 1 << UInt64(cell)
                            var next = neighbours[cell] & ~used
                            while next != 0 {
                                let other = next.trailingZeroBitCount
                                next &= next &- 1
                                let below = step(node, other)
                                if below >= 0 { visit(other, below, used) }
                            }
                        }
                        for cell in 0..<cells.count {
                            let node = step(0, cell)
                            if node >= 0 { visit(cell, node, 0) }
                        }
                        for slot in filled { slots[Int(slot)] = -1 }
                    }
                }
            }
            }
            filled.removeAll(keepingCapacity: true)
            return !overflowed
        }
    }
}
