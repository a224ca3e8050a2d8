import ArgumentParser
import Foundation
import WordCheck

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Find the misspelled words of a text.",
        discussion: """
            Reads FILE (or standard input for - or no FILE) as UTF-8 text and prints \
            each misspelling as `line:column: word -> s1, s2, s3` (columns counted in \
            characters, from 1; up to three suggestions). Apostrophes and hyphens inside \
            words belong to them; numbers, URLs, e-mail addresses and words in another \
            script are skipped. Suggestions are looked up once per distinct misspelling; \
            --no-suggestions prints `line:column: word` alone. With --json: \
            {"misspellings": [{"word", "line", "column", "suggestions"}]}. When stderr \
            is a terminal, a run longer than half a second shows how much is checked there.

            Exit status: 0 no misspelling, 1 misspellings found, 64 usage error, \
            66 missing dictionary or unreadable input.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var suggestionEngine: SuggestionOptions

    @Flag(help: "Print one JSON object instead of lines.")
    var json = false

    @Flag(help: "Print the misspellings without suggestions.")
    var noSuggestions = false

    @Argument(help: "The text file; - or nothing for standard input.")
    var file: String?

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            let text = try readText()
            var found: [(word: String, line: Int, column: Int, suggestions: [String])] = []
            // Suggestions cost milliseconds: one look-up per distinct misspelling.
            var suggestions: [String: [String]] = [:]
            var lineNumber = 0
            var lineStart = text.startIndex
            var breaks = Self.lineBreaks(in: text).makeIterator()
            var progress = ProgressLine()
            let total = text.utf8.count
            while lineStart <= text.endIndex {
                progress.update(done: text.utf8.distance(from: text.startIndex, to: lineStart), of: total)
                lineNumber += 1
                let lineEnd = breaks.next() ?? text.endIndex
                // Columns are counted on from the previous misspelling, so a long line costs
                // its length once, not once per misspelling.
                var counted = (index: lineStart, column: 1)
                for misspelling in checker.misspellings(inText: text, range: lineStart..<lineEnd) {
                    let column = counted.column + text.distance(from: counted.index, to: misspelling.range.lowerBound)
                    counted = (misspelling.range.lowerBound, column)
                    if suggestions[misspelling.word] == nil, !noSuggestions {
                        suggestions[misspelling.word] = Array(checker.suggestions(for: misspelling.word, using: suggestionEngine.method).prefix(3))
                    }
                    found.append((misspelling.word, lineNumber, column, suggestions[misspelling.word] ?? []))
                }
                guard lineEnd < text.endIndex else { break }
                lineStart = text.index(after: lineEnd)
            }
            progress.finish()
            let output = OutputBuffer()
            if json {
                let objects = found.map { entry in
                    JSON.object(["word": JSON.quote(entry.word), "line": String(entry.line), "column": String(entry.column),
                                 "suggestions": JSON.array(entry.suggestions)])
                }
                output.writeLine("{\"misspellings\": [" + objects.joined(separator: ",\n  ") + "]}")
            } else {
                for entry in found {
                    let suggestions = entry.suggestions.joined(separator: ", ")
                    if noSuggestions {
                        output.writeLine("\(entry.line):\(entry.column): \(entry.word)")
                    } else {
                        output.writeLine("\(entry.line):\(entry.column): \(entry.word) ->" + (suggestions.isEmpty ? "" : " \(suggestions)"))
                    }
                }
            }
            output.flush()
            if !found.isEmpty { throw ExitCode(1) }
        }
    }

    /// Where each line of `text` ends: every Character that `isNewline` (LF, VT, FF, CR,
    /// CR LF, NEL, LS, PS), in order. Each of them is a Character of its own (Unicode breaks
    /// graphemes around control characters, and keeps CR LF together), so the bytes tell.
    static func lineBreaks(in text: String) -> [String.Index] {
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> [String.Index] in
            let utf8 = text.utf8
            var breaks: [String.Index] = []
            var offset = 0
            while offset < bytes.count {
                let byte = bytes[offset]
                var length = 0
                switch byte {
                case 0x0A, 0x0B, 0x0C: length = 1
                case 0x0D: length = offset + 1 < bytes.count && bytes[offset + 1] == 0x0A ? 2 : 1
                case 0xC2 where offset + 1 < bytes.count && bytes[offset + 1] == 0x85: length = 2
                case 0xE2 where offset + 2 < bytes.count && bytes[offset + 1] == 0x80 && (bytes[offset + 2] == 0xA8 || bytes[offset + 2] == 0xA9):
                    length = 3
                default: break
                }
                if length > 0 {
                    breaks.append(utf8.index(utf8.startIndex, offsetBy: offset))
                    offset += length
                } else {
                    offset += 1
                }
            }
            return breaks
        }
        return found ?? text.indices.filter { text[$0].isNewline }
    }

    private func readText() throws(CommandFailure) -> String {
        let data: Data?
        if file == nil || file == "-" {
            data = FileHandle.standardInput.readDataToEndOfFile()
        } else {
            data = FileManager.default.contents(atPath: file!)
        }
        guard let data else {
            var isFolder: ObjCBool = false
            if let file, FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) {
                throw CommandFailure(isFolder.boolValue ? "\(file) is a folder, not a text file" : "cannot read \(file)",
                                     exitCode: ExitCode(66))
            }
            throw CommandFailure("no such file: \(file ?? "-")", exitCode: ExitCode(66))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("\(file ?? "standard input") is not UTF-8 text", exitCode: ExitCode(66))
        }
        return text
    }
}
