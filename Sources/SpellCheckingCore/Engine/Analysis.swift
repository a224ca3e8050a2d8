import Foundation

/// Morphological analysis and stems: libhunspell's `analyze` and `stem`, in Swift.
///
/// An analysis is a line of fields as libhunspell prints them: the `.dic` line's own fields
/// (`po:noun`), `st:` and the stem when the line names none, and each affix's fields
/// (`is:plur`), or `fl:` and its flag for an affix that has none. A stem is read from an
/// analysis: its `st:` field, after a surface prefix's `sp:` and the parts of a compound;
/// for a word with a derivational suffix (`ds:`), the derived word, generated from the
/// stem's rules.
///
/// Compounds are analysed as libhunspell analyses them (`compound_check_morph`), part by
/// part (`pa:` fields). A few words are not answered (``DictionaryEngine/Analysis/leftToLibhunspell``)
/// rather than answered differently: those whose compound search runs out of steps, and
/// those on which libhunspell reads its own copy of the word cut short (4 words of
/// Hunspell's test suite, 3 of 30,000 on hu_HU, de_DE and de_CH samples).
extension DictionaryEngine {
    /// The analyses of a word, or why the engine does not give them.
    package enum Analysis: Equatable, Sendable {
        /// libhunspell's lines, in its order, in the dictionary's encoding (`OCONV` applied).
        case lines([[UInt8]])
        /// libhunspell's answer depends on its time limit or on its reading past a cut it
        /// made in its copy of the word: the engine does not guess it.
        case leftToLibhunspell
    }

    /// The morphological analyses of `word`, as libhunspell's `Hunspell_analyze` gives them
    /// and `hunspell -m` prints them: the `.dic` line's fields (`po:noun`), `st:` and the
    /// stem when the line names none, each affix's fields (`is:plur`) or `fl:` and its flag,
    /// and for a compound each part after `pa:`. Empty for a word the dictionary does not
    /// know. Nil for the rare word the engine leaves to libhunspell rather than answer
    /// differently: one whose compound search takes more than ``compoundStepLimit`` steps
    /// (libhunspell's answer then depends on its clock), or on which libhunspell reads its
    /// own copy of the word cut short (4 words of Hunspell's test suite, 3 of 30,000 in
    /// samples of hu_HU, de_DE and de_CH).
    ///
    /// ```swift
    /// let engine = try DictionaryEngine(dictionaryAt: "/usr/share/hunspell/en_US")
    /// engine.analyses(of: "walked")  // [" st:walk fl:D"]
    /// ```
    public func analyses(of word: String) -> [String]? {
        guard !word.isEmpty, let bytes = encoded(word) else { return [] }
        guard case .lines(let lines) = analyses(encoded: bytes) else { return nil }
        return lines.map(decoded)
    }

    /// The stems of `word`, as libhunspell's `Hunspell_stem` gives them and `hunspell -s`
    /// prints them (`walked` → `walk`): read from ``analyses(of:)``, with a surface prefix
    /// (`sp:`) and the parts of a compound before the last one's stem, and for a word whose
    /// dictionary marks a derivation (`ds:`) the derived word. Empty for a word the
    /// dictionary does not know; nil where ``analyses(of:)`` is.
    ///
    /// Cost: what ``analyses(of:)`` costs, and for a derived word the search for its
    /// form, which walks the stem's suffixes: on hu_HU, which marks derivations throughout,
    /// about 0.5 ms a word, 4 times libhunspell's time.
    public func stems(of word: String) -> [String]? {
        guard !word.isEmpty, let bytes = encoded(word) else { return [] }
        guard case .lines(let lines) = stems(encoded: bytes) else { return nil }
        return lines.map(decoded)
    }

    /// Text in the dictionary's encoding as a String (U+FFFD for bytes that spell nothing).
    func decoded(_ bytes: [UInt8]) -> String {
        guard !affixes.isUTF8 else { return String(decoding: bytes, as: UTF8.self) }
        let table = affixes.charset.upperHalf
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = byte < 0x80 ? UInt32(byte) : UInt32(table[Int(byte - 0x80)])
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(scalars)
    }

    /// The analyses of `word` (in the dictionary's encoding, not normalised), as
    /// libhunspell's `Hunspell_analyze` gives them.
    package func analyses(encoded word: [UInt8]) -> Analysis {
        var analyser = Analyser(engine: self)
        let lines = analyser.analyse(word)
        if analyser.leftToLibhunspell { return .leftToLibhunspell }
        return .lines(lines.map { affixes.outputConversions.converted($0) ?? $0 })
    }

    /// The stems of `word` (in the dictionary's encoding), as libhunspell's `Hunspell_stem`
    /// gives them: read from the analyses.
    package func stems(encoded word: [UInt8]) -> Analysis {
        switch analyses(encoded: word) {
        case .leftToLibhunspell: return .leftToLibhunspell
        case .lines(let lines):
            var analyser = Analyser(engine: self)
            let stems = analyser.stems(from: lines)
            return analyser.leftToLibhunspell ? .leftToLibhunspell : .lines(stems)
        }
    }
}

/// The fields libhunspell's analyses name.
private enum Field {
    static let stem = Array("st:".utf8)
    static let part = Array("pa:".utf8)
    static let flag = Array("fl:".utf8)
    static let allomorph = Array("al:".utf8)
    static let derivational = Array("ds:".utf8)
    static let inflectional = Array("is:".utf8)
    static let terminal = Array("ts:".utf8)
    static let surfacePrefix = Array("sp:".utf8)
}

private let space = UInt8(ascii: " ")
private let newline = UInt8(ascii: "\n")
/// libhunspell's `MSEP_ALT`, a vertical tab.
private let alternative: UInt8 = 0x0B

/// One word's analysis.
struct Analyser {
    let engine: DictionaryEngine
    var affixes: AffixData { engine.affixes }
    var stems: StemTable { engine.stems }
    /// Set when a word's analysis is left to libhunspell: its compound search ran out of
    /// steps, or reached a state libhunspell itself reads past (see ``compoundMorphology``).
    var leftToLibhunspell = false
    /// The affixes the last search matched, as libhunspell's affix manager keeps them
    /// between its calls (its compound analysis reads them).
    var search = Search()

    init(engine: DictionaryEngine) {
        self.engine = engine
    }

    // MARK: The word, its case and its dots (libhunspell's analyze_internal)

    mutating func analyse(_ input: [UInt8]) -> [[UInt8]] {
        guard var (word, dots) = engine.cleaned(input) else { return [] }
        if word.isEmpty {
            guard dots > 0 else { return [] }
            word = [UInt8](repeating: UInt8(ascii: "."), count: dots)
            dots = 0
        }
        if affixes.isHungarian, let numeric = hungarianNumber(word) { return numeric }
        var result: [UInt8] = []
        let dot = UInt8(ascii: ".")
        let shape = engine.casing.shape(of: word)
        // The word as written (but a capitalised one), then, for a capitalised or all-caps
        // word, its lower-case and capitalised spellings; each also with a dot it had.
        if shape != .capitalized {
            Self.append(&result, morphology(word))
            if dots > 0 { Self.append(&result, morphology(word + [dot])) }
        }
        if shape == .capitalized || shape == .allCapitals {
            let lower = engine.casing.lowercased(word)
            let capital = engine.casing.capitalized(lower)
            Self.append(&result, morphology(lower))
            Self.append(&result, morphology(capital))
            if dots > 0 {
                Self.append(&result, morphology(lower + [dot]))
                Self.append(&result, morphology(capital + [dot]))
            }
        }
        if !result.isEmpty {
            if affixes.complexPrefixes { result = affixes.reversed(result) }
            return Self.lines(result)
        }
        return affixes.isHungarian ? hungarianDash(word) : []
    }

