import Foundation
import LanguageServerProtocol
import WordCheck

/// How the server checks: from the client (`initializationOptions`, then each
/// `workspace/didChangeConfiguration`) and from the workspace's project file
/// (`.wordcheck.json`), which has the last word. Every key is optional.
struct Settings: Sendable, Equatable {
    /// The dictionaries, by language code (`en`, `es-MX`) or by path: a word is correct when
    /// any accepts it, and suggestions come from the first. `--lang`'s names; `auto` alone is
    /// the bundled languages, each sentence in its own (``LanguageChoice/perSentence(overall:)``).
    var languages: [String] = ["en"]
    /// How diagnostics show: 1 error, 2 warning, 3 information, 4 hint.
    var severity = 3
    /// Words shorter than this (in characters) are never reported.
    var minWordLength = 3
    /// Words accepted everywhere (case-insensitive), as cspell's `words` and `ignoreWords`.
    var words: [String] = []
    /// Regular expressions: the text they match is not checked.
    var ignorePatterns: [String] = []
    /// Whether identifiers in source code are checked (their comments and strings always are).
    var checkIdentifiers = true
    /// How long after a change the document is checked again, in milliseconds.
    var debounceMilliseconds = 100
    /// The most diagnostics published for one document.
    var maxProblems = 1000
    /// How many suggestions the code actions offer.
    var maxSuggestions = 5
    /// Whether saving a document first applies the corrections the user chose often enough
    /// (`HunspellChecker.autocorrection(for:)`), through `textDocument/willSaveWaitUntil`.
    var autocorrectOnSave = false
    /// With several languages: each sentence in its own (the one that accepts the most of
    /// its words), instead of a word being correct when any accepts it. `auto` always is.
    var languagesPerSentence = false

    /// `self` with the keys `json` sets (the client's settings, under `wordcheck` or at the
    /// top level, or a project file). Values of the wrong type are ignored, each with a
    /// line in `problems`.
    func merging(_ json: JSON?, problems: inout [String]) -> Settings {
        guard var json else { return self }
        if let nested = json["wordcheck"], nested.object != nil { json = nested }
        guard let members = json.object else { return self }
        var merged = self
        for (key, value) in members {
            switch key {
            case "language", "languages":
                if let one = value.string {
                    merged.languages = [one]
                } else if let many = value.array?.compactMap(\.string), !many.isEmpty {
                    merged.languages = many
                } else {
                    problems.append("\(key) must be a language code or a list of them")
                }
            case "severity":
                let names = ["error": 1, "warning": 2, "information": 3, "info": 3, "hint": 4]
                if let level = value.string.flatMap({ names[$0.lowercased()] }) ?? value.integer.flatMap({ (1...4).contains($0) ? $0 : nil }) {
                    merged.severity = level
                } else {
                    problems.append("severity must be error, warning, information or hint")
                }
            case "minWordLength":
                if let length = value.integer, length >= 1 { merged.minWordLength = length } else { problems.append("minWordLength must be a whole number of 1 or more") }
            case "words", "ignoreWords":
                if let list = value.array?.compactMap(\.string) { merged.words += list } else { problems.append("\(key) must be a list of words") }
            case "ignorePatterns":
                if let list = value.array?.compactMap(\.string) { merged.ignorePatterns += list } else { problems.append("ignorePatterns must be a list of regular expressions") }
            case "checkIdentifiers":
                if let flag = value.bool { merged.checkIdentifiers = flag } else { problems.append("checkIdentifiers must be true or false") }
            case "debounce":
                if let milliseconds = value.integer, (0...10_000).contains(milliseconds) { merged.debounceMilliseconds = milliseconds } else { problems.append("debounce must be 0 to 10000 (milliseconds)") }
            case "maxProblems":
                if let count = value.integer, count >= 0 { merged.maxProblems = min(count, 100_000) } else { problems.append("maxProblems must be a whole number") }
            case "autocorrectOnSave":
                if let flag = value.bool { merged.autocorrectOnSave = flag } else { problems.append("autocorrectOnSave must be true or false") }
            case "languagesPerSentence":
                if let flag = value.bool { merged.languagesPerSentence = flag } else { problems.append("languagesPerSentence must be true or false") }
            case "maxSuggestions":
                if let count = value.integer, count >= 0 { merged.maxSuggestions = min(count, 20) } else { problems.append("maxSuggestions must be a whole number") }
            default:
                break  // other tools' keys, in a shared settings object
            }
        }
        return merged
    }
}

