import SpellCheckingCore
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The tables of a dictionary's files that libhunspell trusts, checked before it
/// reads them: the part of ``AffixFile`` that reads the `.aff` file's tables, and the
/// check of the `.dic` file against them.
///
/// libhunspell believes the size a table announces (`REP 2147483647`) and reserves
/// memory for it before reading a line, which ends the process when the memory is
/// not there; it dereferences the morphological alias a `.dic` entry names without
/// checking it exists. This check reads the files the way libhunspell does (lines
/// split at `\n`, fields at spaces and tabs, a directive recognised by its first
/// letters, every table's entries taken from the lines right after its first line)
/// and refuses, with the line number, any file where:
///
/// - a table (`REP`, `MAP`, `BREAK`, `ICONV`, `OCONV`, `PHONE`, `COMPOUNDRULE`,
///   `CHECKCOMPOUNDPATTERN`, `AF`, `AM`, `PFX`, `SFX`) announces no entries, more
///   entries than lines follow, or a line that is not one of its entries; or a table
///   other than `PFX`/`SFX` appears twice (libhunspell stops reading the file there);
/// - an `AF` or `AM` alias named in the `.dic` or in an affix entry does not exist;
/// - the `.dic` announces more than ``maximumWordsPerLine`` times as many words as it
///   has lines (libhunspell sizes its hash table from that number).
///
/// It also refuses entries that libhunspell reads without complaint and then never
/// finishes with (``contentProblem(of:_:)``):
///
/// - a `REP` pattern that is empty once its `^` and `$` anchors are off (the suggester
///   searches for it past the end of the word);
/// - an `ICONV` or `OCONV` pattern that is empty once its `_` anchors are off (every
///   word's conversion loops for ever), or whose replacement is longer than
///   ``maximumConversionGrowth`` times the pattern and at least
///   ``minimumConversionAllowance`` bytes (a word of a few letters becomes thousands,
///   and each costs seconds);
/// - a `MAP` entry with an empty group `()` (the suggester recurses until the stack
///   overflows);
/// - a `.dic` whose words would cost libhunspell's hash table more than
///   ``maximumHashSteps`` steps to load (``hashSteps(words:declaredCount:encoding:)``):
///   many copies of one word, or far more words than its first line announces, make
///   each insertion walk a longer chain, and the load quadratic (minutes to hours).
///
/// Cost: libhunspell's two passes over the `.aff` file's lines and two over the `.dic`
/// file's bytes; an allocation per table line of the `.aff`, none per line of the `.dic`
/// (but one for dictionaries with `IGNORE` or `COMPLEXPREFIXES`), and a table of
/// 2 bytes per hash bucket (at most 8 MB).
struct AffixTables {
    /// The number of `AF` (flag alias) entries; 0 without an `AF` table.
    var flagAliases = 0
    /// The number of `AM` (morphological alias) entries; 0 without an `AM` table.
    var morphAliases = 0
    /// The characters of the `IGNORE` line, in the file's encoding: libhunspell takes them
    /// out of every `.dic` word before it stores it.
    var ignoredCharacters: [UInt8] = []
    /// Whether the file says `COMPLEXPREFIXES`: libhunspell stores every word reversed.
    var complexPrefixes = false

    /// The most an `ICONV`/`OCONV` replacement may grow its pattern (a Hangul syllable
    /// becomes three jamo: 3 bytes to 9).
    static let maximumConversionGrowth = 4
    /// A replacement this many bytes long or shorter is allowed whatever its pattern.
    static let minimumConversionAllowance = 8
    /// The most steps libhunspell's hash table may take to store a `.dic`'s words, about
    /// a quarter of a second here. Real dictionaries take a few steps per word (de_DE's
    /// 76,000 words: about 100,000).
    static let maximumHashSteps = 100_000_000

    /// How many words a `.dic` may announce per line it has (real ones announce about one;
    /// some count generously).
    static let maximumWordsPerLine = 4
    /// Below this many lines a `.dic` may announce up to this many words, whatever its length.
    static let minimumWordAllowance = 1_000

    /// A table: its directive, how many letters of a line must match it, the fewest
    /// fields an entry has, and whether it is read by libhunspell's first pass over
    /// the file (the hash manager's: AF, AM, REP) or its second (the affix manager's).
    fileprivate struct Kind {
        var name: [UInt8]
        var fields: Int
        var firstPass: Bool
        var needsSpaceAfter = false
        /// BREAK 0 is how a dictionary turns off the default break points.
        var mayBeEmpty = false
    }

