import SpellCheckingCore
import Foundation
import Synchronization

/// A ``SpellChecker`` on a Hunspell dictionary: its word list, Hunspell's algorithm in
/// Swift (`DictionaryEngine`) for what the list does not decide, and
/// libhunspell when chosen (``VerdictBackend``) and for its own suggestions.
///
/// ```swift
/// let english = try HunspellChecker()                     // bundled en_US
/// let mexican = try HunspellChecker(language: "es-MX")    // the system's es_MX, or an error
/// let custom  = try HunspellChecker(dictionaryAt: "/usr/share/hunspell/de_DE")
/// english.isCorrect("won’t")                                // true
/// ```
///
/// **Loading.** Each dictionary is loaded once per process and shared by every
/// checker that uses it, so creating a second checker for a language costs a
/// file-system lookup. The files are checked before libhunspell sees them: a
/// missing, unreadable or malformed dictionary throws a ``SpellCheckingError``
/// instead of producing a checker that rejects every word. Loading reads the word
/// list (``wordListStatus``); when it answers for the files, the engine loads (tens of
/// milliseconds) only when a word needs it, and libhunspell only when a caller chooses it
/// or asks for its suggestions, so a game that checks words of letters may load
/// neither. If the files change on disk before then, they are checked again first;
/// files changed into ones that fail the checks are never loaded, and the words the
/// list cannot decide are then misspelled.
/// The words learned in the checker's ``personalDictionary`` are applied once per
/// process when the first checker using that list is made, to the engine, and to
/// libhunspell if it loads.
///
/// **Words.** Input is normalised to NFC and converted to the dictionary's
/// encoding (UTF-8 or an 8-bit set such as ISO8859-1 or KOI8-R); suggestions are
/// converted back. A typographic apostrophe (U+2019) is accepted wherever the
/// dictionary accepts `'`. The empty word, words containing NUL, words longer
/// than 400 bytes once encoded and words with characters the dictionary's
/// encoding cannot represent are misspelled and get no suggestions; libhunspell
/// is not called for them.
///
/// **Threads.** A checker is `Sendable`; every call is synchronous and may come
/// from any thread. A dictionary starts with one libhunspell handle; when a call
/// finds every handle busy with other threads, another is loaded (one per
/// processor at most, 8 at most), so threads do not queue behind each other.
/// A program that checks from one thread never loads a second handle.
public final class HunspellChecker: SpellChecker, WordListProviding, Sendable {
    public let language: Language
    /// The dictionary this checker uses.
    public let dictionary: DictionaryDescriptor
    let loaded: HunspellDictionary
    /// The words this checker passes over in text; not saved anywhere.
    let ignored = IgnoredWords()
    /// Where this checker keeps learned words.
    public let personalDictionary: PersonalDictionary
    /// Who decides the words the word list does not: the Swift engine (the default) or
    /// libhunspell (``using(_:)-(VerdictBackend)``).
    public let backend: VerdictBackend
    /// The learned corrections, once read (``learnedCorrection(for:)``).
    private let correctionTable = Mutex<[String: LearnedCorrection]?>(nil)

    /// The loaded dictionary this checker refers to: its added, removed and learned
    /// words are shared by every checker on it (see ``HunspellDictionary``).
    public var hunspellDictionary: HunspellDictionary { loaded }

    /// A checker for `language`, found by `locator` (bundled en_US by default).
    ///
    /// The checker's ``language`` names the dictionary found, as its file name does:
    /// `de_DE` for `de`, `en_US` for `en-us`.
    ///
    /// - Throws: ``SpellCheckingError/dictionaryNotFound(language:searched:)`` when no
    ///   dictionary exists for the language,
    ///   ``SpellCheckingError/variantNotFound(language:available:)`` when a variant is
    ///   named that has none (others are never used in its place), or a loading error
    ///   when its files are broken.
    public convenience init(language: Language = .english, locator: DictionaryLocator = DictionaryLocator()) throws(SpellCheckingError) {
        let found = try locator.locate(language)
        try self.init(dictionary: found, language: found.language ?? language)
    }

