import Foundation
import TestSupport
import Testing
import WordValidator

/// The game's rules, session, solver and levels on a test double: this target links no
/// spell-checking backend, so these prove WordValidator needs nothing but the protocol.
@Suite struct TestDoubleTests {
    static let checker = FixedWordsChecker(words: ["cease", "genie", "ages", "agencies", "sage", "gas", "agents"])

    @Test func rulesInTheirOrder() throws {
        let validator = try RootWordValidator(root: "agencies", checker: Self.checker)
        #expect(validator.validate("cease") == .success(AcceptedWord(word: "cease", points: 2)))
        #expect(validator.validate("  ") == .failure(.empty))
        #expect(validator.validate("ag") == .failure(.tooShort(word: "ag", minimumLength: 3)))
        #expect(validator.validate("Agencies") == .failure(.isRoot(root: "agencies")))
        #expect(validator.validate("agents").rejectionCode == .impossible)
        #expect(validator.validate("seance").rejectionCode == .unreal)
        #expect(validator.validate("cease", played: PlayedWords(["cease"])) == .failure(.unoriginal(word: "cease")))
    }

    @Test func aSessionTakesItsCheckerAndRoots() throws {
        let roots = RootWordList(words: ["agencies", "agencies"])
        var game = try GameSession(settings: .init(seed: 7), checker: Self.checker, words: roots)
        #expect(game.root == "agencies")
        #expect(game.submit("cease") == .success(AcceptedWord(word: "cease", points: 2)))
        #expect(game.score == 2)
        // The double has no word list: nothing to solve, no progress, no hints.
        #expect(game.solutions == nil)
        #expect(game.progress == nil)
        try game.restart()
        #expect(game.score == 0 && game.totalScore == 2)
        #expect(throws: GameError.noRootWords(language: "en_US", length: 8)) {
            try GameSession(settings: .init(seed: 7), checker: Self.checker, words: RootWordList(words: []))
        }
        var single = try GameSession(root: "agencies", checker: Self.checker, words: RootWordList(words: []))
        #expect(throws: GameError.noRootWords(language: "en_US", length: 8)) { try single.restart() }
    }

    @Test func theSolverNeedsAListTheDoubleDoesNotHave() throws {
        let validator = try RootWordValidator(root: "agencies", checker: Self.checker)
        #expect(throws: GameError.noWordList(checker: "FixedWordsChecker")) { try RootWordSolver(validator: validator) }
    }

    @Test func levelProblemsInOnePass() {
        let checker = FixedWordsChecker(words: ["haunted", "olive"])
        let text = "qx|zz: Nonsense\nno separator\nha|unt|ed: Ghosts\nha||ed: Empty\noli|ve: Green fruit\nzz|top: Band\n"
        let problems = Level.problems(in: text, checkedWith: checker)
        #expect(problems.map(\.line) == [1, 2, 4, 6])
        #expect(problems[0].kind == .notAWord("qxzz"))
        #expect(problems[1].kind == .malformed("expected letter groups, then \": \" and a clue"))
        #expect(problems[3].description == "line 6: zztop is not a word")
        #expect(Level.problems(in: "\n \n", checkedWith: checker) == [Level.Problem(line: 1, kind: .malformed("the level has no entries"))])
        // The reasons are in the checker's language unless told otherwise.
        let italian = FixedWordsChecker(language: .italian, words: ["casa"])
        #expect(Level.problems(in: "ca|sa: Dove\nca||sa: Vuoto\nc1|sa: Cifra\nca|sa: \n", checkedWith: italian).map(\.kind) == [
            .malformed("un gruppo di lettere è vuoto"), .malformed("il gruppo di lettere \"c1\" contiene caratteri che non sono lettere"),
            .malformed("l'indizio è vuoto"),
        ])
        #expect(Level.problems(in: "senza separatore", checkedWith: italian).map(\.kind) == [.malformed("servono gruppi di lettere, poi \": \" e un indizio")])
        #expect(Level.problems(in: "", checkedWith: italian, language: .english) == [Level.Problem(line: 1, kind: .malformed("the level has no entries"))])
        #expect(Level.problems(in: "", checkedWith: FixedWordsChecker(language: .spanish, words: [])).map(\.kind) == [.malformed("el nivel no tiene entradas")])
    }
}

extension Result where Failure == Rejection {
    /// The rejection's code, or nil when the word was accepted.
    var rejectionCode: Rejection.Code? {
        if case .failure(let rejection) = self { rejection.code } else { nil }
    }
}
