import Testing
import WordCheck

/// The exit statuses both programs end with, and the one rule from the libraries' errors.
@Suite struct ExitStatusTests {
    @Test func theNumbersAreSysexits() {
        let numbers = ExitStatus.allCases.map(\.rawValue)
        #expect(numbers == [0, 1, 64, 66, 69, 70, 73])
        #expect(ExitStatus.missingInput.description == "66 (missing input)")
    }

    @Test func spellCheckingErrors() {
        #expect(ExitStatus(.invalidLanguage("e")) == .usage)
        #expect(ExitStatus(.invalidWord("", reason: "empty")) == .usage)
        #expect(ExitStatus(.dictionaryNotFound(language: "xx", searched: [])) == .missingInput)
        #expect(ExitStatus(.fileNotFound(path: "/x.dic")) == .missingInput)
        #expect(ExitStatus(.fileUnreadable(path: "/x.dic")) == .missingInput)
        #expect(ExitStatus(.notADictionary(path: "/x.dic", reason: "binary")) == .missingInput)
        #expect(ExitStatus(.unsupportedEncoding(path: "/x.aff", encoding: "X")) == .missingInput)
        #expect(ExitStatus(.wordListNotFound(path: "/x.words")) == .missingInput)
        #expect(ExitStatus(.wordListUnusable(path: "/x.words", reason: "short")) == .missingInput)
        #expect(ExitStatus(.personalDictionaryUnusable(path: "/x", reason: "read-only")) == .cannotCreate)
    }

    @Test func gameAndSetupErrors() {
        #expect(ExitStatus(GameError.noRootWords(language: "de", length: 8)) == .missingInput)
        #expect(ExitStatus(GameError.noWordList(checker: "test")) == .missingInput)
        #expect(ExitStatus(GameError.invalidSetup(.emptyRoot)) == .usage)
        #expect(ExitStatus(GameError.spellChecking(.invalidLanguage("e"))) == .usage)
        #expect(ExitStatus(GameError.spellChecking(.personalDictionaryUnusable(path: "/x", reason: ""))) == .cannotCreate)
        #expect(ExitStatus(RootWordValidator.SetupError.invalidMinimumLength(0)) == .usage)
    }

    @Test func anyErrorGoesThroughTheSameRule() {
        struct Other: Error {}
        let errors: [any Error] = [SpellCheckingError.invalidLanguage("e"), GameError.noWordList(checker: "test"),
                                   RootWordValidator.SetupError.emptyRoot]
        #expect(errors.map { ExitStatus(for: $0) } == [.usage, .missingInput, .usage])
        #expect(ExitStatus(for: Other()) == nil)
    }
}
