import Foundation

/// What the checking engine reads from a dictionary's `.aff` file: the flags, the affix
/// tables and every directive that decides whether a word is correct.
///
/// The file is read the way libhunspell 1.7.1 reads it, in its two passes: the hash
/// manager's (`FLAG`, `FORBIDDENWORD`, `SET`, `LANG`, `IGNORE`, `AF`, `COMPLEXPREFIXES`,
/// `REP`), which stops at the first affix table once a `REP` table has been read, and
/// the affix manager's, over the whole file, which stops for good at the first line it
/// cannot use (a second `COMPOUNDFLAG`, a table whose lines are not its own): what
/// came before that line stays in force, as in libhunspell. Text stays in the file's
/// encoding (UTF-8 or one byte a character), so that lengths, positions and
/// comparisons are libhunspell's; flags are decoded from the bytes as `FLAG` says.
///
/// Cost: one pass over the file's lines for each of the two readers; an allocation per
/// affix entry and per table line.
struct AffixData: Sendable {
    /// libhunspell's default flag for forbidden words (when `FORBIDDENWORD` names none).
    static let defaultForbiddenFlag: Flag = 65510
    /// The flag libhunspell gives the capitalised copy of a word it adds for all-caps spellings.
    static let onlyUpperCaseFlag: Flag = 65511

    enum FlagMode: Sendable { case character, long, numeric, utf8 }

    var isUTF8 = false
    var charset: SingleByteCharset = .iso8859_1
    var flagMode = FlagMode.character
    var languageCode = ""
    var flagAliases: [FlagSet] = []
    /// The `AM` table: the morphological fields a `.dic` line may name by number.
    var morphAliases: [[UInt8]] = []
    var usesMorphAliases = false
    var ignored: [UInt8] = []
    /// `ignored`, read as the dictionary's characters.
    var ignoredCharacters = IgnoredCharacters([], isUTF8: false)
    var complexPrefixes = false
    /// `REP` entries without anchors: their pattern and replacement (CHECKCOMPOUNDREP uses them).
    var replacements: [(pattern: [UInt8], replacement: [UInt8])] = []

    var prefixes: [AffixEntry] = []
    var suffixes: [AffixEntry] = []
    /// Flags that some affix entry names as a continuation class, one bit per flag.
    private(set) var continuationClassBits = [UInt64](repeating: 0, count: 1024)
    /// Whether some affix entry has a `/` (libhunspell then also tries twofold suffixes).
    var hasContinuationClasses = false

    var compoundFlag: Flag = 0
    var compoundBegin: Flag = 0
    var compoundMiddle: Flag = 0
    var compoundEnd: Flag = 0
    var compoundRoot: Flag = 0
    var compoundPermit: Flag = 0
    var compoundForbid: Flag = 0
    var needAffix: Flag = 0
    var onlyInCompound: Flag = 0
    var forbidden: Flag = AffixData.defaultForbiddenFlag
    /// The forbidden flag as the hash manager reads it (it decides which words get a capitalised copy).
    var hiddenWordForbidden: Flag = AffixData.defaultForbiddenFlag
    var keepCase: Flag = 0
    var forceUpperCase: Flag = 0
    var circumfix: Flag = 0
    var warn: Flag = 0
    var noSuggest: Flag = 0

    var compoundMoreSuffixes = false
    var checkCompoundDuplicates = false
    var checkCompoundReplacements = false
    var checkCompoundTriple = false
    var simplifiedTriple = false
    var checkCompoundCase = false
    var checkSharps = false
    var fullStrip = false
    var forbidWarn = false

    var compoundMinimum = 3
    var compoundWordMaximum = -1
    var compoundMaximumSyllables = 0
    /// The vowels `COMPOUNDSYLLABLE` counts, as characters (bytes in an 8-bit file).
    var compoundVowels: Set<UInt32> = []
    /// Whether `SYLLABLENUM` is given (Hungarian compounds then count some suffixes' syllables).
    var countsSuffixSyllables = false
    var compoundPatterns: [CompoundPattern] = []
    var simplifiedCompoundPatterns = false
    /// For each place `p` (1-based, up to one past the last) in ``compoundPatterns``, the
    /// first place from `p` on whose pattern has a replacement, or one past the last: the
    /// compound search steps only through those.
    private(set) var nextReplacingPattern: [Int] = [1]
    var compoundRules: [[Flag]] = []
    var breakPatterns: [[UInt8]] = []
    var inputConversions = ConversionTable()
    /// `OCONV`: applied to analyses and stems, never to a verdict.
    var outputConversions = ConversionTable()
    /// `SUBSTANDARD`: affixes and stems the generator behind stems of derived words skips.
    var substandard: Flag = 0

    /// Every text of the `.aff` that a checked word's characters can come from besides its
    /// stems: affixes' appendices, `IGNORE`, `BREAK`, `CHECKCOMPOUNDPATTERN`'s parts and
    /// `ICONV`'s patterns, but for a pattern replaced only by its own NFC (fr's `e` and
    /// U+0301 to `é`), which turns a spelling into the NFC already asked.
    var textsOfWords: [[UInt8]] {
        let conversions = inputConversions.rows.filter { row in
            let nfc = Array(String(decoding: row.pattern, as: UTF8.self).precomposedStringWithCanonicalMapping.utf8)
            return !isUTF8 || row.replacements.contains { $0 != nfc }
        }
        return prefixes.map(\.append) + suffixes.map(\.append) + [ignored] + breakPatterns
            + compoundPatterns.flatMap { [$0.end, $0.begin, $0.replacement] } + conversions.map(\.pattern)
    }

    /// Whether the dictionary makes compounds at all.
    var compounds: Bool { compoundFlag != 0 || compoundBegin != 0 || !compoundRules.isEmpty }

    /// Whether some affix entry names `flag` as a continuation class.
    @inline(__always)
    func isContinuationClass(_ flag: Flag) -> Bool {
        continuationClassBits[Int(flag >> 6)] & (1 << UInt64(flag & 63)) != 0
    }

    /// Whether libhunspell applies its Hungarian rules (`LANG hu` or `hu_HU`).
    /// Read once: the compound search asks at every step.
    private(set) var isHungarian = false

