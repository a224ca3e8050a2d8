import ArgumentParser
import Dispatch

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads a file descriptor line by line in fixed-size chunks, so input of any
/// length runs in memory proportional to its longest line.
struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8]
    private var start = 0
    private var end = 0
    private var atEnd = false
    /// The bytes handed out so far, line ends included.
    private var consumed = 0

    init(descriptor: Int32, chunkSize: Int = 1 << 16) {
        self.descriptor = descriptor
        self.buffer = [UInt8](repeating: 0, count: chunkSize)
    }

    /// Calls `body` with each line's bytes, without the `\n` or `\r\n` that ends it.
    /// A last line without a newline counts too. `whenWaiting` runs each time the lines
    /// read so far are all handled and more must be read, which may wait for the writer:
    /// where answers are flushed for a program waiting on them (an editor), but not once
    /// per line of input that came all at once.
    ///
    /// - Throws: ``CommandFailure`` when reading fails.
    mutating func forEachLine(whenWaiting: (() -> Void)? = nil, _ body: (UnsafeBufferPointer<UInt8>) throws -> Void) throws {
        try forEachLine(whenWaiting: whenWaiting) { line, _ in try body(line) }
    }

    /// ``forEachLine(whenWaiting:_:)``, with where each line starts in the input, in bytes.
    mutating func forEachLine(whenWaiting: (() -> Void)? = nil, _ body: (UnsafeBufferPointer<UInt8>, _ offset: Int) throws -> Void) throws {
        while true {
            // Hand out every complete line in the buffer.
            while let newline = buffer[start..<end].firstIndex(of: UInt8(ascii: "\n")) {
                var lineEnd = newline
                if lineEnd > start && buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                let lineStart = start
                start = newline + 1
                let offset = consumed
                consumed += start - lineStart
                try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[lineStart..<lineEnd]), offset) }
            }
            if atEnd {
                if start < end {
                    var lineEnd = end
                    if buffer[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
                    let lineStart = start
                    start = end
                    let offset = consumed
                    consumed += end - lineStart
                    try buffer.withUnsafeBufferPointer { try body(UnsafeBufferPointer(rebasing: $0[lineStart..<lineEnd]), offset) }
                }
                return
            }
            whenWaiting?()
            try refill()
        }
    }

    /// Moves the unfinished line to the front (growing the buffer if it fills it) and reads more.
    private mutating func refill() throws {
        if start > 0 {
            buffer.withUnsafeMutableBufferPointer { bytes in
                let base = bytes.baseAddress!
                (base).update(from: base + start, count: end - start)
            }
            end -= start
            start = 0
        }
        if end == buffer.count {
            buffer.append(contentsOf: repeatElement(0, count: buffer.count))
        }
        while true {
            let count = buffer.withUnsafeMutableBufferPointer { bytes in
                read(descriptor, bytes.baseAddress! + end, bytes.count - end)
            }
            if count > 0 {
                end += count
                return
            }
            if count == 0 {
                atEnd = true
                return
            }
            if errno == EINTR { continue }
            throw CommandFailure("cannot read input: \(String(cString: strerror(errno)))", status: .missingInput)
        }
    }
}

/// Collects output and writes it to a file descriptor in large blocks: the one way
/// every command writes to stdout.
///
/// Call ``flush()`` before waiting for input and before the process ends; the
/// buffer also flushes when released.
final class OutputBuffer {
    private let descriptor: Int32
    private var bytes: [UInt8] = []
    private let capacity: Int
    /// Whether text goes out as ISO-8859-1 (hunspell's `-i ISO8859-1`), characters
    /// beyond it as `?`; UTF-8 otherwise.
    var latin1 = false

    init(descriptor: Int32 = STDOUT_FILENO, capacity: Int = 1 << 16) {
        self.descriptor = descriptor
        self.capacity = capacity
        bytes.reserveCapacity(capacity + 256)
    }

    /// Appends `line` and a newline.
    func writeLine(_ line: UnsafeBufferPointer<UInt8>) {
        bytes.append(contentsOf: line)
        bytes.append(UInt8(ascii: "\n"))
        if bytes.count >= capacity { flush() }
    }

    /// Appends `text` as it is (a prompt, say), with no newline.
    func write(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        if bytes.count >= capacity { flush() }
    }

    /// Appends `line` and a newline.
    func writeLine(_ line: String) {
        if latin1 {
            let encoded = line.unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") }
            encoded.withUnsafeBufferPointer { writeLine($0) }
            return
        }
        var line = line
        line.withUTF8 { writeLine($0) }
    }

    func flush() {
        guard !bytes.isEmpty else { return }
        bytes.withUnsafeBufferPointer { writeAll(descriptor, $0) }
        bytes.removeAll(keepingCapacity: true)
    }

    deinit { flush() }
}

/// `bytes` as a String when they are valid UTF-8, else nil: `String(validating:as:)`'s
/// answer without its cost per call (it looks up generic metadata each time: about 600
/// instructions, more than checking a word). Decoding repairs invalid UTF-8, so the
/// bytes are valid exactly when the decoded string holds the same bytes.
func validUTF8(_ bytes: UnsafeBufferPointer<UInt8>) -> String? {
    var decoded = String(decoding: bytes, as: UTF8.self)
    let same = decoded.withUTF8 { copy in
        copy.count == bytes.count && (bytes.isEmpty || memcmp(copy.baseAddress!, bytes.baseAddress!, bytes.count) == 0)
    }
    return same ? decoded : nil
}

/// Writes every byte, retrying after interruptions; gives up silently on a closed pipe.
func writeAll(_ descriptor: Int32, _ bytes: UnsafeBufferPointer<UInt8>) {
    var offset = 0
    while offset < bytes.count {
        let written = write(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return
        }
        offset += written
    }
}

/// Text for a terminal: control characters (C0 but tab, DEL, C1) written as `\u{1B}`, so
/// that a word typed with an arrow key or an escape sequence shows what it holds
/// instead of acting on the terminal. JSON output keeps the text exact.
func visible(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
        if isControl(scalar) {
            result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
        } else {
            result.unicodeScalars.append(scalar)
        }
    }
    return result
}

private func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
}

/// A progress line on stderr for a long run, shown only when stderr is a terminal:
/// nothing for the first half second, then the share done, redrawn at most four
/// times a second, and erased when the run ends.
struct ProgressLine {
    private let enabled = isatty(STDERR_FILENO) != 0
    private let started = DispatchTime.now().uptimeNanoseconds
    private var lastDrawn: UInt64 = 0
    private var drawn = false

    /// Reports that `done` of `total` units are done, as "N% `doing`".
    mutating func update(done: Int, of total: Int, doing: String) {
        guard enabled, total > 0 else { return }
        let now = DispatchTime.now().uptimeNanoseconds
        guard now - started >= 500_000_000, now - lastDrawn >= 250_000_000 else { return }
        lastDrawn = now
        drawn = true
        StandardError.write("\rwordcheck: \(min(100, done * 100 / total))% \(doing)\u{1B}[K")
    }

    /// Erases the line, if it was drawn.
    mutating func finish() {
        if drawn { StandardError.write("\r\u{1B}[K") }
        drawn = false
    }
}
