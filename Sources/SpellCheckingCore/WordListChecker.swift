import BundledDictionaries
import Foundation
import Synchronization

/// A ``SpellChecker`` in Swift alone: no libhunspell, no C, so it runs wherever Swift
/// runs (iOS, a static Linux binary, a server without Hunspell). It answers from a
/// dictionary's word list, and from the dictionary's files themselves with
/// ``DictionaryEngine`` for any Hunspell dictionary (``init(dictionaryAt:language:)``).
///
/// ```swift
/// let english = try WordListChecker(language: "en")      // the bundled en_US list
/// english.isCorrect("agencies")                           // true
/// english.isCorrect("21st")                               // true
/// english.suggestions(for: "agensies").first              // "agencies"
///
/// let german = try WordListChecker(dictionaryAt: "/usr/share/hunspell/de_DE")
/// german.isCorrect("Donaudampfschifffahrt")               // true: the engine decides compounds
/// ```
///
/// **Verdicts.** A word list made by WordCheck's generator (format 4) records, besides
/// every form a Hunspell dictionary accepts, the rules libhunspell follows around its
/// lookups (case, trailing dots, numbers, `BREAK` patterns such as hyphens, compound
/// rules such as en_US's `21st`, Italian elisions such as `dell'anno`): see
/// ``WordList/decidesEveryWord``. For such a list, and the bundled en_US, es_ES and
/// it_IT lists are such lists, every verdict is the one libhunspell gives with the
/// dictionary the list was made from. A word the list cannot decide (possible only with
/// a list that does not decide every word) goes to the engine when the checker has one
/// (``init(dictionaryAt:language:)``), and is misspelled otherwise. A checker on a
/// dictionary with no list answers every word with the engine: libhunspell's verdicts
/// too, but no suggestions or completions yet (they need a list).
///
/// **Words.** Input is put in NFC; `’` counts as `'` wherever the dictionary knows only
/// `'`. The empty word, words containing NUL and words longer than
/// ``WordList/maximumWordLength`` bytes are misspelled.
///
/// **Stems and analyses** (``stems(of:)``, ``analyses(of:)``) come from the dictionary's
/// files, as libhunspell gives them: `walked` → `walk`, for a search index. A checker on
/// the bundled list reads the bundled `.aff` and `.dic` for them at the first call (tens
/// of milliseconds for en_US); one on a list alone has none to give.
///
/// **Learned and ignored words** live in memory, for this checker only: nothing is
/// written to disk (`HunspellChecker` keeps learned words in a personal dictionary).
///
/// **Threads.** A checker is `Sendable`; the list is immutable and needs no lock; the
/// learned and ignored words are behind one.
///
/// **Cost.** Loading reads and validates the list (about 6 ms for en_US, 12 ms for it_IT);
/// a word costs a walk of the list (tens of nanoseconds) for most words. The first
/// request for suggestions builds the suggester's index (a few milliseconds more).
public final class WordListChecker: SpellChecker, WordListProviding, Sendable {
    public let language: Language
    /// The word list, when the checker has one.
    private let list: WordList?
    /// Hunspell's algorithm on the dictionary's files, when the checker was made from them.
    private let engine: DictionaryEngine?
    /// Where a list would be (for ``wordList()``'s error when there is none).
    private let listPath: String
    /// The dictionary's files (`dir/NAME`), for the engine of stems and analyses of a
    /// checker made without one; nil for a checker on a list alone.
    private let dictionaryBase: URL?
    /// That engine, made at the first stem or analysis.
    private let morphologyEngine = Mutex<DictionaryEngine?>(nil)
    /// Made on the first request for suggestions (its length index costs a few
    /// milliseconds), so that a checker that only checks loads in the list's time.
    private let madeSuggester = Mutex<Suggester?>(nil)
    private let words = Mutex(Words())

    /// The learned and ignored words.
    private struct Words {
        /// As learned (NFC): what ``hasLearnedWord(_:)`` and completions see.
        var learned: Set<String> = []
        /// Those the dictionary did not accept when they were learned (NFC): only these
        /// change verdicts, as HunspellChecker adds only those to libhunspell.
        var added: Set<String> = []
        /// The spellings the list's lookups find for the added words: as checked (``WordList/spellingKey(_:)``,
        /// then `ICONV`), and the capitals of a mixed-case word, which libhunspell accepts too.
        var lookups: Set<[UInt8]> = []
        /// The added words (NFC) of a checker without a list.
        var engineAdditions: Set<String> = []
        /// The checker's engine with ``engineAdditions`` added, as libhunspell adds words
        /// (``DictionaryEngine/adding(_:)``); nil when there are none.
        var learnedEngine: DictionaryEngine?
        var ignored: [String] = []
        var ignoredKeys: Set<String> = []
    }

