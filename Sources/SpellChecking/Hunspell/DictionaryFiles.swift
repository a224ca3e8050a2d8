import SpellCheckingCore
import Foundation

/// Checks a dictionary's two files before libhunspell sees them.
///
/// `Hunspell_create` never fails: given a missing, unreadable or garbled file it
/// returns a handle that calls every word misspelled. Everything Hunspell would
/// swallow silently is caught here and thrown as a ``SpellCheckingError``.
enum DictionaryFiles {
    /// More words than any real dictionary holds (the largest have a few million).
    static let maximumWordCount = 50_000_000
    /// The largest `.aff` file read: 16 MiB (the largest real ones are a few MB).
    static let maximumAffixFileSize = 16 << 20
    /// The largest `.dic` file read: 256 MiB (the largest real ones are tens of MB).
    static let maximumWordFileSize = 256 << 20

    /// What the checks learn about a dictionary: its `.aff` file, read (``AffixFile``), and
    /// the bytes that were checked.
    struct Facts {
        /// The `.aff` file's directives.
        var affix: AffixFile
        /// The two files' bytes as checked: what libhunspell is given
        /// (``HunspellHandle/init(affix:words:)``), and what the digest is computed from.
        var contents: (affix: Data, words: Data)

        /// The digest a word list records of these files (``DictionaryDigest``).
        var digest: [UInt8] { DictionaryDigest.of(affix: contents.affix, words: contents.words) }
    }

    /// Validates both files and returns what the `.aff` file declares, with their bytes.
    static func validate(affixFile: URL, wordFile: URL) throws(SpellCheckingError) -> Facts {
        let affixBytes = try contents(of: affixFile, limit: maximumAffixFileSize)
        let words = try contents(of: wordFile, limit: maximumWordFileSize)
        let declaredCount = try checkWordCountLine(words.prefix(4096), path: wordFile.path)
        let affix = try AffixFile(affixBytes, path: affixFile.path)
        try words.withUnsafeBytes { raw in
            Result { () throws(SpellCheckingError) in
                try affix.tables.check(words: raw.bindMemory(to: UInt8.self), declaredCount: declaredCount,
                                       encoding: affix.encoding, path: wordFile.path)
            }
        }.get()
        return Facts(affix: affix, contents: (affixBytes, words))
    }

    /// What the `.aff` file declares, its tables checked; the `.dic` is not read.
    static func affix(of affixFile: URL) throws(SpellCheckingError) -> AffixFile {
        try AffixFile(contents(of: affixFile, limit: maximumAffixFileSize), path: affixFile.path)
    }

    /// The file's bytes, or the error that explains why not: only regular files of at
    /// most `limit` bytes are read (a FIFO would block libhunspell, `/dev/zero` never ends).
    private static func contents(of url: URL, limit: Int) throws(SpellCheckingError) -> Data {
        let path = url.path
        switch RegularFile.read(path, limit: limit) {
        case .success(let data): return data
        case .failure(.missing): throw .fileNotFound(path: path)
        case .failure(.unreadable), .failure(.notRegular(kind: "a folder")): throw .fileUnreadable(path: path)
        case .failure(let failure): throw .notADictionary(path: path, reason: "it \(failure.phrase)")
        }
    }

    /// A `.dic` file starts with the number of words that follow (Hunspell sizes
    /// its tables from it, and loads nothing when it is missing or zero).
    private static func checkWordCountLine(_ head: Data, path: String) throws(SpellCheckingError) -> Int {
        var bytes = head[...]
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        if bytes.isEmpty { throw .notADictionary(path: path, reason: "the file is empty") }
        if bytes.contains(0) { throw .notADictionary(path: path, reason: "binary content") }
        // Hunspell reads the number with atoi: what follows it on the line (`17081 words`,
        // `4216\t1`) is a comment some dictionaries have.
        let firstLine = bytes.prefix { $0 != UInt8(ascii: "\n") }.drop { $0 == 0x20 || $0 == 0x09 }
        let digits = firstLine.prefix { $0 >= 0x30 && $0 <= 0x39 }
        let rest = firstLine.dropFirst(digits.count)
        guard !digits.isEmpty, rest.isEmpty || rest.first == 0x20 || rest.first == 0x09 || rest.first == 0x0D else {
            throw .notADictionary(path: path, reason: "line 1 must be the number of words")
        }
        guard digits.count <= 9, let count = Int(String(decoding: digits, as: UTF8.self)),
              count >= 1, count <= maximumWordCount
        else {
            throw .notADictionary(path: path, reason: "implausible word count on line 1")
        }
        return count
    }
}
