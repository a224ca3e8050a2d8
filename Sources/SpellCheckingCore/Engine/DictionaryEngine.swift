import Foundation

/// Hunspell's checking algorithm in Swift: decides whether a word is correct from a
/// dictionary's `.aff` and `.dic` files, without listing its forms and without libhunspell.
///
/// The engine reads the two files the way libhunspell 1.7.1 reads them and answers the
/// way it answers: input conversion (`ICONV`) and `IGNORE`, numbers, trailing dots, the
/// capitalisation rules (`KEEPCASE`, `FORCEUCASE`, `CHECKSHARPS`, all-caps words with an
/// apostrophe, hidden capitalised stems), prefixes and suffixes with their conditions,
/// strip strings, cross products, twofold suffixes and continuation classes (`CIRCUMFIX`,
/// `NEEDAFFIX`, `ONLYINCOMPOUND`, `FORBIDDENWORD`, `FULLSTRIP`, `COMPLEXPREFIXES`),
/// compounds (every `COMPOUND*` and `CHECKCOMPOUND*` directive, and libhunspell's
/// Hungarian rules), and words broken at `BREAK` points. Its verdicts equal libhunspell's
/// on Hunspell's own test suite and every Debian dictionary (`DictionaryEngineTests`,
/// `scripts/check-debian-dictionaries.sh --engine`).
///
/// ```swift
/// let engine = try DictionaryEngine(dictionaryAt: "/usr/share/hunspell/de_DE")
/// engine.check("Donaudampfschifffahrt")  // true: a compound no word list holds
/// ```
///
/// It also gives libhunspell's morphological analyses and stems (``analyses(of:)``,
/// ``stems(of:)``), which search indexers fold words by.
///
/// **Hostile files.** Any bytes load (or are refused with an error) and every check ends:
/// a compound search has at most ``compoundStepLimit`` steps and a word at most
/// ``breakCheckLimit`` checks of its parts at `BREAK` points, where libhunspell hangs on
/// files made for it; such files are the only ones where the two may differ.
///
/// **Threads.** Immutable after loading; `check(_:)` may be called from any number of
/// threads at once. **Cost.** Loading reads each file once; through `wordcheck spell`, a
/// cold start costs 1.1 to 2.4 times libhunspell's instructions on Debian's largest
/// dictionaries and a word 1.2 to 2 times (`scripts/bench-engine.sh`). A word allocates
/// for compound parts, cross products and twofold suffixes.
public final class DictionaryEngine: Sendable {
    /// The most parts a compound may have (libhunspell's limit of 100 words).
    package static let maximumCompoundParts = 100
    /// The most compound steps (a place tried for a boundary, a part searched for) one word
    /// may take before it is rejected: libhunspell gives a compound 50 ms; this bound is
    /// deterministic, and far above what real words take (hundreds).
    public static let compoundStepLimit = 100_000
    /// The most times one word's check may check its parts at `BREAK` points: libhunspell
    /// has no bound (a `BREAK` table of many patterns makes it try them in every
    /// combination); real words take a few.
    public static let breakCheckLimit = 2_000
    /// The longest a word may become through `ICONV`, in bytes: a conversion table that
    /// makes a word of a few letters into thousands is refused by `HunspellChecker`'s checks,
    /// and answered as misspelled here.
    static let convertedLengthLimit = 4_096

    let affixes: AffixData
    let stems: StemTable
    let casing: Casing
    let prefixIndex: AffixIndex
    let suffixIndex: AffixIndex
    /// ``AffixFacts`` of each prefix and suffix, by index, for the searches' loops.
    let prefixFacts: [AffixFacts]
    let suffixFacts: [AffixFacts]
    /// Which spellings of a word other than its NFC the words of the `.dic` and the texts
    /// of the `.aff` a word can hold (`AffixData.textsOfWords`) could match
    /// (``CompositionScan``): every character of a word the engine accepts comes from a
    /// stem, an affix or the `.aff`'s conversions, so a caller that tries a word's other
    /// spellings (as typed, NFD, the characters NFC never writes) need not when this is
    /// `.none`, and need try only a word typed otherwise than in NFC when it is `.asTyped`.
    /// Always `.any` for an 8-bit dictionary.
    package let otherSpellings: CompositionScan.OtherSpellings
    /// The suffix entries of each flag that has one with morphological fields, in the file's
    /// order: what generating a derived word's stem walks (empty for dictionaries without fields).
    let morphologicalSuffixes: [Flag: [Int32]]

