import ArgumentParser
import Foundation
import WordCheck

/// Where learned words are kept, shown in the help of learn and unlearn.
let learnedWordsFolder = """
    Learned words are kept per dictionary in $XDG_DATA_HOME/wordcheck/learned \
    (~/.local/share/wordcheck/learned when XDG_DATA_HOME is unset), one word per line.
    """

struct Learn: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "learn",
        abstract: "Teach the spell checker a word, or bring in a hunspell personal dictionary.",
        discussion: """
            \(learnedWordsFolder) Every wordcheck command, the language server and the \
            service accept a learned word from then on; so does wordcheck -a, whose `*word` \
            and `#` (what Emacs sends) learn the word too.

            --import FILE learns the words of a hunspell personal dictionary (such as \
            ~/.hunspell_en_US: a word a line, `word/model` is the word, `*word` lines are \
            left out since a learned list forbids nothing), in one write, and says how many \
            were new. --export prints the learned words in that format, for hunspell's -p \
            (wordcheck learn --export >> ~/.hunspell_en_US).

            --correction MISSPELLING=CORRECTION records a correction chosen for a \
            misspelling (the language server records the suggestions picked in its quick \
            fixes, and wordcheck -a aspell's `$$ra MISSPELLING,CORRECTION`): it comes first \
            among that misspelling's suggestions from then on, and once chosen 3 times in a \
            row (and never another for it) it is applied without asking (check \
            --autocorrect, the language server's preferred fix and autocorrectOnSave). They are kept beside the learned \
            words (NAME.corrections); --corrections lists them, a line each: times chosen, \
            misspelling, correction, and * for a misspelling once corrected otherwise.

            Exit status: 0 done, 64 usage error or a word the dictionary cannot hold, \
            66 missing dictionary or import file, 73 the list cannot be written (the old \
            list is kept).
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(name: .customLong("import"), help: ArgumentHelp("Learn the words of a hunspell personal dictionary.", valueName: "file"))
    var importFile: String?

    @Flag(name: .customLong("export"), help: "Print the learned words, one a line, as hunspell's personal dictionary holds them.")
    var export = false

    @Option(name: .customLong("correction"),
            help: ArgumentHelp("Record a correction chosen for a misspelling.", valueName: "misspelling=correction"))
    var correction: String?

    @Flag(name: .customLong("corrections"), help: "Print the learned corrections: times chosen, misspelling and correction, tab-separated.")
    var listCorrections = false

    @Argument(help: "The word to accept from now on.")
    var word: String?

    func validate() throws {
        let given = [word != nil, importFile != nil, export, correction != nil, listCorrections].filter { $0 }.count
        if given != 1 { throw ValidationError("Give one of a word, --import FILE, --export, --correction or --corrections.") }
        if let correction, Self.pair(correction) == nil {
            throw ValidationError("--correction takes MISSPELLING=CORRECTION, both not empty.")
        }
    }

    /// `MISSPELLING=CORRECTION` split at its first `=`.
    static func pair(_ text: String) -> (misspelling: String, correction: String)? {
        guard let equals = text.firstIndex(of: "=") else { return nil }
        let misspelling = String(text[..<equals]), correction = String(text[text.index(after: equals)...])
        return misspelling.isEmpty || correction.isEmpty ? nil : (misspelling, correction)
    }

    func run() throws {
        try reportingFailures {
            if export {
                let output = OutputBuffer()
                for learned in try PersonalDictionary().words(forDictionary: dictionary.name()) { output.writeLine(learned) }
                output.flush()
            } else if let importFile {
                let words = try Self.personalDictionaryWords(at: importFile)
                let checker = try dictionary.makeChecker()
                let added = try checker.learnWords(words.learned)
                var line = "\(added) of \(words.learned.count) words learned (the others were learned already)"
                if words.forbidden > 0 { line += "; \(words.forbidden) forbidden (*word) left out" }
                StandardError.write("wordcheck: \(line)\n")
            } else if let word {
                try dictionary.makeChecker().learnWord(word)
            } else if let correction, let (misspelling, chosen) = Self.pair(correction) {
                let kept = try dictionary.makeChecker().learnCorrection(misspelling, as: chosen)
                StandardError.write("wordcheck: \(kept.misspelling) -> \(kept.correction), chosen \(kept.count) time\(kept.count == 1 ? "" : "s")"
                    + (kept.isChosenEnough ? " (applied without asking from now on)" : "") + "\n")
            } else if listCorrections {
                let output = OutputBuffer()
                for kept in try PersonalDictionary().corrections(forDictionary: dictionary.name()) {
                    output.writeLine("\(kept.count)\t\(kept.misspelling)\t\(kept.correction)" + (kept.isAmbiguous ? "\t*" : ""))
                }
                output.flush()
            }
        }
    }

    /// The words of a hunspell personal dictionary (``PersonalWordFile/entries(of:)``): the
    /// accepted ones, and how many `*word` lines (forbidden words) there were.
    static func personalDictionaryWords(at path: String) throws -> (learned: [String], forbidden: Int) {
        guard let data = PersonalWordFile.contents(of: path) else {
            throw CommandFailure("cannot import \(path): it is not a readable file of at most 16 MiB", status: .missingInput)
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            throw CommandFailure("cannot import \(path): it is not UTF-8", status: .missingInput)
        }
        let entries = PersonalWordFile.entries(of: text)
        return (entries.filter(\.accepted).map(\.word), entries.count(where: { !$0.accepted }))
    }
}
