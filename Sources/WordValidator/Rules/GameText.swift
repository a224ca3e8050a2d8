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
        if let letters = word.utf8.withContiguousStorageIfAvailable(lettersIfNormal), let letters {
            return (word, letters)
        }
        return slowNormalizeCounting(word)
    }

    /// Whether lowercasing and NFC would leave `text` as it is, known from one pass over
    /// its bytes (false also for text that starts or ends with whitespace, or that is
    /// not contiguous UTF-8: then the caller takes the general way).
    static func isLowercaseNFC(_ text: String) -> Bool {
        guard let letters = text.utf8.withContiguousStorageIfAvailable(lettersIfNormal) else { return false }
        return letters != nil
    }

    /// ``normalizeCounting(_:)`` the general way: trim, lowercase, NFC, count Characters.
    static func slowNormalizeCounting(_ word: String) -> (text: String, letters: Int) {
        let text = trimmingWhitespace(word).lowercased().precomposedStringWithCanonicalMapping
        return (text, text.count)
    }

    /// The number of letters of a word that normalising would leave as it is, found in one
    /// pass over its bytes; nil for any other word. Such a word has no surrounding
    /// whitespace, no CR, and only ASCII other than capitals, or the Latin-1 characters
    /// U+00DF–U+00FF (`ß`, `à`…`ÿ`, which lowercasing keeps and NFC leaves alone): each
    /// byte sequence is then one Character.
    private static func lettersIfNormal(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        guard let first = bytes.first, let last = bytes.last, !isASCIISpace(first), !isASCIISpace(last) else { return nil }
        var letters = 0
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x80 {
                if ASCIIBytes.isUppercase(byte) || byte == 0x0D { return nil }
                index += 1
            } else if byte == 0xC3, index + 1 < bytes.count, bytes[index + 1] >= 0x9F, bytes[index + 1] <= 0xBF {
                index += 2
            } else {
                return nil
            }
            letters += 1
        }
        return letters
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
