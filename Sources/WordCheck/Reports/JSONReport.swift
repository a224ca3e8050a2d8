/// An answer of WordCheck's front ends that is printed or sent as JSON: a play judged
/// (``ValidationReport``), a root solved (``SolutionReport``), words suggested
/// (``SuggestionReport``) or a word completed (``CompletionReport``).
///
/// A report's members, their order and their `null`s are its shape, written once in
/// the report: `wordcheck --json` and the service's `/api/v1` answers write the same
/// report, each with its own ``JSONReportWriter`` (the command line spaces its JSON out,
/// the service writes compact bytes). ``write(to:)`` and the `Encodable` conformance
/// give the same members in the same order, so `JSONEncoder` encodes the same object.
public protocol JSONReport: Encodable, Sendable {
    /// Writes this report as one JSON value, member by member.
    func write<Writer: JSONReportWriter>(to writer: inout Writer)
}

/// Writes JSON a value at a time, for a ``JSONReport`` to write itself with.
///
/// Members of an object are a ``key(_:)`` followed by one value. A writer decides the
/// spacing and the escaping of strings, not the members.
public protocol JSONReportWriter {
    /// Writes `{`, the members `body` writes, and `}`.
    mutating func object(_ body: (inout Self) -> Void)
    /// Writes `[`, one element per item as `element` writes it, and `]`.
    mutating func array<Items: Sequence>(_ items: Items, _ element: (inout Self, Items.Element) -> Void)
    /// Writes a member's name; the member's value is the next value written.
    mutating func key(_ name: StaticString)
    /// Writes a string.
    mutating func string(_ value: String)
    /// Writes an integer.
    mutating func integer(_ value: Int)
    /// Writes a number that may have a fraction (finite).
    mutating func number(_ value: Double)
    /// Writes `true` or `false`.
    mutating func bool(_ value: Bool)
    /// Writes `null`.
    mutating func null()
}

extension JSONReportWriter {
    /// Writes a string, or `null` for nil.
    @inlinable
    public mutating func string(_ value: String?) {
        if let value { string(value) } else { null() }
    }

    /// Writes an array of strings.
    @inlinable
    public mutating func strings(_ values: [String]) {
        array(values) { writer, value in writer.string(value) }
    }
}

/// JSON's string escaping, the one every front end's writer uses: `"` and `\` escaped,
/// the control characters as `\b`, `\t`, `\n`, `\f`, `\r` or `\u00XX`, everything
/// else as its UTF-8 bytes.
public enum JSONString {
    /// Appends `text` as a JSON string literal, quotes included, to `bytes`.
    public static func append(_ text: String, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\""))
        var text = text
        text.withUTF8 { utf8 in
            var start = 0
            for (index, byte) in utf8.enumerated() where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte, to: &bytes)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// `text` as a JSON string literal, quotes included.
    public static func quoted(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 2)
        append(text, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func escape(_ byte: UInt8, to bytes: inout [UInt8]) {
        bytes.append(UInt8(ascii: "\\"))
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
        case 0x08: bytes.append(UInt8(ascii: "b"))
        case 0x09: bytes.append(UInt8(ascii: "t"))
        case 0x0A: bytes.append(UInt8(ascii: "n"))
        case 0x0C: bytes.append(UInt8(ascii: "f"))
        case 0x0D: bytes.append(UInt8(ascii: "r"))
        default:
            let hex = Array("0123456789abcdef".utf8)
            bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]])
        }
    }
}
