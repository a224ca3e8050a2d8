import BundledDictionaries
import Foundation
@testable import SpellCheckingCore
import Testing
@testable import WordValidator

/// The curated game exclusions (dictionaries/GAME-VOCABULARY.md): each bundled language's
/// file is read whole, every word in it leaves the answers of ``GameVocabulary/standard(for:)``
/// and nothing else does, and a vocabulary that carries them stays small when saved.
@Suite struct CuratedExclusionsTests {
    /// The words of `code`'s exclusion file, read here independently of the library.
    static func fileWords(_ code: String) throws -> Set<String> {
        let file = try #require(BundledDictionary.gameExclusionsFile(code: code))
        let text = try String(contentsOf: file, encoding: .utf8)
        return Set(text.split(separator: "\n").map(String.init).filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// Every word of every length the standard rules admit, less the file's words, is what
    /// the language's standard vocabulary admits: the same words in the same order.
    @Test(arguments: ["en", "es", "it"])
    func standardForALanguageLeavesOutExactlyTheFile(code: String) throws {
        let list = try WordListChecker(language: Language(code)).wordList()
        let excluded = try Self.fileWords(code)
        let vocabulary = GameVocabulary.standard(for: try Language(code))
        #expect(vocabulary.curatedExclusions?.count == excluded.count)
        var removed = 0
        for length in 2...9 {
            let pattern = try WordPattern(String(repeating: "?", count: length), maximumAnswers: WordPattern.answerLimit)
            let rules = pattern.words(in: list, vocabulary: .standard).map(\.word)
            let curated = pattern.words(in: list, vocabulary: vocabulary).map(\.word)
            #expect(curated == rules.filter { !excluded.contains($0) }, "\(code), \(length) letters")
            removed += rules.count - curated.count
        }
        #expect(removed > 0, "\(code): the exclusions removed nothing")
    }

    /// The issue's classes, one of each: abbreviations, names that are rare words,
    /// misspellings, foreign words. Still words the checker accepts, and answers with
    /// `.all`, but never offered by the standard vocabulary.
    @Test(arguments: [("es", "srta"), ("es", "ptas"), ("es", "juana"), ("es", "ésto"),
                      ("en", "dept"), ("en", "univ"), ("it", "enter"), ("it", "ice")])
    func examplesOfEachClassAreLeftOut(code: String, word: String) throws {
        let checker = try WordListChecker(language: Language(code))
        let list = try checker.wordList()
        #expect(checker.isCorrect(word))
        let pattern = try WordPattern(word)
        #expect(pattern.words(in: list, vocabulary: .all).map(\.word) == [word])
        #expect(pattern.words(in: list, vocabulary: .standard(for: checker.language)).isEmpty)
    }

    /// A language WordCheck does not bundle has no curated exclusions; a region of a
    /// bundled language has its language's.
    @Test func onlyBundledLanguagesHaveExclusions() throws {
        #expect(GameVocabulary.standard(for: try Language("de_DE")) == .standard)
        #expect(GameVocabulary.standard(for: try Language("de_DE")).curatedExclusions == nil)
        let mexican = try #require(GameVocabulary.standard(for: try Language("es_MX")).curatedExclusions)
        #expect(mexican.language == .spanish && mexican.contains("srta"))
    }

    /// Saved, a vocabulary names its exclusions' language (not thousands of words) and reads
    /// back equal, still leaving them out; a saved game without one gets its language's.
    @Test func savedVocabulariesStaySmall() throws {
        let vocabulary = GameVocabulary.standard(for: .spanish)
        let data = try JSONEncoder().encode(vocabulary)
        #expect(data.count < 400, "\(data.count) bytes")
        let read = try JSONDecoder().decode(GameVocabulary.self, from: data)
        #expect(read == vocabulary)
        #expect(!read.admits("srta", letterCount: 4, frequency: 5))
        #expect(GameVocabulary.standard.admits("srta", letterCount: 4, frequency: 5))

        let settings = GameSession.Settings(language: .italian)
        #expect(settings.vocabulary == .standard(for: .italian))
        var saved = try JSONSerialization.jsonObject(with: JSONEncoder().encode(settings)) as! [String: Any]
        saved["vocabulary"] = nil
        let old = try JSONDecoder().decode(GameSession.Settings.self, from: JSONSerialization.data(withJSONObject: saved))
        #expect(old.vocabulary.curatedExclusions?.language == .italian)
    }
}
