import WordCheck

/// The little JSON the commands print, with keys in the order given: `{"a": 1, "b": [2, 3]}`,
/// a space after each colon and comma.
enum JSON {
    /// `report` as one line of the commands' JSON.
    static func text(_ report: some JSONReport) -> String {
        var writer = Writer()
        report.write(to: &writer)
        return writer.text
    }

    /// Writes a ``WordCheck/JSONReport`` as the commands print JSON (see ``JSON``), its
    /// strings escaped as `JSON.quote` escapes them.
    struct Writer: JSONReportWriter {
        private(set) var text = ""
        /// Whether the next member or element needs a comma before it.
        private var needsComma = false

        mutating func object(_ body: (inout Writer) -> Void) {
            open("{")
            body(&self)
            close("}")
        }

        mutating func array<Items: Sequence>(_ items: Items, _ element: (inout Writer, Items.Element) -> Void) {
            open("[")
            for item in items { element(&self, item) }
            close("]")
        }

        mutating func key(_ name: StaticString) {
            separate()
            text += JSON.quote(name.description) + ": "
            needsComma = false
        }

        mutating func string(_ value: String) { append(JSON.quote(value)) }
        mutating func integer(_ value: Int) { append(String(value)) }
        mutating func number(_ value: Double) { append(value.isFinite ? String(value) : "null") }
        mutating func bool(_ value: Bool) { append(String(value)) }
        mutating func null() { append("null") }

        private mutating func open(_ bracket: String) {
            separate()
            text += bracket
            needsComma = false
        }

        private mutating func close(_ bracket: String) {
            text += bracket
            needsComma = true
        }

        private mutating func append(_ value: String) {
            separate()
            text += value
            needsComma = true
        }

        private mutating func separate() {
            if needsComma { text += ", " }
        }
    }

    /// `text` as a JSON string literal, or `null`.
    static func quote(_ text: String?) -> String {
        text.map(quote) ?? "null"
    }

    /// `text` as a JSON string literal (``WordCheck/JSONString``'s escaping).
    static func quote(_ text: String) -> String {
        JSONString.quoted(text)
    }
}
