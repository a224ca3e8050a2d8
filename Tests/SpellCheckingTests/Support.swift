import Foundation
import SpellChecking

/// Paths of the dictionaries written for these tests.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String {
        folder.appendingPathComponent(relative).path
    }
}

/// Writes a dictionary of `affix` and `words` (`xx_TEST.aff`, `xx_TEST.dic`) to a new
/// folder, calls `body` with it, and removes the folder.
func withDictionary<Result>(affix: String, words: String, _ body: (DictionaryDescriptor) throws -> Result) throws -> Result {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-dictionary-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data(affix.utf8).write(to: folder.appendingPathComponent("xx_TEST.aff"))
    try Data(words.utf8).write(to: folder.appendingPathComponent("xx_TEST.dic"))
    return try body(DictionaryDescriptor(path: folder.appendingPathComponent("xx_TEST").path))
}

/// A locator that sees only the bundled dictionaries, whatever the machine has installed.
let bundledOnly = DictionaryLocator(environment: [:], includeBundled: true, systemFolders: [])

/// Checkers for the bundled dictionaries, loaded once for the whole test run.
enum Bundled {
    static let english = try! HunspellChecker(language: .english, locator: bundledOnly)
    static let spanish = try! HunspellChecker(language: .spanish, locator: bundledOnly)
    static let italian = try! HunspellChecker(language: .italian, locator: bundledOnly)
}