    /// A checker on `list`, for `language`.
    public init(list: WordList, language: Language) {
        self.list = list
        self.language = language
        engine = nil
        listPath = ""
        dictionaryBase = nil
    }

    private init(list: WordList?, engine: DictionaryEngine?, language: Language, listPath: String, dictionaryBase: URL?) {
        self.list = list
        self.engine = engine
        self.language = language
        self.listPath = listPath
        self.dictionaryBase = dictionaryBase
    }

    /// A checker on any Hunspell dictionary: `dir/NAME`, `dir/NAME.dic` or `dir/NAME.aff`.
    /// ``DictionaryEngine`` reads the two files and decides words with Hunspell's algorithm;
    /// a word list beside them (`dir/NAME.words`) answers first and gives suggestions and
    /// completions, when it was made from exactly these files (its digest says so; another
    /// is not used).
    ///
    /// - Parameters:
    ///   - path: the dictionary: `dir/NAME`, `dir/NAME.dic` or `dir/NAME.aff`.
    ///   - language: the language to report; by default the one the `.aff` file's `LANG`
    ///     line names, else the file's name (`de_DE`), else ``Language/undetermined``.
    /// - Throws: ``SpellCheckingError/fileNotFound(path:)``,
    ///   ``SpellCheckingError/fileUnreadable(path:)`` or
    ///   ``SpellCheckingError/notADictionary(path:reason:)`` when a file is missing, cannot be
    ///   read, or is not a dictionary's.
    public convenience init(dictionaryAt path: String, language: Language? = nil) throws(SpellCheckingError) {
        var base = URL(fileURLWithPath: path)
        if ["aff", "dic"].contains(base.pathExtension) { base.deletePathExtension() }
        let files = try DictionaryEngine.files(at: base)
        let engine = try DictionaryEngine(affixFile: files.affix, dictionaryFile: files.words, path: base.path)
        let listFile = base.appendingPathExtension("words")
        var list: WordList?
        if FileManager.default.fileExists(atPath: listFile.path), let found = try? WordList(contentsOf: listFile),
           found.sourceDigest == DictionaryDigest.of(affix: files.affix, words: files.words) {
            list = found
        }
        let named = language ?? (try? Language(engine.affixes.languageCode)) ?? (try? Language(base.lastPathComponent)) ?? .undetermined
        self.init(list: list, engine: engine, language: named, listPath: listFile.path, dictionaryBase: base)
    }

    /// A checker on the list WordCheck bundles for `language`: `en` or `en_US`, `es` or
    /// `es_ES`, `it` or `it_IT`. The checker's ``language`` is the bundled dictionary's
    /// (`en_US` for `en`), as `HunspellChecker` reports the language of the dictionary
    /// it loaded. Another variant (`en-GB`, `es-MX`) is refused, never checked as the
    /// bundled one.
    ///
    /// - Throws: ``SpellCheckingError/variantNotFound(language:available:)`` for a
    ///   variant of a bundled language other than the bundled one;
    ///   ``SpellCheckingError/dictionaryNotFound(language:searched:)`` when WordCheck
    ///   bundles no list for the language or its data cannot be found;
    ///   ``SpellCheckingError/wordListUnusable(path:reason:)`` when the bundled list is damaged.
    public convenience init(language: Language) throws(SpellCheckingError) {
        if let bundled = language.bundledEquivalent, !language.isCodeOnly, language != bundled {
            throw .variantNotFound(language: language.identifier, available: [bundled.identifier])
        }
        guard let bundled = language.bundledEquivalent,
              let folder = BundledDictionary.folders.first(where: { $0.lastPathComponent == bundled.identifier })
        else {
            throw .dictionaryNotFound(language: language.identifier, searched: BundledDictionary.searchedFolders)
        }
        let list = try WordList(contentsOf: folder.appendingPathComponent(bundled.identifier + ".words"))
        self.init(list: list, engine: nil, language: bundled, listPath: "",
                  dictionaryBase: folder.appendingPathComponent(bundled.identifier))
    }

    /// A checker on the bundled list for the language written as `identifier` (`en`, `es-ES`, `it_IT`).
    ///
    /// - Throws: ``SpellCheckingError/invalidLanguage(_:)`` for a malformed identifier, and
    ///   the errors of ``init(language:)``.
    public convenience init(language identifier: String) throws(SpellCheckingError) {
        try self.init(language: Language(identifier))
    }

