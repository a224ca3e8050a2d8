import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

@Suite struct HunspellCheckerTests {
    @Test func defaultCheckerIsBundledEnglish() throws {
        let checker = try HunspellChecker(locator: bundledOnly)
        #expect(checker.language == .english)
        #expect(checker.dictionary.source == .bundled)
        #expect(checker.encoding == "UTF-8")
        #expect(checker.isCorrect("agencies"))
    }

    @Test(arguments: [
        ("en", ["agencies", "cease", "palettes", "gumdrop", "drops", "won't", "silkworm"], ["agensies", "dropus", "teh", "recieve"]),
        ("es", ["año", "acción", "vergüenza", "camiones", "camión", "cigüeña", "niños"], ["anio", "accion", "verguenza", "camionez"]),
        ("it", ["perché", "città", "l'acqua", "dell'anno", "caffè", "però"], ["perche", "citta", "lacqua", "caffe"]),
    ])
    func knownWords(identifier: String, correct: [String], misspelled: [String]) throws {
        let checker = try HunspellChecker(language: identifier, locator: bundledOnly)
        for word in correct { #expect(checker.isCorrect(word), "\(word)") }
        for word in misspelled { #expect(!checker.isCorrect(word), "\(word)") }
    }

    @Test(arguments: ["perché", "città", "caffè", "però"])
    func decomposedInputIsTheSameWord(word: String) {
        let decomposed = word.decomposedStringWithCanonicalMapping
        #expect(decomposed.unicodeScalars.count > word.unicodeScalars.count)
        #expect(Bundled.italian.isCorrect(decomposed))
    }

    @Test func decomposedSpanish() {
        #expect(Bundled.spanish.isCorrect("an\u{303}o"))
        #expect(Bundled.spanish.isCorrect("accio\u{301}n"))
        #expect(Bundled.spanish.isCorrect("vergu\u{308}enza"))
    }

    @Test(arguments: [(Language.italian, "l’acqua"), (.italian, "dell’anno"), (.english, "won’t"), (.english, "it’s")])
    func typographicApostrophe(language: Language, word: String) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        #expect(checker.isCorrect(word))
        #expect(checker.isCorrect(word.replacingOccurrences(of: "’", with: "'")))
    }

    @Test func suggestionsKeepTheTypedApostrophe() {
        let suggestions = Bundled.italian.suggestions(for: "l’acua")
        #expect(suggestions.contains("l’acqua"))
        #expect(!suggestions.contains { $0.contains("'") })
    }

    @Test func suggestionsInHunspellsOrder() {
        #expect(Bundled.english.suggestions(for: "agensies").contains("agencies"))
        #expect(Bundled.spanish.suggestions(for: "verguenza").first == "vergüenza")
        #expect(Bundled.italian.suggestions(for: "perche").first == "perché")
    }

    @Test func properNounsOnlyCapitalised() {
        #expect(Bundled.english.isCorrect("Paris"))
        #expect(!Bundled.english.isCorrect("paris"))
    }

    @Test func degenerateWordsAreMisspelledWithoutSuggestions() {
        for word in ["", "hello\u{0}", "\u{0}", String(repeating: "a", count: WordCodec.maximumWordBytes + 1)] {
            #expect(!Bundled.english.isCorrect(word))
            #expect(Bundled.english.suggestions(for: word).isEmpty)
        }
    }

    @Test func unusualInputNeverCrashes() {
        let inputs = ["👩‍👩‍👧‍👦", "e\u{301}\u{301}\u{301}", "\u{FFFF}", "🇮🇹", "Ω", "ـ", "\u{200D}", " ", "\n", "--", "'", "’"]
        for input in inputs {
            _ = Bundled.english.isCorrect(input)
            _ = Bundled.italian.suggestions(for: input)
        }
    }

    @Test func addAndRemoveAtRunTime() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("plain/xx_PLAIN"))
        #expect(checker.isCorrect("alpha"))
        #expect(!checker.isCorrect("wordcheckian"))
        try checker.add("wordcheckian")
        #expect(checker.isCorrect("wordcheckian"))
        // Every checker on the same dictionary sees it.
        #expect(try HunspellChecker(dictionaryAt: Fixtures.path("plain/xx_PLAIN.dic")).isCorrect("wordcheckian"))
        try checker.remove("wordcheckian")
        #expect(!checker.isCorrect("wordcheckian"))
        try checker.remove("gamma")
        #expect(!checker.isCorrect("gamma"))
    }

    @Test func addRejectsWordsThatCannotBeStored() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("plain/xx_PLAIN"))
        #expect(throws: SpellCheckingError.invalidWord("", reason: "it is empty")) { try checker.add("") }
        #expect(throws: SpellCheckingError.self) { try checker.add("a\u{0}b") }
        #expect(throws: SpellCheckingError.self) { try checker.add(String(repeating: "z", count: 1_000)) }
    }

    @Test func dictionariesAreLoadedOncePerProcess() throws {
        let first = try HunspellDictionary.load(bundledOnly.locate(.spanish))
        let second = try HunspellDictionary.load(bundledOnly.locate(Language("es")))
        #expect(first === second)
    }

    @Test func systemLinkSharesTheLinkedDictionary() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-link-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for ext in ["aff", "dic"] {
            try FileManager.default.createSymbolicLink(
                atPath: folder.appendingPathComponent("xx_LINK.\(ext)").path,
                withDestinationPath: Fixtures.path("plain/xx_PLAIN.\(ext)"))
        }
        let viaLink = try HunspellDictionary.load(DictionaryDescriptor(path: folder.appendingPathComponent("xx_LINK").path))
        let direct = try HunspellDictionary.load(DictionaryDescriptor(path: Fixtures.path("plain/xx_PLAIN")))
        #expect(viaLink === direct)
    }

    /// A dictionary first loaded through links that are then removed still loads libhunspell
    /// (for words added at run time) for every checker sharing it: it reads the files the
    /// links named, not the links (a checker on the files failed to add a word once a test
    /// had loaded them through links and removed those).
    @Test func aSharedDictionaryOutlivesTheLinksItWasLoadedThrough() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-gone-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-target-\(UUID())")
        try FileManager.default.createDirectory(at: target, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: target) }
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("plain/xx_PLAIN.\(ext)"), toPath: target.appendingPathComponent("xx_GONE.\(ext)").path)
            try FileManager.default.createSymbolicLink(atPath: folder.appendingPathComponent("xx_GONE.\(ext)").path,
                                                       withDestinationPath: target.appendingPathComponent("xx_GONE.\(ext)").path)
        }
        _ = try HunspellDictionary.load(DictionaryDescriptor(path: folder.appendingPathComponent("xx_GONE").path))
        try FileManager.default.removeItem(at: folder)
        let checker = try HunspellChecker(dictionaryAt: target.appendingPathComponent("xx_GONE").path)
        try checker.add("wordcheckian")
        #expect(checker.isCorrect("wordcheckian"))
        #expect(checker.using(.libhunspell).isCorrect("alpha"))
    }

    @Test func manyTasksGiveSingleTaskAnswers() async throws {
        let words = try String(contentsOfFile: bundledOnly.locate(.italian).wordFile.path, encoding: .utf8)
            .split(separator: "\n").dropFirst().prefix(4_000)
            .map { line in String(line.prefix { $0 != "/" }) }
            .flatMap { [$0, $0 + "x", $0.uppercased()] }
        let checker = Bundled.italian
        let expected = words.map(checker.isCorrect)
        #expect(expected.contains(true) && expected.contains(false))
        let results = await withTaskGroup(of: [Bool].self) { group in
            for task in 0..<8 {
                group.addTask {
                    // Each task walks the list from a different place, so the tasks overlap on different words.
                    let offset = task * words.count / 8
                    let rotated = Array(words[offset...] + words[..<offset])
                    let answers = rotated.map(checker.isCorrect)
                    return Array(answers[(words.count - offset)...] + answers[..<(words.count - offset)])
                }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 8)
        for result in results { #expect(result == expected) }
    }

    @Test func concurrentFirstLoadsOfOneDictionaryShareIt() async throws {
        let descriptor = try DictionaryDescriptor(path: Fixtures.path("koi8/ru_KOI"))
        let identities = await withTaskGroup(of: ObjectIdentifier?.self) { group in
            for _ in 0..<8 {
                group.addTask { (try? HunspellDictionary.load(descriptor)).map(ObjectIdentifier.init) }
            }
            return await group.reduce(into: Set<ObjectIdentifier?>()) { $0.insert($1) }
        }
        #expect(identities.count == 1)
        #expect(identities.first! != nil)
    }

    @Test func availableLanguagesIncludeTheBundledOnes() {
        let languages = HunspellChecker.availableLanguages
        for language in Language.bundled { #expect(languages.contains(language)) }
    }
}
