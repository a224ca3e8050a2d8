import ArgumentParser
import WordCheck

/// `wordcheck stem` and `wordcheck analyze`: a word's stems or morphological analyses,
/// as `hunspell -s` and `hunspell -m` print them.
struct MorphologyOptions: ParsableArguments {
    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Print one JSON array of {\"word\", \"results\"} objects instead of lines.")
    var json = false

    @Argument(help: "Words to look up; without any, one word per line is read from standard input.")
    var words: [String] = []

    /// Prints the stems (or analyses) of each word; exit status 1 when a word has none.
    /// Standard input is read as `spell` reads it (``Spell/forEachInputWord(output:_:invalid:)``:
    /// a line's blanks and a byte order mark dropped); a line that is not UTF-8 is reported
    /// on stderr.
    func run(stems: Bool, in command: some ParsableCommand) throws {
        try command.reportingFailures {
            let checker = try dictionary.makeChecker()
            let output = OutputBuffer()
            var unknown = false, first = true
            if json { output.write("[") }
            func answer(_ word: String) {
                let results = stems ? checker.stems(of: word) : checker.analyses(of: word)
                if results.isEmpty { unknown = true }
                if json {
                    output.write((first ? "" : ",\n ") + JSON.text(MorphologyReport(word: word, results: results)))
                    first = false
                } else {
                    for result in results { output.writeLine(word + " " + result) }
                    if results.isEmpty { output.writeLine(word) }
                    output.writeLine("")
                }
            }
            if words.isEmpty {
                try Spell.forEachInputWord(output: output) { word, _ in
                    answer(word)
                } invalid: { line in
                    // The line as it came, with no result (none in the JSON array).
                    unknown = true
                    if !json {
                        output.writeLine(line)
                        output.writeLine("")
                    }
                }
            } else {
                words.forEach(answer)
            }
            if json { output.writeLine("]") }
            output.flush()
            if unknown { throw ExitCode(.misspelledOrRejected) }
        }
    }
}

struct Stem: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stem",
        abstract: "Print the stems of words, as hunspell -s does.",
        discussion: """
            For each word, one line `word stem` per stem (walked → walk, cats → cat), \
            the word alone when the dictionary does not know it, and a blank line: \
            hunspell -s's format. A derived word whose dictionary marks the derivation \
            (ds: fields) keeps it. The Swift engine answers, compounds and learned words \
            included. With --json, one array of {"word", "results"}. \
            A line of standard input that is not valid UTF-8 has no stem: it is printed \
            as it came and reported on stderr.

            Exit status: 0 when every word has a stem, 1 when any has none.
            """
    )

    @OptionGroup var options: MorphologyOptions

    func run() throws { try options.run(stems: true, in: self) }
}

struct Analyze: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "analyze",
        abstract: "Print the morphological analyses of words, as hunspell -m does.",
        discussion: """
            For each word, one line `word analysis` per analysis, the word alone when the \
            dictionary does not know it, and a blank line: hunspell -m's format. An \
            analysis holds the dictionary's fields for the stem (po:noun), st: and the \
            stem, and each affix's fields (is:plur), or fl: and its flag when the affix \
            has none. The Swift engine answers, compounds and learned words included. \
            With --json, one array of {"word", "results"}. A line of \
            standard input that is not valid UTF-8 has no analysis: it is printed as it \
            came and reported on stderr.

            Exit status: 0 when every word has an analysis, 1 when any has none.
            """
    )

    @OptionGroup var options: MorphologyOptions

    func run() throws { try options.run(stems: false, in: self) }
}
