import ArgumentParser
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Solve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "solve",
        abstract: "List every word a Word Scramble root holds.",
        discussion: """
            For each ROOT (or each line of standard input when no ROOT is given; blank \
            lines are skipped), prints the words `validate` would accept with nothing \
            played, those of the game vocabulary (no Roman numerals, words without a \
            vowel or rare words; every word with --all-words); a ? in a ROOT is a blank \
            that stands for any letter (at most 3): a line `ROOT: N words, P points`, \
            then one line per length, longest \
            first, each word list most common first. With --json, one object per root, \
            {"root", "language", "count", "points", "words": [{"word", "points"}]}, and \
            an array of them when there is more than one root. The words come from the \
            dictionary's word list (bundled for en, es and it).

            Exit status: 0 done, 64 usage error (an empty root, more than 3 blanks, a line \
            that is not UTF-8), \
            66 missing dictionary or word list.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @OptionGroup var ruleOptions: RuleOptions

    @OptionGroup var words: VocabularyOptions

    @Flag(help: "Print JSON instead of lines.")
    var json = false

    @Argument(help: "Root words. Without any, standard input is read, one root per line.")
    var roots: [String] = []

    func validate() throws {
        if roots.contains(where: { $0.allSatisfy(\.isWhitespace) }) { throw ValidationError("A root must not be empty.") }
    }

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            let list = try checker.wordList()
            let rules = ruleOptions.rules
            let output = OutputBuffer()
            // One JSON object stands alone; from the second root on they form an array.
            var pendingObject: String?
            var solved = 0
            func solve(_ root: String) throws {
                let validator = try RootWordValidator(root: root, checker: checker, rules: rules)
                let solutions = RootWordSolver(validator: validator, list: list, vocabulary: words.vocabulary(for: checker.language)).solutions()
                let report = SolutionReport(solutions, validator: validator)
                let points = report.points
                solved += 1
                if json {
                    let object = JSON.text(report)
                    if solved == 1 {
                        pendingObject = object
                    } else {
                        if let first = pendingObject {
                            output.writeLine("[" + first + ",")
                            pendingObject = nil
                        } else {
                            output.writeLine(",")
                        }
                        output.writeLine(object)
                    }
                    return
                }
                output.writeLine("\(validator.root): \(solutions.count) \(solutions.count == 1 ? "word" : "words"), \(points) \(points == 1 ? "point" : "points")")
                var start = 0
                while start < solutions.count {
                    let length = solutions[start].letterCount
                    var end = start
                    while end < solutions.count && solutions[end].letterCount == length { end += 1 }
                    output.writeLine("\(length) letters: " + solutions[start..<end].map(\.word).joined(separator: ", "))
                    start = end
                }
            }
            if roots.isEmpty {
                var reader = LineReader(descriptor: STDIN_FILENO)
                var lineNumber = 0
                try reader.forEachLine { line in
                    lineNumber += 1
                    guard let root = validUTF8(line) else {
                        throw CommandFailure("stdin line \(lineNumber) is not valid UTF-8", status: .usage)
                    }
                    if root.allSatisfy(\.isWhitespace) { return }
                    try solve(root)
                }
            } else {
                for root in roots { try solve(root) }
            }
            if json {
                if let first = pendingObject {
                    output.writeLine(first)
                } else if solved > 1 {
                    output.writeLine("]")
                } else {
                    output.writeLine("[]")
                }
            }
            output.flush()
        }
    }
}
