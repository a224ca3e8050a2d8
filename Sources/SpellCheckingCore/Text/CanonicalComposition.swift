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
