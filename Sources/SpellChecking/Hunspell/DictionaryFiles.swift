import SpellCheckingCore
import Foundation

/// Checks a dictionary's two files before libhunspell sees them.
///
/// `Hunspell_create` never fails: given a missing, unreadable or garbled file it
/// returns a handle that calls every word misspelled. Everything Hunspell would
/// swallow silently is caught here and thrown as a ``SpellCheckingCore/SpellCheckingError``.
enum DictionaryFiles {
    /// More words than any real dictionary holds (the largest have a few million).
    static let maximumWordCount = 50_000_000
    /// The largest `.aff` file read: 16 MiB (the largest real ones are a few MB).
    static let maximumAffixFileSize = 16 << 20
    /// The largest `.dic` file read: 256 MiB (the largest real ones are tens of MB).
    static let maximumWordFileSize = 256 << 20

    /// What the checks learn about a dictionary from its `.aff` file.
    struct Facts {
        /// The `SET` encoding.
        var encoding: DictionaryEncoding
        /// Whether the affix file mentions U+2019 (in `ICONV`, `WORDCHARS` and the like).
        /// When it does not, the dictionary only knows the ASCII apostrophe.
        var knowsTypographicApostrophe: Bool
        /// The characters `WORDCHARS` adds to words (digits, hyphen, ...), decoded; empty without one.
        var wordCharacters: String
        /// The language of the `LANG` line, when there is one that reads as a language.
        var declaredLanguage: Language? = nil
        /// The two files' bytes, kept when asked for, to compute the digest a word list
        /// records of them (``digest``).
        var contents: (affix: Data, words: Data)?
        /// Whether the `.aff` file's only input conversion is `ICONV ’ '` (en_US's): libhunspell
        /// then checks a word with U+2019 as the word with `'`, and changes nothing else.
        var convertsOnlyTypographicApostrophe = false

        /// The digest a word list records of these files (``DictionaryDigest``); nil when
        /// their contents were not kept.
        var digest: [UInt8]? {
            contents.map { DictionaryDigest.of(affix: $0.affix, words: $0.words) }
        }
    }

    /// Validates both files and returns what the `.aff` file declares.
    static func validate(affixFile: URL, wordFile: URL, keepingContents keeps: Bool = false) throws(SpellCheckingError) -> Facts {
        let affix = try contents(of: affixFile, limit: maximumAffixFileSize)
        let words = try contents(of: wordFile, limit: maximumWordFileSize)
        let declaredCount = try checkWordCountLine(words.prefix(4096), path: wordFile.path)
        let encoding = try encoding(declaredIn: affix, path: affixFile.path)
        let tables = try affix.withUnsafeBytes { raw in
            Result { () throws(SpellCheckingError) in try AffixTables.check(affix: raw.bindMemory(to: UInt8.self), path: affixFile.path) }
        }.get()
        try words.withUnsafeBytes { raw in
            Result { () throws(SpellCheckingError) in
                try tables.check(words: raw.bindMemory(to: UInt8.self), declaredCount: declaredCount, path: wordFile.path)
            }
        }.get()
        let apostrophe: [UInt8] = switch encoding {
        case .utf8: Array("\u{2019}".utf8)
        case .singleByte(let charset): charset.upperHalf.firstIndex(of: 0x2019).map { [UInt8(0x80 + $0)] } ?? []
        }
        let knowsApostrophe = !apostrophe.isEmpty && affix.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            guard bytes.count >= apostrophe.count else { return false }
            return (0...(bytes.count - apostrophe.count)).contains { offset in
                bytes[offset] == apostrophe[0] && apostrophe.indices.allSatisfy { bytes[offset + $0] == apostrophe[$0] }
            }
        }
        return Facts(encoding: encoding, knowsTypographicApostrophe: knowsApostrophe,
                     wordCharacters: wordCharacters(in: affix, encoding: encoding),
                     declaredLanguage: declaredLanguage(in: affix),
                     contents: keeps ? (affix, words) : nil,
                     convertsOnlyTypographicApostrophe: encoding == .utf8 && onlyConversionIsApostrophe(affix))
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

