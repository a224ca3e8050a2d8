/// The tiles of a Scrabble-like game: each tile's letters (one, or a digraph such as
/// Spanish `ch`), its value and how many the bag holds, the blanks, the rack's size and
/// the bonus for playing a whole rack.
///
/// A word is spelled in tiles from left to right, the longest tile that fits first, so a
/// Spanish `ch` is the CH tile (the Spanish game's rule: C and H never make CH). A letter
/// no tile has keeps a word off the board.
public struct TileSet: Sendable, Hashable {
    /// One kind of tile.
    public struct Tile: Sendable, Hashable {
        /// The letters it shows: lower case, one letter or a digraph (`ch`).
        public let letters: String
        /// What it scores.
        public let value: Int
        /// How many the bag holds.
        public let count: Int

        /// A tile showing `letters`, worth `value`, `count` in the bag.
        public init(_ letters: String, value: Int, count: Int) {
            self.letters = letters
            self.value = value
            self.count = count
        }
    }

    /// The kinds of tiles, blanks aside.
    public let tiles: [Tile]
    /// How many blanks the bag holds (a blank plays any tile, for 0 points).
    public let blanks: Int
    /// How many tiles a rack holds.
    public let rackSize: Int
    /// The points for playing a whole rack in one move.
    public let bingoBonus: Int

    /// The codes of the one-letter tiles by their letter, and the longer tiles' letters
    /// with their codes, longest first: what ``spell(_:)`` looks up.
    private let singles: [Unicode.Scalar: UInt8]
    private let longer: [(letters: [Unicode.Scalar], code: UInt8)]

    /// The most kinds of tiles a set may have.
    public static let maximumKinds = 64

    /// A set of `tiles`.
    ///
    /// - Throws: ``PuzzleError/invalidLetters(_:reason:)`` for no tile or more than 64
    ///   kinds, a tile whose letters are not one to three lower-case letters, two tiles with
    ///   the same letters or a negative count; ``PuzzleError/invalidBound(name:value:range:)``
    ///   for a value beyond ±``LetterValues/largestValue``, blanks outside 0...100, a rack
    ///   size outside 1...15 or a bonus outside 0...1,000.
    public init(tiles: [Tile], blanks: Int = 2, rackSize: Int = 7, bingoBonus: Int = 50) throws(PuzzleError) {
        guard (1...Self.maximumKinds).contains(tiles.count) else {
            throw .invalidLetters(tiles.map(\.letters).joined(separator: " "), reason: "a set has 1 to \(Self.maximumKinds) kinds of tiles")
        }
        var seen = Set<String>()
        for tile in tiles {
            let letters = try PuzzleLetters.parse(tile.letters, folding: false)
            guard (1...3).contains(letters.count), String(String.UnicodeScalarView(letters)) == tile.letters else {
                throw .invalidLetters(tile.letters, reason: "a tile shows one to three lower-case letters")
            }
            guard seen.insert(tile.letters).inserted else { throw .invalidLetters(tile.letters, reason: "two tiles show the same letters") }
            guard tile.count >= 0 else { throw .invalidLetters(tile.letters, reason: "a tile's count is 0 or more") }
            let largest = LetterValues.largestValue
            guard (-largest...largest).contains(tile.value) else {
                throw .invalidBound(name: "tile value", value: tile.value, range: -largest...largest)
            }
        }
        guard (0...100).contains(blanks) else { throw .invalidBound(name: "blanks", value: blanks, range: 0...100) }
        guard (1...15).contains(rackSize) else { throw .invalidBound(name: "rack size", value: rackSize, range: 1...15) }
        guard (0...1_000).contains(bingoBonus) else { throw .invalidBound(name: "bingo bonus", value: bingoBonus, range: 0...1_000) }
        self.tiles = tiles
        var singles: [Unicode.Scalar: UInt8] = [:]
        var longer: [(letters: [Unicode.Scalar], code: UInt8)] = []
        for (code, tile) in tiles.enumerated() {
            let letters = Array(tile.letters.unicodeScalars)
            if letters.count == 1 { singles[letters[0]] = UInt8(code) } else { longer.append((letters, UInt8(code))) }
        }
        self.singles = singles
        self.longer = longer.sorted { $0.letters.count > $1.letters.count }
        self.blanks = blanks
        self.rackSize = rackSize
        self.bingoBonus = bingoBonus
    }

