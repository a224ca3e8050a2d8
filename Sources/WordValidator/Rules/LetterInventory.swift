/// The letters of a root word, counted once so that words can be checked against them quickly.
///
/// This answers the Word Scramble question "is it possible?": can a word be
/// spelled from the root's letters, each used at most as many times as it
/// occurs in the root? Letters are what a player sees: `ñ`, `à` and `é` are
/// letters of their own, precomposed and decomposed forms are the same letter,
/// and case does not matter. With `foldingDiacritics`, `é` counts as `e` and
/// `ñ` as `n`, for games whose tiles carry no accents.
///
/// ```swift
/// let gumdrops = LetterInventory("gumdrops")
/// gumdrops.canSpell("drops")              // true
/// gumdrops.missingLetters(in: "raindrop") // ["a", "i", "n", "r"]
/// ```
///
/// With a `blank` character (`?` for Word Scramble roots), each of its occurrences in the
/// root is a blank tile: it stands for any one letter, so `agenc?es` spells `agencies`
/// and also `cages` plus any one letter more.
///
/// Checking costs O(word length) and allocates nothing for ASCII words; the
/// root is analysed once, when the inventory is made.
public struct LetterInventory: Sendable, Hashable, Codable {
    /// The root as the inventory sees it: lowercased, NFC, and folded when folding is on.
    public let letters: String
    /// Whether diacritics are ignored (`é` counts as `e`).
    public let foldsDiacritics: Bool
    /// How many letters the root has, its blanks included.
    public let letterCount: Int
    /// The character that marks a blank in the root, if any.
    public let blank: Character?
    /// How many blanks the root has.
    public let blankCount: Int

    /// Slot of each lowercase ASCII byte in `counts`, or -1 when the root lacks it.
    private let asciiSlots: [Int8]
    /// For the Latin-1 letters U+00C0–U+00FF (UTF-8 `C3 80`–`C3 BF`, by second byte): the
    /// slot of the letter each counts as once lowercased (and folded), -1 when the root
    /// lacks it, -2 when it is no single letter (the word then goes the general way).
    private let latin1Slots: [Int8]
    /// Slots of the other letters.
    private let otherSlots: [Character: Int]
    /// How many of each letter the root has, by slot.
    private let counts: [Int32]

    /// Analyses `root`. Surrounding whitespace is not trimmed: every character counts as a
    /// letter, and each `blank` as a blank tile.
    public init(_ root: String, foldingDiacritics: Bool = false, blank: Character? = nil) {
        let normalised = Self.normalise(root, foldingDiacritics: foldingDiacritics)
        var asciiSlots = [Int8](repeating: -1, count: 128)
        var otherSlots: [Character: Int] = [:]
        var counts: [Int32] = []
        var blankCount = 0
        for letter in normalised {
            if letter == blank {
                blankCount += 1
                continue
            }
            let slot: Int
            if let ascii = letter.asciiValue, letter.utf8.count == 1 {
                if asciiSlots[Int(ascii)] < 0 {
                    asciiSlots[Int(ascii)] = Int8(counts.count)
                    counts.append(0)
                }
                slot = Int(asciiSlots[Int(ascii)])
            } else if let existing = otherSlots[letter] {
                slot = existing
            } else {
                slot = counts.count
                otherSlots[letter] = slot
                counts.append(0)
            }
            counts[slot] += 1
        }
        var latin1Slots = [Int8](repeating: -2, count: 64)
        let latin1Letters = foldingDiacritics ? Self.foldedLatin1Letters : Self.latin1Letters
        for second in 0..<64 {
            guard let letter = latin1Letters[second] else { continue }
            if let ascii = letter.asciiValue, letter.utf8.count == 1 {
                latin1Slots[second] = asciiSlots[Int(ascii)]
            } else {
                latin1Slots[second] = otherSlots[letter].map { Int8($0) } ?? -1
            }
        }
        self.latin1Slots = latin1Slots
        self.letters = normalised
        self.foldsDiacritics = foldingDiacritics
        self.letterCount = normalised.count
        self.blank = blank
        self.blankCount = blankCount
        self.asciiSlots = asciiSlots
        self.otherSlots = otherSlots
        self.counts = counts
    }

    /// Whether `word` can be spelled from the root's letters.
    ///
    /// O(word length); no allocation for ASCII words.
    public func canSpell(_ word: String) -> Bool {
        if let answer = canSpellASCII(word) { return answer }
        return missingLetters(in: word).isEmpty
    }

