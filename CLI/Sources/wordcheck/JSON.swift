/// The little JSON the commands print, with keys in the order given.
enum JSON {
    /// An object from already-encoded values, keys in the given order.
    static func object(_ fields: KeyValuePairs<String, String>) -> String {
        "{" + fields.map { "\(quote($0.key)): \($0.value)" }.joined(separator: ", ") + "}"
    }

    /// A list of strings.
    static func array(_ strings: [String]) -> String {
        "[" + strings.map(quote).joined(separator: ", ") + "]"
    }

    /// `text` as a JSON string literal, or `null`.
    static func quote(_ text: String?) -> String {
        text.map(quote) ?? "null"
    }

    /// `text` as a JSON string literal.
    static func quote(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
