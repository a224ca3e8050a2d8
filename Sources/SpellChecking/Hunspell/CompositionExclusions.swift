/// The characters that decompose canonically but that NFC never writes (Unicode's
/// composition exclusions of scripts: Devanagari, Bengali, Gurmukhi and Oriya letters with
/// a nukta, Tibetan stacks, Hebrew letters with a dagesh or a point), and how to put them
/// back into a word.
///
/// WordCheck takes canonically equivalent spellings as one word: input is normalised to
/// NFC, and a word list holds its forms in NFC. A dictionary may store one of these
/// characters as such (Debian's bn_BD writes য় as U+09DF): libhunspell then accepts the
/// stored spelling only, while NFC spells it U+09AF U+09BC. So a word libhunspell refuses
/// in NFC is asked once more with these characters put back, and the answer is the same
/// as the word list's, whichever of the two spellings was typed.
enum CompositionExclusions {
    private static let excluded: [ClosedRange<UInt32>] = [
        0x0958...0x095F, 0x09DC...0x09DD, 0x09DF...0x09DF, 0x0A33...0x0A33, 0x0A36...0x0A36,
        0x0A59...0x0A5B, 0x0A5E...0x0A5E, 0x0B5C...0x0B5D, 0x0F43...0x0F43, 0x0F4D...0x0F4D,
        0x0F52...0x0F52, 0x0F57...0x0F57, 0x0F5C...0x0F5C, 0x0F69...0x0F69, 0x0F76...0x0F76,
        0x0F78...0x0F78, 0x0F93...0x0F93, 0x0F9D...0x0F9D, 0x0FA2...0x0FA2, 0x0FA7...0x0FA7,
        0x0FAC...0x0FAC, 0x0FB9...0x0FB9, 0xFB1D...0xFB1D, 0xFB1F...0xFB1F, 0xFB2A...0xFB36,
        0xFB38...0xFB3C, 0xFB3E...0xFB3E, 0xFB40...0xFB41, 0xFB43...0xFB44, 0xFB46...0xFB4E,
    ]

    /// Each excluded character by its NFC spelling (two or three scalars), longest first.
    private static let byNFC: [(spelling: [Unicode.Scalar], character: Unicode.Scalar)] = excluded
        .flatMap { $0 }
        .compactMap { Unicode.Scalar($0) }
        .map { (Array(String($0).precomposedStringWithCanonicalMapping.unicodeScalars), $0) }
        .filter { $0.0.count > 1 }
        .sorted { $0.spelling.count > $1.spelling.count }

    /// `word` (in NFC) with every NFC spelling of an excluded character replaced by the
    /// character, or nil when it has none. Only words with a scalar from U+0900 up can have one.
    static func restored(in word: String) -> String? {
        guard word.unicodeScalars.contains(where: { $0.value >= 0x0900 }) else { return nil }
        let scalars = Array(word.unicodeScalars)
        var result = String.UnicodeScalarView()
        var index = 0, changed = false
        outer: while index < scalars.count {
            for (spelling, character) in byNFC
            where scalars[index] == spelling[0] && scalars[index...].starts(with: spelling) {
                result.append(character)
                index += spelling.count
                changed = true
                continue outer
            }
            result.append(scalars[index])
            index += 1
        }
        return changed ? String(result) : nil
    }
}
