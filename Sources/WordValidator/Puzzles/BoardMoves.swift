import SpellCheckingCore

/// A move on a ``WordBoard``: the tiles placed, the words made and what they score.
public struct BoardMove: Sendable, Hashable {
    /// Which way the main word runs.
    public enum Direction: String, Sendable, Hashable, Codable {
        /// Left to right, along a row.
        case across
        /// Top to bottom, along a column.
        case down
    }

    /// A tile placed by the move.
    public struct Placement: Sendable, Hashable, Codable {
        /// Its row (from 0).
        public let row: Int
        /// Its column (from 0).
        public let column: Int
        /// The letters it shows.
        public let letters: String
        /// Whether a blank plays them.
        public let isBlank: Bool
    }

    /// The tiles placed, in the order of the main word.
    public let placements: [Placement]
    /// Which way the main word runs.
    public let direction: Direction
    /// The row where the main word starts (from 0).
    public let row: Int
    /// The column where the main word starts (from 0).
    public let column: Int
    /// The main word: every tile of its run, the board's and the move's.
    public let word: String
    /// The main word's tiles, in order: the board's and the move's.
    public let tiles: [WordBoard.Tile]
    /// The words made across the main word, one per placed tile that touches a tile
    /// above and below it (across) or left and right (down).
    public let crossWords: [String]
    /// The points: every word made, premiums under the placed tiles counted, and the
    /// bonus for a whole rack.
    public let score: Int
    /// The rack's tiles left after the move (`?` a blank).
    public let leave: [String]
    /// ``score`` plus ``BoardMoves/leaveValue(_:)`` of the leave: the simple equity.
    public let equity: Int

    /// The main word as a board is written: a blank's letters in upper case, a tile of
    /// several letters in brackets (`sanItize`, `[ch]ico`).
    public var written: String {
        tiles.map { tile in
            let shown = tile.isBlank ? tile.letters.uppercased() : tile.letters
            return tile.letters.unicodeScalars.count == 1 ? shown : "[" + shown + "]"
        }.joined()
    }
}

/// Every legal move of a rack on a ``WordBoard``, scored, from a dictionary's game
/// vocabulary: the engine behind a Scrabble-like game.
///
/// The words are the lower-case words of the list that the vocabulary admits, of two
/// tiles or more, spelled in the ``TileSet``'s tiles (accents folded by default, as the
/// Spanish and Italian games play them; a letter no tile has keeps a word out), in a
/// trie of tiles. Moves are found as Appel and Jacobson's generator finds them: for each
/// row and column, the squares next to a tile (the start square on an empty board) are
/// anchors, each square's tiles are limited by the words they would make across the
/// line (its cross-checks), and words grow from each anchor left and then right through
/// the trie. A move places one or more tiles in one line, touching the board's tiles (or
/// covering the start square), and makes only words of the vocabulary.
///
/// A move scores its main word and each cross word: the tiles' values (a blank 0), a
/// letter premium under a placed tile multiplying that tile, a word premium under a
/// placed tile multiplying the word; and ``TileSet/bingoBonus`` when it places
/// ``TileSet/rackSize`` tiles.
///
/// ```swift
/// let engine = try BoardMoves(list: list, tiles: .english)
/// let moves = try engine.moves(on: WordBoard(), rack: "retain?")   // best score first
/// moves.first?.word, moves.first?.score
/// ```
public struct BoardMoves: Sendable {
    /// The tiles the game is played with.
    public let tiles: TileSet
    /// Whether an accented letter counts as its plain letter (tiles that show an accented
    /// letter, such as `ñ`, keep theirs).
    public let foldsAccents: Bool
    /// How many listed words the trie holds.
    public let wordCount: Int
    /// The bytes the engine's trie of tiles takes (17 a node).
    public var memoryBytes: Int { trie.count * 17 }

    private let trie: LetterTrie

