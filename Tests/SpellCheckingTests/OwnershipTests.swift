import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// Who owns what: a checker's ignored words are its own; a dictionary's added and
/// removed words are shared by the checkers on it; the process shares one copy of
/// each dictionary until it is released.
@Suite struct OwnershipTests {
    static let descriptor = try! bundledOnly.locate(.italian)

    @Test func checkersOnOneDictionaryShareItsWordsAndKeepTheirIgnoredWords() throws {
        let dictionary = try HunspellDictionary(loading: Self.descriptor)
        let first = try HunspellChecker(dictionary: dictionary)
        let second = try HunspellChecker(dictionary: dictionary)
        #expect(first.hunspellDictionary === second.hunspellDictionary)
        #expect(first.language == .italian)
        try dictionary.add("zorblattino")
        #expect(first.isCorrect("zorblattino") && second.isCorrect("zorblattino"))
        // A private copy is nobody else's.
        #expect(!Bundled.italian.isCorrect("zorblattino"))
        first.ignoreWord("qwxz")
        #expect(first.ignoredWords == ["qwxz"])
        #expect(second.ignoredWords.isEmpty)
        // A checker is a reference: what one name ignores, the other name sees.
        let sameChecker = first
        #expect(sameChecker.isIgnored("qwxz"))
    }

    @Test func aReleasedDictionaryIsLoadedAfreshAndTheOldOneKeepsWorking() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-release-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(at: Self.descriptor.affixFile.deletingPathExtension().appendingPathExtension(ext),
                                             to: folder.appendingPathComponent("it_IT.\(ext)"))
        }
        let descriptor = try DictionaryDescriptor(path: folder.appendingPathComponent("it_IT").path)
        let before = try HunspellChecker(dictionary: descriptor)
        #expect(try HunspellDictionary.shared(descriptor) === before.hunspellDictionary)
        try before.add("zorblattone")
        #expect(HunspellDictionary.releaseShared(descriptor))
        #expect(!HunspellDictionary.releaseShared(descriptor))
        let after = try HunspellChecker(dictionary: descriptor)
        #expect(after.hunspellDictionary !== before.hunspellDictionary)
        // The fresh copy has none of the old one's run-time words; the old checker keeps them.
        #expect(!after.isCorrect("zorblattone"))
        #expect(before.isCorrect("zorblattone"))
        #expect(before.isCorrect("perché") && after.isCorrect("perché"))
    }
}