    /// Whether the ICONV table of a UTF-8 `.aff` file is the one entry `ICONV ’ '`.
    private static func onlyConversionIsApostrophe(_ affix: Data) -> Bool {
        affix.withUnsafeBytes { raw -> Bool in
            var entries: [[String]] = []
            Lines.forEach(in: raw.bindMemory(to: UInt8.self)) { line in
                let fields = line.fields(upTo: 4)
                if let first = fields.first, first.starts(with: Array("ICONV".utf8)) {
                    entries.append(fields.map { String(decoding: $0, as: UTF8.self) })
                }
                return true
            }
            return entries.count == 2 && entries[0].count >= 2 && AffixTables.atoi(Array(entries[0][1].utf8)) == 1
                && entries[1].count >= 3 && entries[1][1] == "\u{2019}" && entries[1][2] == "'"
        }
    }

    /// The language of the `.aff` file's first `LANG` line (`LANG hu_HU`), if it reads as one.
    private static func declaredLanguage(in affix: Data) -> Language? {
        affix.withUnsafeBytes { raw -> Language? in
            var found: Language?
            Lines.forEach(in: raw.bindMemory(to: UInt8.self)) { line in
                let fields = line.fields(upTo: 2)
                guard fields.count == 2, fields[0].elementsEqual("LANG".utf8) else { return true }
                // Language identifiers are ASCII; anything else is not one.
                found = try? Language(String(decoding: fields[1], as: UTF8.self))
                return false
            }
            return found
        }
    }

    /// The value of the `WORDCHARS` line, decoded from the dictionary's encoding.
    private static func wordCharacters(in affix: Data, encoding: DictionaryEncoding) -> String {
        affix.withUnsafeBytes { raw -> String in
            let bytes = raw.bindMemory(to: UInt8.self)
            let keyword = Array("WORDCHARS".utf8)
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end - start > keyword.count, bytes[start..<(start + keyword.count)].elementsEqual(keyword),
                   bytes[start + keyword.count] == 0x20 || bytes[start + keyword.count] == 0x09 {
                    var value = Array(bytes[(start + keyword.count)..<end])
                    while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
                    while let last = value.last, last == 0x20 || last == 0x09 || last == 0x0D { value.removeLast() }
                    value.append(0)
                    return value.withUnsafeBufferPointer { buffer in
                        buffer.withMemoryRebound(to: CChar.self) { WordCodec(encoding: encoding).decode($0.baseAddress!) }
                    }
                }
                start = end + 1
            }
            return ""
        }
    }

    /// The `SET` line of an `.aff` file, or Hunspell's default (ISO8859-1) without one.
    private static func encoding(declaredIn affix: Data, path: String) throws(SpellCheckingError) -> DictionaryEncoding {
        // Raw byte scans: affix files run to hundreds of kilobytes (es_ES.aff is 169 KB),
        // and going through Data's generic collection methods costs milliseconds per load.
        let declared: Result<DictionaryEncoding, SpellCheckingError> = affix.withUnsafeBytes { raw in
            let bytes = raw.bindMemory(to: UInt8.self)
            if let base = raw.baseAddress, memchr(base, 0, raw.count) != nil {
                return .failure(.notADictionary(path: path, reason: "binary content"))
            }
            var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != UInt8(ascii: "\n") { end += 1 }
                if end - start >= 3 && bytes[start] == UInt8(ascii: "S") && bytes[start + 1] == UInt8(ascii: "E")
                    && bytes[start + 2] == UInt8(ascii: "T") {
                    let fields = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
                        .split(whereSeparator: \.isWhitespace)
                    if fields.first == "SET" {
                        guard fields.count >= 2 else {
                            return .failure(.notADictionary(path: path, reason: "SET names no encoding"))
                        }
                        let name = String(fields[1])
                        guard let encoding = DictionaryEncoding(setName: name) else {
                            return .failure(.unsupportedEncoding(path: path, encoding: name))
                        }
                        return .success(encoding)
                    }
                }
                start = end + 1
            }
            return .success(.hunspellDefault)
        }
        return try declared.get()
    }
}
