import Foundation
import WordCheck
import TestSupport
import Testing
@testable import WordValidator

/// The one-pass letter check of ASCII and Latin-1 words gives what counting the
/// normalised word's Characters gives.
@Suite struct LetterCheckAgreementTests {
    @Test(arguments: [(Language.english, "american-english"), (.spanish, "spanish"), (.italian, "italian")])
    func fastLetterCheckAgreesOnRealWords(language: Language, file: String) throws {
        let words = try String(contentsOfFile: "/usr/share/dict/\(file)", encoding: .utf8).split(separator: "\n").map(String.init)
        let sample = stride(from: 0, to: words.count, by: max(1, words.count / 6_000)).map { words[$0] }
        let roots = try RootWordList.bundled(language: language, length: 9).words.prefix(12)
            + ["ÀÉÎÕÜÑÇßÿ", "camiones", "perché", "città"]
        var differences: [String] = []
        for root in roots {
            for folds in [false, true] {
                let inventory = LetterInventory(root, foldingDiacritics: folds)
                for word in sample {
                    for variant in [word, word.uppercased(), String(word.prefix(5))] {
                        if inventory.canSpell(variant) != inventory.missingLetters(in: variant).isEmpty {
                            differences.append("\(root) \(folds) \(variant)")
                        }
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func everyLatin1Character() {
        var differences: [String] = []
        for root in ["àéîõüñçßÿ", "aeiounc", "AEIOUNCSY", "xyz"] {
            for folds in [false, true] {
                let inventory = LetterInventory(root, foldingDiacritics: folds)
                for value in UInt32(0x20)...0x17F {
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    for word in ["\(scalar)", "a\(scalar)", "\(scalar)\u{301}", "\(scalar)\(scalar)"] {
                        if inventory.canSpell(word) != inventory.missingLetters(in: word).isEmpty {
                            differences.append("\(root) \(folds) \(word.debugDescription)")
                        }
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }
}