    /// A checker for the language written as `identifier` (`en`, `es-MX`, `it_IT`).
    ///
    /// - Throws: ``SpellCheckingError/invalidLanguage(_:)`` for a malformed identifier,
    ///   and the errors of ``init(language:locator:)``.
    public convenience init(language identifier: String, locator: DictionaryLocator = DictionaryLocator()) throws(SpellCheckingError) {
        try self.init(language: Language(identifier), locator: locator)
    }

    /// A checker for the dictionary at `path` (`dir/xx_YY`, `dir/xx_YY.dic` or `dir/xx_YY.aff`).
    ///
    /// - Throws: the loading errors of ``init(dictionary:language:shared:personalDictionary:)``.
    public convenience init(dictionaryAt path: String, language: Language? = nil) throws(SpellCheckingError) {
        try self.init(dictionary: DictionaryDescriptor(path: path), language: language)
    }

    /// A checker for a described dictionary.
    ///
    /// - Parameters:
    ///   - dictionary: the files to load (or to share, when loaded already).
    ///   - language: the language to report; by default the one the `.aff` file's `LANG`
    ///     line names, else the one the file name announces (`es_MX.dic`), else
    ///     ``Language/undetermined``: a dictionary is never refused for its name.
    ///   - shared: true (the default) to use the process-wide copy of the dictionary
    ///     (``HunspellDictionary/shared(_:)``), loading it only if no checker has; false
    ///     to load a private copy that no other checker sees, so its ``add(_:)`` and
    ///     ``remove(_:)`` stay its own.
    ///   - personalDictionary: where learned words are kept (``PersonalDictionary/defaultFolder`` by default).
    /// - Throws: ``SpellCheckingError/fileNotFound(path:)``, ``SpellCheckingError/fileUnreadable(path:)``,
    ///   ``SpellCheckingError/notADictionary(path:reason:)`` or
    ///   ``SpellCheckingError/unsupportedEncoding(path:encoding:)``; or
    ///   ``SpellCheckingError/personalDictionaryUnusable(path:reason:)``
    ///   when the learned-words file exists but cannot be read.
    public convenience init(
        dictionary: DictionaryDescriptor,
        language: Language? = nil,
        shared: Bool = true,
        personalDictionary: PersonalDictionary = PersonalDictionary()
    ) throws(SpellCheckingError) {
        let loaded = try shared ? HunspellDictionary.load(dictionary) : HunspellDictionary.loadUnshared(dictionary)
        let language = language ?? loaded.declaredLanguage ?? dictionary.language ?? .undetermined
        try self.init(language: language, dictionary: dictionary, loaded: loaded, personalDictionary: personalDictionary)
    }