    /// Hungarian numbers (`1000`, `3,5`, `50%`): libhunspell's number section for hu.
    private mutating func hungarianNumber(_ word: [UInt8]) -> [[UInt8]]? {
        func byte(_ index: Int) -> UInt8 { index < word.count ? word[index] : 0 }
        var n = 0, groups = 0, lastSeparator = 0
        while n < word.count && ((byte(n) >= 0x30 && byte(n) <= 0x39)
                                 || ((byte(n) == UInt8(ascii: ".") || byte(n) == UInt8(ascii: ",")) && n > 0)) {
            n += 1
            if byte(n) == UInt8(ascii: ".") || byte(n) == UInt8(ascii: ",") {
                if (groups == 0 && n > 3) || (groups > 0 && (byte(n - 1) == UInt8(ascii: ".") || byte(n - 1) == UInt8(ascii: ","))) {
                    break
                }
                groups += 1
                lastSeparator = n
            }
        }
        if n == word.count && lastSeparator > 0 && n - lastSeparator > 3 { return [] }
        let percent = n > 0 && n < word.count && (byte(n) == UInt8(ascii: "%") || byte(n) == 0xB0)
        guard n == word.count || (percent && checks(Array(word[n...]))) else { return nil }
        var result = Array(word.prefix(n - 1))
        if n == word.count {
            Self.append(&result, morphology(Array(word[(n - 1)...])))
        } else {
            Self.append(&result, morphology([word[n - 1]]))
            result.append(UInt8(ascii: "+"))
            Self.append(&result, morphology(Array(word[n...])))
        }
        return Self.lines(result)
    }

    /// Whether the engine's `checkword` finds `word` (libhunspell's `checkword(…, NULL, NULL)`).
    private func checks(_ word: [UInt8]) -> Bool {
        var search = Search()
        return engine.checkWord(word, &search) != nil
    }

    private func spells(_ word: [UInt8]) -> Bool {
        var search = Search()
        return engine.spell(word, &search)
    }

    /// Hungarian words with a dash: libhunspell analyses the two sides.
    private mutating func hungarianDash(_ word: [UInt8]) -> [[UInt8]] {
        guard let dash = word.firstIndex(of: UInt8(ascii: "-")) else { return [] }
        let first = Array(word[..<dash]), second = Array(word[(dash + 1)...])
        var result: [UInt8] = []
        var firstSpells = false
        if second.isEmpty {
            if spells(first) {
                let analysis = morphology(first)
                if !analysis.isEmpty { return Self.lines(analysis) }
            }
        } else if second == [UInt8(ascii: "e")] {
            if spells(first) && spells(Array("-e".utf8)) {
                result += morphology(first)
                result.append(UInt8(ascii: "+"))
                result += morphology(Array("-e".utf8))
                return Self.lines(result)
            }
        } else {
            firstSpells = spells(first + [space])
            if firstSpells && spells(second) && (second.count > 1 || (second[0] > 0x30 && second[0] < 0x39)) {
                let analysis = morphology(first)
                if !analysis.isEmpty {
                    result += analysis
                    result.append(UInt8(ascii: "+"))
                }
                result += morphology(second)
                return Self.lines(result)
            }
        }
        // An affixed number: `valami1000000-hoz`.
        guard firstSpells, dash > 0, (word[dash - 1] >= 0x30 && word[dash - 1] <= 0x39) || word[dash - 1] == UInt8(ascii: ".") else {
            return []
        }
        var n = 1
        if word[dash - n] == UInt8(ascii: ".") { n += 1 }
        while dash >= n && (word[dash - n] == 0x30 || n < 3) && n < 6 { n += 1 }
        if dash < n { n -= 1 }
        while n >= 1 {
            defer { n -= 1 }
            guard word[dash - n] >= 0x30 && word[dash - n] <= 0x39 else { continue }
            let chunk = Array(word[(dash - n)...])
            if checks(chunk) {
                result += chunk
                result += morphology(chunk)
                return Self.lines(result)
            }
        }
        return []
    }

    // MARK: One spelling (libhunspell's suggest_morph)

    /// The analyses of one spelling, one per line (libhunspell's `suggest_morph`).
    mutating func morphology(_ input: [UInt8]) -> [UInt8] {
        let word = affixes.complexPrefixes ? affixes.reversed(input) : input
        var result: [UInt8] = []
        var candidate = stems.first(word[...])
        while let entry = candidate {
            if stems.hasNoFlags(entry) || !(stems.has(entry, affixes.forbidden) || stems.has(entry, affixes.needAffix)
                                            || stems.has(entry, affixes.onlyInCompound)) {
                if !containsField(entry, Field.stem) {
                    result.append(space)
                    result += Field.stem + word
                }
                if let fields = stems.fields(entry) {
                    result.append(space)
                    result += fields
                }
                result.append(newline)
            }
            candidate = stems.next(entry)
        }
        result += affixMorphology(word[...], needFlag: 0)
        if affixes.compounds && result.isEmpty {
            search.steps = 0
            search.gaveUp = false
            compoundMorphology(word, wordNumber: 0, syllables: 0, part: 0, rulesActive: false,
                               parts: DictionaryEngine.RuleParts(), into: &result, partResult: nil)
        }
        return Self.uniqueLines(result)
    }

    private func containsField(_ entry: Int32, _ field: [UInt8]) -> Bool {
        guard let fields = stems.fields(entry), fields.count >= field.count else { return false }
        var index = fields.startIndex
        while index + field.count <= fields.endIndex {
            if fields[index] == field[0] && fields[index..<(index + field.count)].elementsEqual(field) { return true }
            index += 1
        }
        return false
    }

    /// ` fl:X`, libhunspell's `debugflag`.
    private func flagField(_ flag: Flag) -> [UInt8] {
        [space] + Field.flag + affixes.encodeFlag(flag)
    }

    /// The stem entry's own part of an analysis: `st:` unless its fields name one, then its fields.
    private func stemPart(_ entry: Int32, into result: inout [UInt8]) {
        if affixes.complexPrefixes, let fields = stems.fields(entry) { result += fields }
        if !containsField(entry, Field.stem) {
            result.append(space)
            result += Field.stem + stems.word(entry)
        }
        if !affixes.complexPrefixes, let fields = stems.fields(entry) {
            result.append(space)
            result += fields
        }
    }

    // MARK: Affixes (libhunspell's affix_check_morph and its helpers)

