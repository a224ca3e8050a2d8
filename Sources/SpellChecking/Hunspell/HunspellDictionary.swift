import SpellCheckingCore
import BundledDictionaries
import Foundation
import Synchronization

/// A Hunspell dictionary loaded into memory: its files, its word list, its
/// libhunspell handles, and the words added, removed and learned at run time.
/// Every ``HunspellChecker`` made on it shares all of that.
///
/// ```swift
/// let english = try HunspellDictionary.shared(DictionaryLocator().locate(.english))
/// let checker = try HunspellChecker(dictionary: english)   // a checker of your own on it
/// try english.add("WordCheck")                             // every checker on it accepts it
/// ```
///
/// **Who owns what.** State of one checker (its ignored words) lives in the
/// ``HunspellChecker``. State of a dictionary (added, removed and learned words,
/// the handles, the word list) lives here, shared by every checker made on it.
/// The process keeps one shared copy of each pair of files (``shared(_:)``), which
/// `HunspellChecker(language:)` and its siblings use; ``releaseShared(_:)`` lets it
/// go, and its memory is freed when the last checker holding it goes.
/// ``init(loading:)`` loads a private copy that nothing else sees.
///
/// **Threads.** `Sendable`: the handles are each behind a `Mutex`, in a
/// `HandlePool` that loads another handle only when every one is busy.
public final class HunspellDictionary: Sendable {
    /// The files this dictionary was loaded from.
    public let descriptor: DictionaryDescriptor
    let codec: WordCodec
    /// The affix file as it was when the dictionary was loaded.
    let affix: AffixFile
    /// The affix file's `WORDCHARS`.
    var wordCharacters: String { affix.wordCharacters }
    /// How the pipe protocol splits lines for this dictionary: as hunspell does, and
    /// with elisions joined (see ``HunspellChecker/pipeWords(in:joiningElisions:)``).
    let pipeTokenizers: (hunspells: IspellTokenizer, joiningElisions: IspellTokenizer)
    /// The language of the affix file's `LANG` line, if any.
    var declaredLanguage: Language? { affix.declaredLanguage }
    let pool: HandlePool
    /// The Swift engine on the dictionary's files (``DictionaryEngine``): made at load when
    /// no list answers for the files, else at the first word the list cannot decide; with
    /// the words added and removed at run time made to it.
    private let engine: Mutex<EngineState>
    /// The checked bytes of the files, read again (see `source` in the initialiser).
    private let fileSource: @Sendable () -> (affix: Data, words: Data)?
    private enum EngineLoad: Sendable {
        case notLoaded
        case loaded(DictionaryEngine)
        case failed
    }

    private struct EngineState: Sendable {
        var load: EngineLoad
        /// The words added and removed at run time, in order (encoded as libhunspell gets
        /// them): made to the engine when it loads, as libhunspell's handles replay them.
        var changes: [DictionaryEngine.Change] = []
    }
    /// Personal dictionary files already applied, and the words added for them
    /// that the dictionary did not accept on its own (only those are removed again).
    private let personal = Mutex<(appliedFiles: Set<String>, added: Set<String>)>(([], []))
    /// The word list beside the dictionary, read when the dictionary is loaded.
    private let list: Result<WordList, SpellCheckingError>
    /// The list, when it was made from exactly these files: the fast path of ``check(_:)``.
    private var lexicon: WordList? { fastPath?.list }
    /// The same list, behind one reference: ``check(_:)`` reads it in place, where a copy
    /// of the list itself would cost a retain and a release per array on every word.
    private let fastPath: ListReference?
    /// ``fastPath`` lent without a retain and a release per word (about 60 instructions, a
    /// sixth of a word's check): `self` holds it for as long as `check(_:)` runs.
    private let lentFastPath: Unmanaged<ListReference>?

    private final class ListReference: Sendable {
        let list: WordList
        init(_ list: WordList) { self.list = list }
    }
    /// Whether the fast path is still on: ``remove(_:)`` turns it off for good, since
    /// libhunspell then rejects words the list holds (and, through the removed stem,
    /// forms made from it).
    private let lexiconEnabled = Atomic<Bool>(true)
    /// Why the fast path is off, or nil when it is on (``wordListStatus``).
    private let lexiconProblem: WordListStatus?
    /// Whether the files changed after loading, so that libhunspell loaded other files than
    /// the list was checked against: the fast path is then off for good.
    private let filesChanged = Atomic<Bool>(false)
    /// Whether a word typed with `’` is looked up in the list with `'` (see the initialiser).
    private let listFoldsApostrophes: Bool

