import Foundation

/// The compound half of the engine: a word split into parts that each carry the flags
/// of their place (libhunspell's `compound_check` and the rules it applies: COMPOUNDFLAG,
/// COMPOUNDBEGIN/MIDDLE/END, COMPOUNDRULE, COMPOUNDMIN, COMPOUNDWORDMAX, COMPOUNDROOT,
/// COMPOUNDPERMITFLAG, COMPOUNDFORBIDFLAG, CHECKCOMPOUNDDUP/REP/CASE/TRIPLE/PATTERN,
/// SIMPLIFIEDTRIPLE, COMPOUNDSYLLABLE and FORCEUCASE).
///
/// The search is bounded: a word has at most ``DictionaryEngine/maximumCompoundParts``
/// parts, and the whole search at most ``DictionaryEngine/compoundStepLimit`` steps, after
/// which the word is rejected, as libhunspell rejects a compound it has not decided
/// within 50 ms.
extension DictionaryEngine {
    /// The flags libhunspell's Hungarian moving rule hard-codes for a first part.
    static let hungarianMoveFlags: [Flag] = ["F", "G", "H"].map { Flag(UInt8(ascii: $0)) }

    /// The stems of the parts matched so far against `COMPOUNDRULE` (libhunspell's `rwords`).
    final class RuleParts {
        var parts = [Int32?](repeating: nil, count: DictionaryEngine.maximumCompoundParts)
    }

    /// CHECKCOMPOUNDREP and the word-pair test: whether `word` would be a word after one
    /// `REP` replacement.
    private func isReplacementOfWord(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count >= 2 else { return false }
        var scratch = Search()
        for (pattern, replacement) in affixes.replacements + stems.phoneticReplacements {
            var start = word.startIndex
            while start + pattern.count <= word.endIndex {
                if word[start..<(start + pattern.count)].elementsEqual(pattern) {
                    let candidate = Array(word[..<start]) + replacement + word[(start + pattern.count)...]
                    if isCandidate(candidate[...], &scratch) { return true }
                }
                start += 1
            }
        }
        return false
    }

    /// Whether a compound is forbidden as "a non-compound word with a typical fault":
    /// CHECKCOMPOUNDREP finds a word one `REP` replacement away, or the dictionary holds
    /// it as two words separated by a space.
    private func isTypicalFault(_ word: ArraySlice<UInt8>) -> Bool {
        (affixes.checkCompoundReplacements && isReplacementOfWord(word)) || isWordPair(word)
    }

    /// libhunspell's `candidate_check`: a stem of the `.dic` (any flags), or a word with affixes.
    private func isCandidate(_ word: ArraySlice<UInt8>, _ search: inout Search) -> Bool {
        if stems.first(word) != nil { return true }
        return affixCheck(word, &search) != nil
    }

    /// Whether `word` is in the dictionary as two words separated by a space.
    private func isWordPair(_ word: ArraySlice<UInt8>) -> Bool {
        guard word.count > 2 else { return false }
        var scratch = Search()
        for split in (word.startIndex + 1)..<word.endIndex {
            if affixes.isUTF8 && word[split] & 0xC0 == 0x80 { continue }
            let candidate = Array(word[..<split]) + [0x20] + word[split...]
            if isCandidate(candidate[...], &scratch) { return true }
        }
        return false
    }

    /// Whether `word` starts with `prefix`, compared as memory (the generic `starts(with:)`
    /// costs hundreds of instructions a call, and the compound search asks at every step).
    @inline(__always)
    static func bytes(_ word: ArraySlice<UInt8>, startWith prefix: some RandomAccessCollection<UInt8>) -> Bool {
        guard prefix.count <= word.count else { return false }
        guard !prefix.isEmpty else { return true }
        return word.withUnsafeBufferPointer { word in
            prefix.withContiguousStorageIfAvailable { memcmp(word.baseAddress!, $0.baseAddress!, $0.count) == 0 }
                ?? word.starts(with: prefix)
        }
    }

