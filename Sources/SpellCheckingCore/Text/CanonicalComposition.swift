import Foundation

/// The one shortcut around Foundation's NFC: every Unicode scalar below U+0300 is in
/// NFC and composes with nothing before it, so text whose UTF-8 bytes are all below
/// ``firstComposingByte`` (the lead byte of U+0300) is NFC as it is. Most words are
/// ASCII or Latin-1, and skip the normalisation that costs a copy and a table walk.
package enum CanonicalComposition {
    /// `0xCC`: the lead byte of U+0300 and of every scalar up to U+033F; every scalar
    /// below U+0300 is encoded with smaller bytes only.
    package static let firstComposingByte: UInt8 = 0xCC

    /// Whether `bytes` (UTF-8) are NFC by the shortcut alone; false means "normalise to know".
    @inlinable
    package static func isComposed(utf8 bytes: some Sequence<UInt8>) -> Bool {
        bytes.allSatisfy { $0 < firstComposingByte }
    }

    /// `text` in NFC, without Foundation when the shortcut says it already is. Text that
    /// was NFC comes back as itself, sharing its storage (a word list's builder keeps
    /// millions of forms that are).
    package static func composed(_ text: String) -> String {
        guard !isComposed(utf8: text.utf8) else { return text }
        let composed = text.precomposedStringWithCanonicalMapping
        return composed.utf8.elementsEqual(text.utf8) ? text : composed
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