    mutating func affixMorphology(_ word: ArraySlice<UInt8>, needFlag: Flag, position: CompoundPosition = .notInCompound) -> [UInt8] {
        // (libhunspell does not hand the needed flag to its prefix search here.)
        var result = prefixMorphology(word, position, needFlag: 0)
        result += suffixMorphology(word, crossProduct: false, prefix: -1, continuationClass: 0, needFlag: needFlag, position)
        if affixes.hasContinuationClasses {
            search.suffix = -1
            search.prefix = -1
            result += suffixTwiceMorphology(word, crossProduct: false, prefix: -1, needFlag: needFlag)
            result += prefixTwiceMorphology(word, .notInCompound, needFlag: needFlag)
        }
        return result
    }

    private mutating func prefixMorphology(_ word: ArraySlice<UInt8>, _ position: CompoundPosition, needFlag: Flag) -> [UInt8] {
        search.startPrefixSearch()
        var result: [UInt8] = []
        var cursor = engine.prefixIndex.start()
        while let (index, isEmpty) = engine.prefixIndex.next(&cursor, in: word, backwards: false) {
            let entry = affixes.prefixes[index]
            let found = prefixEntryMorphology(index, word, position, needFlag: needFlag)
            guard !found.isEmpty else { continue }
            if isEmpty {
                result += found
            } else if position != .notInCompound || !entry.continuation.contains(affixes.onlyInCompound) {
                result += found
                search.prefix = index
            }
        }
        return result
    }

    private mutating func prefixEntryMorphology(_ index: Int, _ word: ArraySlice<UInt8>, _ position: CompoundPosition,
                                                needFlag: Flag) -> [UInt8] {
        let entry = affixes.prefixes[index]
        let rest = word.count - entry.append.count
        guard rest > 0 || (rest == 0 && affixes.fullStrip), rest + entry.strip.count >= entry.condition.count else { return [] }
        let stem = entry.strip + word.dropFirst(entry.append.count)
        guard entry.condition.matchesStart(entry.strip[...], word.dropFirst(entry.append.count)) else { return [] }
        var result: [UInt8] = []
        var candidate = stems.first(stem[...])
        while let current = candidate {
            if stems.has(current, entry.flag) && !entry.continuation.contains(affixes.needAffix)
                && (needFlag == 0 || stems.has(current, needFlag) || entry.continuation.contains(needFlag)) {
                if let morph = entry.morph {
                    result.append(space)
                    result += morph
                } else {
                    result += entry.append
                }
                if !containsField(current, Field.stem) {
                    result.append(space)
                    result += Field.stem + stems.word(current)
                }
                if let fields = stems.fields(current) {
                    result.append(space)
                    result += fields
                } else {
                    result += flagField(entry.flag)
                }
                result.append(newline)
            }
            candidate = stems.next(current)
        }
        if entry.crossProduct && position != .begin {
            result += suffixMorphology(stem[...], crossProduct: true, prefix: index, continuationClass: 0, needFlag: needFlag,
                                       .notInCompound)
        }
        return result
    }

    private mutating func prefixTwiceMorphology(_ word: ArraySlice<UInt8>, _ position: CompoundPosition, needFlag: Flag) -> [UInt8] {
        search.startPrefixSearch()
        var result: [UInt8] = []
        var cursor = engine.prefixIndex.start()
        while let (index, isEmpty) = engine.prefixIndex.next(&cursor, in: word, backwards: false) {
            let entry = affixes.prefixes[index]
            let rest = word.count - entry.append.count
            guard rest > 0 || (rest == 0 && affixes.fullStrip), rest + entry.strip.count >= entry.condition.count else { continue }
            let tail = word.dropFirst(entry.append.count)
            guard entry.condition.matchesStart(entry.strip[...], tail), entry.crossProduct, position != .begin else { continue }
            let stem = entry.strip + tail
            let found = suffixTwiceMorphology(stem[...], crossProduct: true, prefix: index, needFlag: needFlag)
            if !found.isEmpty && !isEmpty { search.prefix = index }
            result += found
        }
        return result
    }

    private mutating func suffixMorphology(_ word: ArraySlice<UInt8>, crossProduct: Bool, prefix: Int, continuationClass: Flag,
                                           needFlag: Flag, _ position: CompoundPosition) -> [UInt8] {
        let prefixEntry = prefix >= 0 ? affixes.prefixes[prefix] : nil
        let prefixContinuation = prefixEntry?.continuation ?? FlagSet([])
        // libhunspell drops what the empty suffixes found for an empty word (FULLSTRIP).
        guard !word.isEmpty else { return [] }
        var result: [UInt8] = []
        var cursor = engine.suffixIndex.start()
        while let (index, isEmpty) = engine.suffixIndex.next(&cursor, in: word, backwards: true) {
            let entry = affixes.suffixes[index]
            if isEmpty && continuationClass != 0 && entry.continuation.isEmpty { continue }
            guard position != .begin || (affixes.compoundPermit != 0 && entry.continuation.contains(affixes.compoundPermit)) else { continue }
            if affixes.circumfix != 0 {
                guard prefixContinuation.contains(affixes.circumfix) == entry.continuation.contains(affixes.circumfix) else { continue }
            }
            guard position != .notInCompound || !entry.continuation.contains(affixes.onlyInCompound) else { continue }
            if continuationClass == 0 && entry.continuation.contains(affixes.needAffix) {
                guard isEmpty, prefixEntry != nil, !prefixContinuation.contains(affixes.needAffix) else { continue }
            }
            if crossProduct && !entry.crossProduct { continue }
            let rest = word.count - entry.append.count
            guard rest > 0 || (rest == 0 && affixes.fullStrip), rest + entry.strip.count >= entry.condition.count,
                  entry.condition.matchesEnd(word.prefix(rest), entry.strip[...])
            else { continue }
            let stem = Array(word.prefix(rest)) + entry.strip
            var candidate = stems.first(stem[...])
            while let current = candidate {
                candidate = stems.next(current)
                guard (stems.has(current, entry.flag) || prefixContinuation.contains(entry.flag) && prefixEntry != nil)
                        && (!crossProduct || (prefixEntry.map { stems.has(current, $0.flag) || entry.continuation.contains($0.flag) } ?? false))
                        && (continuationClass == 0 || entry.continuation.contains(continuationClass))
                        && (needFlag == 0 || stems.has(current, needFlag) || entry.continuation.contains(needFlag))
                else { continue }
                if let prefixEntry {
                    if let morph = prefixEntry.morph {
                        result += morph
                        result.append(space)
                    } else {
                        result += flagField(prefixEntry.flag)
                    }
                }
                stemPart(current, into: &result)
                if let morph = entry.morph {
                    result.append(space)
                    result += morph
                } else {
                    result += flagField(entry.flag)
                }
                result.append(newline)
            }
        }
        return result
    }