    /// Loads the dictionary from the bytes of its two files.
    ///
    /// - Throws: ``SpellCheckingError/notADictionary(path:reason:)`` when the `.dic` file
    ///   does not start with its number of words.
    public init(affixFile: Data, dictionaryFile: Data) throws(SpellCheckingError) {
        let affixes = try AffixData(Array(affixFile))
        self.affixes = affixes
        stems = try StemTable(Array(dictionaryFile), affixes: affixes)
        casing = stems.casing
        otherSpellings = Self.otherSpellings(stems, affixes)
        prefixIndex = AffixIndex(affixes.prefixes.map(\.append))
        suffixIndex = AffixIndex(affixes.suffixes.map { $0.append.reversed() })
        prefixFacts = affixes.prefixes.map { AffixFacts($0, in: affixes) }
        suffixFacts = affixes.suffixes.map { AffixFacts($0, in: affixes) }
        var byFlag: [Flag: [Int32]] = [:]
        for (index, suffix) in affixes.suffixes.enumerated() where suffix.morph != nil {
            byFlag[suffix.flag, default: []].append(Int32(index))
        }
        morphologicalSuffixes = byFlag
    }

    /// What ``otherSpellings`` says for these stems and affixes.
    private static func otherSpellings(_ stems: StemTable, _ affixes: AffixData) -> CompositionScan.OtherSpellings {
        guard affixes.isUTF8 else { return .any }
        var composition = stems.composition
        for text in affixes.textsOfWords { text.withUnsafeBufferPointer { composition.add(utf8: $0) } }
        return composition.otherSpellings
    }

    /// `base` with other stems: what ``applying(_:)`` makes.
    private init(_ base: DictionaryEngine, stems: StemTable) {
        affixes = base.affixes
        self.stems = stems
        casing = stems.casing
        otherSpellings = Self.otherSpellings(stems, base.affixes)
        prefixIndex = base.prefixIndex
        suffixIndex = base.suffixIndex
        prefixFacts = base.prefixFacts
        suffixFacts = base.suffixFacts
        morphologicalSuffixes = base.morphologicalSuffixes
    }

    // MARK: Words added and removed at run time

    /// A change to the words made at run time: what libhunspell's `Hunspell_add` and
    /// `Hunspell_remove` do to its table, with the word in the dictionary's encoding.
    package enum Change: Sendable, Hashable {
        /// `Hunspell_add`: a word that is a stem already loses the forbidden flag on each of
        /// its lines that has it, and nothing else changes; any other word becomes a stem
        /// without flags (its `IGNORE` characters taken out), with a hidden capitalised copy
        /// when it is of mixed case, as a `.dic` line of the word alone would be.
        case add([UInt8])
        /// `Hunspell_remove`: each line of the stem spelled exactly so gets the forbidden
        /// flag; a word that is no stem changes nothing.
        case remove([UInt8])
    }

    /// This engine with `changes` made to its stems in order, as libhunspell's
    /// `Hunspell_add` and `Hunspell_remove` make them (``Change``): the new engine
    /// gives libhunspell's verdicts, stems and analyses after the same calls. This one is
    /// unchanged. The affix tables are shared; the stems are copied once for all the changes.
    package func applying(_ changes: [Change]) -> DictionaryEngine {
        changes.isEmpty ? self : DictionaryEngine(self, stems: stems.applying(changes, affixes: affixes))
    }

    /// A copy of this engine that also accepts `words`, as a dictionary does after
    /// libhunspell's `Hunspell_add` of each: a word as added, in capitals, and capitalised
    /// when added in lower case; a word the files forbid (`FORBIDDENWORD`) is allowed again.
    /// The added words take no affixes and form no compounds. This engine is unchanged.
    ///
    /// A word the dictionary's encoding cannot write, or with NUL, is left out (no
    /// dictionary could accept it); so is the empty word.
    ///
    /// ```swift
    /// let engine = try DictionaryEngine(dictionaryAt: "/usr/share/hunspell/de_DE")
    /// let mine = engine.adding(["WordCheck"])
    /// mine.check("WORDCHECK")   // true
    /// ```
    ///
    /// **Cost.** The stems are copied once per call (1.3 ms for de_DE, 1.8 ms for 1,000
    /// words at once): add many words in one call.
    public func adding(_ words: some Sequence<String>) -> DictionaryEngine {
        applying(words.compactMap { word in encoded(word).flatMap { $0.isEmpty ? nil : .add($0) } })
    }