    private init(descriptor: DictionaryDescriptor) throws(SpellCheckingError) {
        let listPath = descriptor.wordListFile.path
        let hasList = FileManager.default.fileExists(atPath: listPath)
        let affix: AffixFile
        let list: Result<WordList, SpellCheckingError>
        let digest: [UInt8]?
        // The files' bytes as checked, when they were read now.
        var checked: (affix: Data, words: Data)?
        if descriptor.source == .bundled, hasList, let shipped = try? WordList(contentsOf: descriptor.wordListFile) {
            // WordCheck's own dictionary, with the list shipped beside it and made from it:
            // trusted as the program itself is, so the `.dic` is neither read nor digested
            // now (a third of the load). When a word needs libhunspell, the files are read,
            // checked and compared with the list's digest before it loads them, and the
            // list steps aside if they differ (see `source` below).
            affix = try DictionaryFiles.affix(of: descriptor.affixFile)
            list = .success(shipped)
            digest = shipped.sourceDigest
        } else {
            (affix, list, digest, checked) = try Self.readAndDigest(descriptor, hasList: hasList)
        }
        let resolved = WordListStatus.resolve(list, digest: digest)
        (fastPath, lexiconProblem) = (resolved.0.map(ListReference.init), resolved.1)
        lentFastPath = fastPath.map(Unmanaged.passUnretained)
        listHasElisions = fastPath.map { !$0.list.rules.elisions.isEmpty } ?? false
        self.list = list
        // With the list in use, libhunspell loads only when a word needs it. Each handle
        // after the first is made from the files read and checked again (a file changed
        // into one libhunspell would crash on must not reach it), and bytes that no longer
        // match the list make it step aside.
        let usesList = fastPath != nil
        let owner = Owner()
        // Read again through the files' own paths, links resolved as the shared copies are
        // found by (``cacheKey(_:)``): a dictionary first loaded through a link that is
        // gone later still loads its handles for every checker sharing it.
        let (affixFile, wordFile) = (descriptor.affixFile.resolvingSymlinksInPath(), descriptor.wordFile.resolvingSymlinksInPath())
        let source: @Sendable () -> (affix: Data, words: Data)? = {
            guard let facts = try? DictionaryFiles.validate(affixFile: affixFile, wordFile: wordFile) else { return nil }
            if usesList, case .success(let lexicon) = list, lexicon.sourceDigest != facts.digest {
                owner.dictionary?.stopUsingList(becauseFilesChanged: true)
            }
            return facts.contents
        }
        // libhunspell loads when a caller chooses it or asks for its suggestions.
        let pool = HandlePool(first: nil, source: source)
        guard let pool else {
            throw .notADictionary(path: descriptor.wordFile.path, reason: "libhunspell could not load it")
        }
        self.descriptor = descriptor
        // A typographic apostrophe (U+2019) becomes `'` before Hunspell sees the word,
        // unless the dictionary mentions U+2019 in either file (oc_FR lists `prud’òme`).
        // A bundled `.dic`, not read at load, counts as its shipped list recorded it.
        let wordsMentionTypographicApostrophe: Bool
        if affix.mentionsTypographicApostrophe {
            wordsMentionTypographicApostrophe = false  // not read: the affix file decides already
        } else if let checked {
            wordsMentionTypographicApostrophe = checked.words.withUnsafeBytes { raw in
                AffixFile.mentionsTypographicApostrophe(raw.bindMemory(to: UInt8.self), encoding: affix.encoding)
            }
        } else if case .success(let shipped) = list {
            wordsMentionTypographicApostrophe = !shipped.rules.foldsApostrophes
        } else {
            wordsMentionTypographicApostrophe = false
        }
        let mentionsTypographicApostrophe = affix.mentionsTypographicApostrophe || wordsMentionTypographicApostrophe
        self.codec = WordCodec(encoding: affix.encoding, foldsApostrophes: !mentionsTypographicApostrophe)
        // The list spells apostrophes `'`; it may look up a word typed with `’` when
        // libhunspell would see `'` too: the codec folds it, or ICONV converts it and nothing else.
        self.listFoldsApostrophes = !mentionsTypographicApostrophe || affix.convertsOnlyTypographicApostrophe
        self.affix = affix
        self.pipeTokenizers = (IspellTokenizer(wordCharacters: affix.wordCharacters),
                               IspellTokenizer(wordCharacters: affix.wordCharacters, joiningElisions: true))
        self.pool = pool
        fileSource = source
        if let checked, !usesList, let made = try? DictionaryEngine(affixFile: checked.affix, dictionaryFile: checked.words) {
            engine = Mutex(EngineState(load: .loaded(made)))
        } else {
            engine = Mutex(EngineState(load: .notLoaded))
        }
        owner.dictionary = self
    }