    private mutating func suffixTwiceMorphology(_ word: ArraySlice<UInt8>, crossProduct: Bool, prefix: Int, needFlag: Flag) -> [UInt8] {
        let prefixEntry = prefix >= 0 ? affixes.prefixes[prefix] : nil
        // libhunspell drops what the empty suffixes found for an empty word (FULLSTRIP).
        guard !word.isEmpty else { return [] }
        var result: [UInt8] = []
        var cursor = engine.suffixIndex.start()
        while let (index, isEmpty) = engine.suffixIndex.next(&cursor, in: word, backwards: true) {
            let entry = affixes.suffixes[index]
            guard affixes.isContinuationClass(entry.flag) else { continue }
            let found = suffixEntryTwiceMorphology(entry, word, crossProduct: crossProduct, prefix: prefixEntry, prefixIndex: prefix,
                                                   needFlag: needFlag)
            guard !found.isEmpty else { continue }
            let own = entry.morph.map { [space] + $0 } ?? flagField(entry.flag)
            if isEmpty {
                if let prefixEntry {
                    if let morph = prefixEntry.morph {
                        result += morph
                        result.append(space)
                    } else {
                        result += flagField(prefixEntry.flag)
                    }
                }
                result += found + own
            } else {
                search.suffixFlag = entry.flag
                if entry.continuation.isEmpty { search.suffixAppend = entry.append }
                // libhunspell's strlinecat: the suffix's fields at the end of every line.
                for byte in found {
                    if byte == newline { result += own }
                    result.append(byte)
                }
                result += own
            }
            result.append(newline)
        }
        return result
    }

    private mutating func suffixEntryTwiceMorphology(_ entry: AffixEntry, _ word: ArraySlice<UInt8>, crossProduct: Bool,
                                                     prefix: AffixEntry?, prefixIndex: Int, needFlag: Flag) -> [UInt8] {
        if crossProduct && !entry.crossProduct { return [] }
        let rest = word.count - entry.append.count
        guard rest > 0 || (rest == 0 && affixes.fullStrip), rest + entry.strip.count >= entry.condition.count,
              entry.condition.matchesEnd(word.prefix(rest), entry.strip[...])
        else { return [] }
        let stem = Array(word.prefix(rest)) + entry.strip
        var result: [UInt8] = []
        if let prefix {
            if entry.continuation.contains(prefix.flag) {
                let found = suffixMorphology(stem[...], crossProduct: false, prefix: -1, continuationClass: entry.flag,
                                             needFlag: needFlag, .notInCompound)
                if !found.isEmpty {
                    if let morph = prefix.morph {
                        result += morph
                        result.append(space)
                    }
                    result += found
                }
            } else {
                result += suffixMorphology(stem[...], crossProduct: crossProduct, prefix: prefixIndex, continuationClass: entry.flag,
                                           needFlag: needFlag, .notInCompound)
            }
        } else {
            result += suffixMorphology(stem[...], crossProduct: false, prefix: -1, continuationClass: entry.flag,
                                       needFlag: needFlag, .notInCompound)
        }
        Self.chomp(&result)
        return result
    }

    // MARK: Compounds (libhunspell's compound_check_morph)

