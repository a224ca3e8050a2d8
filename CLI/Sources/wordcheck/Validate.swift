import ArgumentParser
import WordCheck

struct Validate: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validate",
        abstract: "Judge a word played from a root word, as a Word Scramble game does.",
        discussion: """
            The word must be at least --min-length letters, not the root itself, \
            spelled from the root's letters (each used at most as often as the root \
            has it), not in --used, and a real word of the language. The first rule \
            that fails decides. Prints one line: a mark, the title and the message, \
            in the language of --lang (English, Spanish or Italian; English for others). \
            With --json, one object: {"word", "root", "language", "accepted", "reason", \
            "title", "message", "points"}; reason, title and message are null when \
            the word is accepted. Reasons: empty, tooShort, isRoot, impossible, \
            unoriginal, unreal.

            Exit status: 0 accepted, 1 rejected, 64 usage error, 66 missing dictionary.
            """
    )

    @Argument(help: "The word to judge.")
    var word: String

    @Option(help: "The root word the letters come from.")
    var root: String

    @Option(parsing: .upToNextOption, help: "Words played already (repeat, or list several).")
    var used: [String] = []

    @Option(name: .customLong("lang"), help: ArgumentHelp(
        "Language of the game: en, es, it, es-MX, ...", valueName: "code"))
    var language: String = "en"

    @OptionGroup var ruleOptions: RuleOptions

    @Flag(help: "Print one JSON object instead of a line.")
    var json = false

    func validate() throws {
        if root.allSatisfy(\.isWhitespace) { throw ValidationError("--root must not be empty.") }
    }

    func run() throws {
        try reportingFailures {
            let checker = try checker(forLanguage: language)
            let rules = ruleOptions.rules
            let validator = try RootWordValidator(root: root, checker: checker, rules: rules)
            let verdict = validator.validate(word, played: PlayedWords(used))
            let messages = checker.language
            let output = OutputBuffer()
            if json {
                output.writeLine(JSON.text(ValidationReport(verdict, validator: validator)))
            } else {
                switch verdict {
                case .success(let accepted):
                    output.writeLine(visible("✓ \(accepted.title(in: messages)): \(accepted.message(in: messages))"))
                case .failure(let rejection):
                    output.writeLine(visible("✗ \(rejection.title(in: messages)): \(rejection.message(in: messages))"))
                }
            }
            output.flush()
            if case .failure = verdict { throw ExitCode(.misspelledOrRejected) }
        }
    }
}
