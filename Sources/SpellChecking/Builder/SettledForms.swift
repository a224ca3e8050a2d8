import SpellCheckingCore

extension WordListBuilder.Run {
    /// The forms the builder counts as accepted without asking libhunspell: a stem, and a
    /// stem with one suffix, where nothing but the lookup libhunspell makes decides them.
    ///
    /// libhunspell accepts a word that its dictionary holds as an entry with none of the
    /// flags `NEEDAFFIX`, `ONLYINCOMPOUND` and `FORBIDDENWORD`. It accepts a word ending in
    /// a suffix's text when the word without it, with the suffix's strip string put back,
    /// is an entry carrying the suffix's flag and meeting its condition; unless that entry
    /// is `ONLYINCOMPOUND` or forbidden, or the suffix's continuation classes ask for
    /// another affix (`NEEDAFFIX`, `CIRCUMFIX`) or a compound (`ONLYINCOMPOUND`). A form
    /// spelt this way is found by the first lookup libhunspell makes, in any case, so its
    /// capitals and case rules do not matter.
    ///
    /// Everything else is asked: prefixes and second suffixes, stems on a line that had to
    /// be trimmed, stems written twice or spelt like a forbidden word in another case
    /// (libhunspell looks only at the first of a word's entries for some flags), forms
    /// with a space, a dot or 100 bytes or more, suffixes that strip the whole stem or add
    /// nothing, conditions that are not plainly written or that libhunspell 1.7.1 reads
    /// otherwise (``AffixRules/Condition/isReadAsWritten(atEndOf:)``), and any spelling
    /// another root may give libhunspell first and then be refused: a form of an entry
    /// that is `ONLYINCOMPOUND` or forbidden, or of the capitalised homonym libhunspell
    /// adds (as only for words in capitals) for a stem in mixed case or in capitals with
    /// affixes: `EB/BF` makes `Eb`, whose `Eba` shadows the `Eba` of `Ebo/B`. Nothing is settled in a dictionary with `COMPLEXPREFIXES`,
    /// `IGNORE`, `ICONV` or `FORBIDWARN`, which change what a lookup sees or refuses.
    struct Settler {
        /// Entry flags that keep a stem's own spelling from being settled.
        let unlistedStem: Set<AffixRules.Flag>
        /// Entry flags that keep a stem's suffixed forms from being settled.
        let refusedRoot: Set<AffixRules.Flag>
        /// Continuation flags that keep a suffix's forms from being settled.
        let refusedContinuation: Set<AffixRules.Flag>
        /// Stems, in lower case, written more than once or spelt like a forbidden entry.
        let unsafeSpellings: Set<String>
        let rules: AffixRules

        /// Adds the forms of `stem` with `flags` that this settles to `settled`. (A form
        /// `settled` has no room for stays a candidate, and is asked.)
        func settle(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>, into settled: inout some FormCollection) {
            guard flags.isDisjoint(with: refusedRoot), !isRisky(stem),
                  !unsafeSpellings.contains(String(String.UnicodeScalarView(stem)).lowercased())
            else { return }
            if flags.isDisjoint(with: unlistedStem) { _ = settled.insert(stem) }
            for flag in flags {
                rules.forEachSuffix(flag, of: stem) { rule in
                    guard !rule.add.isEmpty, rule.condition.isPlain, rule.condition.isReadAsWritten(atEndOf: stem),
                          rule.continuation.isDisjoint(with: refusedContinuation),
                          stem.count > rule.strip.count, let form = rule.suffixing(stem), !isRisky(form)
                    else { return }
                    if !unsafeSpellings.contains(String(String.UnicodeScalarView(form)).lowercased()) { _ = settled.insert(form) }
                }
            }
        }

        /// A space or dot (libhunspell trims them), a line break, a NUL, or 100 bytes or more.
        func isRisky(_ form: [Unicode.Scalar]) -> Bool {
            form.count >= 100 || form.contains { $0 == " " || $0 == "." || $0 == "\n" || $0 == "\r" || $0 == "\0" }
                || form.reduce(0, { $0 + UTF8.width($1) }) >= 100
        }
    }

    /// The settler for this dictionary, or nil where a directive keeps every form asked, or
    /// where the stems that only compound or are forbidden make more forms than a list may
    /// hold (their spellings are what a settler must know; without one, every form is
    /// asked). `trimmed` holds the stems whose lines
    /// ``DictionaryText/forEachEntry(ofDictionary:_:)`` trimmed: their forms are asked.
    func settler(entries: [(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)], trimmed: Set<String> = []) -> Settler? {
        for line in DictionaryText.lines(of: affixText) {
            guard let key = DictionaryText.fields(of: line).first else { continue }
            if ["COMPLEXPREFIXES", "IGNORE", "ICONV", "FORBIDWARN"].contains(key) { return nil }
        }
        let needAffix = rules.flags(of: "NEEDAFFIX"), onlyInCompound = rules.flags(of: "ONLYINCOMPOUND")
        let forbidden = forbiddenFlags(), circumfix = rules.flags(of: "CIRCUMFIX")
        var seen = Set<String>(), unsafe = Set(trimmed.map { $0.lowercased() })
        var shadowed = Set<String>()
        for entry in entries {
            let spelling = String(String.UnicodeScalarView(entry.stem)).lowercased()
            if !seen.insert(spelling).inserted || !entry.flags.isDisjoint(with: forbidden) { unsafe.insert(spelling) }
            guard !entry.flags.isEmpty, let first = entry.stem.first else { continue }
            let limit = builder.limits.candidateForms
            if !entry.flags.isDisjoint(with: onlyInCompound.union(forbidden)) {
                guard rules.forms(of: entry.stem, flags: entry.flags, into: &shadowed, maximum: limit) else { return nil }
            } else if case let kind = HunspellCase(entry.stem), [.mixed, .mixedCapitalised, .capitals].contains(kind) {
                // libhunspell's hidden homonym: lower case with a capital first letter.
                let homonym = [HunspellCase.upper(HunspellCase.lower(first))] + entry.stem.dropFirst().map(HunspellCase.lower)
                guard rules.forms(of: homonym, flags: entry.flags, into: &shadowed, maximum: limit) else { return nil }
            }
        }
        for form in shadowed { unsafe.insert(form.lowercased()) }
        return Settler(unlistedStem: needAffix.union(onlyInCompound).union(forbidden),
                       refusedRoot: onlyInCompound.union(forbidden),
                       refusedContinuation: needAffix.union(onlyInCompound).union(circumfix).union(forbidden),
                       unsafeSpellings: unsafe, rules: rules)
    }
}
