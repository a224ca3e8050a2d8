import Foundation
import WordCheck
import TestSupport
import Testing
@testable import WordValidator

@Suite struct GameSessionTests {
    static let checker = FixedWordsChecker(words: ["cease", "genie", "ages", "agencies", "drops", "gumdrop"])

    @Test func sameSeedSameRoots() throws {
        let settings = GameSession.Settings(language: .english, length: 8, seed: 7)
        var first = try GameSession(settings: settings, checker: Self.checker)
        var second = try GameSession(settings: settings, checker: Self.checker)
        #expect(first.root == second.root)
        try first.restart()
        try second.restart()
        #expect(first.root == second.root)
        let other = try GameSession(settings: .init(seed: 8), checker: Self.checker)
        let roots = try (0..<5).map { _ in try GameSession(settings: .init(seed: 8), checker: Self.checker).root }
        #expect(Set(roots) == [other.root])
    }

    @Test func differentSeedsDrawDifferentRoots() throws {
        let roots = try Set((1...20).map { try GameSession(settings: .init(seed: UInt64($0)), checker: Self.checker).root })
        #expect(roots.count > 10)
    }

    @Test func submitRecordsNewestFirstAndScores() throws {
        var game = try GameSession(root: "agencies", checker: Self.checker)
        #expect(game.submit("cease") == .success(AcceptedWord(word: "cease", points: 2)))
        #expect(game.submit("Cease") == .failure(.unoriginal(word: "cease")))
        #expect(game.submit("genie") == .success(AcceptedWord(word: "genie", points: 2)))
        #expect(game.check("ages") == .success(AcceptedWord(word: "ages", points: 2)))
        #expect(game.played.words == ["genie", "cease"])
        #expect(game.score == 4)
    }

    @Test func restartClearsPlayedWordsAndScore() throws {
        var game = try GameSession(root: "agencies", settings: .init(seed: 1), checker: Self.checker)
        _ = game.submit("cease")
        try game.restart()
        #expect(game.root != "agencies")
        #expect(game.root.count == 8)
        #expect(game.played.count == 0)
        #expect(game.score == 0)
        #expect(game.state.round == 2)
    }

    @Test func theGamesTotalKeepsThePointsOfEveryRoot() throws {
        var game = try GameSession(root: "agencies", settings: .init(seed: 1), checker: Self.checker)
        _ = game.submit("cease")
        _ = game.submit("genie")
        #expect(game.totalScore == 4)
        try game.restart()
        #expect(game.score == 0)
        #expect(game.totalScore == 4)
        // A save keeps it; a save made before the total existed starts it at that root.
        let saved = try JSONEncoder().encode(game.state)
        #expect(try GameSession(restoring: JSONDecoder().decode(GameSession.State.self, from: saved), checker: Self.checker).totalScore == 4)
        var object = try #require(JSONSerialization.jsonObject(with: saved) as? [String: Any])
        object["earlierPoints"] = nil
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try GameSession(restoring: JSONDecoder().decode(GameSession.State.self, from: old), checker: Self.checker).totalScore == 0)
    }

    @Test func savedGameContinuesTheSame() throws {
        var game = try GameSession(settings: .init(language: .english, length: 8, minimumLength: 4, seed: 99))
        let words = try RootWordList.bundled(language: .english, length: 8).words
        // Play two words the real dictionary accepts from this root, if it has them.
        let inventory = LetterInventory(game.root)
        for word in words.prefix(2_000) where word != game.root && inventory.canSpell(word) { _ = game.submit(word) }
        _ = game.submit("zzz")
        let saved = try JSONEncoder().encode(game.state)
        var restored = try GameSession(restoring: JSONDecoder().decode(GameSession.State.self, from: saved))
        #expect(restored.state == game.state)
        #expect(restored.root == game.root)
        #expect(restored.played == game.played)
        #expect(restored.score == game.score)
        #expect(restored.settings.minimumLength == 4)
        if let first = game.played.words.last {
            #expect(restored.submit(first).failureCode == .unoriginal)
        }
        // The random draws continue identically.
        try game.restart()
        try restored.restart()
        #expect(restored.root == game.root)
    }

    @Test func settingsAreCodable() throws {
        let settings = GameSession.Settings(language: try Language("es-MX"), length: 9, minimumLength: 4, foldsDiacritics: true, seed: 3)
        let decoded = try JSONDecoder().decode(GameSession.Settings.self, from: JSONEncoder().encode(settings))
        #expect(decoded == settings)
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(Language.self, from: Data("\"../x\"".utf8))
        }
    }

    @Test func customWordList() throws {
        var game = try GameSession(settings: .init(seed: 5), checker: Self.checker, words: RootWordList(words: ["Gumdrops", " "]))
        #expect(game.root == "gumdrops")
        #expect(game.submit("drops").isSuccess)
        #expect(throws: GameError.self) { try GameSession(settings: .init(), checker: Self.checker, words: RootWordList(words: [])) }
    }

    @Test func seededGeneratorIsDeterministicAndCodable() throws {
        var a = SeededGenerator(seed: 42)
        var b = SeededGenerator(seed: 42)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        #expect(Set(first).count == 5)
        var copy = try JSONDecoder().decode(SeededGenerator.self, from: JSONEncoder().encode(a))
        #expect(copy.next() == a.next())
    }
}
