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

    /// The bytes of the dictionary's files (`.aff`, `.dic` and the word list that answers
    /// for them, when beside them): what loading it reads, and the order of the memory it
    /// takes (libhunspell's tables are a few times the `.dic`).
    package let fileBytes: Int
    /// How long loading it took (its suggestion engine's indexes included).
    package let loadDuration: Duration
    /// How much the process's resident memory grew while it loaded: an estimate of what it
    /// holds (work done meanwhile counts too; nil where the memory cannot be read).
    package let residentGrowth: Int?

    package init(checker: HunspellChecker, loadDuration: Duration = .zero, residentGrowth: Int? = nil) {
        self.checker = checker
        self.loadDuration = loadDuration
        self.residentGrowth = residentGrowth
        self.name = Self.displayName(of: checker.language)
        self.longCode = Self.longCode(of: checker.language)
        let files = [checker.dictionary.affixFile, checker.dictionary.wordFile, checker.dictionary.wordListFile]
        fileBytes = files.reduce(0) { total, file in
            total + ((try? FileManager.default.attributesOfItem(atPath: file.path)[.size] as? Int) ?? 0)
        }
    }

    package var language: Language { checker.language }

    /// The board-move engines made so far, by whether they answer from every word.
    private let boardEngines = Mutex<[Bool: BoardMoves]>([:])

    /// The board-move engine of the language's game vocabulary (or every word), made on
    /// first use (tens of milliseconds, a few MB) and kept.
    package func boardMoves(allWords: Bool) throws(APIError) -> BoardMoves {
        if let made = boardEngines.withLock({ $0[allWords] }) { return made }
        let list: WordList
        do {
            list = try checker.wordList()
        } catch {
            throw APIError.noWordList(language, error)
        }
        let engine = BoardMoves(list: list, vocabulary: allWords ? .all : .standard(for: language), tiles: .standard(for: language))
        return boardEngines.withLock { engines in
            if let made = engines[allWords] { return made }
            engines[allWords] = engine
            return engine
        }
    }

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
/// `auto`): those given at start, loaded then and kept, and the other installed
/// dictionaries the service may load (``isAllowed(_:dictionary:)``: by default none but
/// the bundled ones), loaded on their first request. At most ``maximumLoaded``
/// dictionaries are loaded at once: past it, the one used least recently of those loaded
/// on a request is let go (requests still using it finish with it), so a client naming
/// every installed language in turn cannot make the service keep them all.
package final class ServedLanguages: Sendable {
    /// The language of `auto`, and of WordCheck's own endpoints when a request names none.
    package let defaultLanguage: ServedLanguage
    /// Every language a request may name, for `GET /v2/languages`, in search order.
    package let available: [Language]

    /// The languages loaded at start, the default first.
    package let preloadedLanguages: [Language]

    /// The most dictionaries loaded at once by default, those loaded at start included.
    package static let defaultMaximumLoaded = 8
    /// The most dictionaries loaded at once (never fewer than those loaded at start).
    package let maximumLoaded: Int

    /// Codes as requests write them, kept once resolved; bounded, since a client may
    /// write a language in many ways.
    package static let resolvedLimit = 1024
    private let preloaded: [String: ServedLanguage]
    /// The dictionaries loaded on a request, by the codes that found them, with when each
    /// was last used (a counter, not a clock).
    private struct Resident {
        var byCode: [String: ServedLanguage] = [:]
        var lastUse: [ObjectIdentifier: UInt64] = [:]
        var tick: UInt64 = 0
        var unloaded = 0
    }
    private let resident = Mutex(Resident())
    /// Codes that name a language loaded at start otherwise than by its identifier (`es`,
    /// `en-GB` where en_US is the one found), kept once found (at most ``resolvedLimit``):
    /// a request naming one then costs no look at the dictionary folders (about 100,000
    /// instructions, half of a validate request's).
    private let preloadedByCode = Mutex<[String: ServedLanguage]>([:])
    /// The loads under way, by the dictionary's `.dic` path: a request joins the load of its
    /// dictionary instead of starting another.
    private let loads = Mutex<[String: PendingLoad]>([:])
    /// How long a request without a budget of its own waits for its language to load
    /// before it is answered 503 `loading`.
    package static let loadWait: Duration = .seconds(10)

    /// A dictionary loading off the requests' path, and its outcome once it has.
    private final class PendingLoad: Sendable {
        let done = DispatchGroup()
        let outcome = Mutex<Result<ServedLanguage, SpellCheckingError>?>(nil)
        init() { done.enter() }
    }
    /// What may be loaded on a request: nil for every installed dictionary; else language
    /// identifiers (`de_DE`) and bare codes (`de`: every variant).
    private let allowed: (identifiers: Set<String>, codes: Set<String>)?
    /// Where dictionaries are found.
    private let locator: DictionaryLocator
    /// The dictionaries loaded at start (several codes may name one), never let go.
    private let preloadedCount: Int

    /// Loads a checker for each identifier, the first being the default, with its
    /// suggestion engine ready (``SpellChecking/HunspellChecker/prepareSuggestions()``).
    /// `allowing` names the other languages a request may load (`*`: every installed
    /// dictionary; nil: the bundled ones); those loaded at start are always served.
    ///
    /// - Throws: ``SpellCheckingCore/SpellCheckingError`` when an identifier is malformed
    ///   or names no dictionary, or a dictionary cannot be loaded.
    package init(preloading identifiers: [String], allowing: [String]? = nil,
                 maximumLoaded: Int = ServedLanguages.defaultMaximumLoaded,
                 locator: DictionaryLocator = DictionaryLocator()) throws(SpellCheckingError) {
        self.locator = locator
        var preloaded: [String: ServedLanguage] = [:]
        var first: ServedLanguage?
        var loaded: [Language] = []
        for identifier in identifiers.isEmpty ? Language.bundled.map(\.identifier) : identifiers {
            let load = Load()
            let checker = try HunspellChecker(language: identifier, locator: locator)
            // The suggestion engine's indexes too, so that the first request that needs
            // them does not wait for them (the server reports ready after this).
            checker.prepareSuggestions()
            let served = ServedLanguage(checker: checker, loadDuration: load.duration, residentGrowth: load.residentGrowth)
            first = first ?? served
            if !loaded.contains(served.language) { loaded.append(served.language) }
            preloaded[try Language(identifier).identifier] = served
            preloaded[served.language.identifier] = served
        }
        self.preloaded = preloaded
        self.preloadedLanguages = loaded
        // The loop ran at least once: the bundled languages are never an empty list.
        self.defaultLanguage = first!
        preloadedCount = Set(preloaded.values.map { ObjectIdentifier($0) }).count
        self.maximumLoaded = max(maximumLoaded, preloadedCount)
        if allowing == ["*"] {
            allowed = nil
        } else {
            var identifiers = Set<String>(), codes = Set<String>()
            for code in allowing ?? Language.bundled.map(\.identifier) {
                let language = try Language(code)
                if language.isCodeOnly { codes.insert(language.code) } else { identifiers.insert(language.identifier) }
            }
            allowed = (identifiers, codes)
        }
        var seen = Set<Language>()
        let others = locator.availableDictionaries().compactMap(\.language).filter { [allowed] in Self.admits(allowed, $0) }
        self.available = (preloaded.values.map(\.language).sorted { $0.identifier < $1.identifier } + others)
            .filter { seen.insert($0).inserted }
    }

    /// Whether a request naming `language`, whose dictionary is `dictionary`, may load it:
    /// every language may when the service allows every installed dictionary; else the
    /// language or the dictionary's own must be allowed, by identifier or by bare code.
    package func isAllowed(_ language: Language, dictionary: DictionaryDescriptor) -> Bool {
        Self.admits(allowed, language) || dictionary.language.map { Self.admits(allowed, $0) } == true
    }

    /// Whether `allowed` (nil: everything) names `language`, by identifier or by bare code.
    private static func admits(_ allowed: (identifiers: Set<String>, codes: Set<String>)?, _ language: Language) -> Bool {
        guard let allowed else { return true }
        return allowed.identifiers.contains(language.identifier) || allowed.codes.contains(language.code)
    }

    /// Every language loaded now, once each: those loaded at start, then those loaded
    /// on a request and not let go since.
    package var loaded: [ServedLanguage] {
        var seen = Set<ObjectIdentifier>()
        return (preloadedServed + resident.withLock { Array($0.byCode.values) }).filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// How many dictionaries loaded on a request have been let go to stay within ``maximumLoaded``.
    package var unloadedCount: Int { resident.withLock { $0.unloaded } }

    /// The preloaded languages, the default first: what `auto` chooses among.
    package var preloadedServed: [ServedLanguage] {
        preloadedLanguages.compactMap { preloaded[$0.identifier] }
    }

    /// The language a request names; `auto` and nil are the default language.
    ///
    /// A language no request used before is loaded off the request's path, with its
    /// suggestion engine's indexes (as a preloaded one is at start), and the request waits
    /// for it until its budget's deadline (``loadWait`` without a budget); requests for the
    /// same dictionary meanwhile join that load. The time waited is given back to `budget`,
    /// so the request that pays for the load still gets its suggestions.
    ///
    /// - Throws: ``APIError`` `unknownLanguage` (400) when the code is malformed, no
    ///   dictionary has it or the service does not serve it; `dictionaryUnusable` (500)
    ///   when its dictionary will not load; `loading` (503, with `Retry-After`) when it was
    ///   not loaded in time (the load goes on, and a later request finds it).
    package func language(_ requested: String?, budget: WorkBudget? = nil) throws(APIError) -> ServedLanguage {
        guard let requested, requested != "auto" else { return defaultLanguage }
        let language: Language
        let pending: PendingLoad
        do {
            language = try Language(requested)
            if let served = preloaded[language.identifier] ?? preloadedByCode.withLock({ $0[language.identifier] }) { return served }
            if let served = resident.withLock({ resident -> ServedLanguage? in
                guard let served = resident.byCode[language.identifier] else { return nil }
                resident.tick += 1
                resident.lastUse[ObjectIdentifier(served)] = resident.tick
                return served
            }) {
                return served
            }
            // Found first (a look at folders), loaded only when the service may serve it; one
            // ServedLanguage per dictionary, however its code was written: `es` is the
            // preloaded es_ES when that is the dictionary it finds.
            let dictionary = try locator.locate(language)
            if let known = preloaded.values.first(where: { $0.checker.dictionary == dictionary }) {
                preloadedByCode.withLock { codes in
                    if codes.count < Self.resolvedLimit { codes[language.identifier] = known }
                }
                return known
            }
            guard isAllowed(language, dictionary: dictionary) else {
                throw APIError.unknownLanguage(requested, reason: "this service does not serve it; GET /v2/languages lists those it does")
            }
            // A dictionary already loaded for another code is kept under this one too.
            if let known = resident.withLock({ $0.byCode.values.first { $0.checker.dictionary == dictionary } }) {
                return keep(known, code: language.identifier)
            }
            pending = startLoad(dictionary, as: dictionary.language ?? language, code: language.identifier)
        } catch let error as APIError {
            throw error
        } catch let error as SpellCheckingError {
            throw APIError(error, requestedLanguage: requested)
        } catch {
            throw APIError.unknownLanguage(requested, reason: "\(error)")
        }
        let began = ContinuousClock.now
        let wait = budget.map { $0.deadline - began } ?? Self.loadWait
        // At most a day, in nanoseconds (a budget may be "unlimited").
        let nanoseconds = Int(max(0, min(wait / .nanoseconds(1), 86_400e9)))
        // A request whose time is already up does not wait at all.
        let finished = nanoseconds > 0 && pending.done.wait(timeout: .now() + .nanoseconds(nanoseconds)) == .success
        budget?.extend(by: ContinuousClock.now - began)
        guard finished, let outcome = pending.outcome.withLock({ $0 }) else {
            throw APIError.loading(requested, retryAfter: 1)
        }
        switch outcome {
        case .success(let served): return served
        case .failure(let error): throw APIError(error, requestedLanguage: requested)
        }
    }

    /// The load of `dictionary` under way, or one started now on another thread: it makes
    /// the checker and its suggestion indexes and keeps the language (``keep(_:code:)``)
    /// whether or not a request still waits for it.
    private func startLoad(_ dictionary: DictionaryDescriptor, as language: Language, code: String) -> PendingLoad {
        let key = dictionary.wordFile.standardizedFileURL.path
        let (pending, starts) = loads.withLock { loads -> (PendingLoad, Bool) in
            if let pending = loads[key] { return (pending, false) }
            let pending = PendingLoad()
            loads[key] = pending
            return (pending, true)
        }
        guard starts else { return pending }
        DispatchQueue.global().async { [self] in
            let load = Load()
            let outcome: Result<ServedLanguage, SpellCheckingError>
            do throws(SpellCheckingError) {
                let checker = try HunspellChecker(dictionary: dictionary, language: language)
                checker.prepareSuggestions()
                outcome = .success(keep(ServedLanguage(checker: checker, loadDuration: load.duration, residentGrowth: load.residentGrowth),
                                        code: code))
            } catch {
                outcome = .failure(error)
            }
            pending.outcome.withLock { $0 = outcome }
            loads.withLock { $0[key] = nil }
            pending.done.leave()
        }
        return pending
    }

    /// Keeps a language loaded on a request (once per dictionary, whichever code found it),
    /// letting go of the least recently used past ``maximumLoaded``.
    private func keep(_ made: ServedLanguage, code: String) -> ServedLanguage {
        let checker = made.checker
        let (served, evicted) = resident.withLock { resident -> (ServedLanguage, [ServedLanguage]) in
            let served = resident.byCode.values.first { $0.checker.dictionary == checker.dictionary } ?? made
            if resident.byCode.count < Self.resolvedLimit { resident.byCode[code] = served }
            resident.tick += 1
            resident.lastUse[ObjectIdentifier(served)] = resident.tick
            // Past the cap, the least recently used go, with every code that found them.
            var evicted: [ServedLanguage] = []
            let room = maximumLoaded - preloadedCount
            while true {
                let distinct = Dictionary(resident.byCode.values.map { (ObjectIdentifier($0), $0) }, uniquingKeysWith: { a, _ in a })
                guard distinct.count > room,
                      let oldest = distinct.filter({ $0.key != ObjectIdentifier(served) })
                          .min(by: { (resident.lastUse[$0.key] ?? 0) < (resident.lastUse[$1.key] ?? 0) })
                else { break }
                resident.byCode = resident.byCode.filter { ObjectIdentifier($0.value) != oldest.key }
                resident.lastUse[oldest.key] = nil
                resident.unloaded += 1
                evicted.append(oldest.value)
            }
            return (served, evicted)
        }
        // The process's shared copy goes too, so its memory is freed when the last request using it ends.
        for gone in evicted where !self.loaded.contains(where: { $0.checker.dictionary == gone.checker.dictionary }) {
            HunspellDictionary.releaseShared(gone.checker.dictionary)
        }
        return served
    }
}

/// The time and the resident memory a dictionary's load takes, from when it is made.
private struct Load {
    let began = ContinuousClock.now
    let residentBefore = ProcessMemory.residentBytes()

    var duration: Duration { ContinuousClock.now - began }
    var residentGrowth: Int? {
        guard let before = residentBefore, let after = ProcessMemory.residentBytes() else { return nil }
        return max(0, after - before)
    }
}

/// The process's memory, as the kernel reports it.
package enum ProcessMemory {
    /// The resident memory, from /proc/self/statm; nil where there is none.
    package static func residentBytes() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
