import LanguageServerProtocol
import Synchronization
import Testing

@Suite struct JSONTests {
    @Test func parsesAndWritesBack() throws {
        let text = #"{"a": [1, -2.5, 3e2, true, false, null], "b": {"c": "d\"\\\/\n\u00e9\ud83d\ude00"}}"#
        let json = try JSON.parse(Array(text.utf8))
        #expect(json["a"] == [1, .number(-2.5), 300, true, false, nil])
        #expect(json["b"]?["c"]?.string == "d\"\\/\né😀")
        #expect(json.text == #"{"a":[1,-2.5,300,true,false,null],"b":{"c":"d\"\\/\né😀"}}"#)
        #expect(try JSON.parse(json.serialized()) == json)
    }

    @Test(arguments: ["", "{", "[1,]", "{\"a\" 1}", "01", "1.", "-", "tru", "\"\u{01}\"", "\"abc", "[1] 2", "{\"a\":1,}", "\"\\x\"", "\"\\u12\""])
    func refusesWhatIsNotJSON(_ text: String) {
        #expect(throws: JSONError.self) { try JSON.parse(Array(text.utf8)) }
    }

    @Test func boundsNesting() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(throws: JSONError.self) { try JSON.parse(Array(deep.utf8)) }
        let fine = String(repeating: "[", count: 100) + String(repeating: "]", count: 100)
        #expect(try JSON.parse(Array(fine.utf8)).array?.count == 1)
    }

    @Test func repairsBrokenText() throws {
        // Invalid UTF-8 and a lone surrogate become U+FFFD; the message still arrives.
        let bytes: [UInt8] = Array("\"a".utf8) + [0xFF, 0xC3] + Array("b\\ud800c\"".utf8)
        #expect(try JSON.parse(bytes).string == "a\u{FFFD}\u{FFFD}b\u{FFFD}c")
    }
}

@Suite struct FramingTests {
    /// A reader over `bytes`, handed out `chunk` bytes at a time.
    func reader(_ bytes: [UInt8], chunk: Int = 7, limit: Int = MessageReader.defaultMaximumContentLength) -> MessageReader {
        var offset = 0
        return MessageReader(maximumContentLength: limit) { buffer in
            let count = min(chunk, buffer.count, bytes.count - offset)
            for index in 0..<count { buffer[index] = bytes[offset + index] }
            offset += count
            return count
        }
    }

    func frame(_ body: String) -> [UInt8] { Array("Content-Length: \(body.utf8.count)\r\n\r\n\(body)".utf8) }

    func items(_ bytes: [UInt8], chunk: Int = 7, limit: Int = MessageReader.defaultMaximumContentLength) -> [MessageReader.Item] {
        var reader = reader(bytes, chunk: chunk, limit: limit)
        var items: [MessageReader.Item] = []
        while let item = reader.next() { items.append(item) }
        return items
    }

    @Test(arguments: [1, 3, 7, 4096])
    func readsMessagesWhateverTheChunks(chunk: Int) {
        let bodies = ["{\"a\":1}", "{\"é\":\"😀\"}", String(repeating: "x", count: 70_000)]
        var bytes = bodies.flatMap(frame)
        bytes += Array("Content-Type: application/vscode-jsonrpc; charset=utf-8\r\ncontent-length: 2\r\n\r\n{}".utf8)
        #expect(items(bytes, chunk: chunk) == (bodies + ["{}"]).map { .message(Array($0.utf8)) })
    }

    @Test func skipsGarbageAndGoesOn() {
        var bytes = Array("Content-Type: x\r\n\r\n".utf8)            // no length
        bytes += Array(repeating: UInt8(ascii: "z"), count: 20_000)  // a header that never ends
        bytes += frame("{\"ok\":1}")
        let found = items(bytes)
        #expect(found.first == .invalid("a header block without a valid Content-Length"))
        #expect(found.last == .message(Array("{\"ok\":1}".utf8)))
    }

    @Test func dropsOversizedMessagesWithoutKeepingThem() {
        let bytes = frame(String(repeating: "y", count: 5000)) + frame("{}")
        #expect(items(bytes, limit: 1000) == [.invalid("a message of 5000 bytes, over the limit of 1000"), .message(Array("{}".utf8))])
    }

    @Test func reportsTruncatedInput() {
        let truncated = Array(frame("{\"abc\": 1}").dropLast(3))
        #expect(items(truncated) == [.invalid("the input ends inside a message (10 bytes announced)")])
        #expect(items(Array("Content-Len".utf8)) == [.invalid("the input ends inside a message's header")])
        #expect(items([]) == [])
    }

