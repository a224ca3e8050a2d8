import Foundation
@testable import SpellCheckingCore
import Testing
import WordValidator

/// The byte scan of ``Sentences`` finds the sentence starts its scalar-by-scalar
/// reference finds, on real and generated texts.
@Suite struct SentencesTests {
    private func starts(_ text: String) -> [Int] {
        var text = text
        text.makeContiguousUTF8()
        return text.utf8.withContiguousStorageIfAvailable { Sentences.starts(in: $0) } ?? []
    }

    private func reference(_ text: String) -> [Int] {
        Sentences.referenceStarts(in: text).map { text.utf8.distance(from: text.startIndex, to: $0) }
    }

    @Test func proseAndGeneratedTexts() throws {
        let prose = """
            It rained. “Did it?” she asked (twice)! Yes… and then: nothing.\r\n\r\nA new paragraph; \
            with a list:\n- one.\n- two!\n\n¿Y mañana? ¡Sol!\u{2028}Next line. 終わり。 次の文？ Done.\u{85}Tail
            """
        #expect(starts(prose) == reference(prose))
        #expect(reference(prose).count > 10)
        // Pieces that end or almost end sentences, joined at random.
        let pieces = ["word", " ", ".", "!", "?", "…", "。", "！", "？", "\"", "”", "’", "»", ")", "\n", "\n\n", "\r\n", "\t",
                      "\u{00A0}", "\u{2028}", "\u{3000}", "é", "😀", "e\u{301}", "...", "?!", "\u{85}", " \n \n"]
        var generator = SeededGenerator(seed: 2026)
        for _ in 0..<2_000 {
            let text = (0..<Int.random(in: 0...60, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined()
            #expect(starts(text) == reference(text), "\(text.debugDescription)")
        }
    }

    @Test func rangesCoverTheTextAndFindTheirSentence() {
        let text = "It rained. ¿Y mañana?\n\nSunny. 終わり。次"
        let sentences = Sentences(text)
        let pieces = sentences.ranges.map { String(text[$0]) }
        // 。 ends a sentence only before whitespace, as the other terminators do.
        #expect(pieces == ["It rained.", " ¿Y mañana?", "\n\n", "Sunny.", " 終わり。次"])
        for range in sentences.ranges {
            #expect(sentences.range(containing: range.lowerBound) == range)
        }
        #expect(Sentences("").ranges.isEmpty)
        #expect(Sentences("one").ranges.map { String("one"[$0]) } == ["one"])
    }
}
