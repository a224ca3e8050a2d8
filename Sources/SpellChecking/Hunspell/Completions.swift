import SpellCheckingCore

extension HunspellChecker {
    /// Up to `limit` words that start with `partialWord` and are longer, most common first.
    ///
    /// Completions come from the dictionary's ``WordList``, ranked by how common each
    /// word is (words the list has no frequency for follow, shortest first), and each
    /// is confirmed by Hunspell before it is returned, so a word ``remove(_:)`` took out
    /// is never offered. Words learned with ``learnWord(_:)`` are offered too.
    ///
    /// - Case follows the partial word as Hunspell's lookup does: `Agen` gives `Agency`
    ///   and `Agenda`, `AGEN` gives `AGENCY`; `par` does not give `Paris`.
    /// - After an apostrophe, the part that follows it is completed (Italian `dell'an`
    ///   gives `dell'anno`), since elided forms are not listed. A typographic apostrophe
    ///   in the partial word comes back in the completions.
    /// - An empty partial word, or a `limit` below 1, gives no completions.
    /// - At most 512 candidates are confirmed in one call: a partial word whose
    ///   candidates Hunspell refuses (garbage before an apostrophe) gets the completions
    ///   found among them, in bounded time.
    ///
    /// Cost: tens of microseconds (25–55 µs median for one- and three-letter partial
    /// words, `scripts/bench.sh --filter "Complete.*"`); the first call of the process
    /// reads the word list (2 MB, 1–2 ms).
    ///
    /// UIKit: `completions(forPartialWordRange:in:language:)`.
    /// - Throws: ``SpellCheckingError/wordListNotFound(path:)`` when the dictionary has no
    ///   word list and WordCheck bundles none for its language (only the bundled
    ///   dictionaries come with one; see ``HunspellChecker/wordList()`` for the others;
    ///   `wordcheck words build` writes one for any dictionary),
    ///   ``SpellCheckingError/wordListUnusable(path:reason:)`` when it is damaged.
    public func completions(forPartialWord partialWord: String, limit: Int = HunspellChecker.defaultCompletionLimit) throws(SpellCheckingError) -> [String] {
        let list = try loaded.wordList()
        return list.completions(forPartialWord: partialWord, limit: limit, learned: loaded.learnedWords, accepts: isCorrect)
    }
}
