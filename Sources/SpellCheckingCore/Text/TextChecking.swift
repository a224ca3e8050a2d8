

extension SpellChecker {
    /// The misspelled words of `text` (or of `text[range]`), in order.
    ///
    /// Words are found as ``TextScanner`` describes: apostrophes and hyphens inside
    /// words belong to them; numbers, URLs, e-mail addresses and words in another
    /// script are skipped; ranges always fall on character boundaries, whatever
    /// emoji or combining marks the text holds. Ignored words (``isIgnored(_:)``) are
    /// not reported.
    public func misspellings(inText text: String, range: Range<String.Index>? = nil) -> [Misspelling] {
        let range = range ?? text.startIndex..<text.endIndex
        return TextScanner(language: language).words(in: text, range: range).compactMap { wordRange in
            misspelling(text, wordRange)
        }
    }

    /// The first misspelled word of `text[range]` at or after `start`, optionally wrapping
    /// around to the part of the range before `start`; nil when there is none.
    ///
    /// A word that contains `start` counts as at `start`: starting in the middle of a
    /// word checks that whole word.
    ///
    /// UIKit: `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`; see the
    /// `NSRange` overload for code ported as it is.
    public func firstMisspelling(
        in text: String,
        range: Range<String.Index>? = nil,
        startingAt start: String.Index? = nil,
        wrap: Bool = false
    ) -> Misspelling? {
        let range = range ?? text.startIndex..<text.endIndex
        let start = min(max(start ?? range.lowerBound, range.lowerBound), range.upperBound)
        let words = TextScanner(language: language).words(in: text, range: range)
        let from = words.firstIndex { $0.upperBound > start } ?? words.endIndex
        for wordRange in words[from...] {
            if let found = misspelling(text, wordRange) { return found }
        }
        guard wrap else { return nil }
        for wordRange in words[..<from] {
            if let found = misspelling(text, wordRange) { return found }
        }
        return nil
    }

    /// Corrections for the word at `range` of `text`, best first.
    ///
    /// UIKit: `guesses(forWordRange:in:language:)`.
    public func guesses(forWordRange range: Range<String.Index>, in text: String) -> [String] {
        suggestions(for: String(text[range]))
    }

    private func misspelling(_ text: String, _ range: Range<String.Index>) -> Misspelling? {
        let word = String(text[range])
        // The dictionary first: most words are correct, and the ignored list takes a lock.
        return isCorrect(word) || isIgnored(word) ? nil : Misspelling(word: word, range: range)
    }
}
