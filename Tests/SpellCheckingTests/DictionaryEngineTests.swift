import CHunspell
import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// The Swift engine against libhunspell, word for word, on Hunspell's own test suite.
@Suite struct DictionaryEngineTests {
    /// libhunspell on a pair of files, asked with the bytes as they are.
    final class Oracle {
        let handle: OpaquePointer
        init(affix: String, dictionary: String) {
            handle = HunspellHandle.lifecycleLock.withLock { _ in Hunspell_create(affix, dictionary) }
        }
        deinit {
            let handle = handle
            HunspellHandle.lifecycleLock.withLock { _ in HunspellHandle.destroy(handle) }
        }
        func spell(_ bytes: [UInt8]) -> Bool {
            (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { Hunspell_spell(handle, $0.baseAddress!) != 0 }
            }
        }
        /// `Hunspell_add`; its status (0 when it took the word).
        func add(_ bytes: [UInt8]) -> Int32 {
            (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { Hunspell_add(handle, $0.baseAddress!) }
            }
        }
        /// `Hunspell_remove`; its status.
        func remove(_ bytes: [UInt8]) -> Int32 {
            (bytes + [0]).withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { Hunspell_remove(handle, $0.baseAddress!) }
            }
        }
    }

    /// Where scripts/test.sh put Hunspell 1.7.1's tests (Debian's source package).
    static var suite: URL? {
        ProcessInfo.processInfo.environment["WORDCHECK_HUNSPELL_SUITE"].map { URL(fileURLWithPath: $0) }
    }

    static func lines(_ url: URL) -> [[UInt8]] {
        guard let data = try? Data(contentsOf: url) else { return [] }
        return AffixData.lines(of: Array(data)).map(Array.init).filter { !$0.isEmpty }
    }

    @Test func hunspellsOwnSuiteGivesLibhunspellsVerdicts() throws {
        let folder = try #require(Self.suite, "set WORDCHECK_HUNSPELL_SUITE (scripts/test.sh fetches the suite)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".dic") }.map { String($0.dropLast(4)) }.sorted()
        #expect(names.count > 100)
        var differences: [String] = []
        var words = 0
        for name in names {
            let base = folder.appendingPathComponent(name)
            let affix = base.appendingPathExtension("aff").path, dictionary = base.appendingPathExtension("dic").path
            guard FileManager.default.fileExists(atPath: affix) else { continue }
            let engine: DictionaryEngine
            do {
                engine = try DictionaryEngine(dictionaryAt: base.path)
            } catch {
                // A .dic without its count (libhunspell then loads no word) is refused with a reason.
                let first = Self.lines(URL(fileURLWithPath: dictionary)).first ?? []
                #expect(AffixData.number(first[...]) <= 0, "\(name): \(error)")
                continue
            }
            let oracle = Oracle(affix: affix, dictionary: dictionary)
            for kind in ["good", "wrong"] {
                for line in Self.lines(base.appendingPathExtension(kind)) {
                    words += 1
                    let expected = oracle.spell(line)
                    if engine.check(encoded: line) != expected {
                        differences.append("\(name).\(kind): \(String(decoding: line, as: UTF8.self)) (libhunspell: \(expected))")
                    }
                }
            }
        }
        #expect(words > 1_000)
        print("DictionaryEngineTests: \(words) words of \(names.count) dictionaries, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.joined(separator: "\n"))")
    }
}

extension DictionaryEngineTests {
    /// 20,000 forms of the bundled list spread over it, their capitalised and upper-case
    /// spellings, each with one letter changed, and each run together with another form,
    /// checked by the engine and by libhunspell on the same files.
    /// (`scripts/check-debian-dictionaries.sh --engine` does the same for every Debian dictionary.)
    @Test(arguments: [Language.english, .spanish, .italian])
    func bundledDictionariesGiveLibhunspellsVerdicts(language: Language) throws {
        let descriptor = try bundledOnly.locate(language)
        let engine = try DictionaryEngine(dictionaryAt: descriptor.affixFile.path)
        let oracle = Oracle(affix: descriptor.affixFile.path, dictionary: descriptor.wordFile.path)
        let list = try WordList(contentsOf: descriptor.wordListFile)
        let stride = max(1, list.count / 20_000)
        let forms = Array(list).enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        #expect(forms.count >= 20_000)
        var random = FuzzCorpusTests.Seeded(state: 11)
        let letters = Array("abcdefghijklmnopqrstuvwxyzáéíóúàèìòùñ'")
        var words: [String] = []
        for form in forms {
            words += [form, form.capitalized, form.uppercased()]
            var characters = Array(form)
            characters[Int.random(in: 0..<characters.count, using: &random)] = letters.randomElement(using: &random)!
            words.append(String(characters))
            words.append(form + forms.randomElement(using: &random)!)
        }
        var differences: [String] = []
        for word in words {
            let bytes = Array(word.precomposedStringWithCanonicalMapping.utf8)
            if engine.check(encoded: bytes) != oracle.spell(bytes) { differences.append(word) }
        }
        #expect(differences.isEmpty, "\(differences.count) of \(words.count): \(differences.prefix(30))")
    }
}

