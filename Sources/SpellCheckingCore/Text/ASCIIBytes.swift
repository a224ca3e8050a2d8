/// The byte-level tests of ASCII letters and digits, for the loops that read UTF-8
/// bytes or scalar values (text scanning, letter counting, lowercasing for edit costs).
/// Each is one subtraction and compare, on any unsigned integer.
package enum ASCIIBytes {
    /// Whether `byte` is `A`–`Z`.
    @inlinable @inline(__always)
    package static func isUppercase<Value: FixedWidthInteger & UnsignedInteger>(_ byte: Value) -> Bool { byte &- 0x41 < 26 }

    /// Whether `byte` is `A`–`Z` or `a`–`z`.
    @inlinable @inline(__always)
    package static func isLetter<Value: FixedWidthInteger & UnsignedInteger>(_ byte: Value) -> Bool { (byte | 0x20) &- 0x61 < 26 }

    /// Whether `byte` is `0`–`9`.
    @inlinable @inline(__always)
    package static func isDigit<Value: FixedWidthInteger & UnsignedInteger>(_ byte: Value) -> Bool { byte &- 0x30 < 10 }

    /// `byte` lowercased when it is `A`–`Z`, else as it is.
    @inlinable @inline(__always)
    package static func lowercased<Value: FixedWidthInteger & UnsignedInteger>(_ byte: Value) -> Value { isUppercase(byte) ? byte | 0x20 : byte }

    /// How many of `bytes`' first bytes are ASCII, read eight at a time (a multiple of
    /// eight: the rest is the caller's to read byte by byte).
    @inline(__always)
    package static func asciiChunks(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index + 8 <= bytes.count,
              UnsafeRawBufferPointer(bytes).loadUnaligned(fromByteOffset: index, as: UInt64.self) & 0x8080_8080_8080_8080 == 0 {
            index += 8
        }
        return index
    }
}
