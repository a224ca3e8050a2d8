import Foundation
import WordCheck
import TestSupport
import Testing
import WordValidator

/// Checkers for the bundled dictionaries, loaded once.
enum Checkers {
    static let locator = DictionaryLocator(environment: [:], systemFolders: [])
    static let english = try! HunspellChecker(language: .english, locator: locator)
    static let spanish = try! HunspellChecker(language: .spanish, locator: locator)
    static let italian = try! HunspellChecker(language: .italian, locator: locator)
}

@Suite struct RootWordValidatorTests {
    @Test func gumdrops() throws {
        var round = WordRound(validator: try RootWordValidator(root: "gumdrops", checker: Checkers.english))
        let verdict1 = round.submit("gumdrop")
        #expect(verdict1 == .success(AcceptedWord(word: "gumdrop", points: 2)))
        let verdict2 = round.submit("drops")
        #expect(verdict2 == .success(AcceptedWord(word: "drops", points: 2)))
        let verdict3 = round.submit("drops")
        #expect(verdict3 == .failure(.unoriginal(word: "drops")))
        let verdict4 = round.submit("dropus")
        #expect(verdict4.failureCode == .unreal)
        let verdict5 = round.submit("raindrop")
        #expect(verdict5 == .failure(.impossible(word: "raindrop", root: "gumdrops", missingLetters: ["a", "i", "n", "r"])))
        #expect(round.played.words == ["drops", "gumdrop"])
        #expect(round.score == 4)
    }

    @Test func agencies() throws {
        var round = WordRound(validator: try RootWordValidator(root: "agencies", checker: Checkers.english))
        let verdict6 = round.submit("cease")
        #expect(verdict6 == .success(AcceptedWord(word: "cease", points: 2)))
        let verdict7 = round.submit("Cease")
        #expect(verdict7 == .failure(.unoriginal(word: "cease")))
        let verdict8 = round.submit("  CEASE ")
        #expect(verdict8 == .failure(.unoriginal(word: "cease")))
    }

    @Test func telepathsAndSilkworm() throws {
        let telepaths = try RootWordValidator(root: "telepaths", checker: Checkers.english)
        #expect(telepaths.validate("palettes") == .success(AcceptedWord(word: "palettes", points: 2)))
        let silkworm = try RootWordValidator(root: "silkworm", checker: Checkers.english)
        #expect(silkworm.validate("silkworm") == .failure(.isRoot(root: "silkworm")))
        #expect(silkworm.validate("SilkWorm") == .failure(.isRoot(root: "silkworm")))
        #expect(silkworm.validate("ok") == .failure(.tooShort(word: "ok", minimumLength: 3)))
        #expect(silkworm.validate("   ") == .failure(.empty))
    }

    @Test func properNounOnlyCapitalisedIsUnreal() throws {
        // "Paris" is in the dictionary only capitalised.
        let validator = try RootWordValidator(root: "aspiring", checker: Checkers.english)
        #expect(validator.validate("Paris") == .failure(.unreal(word: "paris", language: .english)))
        #expect(validator.validate("pairs").isSuccess)
    }

    @Test func anagramOfTheRootScoresItsLength() throws {
        let validator = try RootWordValidator(root: "agencies", checker: FixedWordsChecker(words: ["ceasing", "cease", "age", "agencies"]))
        // Root spelled differently would be an anagram; here the double accepts a root-length word.
        let anagram = try RootWordValidator(root: "listen", checker: FixedWordsChecker(words: ["silent", "tin"]))
        #expect(anagram.validate("silent") == .success(AcceptedWord(word: "silent", points: 6)))
        #expect(anagram.validate("tin") == .success(AcceptedWord(word: "tin", points: 1)))
        #expect(validator.validate("ceasing") == .success(AcceptedWord(word: "ceasing", points: 2)))
        #expect(validator.validate("age") == .success(AcceptedWord(word: "age", points: 1)))
    }

    @Test func rulesRunInTheDocumentedOrder() throws {
        // The double knows no words, so a word passing every earlier rule is unreal.
        let checker = FixedWordsChecker(words: [])
        var round = WordRound(validator: try RootWordValidator(root: "abcdef", checker: checker, rules: .init(minimumLength: 4)))
        let verdict9 = round.submit("")
        #expect(verdict9.failureCode == .empty)
        let verdict10 = round.submit("xy")
        #expect(verdict10.failureCode == .tooShort)       // short beats impossible
        let verdict11 = round.submit("abcdef")
        #expect(verdict11.failureCode == .isRoot)
        let verdict12 = round.submit("abcz")
        #expect(verdict12.failureCode == .impossible)   // impossible beats unreal
        let verdict13 = round.submit("abcd")
        #expect(verdict13.failureCode == .unreal)
        #expect(round.played.count == 0)
        // Unoriginal is decided before unreal: a word played earlier is reported as repeated.
        let played = PlayedWords(["abcd"])
        #expect(round.validator.validate("abcd", played: played).failureCode == .unoriginal)
    }

