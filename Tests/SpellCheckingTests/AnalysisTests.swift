import CHunspell
import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// The engine's analyses and stems against libhunspell's `Hunspell_analyze` and
/// `Hunspell_stem`, line for line.
@Suite struct AnalysisTests {
    typealias Oracle = DictionaryEngineTests.Oracle

    /// Where the engine and libhunspell part on one word's analyses or stems, or nil.
    static func difference(_ word: [UInt8], engine: DictionaryEngine, oracle: Oracle) -> String? {
        let expectedAnalyses = oracle.list(Hunspell_analyze, word), expectedStems = oracle.list(Hunspell_stem, word)
        let text = String(decoding: word, as: UTF8.self)
        switch (engine.analyses(encoded: word), engine.stems(encoded: word)) {
        case (.lines(let analyses), .lines(let stems)):
            if analyses != expectedAnalyses {
                return "analyze(\(text)): \(analyses.map { String(decoding: $0, as: UTF8.self) }) "
                    + "libhunspell \(expectedAnalyses.map { String(decoding: $0, as: UTF8.self) })"
            }
            if stems != expectedStems {
                return "stem(\(text)): \(stems.map { String(decoding: $0, as: UTF8.self) }) "
                    + "libhunspell \(expectedStems.map { String(decoding: $0, as: UTF8.self) })"
            }
            return nil
        default:
            return nil
        }
    }

    /// Every `.good` and `.wrong` word of Hunspell's suite, in every dictionary of it: the
    /// same analyses and stems, but for words whose analysis goes through compounding
    /// (not in the engine yet: counted, and only in dictionaries that compound).
    @Test func hunspellsOwnSuiteGivesLibhunspellsAnalyses() throws {
        let folder = try #require(DictionaryEngineTests.suite, "set WORDCHECK_HUNSPELL_SUITE (scripts/test.sh fetches the suite)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".dic") }.map { String($0.dropLast(4)) }.sorted()
        var differences: [String] = []
        var words = 0, compounds = 0, analysed = 0
        for name in names {
            let base = folder.appendingPathComponent(name)
            let affix = base.appendingPathExtension("aff").path, dictionary = base.appendingPathExtension("dic").path
            guard FileManager.default.fileExists(atPath: affix), let engine = try? DictionaryEngine(dictionaryAt: base.path) else { continue }
            let oracle = Oracle(affix: affix, dictionary: dictionary)
            for kind in ["good", "wrong"] {
                for line in DictionaryEngineTests.lines(base.appendingPathExtension(kind)) {
                    words += 1
                    if case .leftToLibhunspell = engine.analyses(encoded: line) {
                        compounds += 1
                        #expect(engine.affixes.compounds, "\(name): \(String(decoding: line, as: UTF8.self))")
                        continue
                    }
                    if !oracle.list(Hunspell_analyze, line).isEmpty { analysed += 1 }
                    if let difference = Self.difference(line, engine: engine, oracle: oracle) {
                        differences.append("\(name).\(kind): \(difference)")
                    }
                }
            }
        }
        print("AnalysisTests: \(words) words, \(analysed) with analyses, \(compounds) left to libhunspell, \(differences.count) differences")
        #expect(words > 1_000 && analysed > 400)
        #expect(differences.isEmpty, "\(differences.count) differences:\n\(differences.prefix(40).joined(separator: "\n"))")
    }

    /// The suite's `.morph` files (what Hunspell's `analyze` tool printed): the engine
    /// prints the same, for the words it analyses (lines of two words ask the tool to
    /// generate forms, which the engine does not: left out on both sides).
    @Test func theSuitesMorphFiles() throws {
        let folder = try #require(DictionaryEngineTests.suite, "set WORDCHECK_HUNSPELL_SUITE (scripts/test.sh fetches the suite)")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
            .filter { $0.hasSuffix(".morph") }.map { String($0.dropLast(6)) }.sorted()
        #expect(names.count >= 10)
        var compared = 0
        for name in names {
            let base = folder.appendingPathComponent(name)
            let engine = try DictionaryEngine(dictionaryAt: base.path)
            var printed: [String] = []
            var skipped = false
            for line in DictionaryEngineTests.lines(base.appendingPathExtension("good")) {
                let word = String(decoding: line, as: UTF8.self)
                if word.contains(" ") { continue }
                printed.append("> \(word)")
                guard engine.check(encoded: line) else {
                    printed.append("Unknown word.")
                    continue
                }
                guard case .lines(let analyses) = engine.analyses(encoded: line), case .lines(let stems) = engine.stems(encoded: line) else {
                    skipped = true
                    break
                }
                printed += analyses.map { "analyze(\(word)) = " + String(decoding: $0, as: UTF8.self) }
                printed += stems.map { "stem(\(word)) = " + String(decoding: $0, as: UTF8.self) }
            }
            if skipped {
                #expect(engine.affixes.compounds, "\(name)")
                continue
            }
            let expected = DictionaryEngineTests.lines(base.appendingPathExtension("morph")).map { String(decoding: $0, as: UTF8.self) }
                .filter { !$0.hasPrefix("generate(") }
            #expect(printed == expected, "\(name)")
            compared += 1
        }
        #expect(compared >= 8)
    }
}