    /// Dotless and dotted i: the casing of Turkish, Azeri and Crimean Tatar (the `LANG` codes libhunspell knows).
    var usesTurkicCasing: Bool { ["tr", "tr_TR", "az", "az_AZ", "crh"].contains(languageCode) }

    /// A `CHECKCOMPOUNDPATTERN` line (a class: the compound search reads its fields
    /// without copying its arrays).
    final class CompoundPattern: Sendable {
        let end: [UInt8]
        let endFlag: Flag
        let begin: [UInt8]
        let beginFlag: Flag
        let replacement: [UInt8]

        init(end: [UInt8], endFlag: Flag, begin: [UInt8], beginFlag: Flag, replacement: [UInt8]) {
            self.end = end
            self.endFlag = endFlag
            self.begin = begin
            self.beginFlag = beginFlag
            self.replacement = replacement
        }
    }

    init(_ bytes: [UInt8]) throws(SpellCheckingError) {
        let lines = AffixData.lines(of: bytes)
        readHashManagerLines(lines)
        try readAffixManagerLines(lines)
        if !parsedBreaks { breakPatterns = [Array("-".utf8), Array("^-".utf8), Array("-$".utf8)] }
        isHungarian = ["hu", "hu_HU"].contains(languageCode)
        var next = [Int](repeating: compoundPatterns.count + 1, count: compoundPatterns.count + 2)
        for place in stride(from: compoundPatterns.count, through: 1, by: -1) {
            next[place] = compoundPatterns[place - 1].replacement.isEmpty ? next[place + 1] : place
        }
        nextReplacingPattern = next
    }

    private var parsedBreaks = false

    /// The file's lines: split at `\n`, a trailing `\r` (or `\r\n`) dropped, the byte-order
    /// mark of the first line dropped.
    static func lines(of bytes: [UInt8]) -> [ArraySlice<UInt8>] {
        var lines: [ArraySlice<UInt8>] = []
        forEachLine(of: bytes) { lines.append($0) }
        return lines
    }

    /// ``lines(of:)`` one at a time, none kept: a `.dic` of a million lines is read without
    /// a million slices.
    static func forEachLine(of bytes: [UInt8], _ body: (ArraySlice<UInt8>) -> Void) {
        var start = 0
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { start = 3 }
        while start < bytes.count {
            var end = bytes[start...].firstIndex(of: 0x0A) ?? bytes.count
            let next = end + 1
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            body(bytes[start..<end])
            start = next
        }
    }

    /// A line's fields, split at spaces and tabs.
    static func fields(_ line: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
        line.split(whereSeparator: { $0 == 0x20 || $0 == 0x09 })
    }

    /// C's `atoi`: optional blanks and sign, then digits; 0 without any.
    static func number(_ field: ArraySlice<UInt8>) -> Int {
        var value = 0
        var index = field.startIndex
        while index < field.endIndex, field[index] == 0x20 || field[index] == 0x09 { index += 1 }
        var negative = false
        if index < field.endIndex, field[index] == UInt8(ascii: "-") || field[index] == UInt8(ascii: "+") {
            negative = field[index] == UInt8(ascii: "-")
            index += 1
        }
        while index < field.endIndex, (0x30...0x39).contains(field[index]), value < Int(Int32.max) {
            value = value * 10 + Int(field[index] - 0x30)
            index += 1
        }
        return negative ? -value : value
    }

    private static func starts(_ line: ArraySlice<UInt8>, _ keyword: String) -> Bool {
        line.starts(with: keyword.utf8)
    }

    // MARK: The hash manager's pass

    private mutating func readHashManagerLines(_ lines: [ArraySlice<UInt8>]) {
        var index = 0
        var sawReplacements = false
        while index < lines.count {
            let line = lines[index]
            index += 1
            let fields = Self.fields(line)
            if Self.starts(line, "FLAG"), line.count > 4, [0x20, 0x09, 0x0B, 0x0C, 0x0D].contains(line[line.startIndex + 4]) {
                let text = String(decoding: line, as: UTF8.self)
                if text.contains("long") { flagMode = .long }
                if text.contains("num") { flagMode = .numeric }
                if text.contains("UTF-8") { flagMode = .utf8 }
            }
            if Self.starts(line, "FORBIDDENWORD"), fields.count >= 2 { hiddenWordForbidden = decodeFlag(fields[1]) }
            if Self.starts(line, "SET"), fields.count >= 2 {
                let name = String(decoding: fields[1], as: UTF8.self)
                if name == "UTF-8" {
                    isUTF8 = true
                } else if case .singleByte(let set)? = DictionaryEncoding(setName: name) {
                    charset = set
                }
            }
            if Self.starts(line, "LANG"), fields.count >= 2 { languageCode = String(decoding: fields[1], as: UTF8.self) }
            if Self.starts(line, "IGNORE"), fields.count >= 2 { ignored = Array(fields[1]) }
            if Self.starts(line, "AF"), line.count > 2, [0x20, 0x09].contains(line[line.startIndex + 2]), flagAliases.isEmpty {
                let count = fields.count >= 2 ? Self.number(fields[1]) : 0
                var aliases: [FlagSet] = []
                for _ in 0..<max(0, min(count, lines.count - index)) {
                    let entry = Self.fields(lines[index])
                    index += 1
                    aliases.append(entry.count >= 2 ? FlagSet(decodeFlags(entry[1])) : FlagSet([]))
                }
                flagAliases = aliases
            }
            if Self.starts(line, "AM"), line.count > 2, [0x20, 0x09].contains(line[line.startIndex + 2]), !usesMorphAliases {
                let count = fields.count >= 2 ? Self.number(fields[1]) : 0
                var aliases: [[UInt8]] = []
                for _ in 0..<max(0, min(count, lines.count - index)) {
                    let entry = lines[index]
                    index += 1
                    let entryFields = Self.fields(entry)
                    guard entryFields.count >= 2, entryFields[0].starts(with: "AM".utf8) else { break }
                    aliases.append(Array(entry[entryFields[1].startIndex...]))
                }
                if aliases.count == count && count > 0 {
                    morphAliases = aliases
                    usesMorphAliases = true
                }
            }
            if Self.starts(line, "COMPLEXPREFIXES") { complexPrefixes = true }
            if Self.starts(line, "REP"), fields.count >= 2, !sawReplacements {
                sawReplacements = true
                let count = Self.number(fields[1])
                for _ in 0..<max(0, min(count, lines.count - index)) {
                    let entry = Self.fields(lines[index])
                    index += 1
                    guard entry.count >= 3 else { continue }
                    var pattern = Array(entry[1])
                    var anchored = false
                    if pattern.first == UInt8(ascii: "^") { pattern.removeFirst(); anchored = true }
                    if pattern.last == UInt8(ascii: "$") { pattern.removeLast(); anchored = true }
                    guard !anchored, !pattern.isEmpty else { continue }
                    replacements.append((Self.underscoresAsSpaces(pattern), Self.underscoresAsSpaces(Array(entry[2]))))
                }
            }
            if (Self.starts(line, "SFX") || Self.starts(line, "PFX")), line.count > 3,
               [0x20, 0x09].contains(line[line.startIndex + 3]), sawReplacements {
                break
            }
        }
        ignoredCharacters = IgnoredCharacters(ignored, isUTF8: isUTF8)
    }

