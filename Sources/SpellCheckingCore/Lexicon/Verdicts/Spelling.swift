/// libhunspell's `spell`, decided from a word list: the steps it takes around its
/// dictionary lookups, with each lookup answered by the list.
///
/// libhunspell (1.7) checks a word in this order, and so does ``WordList/spellingVerdict(utf8:)``:
///
/// 1. A word of ``SpellingRules/maximumInputBytes`` bytes or more is rejected.
/// 2. The `ICONV` table converts the input (en_US: `’` to `'`).
/// 3. Leading spaces and trailing dots are dropped (the dots remembered); nothing left is accepted.
/// 4. A number (digits with single `.`, `,` or `-` between them) is accepted.
/// 5. By the word's case (lower, capitalised, all capitals, mixed), a fixed sequence of
///    dictionary lookups: the word as it is, with a dot put back, in lower case,
///    capitalised, and for capitals with an apostrophe, `SANT'ELIA` as `sant'Elia`
///    and `Sant'elia`.
/// 6. If none finds it, the `BREAK` patterns (by default `-`, `^-`, `-$`) split it and
///    each side is checked again from step 1.
///
/// A lookup ("is this exact string a word of the dictionary?") finds a listed form, a
/// word of the list's ``WordList/extras`` (elided forms, capitals of mixed-case names,
/// see ``SpellingRules``) or a compound its `COMPOUNDRULE` lines build. Whether a
/// lookup that finds nothing means "not a word" depends on what the list was made
/// to know (``SpellingRules/decidesEveryWord``, the closedness bits, or for a
/// compounding dictionary the parts of its compounds, ``CompoundParts``): when it
/// cannot say, the verdict is ``WordList/Verdict/undecided`` and a caller with
/// libhunspell asks it.
///
/// Pure Swift; allocates only for the words the list's fast path
/// (``WordList/verdict(utf8:)``) leaves undecided.
extension WordList {
    /// The verdict libhunspell's `spell` gives `word` (UTF-8, NFC), from the list alone
    /// when it can be decided.
    ///
    /// `added`, when given, says whether a spelling is a word added at run time (exactly as
    /// spelled, after `ICONV`): each of libhunspell's lookups then finds it too, so its case
    /// variants and `BREAK` joins are accepted as libhunspell accepts them for an added word.
    package func spellingVerdict(utf8 word: UnsafeBufferPointer<UInt8>, added: ((borrowing [UInt8]) -> Bool)? = nil) -> Verdict {
        isListed(word) ? .accepted : spellingVerdict(unlisted: word, added: added)
    }

    /// ``spellingVerdict(utf8:added:)`` for a word already known not to be listed as it is.
    @inline(never)
    package func spellingVerdict(unlisted word: UnsafeBufferPointer<UInt8>, added: ((borrowing [UInt8]) -> Bool)? = nil) -> Verdict {
        let quick = verdict(unlisted: word)
        guard quick == .undecided || (quick == .rejected && added != nil), !word.isEmpty else { return quick }
        var state = Walk(added: added)
        // Not remembered: only the parts BREAK makes are met again, and they are shorter.
        return spellOnce(Array(word), &state)
    }

    /// The verdict libhunspell's `spell` gives `word`, from the list alone when it can be
    /// decided: `word` is put in NFC, `’` becomes `'` where the dictionary knows only `'`,
    /// and the empty word, words with NUL and words longer than ``maximumWordLength``
    /// bytes are rejected (as `HunspellChecker` rejects them).
    package func spellingVerdict(of word: String, added: ((borrowing [UInt8]) -> Bool)? = nil) -> Verdict {
        let direct = word.utf8.withContiguousStorageIfAvailable { spellingVerdict(typed: $0, added: added) }
        if let direct, let verdict = direct { return verdict }
        guard let text = spellingKey(word) else { return .rejected }
        var bytes = text
        return bytes.withUTF8 { spellingVerdict(utf8: $0, added: added) }
    }

