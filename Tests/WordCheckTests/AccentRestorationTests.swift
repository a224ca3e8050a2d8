import Foundation
@testable import SpellCheckingCore
import Testing

/// Words typed without their accents (issue 60): every accented word among the bundled
/// list's 20,000 most frequent forms, stripped of its accents (Spanish ñ kept, a letter of
/// its own), gets its form among the first suggestions. Stripped forms that are words
/// themselves (`esta` for `está`) are accepted, as they should be, and not counted.
@Suite struct AccentRestorationTests {
    /// `word` without its accents: NFD, combining marks dropped but for the tilde of ñ, NFC.
    static func stripped(_ word: String) -> String {
        var kept = String.UnicodeScalarView()
        for scalar in word.decomposedStringWithCanonicalMapping.unicodeScalars
        where !scalar.properties.isGraphemeExtend || scalar == "\u{0303}" {
            kept.append(scalar)
        }
        return String(kept).precomposedStringWithCanonicalMapping
    }

    @Test(arguments: ["es", "it"])
    func accentsLeftOutAreRestored(code: String) throws {
        let checker = try WordListChecker(language: Language(code))
        let list = try checker.wordList()
        // The most frequent forms first (the list's frequencies, wordfreq's).
        let ranked = zip(list.rankedNumbers, list.rankedFrequencies).sorted { $0.1 > $1.1 }.prefix(20_000)
        var measured = 0, first = 0, inThree = 0, misses: [String] = []
        for (number, _) in ranked {
            let word = list.word(number: Int(number))
            guard word == word.lowercased(), word.allSatisfy(\.isLetter) else { continue }
            let typed = Self.stripped(word)
            guard typed != word, !checker.isCorrect(typed) else { continue }
            measured += 1
            let suggestions = checker.suggestions(for: typed)
            if suggestions.first == word { first += 1 }
            if suggestions.prefix(3).contains(word) { inThree += 1 } else if misses.count < 10 { misses.append("\(typed) → \(word)") }
        }
        let top1 = Double(first) / Double(max(1, measured)), top3 = Double(inThree) / Double(max(1, measured))
        #expect(measured > 200, "\(code): \(measured) accented forms")
        #expect(top1 >= 0.95 && top3 >= 0.99,
                "\(code): top-1 \(String(format: "%.1f", 100 * top1))%, top-3 \(String(format: "%.1f", 100 * top3))% of \(measured); \(misses)")
    }
}