    /// Reads and checks both files, and reads the list beside them while their digest is
    /// computed: the `.aff` directives, the list (or why there is none), the digest when
    /// a list may answer for the files, and the checked bytes, which libhunspell reads
    /// (never the paths again, which may name other bytes by then).
    private static func readAndDigest(_ descriptor: DictionaryDescriptor, hasList: Bool) throws(SpellCheckingError)
        -> (AffixFile, Result<WordList, SpellCheckingError>, [UInt8]?, (affix: Data, words: Data)) {
        let listPath = descriptor.wordListFile.path
        let facts = try DictionaryFiles.validate(affixFile: descriptor.affixFile, wordFile: descriptor.wordFile)
        // The digest that decides whether the list may answer for these files is computed
        // on another thread while this one reads the list. Files of a bundled dictionary's
        // sizes are digested even without a list beside them: when they are that
        // dictionary's, its bundled list answers for them (BundledWordLists).
        // So are files with no list of their own when the user has built lists (WordListCache).
        let mayBeBundled = BundledWordLists.mayMatch(affixSize: facts.contents.affix.count, wordsSize: facts.contents.words.count)
        let mayBeCached = !hasList && !WordListCache.standard().isEmpty
        let digested = Mutex<[UInt8]?>(nil)
        let background = DispatchGroup()
        if hasList || mayBeBundled || mayBeCached {
            DispatchQueue.global().async(group: background) { [facts] in
                let digest = facts.digest
                digested.withLock { $0 = digest }
            }
        }
        var found: Result<WordList, SpellCheckingError> = hasList
            ? Result { () throws(SpellCheckingError) in try WordList(contentsOf: descriptor.wordListFile) }
            : .failure(.wordListNotFound(path: listPath))
        background.wait()
        let digest = digested.withLock { $0 }
        if let chosen = WordListSources.file(forDigest: digest, beside: descriptor.wordListFile),
           chosen.standardizedFileURL.path != descriptor.wordListFile.standardizedFileURL.path {
            // A bundled dictionary's files get its own list, never the one beside this copy; files
            // with no list that records them get the one the user built, if any.
            found = Result { () throws(SpellCheckingError) in try WordList(contentsOf: chosen) }
        }
        return (facts.affix, found, digest, facts.contents)
    }

    /// The dictionary a pool's `prepare` reports to, set once it exists.
    /// A weak reference: the pool (which the dictionary owns) must not keep the dictionary alive.
    private final class Owner: Sendable {
        private struct Weak { weak var dictionary: HunspellDictionary? }
        private let reference = Mutex(Weak())
        var dictionary: HunspellDictionary? {
            get { reference.withLock { $0.dictionary } }
            set { reference.withLock { $0.dictionary = newValue } }
        }
    }

    /// Turns the fast path off for good.
    private func stopUsingList(becauseFilesChanged: Bool) {
        if becauseFilesChanged { filesChanged.store(true, ordering: .relaxed) }
        lexiconEnabled.store(false, ordering: .relaxed)
    }

    /// A private copy of the dictionary, loaded now and shared with nobody: words added to
    /// or removed from it change only the checkers made on it.
    ///
    /// - Throws: the loading errors of ``HunspellChecker/init(dictionary:language:shared:personalDictionary:)``.
    public convenience init(loading descriptor: DictionaryDescriptor) throws(SpellCheckingError) {
        try self.init(descriptor: descriptor)
    }

    /// A private copy of the dictionary, loaded now and shared with nobody.
    static func loadUnshared(_ descriptor: DictionaryDescriptor) throws(SpellCheckingError) -> HunspellDictionary {
        try HunspellDictionary(descriptor: descriptor)
    }

    // MARK: The process-wide cache

    /// Dictionaries loaded so far, keyed by the real paths of their two files
    /// (so `es_MX`, a link to `es_ES`, shares the `es_ES` dictionary).
    private static let loaded = Mutex<[String: HunspellDictionary]>([:])

    /// The loaded dictionary for `descriptor`: from the cache, or loaded now and cached.
    ///
    /// Loading happens under the cache's lock, so two threads asking for the
    /// same dictionary at once load it once.
    /// The process's shared copy of the dictionary, loaded on first use; every checker
    /// made by language or path uses it.
    ///
    /// - Throws: the loading errors of ``HunspellChecker/init(dictionary:language:shared:personalDictionary:)``.
    public static func shared(_ descriptor: DictionaryDescriptor) throws(SpellCheckingError) -> HunspellDictionary {
        try load(descriptor)
    }

    /// Stops sharing the dictionary: the next checker for these files loads them
    /// again, and this copy's memory (its handles and word list, tens of megabytes for
    /// a large dictionary) is freed once no checker holds it. Returns whether the
    /// process held a shared copy.
    @discardableResult
    public static func releaseShared(_ descriptor: DictionaryDescriptor) -> Bool {
        let key = cacheKey(descriptor)
        return loaded.withLock { $0.removeValue(forKey: key) != nil }
    }

    private static func cacheKey(_ descriptor: DictionaryDescriptor) -> String {
        descriptor.affixFile.resolvingSymlinksInPath().path + "\n" + descriptor.wordFile.resolvingSymlinksInPath().path
    }

