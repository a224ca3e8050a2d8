import Foundation
import SpellCheckingCore

/// Converts between Swift strings and the bytes a dictionary's encoding expects.
///
/// Built once per loaded dictionary; immutable and `Sendable` afterwards. For
/// UTF-8 it carries nothing to retain, so copying it on the hot path is free.
struct WordCodec: Sendable {
    let encoding: DictionaryEncoding
    /// Whether U+2019 becomes `'` on the way in, for dictionaries that only know the ASCII apostrophe.
    let foldsApostrophes: Bool
    /// The conversion tables of an 8-bit set; nil for UTF-8.
    private let tables: SingleByteTables?

    /// The longest word, in encoded bytes, that is handed to Hunspell. Longer
    /// words are misspelled without a call into C; Hunspell itself stops at a
    /// few hundred bytes.
    static let maximumWordBytes = WordList.maximumWordLength

    init(encoding: DictionaryEncoding, foldsApostrophes: Bool = false) {
        self.encoding = encoding
        self.foldsApostrophes = foldsApostrophes
        if case .singleByte(let charset) = encoding {
            tables = SingleByteTables(charset)
        } else {
            tables = nil
        }
    }

    /// Why a word cannot be handed to Hunspell.
    enum Rejection: Error, Equatable {
        case empty, containsNUL, tooLong, unrepresentable
    }

    /// Calls `body` with `word` as a NUL-terminated C string in the dictionary's encoding.
    ///
    /// ASCII and other NFC-stable UTF-8 input goes through without a copy;
    /// other input is normalised to NFC first, after U+2019 becomes `'` when
    /// ``foldsApostrophes`` is set (U+2019 is never in the fast path's bytes).
    @inline(__always)
    func withEncoded<Result>(
        _ word: String,
        _ body: (UnsafePointer<CChar>) -> Result
    ) -> Swift.Result<Result, Rejection> {
        guard let tables else { return withUTF8(word, body) }
        return tables.withEncoded(folded(word), body)
    }

    /// `word` with U+2019 replaced by `'` when this codec folds apostrophes.
    private func folded(_ word: String) -> String {
        foldsApostrophes ? Apostrophe.folded(word) : word
    }

    @inline(__always)
    private func withUTF8<Result>(
        _ word: String,
        _ body: (UnsafePointer<CChar>) -> Result
    ) -> Swift.Result<Result, Rejection> {
        let count = word.utf8.count
        if count == 0 { return .failure(.empty) }
        // One pass over the bytes, in place: the smallest byte finds a NUL, the
        // largest a lead byte of U+0300 or above (CanonicalComposition's shortcut,
        // fused with the NUL test): a word without such bytes needs no normalising.
        let fast: Swift.Result<Result, Rejection>? = word.withCString { pointer in
            var smallest: UInt8 = 0xFF
            var largest: UInt8 = 0
            pointer.withMemoryRebound(to: UInt8.self, capacity: count) { bytes in
                for index in 0..<count {
                    smallest = min(smallest, bytes[index])
                    largest = max(largest, bytes[index])
                }
            }
            if smallest == 0 { return .failure(.containsNUL) }
            if largest >= CanonicalComposition.firstComposingByte { return nil }
            if count > Self.maximumWordBytes { return .failure(.tooLong) }
            return .success(body(pointer))
        }
        if let fast { return fast }
        let normalised = CanonicalComposition.composed(folded(word))
        if normalised.utf8.count > Self.maximumWordBytes { return .failure(.tooLong) }
        return .success(normalised.withCString(body))
    }

    /// The Swift string for a NUL-terminated word Hunspell returned.
    func decode(_ cString: UnsafePointer<CChar>) -> String {
        guard let tables else { return String(cString: cString) }
        return tables.decode(cString)
    }

    /// The text of `bytes` in the dictionary's encoding (U+FFFD for what it leaves undefined).
    func decode(_ bytes: [UInt8]) -> String {
        guard let tables else { return String(decoding: bytes, as: UTF8.self) }
        return tables.decode(bytes)
    }
}

/// The two directions of an 8-bit character set, built once per dictionary.
final class SingleByteTables: Sendable {
    /// Unicode scalar of each byte 0x80...0xFF (0xFFFD when undefined).
    private let decodeTable: [UInt16]
    /// Byte for each non-ASCII scalar the set can represent.
    private let encodeTable: [UInt32: UInt8]

    init(_ charset: SingleByteCharset) {
        let table = charset.upperHalf
        decodeTable = table
        var reverse: [UInt32: UInt8] = [:]
        for (offset, scalar) in table.enumerated() where scalar != 0xFFFD {
            reverse[UInt32(scalar)] = UInt8(0x80 + offset)
        }
        encodeTable = reverse
    }

    func withEncoded<Result>(
        _ word: String,
        _ body: (UnsafePointer<CChar>) -> Result
    ) -> Swift.Result<Result, WordCodec.Rejection> {
        let scalars = CanonicalComposition.composed(word).unicodeScalars
        var bytes: [CChar] = []
        bytes.reserveCapacity(word.utf8.count + 1)
        for scalar in scalars {
            if scalar.value == 0 { return .failure(.containsNUL) }
            if scalar.value < 0x80 {
                bytes.append(CChar(bitPattern: UInt8(scalar.value)))
            } else if let byte = encodeTable[scalar.value] {
                bytes.append(CChar(bitPattern: byte))
            } else {
                return .failure(.unrepresentable)
            }
        }
        if bytes.isEmpty { return .failure(.empty) }
        if bytes.count > WordCodec.maximumWordBytes { return .failure(.tooLong) }
        bytes.append(0)
        return .success(bytes.withUnsafeBufferPointer { body($0.baseAddress!) })
    }

    /// The byte of `scalar` in this set, nil when the set has none.
    func byte(for scalar: Unicode.Scalar) -> UInt8? {
        scalar.value < 0x80 ? UInt8(scalar.value) : encodeTable[scalar.value]
    }

    func decode(_ cString: UnsafePointer<CChar>) -> String {
        cString.withMemoryRebound(to: UInt8.self, capacity: strlen(cString) + 1) { bytes in
            decode(UnsafeBufferPointer(start: bytes, count: strlen(cString)))
        }
    }

    /// The text of `bytes` in this set (U+FFFD for a byte it leaves undefined).
    func decode(_ bytes: some Collection<UInt8>) -> String {
        var scalars = String.UnicodeScalarView()
        for byte in bytes {
            let value = byte < 0x80 ? UInt32(byte) : UInt32(decodeTable[Int(byte - 0x80)])
            scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
        }
        return String(scalars)
    }
}
