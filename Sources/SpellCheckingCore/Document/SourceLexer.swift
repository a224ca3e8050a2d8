/// Splits source code, a line at a time, into its prose (comments and string literals,
/// escapes blanked) and its identifiers; what is neither (keywords, operators, numbers) is
/// no prose. What a line leaves open (a block comment and its depth, a string that runs on)
/// is carried to the next, so two lexers are equal when they read what comes next alike.
public struct SourceLexer: Sendable, Hashable {
    /// The syntax lexed.
    public let syntax: SourceSyntax
    /// How deep in block comments the line ends (0: in none).
    private var commentDepth = 0
    /// The string the line ends inside, as an index in the syntax's delimiters.
    private var openString: Int? = nil
    /// A long line read in pieces: the piece before ended inside a line comment.
    private var inLineComment = false

    /// A lexer at the start of a text written in `syntax`.
    public init(syntax: SourceSyntax) {
        self.syntax = syntax
    }

    /// The prose of `line` (one line, without its break): its bytes, each byte that is no
    /// prose a space; and its identifiers, as byte ranges of the line.
    ///
    /// A long line may be read in pieces, cut where a space is: `endsLine` false for each
    /// piece but the last keeps what only a line's end closes (a line comment, a string of
    /// one line) open for the next piece.
    public mutating func lex(_ line: some Collection<UInt8>, endsLine: Bool = true) -> (prose: [UInt8], identifiers: [Range<Int>]) {
        var pass = Pass(source: Array(line), syntax: syntax)
        pass.commentDepth = commentDepth
        pass.openString = openString
        pass.inLineComment = inLineComment
        pass.endsLine = endsLine
        pass.run()
        commentDepth = pass.commentDepth
        openString = pass.openString
        inLineComment = pass.inLineComment
        return (pass.prose, pass.identifiers)
    }

    /// One line's lexing.
    private struct Pass {
        let source: [UInt8]
        let syntax: SourceSyntax
        var prose: [UInt8]
        var identifiers: [Range<Int>] = []
        var commentDepth = 0
        var openString: Int? = nil
        var inLineComment = false
        var endsLine = true
        var index = 0

        init(source: [UInt8], syntax: SourceSyntax) {
            self.source = source
            self.syntax = syntax
            prose = source.map { $0 == 0x0A || $0 == 0x0D ? $0 : 0x20 }
        }

        private func starts(with marker: String, at offset: Int) -> Bool {
            var position = offset
            for byte in marker.utf8 {
                guard position < source.count, source[position] == byte else { return false }
                position += 1
            }
            return true
        }

        private mutating func keep(_ range: Range<Int>) {
            for offset in range { prose[offset] = source[offset] }
        }

        private static func isIdentifierByte(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
        }

        mutating func run() {
            // What the line (or the piece) before left open goes on first.
            if inLineComment {
                keep(0..<source.count)
                index = source.count
                inLineComment = !endsLine
                return
            }
            if commentDepth > 0 {
                insideBlockComment()
            } else if let open = openString {
                insideString(syntax.strings[open], delimiter: open)
            }
            while index < source.count {
                let byte = source[index]
                if lineComment() || blockComment() || string() || characterLiteral() { continue }
                if Self.isIdentifierByte(byte) {
                    let start = index
                    while index < source.count, Self.isIdentifierByte(source[index]) || (source[index] >= 0x30 && source[index] <= 0x39) {
                        index += 1
                    }
                    identifiers.append(start..<index)
                } else if byte >= 0x30 && byte <= 0x39 {
                    // A number with its suffix or base letters (0xFF, 1e10, 10px): no word.
                    while index < source.count, source[index] == UInt8(ascii: ".") || source[index] == UInt8(ascii: "_")
                        || (source[index] >= 0x30 && source[index] <= 0x39) || (source[index] | 0x20 >= 0x61 && source[index] | 0x20 <= 0x7A) {
                        index += 1
                    }
                } else {
                    index += 1
                }
            }
        }

        private mutating func lineComment() -> Bool {
            guard let marker = syntax.lineComments.first(where: { starts(with: $0, at: index) }) else { return false }
            if syntax.commentNeedsSpaceBefore, index > 0, !NoWords.isSpace(source[index - 1]) { return false }
            index += marker.utf8.count
            keep(index..<source.count)
            index = source.count
            inLineComment = !endsLine
            return true
        }

        private mutating func blockComment() -> Bool {
            guard let (open, _) = syntax.blockComment, starts(with: open, at: index) else { return false }
            index += open.utf8.count
            commentDepth = 1
            insideBlockComment()
            return true
        }

        /// Reads on inside a block comment, to its end or to the line's.
        private mutating func insideBlockComment() {
            guard let (open, close) = syntax.blockComment else { return }
            var start = index
            while index < source.count {
                if syntax.blockCommentsNest, starts(with: open, at: index) {
                    keep(start..<index)
                    commentDepth += 1
                    index += open.utf8.count
                    start = index
                } else if starts(with: close, at: index) {
                    keep(start..<index)
                    index += close.utf8.count
                    start = index
                    commentDepth -= 1
                    if commentDepth == 0 { return }
                } else {
                    index += 1
                }
            }
            keep(start..<index)
        }

        private mutating func string() -> Bool {
            guard let found = syntax.strings.firstIndex(where: { starts(with: $0.open, at: index) }) else { return false }
            let delimiter = syntax.strings[found]
            if syntax.shortCharacterLiterals, delimiter.open == "'" { return false }
            index += delimiter.open.utf8.count
            insideString(delimiter, delimiter: found)
            return true
        }

        /// Reads on inside a string, to its end or to the line's (where a string that may
        /// run over lines stays open).
        private mutating func insideString(_ delimiter: SourceSyntax.Delimiter, delimiter number: Int) {
            let multiline = delimiter.open.utf8.count > 1 || delimiter.open == "`" || syntax.name == "shell" || syntax.name == "rust"
            var start = index
            openString = nil
            while index < source.count {
                let byte = source[index]
                if delimiter.escapes, byte == UInt8(ascii: "\\") {
                    keep(start..<index)
                    index += 1
                    // The escaped character goes with its backslash (all of its bytes).
                    if index < source.count { index += NoWords.scalarLength(source[index]) }
                    index = min(index, source.count)
                    start = index
                    continue
                }
                if byte == UInt8(ascii: "$"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "{") {
                    // An interpolation, ${…}: code, not prose.
                    keep(start..<index)
                    while index < source.count, source[index] != UInt8(ascii: "}") { index += 1 }
                    start = index
                    continue
                }
                if starts(with: delimiter.close, at: index) {
                    keep(start..<index)
                    index += delimiter.close.utf8.count
                    return
                }
                index += 1
            }
            keep(start..<index)
            if multiline || !endsLine { openString = number }
        }

        /// A character literal ('a', '\n', 'é') where `'` opens one only when it closes soon;
        /// any other `'` (a Rust lifetime) is passed.
        private mutating func characterLiteral() -> Bool {
            guard syntax.shortCharacterLiterals, source[index] == UInt8(ascii: "'") else { return false }
            var end = index + 1
            if end < source.count, source[end] == UInt8(ascii: "\\") {
                end += 1
                while end < source.count, end - index < 12, source[end] != UInt8(ascii: "'") { end += 1 }
            } else if end < source.count {
                end += NoWords.scalarLength(source[end])
            }
            if end < source.count, source[end] == UInt8(ascii: "'") {
                index = end + 1
            } else {
                index += 1
            }
            return true
        }
    }
}
