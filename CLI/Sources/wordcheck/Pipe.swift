import ArgumentParser
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Pipe: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pipe",
        abstract: "Speak Hunspell's -a pipe protocol (the ispell protocol) on stdin and stdout.",
        discussion: """
            Prints hunspell's version banner, then answers every input line: `*` for a correct \
            word, `& word count offset: s1, s2, ...` for a misspelled one with \
            suggestions, `# word offset` for one without (offsets count Unicode \
            scalars from 0, as hunspell -a does), and a blank line after each line. \
            Commands: *word adds word to the personal dictionary (saved by #), @word \
            accepts it for this session, # saves the personal dictionary, ^text checks text (the ^ is not checked), \
            ! turns terse mode on (no `*` lines), % turns it off. Answers are \
            written as soon as the input read so far is answered (at once for an editor \
            waiting on a line, in large writes for a file piped in whole). A line that is \
            not valid UTF-8 is not checked: it is answered `# line 0` (as it came) and \
            reported on stderr. Words joined by an apostrophe that the dictionary's \
            word list knows as elisions (Italian dell'anno) are checked whole. With \
            --suggestions hunspell the suggestions and the words, and so every line, \
            are hunspell -a's (dell and anno).
            """
    )

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var suggestionEngine: SuggestionOptions

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            let output = OutputBuffer()
            output.writeLine(IspellSession.banner)
            output.flush()
            var session = IspellSession(checkers: [checker], method: suggestionEngine.method, output: output) { words in
                for word in words { try? checker.learnWord(word) }
            }
            var reader = LineReader(descriptor: STDIN_FILENO)
            var lineNumber = 0
            // Answers go out whenever the input read so far is answered (see LineReader).
            try reader.forEachLine(whenWaiting: { output.flush() }) { bytes in
                lineNumber += 1
                guard let line = validUTF8(bytes) else {
                    session.answerUndecodable(bytes)
                    StandardError.write("wordcheck: stdin line \(lineNumber) is not valid UTF-8\n")
                    return
                }
                session.handle(line)
            }
            output.flush()
        }
    }
}
