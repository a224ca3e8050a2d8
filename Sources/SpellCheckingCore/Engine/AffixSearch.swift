/// Where a part stands in a word, for the affix rules of compounds (libhunspell's
/// `IN_CPD_NOT`, `IN_CPD_BEGIN`, `IN_CPD_END`, `IN_CPD_OTHER`).
enum CompoundPosition: Sendable {
    case notInCompound, begin, end, other
}

/// The state one word's check carries from step to step: the affixes the last successful
/// search used (libhunspell keeps them in its affix manager, and the compound rules read
/// them), what the case rules learnt, and the work done so far.
struct Search {
    struct Info: OptionSet {
        let rawValue: UInt8
        /// The word was written with capitals (`SPELL_ORIGCAP`).
        static let originalCapitals = Info(rawValue: 1)
        /// The capitalised form of a capitalised word is being checked (`SPELL_INITCAP`).
        static let initialCapital = Info(rawValue: 2)
        /// A forbidden word was met (`SPELL_FORBIDDEN`).
        static let forbidden = Info(rawValue: 4)
        /// The word was accepted as a compound (`SPELL_COMPOUND`).
        static let compound = Info(rawValue: 8)
        /// The word carries the `WARN` flag (`SPELL_WARN`).
        static let warn = Info(rawValue: 16)
    }

    /// The prefix and suffix the last search matched (indices into the tables), or -1.
    var prefix = -1
    var suffix = -1
    /// The flag of the last suffix matched with text (`sfxflag`); 0 when none.
    var suffixFlag: Flag = 0
    /// The text of the last suffix matched that has no continuation class (`sfxappnd`):
    /// Hungarian compounds count its syllables.
    var suffixAppend: [UInt8]?
    /// 1 when the last suffix matched was Hungarian `-i` with a continuation (`sfxextra`).
    var suffixExtra = 0
    var info = Info()
    /// Compound steps taken; the search gives up (as libhunspell does after 50 ms) past
    /// ``DictionaryEngine/compoundStepLimit``.
    var steps = 0
    var gaveUp = false
    /// Parts checked at `BREAK` points so far, in this word and the parts it was broken
    /// into (bounded by ``DictionaryEngine/breakCheckLimit``).
    var breakChecks = 0

    /// What libhunspell forgets when a prefix search starts: the prefix and the last
    /// suffix's text and Hungarian extra.
    mutating func startPrefixSearch() {
        prefix = -1
        suffixAppend = nil
        suffixExtra = 0
    }
}

/// The affix half of the engine: a word taken apart into a stem of the `.dic` and the
/// prefixes and suffixes its flags allow (libhunspell's `affix_check` and its helpers).
extension DictionaryEngine {
    /// A stem entry of the word `head` + `tail` whose flags satisfy `accepts`, in the order of the `.dic`.
    @inline(__always)
    func homonym(of head: ArraySlice<UInt8>, _ tail: ArraySlice<UInt8>, where accepts: (Int32) -> Bool) -> Int32? {
        var index = stems.first(head, tail)
        while let current = index {
            if accepts(current) { return current }
            index = stems.next(current)
        }
        return nil
    }

    // MARK: Prefixes

    func prefixCheck(_ word: ArraySlice<UInt8>, _ position: CompoundPosition, needFlag: Flag, _ search: inout Search) -> Int32? {
        search.startPrefixSearch()
        var cursor = prefixIndex.start()
        while let (index, _) = prefixIndex.next(&cursor, in: word, backwards: false) {
            let facts = prefixFacts[index]
            guard position != .notInCompound || !facts.continuesOnlyInCompound,
                  position != .end || facts.continuesCompoundPermit
            else { continue }
            if let stem = prefixEntryCheck(index, word, position, needFlag: needFlag, &search) {
                search.prefix = index
                return stem
            }
        }
        return nil
    }

