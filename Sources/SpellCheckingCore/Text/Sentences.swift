/// The sentences of a text, found once: a sentence ends after `.`, `!`, `?` or `…`
/// (or the ideographic `。`, `！`, `？`, and any closing quotes or brackets) followed
/// by whitespace, and at a blank line.
///
/// ```swift
/// let sentences = Sentences("It rained. ¿Y mañana?\n\nSunny.")
/// sentences.ranges.map { sentences.text[$0] }  // ["It rained.", " ¿Y mañana?", "\n\n", "Sunny."]
/// ```
public struct Sentences: Sendable {
    /// The text the sentences are of.
    public let text: String
    /// Where each sentence starts; the first is the text's start.
    private let starts: [String.Index]

    /// The sentences of `text`.
    public init(_ text: String) {
        self.text = text
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.starts(in: bytes).map { text.utf8.index(text.startIndex, offsetBy: $0) }
        }
        starts = [text.startIndex] + (fast ?? Self.referenceStarts(in: text))
    }

    /// The sentence starts after the first, read Unicode scalar by scalar: what the byte
    /// scan of ``starts(in:)`` must find (`SentencesTests` compares them).
    static func referenceStarts(in text: String) -> [String.Index] {
        var starts: [String.Index] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var previousWasNewline = false
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            if terminators.contains(scalar) {
                while next < scalars.endIndex, closers.contains(scalars[next]) { next = scalars.index(after: next) }
                if next < scalars.endIndex, scalars[next].properties.isWhitespace { starts.append(next) }
                previousWasNewline = false
            } else if scalar == "\n" {
                if previousWasNewline { starts.append(next) }
                previousWasNewline = true
            } else if !(scalar == "\r" || scalar == " " || scalar == "\t") {
                previousWasNewline = false
            }
            index = next
        }
        return starts
    }

    private static let terminators: Set<Unicode.Scalar> = [".", "!", "?", "…", "。", "！", "？"]
    private static let closers: Set<Unicode.Scalar> = ["\"", "'", "”", "’", "»", ")", "]", "}"]

    /// ``referenceStarts(in:)`` over UTF-8 bytes, as byte offsets: the terminators and
    /// closers are matched as byte sequences, and only a non-ASCII byte after them is
    /// decoded to ask whether it is whitespace.
    static func starts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        var index = 0
        var previousWasNewline = false
        while index < bytes.count {
            let byte = bytes[index]
            if let length = sequence(in: bytes, at: index, of: terminatorBytes) {
                var next = index + length
                while next < bytes.count, let closer = sequence(in: bytes, at: next, of: closerBytes) { next += closer }
                if next < bytes.count, isWhitespace(bytes, at: next) { starts.append(next) }
                previousWasNewline = false
                index += length
                continue
            }
            if byte == 0x0A {
                if previousWasNewline { starts.append(index + 1) }
                previousWasNewline = true
            } else if !(byte == 0x0D || byte == 0x20 || byte == 0x09) && (byte < 0x80 || byte >= 0xC0) {
                // Any other scalar (counted at its first byte) ends a run of blank lines.
                previousWasNewline = false
            }
            index += 1
        }
        return starts
    }

    private static let terminatorBytes: [[UInt8]] = terminators.map { Array(String($0).utf8) }
    private static let closerBytes: [[UInt8]] = closers.map { Array(String($0).utf8) }

    /// The length of the sequence of `candidates` that starts at `index`, if one does.
    private static func sequence(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, of candidates: [[UInt8]]) -> Int? {
        let first = bytes[index]
        for candidate in candidates where candidate[0] == first && index + candidate.count <= bytes.count {
            if candidate.count == 1 || zip(candidate, bytes[index..<(index + candidate.count)]).allSatisfy({ $0 == $1 }) {
                return candidate.count
            }
        }
        return nil
    }

    private static func isWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 { return Unicode.Scalar(byte).properties.isWhitespace }
        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
        return scalar.properties.isWhitespace
    }

    /// Each sentence's range, in order, with the whitespace before it (a run of blank
    /// lines may be a range of its own): together they cover the text (none for an
    /// empty text).
    public var ranges: [Range<String.Index>] {
        guard !text.isEmpty else { return [] }
        return starts.indices.map { starts[$0]..<($0 + 1 < starts.count ? starts[$0 + 1] : text.endIndex) }
    }

    /// The range of the sentence that holds `position`, with the whitespace before it.
    public func range(containing position: String.Index) -> Range<String.Index> {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= position { low = middle + 1 } else { high = middle }
        }
        return starts[max(low - 1, 0)]..<(low < starts.count ? starts[low] : text.endIndex)
    }
}
