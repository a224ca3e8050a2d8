/// Splits text into the words a spell checker should look at, with their ranges.
///
/// A word is a run of letters (a Character whose first scalar is alphabetic, so
/// combining marks and emoji never split or shift it) that may contain an
/// apostrophe (`'` or `’`) or a hyphen between two letters: `don't`, `l’acqua`,
/// `dell'anno` and `well-known` are one word each. Hunspell then decides how a
/// hyphenated word is checked, as its dictionary's BREAK rules say.
///
/// Skipped, never reported: tokens with digits (`2026`, `3rd`, `mp3`), URLs
/// (`https://…`, `www.…`), e-mail addresses, and words with letters outside the
/// language's script (Cyrillic in English text, Latin in Russian text), for the
/// languages whose script is known.
struct TextScanner {
    let script: Script

    init(language: Language) {
        script = Script(language: language)
    }

    /// Every word of `text[range]`, in order.
    ///
    /// Chunks of ASCII are read byte by byte; a chunk with any other byte, or next to
    /// one, is read Character by Character (``referenceWords(in:range:)``'s way). Both
    /// ways find the same words: `TextScannerTests` compares them on large texts.
    func words(in text: String, range: Range<String.Index>) -> [Range<String.Index>] {
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
            asciiWords(in: text, bytes: bytes, range: range)
        }
        return fast ?? referenceWords(in: text, range: range)
    }

    /// ``words(in:range:)``, reading every chunk Character by Character.
    func referenceWords(in text: String, range: Range<String.Index>) -> [Range<String.Index>] {
        var words: [Range<String.Index>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
                continue
            }
            // A whitespace-delimited chunk: skipped whole when it is a URL or an e-mail address.
            var chunkEnd = index
            while chunkEnd < range.upperBound && !text[chunkEnd].isWhitespace { chunkEnd = text.index(after: chunkEnd) }
            let chunk = text[index..<chunkEnd]
            if !Self.isAddress(chunk) {
                scanChunk(text, index..<chunkEnd, into: &words)
            }
            index = chunkEnd
        }
        return words
    }

    /// The byte-level reading of ``words(in:range:)``. A chunk is read from its bytes when
    /// they are all ASCII and it ends at the range's end or at an ASCII whitespace byte
    /// followed by another ASCII byte (a byte above 0x7F could be a combining mark that
    /// makes the whitespace part of a longer Character); any other chunk, and whitespace
    /// followed by such a byte, is read Character by Character.
    private func asciiWords(in text: String, bytes: UnsafeBufferPointer<UInt8>, range: Range<String.Index>) -> [Range<String.Index>] {
        let utf8 = text.utf8
        let base = utf8.startIndex
        let end = utf8.distance(from: base, to: range.upperBound)
        let lettersCount = script == .latin || script == .any  // ASCII letters are Latin
        var words: [Range<String.Index>] = []
        var offset = utf8.distance(from: base, to: range.lowerBound)
        func isWhitespace(_ byte: UInt8) -> Bool { byte == 0x20 || (byte >= 0x09 && byte <= 0x0D) }
        func isSafeBoundary(_ offset: Int) -> Bool { offset + 1 >= end || bytes[offset + 1] < 0x80 }
        while offset < end {
            let byte = bytes[offset]
            if isWhitespace(byte), isSafeBoundary(offset) {
                offset += 1
                continue
            }
            var chunkEnd = offset
            while chunkEnd < end, bytes[chunkEnd] < 0x80, !isWhitespace(bytes[chunkEnd]) { chunkEnd += 1 }
            if chunkEnd > offset, chunkEnd == end || (isWhitespace(bytes[chunkEnd]) && isSafeBoundary(chunkEnd)) {
                if !Self.isAddress(bytes, offset..<chunkEnd) {
                    scanASCIIChunk(bytes, offset..<chunkEnd, keeping: lettersCount) { start, stop in
                        words.append(utf8.index(base, offsetBy: start)..<utf8.index(base, offsetBy: stop))
                    }
                }
                offset = chunkEnd
                continue
            }
            // Not plain ASCII here: one Character, or one chunk, the reference way.
            let index = utf8.index(base, offsetBy: offset)
            if text[index].isWhitespace {
                offset = utf8.distance(from: base, to: text.index(after: index))
                continue
            }
            var characterEnd = index
            while characterEnd < range.upperBound && !text[characterEnd].isWhitespace { characterEnd = text.index(after: characterEnd) }
            if !Self.isAddress(text[index..<characterEnd]) {
                scanChunk(text, index..<characterEnd, into: &words)
            }
            offset = utf8.distance(from: base, to: characterEnd)
        }
        return words
    }

    /// `scanChunk` for a chunk of ASCII bytes: `found` gets each word's byte range.
    private func scanASCIIChunk(_ bytes: UnsafeBufferPointer<UInt8>, _ chunk: Range<Int>, keeping lettersCount: Bool,
                                _ found: (Int, Int) -> Void) {
        func isLetterOrDigit(_ byte: UInt8) -> Bool { ASCIIBytes.isLetter(byte) || ASCIIBytes.isDigit(byte) }
        var index = chunk.lowerBound
        while index < chunk.upperBound {
            guard isLetterOrDigit(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            var end = index + 1
            var hasDigit = ASCIIBytes.isDigit(bytes[start])
            while end < chunk.upperBound {
                let byte = bytes[end]
                if isLetterOrDigit(byte) {
                    hasDigit = hasDigit || ASCIIBytes.isDigit(byte)
                    end += 1
                } else if byte == 0x27 || byte == 0x2D, end + 1 < chunk.upperBound, isLetterOrDigit(bytes[end + 1]) {
                    end += 1
                } else {
                    break
                }
            }
            if !hasDigit && lettersCount { found(start, end) }
            index = end
        }
    }

    /// `isAddress` for a chunk of ASCII bytes.
    private static func isAddress(_ bytes: UnsafeBufferPointer<UInt8>, _ chunk: Range<Int>) -> Bool {
        let count = chunk.count
        if count >= 4, bytes[chunk.lowerBound] | 0x20 == 0x77, bytes[chunk.lowerBound + 1] | 0x20 == 0x77,
           bytes[chunk.lowerBound + 2] | 0x20 == 0x77, bytes[chunk.lowerBound + 3] == 0x2E {
            return true  // www.
        }
        var at: Int?
        var dotAfterAt = false
        for index in chunk {
            let byte = bytes[index]
            if byte == 0x3A, index + 2 < chunk.upperBound, bytes[index + 1] == 0x2F, bytes[index + 2] == 0x2F { return true }
            if byte == 0x40, at == nil { at = index }
            if byte == 0x2E, at != nil { dotAfterAt = true }
        }
        guard let at else { return false }
        return at > chunk.lowerBound && dotAfterAt
    }

    private func scanChunk(_ text: String, _ chunk: Range<String.Index>, into words: inout [Range<String.Index>]) {
        var index = chunk.lowerBound
        while index < chunk.upperBound {
            guard Self.isLetterOrDigit(text[index]) else {
                index = text.index(after: index)
                continue
            }
            // A token: letters and digits, with single joiners between them.
            let start = index
            var end = text.index(after: index)
            var hasDigit = text[start].isNumber
            while end < chunk.upperBound {
                let character = text[end]
                if Self.isLetterOrDigit(character) {
                    hasDigit = hasDigit || character.isNumber
                    end = text.index(after: end)
                } else if Self.isJoiner(character), text.index(after: end) < chunk.upperBound,
                          Self.isLetterOrDigit(text[text.index(after: end)]) {
                    end = text.index(after: end)
                } else {
                    break
                }
            }
            if !hasDigit && script.contains(text[start..<end]) {
                words.append(start..<end)
            }
            index = end
        }
    }

    private static func isLetterOrDigit(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || first.properties.numericType == .decimal
    }

    private static func isJoiner(_ character: Character) -> Bool {
        character == "'" || character == "\u{2019}" || character == "-"
    }

    /// URLs and e-mail addresses, recognised loosely: a scheme, `www.`, or `name@host.tld`.
    private static func isAddress(_ chunk: Substring) -> Bool {
        if chunk.contains("://") || chunk.lowercased().hasPrefix("www.") { return true }
        guard let at = chunk.firstIndex(of: "@") else { return false }
        let host = chunk[chunk.index(after: at)...]
        return at > chunk.startIndex && host.contains(".")
    }
}

