import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

@Suite struct TextCheckerTests {
    /// The Word Scramble game's `isReal(word:)`, with `UITextChecker` renamed and nothing else changed.
    func isReal(word: String, language: String = "en") -> Bool {
        let checker = TextChecker()
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelledRange = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: language)
        return misspelledRange.location == NSNotFound
    }

    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-textchecker-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func theLanguageOfEachCallIsHonoured() {
        #expect(isReal(word: "árbol", language: "es"))
        #expect(!isReal(word: "árbol", language: "en"))
        #expect(isReal(word: "perché", language: "it_IT"))
        #expect(!isReal(word: "città", language: "es-ES"))
        #expect(isReal(word: "agencies", language: "en_US"))
        #expect(!isReal(word: "agencies", language: "it"))
        #expect(!isReal(word: "agncies", language: "en"))
    }

    /// Every call through `TextChecker` answers as the language's own checker does, over
    /// thousands of real words and as many misspellings made from them.
    @Test(arguments: [Language.english, .spanish, .italian])
    func answersAsTheLanguagesOwnChecker(language: Language) throws {
        let own = try HunspellChecker(language: language, locator: bundledOnly)
        let textChecker = TextChecker(locator: bundledOnly, personalDictionary: PersonalDictionary(folder: try temporaryFolder()))
        let list = try own.wordList()
        var words: [String] = []
        for (index, word) in list.enumerated() where index % 97 == 0 {
            words.append(word)
            var letters = Array(word)
            if letters.count > 3 { letters.swapAt(1, 2) }
            words.append(String(letters) + "q")
        }
        #expect(words.count > 2_000)
        var disagreements: [String] = []
        for word in words {
            let range = NSRange(location: 0, length: word.utf16.count)
            let expected = own.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false)
            let found = textChecker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: language.code)
            if found != expected { disagreements.append(word) }
        }
        #expect(disagreements.isEmpty, "\(disagreements.prefix(10))")
    }

    @Test func aLanguageWithNoDictionaryFindsNothingAndTheSwiftAPISaysWhy() {
        let checker = TextChecker(locator: bundledOnly, personalDictionary: PersonalDictionary())
        let text = "tset wrld"
        let range = NSRange(location: 0, length: text.utf16.count)
        for language in ["xx", "not a language", "", "zz_ZZ"] {
            #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: language).location == NSNotFound)
            #expect(checker.guesses(forWordRange: NSRange(location: 0, length: 4), in: text, language: language) == nil)
            #expect(checker.completions(forPartialWordRange: NSRange(location: 0, length: 2), in: text, language: language) == nil)
        }
        #expect(throws: SpellCheckingError.invalidLanguage("not a language")) {
            try checker.spellChecker(forLanguage: "not a language")
        }
        do {
            _ = try checker.spellChecker(forLanguage: "xx")
            Issue.record("a checker for xx")
        } catch {
            guard case .dictionaryNotFound(let language, _) = error else { Issue.record("\(error)"); return }
            #expect(language == "xx")
        }
    }

    @Test func guessesAndCompletionsFollowTheLanguage() throws {
        let checker = TextChecker(locator: bundledOnly, personalDictionary: PersonalDictionary())
        let text = "arbol recieve"
        let spanish = checker.guesses(forWordRange: NSRange(location: 0, length: 5), in: text, language: "es")
        #expect(spanish?.first == "árbol")
        let english = checker.guesses(forWordRange: NSRange(location: 6, length: 7), in: text, language: "en")
        #expect(english?.first == "receive")
        let completions = checker.completions(forPartialWordRange: NSRange(location: 0, length: 3), in: "perc", language: "it")
        #expect(completions?.isEmpty == false)
        #expect(completions?.allSatisfy { $0.hasPrefix("per") } == true)
        // Out of bounds: nothing, never a trap.
        #expect(checker.guesses(forWordRange: NSRange(location: 10, length: 90), in: text, language: "en") == nil)
    }

    @Test func eachLanguageIsMadeOnceAndShared() throws {
        let checker = TextChecker(locator: bundledOnly, personalDictionary: PersonalDictionary())
        let first = try checker.spellChecker(forLanguage: "es")
        first.ignoreWord("zzyzx")
        // The same checker comes back, with what was done to it.
        #expect(try checker.spellChecker(forLanguage: "es").ignoredWords == ["zzyzx"])
        _ = try checker.spellChecker(forLanguage: "es_ES")
        #expect(checker.cachedLanguageCount == 2)
    }

    @Test func theCacheStaysBoundedWhateverIdentifiersCallersPass() {
        let checker = TextChecker(locator: bundledOnly, personalDictionary: PersonalDictionary())
        for index in 0..<(LanguageCheckers.capacity + 40) {
            _ = checker.rangeOfMisspelledWord(in: "tset", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "qq\(index)")
        }
        #expect(checker.cachedLanguageCount <= LanguageCheckers.capacity)
        #expect(checker.rangeOfMisspelledWord(in: "tset", range: NSRange(location: 0, length: 4), startingAt: 0, wrap: false, language: "en").location == 0)
    }

    @Test func ignoredWordsBelongToOneTextCheckerAndEveryLanguage() {
        let checker = TextChecker(locator: bundledOnly, personalDictionary: PersonalDictionary())
        let other = TextChecker(locator: bundledOnly, personalDictionary: PersonalDictionary())
        let text = "hola wrld"
        let range = NSRange(location: 0, length: text.utf16.count)
        #expect(checker.ignoredWords == nil)
        checker.ignoreWord("wrld")
        checker.ignoreWord("wrld")
        #expect(checker.ignoredWords == ["wrld"])
        for language in ["en", "es", "it"] {
            #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: language).location
                == (language == "es" ? NSNotFound : 0))
            #expect(other.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: language).location
                == (language == "es" ? 5 : 0))
        }
        checker.ignoredWords = ["hola"]
        #expect(checker.ignoredWords == ["hola"])
        #expect(checker.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: false, language: "en").location == 5)
        checker.ignoredWords = nil
        #expect(checker.ignoredWords == nil)
    }

    @Test func learnedWordsHoldForEveryLanguageAndLaterRuns() throws {
        let folder = try temporaryFolder()
        let personal = PersonalDictionary(folder: folder)
        let languages = LanguageCheckers(locator: bundledOnly, personalDictionary: personal)
        let word = "qwzlorbique\(UInt32.random(in: 0..<1_000_000))"
        let english = try languages.checker(for: "en")
        #expect(!english.isCorrect(word))
        try languages.learn(word)
        #expect(languages.hasLearned(word))
        #expect(english.isCorrect(word))
        // A language made after the word was learned reads the list.
        #expect(try languages.checker(for: "it").isCorrect(word))
        let list = try String(contentsOf: personal.file(forDictionary: TextChecker.allLanguagesList), encoding: .utf8)
        #expect(list == word + "\n")
        // Another run (a new set of checkers on the same folder) accepts it too.
        let later = LanguageCheckers(locator: bundledOnly, personalDictionary: personal)
        #expect(try later.checker(for: "es").isCorrect(word))

        try languages.unlearn(word)
        #expect(!languages.hasLearned(word))
        #expect(!english.isCorrect(word))
        #expect(try !languages.checker(for: "it").isCorrect(word))
        #expect(!later.hasLearned(word))
    }

    @Test func aWordLearnedForOneDictionaryOutlivesUnlearningItForAll() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let languages = LanguageCheckers(locator: bundledOnly, personalDictionary: personal)
        let word = "vrexolith\(UInt32.random(in: 0..<1_000_000))"
        let english = try languages.checker(for: "en_US")
        try english.learnWord(word)
        try languages.learn(word)
        try languages.unlearn(word)
        #expect(english.isCorrect(word))
        try english.unlearnWord(word)
        #expect(!english.isCorrect(word))
    }

    @Test(arguments: ["", "two\nlines", "nul\u{0}", String(repeating: "a", count: 401)])
    func wordsNoListCanHoldAreRefused(word: String) throws {
        let languages = LanguageCheckers(locator: bundledOnly, personalDictionary: PersonalDictionary(folder: try temporaryFolder()))
        #expect(throws: SpellCheckingError.self) { try languages.learn(word) }
        #expect(!languages.hasLearned(word))
    }

    @Test func availableLanguagesNameTheBundledOnes() {
        let languages = TextChecker.availableLanguages
        for bundled in ["en_US", "es_ES", "it_IT"] { #expect(languages.contains(bundled)) }
        #expect(Set(languages).count == languages.count)
    }

    @Test func manyThreadsAskingForManyLanguagesGetOneAnswer() {
        let checker = TextChecker(locator: bundledOnly, personalDictionary: PersonalDictionary())
        let cases: [(String, String, Bool)] = [("árbol", "es", true), ("árbol", "en", false), ("città", "it", true), ("house", "en", true)]
        final class Count: @unchecked Sendable {  // guarded by lock
            let lock = NSLock()
            var value = 0
        }
        let wrong = Count()
        DispatchQueue.concurrentPerform(iterations: 64) { iteration in
            let (word, language, real) = cases[iteration % cases.count]
            let range = NSRange(location: 0, length: word.utf16.count)
            let found = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false, language: language)
            if (found.location == NSNotFound) != real { wrong.lock.withLock { wrong.value += 1 } }
        }
        #expect(wrong.value == 0)
    }
}
