/// Which engine makes a ``HunspellChecker``'s suggestions.
///
/// ```swift
/// checker.suggestions(for: "recieve")                   // ["receive", ...] from the word list, in about a millisecond
/// checker.suggestions(for: "recieve", using: .hunspell) // libhunspell's own, in tens of milliseconds
/// ```
public enum SuggestionMethod: String, Sendable, CaseIterable {
    /// WordCheck's engine over the dictionary's word list (the default): the listed words
    /// within two weighted edits, the `REP` table and splits into two words, ranked by
    /// the mistake's cost and the word's frequency; deterministic, about a millisecond.
    /// Dictionaries without a word list that answers for their files get libhunspell's.
    case wordList = "wordlist"
    /// libhunspell's `Hunspell_suggest`, in its order (tens of milliseconds, bounded by
    /// its internal time limits).
    case hunspell
}