    private static func underscoresAsSpaces(_ bytes: [UInt8]) -> [UInt8] {
        bytes.map { $0 == UInt8(ascii: "_") ? 0x20 : $0 }
    }

    // MARK: Flags

    /// One flag written as `FLAG` says (the first of several, for a field that holds more).
    func decodeFlag(_ field: ArraySlice<UInt8>) -> Flag {
        guard let first = field.first else { return 0 }
        switch flagMode {
        case .character: return Flag(first)
        case .long:
            let second = field.count > 1 ? field[field.startIndex + 1] : 0
            return Flag(first) << 8 | Flag(second)
        case .numeric: return Flag(truncatingIfNeeded: Self.number(field))
        case .utf8: return String(decoding: field, as: UTF8.self).utf16.first ?? 0
        }
    }

    /// A flag written as `FLAG` says, as libhunspell prints it in an analysis (`fl:D`):
    /// `(NULL)` for the null flag; cut at a NUL byte, as a C string is.
    func encodeFlag(_ flag: Flag) -> [UInt8] {
        guard flag != 0 else { return Array("(NULL)".utf8) }
        var bytes: [UInt8]
        switch flagMode {
        case .character: bytes = [UInt8(truncatingIfNeeded: flag)]
        case .long: bytes = [UInt8(flag >> 8), UInt8(truncatingIfNeeded: flag)]
        case .numeric: bytes = Array(String(flag).utf8)
        case .utf8: bytes = Array(String(decoding: [flag], as: UTF16.self).utf8)
        }
        if let nul = bytes.firstIndex(of: 0) { bytes.removeSubrange(nul...) }
        return bytes
    }

    /// The flags of a field (`erfg`, `1x2y`, `4521,23`, as `FLAG` says).
    func decodeFlags(_ field: ArraySlice<UInt8>) -> [Flag] {
        switch flagMode {
        case .character: return field.map { Flag($0) }
        case .long:
            var flags: [Flag] = []
            var index = field.startIndex
            while index + 1 < field.endIndex {
                flags.append(Flag(field[index]) << 8 | Flag(field[index + 1]))
                index += 2
            }
            return flags
        case .numeric:
            return field.split(separator: UInt8(ascii: ","), omittingEmptySubsequences: false)
                .map { Flag(truncatingIfNeeded: Self.number($0)) }
        case .utf8: return Array(String(decoding: field, as: UTF8.self).utf16)
        }
    }

    /// The flags after a `/` of the `.dic` or an affix entry: an `AF` alias when the file has them.
    func flags(named field: ArraySlice<UInt8>) -> FlagSet {
        guard !flagAliases.isEmpty else { return FlagSet(decodeFlags(field)) }
        let alias = Self.number(field)
        return (1...flagAliases.count).contains(alias) ? flagAliases[alias - 1] : FlagSet([])
    }

    // MARK: The affix manager's pass

    private enum Stop: Error { case stop }

