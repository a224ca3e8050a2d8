import ArgumentParser
import WordCheck

/// Where learned words are kept, shown in the help of learn and unlearn.
private let learnedWordsFolder = """
    Learned words are kept per dictionary in $XDG_DATA_HOME/wordcheck/learned \
    (~/.local/share/wordcheck/learned when XDG_DATA_HOME is unset), one word per line.
    """

struct Learn: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Teach the spell checker a word.",
        discussion: """
            \(learnedWordsFolder) Every wordcheck command accepts a learned word from then on.

            Exit status: 0 done, 64 usage error or a word the dictionary cannot hold, \
            66 missing dictionary, 73 the list cannot be written (the old list is kept).
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Argument(help: "The word to accept from now on.")
    var word: String

    func run() throws {
        try reportingFailures {
            try dictionary.makeChecker().learnWord(word)
        }
    }
}

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
                throw ExitCode(1)
            }
            try checker.unlearnWord(word)
        }
    }
}
