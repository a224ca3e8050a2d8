import SpellCheckingCore

extension WordListBuilder.Run {
    /// Directives whose effect on which words exist the list's rules do not describe: a
    /// dictionary with any of them gets no `COMPLETE`, so libhunspell decides what the list does not hold.
    static let undescribed: Set<Substring> = [
        "COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDLAST", "COMPOUNDEND", "COMPOUNDPERMITFLAG",
        "COMPOUNDFORBIDFLAG", "COMPOUNDROOT", "IGNORE", "COMPLEXPREFIXES", "CIRCUMFIX", "CHECKSHARPS", "FULLSTRIP",
        "KEEPCASE", "FORBIDDENWORD", "WARN", "FORCEUCASE", "SUBSTANDARD", "ONLYMAXDIFF",
    ]
    /// Languages whose case rules libhunspell special-cases (dotted and dotless i, Hungarian's compounds).
    static let specialLanguages: Set<String> = ["tr", "az", "crh", "hu"]

    /// Whether a `LANG` value (`tr_TR`, `az-AZ`, `hu`) names one of ``specialLanguages``.
    static func isSpecialLanguage(_ value: Substring) -> Bool {
        specialLanguages.contains(value.replacing("-", with: "_").split(separator: "_").first.map { $0.lowercased() } ?? "")
    }

    /// The flags a `COMPOUNDRULE` names: single characters, or `(flag)` groups with long and numeric flags.
    func compoundRuleFlags(_ rule: Substring) -> [Substring] {
        switch rules.flagType {
        case .character:
            return rule.unicodeScalars.filter { !"*?()".unicodeScalars.contains($0) }.map { Substring(String($0)) }
        case .long, .numeric:
            var found: [Substring] = [], rest = rule[...]
            while let open = rest.firstIndex(of: "("), let close = rest[open...].firstIndex(of: ")") {
                found.append(rest[rest.index(after: open)..<close])
                rest = rest[rest.index(after: close)...]
            }
            return found
        }
    }

    /// The rules section (``SpellingRules``): the `.aff` file's `COMPOUNDMIN`, `REP`, `MAP` and
    /// `KEY` lines as written; its `BREAK` patterns (Hunspell's `-`, `^-`, `-$` when it has
    /// none); `ICONV` pairs; the longest word; compound rules with their parts; the elision
    /// sets; `FOLDAPOSTROPHE` when neither file mentions `’`; and `COMPLETE` when nothing
    /// in the file changes which words exist in a way the list cannot record.
    func spellingRules(elisionSets: [[String]], entries: [(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)]) -> String {
        var lines: [String] = []
        var breaks: [Substring]?, conversions: [(Substring, Substring)]?, compoundRules: [Substring] = []
        var complete = encoding == .utf8
        for line in DictionaryText.lines(of: affixText) {
            let fields = DictionaryText.fields(of: line)
            guard let key = fields.first, !key.hasPrefix("#") else { continue }
            if Self.undescribed.contains(key) {
                complete = false
            } else if key == "LANG", fields.count > 1, Self.isSpecialLanguage(fields[1]) {
                complete = false
            } else if key == "BREAK", fields.count > 1 {
                // The first line is the count, whatever it says.
                if breaks == nil { breaks = [] } else { breaks!.append(fields[1]) }
            } else if key == "ICONV", fields.count > 1 {
                if conversions == nil { conversions = [] } else if fields.count > 2 { conversions!.append((fields[1], fields[2])) }
            } else if key == "COMPOUNDMIN", fields.count > 1 {
                lines.append("COMPOUNDMIN \(fields[1])")
            } else if key == "COMPOUNDRULE", fields.count > 1, !DictionaryText.isDigits(fields[1]) {
                compoundRules.append(fields[1])
            } else if ["REP", "MAP", "KEY", "PHONE"].contains(key), fields.count > 1 {
                lines.append(fields.joined(separator: " "))
            }
        }
        lines += (breaks ?? ["-", "^-", "-$"]).map { "BREAK \($0)" }
        lines += (conversions ?? []).map { "ICONV \($0.0) \($0.1)" }
        lines.append(encoding == .utf8 ? "MAXBYTES 300" : "MAXBYTES 100")
        if !compoundRules.isEmpty {
            if rules.flagType != .character {
                complete = false
            } else {
                let partFlags = Set(compoundRules.flatMap(compoundRuleFlags).compactMap(rules.flag(named:)))
                lines += compoundRules.map { "COMPOUNDRULE \($0)" }
                for entry in entries where !entry.flags.isDisjoint(with: partFlags) {
                    if entry.stem.contains(" ") {
                        complete = false
                        continue
                    }
                    let names = entry.flags.intersection(partFlags).map { rules.names[Int($0)] }
                        .sorted { $0.unicodeScalars.lexicographicallyPrecedes($1.unicodeScalars) }
                    lines.append("COMPOUNDPART \(String(String.UnicodeScalarView(entry.stem))) \(names.joined())")
                }
            }
        }
        for (index, heads) in elisionSets.enumerated() {
            lines.append("ELISION \(index + 1) \(heads.joined(separator: " "))")
        }
        // A dictionary that writes `’` in either file checks it as written (oc_FR's `prud’òme`):
        // the rule HunspellDictionary's loader applies, through the same test (Apostrophe).
        if !Apostrophe.isTyped(in: affixText), !Apostrophe.isTyped(in: dictionaryText) {
            lines.append("FOLDAPOSTROPHE")
        }
        if complete { lines.append("COMPLETE") }
        return lines.map { $0 + "\n" }.joined()
    }

