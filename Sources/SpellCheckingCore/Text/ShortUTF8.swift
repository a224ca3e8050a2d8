/// A UTF-8 sequence of one to three bytes (a character of the Basic Multilingual Plane),
/// decoded in place when it is well-formed: the loops that read a dictionary's characters
/// by the table (their case, whether NFC may change them) read text this way, and leave
/// anything else (four bytes, ill-formed sequences) to a slower path.
enum ShortUTF8 {
    /// The character starting at `index` of `bytes` and its length in bytes, or nil.
    @inline(__always)
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (value: UInt32, length: Int)? {
        let lead = bytes[index]
        if lead < 0x80 { return (UInt32(lead), 1) }
        if lead >= 0xC2, lead < 0xE0, index + 1 < bytes.count, bytes[index + 1] & 0xC0 == 0x80 {
            return (UInt32(lead & 0x1F) << 6 | UInt32(bytes[index + 1] & 0x3F), 2)
        }
        if lead >= 0xE0, lead < 0xF0, index + 2 < bytes.count,
           bytes[index + 1] & 0xC0 == 0x80, bytes[index + 2] & 0xC0 == 0x80,
           lead != 0xE0 || bytes[index + 1] >= 0xA0, lead != 0xED || bytes[index + 1] < 0xA0 {
            return (UInt32(lead & 0x0F) << 12 | UInt32(bytes[index + 1] & 0x3F) << 6 | UInt32(bytes[index + 2] & 0x3F), 3)
        }
        return nil
    }
}
