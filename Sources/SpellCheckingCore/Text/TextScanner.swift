/// Splits text into the words a spell checker should look at, with their ranges.
///
/// A word is a run of letters (a Character whose first scalar is alphabetic, so
/// combining marks and emoji never split or shift it) that may contain an
/// apostrophe (`'` or `’`) or a hyphen between two letters: `don't`, `l’acqua`,
/// `dell'anno` and `well-known` are one word each. Hunspell then decides how a
/// hyphenated word is checked, as its dictionary's BREAK rules say.
///
/// Skipped, never reported: tokens with digits (`2026`, `3rd`, `mp3`), names with a
/// dot inside before a lower-case letter or a digit (`Node.js`, `index.html`,
/// `example.com`), file paths (`/usr/share/dict`, `~/notes`, `./run.sh`), URLs
/// (`https://…`, `www.…`) and e-mail addresses (the words around them, as in a
/// Markdown link `[text](https://…)`, are read), and words with letters outside the
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
            // A whitespace-delimited chunk: read for words around its URLs and e-mail addresses.
            var chunkEnd = index
            while chunkEnd < range.upperBound && !text[chunkEnd].isWhitespace { chunkEnd = text.index(after: chunkEnd) }
            scanAroundAddresses(text, index..<chunkEnd, into: &words)
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
                // Read around the chunk's URLs and e-mail addresses (most chunks have none).
                func scan(_ part: Range<Int>) {
                    scanASCIIChunk(bytes, part, keeping: lettersCount) { start, stop in
                        words.append(utf8.index(base, offsetBy: start)..<utf8.index(base, offsetBy: stop))
                    }
                }
                var from = offset
                for span in Self.addressSpans(bytes, offset..<chunkEnd) {
                    scan(from..<span.lowerBound)
                    from = span.upperBound
                }
                scan(from..<chunkEnd)
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
            scanAroundAddresses(text, index..<characterEnd, into: &words)
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
            var hasDot = false
            while end < chunk.upperBound {
                let byte = bytes[end]
                if isLetterOrDigit(byte) {
                    hasDigit = hasDigit || ASCIIBytes.isDigit(byte)
                    end += 1
                } else if byte == 0x27 || byte == 0x2D, end + 1 < chunk.upperBound, isLetterOrDigit(bytes[end + 1]) {
                    end += 1
                } else if byte == 0x2E, end + 1 < chunk.upperBound, Self.continuesName(bytes[end + 1]) {
                    hasDot = true
                    end += 1
                } else {
                    break
                }
            }
            if !hasDigit && !hasDot && lettersCount { found(start, end) }
            index = end
        }
    }

    /// The URLs, e-mail addresses and file paths inside a whitespace-delimited chunk of UTF-8 bytes, as
    /// byte ranges in order: the chunk's other bytes are read for words, so the prose around
    /// an address (`[documnetation](https://…)`, `lnk(http://x.org)`, `tset:https://…`) is
    /// checked and only the address is skipped.
    ///
    /// Recognised loosely, from ASCII markers: a scheme (`letters://`, the scheme read back
    /// from `://`), `www.` at the chunk's start or after a mark, or `name@host.tld` (with a
    /// `mailto:` before it). An address runs on to the chunk's end, to `<`, `>` or `"`, or to
    /// a `)` or `]` it did not open, less the punctuation that ends a sentence after it.
    static func addressSpans(_ bytes: UnsafeBufferPointer<UInt8>, _ chunk: Range<Int>) -> [Range<Int>] {
        func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
        func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
        func isSchemeByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == 0x2B || byte == 0x2D || byte == 0x2E }
        func isLocalByte(_ byte: UInt8) -> Bool {
            isLetter(byte) || isDigit(byte) || byte == 0x2E || byte == 0x5F || byte == 0x25 || byte == 0x2B || byte == 0x2D
        }
        func isHostByte(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) || byte == 0x2E || byte == 0x2D || byte >= 0x80 }
        /// Whether `marker` (lower case) is at `offset`, letters in either case.
        func matches(_ marker: [UInt8], at offset: Int) -> Bool {
            guard offset >= chunk.lowerBound, offset + marker.count <= chunk.upperBound else { return false }
            for (position, wanted) in marker.enumerated() {
                let byte = bytes[offset + position]
                if (isLetter(byte) ? byte | 0x20 : byte) != wanted { return false }
            }
            return true
        }
        /// Where an address whose body starts at `offset` ends.
        func end(from offset: Int, start: Int) -> Int {
            var end = offset, depth = 0
            while end < chunk.upperBound {
                let byte = bytes[end]
                if byte == 0x3C || byte == 0x3E || byte == 0x22 { break }
                if byte == 0x28 || byte == 0x5B { depth += 1 }
                if byte == 0x29 || byte == 0x5D {
                    if depth == 0 { break }
                    depth -= 1
                }
                end += 1
            }
            // Punctuation after an address ends the sentence, not the address.
            while end > start, [0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F, 0x27, 0x22].contains(bytes[end - 1]) { end -= 1 }
            return end
        }
        /// Whether a file path starts at `offset`: `~/`, `./` or `../`, or `/` and a name with
        /// another `/` after it (`/usr/share`), at the chunk's start or after an opening mark.
        func startsPath(at offset: Int) -> Bool {
            guard offset == chunk.lowerBound || [0x28, 0x5B, 0x22, 0x27, 0x60, 0x3C].contains(bytes[offset - 1]) else { return false }
            if matches(Self.homeMark, at: offset) || matches(Self.hereMark, at: offset) || matches(Self.upMark, at: offset) { return true }
            guard bytes[offset] == 0x2F, offset + 1 < chunk.upperBound, isLocalByte(bytes[offset + 1]) else { return false }
            return bytes[(offset + 2)..<chunk.upperBound].contains(0x2F)
        }
        // Most chunks hold no marker at all: one quick pass says so.
        var marked = false
        for offset in chunk {
            let byte = bytes[offset]
            if byte == 0x3A || byte == 0x40 || byte | 0x20 == 0x77 || byte == 0x2F { marked = true; break }
        }
        guard marked else { return [] }
        var spans: [Range<Int>] = []
        var offset = chunk.lowerBound
        var free = chunk.lowerBound  // where the last address ended: none starts before it
        while offset < chunk.upperBound {
            let byte = bytes[offset]
            if byte == 0x2F || byte == 0x7E || byte == 0x2E, startsPath(at: offset) {
                let stop = max(end(from: offset + 1, start: offset), offset + 1)
                spans.append(offset..<stop)
                offset = stop
                free = stop
                continue
            }
            if byte == 0x3A, matches(Self.schemeMark, at: offset) {
                var start = offset
                while start > free, isSchemeByte(bytes[start - 1]) { start -= 1 }
                while start < offset, !isLetter(bytes[start]) { start += 1 }
                let stop = max(end(from: offset + 3, start: start), offset + 3)
                spans.append(start..<stop)
                offset = stop
                free = stop
                continue
            }
            if (byte | 0x20) == 0x77, offset == chunk.lowerBound || !(isLetter(bytes[offset - 1]) || isDigit(bytes[offset - 1]) || bytes[offset - 1] >= 0x80),
               matches(Self.webMark, at: offset) {
                let stop = max(end(from: offset + 4, start: offset), offset + 4)
                spans.append(offset..<stop)
                offset = stop
                free = stop
                continue
            }
            if byte == 0x40 {
                var start = offset
                while start > free, isLocalByte(bytes[start - 1]) { start -= 1 }
                var stop = offset + 1
                while stop < chunk.upperBound, isHostByte(bytes[stop]) { stop += 1 }
                while stop > offset + 1, bytes[stop - 1] == 0x2E || bytes[stop - 1] == 0x2D { stop -= 1 }
                if start < offset, bytes[(offset + 1)..<stop].contains(0x2E) {
                    if start - 7 >= free, matches(Self.mailMark, at: start - 7) { start -= 7 }
                    spans.append(start..<stop)
                    offset = stop
                    free = stop
                    continue
                }
            }
            offset += 1
        }
        return spans
    }

    private static let schemeMark = Array("://".utf8), webMark = Array("www.".utf8), mailMark = Array("mailto:".utf8)
    private static let homeMark = Array("~/".utf8), hereMark = Array("./".utf8), upMark = Array("../".utf8)

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
            var hasDot = false
            while end < chunk.upperBound {
                let character = text[end]
                if Self.isLetterOrDigit(character) {
                    hasDigit = hasDigit || character.isNumber
                    end = text.index(after: end)
                } else if Self.isJoiner(character), text.index(after: end) < chunk.upperBound,
                          Self.isLetterOrDigit(text[text.index(after: end)]) {
                    end = text.index(after: end)
                } else if character == ".", text.index(after: end) < chunk.upperBound,
                          let next = text[text.index(after: end)].asciiValue, Self.continuesName(next) {
                    hasDot = true
                    end = text.index(after: end)
                } else {
                    break
                }
            }
            // A word in compatibility characters (`ﬁ`, fullwidth or mathematical letters)
            // belongs to the script of its NFKC form, and is checked in it.
            if !hasDigit && !hasDot && (script.contains(text[start..<end])
                             || CompatibilityComposition.composed(text[start..<end]).map { script.contains(Substring($0)) } ?? false) {
                words.append(start..<end)
            }
            index = end
        }
    }

    /// Whether `byte`, after a dot inside a token, makes the token a name rather than two
    /// words: a lower-case ASCII letter or a digit (`Node.js`, `index.html`, `example.com`,
    /// `v1.2`). Such a token is not checked; a capital after the dot (`end.Then`) still
    /// parts two words.
    private static func continuesName(_ byte: UInt8) -> Bool {
        (byte >= 0x61 && byte <= 0x7A) || ASCIIBytes.isDigit(byte)
    }

    private static func isLetterOrDigit(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || first.properties.numericType == .decimal
    }

    private static func isJoiner(_ character: Character) -> Bool {
        character == "'" || character == "\u{2019}" || character == "-"
    }

    /// ``scanChunk(_:_:into:)`` for the parts of `text[chunk]` that are not a URL or an
    /// e-mail address (``addressSpans(_:_:)``, found on the chunk's UTF-8).
    private func scanAroundAddresses(_ text: String, _ chunk: Range<String.Index>, into words: inout [Range<String.Index>]) {
        let utf8 = text.utf8
        let bytes = Array(utf8[chunk])
        let spans = bytes.withUnsafeBufferPointer { Self.addressSpans($0, 0..<$0.count) }
        var from = chunk.lowerBound
        for span in spans {
            let start = utf8.index(chunk.lowerBound, offsetBy: span.lowerBound)
            if from < start { scanChunk(text, from..<start, into: &words) }
            from = utf8.index(chunk.lowerBound, offsetBy: span.upperBound)
        }
        if from < chunk.upperBound { scanChunk(text, from..<chunk.upperBound, into: &words) }
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