    /// A copy of this engine that rejects `words`, as a dictionary does after libhunspell's
    /// `Hunspell_remove` of each: every line of the `.dic` (or word added before) spelled
    /// exactly so is marked forbidden, so the word and the forms made from it are rejected.
    /// A word that is no stem of the dictionary changes nothing. This engine is unchanged.
    public func removing(_ words: some Sequence<String>) -> DictionaryEngine {
        applying(words.compactMap { word in encoded(word).flatMap { $0.isEmpty ? nil : .remove($0) } })
    }

    /// Loads the dictionary at `path`: `dir/NAME`, `dir/NAME.dic` or `dir/NAME.aff`.
    ///
    /// - Throws: ``SpellCheckingError/fileNotFound(path:)`` or ``SpellCheckingError/fileUnreadable(path:)``
    ///   when either file is missing or cannot be read, ``SpellCheckingError/notADictionary(path:reason:)``
    ///   when it is not a regular file or is too large, and what ``init(affixFile:dictionaryFile:)`` throws.
    public convenience init(dictionaryAt path: String) throws(SpellCheckingError) {
        var base = URL(fileURLWithPath: path)
        if ["aff", "dic"].contains(base.pathExtension) { base.deletePathExtension() }
        let files = try Self.files(at: base)
        try self.init(affixFile: files.affix, dictionaryFile: files.words, path: base.path)
    }

    /// ``init(affixFile:dictionaryFile:)``, naming the `.dic` file at `base`.dic in errors.
    package convenience init(affixFile: Data, dictionaryFile: Data, path base: String) throws(SpellCheckingError) {
        do {
            try self.init(affixFile: affixFile, dictionaryFile: dictionaryFile)
        } catch {
            if case .notADictionary(path: _, let reason) = error { throw .notADictionary(path: base + ".dic", reason: reason) }
            throw error
        }
    }

    /// The most bytes either file may have (the largest Debian dictionary, hu_HU, has 7 MB).
    static let maximumFileSize = 256 << 20

    /// The bytes of the `.aff` and `.dic` files at `base` (a path without extension), each
    /// a regular file of at most ``maximumFileSize`` bytes.
    package static func files(at base: URL) throws(SpellCheckingError) -> (affix: Data, words: Data) {
        func contents(_ path: String) throws(SpellCheckingError) -> Data {
            switch RegularFile.read(path, limit: maximumFileSize) {
            case .success(let data): return data
            case .failure(.missing): throw .fileNotFound(path: path)
            case .failure(.unreadable): throw .fileUnreadable(path: path)
            case .failure(let failure): throw .notADictionary(path: path, reason: "it \(failure.phrase)")
            }
        }
        return (try contents(base.appendingPathExtension("aff").path), try contents(base.appendingPathExtension("dic").path))
    }

    /// The length in bytes (in the dictionary's encoding) from which every word is
    /// incorrect: 300 in a UTF-8 dictionary, 100 in an 8-bit one (libhunspell's limits).
    package var acceptedLengthLimit: Int { affixes.isUTF8 ? 300 : 100 }

    /// Whether `word` is correct: libhunspell's `spell`.
    ///
    /// The word is normalised to NFC first; in an 8-bit dictionary a word with a character
    /// its set cannot write is incorrect.
    public func check(_ word: String) -> Bool {
        guard !word.isEmpty, let bytes = encoded(word) else { return false }
        var search = Search()
        return spell(bytes, &search)
    }

    /// `word` in the dictionary's encoding, or nil when it cannot be written in it.
    func encoded(_ word: String) -> [UInt8]? {
        let composed = CanonicalComposition.composed(word)
        if affixes.isUTF8 {
            let bytes = Array(composed.utf8)
            return bytes.contains(0) ? nil : bytes
        }
        let table = affixes.charset.upperHalf
        var bytes: [UInt8] = []
        for scalar in composed.unicodeScalars {
            if scalar.value == 0 { return nil }
            if scalar.value < 0x80 {
                bytes.append(UInt8(scalar.value))
            } else if let offset = table.firstIndex(of: UInt16(truncatingIfNeeded: scalar.value)), scalar.value <= 0xFFFF {
                bytes.append(UInt8(0x80 + offset))
            } else {
                return nil
            }
        }
        return bytes
    }

