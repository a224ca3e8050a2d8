import Foundation
import SpellCheckingCore

/// A `SpellChecker` test double: a fixed list of words, compared after NFC normalisation.
public struct FixedWordsChecker: SpellChecker {
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

    /// The longer listed words that start with `partialWord`, shortest first, then sorted.
    public func completions(forPartialWord partialWord: String, limit: Int) -> [String] {
        let partial = partialWord.precomposedStringWithCanonicalMapping
        guard !partial.isEmpty else { return [] }
        let found = words.filter { $0.count > partial.count && $0.hasPrefix(partial) }
            .sorted { ($0.count, $0) < ($1.count, $1) }
        return Array(found.prefix(max(0, limit)))
    }

    /// The listed words sharing the first two letters of `word`, sorted; none for a correct word.
    public func suggestions(for word: String) -> [String] {
        guard !isCorrect(word) else { return [] }
        let prefix = word.prefix(2).lowercased()
        return words.filter { $0.hasPrefix(prefix) }.sorted()
    }
}
