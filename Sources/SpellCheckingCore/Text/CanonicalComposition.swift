import Foundation

/// The shortcut around Foundation's NFC. Every Unicode scalar below U+0300 is in NFC and
/// composes with nothing before it, so text whose UTF-8 bytes are all below
/// ``firstComposingByte`` is NFC as it is: most words are ASCII or Latin-1. Text in the
/// other scripts of two-byte UTF-8 (Greek, Cyrillic, Armenian, Hebrew, Arabic, Syriac,
/// Thaana, N'Ko) is NFC when none of its scalars is marked as composing in a table.
/// Either way such words skip the normalisation that costs a copy and a table walk.
package enum CanonicalComposition {
    /// `0xCC`: the lead byte of U+0300 and of every scalar up to U+033F; every scalar
    /// below U+0300 is encoded with smaller bytes only.
    package static let firstComposingByte: UInt8 = 0xCC

    /// A bit for each scalar below U+0800 that NFC may change or join to the scalar before
    /// it: those with a combining class, those NFC replaces (U+0374, U+037E, U+0387) and
    /// the second scalars of canonical pairs. Unicode's data, checked against Foundation's
    /// NFC scalar by scalar in `TextRulesTests`.
    fileprivate static let composing: [UInt64] = [
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0xFFFF_FFFF_FFFF_FFFF, 0x4010_FFFF_FFFF_7FFF, 0x0000_0000_0000_0080, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_00F8, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0xBFFF_FFFF_FFFE_0000, 0x0000_0000_0000_00B6,
        0x0000_0000_07FF_0000, 0x0001_0000_FFFF_F800, 0x0000_0000_0000_0000, 0x0000_3D9F_9FC0_0000,
        0xFFFF_0000_0002_0000, 0x0000_0000_0000_07FF, 0x0000_0000_0000_0000, 0x200F_F800_0000_0000,
    ]

    /// A bit for each scalar below U+0800 that has a canonical decomposition (`é`, `й`,
    /// `ё`): checked against Foundation's NFD in the same tests.
    private static let decomposing: [UInt64] = [
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0xBE7E_FFBF_3E7E_FFBF,
        0x7EF1_FF3F_FFFC_FFFF, 0x7FFF_FF3F_FFF3_F1F8, 0x0001_8003_0000_0000, 0xFF31_FFCF_DFFF_E000,
        0x000F_FFC0_CFFF_FFFF, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_0000_0000_0000, 0x4010_0000_0000_001B, 0x0001_FC00_0001_D7E0, 0x0000_0000_0018_7C00,
        0x0200_0000_0200_708B, 0x00C0_0000_708B_0000, 0x0000_0000_0000_0000, 0x033F_FCFC_FCCF_0006,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
        0x0000_007C_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0008_0005,
        0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000, 0x0000_0000_0000_0000,
    ]

    /// Whether `bytes` (UTF-8) are NFC by the shortcut alone; false means "normalise to know".
    package static func isComposed(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        if bytes.allSatisfy({ $0 < firstComposingByte }) { return true }
        return twoByteScalars(of: bytes, outside: composing, composing)
    }

    /// ``isComposed(utf8:)`` for a string's bytes.
    package static func isComposed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { isComposed(utf8: $0) }
    }

    /// Whether `text` is its own NFC and NFD by the shortcut alone (no scalar composes or
    /// decomposes); false means "normalise to know".
    package static func isCanonicallyFixed(_ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            bytes.allSatisfy({ $0 < 0xC0 }) || twoByteScalars(of: bytes, outside: composing, decomposing)
        }
    }

    /// Whether `scalar`, below U+0800, is marked as composing.
    fileprivate static func composes(_ scalar: Int) -> Bool {
        composing[scalar >> 6] >> (scalar & 63) & 1 == 1
    }

    /// Whether `bytes` are well-formed UTF-8 of scalars below U+0800 that have no bit in
    /// either table.
    private static func twoByteScalars(of bytes: UnsafeBufferPointer<UInt8>, outside first: [UInt64], _ second: [UInt64]) -> Bool {
        var index = 0
        while index < bytes.count {
            guard let (scalar, length) = ShortUTF8.scalar(in: bytes, at: index), length < 3 else { return false }
            let bit = Int(scalar)
            guard (first[bit >> 6] | second[bit >> 6]) >> (bit & 63) & 1 == 0 else { return false }
            index += length
        }
        return true
    }

    /// `text` in NFC, without Foundation when the shortcut says it already is. Text that
    /// was NFC comes back as itself, sharing its storage (a word list's builder keeps
    /// millions of forms that are).
    package static func composed(_ text: String) -> String {
        guard !isComposed(text) else { return text }
        let composed = text.precomposedStringWithCanonicalMapping
        return composed.utf8.elementsEqual(text.utf8) ? text : composed
    }
}