    /// The analyses of `word` as a compound, appended to `result`: libhunspell's
    /// `compound_check_morph`, which the top call makes without its Hungarian moving rule.
    ///
    /// libhunspell cuts its copy of the word at each boundary it tries and, on some paths
    /// (a forbidden first part, `COMPOUNDFORBIDFLAG`, `COMPOUNDEND` on an affix), goes on
    /// without mending the cut, so that later first parts are read short. The engine leaves
    /// such words, and those whose search runs out of steps, to libhunspell
    /// (``leftToLibhunspell``) rather than guess.
    private mutating func compoundMorphology(_ word: [UInt8], wordNumber startWordNumber: Int, syllables startSyllables: Int,
                                             part partIndex: Int, rulesActive startRulesActive: Bool, parts: DictionaryEngine.RuleParts,
                                             into result: inout [UInt8], partResult: [UInt8]?) {
        search.steps += 1
        if search.steps > DictionaryEngine.compoundStepLimit { search.gaveUp = true }
        if search.gaveUp {
            leftToLibhunspell = true
            return
        }
        func byte(_ index: Int) -> UInt8 { index >= 0 && index < word.count ? word[index] : 0 }
        let (boundaryStart, boundaryEnd) = engine.boundaryRange(word, length: word.count)
        var wordNumber = startWordNumber
        var syllableCount = startSyllables
        // libhunspell's copy of the word is cut short at an earlier boundary: its later first
        // parts would be read short.
        var cut = false
        // Once a compound was found, libhunspell no longer looks for one of more parts (its
        // `ok` is the whole call's, never reset).
        var ok = false
        var i = boundaryStart
        while i < boundaryEnd {
            if affixes.isUTF8 {
                while i < word.count, word[i] & 0xC0 == 0x80 { i += 1 }
                if i >= boundaryEnd { return }
            }
            if cut {
                leftToLibhunspell = true
                return
            }
            var rulesActive = startRulesActive
            var onlyRules = rulesActive ? 1 : 0
            // The word number at the start of a pass: a second pass (COMPOUNDRULE's) only from 0.
            var passWordNumber = wordNumber
            repeat {
                // libhunspell counts the pass in its loop's test, after the test of the word number.
                defer { if !affixes.compoundRules.isEmpty && passWordNumber == 0 { onlyRules += 1 } }
                search.steps += 1
                if search.steps > DictionaryEngine.compoundStepLimit { search.gaveUp = true }
                if search.gaveUp {
                    leftToLibhunspell = true
                    return
                }
                passWordNumber = wordNumber
                let savedSyllables = syllableCount, savedWordNumber = wordNumber
                var checkedPrefix = false
                search.suffix = -1
                let first = Array(word[..<i])
                var presult = partResult ?? []
                var stem = stems.first(first[...])
                // Goes on to the next boundary (or COMPOUNDRULE's second try) with the copy mended
                // (`mended`), or cut short, as libhunspell's `continue`s do.
                var stop: Bool?
                if let found = stem, affixes.compoundForbid != 0, stems.has(found, affixes.compoundForbid) {
                    stop = false
                }
                while stop == nil, let current = stem {
                    if affixes.needAffix != 0 && stems.has(current, affixes.needAffix) {
                        stem = stems.next(current)
                        continue
                    }
                    let allowed = (affixes.compoundFlag != 0 && !rulesActive && onlyRules == 0 && stems.has(current, affixes.compoundFlag))
                        || (affixes.compoundBegin != 0 && wordNumber == 0 && onlyRules == 0 && stems.has(current, affixes.compoundBegin))
                        || (affixes.compoundMiddle != 0 && wordNumber != 0 && !rulesActive && onlyRules == 0
                            && stems.has(current, affixes.compoundMiddle))
                        || (!affixes.compoundRules.isEmpty && onlyRules != 0
                            && ((!rulesActive && wordNumber == 0
                                 && engine.matchesCompoundRule(parts, &rulesActive, index: partIndex, stem: current, fallback: true, whole: false))
                                || (rulesActive
                                    && engine.matchesCompoundRule(parts, &rulesActive, index: partIndex, stem: current, fallback: true, whole: false))))
                    if allowed { break }
                    stem = stems.next(current)
                }
                if stop == nil, let found = stem {
                    presult += [space] + Field.part + first
                    if !containsField(found, Field.stem) { presult += [space] + Field.stem + first }
                    if let fields = stems.fields(found) { presult += [space] + fields }
                    if stems.has(found, affixes.forbidden) || stems.has(found, AffixData.onlyUpperCaseFlag)
                        || stems.has(found, affixes.needAffix) {
                        if !stems.hasNoFlags(found) { stop = true }
                    }
                } else if stop == nil {
                    if affixes.compoundFlag != 0 {
                        stem = engine.prefixCheck(first[...], .begin, needFlag: affixes.compoundFlag, &search)
                        if stem == nil {
                            stem = engine.suffixCheck(first[...], crossProduct: false, prefix: -1, continuationClass: 0,
                                                      needFlag: affixes.compoundFlag, .begin, &search)
                            if stem == nil && affixes.compoundMoreSuffixes {
                                stem = engine.suffixCheckTwoSuffixes(first[...], crossProduct: false, prefix: -1,
                                                                     needFlag: affixes.compoundFlag, &search)
                            }
                            if stem != nil, search.suffix >= 0 {
                                let continuation = affixes.suffixes[search.suffix].continuation
                                if (affixes.compoundForbid != 0 && continuation.contains(affixes.compoundForbid))
                                    || (affixes.compoundEnd != 0 && continuation.contains(affixes.compoundEnd)) {
                                    stem = nil
                                }
                            }
                        }
                    }
                    if stem == nil && wordNumber == 0 && affixes.compoundBegin != 0 {
                        stem = engine.suffixCheck(first[...], crossProduct: false, prefix: -1, continuationClass: 0,
                                                  needFlag: affixes.compoundBegin, .begin, &search)
                        if stem == nil && affixes.compoundMoreSuffixes {
                            stem = engine.suffixCheckTwoSuffixes(first[...], crossProduct: false, prefix: -1, needFlag: affixes.compoundBegin, &search)
                        }
                        if stem == nil { stem = engine.prefixCheck(first[...], .begin, needFlag: affixes.compoundBegin, &search) }
                    } else if stem == nil && wordNumber > 0 && affixes.compoundMiddle != 0 {
                        stem = engine.suffixCheck(first[...], crossProduct: false, prefix: -1, continuationClass: 0,
                                                  needFlag: affixes.compoundMiddle, .begin, &search)
                        if stem == nil && affixes.compoundMoreSuffixes {
                            stem = engine.suffixCheckTwoSuffixes(first[...], crossProduct: false, prefix: -1, needFlag: affixes.compoundMiddle, &search)
                        }
                        if stem == nil { stem = engine.prefixCheck(first[...], .begin, needFlag: affixes.compoundMiddle, &search) }
                    }
                    if stem != nil {
                        var analysis: [UInt8] = []
                        if affixes.compoundFlag != 0 { analysis = affixMorphology(first[...], needFlag: affixes.compoundFlag) }
                        if analysis.isEmpty {
                            if wordNumber == 0 && affixes.compoundBegin != 0 {
                                analysis = affixMorphology(first[...], needFlag: affixes.compoundBegin)
                            } else if wordNumber > 0 && affixes.compoundMiddle != 0 {
                                analysis = affixMorphology(first[...], needFlag: affixes.compoundMiddle)
                            }
                        }
                        if !analysis.isEmpty {
                            presult += [space] + Field.part + first
                            presult += Self.alternativesJoined(analysis)
                        }
                        checkedPrefix = true
                    }
                }
                if stop == true { continue }  // mended: the next try
                if stop == false {
                    cut = true
                    continue
                }
                func continuationHas(_ flag: Flag) -> Bool {
                    (search.prefix >= 0 && affixes.prefixes[search.prefix].continuation.contains(flag))
                        || (search.suffix >= 0 && affixes.suffixes[search.suffix].continuation.contains(flag))
                }
                if stem != nil && continuationHas(affixes.compoundForbid) {
                    cut = true
                    continue
                }
                if stem != nil && !checkedPrefix && affixes.compoundEnd != 0 && continuationHas(affixes.compoundEnd) {
                    cut = true
                    continue
                }
                if stem != nil && !checkedPrefix && wordNumber == 0 && affixes.compoundMiddle != 0 && continuationHas(affixes.compoundMiddle) {
                    stem = nil
                }
                if let found = stem, stems.has(found, affixes.forbidden) || stems.has(found, AffixData.onlyUpperCaseFlag) {
                    if !stems.hasNoFlags(found) {
                        cut = true
                        continue
                    }
                }
                if let found = stem, affixes.compoundRoot != 0, stems.has(found, affixes.compoundRoot) { wordNumber += 1 }
                guard let firstStem = stem,
                      checkedPrefix || (rulesActive && parts.parts[partIndex] != nil)
                        || (affixes.compoundFlag != 0 && stems.has(firstStem, affixes.compoundFlag))
                        || (savedWordNumber == 0 && affixes.compoundBegin != 0 && stems.has(firstStem, affixes.compoundBegin))
                        || (savedWordNumber > 0 && affixes.compoundMiddle != 0 && stems.has(firstStem, affixes.compoundMiddle)),
                      !(affixes.checkCompoundTriple && !rulesActive && byte(i - 1) == byte(i)
                        && ((i > 1 && byte(i - 1) == byte(i - 2)) || byte(i - 1) == byte(i + 1))),
                      !(!affixes.compoundPatterns.isEmpty && !rulesActive
                        && engine.isForbiddenByPattern(word, at: i, first: firstStem, second: nil)),
                      !(affixes.checkCompoundCase && !rulesActive && engine.isForbiddenByCase(word, at: i))
                else {
                    wordNumber = savedWordNumber
                    syllableCount = savedSyllables
                    continue
                }
                if affixes.isHungarian {
                    syllableCount += engine.syllables(first)
                    if search.prefix >= 0 && engine.syllables(affixes.prefixes[search.prefix].append) > 1 { wordNumber += 1 }
                }
                let rest = Array(word[i...])
                // The next part as a stem of the .dic.
                var second = stems.first(rest[...])
                while let current = second {
                    if affixes.needAffix != 0 && stems.has(current, affixes.needAffix) {
                        second = stems.next(current)
                        continue
                    }
                    let allowed = (affixes.compoundFlag != 0 && !rulesActive && stems.has(current, affixes.compoundFlag))
                        || (affixes.compoundEnd != 0 && !rulesActive && stems.has(current, affixes.compoundEnd))
                        || (!affixes.compoundRules.isEmpty && rulesActive
                            && engine.matchesCompoundRule(parts, &rulesActive, index: partIndex + 1, stem: current, fallback: false, whole: true))
                    if allowed { break }
                    second = stems.next(current)
                }
                if let found = second, rulesActive, parts.parts[partIndex + 1] != nil {
                    result += presult + [space] + Field.part + rest
                    if affixes.complexPrefixes, let fields = stems.fields(found) { result += fields }
                    if !containsField(found, Field.stem) { result += [space] + Field.stem + stems.word(found) }
                    if !affixes.complexPrefixes, let fields = stems.fields(found) { result += [space] + fields }
                    result.append(newline)
                    return
                }
                let savedSyllables2 = syllableCount, savedWordNumber2 = wordNumber
                if let found = second, affixes.isHungarian, stems.has(found, Flag(UInt8(ascii: "I"))), !stems.has(found, Flag(UInt8(ascii: "J"))) {
                    syllableCount -= 1
                }
                if let found = second, affixes.compoundRoot != 0, stems.has(found, affixes.compoundRoot) { wordNumber += 1 }
                // (libhunspell's `continue`s below skip the restoring of the counts at the end of the pass.)
                if let found = second, !stems.hasNoFlags(found),
                   stems.has(found, affixes.forbidden) || stems.has(found, AffixData.onlyUpperCaseFlag) {
                    continue
                }
                if let found = second,
                   (affixes.compoundFlag != 0 && stems.has(found, affixes.compoundFlag)) || (affixes.compoundEnd != 0 && stems.has(found, affixes.compoundEnd)),
                   affixes.compoundWordMaximum == -1 || wordNumber + 1 < affixes.compoundWordMaximum
                    || (affixes.compoundMaximumSyllables != 0
                        && syllableCount + engine.syllables(stems.word(found)) <= affixes.compoundMaximumSyllables),
                   !affixes.checkCompoundDuplicates || found != firstStem {
                    result += presult + [space] + Field.part + rest
                    if let fields = stems.fields(found) {
                        if affixes.complexPrefixes { result += fields }
                        if !containsField(found, Field.stem) { result += [space] + Field.stem + stems.word(found) }
                        if !affixes.complexPrefixes { result += [space] + fields }
                    }
                    result.append(newline)
                    ok = true
                }
                syllableCount = savedSyllables2
                wordNumber = savedWordNumber2
                // The next part with affixes.
                search.suffix = -1
                search.suffixFlag = 0
                var affixed: Int32?
                if affixes.compoundFlag != 0 && onlyRules == 0 {
                    affixed = engine.affixCheck(rest[...], needFlag: affixes.compoundFlag, &search)
                }
                if affixed == nil && affixes.compoundEnd != 0 && onlyRules == 0 {
                    search.suffix = -1
                    search.prefix = -1
                    affixed = engine.affixCheck(rest[...], needFlag: affixes.compoundEnd, &search)
                }
                if affixed == nil && !affixes.compoundRules.isEmpty && rulesActive {
                    affixed = engine.affixCheck(rest[...], needFlag: 0, position: .end, &search)
                    if let found = affixed,
                       engine.matchesCompoundRule(parts, &rulesActive, index: partIndex + 1, stem: found, fallback: false, whole: true) {
                        var analysis: [UInt8] = []
                        if affixes.compoundFlag != 0 { analysis = affixMorphology(rest[...], needFlag: affixes.compoundFlag) }
                        if analysis.isEmpty && affixes.compoundEnd != 0 { analysis = affixMorphology(rest[...], needFlag: affixes.compoundEnd) }
                        result += presult
                        if !analysis.isEmpty { result += [space] + Field.part + rest + Self.alternativesJoined(analysis) }
                        result.append(newline)
                        ok = true
                    }
                }
                if affixed != nil && continuationHas(affixes.compoundForbid) {
                    affixed = nil
                }
                if let found = affixed, !stems.hasNoFlags(found),
                   stems.has(found, affixes.forbidden) || stems.has(found, AffixData.onlyUpperCaseFlag),
                   !stems.has(found, affixes.needAffix) {
                    continue
                }
                if affixes.isHungarian {
                    syllableCount += engine.syllables(rest)
                    if let append = search.suffixAppend {
                        syllableCount -= engine.syllables(append) + search.suffixExtra
                    } else {
                        syllableCount -= search.suffixExtra
                    }
                    if search.prefix >= 0 && engine.syllables(affixes.prefixes[search.prefix].append) > 1 { wordNumber += 1 }
                    if affixes.countsSuffixSyllables {
                        switch search.suffixFlag {
                        case Flag(UInt8(ascii: "c")): syllableCount += 2
                        case Flag(UInt8(ascii: "J")): syllableCount += 1
                        case Flag(UInt8(ascii: "I")):
                            if let found = affixed, stems.has(found, Flag(UInt8(ascii: "J"))) { syllableCount += 1 }
                        default: break
                        }
                    }
                }
                if let found = affixed, affixes.compoundRoot != 0, stems.has(found, affixes.compoundRoot) { wordNumber += 1 }
                if let found = affixed,
                   affixes.compoundWordMaximum == -1 || wordNumber + 1 < affixes.compoundWordMaximum
                    || (affixes.compoundMaximumSyllables != 0 && syllableCount <= affixes.compoundMaximumSyllables),
                   !affixes.checkCompoundDuplicates || found != firstStem {
                    var analysis: [UInt8] = []
                    if affixes.compoundFlag != 0 { analysis = affixMorphology(rest[...], needFlag: affixes.compoundFlag) }
                    if analysis.isEmpty && affixes.compoundEnd != 0 { analysis = affixMorphology(rest[...], needFlag: affixes.compoundEnd) }
                    result += presult
                    if !analysis.isEmpty { result += [space] + Field.part + rest + [space] + Self.alternativesJoined(analysis) }
                    result.append(newline)
                    ok = true
                }
                syllableCount = savedSyllables2
                wordNumber = savedWordNumber2
                if wordNumber + 2 < DictionaryEngine.maximumCompoundParts && !ok {
                    compoundMorphology(rest, wordNumber: wordNumber + 1, syllables: syllableCount, part: partIndex + 1,
                                       rulesActive: rulesActive, parts: parts, into: &result, partResult: presult)
                    if leftToLibhunspell { return }
                }
                wordNumber = savedWordNumber
                syllableCount = savedSyllables
            } while !affixes.compoundRules.isEmpty && passWordNumber == 0 && onlyRules <= 1
            i += 1
        }
    }