    /// The header's property bits: 1 when every word of letters libhunspell accepts is a
    /// listed form or its case variant (no compounding, no `BREAK` or `ICONV` pattern with a
    /// letter, no rule the expansion does not follow); 2, with 1, when the same holds for
    /// words of letters and apostrophes (no prefix elides, no pattern holds `'`).
    ///
    /// Neither in a language or character set with a dotless i (tr, az, crh; ISO 8859-3 and
    /// 8859-9): libhunspell lowers `I` to `ı` there, so `ABACI` is a case variant of `abacı`
    /// to libhunspell and of no listed word to the list's case rules.
    func closedProperties(elides: Bool, entries: [(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)]) -> UInt32 {
        guard !hasSpecialCaseRules else { return 0 }
        func isClosed(apostrophes: Bool) -> Bool {
            var ruleFlags = Set<AffixRules.Flag>()
            for fields in affixDirectives {
                switch fields[0] {
                case "COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDLAST", "COMPOUNDEND",
                     "COMPOUNDPERMITFLAG", "IGNORE", "COMPLEXPREFIXES", "CIRCUMFIX", "CHECKSHARPS", "FULLSTRIP":
                    return false
                case "BREAK" where fields.count > 1 && !DictionaryText.isDigits(fields[1]),
                     "ICONV" where fields.count > 1 && !DictionaryText.isDigits(fields[1]):
                    if fields.dropFirst().contains(where: { $0.unicodeScalars.contains(where: Self.isLetter) }) { return false }
                    if apostrophes && fields[1].contains("'") { return false }
                case "COMPOUNDRULE" where fields.count > 1 && !DictionaryText.isDigits(fields[1]):
                    ruleFlags.formUnion(compoundRuleFlags(fields[1]).compactMap(rules.flag(named:)))
                default:
                    continue
                }
            }
            guard !ruleFlags.isEmpty else { return true }
            return !entries.contains { entry in
                !entry.flags.isDisjoint(with: ruleFlags) && entry.stem.allSatisfy { Self.isLetter($0) || (apostrophes && $0 == "'") }
            }
        }
        guard isClosed(apostrophes: false) else { return 0 }
        return !elides && isClosed(apostrophes: true) ? 3 : 1
    }

