import Foundation
import Testing
import WordValidator

// The sample of "Testing your game" (WordValidator.docc/BuildingAWordGame.md), compiled
// and run here; `theArticleShowsThisSample` keeps the article's copy the same.

// sample:begin
/// A checker that knows only the words it is given: tests need no dictionary.
struct KnownWords: SpellChecker {
    static var availableLanguages: [Language] { [.english] }
    let language = Language.english
    let words: Set<String>

    func isCorrect(_ word: String) -> Bool { words.contains(word) }
    func suggestions(for word: String) -> [String] { [] }
    func completions(forPartialWord partialWord: String, limit: Int) -> [String] { [] }
}

@Test func ceaseIsAPlayFromAgencies() throws {
    let checker = KnownWords(words: ["agencies", "cease", "genes"])
    let validator = try RootWordValidator(root: "agencies", checker: checker)
    #expect(try validator.validate("cease").get().word == "cease")
    #expect(throws: Rejection.self) { try validator.validate("ceases").get() }  // one "s" in the root
    #expect(throws: Rejection.self) { try validator.validate("cages").get() }   // not a word it knows
}
// sample:end

@Test func theArticleShowsThisSample() throws {
    let here = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
    let source = try String(contentsOf: here, encoding: .utf8)
    let sample = try #require(source.components(separatedBy: "// sample:begin\n").dropFirst().first?
        .components(separatedBy: "// sample:end").first)
    let article = try String(contentsOf: here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/WordValidator/WordValidator.docc/BuildingAWordGame.md"), encoding: .utf8)
    let section = try #require(article.components(separatedBy: "### Testing your game").dropFirst().first)
    let block = try #require(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
    #expect(block == "import Testing\nimport WordValidator\n\n" + sample)
}