    /// libhunspell's `line_uniq_app`: one analysis as it is; several as ` ( a | b ) `.
    private static func alternativesJoined(_ text: [UInt8]) -> [UInt8] {
        guard text.contains(newline) else { return text }
        let lines = lines(text)
        guard !lines.isEmpty else { return [] }
        if lines.count == 1 { return lines[0] }
        var joined = Array(" ( ".utf8)
        for line in lines { joined += line + Array(" | ".utf8) }
        joined[joined.count - 2] = UInt8(ascii: ")")
        return joined
    }

    // MARK: Stems (libhunspell's stem of analyses)

    mutating func stems(from analyses: [[UInt8]]) -> [[UInt8]] {
        var found: [[UInt8]] = []
        for analysis in analyses {
            let (parts, last) = Self.compoundParts(analysis)
            for piece in Self.alternatives(last) {
                if piece.firstRange(of: Field.derivational, from: 0) != nil {
                    // A derived word: generated from its stem's rules (libhunspell's suggest_gen).
                    var pattern = piece
                    if let inflection = pattern.firstRange(of: Field.inflectional, from: 0) { pattern.removeSubrange(inflection...) }
                    for generated in Self.lines(generate([pattern], pattern: pattern)) {
                        found.append(parts + generated)
                    }
                } else {
                    var stem = parts
                    if let prefix = Self.field(Field.surfacePrefix, in: piece) { stem += prefix }
                    stem += Self.field(Field.stem, in: piece) ?? []
                    found.append(stem)
                }
            }
        }
        var unique: [[UInt8]] = []
        for stem in found where !stem.isEmpty && !unique.contains(stem) { unique.append(stem) }
        return unique
    }

