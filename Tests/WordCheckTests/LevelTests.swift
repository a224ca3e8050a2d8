import Foundation
import WordCheck
import TestSupport
import Testing
@testable import WordValidator

@Suite struct LevelTests {
    @Test func parsesTheExampleLines() throws {
        let level = try Level(parsing: "HA|UNT|ED: Ghosts in residence\nLE|PRE|CH|AUN: Small, bearded Irish myth\n")
        #expect(level.entries.count == 2)
        #expect(level.entries[0].groups == ["HA", "UNT", "ED"])
        #expect(level.entries[0].answer == "HAUNTED")
        #expect(level.entries[0].clue == "Ghosts in residence")
        #expect(level.entries[1].answer == "LEPRECHAUN")
        #expect(level.entries[1].line == 2)
        #expect(level.entry(answeredBy: " haunted ")?.clue == "Ghosts in residence")
        #expect(level.entry(answeredBy: "haunt") == nil)
    }

    @Test func blankLinesAndCRLFAreFine() throws {
        let level = try Level(parsing: "\r\nHA|UNT|ED: Ghosts in residence\r\n\r\n   \nOLI|VE: Green fruit\n\n")
        #expect(level.entries.map(\.answer) == ["HAUNTED", "OLIVE"])
        #expect(level.entries.map(\.line) == [2, 5])
    }

    @Test func reportsEveryMalformedLineWithItsNumber() {
        let text = "HA|UNT|ED: Ghosts in residence\nHAUNTED Ghosts\nHA||ED: Empty group\nHA|UNT|ED:\nH4|X: Digits\n"
        #expect {
            try Level(parsing: text)
        } throws: { error in
            guard let errors = (error as? Level.ParseErrors)?.errors else { return false }
            return errors.map(\.line) == [2, 3, 4, 5]
        }
    }

    @Test func emptyLevel() {
        #expect(throws: Level.ParseErrors.self) { try Level(parsing: "\n\n") }
    }

    /// The original game's first level: proper nouns in capitals are words.
    @Test func answersAreCheckedAsWrittenSoCapitalisedNamesPass() throws {
        let english = try HunspellChecker(language: .english, locator: DictionaryLocator(environment: [:], systemFolders: []))
        let text = "OLI|VER: Has a Dickensian twist\nPOR|TL|AND: Hipster heartland\nHA|UNT|ED: Ghosts in residence\n"
        #expect(Level.problems(in: text, checkedWith: english).isEmpty)
        #expect(try Level(parsing: text).answersRejected(by: english).isEmpty)
        // Written in lower case, a name is not a word.
        let lower = "oli|ver: Has a Dickensian twist\nha|unt|ed: Ghosts\n"
        #expect(Level.problems(in: lower, checkedWith: english) == [Level.Problem(line: 1, kind: .notAWord("oliver"))])
    }

    @Test func shuffledGroupsKeepEveryGroup() throws {
        let level = try Level(parsing: "HA|UNT|ED: Ghosts in residence\nOLI|VE: Green fruit")
        var generator = SeededGenerator(seed: 1)
        let groups = level.shuffledGroups(using: &generator)
        #expect(groups.sorted() == ["ED", "HA", "OLI", "UNT", "VE"])
    }
}