/// What a workspace folder holds for the server: its project file, a cspell file's word
/// lists, and its own word list, each read again when it changes on disk.
final class WorkspaceFolder: @unchecked Sendable {
    /// The folder.
    let url: URL
    /// The project file's name.
    static let projectFile = ".wordcheck.json"
    /// The workspace word list's name: one word per line, `#` starting a comment line.
    static let wordsFile = ".wordcheck-words.txt"
    /// cspell's file names, whose `words` and `ignoreWords` are read.
    static let cspellFiles = ["cspell.json", ".cspell.json", "cSpell.json", "cspell.config.json"]
    /// The largest file read: 4 MiB.
    static let maximumFileSize = 4 << 20

    private let lock = NSLock()
    private var cache: [String: (stamp: FileStamp?, value: Any)] = [:]

    init(url: URL) {
        self.url = url
    }

    private struct FileStamp: Equatable {
        let modified: Date
        let size: Int
    }

    private func stamp(_ name: String) -> FileStamp? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.appendingPathComponent(name).path),
              attributes[.type] as? FileAttributeType == .typeRegular else { return nil }
        return FileStamp(modified: attributes[.modificationDate] as? Date ?? .distantPast, size: (attributes[.size] as? Int) ?? 0)
    }

    /// `read(name)`'s answer, computed again only when the file's size or time changed.
    private func cached<Value>(_ name: String, _ read: (FileStamp?) -> Value) -> Value {
        let current = stamp(name)
        lock.lock()
        defer { lock.unlock() }
        if let entry = cache[name], entry.stamp == current, let value = entry.value as? Value { return value }
        let value = read(current)
        cache[name] = (current, value)
        return value
    }

    private func contents(_ name: String, _ stamp: FileStamp?) -> Data? {
        guard let stamp, stamp.size <= Self.maximumFileSize else { return nil }
        return try? Data(contentsOf: url.appendingPathComponent(name))
    }

    /// The project file's settings (nil when there is none), with a problem when it is no JSON object.
    func projectSettings() -> (json: JSON?, problem: String?) {
        cached(Self.projectFile) { stamp -> (JSON?, String?) in
            guard let data = contents(Self.projectFile, stamp) else {
                return (nil, stamp.map { $0.size > Self.maximumFileSize ? "\(Self.projectFile) is larger than 4 MiB" : "\(Self.projectFile) cannot be read" })
            }
            do throws(JSONError) {
                let json = try JSON.parse(Self.withoutComments(Array(data)))
                return json.object == nil ? (nil, "\(Self.projectFile) must hold a JSON object") : (json, nil)
            } catch {
                return (nil, "\(url.appendingPathComponent(Self.projectFile).path) is not JSON: \(error)")
            }
        }
    }

    /// The words of the first cspell file found (its `words` and `ignoreWords`).
    func cspellWords() -> [String] {
        for name in Self.cspellFiles {
            let words: [String]? = cached(name) { stamp in
                guard let data = contents(name, stamp), let json = try? JSON.parse(Self.withoutComments(Array(data))) else { return nil }
                return (json["words"]?.array ?? []).compactMap(\.string) + (json["ignoreWords"]?.array ?? []).compactMap(\.string)
            }
            if let words { return words }
        }
        return []
    }

    /// The workspace word list.
    func words() -> [String] {
        cached(Self.wordsFile) { stamp in
            guard let data = contents(Self.wordsFile, stamp) else { return [String]() }
            return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
                .map { $0.trimmingCharacters(in: .whitespaces) }
                .filter { !$0.isEmpty && !$0.hasPrefix("#") }
        }
    }

    /// Adds `word` to the workspace word list (created when missing), written whole to a
    /// temporary file first and then moved into place, so that the list is never half written.
    func addWord(_ word: String) throws {
        let file = url.appendingPathComponent(Self.wordsFile)
        let old = (try? Data(contentsOf: file)) ?? Data()
        var text = String(decoding: old, as: UTF8.self)
        let lines = text.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters(in: .whitespaces) }
        guard !lines.contains(word) else { return }
        if !text.isEmpty, !text.hasSuffix("\n") { text += "\n" }
        text += word + "\n"
        try Data(text.utf8).write(to: file, options: .atomic)
    }

    /// JSON with comments (`//`, `/* */`) and trailing commas, as cspell and editors write
    /// it, made plain JSON: comments become spaces, and a comma before `}` or `]` goes.
    static func withoutComments(_ bytes: [UInt8]) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(bytes.count)
        var index = 0
        var inString = false
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                output.append(byte)
                if byte == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    output.append(bytes[index + 1])
                    index += 2
                    continue
                }
                if byte == UInt8(ascii: "\"") { inString = false }
                index += 1
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                index += 2
                output.append(0x20)
                continue
            }
            if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                // A trailing comma before the closing bracket.
                var back = output.count - 1
                while back >= 0, NoWords.isSpace(output[back]) { back -= 1 }
                if back >= 0, output[back] == UInt8(ascii: ",") { output[back] = 0x20 }
            }
            if byte == UInt8(ascii: "\"") { inString = true }
            output.append(byte)
            index += 1
        }
        return output
    }
}
