import Foundation
@_spi(CommandLineTool) import SpellChecking
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

    /// A base letter and the combining marks after it are one word, as hunspell reads them:
    /// decomposed (NFD) text gives the words and offsets its composed form gives, counted in
    /// its own scalars (audit round four, case 9: `na\u{308}ive` gave `na` and `ive`). Seeded.
    @Test func decomposedWordsStayWhole() {
        let tokenizer = IspellTokenizer(wordCharacters: "'", joiningElisions: false)
        #expect(tokenizer.words(in: "na\u{308}ive cancio\u{301}n").map(\.word) == ["na\u{308}ive", "cancio\u{301}n"])
        let words = ["naïve", "canción", "perché", "Ångström", "façade", "über", "jalapeño", "crème", "Dvořák", "ễ", "plain"]
        let separators = [" ", ", ", " - ", "  ", "\t", "; "]
        var generator = FuzzCorpusTests.Seeded(state: 65)
        for _ in 0..<500 {
            let chosen = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
                words[Int.random(in: 0..<words.count, using: &generator)].decomposedStringWithCanonicalMapping
            }
            var line = "", offsets: [Int] = []
            for word in chosen {
                if !line.isEmpty { line += separators[Int.random(in: 0..<separators.count, using: &generator)] }
                offsets.append(line.unicodeScalars.count)
                line += word
            }
            let found = tokenizer.words(in: line)
            #expect(found.map { Array($0.word.unicodeScalars) } == chosen.map { Array($0.unicodeScalars) }, "\(line.debugDescription)")
            #expect(found.map(\.offset) == offsets, "\(line.debugDescription)")
        }
    }
}

/// `-l` answers a plain ASCII line from its bytes (`forEachPipeWord(inPlainASCII:)`): it must
/// give the words, offsets and verdicts that the String path gives, on real word lists and
/// on random lines, with ignored and added words too.
@Suite struct PipeWordsFromBytesTests {
    typealias Answer = [String]

    func fromString(_ checker: HunspellChecker, _ line: String, joining: Bool) -> Answer {
        var answers: Answer = []
        checker.forEachPipeWord(in: line, joiningElisions: joining) { answers.append("\($0)@\($1)=\($2)") }
        return answers
    }

    /// nil when the byte path declines the line.
    func fromBytes(_ checker: HunspellChecker, _ line: String, joining: Bool) -> Answer? {
        var line = line, answers: Answer = []
        let handled = line.withUTF8 { bytes in
            checker.forEachPipeWord(inPlainASCII: bytes, joiningElisions: joining) { word, offset, correct in
                answers.append("\(String(decoding: word, as: UTF8.self))@\(offset)=\(correct)")
            }
        }
        return handled ? answers : nil
    }

    @Test(arguments: [(Language.english, "american-english"), (.spanish, "spanish"), (.italian, "italian")])
    func sameAsStringPath(language: Language, file: String) throws {
        let checker = try HunspellChecker(language: language)
        let lines = try String(contentsOfFile: "/usr/share/dict/\(file)", encoding: .utf8).split(separator: "\n").map(String.init)
        var compared = 0
        for joining in [false, true] {
            for line in lines {
                guard let bytes = fromBytes(checker, line, joining: joining) else {
                    #expect(line.utf8.contains { $0 >= 0x80 || $0 == UInt8(ascii: "@") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: ":") })
                    continue
                }
                compared += 1
                if bytes != fromString(checker, line, joining: joining) {
                    Issue.record("\(line): \(bytes) against \(fromString(checker, line, joining: joining))")
                }
            }
        }
        #expect(compared > lines.count / 2)
    }

    @Test func randomLinesWithIgnoredAndAddedWords() throws {
        // A private copy: the added word must not reach the other tests' checkers.
        let checker = try HunspellChecker(dictionary: DictionaryLocator().locate(.english), shared: false)
        checker.ignoreWord("tset")
        try checker.add("qwzx")
        let pieces = ["word", "tset", "qwzx", "Qwzx", "QWZX", "xyzzy", " ", "'", "don't", "O'Neil", "rock'n'roll", "-", "12", "\t", ".", "@", "dell'anno", "é"]
        var generator = FuzzCorpusTests.Seeded(state: 25)
        var compared = 0
        for _ in 0..<3_000 {
            var line = ""
            for _ in 0..<Int.random(in: 0...10, using: &generator) {
                line += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
            }
            for joining in [false, true] {
                guard let bytes = fromBytes(checker, line, joining: joining) else { continue }
                compared += 1
                #expect(bytes == fromString(checker, line, joining: joining), "\(line.debugDescription)")
            }
        }
        #expect(compared > 1_000)
        // The verdicts themselves: an ignored word, an added one and its capitals are correct.
        #expect(fromBytes(checker, "tset qwzx QWZX xyzzy", joining: false) == ["tset@0=true", "qwzx@5=true", "QWZX@10=true", "xyzzy@15=false"])
    }
}
