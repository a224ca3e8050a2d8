import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads JSON-RPC messages framed as the Language Server Protocol frames them: a header
/// block (`Content-Length: N`, optionally `Content-Type`), an empty line, then N bytes.
///
/// Bounded whatever arrives: a header block longer than ``maximumHeaderLength``
/// is dropped, and so is a message longer than `maximumContentLength`, read past
/// without being kept. After garbage the reader looks for the next `Content-Length`
/// header and goes on from there.
public struct MessageReader: ~Copyable {
    /// What one read gives.
    public enum Item: Sendable, Equatable {
        /// A message's content (its JSON bytes).
        case message([UInt8])
        /// Bytes that were not a message, and why; reading goes on after them.
        case invalid(String)
    }

    /// The longest header block read: 8 KiB.
    public static let maximumHeaderLength = 8 << 10
    /// The longest content kept unless told otherwise: 128 MiB (a 50 MB document,
    /// escaped into JSON, fits).
    public static let defaultMaximumContentLength = 128 << 20

    private let source: (UnsafeMutableRawBufferPointer) -> Int
    private let maximumContentLength: Int
    private var buffer: [UInt8] = []
    private var start = 0
    private var ended = false

    /// A reader of the bytes `source` gives: it fills the buffer it is handed and returns
    /// how many bytes it put there, 0 at the end of input (or on an error).
    public init(maximumContentLength: Int = defaultMaximumContentLength,
                source: @escaping (UnsafeMutableRawBufferPointer) -> Int) {
        self.source = source
        self.maximumContentLength = maximumContentLength
    }

    /// A reader of a file descriptor (standard input by default).
    public init(descriptor: Int32 = 0, maximumContentLength: Int = defaultMaximumContentLength) {
        self.init(maximumContentLength: maximumContentLength) { buffer in
            while true {
                let count = read(descriptor, buffer.baseAddress, buffer.count)
                if count < 0, errno == EINTR { continue }
                return max(count, 0)
            }
        }
    }

    private var available: Int { buffer.count - start }

    /// Reads more bytes into the buffer; false at the end of input.
    private mutating func fill() -> Bool {
        guard !ended else { return false }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        let chunk = 64 << 10
        let old = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: chunk))
        let count = buffer.withUnsafeMutableBytes { source(UnsafeMutableRawBufferPointer(rebasing: $0[old...])) }
        buffer.removeLast(chunk - max(0, min(count, chunk)))
        if count <= 0 { ended = true }
        return count > 0
    }

    /// The next message or the next stretch of bytes that is none; nil at the end of input.
    public mutating func next() -> Item? {
        // The header block: up to the first empty line. Offsets are kept from `start`,
        // which moves when fill() compacts the buffer.
        var scanned = 0
        var headerEnd: (content: Int, after: Int)? = nil
        while headerEnd == nil {
            while start + scanned < buffer.count {
                let index = start + scanned
                if buffer[index] == 0x0A {
                    // "\n\n" or "\n\r\n" ends the block ("\r\n\r\n" is the rule; bare LFs are accepted).
                    if index + 1 < buffer.count, buffer[index + 1] == 0x0A {
                        headerEnd = (scanned, scanned + 2)
                        break
                    }
                    if index + 2 < buffer.count, buffer[index + 1] == 0x0D, buffer[index + 2] == 0x0A {
                        headerEnd = (scanned, scanned + 3)
                        break
                    }
                }
                scanned += 1
            }
            if headerEnd != nil { break }
            scanned = max(0, available - 2)
            if available > Self.maximumHeaderLength {
                resynchronize()
                return .invalid("a header block longer than \(Self.maximumHeaderLength) bytes")
            }
            guard fill() else {
                if available > 0, !buffer[start...].allSatisfy({ [0x0A, 0x0D, 0x20].contains($0) }) {
                    start = buffer.count
                    return .invalid("the input ends inside a message's header")
                }
                return nil
            }
        }
        let (contentEnd, after) = headerEnd!
        let header = String(decoding: buffer[start..<start + contentEnd], as: UTF8.self)
        start += after
        var length: Int? = nil
        for line in header.split(whereSeparator: { $0 == "\r\n" || $0 == "\n" || $0 == "\r" }) {
            // The name may come after garbage on its line (bytes that were no message).
            let lowered = Array(line.lowercased().utf8), name = Array("content-length".utf8)
            guard let at = (0..<max(0, lowered.count - name.count + 1)).first(where: { lowered[$0..<$0 + name.count].elementsEqual(name) })
            else { continue }
            let rest = Substring(String(decoding: lowered[(at + name.count)...], as: UTF8.self)).trimmingSpaces
            guard rest.first == ":" else { continue }
            length = Int(rest.dropFirst().trimmingSpaces)
        }
        guard let length, length >= 0 else {
            return .invalid("a header block without a valid Content-Length")
        }
        if length > maximumContentLength {
            var left = length
            while left > 0 {
                if available == 0, !fill() { break }
                let taken = min(left, available)
                start += taken
                left -= taken
            }
            return .invalid("a message of \(length) bytes, over the limit of \(maximumContentLength)")
        }
        while available < length {
            guard fill() else {
                start = buffer.count
                return .invalid("the input ends inside a message (\(length) bytes announced)")
            }
        }
        let content = Array(buffer[start..<start + length])
        start += length
        return .message(content)
    }

    /// Drops bytes up to the next `Content-Length` header (or all but the last few).
    private mutating func resynchronize() {
        let marker = Array("content-length".utf8)
        var index = start + 1
        while index + marker.count <= buffer.count {
            if (0..<marker.count).allSatisfy({ buffer[index + $0] | 0x20 == marker[$0] }) {
                start = index
                return
            }
            index += 1
        }
        start = max(start, buffer.count - marker.count)
    }
}

extension Substring {
    fileprivate var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" { result = result.dropLast() }
        return result
    }
}

/// Writes framed messages, one whole message at a time, from any thread.
public final class MessageWriter: Sendable {
    private let sink: @Sendable ([UInt8]) -> Bool
    private let state = Mutex(true)  // still open

    /// A writer to `sink`, which writes all the bytes it is given and returns false
    /// when it cannot (the other end is gone).
    public init(sink: @escaping @Sendable ([UInt8]) -> Bool) {
        self.sink = sink
    }

    /// A writer to a file descriptor (standard output by default).
    public convenience init(descriptor: Int32 = 1) {
        self.init { bytes in
            var written = 0
            while written < bytes.count {
                let count = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + written, bytes.count - written) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { return false }
                written += count
            }
            return true
        }
    }

    /// Whether every write so far reached the other end.
    public var isOpen: Bool { state.withLock { $0 } }

    /// Sends `message` with its header; false once the other end is gone.
    @discardableResult
    public func send(_ message: JSON) -> Bool {
        let content = message.serialized()
        let framed = Array("Content-Length: \(content.count)\r\n\r\n".utf8) + content
        return state.withLock { open in
            guard open else { return false }
            open = sink(framed)
            return open
        }
    }
}