    static func load(_ descriptor: DictionaryDescriptor) throws(SpellCheckingError) -> HunspellDictionary {
        let key = cacheKey(descriptor)
        return try loaded.withLock { (cache) throws(SpellCheckingError) -> HunspellDictionary in
            if let dictionary = cache[key] { return dictionary }
            let dictionary = try HunspellDictionary(descriptor: descriptor)
            cache[key] = dictionary
            return dictionary
        }
    }

    // MARK: Words

    /// Hunspell's verdict on `word`; false for words that cannot be encoded.
    ///
    /// The word list answers first when it can (``WordList/spellingVerdict(utf8:)``), for
    /// words whose UTF-8 needs no normalising. Everything else goes to `backend`: the Swift
    /// engine, or libhunspell.
    func check(_ word: String, using backend: VerdictBackend = .engine) -> Bool {
        if let lentFastPath, lexiconEnabled.load(ordering: .relaxed) {
            switch lentFastPath._withUnsafeGuaranteedRef({ lexiconVerdict(word, $0) }) {
            case .accepted: return true
            case .rejected: return false
            case .undecided: break
            }
        }
        return backend == .engine ? checkWithEngine(word) : checkWithHunspell(word)
    }

    /// The engine, made now if it was not; nil when it cannot be (the files changed into
    /// ones that fail the checks), and libhunspell answers instead.
    private func loadedEngine() -> DictionaryEngine? {
        engine.withLock { state in
            switch state.load {
            case .loaded(let engine): return engine
            case .failed: return nil
            case .notLoaded:
                guard let facts = fileSource(), let made = try? DictionaryEngine(affixFile: facts.affix, dictionaryFile: facts.words) else {
                    state.load = .failed
                    return nil
                }
                let changed = made.applying(state.changes)
                state.load = .loaded(changed)
                return changed
            }
        }
    }

    /// Loads the engine if it is not, for a change a caller makes: it answers for the word
    /// changed. Throws when the files changed on disk into ones that fail the checks, so
    /// that no change is made that nothing could answer for.
    private func requireEngine() throws(SpellCheckingError) {
        guard loadedEngine() == nil else { return }
        throw .notADictionary(path: descriptor.wordFile.path, reason: "its files changed on disk into ones that fail WordCheck's checks")
    }

    /// Makes run-time changes to the engine, now if it is loaded (one copy of its stems
    /// for all of them), else when it loads.
    private func changeEngine(_ changes: [DictionaryEngine.Change]) {
        guard !changes.isEmpty else { return }
        engine.withLock { state in
            state.changes += changes
            if case .loaded(let loaded) = state.load { state.load = .loaded(loaded.applying(changes)) }
        }
    }