    private mutating func readAffixManagerLines(_ lines: [ArraySlice<UInt8>]) throws(SpellCheckingError) {
        var index = 0
        var parsed: Set<String> = []
        /// Reads a flag directive once; a second one ends the reading, as in libhunspell.
        let reader = self
        /// A flag directive's value; a second one for the same directive ends the reading, as in libhunspell.
        func flag(_ line: ArraySlice<UInt8>, replacing current: Flag) throws(Stop) -> Flag {
            let fields = Self.fields(line)
            guard current == 0 || current >= Self.defaultForbiddenFlag, fields.count >= 2 else { throw .stop }
            return reader.decodeFlag(fields[1])
        }
        func table(_ line: ArraySlice<UInt8>, _ name: String, allowEmpty: Bool = false) throws(Stop) -> [[ArraySlice<UInt8>]] {
            guard parsed.insert(name).inserted else { throw .stop }
            let fields = Self.fields(line)
            guard fields.count >= 2 else { throw .stop }
            let count = Self.number(fields[1])
            if allowEmpty && count == 0 { return [] }
            guard count >= 1 else { throw .stop }
            var rows: [[ArraySlice<UInt8>]] = []
            for _ in 0..<count {
                guard index < lines.count else { throw .stop }
                let row = Self.fields(lines[index])
                index += 1
                guard let first = row.first, first.starts(with: name.utf8) else { throw .stop }
                rows.append(row)
            }
            return rows
        }
        do {
            while index < lines.count {
                let line = lines[index]
                index += 1
                let fields = Self.fields(line)
                if Self.starts(line, "COMPOUNDFLAG") { compoundFlag = try flag(line, replacing: compoundFlag) }
                if Self.starts(line, "COMPOUNDBEGIN") {
                    if complexPrefixes { compoundEnd = try flag(line, replacing: compoundEnd) } else { compoundBegin = try flag(line, replacing: compoundBegin) }
                }
                if Self.starts(line, "COMPOUNDMIDDLE") { compoundMiddle = try flag(line, replacing: compoundMiddle) }
                if Self.starts(line, "COMPOUNDEND") {
                    if complexPrefixes { compoundBegin = try flag(line, replacing: compoundBegin) } else { compoundEnd = try flag(line, replacing: compoundEnd) }
                }
                if Self.starts(line, "COMPOUNDWORDMAX") {
                    guard fields.count >= 2 else { throw Stop.stop }
                    compoundWordMaximum = Self.number(fields[1])
                }
                if Self.starts(line, "COMPOUNDROOT") { compoundRoot = try flag(line, replacing: compoundRoot) }
                if Self.starts(line, "COMPOUNDPERMITFLAG") { compoundPermit = try flag(line, replacing: compoundPermit) }
                if Self.starts(line, "COMPOUNDFORBIDFLAG") { compoundForbid = try flag(line, replacing: compoundForbid) }
                if Self.starts(line, "COMPOUNDMORESUFFIXES") { compoundMoreSuffixes = true }
                if Self.starts(line, "CHECKCOMPOUNDDUP") { checkCompoundDuplicates = true }
                if Self.starts(line, "CHECKCOMPOUNDREP") { checkCompoundReplacements = true }
                if Self.starts(line, "CHECKCOMPOUNDTRIPLE") { checkCompoundTriple = true }
                if Self.starts(line, "SIMPLIFIEDTRIPLE") { simplifiedTriple = true }
                if Self.starts(line, "CHECKCOMPOUNDCASE") { checkCompoundCase = true }
                if Self.starts(line, "NOSUGGEST") { noSuggest = try flag(line, replacing: noSuggest) }
                if Self.starts(line, "FORBIDDENWORD") { forbidden = try flag(line, replacing: forbidden) }
                if Self.starts(line, "CIRCUMFIX") { circumfix = try flag(line, replacing: circumfix) }
                if Self.starts(line, "ONLYINCOMPOUND") { onlyInCompound = try flag(line, replacing: onlyInCompound) }
                if Self.starts(line, "PSEUDOROOT") || Self.starts(line, "NEEDAFFIX") { needAffix = try flag(line, replacing: needAffix) }
                if Self.starts(line, "COMPOUNDMIN") {
                    guard fields.count >= 2 else { throw Stop.stop }
                    compoundMinimum = max(1, Self.number(fields[1]))
                }
                if Self.starts(line, "COMPOUNDSYLLABLE") {
                    guard fields.count >= 2 else { throw Stop.stop }
                    compoundMaximumSyllables = Self.number(fields[1])
                    let vowels = fields.count >= 3 ? fields[2] : ArraySlice("AEIOUaeiou".utf8)
                    compoundVowels = Set(units(of: vowels))
                }
                if Self.starts(line, "SYLLABLENUM") {
                    guard fields.count >= 2 else { throw Stop.stop }
                    countsSuffixSyllables = true
                }
                if Self.starts(line, "ICONV") {
                    inputConversions = ConversionTable(try table(line, "ICONV").compactMap { $0.count >= 3 ? ($0[1], $0[2]) : nil })
                }
                if Self.starts(line, "OCONV") {
                    outputConversions = ConversionTable(try table(line, "OCONV").compactMap { $0.count >= 3 ? ($0[1], $0[2]) : nil })
                }
                if Self.starts(line, "SUBSTANDARD") { substandard = try flag(line, replacing: substandard) }
                if Self.starts(line, "CHECKCOMPOUNDPATTERN") {
                    for row in try table(line, "CHECKCOMPOUNDPATTERN") {
                        guard row.count >= 3 else { continue }
                        var end = Array(row[1]), begin = Array(row[2])
                        var endFlag: Flag = 0, beginFlag: Flag = 0
                        if let slash = end.firstIndex(of: UInt8(ascii: "/")) {
                            endFlag = decodeFlag(end[(slash + 1)...])
                            end.removeSubrange(slash...)
                        }
                        if let slash = begin.firstIndex(of: UInt8(ascii: "/")) {
                            beginFlag = decodeFlag(begin[(slash + 1)...])
                            begin.removeSubrange(slash...)
                        }
                        var replacement: [UInt8] = []
                        if row.count >= 4 {
                            replacement = Array(row[3])
                            simplifiedCompoundPatterns = true
                        }
                        compoundPatterns.append(CompoundPattern(end: end, endFlag: endFlag, begin: begin,
                                                                beginFlag: beginFlag, replacement: replacement))
                    }
                }
                if Self.starts(line, "COMPOUNDRULE") {
                    for row in try table(line, "COMPOUNDRULE") {
                        guard row.count >= 2 else { throw Stop.stop }
                        let rule = compoundRule(row[1])
                        guard !rule.isEmpty else { throw Stop.stop }
                        compoundRules.append(rule)
                    }
                }
                if Self.starts(line, "BREAK") {
                    parsedBreaks = true
                    breakPatterns = try table(line, "BREAK", allowEmpty: true).compactMap { $0.count >= 2 ? Array($0[1]) : nil }
                }
                if Self.starts(line, "KEEPCASE") { keepCase = try flag(line, replacing: keepCase) }
                if Self.starts(line, "FORCEUCASE") { forceUpperCase = try flag(line, replacing: forceUpperCase) }
                if Self.starts(line, "WARN") { warn = try flag(line, replacing: warn) }
                if Self.starts(line, "FORBIDWARN") { forbidWarn = true }
                if Self.starts(line, "CHECKSHARPS") { checkSharps = true }
                if Self.starts(line, "FULLSTRIP") { fullStrip = true }
                if Self.starts(line, "PFX") || Self.starts(line, "SFX") {
                    let isPrefix = Self.starts(line, "PFX") != complexPrefixes
                    try readAffixTable(line, isPrefix: isPrefix, lines: lines, index: &index)
                }
            }
        } catch {
            // libhunspell stops reading the file at the line it cannot use.
        }
    }

    /// A `COMPOUNDRULE` pattern: flags, with `*` and `?` kept as themselves.
    private func compoundRule(_ field: ArraySlice<UInt8>) -> [Flag] {
        guard field.contains(UInt8(ascii: "(")) else { return decodeFlags(field) }
        var rule: [Flag] = []
        var index = field.startIndex
        while index < field.endIndex {
            var start = index
            var end = index + 1
            if field[index] == UInt8(ascii: "("), let close = field[index...].firstIndex(of: UInt8(ascii: ")")) {
                start = index + 1
                end = close
                index = close
            }
            if start < field.endIndex, field[start] == UInt8(ascii: "*") || field[start] == UInt8(ascii: "?") {
                rule.append(Flag(field[start]))
            } else if start < end {
                rule += decodeFlags(field[start..<end])
            }
            index += 1
        }
        return rule
    }

