import Foundation

/// `UITextChecker`'s `NSRange` methods in one checker's language.
///
/// Offsets are UTF-16 code units and "nothing found" is `NSNotFound`, exactly as
/// UIKit has them. UIKit's methods also take a `language:`; these do not, because
/// a ``SpellChecker`` answers in its own ``SpellChecker/language`` only. Code
/// ported with its `language:` arguments belongs on `TextChecker` (the
/// `SpellChecking` module), which honours the language of every call; a port
/// that names a single checker instead fails to compile rather than checking
/// the wrong language. Ranges that do not fit the string (out of bounds, or
/// splitting a surrogate pair) find nothing instead of raising, unlike UIKit.
extension SpellChecker {
    /// The range of the first misspelled word of `string` in `range`, at or after
    /// `startingOffset`, wrapping to the start of `range` when `wrapFlag` is true;
    /// `NSNotFound` as its location when there is none.
    ///
    /// ```swift
    /// let checker = try HunspellChecker(language: "en")
    /// let range = NSRange(location: 0, length: word.utf16.count)
    /// let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false)
    /// let isReal = misspelled.location == NSNotFound
    /// ```
    ///
    /// UIKit: `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`, in this
    /// checker's language.
    public func rangeOfMisspelledWord(
        in string: String,
        range: NSRange,
        startingAt startingOffset: Int,
        wrap wrapFlag: Bool
    ) -> NSRange {
        let notFound = NSRange(location: NSNotFound, length: 0)
        guard let range = string.characterRange(range),
              let start = string.characterRange(NSRange(location: startingOffset, length: 0))?.lowerBound
        else { return notFound }
        guard let found = firstMisspelling(in: string, range: range, startingAt: start, wrap: wrapFlag) else { return notFound }
        return NSRange(found.range, in: string)
    }

    /// Corrections for the word at `range`, best first; nil when the range does not
    /// fit the string.
    ///
    /// UIKit: `guesses(forWordRange:in:language:)`, in this checker's language.
    public func guesses(forWordRange range: NSRange, in string: String) -> [String]? {
        guard let range = string.characterRange(range) else { return nil }
        return guesses(forWordRange: range, in: string)
    }

    /// Words completing the partial word at `range`, the ``defaultCompletionLimit``
    /// most common first. Nil when the range does not fit the string or the checker
    /// has no usable word list (the `Range<String.Index>` overload throws why).
    ///
    /// UIKit: `completions(forPartialWordRange:in:language:)`, in this checker's language.
    public func completions(forPartialWordRange range: NSRange, in string: String) -> [String]? {
        guard let range = string.characterRange(range) else { return nil }
        return try? completions(forPartialWordRange: range, in: string)
    }
}

extension String {
    /// The characters covering the UTF-16 range `range`: nil when it is out of bounds or
    /// splits a surrogate pair; widened to whole characters when it splits one (an accent
    /// from its letter, say). Foundation's `Range(_:in:)` traps on out-of-bounds ranges
    /// on Linux; this never does.
    func characterRange(_ range: NSRange) -> Range<String.Index>? {
        let units = utf16
        guard range.location >= 0, range.length >= 0, range.location <= units.count,
              range.length <= units.count - range.location
        else { return nil }
        let lower = units.index(units.startIndex, offsetBy: range.location)
        let upper = units.index(lower, offsetBy: range.length)
        guard lower.samePosition(in: unicodeScalars) != nil, upper.samePosition(in: unicodeScalars) != nil else { return nil }
        let start = characterStart(containing: lower)
        var end = characterStart(containing: upper)
        if end < upper { end = index(after: end) }
        return start..<end
    }

    /// The start of the character that contains `position` (`endIndex` for `endIndex`).
    private func characterStart(containing position: String.Index) -> String.Index {
        if position.samePosition(in: self) != nil { return position }
        var start = startIndex
        while start < endIndex {
            let next = index(after: start)
            if next > position { return start }
            start = next
        }
        return endIndex
    }
}
