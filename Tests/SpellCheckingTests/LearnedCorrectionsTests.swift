import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// Corrections a user chose: kept beside the learned words with their count, offered first,
/// applied without asking once chosen often enough and only for a word no dictionary
/// accepts; bounded, forgettable, and never a word the checker rejects.
extension PersonalDictionaryTests {
    @Test func aChosenCorrectionComesFirstAndCounts() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let personal = PersonalDictionary(folder: folder)
        let english = try privateChecker(personal)
        // `hate` is not what the search puts first for `hte`; once chosen, it is.
        #expect(english.suggestions(for: "hte").first != "hate")
        #expect(try english.learnCorrection("hte", as: "hate").count == 1)
        #expect(english.suggestions(for: "hte").first == "hate")
        #expect(english.suggestions(for: "hte").count(where: { $0 == "hate" }) == 1)
        #expect(english.suggestions(for: "Hte").first == "Hate")
        #expect(english.suggestions(for: "HTE").first == "HATE")
        #expect(english.suggestions(for: "hte", using: .hunspell).first == "hate")
        // A later process reads it from the file.
        #expect(try privateChecker(personal).suggestions(for: "hte").first == "hate")
        #expect(try personal.corrections(forDictionary: "en_US") == [LearnedCorrection(misspelling: "hte", correction: "hate", count: 1)])
        // Chosen again: counted; another choice starts over.
        #expect(try english.learnCorrection("hte", as: "hate").count == 2)
        #expect(try english.learnCorrection("hte", as: "the").count == 1)
        #expect(english.suggestions(for: "hte").first == "the")
        #expect(try english.forgetCorrection(of: "hte"))
        #expect(try !english.forgetCorrection(of: "hte"))
        #expect(english.learnedCorrection(for: "hte") == nil)
        #expect(try personal.corrections(forDictionary: "en_US").isEmpty)
    }

    @Test func onlyChosenCorrectionsOfNonWordsApplyThemselves() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = try privateChecker(PersonalDictionary(folder: folder))
        for time in 1...LearnedCorrection.safeCount {
            #expect(english.autocorrection(for: "teh") == nil, "after \(time - 1)")
            try english.learnCorrection("teh", as: "the")
        }
        #expect(english.autocorrection(for: "teh") == "the")
        #expect(english.autocorrection(for: "Teh") == "The")
        // A word of the language is never changed without asking, however often corrected.
        for _ in 1...LearnedCorrection.safeCount { try english.learnCorrection("form", as: "from") }
        #expect(english.learnedCorrection(for: "form")?.count == LearnedCorrection.safeCount)
        #expect(english.autocorrection(for: "form") == nil)
        #expect(english.suggestions(for: "form").first == "from")
        // A misspelling once corrected otherwise means more than one word: never applied.
        try english.learnCorrection("thsi", as: "thus")
        for _ in 1...LearnedCorrection.safeCount + 1 { try english.learnCorrection("thsi", as: "this") }
        let thsi = english.learnedCorrection(for: "thsi")
        #expect(thsi?.isAmbiguous == true && thsi?.count == LearnedCorrection.safeCount + 1)
        #expect(english.autocorrection(for: "thsi") == nil)
        #expect(english.suggestions(for: "thsi").first == "this")
    }

    @Test func badCorrectionsAreTypedErrors() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let english = try privateChecker(PersonalDictionary(folder: folder))
        #expect(throws: SpellCheckingError.self) { try english.learnCorrection("teh", as: "thx") }
        #expect(throws: SpellCheckingError.self) { try english.learnCorrection("", as: "the") }
        #expect(throws: SpellCheckingError.self) { try english.learnCorrection("te\th", as: "the") }
        #expect(throws: SpellCheckingError.self) { try english.learnCorrection("the", as: "the") }
        #expect(throws: SpellCheckingError.self) { try english.learnCorrection(String(repeating: "x", count: 301), as: "the") }
        // Two words are a correction when each is a word.
        #expect(try english.learnCorrection("alot", as: "a lot").correction == "a lot")
        #expect(try PersonalDictionary(folder: folder).corrections(forDictionary: "en_US").count == 1)
    }

    /// Past the bound, the least chosen (oldest among equals) makes room; lines that are not
    /// corrections are passed over, and a list that cannot be read leaves suggestions as they were.
    @Test func theListIsBounded() throws {
        let folder = try temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let personal = PersonalDictionary(folder: folder)
        var lines = "not a correction\n2\tbroken\n99999999999999999999999\tmiss\tword\n"
        for number in 0..<PersonalDictionary.maximumCorrections {
            lines += "\(number == 5 ? 1 : 2)\tmiss\(number)\tword\(number)\n"
        }
        try lines.write(to: personal.correctionsFile(forDictionary: "en_US"), atomically: true, encoding: .utf8)
        #expect(try personal.corrections(forDictionary: "en_US").count == PersonalDictionary.maximumCorrections)
        try personal.learnCorrection("teh", as: "the", forDictionary: "en_US")
        let kept = try personal.corrections(forDictionary: "en_US")
        #expect(kept.count == PersonalDictionary.maximumCorrections)
        #expect(!kept.contains { $0.misspelling == "miss5" } && kept.last?.misspelling == "teh")

        // A count as large as an Int, written by hand, stays there when chosen again.
        try "\(Int.max)\tteh\tthe\n".write(to: personal.correctionsFile(forDictionary: "en_US"), atomically: true, encoding: .utf8)
        #expect(try personal.learnCorrection("teh", as: "the", forDictionary: "en_US").count == Int.max)

        try Data(repeating: 0x41, count: PersonalDictionary.maximumFileSize + 1).write(to: personal.correctionsFile(forDictionary: "en_US"))
        let english = try privateChecker(personal)
        #expect(english.learnedCorrection(for: "teh") == nil)
        #expect(english.suggestions(for: "teh").first == "the")
        #expect(throws: SpellCheckingError.self) { try english.learnCorrection("teh", as: "the") }
    }
}
