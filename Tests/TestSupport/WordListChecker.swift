import Foundation
import SpellChecking

/// A `SpellChecker` test double: a fixed list of words, compared after NFC normalisation.
public struct WordListChecker: SpellChecker {
    public static var availableLanguages: [Language] { Language.bundled }

    public let language: Language
    private let words: Set<String>

    public init(language: Language = .english, words: [String]) {
        self.language = language
        self.words = Set(words.map(\.precomposedStringWithCanonicalMapping))
    }

    public func isCorrect(_ word: String) -> Bool {
        !word.isEmpty && !word.contains("\u{0}") && words.contains(word.precomposedStringWithCanonicalMapping)
    }

    /// The listed words sharing the first two letters of `word`, sorted; none for a correct word.
    public func suggestions(for word: String) -> [String] {
        guard !isCorrect(word) else { return [] }
        let prefix = word.prefix(2).lowercased()
        return words.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