    private mutating func readAffixTable(_ line: ArraySlice<UInt8>, isPrefix: Bool, lines: [ArraySlice<UInt8>], index: inout Int) throws(Stop) {
        let header = Self.fields(line)
        guard header.count == 4 || (header.count > 4) else { throw .stop }
        let flag = decodeFlag(header[1])
        let crossProduct = header[2].first == UInt8(ascii: "Y")
        let count = Self.number(header[3])
        guard count > 0 else { throw .stop }
        for _ in 0..<count {
            guard index < lines.count else { throw .stop }
            let fields = Self.fields(lines[index])
            index += 1
            guard fields.count >= 4, decodeFlag(fields[1]) == flag else { throw .stop }
            var strip = Array(fields[2])
            if complexPrefixes { strip = reversed(strip) }
            if strip == [UInt8(ascii: "0")] { strip = [] }
            var appendField = fields[3]
            var continuation = FlagSet([])
            if let slash = appendField.firstIndex(of: UInt8(ascii: "/")) {
                continuation = flags(named: appendField[(slash + 1)...])
                appendField = appendField[..<slash]
                for flag in continuation.flags { continuationClassBits[Int(flag >> 6)] |= 1 << UInt64(flag & 63) }
                hasContinuationClasses = true
            }
            var append = removingIgnored(Array(appendField))
            if complexPrefixes { append = reversed(append) }
            if append == [UInt8(ascii: "0")] { append = [] }
            var conditionText = fields.count >= 5 ? Array(fields[4]) : Array(".".utf8)
            if complexPrefixes {
                conditionText = reversed(conditionText)
                Condition.reverseBrackets(&conditionText)
            }
            let condition = Condition(conditionText, isPrefix: isPrefix, strip: strip, isUTF8: isUTF8)
            // The morphological fields: the rest of the line from the sixth field (only that
            // field turned round under COMPLEXPREFIXES, as libhunspell does), or an AM alias.
            var morph: [UInt8]?
            if fields.count >= 6 {
                if usesMorphAliases {
                    let alias = Self.number(fields[5])
                    if alias >= 1 && alias <= morphAliases.count {
                        morph = complexPrefixes ? reversed(morphAliases[alias - 1]) : morphAliases[alias - 1]
                    }
                } else {
                    let field = complexPrefixes ? reversed(Array(fields[5])) : Array(fields[5])
                    morph = field + lines[index - 1][fields[5].endIndex...]
                }
            }
            let entry = AffixEntry(flag: flag, crossProduct: crossProduct, strip: strip, append: append,
                                   condition: condition, continuation: continuation, morph: morph)
            if isPrefix { prefixes.append(entry) } else { suffixes.append(entry) }
        }
    }

    // MARK: Text

    /// The characters of `bytes`: Unicode scalars in a UTF-8 file, bytes in an 8-bit one.
    func units(of bytes: ArraySlice<UInt8>) -> [UInt32] {
        isUTF8 ? String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value) : bytes.map { UInt32($0) }
    }

    /// `bytes` without the `IGNORE` characters.
    func removingIgnored(_ bytes: [UInt8]) -> [UInt8] { ignoredCharacters.removed(from: bytes) }

    /// `bytes` with its characters in the opposite order.
    func reversed(_ bytes: [UInt8]) -> [UInt8] {
        guard isUTF8 else { return bytes.reversed() }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: String(decoding: bytes, as: UTF8.self).unicodeScalars.reversed())
        return Array(String(text).utf8)
    }
}

/// A flag as libhunspell stores it: a 16-bit number.
typealias Flag = UInt16

/// A sorted set of flags, tested the way libhunspell's `TESTAFF` tests them.
struct FlagSet: Sendable, Equatable {
    let flags: [Flag]

    init(_ flags: [Flag]) {
        // (Most come sorted, or are one flag: sorted in place only when they are not.)
        var flags = flags
        if zip(flags, flags.dropFirst()).contains(where: { $0 > $1 }) { flags.sort() }
        self.flags = flags
    }

    var isEmpty: Bool { flags.isEmpty }

    /// Whether the set holds `flag`. As in libhunspell, the null flag 0 is a flag like any
    /// other here (`FLAG num` dictionaries such as tr_TR use it); callers test for an unset
    /// directive where libhunspell does.
    @inline(__always)
    func contains(_ flag: Flag) -> Bool {
        if flags.count < 8 { return flags.contains(flag) }
        var low = 0
        var high = flags.count
        while low < high {
            let middle = (low + high) / 2
            if flags[middle] < flag { low = middle + 1 } else { high = middle }
        }
        return low < flags.count && flags[low] == flag
    }
}

/// One line of a `PFX` or `SFX` table. A class: the engine passes entries around by
/// reference, never copying their arrays.
final class AffixEntry: Sendable {
    let flag: Flag
    let crossProduct: Bool
    /// Taken from the stem before the affix is added, in the file's encoding.
    let strip: [UInt8]
    /// What the affix adds, in the file's encoding.
    let append: [UInt8]
    let condition: Condition
    let continuation: FlagSet
    /// The entry's morphological fields (`is:plur`), nil when it has none.
    let morph: [UInt8]?

    init(flag: Flag, crossProduct: Bool, strip: [UInt8], append: [UInt8], condition: Condition, continuation: FlagSet,
         morph: [UInt8]? = nil) {
        self.morph = morph
        self.flag = flag
        self.crossProduct = crossProduct
        self.strip = strip
        self.append = append
        self.condition = condition
        self.continuation = continuation
    }
}

/// What the affix searches test of an entry before its text and condition, with no
/// reference in it: read from a table of these, a search's loop over the candidates
/// retains and releases nothing (``AffixEntry`` is a class).
struct AffixFacts: Sendable {
    let flag: Flag
    let appendCount: Int32
    let stripCount: Int32
    /// The condition's ``Condition/count``.
    let conditionCount: Int32
    private let bits: UInt8

