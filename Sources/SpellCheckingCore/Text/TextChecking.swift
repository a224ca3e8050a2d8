

extension SpellChecker {
    /// The misspelled words of `text` (or of `text[range]`), in order.
    ///
    /// Words are found as `TextScanner` describes: apostrophes and hyphens inside
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
        if isCorrect(word) || isIgnored(word) { return nil }
        // A word in compatibility characters (`ﬁsh`, `ｗｏｒｄ`) is checked in its NFKC form
        // too, and reported, when misspelled, as written and where written.
        if let folded = CompatibilityComposition.composed(word), isCorrect(folded) || isIgnored(folded) { return nil }
        return Misspelling(word: word, range: range)
    }
}

/// A misspelled word with its line and column in the text.
public struct LocatedMisspelling: Sendable, Hashable {
    /// The word and its range.
    public let misspelling: Misspelling
    /// The line, counting from 1.
    public let line: Int
    /// The column, counting Characters from 1.
    public let column: Int
}

extension SpellChecker {
    /// The misspelled words of `text`, in order, with their line and column.
    ///
    /// Words are found as ``misspellings(inText:range:)`` finds them, line by line. A line
    /// ends at LF, CR LF or CR (``LineBreaks``), as editors and grep count lines, and
    /// columns count Characters, so an emoji or an accented letter is one column.
    /// `progress`, when given, is called before each line with the number of UTF-8 bytes
    /// of `text` before it (a long text can show how far it is).
    ///
    /// Cost: one pass over the text, plus the checks.
    public func locatedMisspellings(inText text: String, progress: ((Int) -> Void)? = nil) -> [LocatedMisspelling] {
        var found: [LocatedMisspelling] = []
        var lineNumber = 0
        var lineStart = text.startIndex
        var breaks = LineBreaks.of(text).makeIterator()
        while lineStart <= text.endIndex {
            progress?(text.utf8.distance(from: text.startIndex, to: lineStart))
            lineNumber += 1
            let lineEnd = breaks.next() ?? text.endIndex
            // Columns are counted on from the previous misspelling, so a long line costs
            // its length once, not once per misspelling.
            var counted = (index: lineStart, column: 1)
            for misspelling in misspellings(inText: text, range: lineStart..<lineEnd) {
                let column = counted.column + text.distance(from: counted.index, to: misspelling.range.lowerBound)
                counted = (misspelling.range.lowerBound, column)
                found.append(LocatedMisspelling(misspelling: misspelling, line: lineNumber, column: column))
            }
            guard lineEnd < text.endIndex else { break }
            lineStart = text.index(after: lineEnd)
        }
        return found
    }
}

/// Where the lines of a text end, as ``SpellChecker/locatedMisspellings(inText:progress:)``
/// counts lines: at LF, CR LF and CR, as editors, the Language Server Protocol, Vim and
/// grep count them. Form feeds, vertical tabs, NEL and the Unicode line and paragraph
/// separators stay inside their line (white space between words).
public enum LineBreaks {
    /// How many line breaks `text` holds (a text read in pieces split at LF, as
    /// `wordcheck check` reads it, counts each piece's lines with this).
    public static func count(in text: String) -> Int {
        var text = text
        return text.withUTF8 { bytes in
            var count = 0, offset = 0
            while offset < bytes.count {
                let length = length(of: bytes, at: offset)
                count += length > 0 ? 1 : 0
                offset += max(1, length)
            }
            return count
        }
    }

    /// Where each line of `text` ends, in order. Each break is a Character of its own
    /// (Unicode breaks graphemes around control characters, and keeps CR LF together),
    /// so the bytes tell.
    static func of(_ text: String) -> [String.Index] {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> [String.Index] in
            let utf8 = text.utf8
            var breaks: [String.Index] = []
            var offset = 0
            while offset < bytes.count {
                let length = length(of: bytes, at: offset)
                if length > 0 { breaks.append(utf8.index(utf8.startIndex, offsetBy: offset)) }
                offset += max(1, length)
            }
            return breaks
        }
        return found ?? text.indices.filter { isBreak(text[$0]) }
    }

    /// Whether `character` ends a line: LF, CR LF or CR.
    public static func isBreak(_ character: Character) -> Bool {
        character == "\n" || character == "\r\n" || character == "\r"
    }

    /// The length in bytes of the line break at `offset`, or 0 when none starts there.
    @inline(__always)
    private static func length(of bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> Int {
        let byte = bytes[offset]
        if byte > 0x0D { return 0 }  // nearly every byte: one test
        switch byte {
        case 0x0A: return 1
        case 0x0D: return offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
        default: return 0
        }
    }
}

extension SpellChecker {
    /// The misspelled words of `text` written in `format`, in order: the markup is skipped
    /// (``TextFormat`` says what that is), the prose inside it is checked, and each range
    /// is in `text` itself.
    public func misspellings(inText text: String, format: TextFormat) -> [Misspelling] {
        locatedMisspellings(inText: text, format: format).map(\.misspelling)
    }

    /// ``locatedMisspellings(inText:progress:)`` for a text written in `format`: lines and
    /// columns are those of `text` itself.
    public func locatedMisspellings(inText text: String, format: TextFormat, progress: ((Int) -> Void)? = nil) -> [LocatedMisspelling] {
        var mask = MarkupMask(format: format)
        return locatedMisspellings(inText: text, masking: &mask, progress: progress)
    }

    /// ``locatedMisspellings(inText:format:progress:)`` for one piece of a longer text read
    /// in pieces that end at line breaks: `mask` carries what the piece leaves open (a code
    /// block, a comment, display math) to the next one. Lines are counted from 1 in each piece.
    public func locatedMisspellings(inText text: String, masking mask: inout MarkupMask,
                                    progress: ((Int) -> Void)? = nil) -> [LocatedMisspelling] {
        guard mask.format != .plain else { return locatedMisspellings(inText: text, progress: progress) }
        let utf8 = text.utf8
        var found: [LocatedMisspelling] = []
        var markup: [Bool] = []
        var lineNumber = 0
        var lineStart = text.startIndex
        var breaks = LineBreaks.of(text).makeIterator()
        while lineStart <= text.endIndex {
            progress?(utf8.distance(from: text.startIndex, to: lineStart))
            lineNumber += 1
            let lineEnd = breaks.next() ?? text.endIndex
            var bytes = Array(utf8[lineStart..<lineEnd])
            bytes.withUnsafeBufferPointer { mask.mark($0, into: &markup) }
            // Markup becomes spaces, byte for byte, so a word's offsets are its offsets in the line.
            for index in bytes.indices where markup[index] { bytes[index] = 0x20 }
            let prose = String(decoding: bytes, as: UTF8.self)
            var counted = (index: lineStart, column: 1)
            for misspelling in misspellings(inText: prose) {
                let start = utf8.index(lineStart, offsetBy: prose.utf8.distance(from: prose.startIndex, to: misspelling.range.lowerBound))
                let end = utf8.index(lineStart, offsetBy: prose.utf8.distance(from: prose.startIndex, to: misspelling.range.upperBound))
                let column = counted.column + text.distance(from: counted.index, to: start)
                counted = (start, column)
                found.append(LocatedMisspelling(misspelling: Misspelling(word: String(text[start..<end]), range: start..<end),
                                                line: lineNumber, column: column))
            }
            guard lineEnd < text.endIndex else { break }
            lineStart = text.index(after: lineEnd)
        }
        return found
    }
}
