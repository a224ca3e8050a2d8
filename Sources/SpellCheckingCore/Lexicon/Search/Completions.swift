extension WordList {
    /// Up to `limit` words that start with `partialWord` and are longer, most common
    /// first, each one accepted by `accepts`: the completions of ``SpellChecker``'s
    /// checkers over a word list (see `HunspellChecker.completions(forPartialWord:limit:)`
    /// and ``WordListChecker/completions(forPartialWord:limit:)`` for what they give).
    ///
    /// At most ``maximumCompletionChecks`` candidates are put to `accepts` in one call,
    /// each once: a partial word whose candidates the checker refuses (garbage before an
    /// apostrophe, `xl'a`, makes every listed word after it a refused elision) costs a
    /// bounded number of verdicts, and gets the completions found within them.
    ///
    /// - Parameters:
    ///   - learned: words learned at run time, offered too when they complete the word.
    ///   - accepts: the checker's verdict; only words it accepts are given.
    package func completions(
        forPartialWord partialWord: String, limit: Int, learned: Set<String>, accepts: (String) -> Bool
    ) -> [String] {
        let list = self
        // Lists spell apostrophes as `'`; one typed as `’` comes back as typed.
        let typographic = Apostrophe.isTyped(in: partialWord)
        let partial = Apostrophe.folded(CanonicalComposition.composed(partialWord))
        guard limit > 0, !partial.isEmpty, !partial.unicodeScalars.contains("\0") else { return [] }

        // Where to look: the whole partial word, and after its last apostrophe.
        var searches = [(head: "", tail: partial)]
        if let apostrophe = partial.lastIndex(of: "'"), partial.index(after: apostrophe) < partial.endIndex {
            let split = partial.index(after: apostrophe)
            searches.append((String(partial[..<split]), String(partial[split...])))
        }
        let learned = learned.filter { $0.hasPrefix(partial) && $0 != partial }

        // More than the list holds is never needed (and `limit + 8` must not overflow).
        var fetch = Swift.min(limit, list.count) + 8
        // Each candidate's verdict, asked once over the rounds.
        var verdicts: [String: Bool] = [:]
        while true {
            var exhausted = true
            var candidates: [String: UInt16] = [:]
            for (head, tail) in searches {
                for variant in CaseVariant.variants(of: tail) {
                    let entries = list.entries(startingWith: WordList.bytes(variant.query), limit: fetch)
                    if entries.count == fetch { exhausted = false }
                    for entry in entries {
                        let word = head + variant.apply(entry.word)
                        candidates[word] = Swift.max(candidates[word] ?? 0, entry.frequency)
                    }
                }
            }
            for word in learned where candidates[word] == nil { candidates[word] = 0 }
            let ranked = candidates.filter { $0.key.count > partial.count && $0.key.hasPrefix(partial) }
                .sorted { a, b in
                    // As the list orders them: by frequency, unranked words shortest first, then bytes.
                    if a.value != b.value { return a.value > b.value }
                    if a.value == 0, a.key.utf8.count != b.key.utf8.count { return a.key.utf8.count < b.key.utf8.count }
                    return a.key.utf8.lexicographicallyPrecedes(b.key.utf8)
                }
            var accepted: [String] = []
            var outOfChecks = false
            for (word, _) in ranked where accepted.count < limit {
                let verdict: Bool
                if let known = verdicts[word] {
                    verdict = known
                } else if verdicts.count < Self.maximumCompletionChecks {
                    verdict = accepts(word)
                    verdicts[word] = verdict
                } else {
                    outOfChecks = true
                    break
                }
                if verdict { accepted.append(word) }
            }
            if accepted.count == limit || exhausted || outOfChecks || fetch >= 16_384 {
                return typographic ? accepted.map(Apostrophe.restored) : accepted
            }
            fetch *= 4
        }
    }
}

extension WordList {
    /// The most candidates one ``completions(forPartialWord:limit:learned:accepts:)`` call
    /// asks its checker about.
    package static let maximumCompletionChecks = 512
}

/// How a partial word's case maps onto the list's words, the way Hunspell accepts
/// `Cease` and `CEASE` for the listed `cease`.
private struct CaseVariant {
    /// What to look up in the list.
    var query: String
    /// What to make of a listed word found by ``query``.
    var apply: (String) -> String

    static func variants(of partial: String) -> [CaseVariant] {
        let asTyped = CaseVariant(query: partial) { $0 }
        guard let first = partial.first, first.isUppercase else { return [asTyped] }
        let rest = partial.dropFirst()
        if rest.contains(where: \.isLetter), !rest.contains(where: \.isLowercase) {
            // AGEN: AGENCY from agency, Agency or AGENCY.
            let shout: (String) -> String = { $0.uppercased() }
            return [asTyped, CaseVariant(query: partial.lowercased(), apply: shout),
                    CaseVariant(query: String(first) + rest.lowercased(), apply: shout)]
        }
        // Agen: Agency from agency, and the listed Agenda-like names as they are.
        return [asTyped, CaseVariant(query: first.lowercased() + rest) { $0.prefix(1).uppercased() + $0.dropFirst() }]
    }
}
