/// A JSON value, as JSON-RPC carries it: the protocol layer's one data type.
///
/// Parsed from bytes by ``parse(_:maximumDepth:)`` (strict grammar, bounded nesting, never a
/// crash on hostile input) and written back by ``serialized()``, with object keys sorted so
/// that the same value is always the same bytes.
public enum JSON: Sendable, Hashable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSON])
    case object([String: JSON])

    /// The member `key` of an object; nil for a missing member or a value that is no object.
    public subscript(key: String) -> JSON? {
        if case .object(let members) = self { return members[key] }
        return nil
    }

    /// The string this value is, if it is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The whole number this value is, if it is a number without a fractional part that an `Int` holds.
    public var integer: Int? {
        guard case .number(let value) = self, value.rounded() == value, abs(value) < 9.0e15 else { return nil }
        return Int(value)
    }

    /// The Boolean this value is, if it is one.
    public var bool: Bool? {
        if case .bool(let value) = self { return value }
        return nil
    }

    /// The elements of this value, if it is an array.
    public var array: [JSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    /// The members of this value, if it is an object.
    public var object: [String: JSON]? {
        if case .object(let members) = self { return members }
        return nil
    }

    /// An integer as a JSON number.
    public static func int(_ value: Int) -> JSON { .number(Double(value)) }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByBooleanLiteral,
    ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral, ExpressibleByNilLiteral
{
    public init(stringLiteral value: String) { self = .string(value) }
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    public init(arrayLiteral elements: JSON...) { self = .array(elements) }
    public init(dictionaryLiteral members: (String, JSON)...) {
        self = .object(Dictionary(members, uniquingKeysWith: { _, last in last }))
    }
    public init(nilLiteral: ()) { self = .null }
}

/// Why bytes are not JSON: what was found, and where (a byte offset).
public struct JSONError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What is wrong.
    public let reason: String
    /// The offset in bytes where it was found.
    public let offset: Int

    public var description: String { "\(reason) at byte \(offset)" }
}

extension JSON {
    /// The deepest nesting ``parse(_:maximumDepth:)`` accepts unless told otherwise.
    public static let defaultMaximumDepth = 128

    /// The value `bytes` hold: one JSON text (RFC 8259), with white space around it.
    ///
    /// Strings are decoded from UTF-8; invalid bytes inside them and lone surrogates
    /// escaped as `\uD800` become U+FFFD, so that text from a client with a broken
    /// encoder still arrives. Anything else outside the grammar, and arrays or objects
    /// nested deeper than `maximumDepth`, throw. Cost: one pass over the bytes.
    public static func parse<Bytes: Collection<UInt8>>(_ bytes: Bytes, maximumDepth: Int = defaultMaximumDepth) throws(JSONError) -> JSON {
        let parsed = bytes.withContiguousStorageIfAvailable { buffer -> Result<JSON, JSONError> in
            var parser = JSONParser(bytes: buffer, maximumDepth: maximumDepth)
            do throws(JSONError) { return .success(try parser.document()) } catch { return .failure(error) }
        }
        if let parsed { return try parsed.get() }
        return try parse(Array(bytes), maximumDepth: maximumDepth)
    }

