import BundledDictionaries
import Foundation
import SpellCheckingCore

/// Which of a dictionary's words a game counts as answers: what solvers list, what
/// "found 12 of 40" counts and what hints reveal.
///
/// A Hunspell dictionary accepts far more than a player would call a word: Roman numerals
/// (`vii`, `xiv`), abbreviations written without their dot (`cwt`, `mph`), and rare forms
/// nobody types (`och`, Spanish verb forms such as `agenciéis`). A validator still accepts
/// every word the dictionary accepts; the vocabulary only decides which words a game
/// *offers*, so a player is never told they missed one of these.
///
/// ``standard`` leaves out, in this order:
/// 1. words rarer than a frequency cutoff on wordfreq's Zipf scale (3 is once per million
///    words): ``minimumFrequency`` for words of five letters or more,
///    ``minimumFourLetterFrequency`` for four letters and ``minimumShortWordFrequency`` for
///    three or fewer. Short strings are common in text as codes, initials and
///    abbreviations, not only as words, so the shorter the word, the higher the cutoff;
///    a long word is rarer in text the more forms it has (`gumdrop`, 1.8), so its cutoff is
///    low. Words the list has no frequency for are below any cutoff. A list without frequencies (one built
///    without `--frequencies`) has nothing to compare, so the cutoff is not applied to it.
/// 2. Roman numerals of two letters or more (written as they are read: `xiv`, not `xiiii`);
/// 3. words of Latin letters without a vowel (`a e i o u y`, accents included): `mph`,
///    `cwt`, `pkg`, `hmm`.
///
/// Rules 2 and 3 spare a word at least as common as ``commonWordFrequency``, so the
/// Italian `mi`, `di`, `ci` and the English `mix`, which are also numerals, stay; a
/// numeral of one letter repeated (`ii`, `iii`, `xx`) is never spared, however often it is
/// written.
///
/// What these rules do not catch: abbreviations that look like words (`dept`, `srta`),
/// names that are also rare words (`juana`), words of another language (`enter` in an
/// Italian game), misspellings the dictionary accepts (`ésto`) and slurs, which are common
/// enough in text. ``standard(for:)`` leaves those out too, from the bundled language's
/// ``CuratedExclusions``: lists made by rule from sources independent of the dictionary
/// (`dictionaries/GAME-VOCABULARY.md` says which). Add more to ``excludedWords``. Proper
/// nouns are never answers: every game takes lower-case words only.
///
/// ```swift
/// let words = try RootWordSolver(validator: validator).solutions()          // the standard vocabulary
/// let every = try RootWordSolver(validator: validator, vocabulary: .all).solutions()
/// let spanish = GameVocabulary.standard(for: checker.language)                // and es's curated exclusions
/// ```
public struct GameVocabulary: Sendable, Hashable, Codable {
    /// The least frequency (Zipf) a word of five letters or more needs; 0 admits them all.
    public var minimumFrequency: Double
    /// The least frequency (Zipf) a word of four letters needs; 0 admits them all.
    public var minimumFourLetterFrequency: Double
    /// The least frequency (Zipf) a word of three letters or fewer needs; 0 admits them all.
    public var minimumShortWordFrequency: Double
    /// Whether Roman numerals rarer than ``commonWordFrequency`` are left out.
    public var excludesRomanNumerals: Bool
    /// Whether words of Latin letters without a vowel, rarer than ``commonWordFrequency``, are left out.
    public var excludesWordsWithoutVowels: Bool
    /// The frequency (Zipf) at which a word is kept whatever the shape rules say.
    public var commonWordFrequency: Double
    /// Words left out whatever their frequency (lower case, NFC, as the list spells them).
    public var excludedWords: Set<String>
    /// A bundled language's curated exclusions, left out whatever their frequency; `nil`
    /// for none. ``standard(for:)`` sets them.
    public var curatedExclusions: CuratedExclusions?

    /// A vocabulary with the given rules.
    public init(minimumFrequency: Double = 1.5, minimumFourLetterFrequency: Double = 2.5,
                minimumShortWordFrequency: Double = 3.0, excludesRomanNumerals: Bool = true,
                excludesWordsWithoutVowels: Bool = true, commonWordFrequency: Double = 4.5,
                excludedWords: Set<String> = [], curatedExclusions: CuratedExclusions? = nil) {
        self.minimumFrequency = minimumFrequency
        self.minimumFourLetterFrequency = minimumFourLetterFrequency
        self.minimumShortWordFrequency = minimumShortWordFrequency
        self.excludesRomanNumerals = excludesRomanNumerals
        self.excludesWordsWithoutVowels = excludesWordsWithoutVowels
        self.commonWordFrequency = commonWordFrequency
        self.excludedWords = excludedWords
        self.curatedExclusions = curatedExclusions
    }

