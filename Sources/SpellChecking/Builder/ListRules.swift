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
            } else if ["REP", "MAP", "KEY"].contains(key), fields.count > 1 {
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
        // A dictionary that writes `’` in either file checks it as written (oc_FR's `prud’òme`).
        if !affixText.unicodeScalars.contains("\u{2019}"), !dictionaryText.unicodeScalars.contains("\u{2019}") {
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
        if case .singleByte(let charset) = encoding, [.iso8859_3, .iso8859_9].contains(charset) { return 0 }
        func isClosed(apostrophes: Bool) -> Bool {
            var ruleFlags = Set<AffixRules.Flag>()
            for line in DictionaryText.lines(of: affixText) {
                let fields = DictionaryText.fields(of: line)
                guard let key = fields.first else { continue }
                switch key {
                case "LANG" where fields.count > 1 && Self.isSpecialLanguage(fields[1]):
                    return false
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

    /// A letter: general category L (upper, lower, title case, modifier, other).
    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter: true
        default: false
        }
    }
}
