import ArgumentParser
import WordCheck

struct Complete: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "complete",
        abstract: "Print words that complete a partial word, most common first.",
        discussion: """
            One word per line, each longer than the partial word and accepted by the \
            dictionary. Case follows the partial word (Agen: Agency; AGEN: AGENCY). \
            Needs the dictionary's word list: the bundled dictionaries have one, and \
            `wordcheck words build` writes one for any other. With --json, \
            {"partial": ..., "completions": [...]}.

            Exit status: 0 when there are completions, 1 when there are none, \
            66 when the dictionary or its word list is missing.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(parsing: .unconditional, help: ArgumentHelp("How many completions to print at most.", valueName: "n"))
    var limit = HunspellChecker.defaultCompletionLimit

    @Flag(help: "Print one JSON object instead of lines.")
    var json = false

    @Argument(help: "The start of a word.")
    var partial: String

    func validate() throws {
        if limit < 1 { throw ValidationError("--limit must be at least 1.") }
    }

    func run() throws {
        try reportingFailures {
            let completions = try dictionary.makeChecker().completions(forPartialWord: partial, limit: limit)
            let output = OutputBuffer()
            defer { output.flush() }
            if json {
                output.writeLine(JSON.text(CompletionReport(partial: partial, completions: completions, language: nil)))
            } else {
                for completion in completions { output.writeLine(completion) }
            }
            if completions.isEmpty { throw ExitCode(.misspelledOrRejected) }
        }
    }
}
