import SpellCheckingCore

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
