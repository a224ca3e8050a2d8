import ArgumentParser
import WordCheck

struct Unlearn: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "unlearn",
        abstract: "Forget a word taught with learn, every learned word, or a learned correction.",
        discussion: """
            \(learnedWordsFolder) The word is taken off its dictionary's list; a word the \
            dictionary accepts on its own stays correct. A list too large or damaged for the \
            other commands to read can still be repaired: unlearn WORD takes words off it, \
            unlearn --all removes it. unlearn --correction MISSPELLING forgets the correction \
            learned for it (learn --correction).

            Exit status: 0 done, 1 the word (or correction) was not learned, 64 usage error or a word the \
            dictionary cannot hold, 66 missing dictionary, 73 the list cannot be written \
            (the old list is kept).
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(name: .customLong("all"), help: "Forget every word learned for the dictionary: its list is removed, whatever it holds.")
    var all = false

    @Option(name: .customLong("correction"), help: ArgumentHelp("Forget the correction learned for a misspelling.", valueName: "misspelling"))
    var correction: String?

    @Argument(help: "The learned word to forget.")
    var word: String?

    func validate() throws {
        let given = [all, word != nil, correction != nil].filter { $0 }.count
        if given != 1 { throw ValidationError("Give the learned word to forget, --all or --correction MISSPELLING.") }
    }

    func run() throws {
        try reportingFailures {
            if all {
                try PersonalDictionary().forgetAll(forDictionary: dictionary.name())
                return
            }
            if let correction {
                let name = try dictionary.name()
                guard try PersonalDictionary().forgetCorrection(of: correction, forDictionary: name) else {
                    StandardError.write("wordcheck: no correction of '\(correction)' is learned for \(name)\n")
                    throw ExitCode(.misspelledOrRejected)
                }
                return
            }
            guard let word else { return }
            let checker: HunspellChecker
            do {
                checker = try dictionary.makeChecker()
            } catch SpellCheckingError.personalDictionaryUnusable {
                // The list itself cannot be read for checking (too large, say): the word is
                // taken off the file directly, which is how such a list comes back.
                let name = try dictionary.name()
                guard try PersonalDictionary().unlearn(word, forDictionary: name) else {
                    StandardError.write("wordcheck: '\(word)' is not a learned word of \(name)\n")
                    throw ExitCode(.misspelledOrRejected)
                }
                return
            }
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
