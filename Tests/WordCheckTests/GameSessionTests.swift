import Foundation
import WordCheck
import TestSupport
import Testing
@testable import WordValidator

@Suite struct RootWordListTests {
    static let cases: [(Language, Int)] = [Language.english, .spanish, .italian].flatMap { language in
        RootWordList.bundledLengths.map { (language, $0) }
    }

    @Test(arguments: cases)
    func bundledListsAreSound(language: Language, length: Int) throws {
        let list = try RootWordList.bundled(language: language, length: length)
        #expect(list.words.count >= 1_000)
        #expect(Set(list.words).count == list.words.count, "duplicates")
        let checker = switch language.code {
        case "es": Checkers.spanish
        case "it": Checkers.italian
        default: Checkers.english
        }
        for word in list.words {
            #expect(word.count == length, "\(word)")
            #expect(word.allSatisfy { $0.isLetter && $0.isLowercase }, "\(word)")
            #expect(word == word.precomposedStringWithCanonicalMapping, "\(word)")
            #expect(checker.isCorrect(word), "\(word)")
        }
    }

    @Test func regionalIdentifiersUseTheLanguagesList() throws {
        #expect(try RootWordList.bundled(language: Language("es-MX"), length: 8) == RootWordList.bundled(language: .spanish, length: 8))
    }

    @Test func otherLanguagesAndLengthsHaveNoList() throws {
        #expect(throws: GameError.noRootWords(language: "de", length: 8)) { try RootWordList.bundled(language: Language("de"), length: 8) }
        #expect(throws: GameError.noRootWords(language: "en_US", length: 6)) { try RootWordList.bundled(language: .english, length: 6) }
    }
}

@Suite struct GameSessionTests {
    static let checker = WordListChecker(words: ["cease", "genie", "ages", "agencies", "drops", "gumdrop"])

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
        #expect(last.isComplete && game.score == 2 - word.count)
        // Nothing more to show about this word: free, and the same.
        let againHint = game.hint()
        let again = try #require(againHint)
        #expect(again.revealed == word && again.cost == 0 && game.score == 2 - word.count)
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
        #expect(game.state.hintPoints == 1 + 2 + 4 && game.score == -7)
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

/// The one-pass normalisation of common words gives what the general way gives.
@Suite struct GameTextTests {
    @Test(arguments: ["american-english", "spanish", "italian"])
    func fastNormalisationAgreesOnRealWords(file: String) throws {
        let words = try String(contentsOfFile: "/usr/share/dict/\(file)", encoding: .utf8).split(separator: "\n").map(String.init)
        #expect(words.count > 50_000)
        var differences: [String] = []
        for word in words {
            for variant in [word, word.uppercased(), " " + word, word + "\r", word.decomposedStringWithCanonicalMapping] {
                let fast = GameText.normalizeCounting(variant), slow = GameText.slowNormalizeCounting(variant)
                if fast.text != slow.text || fast.letters != slow.letters { differences.append(variant) }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func everyLatin1AndASCIICharacter() {
        var differences: [String] = []
        for value in UInt32(1)...0x24F {
            guard let scalar = Unicode.Scalar(value) else { continue }
            for word in ["a\(scalar)b", "\(scalar)", "\(scalar)\u{301}", "x\(scalar)"] {
                let fast = GameText.normalizeCounting(word), slow = GameText.slowNormalizeCounting(word)
                if fast.text != slow.text || fast.letters != slow.letters { differences.append(word) }
            }
        }
        #expect(differences.isEmpty, "\(differences.map(\.debugDescription).prefix(10))")
    }
}

/// The one-pass letter check of ASCII and Latin-1 words gives what counting the
/// normalised word's Characters gives.
@Suite struct LetterCheckAgreementTests {
    @Test(arguments: [(Language.english, "american-english"), (.spanish, "spanish"), (.italian, "italian")])
    func fastLetterCheckAgreesOnRealWords(language: Language, file: String) throws {
        let words = try String(contentsOfFile: "/usr/share/dict/\(file)", encoding: .utf8).split(separator: "\n").map(String.init)
        let sample = stride(from: 0, to: words.count, by: max(1, words.count / 6_000)).map { words[$0] }
        let roots = try RootWordList.bundled(language: language, length: 9).words.prefix(12)
            + ["ÀÉÎÕÜÑÇßÿ", "camiones", "perché", "città"]
        var differences: [String] = []
        for root in roots {
            for folds in [false, true] {
                let inventory = LetterInventory(root, foldingDiacritics: folds)
                for word in sample {
                    for variant in [word, word.uppercased(), String(word.prefix(5))] {
                        if inventory.canSpell(variant) != inventory.missingLetters(in: variant).isEmpty {
                            differences.append("\(root) \(folds) \(variant)")
                        }
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }

    @Test func everyLatin1Character() {
        var differences: [String] = []
        for root in ["àéîõüñçßÿ", "aeiounc", "AEIOUNCSY", "xyz"] {
            for folds in [false, true] {
                let inventory = LetterInventory(root, foldingDiacritics: folds)
                for value in UInt32(0x20)...0x17F {
                    guard let scalar = Unicode.Scalar(value) else { continue }
                    for word in ["\(scalar)", "a\(scalar)", "\(scalar)\u{301}", "\(scalar)\(scalar)"] {
                        if inventory.canSpell(word) != inventory.missingLetters(in: word).isEmpty {
                            differences.append("\(root) \(folds) \(word.debugDescription)")
                        }
                    }
                }
            }
        }
        #expect(differences.isEmpty, "\(differences.prefix(10))")
    }
}
