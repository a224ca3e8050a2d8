import Foundation
import Testing
import WordCheck
import WordValidator

/// `WordListChecker` (no libhunspell) and `HunspellChecker` on the same bundled list give
/// the same suggestions, completions, misspelled ranges and solver answers: an app can
/// swap one for the other without a game or an editor seeing a difference.
@Suite struct EnginesAgreeTests {
    static let loaded = Dictionary(uniqueKeysWithValues: [Language.english, .spanish, .italian].map { language in
        (language, Result { () throws(SpellCheckingError) in try WordListChecker(language: language) })
    })

    static func pure(_ language: Language) throws -> WordListChecker { try loaded[language]!.get() }

    /// How many times more words, prefixes and roots than the test command's samples:
    /// WORDCHECK_ENGINES_SCALE (1 unless set; scripts/check-parity.sh sets 10).
    static let scale = max(1, Int(ProcessInfo.processInfo.environment["WORDCHECK_ENGINES_SCALE"] ?? "") ?? 1)

    static func hunspell(_ language: Language) -> HunspellChecker {
        switch language {
        case .spanish: Checkers.spanish
        case .italian: Checkers.italian
        default: Checkers.english
        }
    }

    /// About `count` listed forms at a regular stride, each misspelled one way in turn
    /// (a letter dropped, doubled, replaced, or two swapped), seeded by its position.
    static func misspellings(_ list: WordList, count: Int) -> [String] {
        let stride = max(1, list.count / count)
        var result: [String] = []
        for (offset, word) in list.enumerated() where offset % stride == 0 && word.count >= 4 {
            var letters = Array(word)
            let at = 1 + offset % (letters.count - 2)
            switch offset / stride % 4 {
            case 0: letters.remove(at: at)
            case 1: letters.insert(letters[at], at: at)
            case 2: letters[at] = letters[at] == "e" ? "a" : "e"
            default: letters.swapAt(at, at + 1)
            }
            result.append(String(letters))
        }
        return result
    }

    @Test(arguments: [Language.english, .spanish, .italian])
    func suggestionsAndCompletions(language: Language) throws {
        let pure = try Self.pure(language)
        let hunspell = Self.hunspell(language)
        let list = try pure.wordList()
        let misspelled = Self.misspellings(list, count: 300 * Self.scale)
        #expect(misspelled.count > 200 * Self.scale)
        var differing: [String] = []
        for word in misspelled + misspelled.prefix(50).map(\.capitalized) where pure.suggestions(for: word) != hunspell.suggestions(for: word) {
            differing.append(word)
        }
        #expect(differing.isEmpty, "suggestions differ for \(differing.prefix(10))")
        var prefixes = Set<String>()
        for (offset, word) in list.enumerated() where offset % max(1, list.count / (200 * Self.scale)) == 0 {
            prefixes.insert(String(word.prefix(3)))
            prefixes.insert(String(word.prefix(5)).capitalized)
        }
        for prefix in prefixes.sorted() {
            let expected = try hunspell.completions(forPartialWord: prefix, limit: 8)
            #expect(pure.completions(forPartialWord: prefix, limit: 8) == expected, "\(prefix)")
        }
    }

    @Test(arguments: [Language.english, .spanish, .italian])
    func misspelledRangesInText(language: Language) throws {
        let pure = try Self.pure(language)
        let hunspell = Self.hunspell(language)
        let list = try pure.wordList()
        let good = Array(list.enumerated().filter { $0.offset % max(1, list.count / (120 * Self.scale)) == 0 }.map(\.element))
        let bad = Self.misspellings(list, count: 60 * Self.scale)
        var text = ""
        for (index, word) in good.enumerated() {
            text += word + (index % 7 == 0 ? ", " : " ")
            if index < bad.count, index % 2 == 0 { text += bad[index] + ". " }
        }
        text += "well-known e-mail 21st dell'anno l’acqua"
        let expected = hunspell.misspellings(inText: text)
        #expect(!expected.isEmpty)
        #expect(pure.misspellings(inText: text) == expected)
        // UIKit's shape (UITextChecker's calls, on the SpellChecker protocol): the same
        // ranges, one after the other, and the same guesses for each.
        let utf16 = text.utf16.count
        var start = 0, ranges = 0
        while start < utf16 {
            let range = pure.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: utf16), startingAt: start,
                                                   wrap: false)
            #expect(range == hunspell.rangeOfMisspelledWord(in: text, range: NSRange(location: 0, length: utf16), startingAt: start,
                                                            wrap: false))
            guard range.location != NSNotFound else { break }
            #expect(pure.guesses(forWordRange: range, in: text)
                    == hunspell.guesses(forWordRange: range, in: text))
            start = range.location + range.length
            ranges += 1
        }
        #expect(ranges == expected.count)
    }

    /// Every root of the bundled 8-letter lists (at a stride): the same solutions, in the same order.
    @Test(arguments: [("en", Language.english), ("es", .spanish), ("it", .italian)])
    func solverAndValidator(code: String, language: Language) throws {
        let pure = try Self.pure(language)
        let hunspell = Self.hunspell(language)
        let roots = try String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("dictionaries/\(language.identifier)/roots/\(code)-8.txt"), encoding: .utf8)
            .split(separator: "\n").map(String.init).filter { !$0.hasPrefix("#") && !$0.isEmpty }
        #expect(roots.count > 20)
        for root in roots.enumerated().filter({ $0.offset % max(1, 25 / Self.scale) == 0 }).map(\.element) {
            let withPure = try RootWordSolver(validator: RootWordValidator(root: root, checker: pure)).solutions().map(\.word)
            let withHunspell = try RootWordSolver(validator: RootWordValidator(root: root, checker: hunspell)).solutions().map(\.word)
            #expect(withPure == withHunspell, "\(root)")
            #expect(!withPure.isEmpty, "\(root)")
            let validator = try RootWordValidator(root: root, checker: pure)
            for word in withPure.prefix(5) { #expect(throws: Never.self, "\(word)") { try validator.validate(word).get() } }
        }
    }
}
