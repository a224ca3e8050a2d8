/// `wordcheck: lang=es` (or `language=es`, several codes joined by commas) in a document,
/// anywhere: it sets the document's languages, and is itself no prose.
public enum DocumentDirective {
    /// What opens a directive.
    public static let marker = "wordcheck:"

    /// Where a directive is written in `line`: its marker and its `key=value` settings.
    public static func range(in line: String) -> Range<String.Index>? {
        let utf8 = line.utf8
        guard let at = find(Array(utf8)) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: at)
        let afterMarker = utf8.index(start, offsetBy: marker.utf8.count)
        var end = afterMarker
        var index = afterMarker
        while index < line.endIndex {
            while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
            let token = index
            while index < line.endIndex, !line[index].isWhitespace { index = line.index(after: index) }
            guard token < index, line[token..<index].contains("=") else { break }
            end = index
        }
        return start..<end
    }

    /// Where the marker starts in `bytes` (ASCII letters in any case), if it is there.
    static func find(_ bytes: some Collection<UInt8>) -> Int? {
        let wanted = Array(marker.utf8)
        let found = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            guard buffer.count >= wanted.count else { return nil }
            var index = 0
            let last = buffer.count - wanted.count
            while index <= last {
                // Most bytes are not a w: one test each.
                if buffer[index] | 0x20 == wanted[0] {
                    var matched = 1
                    while matched < wanted.count {
                        let byte = buffer[index + matched], want = wanted[matched]
                        guard byte == want || (want >= 0x61 && byte | 0x20 == want) else { break }
                        matched += 1
                    }
                    if matched == wanted.count { return index }
                }
                index += 1
            }
            return nil
        }
        return found ?? find(Array(bytes))
    }

    /// The languages the first directive of `text` names, if any (read from the first 64 KiB).
    public static func languages(in text: [UInt8]) -> [String]? {
        let head = text.prefix(64 << 10)
        guard let at = find(head) else { return nil }
        let rest = head[(at + marker.utf8.count)...].prefix { $0 != 0x0A && $0 != 0x0D }
        for token in String(decoding: rest, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
            let parts = token.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, ["lang", "language", "languages"].contains(parts[0].lowercased()) else { continue }
            let codes = parts[1].split(separator: ",").map(String.init).filter { !$0.isEmpty }
            if !codes.isEmpty { return codes }
        }
        return nil
    }
}

