/// The one rule for typographic apostrophes: dictionaries and word lists spell the
/// apostrophe `'`, people often type `’` (U+2019). Where a dictionary knows only `'`,
/// a word is looked up with ``folded(_:)`` and what comes back is ``restored(_:)`` to
/// the apostrophe that was typed.
package enum Apostrophe {
    /// U+2019 RIGHT SINGLE QUOTATION MARK, the typographic apostrophe.
    package static let typographic: Unicode.Scalar = "\u{2019}"

    /// Whether `text` holds a typographic apostrophe.
    @inlinable
    package static func isTyped(in text: some StringProtocol) -> Bool {
        text.unicodeScalars.contains(typographic)
    }

    /// `text` with every `’` as `'`; `text` itself when it has none.
    package static func folded(_ text: String) -> String {
        guard isTyped(in: text) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == typographic ? "'" : $0 }))
    }

    /// `text` with every `'` as `’`: an answer given back in the apostrophe the caller typed.
    package static func restored(_ text: String) -> String {
        guard text.utf8.contains(0x27) else { return text }
        return String(String.UnicodeScalarView(text.unicodeScalars.map { $0 == "'" ? typographic : $0 }))
    }
}