extension DictionaryEngineTests.Oracle {
    /// A libhunspell list (`Hunspell_analyze`, `Hunspell_stem`) for `bytes`, as bytes.
    func list(_ call: (OpaquePointer?, UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>?,
                       UnsafePointer<CChar>?) -> Int32, _ bytes: [UInt8]) -> [[UInt8]] {
        (bytes + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { word -> [[UInt8]] in
                var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
                let count = call(handle, &list, word.baseAddress)
                defer { Hunspell_free_list(handle, &list, count) }
                guard count > 0, let list else { return [] }
                return (0..<Int(count)).compactMap { index in
                    list[index].map { Array(UnsafeBufferPointer(start: UnsafeRawPointer($0).assumingMemoryBound(to: UInt8.self),
                                                                 count: strlen($0))) }
                }
            }
        }
    }
}

extension AnalysisTests {
    /// Forms spread over the bundled lists, their capitalised and upper-case spellings, two
    /// run together, and a one-letter change of each: the same analyses and stems as
    /// libhunspell's (words left to libhunspell are counted, at most one in a thousand). With
    /// `WORDCHECK_ANALYSIS_DICTIONARIES` (paths, `:` between them), the same for those
    /// dictionaries, on forms from their `.dic` lines.
    @Test(arguments: [Language.english, .spanish, .italian])
    func bundledDictionariesGiveLibhunspellsAnalyses(language: Language) throws {
        let descriptor = try bundledOnly.locate(language)
        let list = try WordList(contentsOf: descriptor.wordListFile)
        let stride = max(1, list.count / 3_000)
        let forms = Array(list).enumerated().filter { $0.offset % stride == 0 }.map(\.element)
        try Self.expectLibhunspellsAnalyses(at: descriptor.affixFile.path, of: forms, seed: 21)
    }

    @Test func dictionariesNamedInTheEnvironment() throws {
        let paths = ProcessInfo.processInfo.environment["WORDCHECK_ANALYSIS_DICTIONARIES"]?.split(separator: ":") ?? []
        for path in paths {
            let base = URL(fileURLWithPath: String(path)).deletingPathExtension()
            let engine = try DictionaryEngine(dictionaryAt: base.path)
            // Stems of the .dic lines, decoded in the dictionary's set (enough for a sample).
            let lines = DictionaryEngineTests.lines(base.appendingPathExtension("dic")).dropFirst()
            let stride = max(1, lines.count / 3_000)
            var forms: [[UInt8]] = []
            for (offset, line) in lines.enumerated() where offset % stride == 0 {
                let end = line.firstIndex(where: { $0 == UInt8(ascii: "/") || $0 == 0x20 || $0 == 0x09 }) ?? line.count
                if end > 0 { forms.append(Array(line[..<end])) }
            }
            _ = engine
            try Self.expectLibhunspellsAnalyses(at: base.path, encodedForms: forms, seed: 22)
        }
    }

    static func expectLibhunspellsAnalyses(at path: String, of forms: [String] = [], encodedForms: [[UInt8]] = [], seed: UInt64) throws {
        let base = URL(fileURLWithPath: path).deletingPathExtension()
        let engine = try DictionaryEngine(dictionaryAt: base.path)
        let oracle = Oracle(affix: base.appendingPathExtension("aff").path, dictionary: base.appendingPathExtension("dic").path)
        var random = FuzzCorpusTests.Seeded(state: seed)
        var words: [[UInt8]] = []
        for form in forms {
            for spelling in [form, form.capitalized, form.uppercased(), form + "."] {
                words.append(Array(spelling.precomposedStringWithCanonicalMapping.utf8))
            }
        }
        for form in encodedForms {
            words.append(form)
            words.append(form + [UInt8(ascii: ".")])
        }
        // Two forms run together (the second in lower case, as compounds join them).
        let all = encodedForms + forms.map { Array($0.utf8) }
        if !all.isEmpty {
            for (index, form) in all.enumerated() where index % 2 == 0 {
                let other = all[Int.random(in: 0..<all.count, using: &random)]
                let lowered = other.map { (0x41...0x5A).contains($0) ? $0 + 0x20 : $0 }
                words.append(form + lowered)
            }
        }
        // A byte changed: in an 8-bit set any byte is a letter; in UTF-8, only ASCII ones are changed.
        for form in encodedForms + forms.map({ Array($0.utf8) }) where !form.isEmpty {
            var changed = form
            let at = Int.random(in: 0..<changed.count, using: &random)
            if changed[at] < 0x80 { changed[at] = UInt8(ascii: "a") + UInt8(Int.random(in: 0..<26, using: &random)) }
            words.append(changed)
        }
        var differences: [String] = [], compounds = 0, analysed = 0
        for word in words {
            if case .leftToLibhunspell = engine.analyses(encoded: word) {
                compounds += 1
                continue
            }
            if !oracle.list(Hunspell_analyze, word).isEmpty { analysed += 1 }
            if let difference = difference(word, engine: engine, oracle: oracle) { differences.append(difference) }
        }
        print("AnalysisTests \(base.lastPathComponent): \(words.count) words, \(analysed) with analyses, \(compounds) left to libhunspell, \(differences.count) differences")
        #expect(compounds * 1_000 <= words.count)
        #expect(analysed > words.count / 4)
        #expect(differences.isEmpty, "\(base.lastPathComponent): \(differences.count) of \(words.count):\n\(differences.prefix(20).joined(separator: "\n"))")
    }
}

