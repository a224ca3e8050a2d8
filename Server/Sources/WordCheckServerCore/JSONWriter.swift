import WordCheck

/// Writes JSON text straight into bytes: the service's responses, several times faster
/// than `JSONEncoder` (which builds a tree of values first). `JSONWriterTests` checks
/// that every response type writes what `JSONEncoder` encodes.
package struct JSONWriter: JSONReportWriter {
    package private(set) var bytes: [UInt8] = []
    /// Whether the next member or element needs a comma before it.
    private var needsComma = false

    package init(capacity: Int = 256) {
        bytes.reserveCapacity(capacity)
    }

    /// `{`, the members `body` writes, `}`.
    package mutating func object(_ body: (inout JSONWriter) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "{"))
        needsComma = false
        body(&self)
        bytes.append(UInt8(ascii: "}"))
        needsComma = true
    }

    /// `[`, one element per item as `element` writes it, `]`.
    package mutating func array<Items: Sequence>(_ items: Items, _ element: (inout JSONWriter, Items.Element) -> Void) {
        separate()
        bytes.append(UInt8(ascii: "["))
        needsComma = false
        for item in items { element(&self, item) }
        bytes.append(UInt8(ascii: "]"))
        needsComma = true
    }

    /// A member's name; its value is what is written next.
    package mutating func key(_ name: StaticString) {
        separate()
        bytes.append(UInt8(ascii: "\""))
        name.withUTF8Buffer { bytes.append(contentsOf: $0) }
        bytes.append(contentsOf: [UInt8(ascii: "\""), UInt8(ascii: ":")])
        needsComma = false
    }

    package mutating func string(_ value: String) {
        separate()
        JSONString.append(value, to: &bytes)
        needsComma = true
    }

    package mutating func integer(_ value: Int) {
        separate()
        bytes.append(contentsOf: String(value).utf8)
        needsComma = true
    }

    /// A number as JSONEncoder writes it: whole numbers without a fraction.
    package mutating func number(_ value: Double) {
        separate()
        if value == value.rounded(), abs(value) < 1e15 {
            bytes.append(contentsOf: String(Int(value)).utf8)
        } else {
            bytes.append(contentsOf: String(value).utf8)
        }
        needsComma = true
    }

    package mutating func bool(_ value: Bool) {
        separate()
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
        needsComma = true
    }

    package mutating func null() {
        separate()
        bytes.append(contentsOf: "null".utf8)
        needsComma = true
    }

    private mutating func separate() {
        if needsComma { bytes.append(UInt8(ascii: ",")) }
    }
}

/// A response the service writes with ``JSONWriter``.
package protocol JSONWritable: Encodable {
    func write(to json: inout JSONWriter)
}
