import Foundation
import WordCheck
import TestSupport
import Testing
@testable import WordValidator

/// The one-pass normalisation of common words gives what the general way gives.
@Suite struct GameTextTests {
    /// Every fourth word of each list in the test command, every word in a full sweep.
    @Test(arguments: ["american-english", "spanish", "italian"])
    func fastNormalisationAgreesOnRealWords(file: String) throws {
        let all = try String(contentsOfFile: "/usr/share/dict/\(file)", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(all.count > 50_000)
        let words = Sweep.sample(all, every: 4)
        var differences: [String] = []
        for word in words {
            for variant in [word, word.uppercased(), " " + word, word + "\r", word.decomposedStringWithCanonicalMapping] {
                let fast = GameText.normalizeCounting(variant), slow = GameText.slowNormalizeCounting(variant)
                if fast.text != slow.text || fast.letters != slow.letters { differences.append(variant) }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func everyLatin1AndASCIICharacter() {
        var differences: [String] = []
        for value in UInt32(1)...0x24F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for word in ["a\(scalar)b", "\(scalar)", "\(scalar)\u{301}", "x\(scalar)"] {
                let fast = GameText.normalizeCounting(word), slow = GameText.slowNormalizeCounting(word)
                if fast.text != slow.text || fast.letters != slow.letters { differences.append(word) }
            }
        }
        #expect(differences.isEmpty, "\(differences.map(\.debugDescription).prefix(10))")
    }
}