extension AnalysisTests {
    /// The public calls: the engine's, and HunspellChecker's with either backend, decoded
    /// from an 8-bit dictionary as from a UTF-8 one; words added at run time are analysed
    /// by libhunspell, which holds them.
    @Test func theLibraryCalls() throws {
        let descriptor = try bundledOnly.locate(.english)
        let engine = try DictionaryEngine(dictionaryAt: descriptor.affixFile.path)
        #expect(engine.analyses(of: "walked") == [" st:walk fl:D"])
        #expect(engine.stems(of: "walked") == ["walk"])
        #expect(engine.stems(of: "Cats") == ["cat"])
        #expect(engine.analyses(of: "xyzzyq") == [])
        #expect(engine.analyses(of: "") == [] && engine.stems(of: "a\u{0}b") == [])
        let checker = try HunspellChecker(dictionary: descriptor, shared: false)
        for word in ["walked", "unwalked", "Cats", "CATS", "21st", "xyzzyq", "it's", "mice"] {
            #expect(checker.analyses(of: word) == engine.analyses(of: word), "\(word)")
            #expect(checker.stems(of: word) == engine.stems(of: word), "\(word)")
            #expect(checker.using(.libhunspell).analyses(of: word) == engine.analyses(of: word), "\(word)")
            #expect(checker.using(.libhunspell).stems(of: word) == engine.stems(of: word), "\(word)")
        }
        try checker.add("blorple")
        #expect(checker.analyses(of: "blorple") == [" st:blorple"])
        #expect(checker.stems(of: "blorple") == ["blorple"])

        let folder = try #require(DictionaryEngineTests.suite, "set WORDCHECK_HUNSPELL_SUITE (scripts/test.sh fetches the suite)")
        let latin = try DictionaryEngine(dictionaryAt: folder.appendingPathComponent("checksharps").path)
        let latinChecker = try HunspellChecker(dictionaryAt: folder.appendingPathComponent("checksharps").path)
        for word in ["Müßig", "MÜSSIG", "müßig", "Ausstoß", "AUSSTOSS"] {
            let analyses = try #require(latin.analyses(of: word))
            #expect(analyses == latinChecker.using(.libhunspell).analyses(of: word), "\(word)")
            #expect(latin.stems(of: word) == latinChecker.using(.libhunspell).stems(of: word), "\(word)")
        }
        #expect(latin.stems(of: "müßig")?.first == "müßig")
    }
}

extension AnalysisTests {
    /// WordListChecker's stems and analyses, from the bundled `.aff` and `.dic` read at its
    /// first call (no libhunspell): the engine's on forms spread over each bundled list and
    /// a one-letter change of each, so libhunspell's (``bundledDictionariesGiveLibhunspellsAnalyses(language:)``).
    /// A checker on a list alone has no dictionary to read, and says so.
    @Test(arguments: [Language.english, .spanish, .italian])
    func pureCheckersStemFromTheDictionarysFiles(language: Language) throws {
        let descriptor = try bundledOnly.locate(language)
        let engine = try DictionaryEngine(dictionaryAt: descriptor.affixFile.path)
        let pure = try WordListChecker(language: language)
        let onFiles = try WordListChecker(dictionaryAt: descriptor.affixFile.path)
        let list = try pure.wordList()
        let stride = max(1, list.count / 1_000)
        var stemmed = 0
        for (number, form) in Array(list).enumerated() where number % stride == 0 {
            var changed = Array(form)
            changed[(number / stride) % changed.count] = "e"
            for word in [form, String(changed), form.uppercased()] {
                let stems = try pure.stems(of: word)
                #expect(stems == engine.stems(of: word), "\(word)")
                #expect(try pure.analyses(of: word) == engine.analyses(of: word), "\(word)")
                #expect(try onFiles.stems(of: word) == stems, "\(word)")
                if stems?.isEmpty == false { stemmed += 1 }
            }
        }
        #expect(stemmed > 500)
        #expect(throws: SpellCheckingError.dictionaryNotFound(language: language.identifier, searched: [])) {
            try WordListChecker(list: list, language: language).stems(of: "walked")
        }
    }
}
