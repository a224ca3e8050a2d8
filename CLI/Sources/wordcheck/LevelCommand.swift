import ArgumentParser
import Foundation
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct LevelCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "level",
        abstract: "Check a \"7 Swifty Words\" level file and show it.",
        discussion: """
            Each line of FILE is letter groups separated by |, then ": " and a clue \
            (HA|UNT|ED: Ghosts in residence); blank lines are skipped. Every problem is \
            reported with its line number, in one pass: malformed lines, and answers \
            that are not words of the language, checked as written (OLI|VER passes as \
            the name Oliver; oli|ver does not). When every line is an entry, the clues \
            are printed with their answers' lengths, and the letter groups shuffled.

            Exit status: 0 when the level is sound, 1 when a line is malformed or an \
            answer is not a word, 66 when FILE cannot be read.
            """
    )

    @Argument(help: "The level file.")
    var file: String

    @Option(name: .customLong("lang"), help: ArgumentHelp("Language of the answers.", valueName: "code"))
    var language: String = "en"

    @Option(parsing: .unconditional, help: "Seed for shuffling the letter groups.")
    var seed: UInt64?

    func run() throws {
        try reportingFailures {
            guard let data = FileManager.default.contents(atPath: file) else {
                throw CommandFailure("cannot read \(file)", status: .missingInput)
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure("\(file) is not UTF-8 text", status: .missingInput)
            }
            let checker = try checker(forLanguage: language)
            // Reasons and labels in the level's language (English for one without its own).
            let messages = GameMessages(language: checker.language)
            let problems = Level.problems(in: text, checkedWith: checker)
            for problem in problems {
                switch problem.kind {
                case .malformed(let reason):
                    StandardError.write("wordcheck: \(file):\(problem.line): \(visible(reason))\n")
                case .notAWord(let answer):
                    StandardError.write("wordcheck: \(file):\(problem.line): \(messages.notAWord(visible(answer), dictionary: "\(checker.language)"))\n")
                }
            }
            // The level is shown only when every line is an entry.
            guard let level = try? Level(parsing: text) else { throw ExitCode(.misspelledOrRejected) }
            let output = OutputBuffer()
            for (index, entry) in level.entries.enumerated() {
                output.writeLine("\(index + 1). \(entry.clue) \(messages.answerLength(entry.answer.count))")
            }
            var generator = SeededGenerator(seed: seed ?? UInt64.random(in: .min ... .max))
            output.writeLine(level.shuffledGroups(using: &generator).joined(separator: " "))
            output.flush()
            if !problems.isEmpty { throw ExitCode(.misspelledOrRejected) }
        }
    }
}
