import Foundation
import LanguageServerProtocol
import Synchronization
import WordCheck

/// A misspelled word of a document: its bytes and the word.
struct Finding: Sendable, Hashable {
    let start: Int
    let end: Int
    let word: String
}

/// The dictionaries the server has loaded, by the name a setting gives them (`en`, `es-MX`,
/// a path), each loaded once for the process.
final class Dictionaries: Sendable {
    private let loaded = Mutex<[String: Result<HunspellChecker, SpellCheckingError>]>([:])
    /// Where the checkers keep learned words and corrections (the user's, unless a test says otherwise).
    let personal: PersonalDictionary

    init(personal: PersonalDictionary = PersonalDictionary()) {
        self.personal = personal
    }

    /// The checker `name` names, or why there is none.
    func checker(_ name: String) -> Result<HunspellChecker, SpellCheckingError> {
        if let known = loaded.withLock({ $0[name] }) { return known }
        let made: Result<HunspellChecker, SpellCheckingError>
        do throws(SpellCheckingError) {
            let checker = name.contains("/") ? try HunspellChecker(dictionaryAt: name) : try HunspellChecker(language: name)
            made = .success(checker.personalDictionary == personal ? checker : try checker.using(personal))
        } catch {
            made = .failure(error)
        }
        return loaded.withLock { table in
            if let known = table[name] { return known }
            table[name] = made
            return made
        }
    }
}

/// What each line of prose holds for the dictionary, kept so that a keystroke re-checks
/// only the lines it changed: per set of dictionaries, a line's text (markup already
/// blanked) to the byte ranges of its misspelled words. Emptied when words are learned;
/// bounded (emptied when full).
final class LineVerdicts: Sendable {
    private struct Key: Hashable {
        let dictionaries: [String]
        let line: String
    }

    private let table = Mutex<[Key: [Range<Int>]]>([:])
    static let capacity = 50_000
    /// Lines longer than this are checked every time (a pasted blob is rarely seen twice).
    static let longestKept = 4096

    func verdict(_ line: String, dictionaries: [String], compute: () -> [Range<Int>]) -> [Range<Int>] {
        guard line.utf8.count <= Self.longestKept else { return compute() }
        let key = Key(dictionaries: dictionaries, line: line)
        if let known = table.withLock({ $0[key] }) { return known }
        let computed = compute()
        table.withLock { table in
            if table.count >= Self.capacity { table.removeAll(keepingCapacity: true) }
            table[key] = computed
        }
        return computed
    }

    func forgetAll() {
        table.withLock { $0.removeAll() }
    }
}

/// Everything one check of a document needs, gathered under the server's lock.
struct CheckRequest {
    let document: TextDocument
    let kind: DocumentKind
    let settings: Settings
    let dictionaryNames: [String]
    let checkers: [HunspellChecker]
    /// Accepted words, lowercased: the settings', the workspace's, and those ignored in this document.
    let accepted: Set<String>
    let patterns: [Regex<AnyRegexOutput>]
    /// How many times words were learned so far: each changes the dictionaries' verdicts.
    let learned: Int

    /// What the findings depend on besides the text: a line's memo is good while this holds.
    var fingerprint: Int {
        var hasher = Hasher()
        hasher.combine(kind)
        hasher.combine(dictionaryNames)
        hasher.combine(accepted)
        hasher.combine(settings.ignorePatterns)
        hasher.combine(settings.minWordLength)
        hasher.combine(settings.checkIdentifiers)
        hasher.combine(learned)
        return hasher.finalize()
    }
}

/// What each line of a document gave at its last check, so that the next check (after a
/// keystroke) computes only the lines that changed: a line is looked up by its bytes and
/// what comes into it (the markup left open, the lexer's prose and identifiers), and gives
/// its misspellings (offsets from the line's start) and what it leaves open. Used by the
/// checking thread alone; forgotten when anything but the text changes.
final class LineMemo: @unchecked Sendable {
    struct Key: Hashable {
        let line: [UInt8]
        let before: MarkupMask?
        /// Source code: the line's prose and identifiers, as the lexer found them.
        let prose: [UInt8]?
        let identifiers: [Range<Int>]

        // The bytes are hashed whole (an array of bytes hashes element by element).
        func hash(into hasher: inout Hasher) {
            line.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(before)
            prose?.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(identifiers.count)
        }
    }

    struct Value {
        let after: MarkupMask?
        let findings: [Finding]
    }

    struct Entry {
        let key: Key
        let value: Value
    }

    /// What the findings depend on besides the text (settings, words, dictionaries).
    var fingerprint: Int? = nil
    /// Each line's key and value at the last check, by line number: a keystroke leaves
    /// every other line where it was, and these are compared without hashing.
    var lines: [Entry?] = []
    /// The same entries by key, for lines that moved (made when first needed).
    private var byKey: [Key: Value]? = nil