    /// A checker of your own on a loaded dictionary: it shares the dictionary's added,
    /// removed and learned words with every other checker on it, and has ignored words
    /// of its own.
    ///
    /// - Parameters:
    ///   - hunspellDictionary: the dictionary, from ``HunspellDictionary/shared(_:)`` or
    ///     ``HunspellDictionary/init(loading:)``.
    ///   - language: as in ``init(dictionary:language:shared:personalDictionary:)``.
    ///   - personalDictionary: where learned words are kept.
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)``
    ///   when the learned-words file exists but cannot be read.
    public convenience init(
        dictionary hunspellDictionary: HunspellDictionary,
        language: Language? = nil,
        personalDictionary: PersonalDictionary = PersonalDictionary()
    ) throws(SpellCheckingError) {
        let descriptor = hunspellDictionary.descriptor
        let language = language ?? hunspellDictionary.declaredLanguage ?? descriptor.language ?? .undetermined
        try self.init(language: language, dictionary: descriptor, loaded: hunspellDictionary, personalDictionary: personalDictionary)
    }

    private convenience init(
        language: Language, dictionary: DictionaryDescriptor, loaded: HunspellDictionary, personalDictionary: PersonalDictionary,
        backend: VerdictBackend = .engine
    ) throws(SpellCheckingError) {
        let learned = try personalDictionary.words(forDictionary: dictionary.name)
        loaded.applyPersonal(learned, file: personalDictionary.file(forDictionary: dictionary.name).path)
        self.init(language: language, dictionary: dictionary, loaded: loaded, personalDictionary: personalDictionary,
                  applied: backend)
    }

    /// A checker whose personal dictionary is applied already.
    private init(
        language: Language, dictionary: DictionaryDescriptor, loaded: HunspellDictionary, personalDictionary: PersonalDictionary,
        applied backend: VerdictBackend
    ) {
        self.language = language
        self.dictionary = dictionary
        self.loaded = loaded
        self.personalDictionary = personalDictionary
        self.backend = backend
    }

    /// A new checker on the same dictionary, with its learned words kept in `personalDictionary`
    /// instead; that list's words are accepted from now on. Ignored words start afresh.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when its file cannot be read.
    public func using(_ personalDictionary: PersonalDictionary) throws(SpellCheckingError) -> HunspellChecker {
        try HunspellChecker(language: language, dictionary: dictionary, loaded: loaded, personalDictionary: personalDictionary,
                            backend: backend)
    }

    /// A new checker on the same dictionary and personal dictionary whose verdicts on the
    /// words the list does not decide come from `backend`. Ignored words start afresh.
    public func using(_ backend: VerdictBackend) -> HunspellChecker {
        // The personal dictionary's words were applied when this checker was made.
        HunspellChecker(language: language, dictionary: dictionary, loaded: loaded, personalDictionary: personalDictionary,
                        applied: backend)
    }

    /// The languages of every dictionary ``DictionaryLocator`` finds, in search order, without duplicates.
    ///
    /// UIKit: `UITextChecker.availableLanguages`.
    public static var availableLanguages: [Language] {
        var seen = Set<Language>()
        return DictionaryLocator().availableDictionaries().compactMap(\.language).filter { seen.insert($0).inserted }
    }

    /// Whether the dictionary's word list is the fast path of ``isCorrect(_:)``, and why not.
    public var wordListStatus: WordListStatus { loaded.wordListStatus }

    /// The dictionary's word list (``DictionaryDescriptor/wordListFile``), read when the
    /// dictionary was loaded: what completions and the word-game solver search.
    ///
    /// A dictionary with no list of its own whose language WordCheck bundles (the
    /// system's `es_MX`, `en_GB`, `it_CH`) gets that language's bundled list, read on
    /// first use. Its words are candidates: completions, the solver and suggestions
    /// confirm each one with this dictionary, so none it rejects is given, and words
    /// only it has are not found. ``isCorrect(_:)`` never answers from a borrowed list
    /// (``wordListStatus`` stays ``WordListStatus/missing``).
    /// - Throws: ``SpellCheckingError/wordListNotFound(path:)`` or
    ///   ``SpellCheckingError/wordListUnusable(path:reason:)``.
    public func wordList() throws(SpellCheckingError) -> WordList {
        try loaded.wordList()
    }

    /// The characters the dictionary's `WORDCHARS` line counts as parts of words
    /// (en_US: the digits and `’`); empty when it has none.
    public var wordCharacters: String { loaded.wordCharacters }

    /// The name of the character set the dictionary declares (`UTF-8`, `ISO8859-1`, ...).
    public var encoding: String { loaded.codec.encoding.name }

    /// Whether Hunspell accepts `word`.
    ///
    /// The dictionary's word list answers first when it can (see ``wordListStatus``):
    /// it accepts a listed form, judges a capitalised or all-capitals spelling of one by
    /// libhunspell's verdict on that spelling when the list was made, and decides the
    /// rest by libhunspell's own steps (dots, numbers, compounds such as `21st`, `BREAK`
    /// patterns such as hyphens, Italian elisions) as far as the list records the rules
    /// for them (``WordList/decidesEveryWord``: all of them for the bundled en_US, es_ES
    /// and it_IT lists). Words the list cannot decide go to ``backend``: the Swift engine
    /// (`DictionaryEngine`, Hunspell's algorithm) by default, or
    /// libhunspell, each holding the words added and removed at run time. Either way the
    /// verdict is libhunspell's.
    ///
    /// Cost: a walk of the word list (tens of nanoseconds) for most words, a few walks for
    /// hyphenated words and elisions; for what goes to the engine or libhunspell, one
    /// Hunspell lookup (about 0.5 µs for a correct English word, 3–4 µs for a misspelled
    /// one; compounds cost tens of microseconds, the engine within 0.9 to 1.4 times
    /// libhunspell's time), plus NFC normalisation for input that needs it.
    public func isCorrect(_ word: String) -> Bool {
        loaded.check(word, using: backend)
    }

    /// The morphological analyses of `word`, one string each, as libhunspell's
    /// `Hunspell_analyze` gives them and `hunspell -m` prints them: the dictionary line's
    /// own fields (`po:noun`), `st:` and the stem when the line names none, and each affix's
    /// fields (`is:plur`), or `fl:` and its flag for an affix without fields. Empty for a
    /// word the dictionary does not know (and for input it cannot hold).
    ///
    /// ```swift
    /// try HunspellChecker(language: "en_US").analyses(of: "walked")  // [" st:walk fl:D"]
    /// ```
    ///
    /// The Swift engine analyses words without libhunspell, as it checks them, with the words
    /// added and removed at run time; the rare words it leaves to libhunspell, and every
    /// word with ``VerdictBackend/libhunspell``, are analysed by libhunspell. Either way the
    /// strings are libhunspell's, `OCONV` applied.
    public func analyses(of word: String) -> [String] {
        loaded.morphology(of: word, stems: false, using: backend)
    }

    /// The stems of `word`, as libhunspell's `Hunspell_stem` gives them and `hunspell -s`
    /// prints them: what a search indexer folds `walked` and `walks` to (`walk`). Read from
    /// ``analyses(of:)``: the `st:` field, after a surface prefix (`sp:`) and the parts of a
    /// compound; for a derived word (`ds:` in the dictionary's fields), the derived word.
    /// Empty for a word the dictionary does not know.
    public func stems(of word: String) -> [String] {
        loaded.morphology(of: word, stems: true, using: backend)
    }

    /// Corrections for `word`, best first: up to 10 from the word list's engine
    /// (``SuggestionMethod/wordList``) when the dictionary has a list that answers for
    /// its files, else libhunspell's.
    ///
    /// Each suggestion is a word ``isCorrect(_:)`` accepts, never a form the dictionary
    /// marks `NOSUGGEST` or a removed word, in the case `word` was typed in (`Recieve` →
    /// `Receive`) and with its typographic apostrophe. The same word always gets the same
    /// list. Empty for input the checker cannot hold (empty, NUL, too long).
    ///
    /// Cost: about a millisecond. The first call also reads the `.aff` file's tables and
    /// builds the search's indexes (a few milliseconds), and the first for a misspelling
    /// that no slip of the fingers explains files the list's words by sound (40–60 ms
    /// for the bundled lists): ``prepareSuggestions()`` does both ahead of time.
    ///
    /// A correction the user chose for this misspelling before (``learnCorrection(_:as:)``)
    /// comes first, in the case `word` was typed in.
    public func suggestions(for word: String) -> [String] {
        learnedFirst(loaded.suggest(word, using: .wordList), for: word)
    }

    /// `made` with the correction learned for `word`, if any, first (and at most 10).
    private func learnedFirst(_ made: [String], for word: String) -> [String] {
        LearnedCorrection.first(learnedCorrection(for: word), of: made)
    }

    /// Builds what ``suggestions(for:)`` needs (the `.aff` file's tables, the word list's
    /// indexes) now instead of at the first suggestion: for a server that should answer
    /// its first request as fast as the others. Does nothing when the dictionary has no
    /// list to suggest from, and nothing the second time.
    public func prepareSuggestions() {
        loaded.prepareSuggestions()
    }

    /// Corrections for `word` made by `method`: ``SuggestionMethod/hunspell`` gives
    /// libhunspell's own, in its order (tens of milliseconds), which may include
    /// suggestions for a correct word. A learned correction comes first, as in ``suggestions(for:)``.
    public func suggestions(for word: String, using method: SuggestionMethod) -> [String] {
        learnedFirst(loaded.suggest(word, using: method), for: word)
    }

    /// Adds `word` to the dictionary for the rest of the process.
    ///
    /// Every checker sharing the dictionary accepts the word from now on (a checker
    /// made with `shared: false` has the dictionary to itself). Nothing is written to disk.
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` for an empty word, one with NUL,
    ///   one the dictionary's encoding cannot represent, or one too long for libhunspell ever
    ///   to accept (300 bytes or more in a UTF-8 dictionary, 100 in an 8-bit one).
    public func add(_ word: String) throws(SpellCheckingError) {
        try loaded.add(word)
    }

    /// Learns `word`: saves it in ``personalDictionary`` and accepts it from now on in
    /// every checker of the process that uses this dictionary, and in later processes.
    ///
    /// UIKit: `UITextChecker.learnWord(_:)`.
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` for a word the dictionary cannot
    ///   hold (empty, NUL, line break, unrepresentable) or never accepts (300 bytes or more in
    ///   a UTF-8 dictionary, 100 in an 8-bit one);
    ///   ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the list cannot be
    ///   written or the word would make it larger than ``PersonalDictionary/maximumFileSize``,
    ///   in which case the old list is left whole and nothing changes.
    public func learnWord(_ word: String) throws(SpellCheckingError) {
        try loaded.validateForChange(word, adding: true)
        try personalDictionary.learn(word, forDictionary: dictionary.name)
        try loaded.learn([word])
    }

    /// Learns each of `words`, as ``learnWord(_:)`` does, with one write of the list: what
    /// importing a list of words needs. Returns how many the list did not hold yet.
    ///
    /// - Throws: the errors of ``learnWord(_:)``; the first word the dictionary cannot hold
    ///   stops it before anything is written.
    @discardableResult
    public func learnWords(_ words: [String]) throws(SpellCheckingError) -> Int {
        for word in words { try loaded.validateForChange(word, adding: true) }
        let added = try personalDictionary.learn(words, forDictionary: dictionary.name)
        try loaded.learn(words)
        return added
    }

    /// Forgets a learned word: removes it from ``personalDictionary`` and, if the
    /// dictionary accepted it only because it was learned, rejects it again.
    ///
    /// UIKit: `UITextChecker.unlearnWord(_:)`.
    public func unlearnWord(_ word: String) throws(SpellCheckingError) {
        do throws(SpellCheckingError) {
            try loaded.validateForChange(word, adding: false)
        } catch {
            // Not a word the dictionary can hold, but perhaps on the list all the same (written
            // by hand, or by an older WordCheck): it comes off the list; otherwise the error stands.
            guard !word.isEmpty, !word.utf8.contains(0), !word.contains(where: \.isNewline),
                  try personalDictionary.unlearn(word, forDictionary: dictionary.name)
            else { throw error }
            return
        }
        try personalDictionary.unlearn(word, forDictionary: dictionary.name)
        try loaded.unlearn(word)
    }

    // MARK: Learned corrections

    /// Records that the user chose `correction` for `misspelling` (a suggestion they picked,
    /// say): kept in ``personalDictionary`` with how many times in a row they chose it, and
    /// offered first for that misspelling from then on (``suggestions(for:)``). Chosen
    /// ``LearnedCorrection/safeCount`` times, it is applied without asking
    /// (``autocorrection(for:)``). Returns the correction as kept.
    ///
    /// ```swift
    /// try english.learnCorrection("teh", as: "the")
    /// english.suggestions(for: "teh").first   // "the"
    /// ```
    ///
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` when `correction` (each word of
    ///   it, for words separated by spaces) is not a word this checker accepts, or either
    ///   word cannot be kept (``PersonalDictionary/learnCorrection(_:as:forDictionary:)``);
    ///   ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the list cannot
    ///   be written (it is then left as it was).
    @discardableResult
    public func learnCorrection(_ misspelling: String, as correction: String) throws(SpellCheckingError) -> LearnedCorrection {
        let (wrong, right) = try LearnedCorrection.checked(misspelling, correction, accepts: isCorrect)
        let kept = try personalDictionary.learnCorrection(wrong, as: right, forDictionary: dictionary.name)
        correctionTable.withLock { table in table?[kept.misspelling] = kept }
        return kept
    }

    /// Forgets the correction learned for `misspelling`. Returns whether there was one.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the list
    ///   cannot be read or written.
    @discardableResult
    public func forgetCorrection(of misspelling: String) throws(SpellCheckingError) -> Bool {
        let forgotten = try personalDictionary.forgetCorrection(of: misspelling, forDictionary: dictionary.name)
        let key = misspelling.precomposedStringWithCanonicalMapping
        correctionTable.withLock { table in table?[key] = nil }
        return forgotten
    }

    /// The correction learned for `word`: the one learned for it as typed, else the one
    /// learned for it in lower case, given `word`'s capitals (`Teh` → `The`, `TEH` → `THE`).
    /// Nil when none was learned (or the list cannot be read).
    public func learnedCorrection(for word: String) -> LearnedCorrection? {
        LearnedCorrection.lookUp(word, in: learnedCorrections())
    }

    /// The correction to apply to `word` without asking, if any: the learned one, when the
    /// user chose it ``LearnedCorrection/safeCount`` times in a row and never another for
    /// `word` (``LearnedCorrection/isChosenEnough``), and `word` is no word this checker
    /// accepts. (A program checking several languages applies it only when no language
    /// accepts `word`.)
    public func autocorrection(for word: String) -> String? {
        guard let learned = learnedCorrection(for: word), learned.isChosenEnough, !isCorrect(word) else { return nil }
        return learned.correction
    }

    /// The learned corrections by misspelling, read from ``personalDictionary`` at the first
    /// need (none when the list cannot be read).
    private func learnedCorrections() -> [String: LearnedCorrection] {
        correctionTable.withLock { table in
            if let table { return table }
            var made: [String: LearnedCorrection] = [:]
            for correction in (try? personalDictionary.corrections(forDictionary: dictionary.name)) ?? [] {
                made[correction.misspelling] = correction
            }
            table = made
            return made
        }
    }

    /// Whether `word` is in ``personalDictionary``'s list for this dictionary (false when the list cannot be read).
    ///
    /// UIKit: `UITextChecker.hasLearnedWord(_:)`.
    public func hasLearnedWord(_ word: String) -> Bool {
        let words = (try? personalDictionary.words(forDictionary: dictionary.name)) ?? []
        return words.contains(word.precomposedStringWithCanonicalMapping)
    }

    /// Passes over `word` in text from now on, for this checker only. Nothing is saved;
    /// other checkers, even on the same dictionary, still report it.
    ///
    /// UIKit: `ignoreWord(_:)`.
    public func ignoreWord(_ word: String) {
        ignored.insert(word)
    }

    /// The words this checker passes over, as given to ``ignoreWord(_:)``.
    ///
    /// UIKit: `ignoredWords`.
    public var ignoredWords: [String] { ignored.words }

    public func isIgnored(_ word: String) -> Bool {
        ignored.contains(word)
    }

    /// Removes `word` from the dictionary for the rest of the process, for every
    /// checker using it. Hunspell marks the word forbidden, so it is rejected from
    /// now on even if the dictionary file lists it. The dictionary's word list stops
    /// answering for it (``WordListStatus/offAfterRemoval``): every word then goes to the
    /// backend (the engine, which holds the removal as libhunspell does).
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)``, as ``add(_:)``.
    public func remove(_ word: String) throws(SpellCheckingError) {
        try loaded.remove(word)
    }
}
