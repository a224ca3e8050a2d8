/// A Scrabble-like board: its squares (premiums) and the tiles on it.
///
/// A board is written a row a line (or rows separated by `/`), a cell a character: `.`
/// an empty square, a lower-case letter a tile, an upper-case letter a blank playing that
/// letter, and a tile of several letters in brackets (`[ch]`, a blank `[CH]`).
///
/// ```swift
/// var board = WordBoard()                               // 15 by 15, the standard squares
/// board = try WordBoard("...\n.at\n...", squares: try WordBoard.squares("...\n.D.\n..."))
/// ```
public struct WordBoard: Sendable, Hashable {
    /// A square's premium.
    public enum Square: Character, Sendable, Hashable {
        /// `.`: no premium.
        case plain = "."
        /// `d`: the letter placed here counts twice.
        case doubleLetter = "d"
        /// `t`: the letter placed here counts three times.
        case tripleLetter = "t"
        /// `D`: the word made through here counts twice (the start square too).
        case doubleWord = "D"
        /// `T`: the word made through here counts three times.
        case tripleWord = "T"

        /// What a tile placed here multiplies: its value, and the word's.
        var multipliers: (letter: Int, word: Int) {
            switch self {
            case .plain: (1, 1)
            case .doubleLetter: (2, 1)
            case .tripleLetter: (3, 1)
            case .doubleWord: (1, 2)
            case .tripleWord: (1, 3)
            }
        }
    }

    /// A tile on the board.
    public struct Tile: Sendable, Hashable {
        /// The letters it shows (lower case).
        public let letters: String
        /// Whether it is a blank playing those letters (it scores 0).
        public let isBlank: Bool

        /// A tile of `letters`, a blank or not.
        public init(_ letters: String, isBlank: Bool = false) {
            self.letters = letters
            self.isBlank = isBlank
        }
    }

    /// The squares, row by row.
    public let squares: [[Square]]
    /// The tiles, row by row: nil for an empty square.
    public private(set) var cells: [[Tile?]]

    /// The most rows and columns a board may have.
    public static let maximumSide = 25

    /// The rows.
    public var rows: Int { squares.count }
    /// The columns.
    public var columns: Int { squares[0].count }
    /// The square the first move must cover: the middle one.
    public var start: (row: Int, column: Int) { (rows / 2, columns / 2) }
    /// Whether no tile is on the board.
    public var isEmpty: Bool { cells.allSatisfy { $0.allSatisfy { $0 == nil } } }

    /// The standard 15 by 15 squares: triple words in the corners and the middles of the
    /// edges, double words along the diagonals and at the start, the letter premiums
    /// between.
    public static let standardSquares: [[Square]] = {
        let top = [
            "T..d...T...d..T",
            ".D...t...t...D.",
            "..D...d.d...D..",
            "d..D...d...D..d",
            "....D.....D....",
            ".t...t...t...t.",
            "..d...d.d...d..",
            "T..d...D...d..T",
        ]
        // The bottom half mirrors the top.
        return (top + top.dropLast().reversed()).map { row in row.map { Square(rawValue: $0)! } }
    }()

    /// Squares written a row a line (or rows separated by `/`), a square a character:
    /// `.`, `d`, `t`, `D`, `T`.
    ///
    /// - Throws: ``PuzzleError/invalidGrid(_:reason:)`` for another character, rows of
    ///   different lengths, or a side outside 2...25.
    public static func squares(_ text: String) throws(PuzzleError) -> [[Square]] {
        let rows = Self.rows(of: text)
        let squares = try rows.map { row throws(PuzzleError) -> [Square] in
            try row.map { character throws(PuzzleError) -> Square in
                guard let square = Square(rawValue: character) else {
                    throw .invalidGrid(text, reason: "a square is . d t D or T, not '\(character)'")
                }
                return square
            }
        }
        try checkShape(squares.map(\.count), text)
        return squares
    }

    /// An empty board of `squares` (the standard ones by default).
    ///
    /// - Throws: ``PuzzleError/invalidGrid(_:reason:)`` for rows of different lengths or a
    ///   side outside 2...25.
    public init(squares: [[Square]] = WordBoard.standardSquares) throws(PuzzleError) {
        try Self.checkShape(squares.map(\.count), "")
        self.squares = squares
        cells = squares.map { Array(repeating: nil, count: $0.count) }
    }

    /// A board of `squares` with the tiles `text` shows (see ``WordBoard``).
    ///
    /// - Throws: ``PuzzleError/invalidGrid(_:reason:)`` for a character that is no tile,
    ///   an unclosed bracket, or rows that do not match the squares.
    public init(_ text: String, squares: [[Square]] = WordBoard.standardSquares) throws(PuzzleError) {
        try self.init(squares: squares)
        let rows = Self.rows(of: text)
        guard rows.count == self.rows else {
            throw .invalidGrid(text, reason: "\(rows.count) rows where the squares have \(self.rows)")
        }
        for (row, line) in rows.enumerated() {
            var tiles: [Tile?] = []
            var characters = line.makeIterator()
            while let character = characters.next() {
                if character == "." {
                    tiles.append(nil)
                    continue
                }
                var shown = String(character)
                if character == "[" {
                    shown = ""
                    while let next = characters.next(), next != "]" { shown.append(next) }
                }
                let lower = shown.lowercased()
                guard !shown.isEmpty, shown.allSatisfy(\.isLetter), shown == lower || shown == shown.uppercased() else {
                    throw .invalidGrid(text, reason: "a cell is ., a letter or letters in brackets, not '\(shown)'")
                }
                tiles.append(Tile(lower, isBlank: shown != lower))
            }
            guard tiles.count == columns else {
                throw .invalidGrid(text, reason: "row \(row + 1) has \(tiles.count) cells where the squares have \(columns)")
            }
            cells[row] = tiles
        }
    }

    /// The board after `move`: its tiles placed.
    public func playing(_ move: BoardMove) -> WordBoard {
        var board = self
        for placement in move.placements {
            board.cells[placement.row][placement.column] = Tile(placement.letters, isBlank: placement.isBlank)
        }
        return board
    }

    /// The board written as ``WordBoard`` reads it, rows separated by new lines.
    public var text: String {
        cells.map { row in
            row.map { tile -> String in
                guard let tile else { return "." }
                let shown = tile.isBlank ? tile.letters.uppercased() : tile.letters
                return tile.letters.unicodeScalars.count == 1 ? shown : "[" + shown + "]"
            }.joined()
        }.joined(separator: "\n")
    }

    private static func rows(of text: String) -> [String] {
        text.split(whereSeparator: { $0 == "\n" || $0 == "/" }).map { String($0).trimmedOfSpaces() }.filter { !$0.isEmpty }
    }

    private static func checkShape(_ widths: [Int], _ text: String) throws(PuzzleError) {
        guard let first = widths.first, (2...maximumSide).contains(widths.count), (2...maximumSide).contains(first) else {
            throw .invalidGrid(text, reason: "a board has 2 to \(maximumSide) rows of 2 to \(maximumSide) squares")
        }
        guard widths.allSatisfy({ $0 == first }) else { throw .invalidGrid(text, reason: "rows of different lengths") }
    }
}

private extension String {
    /// The string without spaces and tabs at either end.
    func trimmedOfSpaces() -> String {
        var characters = Substring(self)
        while characters.first == " " || characters.first == "\t" || characters.first == "\r" { characters.removeFirst() }
        while characters.last == " " || characters.last == "\t" || characters.last == "\r" { characters.removeLast() }
        return String(characters)
    }
}
