import ArgumentParser
import Foundation
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `--lang`, `--length` and `--seed`, shared by `root` and `play`.
struct GameOptions: ParsableArguments {
    @Option(name: .customLong("lang"), help: ArgumentHelp("Language: en, es or it.", valueName: "code"))
    var language: String = "en"

    @Option(parsing: .unconditional, help: "Letters in the root word: 7, 8 or 9.")
    var length: Int = 8

    @Option(parsing: .unconditional, help: "Seed for drawing root words; the same seed gives the same game.")
    var seed: UInt64?

    func validate() throws {
        guard RootWordList.bundledLengths.contains(length) else {
            throw ValidationError("--length must be 7, 8 or 9.")
        }
    }

    func settings(minimumLength: Int = 3, foldsDiacritics: Bool = false) throws -> GameSession.Settings {
        GameSession.Settings(language: try Language(language), length: length, minimumLength: minimumLength,
                                    foldsDiacritics: foldsDiacritics, seed: seed)
    }
}

/// `--min-length` and `--fold-accents`: the game rules `validate`, `play` and `solve` share.
struct RuleOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "The fewest letters a word may have.")
    var minLength: Int = 3

    @Flag(help: "Count accented letters as their plain letters (é as e, ñ as n).")
    var foldAccents = false

    func validate() throws {
        if minLength < 1 { throw ValidationError("--min-length must be at least 1.") }
    }

    var rules: RootWordValidator.Rules {
        RootWordValidator.Rules(minimumLength: minLength, foldsDiacritics: foldAccents)
    }
}

struct Root: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print a root word for a Word Scramble game.",
        discussion: "Drawn from the bundled list of common words of the language and length; the same --seed prints the same word."
    )

    @OptionGroup var game: GameOptions

    func run() throws {
        try reportingFailures {
            let settings = try game.settings()
            let list = try RootWordList.bundled(language: settings.language, length: settings.length)
            var generator = SeededGenerator(seed: settings.seed ?? UInt64.random(in: .min ... .max))
            guard let word = list.randomWord(using: &generator) else {
                throw GameError.noRootWords(language: game.language, length: game.length)
            }
            print(word)
        }
    }
}

struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Play Word Scramble in the terminal.",
        discussion: """
            Shows a root word and reads words, one per line, from the keyboard or from \
            a pipe. Each word gets its verdict, then the played words (newest first, with \
            their letter counts), how many of the root's words are found (found N of M) \
            and the score. Type :hint for a hint (a word's length and first letter, then \
            one more letter each time; each costs a point), :words to end the round and \
            see the words missed (then a new root word follows), :new for a new root word \
            (the game's total score, shown beside the root's, keeps the points), \
            :help for the commands and :quit to stop; any other :command is answered as \
            unknown, never judged as a word. The game also ends cleanly at the end of input. Messages \
            are in the game's language.
            """
    )

    @OptionGroup var game: GameOptions

    @OptionGroup var rules: RuleOptions

    func run() throws {
        try reportingFailures {
            let settings = try game.settings(minimumLength: rules.minLength, foldsDiacritics: rules.foldAccents)
            var session = try GameSession(settings: settings)
            let messages = GameMessages(language: settings.language)
            let interactive = isatty(STDIN_FILENO) != 0
            print(messages.rootWord(session.root))
            if let progress = session.progress { print(messages.progress(progress)) }
            print(messages.instructions)
            while true {
                if interactive {
                    // Unbuffered, so the prompt shows before the player types.
                    StandardOutput.write("> ")
                }
                guard let line = readLine() else { break }
                let word = line.trimmingCharacters(in: .whitespaces)
                switch word {
                case "":
                    continue
                case ":quit", ":q":
                    print(messages.score(session.score, game: session.totalScore))
                    return
                case ":new", ":n":
                    print(messages.score(session.score, game: session.totalScore))
                    try session.restart()
                    print(messages.rootWord(session.root))
                    if let progress = session.progress { print(messages.progress(progress)) }
                case ":hint", ":h":
                    print(messages.hint(session.hint()))
                    print(messages.score(session.score))
                case ":words", ":w":
                    if let missed = session.missedWords { print(messages.missed(missed)) }
                    print(messages.score(session.score, game: session.totalScore))
                    try session.restart()
                    print(messages.rootWord(session.root))
                    if let progress = session.progress { print(messages.progress(progress)) }
                case ":help", ":?":
                    print(messages.instructions)
                case let command where command.hasPrefix(":"):
                    // Never judged as a word: a mistyped command is not a play.
                    print(visible(messages.unknownCommand(command)))
                default:
                    switch session.submit(word) {
                    case .success(let accepted):
                        print(visible("✓ \(accepted.title(in: settings.language)): \(accepted.message(in: settings.language))"))
                    case .failure(let rejection):
                        print(visible("✗ \(rejection.title(in: settings.language)): \(rejection.message(in: settings.language))"))
                    }
                    print(visible(messages.played(session.played)))
                    if let progress = session.progress { print(messages.progress(progress)) }
                    print(messages.score(session.score))
                }
            }
            print(messages.score(session.score, game: session.totalScore))
        }
    }
}

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
                throw CommandFailure("cannot read \(file)", exitCode: ExitCode(66))
            }
            guard let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure("\(file) is not UTF-8 text", exitCode: ExitCode(66))
            }
            let checker = try checker(forLanguage: language)
            let problems = Level.problems(in: text, checkedWith: checker)
            for problem in problems {
                switch problem.kind {
                case .malformed(let reason):
                    StandardError.write("wordcheck: \(file):\(problem.line): \(visible(reason))\n")
                case .notAWord(let answer):
                    StandardError.write("wordcheck: \(file):\(problem.line): \(visible(answer)) is not a word in \(checker.language)\n")
                }
            }
            // The level is shown only when every line is an entry.
            guard let level = try? Level(parsing: text) else { throw ExitCode(1) }
            for (index, entry) in level.entries.enumerated() {
                print("\(index + 1). \(entry.clue) (\(entry.answer.count) letters)")
            }
            var generator = SeededGenerator(seed: seed ?? UInt64.random(in: .min ... .max))
            print(level.shuffledGroups(using: &generator).joined(separator: " "))
            if !problems.isEmpty { throw ExitCode(1) }
        }
    }
}
