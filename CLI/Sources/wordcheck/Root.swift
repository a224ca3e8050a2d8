import ArgumentParser
import Foundation
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Root: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "root",
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
            let output = OutputBuffer()
            output.writeLine(word)
            output.flush()
        }
    }
}