    /// CHECKCOMPOUNDPATTERN: whether a pattern forbids the boundary at `position` of `word`
    /// between the stems `first` and `second`.
    func isForbiddenByPattern(_ word: [UInt8], at position: Int, first: Int32?, second: Int32?) -> Bool {
        for pattern in affixes.compoundPatterns {
            guard position <= word.count, Self.bytes(word[position...], startWith: pattern.begin) else { continue }
            if let first, pattern.endFlag != 0, !stems.has(first, pattern.endFlag) { continue }
            if let second, pattern.beginFlag != 0, !stems.has(second, pattern.beginFlag) { continue }
            if pattern.end.isEmpty { return true }
            if pattern.end.first == UInt8(ascii: "0") {
                // `0`: the first part is its stem, unchanged.
                guard let first else { continue }
                let stem = stems.word(first)
                if stem.count <= position && word[(position - stem.count)..<position].elementsEqual(stem) { return true }
            } else if pattern.end.count <= position && word[(position - pattern.end.count)..<position].elementsEqual(pattern.end) {
                return true
            }
        }
        return false
    }

    /// CHECKCOMPOUNDCASE: whether the characters on both sides of `position` forbid a boundary there.
    func isForbiddenByCase(_ word: [UInt8], at position: Int) -> Bool {
        guard position > 0, position < word.count else { return false }
        let hyphen = UInt32(UInt8(ascii: "-"))
        if affixes.isUTF8 {
            var start = position - 1
            while start > 0, word[start] & 0xC0 == 0x80 { start -= 1 }
            let units = Array(String(decoding: word[start...], as: UTF8.self).unicodeScalars.prefix(2).map(\.value))
            let before = units.first ?? 0
            let after = units.count > 1 ? units[1] : 0
            return (casing.isUpperOrCaseless(after) || casing.isUpperOrCaseless(before)) && after != hyphen && before != hyphen
        }
        let before = UInt32(word[position - 1]), after = UInt32(word[position])
        return (casing.isCapital(before) || casing.isCapital(after)) && before != hyphen && after != hyphen
    }

    /// COMPOUNDSYLLABLE: the vowels of `word`.
    func syllables(_ word: some Collection<UInt8>) -> Int {
        guard affixes.compoundMaximumSyllables != 0 else { return 0 }
        return casing.units(word).reduce(0) { $0 + (affixes.compoundVowels.contains($1) ? 1 : 0) }
    }

    /// Where the first boundary may fall and where the last may (COMPOUNDMIN characters from each end).
    func boundaryRange(_ word: [UInt8], length: Int) -> (Int, Int) {
        let minimum = affixes.compoundMinimum
        guard affixes.isUTF8 else { return (minimum, length - minimum + 1) }
        var start = 0
        for _ in 0..<minimum where start < length {
            start += 1
            while start < length, word[start] & 0xC0 == 0x80 { start += 1 }
        }
        var end = length
        var steps = 0
        while steps < minimum - 1, end >= 0 {
            end -= 1
            while end >= 0, end < word.count, word[end] & 0xC0 == 0x80 { end -= 1 }
            steps += 1
        }
        return (start, end)
    }

