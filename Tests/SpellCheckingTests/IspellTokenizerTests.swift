import Foundation
@testable import SpellChecking
import Testing

/// The pipe protocol's tokenizer reads ASCII lines as bytes: it must find the words,
/// offsets included, that reading the same lines scalar by scalar finds.
@Suite struct IspellTokenizerTests {
    func scalarWords(_ tokenizer: IspellTokenizer, _ line: String) -> [String] {
        var words: [String] = []
        tokenizer.forEachWordReadingScalars(in: line) { words.append("\($0)@\($1)") }
        return words
    }

    @Test(arguments: [("", false), ("'", false), ("'", true), ("0123456789-", false)])
    func asciiLinesAsBytes(wordCharacters: String, joiningElisions: Bool) {
        let tokenizer = IspellTokenizer(wordCharacters: wordCharacters, joiningElisions: joiningElisions)
        let pieces = ["word", "tset", " ", "  ", "'", ":", "/", "//", "@", ".", "-", "_", "\\", "x://y", "a@b.c", "12", "\t", "dell'", "O'Neil", "~", "?"]
        var generator = FuzzCorpusTests.Seeded(state: 2026)
        for _ in 0..<3_000 {
            var line = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                line += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            let bytes = tokenizer.words(in: line).map { "\($0.word)@\($0.offset)" }
            #expect(bytes == scalarWords(tokenizer, line), "\(line.debugDescription)")
        }
        // A known line: words, a URL and an address passed over, a trailing colon dropped.
        let known = IspellTokenizer(wordCharacters: "'").words(in: "See http://x.org and a@b.io, then: done")
        #expect(known.map(\.word) == ["See", "and", "then", "done"])
        #expect(known.map(\.offset) == [0, 17, 29, 35])
    }
}