    /// The text of each `pa:` part but the last, joined, and the analysis from the last `pa:` on.
    private static func compoundParts(_ analysis: [UInt8]) -> (parts: [UInt8], last: [UInt8]) {
        guard var part = analysis.firstRange(of: Field.part, from: 0) else { return ([], analysis) }
        var parts: [UInt8] = []
        while let next = analysis.firstRange(of: Field.part, from: part + 1) {
            parts += field(Field.part, in: Array(analysis[part...])) ?? []
            part = next
        }
        return (parts, Array(analysis[part...]))
    }

    /// An analysis's alternatives (` | ` between them).
    private static func alternatives(_ analysis: [UInt8]) -> [[UInt8]] {
        var text = analysis
        var index = 0
        while index + 2 < text.count {
            if text[index] == space && text[index + 1] == UInt8(ascii: "|") && text[index + 2] == space {
                text[index + 1] = alternative
            }
            index += 1
        }
        return text.split(separator: alternative, omittingEmptySubsequences: true).map(Array.init)
    }

    // MARK: Generating derived words (libhunspell's suggest_gen and morphgen)

    private mutating func generate(_ analyses: [[UInt8]], pattern given: [UInt8]) -> [UInt8] {
        var pattern = given
        var result: [UInt8] = []
        while true {
            for analysis in analyses {
                let (parts, last) = Self.compoundParts(analysis)
                for var piece in Self.alternatives(last) {
                    if let inflection = piece.firstRange(of: Field.inflectional, from: 0) { piece.removeSubrange(inflection...) }
                    while let terminal = piece.firstRange(of: Field.terminal, from: 0) { piece[terminal] = UInt8(ascii: "_") }
                    guard let stem = Self.field(Field.stem, in: last) else { continue }
                    var candidate = stems.first(stem[...])
                    while let entry = candidate {
                        var generated = generated(from: entry, pattern: piece + pattern)
                        if generated.isEmpty { generated = self.generated(from: entry, pattern: pattern) }
                        for word in Self.lines(generated) {
                            result.append(newline)
                            result += parts
                            if piece.firstRange(of: Field.surfacePrefix, from: 0) != nil {
                                result += Self.field(Field.surfacePrefix, in: piece) ?? []
                            }
                            result += word
                        }
                        candidate = stems.next(entry)
                    }
                }
            }
            guard result.isEmpty, pattern.firstRange(of: Field.derivational, from: 0) != nil else { break }
            pattern = Self.replacing(Field.derivational, with: Field.terminal, in: pattern)
        }
        return result
    }

    /// libhunspell's `suggest_hentry_gen`: the forms of a stem entry (and its allomorphs) that `pattern` describes.
    private mutating func generated(from entry: Int32, pattern: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        let fields = stems.fields(entry).map(Array.init)
        if Self.suffixCount(fields ?? []) > Self.suffixCount(pattern) { return result }
        if let fields {
            let form = morphGenerate(Array(stems.word(entry)), flags: FlagSet(stems.flagList(entry)), morph: fields, target: pattern, level: 0)
            if !form.isEmpty {
                result += form
                result.append(newline)
            }
            var search = 0
            while let at = fields.firstRange(of: Field.allomorph, from: search) {
                let start = at + Field.allomorph.count
                let allomorph = Self.fieldText(fields, from: start)
                search = start + allomorph.count
                var candidate = stems.first(allomorph[...])
                while let other = candidate {
                    candidate = stems.next(other)
                    guard let otherFields = stems.fields(other).map(Array.init),
                          let stemAt = otherFields.firstRange(of: Field.stem, from: 0) else { continue }
                    // libhunspell compares the field's length of the entry's word (strncmp).
                    let stemText = Self.fieldText(otherFields, from: stemAt + Field.stem.count)
                    guard Self.cPrefixEqual(Array(stems.word(entry)), stemText) else { continue }
                    let form = morphGenerate(Array(stems.word(other)), flags: FlagSet(stems.flagList(other)), morph: otherFields,
                                             target: pattern, level: 0)
                    if !form.isEmpty {
                        result += form
                        result.append(newline)
                    }
                }
            }
        }
        return result
    }

    /// `strncmp(text, field, field.count) == 0`, `text` a C string.
    private static func cPrefixEqual(_ text: [UInt8], _ field: [UInt8]) -> Bool {
        for (index, byte) in field.enumerated() {
            let other = index < text.count ? text[index] : 0
            if other != byte { return false }
            if byte == 0 { return true }
        }
        return true
    }

    /// libhunspell's `morphgen`: a form of `word` whose suffixes' fields give `target`.
    /// `flags` are the stem entry's (level 0) or a suffix's continuation classes (level 1).
    private mutating func morphGenerate(_ word: [UInt8], flags: FlagSet, morph: [UInt8], target: [UInt8], level: Int) -> [UInt8] {
        if flags.contains(affixes.substandard) { return [] }
        if Self.morphCompare(morph, target) == 0 { return word }
        var own: [UInt8]?
        if morph.firstRange(of: Field.inflectional, from: 0) != nil || morph.firstRange(of: Field.derivational, from: 0) != nil {
            own = morph + [space]
        }
        // libhunspell walks the suffixes of each of the flags, in their order, and those of
        // one flag in the reverse of the file's order.
        for flag in flags.flags {
            // (Entries without fields are never used: only those with fields are listed.)
            for suffixIndex in (engine.morphologicalSuffixes[flag] ?? []).reversed() {
                let suffix = affixes.suffixes[Int(suffixIndex)]
                guard let suffixMorph = suffix.morph,
                      suffix.continuation.isEmpty || !suffix.continuation.contains(affixes.substandard) else { continue }
                let stemMorph = own.map { $0 + suffixMorph } ?? suffixMorph
                let comparison = Self.morphCompare(stemMorph, target)
                if comparison == 0, let form = suffixed(word, suffix), !form.isEmpty {
                    let allowed = stems.first(form[...]).map { !(stems.has($0, affixes.forbidden) || stems.has($0, AffixData.onlyUpperCaseFlag)) }
                    if allowed ?? true { return form }
                }
                if level == 0 && comparison == 1 && !suffix.continuation.isEmpty && !suffix.continuation.contains(affixes.substandard),
                   let form = suffixed(word, suffix), !form.isEmpty {
                    let deeper = morphGenerate(form, flags: suffix.continuation, morph: stemMorph, target: target, level: 1)
                    if !deeper.isEmpty { return deeper }
                }
            }
        }
        return []
    }