    /// The languages WordCheck bundles a word list for.
    ///
    /// UIKit: `UITextChecker.availableLanguages`.
    public static var availableLanguages: [Language] { Language.bundled }

    /// The checker's word list.
    ///
    /// - Throws: ``SpellCheckingError/wordListNotFound(path:)`` for a checker on a
    ///   dictionary's files with no list beside them.
    public func wordList() throws(SpellCheckingError) -> WordList {
        guard let list else { throw .wordListNotFound(path: listPath) }
        return list
    }

    /// Whether `word` is correct: libhunspell's verdict with the dictionary (the list's,
    /// then the engine's), or a learned word.
    public func isCorrect(_ word: String) -> Bool {
        guard let list else { return engineAccepts(word) }
        let verdict: WordList.Verdict
        if hasLearnedWords.load(ordering: .acquiring) {
            let learned = words.withLock { $0.lookups }
            verdict = list.spellingVerdict(of: word, added: { learned.contains($0) })
        } else {
            verdict = list.spellingVerdict(of: word)
        }
        switch verdict {
        case .accepted: return true
        case .rejected: return false
        case .undecided: return engine != nil && engineAccepts(word)
        }
    }

    /// The engine's verdict, with the learned words added as libhunspell adds them.
    private func engineAccepts(_ word: String) -> Bool {
        if hasLearnedWords.load(ordering: .acquiring), let learned = words.withLock({ $0.learnedEngine }) {
            return learned.check(word)
        }
        return engine?.check(word) == true
    }

    /// The stems of `word`, as libhunspell's `Hunspell_stem` gives them and `hunspell -s`
    /// prints them (`walked` → `walk`; see ``DictionaryEngine/stems(of:)``): what a search
    /// indexer folds a word's forms to. Empty for a word the dictionary does not know; nil
    /// for the rare word ``DictionaryEngine`` leaves to libhunspell rather than answer
    /// differently. Learned words have no stems.
    ///
    /// ```swift
    /// try WordListChecker(language: "en").stems(of: "agencies")   // ["agency"]
    /// ```
    ///
    /// - Throws: ``SpellCheckingError/dictionaryNotFound(language:searched:)`` for a checker
    ///   made from a list alone (``init(list:language:)``), and what
    ///   ``DictionaryEngine/init(dictionaryAt:)`` throws when the dictionary's files cannot
    ///   be read at the first call.
    public func stems(of word: String) throws(SpellCheckingError) -> [String]? {
        try dictionaryEngine().stems(of: word)
    }

    /// The morphological analyses of `word`, as libhunspell's `Hunspell_analyze` gives them
    /// and `hunspell -m` prints them (``DictionaryEngine/analyses(of:)``): the dictionary's
    /// fields for the word's stem and affixes. Empty for a word the dictionary does not know;
    /// nil where ``stems(of:)`` is.
    ///
    /// - Throws: what ``stems(of:)`` throws.
    public func analyses(of word: String) throws(SpellCheckingError) -> [String]? {
        try dictionaryEngine().analyses(of: word)
    }

    /// The engine over the dictionary's files: the checker's own, or one made now from them.
    private func dictionaryEngine() throws(SpellCheckingError) -> DictionaryEngine {
        if let engine { return engine }
        guard let dictionaryBase else { throw .dictionaryNotFound(language: language.identifier, searched: []) }
        return try morphologyEngine.withLock { (made: inout DictionaryEngine?) throws(SpellCheckingError) -> DictionaryEngine in
            if let made { return made }
            let engine = try DictionaryEngine(dictionaryAt: dictionaryBase.path)
            made = engine
            return engine
        }
    }

    /// Whether any word is learned: most checkers learn none, and skip the lock.
    private let hasLearnedWords = Atomic<Bool>(false)

    /// Up to 10 corrections for `word`, best first, each a word ``isCorrect(_:)`` accepts,
    /// in the case `word` was typed in (the same engine and order as `HunspellChecker`'s).
    /// Empty for the empty word, words with NUL and words too long to check, and for a
    /// checker without a word list.
    ///
    /// A correction learned for `word` (``learnCorrection(_:as:)``) comes first.
    public func suggestions(for word: String) -> [String] {
        guard let list, let suggester = suggester(), !word.isEmpty, !word.utf8.contains(0),
              word.utf8.count <= WordList.maximumWordLength else { return [] }
        let made = suggester.corrections(for: word, foldingApostrophes: list.rules.readsTypographicApostropheAsASCII,
                                         limit: 10, accepts: isCorrect)
        return LearnedCorrection.first(learnedCorrection(for: word), of: made)
    }

