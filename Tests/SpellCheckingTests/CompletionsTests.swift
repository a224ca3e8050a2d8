import Foundation
import SpellChecking
import TestSupport
import Testing

/// `completions(forPartialWord:limit:)` and its UIKit-style overloads.
@Suite struct CompletionsTests {
    static let english = Bundled.english

    /// Every completion starts with the partial word, is longer, is accepted, appears once.
    func expectWellFormed(_ completions: [String], partial: String, checker: HunspellChecker,
                          sourceLocation: SourceLocation = #_sourceLocation) {
        for word in completions {
            #expect(word.hasPrefix(partial) && word.count > partial.count, "\(word)", sourceLocation: sourceLocation)
            #expect(checker.isCorrect(word), "\(word)", sourceLocation: sourceLocation)
        }
        #expect(Set(completions).count == completions.count, sourceLocation: sourceLocation)
    }

    @Test(arguments: [("en", "agen"), ("en", "q"), ("en", "zygo"), ("es", "camin"), ("es", "niñ"), ("it", "perc"), ("it", "prend")])
    func mostCommonFirst(language: String, partial: String) throws {
        let checker = [Bundled.english, Bundled.spanish, Bundled.italian].first { $0.language.code == language }!
        let list = try WordList(contentsOf: checker.dictionary.wordListFile)
        let completions = try checker.completions(forPartialWord: partial, limit: 10)
        #expect(completions.count == 10)
        expectWellFormed(completions, partial: partial, checker: checker)
        let frequencies = completions.map { list.frequency(of: $0) ?? 0 }
        #expect(frequencies == frequencies.sorted(by: >), "\(completions)")
        // Nothing more common was left out.
        let best = list.words(startingWith: partial, limit: 50).filter { $0 != partial }
        #expect(completions == Array(best.prefix(10)))
    }

    @Test func englishExamples() throws {
        #expect(try Self.english.completions(forPartialWord: "agen", limit: 5) == ["agency", "agent", "agents", "agencies", "agenda"])
        #expect(try Self.english.completions(forPartialWord: "zzzzq").isEmpty)
    }

    @Test func caseFollowsThePartialWord() throws {
        let capitalised = try Self.english.completions(forPartialWord: "Agen", limit: 5)
        #expect(capitalised == ["Agency", "Agent", "Agents", "Agencies", "Agenda"])
        let shouted = try Self.english.completions(forPartialWord: "AGEN", limit: 5)
        #expect(shouted == ["AGENCY", "AGENT", "AGENTS", "AGENCIES", "AGENDA"])
        // A proper noun needs its capital: Hunspell rejects "paris".
        #expect(try !Self.english.completions(forPartialWord: "par", limit: 200).contains("paris"))
        #expect(try Self.english.completions(forPartialWord: "Par", limit: 20).contains("Paris"))
        #expect(try Self.english.completions(forPartialWord: "Mc", limit: 3).allSatisfy { $0.hasPrefix("Mc") })
        expectWellFormed(try Self.english.completions(forPartialWord: "PAR", limit: 30), partial: "PAR", checker: Self.english)
    }

    @Test func afterAnApostrophe() throws {
        let italian = Bundled.italian
        let elided = try italian.completions(forPartialWord: "dell'an", limit: 10)
        #expect(elided.contains("dell'anno"))
        expectWellFormed(elided, partial: "dell'an", checker: italian)
        // The typographic apostrophe comes back as typed.
        let typographic = try italian.completions(forPartialWord: "l’acq", limit: 3)
        #expect(typographic.first == "l’acqua")
        #expect(typographic.allSatisfy { $0.hasPrefix("l’acq") })
        #expect(try Self.english.completions(forPartialWord: "don’", limit: 1) == ["don’t"])
        #expect(try Self.english.completions(forPartialWord: "don'", limit: 1) == ["don't"])
        // A dictionary of its own: only the elided forms Hunspell accepts.
        let tiny = try HunspellChecker(dictionaryAt: Fixtures.path("affixes/xx_AFFIX"))
        #expect(try tiny.completions(forPartialWord: "l'am") == ["l'ami", "l'amis"])
        #expect(try tiny.completions(forPartialWord: "re") == ["repass", "recafé", "recafés", "repassed", "repasses", "repassedly"])
    }

    @Test func normalisationDoesNotMatter() throws {
        let composed = try Bundled.spanish.completions(forPartialWord: "niñ")
        #expect(try Bundled.spanish.completions(forPartialWord: "nin\u{303}") == composed)
        #expect(!composed.isEmpty)
    }

    @Test func nothingToComplete() throws {
        for (partial, limit) in [("", 10), ("agen", 0), ("agen", -3), ("a\u{0}", 10)] {
            #expect(try Self.english.completions(forPartialWord: partial, limit: limit).isEmpty)
        }
    }