    private static let kinds: [Kind] = [
        Kind(name: Array("AF".utf8), fields: 2, firstPass: true, needsSpaceAfter: true),
        Kind(name: Array("AM".utf8), fields: 2, firstPass: true, needsSpaceAfter: true),
        Kind(name: Array("REP".utf8), fields: 3, firstPass: true),
        Kind(name: Array("ICONV".utf8), fields: 3, firstPass: false),
        Kind(name: Array("OCONV".utf8), fields: 3, firstPass: false),
        Kind(name: Array("PHONE".utf8), fields: 3, firstPass: false),
        Kind(name: Array("CHECKCOMPOUNDPATTERN".utf8), fields: 3, firstPass: false),
        Kind(name: Array("COMPOUNDRULE".utf8), fields: 2, firstPass: false),
        Kind(name: Array("MAP".utf8), fields: 2, firstPass: false),
        Kind(name: Array("BREAK".utf8), fields: 2, firstPass: false, mayBeEmpty: true),
        Kind(name: Array("PFX".utf8), fields: 4, firstPass: false),
        Kind(name: Array("SFX".utf8), fields: 4, firstPass: false),
    ]

    /// Checks the tables among the `.aff` file's lines (``AffixFile`` calls this).
    static func check(_ lines: Lines, path: String) throws(SpellCheckingError) -> AffixTables {
        var tables = AffixTables()
        for firstPass in [true, false] {
            var seen = Set<[UInt8]>()
            var index = 0
            while index < lines.count {
                let line = lines[index]
                guard let kind = kinds.first(where: { $0.firstPass == firstPass && line.starts(with: $0) }) else {
                    // The hash manager's pass also reads how it stores the .dic's words (no
                    // table entry starts with these).
                    if firstPass { tables.readStorageDirectives(line) }
                    index += 1
                    continue
                }
                let isAffix = kind.name == Array("PFX".utf8) || kind.name == Array("SFX".utf8)
                let header = line.fields(upTo: 4)
                let countField = isAffix ? 3 : 1
                func refuse(_ reason: String, line: Int = index) -> SpellCheckingError {
                    .notADictionary(path: path, reason: "line \(line + 1): \(reason)")
                }
                let name = String(decoding: kind.name, as: UTF8.self)
                guard header.count > countField else { throw refuse("\(name) is missing its number of entries") }
                let count = Self.atoi(header[countField])
                guard count >= (kind.mayBeEmpty ? 0 : 1) else {
                    throw refuse("\(name) announces \(String(decoding: header[countField], as: UTF8.self)) entries; "
                                 + "it needs at least \(kind.mayBeEmpty ? 0 : 1)")
                }
                guard count < lines.count - index else {
                    throw refuse("\(name) announces \(count) entries, but only \(lines.count - index - 1) lines follow")
                }
                if !isAffix {
                    guard seen.insert(kind.name).inserted else { throw refuse("a second \(name) table") }
                }
                if kind.name == Array("AF".utf8) { tables.flagAliases = count }
                if kind.name == Array("AM".utf8) { tables.morphAliases = count }
                for entry in (index + 1)..<(index + 1 + count) {
                    let fields = lines[entry].fields(upTo: 6)
                    // libhunspell checks an affix entry's flag, not its first field (mn_MN has `SFT`).
                    guard fields.count >= kind.fields, isAffix || fields[0].starts(with: kind.name) else {
                        throw refuse("not one of the \(count) \(name) entries that line \(index + 1) announces", line: entry)
                    }
                    if let problem = Self.contentProblem(of: kind.name, fields) { throw refuse(problem, line: entry) }
                    guard isAffix else { continue }
                    guard fields[1].elementsEqual(header[1]) else {
                        throw refuse("an entry of \(name) \(String(decoding: header[1], as: UTF8.self)) with another flag", line: entry)
                    }
                    // The continuation flags after `/` name an AF alias, the sixth field an AM alias.
                    if tables.flagAliases > 0, let slash = fields[3].firstIndex(of: UInt8(ascii: "/")) {
                        let alias = fields[3][(slash + 1)...]
                        guard (1...tables.flagAliases).contains(Self.atoi(alias)) else {
                            throw refuse(Self.aliasReason(alias, table: "AF", count: tables.flagAliases), line: entry)
                        }
                    }
                    if tables.morphAliases > 0, fields.count > 5, !(1...tables.morphAliases).contains(Self.atoi(fields[5])) {
                        throw refuse(Self.aliasReason(fields[5], table: "AM", count: tables.morphAliases), line: entry)
                    }
                }
                index += count + 1
            }
        }
        return tables
    }

