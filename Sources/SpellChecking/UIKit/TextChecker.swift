import SpellCheckingCore
import Foundation
import Synchronization

/// UIKit's `UITextChecker`, for code ported as it is: the same methods, the same
/// arguments, the same answers, with the language honoured on every call.
///
/// ```swift
/// func isReal(word: String) -> Bool {
///     let checker = TextChecker()
///     let range = NSRange(location: 0, length: word.utf16.count)
///     let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: "en")
///     return misspelledRange.location == NSNotFound
/// }
/// ```
///
/// **Languages.** Each call names its language (`"en"`, `"en_US"`, `"es-MX"`,
/// `"it"`), found as ``HunspellChecker/init(language:locator:)-(String,_)`` finds it: a
/// named variant (`"es-MX"`) only under its own name, never another variant in its
/// place; the code alone (`"es"`) in its main region or any variant. The
/// ``HunspellChecker`` for each language is made on its first use and kept for the
/// life of the process, shared by every `TextChecker`, so making a `TextChecker`
/// per call, as UIKit code does, costs an allocation.
///
/// **A language with no dictionary finds nothing,** as in UIKit:
/// ``rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`` answers
/// `NSNotFound` (so every word looks correct) and ``guesses(forWordRange:in:language:)``
/// answers nil. The same goes for a malformed identifier or broken dictionary
/// files. To learn why, ask ``spellChecker(forLanguage:)``, which throws the
/// ``SpellCheckingError``.
///
/// **Learned and ignored words.** As in UIKit, learned words are global across
/// languages and kept between runs: ``learnWord(_:)`` saves them in the list
/// `all-languages.txt` of the default ``PersonalDictionary``, and every language
/// accepts them. Words learned for one dictionary (``HunspellChecker/learnWord(_:)``,
/// `wordcheck learn`) are accepted too. Ignored words belong to one `TextChecker`
/// and are forgotten with it.
///
/// **Differences from UIKit.** A `TextChecker` is `Sendable` and may be used from
/// any thread, not only the main actor. Ranges that do not fit the string find
/// nothing (`NSNotFound`, nil) instead of raising. ``availableLanguages`` lists
/// what this machine's dictionaries and the bundled ones offer.
public final class TextChecker: Sendable {
    private let languages: LanguageCheckers
    private let ignored = IgnoredWords()

    /// A checker for any language, with no ignored words.
    ///
    /// UIKit: `UITextChecker()`.
    public init() {
        self.languages = .shared
    }

    /// A checker whose languages come from `locator` and whose learned words are kept
    /// in `personalDictionary`, with checkers cached apart from those of `init()`.
    init(locator: DictionaryLocator, personalDictionary: PersonalDictionary) {
        self.languages = LanguageCheckers(locator: locator, personalDictionary: personalDictionary)
    }

    /// The checker that answers for `language`, made on first use and then shared.
    ///
    /// - Throws: ``SpellCheckingError/invalidLanguage(_:)`` for a malformed identifier,
    ///   ``SpellCheckingError/dictionaryNotFound(language:searched:)`` when no
    ///   dictionary exists for it, or the error that loading its dictionary met.
    public func spellChecker(forLanguage language: String) throws(SpellCheckingError) -> HunspellChecker {
        try languages.checker(for: language)
    }

    /// The range of the first misspelled word of `stringToCheck` in `range`, at or after
    /// `startingOffset`, wrapping to the start of `range` when `wrapFlag` is true;
    /// `NSNotFound` as its location when there is none. Offsets are UTF-16 code units.
    ///
    /// A language with no dictionary finds nothing (see the type's discussion).
    ///
    /// UIKit: `rangeOfMisspelledWord(in:range:startingAt:wrap:language:)`.
    public func rangeOfMisspelledWord(
        in stringToCheck: String,
        range: NSRange,
        startingAt startingOffset: Int,
        wrap wrapFlag: Bool,
        language: String
    ) -> NSRange {
        let entry = languages.entry(for: language)
        // Most checkers ignore nothing: they answer as the language's checker, with no wrapper.
        guard !ignored.isEmpty else {
            return entry.checker?.rangeOfMisspelledWord(
                in: stringToCheck, range: range, startingAt: startingOffset, wrap: wrapFlag
            ) ?? NSRange(location: NSNotFound, length: 0)
        }
        guard let checker = entry.checker else { return NSRange(location: NSNotFound, length: 0) }
        return IgnoringChecker(base: checker, ignored: ignored).rangeOfMisspelledWord(
            in: stringToCheck, range: range, startingAt: startingOffset, wrap: wrapFlag
        )
    }

