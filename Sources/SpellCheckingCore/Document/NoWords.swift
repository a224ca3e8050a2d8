/// What is no word however it is written, found in a line's bytes: file paths and names,
/// hexadecimal numbers and colours, UUIDs, hashes and base64. A document's prose has
/// these blanked before it is checked, whatever the document's kind.
public enum NoWords {
    /// `bytes` with `range` turned into spaces (line breaks kept).
    static func blank(_ bytes: inout [UInt8], _ range: Range<Int>) {
        for index in range where bytes[index] != 0x0A && bytes[index] != 0x0D { bytes[index] = 0x20 }
    }

    /// The length of the UTF-8 sequence that `lead` begins (1 for a byte that begins none).
    static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }

    /// Blanks the stretches of `bytes` (a line's prose) that are no words however they are
    /// written: file paths and names, hexadecimal numbers and colours, UUIDs, hashes and
    /// base64 (URLs and e-mail addresses the library's scanner passes over already), each a
    /// whitespace-delimited chunk.
    public static func blankTokens(_ bytes: inout [UInt8]) {
        // The chunks that are no words (most chunks are plain words, passed over in one scan).
        var found: [Range<Int>] = []
        let text = bytes
        text.withUnsafeBufferPointer { buffer in
            byteClasses.withUnsafeBufferPointer { classes in
                let count = buffer.count
                var index = 0
                while index < count {
                    while index < count, classes[Int(buffer[index])] & Self.space != 0 { index += 1 }
                    let start = index
                    var seen: UInt8 = 0
                    while index < count {
                        let byteClass = classes[Int(buffer[index])]
                        if byteClass & Self.space != 0 { break }
                        seen |= byteClass
                        index += 1
                    }
                    // Without a digit, separator, dot, dash or hash sign, a chunk shorter than 16 bytes is a word.
                    guard index > start, index - start >= 16 || seen & Self.mark != 0 else { continue }
                    // Brackets, quotes and sentence punctuation around a chunk are not part of it.
                    var low = start, high = index
                    while low < high, isWrapping(buffer[low]) { low += 1 }
                    while high > low, isWrapping(buffer[high - 1]) || buffer[high - 1] == UInt8(ascii: ".") { high -= 1 }
                    if low < high, isNoWord(text[low..<high]) { found.append(start..<index) }
                }
            }
        }
        for chunk in found { blank(&bytes, chunk) }
    }

    /// What each byte is to ``blankTokens(_:)``: ``space``, ``mark`` (``mayMarkNoWord(_:)``).
    private static let space: UInt8 = 1, mark: UInt8 = 2
    private static let byteClasses: [UInt8] = (0...255).map { byte in
        (isSpace(UInt8(byte)) ? space : 0) | (mayMarkNoWord(UInt8(byte)) ? mark : 0)
    }

    /// Whether `byte` may make a chunk shorter than 16 bytes no word: a digit, a path's
    /// separator, a dot, a dash or a hash sign. A chunk without one is a word.
    @inline(__always) static func mayMarkNoWord(_ byte: UInt8) -> Bool {
        (byte >= 0x30 && byte <= 0x39) || byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "#")
    }

    /// Whether `byte` is ASCII white space.
    @inline(__always) public static func isSpace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }

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
    public static func isNoWord(_ chunk: ArraySlice<UInt8>) -> Bool {
        // Most chunks are words: shorter than base64's 16 bytes and without a separator, a
        // dot, a digit, a dash or a hash sign, they are none of the rest.
        if chunk.count < 16, !chunk.contains(where: mayMarkNoWord) { return false }
        let text = Array(chunk)
        func isHex(_ byte: UInt8) -> Bool {
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x66)
        }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
        // Paths: rooted (/, ~/, ./, ../, C:\), or two separators or more, or a separator
        // and a file extension (src/main.swift); never a URL (the scanner's) or "and/or".
        var separators = 0
        for byte in text where byte == UInt8(ascii: "/") || byte == UInt8(ascii: "\\") { separators += 1 }
        if separators > 0, !text.indices.dropLast(2).contains(where: {
            text[$0] == UInt8(ascii: ":") && text[$0 + 1] == UInt8(ascii: "/") && text[$0 + 2] == UInt8(ascii: "/")
        }) {
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
        if text.count >= 7, text.allSatisfy({ isHex($0) || $0 == UInt8(ascii: "-") }) {
            var dashes = 0
            for byte in text where byte == UInt8(ascii: "-") { dashes += 1 }
            if text.count - dashes >= 7, text.contains(where: isDigit) || dashes == 4 { return true }
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

