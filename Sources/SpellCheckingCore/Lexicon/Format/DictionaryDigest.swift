import Foundation

/// The digest a word list records of the dictionary it was made from: SHA-256 of
/// the `.aff` file's length (8 bytes, little-endian), the `.aff` and the `.dic`.
/// A list is trusted as a fast path only by the dictionary whose files give the
/// digest it records (`WordListContents.digest`, which the builder fills in).
package enum DictionaryDigest {
    package static func of(affix: Data, words: Data) -> [UInt8] {
        var hash = SHA256()
        hash.update((0..<8).map { UInt8(truncatingIfNeeded: UInt64(affix.count) >> (8 * UInt64($0))) })
        affix.withUnsafeBytes { hash.update($0) }
        words.withUnsafeBytes { hash.update($0) }
        return hash.finish()
    }
}