    // MARK: Learned corrections

    /// Records that the user chose `correction` for `misspelling`, for this checker only (in
    /// memory, as its learned words; `HunspellChecker` keeps them in its personal
    /// dictionary): it comes first among the misspelling's suggestions from then on, and
    /// once chosen ``LearnedCorrection/safeCount`` times in a row, and never another, it is
    /// ``autocorrection(for:)``. Returns the correction as kept.
    ///
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` when `correction` (each word of
    ///   it, for words separated by spaces) is not a word this checker accepts, when either is
    ///   empty, holds a tab, line break or NUL, or passes ``LearnedCorrection/maximumLength``
    ///   bytes, or when the correction is the misspelling itself.
    @discardableResult
    public func learnCorrection(_ misspelling: String, as correction: String) throws(SpellCheckingError) -> LearnedCorrection {
        let (wrong, right) = try LearnedCorrection.checked(misspelling, correction, accepts: isCorrect)
        return corrections.withLock { table in
            let kept = LearnedCorrection.chosen(right, for: wrong, after: table[wrong])
            table[wrong] = kept
            return kept
        }
    }

    /// Forgets the correction learned for `misspelling`. Returns whether there was one.
    @discardableResult
    public func forgetCorrection(of misspelling: String) -> Bool {
        corrections.withLock { $0.removeValue(forKey: CanonicalComposition.composed(misspelling)) != nil }
    }

    /// The correction learned for `word`, as typed, else for it in lower case given `word`'s
    /// capitals (`Teh` → `The`); nil when none.
    public func learnedCorrection(for word: String) -> LearnedCorrection? {
        LearnedCorrection.lookUp(word, in: corrections.withLock { $0 })
    }

    /// The correction to apply to `word` without asking, if any: the learned one, when chosen
    /// often enough and never another (``LearnedCorrection/isChosenEnough``), and `word` is
    /// no word this checker accepts.
    public func autocorrection(for word: String) -> String? {
        guard let learned = learnedCorrection(for: word), learned.isChosenEnough, !isCorrect(word) else { return nil }
        return learned.correction
    }

    /// The learned corrections, by misspelling (NFC).
    private let corrections = Mutex<[String: LearnedCorrection]>([:])

    /// Builds the suggestion engine's indexes (40–60 ms for the bundled lists) now
    /// instead of at the first ``suggestions(for:)`` that needs them (the words filed by
    /// sound wait for a misspelling no slip of the fingers explains); nothing the second time.
    public func prepareSuggestions() {
        suggester()?.prepare()
    }

    /// The suggestion engine, made on first use; nil without a list.
    private func suggester() -> Suggester? {
        guard let list else { return nil }
        return madeSuggester.withLock { made in
            if let made { return made }
            let suggester = Suggester(list: list, tables: SuggestionTables(lines: list.rules.suggestionLines),
                                      languageCode: language.code)
            made = suggester
            return suggester
        }
    }

    /// Up to `limit` words that start with `partialWord` and are longer, most common first,
    /// each one a word ``isCorrect(_:)`` accepts; learned words are offered too. Case follows
    /// the partial word (`Agen` gives `Agency`), and after an apostrophe the part that
    /// follows it is completed (`dell'an` gives `dell'anno`). At most 512 candidates are
    /// confirmed in one call, so a partial word whose candidates are all refused costs a
    /// bounded time.
    ///
    /// UIKit: `completions(forPartialWordRange:in:language:)`.
    public func completions(forPartialWord partialWord: String, limit: Int = WordListChecker.defaultCompletionLimit) -> [String] {
        guard let list else { return [] }
        let learned = words.withLock { $0.learned }
        return list.completions(forPartialWord: partialWord, limit: limit, learned: learned, accepts: isCorrect)
    }

    /// Accepts `word` from now on, in this checker (in memory only).
    ///
    /// UIKit: `UITextChecker.learnWord(_:)`.
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` for the empty word, a word with
    ///   NUL or a line break, or one too long for the dictionary ever to accept (300 bytes
    ///   or more in UTF-8 for the bundled lists, as in libhunspell).
    public func learnWord(_ word: String) throws(SpellCheckingError) {
        try Self.validate(word)
        guard let list else { return try learnForEngine(word) }
        // Learned, it would stay misspelled: libhunspell (and so the list) rejects every word this long.
        if (list.spellingKey(word)?.utf8.count ?? .max) >= list.rules.maximumInputBytes {
            throw .invalidWord(word, reason: "the dictionary accepts no word of \(list.rules.maximumInputBytes) bytes or more")
        }
        // As HunspellChecker learns: a word the dictionary accepts already adds nothing.
        let adds = !isCorrect(word)
        let spellings = adds ? lookupSpellings(word) : []
        words.withLock { state in
            state.learned.insert(CanonicalComposition.composed(word))
            if adds { state.added.insert(CanonicalComposition.composed(word)) }
            state.lookups.formUnion(spellings)
            hasLearnedWords.store(!state.lookups.isEmpty, ordering: .releasing)
        }
    }