    /// Random streams of frames, garbage, lying lengths and cut headers, read in random
    /// chunks: the reader always ends, keeps no message over its limit, and reads a good
    /// frame that follows a whole header block after whatever came before.
    @Test func survivesRandomStreams() {
        var generator = SplitMix(seed: 11)
        let pieces: [[UInt8]] = [
            Array("Content-Length: 2\r\n\r\n{}".utf8), Array("Content-Length: 99999999999\r\n\r\n".utf8),
            Array("Content-Length: -4\r\n\r\n".utf8), Array("Content-Length:\r\n\r\n".utf8), Array("\r\n\r\n".utf8),
            Array("Content-Type: x\n\n".utf8), Array("content-length: 5\n\n[1,2]".utf8), Array("Content-Len".utf8),
        ]
        for _ in 0..<500 {
            var stream: [UInt8] = []
            for _ in 0..<Int(generator.next() % 12) {
                if generator.next() % 3 == 0 {
                    stream += (0..<Int(generator.next() % 300)).map { _ in UInt8(truncatingIfNeeded: generator.next()) }
                } else {
                    stream += pieces[Int(generator.next() % UInt64(pieces.count))]
                }
            }
            var reader = reader(stream, chunk: 1 + Int(generator.next() % 50), limit: 4096)
            var count = 0
            while let item = reader.next() {
                if case .message(let content) = item { #expect(content.count <= 4096) }
                count += 1
                #expect(count <= stream.count + 1)
                if count > stream.count + 1 { break }
            }
        }
        // After a complete header block with no length, a good frame is read.
        #expect(items(Array("garbage\r\n\r\n".utf8) + frame("{}")) == [.invalid("a header block without a valid Content-Length"), .message(Array("{}".utf8))])
    }

    @Test func writesWholeFrames() {
        let written = Mutex<[UInt8]>([])
        let writer = MessageWriter { bytes in written.withLock { $0 += bytes }; return true }
        writer.send(["a": "é"])
        #expect(String(decoding: written.withLock { $0 }, as: UTF8.self) == "Content-Length: 10\r\n\r\n{\"a\":\"é\"}")
    }
}

@Suite struct MessageTests {
    func parse(_ text: String) throws(ResponseError) -> Message { try Message(parsing: Array(text.utf8)) }

    @Test func readsTheThreeKinds() throws {
        #expect(try parse(#"{"jsonrpc":"2.0","id":3,"method":"shutdown"}"#) == .request(id: .number(3), method: "shutdown", params: nil))
        #expect(try parse(#"{"jsonrpc":"2.0","id":"x","method":"a","params":{}}"#) == .request(id: .string("x"), method: "a", params: [:]))
        #expect(try parse(#"{"jsonrpc":"2.0","method":"exit"}"#) == .notification(method: "exit", params: nil))
        #expect(try parse(#"{"jsonrpc":"2.0","id":1,"result":null}"#) == .response(id: .number(1), result: .success(nil)))
    }

    @Test func answersMalformedMessagesWithTheirCodes() {
        func code(_ text: String) -> Int? {
            do { _ = try parse(text); return nil } catch { return error.code }
        }
        #expect(code("{") == -32700)
        #expect(code("[]") == -32600)
        #expect(code(#"{"id":1,"method":"a"}"#) == -32600)
        #expect(code(#"{"jsonrpc":"2.0","id":{},"method":"a"}"#) == -32600)
        #expect(code(#"{"jsonrpc":"2.0","id":1,"method":5}"#) == -32600)
        #expect(code(#"{"jsonrpc":"2.0","method":"a","params":3}"#) == -32600)
    }
}

@Suite struct TextDocumentTests {
    @Test func countsPositionsInEachEncoding() {
        let document = TextDocument("a😀é b\r\nsecond\rthird\n")
        #expect(document.lineCount == 4)
        #expect(document.line(0) == "a😀é b" && document.line(1) == "second" && document.line(2) == "third" && document.line(3) == "")
        // "b" is after a (1), 😀 (UTF-16: 2, UTF-8: 4), é (1 / 2), and a space.
        let b = Array("a😀é ".utf8).count
        #expect(document.position(ofOffset: b, in: .utf16) == Position(line: 0, character: 5))
        #expect(document.position(ofOffset: b, in: .utf8) == Position(line: 0, character: 8))
        #expect(document.position(ofOffset: b, in: .utf32) == Position(line: 0, character: 4))
        for encoding in PositionEncoding.allCases {
            #expect(document.offset(of: document.position(ofOffset: b, in: encoding), in: encoding) == b)
        }
        // Past the line's end is its end; inside a surrogate pair is the character's start; past the last line is the end.
        #expect(document.offset(of: Position(line: 1, character: 99), in: .utf16) == document.lineRange(1).upperBound)
        #expect(document.offset(of: Position(line: 0, character: 2), in: .utf16) == 1)
        #expect(document.offset(of: Position(line: 9, character: 0), in: .utf16) == document.bytes.count)
    }

    @Test func appliesIncrementalEdits() {
        var document = TextDocument("one\ntwo\nthree")
        document.replace(TextRange(start: Position(line: 1, character: 1), end: Position(line: 2, character: 2)), with: "X\nY", in: .utf16)
        #expect(document.text == "one\ntX\nYree")
        #expect(document.lineStarts == [0, 4, 7])
        // A CR whose LF arrives later joins it into one break.
        document = TextDocument("a\rb")
        document.replace(TextRange(start: Position(line: 1, character: 0), end: Position(line: 1, character: 0)), with: "\n", in: .utf16)
        #expect(document.text == "a\r\nb" && document.lineCount == 2)
        document.replace(nil, with: "whole", in: .utf8)
        #expect(document.text == "whole" && document.lineCount == 1)
    }

    @Test func editsMatchARebuiltDocument() {
        // Random edits at random positions: the line starts kept by replace are those of the text rebuilt.
        var generator = SplitMix(seed: 7)
        let pieces = ["a", "é", "😀", "\n", "\r\n", "\r", " ", "word"]
        var document = TextDocument("start\n")
        for _ in 0..<2000 {
            let line = Int(generator.next() % UInt64(document.lineCount + 1))
            let start = Position(line: line, character: Int(generator.next() % 6))
            let end = Position(line: line + Int(generator.next() % 2), character: Int(generator.next() % 6))
            let text = (0..<Int(generator.next() % 4)).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }.joined()
            document.replace(TextRange(start: min(start, end), end: max(start, end)), with: text, in: .utf16)
            #expect(document.lineStarts == TextDocument(document.text).lineStarts)
        }
    }
}

/// A small seeded generator, so that the random tests are the same on every run.
struct SplitMix: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
