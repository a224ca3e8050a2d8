import Foundation
import SpellChecking
import TestSupport
import Testing

@Suite struct TextCheckingTests {
    func words(_ found: [Misspelling]) -> [String] { found.map(\.word) }

    @Test func findsMisspellingsInOrderWithRanges() {
        let text = "Ths is a tset of the sytem."
        let found = Bundled.english.misspellings(inText: text)
        #expect(words(found) == ["Ths", "tset", "sytem"])
        for misspelling in found { #expect(String(text[misspelling.range]) == misspelling.word) }
    }

    @Test(arguments: [
        (Language.english, "Visit https://example.com/pagez or www.exampel.org, mail jon.doe@exampel.com, call 555-1234 on 3rd May 2026.", [String]()),
        (.english, "Don’t worry, it's a well-known fact that we'll recieve it.", ["recieve"]),
        (.english, "Заголовок and hello wrld", ["wrld"]),
        (.spanish, "El niño comió 3 manzanas en https://ejemplo.es y dijo «qué rico», pero escibió mal.", ["escibió"]),
        (.italian, "L’acqua dell'anno scorso è buona, perché la città è bella: www.esempio.it, info@esempio.it, 42 volte.", []),
        (.italian, "Un'altra citta", ["citta"]),
        // The address is skipped, never the words joined to it.
        (.english, "See the [documnetation](https://example.org/docs).", ["documnetation"]),
        (.english, "lnk(http://x.org) tset:https://x.org wrld,www.exampel.org (www.exampel.org) [wrld](www.exampel.org)", ["lnk", "tset", "wrld", "wrld"]),
        (.english, "<jon@exampel.com> mailto:jon@exampel.com Wrte:jon@exampel.com, https://en.wikipedia.org/wiki/Foo_(barz)", ["Wrte"]),
        (.english, "[Mispeled](https://example.org/a?q=wrld&b=x) and https://exampel.org/ok\u{301}éx tset", ["Mispeled", "tset"]),
    ])
    func wordsInRunningText(language: Language, text: String, expected: [String]) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        #expect(words(checker.misspellings(inText: text)) == expected)
    }

    @Test func linesAndColumnsOfMisspellings() {
        let text = "Ths is fine.\r\n👍🏽 tset\u{2028}good\n\nhello wrld"
        var reported: [Int] = []
        let found = Bundled.english.locatedMisspellings(inText: text) { reported.append($0) }
        #expect(found.map(\.misspelling.word) == ["Ths", "tset", "wrld"])
        #expect(found.map(\.line) == [1, 2, 5])
        // The emoji with its skin tone is one column.
        #expect(found.map(\.column) == [1, 3, 7])
        #expect(reported.count == 5)
        #expect(reported == reported.sorted() && reported.first == 0)
        #expect(Bundled.english.locatedMisspellings(inText: "").isEmpty)
    }

    @Test func emojiAndCombiningMarksNeverShiftRanges() {
        let text = "👩‍👩‍👧‍👦 wrld 👍🏽 cafe\u{301} e\u{301}\u{301}\u{301} tset 🇮🇹"
        let found = Bundled.english.misspellings(inText: text)
        #expect(words(found).contains("wrld"))
        #expect(words(found).contains("tset"))
        for misspelling in found { #expect(String(text[misspelling.range]) == misspelling.word) }
    }

    @Test func startingInTheMiddleOfAWordChecksThatWord() throws {
        let text = "good tset good wrld"
        let middle = text.index(text.startIndex, offsetBy: 7)  // inside "tset"
        #expect(Bundled.english.firstMisspelling(in: text, startingAt: middle)?.word == "tset")
        let afterFirst = text.index(text.startIndex, offsetBy: 9)
        #expect(Bundled.english.firstMisspelling(in: text, startingAt: afterFirst)?.word == "wrld")
    }

    @Test func wrapAround() {
        let text = "tset good good"
        let late = text.index(text.startIndex, offsetBy: 6)
        #expect(Bundled.english.firstMisspelling(in: text, startingAt: late) == nil)
        #expect(Bundled.english.firstMisspelling(in: text, startingAt: late, wrap: true)?.word == "tset")
    }

    @Test func ignoredWordsBelongToOneChecker() throws {
        let checker = try HunspellChecker(language: .english, locator: bundledOnly)
        let other = try HunspellChecker(language: .english, locator: bundledOnly)
        checker.ignoreWord("wrld")
        #expect(checker.ignoredWords == ["wrld"])
        #expect(words(checker.misspellings(inText: "hello wrld tset")) == ["tset"])
        #expect(words(other.misspellings(inText: "hello wrld tset")) == ["wrld", "tset"])
        // isCorrect is the dictionary's answer; ignoring is about text.
        #expect(!checker.isCorrect("wrld"))
    }

    @Test func guessesForARange() {
        let text = "a tset here"
        let range = text.range(of: "tset")!
        #expect(Bundled.english.guesses(forWordRange: range, in: text).contains("test"))
    }

    @Test func worksForAnySpellChecker() {
        let checker = FixedWordsChecker(words: ["hello", "world"])
        #expect(words(checker.misspellings(inText: "hello there world")) == ["there"])
    }
}
