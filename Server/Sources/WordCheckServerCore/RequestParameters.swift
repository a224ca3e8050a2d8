import Foundation

/// The named parameters of a LanguageTool-style request: those of the query string,
/// then those of the body, which is read as a form (`a=1&b=2`) unless it is a JSON
/// object. The `Content-Type` header is not trusted: clients label form bodies
/// `application/json` and the other way round.
///
/// The first value of a name wins. In a JSON object, the members named in `strings`
/// must be strings or null (null is no value), except that `data` may also be an object
/// (taken as its JSON text); other members are ignored.
package struct RequestParameters: Sendable {
    private var values: [String: String] = [:]

    package init(query: String?, body: [UInt8], strings: Set<String>) throws(APIError) {
        if let query, !query.isEmpty { try add(Self.form(Array(query.utf8))) }
        guard !body.isEmpty else { return }
        if body.first(where: { !Self.isWhitespace($0) }) == UInt8(ascii: "{") {
            try add(Self.jsonObject(body, strings: strings))
        } else {
            try add(Self.form(body))
        }
    }

    package subscript(name: String) -> String? { values[name] }

    private mutating func add(_ pairs: [(String, String)]) {
        for (name, value) in pairs where values[name] == nil { values[name] = value }
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    /// `fields` as a form body (`a=1&b=x%20y`): everything but ASCII letters, digits and
    /// `-._~` percent-encoded. What clients send; the bench driver and the tests use it.
    package static func formEncoded(_ fields: [(String, String)]) -> String {
        fields.map { "\(encode($0))=\(encode($1))" }.joined(separator: "&")
    }

    /// Every UTF-8 byte but the unreserved ones (ASCII letters, digits and `-._~`) as `%XX`,
    /// in capitals: what Foundation's percent encoding writes, at a tenth of its cost.
    private static func encode(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                 UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"):
                bytes.append(byte)
            default:
                bytes.append(UInt8(ascii: "%"))
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// `application/x-www-form-urlencoded`: `+` is a space, `%XX` a byte; the decoded
    /// bytes must be UTF-8.
    package static func form(_ bytes: [UInt8]) throws(APIError) -> [(String, String)] {
        var pairs: [(String, String)] = []
        for field in bytes.split(separator: UInt8(ascii: "&"), omittingEmptySubsequences: true) {
            let parts = field.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let name = try decode(parts[0])
            let value = parts.count > 1 ? try decode(parts[1]) : ""
            pairs.append((name, value))
        }
        return pairs
    }

    private static func decode(_ bytes: ArraySlice<UInt8>) throws(APIError) -> String {
        var decoded: [UInt8] = []
        decoded.reserveCapacity(bytes.count)
        var index = bytes.startIndex
        while index < bytes.endIndex {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "+"):
                decoded.append(0x20)
                index += 1
            case UInt8(ascii: "%"):
                guard index + 2 < bytes.endIndex,
                      let high = hexValue(bytes[index + 1]), let low = hexValue(bytes[index + 2])
                else {
                    throw APIError.invalidForm
                }
                decoded.append(high << 4 | low)
                index += 3
            default:
                decoded.append(byte)
                index += 1
            }
        }
        guard let string = String(validating: decoded, as: UTF8.self) else { throw APIError.invalidUTF8 }
        return string
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// A JSON object's members named in `strings`, each as a string.
    package static func jsonObject(_ bytes: [UInt8], strings: Set<String>) throws(APIError) -> [(String, String)] {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw APIError.invalidUTF8 }
        let parsed: Any
        do {
            parsed = try JSONSerialization.jsonObject(with: Data(bytes))
        } catch {
            throw APIError.invalidJSON("it does not parse")
        }
        guard let object = parsed as? [String: Any] else { throw APIError.invalidJSON("it is not an object") }
        var pairs: [(String, String)] = []
        for (name, value) in object where strings.contains(name) && !(value is NSNull) {
            if let string = value as? String {
                pairs.append((name, string))
            } else if name == "data", value is [String: Any],
                      let data = try? JSONSerialization.data(withJSONObject: value),
                      let text = String(data: data, encoding: .utf8) {
                pairs.append((name, text))
            } else {
                throw APIError.invalidField(name, name == "data" ? "must be a string or an object" : "must be a string")
            }
        }
        return pairs
    }
}
