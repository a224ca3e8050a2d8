import ArgumentParser
import SpellChecking

struct Suggest: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print Hunspell's suggestions for words.",
        discussion: """
            One line per word: `word: s1, s2, ...`, best suggestion first. Nothing \
            follows the colon when the word is correct or there is no suggestion. \
            With --json, one JSON array of {"word", "correct", "suggestions"} objects.

            Exit status: 0 when every word is correct, 1 when any is misspelled.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Print one JSON array instead of lines.")
    var json = false

    @Argument(help: "Words to suggest corrections for.")
    var words: [String]

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            let results = words.map { word in
                let correct = checker.isCorrect(word)
                return (word: word, correct: correct, suggestions: correct ? [] : checker.suggestions(for: word))
            }
            let output = OutputBuffer()
            if json {
                let objects = results.map { result in
                    "{\"word\": \(JSON.quote(result.word)), \"correct\": \(result.correct), "
                        + "\"suggestions\": [\(result.suggestions.map(JSON.quote).joined(separator: ", "))]}"
                }
                output.writeLine("[" + objects.joined(separator: ",\n ") + "]")
            } else {
                for result in results {
                    let list = result.suggestions.joined(separator: ", ")
                    output.writeLine(list.isEmpty ? "\(result.word):" : "\(result.word): \(list)")
                }
            }
            output.flush()
            if results.contains(where: { !$0.correct }) { throw ExitCode(1) }
        }
    }
}

enum JSON {
    /// `text` as a JSON string literal.
    static func quote(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