    // MARK: libhunspell's spell

    /// `input` as libhunspell's `cleanword2` leaves it: converted (`ICONV`), without its
    /// `IGNORE` characters and leading blanks, and its trailing dots counted and taken off;
    /// nil for a word too long for libhunspell, before or after conversion.
    func cleaned(_ input: [UInt8]) -> (word: [UInt8], dots: Int)? {
        if input.count >= acceptedLengthLimit { return nil }
        var word = affixes.inputConversions.converted(input) ?? input
        if word.count > Self.convertedLengthLimit { return nil }
        word = affixes.removingIgnored(word)
        while word.first == 0x20 { word.removeFirst() }
        var dots = 0
        while word.last == UInt8(ascii: ".") {
            word.removeLast()
            dots += 1
        }
        return (word, dots)
    }

    func spell(_ input: [UInt8], _ search: inout Search) -> Bool {
        search.info = []
        guard let (word, dots) = cleaned(input) else { return false }
        if word.isEmpty { return true }
        if Self.isNumber(word) { return true }
        let shape = casing.shape(of: word)
        var found: Int32?
        var current = word
        switch shape {
        case .mixed, .mixedCapitalized, .none:
            if shape != .none { search.info.insert(.originalCapitals) }
            found = checkWord(current, &search)
            if dots > 0 && found == nil { found = checkWord(current + [UInt8(ascii: ".")], &search) }
        case .allCapitals, .capitalized:
            if shape == .allCapitals {
                search.info.insert(.originalCapitals)
                found = checkWord(current, &search)
                if found == nil && dots > 0 { found = checkWord(current + [UInt8(ascii: ".")], &search) }
                if found == nil, let apostrophe = current.firstIndex(of: UInt8(ascii: "'")) {
                    let lowered = casing.lowercased(utf16Copy(current))
                    if let at = lowered.firstIndex(of: UInt8(ascii: "'")), at < lowered.count - 1 {
                        _ = apostrophe
                        let head = Array(lowered[...at]), tail = casing.capitalized(Array(lowered[(at + 1)...]))
                        current = head + tail
                        found = checkWord(current, &search)
                        if found == nil {
                            current = casing.capitalized(current)
                            found = checkWord(current, &search)
                        }
                    } else {
                        current = lowered
                    }
                }
                if found == nil && affixes.checkSharps && current.windowsContain([0x53, 0x53]) {
                    current = casing.lowercased(utf16Copy(current))
                    found = sharpS(current, &search)
                    if found == nil {
                        current = casing.capitalized(current)
                        found = sharpS(current, &search)
                    }
                    if found == nil && dots > 0 {
                        found = sharpS(casing.lowercased(current) + [UInt8(ascii: ".")], &search)
                        if found == nil { found = sharpS(current + [UInt8(ascii: ".")], &search) }
                    }
                }
                if found != nil { break }
            }
            found = capitalizedCheck(&current, shape: shape, dots: dots, &search)
        }
        if let found {
            if affixes.warn != 0 && stems.has(found, affixes.warn) {
                search.info.insert(.warn)
                return !affixes.forbidWarn
            }
            return true
        }
        return breakCheck(current, &search)
    }

    /// The capitalised and lower-case tries of a capitalised or all-caps word.
    private func capitalizedCheck(_ current: inout [UInt8], shape: Casing.Shape, dots: Int, _ search: inout Search) -> Int32? {
        let dottedI = affixes.isUTF8 && current.starts(with: [0xC4, 0xB0])
        search.info.insert(.originalCapitals)
        var probe = current
        if shape == .allCapitals {
            current = casing.capitalized(casing.lowercased(utf16Copy(current)))
            // libhunspell writes `İ` over the first byte of the capitalised word: right after
            // `I` (other languages), and a broken word after `İ` (Turkish, Azeri, Crimean Tatar),
            // which it then does not find. Its answer is kept.
            probe = dottedI ? [0xC4, 0xB0] + current.dropFirst() : current
        }
        if shape == .capitalized { search.info.insert(.initialCapital) }
        var found = checkWord(probe, &search)
        if shape == .capitalized { search.info.remove(.initialCapital) }
        if search.info.contains(.forbidden) { return nil }
        if let stem = found, isKeptInCase(stem), shape == .allCapitals { found = nil }
        if found != nil || (dottedI && !affixes.usesTurkicCasing) { return found }
        let lower = casing.lowercased(utf16Copy(current))
        current = casing.capitalized(lower)
        found = checkWord(lower, &search)
        if dots > 0 && found == nil {
            found = checkWord(lower + [UInt8(ascii: ".")], &search)
            if found == nil {
                if shape == .capitalized { search.info.insert(.initialCapital) }
                found = checkWord(current + [UInt8(ascii: ".")], &search)
                if shape == .capitalized { search.info.remove(.initialCapital) }
                if let stem = found, isKeptInCase(stem), shape == .allCapitals { found = nil }
                return found
            }
        }
        if let stem = found, isKeptInCase(stem) {
            let sharp: [UInt8] = affixes.isUTF8 ? [0xC3, 0x9F] : [0xDF]
            if shape == .allCapitals || !(affixes.checkSharps && lower.windowsContain(sharp)) { found = nil }
        }
        return found
    }

