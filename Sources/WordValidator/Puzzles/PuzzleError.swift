import Synchronization

/// Why a word-game query (``SpellingBee``, ``WordPattern``, ``Wordle``, ``Boggle``, ``LetterRack``) cannot be asked.
public enum PuzzleError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The letters are empty, too many, or hold something that is not a lower-case letter once normalised.
    case invalidLetters(String, reason: String)
    /// The centre letter is not one of the puzzle's letters.
    case centerNotAmongLetters(center: String, letters: String)
    /// The pattern is empty, too long, or malformed.
    case invalidPattern(String, reason: String)
    /// A Wordle guess is not `GUESS=MARKS` with as many marks (`g`, `y`, `.`) as letters,
    /// or the board's guesses are too many, too long or of different lengths.
    case invalidGuess(String, reason: String)
    /// A Boggle grid has rows of different widths, something that is not a letter, or more
    /// than 6 rows or columns.
    case invalidGrid(String, reason: String)
    /// A bound is out of its range (a minimum length, an answer count).
    case invalidBound(name: String, value: Int, range: ClosedRange<Int>)

    public var description: String {
        switch self {
        case .invalidLetters(let letters, let reason): "letters '\(letters)': \(reason)"
        case .centerNotAmongLetters(let center, let letters): "the centre letter '\(center)' is not one of the letters '\(letters)'"
        case .invalidPattern(let pattern, let reason): "pattern '\(pattern)': \(reason)"
        case .invalidGuess(let guess, let reason): "guess '\(guess)': \(reason)"
        case .invalidGrid(let grid, let reason): "grid '\(grid)': \(reason)"
        case .invalidBound(let name, let value, let range): "\(name) \(value) is out of range (\(range.lowerBound) to \(range.upperBound))"
        }
    }
}

/// How a puzzle compares a listed word's characters with its letters.
enum PuzzleLetters {
    /// The letter a listed character counts as: itself when it is a lower-case letter, its
    /// base letter with `folding` (é as e, ñ as n), nil for anything else (capitals,
    /// digits, hyphens, apostrophes), which keeps the word out of the puzzle.
    static func key(_ scalar: Unicode.Scalar, folding: Bool) -> Unicode.Scalar? {
        if scalar.value < 0x80 { return scalar.value >= 0x61 && scalar.value <= 0x7A ? scalar : nil }
        guard scalar.properties.isLowercase, scalar.properties.isAlphabetic else { return nil }
        guard folding else { return scalar }
        let base = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first ?? scalar
        return base.properties.isLowercase ? base : scalar
    }

    /// The letters a player typed, one per character: trimmed, lower case, NFC, each a
    /// single letter scalar (folded with `folding`).
    static func parse(_ text: String, folding: Bool) throws(PuzzleError) -> [Unicode.Scalar] {
        let normal = GameText.normalize(text)
        var letters: [Unicode.Scalar] = []
        for character in normal {
            guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
                  let letter = key(scalar, folding: folding)
            else { throw .invalidLetters(text, reason: "'\(character)' is not a letter") }
            letters.append(letter)
        }
        return letters
    }
}

/// A per-walk memo of ``PuzzleLetters/key(_:folding:)`` for characters beyond ASCII.
struct LetterKeys {
    let folding: Bool
    /// Letters never folded, however accented (a value table's `ñ`).
    private let kept: Set<UInt32>
    private var known: [UInt32: UInt32] = [:]
    /// The same for U+0080 to U+024F (Latin-1 and Latin Extended), by offset: 0 not yet
    /// known, `UInt32.max` no letter.
    private var latin = [UInt32](repeating: 0, count: 0x250 - 0x80)

    init(folding: Bool) {
        self.folding = folding
        self.kept = []
    }

    /// Keys that fold accents except on a letter `values` scores on its own (Spanish `ñ`).
    init(folding: Bool, keeping values: LetterValues) {
        self.folding = folding
        self.kept = Set(values.values.keys.compactMap { $0.unicodeScalars.count == 1 ? $0.unicodeScalars.first?.value : nil }
            .filter { $0 >= 0x80 })
    }

    /// The letter `scalar` counts as, or nil. ASCII, nearly every character a walk offers,
    /// and Latin letters met before are answered inline; the rest through the tables.
    @inline(__always)
    mutating func key(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.value < 0x80 { return scalar.value >= 0x61 && scalar.value <= 0x7A ? scalar : nil }
        if scalar.value < 0x250, case let value = latin[Int(scalar.value &- 0x80)], value != 0 {
            return value == .max ? nil : Unicode.Scalar(value)
        }
        return tableKey(scalar)
    }

    /// The keys of U+0080 to U+024F any walk of the process has met, plain and folded (0
    /// not yet known, `UInt32.max` no letter): a key takes Foundation's decomposition,
    /// microseconds, and every query of a game meets the same few accented letters.
    private static let sharedLatin = Mutex<(plain: [UInt32], folded: [UInt32])>(
        ([UInt32](repeating: 0, count: 0x250 - 0x80), [UInt32](repeating: 0, count: 0x250 - 0x80)))

    /// ``PuzzleLetters/key(_:folding:)`` for a scalar from U+0080 to U+024F, through ``sharedLatin``.
    private static func latinKey(_ scalar: Unicode.Scalar, folding: Bool) -> Unicode.Scalar? {
        let offset = Int(scalar.value - 0x80)
        let value = sharedLatin.withLock { tables in
            let known = folding ? tables.folded[offset] : tables.plain[offset]
            if known != 0 { return known }
            let found = PuzzleLetters.key(scalar, folding: folding)?.value ?? .max
            if folding { tables.folded[offset] = found } else { tables.plain[offset] = found }
            return found
        }
        return value == .max ? nil : Unicode.Scalar(value)
    }

    /// ``key(_:)`` for a character beyond ASCII.
    @inline(never)
    private mutating func tableKey(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.value < 0x250 {
            let offset = Int(scalar.value - 0x80)
            let value = latin[offset]
            if value != 0 { return value == .max ? nil : Unicode.Scalar(value) }
            let found = Self.latinKey(scalar, folding: folding && !kept.contains(scalar.value))
            latin[offset] = found?.value ?? .max
            return found
        }
        if let value = known[scalar.value] { return value == 0 ? nil : Unicode.Scalar(value) }
        // Beyond Latin: rare in the bundled languages, so kept per walk only.
        let found = PuzzleLetters.key(scalar, folding: folding && !kept.contains(scalar.value))
        known[scalar.value] = found?.value ?? 0
        return found
    }
}