    /// The moves for the words of `list` that `vocabulary` admits, played with `tiles`.
    public init(list: WordList, vocabulary: GameVocabulary = .standard, tiles: TileSet, foldsAccents: Bool = true) {
        var walk = LetterWordWalk(minimumLength: 2, keys: LetterKeys(folding: foldsAccents, keeping: tiles.keptLetters))
        var keys = LetterKeys(folding: foldsAccents, keeping: tiles.keptLetters)
        var spelled: [[UInt8]] = []
        for found in list.words(walking: &walk, limit: .max, in: vocabulary) {
            let letters = found.word.unicodeScalars.compactMap { keys.key($0) }
            if letters.count == found.word.unicodeScalars.count, let codes = tiles.spell(letters), codes.count >= 2 { spelled.append(codes) }
        }
        spelled.sort { $0.lexicographicallyPrecedes($1) }
        trie = LetterTrie(sorted: spelled)
        wordCount = spelled.count
        self.tiles = tiles
        self.foldsAccents = foldsAccents
    }

    /// What keeping `leave` (tiles' letters, `?` a blank) is worth, for ``BoardMove/equity``:
    /// a blank 25 points; any other tile 3 less its value (a tile worth more than 3 is a
    /// cost); 4 less for each copy of a tile after the first.
    public func leaveValue(_ leave: [String]) -> Int {
        var value = 0
        var seen: [String: Int] = [:]
        for tile in leave {
            if tile == "?" {
                value += 25
                continue
            }
            let worth = tiles.tiles.first { $0.letters == tile }?.value ?? 0
            value += 3 - worth - 4 * (seen[tile] ?? 0)
            seen[tile, default: 0] += 1
        }
        return value
    }

    /// The rack's tiles as codes and its blanks: letters, `?` a blank, a tile of several
    /// letters in brackets (`[ch]`) or spelled out (`ch`, the longest tile first).
    func rack(_ text: String) throws(PuzzleError) -> (counts: [Int], blanks: Int) {
        var counts = [Int](repeating: 0, count: tiles.tiles.count)
        var blanks = 0
        var letters: [Unicode.Scalar] = []
        var keys = LetterKeys(folding: foldsAccents, keeping: tiles.keptLetters)
        func spellLetters() throws(PuzzleError) {
            guard let codes = tiles.spell(letters) else { throw .invalidLetters(text, reason: "a rack's letters are on no tile") }
            for code in codes { counts[Int(code)] += 1 }
            letters = []
        }
        var characters = GameText.normalize(text).unicodeScalars.makeIterator()
        while let scalar = characters.next() {
            if scalar == "?" {
                blanks += 1
            } else if scalar == "[" {
                try spellLetters()
                var inside: [Unicode.Scalar] = []
                while let next = characters.next(), next != "]" { inside.append(next) }
                let keyed = inside.compactMap { keys.key($0) }
                guard keyed.count == inside.count, let code = tiles.tiles.firstIndex(where: { Array($0.letters.unicodeScalars) == keyed }) else {
                    throw .invalidLetters(text, reason: "[\(String(String.UnicodeScalarView(inside)))] is no tile")
                }
                counts[code] += 1
            } else if let key = keys.key(scalar) {
                letters.append(key)
            } else {
                throw .invalidLetters(text, reason: "a rack holds letters and ? (a blank), not '\(scalar)'")
            }
        }
        try spellLetters()
        let size = counts.reduce(0, +) + blanks
        guard (1...tiles.rackSize).contains(size) else {
            throw .invalidLetters(text, reason: "a rack holds 1 to \(tiles.rackSize) tiles")
        }
        return (counts, blanks)
    }