    private static let ignore = Array("IGNORE".utf8)
    private static let complexPrefixesDirective = Array("COMPLEXPREFIXES".utf8)

    /// Reads `IGNORE` (its first line) and `COMPLEXPREFIXES` from a line that belongs to no table.
    private mutating func readStorageDirectives(_ line: Line) {
        if ignoredCharacters.isEmpty, line.bytes.starts(with: Self.ignore), let field = line.fields(upTo: 2).dropFirst().first {
            ignoredCharacters = Array(field)
        }
        if line.bytes.starts(with: Self.complexPrefixesDirective) { complexPrefixes = true }
    }

    /// Why libhunspell would never finish with this entry of a `REP`, `ICONV`, `OCONV` or
    /// `MAP` table (`fields` are its fields, the directive first), or nil when it would.
    static func contentProblem(of table: [UInt8], _ fields: [Slice<UnsafeBufferPointer<UInt8>>]) -> String? {
        guard fields.count >= 2 else { return nil }
        let pattern = fields[1]
        let name = String(decoding: table, as: UTF8.self)
        /// The pattern without the anchors libhunspell takes off its ends.
        func core(_ leading: Unicode.Scalar, _ trailing: Unicode.Scalar) -> Slice<UnsafeBufferPointer<UInt8>> {
            var core = pattern
            if core.first == UInt8(ascii: leading) { core = core.dropFirst() }
            if core.last == UInt8(ascii: trailing) { core = core.dropLast() }
            return core
        }
        let emptyPattern = "\(name) has an empty pattern ('\(String(decoding: pattern, as: UTF8.self))')"
        switch name {
        case "REP":
            if core("^", "$").isEmpty { return emptyPattern }
        case "ICONV", "OCONV":
            let core = core("_", "_")
            if core.isEmpty { return emptyPattern }
            guard fields.count >= 3 else { return nil }
            let grown = fields[2].count
            if grown > minimumConversionAllowance, grown > maximumConversionGrowth * core.count {
                return "\(name) turns \(core.count) bytes into \(grown): a replacement may be at most "
                    + "\(maximumConversionGrowth) times as long as its pattern"
            }
        case "MAP":
            // libhunspell reads `(...)` as one entry of the group: `()` is an empty one.
            var index = pattern.startIndex
            while index < pattern.endIndex {
                if pattern[index] == UInt8(ascii: "("), let close = pattern[index...].firstIndex(of: UInt8(ascii: ")")) {
                    if close == index + 1 { return "MAP has an empty group '()'" }
                    index = close
                }
                index += 1
            }
        default:
            break
        }
        return nil
    }

    /// Checks the `.dic` file's entries against the announced word count and the alias
    /// tables, and what storing them would cost libhunspell (``hashSteps(words:declaredCount:encoding:)``).
    func check(words bytes: UnsafeBufferPointer<UInt8>, declaredCount: Int, encoding: DictionaryEncoding,
               path: String) throws(SpellCheckingError) {
        var newlines = 0
        if let base = bytes.baseAddress {
            var position = base
            let end = base + bytes.count
            while position < end, let found = memchr(position, 0x0A, end - position) {
                newlines += 1
                position = UnsafePointer(found.assumingMemoryBound(to: UInt8.self)) + 1
            }
        }
        let entries = newlines  // the lines after the first (a last line without `\n` is not counted: a fair margin)
        guard declaredCount <= Swift.max(Self.minimumWordAllowance, entries * Self.maximumWordsPerLine) else {
            throw .notADictionary(path: path, reason: "line 1 announces \(declaredCount) words, but only \(entries) lines follow")
        }
        let steps = hashSteps(words: bytes, declaredCount: declaredCount, encoding: encoding)
        guard steps <= Self.maximumHashSteps else {
            throw .notADictionary(path: path, reason: "its words would take libhunspell more than \(Self.maximumHashSteps) "
                                  + "steps to store: too many copies of one word, or far more words than line 1 "
                                  + "announces (\(declaredCount))")
        }
        guard flagAliases > 0 || morphAliases > 0 else { return }
        var lineNumber = 0
        var failure: SpellCheckingError?
        Lines.forEach(in: bytes) { line in
            lineNumber += 1
            guard lineNumber > 1 else { return true }
            let entry = line.dictionaryEntry()
            if flagAliases > 0, let flags = entry.flags, !(1...flagAliases).contains(Self.atoi(flags)) {
                failure = .notADictionary(path: path, reason: "line \(lineNumber): " + Self.aliasReason(flags, table: "AF", count: flagAliases))
            } else if morphAliases > 0, let morphology = entry.morphology, !(1...morphAliases).contains(Self.atoi(morphology)) {
                failure = .notADictionary(path: path, reason: "line \(lineNumber): " + Self.aliasReason(morphology, table: "AM", count: morphAliases))
            }
            return failure == nil
        }
        if let failure { throw failure }
    }