    /// `word` as libhunspell's UTF-16 copy of it holds it, the copy its changes of case are
    /// made from: in a UTF-8 dictionary, cut after the first character beyond the Basic
    /// Multilingual Plane, which its `u8_u16` writes as U+FFFD before it stops. So a
    /// capitalised word holding one is found only as typed (`Qzxname-𐏑` with both parts
    /// in the `.dic` is misspelled), as in libhunspell.
    private func utf16Copy(_ word: [UInt8]) -> [UInt8] {
        guard affixes.isUTF8, let cut = word.firstIndex(where: { $0 >= 0xF0 }) else { return word }
        return Array(word[..<cut]) + [0xEF, 0xBF, 0xBD]
    }

    private func isKeptInCase(_ stem: Int32) -> Bool {
        affixes.keepCase != 0 && stems.has(stem, affixes.keepCase)
    }

    /// CHECKSHARPS: `ss` tried as `ß`, in every combination of up to five.
    private func sharpS(_ word: [UInt8], _ search: inout Search) -> Int32? {
        func attempt(_ base: [UInt8], from start: Int, depth: Int, replaced: Int) -> Int32? {
            var position: Int?
            if start + 1 < base.count {
                for index in start..<(base.count - 1) where base[index] == 0x73 && base[index + 1] == 0x73 {
                    position = index
                    break
                }
            }
            if let position, depth < 5 {
                let sharp: [UInt8] = affixes.isUTF8 ? [0xC3, 0x9F] : [0xDF]
                var changed = base
                changed.replaceSubrange(position..<(position + 2), with: sharp)
                if let found = attempt(changed, from: position + sharp.count, depth: depth + 1, replaced: replaced + 1) { return found }
                return attempt(base, from: position + 2, depth: depth + 1, replaced: replaced)
            }
            return replaced > 0 ? checkWord(base, &search) : nil
        }
        return attempt(word, from: 0, depth: 0, replaced: 0)
    }

