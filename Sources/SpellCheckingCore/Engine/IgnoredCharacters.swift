/// A dictionary's `IGNORE` characters, taken out of words as libhunspell takes them out:
/// one rule for the engine and for the checks run before libhunspell reads the files.
package struct IgnoredCharacters: Sendable {
    /// The characters as the `.aff` writes them, in its encoding.
    package let bytes: [UInt8]
    private let scalars: Set<UInt32>
    private let isUTF8: Bool
    /// Whether every character is ASCII: a byte of its own in UTF-8 too.
    private let asciiOnly: Bool

    package init(_ bytes: [UInt8], isUTF8: Bool) {
        self.bytes = bytes
        self.isUTF8 = isUTF8
        scalars = isUTF8 ? Set(String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value)) : []
        asciiOnly = bytes.allSatisfy { $0 < 0x80 }
    }

    package var isEmpty: Bool { bytes.isEmpty }

    /// `word` without the characters. In UTF-8 the word is read as String decodes it (each
    /// ill-formed sequence a U+FFFD) unless it is well-formed and the characters are ASCII,
    /// when they go byte by byte, to the same result without decoding.
    package func removed(from word: [UInt8]) -> [UInt8] {
        guard !bytes.isEmpty else { return word }
        guard isUTF8 else { return word.filter { !bytes.contains($0) } }
        if asciiOnly, String(validating: word, as: UTF8.self) != nil {
            return word.contains(where: bytes.contains) ? word.filter { !bytes.contains($0) } : word
        }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: String(decoding: word, as: UTF8.self).unicodeScalars.filter { !scalars.contains($0.value) })
        return Array(String(text).utf8)
    }
}
