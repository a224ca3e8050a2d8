import Foundation
import SpellCheckingCore

/// Words to play Word Scramble with: any list of your own, or (with `import WordCheck`)
/// the bundled lists of common 7-, 8- and 9-letter words in English, Spanish and Italian.
///
/// The bundled lists (`dictionaries/roots/`, made by `scripts/generate-root-words.py`)
/// hold 3,000 words each, most common first, every one accepted by the bundled
/// dictionary in lowercase and holding at least 15 words of 3 letters or more
/// (``RootWordSolver``).
public struct RootWordList: Sendable, Hashable {
    /// The words, most common first.
    public let words: [String]

    /// A list of your own; words are trimmed and lowercased, blanks dropped.
    public init(words: [String]) {
        self.words = words.map(GameText.normalize).filter { !$0.isEmpty }
    }

    /// A word picked with `generator`; nil for an empty list.
    public func randomWord(using generator: inout some RandomNumberGenerator) -> String? {
        words.randomElement(using: &generator)
    }
}

/// Why a game could not start or go on.
public enum GameError: Error, Sendable, Equatable, CustomStringConvertible {
    /// No root-word list exists for the language and length.
    case noRootWords(language: String, length: Int)
    /// The game's settings or root are not usable.
    case invalidSetup(RootWordValidator.SetupError)
    /// The spell checker for the game's language could not be made, or its word list read.
    case spellChecking(SpellCheckingError)
    /// The spell checker has no word list to find a root's words in (it is not a
    /// ``WordListProviding`` checker; give ``RootWordSolver`` a list of its own).
    case noWordList(checker: String)

    public var description: String {
        switch self {
        case .noRootWords(let language, let length):
            "no root words for '\(language)' with \(length) letters (bundled: en, es, it with 7, 8 or 9)"
        case .invalidSetup(let error): error.description
        case .spellChecking(let error): error.description
        case .noWordList(let checker): "the spell checker (\(checker)) has no word list to find the root's words in"
        }
    }
}
