import Foundation

/// Words as bytes, one after another in a single buffer: how the word-list builder holds
/// the millions of words it writes (10.5 million Portuguese forms take 0.2 GB so, where an
/// array of bytes each took 0.5 GB).
package struct PackedWords: RandomAccessCollection, Sendable {
    /// The words' bytes, back to back.
    private var bytes: [UInt8] = []
    /// Where each word ends in `bytes`.
    private var ends: [Int] = []

    package init() {}

    package init(_ words: some Sequence<[UInt8]>) {
        for word in words { append(word) }
    }

    package mutating func append(_ word: some Collection<UInt8>) {
        bytes.append(contentsOf: word)
        ends.append(bytes.count)
    }

    package var startIndex: Int { 0 }
    package var endIndex: Int { ends.count }

    package subscript(position: Int) -> ArraySlice<UInt8> {
        bytes[start(of: position)..<ends[position]]
    }

    private func start(of position: Int) -> Int {
        position == 0 ? 0 : ends[position - 1]
    }

    /// The words in byte order, each once.
    package func sortedInByteOrder() -> PackedWords {
        bytes.withUnsafeBufferPointer { buffer in
            let base = UnsafeRawPointer(buffer.baseAddress)
            func word(_ position: UInt32) -> UnsafeRawBufferPointer {
                let start = start(of: Int(position))
                return UnsafeRawBufferPointer(start: base.map { $0 + start }, count: ends[Int(position)] - start)
            }
            var order = (0..<UInt32(ends.count)).map { $0 }
            order.sort { Self.order(word($0), word($1)) < 0 }
            var sorted = PackedWords()
            sorted.bytes.reserveCapacity(bytes.count)
            sorted.ends.reserveCapacity(ends.count)
            var previous: UnsafeRawBufferPointer?
            for position in order {
                let next = word(position)
                if let previous, Self.order(previous, next) == 0 { continue }
                sorted.bytes.append(contentsOf: next)
                sorted.ends.append(sorted.bytes.count)
                previous = next
            }
            return sorted
        }
    }

    /// The position of `word` among words in byte order (``sortedInByteOrder()``'s), or nil.
    package func position(ofSorted word: [UInt8]) -> Int? {
        word.withUnsafeBytes { word in
            bytes.withUnsafeBytes { buffer in
                func order(at position: Int) -> Int {
                    let start = start(of: position)
                    return Self.order(UnsafeRawBufferPointer(rebasing: buffer[start..<ends[position]]), word)
                }
                var (low, high) = (0, ends.count)
                while low < high {
                    let middle = (low + high) / 2
                    if order(at: middle) < 0 { low = middle + 1 } else { high = middle }
                }
                return low < ends.count && order(at: low) == 0 ? low : nil
            }
        }
    }

    /// Byte order: negative, zero or positive as `a` comes before, equals or follows `b`.
    private static func order(_ a: UnsafeRawBufferPointer, _ b: UnsafeRawBufferPointer) -> Int {
        let common = Swift.min(a.count, b.count)
        let order = common == 0 ? 0 : Int(memcmp(a.baseAddress!, b.baseAddress!, common))
        return order != 0 ? order : a.count - b.count
    }
}
