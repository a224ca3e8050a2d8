import Foundation
import SpellCheckingCore

/// Words to play Word Scramble with: any list of your own, or (with `import WordCheck`)
/// the bundled lists of common 7-, 8- and 9-letter words in English, Spanish and Italian.
///
/// The bundled lists (`dictionaries/*/roots/`, made by `scripts/generate-root-words.py`)
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