    /// How many steps libhunspell's hash table takes to store the `.dic`'s words: each word
    /// goes to the end of its bucket's chain, walking the words already there, so a bucket
    /// of n words costs about n²/2. The buckets are libhunspell's (its hash of each word as
    /// it stores it, `IGNORE` characters out and reversed for `COMPLEXPREFIXES`, modulo its
    /// table's size); past 4 Mi buckets they are folded together, which can only overcount.
    /// Stops counting once past ``maximumHashSteps``.
    func hashSteps(words bytes: UnsafeBufferPointer<UInt8>, declaredCount: Int, encoding: DictionaryEncoding) -> Int {
        var tableSize = declaredCount + 5 + 1_000  // libhunspell's extra room for words added at run time
        if tableSize % 2 == 0 { tableSize += 1 }
        var chains = [UInt16](repeating: 0, count: Swift.min(tableSize, 1 << 22))
        var steps = 0
        var lineNumber = 0
        let transforms = !ignoredCharacters.isEmpty || complexPrefixes
        let ignored = IgnoredCharacters(ignoredCharacters, isUTF8: encoding == .utf8)
        Lines.forEach(in: bytes) { line in
            lineNumber += 1
            guard lineNumber > 1 else { return true }
            let word = line.dictionaryEntry().word
            let hash: UInt64
            if transforms {
                var stored = ignored.removed(from: Array(word))
                if complexPrefixes, encoding == .utf8 {
                    var text = String.UnicodeScalarView()
                    text.append(contentsOf: String(decoding: stored, as: UTF8.self).unicodeScalars.reversed())
                    stored = Array(String(text).utf8)
                } else if complexPrefixes {
                    stored.reverse()
                }
                hash = Self.hunspellHash(stored)
            } else {
                hash = Self.hunspellHash(word)
            }
            let bucket = Int(hash % UInt64(tableSize)) % chains.count
            steps += Int(chains[bucket])
            if chains[bucket] < .max { chains[bucket] += 1 }
            return steps <= Self.maximumHashSteps
        }
        return steps
    }

    /// libhunspell's hash of a word (`HashMgr::hash`): the first four bytes shifted in, then
    /// a 5-bit rotation and an exclusive or per byte, on a 64-bit `unsigned long` and with
    /// bytes read as signed `char`s.
    static func hunspellHash(_ word: some Sequence<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        var count = 0
        for byte in word {
            let signed = UInt64(bitPattern: Int64(Int8(bitPattern: byte)))
            if count < 4 {
                value = (value << 8) | signed
            } else {
                value = (value << 5) | ((value >> 27) & 0x1F)
                value ^= signed
            }
            count += 1
        }
        return value
    }

    private static func aliasReason(_ alias: some Collection<UInt8>, table: String, count: Int) -> String {
        let shown = String(decoding: alias.prefix(40), as: UTF8.self)
        return "'\(shown)' names no alias of the \(table) table (1 to \(count))"
    }

    /// C's `atoi`, as libhunspell reads numbers: leading blanks, a sign, digits, the
    /// rest ignored; 0 without digits. Saturates instead of overflowing.
    static func atoi(_ bytes: some Collection<UInt8>) -> Int {
        var iterator = bytes.drop { $0 == 0x20 || ($0 >= 0x09 && $0 <= 0x0D) }.makeIterator()
        var negative = false
        var value = 0
        var next = iterator.next()
        if next == UInt8(ascii: "-") || next == UInt8(ascii: "+") {
            negative = next == UInt8(ascii: "-")
            next = iterator.next()
        }
        while let digit = next, digit >= 0x30, digit <= 0x39 {
            value = Swift.min(value * 10 + Int(digit - 0x30), Int(Int32.max) + 1)
            next = iterator.next()
        }
        return negative ? -value : value
    }
}

