import CHunspell
import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// The word list answers `isCorrect` before libhunspell does; these tests show that
/// not one verdict changes. Each compares a checker that uses the list with
/// libhunspell called directly on the same files, on large real word sets.
@Suite struct LexiconParityTests {
    typealias Reference = HunspellParityTests.Reference

    static let languages: [Language] = [.english, .spanish, .italian]

    /// Every how many words are compared: 1 (all) unless WORDCHECK_PARITY_STRIDE says
    /// otherwise; scripts/sanitize.sh samples, since millions of checks under a sanitizer
    /// take longer than its time box.
    static let parityStride = max(1, Int(ProcessInfo.processInfo.environment["WORDCHECK_PARITY_STRIDE"] ?? "") ?? 1)

    /// Every how many listed forms ``everyListedFormAndItsCaseVariants(language:)`` compares:
    /// 16 unless WORDCHECK_LISTED_FORMS_STRIDE says otherwise. All of them (1) takes almost
    /// three minutes on two cores, nearly all of it in libhunspell, so the test command
    /// samples and scripts/check-parity.sh, run before a release, compares every one.
    static let listedFormsStride = max(1, Int(ProcessInfo.processInfo.environment["WORDCHECK_LISTED_FORMS_STRIDE"] ?? "") ?? 16)