    /// The value kept for `key`, wherever its line was.
    func value(for key: Key) -> Value? {
        if byKey == nil {
            var table: [Key: Value] = [:]
            table.reserveCapacity(lines.count)
            for case let entry? in lines { table[entry.key] = entry.value }
            byKey = table
        }
        return byKey![key]
    }

    /// Keeps `lines` as the document's lines from now on.
    func keep(_ lines: [Entry?], fingerprint: Int) {
        self.lines = lines
        self.fingerprint = fingerprint
        byKey = nil
    }
    /// Documents larger than this keep no memo: its memory would be the document's again.
    static let largestDocument = 8 << 20
}

/// Finds the misspelled words of a document.
struct DocumentChecker {
    let verdicts: LineVerdicts

    /// The misspellings of `request`'s document, in order, at most `settings.maxProblems`
    /// and one more when there are more (the caller says the list was cut); nil when
    /// `isCancelled` says a newer version made the answer useless (asked every 64
    /// lines). Lines found in `memo` (same bytes, same state coming in) are not checked again.
    func findings(_ request: CheckRequest, memo: LineMemo? = nil, isCancelled: () -> Bool) -> [Finding]? {
        guard !request.checkers.isEmpty else { return [] }
        let document = request.document
        let fingerprint = request.fingerprint
        var memo = document.bytes.count <= LineMemo.largestDocument ? memo : nil
        if let kept = memo, kept.fingerprint != fingerprint {
            kept.keep([], fingerprint: fingerprint)
            memo = kept
        }
        var lines: [LineMemo.Entry?] = Array(repeating: nil, count: memo == nil ? 0 : document.lineCount)
        // Lines move only when their count changed: then a line missing at its place is looked for elsewhere.
        let linesMoved = memo.map { $0.lines.count != document.lineCount } ?? false
        var found: [Finding] = []
        let limit = request.settings.maxProblems
        // What each kind carries from line to line.
        var lexed: Prose? = nil
        var mask: MarkupMask? = nil
        var firstLine = 0
        var dropping = false
        switch request.kind {
        case .code(let syntax): lexed = Prose(lexing: document, syntax: syntax)
        case .markup(let format):
            mask = MarkupMask(format: format)
            if format == .markdown, let end = Prose.frontMatterEnd(document) { firstLine = end + 1 }
        default: break
        }
        var nextIdentifier = 0
        for line in firstLine..<max(firstLine, document.lineCount) {
            if line % 64 == 63, isCancelled() { return nil }
            let range = document.lineRange(line)
            // Identifiers of the line, as offsets from its start.
            var identifiers: [Range<Int>] = []
            if let lexed {
                while nextIdentifier < lexed.identifiers.count, lexed.identifiers[nextIdentifier].lowerBound < range.upperBound {
                    let identifier = lexed.identifiers[nextIdentifier]
                    nextIdentifier += 1
                    if identifier.lowerBound >= range.lowerBound {
                        identifiers.append(identifier.lowerBound - range.lowerBound ..< identifier.upperBound - range.lowerBound)
                    }
                }
            }
            if range.isEmpty {
                // An empty line may still close what the markup left open.
                if var open = mask {
                    _ = open.prose(ofLine: "", keeping: .unicodeScalars)
                    mask = open
                }
                continue
            }
            if case .commitMessage = request.kind {
                let text = document.bytes[range]
                if text.starts(with: Array("# ------------------------ >8 ------------------------".utf8)) || text.starts(with: Array("diff --git ".utf8)) {
                    dropping = true
                }
                if dropping || text.first == UInt8(ascii: "#") { continue }
            }
            let entry: LineMemo.Entry
            if let memo, line < memo.lines.count, let previous = memo.lines[line], previous.key.before == mask,
               previous.key.identifiers == identifiers, Self.same(previous.key.line, document.bytes[range]),
               lexed.map({ Self.same(previous.key.prose ?? [], $0.bytes[range]) }) ?? true {
                // The line as it was at the last check (most lines after a keystroke).
                entry = previous
            } else {
                let bytes = Array(document.bytes[range])
                let key = LineMemo.Key(line: bytes, before: mask, prose: lexed.map { Array($0.bytes[range]) }, identifiers: identifiers)
                if linesMoved, let known = memo?.value(for: key) {
                    entry = LineMemo.Entry(key: key, value: known)
                } else {
                    var prose = key.prose ?? bytes
                    var after = mask
                    if var open = mask {
                        prose = Self.prose(of: bytes, masking: &open)
                        after = open
                    }
                    entry = LineMemo.Entry(key: key, value: LineMemo.Value(after: after, findings: lineFindings(bytes, prose: prose, identifiers: identifiers, request)))
                }
            }
            if memo != nil { lines[line] = entry }
            mask = entry.value.after
            for finding in entry.value.findings {
                found.append(Finding(start: range.lowerBound + finding.start, end: range.lowerBound + finding.end, word: finding.word))
            }
            if found.count > limit { break }
        }
        memo?.keep(lines, fingerprint: fingerprint)
        return Array(found.prefix(limit + 1))
    }

