import Foundation
import LanguageServerProtocol
import Testing
import WordCheck

/// One file, one answer: the documents of `Tests/Documents` (Markdown, HTML, LaTeX, a
/// commit message, Swift, Python, plain text in en, es, it and mixed) give the same
/// misspellings through the library's ``Proofreader``, `wordcheck check --json` and the
/// language server. (The service's `/v2/check` is held to the same Proofreader by the
/// Server package's tests.)
@Suite struct OneAnswerTests {
    /// The checkout: this file is CLI/Tests/LanguageServerTests/OneAnswerTests.swift in it.
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let documents = checkout.appendingPathComponent("Tests/Documents")

    /// The language each document is checked in (`--lang`, the server's `language`).
    static func language(of name: String) -> String {
        switch name {
        case "spanish.txt": "es"
        case "italian.txt": "it"
        case "mixed.txt": "auto"
        default: "en"
        }
    }

    /// A misspelling as every front end can say it: the word, its line and its column in characters, from 1.
    struct Place: Hashable, CustomStringConvertible {
        let word: String
        let line: Int
        let column: Int
        var description: String { "\(line):\(column) \(word)" }
    }

    /// The `wordcheck` executable built beside this test bundle.
    static let executable: URL = {
        var folder = Bundle.main.bundleURL
        if let xctest = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            folder = xctest.bundleURL.deletingLastPathComponent()
        }
        return folder.appendingPathComponent("wordcheck")
    }()

    static let names = ["guide.md", "page.html", "paper.tex", "COMMIT_EDITMSG", "main.swift", "tool.py",
                        "english.txt", "spanish.txt", "italian.txt", "mixed.txt"]

    @Test(arguments: names)
    func everyFrontEndFindsTheSame(name: String) throws {
        let url = Self.documents.appendingPathComponent(name)
        let text = try String(contentsOf: url, encoding: .utf8)
        let language = Self.language(of: name)
        let kind = DocumentKind(fileName: name)

        // The library.
        var checkers: [HunspellChecker]
        var languages = LanguageChoice.anyOf
        if language == "auto" {
            checkers = try Language.bundled.map { try HunspellChecker(language: $0) }
            let overall = LanguageDetection.best(for: text, among: checkers)?.index ?? 0
            languages = .perSentence(overall: overall)
        } else {
            checkers = [try HunspellChecker(language: language)]
        }
        let library = Proofreader(checkers: checkers, languages: languages).misspellings(inDocument: text, kind: kind)
            .map { Place(word: $0.word, line: $0.line, column: $0.column) }
        #expect(library.count >= 2, "\(name): \(library)")

        // The command line.
        let process = Process()
        process.executableURL = Self.executable
        process.arguments = ["check", "--json", "--no-suggestions", "--lang", language, url.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let answer = try #require(try JSONSerialization.jsonObject(with: printed) as? [String: Any])
        let misspellings = try #require(answer["misspellings"] as? [[String: Any]])
        let commandLine = misspellings.map { Place(word: $0["word"] as! String, line: $0["line"] as! Int, column: $0["column"] as! Int) }
        #expect(commandLine == library, "\(name): wordcheck check")

        // The language server (positions in UTF-16 units from 0, turned into characters from 1).
        let client = try Client(options: ["debounce": 0, "minWordLength": 1, "language": .string(language)])
        let lines = text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
        let server = client.open(url.absoluteString, text).map { flag in
            let line = lines[flag.line]
            let start = line.utf16.index(line.startIndex, offsetBy: flag.start)
            return Place(word: flag.word, line: flag.line + 1, column: line.distance(from: line.startIndex, to: start) + 1)
        }
        #expect(server == library, "\(name): wordcheck lsp")
    }
}
