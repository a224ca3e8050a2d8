import Foundation
import WordCheck
import TestSupport
import Testing
@testable import WordValidator

/// The root's possible words, progress, hints and the words missed.
@Suite struct GameProgressTests {
    static func game(_ root: String = "gumdrops", hints: any HintPolicy = StandardHints()) throws -> GameSession {
        try GameSession(root: root, settings: .init(language: .english, seed: 1), checker: Checkers.english, hints: hints)
    }

    @Test func possibleWordsAndProgress() throws {
        var game = try Self.game()
        let possible = try #require(game.possibleWords)
        let solver = try RootWordSolver(validator: RootWordValidator(root: "gumdrops", checker: Checkers.english))
        #expect(possible == solver.words())
        #expect(possible.count >= 15)
        let progress = try #require(game.progress)
        #expect(progress.found == 0 && progress.possible == possible.count && progress.points == 0)
        #expect(progress.possiblePoints == possible.reduce(0) { $0 + $1.points })
        _ = game.submit("drops")
        _ = game.submit("zzzz")
        #expect(game.progress?.found == 1 && game.progress?.points == 2)
        #expect(game.missedWords?.count == possible.count - 1)
        #expect(game.missedWords?.contains { $0.word == "drops" } == false)
        #expect(game.missedWords == possible.filter { $0.word != "drops" })
        // A checker without a word list: the game plays on, with no progress to show.
        var plain = try GameSession(root: "agencies", checker: GameSessionTests.checker)
        #expect(plain.possibleWords == nil && plain.progress == nil && plain.missedWords == nil && plain.hint() == nil)
        #expect(plain.submit("cease").isSuccess)
    }

    @Test func hintsRevealOneMoreLetterEachAndCostAPoint() throws {
        var game = try Self.game()
        _ = game.submit("drops")
        let firstHint = game.hint()
        let first = try #require(firstHint)
        #expect(first.step == 1 && first.revealed.count == 1 && first.cost == 1)
        let word = try #require(game.state.hint?.word)
        #expect(word != "drops" && game.possibleWords?.contains { $0.word == word } == true)
        #expect(first.letterCount == word.count && word.hasPrefix(first.revealed))
        #expect(game.score == 1)
        var last = first
        for step in 2...word.count {
            let stepHint = game.hint()
            last = try #require(stepHint)
            #expect(last.step == step && last.revealed == String(word.prefix(step)) && last.cost == 1)
        }
        // Hints cost more than the word found: the score stays at zero.
        #expect(last.isComplete && game.state.hintPoints == word.count && game.score == max(0, 2 - word.count))
        // Nothing more to show about this word: free, and the same.
        let againHint = game.hint()
        let again = try #require(againHint)
        #expect(again.revealed == word && again.cost == 0 && game.score == max(0, 2 - word.count))
        // Found, so the next hint is about another word.
        #expect(game.submit(word).isSuccess)
        let nextHint = game.hint()
        let next = try #require(nextHint)
        #expect(next.step == 1 && game.state.hint?.word != word)
        // A new root starts without hints or their cost.
        try game.restart()
        #expect(game.state.hint == nil && game.state.hintPoints == 0 && game.score == 0)
    }

    @Test func hintsFollowTheirPolicy() throws {
        struct Doubling: HintPolicy {
            func cost(ofStep step: Int, for word: String) -> Int { 1 << (step - 1) }
        }
        var game = try Self.game(hints: Doubling())
        _ = game.hint()
        _ = game.hint()
        _ = game.hint()
        #expect(game.state.hintPoints == 1 + 2 + 4 && game.score == 0 && game.totalScore == 0)
        // The points found later pay for them first.
        let longest = try #require(game.possibleWords?.max { $0.points < $1.points })
        #expect(game.submit(longest.word).isSuccess)
        #expect(game.score == max(0, longest.points - 7))
        // A saved game that says it owes a negative amount owes nothing.
        var saved = try JSONSerialization.jsonObject(with: JSONEncoder().encode(game.state)) as! [String: Any]
        saved["hintPoints"] = -50
        let state = try JSONDecoder().decode(GameSession.State.self, from: JSONSerialization.data(withJSONObject: saved))
        #expect(state.hintPoints == 0)
    }

    @Test func everyWordFoundLeavesNoHint() throws {
        var game = try Self.game("tab")  // few words
        for word in game.possibleWords ?? [] { _ = game.submit(word.word) }
        #expect(game.progress?.found == game.progress?.possible)
        #expect(game.hint() == nil)
        #expect(game.missedWords == [])
    }

    @Test func hintsAreSavedAndOldSavesStillLoad() throws {
        var game = try Self.game()
        _ = game.hint()
        _ = game.hint()
        let saved = try JSONEncoder().encode(game.state)
        var restored = try GameSession(restoring: JSONDecoder().decode(GameSession.State.self, from: saved), checker: Checkers.english)
        #expect(restored.state == game.state && restored.score == game.score)
        #expect(restored.hint()?.step == 3)
        // A game saved before hints existed.
        var object = try #require(try JSONSerialization.jsonObject(with: saved) as? [String: Any])
        object["hint"] = nil
        object["hintPoints"] = nil
        let old = try JSONSerialization.data(withJSONObject: object)
        let loaded = try GameSession(restoring: JSONDecoder().decode(GameSession.State.self, from: old), checker: Checkers.english)
        #expect(loaded.state.hint == nil && loaded.state.hintPoints == 0 && loaded.score == 0)
    }
}
