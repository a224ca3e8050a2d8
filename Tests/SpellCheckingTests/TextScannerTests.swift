import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// The byte-level word scanner finds exactly the words the Character-level one finds.
@Suite struct TextScannerTests {
    static let languages: [Language] = [.english, .spanish, .italian, try! Language("ru"), try! Language("el"), try! Language("ja")]

    /// Both readings on `text`, whole and from an inner range; the first differences.
    static func differences(_ text: String, language: Language) -> [String] {
        let scanner = TextScanner(language: language)
        var problems: [String] = []
        var ranges = [text.startIndex..<text.endIndex]
        if text.count > 10 {
            let lower = text.index(text.startIndex, offsetBy: 3), upper = text.index(text.endIndex, offsetBy: -3)
            ranges.append(lower..<upper)
        }
        for range in ranges {
            let fast = scanner.words(in: text, range: range), reference = scanner.referenceWords(in: text, range: range)
            if fast != reference {
                let first = zip(fast, reference).first { $0 != $1 }.map { "\(text[$0.0]) vs \(text[$0.1])" } ?? "\(fast.count) vs \(reference.count) words"
                problems.append("\(language.identifier): \(first) in \(text.prefix(80).debugDescription)")
            }
        }
        return problems
    }

    /// Pieces text is made of: words of the bundled languages, and everything the scanner
    /// treats specially (joiners, digits, addresses, whitespace of all kinds, combining marks
    /// that may attach to whitespace, CR LF, other scripts, emoji).
    static let pieces: [String] = [
        "word", "Word", "WORD", "don't", "don’t", "well-known", "-", "'", "’", "--", "''", "a-", "-a", "'a", "a'",
        "3rd", "2026", "mp3", "a1", "1a", "https://example.com/x", "www.example.org", "WWW.EXAMPLE.ORG", "wwwx.org",
        "jon@example.com", "@example.com", "jon@host", "a://", ":/", "[docs](https://x.org/a_(b)).", "lnk(http://x.org)",
        "tset:https://x.org", "mailto:jon@example.com", "<jon@ex.com>", "(www.ex.org).", "https://dé.org/ñ", "://", "@", "niño", "acción", "città", "dell'anno", "l’acqua",
        "e\u{301}", "\u{301}", " \u{301}", "\u{301}word", "word\u{301}", "Заголовок", "слово", "λέξη", "日本語", "👍", "👍🏽",
        "\r\n", "\r", "\n", "\t", " ", "  ", "\u{A0}", "\u{2028}", "\u{85}", "\u{1C}", "\u{0B}", "\u{0C}", ",", ".", ";",
        "(", ")", "«", "»", "\"", "“", "”", "!", "?", "¿", "¡", "_", "/", "\\", "#", "&", "ª", "º", "½", "٣", "Ⅻ",
        "Node.js", "index.html", "v1.2", "end.Thne", "a.b", ".js", "x.", "é.é", "e.é",
        "/usr/share/x", "~/notez", "./run.sh", "../up/dwn", "and/or", "/", "~/", "(/etc/pass)", "/é/ñ",
    ]

    /// A dot inside a token before a lower-case letter or a digit makes it a name, not
    /// checked; before a capital, or at the token's end, it parts words.
    @Test func namesWithDotsAreNotWords() {
        let text = "I use Node.js, index.html and example.com daily (v1.2). The end.Thne end. Next"
        let words = TextScanner(language: .english).words(in: text, range: text.startIndex..<text.endIndex).map { String(text[$0]) }
        #expect(words == ["I", "use", "and", "daily", "The", "end", "Thne", "end", "Next"])
        #expect(Self.differences(text, language: .english).isEmpty)
    }

    /// Seeded random texts from the pieces and from real words, in every language: 60,000 texts.
    @Test(arguments: languages)
    func bothReadingsAgreeOnRandomText(language: Language) {
        var random = FuzzCorpusTests.Seeded(state: 0x5EED + UInt64(language.identifier.utf8.count))
        var problems: [String] = []
        for _ in 0..<10_000 {
            var text = ""
            for _ in 0...random.below(12) {
                text += Self.pieces[random.below(Self.pieces.count)]
                if random.below(3) == 0 { text += " " }
            }
            problems += Self.differences(text, language: language)
            if problems.count > 10 { break }
        }
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Every pair of ASCII bytes, alone and around a word: the byte-level classes match Character's.
    @Test func everyPairOfASCIIBytes() {
        var problems: [String] = []
        for first in UInt8(1)...0x7F {
            for second in UInt8(1)...0x7F {
                let pair = String(decoding: [first, second], as: UTF8.self)
                for text in [pair, "ab" + pair + "cd", pair + "\u{301}x", "x" + pair + "é"] {
                    problems += Self.differences(text, language: .english)
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.prefix(10))")
    }

    /// Debian's word lists as running text: words joined by spaces, punctuation and line breaks.
    @Test(arguments: [(Language.english, "american-english"), (.spanish, "spanish"), (.italian, "italian")])
    func bothReadingsAgreeOnRealText(language: Language, file: String) throws {
        let words = try String(contentsOfFile: "/usr/share/dict/\(file)", encoding: .utf8).split(separator: "\n")
        #expect(words.count > 50_000)
        let separators = [" ", ", ", ". ", "\n", "\r\n", " (", ") ", " — ", "; ", "\t", "-", "'"]
        var text = ""
        for (index, word) in words.enumerated() {
            text += word
            text += separators[index % separators.count]
        }
        let scanner = TextScanner(language: language)
        let fast = scanner.words(in: text, range: text.startIndex..<text.endIndex)
        let reference = scanner.referenceWords(in: text, range: text.startIndex..<text.endIndex)
        #expect(fast.count == reference.count)
        #expect(fast == reference)
    }
}
