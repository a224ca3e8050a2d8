import Foundation
@testable import SpellChecking
import Testing

/// Learned words. Each test keeps its lists in a folder of its own and uses private
/// copies of the dictionary, so nothing leaks into other tests or the user's lists.
@Suite(.serialized) struct PersonalDictionaryTests {
    func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-learned-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    func privateChecker(_ personal: PersonalDictionary, language: Language = .english) throws -> HunspellChecker {
        try HunspellChecker(dictionary: bundledOnly.locate(language), shared: false, personalDictionary: personal)
    }

    @Test func learnUnlearnAndHasLearned() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let checker = try privateChecker(personal)
        #expect(!checker.isCorrect("wordcheckery"))
        try checker.learnWord("wordcheckery")
        #expect(checker.isCorrect("wordcheckery"))
        #expect(checker.hasLearnedWord("wordcheckery"))
        #expect(try personal.words(forDictionary: "en_US") == ["wordcheckery"])
        try checker.learnWord("wordcheckery")
        #expect(try personal.words(forDictionary: "en_US") == ["wordcheckery"])
        try checker.unlearnWord("wordcheckery")
        #expect(!checker.isCorrect("wordcheckery"))
        #expect(!checker.hasLearnedWord("wordcheckery"))
    }

    @Test func unlearningADictionaryWordKeepsItCorrect() throws {
        let checker = try privateChecker(PersonalDictionary(folder: try temporaryFolder()))
        try checker.learnWord("agencies")
        try checker.unlearnWord("agencies")
        #expect(checker.isCorrect("agencies"))
    }

    @Test func learnedWordsSurviveARestart() throws {
        let folder = try temporaryFolder()
        try privateChecker(PersonalDictionary(folder: folder), language: .italian).learnWord("parolissima")
        // A new dictionary load, as a new process would do, picks the list up.
        let later = try privateChecker(PersonalDictionary(folder: folder), language: .italian)
        #expect(later.isCorrect("parolissima"))
        #expect(later.hasLearnedWord("parolissima"))
    }

    @Test func everyCheckerOnTheDictionarySeesLearnedWords() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let descriptor = try bundledOnly.locate(.spanish)
        let first = try HunspellChecker(dictionary: descriptor, shared: false, personalDictionary: personal)
        let copy = first
        try first.learnWord("palabrísima")
        #expect(copy.isCorrect("palabrísima"))
    }

    @Test func aFailedWriteLeavesTheOldListWhole() throws {
        let personal = PersonalDictionary(folder: try temporaryFolder())
        let checker = try privateChecker(personal)
        try checker.learnWord("firstlearned")
        let before = try Data(contentsOf: personal.file(forDictionary: "en_US"))
        let saved = PersonalDictionary.writer.withLock { $0 }
        PersonalDictionary.writer.withLock { $0 = { _, _ in throw CocoaError(.fileWriteNoPermission) } }
        defer { PersonalDictionary.writer.withLock { $0 = saved } }
        #expect {
            try checker.learnWord("secondlearned")
        } throws: { error in
            guard case .personalDictionaryUnusable(let path, _) = error as? SpellCheckingError else { return false }
            return path == personal.file(forDictionary: "en_US").path
        }
        #expect(try Data(contentsOf: personal.file(forDictionary: "en_US")) == before)
        #expect(!checker.isCorrect("secondlearned"))
        #expect(checker.isCorrect("firstlearned"))
    }

    @Test func wordsTheListCannotHold() throws {
        let checker = try privateChecker(PersonalDictionary(folder: try temporaryFolder()))
        for word in ["", "two\nlines", "nul\u{0}"] {
            #expect(throws: SpellCheckingError.self) { try checker.learnWord(word) }
        }
    }

    @Test func defaultFolderFollowsXDG() {
        #expect(PersonalDictionary.defaultFolder.path.hasSuffix("/wordcheck/learned"))
    }
}