    /// Digits with single `.`, `,` or `-` between them.
    private static func isNumber(_ word: [UInt8]) -> Bool {
        var sawDigit = false, lastWasSeparator = false
        for (index, byte) in word.enumerated() {
            if (0x30...0x39).contains(byte) {
                sawDigit = true
                lastWasSeparator = false
            } else if byte == UInt8(ascii: ",") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-") {
                if lastWasSeparator || index == 0 { return false }
                lastWasSeparator = true
            } else {
                return false
            }
        }
        return sawDigit && !lastWasSeparator
    }

    /// libhunspell's `checkword`: a stem of the word as written, or with affixes, or as a compound.
    func checkWord(_ written: [UInt8], _ search: inout Search) -> Int32? {
        var word = affixes.removingIgnored(written)
        if word.isEmpty { return nil }
        if affixes.complexPrefixes { word = affixes.reversed(word) }
        var found = stems.first(word[...])
        if let first = found {
            if stems.has(first, affixes.forbidden) {
                search.info.insert(.forbidden)
                return nil
            }
            while let current = found {
                guard (affixes.needAffix != 0 && stems.has(current, affixes.needAffix))
                        || (affixes.onlyInCompound != 0 && stems.has(current, affixes.onlyInCompound))
                        || (search.info.contains(.initialCapital) && stems.has(current, AffixData.onlyUpperCaseFlag))
                else { break }
                found = stems.next(current)
            }
        }
        if found != nil { return found }
        found = affixCheck(word[...], &search)
        if let stem = found {
            if (affixes.onlyInCompound != 0 && stems.has(stem, affixes.onlyInCompound))
                || (search.info.contains(.initialCapital) && stems.has(stem, AffixData.onlyUpperCaseFlag)) {
                found = nil
            }
        }
        if let stem = found {
            if stems.has(stem, affixes.forbidden) {
                search.info.insert(.forbidden)
                return nil
            }
            return stem
        }
        guard affixes.compounds else { return nil }
        search.steps = 0
        search.gaveUp = false
        var compound = compoundCheck(word, wordNumber: 0, syllables: 0, maximumWords: Self.maximumCompoundParts, part: 0,
                                     rulesActive: false, parts: RuleParts(), &search)
        if compound == nil && affixes.isHungarian && word.last == UInt8(ascii: "-") {
            // The Hungarian moving rule, for the first part of a word broken at a dash.
            search.steps = 0
            search.gaveUp = false
            compound = compoundCheck(Array(word.dropLast()), wordNumber: -5, syllables: 0, maximumWords: Self.maximumCompoundParts,
                                     part: 0, rulesActive: false, parts: RuleParts(), hungarianMove: true, &search)
        }
        if compound != nil { search.info.insert(.compound) }
        return compound
    }

    /// The word broken at its `BREAK` points, each side checked as a word.
    private func breakCheck(_ word: [UInt8], _ search: inout Search) -> Bool {
        let patterns = affixes.breakPatterns
        guard !patterns.isEmpty, !search.info.contains(.forbidden) else { return false }
        func spellPart(_ part: ArraySlice<UInt8>) -> Bool {
            search.breakChecks += 1
            guard search.breakChecks <= Self.breakCheckLimit else { return false }
            var inner = Search()
            inner.breakChecks = search.breakChecks
            defer { search.breakChecks = inner.breakChecks }
            return spell(Array(part), &inner)
        }
        var breaks = 0
        for pattern in patterns where !pattern.isEmpty {
            var start = 0
            while let found = word.firstRange(of: pattern, from: start) {
                breaks += 1
                start = found + pattern.count
            }
        }
        if breaks >= 10 { return false }
        let length = word.count
        for pattern in patterns {
            let count = pattern.count
            if count == 1 || count > length { continue }
            if pattern.first == UInt8(ascii: "^"), word.starts(with: pattern.dropFirst()), spellPart(word[(count - 1)...]) { return true }
            if pattern.last == UInt8(ascii: "$"), word[(length - count + 1)...].elementsEqual(pattern.dropLast()),
               spellPart(word[..<(length - count + 1)]) {
                return true
            }
        }
        for secondOccurrence in [true, false] {
            for pattern in patterns where !pattern.isEmpty {
                let count = pattern.count
                guard var found = word.firstRange(of: pattern, from: 0), found > 0, found < length - count else { continue }
                if secondOccurrence, let again = word.firstRange(of: pattern, from: found + 1), again > 0, again < length - count {
                    found = again
                }
                if !spellPart(word[(found + count)...]) { continue }
                if spellPart(word[..<found]) { return true }
                // Hungarian: the first part may keep its dash.
                if affixes.isHungarian && pattern == [UInt8(ascii: "-")] && spellPart(word[...found]) { return true }
            }
        }
        return false
    }
}

extension Array where Element == UInt8 {
    /// Where `pattern` first occurs at or after `start`.
    func firstRange(of pattern: [UInt8], from start: Int) -> Int? {
        guard !pattern.isEmpty, count >= pattern.count, start <= count - pattern.count else { return nil }
        for index in start...(count - pattern.count) where self[index] == pattern[0] {
            if self[index..<(index + pattern.count)].elementsEqual(pattern) { return index }
        }
        return nil
    }

    func windowsContain(_ pattern: [UInt8]) -> Bool { firstRange(of: pattern, from: 0) != nil }
}

extension DictionaryEngine {
    /// Whether a word already in the dictionary's encoding is correct, exactly as libhunspell's
    /// `Hunspell_spell` would be asked it (no normalisation): for tests against libhunspell.
    package func check(encoded bytes: [UInt8]) -> Bool {
        guard !bytes.contains(0) else { return false }
        var search = Search()
        return spell(bytes, &search)
    }
}
