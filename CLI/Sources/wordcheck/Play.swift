import ArgumentParser
import Foundation
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Play: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "play",
        abstract: "Play Word Scramble in the terminal.",
        discussion: """
            Shows a root word and reads words, one per line, from the keyboard or from \
            a pipe. Each word gets its verdict, then the played words (newest first, with \
            their letter counts), how many of the root's words are found (found N of M, \
            counting the game vocabulary's words unless --all-words is given) and the score. Type :hint for a hint (a word's length and first letter, then \
            one more letter each time; each costs a point), :words to end the round and \
            see the words missed (then a new root word follows), :new for a new root word \
            (the game's total score, shown beside the root's, keeps the points), \
            :help for the commands and :quit to stop; any other :command is answered as \
            unknown, never judged as a word. On a terminal, the line can be edited (left, \
            right, Home, End, Backspace, Delete, Control-A/E/K/U/W) and up and down go \
            through the words entered before; read from a pipe, a line that holds control \
            characters (arrow keys' escape sequences) is answered, never judged as a word. \
            The game also ends cleanly at the end of input, Control-D or Control-C. Messages \
            are in the game's language.
            """
    )

    @OptionGroup var game: GameOptions

    @OptionGroup var rules: RuleOptions

    @OptionGroup var words: VocabularyOptions

    func run() throws {
        try reportingFailures {
            var settings = try game.settings(minimumLength: rules.minLength, foldsDiacritics: rules.foldAccents)
            settings.vocabulary = words.vocabulary(for: settings.language)
            var session = try GameSession(settings: settings)
            let messages = GameMessages(language: settings.language)
            let interactive = isatty(STDIN_FILENO) != 0
            // On a terminal, lines are edited (arrows, backspace, history); from a pipe, read as they are.
            let terminal = TerminalLineReader()
            defer { terminal?.finish() }
            let output = OutputBuffer()
            output.writeLine(messages.rootWord(session.root))
            if let progress = session.progress { output.writeLine(messages.progress(progress)) }
            output.writeLine(messages.instructions)
            while true {
                // Everything so far shows before the player types (or the next line is read).
                if interactive && terminal == nil { output.write("> ") }
                output.flush()
                guard let line = terminal.map({ $0.readLine(prompt: "> ") }) ?? readLine() else { break }
                let word = line.trimmingCharacters(in: .whitespaces)
                switch word {
                case "":
                    continue
                case let typed where typed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }):
                    // Arrow keys where no line editing reads them (^[[D): never judged as a word.
                    output.writeLine(messages.controlCharacters)
                case ":quit", ":q":
                    output.writeLine(messages.score(session.score, game: session.totalScore))
                    return
                case ":new", ":n":
                    output.writeLine(messages.score(session.score, game: session.totalScore))
                    try session.restart()
                    output.writeLine(messages.rootWord(session.root))
                    if let progress = session.progress { output.writeLine(messages.progress(progress)) }
                case ":hint", ":h":
                    output.writeLine(messages.hint(session.hint()))
                    output.writeLine(messages.score(session.score))
                case ":words", ":w":
                    if let missed = session.missedWords { output.writeLine(messages.missed(missed)) }
                    output.writeLine(messages.score(session.score, game: session.totalScore))
                    try session.restart()
                    output.writeLine(messages.rootWord(session.root))
                    if let progress = session.progress { output.writeLine(messages.progress(progress)) }
                case ":help", ":?":
                    output.writeLine(messages.instructions)
                case let command where command.hasPrefix(":"):
                    // Never judged as a word: a mistyped command is not a play.
                    output.writeLine(visible(messages.unknownCommand(command)))
                default:
                    switch session.submit(word) {
                    case .success(let accepted):
                        output.writeLine(visible("✓ \(accepted.title(in: settings.language)): \(accepted.message(in: settings.language))"))
                    case .failure(let rejection):
                        output.writeLine(visible("✗ \(rejection.title(in: settings.language)): \(rejection.message(in: settings.language))"))
                    }
                    output.writeLine(visible(messages.played(session.played)))
                    if let progress = session.progress { output.writeLine(messages.progress(progress)) }
                    output.writeLine(messages.score(session.score))
                }
            }
            output.writeLine(messages.score(session.score, game: session.totalScore))
        }
    }
}
