import ArgumentParser
import WordCheck

/// Where learned words are kept, shown in the help of learn and unlearn.
let learnedWordsFolder = """
    Learned words are kept per dictionary in $XDG_DATA_HOME/wordcheck/learned \
    (~/.local/share/wordcheck/learned when XDG_DATA_HOME is unset), one word per line.
    """

struct Learn: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
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