    /// The letters `word` needs beyond what the root offers, in the order the word
    /// uses them; empty when the word can be spelled. A letter appears once for
    /// every copy missing (`raindrop` from `gumdrops` misses `a`, `i`, `n` and a second `r`).
    /// The root's blanks stand for the first letters missing, which are then not listed
    /// (a blank is a letter: never an apostrophe, a hyphen or a digit).
    public func missingLetters(in word: String) -> [String] {
        var remaining = counts
        var blanksLeft = blankCount
        var missing: [String] = []
        for letter in Self.normalise(word, foldingDiacritics: foldsDiacritics) {
            let slot: Int? = if let ascii = letter.asciiValue, letter.utf8.count == 1 {
                asciiSlots[Int(ascii)] >= 0 ? Int(asciiSlots[Int(ascii)]) : nil
            } else {
                otherSlots[letter]
            }
            if let slot, remaining[slot] > 0 {
                remaining[slot] -= 1
            } else if blanksLeft > 0, letter.isLetter {
                blanksLeft -= 1
            } else {
                missing.append(String(letter))
            }
        }
        return missing
    }

    /// The answer for a word of ASCII and Latin-1 letters (`C3 xx` in UTF-8, with no
    /// combining mark after them), or nil when the word has other characters. Each such
    /// character is a letter of its own, so counting them one by one is what normalising
    /// the whole word and counting its Characters does.
    @inline(__always)
    private func canSpellASCII(_ word: String) -> Bool? {
        let answer = word.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
            counts.withUnsafeBufferPointer { counts in
                asciiSlots.withUnsafeBufferPointer { slots in
                    latin1Slots.withUnsafeBufferPointer { latin1 in
                        withUnsafeTemporaryAllocation(of: Int32.self, capacity: max(counts.count, 1)) { remaining -> Bool? in
                            _ = remaining.initialize(fromContentsOf: counts)
                            var possible = true
                            var blanksLeft = blankCount
                            var index = 0
                            while index < bytes.count {
                                let byte = bytes[index]
                                let slot: Int
                                let isLetter: Bool
                                if byte < 0x80 {
                                    let lower = ASCIIBytes.lowercased(byte)
                                    slot = Int(slots[Int(lower)])
                                    isLetter = lower >= 0x61 && lower <= 0x7A
                                    index += 1
                                } else if byte == 0xC3, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 {
                                    slot = Int(latin1[Int(bytes[index + 1] & 0x3F)])
                                    if slot == -2 { return nil }
                                    // Every character of C3 80 to C3 BF is a letter but × and ÷.
                                    isLetter = bytes[index + 1] != 0x97 && bytes[index + 1] != 0xB7
                                    index += 2
                                } else {
                                    return nil
                                }
                                guard possible else { continue }
                                if slot < 0 || remaining[slot] == 0 {
                                    if blanksLeft > 0, isLetter { blanksLeft -= 1 } else { possible = false }
                                } else {
                                    remaining[slot] -= 1
                                }
                            }
                            return possible
                        }
                    }
                }
            }
        }
        return answer ?? nil
    }

    /// What each of U+00C0–U+00FF counts as, normalised as a root's letters are; nil where
    /// that is not one letter. The same for every root, so worked out once.
    private static let latin1Letters = latin1Table(foldingDiacritics: false)
    private static let foldedLatin1Letters = latin1Table(foldingDiacritics: true)

    private static func latin1Table(foldingDiacritics: Bool) -> [Character?] {
        (0..<64).map { second in
            let counted = normalise(String(Character(Unicode.Scalar(UInt8(0xC0 + second)))), foldingDiacritics: foldingDiacritics)
            return counted.count == 1 ? counted.first : nil
        }
    }

    private static func normalise(_ text: String, foldingDiacritics: Bool) -> String {
        // Most roots are lowercase ASCII already: Foundation's NFC is not needed for them.
        let lowered = GameText.isLowercaseNFC(text) ? text : text.lowercased().precomposedStringWithCanonicalMapping
        return foldingDiacritics ? GameText.foldingDiacritics(lowered) : lowered
    }

    // Codable: the root, the folding flag and the blank; the counts are derived again.

    private enum CodingKeys: String, CodingKey { case letters, foldsDiacritics, blank }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let blank = try container.decodeIfPresent(String.self, forKey: .blank)
        guard blank.map({ $0.count == 1 }) ?? true else {
            throw DecodingError.dataCorruptedError(forKey: .blank, in: container, debugDescription: "a blank is one character")
        }
        self.init(try container.decode(String.self, forKey: .letters),
                  foldingDiacritics: try container.decode(Bool.self, forKey: .foldsDiacritics), blank: blank?.first)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(letters, forKey: .letters)
        try container.encode(foldsDiacritics, forKey: .foldsDiacritics)
        try container.encodeIfPresent(blank.map(String.init), forKey: .blank)
    }

    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.letters == rhs.letters && lhs.foldsDiacritics == rhs.foldsDiacritics && lhs.blank == rhs.blank
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(letters)
        hasher.combine(foldsDiacritics)
        hasher.combine(blank)
    }
}
