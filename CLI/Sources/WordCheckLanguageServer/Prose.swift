import LanguageServerProtocol
import SpellCheckingCore

/// Source code split for checking: its bytes with everything but comments and string
/// literals turned into spaces (line breaks kept, so offsets are the document's), and its
/// identifiers, whose parts are checked as words. Also the helpers that blank what is no
/// prose in any kind of document.
struct Prose: Sendable {
    /// As long as the document's bytes; a byte that is not prose is a space.
    let bytes: [UInt8]
    /// The identifiers, as byte ranges of the document.
    let identifiers: [Range<Int>]

    /// The prose and identifiers of `document`, written in `syntax`.
    init(lexing document: TextDocument, syntax: SourceSyntax) {
        var lexer = SourceLexer(source: document.bytes, syntax: syntax)
        lexer.run()
        bytes = lexer.prose
        identifiers = lexer.identifiers
    }

    static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for index in range where bytes[index] != 0x0A && bytes[index] != 0x0D { bytes[index] = 0x20 }
    }

    /// The last line of a Markdown front matter block (`---` … `---` or `...`, or `+++` … `+++`), if the document opens with one.
    static func frontMatterEnd(_ document: TextDocument) -> Int? {
        let opening = document.line(0)
        guard opening == "---" || opening == "+++", document.lineCount > 2 else { return nil }
        for line in 1..<document.lineCount {
            let text = document.line(line)
            if text == opening || (opening == "---" && text == "...") { return line }
        }
        return nil
    }

    /// Blanks the stretches of `bytes` (a line's prose) that are no words however they are
    /// written: file paths and names, hexadecimal numbers and colours, UUIDs, hashes and
    /// base64 (URLs and e-mail addresses the library's scanner passes over already), each a
    /// whitespace-delimited chunk.
    static func blankTokens(_ bytes: inout [UInt8]) {
        var index = 0
        while index < bytes.count {
            while index < bytes.count, isSpace(bytes[index]) { index += 1 }
            let start = index
            while index < bytes.count, !isSpace(bytes[index]) { index += 1 }
            guard index > start else { continue }
            // Brackets, quotes and sentence punctuation around a chunk are not part of it.
            var low = start, high = index
            while low < high, isWrapping(bytes[low]) { low += 1 }
            while high > low, isWrapping(bytes[high - 1]) || bytes[high - 1] == UInt8(ascii: ".") { high -= 1 }
            if low < high, isNoWord(bytes[low..<high]) { blank(&bytes, start..<index) }
        }
    }

    @inline(__always) static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

    static func isWrapping(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "["), UInt8(ascii: "]"), UInt8(ascii: "{"), UInt8(ascii: "}"),
             UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "`"), UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":"),
             UInt8(ascii: "!"), UInt8(ascii: "?"), UInt8(ascii: "<"), UInt8(ascii: ">"):
            true
        default: false
        }
    }

    /// Whether a chunk is a path or a file's name, a hexadecimal number, a UUID, a hash or base64.
    static func isNoWord(_ chunk: ArraySlice<UInt8>) -> Bool {
        let text = Array(chunk)
        func isHex(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
        // Paths: rooted (/, ~/, ./, ../, C:\), or two separators or more, or a separator
        // and a file extension (src/main.swift); never a URL (the scanner's) or "and/or".
        let separators = text.filter { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }.count
        let isURL = text.indices.dropLast(2).contains { text[$0] == UInt8(ascii: ":") && text[$0 + 1] == UInt8(ascii: "/") && text[$0 + 2] == UInt8(ascii: "/") }
        if separators > 0, !isURL {
            let rooted = text.first == UInt8(ascii: "/") || text.first == UInt8(ascii: "\\")
                || text.starts(with: Array("~/".utf8)) || text.starts(with: Array("./".utf8)) || text.starts(with: Array("../".utf8))
                || (text.count > 2 && isLetter(text[0]) && text[1] == UInt8(ascii: ":") && (text[2] == UInt8(ascii: "\\") || text[2] == UInt8(ascii: "/")))
            let lastPart = text.split(whereSeparator: { $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "\\") }).last ?? []
            let hasExtension = lastPart.dropFirst().contains(UInt8(ascii: ".")) && lastPart.last.map(isLetter) == true
            if rooted || separators >= 2 || hasExtension { return true }
        }
        // A file's name: a name, a dot and a short lowercase extension (data.txt, main.swift, a.tar.gz).
        if let dot = text.lastIndex(of: UInt8(ascii: ".")), dot > 0, text.count - dot - 1 >= 1, text.count - dot - 1 <= 5,
           text[(dot + 1)...].allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || isDigit($0) }),
           text[..<dot].allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: ".") }) {
            return true
        }
        // Hexadecimal: 0x…, #rrggbb, or six hex digits or more with a digit among them.
        if text.count > 2, text[0] == UInt8(ascii: "0"), text[1] | 0x20 == UInt8(ascii: "x"), text.dropFirst(2).allSatisfy(isHex) { return true }
        if text.first == UInt8(ascii: "#"), [4, 7, 9].contains(text.count), text.dropFirst().allSatisfy(isHex) { return true }
        let hexDigits = text.filter { $0 != UInt8(ascii: "-") }
        if text.count >= 7, text.allSatisfy({ isHex($0) || $0 == UInt8(ascii: "-") }), hexDigits.count >= 7,
           hexDigits.contains(where: isDigit) || text.filter({ $0 == UInt8(ascii: "-") }).count == 4 {
            return true
        }
        // Base64 and hashes: 16 characters or more of base64's alphabet, with a digit, or
        // with case changing inside the run more than a word's does.
        if text.count >= 16, text.allSatisfy({ isLetter($0) || isDigit($0) || $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "/")
                || $0 == UInt8(ascii: "=") || $0 == UInt8(ascii: "_") || $0 == UInt8(ascii: "-") }) {
            var changes = 0
            for index in 1..<text.count where isLetter(text[index]) && isLetter(text[index - 1])
                && (text[index] & 0x20) != (text[index - 1] & 0x20) {
                changes += 1
            }
            if text.contains(where: isDigit) || changes >= 4 { return true }
        }
        return false
    }
}

