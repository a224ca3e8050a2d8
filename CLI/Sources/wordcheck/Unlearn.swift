import ArgumentParser
import WordCheck

struct Unlearn: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Forget a word taught with learn.",
        discussion: """
            \(learnedWordsFolder) The word is taken off its dictionary's list; a word the \
            dictionary accepts on its own stays correct.

            Exit status: 0 done, 1 the word was not learned, 64 usage error or a word the \
            dictionary cannot hold, 66 missing dictionary, 73 the list cannot be written \
            (the old list is kept).
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "The learned word to forget.")
    var word: String

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            guard checker.hasLearnedWord(word) else {
                // A word the dictionary cannot hold is a usage error (64), as for learn.
                try checker.unlearnWord(word)
                StandardError.write("wordcheck: '\(word)' is not a learned word of \(checker.dictionary.name)\n")
                throw ExitCode(.misspelledOrRejected)
            }
            try checker.unlearnWord(word)
        }
    }
}
