/// Answers whether words are spelled correctly in one language, and how to fix them.
///
/// This is the role `UITextChecker` plays in UIKit apps such as the Word Scramble
/// games, where `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)` returning
/// `NSNotFound` means "this is a real word". A `SpellChecker` is bound to one
/// language; create one per language you need (with `HunspellChecker` that is
/// cheap after the first, because dictionaries are loaded once per process).
///
/// Conforming types are `Sendable` and answer synchronously: one checker may be
/// used from many tasks at once and gives the answers it gives from one.
///
/// ```swift
/// let checker = try HunspellChecker(language: .english)
/// checker.isCorrect("agencies")        // true
/// checker.suggestions(for: "agensies") // ["agencies", ...]
/// ```
public protocol SpellChecker: Sendable {
    /// The languages checkers of this type can be created for on this machine.
    ///
    /// UIKit: `UITextChecker.availableLanguages`.
    static var availableLanguages: [Language] { get }

    /// The language whose words this checker knows.
    var language: Language { get }

    /// Whether `word` is a correctly spelled word of ``language``.
    ///
    /// The word is checked as a whole (no tokenising); Unicode normalisation
    /// does not matter (`perché` with a combining accent is the same word).
    /// An empty word is never correct.
    ///
    /// UIKit: `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)` over the
    /// whole word, returning `NSNotFound`.
    func isCorrect(_ word: String) -> Bool

    /// Corrections for `word`, best first; empty when the checker has none.
    ///
    /// UIKit: `guesses(forWordRange:in:language:)`.
    func suggestions(for word: String) -> [String]

    /// Up to `limit` words of ``language`` that start with `partialWord` and are longer,
    /// most common first; none for an empty partial word or a `limit` below 1.
    ///
    /// UIKit: `completions(forPartialWordRange:in:language:)`.
    /// - Throws: ``SpellCheckingError/wordListNotFound(path:)`` or
    ///   ``SpellCheckingError/wordListUnusable(path:reason:)`` when the checker has no
    ///   usable list of words to complete from.
    func completions(forPartialWord partialWord: String, limit: Int) throws(SpellCheckingError) -> [String]

    /// Whether `word` is on this checker's list of words to pass over in text
    /// (`misspellings(inText:)` and the like); false unless the checker keeps one.
    ///
    /// UIKit: `ignoredWords`.
    func isIgnored(_ word: String) -> Bool
}

extension SpellChecker {
    /// No word is ignored.
    public func isIgnored(_ word: String) -> Bool { false }

    /// The words of `words` that are not correct, in their original order.
    public func misspellings<Words: Sequence<String>>(in words: Words) -> [String] {
        words.filter { !isCorrect($0) }
    }
}

extension SpellChecker {
    /// The number of completions ``completions(forPartialWordRange:in:limit:)`` and the
    /// UIKit-style overload return unless told otherwise.
    public static var defaultCompletionLimit: Int { 10 }

    /// Words that complete the word at `range` of `text`, most common first.
    ///
    /// UIKit: `completions(forPartialWordRange:in:language:)`.
    /// - Throws: what ``completions(forPartialWord:limit:)`` throws.
    public func completions(
        forPartialWordRange range: Range<String.Index>,
        in text: String,
        limit: Int = Self.defaultCompletionLimit
    ) throws(SpellCheckingError) -> [String] {
        try completions(forPartialWord: String(text[range]), limit: limit)
    }
}