    /// libhunspell's `SfxEntry::add`: `word` with the suffix, when its condition and strip allow.
    private func suffixed(_ word: [UInt8], _ suffix: AffixEntry) -> [UInt8]? {
        guard word.count > suffix.strip.count || (word.isEmpty && affixes.fullStrip) else { return nil }
        guard word.count >= suffix.condition.count, suffix.condition.matchesEnd(word[...], []) else { return nil }
        guard word.suffix(suffix.strip.count).elementsEqual(suffix.strip) else { return nil }
        return Array(word.dropLast(suffix.strip.count)) + suffix.append
    }

    // MARK: Text helpers

    /// libhunspell's `get_sfxcount`: the suffix fields (`ds:`, `is:`, `ts:`) of an analysis.
    private static func suffixCount(_ morph: [UInt8]) -> Int {
        guard !morph.isEmpty else { return 0 }
        var count = 0
        var at = morph.firstRange(of: Field.derivational, from: 0) ?? morph.firstRange(of: Field.inflectional, from: 0)
            ?? morph.firstRange(of: Field.terminal, from: 0)
        while let found = at {
            count += 1
            at = morph.firstRange(of: Field.derivational, from: found + 1) ?? morph.firstRange(of: Field.inflectional, from: found + 1)
                ?? morph.firstRange(of: Field.terminal, from: found + 1)
        }
        return count
    }

    /// libhunspell's `morphcmp`: 0 when the suffix fields of the first lines of `s` and `t`
    /// are equal, 1 when they may be equal with one more suffix, -1 otherwise.
    static func morphCompare(_ s: [UInt8], _ t: [UInt8]) -> Int {
        s.withUnsafeBufferPointer { s in t.withUnsafeBufferPointer { t in morphCompare(s, t) } }
    }

    private static func morphCompare(_ s: UnsafeBufferPointer<UInt8>, _ t: UnsafeBufferPointer<UInt8>) -> Int {
        @inline(__always) func byte(_ text: UnsafeBufferPointer<UInt8>, _ index: Int) -> UInt8 { index < text.count ? text[index] : 0 }
        @inline(__always) func ends(_ byte: UInt8) -> Bool { byte == space || byte == newline || byte == 0x09 || byte == 0 }
        func lineEnd(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
            guard let base = text.baseAddress, let found = memchr(base, Int32(newline), text.count) else { return nil }
            return UnsafeRawPointer(found) - UnsafeRawPointer(base)
        }
        let sLine = lineEnd(s), tLine = lineEnd(t)
        var (sAt, sOld) = nextSuffixField(s, from: 0, lineEnd: sLine)
        var (tAt, _) = nextSuffixField(t, from: 0, lineEnd: tLine)
        var sEnd = false, tEnd = false
        while var si = sAt, var ti = tAt, sLine.map({ $0 > si }) ?? true, tLine.map({ $0 > ti }) ?? true {
            si += 3
            ti += 3
            sEnd = false
            tEnd = false
            while byte(s, si) == byte(t, ti) && !sEnd && !tEnd {
                si += 1
                ti += 1
                sEnd = ends(byte(s, si))
                tEnd = ends(byte(t, ti))
            }
            if !sEnd || !tEnd { return sOld != nil ? -1 : 1 }
            (sAt, sOld) = nextSuffixField(s, from: si, lineEnd: sLine)
            (tAt, _) = nextSuffixField(t, from: ti, lineEnd: tLine)
        }
        return sAt == nil && tAt == nil && sEnd && tEnd ? 0 : 1
    }

    /// `morphcmp`'s step: the next `ds:` before the line's end, else `is:` before it, else
    /// `ts:` (anywhere, and then no `old`), from `from`; the three found in one pass.
    private static func nextSuffixField(_ text: UnsafeBufferPointer<UInt8>, from: Int, lineEnd: Int?) -> (at: Int?, old: Int?) {
        var derivational = -1, inflectional = -1, terminal = -1
        // From colon to colon (memchr), the two bytes before each.
        if let base = text.baseAddress {
            var index = from + 2
            while index < text.count, let found = memchr(base + index, Int32(UInt8(ascii: ":")), text.count - index) {
                let colon = UnsafeRawPointer(found) - UnsafeRawPointer(base)
                if text[colon - 1] == UInt8(ascii: "s") {
                    switch text[colon - 2] {
                    case UInt8(ascii: "d"): if derivational < 0 { derivational = colon - 2 }
                    case UInt8(ascii: "i"): if inflectional < 0 { inflectional = colon - 2 }
                    case UInt8(ascii: "t"): if terminal < 0 { terminal = colon - 2 }
                    default: break
                    }
                    if derivational >= 0 && inflectional >= 0 && terminal >= 0 { break }
                }
                index = colon + 1
            }
        }
        let limit = lineEnd ?? Int.max
        if derivational >= 0 && derivational <= limit { return (derivational, from) }
        if inflectional >= 0 && inflectional <= limit { return (inflectional, from) }
        return (terminal >= 0 ? terminal : nil, nil)
    }

    /// The text of `field` (`st:`) in `text`, up to a blank, tab or line end (libhunspell's `copy_field`).
    static func field(_ field: [UInt8], in text: [UInt8]) -> [UInt8]? {
        guard let at = text.firstRange(of: field, from: 0) else { return nil }
        return fieldText(text, from: at + field.count)
    }

    private static func fieldText(_ text: [UInt8], from start: Int) -> [UInt8] {
        var end = min(start, text.count)
        while end < text.count, text[end] != space && text[end] != newline && text[end] != 0x09 && text[end] != 0 { end += 1 }
        return Array(text[min(start, text.count)..<end])
    }

    private static func replacing(_ old: [UInt8], with new: [UInt8], in text: [UInt8]) -> [UInt8] {
        var result = text
        var from = 0
        while let at = result.firstRange(of: old, from: from) {
            result.replaceSubrange(at..<(at + old.count), with: new)
            from = at + new.count
        }
        return result
    }

    /// The non-empty lines of `text` (libhunspell's `line_tok` at line ends).
    static func lines(_ text: [UInt8]) -> [[UInt8]] {
        text.split(separator: newline, omittingEmptySubsequences: true).map(Array.init)
    }

    /// `text`'s lines, each once, in the order they first come (libhunspell's `line_uniq`).
    static func uniqueLines(_ text: [UInt8]) -> [UInt8] {
        var seen: [[UInt8]] = []
        var result: [UInt8] = []
        for line in lines(text) where !seen.contains(line) {
            if !result.isEmpty { result.append(newline) }
            result += line
            seen.append(line)
        }
        return result
    }

    private static func append(_ result: inout [UInt8], _ lines: [UInt8]) {
        guard !lines.isEmpty else { return }
        if !result.isEmpty { result.append(newline) }
        result += lines
    }

    /// libhunspell's `mychomp`: one line end off the end.
    private static func chomp(_ text: inout [UInt8]) {
        var size = text.count
        if size > 0 && (text[size - 1] == 0x0D || text[size - 1] == newline) { size -= 1 }
        if text.count > 1 && text[text.count - 2] == 0x0D { size -= 1 }
        text.removeSubrange(size...)
    }
}