    /// COMPOUNDRULE: whether the parts `0...index` (with `stem` as the last) match a rule,
    /// wholly (`whole`) or as the start of one. libhunspell's `defcpd_check`.
    func matchesCompoundRule(_ parts: RuleParts, _ active: inout Bool, index: Int, stem: Int32, fallback: Bool, whole: Bool) -> Bool {
        var activated = false
        if !active {
            guard fallback else { return false }
            active = true
            activated = true
        }
        func fail() -> Bool {
            parts.parts[index] = nil
            if activated { active = false }
            return false
        }
        parts.parts[index] = stem
        guard !stems.hasNoFlags(stem) else { return fail() }
        let star = Flag(UInt8(ascii: "*")), question = Flag(UInt8(ascii: "?"))
        guard affixes.compoundRules.contains(where: { rule in rule.contains { $0 != star && $0 != question && stems.has(stem, $0) } })
        else { return fail() }
        func has(_ part: Int, _ flag: Flag) -> Bool {
            guard let stem = parts.parts[part] else { return false }
            return stems.has(stem, flag)
        }
        for rule in affixes.compoundRules {
            var backtrack: [(pattern: Int, part: Int, count: Int)] = [(0, 0, 0)]
            var depth = 0
            var pp = 0, wp = 0
            var ok = true, ok2 = true
            repeat {
                while pp < rule.count && wp <= index {
                    if pp + 1 < rule.count && (rule[pp + 1] == star || rule[pp + 1] == question) {
                        let end = rule[pp + 1] == question ? wp : index
                        ok2 = true
                        pp += 2
                        backtrack[depth].pattern = pp
                        backtrack[depth].part = wp
                        while wp <= end {
                            if !has(wp, rule[pp - 2]) { ok2 = false; break }
                            wp += 1
                        }
                        if wp <= index { ok2 = false }
                        backtrack[depth].count = wp - backtrack[depth].part
                        if backtrack[depth].count > 0 {
                            depth += 1
                            backtrack.append((0, 0, 0))
                        }
                        if ok2 { break }
                    } else {
                        ok2 = true
                        if !has(wp, rule[pp]) { ok = false; break }
                        pp += 1
                        wp += 1
                        if rule.count == pp && wp <= index { ok = false }
                    }
                }
                if ok && ok2 {
                    var rest = pp
                    while rest < rule.count && rest + 1 < rule.count && (rule[rest + 1] == star || rule[rest + 1] == question) { rest += 2 }
                    if rule.count <= rest { return true }
                }
                if depth > 0 {
                    repeat {
                        ok = true
                        backtrack[depth - 1].count -= 1
                        pp = backtrack[depth - 1].pattern
                        wp = backtrack[depth - 1].part + backtrack[depth - 1].count
                        if backtrack[depth - 1].count >= 0 { break }
                        depth -= 1
                    } while depth > 0
                }
            } while depth > 0
            if ok && ok2 && (!whole || rule.count <= pp) { return true }
            while ok && ok2 && rule.count > pp && pp + 1 < rule.count && (rule[pp + 1] == star || rule[pp + 1] == question) { pp += 2 }
            if ok && ok2 && rule.count <= pp { return true }
        }
        return fail()
    }

