import Foundation
import Testing
import WordCheck
@testable import WordCheckServer
@testable import WordCheckServerCore

/// /v2/check on long real texts reports exactly the library's misspellings (its document
/// pipeline, ``Proofreader``), at their UTF-16 offsets.
@Suite struct CheckParityTests {
    /// The command line's and the service's reference pages (docs/CLI.md, docs/SERVICE.md),
    /// most of what the README once held: real English prose with code, URLs and punctuation.
    private static func referencePages() throws -> String {
        let docs = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("docs")
        return try ["CLI.md", "SERVICE.md"].map { name in
            try String(contentsOf: docs.appendingPathComponent(name), encoding: .utf8)
        }.joined(separator: "\n")
    }

    /// Sentences of a bundled word list's words, every seventh word with two letters
    /// swapped, with emoji and line breaks between them.
    private static func wordListText(_ language: Language) throws -> String {
        let list = try HunspellChecker(language: language).wordList()
        var words: [String] = []
        for (index, word) in list.prefix(40_000).enumerated() where index % 10 == 0 {
            var letters = Array(word)
            if index % 70 == 0, letters.count > 3 { letters.swapAt(1, 2) }
            words.append(String(letters))
            if index % 130 == 0 { words.append(["😀", "👍🏽", "🇮🇹", "—"][index % 4]) }
            if index % 170 == 0 { words[words.count - 1] += ".\n" }
        }
        return words.joined(separator: " ")
    }

    @Test(arguments: ["en_US", "es_ES", "it_IT"])
    func matchesAreTheLibrarysMisspellings(identifier: String) async throws {
        let language = try Language(identifier)
        let text = identifier == "en_US" ? try Self.referencePages() : try Self.wordListText(language)
        let checker = try HunspellChecker(language: language)
        let expected = Proofreader(checkers: [checker]).misspellings(inDocument: text, kind: .plain).map { misspelling in
            [text.utf16.distance(from: text.startIndex, to: misspelling.range.lowerBound),
             text.utf16.distance(from: misspelling.range.lowerBound, to: misspelling.range.upperBound)]
        }
        #expect(expected.count > 20)
        let parameters = try ServiceClient.checkParameters([("language", identifier), ("text", text)])
        let response = try LanguageToolCheck.check(parameters, in: try sharedService.get().languages,
                                                   limits: .init(matches: 10_000, suggestedWords: 20))
        #expect(response.matches.map { [$0.offset, $0.length] } == expected)
    }

    /// The documents every front end is held to (`Tests/Documents`: Markdown, HTML, LaTeX,
    /// a commit message, Swift, Python, plain text in en, es, it and mixed), sent with
    /// `format` set to the kind their file names give: the matches are the library's
    /// Proofreader's, word for word, at the same UTF-16 offsets. `wordcheck check` and the
    /// language server are held to the same in the CLI package (OneAnswerTests).
    @Test(arguments: ["guide.md", "page.html", "paper.tex", "COMMIT_EDITMSG", "main.swift", "tool.py",
                      "english.txt", "spanish.txt", "italian.txt", "mixed.txt"])
    func documentsGetTheLibrarysAnswer(name: String) async throws {
        let documents = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/Documents")
        let text = try String(contentsOf: documents.appendingPathComponent(name), encoding: .utf8)
        let kind = DocumentKind(fileName: name)
        let languages = try sharedService.get().languages
        let code = ["spanish.txt": "es", "italian.txt": "it", "mixed.txt": "auto"][name] ?? "en-US"
        let proofreader: Proofreader
        if code == "auto" {
            let checkers = languages.preloadedServed.map(\.checker)
            let overall = try #require(LanguageDetection.best(for: text, among: checkers)).index
            proofreader = Proofreader(checkers: checkers, languages: .perSentence(overall: overall))
        } else {
            proofreader = Proofreader(checkers: [try languages.language(code).checker])
        }
        let expected = proofreader.misspellings(inDocument: text, kind: kind).map { misspelling in
            "\(misspelling.word)@\(text.utf16.distance(from: text.startIndex, to: misspelling.range.lowerBound))"
        }
        #expect(expected.count >= 2)
        let parameters = try ServiceClient.checkParameters([("language", code), ("text", text), ("format", kind.name)])
        let response = try LanguageToolCheck.check(parameters, in: languages, limits: .init(matches: 10_000, suggestedWords: 0))
        let units = Array(text.utf16)
        #expect(response.matches.map { "\(String(decoding: units[$0.offset..<($0.offset + $0.length)], as: UTF16.self))@\($0.offset)" }
                == expected, "\(name)")
    }
}
