import Foundation
import SpellCheckingCore

extension WordListBuilder.Run {
    /// By word number in `ordered` (the words in byte order), bit 0: libhunspell accepts the
    /// word capitalised, bit 1: in capitals (simple-case words alone, the spellings
    /// ``WordList`` derives from the bits).
    ///
    /// libhunspell is asked about each spelling whose verdict does not follow from the word's
    /// own (``caseVerdictsFollow()``, ``followingBits(of:)``): asking costs the most for
    /// capitals, which it looks up three times, and for hyphenated words, which it splits at
    /// each `BREAK` pattern when a lookup fails. `foundByLookup` holds words known to be
    /// found by libhunspell's lookup (the settled forms), `recomposed` words NFC spells
    /// otherwise than libhunspell accepted them (their variants are asked).
    func caseVariantBits(of ordered: PackedWords, entries: [(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)],
                         foundByLookup: FormSet = FormSet(), recomposed: Set<String> = [])
        throws(WordListBuildError) -> [UInt8]
    {
        try report(.caseVariants, 0, always: true)
        let forbidden = followingCase && caseVerdictsFollow() ? forbiddenSpellings(entries) : nil
        let forbiddenLengths = Set((forbidden ?? []).map(\.utf8.count))
        var bits = [UInt8](repeating: 0, count: ordered.count)
        var asked: [String] = [], owners: [(number: Int, bit: UInt8)] = []
        var hyphenated: [(number: Int, bits: UInt8)] = []
        func ask(_ scalars: [Unicode.Scalar], number: Int, except known: UInt8) {
            let capitalised = [SimpleCase.upper(scalars[0])] + scalars.dropFirst()
            let capitals = scalars.map(SimpleCase.upper)
            for (bit, variant) in [(UInt8(1), capitalised), (2, capitals)] where variant != scalars && known & bit == 0 {
                asked.append(String(String.UnicodeScalarView(variant)))
                owners.append((number, bit))
            }
        }
        for (number, word) in ordered.enumerated() {
            guard let scalars = SimpleCase.scalars(ofUTF8: word) else { continue }
            var known: UInt8 = 0
            if forbidden != nil, recomposed.isEmpty || !recomposed.contains(String(decoding: word, as: UTF8.self)) {
                known = followingBits(of: scalars)
                // Simple letters keep their UTF-8 length in either case.
                if known != 0, forbiddenLengths.contains(word.count),
                   forbidden!.contains(String(decoding: word, as: UTF8.self).lowercased())
                {
                    known = 0
                }
            }
            if known != 0 && scalars.contains("-") && !word.withUnsafeBytes({ foundByLookup.contains(utf8: $0) }) {
                hyphenated.append((number, known))
            } else {
                if known != 0 { bits[number] = known }
                ask(scalars, number: number, except: known)
            }
        }
        // A hyphenated word libhunspell finds by a lookup, with no BREAK pattern to split it,
        // is found by its variants' lookups too.
        // (Should libhunspell refuse the changed file, the variants are asked.)
        if !hyphenated.isEmpty {
            let unbroken = FormConfirmer(contents: (withoutBreaks(facts.contents.affix), facts.contents.words), encoding: encoding)
            let words = hyphenated.map { String(decoding: ordered[$0.number], as: UTF8.self) }
            let found = try unbroken.map { confirmer throws(WordListBuildError) in
                try confirmed(words, .caseVariants, using: confirmer)
            } ?? Array(repeating: false, count: hyphenated.count)
            for ((number, known), found) in zip(hyphenated, found) {
                if found { bits[number] = known }
                ask(SimpleCase.scalars(ofUTF8: ordered[number])!, number: number, except: found ? known : 0)
            }
        }
        for (owner, accepted) in zip(owners, try confirmed(asked, .caseVariants)) where accepted {
            bits[owner.number] |= owner.bit
        }
        return bits
    }

    /// The `.aff` file's bytes with its `BREAK` lines replaced by `BREAK 0`: libhunspell then
    /// splits no word.
    func withoutBreaks(_ affix: Data) -> Data {
        var kept = Data()
        for line in affix.split(whereSeparator: { $0 == 0x0A || $0 == 0x0D }) {
            let start = line.drop { $0 == 0x20 || $0 == 0x09 }
            if start.starts(with: Array("BREAK".utf8)) { continue }
            kept.append(contentsOf: line)
            kept.append(0x0A)
        }
        kept.append(contentsOf: Array("BREAK 0\n".utf8))
        return kept
    }