extension DictionaryEngineTests {
    /// HunspellChecker answers with the engine by default and with libhunspell when asked,
    /// and the two agree on every word of Hunspell's suite (its UTF-8 dictionaries, which a
    /// String can hold; the dictionaries the checker's guards refuse are skipped), without
    /// the engine's checker ever loading libhunspell; and again after words are added and
    /// removed at run time.
    @Test func checkerBackendsAgree() throws {
        let folder = try #require(Self.suite, "set WORDCHECK_HUNSPELL_SUITE (scripts/test.sh fetches the suite)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".dic") }.map { String($0.dropLast(4)) }.sorted()
        let learned = FileManager.default.temporaryDirectory.appendingPathComponent("engine-backends-\(UUID())")
        defer { try? FileManager.default.removeItem(at: learned) }
        var compared = 0
        var differences: [String] = []
        for name in names {
            let base = folder.appendingPathComponent(name)
            guard let affix = try? String(contentsOf: base.appendingPathExtension("aff"), encoding: .utf8), affix.contains("SET UTF-8"),
                  let dictionary = try? HunspellDictionary(loading: DictionaryDescriptor(path: base.path))
            else { continue }
            let engine = try HunspellChecker(dictionary: dictionary, personalDictionary: PersonalDictionary(folder: learned))
            let hunspell = engine.using(.libhunspell)
            #expect(engine.backend == .engine && hunspell.backend == .libhunspell)
            let words = ["good", "wrong"].flatMap { Self.lines(base.appendingPathExtension($0)) }.map { String(decoding: $0, as: UTF8.self) }
            let verdicts = words.map(engine.isCorrect)
            #expect(dictionary.pool.handleCount == 0, "\(name): the engine loaded libhunspell")
            for (word, verdict) in zip(words, verdicts) where hunspell.isCorrect(word) != verdict {
                differences.append("\(name): \(word)")
            }
            compared += words.count
            // Then with words added and removed at run time, which the engine holds as
            // libhunspell's handles do (loaded above, they take each change as it comes).
            var changed = words
            for word in words.suffix(2) + ["Qzxname", "QzxOpenOffice"] where (try? dictionary.add(word)) != nil {
                changed += [word, word.lowercased(), word.uppercased(), word.capitalized]
            }
            for word in words.prefix(2) where (try? dictionary.remove(word)) != nil { changed.append(word) }
            for word in changed where hunspell.isCorrect(word) != engine.isCorrect(word) {
                differences.append("\(name), after run-time changes: \(word)")
            }
            compared += changed.count
        }
        #expect(compared > 250)
        #expect(differences.isEmpty, "\(differences)")
    }
}