    /// Whether `kept` holds the bytes of `slice`.
    static func same(_ kept: [UInt8], _ slice: ArraySlice<UInt8>) -> Bool {
        guard kept.count == slice.count else { return false }
        if kept.isEmpty { return true }
        return kept.withUnsafeBytes { left in slice.withUnsafeBytes { right in memcmp(left.baseAddress!, right.baseAddress!, left.count) == 0 } }
    }

    /// `line` with the markup `mask` finds turned into spaces, byte for byte; `mask` carries on.
    static func prose(of line: [UInt8], masking mask: inout MarkupMask) -> [UInt8] {
        let original = String(decoding: line, as: UTF8.self)
        let masked = mask.prose(ofLine: original, keeping: .unicodeScalars)
        guard masked != original else { return line }
        // One space per scalar of markup: the scalars walk side by side, and each scalar
        // turned into a space blanks all of its bytes.
        var bytes = line
        var offset = 0
        var maskedScalars = masked.unicodeScalars.makeIterator()
        for scalar in original.unicodeScalars {
            let width = UTF8.width(scalar)
            if maskedScalars.next() != scalar { Prose.blank(&bytes, offset..<offset + width) }
            offset += width
        }
        return bytes
    }

    /// The misspellings of one line (offsets from its start): its prose, through the line
    /// cache and the dictionaries, and in code its identifiers' parts.
    private func lineFindings(_ line: [UInt8], prose: [UInt8], identifiers: [Range<Int>], _ request: CheckRequest) -> [Finding] {
        let isCode = request.kind.isCode
        var prose = prose
        var found: [Finding] = []
        var skipped: [Range<Int>] = []
        if !request.patterns.isEmpty || line.contains(UInt8(ascii: ":")) {
            skipped = Self.skippedRanges(of: String(decoding: line, as: UTF8.self), patterns: request.patterns)
            for stretch in skipped { Prose.blank(&prose, stretch) }
        }
        Prose.blankTokens(&prose)
        if prose.contains(where: { !Prose.isSpace($0) }) {
            let text = String(decoding: prose, as: UTF8.self)
            let misspelled = verdicts.verdict(text, dictionaries: request.dictionaryNames) {
                let utf8 = text.utf8
                return request.checkers[0].misspellings(inText: text).compactMap { misspelling in
                    let word = misspelling.word
                    if request.checkers.dropFirst().contains(where: { $0.isCorrect(word) }) { return nil }
                    return utf8.distance(from: utf8.startIndex, to: misspelling.range.lowerBound)
                        ..< utf8.distance(from: utf8.startIndex, to: misspelling.range.upperBound)
                }
            }
            for range in misspelled {
                let word = String(decoding: line[range], as: UTF8.self)
                if isCode, Self.hasInnerCapital(word) {
                    // An identifier named in a comment (`parseHTTPRequest`): its parts are the words.
                    for part in Identifiers.parts(of: line, range) { report(part, in: line, request, isCode: true, into: &found) }
                } else {
                    report(range, in: line, request, isCode: isCode, into: &found)
                }
            }
        }
        if isCode, request.settings.checkIdentifiers {
            for identifier in identifiers where !skipped.contains(where: { $0.overlaps(identifier) }) {
                for part in Identifiers.parts(of: line, identifier) { report(part, in: line, request, isCode: true, into: &found) }
            }
            // Prose and identifiers were found apart: the line's findings go in order.
            found.sort { $0.start < $1.start }
        }
        return found
    }

    /// Adds the word at `range` to `found` unless it is short, accepted, a programming
    /// term in code, or correct in one of the dictionaries.
    private func report(_ range: Range<Int>, in line: [UInt8], _ request: CheckRequest, isCode: Bool, into found: inout [Finding]) {
        let word = String(decoding: line[range], as: UTF8.self)
        guard word.count >= request.settings.minWordLength else { return }
        let lowered = word.lowercased()
        if request.accepted.contains(lowered) || request.accepted.contains(word) { return }
        if isCode {
            if word.allSatisfy({ !$0.isLowercase }) || ProgrammingTerms.all.contains(lowered) { return }
            if request.checkers.contains(where: { $0.isCorrect(word) || $0.isCorrect(lowered) }) { return }
        }
        found.append(Finding(start: range.lowerBound, end: range.upperBound, word: word))
    }