    /// ``learnWord(_:)`` for a checker without a list.
    private func learnForEngine(_ word: String) throws(SpellCheckingError) {
        let composed = CanonicalComposition.composed(word)
        if let limit = engine?.acceptedLengthLimit, composed.utf8.count >= limit {
            throw .invalidWord(word, reason: "the dictionary accepts no word of \(limit) bytes or more")
        }
        let adds = !isCorrect(word)
        words.withLock { state in
            state.learned.insert(composed)
            if adds {
                state.added.insert(composed)
                state.engineAdditions.insert(composed)
                state.learnedEngine = engine?.adding(state.engineAdditions.sorted())
            }
            hasLearnedWords.store(!state.engineAdditions.isEmpty, ordering: .releasing)
        }
    }

    /// The spellings under which the list's lookups find a learned `word`.
    private func lookupSpellings(_ word: String) -> [[UInt8]] {
        guard let list, let key = list.spellingKey(word) else { return [] }
        var spellings = [list.rules.convert(Array(key.utf8))]
        let scalars = Array(key.unicodeScalars)
        if HunspellCase(scalars) == .mixed || HunspellCase(scalars) == .mixedCapitalised {
            spellings.append(list.rules.convert(WordList.utf8(scalars.map(HunspellCase.upper))))
        }
        return spellings
    }

    /// Forgets a learned word; a word that was not learned changes nothing.
    ///
    /// UIKit: `UITextChecker.unlearnWord(_:)`.
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` for a word no checker could
    ///   have learned (empty, with NUL or a line break, or too long), as
    ///   ``learnWord(_:)`` and `HunspellChecker.unlearnWord(_:)` throw for it.
    public func unlearnWord(_ word: String) throws(SpellCheckingError) {
        try Self.validate(word)
        words.withLock { state in
            guard state.learned.remove(CanonicalComposition.composed(word)) != nil else { return }
            state.added.remove(CanonicalComposition.composed(word))
            if state.engineAdditions.remove(CanonicalComposition.composed(word)) != nil {
                state.learnedEngine = state.engineAdditions.isEmpty ? nil : engine?.adding(state.engineAdditions.sorted())
            }
            state.lookups = Set(state.added.flatMap(lookupSpellings))
            hasLearnedWords.store(!state.lookups.isEmpty || !state.engineAdditions.isEmpty, ordering: .releasing)
        }
    }

    /// Whether `word` was learned with ``learnWord(_:)``.
    ///
    /// UIKit: `UITextChecker.hasLearnedWord(_:)`.
    public func hasLearnedWord(_ word: String) -> Bool {
        words.withLock { $0.learned.contains(CanonicalComposition.composed(word)) }
    }

    /// Passes over `word` in text from now on, for this checker only.
    ///
    /// UIKit: `ignoreWord(_:)`.
    public func ignoreWord(_ word: String) {
        let key = CanonicalComposition.composed(word)
        words.withLock { state in
            if state.ignoredKeys.insert(key).inserted { state.ignored.append(word) }
        }
    }

    /// The words this checker passes over, as given to ``ignoreWord(_:)``.
    ///
    /// UIKit: `ignoredWords`.
    public var ignoredWords: [String] { words.withLock { $0.ignored } }

    public func isIgnored(_ word: String) -> Bool {
        words.withLock { $0.ignoredKeys.isEmpty ? false : $0.ignoredKeys.contains(CanonicalComposition.composed(word)) }
    }

    private static func validate(_ word: String) throws(SpellCheckingError) {
        if word.isEmpty { throw .invalidWord(word, reason: "it is empty") }
        if word.utf8.contains(0) { throw .invalidWord(word, reason: "it contains a NUL character") }
        if word.contains(where: \.isNewline) { throw .invalidWord(word, reason: "it contains a line break") }
        if CanonicalComposition.composed(word).utf8.count > WordList.maximumWordLength {
            throw .invalidWord(word, reason: "it is longer than \(WordList.maximumWordLength) bytes")
        }
    }
}
