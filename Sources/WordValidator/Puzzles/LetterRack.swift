import SpellCheckingCore

/// What each letter tile is worth in a language's Scrabble set.
///
/// The bundled tables are the standard tile values of the English, Spanish and Italian
/// sets. A letter the table has no value for (Italian has no `j`, `k`, `w`, `x`, `y`
/// tiles; Spanish none for `k` and `w`) scores 0. Spanish's digraph tiles (`ch`, `ll`,
/// `rr`) are not modelled: their letters score one by one. Make your own table for
/// another set or a house rule.
public struct LetterValues: Sendable, Hashable {
    /// The value of each letter (lower case, NFC), within ±``largestValue``.
    public let values: [Character: Int]

    /// The largest value a letter may have, either way: a word of a full rack then scores
    /// far from the limits of `Int`.
    public static let largestValue = 1_000_000

    /// A table of `values`, keys lower-cased, each value clamped to ±``largestValue``.
    public init(_ values: [Character: Int]) {
        var lowered: [Character: Int] = [:]
        for (letter, value) in values {
            let key = GameText.normalize(String(letter))
            if key.count == 1, let character = key.first {
                lowered[character] = Swift.min(Swift.max(value, -Self.largestValue), Self.largestValue)
            }
        }
        self.values = lowered
    }

    /// What `letter` is worth: 0 when the table has no value for it.
    public func value(of letter: Character) -> Int { values[letter] ?? 0 }

    /// The English set: a e i l n o r s t u 1, d g 2, b c m p 3, f h v w y 4, k 5, j x 8, q z 10.
    public static let english = LetterValues(table([
        (1, "aeilnorstu"), (2, "dg"), (3, "bcmp"), (4, "fhvwy"), (5, "k"), (8, "jx"), (10, "qz"),
    ]))

    /// The Spanish set: a e i l n o r s t u 1, d g 2, b c m p 3, f h v y 4, q 5, j ñ x 8, z 10.
    public static let spanish = LetterValues(table([
        (1, "aeilnorstu"), (2, "dg"), (3, "bcmp"), (4, "fhvy"), (5, "q"), (8, "jñx"), (10, "z"),
    ]))

    /// The Italian set: a e i o 1, c r s t 2, l m n u 3, b d f p v 5, g h z 8, q 10.
    public static let italian = LetterValues(table([
        (1, "aeio"), (2, "crst"), (3, "lmnu"), (5, "bdfpv"), (8, "ghz"), (10, "q"),
    ]))

    /// The set for `language`: Spanish and Italian by their codes, English for any other.
    public static func standard(for language: Language) -> LetterValues {
        switch language.code {
        case "es": spanish
        case "it": italian
        default: english
        }
    }

    private static func table(_ groups: [(Int, String)]) -> [Character: Int] {
        var values: [Character: Int] = [:]
        for (value, letters) in groups {
            for letter in letters { values[letter] = value }
        }
        return values
    }
}

/// A Scrabble-style rack: the listed words its tiles spell, blanks (`?`) standing for any
/// letter, scored by the tiles' values.
///
/// A word counts when each of its letters is a tile of the rack, used once, or a blank;
/// it has at least ``minimumLength`` letters. It scores the values of the tiles it uses
/// (a blank scores 0; a letter the rack has is always played from its tile, which never
/// scores less), plus ``allTilesBonus`` when it uses all of a rack of seven tiles or more
/// (Scrabble's bingo). Board squares are not modelled.
///
/// With ``foldsAccents`` (what the Spanish and Italian sets need: their tiles have no
/// accents), an accented letter counts as its plain one, except one the value table
/// scores on its own: Spanish `ñ` stays `ñ`.
///
/// ```swift
/// let rack = try LetterRack("retain??", values: .english)
/// rack.words(in: list).first   // the highest-scoring words first
/// ```
public struct LetterRack: Sendable, Hashable {
    /// The rack's letter tiles (lower case, NFC; folded with ``foldsAccents``), in the order given.
    public let tiles: [Character]
    /// How many blanks the rack has.
    public let blanks: Int
    /// The fewest letters a word may have.
    public let minimumLength: Int
    /// What each tile is worth.
    public let values: LetterValues
    /// Whether an accented letter counts as its plain letter.
    public let foldsAccents: Bool
    /// The most words an answer holds: the best, in the answer's order, when there are more.
    public let maximumAnswers: Int