extension DictionaryEngineTests {
    /// WordListChecker on any dictionary's files: the engine decides every word (here
    /// Hunspell's German compounding test, which no list holds), learned words are
    /// accepted as libhunspell accepts added ones, and without a list there is no word
    /// list, no suggestion and no completion. On a bundled dictionary's files the list
    /// made from them is used.
    @Test func wordListCheckerOnADictionarysFiles() throws {
        let folder = try #require(Self.suite, "set WORDCHECK_HUNSPELL_SUITE (scripts/test.sh fetches the suite)")
        let base = folder.appendingPathComponent("germancompounding")
        let checker = try WordListChecker(dictionaryAt: base.appendingPathExtension("dic").path)
        let oracle = Oracle(affix: base.appendingPathExtension("aff").path, dictionary: base.appendingPathExtension("dic").path)
        let words = ["good", "wrong"].flatMap { Self.lines(base.appendingPathExtension($0)) }.map { String(decoding: $0, as: UTF8.self) }
        #expect(words.count > 20)
        for word in words { #expect(checker.isCorrect(word) == oracle.spell(Array(word.utf8)), "\(word)") }
        #expect(checker.isCorrect("Computerarbeit") && !checker.isCorrect("computerarbeit"))
        #expect(throws: SpellCheckingError.wordListNotFound(path: base.appendingPathExtension("words").path)) { try checker.wordList() }
        #expect(checker.suggestions(for: "Computerarbet").isEmpty && checker.completions(forPartialWord: "Comp", limit: 5).isEmpty)
        // Learned as libhunspell adds a word: as written, capitalised and in capitals.
        try checker.learnWord("qzxwort")
        #expect(checker.isCorrect("qzxwort") && checker.isCorrect("Qzxwort") && checker.isCorrect("QZXWORT") && !checker.isCorrect("qzxworts"))
        try checker.unlearnWord("qzxwort")
        #expect(!checker.isCorrect("qzxwort"))
        #expect(throws: SpellCheckingError.self) { try WordListChecker(dictionaryAt: folder.appendingPathComponent("no-such").path) }

        let english = try bundledOnly.locate(.english)
        let onFiles = try WordListChecker(dictionaryAt: english.wordFile.path)
        let list = try onFiles.wordList()
        #expect(onFiles.language == .english && list.decidesEveryWord)
        #expect(onFiles.isCorrect("agencies") && !onFiles.isCorrect("agensies") && onFiles.suggestions(for: "agensies").first == "agencies")
    }
}

extension DictionaryEngineTests {
    /// A `.dic` of 200,000 copies of one word (which makes libhunspell's load quadratic)
    /// loads in linear time, and its homonyms keep libhunspell's order: the first decides
    /// whether the word is forbidden.
    @Test func copiesOfOneWordLoadAsHomonyms() throws {
        let copies = String(repeating: "word\n", count: 200_000)
        let engine = try DictionaryEngine(affixFile: Data("SET UTF-8\nFORBIDDENWORD X\n".utf8),
                                          dictionaryFile: Data("200002\n\(copies)other/X\nother\n".utf8))
        #expect(engine.check("word") && engine.check("Word") && engine.check("WORD"))
        #expect(!engine.check("other") && !engine.check("words"))
    }
}

extension DictionaryEngineTests {
    /// Another spelling of a word (NFD, a combining mark typed apart) is tried only where
    /// the files could hold one. An engine whose words and checking directives are NFC
    /// throughout (an `ICONV` to a pattern's own NFC included) says none; one holding a
    /// character NFC replaces by another (the ohm sign) says only as typed; one with a
    /// decomposed word, a combining mark in its `.aff`, a vowel sign or jamo that joins
    /// what precedes it, a character beyond the Basic Multilingual Plane or an 8-bit set
    /// says any. A checker finds the decomposed word from its NFC on either backend
    /// (`café` was rejected: only words with bytes from U+0300 up were asked again).
    @Test func otherSpellingsAreTriedWhereTheFilesCouldHoldThem() throws {
        func engine(_ affix: String, _ words: String) throws -> DictionaryEngine {
            try DictionaryEngine(affixFile: Data(affix.utf8), dictionaryFile: Data(words.utf8))
        }
        // Comments, names, flags and suggestion tables are not read; dashes and CJK are NFC alone.
        #expect(try engine("# caf\u{E9} \u{301}\nSET UTF-8\nFLAG UTF-8\nTRY \u{301}\nBREAK \u{2013}\nSFX \u{301} Y 1\nSFX \u{301} 0 ы .\n",
                           "3\nчай/\u{301}\nпривет\n漢字\n").otherSpellings == .none)
        #expect(try engine("SET UTF-8\n", "1\ncafe\u{301}\n").otherSpellings == .any)
        #expect(try engine("SET UTF-8\nIGNORE \u{301}\n", "1\ncafe\n").otherSpellings == .any)
        // A conversion to the pattern's own NFC (fr's) makes no other spelling; one to anything else may.
        #expect(try engine("SET UTF-8\nICONV 1\nICONV e\u{301} \u{E9}\n", "1\ncaf\u{E9}\n").otherSpellings == .none)
        #expect(try engine("SET UTF-8\nICONV 1\nICONV e\u{301} e\n", "1\ncafe\n").otherSpellings == .any)
        #expect(try engine("SET UTF-8\nSFX S Y 1\nSFX S 0 \u{DCF} .\n", "1\nabc/S\n").otherSpellings == .any)
        #expect(try engine("SET UTF-8\n", "1\n\u{1100}\u{1161}\n").otherSpellings == .any)
        #expect(try engine("SET UTF-8\n", "1\n\u{2126}\n").otherSpellings == .asTyped)
        #expect(try engine("SET UTF-8\n", "1\n\u{1F600}\n").otherSpellings == .any)
        #expect(try engine("SET ISO8859-1\n", "1\ncafe\n").otherSpellings == .any)
        try withDictionary(affix: "SET UTF-8\n", words: "2\ncafe\u{301}\nчай\n") { descriptor in
            let checker = try HunspellChecker(dictionary: HunspellDictionary(loading: descriptor))
            #expect(checker.backend == .engine)
            for backend in [VerdictBackend.engine, .libhunspell] {
                let checker = checker.using(backend)
                #expect(checker.isCorrect("café") && checker.isCorrect("cafe\u{301}") && checker.isCorrect("чай"), "\(backend)")
                #expect(!checker.isCorrect("cafe") && !checker.isCorrect("chai") && !checker.isCorrect("чаи"), "\(backend)")
            }
        }
        // The ohm sign, which NFC makes an omega, is found as typed, and only so.
        try withDictionary(affix: "SET UTF-8\n", words: "2\n\u{2126}\ncaf\u{E9}\n") { descriptor in
            let checker = try HunspellChecker(dictionary: HunspellDictionary(loading: descriptor))
            #expect(checker.isCorrect("\u{2126}") && !checker.isCorrect("\u{3A9}"))
            #expect(checker.isCorrect("café") && checker.isCorrect("cafe\u{301}") && !checker.isCorrect("cafë"))
        }
    }
}