/// Reads a dictionary's text for the characters through which a spelling other than NFC
/// could match it (`CompositionScan().add(utf8:)` for each piece, then
/// ``otherSpellings``): characters with a combining class, those NFC replaces, and those
/// that join the character before them (Indic vowel signs, Hangul's vowels and finals).
/// Text without them, in well-formed UTF-8 of the Basic Multilingual Plane, matches no
/// other spelling of a word than its NFC, whatever pieces it is joined from.
package struct CompositionScan: Sendable {
    /// A bit for each character from U+0800 seen, judged once at the end.
    private var seen = [UInt64](repeating: 0, count: 0x10000 / 64)
    /// False once a character below U+0800 that composes, a character beyond the Basic
    /// Multilingual Plane or ill-formed UTF-8 was read.
    private var stillPossible = true

    package init() {}

    /// Reads `bytes`, a piece of the text (a word, a line).
    package mutating func add(utf8 bytes: UnsafeBufferPointer<UInt8>) {
        guard stillPossible else { return }
        var index = ASCIIBytes.asciiChunks(bytes)
        while index < bytes.count {
            guard let (scalar, length) = ShortUTF8.scalar(in: bytes, at: index) else {
                stillPossible = false
                return
            }
            index += length
            if length == 3 {
                seen[Int(scalar) >> 6] |= 1 << UInt64(scalar & 63)
            } else if length == 2, CanonicalComposition.composes(Int(scalar)) {
                stillPossible = false
                return
            }
        }
    }

    /// Which spellings of a word other than its NFC the text read could match.
    package enum OtherSpellings: Sendable, Equatable {
        /// None: nothing read composes, decomposes into the text or is replaced by NFC.
        case none
        /// Only the word as typed: the text holds characters that NFC replaces by one other
        /// character (the ohm sign U+2126 by omega, U+212B by Å), which no decomposed or
        /// restored spelling writes; a word typed in NFC has no other spelling to try.
        case asTyped
        /// Any: the text holds combining marks, characters that join the one before them,
        /// characters beyond the Basic Multilingual Plane or ill-formed UTF-8.
        case any
    }

    /// What the text read allows: each character from U+0800 is asked once (its combining
    /// class, Foundation's NFC of it alone, and whether it joins the character before it).
    package var otherSpellings: OtherSpellings {
        guard stillPossible else { return .any }
        var answer = OtherSpellings.none
        for (word, bits) in seen.enumerated() where bits != 0 {
            for bit in 0..<64 where bits >> UInt64(bit) & 1 == 1 {
                let value = UInt32(word * 64 + bit)
                guard let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass == .notReordered,
                      !Self.joinsThePrevious(value) else { return .any }
                let text = String(scalar)
                let composed = text.precomposedStringWithCanonicalMapping.unicodeScalars
                if composed.elementsEqual(text.unicodeScalars) { continue }
                guard composed.count == 1 else { return .any }
                answer = .asTyped
            }
        }
        return answer
    }

    /// The characters of the Basic Multilingual Plane from U+0800 without a combining class
    /// that NFC joins to the character before them: the second halves of Indic and Tibetan
    /// two-part vowel signs and of U+1B35, and Hangul's vowels and finals (Unicode's data;
    /// `TextRulesTests` finds them again from Foundation's decompositions).
    package static func joinsThePrevious(_ value: UInt32) -> Bool {
        switch value {
        case 0x09BE, 0x09D7, 0x0B3E, 0x0B56, 0x0B57, 0x0BBE, 0x0BD7, 0x0CC2, 0x0CD5, 0x0CD6, 0x0D3E, 0x0D57, 0x0DCF, 0x0DDF,
             0x0FB5, 0x0FB7, 0x102E, 0x1B35, 0x1161...0x1175, 0x11A8...0x11C2:
            return true
        default:
            return false
        }
    }
}

/// Words written in compatibility characters (ligatures such as `ﬁ`, fullwidth and
/// mathematical letters, `ſ`, `ĳ`) read in their NFKC form, which is how a dictionary spells
/// them. Foundation is asked only about words with a scalar from the blocks that hold such
/// characters, so ordinary text in any script costs one comparison a scalar.
package enum CompatibilityComposition {
    /// Whether `scalar` lies in a block with compatibility letters (a superset: the answer
    /// is only "normalise to know").
    @inlinable
    package static func mayChange(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        if value < 0xAA { return false }
        switch value {
        case 0xAA, 0xB2...0xB5, 0xB9...0xBA, 0xBC...0xBE, 0x132...0x133, 0x13F...0x140, 0x149, 0x17F,
             0x1C4...0x1CC, 0x1F1...0x1F3, 0x2B0...0x2B8, 0x2E0...0x2E4, 0x1D2C...0x1DBF, 0x2070...0x209F,
             0x2100...0x218F, 0x2460...0x24FF, 0x3200...0x33FF, 0xFB00...0xFDFF, 0xFE70...0xFEFF,
             0xFF00...0xFFEF, 0x1D400...0x1D7FF, 0x1F100...0x1F1FF:
            return true
        default:
            return false
        }
    }

    /// `text` in NFKC, or nil when that is `text` itself (canonically).
    package static func composed(_ text: some StringProtocol) -> String? {
        guard text.unicodeScalars.contains(where: mayChange) else { return nil }
        let folded = String(text).precomposedStringWithCompatibilityMapping
        return folded == String(text) ? nil : folded
    }
}
