import Foundation
import LanguageServerProtocol
import Synchronization
import WordCheck

/// A misspelled word of a document: its bytes, the word, and the index of the checker
/// (the dictionary) that rejected it.
struct Finding: Sendable, Hashable {
    let start: Int
    let end: Int
    let word: String
    let checker: Int
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

/// Everything one check of a document needs, gathered under the server's lock.
struct CheckRequest {
    let document: TextDocument
    let kind: DocumentKind
    let settings: Settings
    let dictionaryNames: [String]
    let checkers: [HunspellChecker]
    /// How the checkers share the document: joined, or (`auto`) per sentence.
    let languages: LanguageChoice
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
        hasher.combine(languages)
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
/// the reader that comes into it (the markup or code left open), and gives its
/// misspellings (offsets from the line's start) and the reader it leaves. Used by the
/// checking thread alone; forgotten when anything but the text changes.
final class LineMemo: @unchecked Sendable {
    struct Key: Hashable {
        let line: [UInt8]
        let before: ProseReader

        // The bytes are hashed whole (an array of bytes hashes element by element).
        func hash(into hasher: inout Hasher) {
            line.withUnsafeBytes { hasher.combine(bytes: $0) }
            hasher.combine(before)
        }
    }

    struct Value {
        let after: ProseReader
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

/// Finds the misspelled words of a document with the library's ``Proofreader``, a line at
/// a time, keeping what each line gave in the document's ``LineMemo``.
struct DocumentChecker {
    /// The misspellings of `request`'s document, in order, at most `settings.maxProblems`
    /// and one more when there are more (the caller says the list was cut); nil when
    /// `isCancelled` says a newer version made the answer useless (asked every 64
    /// lines). Lines found in `memo` (same bytes, same reader coming in) are not checked again.
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
        let proofreader = Proofreader(
            checkers: request.checkers, languages: request.languages,
            rules: ProofreadingRules(minimumWordLength: request.settings.minWordLength, acceptedWords: request.accepted,
                                     checksIdentifiers: request.settings.checkIdentifiers),
            ignorePatterns: request.patterns)
        var frontMatter = 0
        if case .markup(.markdown) = request.kind {
            frontMatter = ProseReader.frontMatterLines((0..<document.lineCount).lazy.map { document.bytes[document.lineRange($0)] })
        }
        var reader = ProseReader(kind: request.kind, frontMatterLines: frontMatter)
        for line in 0..<document.lineCount {
            if line % 64 == 63, isCancelled() { return nil }
            let range = document.lineRange(line)
            let entry: LineMemo.Entry
            if let memo, line < memo.lines.count, let previous = memo.lines[line], previous.key.before == reader,
               Self.same(previous.key.line, document.bytes[range]) {
                // The line as it was at the last check (most lines after a keystroke).
                entry = previous
            } else {
                let key = LineMemo.Key(line: Array(document.bytes[range]), before: reader)
                if linesMoved, let known = memo?.value(for: key) {
                    entry = LineMemo.Entry(key: key, value: known)
                } else {
                    var after = reader
                    let findings = after.prose(ofLine: key.line).map { prose in
                        proofreader.misspellings(inLine: key.line, prose: prose, kind: request.kind).map {
                            Finding(start: $0.range.lowerBound, end: $0.range.upperBound, word: $0.word, checker: $0.checker)
                        }
                    } ?? []
                    entry = LineMemo.Entry(key: key, value: LineMemo.Value(after: after, findings: findings))
                }
            }
            if memo != nil { lines[line] = entry }
            reader = entry.value.after
            for finding in entry.value.findings {
                found.append(Finding(start: range.lowerBound + finding.start, end: range.lowerBound + finding.end,
                                     word: finding.word, checker: finding.checker))
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
}