    /// Every legal move of `rack` on `board` (see ``BoardMoves``), best score first, then
    /// the best equity, then by row, column, direction and word.
    ///
    /// - Throws: ``PuzzleError/invalidLetters(_:reason:)`` for a rack that is empty, larger
    ///   than the set's racks or holds something that is no tile; ``PuzzleError/invalidGrid(_:reason:)``
    ///   for a board tile that is no tile of the set.
    public func moves(on board: WordBoard, rack text: String) throws(PuzzleError) -> [BoardMove] {
        let (counts, blanks) = try rack(text)
        var codes = [Int16](repeating: -1, count: board.rows * board.columns)
        var blanked = [Bool](repeating: false, count: board.rows * board.columns)
        for row in 0..<board.rows {
            for column in 0..<board.columns {
                guard let tile = board.cells[row][column] else { continue }
                guard let code = tiles.tiles.firstIndex(where: { $0.letters == tile.letters }) else {
                    throw .invalidGrid(board.text, reason: "'\(tile.letters)' is no tile of the set")
                }
                codes[row * board.columns + column] = Int16(code)
                blanked[row * board.columns + column] = tile.isBlank
            }
        }
        let generation = Generation(engine: self, board: board, codes: codes, blanked: blanked, counts: counts, blanks: blanks)
        generation.run()
        return generation.moves.sorted { a, b in
            if a.score != b.score { return a.score > b.score }
            if a.equity != b.equity { return a.equity > b.equity }
            if a.row != b.row { return a.row < b.row }
            if a.column != b.column { return a.column < b.column }
            if a.direction != b.direction { return a.direction == .across }
            return a.word < b.word
        }
    }

    /// One search of a board: its tiles as codes, the rack, and the moves found.
    private final class Generation {
        let engine: BoardMoves
        let trie: LetterTrie
        let board: WordBoard
        let rows: Int, columns: Int
        let codes: [Int16]
        let blanked: [Bool]
        // (The search's state is changed at every step: no run-time exclusivity checks,
        // which cost a fifth of a search. One search, one thread.)
        @exclusivity(unchecked) var counts: [Int]
        @exclusivity(unchecked) var blanks: Int
        /// Whether the board has no tile: the start square is then the only anchor.
        let boardIsEmpty: Bool
        var moves: [BoardMove] = []
        /// The one-tile moves found across, which the down search finds again.
        var singles = Set<BoardMove.Placement>()

        // The line being searched (a row across, a column down).
        var direction = BoardMove.Direction.across
        var line = 0
        var length = 0
        /// Per position of the line: the tiles its cross word allows (bits by code), and
        /// the value of that cross word's board tiles (-1: no cross word).
        var allowed: [UInt64] = []
        var crossValue: [Int] = []
        var isAnchor: [Bool] = []
        /// The placed tiles of the move being built: position, code, blank.
        @exclusivity(unchecked) var placed: [(position: Int, code: Int, isBlank: Bool)] = []
        /// The placed tile at each position of the line, for ``record(start:end:)`` (-1: none).
        @exclusivity(unchecked) var placedAt: [Int] = []

        init(engine: BoardMoves, board: WordBoard, codes: [Int16], blanked: [Bool], counts: [Int], blanks: Int) {
            self.engine = engine
            trie = engine.trie
            self.board = board
            rows = board.rows
            columns = board.columns
            self.codes = codes
            self.blanked = blanked
            self.counts = counts
            self.blanks = blanks
            boardIsEmpty = codes.allSatisfy { $0 < 0 }
        }

        /// The board cell at `position` of line `line` in `direction`, or across it
        /// (`offset` squares away, perpendicular).
        func cell(_ position: Int, _ offset: Int = 0, in direction: BoardMove.Direction, line: Int) -> Int? {
            let (row, column) = direction == .across ? (line + offset, position) : (position, line + offset)
            guard row >= 0, row < rows, column >= 0, column < columns else { return nil }
            return row * columns + column
        }

        func value(of code: Int) -> Int { engine.tiles.tiles[code].value }

        func run() {
            for direction in [BoardMove.Direction.across, .down] {
                self.direction = direction
                let lines = direction == .across ? rows : columns
                length = direction == .across ? columns : rows
                for line in 0..<lines {
                    self.line = line
                    prepare()
                    for anchor in 0..<length where isAnchor[anchor] { search(from: anchor) }
                }
            }
        }

