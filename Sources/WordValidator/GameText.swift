import Foundation

/// How words are normalised before the game looks at them.
enum GameText {
    /// `word` trimmed of surrounding whitespace, lowercased and in NFC.
    ///
    /// ASCII input without capitals or surrounding whitespace, the common case,
    /// comes back as it is after one pass over its bytes.
    static func normalize(_ word: String) -> String {
        normalizeCounting(word).text
    }

    /// ``normalize(_:)``, with the number of letters (characters) of the result.
    static func normalizeCounting(_ word: String) -> (text: String, letters: Int) {
        // One pass over the bytes: any non-ASCII byte, capital or CR sends the word the slow way.
        let clean = word.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            guard let first = bytes.first, let last = bytes.last, !isASCIISpace(first), !isASCIISpace(last) else { return false }
            var flags: UInt8 = 0
            for byte in bytes {
                flags |= byte & 0x80
                flags |= (byte &- 0x41 < 26 || byte == 0x0D) ? 1 : 0
            }
            return flags == 0
        }
        if clean == true { return (word, word.utf8.count) }
        let text = trimmingWhitespace(word).lowercased().precomposedStringWithCanonicalMapping
        return (text, text.count)
    }

    /// `text` without its diacritics (`camión` → `camion`, `ñ` → `n`), in NFC.
    static func foldingDiacritics(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.decomposedStringWithCanonicalMapping.unicodeScalars
        where scalar.properties.generalCategory != .nonspacingMark {
            scalars.append(scalar)
        }
        return String(scalars).precomposedStringWithCanonicalMapping
    }

    /// `text` without leading and trailing whitespace (newlines included).
    static func trimmingWhitespace(_ text: some StringProtocol) -> String {
        String(text.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
