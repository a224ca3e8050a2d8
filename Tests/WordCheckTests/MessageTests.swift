import Foundation
import WordCheck
import TestSupport
import Testing
import WordValidator

@Suite struct MessageTests {
    static let samples: [Rejection] = [
        .empty, .tooShort(word: "ok", minimumLength: 3), .isRoot(root: "silkworm"),
        .impossible(word: "raindrop", root: "gumdrops", missingLetters: ["a", "i", "n", "r"]),
        .unoriginal(word: "drops"), .unreal(word: "dropus", language: .english),
    ]

    @Test func codesAreStable() {
        #expect(Self.samples.map(\.code.rawValue) == ["empty", "tooShort", "isRoot", "impossible", "unoriginal", "unreal"])
    }

    @Test func englishTitlesFromTheGames() {
        #expect(Rejection.impossible(word: "x", root: "y", missingLetters: ["x"]).title(in: .english) == "Word not possible")
        #expect(Rejection.unoriginal(word: "x").title(in: .english) == "Word used already")
        #expect(Rejection.unreal(word: "x", language: .english).title(in: .english) == "Word not recognised")
    }

    @Test(arguments: [Language.english, .spanish, .italian])
    func everyRejectionHasATitleAndOneSentence(language: Language) {
        let titles = Self.samples.map { $0.title(in: language) }
        #expect(Set(titles).count == titles.count)
        for rejection in Self.samples {
            let message = rejection.message(in: language)
            #expect(!rejection.title(in: language).isEmpty)
            #expect(message.hasSuffix(".") || message.hasSuffix("!"))
            #expect(!message.contains("\n"))
        }
    }

    @Test func messagesCarryTheirData() {
        let impossible = Self.samples[3]
        for language in [Language.english, .spanish, .italian] {
            let message = impossible.message(in: language)
            #expect(message.contains("raindrop") && message.contains("gumdrops") && message.contains("a, i, n, r"))
        }
        #expect(Rejection.tooShort(word: "ok", minimumLength: 3).message(in: .spanish) == "Las palabras necesitan al menos 3 letras.")
        #expect(Rejection.tooShort(word: "o", minimumLength: 1).message(in: .italian) == "Le parole devono avere almeno 1 lettera.")
        // The verb agrees with the number of missing letters.
        let one = Rejection.impossible(word: "camión", root: "camiones", missingLetters: ["ó"])
        #expect(one.message(in: .spanish) == "No puedes formar «camión» con las letras de «camiones» (falta: ó).")
        #expect(one.message(in: .italian) == "Non puoi comporre «camión» con le lettere di «camiones» (manca: ó).")
        #expect(impossible.message(in: .spanish).hasSuffix("(faltan: a, i, n, r)."))
        #expect(impossible.message(in: .italian).hasSuffix("(mancano: a, i, n, r)."))
    }

    @Test func languagesAreChosenByCode() throws {
        let mexican = try Language("es-MX")
        #expect(Rejection.empty.title(in: mexican) == Rejection.empty.title(in: .spanish))
        #expect(Rejection.empty.title(in: try Language("de")) == Rejection.empty.title(in: .english))
        #expect(Rejection.empty.title(in: .italian) != Rejection.empty.title(in: .english))
    }

    /// A round, its validator and a session speak the game's language without being told.
    @Test func verdictsInTheGamesLanguage() throws {
        let italian = FixedWordsChecker(language: .italian, words: ["cane", "canto", "cantone"])
        var round = WordRound(validator: try RootWordValidator(root: "cantone", checker: italian))
        let accepted = round.submit("canto")
        #expect(round.title(for: accepted) == "Parola accettata")
        #expect(round.message(for: accepted) == AcceptedWord(word: "canto", points: 2).message(in: .italian))
        let again = round.submit("canto")
        #expect(round.title(for: again) == Rejection.unoriginal(word: "canto").title(in: .italian))
        #expect(round.validator.message(for: again) == again.message(in: .italian))
        #expect(round.message(for: again) != again.message(in: .english))
        let spanish = FixedWordsChecker(language: .spanish, words: ["cimas", "camiones"])
        let session = try GameSession(root: "camiones", settings: .init(language: .spanish), checker: spanish, words: RootWordList(words: ["camiones"]))
        let unreal = session.check("mico")
        #expect(session.title(for: unreal) == Rejection.unreal(word: "mico", language: .spanish).title(in: .spanish))
        #expect(session.message(for: unreal).contains("«mico»"))
    }

    @Test func acceptedWordTexts() {
        let accepted = AcceptedWord(word: "cease", points: 2)
        #expect(accepted.title(in: .english) == "Word accepted")
        #expect(accepted.message(in: .english) == "“cease” scores 2 points.")
        #expect(AcceptedWord(word: "età", points: 1).message(in: .italian) == "«età» vale 1 punto.")
    }
}

extension Result where Failure == Rejection {
    var failureCode: Rejection.Code? {
        if case .failure(let rejection) = self { rejection.code } else { nil }
    }

    var isSuccess: Bool {
        if case .success = self { true } else { false }
    }
}