    private func prefixEntryCheck(_ index: Int, _ word: ArraySlice<UInt8>, _ position: CompoundPosition, needFlag: Flag, _ search: inout Search) -> Int32? {
        let rest = word.count - Int(prefixFacts[index].appendCount)
        guard rest > 0 || (rest == 0 && affixes.fullStrip) else { return nil }
        let entry = affixes.prefixes[index]
        let needAffix = affixes.needAffix
        let found: Int32?? = word.withUnsafeBufferPointer { word in
            entry.strip.withUnsafeBufferPointer { strip in
                let stem = Joined(strip, UnsafeBufferPointer(rebasing: word[entry.append.count...]))
                guard entry.condition.matchesStart(stem) else { return .some(nil) }
                let continuation = entry.continuation
                var candidate = stems.first(stem)
                while let current = candidate {
                    if stems.has(current, entry.flag) && !continuation.contains(needAffix)
                        && (needFlag == 0 || stems.has(current, needFlag) || continuation.contains(needFlag)) {
                        return .some(current)
                    }
                    candidate = stems.next(current)
                }
                return nil
            }
        }
        switch found {
        case .some(.some(let stem)): return stem
        case .some(.none): return nil
        case .none: break
        }
        if entry.crossProduct {
            // Most prefixes strip nothing: their stem is a slice of the word, not a new array.
            let tail = word.dropFirst(entry.append.count)
            let stem = entry.strip.isEmpty ? tail : (entry.strip + tail)[...]
            return suffixCheck(stem, crossProduct: true, prefix: index, continuationClass: 0, needFlag: needFlag, position, &search)
        }
        return nil
    }

    func prefixCheckTwoSuffixes(_ word: ArraySlice<UInt8>, _ position: CompoundPosition, needFlag: Flag, _ search: inout Search) -> Int32? {
        search.startPrefixSearch()
        var cursor = prefixIndex.start()
        while let (index, isEmpty) = prefixIndex.next(&cursor, in: word, backwards: false) {
            let entry = affixes.prefixes[index]
            let rest = word.count - entry.append.count
            guard rest > 0 || (rest == 0 && affixes.fullStrip),
                  rest + entry.strip.count >= entry.condition.count
            else { continue }
            let tail = word.dropFirst(entry.append.count)
            guard entry.crossProduct, position != .begin, entry.condition.matchesStart(entry.strip[...], tail) else { continue }
            let stem = entry.strip.isEmpty ? tail : (entry.strip + tail)[...]
            guard let result = suffixCheckTwoSuffixes(stem, crossProduct: true, prefix: index, needFlag: needFlag, &search)
            else { continue }
            // libhunspell remembers the prefix only when it has text.
            if !isEmpty { search.prefix = index }
            return result
        }
        return nil
    }

    // MARK: Suffixes

    func suffixCheck(_ word: ArraySlice<UInt8>, crossProduct: Bool, prefix: Int, continuationClass: Flag, needFlag: Flag,
                     _ position: CompoundPosition, _ search: inout Search) -> Int32? {
        // The candidates are tested on their facts (no reference counted), the entry read
        // only for the one that matches.
        let hasPrefix = prefix >= 0
        let prefixFacts: AffixFacts? = hasPrefix ? self.prefixFacts[prefix] : nil
        let prefixCircumfix = prefixFacts?.continuesCircumfix ?? false
        let prefixNeedsAffix = prefixFacts?.continuesNeedAffix ?? false
        let checksCircumfix = affixes.circumfix != 0, permitSet = affixes.compoundPermit != 0
        var cursor = suffixIndex.start()
        while let (index, isEmpty) = suffixIndex.next(&cursor, in: word, backwards: true) {
            let facts = suffixFacts[index]
            if isEmpty && continuationClass != 0 && facts.hasNoContinuation { continue }
            // Suffixes are not allowed at the beginning of compounds, unless permitted.
            guard position != .begin || (permitSet && facts.continuesCompoundPermit) else { continue }
            if checksCircumfix {
                guard prefixCircumfix == facts.continuesCircumfix else { continue }
            }
            guard position != .notInCompound || !facts.continuesOnlyInCompound else { continue }
            guard continuationClass != 0 || !facts.continuesNeedAffix || (hasPrefix && !prefixNeedsAffix) else { continue }
            if !isEmpty, position == .end, !hasPrefix, facts.continuesOnlyInCompound { continue }
            let badFlag = position != .notInCompound ? 0 : affixes.onlyInCompound
            guard let stem = suffixEntryCheck(index, facts, word, crossProduct: crossProduct, prefix: prefix,
                                              continuationClass: continuationClass, needFlag: needFlag, badFlag: badFlag)
            else { continue }
            search.suffix = index
            if !isEmpty {
                let entry = affixes.suffixes[index]
                search.suffixFlag = entry.flag
                if entry.continuation.isEmpty {
                    search.suffixAppend = entry.append
                } else if affixes.isHungarian, let last = entry.append.last, last == UInt8(ascii: "i") {
                    // libhunspell reads the suffix backwards: `-i`, not after `y` or `t`.
                    let before = entry.append.count > 1 ? entry.append[entry.append.count - 2] : 0
                    if before != UInt8(ascii: "y") && before != UInt8(ascii: "t") { search.suffixExtra = 1 }
                }
            }
            return stem
        }
        return nil
    }

