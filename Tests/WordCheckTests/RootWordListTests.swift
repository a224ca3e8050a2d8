import Foundation
import WordCheck
import TestSupport
import Testing
@testable import WordValidator

@Suite struct RootWordListTests {
    static let cases: [(Language, Int)] = [Language.english, .spanish, .italian].flatMap { language in
        RootWordList.bundledLengths.map { (language, $0) }
    }

    @Test(arguments: cases)
    func bundledListsAreSound(language: Language, length: Int) throws {
        let list = try RootWordList.bundled(language: language, length: length)
        #expect(list.words.count >= 1_000)
        #expect(Set(list.words).count == list.words.count, "duplicates")
        let checker = switch language.code {
        case "es": Checkers.spanish
        case "it": Checkers.italian
        default: Checkers.english
        }
        for word in list.words {
            #expect(word.count == length, "\(word)")
            #expect(word.allSatisfy { $0.isLetter && $0.isLowercase }, "\(word)")
            #expect(word == word.precomposedStringWithCanonicalMapping, "\(word)")
            #expect(checker.isCorrect(word), "\(word)")
        }
    }

    @Test func regionalIdentifiersUseTheLanguagesList() throws {
        #expect(try RootWordList.bundled(language: Language("es-MX"), length: 8) == RootWordList.bundled(language: .spanish, length: 8))
    }

    @Test func otherLanguagesAndLengthsHaveNoList() throws {
        #expect(throws: GameError.noRootWords(language: "de", length: 8)) { try RootWordList.bundled(language: Language("de"), length: 8) }
        #expect(throws: GameError.noRootWords(language: "en_US", length: 6)) { try RootWordList.bundled(language: .english, length: 6) }
    }
}
