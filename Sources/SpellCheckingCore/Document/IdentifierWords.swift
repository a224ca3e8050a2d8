/// How identifiers split into words: at `_`, `$` and digits, where a lowercase letter meets
/// an uppercase one (`parseRequest`), and before the last capital of a run followed by a
/// lowercase letter (`HTTPRequest` → `HTTP`, `Request`).
public enum IdentifierWords {
    /// The words of the identifier at `range` of `bytes`, as byte ranges.
    public static func parts(of bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80 }
        var parts: [Range<Int>] = []
        var start: Int? = nil
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            let isLetter = isUpper(byte) || isLower(byte)
            if !isLetter {
                if let begun = start { parts.append(begun..<index) }
                start = nil
            } else if let begun = start {
                let previous = bytes[index - 1]
                if isUpper(byte), isLower(previous), previous < 0x80 {
                    parts.append(begun..<index)
                    start = index
                } else if isUpper(byte), isUpper(previous), index + 1 < range.upperBound, isLower(bytes[index + 1]), bytes[index + 1] < 0x80 {
                    parts.append(begun..<index)
                    start = index
                }
            } else {
                start = index
            }
            index += isLetter ? NoWords.scalarLength(byte) : 1
        }
        if let begun = start { parts.append(begun..<min(index, range.upperBound)) }
        return parts
    }
}