    private static let crossProduct: UInt8 = 1, noContinuation: UInt8 = 2, onlyInCompound: UInt8 = 4
    private static let compoundPermit: UInt8 = 8, circumfix: UInt8 = 16, needAffix: UInt8 = 32

    /// The facts of `entry`, whose continuation is tested against the directives of `affixes`.
    init(_ entry: AffixEntry, in affixes: AffixData) {
        flag = entry.flag
        appendCount = Int32(entry.append.count)
        stripCount = Int32(entry.strip.count)
        conditionCount = Int32(entry.condition.count)
        let continuation = entry.continuation
        var bits: UInt8 = 0
        if entry.crossProduct { bits |= Self.crossProduct }
        if continuation.isEmpty { bits |= Self.noContinuation }
        if continuation.contains(affixes.onlyInCompound) { bits |= Self.onlyInCompound }
        if continuation.contains(affixes.compoundPermit) { bits |= Self.compoundPermit }
        if continuation.contains(affixes.circumfix) { bits |= Self.circumfix }
        if continuation.contains(affixes.needAffix) { bits |= Self.needAffix }
        self.bits = bits
    }

    var crossProduct: Bool { bits & Self.crossProduct != 0 }
    var hasNoContinuation: Bool { bits & Self.noContinuation != 0 }
    // Whether the continuation holds the flag of `ONLYINCOMPOUND`, `COMPOUNDPERMITFLAG`,
    // `CIRCUMFIX` or `NEEDAFFIX`, whatever its value (0, unset, included, as FlagSet.contains).
    var continuesOnlyInCompound: Bool { bits & Self.onlyInCompound != 0 }
    var continuesCompoundPermit: Bool { bits & Self.compoundPermit != 0 }
    var continuesCircumfix: Bool { bits & Self.circumfix != 0 }
    var continuesNeedAffix: Bool { bits & Self.needAffix != 0 }
}

/// An affix condition (`.`, `[^aeiou]y`, `e`), tested byte by byte the way libhunspell
/// 1.7.1 tests it, quirks included: in UTF-8 its step over a `.` also steps over a longer
/// character before an ASCII one, a set counts its multi-byte members by their bytes, and
/// the length it requires is counted in ASCII and continuation bytes (`condlen`).
///
/// A suffix's condition is kept as libhunspell keeps it: its bytes reversed, its brackets
/// turned round, and tested from the end of the stem backwards.
struct Condition: Sendable {
    private let bytes: [UInt8]
    /// libhunspell's `numconds`.
    let count: Int
    private let isUTF8: Bool
    /// For a condition of plain bytes, `.` and bracketed sets (`[^hi]erig`, ASCII only in
    /// UTF-8): the bytes each of its `count` positions admits, four 64-bit words a
    /// position, in the order the test reads them. Empty otherwise. On a stem at least
    /// `count` bytes long whose bytes there are one character each (any 8-bit stem, an
    /// ASCII tail in UTF-8), libhunspell's test admits exactly these, one byte a position.
    private let positions: [UInt64]

    /// The condition as written in the file, for an affix of the given kind with the given strip.
    init(_ written: [UInt8], isPrefix: Bool, strip: [UInt8], isUTF8: Bool) {
        self.isUTF8 = isUTF8
        var text = written
        if text == Array(".".utf8) || (!strip.isEmpty && Self.isRedundant(text, strip: strip, isPrefix: isPrefix, isUTF8: isUTF8)) {
            bytes = []
            count = 0
            positions = []
            return
        }
        if !isPrefix {
            text.reverse()
            Self.reverseBrackets(&text)
        }
        bytes = text
        var length = 0
        var group = false
        for byte in text {
            if byte == UInt8(ascii: "[") {
                group = true
                length += 1
            } else if byte == UInt8(ascii: "]") {
                group = false
            } else if !group && (!isUTF8 || byte & 0x80 == 0 || byte & 0xC0 == 0x80) {
                length += 1
            }
        }
        count = length
        let sets = Self.positionSets(text, isUTF8: isUTF8)
        positions = sets.count == 4 * length ? sets : []
    }