    /// The most tiles a rack may have, blanks included.
    public static let maximumTiles = 15
    /// The most blanks a rack may have.
    public static let maximumBlanks = 3
    /// The largest ``maximumAnswers``.
    public static let answerLimit = 100_000
    /// The points a word scores more when it uses all of a rack of seven tiles or more.
    public static let allTilesBonus = 50

    /// A rack of `tiles`: letters, and `?` for each blank.
    ///
    /// - Throws: ``PuzzleError/invalidLetters(_:reason:)`` for a character that is neither
    ///   a letter nor `?`, no tiles, more than 15 tiles or more than 3 blanks;
    ///   ``PuzzleError/invalidBound(name:value:range:)`` for a minimum length outside
    ///   1...15 or an answer count outside 1...100,000.
    public init(_ tiles: String, values: LetterValues = .english, minimumLength: Int = 2,
                foldsAccents: Bool = false, maximumAnswers: Int = 10_000) throws(PuzzleError) {
        let blanks = tiles.filter { $0 == "?" }.count
        var keys = LetterKeys(folding: foldsAccents, keeping: values)
        var letters: [Character] = []
        for scalar in try PuzzleLetters.parse(tiles.filter { $0 != "?" }, folding: false) {
            guard let key = keys.key(scalar) else {
                throw .invalidLetters(tiles, reason: "'\(scalar)' is not a letter")
            }
            letters.append(Character(key))
        }
        let count = letters.count + blanks
        guard count >= 1, count <= Self.maximumTiles else {
            throw .invalidLetters(tiles, reason: "a rack has 1 to \(Self.maximumTiles) tiles, not \(count)")
        }
        guard blanks <= Self.maximumBlanks else {
            throw .invalidLetters(tiles, reason: "a rack has at most \(Self.maximumBlanks) blanks, not \(blanks)")
        }
        guard (1...Self.maximumTiles).contains(minimumLength) else {
            throw .invalidBound(name: "minimum length", value: minimumLength, range: 1...Self.maximumTiles)
        }
        guard (1...Self.answerLimit).contains(maximumAnswers) else {
            throw .invalidBound(name: "maximum answers", value: maximumAnswers, range: 1...Self.answerLimit)
        }
        self.tiles = letters
        self.blanks = blanks
        self.minimumLength = minimumLength
        self.values = values
        self.foldsAccents = foldsAccents
        self.maximumAnswers = maximumAnswers
    }

    /// A word the rack spells.
    public struct Word: Sendable, Hashable, Codable {
        /// The word, as listed.
        public let word: String
        /// What it scores.
        public let points: Int
        /// How many blanks it needs.
        public let blanksUsed: Int
        /// Whether it uses every tile of a rack of seven or more (and scores the bonus).
        public let usesAllTiles: Bool
        /// How common it is, as wordfreq's Zipf value; 0 when unknown.
        public let frequency: Double
    }

    /// Every word of `list` the rack spells and `vocabulary` admits: most points first,
    /// then most common, then in byte order; at most ``maximumAnswers``, the best of them
    /// when there are more (``answers(in:vocabulary:)`` says how many there are).
    public func words(in list: WordList, vocabulary: GameVocabulary = .standard) -> [Word] {
        answers(in: list, vocabulary: vocabulary).words
    }