    /// The case variants whose acceptance follows from an accepted word of simple letters
    /// (``SimpleCase``, ASCII alone in a single-byte set) and hyphens: a lower-case word's
    /// capitalised and upper-case spellings (bits 1 and 2), a capitalised word's capitals
    /// (bit 2).
    ///
    /// libhunspell looks a capitalised word up as written and then in lower case, and a
    /// word in capitals also capitalised: the lookup that accepted the word is among them
    /// (for a hyphenated word, when a lookup, not a `BREAK` split, accepted it), and where
    /// ``caseVerdictsFollow()`` holds nothing else can refuse the spelling but a forbidden
    /// word of the same letters.
    func followingBits(of scalars: [Unicode.Scalar]) -> UInt8 {
        func isLower(_ scalar: Unicode.Scalar) -> Bool { SimpleCase.upper(scalar) != scalar }
        func isUpper(_ scalar: Unicode.Scalar) -> Bool {
            ("A"..."Z").contains(scalar) || (0xC0...0xDE).contains(scalar.value) && scalar.value != 0xD7
        }
        if encoding != .utf8 && !scalars.allSatisfy(\.isASCII) { return 0 }
        guard let first = scalars.first, scalars.dropFirst().allSatisfy({ isLower($0) || $0 == "-" }) else { return 0 }
        if isLower(first) { return 3 }
        return isUpper(first) && scalars.count > 1 ? 2 : 0
    }

    /// Whether nothing in the `.aff` file makes libhunspell refuse a case variant of a word of
    /// letters it accepts, but forbidden words: no `KEEPCASE`, `CHECKSHARPS`, `FORCEUCASE`,
    /// `FORBIDWARN`, `ICONV`, `IGNORE`, `COMPLEXPREFIXES` or compounding, no `BREAK` pattern
    /// of letters alone, no affix that forbids, and no language or character set with a
    /// dotless i.
    func caseVerdictsFollow() -> Bool {
        if case .singleByte(let charset) = encoding, [.iso8859_3, .iso8859_9].contains(charset) { return false }
        let refusing: Set<Substring> = ["KEEPCASE", "CHECKSHARPS", "FORCEUCASE", "FORBIDWARN", "ICONV", "IGNORE", "COMPLEXPREFIXES"]
        var breaks = 0
        for line in DictionaryText.lines(of: affixText) {
            let fields = DictionaryText.fields(of: line)
            guard let key = fields.first else { continue }
            if refusing.contains(key) || key.hasPrefix("COMPOUND") && key != "COMPOUNDMIN" { return false }
            if key == "LANG", fields.count > 1, Self.isSpecialLanguage(fields[1]) { return false }
            if key == "BREAK", fields.count > 1 {
                breaks += 1
                // The first line is the count.
                let pattern = fields[1].unicodeScalars.filter { $0 != "^" && $0 != "$" }
                if breaks > 1 && !pattern.isEmpty && pattern.allSatisfy(Self.isLetter) { return false }
            }
        }
        let forbidding = forbiddenFlags()
        return ![rules.prefixes, rules.suffixes].contains { table in
            table.values.joined().contains { !$0.continuation.isDisjoint(with: forbidding) }
        }
    }

    /// The `FORBIDDENWORD` flag, or libhunspell's default (65510) where the file names none.
    func forbiddenFlags() -> Set<AffixRules.Flag> {
        let named = rules.flags(of: "FORBIDDENWORD")
        guard named.isEmpty else { return named }
        let fallback: Substring = rules.flagType == .numeric ? "65510" : "\u{FFE6}"
        return rules.flag(named: fallback).map { [$0] } ?? []
    }

    /// Every form of a forbidden stem, in lower case: a case variant that lowers to one of
    /// these is asked about.
    func forbiddenSpellings(_ entries: [(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)]) -> Set<String> {
        let forbidding = forbiddenFlags()
        var forms = Set<String>()
        for entry in entries where !entry.flags.isDisjoint(with: forbidding) {
            rules.forms(of: entry.stem, flags: entry.flags, into: &forms)
        }
        return Set(forms.map { $0.lowercased() })
    }
}