/// The lines of a file as libhunspell reads them: split at `\n`, a trailing `\r`
/// dropped, a UTF-8 byte-order mark dropped from the first.
struct Lines {
    private let bytes: UnsafeBufferPointer<UInt8>
    /// Where each line starts (32 bits: files are far smaller than 4 GiB).
    private var starts: [UInt32] = []

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        var starts: [UInt32] = []
        Lines.forEach(in: bytes) { line in
            starts.append(UInt32(line.bytes.startIndex))
            return true
        }
        self.bytes = bytes
        self.starts = starts
    }

    var count: Int { starts.count }

    subscript(index: Int) -> Line {
        let start = Int(starts[index])
        var end = index + 1 < starts.count ? Int(starts[index + 1]) - 1 : bytes.count
        if end > start, bytes[end - 1] == 0x0A { end -= 1 }
        if end > start, bytes[end - 1] == 0x0D { end -= 1 }
        return Line(bytes: bytes[start..<end])
    }

    /// Calls `body` with each line in turn, without storing them, until it returns false.
    static func forEach(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Line) -> Bool) {
        var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while start < bytes.count {
            let newline = bytes[start...].firstIndex(of: 0x0A)
            var end = newline ?? bytes.count
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            guard body(Line(bytes: bytes[start..<end])) else { return }
            guard let newline else { return }
            start = newline + 1
        }
    }
}

/// One line's bytes.
struct Line {
    let bytes: Slice<UnsafeBufferPointer<UInt8>>

    /// Whether the line starts with the table's directive (and, for AF and AM, a blank after it).
    fileprivate func starts(with kind: AffixTables.Kind) -> Bool {
        guard bytes.starts(with: kind.name) else { return false }
        guard kind.needsSpaceAfter else { return true }
        let after = bytes.index(bytes.startIndex, offsetBy: kind.name.count)
        return after < bytes.endIndex && (bytes[after] == 0x20 || (bytes[after] >= 0x09 && bytes[after] <= 0x0D))
    }

    /// The first field (see ``fields(upTo:)``), or nil on a blank line; allocates nothing.
    var firstField: Slice<UnsafeBufferPointer<UInt8>>? {
        guard let start = bytes.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        let end = bytes[start...].firstIndex(where: { $0 == 0x20 || $0 == 0x09 }) ?? bytes.endIndex
        return bytes[start..<end]
    }

    /// Up to `limit` fields, split at spaces and tabs as libhunspell's `mystrsep` does.
    func fields(upTo limit: Int) -> [Slice<UnsafeBufferPointer<UInt8>>] {
        var result: [Slice<UnsafeBufferPointer<UInt8>>] = []
        var index = bytes.startIndex
        while result.count < limit {
            while index < bytes.endIndex, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
            guard index < bytes.endIndex else { break }
            let start = index
            while index < bytes.endIndex, bytes[index] != 0x20, bytes[index] != 0x09 { index += 1 }
            result.append(bytes[start..<index])
        }
        return result
    }

    /// A `.dic` entry split as libhunspell's `load_tables` splits it: the word, the flags
    /// after the first unescaped `/` (not at the start), the morphological description from
    /// the first field containing `:` at its fourth byte, or after the first tab.
    func dictionaryEntry() -> (word: Slice<UnsafeBufferPointer<UInt8>>, flags: Slice<UnsafeBufferPointer<UInt8>>?,
                               morphology: Slice<UnsafeBufferPointer<UInt8>>?) {
        let start = bytes.startIndex
        let descriptionStart = DictionaryLine.fieldsStart(UnsafeBufferPointer(rebasing: bytes)).map { start + $0 }
        let word = descriptionStart.map { bytes[start..<($0 - 1)] } ?? bytes
        let morphology = descriptionStart.map { bytes[$0...] }.flatMap { $0.isEmpty ? nil : $0 }
        var slash = word.startIndex
        while let found = word[slash...].firstIndex(of: UInt8(ascii: "/")) {
            if found == word.startIndex || word[found - 1] == UInt8(ascii: "\\") {
                slash = found + 1
                continue
            }
            let flags = word[(found + 1)...]
            return (word[..<found], flags.isEmpty ? nil : flags, morphology)
        }
        return (word, nil, morphology)
    }
}