    /// The verdict on a word from its UTF-8 as typed, or nil when the bytes cannot be looked
    /// up as they are: a byte from 0xCC up (the word may not be NFC, or may hold `’`), NUL,
    /// none, or more than ``maximumWordLength``.
    ///
    /// Most words are listed as they are typed, and are accepted after one walk of the list
    /// (a listed word has no NUL and is not too long). Other UTF-8 with no byte from 0xCC up
    /// is NFC and holds no `’`, so it is looked up where it lies.
    package func spellingVerdict(typed word: UnsafeBufferPointer<UInt8>, added: ((borrowing [UInt8]) -> Bool)? = nil) -> Verdict? {
        if isListed(word) { return .accepted }
        guard !word.isEmpty, word.count <= Self.maximumWordLength else { return nil }
        for byte in word where byte == 0 || byte >= 0xCC { return nil }
        return spellingVerdict(unlisted: word, added: added)
    }

    /// `word` as ``spellingVerdict(of:added:)`` looks it up: NFC, with `’` folded where the
    /// dictionary knows only `'`; nil for the empty word, words with NUL and words longer
    /// than ``maximumWordLength`` bytes.
    package func spellingKey(_ word: String) -> String? {
        var text = CanonicalComposition.composed(word)
        if rules.foldsApostrophes { text = Apostrophe.folded(text) }
        guard !text.isEmpty, text.utf8.count <= Self.maximumWordLength, !text.utf8.contains(0) else { return nil }
        return text
    }

    /// The most nested `BREAK` checks followed before a word is left undecided; libhunspell
    /// stops at 10 break points per word, which bounds its own recursion.
    private static let maximumBreakDepth = 64

    /// What one word's check carries through its `BREAK` recursion: how deep it is, the
    /// verdicts on the parts already checked, and the words added at run time. libhunspell
    /// checks the same part again on each path that reaches it (thousands of times for a
    /// word with nine hyphens); remembering them keeps the work polynomial in the word's
    /// length, with the same answers.
    private struct Walk {
        var depth = 0
        var known: [[UInt8]: Verdict] = [:]
        let added: ((borrowing [UInt8]) -> Bool)?
    }

    private func spell(_ input: [UInt8], _ state: inout Walk) -> Verdict {
        if let known = state.known[input] { return known }
        let verdict = spellOnce(input, &state)
        state.known[input] = verdict
        return verdict
    }

    private func spellOnce(_ input: [UInt8], _ state: inout Walk) -> Verdict {
        guard input.count < rules.maximumInputBytes else { return .rejected }
        let converted = rules.convert(input)
        let quick = converted.withUnsafeBufferPointer { verdict(utf8: $0) }
        if quick == .accepted || (quick == .rejected && state.added == nil) { return quick }

        // Leading spaces and trailing dots off.
        var start = 0, end = converted.count
        while start < end, converted[start] == 0x20 { start += 1 }
        var dots = 0
        while end > start, converted[end - 1] == 0x2E { end -= 1; dots += 1 }
        guard start < end else { return .accepted }
        let cleaned = Array(converted[start..<end])
        if Self.isNumber(cleaned) { return .accepted }

        var unsure = false
        if lookUpByCase(cleaned, dots: dots, added: state.added, unsure: &unsure) == true { return .accepted }
        // libhunspell breaks the word as its case steps left it: all capitals capitalised.
        let word = HunspellCase(Array(String(decoding: cleaned, as: UTF8.self).unicodeScalars)) == .capitals
            ? Self.capitalised(cleaned) : cleaned

        // BREAK: split at the patterns and check both sides.
        let patterns = rules.breakPatterns
        guard !patterns.isEmpty else { return unsure ? .undecided : .rejected }
        state.depth += 1
        defer { state.depth -= 1 }
        guard state.depth < Self.maximumBreakDepth else { return .undecided }
        var breakPoints = 0
        for pattern in patterns {
            var from = 0
            while let found = Self.find(pattern, in: word, from: from) {
                breakPoints += 1
                from = found + pattern.count
            }
        }
        if breakPoints >= 10 { return unsure ? .undecided : .rejected }
        func check(_ part: ArraySlice<UInt8>) -> Bool? {
            switch spell(Array(part), &state) {
            case .accepted: return true
            case .rejected: return false
            case .undecided: unsure = true; return nil
            }
        }
        let length = word.count
        for pattern in patterns {
            let size = pattern.count
            if size == 1 || size > length { continue }
            if pattern[0] == 0x5E, word.starts(with: pattern[1...]), check(word[(size - 1)...]) == true {
                return .accepted
            }
            if pattern[size - 1] == 0x24, word[(length - size + 1)...].elementsEqual(pattern[..<(size - 1)]),
               check(word[..<(length - size + 1)]) == true {
                return .accepted
            }
        }
        // At the second occurrence of a pattern when there is one, then at the first.
        for secondFirst in [true, false] {
            for pattern in patterns {
                let size = pattern.count
                guard var found = Self.find(pattern, in: word, from: 0), found > 0, found < length - size else { continue }
                if secondFirst, let second = Self.find(pattern, in: word, from: found + 1), second < length - size {
                    found = second
                }
                guard check(word[(found + size)...]) == true else { continue }
                if check(word[..<found]) == true { return .accepted }
            }
        }
        return unsure ? .undecided : .rejected
    }