    /// The rack's best ``maximumAnswers`` words, as ``words(in:vocabulary:)`` ranks them,
    /// with how many words it spells in all and their points together.
    public func answers(in list: WordList, vocabulary: GameVocabulary = .standard) -> PuzzleAnswers<Word> {
        var walk = TileWalk(supply: TileSupply(tiles: tiles.compactMap(\.unicodeScalars.first), blanks: blanks,
                                               keys: LetterKeys(folding: foldsAccents, keeping: values), values: values),
                            minimumLength: minimumLength)
        // The walk scored each word as it took its tiles (TileWalk's score), as the Scorer would.
        let tileCount = tiles.count + blanks
        func usesAllTiles(_ word: WordList.SpelledWord) -> Bool { tileCount >= 7 && word.length == tileCount }
        var best = list.bestWords(walking: &walk, limit: maximumAnswers, in: vocabulary) { found in
            (found.score >> 6) + (usesAllTiles(found) ? Self.allTilesBonus : 0)
        }
        let words = best.ranked().map { word, points in
            Word(word: word.word, points: points, blanksUsed: word.score & 63, usesAllTiles: usesAllTiles(word),
                 frequency: Double(word.frequency) / 100)
        }
        return PuzzleAnswers(words: words, total: best.total, totalPoints: best.totalPoints, isTruncated: best.isTruncated)
    }

    /// Judges `word` played from the rack, in this order: ``PuzzleRejection/empty``,
    /// ``PuzzleRejection/tooShort(word:minimumLength:)``, letters beyond the tiles and
    /// blanks (``PuzzleRejection/notFromLetters(word:letters:missingLetters:)``, listing the
    /// letters no tile or blank is left for), then `checker`'s verdict on the word in lower
    /// case (``PuzzleRejection/unreal(word:language:)``).
    public func validate(_ word: String, checker: any SpellChecker) -> Result<Word, PuzzleRejection> {
        let played: (word: String, letters: Int)
        switch PuzzlePlay.normalized(word, minimumLength: minimumLength) {
        case .failure(let rejection): return .failure(rejection)
        case .success(let normalized): played = normalized
        }
        var keys = LetterKeys(folding: foldsAccents, keeping: values)
        var left: [Character: Int] = [:]
        for tile in tiles { left[tile, default: 0] += 1 }
        // A letter without a tile takes a blank while one is left; a blank is never a hyphen or an apostrophe.
        var blanksLeft = blanks
        var missing: [String] = []
        for character in played.word {
            let key = character.unicodeScalars.count == 1 ? character.unicodeScalars.first.flatMap({ keys.key($0) }) : nil
            if let key, let count = left[Character(key)], count > 0 {
                left[Character(key)] = count - 1
            } else if key != nil, blanksLeft > 0 {
                blanksLeft -= 1
            } else {
                missing.append(String(character))
            }
        }
        if !missing.isEmpty {
            let rack = String(tiles) + String(repeating: "?", count: blanks)
            return .failure(.notFromLetters(word: played.word, letters: rack, missingLetters: missing))
        }
        if let rejection = PuzzlePlay.unreal(played.word, checker: checker) { return .failure(rejection) }
        var scorer = Scorer(rack: self)
        return .success(scorer.score(played.word, frequency: PuzzlePlay.frequency(of: played.word, checker: checker)))
    }

    /// How words spelled from the rack score: their tiles' values, blanks at 0.
    struct Scorer {
        let tileCount: Int
        var keys: LetterKeys
        /// Tiles of `a` to `z` (at most 15 each), and their values: inline, so scoring a word
        /// allocates nothing, and its copy of the counts is 26 bytes.
        let plainCounts: InlineArray<26, UInt8>
        let plainValues: InlineArray<26, Int>
        /// The rack's other letters, how many tiles of each, and their value.
        let letters: [UInt32]
        let counts: [Int]
        let values: [Int]