    /// The sets of ``positions`` for `text` (as stored), or none when a byte could make
    /// libhunspell's test read it otherwise: a `^` or `]` outside its place, a bracket
    /// not closed or opened inside another, a byte above ASCII in UTF-8.
    private static func positionSets(_ text: [UInt8], isUTF8: Bool) -> [UInt64] {
        let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), caret = UInt8(ascii: "^"), dot = UInt8(ascii: ".")
        var sets: [UInt64] = []
        var index = 0
        while index < text.count {
            let byte = text[index]
            if isUTF8 && byte >= 0x80 { return [] }
            var set: [UInt64] = [0, 0, 0, 0]
            if byte == open {
                var member = index + 1
                let negated = member < text.count && text[member] == caret
                if negated { member += 1 }
                var closed = false
                while member < text.count {
                    let inside = text[member]
                    if inside == close { closed = true; break }
                    if inside == open || inside == caret || (isUTF8 && inside >= 0x80) { return [] }
                    set[Int(inside >> 6)] |= 1 << UInt64(inside & 63)
                    member += 1
                }
                guard closed, member > index + 1 + (negated ? 1 : 0) else { return [] }
                if negated { set = set.map { ~$0 } }
                index = member
            } else if byte == close || byte == caret {
                return []
            } else if byte == dot {
                set = [~0, ~0, ~0, ~0]
            } else {
                set[Int(byte >> 6)] |= 1 << UInt64(byte & 63)
            }
            sets += set
            index += 1
        }
        return sets
    }

    var isEmpty: Bool { count == 0 }

    /// libhunspell's `redundant_condition`: a condition the strip string always meets is dropped.
    private static func isRedundant(_ condition: [UInt8], strip: [UInt8], isPrefix: Bool, isUTF8: Bool) -> Bool {
        let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), caret = UInt8(ascii: "^")
        if isPrefix {
            if strip.count >= condition.count && strip.starts(with: condition) { return true }
            if isUTF8 { return false }
            var i = 0, j = 0
            while i < strip.count && j < condition.count {
                if condition[j] != open {
                    if condition[j] != strip[i] { return false }
                } else {
                    let negated = j + 1 < condition.count && condition[j + 1] == caret
                    var member = false
                    repeat {
                        j += 1
                        if strip[i] == condition[j] { member = true }
                    } while j < condition.count - 1 && condition[j] != close
                    if j == condition.count - 1 && condition[j] != close { return false }
                    if negated == member { return false }
                }
                i += 1
                j += 1
            }
            return j >= condition.count
        }
        if strip.count >= condition.count && strip.suffix(condition.count).elementsEqual(condition) { return true }
        if isUTF8 { return false }
        var i = strip.count - 1, j = condition.count - 1
        while i >= 0 && j >= 0 {
            if condition[j] != close {
                if condition[j] != strip[i] { return false }
            } else {
                var member = false
                repeat {
                    j -= 1
                    if strip[i] == condition[j] { member = true }
                } while j > 0 && condition[j] != open
                if j == 0 && condition[j] != open { return false }
                let negated = condition[j + 1] == caret
                if negated == member { return false }
            }
            i -= 1
            j -= 1
        }
        return j < 0
    }

    /// libhunspell's `reverse_condition`, on a condition whose bytes are already reversed.
    static func reverseBrackets(_ piece: inout [UInt8]) {
        var negated = false
        var k = piece.count - 1
        while k >= 0 {
            switch piece[k] {
            case UInt8(ascii: "["):
                if negated { piece[k + 1] = UInt8(ascii: "[") } else { piece[k] = UInt8(ascii: "]") }
            case UInt8(ascii: "]"):
                piece[k] = UInt8(ascii: "[")
                if negated { piece[k + 1] = UInt8(ascii: "^") }
                negated = false
            case UInt8(ascii: "^"):
                if k + 1 < piece.count && piece[k + 1] == UInt8(ascii: "]") {
                    negated = true
                } else if negated {
                    piece[k + 1] = piece[k]
                }
            default:
                if negated { piece[k + 1] = piece[k] }
            }
            k -= 1
        }
    }

    /// The next byte of the condition after `p`, or nil at its end (libhunspell's `nextchar`).
    @inline(__always)
    private func next(_ p: Int) -> Int? { p + 1 < bytes.count ? p + 1 : nil }

    /// Whether the stem `head` + `tail` starts as the condition says (`PfxEntry::test_condition`).
    func matchesStart(_ head: ArraySlice<UInt8>, _ tail: ArraySlice<UInt8>) -> Bool {
        if count == 0 { return true }
        return head.withUnsafeBufferPointer { head in tail.withUnsafeBufferPointer { tail in matchesStart(Joined(head, tail)) } }
    }

    /// ``matchesStart(_:_:)`` on the stem's bytes in place.
    func matchesStart(_ word: Joined) -> Bool {
        if count == 0 { return true }
        let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), caret = UInt8(ascii: "^"), dot = UInt8(ascii: ".")
        var p: Int? = 0
        var st = 0
        var position: Int?
        var negated = false, inGroup = false
        while let current = p {
            let c = bytes[current]
            if c == open {
                negated = false
                inGroup = false
                p = next(current)
                position = st
            } else if c == caret {
                p = next(current)
                negated = true
            } else if c == close {
                if negated == inGroup { return false }
                position = nil
                p = next(current)
                if !inGroup && word[st] != 0 {
                    st += 1
                    while isUTF8 && word[st] & 0xC0 == 0x80 { st += 1 }
                }
                if word[st] == 0 && p != nil { return false }
            } else if c == dot && position == nil {
                p = next(current)
                st += 1
                while isUTF8 && word[st] & 0xC0 == 0x80 { st += 1 }
                if word[st] == 0 && p != nil { return false }
            } else if word[st] == c {
                st += 1
                p = next(current)
                if isUTF8 && word[st - 1] & 0x80 != 0 {
                    while let q = p, bytes[q] & 0xC0 == 0x80 {
                        if bytes[q] != word[st] {
                            guard let start = position else { return false }
                            st = start
                            break
                        }
                        p = next(q)
                        st += 1
                    }
                    if let start = position, st != start {
                        inGroup = true
                        while let q = p, bytes[q] != close { p = next(q) }
                    }
                } else if position != nil {
                    inGroup = true
                    while let q = p, bytes[q] != close { p = next(q) }
                }
            } else if position != nil {
                p = next(current)
            } else {
                return false
            }
        }
        return true
    }

    /// Whether the stem `head` + `tail` ends as the condition says (`SfxEntry::test_condition`).
    func matchesEnd(_ head: ArraySlice<UInt8>, _ tail: ArraySlice<UInt8>) -> Bool {
        if count == 0 { return true }
        return head.withUnsafeBufferPointer { head in tail.withUnsafeBufferPointer { tail in matchesEnd(Joined(head, tail)) } }
    }

    /// ``matchesEnd(_:_:)`` on the stem's bytes in place.
    func matchesEnd(_ word: Joined) -> Bool {
        if count == 0 { return true }
        if !positions.isEmpty, word.count >= count {
            // One byte a position, as long as each is a character of its own.
            let end = word.count &- 1
            var position = 0
            while position < count {
                let byte = word[end &- position]
                if isUTF8 && byte >= 0x80 { break }
                if positions[position &* 4 &+ Int(byte >> 6)] >> UInt64(byte & 63) & 1 == 0 { return false }
                position &+= 1
            }
            if position == count { return true }
        }
        return matchesEndByteByByte(word)
    }

    /// ``matchesEnd(_:)`` as libhunspell's `SfxEntry::test_condition` reads it, without the
    /// sets of ``positions`` (which must answer alike: a test holds them to it).
    func matchesEndByteByByte(_ word: Joined) -> Bool {
        if count == 0 { return true }
        let open = UInt8(ascii: "["), close = UInt8(ascii: "]"), caret = UInt8(ascii: "^"), dot = UInt8(ascii: ".")
        var p: Int? = 0
        var st = word.count - 1
        var position: Int?
        var negated = false, inGroup = false
        var i = 1
        while let current = p {
            let c = bytes[current]
            if c == open {
                p = next(current)
                position = st
            } else if c == caret {
                p = next(current)
                negated = true
            } else if c == close {
                if !negated && !inGroup { return false }
                i += 1
                if !inGroup {
                    while isUTF8 && st >= 0 && word[st] & 0xC0 == 0x80 { st -= 1 }
                    st -= 1
                }
                position = nil
                negated = false
                inGroup = false
                p = next(current)
                if st < 0 && p != nil { return false }
            } else if c == dot && position == nil {
                p = next(current)
                st -= 1
                while isUTF8 && st >= 0 && word[st] & 0xC0 == 0x80 { st -= 1 }
                if st < 0 { return p == nil }
                if isUTF8 && word[st] & 0x80 != 0 {
                    st -= 1
                    if st < 0 { return p == nil }
                }
            } else if word[st] == c {
                p = next(current)
                if isUTF8 && word[st] & 0x80 != 0 {
                    st -= 1
                    while let q = p, st >= 0 {
                        if bytes[q] != word[st] {
                            guard let start = position else { return false }
                            st = start
                            break
                        }
                        if bytes[q] & 0xC0 != 0x80 { break }
                        p = next(q)
                        st -= 1
                    }
                    if let start = position, st != start {
                        if negated { return false }
                        if i == count { return true }
                        inGroup = true
                        while let q = p, bytes[q] != close { p = next(q) }
                        st -= 1
                    }
                    if let q = p, bytes[q] != close { p = next(q) }
                } else if position != nil {
                    if negated { return false }
                    if i == count { return true }
                    inGroup = true
                    while let q = p, bytes[q] != close { p = next(q) }
                    st -= 1
                }
                if position == nil {
                    i += 1
                    st -= 1
                }
                if st < 0, let q = p, bytes[q] != close { return false }
            } else if position != nil {
                p = next(current)
            } else {
                return false
            }
        }
        return true
    }
}

