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

    /// The checker `name` names, or why there is none.
    func checker(_ name: String) -> Result<HunspellChecker, SpellCheckingError> {
        if let known = loaded.withLock({ $0[name] }) { return known }
        let made: Result<HunspellChecker, SpellCheckingError>
        do throws(SpellCheckingError) {
            made = .success(name.contains("/") ? try HunspellChecker(dictionaryAt: name) : try HunspellChecker(language: name))
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
}

/// Finds the misspelled words of a document.
struct DocumentChecker {
    let verdicts: LineVerdicts

    /// The misspellings of `request`'s document, in order, at most `settings.maxProblems`;
    /// nil when `isCancelled` says a newer version made the answer useless (asked every 64 lines).
    func findings(_ request: CheckRequest, isCancelled: () -> Bool) -> [Finding]? {
        guard let primary = request.checkers.first else { return [] }
        let document = request.document
        let isCode = request.kind.isCode
        var prose = Prose(of: document, kind: request.kind)
        var found: [Finding] = []
        var nextIdentifier = 0
        let limit = request.settings.maxProblems
        for line in 0..<document.lineCount {
            if line % 64 == 63, isCancelled() { return nil }
            let range = document.lineRange(line)
            if range.isEmpty { continue }
            let lineFirst = found.count
            var skipped: [Range<Int>] = []
            if !request.patterns.isEmpty || document.bytes[range].contains(UInt8(ascii: ":")) {
                skipped = Self.skippedRanges(of: document.line(line), at: range.lowerBound, patterns: request.patterns)
                for stretch in skipped { Prose.blank(&prose.bytes, stretch) }
            }
            prose.blankTokens(in: range)
            if prose.bytes[range].contains(where: { !Prose.isSpace($0) }) {
                let text = String(decoding: prose.bytes[range], as: UTF8.self)
                let misspelled = verdicts.verdict(text, dictionaries: request.dictionaryNames) {
                    let utf8 = text.utf8
                    return primary.misspellings(inText: text).compactMap { misspelling in
                        let word = misspelling.word
                        if request.checkers.dropFirst().contains(where: { $0.isCorrect(word) }) { return nil }
                        return utf8.distance(from: utf8.startIndex, to: misspelling.range.lowerBound)
                            ..< utf8.distance(from: utf8.startIndex, to: misspelling.range.upperBound)
                    }
                }
                for relative in misspelled {
                    let start = range.lowerBound + relative.lowerBound, end = range.lowerBound + relative.upperBound
                    let word = String(decoding: document.bytes[start..<end], as: UTF8.self)
                    if isCode, Self.hasInnerCapital(word) {
                        // An identifier named in a comment (`parseHTTPRequest`): its parts are the words.
                        for part in Identifiers.parts(of: document.bytes, start..<end) {
                            report(part, in: document, request, isCode: true, into: &found)
                        }
                    } else {
                        report(start..<end, in: document, request, isCode: isCode, into: &found)
                    }
                }
            }
            if isCode {
                // The identifiers on this line, in order.
                while nextIdentifier < prose.identifiers.count, prose.identifiers[nextIdentifier].lowerBound < range.upperBound {
                    let identifier = prose.identifiers[nextIdentifier]
                    nextIdentifier += 1
                    guard request.settings.checkIdentifiers, identifier.lowerBound >= range.lowerBound,
                          !skipped.contains(where: { $0.overlaps(identifier) }) else { continue }
                    for part in Identifiers.parts(of: document.bytes, identifier) {
                        report(part, in: document, request, isCode: true, into: &found)
                    }
                }
            }
            // Prose and identifiers were found apart: the line's findings go in order.
            if isCode, found.count > lineFirst + 1 { found[lineFirst...].sort { $0.start < $1.start } }
            if found.count >= limit { return Array(found.prefix(limit)) }
        }
        return found
    }

    /// Adds the word at `range` to `found` unless it is short, accepted, a programming
    /// term in code, or correct in one of the dictionaries.
    private func report(_ range: Range<Int>, in document: TextDocument, _ request: CheckRequest, isCode: Bool, into found: inout [Finding]) {
        let word = String(decoding: document.bytes[range], as: UTF8.self)
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

    /// The bytes of `line` (which starts at `offset`) not to check: what the ignore
    /// patterns match, and a `wordcheck:` directive.
    static func skippedRanges(of line: String, at offset: Int, patterns: [Regex<AnyRegexOutput>]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let utf8 = line.utf8
        func bytes(_ range: Range<String.Index>) -> Range<Int> {
            offset + utf8.distance(from: utf8.startIndex, to: range.lowerBound) ..< offset + utf8.distance(from: utf8.startIndex, to: range.upperBound)
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
        guard let marker = line.range(of: marker, options: .caseInsensitive) else { return nil }
        var end = marker.upperBound
        var index = marker.upperBound
        while index < line.endIndex {
            while index < line.endIndex, line[index] == " " || line[index] == "\t" { index = line.index(after: index) }
            let start = index
            while index < line.endIndex, !line[index].isWhitespace { index = line.index(after: index) }
            guard start < index, line[start..<index].contains("=") else { break }
            end = index
        }
        return marker.lowerBound..<end
    }

    /// The languages the first directive of `text` names, if any (read from the first 64 KiB).
    static func languages(in text: [UInt8]) -> [String]? {
        let head = String(decoding: text.prefix(64 << 10), as: UTF8.self)
        guard let marker = head.range(of: marker, options: .caseInsensitive) else { return nil }
        let rest = head[marker.upperBound...].prefix { $0 != "\n" && $0 != "\r" }
        for token in rest.split(whereSeparator: \.isWhitespace) {
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
            index += isLetter ? TextDocumentBytes.scalarLength(byte) : 1
        }
        if let begun = start { parts.append(begun..<min(index, range.upperBound)) }
        return parts
    }
}