    /// The games' default: Zipf 1.5 for words of five letters or more, 2.5 for four
    /// letters, 3.0 for three or fewer; no Roman numerals or words without a vowel below
    /// Zipf 4.5. Measured on the bundled English roots, it keeps `gumdrop`, `genies`,
    /// `romp` and `ebb`, and leaves out `senega`, `geans`, `cen`, `och` and `gds`.
    public static let standard = GameVocabulary()

    /// The games' default for `language`: ``standard`` and, when WordCheck bundles the
    /// language (English, Spanish, Italian, whatever the region), its ``CuratedExclusions``.
    /// What every game command and service endpoint uses.
    public static func standard(for language: Language) -> GameVocabulary {
        var vocabulary = standard
        vocabulary.curatedExclusions = CuratedExclusions(bundledFor: language)
        return vocabulary
    }

    /// Every word of the list: no cutoff and no exclusions (`--all-words`).
    public static let all = GameVocabulary(minimumFrequency: 0, minimumFourLetterFrequency: 0, minimumShortWordFrequency: 0,
                                           excludesRomanNumerals: false, excludesWordsWithoutVowels: false)

    /// Whether the vocabulary admits `word`, a listed word of `letterCount` letters whose
    /// frequency is `frequency` (Zipf, 0 when unknown), from a list that has frequencies
    /// when `isRanked`.
    public func admits(_ word: String, letterCount: Int, frequency: Double, isRanked: Bool = true) -> Bool {
        isCommonEnough(letterCount: letterCount, frequency: frequency, isRanked: isRanked)
            && admitsShape(of: word, frequency: frequency, isRanked: isRanked)
    }

    /// The tests of ``admits(_:letterCount:frequency:isRanked:)`` after the cutoff: the
    /// excluded words, Roman numerals and words without a vowel.
    func admitsShape(of word: String, frequency: Double, isRanked: Bool) -> Bool {
        if !excludedWords.isEmpty, excludedWords.contains(word) { return false }
        if let curatedExclusions, curatedExclusions.contains(word) { return false }
        guard excludesRomanNumerals || excludesWordsWithoutVowels else { return true }
        // A plain vowel that is no Roman letter (all but i) rules out both: most words have one.
        if word.utf8.contains(where: { $0 == 0x61 || $0 == 0x65 || $0 == 0x6F || $0 == 0x75 || $0 == 0x79 }) { return true }
        let spared = isRanked && frequency >= commonWordFrequency
        // One look at the bytes says which of the two closer checks can apply.
        let (onlyRomanLetters, hasPlainVowel) = word.utf8.withContiguousStorageIfAvailable(Self.romanLettersAndVowel)
            ?? Self.romanLettersAndVowel(word.utf8)
        if excludesRomanNumerals, onlyRomanLetters, Self.isRomanNumeral(word), !spared || Set(word.utf8).count == 1 { return false }
        if excludesWordsWithoutVowels, !spared, !hasPlainVowel, Self.isLatinWithoutVowel(word) { return false }
        return true
    }

    /// Whether `bytes` are Roman numeral letters alone, and whether they have a plain vowel.
    private static func romanLettersAndVowel<Bytes: Sequence<UInt8>>(_ bytes: Bytes) -> (Bool, Bool) {
        var onlyRomanLetters = true, hasPlainVowel = false
        for byte in bytes {
            switch byte {
            case 0x69: hasPlainVowel = true  // i, a Roman letter too
            case 0x61, 0x65, 0x6F, 0x75, 0x79: hasPlainVowel = true; onlyRomanLetters = false
            case 0x76, 0x78, 0x6C, 0x63, 0x64, 0x6D: break
            default: onlyRomanLetters = false
            }
        }
        return (onlyRomanLetters, hasPlainVowel)
    }

