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