        /// The line's cross-checks and anchors.
        func prepare() {
            allowed = [UInt64](repeating: 0, count: length)
            crossValue = [Int](repeating: -1, count: length)
            isAnchor = [Bool](repeating: false, count: length)
            for position in 0..<length {
                let here = cell(position, in: direction, line: line)!
                guard codes[here] < 0 else { continue }
                if boardIsEmpty {
                    let start = board.start
                    isAnchor[position] = cell(position, in: direction, line: line) == start.row * columns + start.column
                } else {
                    let neighbours = [cell(position - 1, in: direction, line: line), cell(position + 1, in: direction, line: line),
                                      cell(position, -1, in: direction, line: line), cell(position, 1, in: direction, line: line)]
                    isAnchor[position] = neighbours.contains { $0.map { codes[$0] >= 0 } ?? false }
                }
                // The board's tiles above and below (across), or left and right (down).
                var before: [Int] = [], after: [Int] = []
                var offset = -1
                while let other = cell(position, offset, in: direction, line: line), codes[other] >= 0 {
                    before.insert(other, at: 0)
                    offset -= 1
                }
                offset = 1
                while let other = cell(position, offset, in: direction, line: line), codes[other] >= 0 {
                    after.append(other)
                    offset += 1
                }
                guard !before.isEmpty || !after.isEmpty else {
                    allowed[position] = ~0
                    continue
                }
                crossValue[position] = (before + after).reduce(0) { $0 + (blanked[$1] ? 0 : value(of: Int(codes[$1]))) }
                var node: Int32 = 0
                for other in before where node >= 0 { node = trie.child(node, Int(codes[other])) }
                guard node >= 0 else { continue }
                for code in 0..<engine.tiles.tiles.count {
                    var below = trie.child(node, code)
                    for other in after where below >= 0 { below = trie.child(below, Int(codes[other])) }
                    if below >= 0 && trie.isWord(below) { allowed[position] |= 1 << UInt64(code) }
                }
            }
        }

        func code(at position: Int) -> Int { Int(codes[cell(position, in: direction, line: line)!]) }

        /// The moves whose leftmost anchor is `anchor`.
        func search(from anchor: Int) {
            if anchor > 0 && code(at: anchor - 1) >= 0 {
                // The left part is the board's tiles before the anchor.
                var start = anchor - 1
                while start > 0 && code(at: start - 1) >= 0 { start -= 1 }
                var node: Int32 = 0
                for position in start..<anchor where node >= 0 { node = trie.child(node, code(at: position)) }
                if node >= 0 { extend(anchor, node, anchor: anchor, start: start) }
                return
            }
            // The left part is the rack's, on empty squares that are no anchors.
            var limit = 0
            while anchor - limit - 1 >= 0 && code(at: anchor - limit - 1) < 0 && !isAnchor[anchor - limit - 1] { limit += 1 }
            leftPart(0, count: 0, limit: limit, anchor: anchor)
        }

        func leftPart(_ node: Int32, count: Int, limit: Int, anchor: Int) {
            // The left part's tiles stand just before the anchor.
            for index in 0..<count { placed[placed.count - count + index].position = anchor - count + index }
            extend(anchor, node, anchor: anchor, start: anchor - count)
            guard count < limit else { return }
            tryTiles(node, allowed: ~0) { child in leftPart(child, count: count + 1, limit: limit, anchor: anchor) }
        }

        /// Each tile of the rack the trie lets follow `node` and `allowed` permits: placed
        /// (at position -1 until the caller places it), `body` run, and taken back.
        func tryTiles(_ node: Int32, allowed: UInt64, position: Int = -1, _ body: (Int32) -> Void) {
            for code in 0..<counts.count where allowed & (1 << UInt64(code)) != 0 {
                let child = trie.child(node, code)
                guard child >= 0 else { continue }
                if counts[code] > 0 {
                    counts[code] -= 1
                    placed.append((position, code, false))
                    body(child)
                    placed.removeLast()
                    counts[code] += 1
                }
                if blanks > 0 {
                    blanks -= 1
                    placed.append((position, code, true))
                    body(child)
                    placed.removeLast()
                    blanks += 1
                }
            }
        }

