import Foundation
import SpellCheckingCore
import Testing

/// `auto`: the text's language, and its sentences in other languages, from the bundled lists.
@Suite struct LanguageDetectionTests {
    static func checkers() throws -> [any SpellChecker] {
        [try WordListCheckerTests.english(), try WordListCheckerTests.spanish(), try WordListCheckerTests.italian()]
    }

    @Test func theTextsLanguage() throws {
        let checkers = try Self.checkers()
        let spanish = "El perro corre por la playa mientras los niños juegan con la pelota."
        let guess = try #require(LanguageDetection.best(for: spanish, among: checkers))
        #expect(guess.index == 1 && guess.confidence == 1)
        #expect(LanguageDetection.best(for: "1234 — !!", among: checkers) == nil)
        #expect(LanguageDetection.best(for: "anything", among: []) == nil)
    }

    /// A paragraph that mixes English and Spanish is split where its language changes;
    /// short sentences of an English paragraph and ties stay with the text's language.
    @Test func mixedParagraphsSentenceBySentence() throws {
        let checkers = try Self.checkers()
        let english = "The weather was lovely all week, and we walked to the harbor every morning."
        let spanish = "Después fuimos al mercado para comprar fruta fresca y pan caliente."
        let short = "Sí."
        let text = [english, spanish, short, english, "Hotel radio piano."].joined(separator: " ")
        let overall = try #require(LanguageDetection.best(for: text, among: checkers)).index
        #expect(overall == 0)
        let spans = LanguageDetection.spans(of: text, among: checkers, overall: overall)
        #expect(spans.map(\.checker) == [0, 1, 0])
        #expect(text[spans[1].range].trimmingCharacters(in: .whitespaces) == spanish)
        // The spans cover the text, in order.
        #expect(spans.first?.range.lowerBound == text.startIndex && spans.last?.range.upperBound == text.endIndex)
        for (before, after) in zip(spans, spans.dropFirst()) { #expect(before.range.upperBound == after.range.lowerBound) }
        // Checked span by span, the Spanish sentence's words are not misspellings; the short one stays English.
        let misspelled = spans.flatMap { checkers[$0.checker].misspellings(inText: text, range: $0.range).map(\.word) }
        #expect(misspelled == ["Sí"], "\(misspelled)")
        #expect(!checkers[0].misspellings(inText: text).isEmpty)
        // One language, or one checker: one span.
        #expect(LanguageDetection.spans(of: english + " " + english, among: checkers, overall: 0).map(\.checker) == [0])
        #expect(LanguageDetection.spans(of: text, among: [checkers[0]], overall: 0).map(\.checker) == [0])
        #expect(LanguageDetection.spans(of: text, among: checkers, overall: 7).isEmpty)
    }

    /// Sentences too short to tell go with their paragraph's language when the paragraph
    /// says, not with the text's.
    @Test func shortSentencesFollowTheirParagraph() throws {
        let checkers = try Self.checkers()
        let paragraph = "Sí, señor. Muy bien. Gracias, amigos."
        #expect(LanguageDetection.spans(of: paragraph, among: checkers, overall: 0).map(\.checker) == [1])
        // Too few words in all: the text's language.
        #expect(LanguageDetection.spans(of: "Sí, señor.", among: checkers, overall: 0).map(\.checker) == [0])
    }
}