    /// The engine's verdict on `word` (libhunspell's, word for word, with the same words
    /// added and removed at run time), kept out of line as ``checkWithHunspell(_:)`` is.
    @inline(never)
    private func checkWithEngine(_ word: String) -> Bool {
        guard let engine = loadedEngine() else { return checkWithHunspell(word) }
        let codec = codec
        let verdict = codec.withEncoded(word) { pointer in
            engine.check(encoded: Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer)).map { UInt8(bitPattern: $0) }))
        }
        if (try? verdict.get()) == true { return true }
        // A dictionary written in NFC alone cannot hold another spelling; one that holds
        // characters NFC replaces one for one, only the spelling typed, if not NFC.
        switch engine.otherSpellings {
        case .none: return false
        case .asTyped where CanonicalComposition.isComposed(word): return false
        case .asTyped, .any: break
        }
        return Self.storedSpellings(of: word, codec: codec).contains { spelling in
            engine.check(encoded: Array(spelling.utf8))
        }
    }

    /// The analyses (or stems) of `word`, as libhunspell's `Hunspell_analyze` (or
    /// `Hunspell_stem`) gives them, decoded: the engine's when `backend` is the engine and it
    /// analyses the word, else libhunspell's. Empty for a word the dictionary's encoding
    /// cannot write.
    func morphology(of word: String, stems: Bool, using backend: VerdictBackend) -> [String] {
        let codec = codec
        if backend == .engine || libhunspellMissesRemovals.load(ordering: .relaxed), let engine = loadedEngine() {
            let answer = codec.withEncoded(word) { pointer in
                let bytes = Array(UnsafeRawBufferPointer(start: pointer, count: strlen(pointer)))
                return stems ? engine.stems(encoded: bytes) : engine.analyses(encoded: bytes)
            }
            switch answer {
            case .failure: return []
            case .success(.lines(let lines)): return lines.map { codec.decode($0) }
            case .success(.leftToLibhunspell): break
            }
        }
        let answer = pool.withHandle { handle in
            codec.withEncoded(word) { handle.morphology($0, stems: stems) }
        }
        guard case .success(let lines)? = answer else { return [] }
        return lines.map { codec.decode($0) }
    }

    /// ``check(_:)`` for a word of ASCII bytes: the list answers from the bytes themselves
    /// (as it does from a native String's), and only a word it cannot decide, or a
    /// rejection an added word may overrule, is made a String and asked as ``check(_:)`` asks.
    func check(ascii word: UnsafeBufferPointer<UInt8>, using backend: VerdictBackend = .engine) -> Bool {
        if let lentFastPath, lexiconEnabled.load(ordering: .relaxed) {
            switch lentFastPath._withUnsafeGuaranteedRef({ $0.list.spellingVerdict(typed: word) }) {
            case .accepted?: return true
            case .rejected? where !hasAdditions.load(ordering: .relaxed): return false
            default: break
            }
        }
        return check(String(decoding: word, as: UTF8.self), using: backend)
    }

    /// libhunspell's verdict on `word`, kept out of line so that ``check(_:)`` stays small:
    /// the engine's once libhunspell misses a removal (``libhunspellMissesRemovals``).
    @inline(never)
    private func checkWithHunspell(_ word: String) -> Bool {
        if libhunspellMissesRemovals.load(ordering: .relaxed), loadedEngine() != nil { return checkWithEngine(word) }
        let codec = codec
        // Nil only when libhunspell cannot be loaded any more (the files changed into unusable
        // ones after the list answered for them): what the list cannot decide is misspelled.
        guard let result = pool.withHandle({ handle in codec.withEncoded(word) { handle.spell($0) } }) else { return false }
        if (try? result.get()) == true { return true }
        return Self.storedSpellings(of: word, codec: codec).contains { spelling in
            pool.withHandle({ handle in spelling.withCString { handle.spell($0) } }) == true
        }
    }

    /// The other spellings a dictionary may store `word` in: some dictionaries store forms
    /// that NFC changes (Bengali য়, U+09DF, which NFC decomposes; Sinhala vowel signs
    /// written as two, which NFC composes). A word is asked for once more as typed, once
    /// more with the characters NFC never writes put back (``CompositionExclusions``), and
    /// once more decomposed (NFD), so that it is found whichever spelling was typed, as
    /// the word list, which holds NFC, finds it. Empty for 8-bit dictionaries and for
    /// words with nothing to decompose.
    static func storedSpellings(of word: String, codec: WordCodec) -> [String] {
        guard case .utf8 = codec.encoding, !CanonicalComposition.isCanonicallyFixed(word) else { return [] }
        let composed = word.precomposedStringWithCanonicalMapping
        // Each spelling once, and not the NFC one asked first.
        var spellings: [String] = []
        func add(_ spelling: String) {
            guard !spelling.unicodeScalars.elementsEqual(composed.unicodeScalars),
                  !spellings.contains(where: { $0.unicodeScalars.elementsEqual(spelling.unicodeScalars) }) else { return }
            spellings.append(spelling)
        }
        add(word)
        if let stored = CompositionExclusions.restored(in: composed) { add(stored) }
        // Mixed spellings only where some character decomposes at all.
        let decomposed = composed.decomposedStringWithCanonicalMapping
        if !decomposed.unicodeScalars.elementsEqual(composed.unicodeScalars) {
            add(decomposed)
            for spelling in Self.mixedSpellings(of: composed) { add(spelling) }
        }
        return spellings.filter { $0.utf8.count <= WordCodec.maximumWordBytes && !$0.utf8.contains(0) }
    }

    /// The most characters with a canonical decomposition whose spellings are mixed by
    /// ``mixedSpellings(of:)``: 2⁴ − 2 spellings at most.
    static let maximumMixedCharacters = 4

    /// `word` (NFC) with some of its characters that decompose written decomposed, and the
    /// others not, in every way but all and none: the spellings of a dictionary that
    /// writes a word both ways at once (si_LK's `නේවිපිල්ලේ`, its first `ේ` as two
    /// scalars, its last as one). Empty for a word with fewer than two such characters or
    /// more than ``maximumMixedCharacters``.
    static func mixedSpellings(of word: String) -> [String] {
        let pieces = word.unicodeScalars.map { scalar -> (whole: Unicode.Scalar, parts: String.UnicodeScalarView?) in
            guard scalar.value >= 0xC0 else { return (scalar, nil) }
            let parts = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars
            return (scalar, parts.count > 1 ? parts : nil)
        }
        let choices = pieces.indices.filter { pieces[$0].parts != nil }
        guard choices.count >= 2, choices.count <= maximumMixedCharacters else { return [] }
        return (1..<(1 << choices.count) - 1).map { mask in
            var spelling = String.UnicodeScalarView()
            var choice = 0
            for piece in pieces {
                if let parts = piece.parts {
                    if mask & 1 << choice != 0 { spelling.append(contentsOf: parts) } else { spelling.append(piece.whole) }
                    choice += 1
                } else {
                    spelling.append(piece.whole)
                }
            }
            return String(spelling)
        }
    }

    /// The word list's verdict on `word` (``WordList/spellingVerdict(utf8:)``), only for words of
    /// NFC-stable UTF-8 (every byte below 0xCC, as ``WordCodec`` sends them to libhunspell
    /// unchanged), with no NUL and no longer than libhunspell is asked about. A rejection
    /// stands only when no word has been added at run time whose lower case is the word's:
    /// an added word makes libhunspell accept it and its case variants.
    @inline(__always)
    private func lexiconVerdict(_ word: String, _ fastPath: ListReference) -> WordList.Verdict {
        func judge(_ bytes: UnsafeBufferPointer<UInt8>) -> WordList.Verdict {
            // The list's limit on a word is libhunspell's (WordCodec.maximumWordBytes).
            fastPath.list.spellingVerdict(typed: bytes) ?? .undecided
        }
        // A native string lends its bytes as they are; any other is made native first.
        var verdict: WordList.Verdict
        if let lent = word.utf8.withContiguousStorageIfAvailable(judge) {
            verdict = lent
        } else {
            var native = word
            verdict = native.withUTF8(judge)
        }
        if case .undecided = verdict, listFoldsApostrophes, word.utf8.count < acceptedLengthLimit, Apostrophe.isTyped(in: word) {
            // don’t: libhunspell sees don't (the codec folds it, or ICONV converts it), and
            // so does the list. The length is libhunspell's limit on the word as typed.
            var folded = Apostrophe.folded(word)
            verdict = folded.withUTF8 { bytes in
                CanonicalComposition.isComposed(utf8: bytes) ? judge(bytes) : .undecided
            }
        }
        guard case .rejected = verdict, hasAdditions.load(ordering: .relaxed) else { return verdict }
        // An added word may be a part of this one (joined by BREAK) or its lower case: only
        // the list's own lookups of the word itself stand.
        let key = Self.additionKey(word)
        if additions.withLock({ $0.contains(key) }) { return .undecided }
        let quick = word.utf8.withContiguousStorageIfAvailable { fastPath.list.verdict(utf8: $0) }
        if case .rejected? = quick { return .rejected }
        return .undecided
    }

    /// Whether a word was removed that libhunspell could not be told of (see ``change(_:_:)``):
    /// what would be libhunspell's verdicts, analyses and suggestions then come through the
    /// engine, which holds the removal.
    private let libhunspellMissesRemovals = Atomic<Bool>(false)

    /// Whether any word was added at run time (``add(_:)``, learned words).
    private let hasAdditions = Atomic<Bool>(false)
    /// The words added at run time, as ``additionKey(_:)``.
    private let additions = Mutex<Set<String>>([])

    /// The form under which additions are compared: lower case, NFC.
    private static func additionKey(_ word: String) -> String {
        word.precomposedStringWithCanonicalMapping.lowercased()
    }

    /// Whether the word list in use knows the dictionary's elisions (Italian's `dell'anno`):
    /// a word joined by an apostrophe is then worth checking whole.
    var listKnowsElisions: Bool {
        listHasElisions && lexiconEnabled.load(ordering: .relaxed)
    }

    /// Whether the word list records elisions, found once (the pipe asks on every line).
    private let listHasElisions: Bool

    /// What the word list does for this dictionary (see ``WordListStatus``).
    var wordListStatus: WordListStatus {
        if let lexiconProblem { return lexiconProblem }
        if filesChanged.load(ordering: .relaxed) { return .madeFromOtherFiles }
        return lexiconEnabled.load(ordering: .relaxed) ? .active : .offAfterRemoval
    }

    /// Suggestions for `word` made by `method` (libhunspell's when the list cannot make them).
    func suggest(_ word: String, using method: SuggestionMethod) -> [String] {
        if method == .wordList, let suggester = suggester() {
            return suggestFromList(word, suggester)
        }
        return suggestWithHunspell(word)
    }

    /// Makes the word list's engine now, when there is one (see ``suggester()``).
    func prepareSuggestions() {
        suggester()?.prepare()
    }

    /// Hunspell's suggestions for `word`, in Hunspell's order (without the words it would
    /// accept only because it missed a removal).
    private func suggestWithHunspell(_ word: String) -> [String] {
        var made = suggestions(word)
        if libhunspellMissesRemovals.load(ordering: .relaxed) { made = made.filter { checkWithEngine($0) } }
        guard codec.foldsApostrophes, Apostrophe.isTyped(in: word) else { return made }
        // The codec folded the caller's apostrophes; answer with the one they typed.
        return made.map(Apostrophe.restored)
    }

    /// The most suggestions the word list's engine gives for a word.
    static let maximumSuggestions = 10

    /// The engine over the word list, made on the first request; nil when the list does
    /// not answer for the files this dictionary loaded (damaged, or made from others).
    /// A dictionary with no list of its own borrows its language's bundled list
    /// (``borrowedList()``) unless its affix file marks words `NOSUGGEST`, which only
    /// its own list would know.
    private func suggester() -> Suggester? {
        guard !filesChanged.load(ordering: .relaxed) else { return nil }
        return suggesterCache.withLock { cache in
            if let cache { return cache }
            guard let source = lexicon ?? (affix.marksNoSuggest ? nil : borrowedList()) else { return nil }
            let made = Suggester(list: source, tables: affix.suggestionTables,
                                 languageCode: (declaredLanguage ?? descriptor.language)?.code)
            cache = made
            return made
        }
    }

    /// For a dictionary with no word list of its own, the list of the bundled dictionary
    /// of its language (`es_MX` → `es_ES`), read on first use; nil when there is none or
    /// when this is that dictionary. Its words are candidates only: every one given out
    /// is confirmed by this dictionary first, so words only this dictionary knows are
    /// not found, and no word is given that it rejects.
    private func borrowedList() -> WordList? {
        guard case .failure(.wordListNotFound) = list else { return nil }
        return borrowed.withLock { cache in
            if let cache { return cache }
            var found: WordList?
            if let language = declaredLanguage ?? descriptor.language,
               let name = language.bundledEquivalent?.identifier,
               let folder = BundledDictionary.folders.first(where: { $0.lastPathComponent == name }),
               folder.standardizedFileURL != descriptor.affixFile.deletingLastPathComponent().standardizedFileURL {
                found = try? WordList(contentsOf: folder.appendingPathComponent(name + ".words"))
            }
            cache = .some(found)
            return found
        }
    }

    private let borrowed = Mutex<WordList??>(nil)

    private let suggesterCache = Mutex<Suggester?>(nil)

    /// The word list engine's suggestions, in the case the word was typed in, each one
    /// a word ``check(_:)`` accepts.
    private func suggestFromList(_ word: String, _ suggester: Suggester) -> [String] {
        // What the checker cannot hold gets nothing, as from libhunspell.
        guard !word.isEmpty, case .success = codec.withEncoded(word, { _ in () }) else { return [] }
        return suggester.corrections(for: word, foldingApostrophes: listFoldsApostrophes, limit: Self.maximumSuggestions, accepts: { self.check($0) })
    }

    /// Accepts `word` from now on, in every checker made on this dictionary; nothing is
    /// written to disk.
    ///
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` for an empty word, one with
    ///   NUL, one the dictionary's encoding cannot represent, or one too long for libhunspell
    ///   ever to accept (300 bytes or more in a UTF-8 dictionary, 100 in an 8-bit one).
    public func add(_ word: String) throws(SpellCheckingError) {
        try validateForChange(word, adding: true)
        try requireEngine()
        changeEngine([try record(word)])
    }

    /// Makes the change of ``add(_:)`` to a checked word, to libhunspell's handles; returns
    /// it for the engine (``changeEngine(_:)``, which takes many at once).
    private func record(_ word: String) throws(SpellCheckingError) -> DictionaryEngine.Change {
        let key = Self.additionKey(word)
        additions.withLock { _ = $0.insert(key) }
        hasAdditions.store(true, ordering: .relaxed)
        return try change(word, HandlePool.Change.add)
    }

    /// Rejects `word` from now on, in every checker made on this dictionary, even if the
    /// dictionary file lists it (Hunspell marks it forbidden). The word list stops
    /// answering for the dictionary (``WordListStatus/offAfterRemoval``).
    ///
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)``, as ``add(_:)``.
    public func remove(_ word: String) throws(SpellCheckingError) {
        try validateForChange(word, adding: false)
        try requireEngine()
        stopUsingList(becauseFilesChanged: false)
        changeEngine([try change(word, HandlePool.Change.remove)])
    }

    /// Adds the words of a personal dictionary file once per process.
    ///
    /// No word change (here, in ``add(_:)``, ``remove(_:)``, ``learn(_:)`` and ``unlearn(_:)``)
    /// loads libhunspell: the engine, which answers for every word the list does not decide,
    /// makes each change itself (``DictionaryEngine/applying(_:)``), and libhunspell's
    /// handles replay them if a caller chooses it or its suggestions are asked for.
    func applyPersonal(_ words: [String], file: String) {
        personal.withLock { state in
            guard state.appliedFiles.insert(file).inserted else { return }
            var made: [DictionaryEngine.Change] = []
            for word in words where !check(word) {
                guard (try? validateForChange(word, adding: true)) != nil, let change = try? record(word) else { continue }
                made.append(change)
                state.added.insert(word.precomposedStringWithCanonicalMapping)
            }
            changeEngine(made)
        }
    }

    /// Accepts learned words from now on (adding each only when the dictionary does not
    /// already), with one change to the engine for all of them.
    func learn(_ words: [String]) throws(SpellCheckingError) {
        try personal.withLock { (state) throws(SpellCheckingError) in
            var made: [DictionaryEngine.Change] = []
            defer { changeEngine(made) }
            for word in words where !check(word) {
                try validateForChange(word, adding: true)
                made.append(try record(word))
                state.added.insert(word.precomposedStringWithCanonicalMapping)
            }
        }
    }

    /// Stops accepting an unlearned word, when it was accepted only because it was learned.
    func unlearn(_ word: String) throws(SpellCheckingError) {
        try personal.withLock { (state) throws(SpellCheckingError) in
            guard state.added.remove(word.precomposedStringWithCanonicalMapping) != nil else { return }
            // Not remove(_:): the word was added because libhunspell rejected it, so the list
            // never accepted it, and its addition key keeps the list from judging it. The
            // fast path stays on.
            changeEngine([try change(word, HandlePool.Change.remove)])
        }
    }

    /// The words learned for this dictionary that it would not accept on its own.
    var learnedWords: Set<String> {
        personal.withLock { $0.added }
    }

    /// The dictionary's word list (``DictionaryDescriptor/wordListFile``), read at load;
    /// without one, its language's bundled list (see ``HunspellChecker/wordList()``).
    ///
    /// - Throws: ``SpellCheckingError/wordListNotFound(path:)`` or
    ///   ``SpellCheckingError/wordListUnusable(path:reason:)``.
    public func wordList() throws(SpellCheckingError) -> WordList {
        if let borrowed = borrowedList() { return borrowed }
        return try list.get()
    }

    /// Checks that `word` could be added, without adding it.
    func validateForChange(_ word: String, adding: Bool) throws(SpellCheckingError) {
        if word.contains(where: \.isNewline) { throw .invalidWord(word, reason: "it contains a line break") }
        switch codec.withEncoded(word, { strlen($0) }) {
        case .failure(let rejection):
            throw .invalidWord(word, reason: rejection.reason(encoding: codec.encoding))
        case .success(let length) where adding && length >= acceptedLengthLimit:
            // Saved, it would stay misspelled: libhunspell rejects every word this long.
            throw .invalidWord(word, reason: "libhunspell accepts no word of \(acceptedLengthLimit) bytes or more in this dictionary")
        case .success:
            break
        }
    }

    /// The length in bytes (as the dictionary encodes words) from which libhunspell rejects
    /// every word: 300 in a UTF-8 dictionary, 100 in an 8-bit one (its `MAXWORDUTF8LEN` and
    /// `MAXWORDLEN`).
    var acceptedLengthLimit: Int {
        if case .utf8 = codec.encoding { return 300 }
        return 100
    }

    // The word is encoded with the handle in hand, so no pointer crosses into
    // the locked region; NFC normalisation, the only costly step, runs for
    // non-ASCII input alone.

    private func suggestions(_ word: String) -> [String] {
        let codec = codec
        let result = pool.withHandle { handle in codec.withEncoded(word) { handle.suggest($0, decode: codec.decode) } }
        return result.flatMap { try? $0.get() } ?? []
    }

    /// Makes a word change to libhunspell's handles (without loading one: see
    /// ``HandlePool/apply(_:loading:)``), and returns it for the engine. A removal from a dictionary
    /// with flag aliases (`AF`) is made to the engine alone: libhunspell 1.7.1's
    /// `Hunspell_remove` frees the alias table's flags of the word's line, which aborts the
    /// process (a double free); libhunspell's verdicts and suggestions then come through
    /// the engine (``libhunspellMissesRemovals``).
    private func change(_ word: String, _ kind: ([CChar]) -> HandlePool.Change) throws(SpellCheckingError) -> DictionaryEngine.Change {
        let encoded = codec.withEncoded(word) { pointer in
            Array(UnsafeBufferPointer(start: pointer, count: strlen(pointer) + 1))
        }
        switch encoded {
        case .success(let bytes):
            let change = kind(bytes)
            if change.kind == .remove && affix.tables.flagAliases > 0 {
                libhunspellMissesRemovals.store(true, ordering: .relaxed)
            } else {
                guard pool.apply(change, loading: false) else { throw .invalidWord(word, reason: "libhunspell refused it") }
            }
            let plain = bytes.dropLast().map { UInt8(bitPattern: $0) }
            return change.kind == .add ? .add(plain) : .remove(plain)
        case .failure(let rejection):
            throw .invalidWord(word, reason: rejection.reason(encoding: codec.encoding))
        }
    }
}

extension WordCodec.Rejection {
    func reason(encoding: DictionaryEncoding) -> String {
        switch self {
        case .empty: "it is empty"
        case .containsNUL: "it contains a NUL character"
        case .tooLong: "it is longer than \(WordCodec.maximumWordBytes) bytes"
        case .unrepresentable: "the dictionary's encoding (\(encoding.name)) cannot represent it"
        }
    }
}