        init(rack: LetterRack) {
            tileCount = rack.tiles.count + rack.blanks
            keys = LetterKeys(folding: rack.foldsAccents, keeping: rack.values)
            var plainCounts = InlineArray<26, UInt8>(repeating: 0), plainValues = InlineArray<26, Int>(repeating: 0)
            var letters: [UInt32] = [], counts: [Int] = []
            for tile in rack.tiles.compactMap(\.unicodeScalars.first) {
                let value = tile.value
                if value &- 0x61 < 26 {
                    plainCounts[Int(value &- 0x61)] += 1
                    plainValues[Int(value &- 0x61)] = rack.values.value(of: Character(tile))
                } else if let index = letters.firstIndex(of: value) {
                    counts[index] += 1
                } else {
                    letters.append(value)
                    counts.append(1)
                }
            }
            self.plainCounts = plainCounts
            self.plainValues = plainValues
            self.letters = letters
            self.counts = counts
            values = letters.map { rack.values.value(of: Character(Unicode.Scalar($0)!)) }
        }

        /// What `word` scores, with the blanks it needs.
        mutating func score(_ word: String, frequency: Double) -> Word {
            // Most answers are ASCII: their bytes are their letters.
            if let (points, blanksUsed, length) = word.utf8.withContiguousStorageIfAvailable(scoreASCII) ?? nil {
                return made(word, points: points, blanksUsed: blanksUsed, length: length, frequency: frequency)
            }
            var plainLeft = plainCounts
            var otherLeft = letters.isEmpty ? [] : counts
            var points = 0, blanksUsed = 0, length = 0
            for scalar in word.unicodeScalars {
                length += 1
                guard let key = keys.key(scalar)?.value else {
                    blanksUsed += 1
                    continue
                }
                if key &- 0x61 < 26 {
                    let slot = Int(key &- 0x61)
                    if plainLeft[slot] > 0 {
                        plainLeft[slot] -= 1
                        points += plainValues[slot]
                    } else {
                        blanksUsed += 1
                    }
                } else if let index = letters.firstIndex(of: key), otherLeft[index] > 0 {
                    otherLeft[index] -= 1
                    points += values[index]
                } else {
                    blanksUsed += 1
                }
            }
            return made(word, points: points, blanksUsed: blanksUsed, length: length, frequency: frequency)
        }

        /// The points, blanks and length of an ASCII word (lower-case letters, each its own
        /// key); nil for any other byte.
        private func scoreASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int, Int)? {
            var plainLeft = plainCounts
            var points = 0, blanksUsed = 0
            for byte in bytes {
                let slot = Int(byte &- 0x61)
                guard slot < 26 else { return nil }
                if plainLeft[slot] > 0 {
                    plainLeft[slot] -= 1
                    points += plainValues[slot]
                } else {
                    blanksUsed += 1
                }
            }
            return (points, blanksUsed, bytes.count)
        }

        private func made(_ word: String, points: Int, blanksUsed: Int, length: Int, frequency: Double) -> Word {
            let usesAll = tileCount >= 7 && length == tileCount
            return Word(word: word, points: points + (usesAll ? LetterRack.allTilesBonus : 0), blanksUsed: blanksUsed,
                        usesAllTiles: usesAll, frequency: frequency)
        }
    }
}

/// The walk of a rack or of a root with blanks: a character goes on while a tile of its
/// letter, or a blank, is left.
struct TileWalk: WordWalk {
    var supply: TileSupply
    let minimumLength: Int
    var depth = 0

    init(supply: TileSupply, minimumLength: Int) {
        self.supply = supply
        self.minimumLength = minimumLength
    }

    @inline(__always)
    mutating func advance(_ scalar: Unicode.Scalar) -> Bool {
        guard supply.take(scalar) else { return false }
        depth += 1
        return true
    }

    @inline(__always)
    mutating func retract() {
        supply.putBack()
        depth -= 1
    }

    var acceptsWord: Bool { depth >= minimumLength }

    var takesOnlyASCII: Bool { supply.takesOnlyASCII }

    /// The points of the tiles played, times 64, plus the blanks played (a rack has at most 3).
    var score: Int { supply.points * 64 + supply.blanksTaken }
}