/// Splits source code into its prose (comments and string literals, escapes blanked) and
/// its identifiers; what is neither (keywords, operators, numbers) is blanked.
struct SourceLexer {
    let source: [UInt8]
    let syntax: SourceSyntax
    var prose: [UInt8]
    var identifiers: [Range<Int>] = []
    private var index = 0

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

    private func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    private mutating func keep(_ range: Range<Int>) {
        for offset in range { prose[offset] = source[offset] }
    }

    mutating func run() {
        while index < source.count {
            let byte = source[index]
            if lineComment() || blockComment() || string() || characterLiteral() { continue }
            if byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0x80 || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A) {
                let start = index
                while index < source.count {
                    let next = source[index]
                    guard next == UInt8(ascii: "_") || next == UInt8(ascii: "$") || next >= 0x80
                        || (next | 0x20 >= 0x61 && next | 0x20 <= 0x7A) || (next >= 0x30 && next <= 0x39) else { break }
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
        if syntax.commentNeedsSpaceBefore, index > 0, !Prose.isSpace(source[index - 1]) { return false }
        index += marker.utf8.count
        let start = index
        while index < source.count, !isLineBreak(source[index]) { index += 1 }
        keep(start..<index)
        return true
    }

    private mutating func blockComment() -> Bool {
        guard let (open, close) = syntax.blockComment, starts(with: open, at: index) else { return false }
        index += open.utf8.count
        var depth = 1
        var start = index
        while index < source.count {
            if syntax.blockCommentsNest, starts(with: open, at: index) {
                keep(start..<index)
                depth += 1
                index += open.utf8.count
                start = index
            } else if starts(with: close, at: index) {
                keep(start..<index)
                index += close.utf8.count
                start = index
                depth -= 1
                if depth == 0 { return true }
            } else {
                index += 1
            }
        }
        keep(start..<index)
        return true
    }

    private mutating func string() -> Bool {
        guard let delimiter = syntax.strings.first(where: { starts(with: $0.open, at: index) }) else { return false }
        if syntax.shortCharacterLiterals, delimiter.open == "'" { return false }
        index += delimiter.open.utf8.count
        let multiline = delimiter.open.utf8.count > 1 || delimiter.open == "`" || syntax.name == "shell" || syntax.name == "rust"
        var start = index
        while index < source.count {
            let byte = source[index]
            if delimiter.escapes, byte == UInt8(ascii: "\\") {
                keep(start..<index)
                index += 1
                // The escaped character goes with its backslash (all of its bytes).
                if index < source.count { index += TextDocument.scalarLength(source[index]) }
                start = min(index, source.count)
                index = start
                continue
            }
            if byte == UInt8(ascii: "$"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "{") {
                // An interpolation, ${…}: code, not prose.
                keep(start..<index)
                while index < source.count, source[index] != UInt8(ascii: "}"), !isLineBreak(source[index]) { index += 1 }
                start = index
                continue
            }
            if starts(with: delimiter.close, at: index) {
                keep(start..<index)
                index += delimiter.close.utf8.count
                return true
            }
            if !multiline, isLineBreak(byte) { break }
            index += 1
        }
        keep(start..<min(index, source.count))
        return true
    }

    /// A character literal ('a', '\n', 'é') where `'` opens one only when it closes soon;
    /// any other `'` (a Rust lifetime) is passed.
    private mutating func characterLiteral() -> Bool {
        guard syntax.shortCharacterLiterals, source[index] == UInt8(ascii: "'") else { return false }
        var end = index + 1
        if end < source.count, source[end] == UInt8(ascii: "\\") {
            end += 1
            while end < source.count, end - index < 12, source[end] != UInt8(ascii: "'"), !isLineBreak(source[end]) { end += 1 }
        } else if end < source.count {
            end += TextDocument.scalarLength(source[end])
        }
        if end < source.count, source[end] == UInt8(ascii: "'") {
            index = end + 1
        } else {
            index += 1
        }
        return true
    }
}