    /// Compares verdicts on `words` in parallel batches, each with its own libhunspell
    /// handle, for both engines: `checker` (the list, then libhunspell) and, when the list
    /// is in use, a ``WordListChecker`` on the same list (the list alone). Returns the words whose
    /// verdicts differ (at most 20 per batch), the pure checker's marked `pure:`.
    static func differences(_ checker: HunspellChecker, _ words: [String], batches: Int = 8) async -> [String] {
        // The pure checker only where the list was made from the checker's files.
        let pure = checker.wordListStatus == .active
            ? (try? checker.loaded.wordList()).map { WordListChecker(list: $0, language: checker.language) } : nil
        let words = Self.parityStride == 1 ? words : Swift.stride(from: 0, to: words.count, by: Self.parityStride).map { words[$0] }
        let size = max(1, (words.count + batches - 1) / batches)
        let descriptor = checker.dictionary
        // WordCheck folds `’` to `'` for dictionaries that only know `'` (by design, see
        // WordCodec); libhunspell is asked about what WordCheck would send it.
        let folds = checker.loaded.codec.foldsApostrophes
        return await withTaskGroup(of: [String].self) { group in
            for start in stride(from: 0, to: words.count, by: size) {
                let batch = Array(words[start..<min(words.count, start + size)])
                group.addTask {
                    let reference = Reference(descriptor)
                    var found: [String] = []
                    for word in batch {
                        let sent = folds ? word.replacingOccurrences(of: "\u{2019}", with: "'") : word
                        let expected = reference.spell(sent.precomposedStringWithCanonicalMapping)
                        if checker.isCorrect(word) != expected { found.append(word) }
                        if let pure, pure.isCorrect(word) != expected { found.append("pure: \(word)") }
                        if found.count >= 20 { break }
                    }
                    return found
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
    }

    /// About `count` forms of `list`, at a regular stride.
    static func sample(_ list: WordList, about count: Int) -> [String] {
        list.enumerated().filter { $0.offset % max(1, list.count / count) == 0 }.map(\.element)
    }

    static func checker(_ language: Language) throws -> HunspellChecker {
        let checker = try HunspellChecker(dictionary: bundledOnly.locate(language), language: language, shared: false)
        #expect(checker.wordListStatus == .active)
        return checker
    }

    /// FIPS 180-4's examples, and a message fed in uneven pieces.
    @Test func sha256KnownAnswers() {
        func hex(_ pieces: [String]) -> String {
            var hash = SHA256()
            for piece in pieces { hash.update(Array(piece.utf8)) }
            return hash.finish().map { String(format: "%02x", $0) }.joined()
        }
        #expect(hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(hex(["abc"]) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        let twoBlocks = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(hex([twoBlocks]) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        #expect(hex(["abcdbcdecdefdefgefghfghig", "hijhijkijkljklmklmnlmnomnopnop", "q"]) == hex([twoBlocks]))
        #expect(hex(Array(repeating: String(repeating: "a", count: 1_000), count: 1_000))
                == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    /// What the list decides alone, and what it leaves to libhunspell.
    @Test func verdictsTheListGives() throws {
        let english = try Self.checker(.english).loaded.wordList()
        #expect(english.isClosedForLetterWords)
        func verdict(_ list: WordList, _ word: String) -> WordList.Verdict {
            var word = word
            return word.withUTF8 { list.verdict(utf8: $0) }
        }
        #expect(verdict(english, "cease") == .accepted && verdict(english, "Cease") == .accepted)
        #expect(verdict(english, "CEASE") == .accepted && verdict(english, "Paris") == .accepted)
        #expect(verdict(english, "agensies") == .rejected && verdict(english, "Agensies") == .rejected)
        #expect(verdict(english, "paris") == .rejected)  // a proper noun in lower case
        // en_US builds no word with an apostrophe that it does not list.
        #expect(english.isClosedForApostropheWords)
        #expect(verdict(english, "agency's") == .accepted && verdict(english, "Agency's") == .accepted)
        #expect(verdict(english, "agnecy's") == .rejected && verdict(english, "Agnecy's") == .rejected)
        #expect(verdict(english, "'agency") == .rejected && verdict(english, "agency''") == .rejected)
        for undecided in ["AGENSIES", "21st", "well-known", "cease.", "aGENCY", "McDonaldx", "", "'", "''", "agency’s", "AGNECY'S"] {
            #expect(verdict(english, undecided) == .undecided, "\(undecided) is \(verdict(english, undecided))")
        }
        let spanish = try Self.checker(.spanish).loaded.wordList()
        #expect(verdict(spanish, "niño") == .accepted && verdict(spanish, "NIÑO") == .accepted)
        #expect(verdict(spanish, "ninyo") == .rejected && verdict(spanish, "acción") == .accepted)
        // it_IT elides with prefixes (dell'anno), which the list leaves out.
        let italian = try Self.checker(.italian).loaded.wordList()
        #expect(italian.isClosedForLetterWords && !italian.isClosedForApostropheWords)
        #expect(verdict(italian, "dell'anno") == .undecided && verdict(italian, "dell'annno") == .undecided)

        // What the quick lookup leaves undecided, libhunspell's whole flow decides from the
        // list: numbers, ordinals, BREAK, dots, elisions, mixed case.
        for list in [english, spanish, italian] { #expect(list.decidesEveryWord) }
        let spelling: [(WordList, String, WordList.Verdict)] = [
            (english, "21st", .accepted), (english, "21th", .rejected), (english, "11th", .accepted), (english, "1990s", .rejected),
            (english, "well-known", .accepted), (english, "well-knwon", .rejected), (english, "WELL-KNOWN", .accepted),
            (english, "cease.", .accepted), (english, "AGENSIES", .rejected), (english, "aGENCY", .rejected),
            (english, "MCDONALD", .accepted), (english, "McDonaldx", .rejected), (english, "agency’s", .accepted),
            (english, "AGNECY'S", .rejected), (english, "1,000.5", .accepted), (english, "1..2", .rejected),
            (english, "-", .rejected), (english, "...", .accepted),
            (spanish, "hispano-árabe", .accepted), (spanish, "afro-americano", .rejected),
            (italian, "dell'anno", .accepted), (italian, "dell'annno", .rejected), (italian, "DELL'ANNO", .accepted),
            (italian, "SANT'ELIA", .accepted), (italian, "nell'Italia", .accepted), (italian, "all'11", .rejected),
        ]
        for (list, word, expected) in spelling {
            #expect(list.spellingVerdict(of: word) == expected, "\(word)")
        }
    }

    /// The lookup walk (with its first steps from ``PrefixDispatch``) numbers listed forms
    /// as the list's byte order does (every 3rd form; the parity tests look up every one),
    /// and finds no word the plain walk (`contains`) does not: every 29th form with its last
    /// byte dropped, with a byte added, with its second byte changed, and one-byte words.
    @Test(arguments: languages)
    func lookupWalkNumbersEveryForm(language: Language) throws {
        let list = try Self.checker(language).loaded.wordList()
        func number(_ word: String) -> Int? {
            var word = word
            return word.withUTF8 { list.number(of: $0) }
        }
        func isListed(_ word: String) -> Bool {
            var word = word
            return word.withUTF8 { list.isListed($0) }
        }
        var misnumbered: [String] = []
        var disagreeing: [String] = []
        for (position, form) in list.enumerated() {
            guard position % (3 * Self.parityStride) == 0 else { continue }
            if number(form) != position || !isListed(form) { misnumbered.append(form) }
            guard position % (29 * Self.parityStride) == 0 else { continue }
            var bytes = Array(form.utf8)
            var near = [String(decoding: bytes.dropLast(), as: UTF8.self), form + "q", form + "\u{E9}"]
            if bytes.count > 1 {
                bytes[1] = bytes[1] &+ 1
                if let changed = String(validating: bytes, as: UTF8.self) { near.append(changed) }
            }
            for word in near where !word.isEmpty && (isListed(word) != list.contains(word) || (number(word) != nil) != list.contains(word)) {
                disagreeing.append(word)
            }
            if misnumbered.count + disagreeing.count > 20 { break }
        }
        for byte in UInt8(1)...UInt8(0x7F) {
            let word = String(decoding: [byte], as: UTF8.self)
            if isListed(word) != list.contains(word) { disagreeing.append(word) }
        }
        #expect(misnumbered.isEmpty, "\(misnumbered)")
        #expect(disagreeing.isEmpty, "\(disagreeing)")
    }

    /// Every listed form, capitalised and in capitals: 3.1 million Italian forms, three ways
    /// (every 16th form in the test command, all of them in scripts/check-parity.sh).
    @Test(arguments: languages)
    func everyListedFormAndItsCaseVariants(language: Language) async throws {
        let checker = try Self.checker(language)
        let list = try checker.loaded.wordList()
        var words: [String] = []
        words.reserveCapacity(list.count * 3 / Self.listedFormsStride + 3)
        for (position, form) in list.enumerated() where position % Self.listedFormsStride == 0 {
            words.append(form)
            let capitalised = form.prefix(1).uppercased() + form.dropFirst()
            if capitalised != form { words.append(capitalised) }
            let capitals = form.uppercased()
            if capitals != form && capitals != capitalised { words.append(capitals) }
        }
        #expect(words.count > list.count * 2 / Self.listedFormsStride)
        let differences = await Self.differences(checker, words)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// Debian's word lists for the language (installed by scripts/test.sh), accepted and rejected.
    @Test(arguments: [(Language.english, "american-english"), (.spanish, "spanish"), (.italian, "italian")])
    func debianWordLists(language: Language, file: String) async throws {
        let path = "/usr/share/dict/\(file)"
        try #require(FileManager.default.fileExists(atPath: path), "\(path) is missing: scripts/test.sh installs it")
        let words = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(words.count > 50_000)
        let checker = try Self.checker(language)
        let differences = await Self.differences(checker, words)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// 100,000 seeded misspellings per language (one and two edits of listed forms: letters
    /// inserted, dropped, replaced, swapped), with about as many again of their case
    /// variants, hyphen joins to listed forms, `'s` forms and elisions: over 200,000 words,
    /// each checked by both checkers and by libhunspell.
    @Test(arguments: languages)
    func seededMisspellings(language: Language) async throws {
        let checker = try Self.checker(language)
        let list = try checker.loaded.wordList()
        var random = FuzzCorpusTests.Seeded(state: 0xC0FFEE + UInt64(language.identifier.utf8.count))
        let forms = Self.sample(list, about: 40_000).map { Array($0) }
        let alphabet = Array(Set(forms.prefix(5_000).joined())).sorted()
        var words: [String] = []
        var edited = 0
        while edited < 100_000 {
            var word = forms[random.below(forms.count)]
            for _ in 0...random.below(2) {
                let position = random.below(word.count + 1)
                switch random.below(4) {
                case 0: word.insert(alphabet[random.below(alphabet.count)], at: position)
                case 1 where position < word.count: word.remove(at: position)
                case 2 where position < word.count: word[position] = alphabet[random.below(alphabet.count)]
                case 3 where position + 1 < word.count: word.swapAt(position, position + 1)
                default: break
                }
            }
            let text = String(word)
            guard !text.isEmpty else { continue }
            words.append(text)
            edited += 1
            if random.below(4) == 0 { words.append(text.uppercased()) }
            if random.below(4) == 0 { words.append(text.prefix(1).uppercased() + text.dropFirst()) }
            // Joined by a hyphen to a listed form, with 's, after an elision prefix.
            if random.below(6) == 0 { words.append(text + "-" + String(forms[random.below(forms.count)])) }
            if random.below(6) == 0 { words.append(String(forms[random.below(forms.count)]) + "-" + text) }
            if random.below(6) == 0 { words.append(text + (random.below(2) == 0 ? "'s" : "’s")) }
            if random.below(6) == 0 { words.append(["l'", "dell'", "un'", "d'", "L'", "DELL'", "l’"][random.below(7)] + text) }
        }
        #expect(words.count > 200_000)
        let differences = await Self.differences(checker, words)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// Apostrophes, hyphens, digits, trailing dots, mixed case, other scripts: the list
    /// decides few of these alone (words of letters and apostrophes, where it is closed
    /// for them), and the answers stay libhunspell's.
    @Test(arguments: languages)
    func wordsWithMarks(language: Language) async throws {
        let checker = try Self.checker(language)
        let list = try checker.loaded.wordList()
        let forms = Self.sample(list, about: 3_000)
        var words: [String] = ["21st", "1st", "101th", "dell'anno", "l'acqua", "don't", "don’t", "l’acqua", "dell’anno",
                               "won’t", "Don’t", "DON’T", "o’clock", "l’", "’", "well-known", "e-mail", "etc.",
                               "Mr.", "OK", "iPod", "McDonald", "İstanbul", "straße", "ÿes", "naïve", "Ñandú", "ÑANDÚ"]
        for form in forms {
            words += [form + ".", form + "'s", form + "’s", "l'" + form, "l’" + form, form + "-" + form, form + "2", "2" + form,
                      form.uppercased() + ".", String(form.reversed()), form.lowercased(),
                      form.enumerated().map { $0.offset % 2 == 0 ? $0.element.uppercased() : String($0.element) }.joined()]
            // Apostrophes anywhere: en_US's list rejects these alone (isClosedForApostropheWords).
            let middle = form.index(form.startIndex, offsetBy: form.count / 2)
            words += ["'" + form, form + "'", form[..<middle] + "'" + form[middle...], form + "'S", form.uppercased() + "'S",
                      form.prefix(1).uppercased() + form.dropFirst() + "'s", "d'" + form, form + "''s"]
        }
        words += ["'", "''", "'s", "'S", "'tis", "'Tis", "o'clock", "O'clock", "O'Clock", "O'CLOCK", "ma'am", "Ma'am"]
        let differences = await Self.differences(checker, words)
        #expect(differences.isEmpty, "\(differences)")
    }

    /// Words added, removed, learned and unlearned: the list steps aside where it must.
    @Test func runTimeChanges() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-lexicon-\(UUID())")
        let checker = try HunspellChecker(dictionary: bundledOnly.locate(.english), language: .english, shared: false,
                                          personalDictionary: PersonalDictionary(folder: folder))
        defer { try? FileManager.default.removeItem(at: folder) }
        let reference = Reference(checker.dictionary)
        let words = ["cease", "Cease", "CEASE", "ceases", "ceased", "qzxadded", "Qzxadded", "QZXADDED", "qzxlearned", "agency"]
        func same() -> [String] { words.filter { checker.isCorrect($0) != reference.spell($0) } }

        try checker.add("qzxadded")
        _ = Hunspell_add(reference.handle, "qzxadded")
        #expect(same().isEmpty)
        try checker.learnWord("qzxlearned")
        _ = Hunspell_add(reference.handle, "qzxlearned")
        #expect(same().isEmpty && checker.isCorrect("qzxlearned"))
        #expect(checker.wordListStatus == .active)
        // Unlearning a learned word leaves the list in use.
        try checker.learnWord("qzxforgotten")
        _ = Hunspell_add(reference.handle, "qzxforgotten")
        try checker.unlearnWord("qzxforgotten")
        _ = Hunspell_remove(reference.handle, "qzxforgotten")
        #expect(checker.wordListStatus == .active && !checker.isCorrect("qzxforgotten"))
        for word in ["qzxforgotten", "Qzxforgotten", "QZXFORGOTTEN"] {
            #expect(checker.isCorrect(word) == reference.spell(word), "\(word)")
        }
        #expect(same().isEmpty, "\(same())")
        try checker.remove("cease")
        _ = Hunspell_remove(reference.handle, "cease")
        #expect(checker.wordListStatus == .offAfterRemoval)
        #expect(!checker.isCorrect("cease"))
        #expect(same().isEmpty, "\(same())")
        try checker.unlearnWord("qzxlearned")
        _ = Hunspell_remove(reference.handle, "qzxlearned")
        #expect(same().isEmpty, "\(same())")
    }

    /// A list made from other files, or a damaged one, never answers: libhunspell does.
    /// A copy of the bundled en_US dictionary with its list, in a folder of its own.
    static func copyOfEnglish() throws -> (folder: URL, descriptor: DictionaryDescriptor) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-lazy-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let english = try bundledOnly.locate(.english)
        for file in [english.affixFile, english.wordFile, english.wordListFile] {
            try FileManager.default.copyItem(at: file, to: folder.appendingPathComponent(file.lastPathComponent))
        }
        return (folder, DictionaryDescriptor(folder: folder, name: "en_US", source: .path))
    }

    /// Adds `word` to the `.dic` file `file` (and one to its count): no longer a bundled dictionary's.
    static func addWord(_ word: String, to file: URL) throws {
        var words = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        words[0] = Substring(String(Int(words[0].prefix { $0.isNumber })! + 1))
        words.insert(Substring(word), at: 1)
        try replace(file, with: words.joined(separator: "\n"))
    }

    /// Writes `text` to a new file renamed over `file`, as an update would.
    static func replace(_ file: URL, with text: String) throws {
        let replacement = file.deletingLastPathComponent().appendingPathComponent("replacement-\(UUID())")
        try text.write(to: replacement, atomically: false, encoding: .utf8)
        guard rename(replacement.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// A dictionary loads libhunspell only when a caller chooses it or a word added at run
    /// time needs it: its list answers, and the Swift engine decides what the list cannot.
    @Test func libhunspellLoadsOnlyWhenAWordNeedsIt() async throws {
        let (folder, descriptor) = try Self.copyOfEnglish()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = try HunspellDictionary.loadUnshared(descriptor)
        #expect(dictionary.wordListStatus == .active)
        #expect(dictionary.pool.handleCount == 0)
        #expect(dictionary.check("agencies") && dictionary.check("Cease") && !dictionary.check("agensies"))
        #expect(dictionary.pool.handleCount == 0)
        // en_US's list decides every word: numbers, ordinals, BREAK and dots too.
        #expect(dictionary.check("21st") && !dictionary.check("21th") && dictionary.check("well-known") && dictionary.check("etc."))
        #expect(dictionary.pool.handleCount == 0)
        // A dictionary without a list of its own loads the Swift engine, not libhunspell
        // (its files here are a bundled dictionary's no more), and libhunspell only when
        // a caller chooses it.
        try FileManager.default.removeItem(at: descriptor.wordListFile)
        #expect(try HunspellDictionary.loadUnshared(descriptor).pool.handleCount == 0)
        try Self.addWord("qzxown", to: descriptor.wordFile)
        let unlisted = try HunspellDictionary.loadUnshared(descriptor)
        #expect(unlisted.wordListStatus != .active)
        #expect(unlisted.check("qzxown") && unlisted.check("Qzxown") && !unlisted.check("qzxowns") && unlisted.check("agencies"))
        #expect(unlisted.pool.handleCount == 0)
        #expect(unlisted.check("qzxown", using: .libhunspell) && unlisted.pool.handleCount == 1)
        // Adding a word loads no libhunspell: the engine holds the word as libhunspell would.
        let (other, otherDescriptor) = try Self.copyOfEnglish()
        defer { try? FileManager.default.removeItem(at: other) }
        let adding = try HunspellDictionary.loadUnshared(otherDescriptor)
        try adding.add("qzxword")
        try adding.remove("cease")
        #expect(adding.check("qzxword") && adding.check("Qzxword") && !adding.check("cease") && adding.check("agencies"))
        #expect(adding.pool.handleCount == 0)
        #expect(adding.check("qzxword", using: .libhunspell) && !adding.check("cease", using: .libhunspell))
    }

    /// Learned words load no libhunspell: a checker whose personal list holds words accepts
    /// them through the engine as libhunspell does once it has added them; learning and
    /// unlearning load nothing either. (Every process with a learned word once loaded it.)
    @Test func learnedWordsLoadNoLibhunspell() throws {
        let (folder, descriptor) = try Self.copyOfEnglish()
        defer { try? FileManager.default.removeItem(at: folder) }
        let personal = PersonalDictionary(folder: folder.appendingPathComponent("learned"))
        let learning = try HunspellChecker(dictionary: descriptor, shared: false, personalDictionary: personal)
        try learning.learnWord("qzxlearned")
        try learning.learnWord("Qzxcapital")
        try learning.learnWord("qzxgone")
        try learning.unlearnWord("qzxgone")
        #expect(learning.hunspellDictionary.pool.handleCount == 0)
        // A later process: the list answers for other words, misspelled ones included.
        let later = try HunspellChecker(dictionary: descriptor, shared: false, personalDictionary: personal)
        let pool = later.hunspellDictionary.pool
        #expect(later.isCorrect("agencies") && !later.isCorrect("agensies") && !later.isCorrect("qzxother"))
        #expect(pool.handleCount == 0)
        // The engine has the words added (with libhunspell's own rules for their case) and
        // the unlearned one taken back.
        #expect(later.isCorrect("qzxlearned"))
        #expect(later.isCorrect("Qzxlearned") && later.isCorrect("QZXLEARNED"))
        #expect(later.isCorrect("Qzxcapital") && !later.isCorrect("qzxcapital"))
        #expect(!later.isCorrect("qzxgone"))
        #expect(pool.handleCount == 0)
        #expect(later.hunspellDictionary.learnedWords == ["qzxlearned", "Qzxcapital"])
        // The same verdicts as libhunspell's, which loads now and replays the changes.
        let hunspell = later.using(.libhunspell)
        for word in ["qzxlearned", "Qzxlearned", "QZXLEARNED", "Qzxcapital", "qzxcapital", "QZXCAPITAL", "qzxgone", "agencies"] {
            #expect(later.isCorrect(word) == hunspell.isCorrect(word), "\(word)")
        }
        #expect(pool.handleCount == 1)
    }

    /// Files changed after loading: the engine (or libhunspell), loaded later, reads the new files and the
    /// list (made from the old ones) steps aside; files changed into unusable ones never
    /// reach libhunspell.
    @Test func filesChangedAfterLoadingAreCheckedAgain() async throws {
        let (folder, descriptor) = try Self.copyOfEnglish()
        defer { try? FileManager.default.removeItem(at: folder) }
        let dictionary = try HunspellDictionary.loadUnshared(descriptor)
        #expect(dictionary.check("agencies") && !dictionary.check("qzxnew"))
        // A new .dic, written the way an update would: another file renamed over the old one.
        var words = try String(contentsOf: descriptor.wordFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        words[0] = Substring(String(Int(words[0])! + 1))
        words.insert("qzxnew", at: 1)
        try Self.replace(descriptor.wordFile, with: words.joined(separator: "\n"))
        // Until the engine or libhunspell loads, the dictionary answers for the files it loaded.
        #expect(!dictionary.check("qzxnew") && dictionary.wordListStatus == .active)
        try dictionary.add("qzxadded")  // loads the engine, on the new files
        #expect(dictionary.wordListStatus == .madeFromOtherFiles)
        #expect(dictionary.check("qzxnew") && dictionary.check("agencies") && !dictionary.check("agensies"))

        // An .aff changed into one that fails the checks made before libhunspell sees a file
        // (a table announcing more entries than follow).
        let (broken, brokenDescriptor) = try Self.copyOfEnglish()
        defer { try? FileManager.default.removeItem(at: broken) }
        let lazy = try HunspellDictionary.loadUnshared(brokenDescriptor)
        #expect(lazy.check("agencies"))
        try Self.replace(brokenDescriptor.affixFile, with: "SET UTF-8\nREP 5\nREP a b\n")
        #expect(lazy.check("21st") && !lazy.check("21th"))  // the list decides every word of the files it was made from
        #expect(lazy.pool.handleCount == 0)
        #expect(lazy.check("agencies") && !lazy.check("agensies"))  // the list still answers for its files
        #expect(throws: SpellCheckingError.self) { try lazy.add("qzxword") }
    }

    @Test func aListFromOtherFilesIsNotUsed() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-foreign-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spanish = try bundledOnly.locate(.spanish)
        let english = try bundledOnly.locate(.english)
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(at: spanish.affixFile.deletingPathExtension().appendingPathExtension(ext),
                                             to: folder.appendingPathComponent("es_ES.\(ext)"))
        }
        // Not the bundled es_ES any more (whose files get the bundled list, whatever lies beside them).
        try Self.addWord("qzxnuevo", to: folder.appendingPathComponent("es_ES.dic"))
        let list = folder.appendingPathComponent("es_ES.words")
        try FileManager.default.copyItem(at: english.wordListFile, to: list)
        let descriptor = DictionaryDescriptor(folder: folder, name: "es_ES", source: .path)
        let foreign = try HunspellChecker(dictionary: descriptor, language: .spanish, shared: false)
        #expect(foreign.wordListStatus == .madeFromOtherFiles)
        let englishWords = Array(try WordList(contentsOf: english.wordListFile).prefix(20_000))
        #expect(await Self.differences(foreign, englishWords + ["niño", "Niño", "cease", "CEASE", "qzxnuevo"]).isEmpty)

        var damaged = try Data(contentsOf: spanish.wordListFile)
        damaged[damaged.count / 2] ^= 0xFF
        try damaged.write(to: list)
        let broken = try HunspellChecker(dictionary: descriptor, language: .spanish, shared: false)
        guard case .unusable = broken.wordListStatus else {
            Issue.record("a damaged list is \(broken.wordListStatus)")
            return
        }
        #expect(await Self.differences(broken, ["niño", "Niño", "NIÑO", "ninyo", "casa", "Casa"]).isEmpty)
    }

    /// A bundled dictionary's files, wherever they sit (a system copy, a project folder), get
    /// the bundled list and only that one: a list beside them that lies about them (here the
    /// Spanish list with the English files' digest written into its header, and its
    /// checksum made to match) is never read.
    @Test func aBundledDictionarysFilesGetTheBundledList() async throws {
        let (folder, descriptor) = try Self.copyOfEnglish()
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = try bundledOnly.locate(.english)
        let spanish = try bundledOnly.locate(.spanish)
        var forged = try Data(contentsOf: spanish.wordListFile)
        let englishList = try Data(contentsOf: english.wordListFile)
        forged.replaceSubrange(32..<64, with: englishList[32..<64])
        // The checksum covers the digest: a forger computes it again.
        forged = Data(WordTableTests.resealed([UInt8](forged)) { _ in })
        try forged.write(to: descriptor.wordListFile)
        #expect(try WordList(contentsOf: descriptor.wordListFile).contains("niño"))  // intact, as far as it can tell
        for checker in [try HunspellChecker(dictionary: descriptor, language: .english, shared: false),
                        try HunspellChecker(dictionaryAt: folder.appendingPathComponent("en_US").path)] {
            #expect(checker.wordListStatus == .active)
            #expect(checker.isCorrect("agencies") && !checker.isCorrect("niño") && !checker.isCorrect("camión"))
            #expect(await Self.differences(checker, ["agencies", "Cease", "CEASE", "niño", "camión", "recieve", "21st"]).isEmpty)
        }
        #expect(descriptor.wordListStatus() == .active)
        try FileManager.default.removeItem(at: descriptor.wordListFile)
        #expect(descriptor.wordListStatus() == .active)
        let dictionary = try HunspellDictionary.loadUnshared(descriptor)
        #expect(dictionary.check("agencies") && !dictionary.check("niño") && dictionary.pool.handleCount == 0)
    }
}
