/// How positions count characters within a line: the client and the server agree on one
/// at `initialize` (UTF-16 unless both take another).
public enum PositionEncoding: String, Sendable, CaseIterable {
    case utf8 = "utf-8"
    case utf16 = "utf-16"
    case utf32 = "utf-32"
}

/// A place in a document: a line (from 0) and a character offset in the line, counted
/// in the negotiated ``PositionEncoding``.
public struct Position: Sendable, Hashable, Comparable {
    public var line: Int
    public var character: Int

    public init(line: Int, character: Int) {
        self.line = line
        self.character = character
    }

    /// The position `json` holds (`{"line", "character"}`), if it is one.
    public init?(_ json: JSON?) {
        guard let line = json?["line"]?.integer, let character = json?["character"]?.integer,
              line >= 0, character >= 0 else { return nil }
        self.init(line: line, character: character)
    }

    public var json: JSON { ["line": .int(line), "character": .int(character)] }

    public static func < (left: Position, right: Position) -> Bool {
        (left.line, left.character) < (right.line, right.character)
    }
}

/// A stretch of a document, from `start` up to `end` (not included).
public struct TextRange: Sendable, Hashable {
    public var start: Position
    public var end: Position

    public init(start: Position, end: Position) {
        self.start = start
        self.end = end
    }

    /// The range `json` holds (`{"start", "end"}`), if it is one.
    public init?(_ json: JSON?) {
        guard let start = Position(json?["start"]), let end = Position(json?["end"]) else { return nil }
        self.init(start: min(start, end), end: max(start, end))
    }

    public var json: JSON { ["start": start.json, "end": end.json] }

    /// Whether the two ranges share a position (an empty range touching another counts).
    public func overlaps(_ other: TextRange) -> Bool {
        start <= other.end && other.start <= end
    }
}

/// A document's text as UTF-8 bytes, with where each line starts, and the Language Server
/// Protocol's ways of addressing it: lines end at LF, CR LF or CR, and characters are
/// counted in a ``PositionEncoding``.
public struct TextDocument: Sendable {
    /// The text.
    public private(set) var bytes: [UInt8]
    /// The offset of each line's first byte; the first is 0.
    public private(set) var lineStarts: [Int]

    /// A document holding `text`.
    public init(_ text: String) {
        bytes = Array(text.utf8)
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// The text as a string.
    public var text: String { String(decoding: bytes, as: UTF8.self) }

    /// The number of lines (an empty document, or one ending with a line break, ends with an empty line).
    public var lineCount: Int { lineStarts.count }

    /// The bytes of line `line` (from 0), without its line break.
    public func lineRange(_ line: Int) -> Range<Int> {
        let start = lineStarts[line]
        var end = line + 1 < lineStarts.count ? lineStarts[line + 1] : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return start..<end
    }

    /// Line `line` (from 0) as a string, without its line break.
    public func line(_ line: Int) -> String {
        String(decoding: bytes[lineRange(line)], as: UTF8.self)
    }

    static func lineStarts(of bytes: [UInt8], from offset: Int = 0, startingWith starts: [Int] = [0]) -> [Int] {
        var starts = starts
        bytes.withUnsafeBufferPointer { buffer in
            var index = offset
            while index < buffer.count {
                let byte = buffer[index]
                index += 1
                if byte == 0x0A {
                    starts.append(index)
                } else if byte == 0x0D {
                    if index < buffer.count, buffer[index] == 0x0A { index += 1 }
                    starts.append(index)
                }
            }
        }
        return starts
    }

    /// The byte offset `position` names. A line past the last is the end of the text, a
    /// character past its line's end is that end (as the specification says), and an offset
    /// inside a character (half of a surrogate pair, in UTF-16) is that character's start.
    public func offset(of position: Position, in encoding: PositionEncoding) -> Int {
        guard position.line < lineStarts.count else { return bytes.count }
        let range = lineRange(position.line)
        var offset = range.lowerBound
        var counted = 0
        while offset < range.upperBound {
            let length = Self.scalarLength(bytes[offset])
            let width = Self.width(ofScalarOfLength: length, in: encoding)
            if counted + width > position.character { break }
            counted += width
            offset = min(offset + length, range.upperBound)
        }
        return offset
    }

    /// The position of the byte at `offset` (which should start a character).
    public func position(ofOffset offset: Int, in encoding: PositionEncoding) -> Position {
        let offset = min(max(offset, 0), bytes.count)
        // The last line starting at or before the offset.
        var low = 0, high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return Position(line: low, character: characters(from: lineStarts[low], to: offset, in: encoding))
    }

    /// How many characters of `encoding` the bytes from `start` up to `end` hold.
    public func characters(from start: Int, to end: Int, in encoding: PositionEncoding) -> Int {
        if encoding == .utf8 { return end - start }
        var count = 0
        var index = start
        while index < end {
            let length = Self.scalarLength(bytes[index])
            count += Self.width(ofScalarOfLength: length, in: encoding)
            index += length
        }
        return count
    }

    /// How many bytes the UTF-8 character that `lead` starts takes.
    @inline(__always)
    public static func scalarLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0..<0xC0: 1
        case 0xC0..<0xE0: 2
        case 0xE0..<0xF0: 3
        default: 4
        }
    }

    @inline(__always)
    static func width(ofScalarOfLength length: Int, in encoding: PositionEncoding) -> Int {
        switch encoding {
        case .utf8: length
        case .utf16: length == 4 ? 2 : 1
        case .utf32: 1
        }
    }

    /// Whether `range` lies in the document: each position on one of its lines, or at the
    /// start of the line after the last (where a client may place the end of the text). A
    /// character past its line's end is that end, as the specification says.
    public func contains(_ range: TextRange) -> Bool {
        func holds(_ position: Position) -> Bool {
            position.line < lineStarts.count || (position.line == lineStarts.count && position.character == 0)
        }
        return holds(range.start) && holds(range.end)
    }

    /// Replaces `range` (or the whole text, when nil) with `text`, as a `didChange` event
    /// says. Line starts are recomputed from the first changed line on.
    public mutating func replace(_ range: TextRange?, with text: String, in encoding: PositionEncoding) {
        guard let range else {
            self = TextDocument(text)
            return
        }
        let start = offset(of: range.start, in: encoding)
        let end = max(start, offset(of: range.end, in: encoding))
        bytes.replaceSubrange(start..<end, with: text.utf8)
        // Lines before the one holding the change (and the byte before it: a CR whose LF
        // may have been replaced) keep their starts.
        var first = min(range.start.line, lineStarts.count - 1)
        while first > 0, lineStarts[first] >= start { first -= 1 }
        if first > 0 { first -= 1 }
        lineStarts = Self.lineStarts(of: bytes, from: lineStarts[first], startingWith: Array(lineStarts[...first]))
    }
}
