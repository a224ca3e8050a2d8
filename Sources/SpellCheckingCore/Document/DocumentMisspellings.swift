/// A misspelled word of a document, placed every way a front end counts.
public struct DocumentMisspelling: Sendable, Hashable {
    /// The word, as written.
    public let word: String
    /// Where it is in the document's text.
    public let range: Range<String.Index>
    /// Its line, from 1 (lines end at LF, CR LF and CR: ``LineBreaks``).
    public let line: Int
    /// Its column in its line, in characters, from 1: counted when asked (O(n) in the
    /// line's characters before it; O(1) in an ASCII text).
    public var column: Int { text.distance(from: lineStart, to: range.lowerBound) + 1 }
    /// Its place in the document in UTF-8 code units (bytes), from 0.
    public let utf8Offsets: Range<Int>
    /// Its place in the document in UTF-16 code units, from 0 (as `NSRange`, LanguageTool
    /// and the Language Server Protocol count by default).
    public let utf16Offsets: Range<Int>
    /// The index of the checker (the language) that rejected it, in the proofreader's checkers.
    public let checker: Int
    /// The document, and where the word's line starts in it (for ``column``).
    private let text: String
    private let lineStart: String.Index

    init(word: String, range: Range<String.Index>, line: Int, utf8Offsets: Range<Int>, utf16Offsets: Range<Int>, checker: Int,
         text: String, lineStart: String.Index) {
        self.word = word
        self.range = range
        self.line = line
        self.utf8Offsets = utf8Offsets
        self.utf16Offsets = utf16Offsets
        self.checker = checker
        self.text = text
        self.lineStart = lineStart
    }

    public static func == (left: DocumentMisspelling, right: DocumentMisspelling) -> Bool {
        left.word == right.word && left.range == right.range && left.line == right.line && left.checker == right.checker
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(word)
        hasher.combine(utf8Offsets)
        hasher.combine(checker)
    }
}

extension Proofreader {
    /// The misspelled words of `text`, a document of `kind`, in order, found as the
    /// sequence is read: a line at a time, so that a caller that stops early (a limit on
    /// findings, a deadline) pays only for the lines it read.
    ///
    /// A Markdown front matter within the first ``ProseReader/frontMatterWindow`` lines is
    /// left out.
    public func misspellings(inDocument text: String, kind: DocumentKind) -> DocumentMisspellings {
        DocumentMisspellings(text: text, kind: kind, proofreader: self)
    }
}

/// The misspelled words of a document, found lazily a line at a time
/// (``Proofreader/misspellings(inDocument:kind:)``).
public struct DocumentMisspellings: Sequence {
    let text: String
    let kind: DocumentKind
    let proofreader: Proofreader

    /// An iterator from the document's start.
    public func makeIterator() -> Iterator {
        var frontMatter = 0
        if case .markup(.markdown) = kind {
            var lines = Iterator.Lines(text: text)
            frontMatter = ProseReader.frontMatterLines(AnyIterator { lines.next().map { Array(text.utf8[$0]) } })
        }
        return Iterator(text: text, reader: ProseReader(kind: kind, frontMatterLines: frontMatter), proofreader: proofreader)
    }

    /// Reads a document a line at a time.
    public struct Iterator: IteratorProtocol {
        let text: String
        var reader: ProseReader
        let proofreader: Proofreader
        var lines: Lines
        var lineNumber = 0
        var utf16LineStart = 0
        var found: [DocumentMisspelling] = []
        var nextFound = 0

        init(text: String, reader: ProseReader, proofreader: Proofreader) {
            self.text = text
            self.reader = reader
            self.proofreader = proofreader
            lines = Lines(text: text)
        }

        /// The next misspelling, or nil past the document's end.
        public mutating func next() -> DocumentMisspelling? {
            while nextFound == found.count {
                guard let line = lines.next() else { return nil }
                lineNumber += 1
                found = misspellings(inLine: line)
                nextFound = 0
                utf16LineStart += text.utf16.distance(from: line.lowerBound, to: lines.start)
            }
            defer { nextFound += 1 }
            return found[nextFound]
        }

        private mutating func misspellings(inLine line: Range<String.Index>) -> [DocumentMisspelling] {
            let bytes = text.utf8[line].withContiguousStorageIfAvailable { Array($0) } ?? Array(text.utf8[line])
            guard let prose = reader.prose(ofLine: bytes) else { return [] }
            let utf8 = text.utf8
            let lineOffset = utf8.distance(from: utf8.startIndex, to: line.lowerBound)
            var counted = (index: line.lowerBound, utf16: utf16LineStart)
            let whole = line == text.startIndex..<text.endIndex ? text : nil
            return proofreader.misspellings(inLine: bytes, prose: prose, kind: reader.kind, text: whole).map { misspelling in
                let start = utf8.index(line.lowerBound, offsetBy: misspelling.range.lowerBound)
                let end = utf8.index(line.lowerBound, offsetBy: misspelling.range.upperBound)
                counted = (start, counted.utf16 + text.utf16.distance(from: counted.index, to: start))
                return DocumentMisspelling(
                    word: misspelling.word, range: start..<end, line: lineNumber,
                    utf8Offsets: lineOffset + misspelling.range.lowerBound ..< lineOffset + misspelling.range.upperBound,
                    utf16Offsets: counted.utf16 ..< counted.utf16 + text.utf16.distance(from: start, to: end),
                    checker: misspelling.checker, text: text, lineStart: line.lowerBound)
            }
        }

        /// The lines of a text, without their breaks; `start` is where the next begins.
        struct Lines: IteratorProtocol {
            let text: String
            var start: String.Index
            var done = false

            init(text: String) {
                self.text = text
                start = text.startIndex
            }

            mutating func next() -> Range<String.Index>? {
                guard !done else { return nil }
                let utf8 = text.utf8
                var end = start
                // The bytes up to the next break, counted in the string's own storage when it has one.
                let counted = utf8[start...].withContiguousStorageIfAvailable { bytes in
                    bytes.firstIndex { $0 == 0x0A || $0 == 0x0D } ?? bytes.count
                }
                if let counted {
                    end = utf8.index(start, offsetBy: counted)
                } else {
                    while end < utf8.endIndex, utf8[end] != 0x0A, utf8[end] != 0x0D { end = utf8.index(after: end) }
                }
                let line = start..<end
                if end == utf8.endIndex {
                    done = true
                    start = end
                } else {
                    var after = utf8.index(after: end)
                    if utf8[end] == 0x0D, after < utf8.endIndex, utf8[after] == 0x0A { after = utf8.index(after: after) }
                    start = after
                }
                return line
            }
        }
    }
}
