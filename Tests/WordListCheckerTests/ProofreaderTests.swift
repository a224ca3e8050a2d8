import Foundation
import SpellCheckingCore
import Testing

/// The document pipeline: what of a line is prose by the document's kind, and what of the
/// prose is misspelled, placed every way the front ends count.
@Suite struct ProofreaderTests {
    /// Each line's prose, as text (nil for a line that is no prose at all).
    static func prose(_ lines: [String], kind: DocumentKind, frontMatter: Int = 0) -> [String?] {
        var reader = ProseReader(kind: kind, frontMatterLines: frontMatter)
        return lines.map { line in
            reader.prose(ofLine: Array(line.utf8)).map { String(decoding: $0.bytes, as: UTF8.self) }
        }
    }

    /// What a block comment, a nesting comment and a multi-line string leave open is carried
    /// to the next line; a one-line string is not.
    @Test func sourceCodeIsLexedALineAtATime() {
        let swift = Self.prose([
            "let a = 1 /* one", "two /* nested */ still */ let b = \"three", "four\"", "let c = \"\"\"", "five", "\"\"\" + x",
        ], kind: .code(.swift))
        #expect(swift.map { $0?.split(separator: " ") } == [
            ["one"], ["two", "nested", "still", "three"], [], [], ["five"], [],
        ])
        let python = Self.prose(["x = '''a", "b''' # note", "print('#x', y) # real"], kind: .code(.python))
        #expect(python.map { $0?.split(separator: " ") } == [["a"], ["b", "note"], ["#x", "real"]])
        // Shell: `#` opens a comment only after a space.
        let shell = Self.prose(["echo a#b # comment"], kind: .code(.shell))
        #expect(shell.map { $0?.split(separator: " ") } == [["comment"]])
        var reader = ProseReader(kind: .code(.c))
        let identifiers = reader.prose(ofLine: Array("int parseHTTPRequest = 0;".utf8))?.identifiers
        #expect(identifiers == [0..<3, 4..<20])
        #expect(IdentifierWords.parts(of: Array("parseHTTPRequest".utf8), 0..<16) == [0..<5, 5..<9, 9..<16])
    }

    /// A long line of code read in pieces cut at spaces gives the prose and identifiers the
    /// whole line gives: a line comment and a string go on from one piece into the next.
    @Test func codeReadInPiecesIsReadAsAWhole() {
        var generator = SystemRandomNumberGenerator()
        for syntax in [SourceSyntax.swift, .python, .c, .shell] {
            var line = ""
            for index in 0..<400 {
                line += ["call(x) ", "\"a string with words\" ", "'c' ", "/* block */ ", "name_of_thing ", "0xFF "][index % 6]
            }
            line += "# // a comment after all of it"
            let bytes = Array(line.utf8)
            var whole = ProseReader(kind: .code(syntax))
            let expected = whole.prose(ofLine: bytes)
            var pieces = ProseReader(kind: .code(syntax))
            var prose: [UInt8] = [], identifiers: [Range<Int>] = []
            var start = 0
            while start < bytes.count {
                // Cut just after a space, somewhere ahead.
                var end = min(bytes.count, start + Int.random(in: 1...200, using: &generator))
                while end < bytes.count, bytes[end - 1] != 0x20 { end += 1 }
                let piece = pieces.prose(ofLine: bytes[start..<end], endsLine: end == bytes.count)
                prose += piece?.bytes ?? []
                identifiers += (piece?.identifiers ?? []).map { $0.lowerBound + start ..< $0.upperBound + start }
                start = end
            }
            #expect(prose == expected?.bytes, "\(syntax.name)")
            #expect(identifiers == expected?.identifiers, "\(syntax.name)")
            #expect(pieces == whole, "\(syntax.name)")
        }
    }

    @Test func frontMatterCommitMessagesAndKinds() {
        let markdown = ["---", "title: Helo", "---", "Text"]
        #expect(ProseReader.frontMatterLines(markdown.map { Array($0.utf8) }) == 3)
        #expect(ProseReader.frontMatterLines(["+++", "a = 1", "+++"].map { Array($0.utf8) }) == 3)
        #expect(ProseReader.frontMatterLines(["---", "never closed"].map { Array($0.utf8) }) == 0)
        #expect(ProseReader.frontMatterLines(["Text", "---"].map { Array($0.utf8) }) == 0)
        #expect(Self.prose(markdown, kind: .markup(.markdown), frontMatter: 3) == [nil, nil, nil, "Text"])
        let commit = Self.prose(["Subject", "# comment", "body", "# ------------------------ >8 ------------------------", "diff"],
                                kind: .commitMessage)
        #expect(commit == ["Subject", nil, "body", nil, nil])
        #expect(DocumentKind(fileName: "src/main.swift") == .code(.swift))
        #expect(DocumentKind(fileName: "/repo/.git/COMMIT_EDITMSG") == .commitMessage)
        #expect(DocumentKind(fileName: "notes.md") == .markup(.markdown))
        #expect(DocumentKind(fileName: "notes") == .plain)
        #expect(DocumentKind(languageID: "python", fileName: "x.txt") == .code(.python))
        for kind in [DocumentKind.plain, .markup(.latex), .commitMessage, .code(.rust), .code(.hashCommented)] {
            #expect(DocumentKind(name: kind.name) == kind)
        }
        #expect(DocumentKind(name: "rtf") == nil)
    }

    /// Every place of every misspelling agrees with its range in the text: lines end at LF,
    /// CR LF and CR, and characters outside the BMP count two UTF-16 units.
    @Test func misspellingsArePlacedEveryWay() throws {
        let english = try WordListCheckerTests.english()
        let text = "A tset 😀 line\r\nwith 👍🏽 a mispelled word\rand /usr/lib/foo.so 9f86d081884c7d65 teh end\nlast lnie"
        let found = Array(Proofreader(checkers: [english]).misspellings(inDocument: text, kind: .plain))
        #expect(found.map(\.word) == ["tset", "mispelled", "teh", "lnie"])
        let lineStarts = [text.startIndex] + text.indices.filter { LineBreaks.isBreak(text[$0]) }.map { text.index(after: $0) }
        for misspelling in found {
            #expect(String(text[misspelling.range]) == misspelling.word)
            #expect(misspelling.utf8Offsets == text.utf8.distance(from: text.startIndex, to: misspelling.range.lowerBound)
                ..< text.utf8.distance(from: text.startIndex, to: misspelling.range.upperBound))
            #expect(misspelling.utf16Offsets == text.utf16.distance(from: text.startIndex, to: misspelling.range.lowerBound)
                ..< text.utf16.distance(from: text.startIndex, to: misspelling.range.upperBound))
            let lineStart = lineStarts[misspelling.line - 1]
            #expect(text.distance(from: lineStart, to: misspelling.range.lowerBound) + 1 == misspelling.column)
        }
        #expect(found.map(\.line) == [1, 2, 3, 4])
    }

    /// Joined dictionaries flag a word no one accepts; per sentence, each sentence is
    /// checked in its own language, and each misspelling says which.
    @Test func languagesJoinedOrPerSentence() throws {
        let checkers: [any SpellChecker] = [try WordListCheckerTests.english(), try WordListCheckerTests.spanish()]
        let text = "The weather was lovely all week, and we walkd to the harbor. Después fuimos al mercado para comprar fruta fresca y pan calente."
        let joined = Proofreader(checkers: checkers).misspellings(inDocument: text, kind: .plain).map(\.word)
        #expect(joined == ["walkd", "calente"])
        let perSentence = Proofreader(checkers: checkers, languages: .perSentence(overall: 0))
            .misspellings(inDocument: text, kind: .plain).map { "\($0.word):\($0.checker)" }
        #expect(perSentence == ["walkd:0", "calente:1"])
        // Short words and accepted words are never reported.
        let rules = ProofreadingRules(minimumWordLength: 5, acceptedWords: ["walkd"])
        let ruled = Proofreader(checkers: checkers, rules: rules).misspellings(inDocument: text + " Xyz qwrtp.", kind: .plain)
        #expect(ruled.map(\.word) == ["calente", "qwrtp"])
        #expect(Proofreader(checkers: []).misspellings(inDocument: text, kind: .plain).map(\.word).isEmpty)
        // An overall language that names no checker is the first's.
        let astray = Proofreader(checkers: checkers, languages: .perSentence(overall: 9))
            .misspellings(inDocument: "let wrongSpeling = 1 // teh", kind: .code(.swift)).map { "\($0.word):\($0.checker)" }
        #expect(astray == ["Speling:0", "teh:0"])
    }

    /// In code, upper-case words, programming terms and words any dictionary accepts in
    /// lower case pass; an identifier named in a comment is checked by its parts.
    @Test func sourceCodeRules() throws {
        let english = try WordListCheckerTests.english()
        let text = "// Call parseHTTPRequst with the ctx and JSON args; see 0xFF.\nlet wrongSpeling = \"Helo\"\n"
        let found = Proofreader(checkers: [english]).misspellings(inDocument: text, kind: .code(.swift))
        #expect(found.map(\.word) == ["Requst", "Speling", "Helo"])
        let skipped = Proofreader(checkers: [english], rules: ProofreadingRules(checksIdentifiers: false))
            .misspellings(inDocument: text, kind: .code(.swift))
        #expect(skipped.map(\.word) == ["Requst", "Helo"])
        let ignoring = Proofreader(checkers: [english], ignorePatterns: [try Regex("Helo")])
            .misspellings(inDocument: text, kind: .code(.swift))
        #expect(ignoring.map(\.word) == ["Requst", "Speling"])
    }

    /// Per sentence, a switch inside a sentence (two words or more that another language
    /// accepts, side by side) is no misspelling; one such word alone is.
    @Test func switchesInsideASentence() throws {
        let checkers: [any SpellChecker] = [try WordListCheckerTests.english(), try WordListCheckerTests.spanish()]
        let proofreader = Proofreader(checkers: checkers, languages: .perSentence(overall: 0))
        let switched = "I told him that the report would be ready para mañana por la tarde, and then I left the office early."
        #expect(proofreader.misspellings(inDocument: switched, kind: .plain).map(\.word).isEmpty)
        let slip = "El gato duerme sobre la mess de la cocina todos los días."
        #expect(proofreader.misspellings(inDocument: slip, kind: .plain).map { "\($0.word):\($0.checker)" } == ["mess:1"])
        // A word no language accepts breaks no switch and is found.
        let typo = "I told him that the report would be ready para mañana por la tardw, and then I left the office early."
        #expect(proofreader.misspellings(inDocument: typo, kind: .plain).map(\.word) == ["tardw"])
    }

    /// Suggestions across languages: the rejecting language's first, then the others' it
    /// lacks, each asked only while some are missing.
    @Test func suggestionsAcrossLanguages() throws {
        let checkers: [any SpellChecker] = [try WordListCheckerTests.english(), try WordListCheckerTests.spanish()]
        let proofreader = Proofreader(checkers: checkers, languages: .perSentence(overall: 0))
        #expect(proofreader.suggestions(for: "calente", rejectedBy: 1).first == "caliente")
        var asked: [Int] = []
        let lists = [["a", "b"], ["b", "c", "d"]]
        #expect(proofreader.suggestions(for: "x", rejectedBy: 0, from: { asked.append($0); return lists[$0] }) == ["a", "b", "c"])
        #expect(proofreader.suggestions(for: "x", rejectedBy: 1, from: { asked.append($0); return lists[$0] }) == ["b", "c", "d"])
        #expect(asked == [0, 1, 1])
        #expect(proofreader.suggestions(for: "x", rejectedBy: 2, from: { lists[$0] }).isEmpty)
        #expect(proofreader.suggestions(for: "x", rejectedBy: 0, limit: 0, from: { lists[$0] }).isEmpty)
    }
}