    @Test func removedWordsAreNotOfferedAndLearnedOnesAre() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-complete-\(UUID())")
        let checker = try HunspellChecker(dictionary: bundledOnly.locate(.english), shared: false,
                                          personalDictionary: PersonalDictionary(folder: folder))
        #expect(try checker.completions(forPartialWord: "agen", limit: 1) == ["agency"])
        try checker.remove("agency")
        #expect(try checker.completions(forPartialWord: "agen", limit: 1) == ["agent"])
        try checker.learnWord("agenzorb")
        #expect(try checker.completions(forPartialWord: "agenz") == ["agenzorb"])
        try checker.unlearnWord("agenzorb")
        #expect(try checker.completions(forPartialWord: "agenz").isEmpty)
    }

    @Test func aDictionaryWithoutAWordList() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("latin1/xx_LATIN"))
        #expect(throws: SpellCheckingError.wordListNotFound(path: checker.dictionary.wordListFile.path)) {
            try checker.completions(forPartialWord: "ca")
        }
        let range = NSRange(location: 0, length: 2)
        #expect(checker.completions(forPartialWordRange: range, in: "ca") == nil)
    }

    /// A regional dictionary with no list of its own (es_MX from the system, say) draws
    /// candidates from its language's bundled list, and confirms each one itself.
    @Test func aRegionalDictionaryBorrowsItsLanguagesBundledList() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-borrow-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spanish = try bundledOnly.locate(.spanish)
        // The Spanish files under another region's name, without the .words list, and with
        // "camión" taken out of the word file, so the two dictionaries differ.
        try FileManager.default.copyItem(at: spanish.affixFile, to: folder.appendingPathComponent("es_MX.aff"))
        let words = try String(contentsOf: spanish.wordFile, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("camión/") && $0 != "camión" }
        try words.joined(separator: "\n").write(to: folder.appendingPathComponent("es_MX.dic"), atomically: true, encoding: .utf8)
        let checker = try HunspellChecker(dictionaryAt: folder.appendingPathComponent("es_MX").path, language: Language("es-MX"))
        #expect(checker.wordListStatus == .missing)  // the verdicts stay this dictionary's own
        #expect(!checker.isCorrect("camión"))
        #expect(try checker.wordList().count == Bundled.spanish.wordList().count)

        let completions = try checker.completions(forPartialWord: "cami")
        #expect(!completions.isEmpty)
        #expect(completions.allSatisfy { checker.isCorrect($0) })
        #expect(!completions.contains("camión"))
        #expect(try Bundled.spanish.completions(forPartialWord: "cami", limit: 50).contains("camión"))

        let suggestions = checker.suggestions(for: "camoin")
        #expect(!suggestions.isEmpty)
        #expect(suggestions.allSatisfy { checker.isCorrect($0) })
        #expect(!suggestions.contains("camión"))
        #expect(suggestions != checker.suggestions(for: "camoin", using: .hunspell))
    }

    @Test func aDictionaryMarkingNoSuggestWordsDoesNotBorrowForSuggestions() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-nosuggest-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let spanish = try bundledOnly.locate(.spanish)
        let affix = try String(contentsOf: spanish.affixFile, encoding: .utf8)
        try (affix + "\nNOSUGGEST !\n").write(to: folder.appendingPathComponent("es_CL.aff"), atomically: true, encoding: .utf8)
        try FileManager.default.copyItem(at: spanish.wordFile, to: folder.appendingPathComponent("es_CL.dic"))
        let checker = try HunspellChecker(dictionaryAt: folder.appendingPathComponent("es_CL").path)
        // Completions still borrow; suggestions are libhunspell's.
        #expect(try !checker.completions(forPartialWord: "cami").isEmpty)
        #expect(checker.suggestions(for: "camoin") == checker.suggestions(for: "camoin", using: .hunspell))
    }

    @Test func rangesInText() throws {
        let text = "I 👍🏽 the agen"
        let swiftRange = try #require(text.range(of: "agen"))
        let expected = try Self.english.completions(forPartialWord: "agen")
        #expect(try Self.english.completions(forPartialWordRange: swiftRange, in: text) == expected)
        let utf16 = NSRange(swiftRange, in: text)
        #expect(utf16.location == 11)  // the emoji and its skin tone are four UTF-16 units
        #expect(Self.english.completions(forPartialWordRange: utf16, in: text) == expected)
        #expect(Self.english.completions(forPartialWordRange: NSRange(location: 12, length: 9), in: text) == nil)
        #expect(expected.count == HunspellChecker.defaultCompletionLimit)
    }

    @Test func testDouble() throws {
        let double = FixedWordsChecker(words: ["cease", "ceased", "ceases", "cat"])
        #expect(double.completions(forPartialWord: "cea", limit: 5) == ["cease", "ceased", "ceases"])
        #expect(double.completions(forPartialWord: "cease", limit: 1) == ["ceased"])
        #expect(double.completions(forPartialWord: "", limit: 5).isEmpty)
    }
}

/// The work of one completion call is bounded: a partial word whose candidates the checker
/// refuses (garbage before an Italian elision) asks a bounded number of verdicts, each once.
@Suite struct BoundedCompletionTests {
    @Test func refusedCandidatesAreAskedABoundedNumberOfTimes() throws {
        let list = try WordList(contentsOf: Bundled.italian.dictionary.wordListFile)
        for partial in ["\u{FFFD}l'a", "xl'a", "zzz'c", "a"] {
            var asked: [String] = []
            let found = list.completions(forPartialWord: partial, limit: 10, learned: []) { word in
                asked.append(word)
                return false
            }
            #expect(found.isEmpty)
            #expect(asked.count <= WordList.maximumCompletionChecks, "\(partial): \(asked.count)")
            #expect(Set(asked).count == asked.count, "\(partial): a verdict asked twice")
            // The search went on until the bound: there are more candidates than it allows.
            #expect(asked.count == WordList.maximumCompletionChecks, "\(partial): \(asked.count)")
        }
    }

    @Test func realCompletionsAreUnchanged() throws {
        let checker = Bundled.italian
        #expect(try checker.completions(forPartialWord: "dell'an", limit: 3).allSatisfy { $0.hasPrefix("dell'an") })
        #expect(try checker.completions(forPartialWord: "xl'a", limit: 10).isEmpty)
        // A checker that accepts one candidate in a hundred still fills the list within the bound.
        let list = try WordList(contentsOf: checker.dictionary.wordListFile)
        var asked = 0
        let sparse = list.completions(forPartialWord: "pre", limit: 3, learned: []) { word in
            asked += 1
            return asked % 100 == 0
        }
        #expect(sparse.count == 3 && asked == 300)
    }
}