extension DictionaryEngineTests {
    /// Where a `.dic` line's fields start, read in one pass, against the rule read plainly
    /// (the first colon with a blank three bytes before it, then the first tab) on every
    /// line of up to 7 bytes from a small alphabet and on random longer ones, mostly letters.
    @Test func fieldsStartWhereThePlainRuleSays() {
        func plain(_ line: [UInt8]) -> Int? {
            var start: Int?
            for colon in line.indices where line[colon] == UInt8(ascii: ":") && colon > 3 && [0x20, 0x09].contains(line[colon - 3]) {
                var field = colon - 3
                while field > 0, [0x20, 0x09].contains(line[field - 1]) { field -= 1 }
                start = field == 0 ? nil : field + 1
                break
            }
            if let tab = line.firstIndex(of: 0x09), start.map({ tab < $0 }) ?? true { start = tab + 1 }
            return start
        }
        let alphabet: [UInt8] = [UInt8(ascii: "a"), 0x20, 0x09, UInt8(ascii: ":")]
        var lines: [[UInt8]] = [[]]
        for length in 1...7 {
            for number in 0..<(1 << (2 * length)) { lines.append((0..<length).map { alphabet[(number >> (2 * $0)) & 3] }) }
        }
        var random = FuzzCorpusTests.Seeded(state: 57)
        // Longer ones, mostly letters, so that runs of eight bytes without a tab or colon come first.
        for _ in 0..<20_000 {
            lines.append((0..<Int.random(in: 8...40, using: &random)).map { _ in
                random.below(10) < 8 ? UInt8(ascii: "a") : alphabet.randomElement(using: &random)!
            })
        }
        let differing = lines.filter { line in line.withUnsafeBufferPointer(DictionaryLine.fieldsStart) != plain(line) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
    }
}

extension DictionaryEngineTests {
    /// Words added and removed at run time, on every dictionary of Hunspell's suite: the
    /// engine after ``DictionaryEngine/applying(_:)`` against libhunspell after the same
    /// `Hunspell_add` and `Hunspell_remove` calls, in the same order. The changes add
    /// misspelled words, invented words of each case shape and a word already there,
    /// remove correct words and `.dic` stems, add a removed word back (which un-forbids it)
    /// and remove an added one; the words asked are the suite's, the changed words, their
    /// case variants and each joined to a correct word (a compound, a `BREAK`). The changes
    /// made one at a time give the engine made with all of them at once.
    @Test func runTimeChangesGiveLibhunspellsVerdicts() throws {
        let folder = try #require(Self.suite, "set WORDCHECK_HUNSPELL_SUITE (scripts/test.sh fetches the suite)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".dic") }.map { String($0.dropLast(4)) }.sorted()
        var differences: [String] = []
        var asked = 0, dictionaries = 0
        for name in names {
            let base = folder.appendingPathComponent(name)
            let affix = base.appendingPathExtension("aff").path, dictionary = base.appendingPathExtension("dic").path
            guard FileManager.default.fileExists(atPath: affix), let engine = try? DictionaryEngine(dictionaryAt: base.path) else { continue }
            let utf8 = engine.affixes.isUTF8
            let good = Self.lines(base.appendingPathExtension("good")), wrong = Self.lines(base.appendingPathExtension("wrong"))
            // The .dic's stems: each line's word before its flags and fields.
            let stems = Self.lines(URL(fileURLWithPath: dictionary)).dropFirst().prefix(40).compactMap { line -> [UInt8]? in
                let word = line.prefix { $0 != UInt8(ascii: "/") && $0 != 0x09 && $0 != 0x20 }
                return word.isEmpty ? nil : Array(word)
            }
            let invented = ["qzxwort", "Qzxname", "QZXNATO", "QzxOpenOffice", "qzxOpen"].map { Array($0.utf8) }
            var changes: [DictionaryEngine.Change] = []
            changes += wrong.prefix(4).map { .add($0) } + invented.map { .add($0) } + good.prefix(1).map { .add($0) }
            // libhunspell's Hunspell_remove aborts on a dictionary with flag aliases (it frees the
            // alias table's flags): there, only additions are compared.
            let aliases = Self.lines(URL(fileURLWithPath: affix)).contains { $0.starts(with: Array("AF ".utf8)) }
            if !aliases {
                changes += good.dropFirst(1).prefix(3).map { .remove($0) } + stems.prefix(3).map { .remove($0) }
                changes += good.dropFirst(1).prefix(1).map { .add($0) } + stems.prefix(1).map { .add($0) } + [.remove(invented[0])]
            }
            let oracle = Oracle(affix: affix, dictionary: dictionary)
            for change in changes {
                switch change {
                case .add(let word): _ = oracle.add(word)
                case .remove(let word): _ = oracle.remove(word)
                }
            }
            let changed = engine.applying(changes)
            let stepwise = changes.reduce(engine) { $0.applying([$1]) }
            var words = good + wrong + stems
            let changedWords = changes.map { change -> [UInt8] in
                switch change { case .add(let word), .remove(let word): return word }
            }
            for word in changedWords {
                words.append(word)
                if utf8 {
                    let text = String(decoding: word, as: UTF8.self)
                    words += [text.lowercased(), text.uppercased(), text.capitalized].map { Array($0.utf8) }
                }
                if let first = good.first {
                    words += [word + first, first + word, word + Array("-".utf8) + first]
                }
            }
            for word in words where !word.isEmpty && !word.contains(0) {
                asked += 1
                let expected = oracle.spell(word)
                if changed.check(encoded: word) != expected {
                    differences.append("\(name): \(String(decoding: word, as: UTF8.self)) (libhunspell: \(expected))")
                }
                if stepwise.check(encoded: word) != changed.check(encoded: word) {
                    differences.append("\(name): \(String(decoding: word, as: UTF8.self)) differs made one change at a time")
                }
            }
            dictionaries += 1
        }
        #expect(dictionaries > 100 && asked > 5_000)
        print("DictionaryEngineTests: run-time changes on \(dictionaries) dictionaries, \(asked) words, \(differences.count) differences")
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.prefix(60).joined(separator: "\n"))")
    }
}