    /// Whether `word` is a Roman numeral of two letters or more in its usual form, from 1
    /// to 3999 (`xiv`, `mcmxc`; not `iiii` or `ic`).
    static func isRomanNumeral(_ word: String) -> Bool {
        let utf8 = word.utf8
        guard utf8.count >= 2, utf8.count <= 15,
              utf8.allSatisfy({ $0 == 0x69 || $0 == 0x76 || $0 == 0x78 || $0 == 0x6C || $0 == 0x63 || $0 == 0x64 || $0 == 0x6D })
        else { return false }
        let bytes = Array(utf8)
        var value = 0
        var index = 0
        // Each decimal place, largest first: its one, five and ten letters.
        for (one, five, ten, scale) in [(UInt8(ascii: "m"), UInt8(0), UInt8(0), 1000),
                                         (UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "m"), 100),
                                         (UInt8(ascii: "x"), UInt8(ascii: "l"), UInt8(ascii: "c"), 10),
                                         (UInt8(ascii: "i"), UInt8(ascii: "v"), UInt8(ascii: "x"), 1)] {
            let digit = romanDigit(bytes, at: &index, one: one, five: five, ten: ten)
            if scale == 1000, digit > 3 { return false }
            value += digit * scale
        }
        return index == bytes.count && value > 0
    }

    /// Reads one decimal place written with `one`, `five`, `ten` (I, V, X for units) at
    /// `index`: 0 to 9 in the usual forms (`iv`, `viii`, `ix`), moving past it.
    private static func romanDigit(_ bytes: [UInt8], at index: inout Int, one: UInt8, five: UInt8, ten: UInt8) -> Int {
        func take(_ letter: UInt8) -> Bool {
            guard letter != 0, index < bytes.count, bytes[index] == letter else { return false }
            index += 1
            return true
        }
        if take(one) {
            if take(ten) { return 9 }
            if take(five) { return 4 }
            var digit = 1
            while digit < 3, take(one) { digit += 1 }
            return digit
        }
        var digit = take(five) ? 5 : 0
        let start = digit
        while digit < start + 3, take(one) { digit += 1 }
        return digit
    }

    /// Whether `word` is written in Latin letters alone and none of them is a vowel
    /// (`a e i o u y`, with or without accents).
    static func isLatinWithoutVowel(_ word: String) -> Bool {
        // Most words have a plain vowel: answered without looking further.
        if word.utf8.contains(where: { $0 == 0x61 || $0 == 0x65 || $0 == 0x69 || $0 == 0x6F || $0 == 0x75 || $0 == 0x79 }) {
            return false
        }
        for scalar in word.unicodeScalars {
            let base: Unicode.Scalar
            if scalar.value < 0x80 {
                base = scalar
            } else {
                guard let folded = PuzzleLetters.key(scalar, folding: true) else { return false }
                base = folded
            }
            guard base.value >= 0x61, base.value <= 0x7A else { return false }
            if [0x61, 0x65, 0x69, 0x6F, 0x75, 0x79].contains(base.value) { return false }
        }
        return !word.isEmpty
    }
}

extension GameVocabulary {
    /// Whether a word of `letterCount` letters and `frequency` is common enough: the first
    /// test of ``admits(_:letterCount:frequency:isRanked:)``, which needs no spelling.
    func isCommonEnough(letterCount: Int, frequency: Double, isRanked: Bool) -> Bool {
        let cutoff = letterCount <= 3 ? minimumShortWordFrequency : (letterCount == 4 ? minimumFourLetterFrequency : minimumFrequency)
        return !isRanked || frequency >= cutoff
    }

    /// The least frequency (100 × Zipf) a word of a ranked list needs to be common enough
    /// at any length: a bound that no word below passes.
    var frequencyFloor: UInt16 {
        let least = Swift.min(minimumFrequency, minimumFourLetterFrequency, minimumShortWordFrequency)
        return UInt16(Swift.min(Self.leastHundredths(reaching: least), Int(UInt16.max)))
    }

    /// The least frequency in hundredths (100 × Zipf) that reaches `zipf` as
    /// ``isCommonEnough(letterCount:frequency:isRanked:)`` compares them (`Double(h) / 100
    /// >= zipf`): 0 for any cutoff of 0 or below, 65,536 when no `UInt16` reaches it.
    static func leastHundredths(reaching zipf: Double) -> Int {
        guard !zipf.isNaN, zipf <= Double(UInt16.max) / 100 else { return 1 << 16 }
        guard zipf > 0 else { return 0 }
        var hundredths = Swift.max(0, Int((zipf * 100).rounded(.down)) - 1)
        while Double(hundredths) / 100 < zipf { hundredths += 1 }
        return hundredths
    }

