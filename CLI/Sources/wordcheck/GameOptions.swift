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

    @Flag(help: "Count accented letters as their plain letters (é as e, ñ as n), and a word typed without its accents as its accented spelling (camion as camión).")
    var foldAccents = false

    func validate() throws {
        if minLength < 1 { throw ValidationError("--min-length must be at least 1.") }
    }

    var rules: RootWordValidator.Rules {
        RootWordValidator.Rules(minimumLength: minLength, foldsDiacritics: foldAccents)
    }
}

/// `--all-words`: the words a game command answers from (``GameVocabulary``).
struct VocabularyOptions: ParsableArguments {
    @Flag(help: "Answer from every lower-case word of the dictionary's list, not the game vocabulary (which leaves out Roman numerals, words without a vowel, rare words and the language's curated exclusions: abbreviations, names, foreign and offensive words).")
    var allWords = false

    /// The vocabulary of a game in `language`.
    func vocabulary(for language: Language) -> GameVocabulary { allWords ? .all : .standard(for: language) }
}