/// The writing system of a language, for skipping words written in another.
enum Script {
    case latin, cyrillic, greek
    /// A script WordCheck has no table for: every letter is accepted.
    case any

    init(language: Language) {
        switch language.code {
        case "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg":
            self = .cyrillic
        case "sr":
            self = language.identifier.lowercased().contains("latn") ? .latin : .cyrillic
        case "el":
            self = .greek
        case "en", "es", "it", "fr", "de", "pt", "nl", "ca", "gl", "eu", "ro", "pl", "cs", "sk", "sl", "hr", "bs",
             "hu", "sv", "da", "no", "nb", "nn", "fi", "et", "lv", "lt", "tr", "az", "id", "ms", "vi", "ga", "gd",
             "cy", "is", "sq", "af", "sw", "la", "eo", "oc", "br", "fy", "lb", "mt", "tl", "uz":
            self = .latin
        default:
            self = .any
        }
    }

    /// Whether every letter of `word` belongs to this script (marks, apostrophes and hyphens are neutral).
    func contains(_ word: Substring) -> Bool {
        guard self != .any else { return true }
        return word.unicodeScalars.allSatisfy { scalar in
            guard scalar.properties.isAlphabetic, scalar.properties.generalCategory != .nonspacingMark else { return true }
            let value = scalar.value
            switch self {
            case .latin:
                return value < 0x80 || (0xC0...0x24F).contains(value) || (0x1E00...0x1EFF).contains(value)
                    || (0x2C60...0x2C7F).contains(value) || (0xA720...0xA7FF).contains(value) || value == 0xAA || value == 0xBA
            case .cyrillic:
                return (0x400...0x52F).contains(value) || (0x1C80...0x1C8F).contains(value) || (0x2DE0...0x2DFF).contains(value)
                    || (0xA640...0xA69F).contains(value)
            case .greek:
                return (0x370...0x3FF).contains(value) || (0x1F00...0x1FFF).contains(value)
            case .any:
                return true
            }
        }
    }
}
