import Foundation
import SpellChecking
import TestSupport
import Testing

@Suite struct UITextCheckerCompatibilityTests {
    /// The Word Scramble check, as ported from UIKit.
    func isReal(_ word: String, _ checker: some SpellChecker) -> Bool {
        let range = NSRange(location: 0, length: word.utf16.count)
        let misspelled = checker.rangeOfMisspelledWord(in: word, range: range, startingAt: 0, wrap: false)
        return misspelled.location == NSNotFound
    }

    @Test func wordScrambleCheck() {
        #expect(isReal("cease", Bundled.english))
        #expect(!isReal("dropus", Bundled.english))
    }

    @Test func utf16OffsetsWithEmojiAndCombiningMarks() {
        let text = "👩‍👩‍👧‍👦 cafe\u{301} wrld"
        let whole = NSRange(location: 0, length: text.utf16.count)
        let found = Bundled.english.rangeOfMisspelledWord(in: text, range: whole, startingAt: 0, wrap: false)
        #expect((text as NSString).substring(with: found) == "cafe\u{301}" || (text as NSString).substring(with: found) == "wrld")
        let expected = (text as NSString).range(of: "wrld")
        let fromWord = Bundled.english.rangeOfMisspelledWord(in: text, range: whole, startingAt: expected.location, wrap: false)
        #expect(fromWord == expected)
        // The family emoji is 11 UTF-16 units; nothing is found inside it.
        #expect(expected.location == 11 + 1 + 5 + 1)
    }

    @Test func nothingFoundIsNSNotFound() {
        let text = "all good here"
        let found = Bundled.english.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: text.utf16.count),
                                                          startingAt: 0, wrap: true)
        #expect(found.location == NSNotFound)
    }

    @Test func wrapAndStartingOffset() {
        let text = "tset good wrld good"
        let whole = NSRange(location: 0, length: text.utf16.count)
        let noWrap = Bundled.english.rangeOfMisspelledWord(in: text, range: whole, startingAt: 15, wrap: false)
        #expect(noWrap.location == NSNotFound)
        let wrapped = Bundled.english.rangeOfMisspelledWord(in: text, range: whole, startingAt: 15, wrap: true)
        #expect(wrapped == NSRange(location: 0, length: 4))
        let midWord = Bundled.english.rangeOfMisspelledWord(in: text, range: whole, startingAt: 12, wrap: false)
        #expect(midWord == NSRange(location: 10, length: 4))
    }

    @Test func subrangeLimitsTheSearch() {
        let text = "tset good wrld"
        let found = Bundled.english.rangeOfMisspelledWord(in: text, range: NSRange(location: 5, length: 9), startingAt: 5,
                                                          wrap: false)
        #expect(found == NSRange(location: 10, length: 4))
    }

    @Test func badRangesFindNothingInsteadOfCrashing() {
        let text = "wrld 👍"
        for range in [NSRange(location: 0, length: 100), NSRange(location: -1, length: 2), NSRange(location: 6, length: 1)] {
            #expect(Bundled.english.rangeOfMisspelledWord(in: text, range: range, startingAt: 0, wrap: true).location == NSNotFound)
        }
        let whole = NSRange(location: 0, length: text.utf16.count)
        #expect(Bundled.english.rangeOfMisspelledWord(in: text, range: whole, startingAt: 99, wrap: false).location == NSNotFound)
        #expect(Bundled.english.guesses(forWordRange: NSRange(location: 0, length: 99), in: text) == nil)
        #expect(Bundled.english.guesses(forWordRange: NSRange(location: 0, length: 4), in: text)?.contains("world") == true)
    }
}