/// Tiles and blanks a walk takes from and puts back: a letter is taken from its tile while
/// one is left, else from a blank (never worse: copies of a letter are alike).
///
/// Plain letters, nearly every character a walk offers, are counted and stacked inline, so
/// a step neither allocates nor checks an array's uniqueness.
struct TileSupply {
    /// Tiles left of `a` to `z`.
    private var plain = InlineArray<26, Int32>(repeating: 0)
    /// Tiles left of other letters.
    private var other: [UInt32: Int32] = [:]
    /// What the tiles are worth: `a` to `z`, and the others.
    private var plainValues = InlineArray<26, Int>(repeating: 0)
    private var otherValues: [UInt32: Int] = [:]
    private var blanks: Int
    private let startingBlanks: Int
    /// The value of the tiles taken (blanks score nothing).
    private(set) var points = 0
    /// How many blanks are taken.
    var blanksTaken: Int { startingBlanks - blanks }
    private var keys: LetterKeys
    /// What each step took: the letter's key, or ``blank``; the first steps inline, the
    /// ones past ``recent``'s count in `deeper` (a root of more letters than that).
    private var recent = InlineArray<32, UInt32>(repeating: 0)
    private var deeper: [UInt32] = []
    private var steps = 0

    /// Whether only a plain letter can be taken: no blank is left, no tile is beyond ASCII,
    /// and no accent is folded (a folded `é` takes an `e`). Set as the supply changes.
    private(set) var takesOnlyASCII = false
    /// Whether every tile is a plain letter and no accent is folded.
    private let plainOnly: Bool

    /// What a step that took a blank records.
    private static let blank = UInt32.max

    /// A supply of `tiles` (keys as `keys` makes them) and `blanks`; with `values`, the
    /// tiles taken are scored (``points``).
    init(tiles: [Unicode.Scalar], blanks: Int, keys: LetterKeys, values: LetterValues? = nil) {
        self.blanks = blanks
        startingBlanks = blanks
        self.keys = keys
        for tile in tiles {
            let value = values?.value(of: Character(tile)) ?? 0
            if tile.value &- 0x61 < 26 {
                plain[Int(tile.value &- 0x61)] += 1
                plainValues[Int(tile.value &- 0x61)] = value
            } else {
                other[tile.value, default: 0] += 1
                otherValues[tile.value] = value
            }
        }
        plainOnly = other.isEmpty && !keys.folding
        takesOnlyASCII = plainOnly && blanks == 0
    }

    /// Takes the tile `scalar` counts as, or a blank; false when neither is left, or
    /// `scalar` is no letter.
    @inline(__always)
    mutating func take(_ scalar: Unicode.Scalar) -> Bool {
        let key: UInt32
        if scalar.value < 0x80 {
            // ASCII: a lower-case letter is its own key; nothing else is a letter.
            guard scalar.value &- 0x61 < 26 else { return false }
            key = scalar.value
        } else {
            guard let folded = keys.key(scalar)?.value else { return false }
            key = folded
        }
        var took = key
        var fromTile = false
        if key &- 0x61 < 26 {
            let slot = Int(key &- 0x61)
            if plain[slot] > 0 {
                plain[slot] -= 1
                points += plainValues[slot]
                fromTile = true
            }
        } else if !other.isEmpty, let left = other[key], left > 0 {
            other[key] = left - 1
            points += otherValues[key] ?? 0
            fromTile = true
        }
        if !fromTile {
            guard blanks > 0 else { return false }
            blanks -= 1
            takesOnlyASCII = plainOnly && blanks == 0
            took = Self.blank
        }
        if steps < recent.count { recent[steps] = took } else { deeper.append(took) }
        steps += 1
        return true
    }

    /// Puts back what the last ``take(_:)`` took.
    @inline(__always)
    mutating func putBack() {
        steps -= 1
        let last = steps < recent.count ? recent[steps] : deeper.removeLast()
        if last == Self.blank {
            blanks += 1
            takesOnlyASCII = false
        } else if last &- 0x61 < 26 {
            plain[Int(last &- 0x61)] += 1
            points -= plainValues[Int(last &- 0x61)]
        } else {
            other[last, default: 0] += 1
            points -= otherValues[last] ?? 0
        }
    }
}
