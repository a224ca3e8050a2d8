import Foundation
import SpellCheckingCore

/// A dictionary's `.aff` file, read once: every directive WordCheck needs from it,
/// and the checks of the tables libhunspell trusts.
///
/// Everything else asks this model; nothing else reads `.aff` lines. The file is split
/// into ``Lines`` once (at `\n`, a trailing `\r` and a leading byte-order mark dropped),
/// and each directive is read the way libhunspell reads it:
///
/// - `SET`: the first line whose first field is `SET` (fields split at any white space);
///   without one, Hunspell's default ISO8859-1. Throws when it names nothing or an
///   encoding ``DictionaryEncoding`` does not know.
/// - `LANG`: the first line whose first field is `LANG` and that has a second field;
///   nil when that field is not a language.
/// - `WORDCHARS`: the first line that starts with `WORDCHARS` and a blank; the rest of
///   the line, trimmed, decoded from the `SET` encoding.
/// - `ICONV`: every line whose first field starts with `ICONV` (only the table
///   `ICONV 1` / `ICONV ’ '` is recognised, see ``convertsOnlyTypographicApostrophe``).
/// - `NOSUGGEST`: any line that starts with it.
/// - `REP`, `MAP`, `KEY`: the lines whose first field is one of them, kept as they are
///   and decoded on request (``suggestionTables``).
/// - The tables (`AF`, `AM`, `REP`, `MAP`, `PFX`, `SFX` and the rest): counted and
///   checked by ``AffixTables``, which reads the same lines in libhunspell's two passes.
///
/// A file with a NUL byte is refused before any of this.
///
/// Cost: one pass over the bytes to find the lines, one over the lines for the
/// directives (no allocation for a line that is none of them), and ``AffixTables``' two;
/// the only copies kept are the `WORDCHARS` value and the `REP`, `MAP`, `KEY` and `PHONE` lines.
struct AffixFile: Sendable {
    /// The `SET` encoding, or Hunspell's default (ISO8859-1) without a `SET` line.
    let encoding: DictionaryEncoding
    /// The sizes of the alias tables, against which the `.dic` file's entries are checked
    /// (``AffixTables/check(words:declaredCount:encoding:path:)``).
    let tables: AffixTables
    /// The language of the `LANG` line, when there is one that reads as a language.
    let declaredLanguage: Language?
    /// The characters `WORDCHARS` adds to words (digits, hyphen, ...), decoded; empty without one.
    let wordCharacters: String
    /// Whether the file mentions U+2019 anywhere, in its encoding (in `ICONV`, `WORDCHARS`
    /// and the like). When it does not, the dictionary only knows the ASCII apostrophe.
    let mentionsTypographicApostrophe: Bool
    /// Whether the file is UTF-8 and its only input conversion is `ICONV ’ '` (en_US's):
    /// libhunspell then checks a word with U+2019 as the word with `'`, and changes nothing else.
    let convertsOnlyTypographicApostrophe: Bool
    /// Whether a line marks words `NOSUGGEST`.
    let marksNoSuggest: Bool
    /// The `REP`, `MAP`, `KEY` and `PHONE` lines, each followed by `\n`, in the order of the file.
    private let suggestionLines: [UInt8]

    /// Reads and checks the `.aff` file's bytes; `path` names it in errors.
    init(_ data: Data, path: String) throws(SpellCheckingError) {
        self = try data.withUnsafeBytes { raw in
            Result { () throws(SpellCheckingError) in try AffixFile(raw.bindMemory(to: UInt8.self), path: path) }
        }.get()
    }