    static func hasInnerCapital(_ word: String) -> Bool {
        var previousLower = false
        for character in word {
            if character.isUppercase, previousLower { return true }
            previousLower = character.isLowercase
        }
        return false
    }

    /// The bytes of `line` not to check: what the ignore patterns match, and a `wordcheck:` directive.
    static func skippedRanges(of line: String, patterns: [Regex<AnyRegexOutput>]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let utf8 = line.utf8
        func bytes(_ range: Range<String.Index>) -> Range<Int> {
            utf8.distance(from: utf8.startIndex, to: range.lowerBound) ..< utf8.distance(from: utf8.startIndex, to: range.upperBound)
        }
        for pattern in patterns {
            for match in line.matches(of: pattern) where !match.range.isEmpty { ranges.append(bytes(match.range)) }
        }
        if let directive = Directive.range(in: line) { ranges.append(bytes(directive)) }
        return ranges
    }
}

/// `wordcheck: lang=es` (or `language=es`, several codes joined by commas) in a document,
/// anywhere: it sets the document's languages.
enum Directive {
    static let marker = "wordcheck:"

    /// Where a directive is written in `line`: its marker and its `key=value` settings.
    static func range(in line: String) -> Range<String.Index>? {
        let utf8 = line.utf8
        guard let at = find(Array(utf8)) else { return nil }
        let start = utf8.index(utf8.startIndex, offsetBy: at)
        let afterMarker = utf8.index(start, offsetBy: marker.utf8.count)
        var end = afterMarker
        var index = afterMarker
        while index < line.endIndex {
            while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
            let token = index
            while index < line.endIndex, !line[index].isWhitespace { index = line.index(after: index) }
            guard token < index, line[token..<index].contains("=") else { break }
            end = index
        }
        return start..<end
    }

    /// Where the marker starts in `bytes` (ASCII letters in any case), if it is there.
    static func find(_ bytes: some Collection<UInt8>) -> Int? {
        let wanted = Array(marker.utf8)
        let found = bytes.withContiguousStorageIfAvailable { buffer -> Int? in
            guard buffer.count >= wanted.count else { return nil }
            var index = 0
            let last = buffer.count - wanted.count
            while index <= last {
                // Most bytes are not a w: one test each.
                if buffer[index] | 0x20 == wanted[0] {
                    var matched = 1
                    while matched < wanted.count {
                        let byte = buffer[index + matched], want = wanted[matched]
                        guard byte == want || (want >= 0x61 && byte | 0x20 == want) else { break }
                        matched += 1
                    }
                    if matched == wanted.count { return index }
                }
                index += 1
            }
            return nil
        }
        return found ?? find(Array(bytes))
    }

    /// The languages the first directive of `text` names, if any (read from the first 64 KiB).
    static func languages(in text: [UInt8]) -> [String]? {
        let head = text.prefix(64 << 10)
        guard let at = find(head) else { return nil }
        let rest = head[(at + marker.utf8.count)...].prefix { $0 != 0x0A && $0 != 0x0D }
        for token in String(decoding: rest, as: UTF8.self).split(whereSeparator: \.isWhitespace) {
            let parts = token.split(separator: "=", maxSplits: 1)
            guard parts.count == 2, ["lang", "language", "languages"].contains(parts[0].lowercased()) else { continue }
            let codes = parts[1].split(separator: ",").map(String.init).filter { !$0.isEmpty }
            if !codes.isEmpty { return codes }
        }
        return nil
    }
}

/// How identifiers split into words: at `_`, `$` and digits, where a lowercase letter meets
/// an uppercase one (`parseRequest`), and before the last capital of a run followed by a
/// lowercase letter (`HTTPRequest` → `HTTP`, `Request`).
enum Identifiers {
    static func parts(of bytes: [UInt8], _ range: Range<Int>) -> [Range<Int>] {
        func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
        func isLower(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || byte >= 0x80 }
        var parts: [Range<Int>] = []
        var start: Int? = nil
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            let isLetter = isUpper(byte) || isLower(byte)
            if !isLetter {
                if let begun = start { parts.append(begun..<index) }
                start = nil
            } else if let begun = start {
                let previous = bytes[index - 1]
                if isUpper(byte), isLower(previous), previous < 0x80 {
                    parts.append(begun..<index)
                    start = index
                } else if isUpper(byte), isUpper(previous), index + 1 < range.upperBound, isLower(bytes[index + 1]), bytes[index + 1] < 0x80 {
                    parts.append(begun..<index)
                    start = index
                }
            } else {
                start = index
            }
            index += isLetter ? TextDocument.scalarLength(byte) : 1
        }
        if let begun = start { parts.append(begun..<min(index, range.upperBound)) }
        return parts
    }
}