        func extend(_ position: Int, _ node: Int32, anchor: Int, start: Int) {
            if position > anchor, position == length || code(at: position) < 0, trie.isWord(node), position - start >= 2 {
                record(start: start, end: position)
            }
            guard position < length else { return }
            let here = code(at: position)
            if here >= 0 {
                let child = trie.child(node, here)
                if child >= 0 { extend(position + 1, child, anchor: anchor, start: start) }
                return
            }
            tryTiles(node, allowed: allowed[position], position: position) { child in
                extend(position + 1, child, anchor: anchor, start: start)
            }
        }

        /// Scores the move of ``placed`` whose main word runs from `start` to before `end`.
        func record(start: Int, end: Int) {
            let placements = placed.map { tile -> BoardMove.Placement in
                let index = cell(tile.position, in: direction, line: line)!
                return BoardMove.Placement(row: index / columns, column: index % columns,
                                           letters: engine.tiles.tiles[tile.code].letters, isBlank: tile.isBlank)
            }
            // Moves of two tiles or more lie in one line and are found once; a move of one
            // tile that makes words both ways is found across and down.
            if placements.count == 1 {
                if direction == .across {
                    singles.insert(placements[0])
                } else if singles.contains(placements[0]) {
                    return
                }
            }
            var sum = 0, wordFactor = 1, crossTotal = 0
            var word = "", crossWords: [String] = [], wordTiles: [WordBoard.Tile] = []
            if placedAt.count < length { placedAt = [Int](repeating: -1, count: length) }
            for (index, tile) in placed.enumerated() { placedAt[tile.position] = index }
            defer { for tile in placed { placedAt[tile.position] = -1 } }
            for position in start..<end {
                let index = cell(position, in: direction, line: line)!
                if placedAt[position] >= 0 {
                    let tile = placed[placedAt[position]]
                    let square = board.squares[index / columns][index % columns].multipliers
                    let worth = tile.isBlank ? 0 : value(of: tile.code) * square.letter
                    sum += worth
                    wordFactor *= square.word
                    word += engine.tiles.tiles[tile.code].letters
                    wordTiles.append(WordBoard.Tile(engine.tiles.tiles[tile.code].letters, isBlank: tile.isBlank))
                    if crossValue[position] >= 0 {
                        crossTotal += (crossValue[position] + worth) * square.word
                        crossWords.append(crossWord(at: position, code: tile.code))
                    }
                } else {
                    sum += blanked[index] ? 0 : value(of: Int(codes[index]))
                    word += engine.tiles.tiles[Int(codes[index])].letters
                    wordTiles.append(WordBoard.Tile(engine.tiles.tiles[Int(codes[index])].letters, isBlank: blanked[index]))
                }
            }
            var score = sum * wordFactor + crossTotal
            if placed.count == engine.tiles.rackSize { score += engine.tiles.bingoBonus }
            var leave: [String] = []
            for (code, count) in counts.enumerated() { leave += Array(repeating: engine.tiles.tiles[code].letters, count: count) }
            leave += Array(repeating: "?", count: blanks)
            let first = cell(start, in: direction, line: line)!
            moves.append(BoardMove(placements: placements.sorted { ($0.row, $0.column) < ($1.row, $1.column) }, direction: direction,
                                   row: first / columns, column: first % columns, word: word, tiles: wordTiles, crossWords: crossWords,
                                   score: score, leave: leave, equity: score + engine.leaveValue(leave)))
        }

        /// The word across the line at `position` with `code` placed there.
        func crossWord(at position: Int, code: Int) -> String {
            var letters = engine.tiles.tiles[code].letters
            var offset = -1
            while let other = cell(position, offset, in: direction, line: line), codes[other] >= 0 {
                letters = engine.tiles.tiles[Int(codes[other])].letters + letters
                offset -= 1
            }
            offset = 1
            while let other = cell(position, offset, in: direction, line: line), codes[other] >= 0 {
                letters += engine.tiles.tiles[Int(codes[other])].letters
                offset += 1
            }
            return letters
        }
    }
}