    private static func set(_ groups: [(letters: String, value: Int, count: Int)]) -> TileSet {
        // The tables below are valid sets.
        try! TileSet(tiles: groups.map { Tile($0.letters, value: $0.value, count: $0.count) })
    }

    /// The English game's 100 tiles: values as ``LetterValues/english``, two blanks.
    public static let english = set([
        ("a", 1, 9), ("b", 3, 2), ("c", 3, 2), ("d", 2, 4), ("e", 1, 12), ("f", 4, 2), ("g", 2, 3), ("h", 4, 2),
        ("i", 1, 9), ("j", 8, 1), ("k", 5, 1), ("l", 1, 4), ("m", 3, 2), ("n", 1, 6), ("o", 1, 8), ("p", 3, 2),
        ("q", 10, 1), ("r", 1, 6), ("s", 1, 4), ("t", 1, 6), ("u", 1, 4), ("v", 4, 2), ("w", 4, 2), ("x", 8, 1),
        ("y", 4, 2), ("z", 10, 1),
    ])

    /// The Spanish game's 100 tiles, with the digraph tiles CH, LL and RR and Ñ, two blanks.
    public static let spanish = set([
        ("a", 1, 12), ("b", 3, 2), ("c", 3, 4), ("ch", 5, 1), ("d", 2, 5), ("e", 1, 12), ("f", 4, 1), ("g", 2, 2),
        ("h", 4, 2), ("i", 1, 6), ("j", 8, 1), ("l", 1, 4), ("ll", 8, 1), ("m", 3, 2), ("n", 1, 5), ("ñ", 8, 1),
        ("o", 1, 9), ("p", 3, 2), ("q", 5, 1), ("r", 1, 5), ("rr", 8, 1), ("s", 1, 6), ("t", 1, 4), ("u", 1, 5),
        ("v", 4, 1), ("x", 8, 1), ("y", 4, 1), ("z", 10, 1),
    ])

    /// The Italian game's 120 tiles: values as ``LetterValues/italian``, two blanks.
    public static let italian = set([
        ("a", 1, 14), ("b", 5, 3), ("c", 2, 6), ("d", 5, 3), ("e", 1, 11), ("f", 5, 3), ("g", 8, 2), ("h", 8, 2),
        ("i", 1, 12), ("l", 3, 5), ("m", 3, 5), ("n", 3, 5), ("o", 1, 15), ("p", 5, 3), ("q", 10, 1), ("r", 2, 6),
        ("s", 2, 6), ("t", 2, 6), ("u", 3, 5), ("v", 5, 3), ("z", 8, 2),
    ])

    public static func == (a: TileSet, b: TileSet) -> Bool {
        a.tiles == b.tiles && a.blanks == b.blanks && a.rackSize == b.rackSize && a.bingoBonus == b.bingoBonus
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(tiles)
        hasher.combine(blanks)
        hasher.combine(rackSize)
        hasher.combine(bingoBonus)
    }

    /// The set for `language`: Spanish and Italian by their codes, English for any other.
    public static func standard(for language: Language) -> TileSet {
        switch language.code {
        case "es": spanish
        case "it": italian
        default: english
        }
    }

    /// The tiles that spell `letters` (as codes: positions in ``tiles``), the longest tile
    /// first at each place; nil when a letter is on no tile.
    func spell(_ letters: [Unicode.Scalar]) -> [UInt8]? {
        var codes: [UInt8] = []
        codes.reserveCapacity(letters.count)
        var at = 0
        search: while at < letters.count {
            for tile in longer where at + tile.letters.count <= letters.count
                && letters[at..<(at + tile.letters.count)].elementsEqual(tile.letters) {
                codes.append(tile.code)
                at += tile.letters.count
                continue search
            }
            guard let code = singles[letters[at]] else { return nil }
            codes.append(code)
            at += 1
        }
        return codes
    }

    /// The single-letter tiles' letters, as values a ``LetterKeys`` keeps from folding (`ñ`).
    var keptLetters: LetterValues {
        LetterValues(Dictionary(tiles.compactMap { $0.letters.count == 1 ? ($0.letters.first!, $0.value) : nil }) { first, _ in first })
    }
}