    /// Corrections for the word at `range` of `string`, best first; nil when the range
    /// does not fit the string or the language has no dictionary.
    ///
    /// UIKit: `guesses(forWordRange:in:language:)`.
    public func guesses(forWordRange range: NSRange, in string: String, language: String) -> [String]? {
        try? languages.checker(for: language).guesses(forWordRange: range, in: string)
    }

    /// Words that complete the partial word at `range` of `string`, the most common
    /// first; nil when the range does not fit the string, the language has no
    /// dictionary or its dictionary has no word list.
    ///
    /// UIKit: `completions(forPartialWordRange:in:language:)`.
    public func completions(forPartialWordRange range: NSRange, in string: String, language: String) -> [String]? {
        try? languages.checker(for: language).completions(forPartialWordRange: range, in: string)
    }

    /// Passes over `wordToIgnore` from now on, in every language, for this checker only.
    ///
    /// UIKit: `ignoreWord(_:)`.
    public func ignoreWord(_ wordToIgnore: String) {
        ignored.insert(wordToIgnore)
    }

    /// The words this checker passes over, in the order they were ignored; nil when
    /// there are none. Setting it replaces them (nil clears them).
    ///
    /// UIKit: `ignoredWords`.
    public var ignoredWords: [String]? {
        get {
            let words = ignored.words
            return words.isEmpty ? nil : words
        }
        set {
            ignored.removeAll()
            for word in newValue ?? [] { ignoreWord(word) }
        }
    }

    /// Learns `word` for every language, now and in later runs. A word that cannot be
    /// learned (empty, with NUL or a line break, over 400 bytes) or a list that cannot
    /// be written is passed over, as UIKit's method cannot fail; ``learn(_:)`` throws instead.
    ///
    /// UIKit: `UITextChecker.learnWord(_:)`.
    public static func learnWord(_ word: String) {
        try? learn(word)
    }

    /// Forgets a word learned with ``learnWord(_:)``; see ``unlearn(_:)`` for the throwing form.
    ///
    /// UIKit: `UITextChecker.unlearnWord(_:)`.
    public static func unlearnWord(_ word: String) {
        try? unlearn(word)
    }

    /// Whether `word` was learned with ``learnWord(_:)`` (false when the list cannot be read).
    ///
    /// UIKit: `UITextChecker.hasLearnedWord(_:)`.
    public static func hasLearnedWord(_ word: String) -> Bool {
        LanguageCheckers.shared.hasLearned(word)
    }