extension DictionaryEngineTests {
    /// A word removed from a dictionary with flag aliases (`AF`): libhunspell 1.7.1 aborts the
    /// process in `Hunspell_remove` there (it frees the alias table's flags of the word's line:
    /// a double free), so the removal is made to the engine alone, and libhunspell's verdicts
    /// and suggestions come through the engine from then on. (This aborted the process
    /// before: a removal loaded libhunspell and applied it.)
    @Test func removalsFromADictionaryWithFlagAliasesSpareLibhunspell() throws {
        let folder = try #require(Self.suite, "set WORDCHECK_HUNSPELL_SUITE (scripts/test.sh fetches the suite)")
        let base = folder.appendingPathComponent("alias")
        let learned = FileManager.default.temporaryDirectory.appendingPathComponent("engine-alias-\(UUID())")
        defer { try? FileManager.default.removeItem(at: learned) }
        let dictionary = try HunspellDictionary(loading: DictionaryDescriptor(path: base.path))
        let checker = try HunspellChecker(dictionary: dictionary, personalDictionary: PersonalDictionary(folder: learned))
        let hunspell = checker.using(.libhunspell)
        #expect(hunspell.isCorrect("foo") && hunspell.isCorrect("foox") && checker.isCorrect("foox"))
        #expect(dictionary.pool.handleCount == 1)
        #expect(hunspell.suggestions(for: "fooo", using: .hunspell).contains("foo"))
        try dictionary.remove("foo")
        #expect(!checker.isCorrect("foo") && !hunspell.isCorrect("foo") && !checker.isCorrect("Foo"))
        #expect(checker.isCorrect("foox") == hunspell.isCorrect("foox"))
        #expect(!hunspell.suggestions(for: "fooo", using: .hunspell).contains("foo"))
        try dictionary.add("foo")  // allowed again, as libhunspell's Hunspell_add does
        #expect(checker.isCorrect("foo") && hunspell.isCorrect("foo"))
    }
}
