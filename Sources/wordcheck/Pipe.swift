import ArgumentParser
import SpellChecking

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Pipe: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Speak Hunspell's -a pipe protocol (the ispell protocol) on stdin and stdout.",
        discussion: """
            Prints a version banner, then answers every input line: `*` for a correct \
            word, `& word count offset: s1, s2, ...` for a misspelled one with \
            suggestions, `# word offset` for one without (offsets count Unicode \
            scalars from 0, as hunspell -a does), and a blank line after each line. \
            Commands: *word adds word to the personal dictionary (saved by #), @word \
            accepts it for this session, # saves the personal dictionary, ^text checks text (the ^ is not checked), \
            ! turns terse mode on (no `*` lines), % turns it off. Output is flushed \
            after every line, so an editor can drive it interactively. A line that is \
            not valid UTF-8 is not checked: it is answered `# line 0` (as it came) and \
            reported on stderr. With --suggestions hunspell the suggestions, and so \
            every line, are hunspell -a's.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var suggestionEngine: SuggestionOptions

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            let output = OutputBuffer()
            output.writeLine("@(#) International Ispell Version 3.2.06 (but really WordCheck, Hunspell 1.7)")
            output.flush()
            var terse = false
            var pending: [String] = []  // words added with *, saved by #
            var reader = LineReader(descriptor: STDIN_FILENO)
            var lineNumber = 0
            try reader.forEachLine { bytes in
                lineNumber += 1
                guard let line = String(validating: bytes, as: UTF8.self) else {
                    (Array("# ".utf8) + bytes + Array(" 0".utf8)).withUnsafeBufferPointer { output.writeLine($0) }
                    output.writeLine("")
                    output.flush()
                    StandardError.write("wordcheck: stdin line \(lineNumber) is not valid UTF-8\n")
                    return
                }
                switch line.first {
                case "*":
                    let word = String(line.dropFirst())
                    if (try? checker.add(word)) != nil { pending.append(word) }
                case "@":
                    checker.ignoreWord(String(line.dropFirst()))
                case "#":
                    for word in pending { try? checker.learnWord(word) }
                    pending.removeAll()
                case "!":
                    terse = true
                case "%":
                    terse = false
                case "+", "-", "~":
                    break  // TeX/nroff modes and character-set selection: nothing to do
                case "^":
                    // The ^ is not checked, but offsets still count it, as in hunspell -a.
                    answer(" " + line.dropFirst(), checker: checker, terse: terse, output: output)
                default:
                    answer(line, checker: checker, terse: terse, output: output)
                }
                output.flush()
            }
        }
    }

    private func answer(_ line: String, checker: HunspellChecker, terse: Bool, output: OutputBuffer) {
        for (word, offset, correct) in checker.pipeWords(in: line) {
            if correct {
                if !terse { output.writeLine("*") }
                continue
            }
            let suggestions = checker.suggestions(for: word, using: suggestionEngine.method)
            output.writeLine(suggestions.isEmpty
                ? "# \(word) \(offset)"
                : "& \(word) \(suggestions.count) \(offset): \(suggestions.joined(separator: ", "))")
        }
        output.writeLine("")
    }
}