/// Two byte sequences read as one, with C's terminating 0 past either end: a stem made
/// of part of a word and an affix's strip string, read where they are. Valid only inside
/// the `withUnsafeBufferPointer` calls that lent the two.
struct Joined {
    let head: UnsafeBufferPointer<UInt8>
    let tail: UnsafeBufferPointer<UInt8>
    let count: Int

    init(_ head: UnsafeBufferPointer<UInt8>, _ tail: UnsafeBufferPointer<UInt8>) {
        self.head = head
        self.tail = tail
        count = head.count + tail.count
    }

    @inline(__always)
    subscript(_ index: Int) -> UInt8 {
        if index < 0 || index >= count { return 0 }
        return index < head.count ? head[index] : tail[index - head.count]
    }
}

/// An `ICONV` or `OCONV` table: patterns replaced wherever they occur, longest first,
/// with `_` marking a pattern that holds only at the start or the end of the word.
struct ConversionTable: Sendable {
    private struct Entry: Sendable {
        var pattern: [UInt8]
        /// Replacements anywhere, at the start, at the end, and for the whole word.
        var replacements: [[UInt8]] = [[], [], [], []]
    }

    private var entries: [Entry] = []

    init() {}

    init(_ rows: [(ArraySlice<UInt8>, ArraySlice<UInt8>)]) {
        for (from, to) in rows {
            var pattern = Array(from)
            var kind = 0
            if pattern.first == UInt8(ascii: "_") { pattern.removeFirst(); kind = 1 }
            if pattern.last == UInt8(ascii: "_") { pattern.removeLast(); kind += 2 }
            pattern = pattern.map { $0 == UInt8(ascii: "_") ? 0x20 : $0 }
            guard !pattern.isEmpty, !to.isEmpty else { continue }
            let replacement = to.map { $0 == UInt8(ascii: "_") ? 0x20 : $0 }
            if let existing = entries.firstIndex(where: { $0.pattern == pattern }) {
                entries[existing].replacements[kind] = replacement
            } else {
                var entry = Entry(pattern: pattern)
                entry.replacements[kind] = replacement
                entries.append(entry)
            }
        }
        entries.sort { $0.pattern.lexicographicallyPrecedes($1.pattern) }
    }

    var isEmpty: Bool { entries.isEmpty }

    /// The patterns replaced, and what replaces each (anywhere, at either end, alone).
    var rows: [(pattern: [UInt8], replacements: [[UInt8]])] { entries.map { ($0.pattern, $0.replacements.filter { !$0.isEmpty }) } }

    /// `word` converted, or nil when no pattern applies.
    func converted(_ word: [UInt8]) -> [UInt8]? {
        guard !entries.isEmpty else { return nil }
        var result: [UInt8] = []
        var changed = false
        var index = 0
        while index < word.count {
            let rest = word[index...]
            if let found = find(rest), let replacement = Self.replacement(entries[found], atStart: index == 0,
                                                                          wholeRest: rest.count == entries[found].pattern.count) {
                result += replacement
                index += entries[found].pattern.count
                changed = true
            } else {
                result.append(word[index])
                index += 1
            }
        }
        return changed ? result : nil
    }

    /// The pattern libhunspell's binary search settles on for the text at `rest`: a pattern
    /// that starts it, the last such one met on the way right (usually the longest).
    private func find(_ rest: ArraySlice<UInt8>) -> Int? {
        var low = 0, high = entries.count - 1
        var found: Int?
        while low <= high {
            let middle = (low + high) / 2
            let order = Self.compare(rest, entries[middle].pattern)
            if order < 0 {
                high = middle - 1
            } else if order > 0 {
                low = middle + 1
            } else {
                found = middle
                low = middle + 1
            }
        }
        return found
    }

    /// C's `strncmp(text, pattern, pattern.count)`, the text ending where the slice does.
    private static func compare(_ text: ArraySlice<UInt8>, _ pattern: [UInt8]) -> Int {
        var index = text.startIndex
        for byte in pattern {
            guard index < text.endIndex else { return -1 }
            if text[index] != byte { return text[index] < byte ? -1 : 1 }
            index += 1
        }
        return 0
    }

    private static func replacement(_ entry: Entry, atStart: Bool, wholeRest: Bool) -> [UInt8]? {
        var kind = atStart ? 1 : 0
        if wholeRest { kind = atStart ? 3 : 2 }
        while kind > 0 && entry.replacements[kind].isEmpty {
            kind = (kind == 2 && !atStart) ? 0 : kind - 1
        }
        return entry.replacements[kind].isEmpty ? nil : entry.replacements[kind]
    }
}
