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
            var progress = ProgressLine()
            let total = text.utf8.count
            let located = checker.locatedMisspellings(inText: text) { done in progress.update(done: done, of: total, doing: "checked") }
            // Suggestions cost milliseconds: one look-up per distinct misspelling.
            var suggestions: [String: [String]] = [:]
            var found: [(word: String, line: Int, column: Int, suggestions: [String])] = []
            for (index, entry) in located.enumerated() {
                if !noSuggestions { progress.update(done: index, of: located.count, doing: "with suggestions") }
                let word = entry.misspelling.word
                if suggestions[word] == nil, !noSuggestions {
                    suggestions[word] = Array(checker.suggestions(for: word, using: suggestionEngine.method).prefix(3))
                }
                found.append((word, entry.line, entry.column, suggestions[word] ?? []))
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
            if !found.isEmpty { throw ExitCode(.misspelledOrRejected) }
        }
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
                                     status: .missingInput)
            }
            throw CommandFailure("no such file: \(file ?? "-")", status: .missingInput)
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("\(file ?? "standard input") is not UTF-8 text", status: .missingInput)
        }
        return text
    }
}