    /// How the list's ``CompoundParts`` are to be read, when it is to carry them: the fewest
    /// characters a part has (`COMPOUNDMIN`, 3 when the file gives none, the least when it
    /// gives several) and whether a part's doubled last letter may be the next part's first
    /// (`SIMPLIFIEDTRIPLE`: `Schiffahrt` for `Schiff` and `fahrt`). Nil when it is not to: the
    /// dictionary does not compound, or the list is closed for words of letters anyway, or
    /// some rule lets libhunspell accept a word of letters that is not a row of the forms
    /// the rules make (ignored characters, a compound pattern that puts letters in place of
    /// others, more suffixes or syllable counts in compounds, two prefixes, Turkish or
    /// Hungarian case rules). Input conversions (`ICONV`) are applied before any lookup, so
    /// they change nothing here; stems stripped whole (`FULLSTRIP`) are among the forms the
    /// rules make whether the file allows them or not.
    func compoundPartsReading(closedProperties: UInt32) -> (minimumLength: Int, simplifiedTriple: Bool)? {
        guard closedProperties & 1 == 0, !hasSpecialCaseRules else { return nil }
        var compounds = false, simplifiedTriple = false
        var minimum: Int?
        for fields in affixDirectives {
            switch fields[0] {
            case "IGNORE", "COMPOUNDMORESUFFIXES", "COMPOUNDSYLLABLE", "COMPLEXPREFIXES":
                return nil
            case "CHECKCOMPOUNDPATTERN" where fields.count > 3 && fields[3].unicodeScalars.contains(where: Self.isLetter):
                // libhunspell takes a fourth field (even `#`) as the text that stands for the
                // two parts' ends: one with letters makes compounds no row of parts spells.
                return nil
            case "SIMPLIFIEDTRIPLE":
                simplifiedTriple = true
            case "COMPOUNDFLAG", "COMPOUNDBEGIN", "COMPOUNDMIDDLE", "COMPOUNDEND", "COMPOUNDLAST", "COMPOUNDRULE":
                compounds = true
            case "COMPOUNDMIN":
                let value = fields.count > 1 ? Int(fields[1]) ?? 0 : 0
                minimum = min(minimum ?? .max, max(1, value))
            default:
                continue
            }
        }
        return compounds ? (minimum ?? 3, simplifiedTriple) : nil
    }

    /// The parts of compounds a list carries (``CompoundParts``): each of `forms` and of
    /// `settled` folded (lower case, `ß` as `ss`) when it is then ASCII and Latin-1 letters
    /// alone, less the folded spellings of the `listed` words (UTF-8) that the parts' walk
    /// finds by ignoring case; sorted by bytes.
    static func compoundParts(of forms: [String], and settled: FormSet, listed: PackedWords) -> [[UInt8]] {
        var covered = Set<[UInt8]>()
        for word in listed {
            let text = String(decoding: word, as: UTF8.self)
            guard text.unicodeScalars.allSatisfy(isCaseFoldedByWalk), let folded = foldedPart(text) else { continue }
            covered.insert(folded)
        }
        var parts = Set<[UInt8]>()
        func add(_ form: String) {
            guard let folded = foldedPart(CanonicalComposition.composed(form)), !covered.contains(folded) else { return }
            parts.insert(folded)
        }
        forms.forEach(add)
        settled.forEach { add(String(decoding: $0, as: UTF8.self)) }
        return parts.sorted { $0.lexicographicallyPrecedes($1) }
    }

    /// A letter the parts' walk matches in either case: ASCII and Latin-1 letters, `ß`.
    private static func isCaseFoldedByWalk(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xDE, 0xDF, 0xE0...0xFE: scalar.value != 0xD7 && scalar.value != 0xF7
        default: false
        }
    }

    /// `form` in lower case with `ß` as `ss`, as UTF-8, when that is lower-case ASCII and
    /// Latin-1 letters alone (what ``CompoundParts`` folds a word to); nil otherwise.
    static func foldedPart(_ form: String) -> [UInt8]? {
        var scalars = String.UnicodeScalarView()
        for scalar in form.unicodeScalars {
            for lower in scalar.properties.lowercaseMapping.unicodeScalars {
                if lower == "ß" {
                    scalars.append(contentsOf: "ss".unicodeScalars)
                    continue
                }
                switch lower.value {
                case 0x61...0x7A: scalars.append(lower)
                case 0xE0...0xFE where lower.value != 0xF7: scalars.append(lower)
                default: return nil
                }
            }
        }
        return scalars.isEmpty ? nil : Array(String(scalars).utf8)
    }

    /// The `.aff` file's lines as their fields, the directive first; blank lines left out.
    var affixDirectives: [[Substring]] {
        DictionaryText.lines(of: affixText).map(DictionaryText.fields(of:)).filter { !$0.isEmpty }
    }

    /// Whether libhunspell's case rules for the dictionary are not the list's: a language or
    /// character set with a dotless i (``specialLanguages``; ISO 8859-3 and 8859-9), or Hungarian.
    var hasSpecialCaseRules: Bool {
        if case .singleByte(let charset) = encoding, [.iso8859_3, .iso8859_9].contains(charset) { return true }
        return affixDirectives.contains { $0.count > 1 && $0[0] == "LANG" && Self.isSpecialLanguage($0[1]) }
    }

    /// A letter: general category L (upper, lower, title case, modifier, other).
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}