    /// This value as compact JSON text in UTF-8, object keys in sorted order.
    public func serialized() -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(64)
        write(into: &output)
        return output
    }

    /// This value as compact JSON text.
    public var text: String { String(decoding: serialized(), as: UTF8.self) }

    private func write(into output: inout [UInt8]) {
        switch self {
        case .null: output.append(contentsOf: "null".utf8)
        case .bool(let value): output.append(contentsOf: (value ? "true" : "false").utf8)
        case .number(let value):
            if value.rounded() == value, abs(value) < 9.0e15 {
                output.append(contentsOf: String(Int(value)).utf8)
            } else if value.isFinite {
                output.append(contentsOf: "\(value)".utf8)
            } else {
                output.append(contentsOf: "null".utf8)  // JSON has no infinities
            }
        case .string(let value): Self.writeString(value, into: &output)
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                element.write(into: &output)
            }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.writeString(key, into: &output)
                output.append(UInt8(ascii: ":"))
                members[key]!.write(into: &output)
            }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    private static func writeString(_ value: String, into output: inout [UInt8]) {
        output.append(UInt8(ascii: "\""))
        // Most strings need no escape: their bytes go in whole.
        var plain = value
        if plain.withUTF8({ bytes in !bytes.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) }) {
            output.append(contentsOf: value.utf8)
            output.append(UInt8(ascii: "\""))
            return
        }
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
            case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
            case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
            case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
            case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
            case 0..<0x20:
                output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30, hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 15)]])
            default: output.append(byte)
            }
        }
        output.append(UInt8(ascii: "\""))
    }
}

/// A recursive-descent reader of one JSON text; depth is bounded, so hostile nesting
/// throws instead of overflowing the stack.
private struct JSONParser {
    let bytes: UnsafeBufferPointer<UInt8>
    let maximumDepth: Int
    var offset = 0
    var depth = 0

    init(bytes: UnsafeBufferPointer<UInt8>, maximumDepth: Int) {
        self.bytes = bytes
        self.maximumDepth = maximumDepth
    }

    mutating func document() throws(JSONError) -> JSON {
        let value = try self.value()
        skipWhitespace()
        guard offset == bytes.count else { throw fail("text after the value") }
        return value
    }

    func fail(_ reason: String) -> JSONError { JSONError(reason: reason, offset: offset) }