    /// A first part of `word` accepted as a compound with the rest, or nil: libhunspell's
    /// `compound_check`, over the word's bytes.
    func compoundCheck(_ word: [UInt8], wordNumber startWordNumber: Int, syllables startSyllables: Int, maximumWords: Int,
                       part partIndex: Int, rulesActive startRulesActive: Bool, parts: RuleParts, hungarianMove: Bool = false,
                       _ search: inout Search) -> Int32? {
        search.steps += 1
        if search.steps > Self.compoundStepLimit { search.gaveUp = true }
        if search.gaveUp { return nil }
        var wordNumber = startWordNumber
        var syllableCount = startSyllables
        var length = word.count
        var (boundaryStart, boundaryEnd) = boundaryRange(word, length: length)
        var st = word
        var patternIndex = 0
        var savedIndex = 0, savedStart = 0, savedEnd = 0, savedLength = 0
        var triple = false, checkedTriple = false
        var i = boundaryStart
        /// Bytes compared the way libhunspell compares them: whole characters in an 8-bit
        /// file; in UTF-8 a byte of a longer character never equals an ASCII one.
        func sameByte(_ x: Int, _ y: Int) -> Bool {
            guard x >= 0, y >= 0, x < word.count, y < word.count else { return false }
            return word[x] == word[y]
        }
        while i < boundaryEnd {
            if affixes.isUTF8 {
                while i < st.count, st[i] & 0xC0 == 0x80 { i += 1 }
                if i >= boundaryEnd { return nil }
            }
            var rulesActive = startRulesActive
            var onlyRules = rulesActive ? 1 : 0
            repeat {  // once without COMPOUNDRULE, once with it
                let savedSyllables = syllableCount
                let savedWordNumber = wordNumber
                var checkedPrefix = false
                patternLoop: repeat {  // once, and once per CHECKCOMPOUNDPATTERN with a replacement
                    search.steps += 1
                    if search.steps > Self.compoundStepLimit { search.gaveUp = true }
                    if search.gaveUp { return nil }
                    if patternIndex > 0 {
                        // The next pattern with a replacement that the word has at this boundary.
                        patternIndex = affixes.nextReplacingPattern[patternIndex]
                        while patternIndex <= affixes.compoundPatterns.count
                            && !Self.bytes(word[min(i, word.count)...], startWith: affixes.compoundPatterns[patternIndex - 1].replacement) {
                            patternIndex = affixes.nextReplacingPattern[patternIndex + 1]
                        }
                        if patternIndex > affixes.compoundPatterns.count { break patternLoop }
                        let pattern = affixes.compoundPatterns[patternIndex - 1]
                        st = Array(st[..<i]) + pattern.end
                        savedIndex = i
                        i += pattern.end.count
                        st = Array(st[..<i]) + pattern.begin
                        st += word[min(word.count, savedIndex + pattern.replacement.count)...]
                        savedLength = length
                        length += pattern.end.count + pattern.begin.count - pattern.replacement.count
                        savedStart = boundaryStart
                        savedEnd = boundaryEnd
                        (boundaryStart, boundaryEnd) = boundaryRange(st, length: length)
                        boundaryEnd = length - affixes.compoundMinimum + 1
                    }
                    guard i <= st.count else { break patternLoop }
                    let firstPart = st[..<i]
                    search.suffix = -1
                    search.prefix = -1
                    var stem = stems.first(firstPart[...])
                    if let found = stem, affixes.compoundForbid != 0, stems.has(found, affixes.compoundForbid), !hungarianMove {
                        // libhunspell goes round this loop again without changing anything,
                        // until its time runs out: the word is rejected.
                        if affixes.simplifiedCompoundPatterns && onlyRules == 0 && patternIndex <= affixes.compoundPatterns.count {
                            search.gaveUp = true
                            return nil
                        }
                        continue patternLoop
                    }
                    // The first homonym that may begin a compound.
                    while !hungarianMove, let current = stem {
                        if affixes.needAffix != 0 && stems.has(current, affixes.needAffix) {
                            stem = stems.next(current)
                            continue
                        }
                        var allowed = (affixes.compoundFlag != 0 && !rulesActive && onlyRules == 0 && stems.has(current, affixes.compoundFlag))
                            || (affixes.compoundBegin != 0 && wordNumber == 0 && onlyRules == 0 && stems.has(current, affixes.compoundBegin))
                            || (affixes.compoundMiddle != 0 && wordNumber != 0 && !rulesActive && onlyRules == 0 && stems.has(current, affixes.compoundMiddle))
                        if !allowed && !affixes.compoundRules.isEmpty && onlyRules != 0 {
                            if !rulesActive && wordNumber == 0 {
                                allowed = matchesCompoundRule(parts, &rulesActive, index: partIndex, stem: current, fallback: true, whole: false)
                            } else if rulesActive {
                                allowed = matchesCompoundRule(parts, &rulesActive, index: partIndex, stem: current, fallback: false, whole: false)
                            }
                        }
                        let rejected = !allowed
                            || (patternIndex != 0 && affixes.compoundPatterns[patternIndex - 1].endFlag != 0
                                && !stems.has(current, affixes.compoundPatterns[patternIndex - 1].endFlag))
                        if !rejected { break }
                        stem = stems.next(current)
                    }
                    if stem == nil {
                        if onlyRules != 0 { break patternLoop }
                        let place: CompoundPosition = hungarianMove ? .other : .begin
                        if affixes.compoundFlag != 0 {
                            stem = prefixCheck(firstPart[...], place, needFlag: affixes.compoundFlag, &search)
                            if stem == nil {
                                stem = suffixCheck(firstPart[...], crossProduct: false, prefix: -1, continuationClass: 0,
                                                   needFlag: affixes.compoundFlag, place, &search)
                                if stem == nil && affixes.compoundMoreSuffixes {
                                    stem = suffixCheckTwoSuffixes(firstPart[...], crossProduct: false, prefix: -1, needFlag: affixes.compoundFlag, &search)
                                }
                                if stem != nil, !hungarianMove, search.suffix >= 0 {
                                    let continuation = affixes.suffixes[search.suffix].continuation
                                    if (affixes.compoundForbid != 0 && continuation.contains(affixes.compoundForbid))
                                        || (affixes.compoundEnd != 0 && continuation.contains(affixes.compoundEnd)) {
                                        stem = nil
                                    }
                                }
                            }
                        }
                        if stem != nil {
                            checkedPrefix = true
                        } else if wordNumber == 0 && affixes.compoundBegin != 0 {
                            stem = suffixCheck(firstPart[...], crossProduct: false, prefix: -1, continuationClass: 0,
                                               needFlag: affixes.compoundBegin, place, &search)
                            if stem == nil && affixes.compoundMoreSuffixes {
                                stem = suffixCheckTwoSuffixes(firstPart[...], crossProduct: false, prefix: -1, needFlag: affixes.compoundBegin, &search)
                            }
                            if stem == nil { stem = prefixCheck(firstPart[...], place, needFlag: affixes.compoundBegin, &search) }
                            if stem != nil { checkedPrefix = true }
                        } else if wordNumber > 0 && affixes.compoundMiddle != 0 {
                            stem = suffixCheck(firstPart[...], crossProduct: false, prefix: -1, continuationClass: 0,
                                               needFlag: affixes.compoundMiddle, place, &search)
                            if stem == nil && affixes.compoundMoreSuffixes {
                                stem = suffixCheckTwoSuffixes(firstPart[...], crossProduct: false, prefix: -1, needFlag: affixes.compoundMiddle, &search)
                            }
                            if stem == nil { stem = prefixCheck(firstPart[...], place, needFlag: affixes.compoundMiddle, &search) }
                            if stem != nil { checkedPrefix = true }
                        }
                    } else if let found = stem {
                        if stems.has(found, affixes.forbidden) || stems.has(found, affixes.needAffix) || stems.has(found, AffixData.onlyUpperCaseFlag) {
                            break patternLoop
                        }
                    }
                    let prefixContinuation = search.prefix >= 0 ? affixes.prefixes[search.prefix].continuation : FlagSet([])
                    let suffixContinuation = search.suffix >= 0 ? affixes.suffixes[search.suffix].continuation : FlagSet([])
                    if stem != nil, !hungarianMove,
                       prefixContinuation.contains(affixes.compoundForbid) || suffixContinuation.contains(affixes.compoundForbid) {
                        stem = nil
                    }
                    if stem != nil, !checkedPrefix, affixes.compoundEnd != 0, !hungarianMove,
                       prefixContinuation.contains(affixes.compoundEnd) || suffixContinuation.contains(affixes.compoundEnd) {
                        stem = nil
                    }
                    if stem != nil, !checkedPrefix, wordNumber == 0, affixes.compoundMiddle != 0, !hungarianMove,
                       prefixContinuation.contains(affixes.compoundMiddle) || suffixContinuation.contains(affixes.compoundMiddle) {
                        stem = nil
                    }
                    if let found = stem {
                        if stems.has(found, affixes.forbidden) || stems.has(found, AffixData.onlyUpperCaseFlag) { return nil }
                        if affixes.compoundRoot != 0 && stems.has(found, affixes.compoundRoot) { wordNumber += 1 }
                    }
                    // Is the first part acceptable at the start of a compound?
                    var firstAccepted = false
                    if let found = stem {
                        let placeAllowed = checkedPrefix || (rulesActive && parts.parts[partIndex] != nil)
                            || (affixes.compoundFlag != 0 && stems.has(found, affixes.compoundFlag))
                            || (savedWordNumber == 0 && affixes.compoundBegin != 0 && stems.has(found, affixes.compoundBegin))
                            || (savedWordNumber > 0 && affixes.compoundMiddle != 0 && stems.has(found, affixes.compoundMiddle))
                            || (affixes.isHungarian && hungarianMove && Self.hungarianMoveFlags.contains(where: { stems.has(found, $0) }))
                        let patternAllowed = patternIndex == 0 || affixes.compoundPatterns[patternIndex - 1].endFlag == 0
                            || stems.has(found, affixes.compoundPatterns[patternIndex - 1].endFlag)
                        let tripled = affixes.checkCompoundTriple && patternIndex == 0 && !rulesActive && sameByte(i - 1, i)
                            && ((i > 1 && sameByte(i - 1, i - 2)) || sameByte(i - 1, i + 1))
                        let badCase = affixes.checkCompoundCase && patternIndex == 0 && !rulesActive && isForbiddenByCase(word, at: i)
                        firstAccepted = placeAllowed && patternAllowed && !tripled && !badCase
                    } else if affixes.isHungarian && hungarianMove {
                        // The Hungarian moving rule: a first part with a suffix marked `x` or `%`.
                        stem = affixCheck(firstPart[...], &search)
                        if stem != nil, search.suffix >= 0 {
                            let continuation = affixes.suffixes[search.suffix].continuation
                            firstAccepted = continuation.contains(Flag(UInt8(ascii: "x"))) || continuation.contains(Flag(UInt8(ascii: "%")))
                        }
                    }
                    if firstAccepted, let firstStem = stem {
                        if affixes.isHungarian {
                            syllableCount += syllables(firstPart)
                            if search.prefix >= 0 && syllables(affixes.prefixes[search.prefix].append) > 1 { wordNumber += 1 }
                        }
                        tripleLoop: repeat {
                            if affixes.simplifiedTriple {
                                if triple {
                                    checkedTriple = true
                                    i -= 1  // check "fahrt" instead of "ahrt" in "Schiffahrt"
                                } else if i > 2 && sameByte(i - 1, i - 2) {
                                    triple = true
                                }
                            }
                            var second = stems.first(st[min(i, st.count)...])
                            while let current = second {
                                if affixes.needAffix != 0 && stems.has(current, affixes.needAffix) {
                                    second = stems.next(current)
                                    continue
                                }
                                var allowed = (affixes.compoundFlag != 0 && !rulesActive && stems.has(current, affixes.compoundFlag))
                                    || (affixes.compoundEnd != 0 && !rulesActive && stems.has(current, affixes.compoundEnd))
                                if !allowed && !affixes.compoundRules.isEmpty && rulesActive {
                                    allowed = matchesCompoundRule(parts, &rulesActive, index: partIndex + 1, stem: current, fallback: false, whole: true)
                                }
                                let rejected = !allowed
                                    || (patternIndex != 0 && affixes.compoundPatterns[patternIndex - 1].beginFlag != 0
                                        && !stems.has(current, affixes.compoundPatterns[patternIndex - 1].beginFlag))
                                if !rejected { break }
                                second = stems.next(current)
                            }
                            if let found = second, affixes.forceUpperCase != 0, stems.has(found, affixes.forceUpperCase),
                               !search.info.contains(.originalCapitals) {
                                second = nil
                            }
                            if second != nil && rulesActive && parts.parts[partIndex + 1] != nil { return firstStem }
                            let savedSyllables2 = syllableCount
                            let savedWordNumber2 = wordNumber
                            if let found = second {
                                if affixes.isHungarian && stems.has(found, Flag(UInt8(ascii: "I"))) && !stems.has(found, Flag(UInt8(ascii: "J"))) {
                                    syllableCount -= 1
                                }
                                if affixes.compoundRoot != 0 && stems.has(found, affixes.compoundRoot) { wordNumber += 1 }
                                if stems.has(found, affixes.forbidden) || stems.has(found, AffixData.onlyUpperCaseFlag) { return nil }
                                let placeAllowed = (affixes.compoundFlag != 0 && stems.has(found, affixes.compoundFlag))
                                    || (affixes.compoundEnd != 0 && stems.has(found, affixes.compoundEnd))
                                let countAllowed = affixes.compoundWordMaximum == -1 || wordNumber + 1 < affixes.compoundWordMaximum
                                    || (affixes.compoundMaximumSyllables != 0
                                        && syllableCount + syllables(stems.word(found)) <= affixes.compoundMaximumSyllables)
                                let patternAllowed = affixes.compoundPatterns.isEmpty || patternIndex != 0
                                    || !isForbiddenByPattern(word, at: i, first: firstStem, second: found)
                                let notDuplicate = !affixes.checkCompoundDuplicates || found != firstStem
                                let conditionAllowed = patternIndex == 0 || affixes.compoundPatterns[patternIndex - 1].beginFlag == 0
                                    || stems.has(found, affixes.compoundPatterns[patternIndex - 1].beginFlag)
                                if placeAllowed && countAllowed && patternAllowed && notDuplicate && conditionAllowed {
                                    return isTypicalFault(word[..<min(length, word.count)]) ? nil : firstStem
                                }
                            }
                            syllableCount = savedSyllables2
                            wordNumber = savedWordNumber2
                            // Perhaps the second part has affixes.
                            search.suffix = -1
                            search.suffixFlag = 0
                            let tail = word[min(i, word.count)...]
                            second = nil
                            if affixes.compoundFlag != 0 && onlyRules == 0 {
                                second = affixCheck(tail, needFlag: affixes.compoundFlag, position: .end, &search)
                            }
                            if second == nil && affixes.compoundEnd != 0 && onlyRules == 0 {
                                search.suffix = -1
                                search.prefix = -1
                                second = affixCheck(tail, needFlag: affixes.compoundEnd, position: .end, &search)
                            }
                            if second == nil && !affixes.compoundRules.isEmpty && rulesActive {
                                if let found = affixCheck(tail, position: .end, &search),
                                   matchesCompoundRule(parts, &rulesActive, index: partIndex + 1, stem: found, fallback: false, whole: true) {
                                    return firstStem
                                }
                                second = nil
                            }
                            if let found = second, patternIndex != 0, affixes.compoundPatterns[patternIndex - 1].beginFlag != 0,
                               !stems.has(found, affixes.compoundPatterns[patternIndex - 1].beginFlag) {
                                second = nil
                            }
                            if let found = second, !affixes.compoundPatterns.isEmpty, patternIndex == 0,
                               isForbiddenByPattern(word, at: i, first: firstStem, second: found) {
                                second = nil
                            }
                            let prefixContinuation = search.prefix >= 0 ? affixes.prefixes[search.prefix].continuation : FlagSet([])
                            let suffixContinuation = search.suffix >= 0 ? affixes.suffixes[search.suffix].continuation : FlagSet([])
                            if second != nil, prefixContinuation.contains(affixes.compoundForbid) || suffixContinuation.contains(affixes.compoundForbid) {
                                second = nil
                            }
                            if let found = second, affixes.forceUpperCase != 0, stems.has(found, affixes.forceUpperCase),
                               !search.info.contains(.originalCapitals) {
                                second = nil
                            }
                            if let found = second,
                               stems.has(found, affixes.forbidden) || stems.has(found, AffixData.onlyUpperCaseFlag) {
                                return nil
                            }
                            if affixes.isHungarian {
                                syllableCount += syllables(tail)
                                syllableCount -= (search.suffixAppend.map { syllables($0) } ?? 0) + search.suffixExtra
                                if search.prefix >= 0 && syllables(affixes.prefixes[search.prefix].append) > 1 { wordNumber += 1 }
                                if affixes.countsSuffixSyllables {
                                    switch search.suffixFlag {
                                    case Flag(UInt8(ascii: "c")): syllableCount += 2
                                    case Flag(UInt8(ascii: "J")): syllableCount += 1
                                    case Flag(UInt8(ascii: "I")):
                                        if let found = second, stems.has(found, Flag(UInt8(ascii: "J"))) { syllableCount += 1 }
                                    default: break
                                    }
                                }
                            }
                            if let found = second {
                                if affixes.compoundRoot != 0 && stems.has(found, affixes.compoundRoot) { wordNumber += 1 }
                                let countAllowed = affixes.compoundWordMaximum == -1 || wordNumber + 1 < affixes.compoundWordMaximum
                                    || (affixes.compoundMaximumSyllables != 0 && syllableCount <= affixes.compoundMaximumSyllables)
                                if countAllowed && (!affixes.checkCompoundDuplicates || found != firstStem) {
                                    return isTypicalFault(word[..<min(length, word.count)]) ? nil : firstStem
                                }
                            }
                            syllableCount = savedSyllables2
                            wordNumber = savedWordNumber2
                            // Perhaps the second part is a compound itself.
                            var inner: Int32?
                            if wordNumber + 2 < maximumWords {
                                inner = compoundCheck(Array(st[min(i, st.count)...]), wordNumber: wordNumber + 1, syllables: syllableCount,
                                                      maximumWords: maximumWords, part: partIndex + 1, rulesActive: rulesActive,
                                                      parts: parts, &search)
                                if let found = inner, !affixes.compoundPatterns.isEmpty {
                                    let forbidden = isForbiddenByPattern(word, at: i, first: firstStem, second: found)
                                    if (patternIndex == 0 && forbidden) || (patternIndex != 0 && !forbidden) { inner = nil }
                                }
                            }
                            if let found = inner {
                                let whole = word[..<min(length, word.count)]
                                if isWordPair(whole) { return nil }
                                if affixes.checkCompoundReplacements || affixes.forbidden != 0 {
                                    if affixes.checkCompoundReplacements && isReplacementOfWord(whole) { return nil }
                                    let innerWord = stems.word(found)
                                    if i <= word.count, Self.bytes(word[i...], startWith: innerWord), i + innerWord.count <= st.count {
                                        let head = st[..<(i + innerWord.count)]
                                        if (affixes.checkCompoundReplacements && isReplacementOfWord(head)) || isWordPair(head) {
                                            continue tripleLoop
                                        }
                                        if affixes.forbidden != 0 {
                                            var scratch = Search()
                                            let wholeStem = stems.first(word[...]) ?? affixCheck(word[...], &scratch)
                                            if let wholeStem, stems.has(wholeStem, affixes.forbidden),
                                               stems.word(wholeStem).starts(with: head), head.count <= stems.word(wholeStem).count {
                                                return nil
                                            }
                                        }
                                    }
                                }
                                return firstStem
                            }
                        } while triple && !checkedTriple
                        if checkedTriple {
                            i += 1
                            checkedTriple = false
                            triple = false
                        }
                    }
                    if savedIndex != 0 {
                        i = savedIndex
                        savedIndex = 0
                        length = savedLength
                        boundaryStart = savedStart
                        boundaryEnd = savedEnd
                    }
                    patternIndex += 1
                } while onlyRules == 0 && affixes.simplifiedCompoundPatterns && patternIndex <= affixes.compoundPatterns.count
                patternIndex = 0
                wordNumber = savedWordNumber
                syllableCount = savedSyllables
                if savedIndex != 0 {
                    i = savedIndex
                    savedIndex = 0
                }
                st = word
                onlyRules += 1
            } while !affixes.compoundRules.isEmpty && startWordNumber == 0 && wordNumber == 0 && onlyRules < 2
            i += 1
        }
        return nil
    }
}
