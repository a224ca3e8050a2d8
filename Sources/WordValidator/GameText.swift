import Foundation

/// How words are normalised before the game looks at them.
enum GameText {
    /// `word` trimmed of surrounding whitespace, lowercased and in NFC.
    ///
    /// ASCII input without capitals or surrounding whitespace, the common case,
    /// comes back as it is, without any work.
    static func normalize(_ word: String) -> String {
        var needsWork = false
        for byte in word.utf8 where byte >= 0x80 || (byte >= 0x41 && byte <= 0x5A) {
            needsWork = true
            break
        }
        if !needsWork, let first = word.utf8.first, let last = word.utf8.last, !isASCIISpace(first), !isASCIISpace(last) {
            return word
        }
        let trimmed = word.drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed()
        return String(trimmed).lowercased().precomposedStringWithCanonicalMapping
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

    /// How many letters (characters) a normalised word has; O(1) for ASCII words.
    static func letterCount(_ word: String) -> Int {
        var ascii = true
        for byte in word.utf8 where byte >= 0x80 || byte == 0x0D {
            ascii = false
            break
        }
        return ascii ? word.utf8.count : word.count
    }

    private static func isASCIISpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
    }
}