    /// Reads and checks the `.aff` file's bytes; `path` names it in errors.
    init(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(SpellCheckingError) {
        if let base = bytes.baseAddress, memchr(base, 0, bytes.count) != nil {
            throw .notADictionary(path: path, reason: "binary content")
        }
        let lines = Lines(bytes)
        var encoding: DictionaryEncoding?
        var language: Language??
        var wordCharacterBytes: [UInt8]?
        var conversions: (count: Int, first: [Slice<UnsafeBufferPointer<UInt8>>], second: [Slice<UnsafeBufferPointer<UInt8>>]) = (0, [], [])
        var marksNoSuggest = false
        var suggestionLines: [UInt8] = []
        for index in 0..<lines.count {
            let line = lines[index]
            if encoding == nil, let declared = try Self.encoding(declaredOn: line, path: path) {
                encoding = declared
            }
            if wordCharacterBytes == nil { wordCharacterBytes = Self.wordCharacters(on: line) }
            if !marksNoSuggest { marksNoSuggest = line.bytes.starts(with: Self.noSuggest) }
            guard let first = line.firstField else { continue }
            if language == nil, first.elementsEqual(Self.lang) {
                let fields = line.fields(upTo: 2)
                // Language identifiers are ASCII; anything else is not one.
                if fields.count == 2 { language = .some(try? Language(String(decoding: fields[1], as: UTF8.self))) }
            }
            if first.starts(with: Self.iconv) {
                conversions.count += 1
                if conversions.count == 1 { conversions.first = line.fields(upTo: 3) }
                if conversions.count == 2 { conversions.second = line.fields(upTo: 3) }
            }
            if Self.suggestionKeywords.contains(where: { first.elementsEqual($0) }) {
                suggestionLines.append(contentsOf: line.bytes)
                suggestionLines.append(0x0A)
            }
        }
        let found = encoding ?? .hunspellDefault
        tables = try AffixTables.check(lines, path: path)
        self.encoding = found
        declaredLanguage = language ?? nil
        wordCharacters = wordCharacterBytes.map { Self.decode($0, encoding: found) } ?? ""
        mentionsTypographicApostrophe = Self.mentionsTypographicApostrophe(bytes, encoding: found)
        convertsOnlyTypographicApostrophe = found == .utf8 && conversions.count == 2
            && conversions.first.count >= 2 && AffixTables.atoi(conversions.first[1]) == 1
            && conversions.second.count >= 3 && conversions.second[1].elementsEqual("\u{2019}".utf8)
            && conversions.second[2].elementsEqual("'".utf8)
        self.marksNoSuggest = marksNoSuggest
        self.suggestionLines = suggestionLines
    }

    private static let lang = Array("LANG".utf8)
    private static let iconv = Array("ICONV".utf8)
    private static let noSuggest = Array("NOSUGGEST".utf8)
    private static let wordChars = Array("WORDCHARS".utf8)
    private static let suggestionKeywords = ["REP", "MAP", "KEY", "PHONE"].map { Array($0.utf8) }

    /// The encoding a `SET` line declares; nil when the line is not one.
    private static func encoding(declaredOn line: Line, path: String) throws(SpellCheckingError) -> DictionaryEncoding? {
        guard line.bytes.starts(with: "SET".utf8) else { return nil }
        let fields = String(decoding: line.bytes, as: UTF8.self).split(whereSeparator: \.isWhitespace)
        guard fields.first == "SET" else { return nil }
        guard fields.count >= 2 else { throw .notADictionary(path: path, reason: "SET names no encoding") }
        let name = String(fields[1])
        guard let encoding = DictionaryEncoding(setName: name) else { throw .unsupportedEncoding(path: path, encoding: name) }
        return encoding
    }

    /// The value of a `WORDCHARS` line, without the blanks around it; nil when the line is not one.
    private static func wordCharacters(on line: Line) -> [UInt8]? {
        let bytes = line.bytes
        guard bytes.count > wordChars.count, bytes.starts(with: wordChars) else { return nil }
        let valueStart = bytes.startIndex + wordChars.count
        guard bytes[valueStart] == 0x20 || bytes[valueStart] == 0x09 else { return nil }
        var value = bytes[valueStart...]
        while let first = value.first, first == 0x20 || first == 0x09 { value.removeFirst() }
        while let last = value.last, last == 0x20 || last == 0x09 || last == 0x0D { value.removeLast() }
        return Array(value)
    }

    /// Bytes of the file decoded from its encoding.
    private static func decode(_ bytes: [UInt8], encoding: DictionaryEncoding) -> String {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { WordCodec(encoding: encoding).decode($0.baseAddress!) }
        }
    }

    /// Whether U+2019, in `encoding`, occurs anywhere in the bytes (of either file).
    static func mentionsTypographicApostrophe(_ bytes: UnsafeBufferPointer<UInt8>, encoding: DictionaryEncoding) -> Bool {
        let apostrophe: [UInt8] = switch encoding {
        case .utf8: Array("\u{2019}".utf8)
        case .singleByte(let charset): charset.upperHalf.firstIndex(of: 0x2019).map { [UInt8(0x80 + $0)] } ?? []
        }
        guard !apostrophe.isEmpty, let base = bytes.baseAddress, bytes.count >= apostrophe.count else { return false }
        // memchr finds each first byte: a `.dic` of megabytes is read through at its speed.
        var offset = 0
        while offset <= bytes.count - apostrophe.count,
              let hit = memchr(base + offset, Int32(apostrophe[0]), bytes.count - apostrophe.count + 1 - offset) {
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if apostrophe.indices.allSatisfy({ bytes[at + $0] == apostrophe[$0] }) { return true }
            offset = at + 1
        }
        return false
    }

    /// The `REP`, `MAP`, `KEY` and `PHONE` tables, decoded from the file's encoding, for the word
    /// list's suggestions. Lines that do not parse are skipped, as libhunspell skips them.
    ///
    /// Cost: decodes every kept line; call it once per dictionary.
    var suggestionTables: SuggestionTables {
        let codec = WordCodec(encoding: encoding)
        var lines: [String] = []
        suggestionLines.withUnsafeBufferPointer { bytes in
            Lines.forEach(in: bytes) { line in
                let terminated = Array(line.bytes) + [0]
                lines.append(terminated.withUnsafeBufferPointer { buffer in
                    buffer.withMemoryRebound(to: CChar.self) { codec.decode($0.baseAddress!) }
                })
                return true
            }
        }
        return SuggestionTables(lines: lines)
    }

}