    @Test func dryRunRecordsNothing() throws {
        var round = WordRound(validator: try RootWordValidator(root: "agencies", checker: Checkers.english))
        #expect(round.check("cease").isSuccess)
        #expect(round.check("cease").isSuccess)
        #expect(round.played.count == 0)
        let verdict14 = round.submit("cease")
        #expect(verdict14.isSuccess)
        #expect(round.check("cease").failureCode == .unoriginal)
    }

    @Test func rejectedWordsAreNotRecorded() throws {
        var round = WordRound(validator: try RootWordValidator(root: "gumdrops", checker: Checkers.english))
        _ = round.submit("dropus")
        _ = round.submit("raindrop")
        #expect(round.played.count == 0)
        #expect(round.score == 0)
    }

    @Test func spanishRootWithEñe() throws {
        let plain = try RootWordValidator(root: "pequeñas", checker: Checkers.spanish)
        #expect(plain.validate("peña").isSuccess)
        #expect(plain.validate("pen\u{303}a").isSuccess)
        #expect(plain.validate("PEÑA").isSuccess)
        #expect(plain.validate("pena") == .failure(.impossible(word: "pena", root: "pequeñas", missingLetters: ["n"])))
        let folded = try RootWordValidator(root: "pequeñas", checker: Checkers.spanish, rules: .init(foldsDiacritics: true))
        #expect(folded.validate("pena").isSuccess)
        #expect(folded.validate("peña").isSuccess)
        #expect(folded.validate("pequenas").failureCode == .isRoot)
    }

    @Test func spanishAccents() throws {
        let plain = try RootWordValidator(root: "camiones", checker: Checkers.spanish)
        #expect(plain.validate("camión").failureCode == .impossible)
        #expect(plain.validate("camino").isSuccess)
        let folded = try RootWordValidator(root: "camiones", checker: Checkers.spanish, rules: .init(foldsDiacritics: true))
        #expect(folded.validate("camión").isSuccess)
        #expect(folded.validate("camio\u{301}n").isSuccess)
        // Folding lets a player type without accents: camion counts as camión, once.
        #expect(plain.validate("camion").failureCode == .unreal)
        #expect(try folded.validate("camion").get() == AcceptedWord(word: "camión", points: 2))
        #expect(folded.validate("camion", played: PlayedWords(["camión"])).failureCode == .unoriginal)
        #expect(folded.validate("camión", played: PlayedWords(["camión"])).failureCode == .unoriginal)
        // A word no accents make right is still not one.
        #expect(folded.validate("soniem").failureCode == .unreal)
    }

    @Test func italianAccents() throws {
        let plain = try RootWordValidator(root: "felicità", checker: Checkers.italian)
        #expect(plain.validate("età").isSuccess)
        #expect(plain.validate("eta\u{300}").isSuccess)
        #expect(plain.validate("città").failureCode == .impossible)
        let folded = try RootWordValidator(root: "felicità", checker: Checkers.italian, rules: .init(foldsDiacritics: true))
        #expect(folded.validate("età").isSuccess)
        #expect(folded.validate("file").isSuccess)
    }

    @Test func setupErrors() {
        #expect(throws: RootWordValidator.SetupError.emptyRoot) { try RootWordValidator(root: " \n", checker: Checkers.english) }
        #expect(throws: RootWordValidator.SetupError.invalidMinimumLength(0)) {
            try RootWordValidator(root: "agencies", checker: Checkers.english, rules: .init(minimumLength: 0))
        }
    }

    @Test func customScoring() throws {
        struct LengthScoring: ScoringPolicy {
            func points(for word: String, letterCount: Int, rootLetterCount: Int) -> Int { letterCount * 10 }
        }
        let validator = try RootWordValidator(root: "agencies", checker: Checkers.english, scoring: LengthScoring())
        #expect(validator.validate("cease") == .success(AcceptedWord(word: "cease", points: 50)))
    }

    @Test func validatesWithAnySpellChecker() async throws {
        let validator = try RootWordValidator(root: "agencies", checker: FixedWordsChecker(words: ["cease"]))
        let verdicts = await withTaskGroup(of: Bool.self) { group in
            for _ in 0..<8 { group.addTask { validator.validate("cease").isSuccess && !validator.validate("genie").isSuccess } }
            return await group.reduce(into: [Bool]()) { $0.append($1) }
        }
        #expect(verdicts == Array(repeating: true, count: 8))
    }
}