    /// Learns `word` for every language: saves it in the default ``PersonalDictionary``'s
    /// `all-languages.txt` and accepts it from now on in every checker of the process
    /// whose dictionary can spell it.
    ///
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` for a word no list can hold;
    ///   ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the list
    ///   cannot be written, in which case nothing changes.
    public static func learn(_ word: String) throws(SpellCheckingError) {
        try LanguageCheckers.shared.learn(word)
    }

    /// Forgets a word learned with ``learn(_:)``: removes it from `all-languages.txt` and
    /// rejects it again wherever it was accepted only because it was learned.
    ///
    /// - Throws: as ``learn(_:)``.
    public static func unlearn(_ word: String) throws(SpellCheckingError) {
        try LanguageCheckers.shared.unlearn(word)
    }

    /// The identifiers of the languages some dictionary answers for (`en_US`, `es_ES`, …),
    /// the system's first, then the bundled ones.
    ///
    /// UIKit: `UITextChecker.availableLanguages`.
    public static var availableLanguages: [String] {
        HunspellChecker.availableLanguages.map(\.identifier)
    }

    /// Names the learned-words list shared by every language.
    static let allLanguagesList = "all-languages"

    /// How many language identifiers this checker's cache holds (tests).
    var cachedLanguageCount: Int { languages.count }
}

/// A checker that also passes over a ``TextChecker``'s ignored words.
private struct IgnoringChecker: SpellChecker {
    let base: HunspellChecker
    let ignored: IgnoredWords

    static var availableLanguages: [Language] { HunspellChecker.availableLanguages }
    var language: Language { base.language }
    func isCorrect(_ word: String) -> Bool { base.isCorrect(word) }
    func suggestions(for word: String) -> [String] { base.suggestions(for: word) }
    func completions(forPartialWord partialWord: String, limit: Int) throws(SpellCheckingError) -> [String] {
        try base.completions(forPartialWord: partialWord, limit: limit)
    }
    func isIgnored(_ word: String) -> Bool {
        if base.isIgnored(word) { return true }
        return ignored.contains(word)
    }
}

/// The checkers of ``TextChecker``, one per language identifier as written, and the
/// words learned for every language.
final class LanguageCheckers: Sendable {
    /// The process's checkers, shared by every `TextChecker()`.
    static let shared = LanguageCheckers(locator: DictionaryLocator(), personalDictionary: PersonalDictionary())

    /// At most this many identifiers are remembered, so callers passing arbitrary
    /// strings cannot grow the cache without bound; past it, it starts afresh.
    static let capacity = 256

    let locator: DictionaryLocator
    let personalDictionary: PersonalDictionary
    /// The answers by identifier as written, and the last one asked for: most programs
    /// ask for one language over and over, and comparing a short string costs less than
    /// hashing it.
    private let cache = Mutex<(entries: [String: Entry], last: (identifier: String, entry: Entry)?)>(([:], nil))

    /// A cached answer: the checker, or why there is none. The checker is also kept
    /// unwrapped, so the hot path reads it without matching the result.
    final class Entry: Sendable {
        let result: Result<HunspellChecker, SpellCheckingError>
        /// The checker, when there is one.
        let checker: HunspellChecker?
        init(_ result: Result<HunspellChecker, SpellCheckingError>) {
            self.result = result
            self.checker = try? result.get()
        }
    }

    init(locator: DictionaryLocator, personalDictionary: PersonalDictionary) {
        self.locator = locator
        self.personalDictionary = personalDictionary
    }

    var count: Int { cache.withLock { $0.entries.count } }

    func checker(for identifier: String) throws(SpellCheckingError) -> HunspellChecker {
        try entry(for: identifier).result.get()
    }

    /// The cached answer for `identifier`, made when there is none.
    func entry(for identifier: String) -> Entry {
        let known = cache.withLock { cache -> Entry? in
            if let last = cache.last, last.identifier == identifier { return last.entry }
            guard let found = cache.entries[identifier] else { return nil }
            cache.last = (identifier, found)
            return found
        }
        if let known { return known }
        // Loading takes milliseconds: do it outside the lock, and keep the first made
        // when two threads race to make one.
        let made = Entry(Result { () throws(SpellCheckingError) in try make(identifier) })
        return cache.withLock { cache in
            if let known = cache.entries[identifier] { return known }
            if cache.entries.count >= Self.capacity { cache.entries.removeAll() }
            cache.entries[identifier] = made
            cache.last = (identifier, made)
            return made
        }
    }

    private func make(_ identifier: String) throws(SpellCheckingError) -> HunspellChecker {
        let language = try Language(identifier)
        let checker = try HunspellChecker(
            dictionary: locator.locate(language), language: language, personalDictionary: personalDictionary
        )
        // An unreadable list of words learned for every language does not cost the language.
        if let words = try? learnedForAll() {
            checker.loaded.applyPersonal(words, file: listFile.path)
        }
        return checker
    }

    private var listFile: URL { personalDictionary.file(forDictionary: TextChecker.allLanguagesList) }

    private func learnedForAll() throws(SpellCheckingError) -> [String] {
        try personalDictionary.words(forDictionary: TextChecker.allLanguagesList)
    }

    func hasLearned(_ word: String) -> Bool {
        ((try? learnedForAll()) ?? []).contains(word.precomposedStringWithCanonicalMapping)
    }

    private var loadedCheckers: [HunspellChecker] {
        cache.withLock { cache in cache.entries.values.compactMap { try? $0.result.get() } }
    }

    func learn(_ word: String) throws(SpellCheckingError) {
        try Self.validate(word)
        // Saved, a longer word would stay misspelled: libhunspell accepts none in UTF-8.
        if word.precomposedStringWithCanonicalMapping.utf8.count >= 300 {
            throw .invalidWord(word, reason: "libhunspell accepts no word of 300 bytes or more")
        }
        try personalDictionary.learn(word, forDictionary: TextChecker.allLanguagesList)
        // A dictionary whose encoding cannot spell the word goes on rejecting it.
        for checker in loadedCheckers { try? checker.loaded.learn([word]) }
    }

    func unlearn(_ word: String) throws(SpellCheckingError) {
        try Self.validate(word)
        try personalDictionary.unlearn(word, forDictionary: TextChecker.allLanguagesList)
        // Words learned for the dictionary itself stay accepted.
        for checker in loadedCheckers where !checker.hasLearnedWord(word) {
            try? checker.loaded.unlearn(word)
        }
    }

    /// What a list of learned words can hold: one line of text, as long as a checker takes.
    private static func validate(_ word: String) throws(SpellCheckingError) {
        if word.isEmpty { throw .invalidWord(word, reason: "it is empty") }
        if word.utf8.contains(0) { throw .invalidWord(word, reason: "it contains NUL") }
        if word.contains(where: \.isNewline) { throw .invalidWord(word, reason: "it contains a line break") }
        if word.utf8.count > WordCodec.maximumWordBytes {
            throw .invalidWord(word, reason: "it is longer than \(WordCodec.maximumWordBytes) bytes")
        }
    }
}
