import ArgumentParser
import WordCheck

struct Suggest: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "suggest",
        abstract: "Print suggestions for misspelled words.",
        discussion: """
            One line per word: `word: s1, s2, ...`, best suggestion first (up to 10 \
            from the word list; libhunspell's own with --suggestions hunspell). Nothing \
            follows the colon when the word is correct or there is no suggestion. \
            With --json, one JSON array of {"word", "correct", "suggestions"} objects.

            Exit status: 0 when every word is correct, 1 when any is misspelled.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var suggestionEngine: SuggestionOptions

    @Flag(help: "Print one JSON array instead of lines.")
    var json = false

    @Argument(help: "Words to suggest corrections for.")
    var words: [String]

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            let method = suggestionEngine.method
            let results = SuggestionReport(checking: words, with: checker) { checker.suggestions(for: $0, using: method) }.results
            let output = OutputBuffer()
            if json {
                // The results alone, one a line: the array this command has always printed.
                output.writeLine("[" + results.map { JSON.text($0) }.joined(separator: ",\n ") + "]")
            } else {
                for result in results {
                    let list = result.suggestions.joined(separator: ", ")
                    output.writeLine(list.isEmpty ? "\(result.word):" : "\(result.word): \(list)")
                }
            }
            output.flush()
            if results.contains(where: { !$0.correct }) { throw ExitCode(.misspelledOrRejected) }
        }
    }
}
