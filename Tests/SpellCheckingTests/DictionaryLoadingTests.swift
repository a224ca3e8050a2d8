import Foundation
import SpellChecking
import Testing

/// Broken and unusual dictionaries: every one is a typed error, never a checker that rejects everything.
@Suite struct DictionaryLoadingTests {
    @Test func missingFiles() {
        let base = Fixtures.path("broken/absent")
        #expect(throws: SpellCheckingError.fileNotFound(path: base + ".aff")) { try HunspellChecker(dictionaryAt: base) }
        let onlyAffix = Fixtures.path("broken/onlyaff")
        #expect(throws: SpellCheckingError.fileNotFound(path: onlyAffix + ".dic")) { try HunspellChecker(dictionaryAt: onlyAffix) }
    }

    @Test func folderInsteadOfFile() {
        let base = Fixtures.path("broken/folder")
        #expect(throws: SpellCheckingError.fileUnreadable(path: base + ".dic")) { try HunspellChecker(dictionaryAt: base) }
    }

    @Test(arguments: ["nocount", "zero", "huge", "empty", "binary", "binaryaff"])
    func notADictionary(name: String) {
        #expect {
            try HunspellChecker(dictionaryAt: Fixtures.path("broken/\(name)"))
        } throws: { error in
            guard case .notADictionary(let path, _) = error as? SpellCheckingError else { return false }
            return path.hasSuffix("/broken/\(name).dic") || path.hasSuffix("/broken/\(name).aff")
        }
    }

    @Test func unsupportedEncoding() {
        #expect(throws: SpellCheckingError.unsupportedEncoding(path: Fixtures.path("broken/badset.aff"), encoding: "EBCDIC-37")) {
            try HunspellChecker(dictionaryAt: Fixtures.path("broken/badset"))
        }
    }

    @Test func errorsReadAsOneLine() {
        let errors: [SpellCheckingError] = [
            .invalidLanguage("x"), .dictionaryNotFound(language: "de", searched: ["/a", "/b"]), .fileNotFound(path: "/a.dic"),
            .fileUnreadable(path: "/a.dic"), .notADictionary(path: "/a.dic", reason: "r"),
            .unsupportedEncoding(path: "/a.aff", encoding: "X"), .invalidWord("a\nb", reason: "r"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func latin1Dictionary() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("latin1/xx_LATIN.dic"))
        #expect(checker.encoding == "ISO8859-1")
        for word in ["café", "cafés", "niño", "niños", "garçon", "über", "façade", "facades".replacingOccurrences(of: "c", with: "ç")] {
            #expect(checker.isCorrect(word), "\(word)")
        }
        #expect(checker.isCorrect("cafe\u{301}"))
        #expect(!checker.isCorrect("cafe"))
        // Not representable in ISO8859-1: misspelled, never an error.
        #expect(!checker.isCorrect("caf\u{0119}"))
        #expect(!checker.isCorrect("€uro"))
        // Suggestions come back as proper Swift strings.
        #expect(checker.suggestions(for: "cafe").contains("café"))
        #expect(checker.suggestions(for: "nino").contains("niño"))
    }

    @Test func latin1AddAndUnrepresentableWord() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("latin1/xx_LATIN"))
        try checker.add("crème")
        #expect(checker.isCorrect("crème"))
        #expect(throws: SpellCheckingError.invalidWord("żubr", reason: "the dictionary's encoding (ISO8859-1) cannot represent it")) {
            try checker.add("żubr")
        }
    }

    @Test func koi8Dictionary() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("koi8/ru_KOI"))
        #expect(checker.encoding == "KOI8-R")
        #expect(checker.language == (try Language("ru_KOI")))
        #expect(checker.isCorrect("мир"))
        #expect(checker.isCorrect("дом"))
        #expect(!checker.isCorrect("мор"))
        #expect(checker.suggestions(for: "мар").contains("мир"))
    }
}