    /// libhunspell's lookups by the case of `word` (step 5): true when one finds it, false
    /// when none does, nil when none does and the list cannot say that settles it (in which
    /// case `unsure` is set; the `BREAK` step still runs).
    private func lookUpByCase(_ word: [UInt8], dots: Int, added: ((borrowing [UInt8]) -> Bool)?, unsure: inout Bool) -> Bool? {
        func find(_ candidate: [UInt8]) -> Bool {
            if let added, added(candidate) { return true }
            switch lookUp(candidate) {
            case .accepted: return true
            case .rejected: return false
            case .undecided: unsure = true; return false
            }
        }
        // A spelling in another case than the one typed: libhunspell accepts the word through
        // it unless the stem's flags forbid it (KEEPCASE, CHECKSHARPS, FORCEUCASE), which only
        // a list that decides every word rules out; for any other list it proves nothing.
        func findVariant(_ candidate: [UInt8]) -> Bool {
            guard find(candidate) else { return false }
            if rules.decidesEveryWord { return true }
            unsure = true
            return false
        }
        func withDot(_ candidate: [UInt8]) -> [UInt8] { candidate + [0x2E] }
        let text = String(decoding: word, as: UTF8.self)
        let scalars = Array(text.unicodeScalars)
        switch HunspellCase(scalars) {
        case .lower, .mixed, .mixedCapitalised:
            if find(word) || (dots > 0 && find(withDot(word))) { return true }
        case .capitals:
            if find(word) || (dots > 0 && find(withDot(word))) { return true }
            if let apostrophe = scalars.firstIndex(of: "'"), apostrophe < scalars.count - 1 {
                // SANT'ELIA: sant'Elia, then Sant'elia.
                let lower = scalars.map(HunspellCase.lower)
                var inner = lower
                inner[apostrophe + 1] = HunspellCase.upper(inner[apostrophe + 1])
                if findVariant(Self.utf8(inner)) { return true }
                var initial = lower
                initial[0] = HunspellCase.upper(initial[0])
                if findVariant(Self.utf8(initial)) { return true }
            }
            fallthrough
        case .capitalised:
            let lower = scalars.map(HunspellCase.lower)
            var capitalised = scalars
            let typedInCapitals = scalars.count > 0 && HunspellCase(scalars) == .capitals
            if typedInCapitals {
                capitalised = lower
                capitalised[0] = HunspellCase.upper(capitalised[0])
            }
            // As typed when the word is capitalised; another case when it was in capitals.
            func findCapitalised(_ candidate: [UInt8]) -> Bool { typedInCapitals ? findVariant(candidate) : find(candidate) }
            if findCapitalised(Self.utf8(capitalised)) { return true }
            let lowered = Self.utf8(lower)
            if findVariant(lowered) { return true }
            if dots > 0 && (findVariant(withDot(lowered)) || findCapitalised(withDot(Self.utf8(capitalised)))) { return true }
        }
        return unsure ? nil : false
    }

    /// One of libhunspell's dictionary lookups: whether `candidate` is a word of the
    /// dictionary as it is spelled (no case folding).
    private func lookUp(_ candidate: [UInt8]) -> Verdict {
        guard !candidate.isEmpty, candidate.count <= Self.maximumWordLength else { return .rejected }
        if candidate.withUnsafeBufferPointer({ isListed($0) }) { return .accepted }
        if let extras, extras.contains(candidate, rules: rules) { return .accepted }
        if rules.compounds?.builds(candidate) == true { return .accepted }
        if rules.decidesEveryWord { return .rejected }
        return candidate.withUnsafeBufferPointer { bytes in
            if isClosed(for: bytes) { return .rejected }
            // Not a stem, an affixed form or a compound of the dictionary's parts, in any case.
            if let compoundParts, compoundParts.mayBuild(bytes, listedIn: self) == false { return .rejected }
            return .undecided
        }
    }

