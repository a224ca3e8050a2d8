/// A spell checker that can hand out the word list it answers from: what completions
/// and the word-game solver search (`HunspellChecker` is one).
public protocol WordListProviding: SpellChecker {
    /// The checker's word list.
    ///
    /// - Throws: ``SpellCheckingError/wordListNotFound(path:)`` or
    ///   ``SpellCheckingError/wordListUnusable(path:reason:)`` when it has none it can use.
    func wordList() throws(SpellCheckingError) -> WordList
}