    private func suffixEntryCheck(_ index: Int, _ facts: AffixFacts, _ word: ArraySlice<UInt8>, crossProduct: Bool, prefix: Int,
                                  continuationClass: Flag, needFlag: Flag, badFlag: Flag) -> Int32? {
        if crossProduct && !facts.crossProduct { return nil }
        let rest = word.count - Int(facts.appendCount)
        guard rest > 0 || (rest == 0 && affixes.fullStrip), rest + Int(facts.stripCount) >= Int(facts.conditionCount) else { return nil }
        let entry = affixes.suffixes[index]
        return word.withUnsafeBufferPointer { word in
            entry.strip.withUnsafeBufferPointer { strip in
                let stem = Joined(UnsafeBufferPointer(rebasing: word[..<rest]), strip)
                guard entry.condition.matchesEnd(stem) else { return nil }
                let prefixEntry = prefix >= 0 ? affixes.prefixes[prefix] : nil
                let continuation = entry.continuation
                var candidate = stems.first(stem)
                while let current = candidate {
                    if (stems.has(current, entry.flag) || (prefixEntry?.continuation.contains(entry.flag) ?? false))
                        && (!crossProduct || (prefixEntry.map { stems.has(current, $0.flag) } ?? false)
                            || (prefixEntry.map { continuation.contains($0.flag) } ?? false))
                        && (continuationClass == 0 || continuation.contains(continuationClass))
                        && (badFlag == 0 || !stems.has(current, badFlag))
                        && (needFlag == 0 || stems.has(current, needFlag) || continuation.contains(needFlag)) {
                        return current
                    }
                    candidate = stems.next(current)
                }
                return nil
            }
        }
    }

    func suffixCheckTwoSuffixes(_ word: ArraySlice<UInt8>, crossProduct: Bool, prefix: Int, needFlag: Flag, _ search: inout Search) -> Int32? {
        var cursor = suffixIndex.start()
        while let (index, isEmpty) = suffixIndex.next(&cursor, in: word, backwards: true) {
            let facts = suffixFacts[index]
            guard affixes.isContinuationClass(facts.flag) else { continue }
            if crossProduct && !facts.crossProduct { continue }
            let rest = word.count - Int(facts.appendCount)
            guard rest > 0 || (rest == 0 && affixes.fullStrip), rest + Int(facts.stripCount) >= Int(facts.conditionCount) else { continue }
            let entry = affixes.suffixes[index]
            guard entry.condition.matchesEnd(word.prefix(rest), entry.strip[...]) else { continue }
            let stem = entry.strip.isEmpty ? word.prefix(rest) : (Array(word.prefix(rest)) + entry.strip)[...]
            let result: Int32?
            if prefix >= 0 && !entry.continuation.contains(affixes.prefixes[prefix].flag) {
                result = suffixCheck(stem, crossProduct: crossProduct, prefix: prefix, continuationClass: entry.flag,
                                     needFlag: needFlag, .notInCompound, &search)
            } else {
                result = suffixCheck(stem, crossProduct: false, prefix: -1, continuationClass: entry.flag,
                                     needFlag: needFlag, .notInCompound, &search)
            }
            guard let result else { continue }
            if !isEmpty {
                search.suffixFlag = entry.flag
                if entry.continuation.isEmpty { search.suffixAppend = entry.append }
            }
            return result
        }
        return nil
    }

    // MARK: Both

    /// A stem of `word` with the affixes its flags allow (libhunspell's `affix_check`).
    func affixCheck(_ word: ArraySlice<UInt8>, needFlag: Flag = 0, position: CompoundPosition = .notInCompound,
                    _ search: inout Search) -> Int32? {
        if let found = prefixCheck(word, position, needFlag: needFlag, &search) { return found }
        let found = suffixCheck(word, crossProduct: false, prefix: -1, continuationClass: 0, needFlag: needFlag, position, &search)
        guard affixes.hasContinuationClasses else { return found }
        search.suffix = -1
        search.prefix = -1
        if let found { return found }
        if let found = suffixCheckTwoSuffixes(word, crossProduct: false, prefix: -1, needFlag: needFlag, &search) { return found }
        return prefixCheckTwoSuffixes(word, .notInCompound, needFlag: needFlag, &search)
    }
}