    /// The test a walk of `list` applies to each word it finds.
    func admitting(from list: WordList) -> (WordList.SpelledWord) -> Bool {
        let isRanked = list.isRanked
        return { found in
            admits(found.word, letterCount: found.length, frequency: Double(found.frequency) / 100, isRanked: isRanked)
        }
    }
}

extension WordList {
    /// The words `walk` finds that `vocabulary` admits and `keep` keeps, in byte order: the
    /// first `limit`. A word too rare for the vocabulary is passed over before its spelling
    /// is made; `keep` sees only the words the vocabulary admits.
    func words<Walk: WordWalk>(walking walk: inout Walk, limit: Int, in vocabulary: GameVocabulary,
                               cuttingRareBranches: Bool = false,
                               keeping keep: (SpelledWord) -> Bool = { _ in true }) -> [SpelledWord] {
        let isRanked = isRanked
        let floor = isRanked && cuttingRareBranches ? vocabulary.frequencyFloor : 0
        // isCommonEnough's cutoffs in the list's hundredths: the same verdicts, without a division a word.
        let short = GameVocabulary.leastHundredths(reaching: vocabulary.minimumShortWordFrequency)
        let four = GameVocabulary.leastHundredths(reaching: vocabulary.minimumFourLetterFrequency)
        let long = GameVocabulary.leastHundredths(reaching: vocabulary.minimumFrequency)
        return words(walking: &walk, limit: limit, frequencyFloor: floor, admitting: { length, frequency in
            !isRanked || Int(frequency) >= (length <= 3 ? short : (length == 4 ? four : long))
        }, where: { found in
            // The walk has applied the cutoff.
            vocabulary.admitsShape(of: found.word, frequency: Double(found.frequency) / 100, isRanked: isRanked) && keep(found)
        })
    }
}

/// Words a game vocabulary leaves out for one bundled language, whatever their frequency:
/// the words of the standard vocabulary that no source independent of the dictionary
/// confirms as words of the language (abbreviations such as `dept` and `srta`, names such
/// as `juana`, misspellings such as `ésto`), English words in Spanish and Italian games,
/// and offensive words. They are made by rule, not picked: `scripts/generate-game-exclusions.sh`
/// writes them, and `dictionaries/GAME-VOCABULARY.md` gives the rule, the sources and how
/// many each rule left out.
///
/// A value stands for its language: equal, hashed and encoded as the language alone, and
/// read again from the bundled file when decoded.
public struct CuratedExclusions: Sendable, Hashable, Codable, CustomStringConvertible {
    /// The language whose list this is (`en`, `es` or `it`).
    public let language: Language
    private let words: Set<String>

    /// The curated exclusions of `language`'s code, when this build bundles that language
    /// and its list is found; `nil` otherwise.
    public init?(bundledFor language: Language) {
        guard let bundled = language.bundledEquivalent, let words = Self.lists[bundled.code] else { return nil }
        self.language = bundled
        self.words = words
    }

    /// How many words are left out.
    public var count: Int { words.count }

    /// Whether `word` (lower case, NFC, as the list spells it) is left out.
    public func contains(_ word: String) -> Bool { words.contains(word) }

    /// The language and the number of words: `CuratedExclusions(es_ES, 4505 words)`.
    public var description: String { "CuratedExclusions(\(language), \(words.count) words)" }

    /// Whether both are the lists of one language.
    public static func == (lhs: CuratedExclusions, rhs: CuratedExclusions) -> Bool { lhs.language == rhs.language }

    /// Hashes the language.
    public func hash(into hasher: inout Hasher) { hasher.combine(language) }

    /// Reads a language and loads its bundled list; throws when this build bundles none for it.
    public init(from decoder: any Decoder) throws {
        let language = try decoder.singleValueContainer().decode(Language.self)
        guard let found = CuratedExclusions(bundledFor: language) else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "no bundled game exclusions for \(language)"))
        }
        self = found
    }

    /// Writes the language alone.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(language)
    }

    /// Each bundled language's list, read once: lines that are not blank and do not start with `#`.
    private static let lists: [String: Set<String>] = {
        var lists: [String: Set<String>] = [:]
        for language in Language.bundled {
            guard let file = BundledDictionary.gameExclusionsFile(code: language.code),
                  let data = try? Data(contentsOf: file), data.count <= 1 << 22 else { continue }
            let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
            lists[language.code] = Set(lines.lazy.filter { !$0.hasPrefix("#") }
                .map { GameText.normalize(String($0).trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty })
        }
        return lists
    }()
}
