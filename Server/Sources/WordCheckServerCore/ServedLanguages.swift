import Foundation
import Synchronization
import WordCheck

/// A language the service answers in: its checker, its display name and codes, and a
/// bounded cache of suggestions.
package final class ServedLanguage: Sendable {
    package let checker: HunspellChecker
    /// The name a person reads, in English ("Spanish (Mexico)").
    package let name: String
    /// LanguageTool's long code: the identifier with hyphens (`en-US`, `es-MX`).
    package let longCode: String

    /// At most this many words' suggestions are kept; the cache is emptied when it is full.
    package static let suggestionCacheLimit = SuggestionCache.defaultLimit
    private let suggestionCache = SuggestionCache(limit: suggestionCacheLimit)
    /// Suggestions answered from the cache, and made anew, since the language was loaded.
    package let cacheHits = Atomic(0), cacheMisses = Atomic(0)

    package init(checker: HunspellChecker) {
        self.checker = checker
        self.name = Self.displayName(of: checker.language)
        self.longCode = Self.longCode(of: checker.language)
    }

    package var language: Language { checker.language }

    /// The checker's suggestions for a misspelled word, remembered: the service has no
    /// way to change a dictionary, so a word's suggestions stay the same.
    package func suggestions(for word: String) -> [String] {
        var made = false
        let suggestions = suggestionCache.suggestions(for: word) {
            made = true
            return checker.suggestions(for: word)
        }
        if made { cacheMisses.add(1, ordering: .relaxed) } else { cacheHits.add(1, ordering: .relaxed) }
        return suggestions
    }

    /// LanguageTool's long code of a language: its identifier with hyphens.
    package static func longCode(of language: Language) -> String {
        language.hyphenatedIdentifier
    }

    package static func displayName(of language: Language) -> String {
        Locale(identifier: "en_US").localizedString(forIdentifier: language.identifier) ?? language.identifier
    }
}

/// The languages the service answers in, found by request code (`en-US`, `es`, `it_IT`,
/// `auto`): those given at start, loaded then, and any other dictionary the machine has,
/// loaded on its first request.
package final class ServedLanguages: Sendable {
    /// The language of `auto`, and of WordCheck's own endpoints when a request names none.
    package let defaultLanguage: ServedLanguage
    /// Every language a request may name, for `GET /v2/languages`, in search order.
    package let available: [Language]

    /// The languages loaded at start, the default first.
    package let preloadedLanguages: [Language]

    /// Codes as requests write them, kept once resolved; bounded, since a client may
    /// write a language in many ways.
    package static let resolvedLimit = 1024
    private let preloaded: [String: ServedLanguage]
    private let resolved = Mutex<[String: ServedLanguage]>([:])

    /// Loads a checker for each identifier, the first being the default, with its
    /// suggestion engine ready (``SpellChecking/HunspellChecker/prepareSuggestions()``).
    ///
    /// - Throws: ``SpellCheckingCore/SpellCheckingError`` when an identifier is malformed
    ///   or names no dictionary, or a dictionary cannot be loaded.
    package init(preloading identifiers: [String]) throws(SpellCheckingError) {
        var preloaded: [String: ServedLanguage] = [:]
        var first: ServedLanguage?
        var loaded: [Language] = []
        for identifier in identifiers.isEmpty ? Language.bundled.map(\.identifier) : identifiers {
            let checker = try HunspellChecker(language: identifier)
            // The suggestion engine's indexes too, so that the first request that needs
            // them does not wait for them (the server reports ready after this).
            checker.prepareSuggestions()
            let served = ServedLanguage(checker: checker)
            first = first ?? served
            if !loaded.contains(served.language) { loaded.append(served.language) }
            preloaded[try Language(identifier).identifier] = served
            preloaded[served.language.identifier] = served
        }
        self.preloaded = preloaded
        self.preloadedLanguages = loaded
        // The loop ran at least once: the bundled languages are never an empty list.
        self.defaultLanguage = first!
        var seen = Set<Language>()
        let others = HunspellChecker.availableLanguages
        self.available = (preloaded.values.map(\.language).sorted { $0.identifier < $1.identifier } + others)
            .filter { seen.insert($0).inserted }
    }

    /// Every language loaded so far, once each: those loaded at start, then those loaded
    /// on a request.
    package var loaded: [ServedLanguage] {
        var seen = Set<ObjectIdentifier>()
        return (preloadedServed + resolved.withLock { Array($0.values) }).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The preloaded languages, the default first: what `auto` chooses among.
    package var preloadedServed: [ServedLanguage] {
        preloadedLanguages.compactMap { preloaded[$0.identifier] }
    }

    /// The language a request names; `auto` and nil are the default language.
    ///
    /// - Throws: ``APIError`` `unknownLanguage` (400) when the code is malformed or no
    ///   dictionary has it; `dictionaryUnusable` (500) when its dictionary will not load.
    package func language(_ requested: String?) throws(APIError) -> ServedLanguage {
        guard let requested, requested != "auto" else { return defaultLanguage }
        let language: Language
        let checker: HunspellChecker
        do {
            language = try Language(requested)
            if let served = preloaded[language.identifier] { return served }
            if let served = resolved.withLock({ $0[language.identifier] }) { return served }
            checker = try HunspellChecker(language: language)
        } catch {
            throw APIError(error, requestedLanguage: requested)
        }
        // One ServedLanguage per dictionary, however its code was written: `es` is the
        // preloaded es_ES when that is the dictionary it finds.
        let known = preloaded.values.first { $0.checker.dictionary == checker.dictionary }
        return resolved.withLock { table in
            let served = known ?? table.values.first { $0.checker.dictionary == checker.dictionary } ?? ServedLanguage(checker: checker)
            if table.count < Self.resolvedLimit { table[language.identifier] = served }
            return served
        }
    }
}
