import Foundation
import Testing
import WordCheck
@testable import WordCheckServerCore

/// The sentence a match reports: trimmed, and bounded around the match.
@Suite struct SentencesTests {
    @Test func sentencesAreTrimmedAndBounded() {
        let text = "  First one.  Second, with a tset!\n\nThird"
        let sentences = Sentences(text)
        let word = text.range(of: "tset")!
        #expect(sentences.sentence(around: word) == "Second, with a tset!")
        #expect(sentences.sentence(around: text.range(of: "Third")!) == "Third")
        #expect(sentences.sentence(around: text.range(of: "First")!) == "First one.")
    }
}