    mutating func skipWhitespace() {
        while offset < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[offset]) { offset += 1 }
    }

    mutating func value() throws(JSONError) -> JSON {
        skipWhitespace()
        guard offset < bytes.count else { throw fail("the text ends where a value should be") }
        switch bytes[offset] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): try literal("true"); return .bool(true)
        case UInt8(ascii: "f"): try literal("false"); return .bool(false)
        case UInt8(ascii: "n"): try literal("null"); return .null
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw fail("no value starts with this byte")
        }
    }

    mutating func literal(_ word: StaticString) throws(JSONError) {
        let length = word.utf8CodeUnitCount
        guard offset + length <= bytes.count,
              (0..<length).allSatisfy({ bytes[offset + $0] == word.utf8Start[$0] })
        else { throw fail("not a value") }
        offset += length
    }

    mutating func nest() throws(JSONError) {
        depth += 1
        guard depth <= maximumDepth else { throw fail("nested deeper than \(maximumDepth) levels") }
    }

    mutating func object() throws(JSONError) -> JSON {
        try nest()
        defer { depth -= 1 }
        offset += 1
        var members: [String: JSON] = [:]
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "}") {
            offset += 1
            return .object(members)
        }
        while true {
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else { throw fail("an object's key must be a string") }
            let key = try string()
            skipWhitespace()
            guard offset < bytes.count, bytes[offset] == UInt8(ascii: ":") else { throw fail("':' expected after a key") }
            offset += 1
            members[key] = try value()
            skipWhitespace()
            guard offset < bytes.count else { throw fail("the text ends inside an object") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "}") { offset += 1; return .object(members) }
            throw fail("',' or '}' expected in an object")
        }
    }

    mutating func array() throws(JSONError) -> JSON {
        try nest()
        defer { depth -= 1 }
        offset += 1
        var elements: [JSON] = []
        skipWhitespace()
        if offset < bytes.count, bytes[offset] == UInt8(ascii: "]") {
            offset += 1
            return .array(elements)
        }
        while true {
            elements.append(try value())
            skipWhitespace()
            guard offset < bytes.count else { throw fail("the text ends inside an array") }
            if bytes[offset] == UInt8(ascii: ",") { offset += 1; continue }
            if bytes[offset] == UInt8(ascii: "]") { offset += 1; return .array(elements) }
            throw fail("',' or ']' expected in an array")
        }
    }

    mutating func number() throws(JSONError) -> JSON {
        let start = offset
        func digits() -> Int {
            let first = offset
            while offset < bytes.count, bytes[offset] >= 0x30, bytes[offset] <= 0x39 { offset += 1 }
            return offset - first
        }
        if bytes[offset] == UInt8(ascii: "-") { offset += 1 }
        let leadingZero = offset < bytes.count && bytes[offset] == UInt8(ascii: "0")
        let integerDigits = digits()
        guard integerDigits > 0, !(leadingZero && integerDigits > 1) else { throw fail("malformed number") }
        if offset < bytes.count, bytes[offset] == UInt8(ascii: ".") {
            offset += 1
            guard digits() > 0 else { throw fail("malformed number") }
        }
        if offset < bytes.count, bytes[offset] | 0x20 == UInt8(ascii: "e") {
            offset += 1
            if offset < bytes.count, bytes[offset] == UInt8(ascii: "+") || bytes[offset] == UInt8(ascii: "-") { offset += 1 }
            guard digits() > 0 else { throw fail("malformed number") }
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<offset]), as: UTF8.self)
        guard let value = Double(text) else { throw fail("malformed number") }
        return .number(value)
    }

    mutating func hexQuad() throws(JSONError) -> UInt32 {
        guard offset + 4 <= bytes.count else { throw fail("short \\u escape") }
        var value: UInt32 = 0
        for _ in 0..<4 {
            let byte = bytes[offset]
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x41...0x46: digit = byte - 0x37
            case 0x61...0x66: digit = byte - 0x57
            default: throw fail("bad hex digit in a \\u escape")
            }
            value = value << 4 | UInt32(digit)
            offset += 1
        }
        return value
    }

    mutating func string() throws(JSONError) -> String {
        offset += 1  // the opening quote
        var run = offset
        // Most strings have no escape: their bytes are taken whole.
        while run < bytes.count, bytes[run] != UInt8(ascii: "\""), bytes[run] != UInt8(ascii: "\\"), bytes[run] >= 0x20 { run += 1 }
        if run < bytes.count, bytes[run] == UInt8(ascii: "\"") {
            let value = String(decoding: UnsafeBufferPointer(rebasing: bytes[offset..<run]), as: UTF8.self)
            offset = run + 1
            return value
        }
        var decoded: [UInt8] = Array(bytes[offset..<run])
        offset = run
        while true {
            guard offset < bytes.count else { throw fail("the text ends inside a string") }
            let byte = bytes[offset]
            switch byte {
            case UInt8(ascii: "\""):
                offset += 1
                return String(decoding: decoded, as: UTF8.self)
            case UInt8(ascii: "\\"):
                offset += 1
                guard offset < bytes.count else { throw fail("the text ends inside a string") }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): decoded.append(escaped)
                case UInt8(ascii: "b"): decoded.append(0x08)
                case UInt8(ascii: "f"): decoded.append(0x0C)
                case UInt8(ascii: "n"): decoded.append(0x0A)
                case UInt8(ascii: "r"): decoded.append(0x0D)
                case UInt8(ascii: "t"): decoded.append(0x09)
                case UInt8(ascii: "u"):
                    var scalar = try hexQuad()
                    if (0xD800..<0xDC00).contains(scalar), offset + 6 <= bytes.count,
                       bytes[offset] == UInt8(ascii: "\\"), bytes[offset + 1] == UInt8(ascii: "u") {
                        let saved = offset
                        offset += 2
                        let low = try hexQuad()
                        if (0xDC00..<0xE000).contains(low) {
                            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
                        } else {
                            offset = saved  // not a pair: the high half alone, then the next escape
                        }
                    }
                    decoded.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
                default: throw fail("unknown escape in a string")
                }
            case 0..<0x20:
                throw fail("a control character inside a string")
            default:
                decoded.append(byte)
                offset += 1
            }
        }
    }
}
