import Foundation
import SpellChecking

/// Paths of the dictionaries written for these tests.
enum Fixtures {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    static func path(_ relative: String) -> String {
        folder.appendingPathComponent(relative).path
    }
}

/// A locator that sees only the bundled dictionaries, whatever the machine has installed.
let bundledOnly = DictionaryLocator(environment: [:], includeBundled: true, systemFolders: [])

/// Checkers for the bundled dictionaries, loaded once for the whole test run.
enum Bundled {
    static let english = try! HunspellChecker(language: .english, locator: bundledOnly)
    static let spanish = try! HunspellChecker(language: .spanish, locator: bundledOnly)
    static let italian = try! HunspellChecker(language: .italian, locator: bundledOnly)
}