    /// Whether a number: digits, with single `.`, `,` or `-` between them (libhunspell accepts these).
    private static func isNumber(_ word: [UInt8]) -> Bool {
        var sawDigit = false, lastWasSeparator = false
        for (index, byte) in word.enumerated() {
            if byte >= 0x30 && byte <= 0x39 {
                sawDigit = true
                lastWasSeparator = false
            } else if byte == 0x2C || byte == 0x2E || byte == 0x2D {
                if index == 0 || lastWasSeparator { return false }
                lastWasSeparator = true
            } else {
                return false
            }
        }
        return sawDigit && !lastWasSeparator
    }

    /// The first byte offset at or after `from` where `pattern` occurs in `word`.
    private static func find(_ pattern: [UInt8], in word: [UInt8], from: Int) -> Int? {
        guard !pattern.isEmpty, from + pattern.count <= word.count else { return nil }
        for start in from...(word.count - pattern.count) where word[start] == pattern[0] {
            if word[start..<(start + pattern.count)].elementsEqual(pattern) { return start }
        }
        return nil
    }

    /// `word` in lower case with its first letter capitalised (libhunspell's `mkinitcap` of `mkallsmall`).
    private static func capitalised(_ word: [UInt8]) -> [UInt8] {
        var scalars = String(decoding: word, as: UTF8.self).unicodeScalars.map(HunspellCase.lower)
        if !scalars.isEmpty { scalars[0] = HunspellCase.upper(scalars[0]) }
        return utf8(scalars)
    }

    static func utf8(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(scalars.count)
        for scalar in scalars { bytes.append(contentsOf: UTF8.encode(scalar)!) }
        return bytes
    }
}

/// libhunspell's five kinds of case (`NOCAP`, `INITCAP`, `ALLCAP`, `HUHCAP`,
/// `HUHINITCAP`), with its one-to-one case mapping of the Basic Multilingual Plane.
package enum HunspellCase: Equatable {
    case lower, capitalised, capitals, mixed, mixedCapitalised

    package init(_ scalars: [Unicode.Scalar]) {
        var capitals = 0, neutral = 0
        for scalar in scalars {
            let lower = Self.lower(scalar)
            if lower != scalar { capitals += 1 }
            if Self.upper(scalar) == lower { neutral += 1 }
        }
        let firstIsCapital = scalars.first.map { Self.lower($0) != $0 } ?? false
        if capitals == 0 {
            self = .lower
        } else if capitals == 1 && firstIsCapital {
            self = .capitalised
        } else if capitals == scalars.count || capitals + neutral == scalars.count {
            self = .capitals
        } else if capitals > 1 && firstIsCapital {
            self = .mixedCapitalised
        } else {
            self = .mixed
        }
    }

    /// The lower case of `scalar` when it is one scalar of the Basic Multilingual Plane, else `scalar`.
    package static func lower(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        // ASCII's case mappings are A-Z and a-z alone: no table look-up, no String made.
        if scalar.value < 0x80 { return (0x41...0x5A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value) + 0x20) : scalar }
        return single(scalar, scalar.properties.lowercaseMapping)
    }

    /// The upper case of `scalar` when it is one scalar of the Basic Multilingual Plane, else `scalar`.
    package static func upper(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        if scalar.value < 0x80 { return (0x61...0x7A).contains(scalar.value) ? Unicode.Scalar(UInt8(scalar.value) - 0x20) : scalar }
        return single(scalar, scalar.properties.uppercaseMapping)
    }

    private static func single(_ scalar: Unicode.Scalar, _ mapping: String) -> Unicode.Scalar {
        guard scalar.value <= 0xFFFF else { return scalar }
        var iterator = mapping.unicodeScalars.makeIterator()
        guard let first = iterator.next(), iterator.next() == nil, first.value <= 0xFFFF else { return scalar }
        return first
    }
}
