import Foundation
import SpellCheckingCore
import TestSupport
import Testing
import WordValidator

/// The pure-Swift checker on the bundled word lists, in a target that links no
/// libhunspell: the spelling and game tests an app without C would run.
@Suite struct WordListCheckerTests {
    private static let loaded = ["en", "es", "it"].map { code in Result { () throws(SpellCheckingError) in try WordListChecker(language: code) } }
    static func english() throws -> WordListChecker { try loaded[0].get() }
    static func spanish() throws -> WordListChecker { try loaded[1].get() }
    static func italian() throws -> WordListChecker { try loaded[2].get() }

    @Test func bundledListsDecideEveryWord() throws {
        let english = try Self.english()
        let spanish = try Self.spanish()
        let italian = try Self.italian()
        for checker in [english, spanish, italian] {
            #expect(try checker.wordList().decidesEveryWord, "\(checker.language)")
        }
        #expect(english.language == .english && spanish.language == .spanish)
        #expect(try WordListChecker(language: "es").language == .spanish)  // the bundled list's language
        #expect(try WordListChecker(language: "ES-es").language == .spanish)
        // Another variant is refused, never checked as the bundled one.
        #expect(throws: SpellCheckingError.variantNotFound(language: "es_MX", available: ["es_ES"])) {
            try WordListChecker(language: "es-MX")
        }
        #expect(throws: SpellCheckingError.variantNotFound(language: "en_GB", available: ["en_US"])) {
            try WordListChecker(language: "en-GB")
        }
        #expect(throws: SpellCheckingError.self) { try WordListChecker(language: "xx") }
        #expect(throws: SpellCheckingError.self) { try WordListChecker(language: "not a language") }
    }

    /// What a message about missing data names: the folders searched, never the source
    /// checkout a debug build also looks in (a path of the machine that built the app).
    /// Run in debug by scripts/check-without-hunspell.sh, where that fallback exists.
    /// Stems and analyses without libhunspell: the bundled checker reads its dictionary's
    /// files for them (this target links no C).
    @Test func bundledCheckersGiveStems() throws {
        let english = try WordListChecker(language: "en")
        #expect(try english.stems(of: "walked") == ["walk"])
        #expect(try english.stems(of: "agencies") == ["agency"])
        #expect(try english.analyses(of: "walked") == [" st:walk fl:D"])
        #expect(try english.stems(of: "xyzzyq") == [])
        #expect(try WordListChecker(language: "es").stems(of: "agencias") == ["agencia", "agenciar"])
    }

    @Test func searchedFoldersNeverNameTheCheckout() throws {
        let checkout = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("dictionaries").path
        let french = try Language("fr")
        let error = #expect(throws: SpellCheckingError.self) { try WordListChecker(language: french) }
        guard case .dictionaryNotFound(_, let searched)? = error else {
            Issue.record("fr: \(String(describing: error))")
            return
        }
        #expect(!searched.isEmpty)
        #expect(!searched.contains { URL(fileURLWithPath: $0).resolvingSymlinksInPath().path.hasPrefix(checkout) }, "\(searched)")
    }

    @Test func english() async throws {
        let english = try Self.english()
        await SpellCheckerConformance.check(
            english,
            correct: ["agencies", "cease", "palettes", "gumdrop", "won't", "doesn’t", "Cease", "CEASE", "cease.",
                      "21st", "101st", "1990", "11th", "well-known", "e-mail", "McDonald", "MCDONALD", "1,000.5", "etc.",
                      // nine hyphens: libhunspell's most break points
                      Array(repeating: "cease", count: 10).joined(separator: "-")],
            misspelled: ["agensies", "dropus", "teh", "recieve", "21th", "1990s", "well-knwon", "mcDonald", "paris", "1..2",
                         Array(repeating: "cease", count: 11).joined(separator: "-"),
                         "cease-agensies-cease-cease-agensies-cease-cease-cease-cease"])
    }

    @Test func spanish() async throws {
        let spanish = try Self.spanish()
        await SpellCheckerConformance.check(
            spanish,
            correct: ["año", "acción", "vergüenza", "camiones", "niño", "NIÑO", "Niño", "hispano-árabe"],
            misspelled: ["anio", "accion", "verguenza", "camionez", "niñoo"])
    }

    @Test func italian() async throws {
        let italian = try Self.italian()
        await SpellCheckerConformance.check(
            italian,
            correct: ["perché", "città", "l'acqua", "dell'anno", "caffè", "l’acqua", "dell’anno", "L'acqua", "DELL'ANNO", "all'Acqua"],
            misspelled: ["perche", "citta", "lacqua", "caffe", "dell'annno", "l'perché"])
    }

    @Test func suggestionsAndCompletions() throws {
        let english = try Self.english()
        let italian = try Self.italian()
        #expect(english.suggestions(for: "agensies").first == "agencies")
        #expect(english.suggestions(for: "Recieve").first == "Receive")
        #expect(english.completions(forPartialWord: "agen", limit: 3).allSatisfy { $0.hasPrefix("agen") })
        #expect(english.completions(forPartialWord: "Agen", limit: 3).allSatisfy { $0.hasPrefix("Agen") })
        #expect(italian.completions(forPartialWord: "dell'an", limit: 5).allSatisfy { $0.hasPrefix("dell'an") && italian.isCorrect($0) })
        #expect(!italian.completions(forPartialWord: "dell'an", limit: 5).isEmpty)
        #expect(english.completions(forPartialWord: "", limit: 3).isEmpty)
        #expect(english.completions(forPartialWord: "agen", limit: 0).isEmpty)
    }

    @Test func learnedAndIgnoredWordsStayWithTheChecker() throws {
        let english = try Self.english()
        let checker = try WordListChecker(language: "en")
        #expect(!checker.isCorrect("wordcheckery"))
        try checker.learnWord("wordcheckery")
        #expect(checker.isCorrect("wordcheckery") && checker.hasLearnedWord("wordcheckery"))
        // As libhunspell takes an added word: its capitals and hyphen joins, no affixes.
        for accepted in ["Wordcheckery", "WORDCHECKERY", "wordcheckery-cease", "cease-wordcheckery", "wordcheckery."] {
            #expect(checker.isCorrect(accepted), "\(accepted)")
        }
        #expect(!checker.isCorrect("wordcheckerys") && !checker.isCorrect("wordcheckery-agensies"))
        try checker.learnWord("McQzx")
        try checker.learnWord("Qzxname")
        #expect(checker.isCorrect("McQzx") && checker.isCorrect("MCQZX") && !checker.isCorrect("mcqzx") && !checker.isCorrect("Mcqzx"))
        #expect(checker.isCorrect("Qzxname") && checker.isCorrect("QZXNAME") && !checker.isCorrect("qzxname"))
        try checker.unlearnWord("McQzx")
        #expect(!checker.isCorrect("MCQZX") && checker.isCorrect("QZXNAME"))
        #expect(checker.completions(forPartialWord: "wordcheck", limit: 5).contains("wordcheckery"))
        #expect(!english.isCorrect("wordcheckery"))
        try checker.unlearnWord("wordcheckery")
        #expect(!checker.isCorrect("wordcheckery"))
        // libhunspell accepts no word of 300 bytes or more, so neither does a learned one.
        try checker.learnWord(String(repeating: "x", count: 299))
        #expect(checker.isCorrect(String(repeating: "x", count: 299)))
        for bad in ["", "a\u{0}b", "two\nlines", String(repeating: "x", count: 300), String(repeating: "x", count: 401)] {
            #expect(throws: SpellCheckingError.self) { try checker.learnWord(bad) }
        }
        // No checker could have learned these: unlearning them throws, as on HunspellChecker.
        for bad in ["", "a\u{0}b", "two\nlines", String(repeating: "x", count: 401)] {
            #expect(throws: SpellCheckingError.self) { try checker.unlearnWord(bad) }
        }
        checker.ignoreWord("qzx")
        checker.ignoreWord("qzx")
        #expect(checker.isIgnored("qzx") && checker.ignoredWords == ["qzx"] && !english.isIgnored("qzx"))
    }

    /// NUL, scalars no dictionary holds, a megabyte of letters, forged and truncated lists:
    /// misspelled words and typed errors, never a crash.
    @Test func badInput() throws {
        let english = try Self.english()
        let spanish = try Self.spanish()
        let italian = try Self.italian()
        let megabyte = String(repeating: "a", count: 1 << 20)
        for word in ["\u{0}", "a\u{0}", "\u{FFFD}", "\u{FFFF}", "\u{10FFFF}", "\u{E000}", "🙂", "a\u{301}\u{301}\u{301}", megabyte,
                     String(repeating: "-", count: 299), String(repeating: "a-", count: 149), String(repeating: "'", count: 50)] {
            for checker in [english, spanish, italian] {
                _ = checker.isCorrect(word)
                _ = checker.suggestions(for: word)
                _ = checker.completions(forPartialWord: word, limit: 3)
            }
        }
        #expect(!english.isCorrect(megabyte))
        let data = try Data(contentsOf: URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("dictionaries/en_US/en_US.words"))
        #expect(try WordList(data: data, name: "en_US.words").decidesEveryWord)
        for damaged in [data.prefix(100), data.dropLast(), Data("SET UTF-8\n".utf8), Data(), data + Data([0])] {
            #expect(throws: SpellCheckingError.self) { try WordList(data: Data(damaged), name: "forged") }
        }
        var flipped = [UInt8](data)
        flipped[flipped.count - 3] ^= 0x20
        #expect(throws: SpellCheckingError.self) { try WordList(data: Data(flipped), name: "forged") }
    }

    /// The game on the pure checker: the validator's verdicts, the solver, a session.
    @Test func wordScrambleWithoutLibhunspell() throws {
        let english = try Self.english()
        let validator = try RootWordValidator(root: "agencies", checker: english)
        #expect(try validator.validate("cease").get().word == "cease")
        #expect(throws: Rejection.self) { try validator.validate("agensies").get() }
        #expect(throws: Rejection.self) { try validator.validate("agencies").get() }
        let solver = try RootWordSolver(validator: validator)
        let words = solver.words().map(\.word)
        #expect(words.contains("cease") && words.contains("agencies") == false)
        #expect(words.allSatisfy { (try? validator.validate($0).get()) != nil })
        var session = try GameSession(root: "agencies", checker: english, words: RootWordList(words: ["agencies"]))
        #expect((try? session.submit("cease").get()) != nil)
        #expect((try? session.submit("cease").get()) == nil)
    }
}

extension WordListCheckerTests {
    /// The pure checker learns corrections as HunspellChecker does, in memory: first among
    /// the suggestions, applied without asking once chosen three times in a row for a
    /// non-word, never when ambiguous, and never a correction it would reject.
    @Test func learnedCorrectionsInMemory() throws {
        let english = try WordListChecker(language: "en")
        #expect(english.suggestions(for: "hte").first != "hate")
        #expect(try english.learnCorrection("hte", as: "hate").count == 1)
        #expect(english.suggestions(for: "hte").first == "hate")
        #expect(english.suggestions(for: "Hte").first == "Hate")
        for _ in 2...LearnedCorrection.safeCount { try english.learnCorrection("hte", as: "hate") }
        #expect(english.autocorrection(for: "hte") == "hate")
        try english.learnCorrection("hte", as: "the")
        #expect(english.learnedCorrection(for: "hte")?.isAmbiguous == true)
        for _ in 1...LearnedCorrection.safeCount { try english.learnCorrection("hte", as: "the") }
        #expect(english.autocorrection(for: "hte") == nil)
        #expect(throws: SpellCheckingError.self) { try english.learnCorrection("hte", as: "xqzt") }
        #expect(throws: SpellCheckingError.self) { try english.learnCorrection("", as: "the") }
        #expect(english.forgetCorrection(of: "hte") && !english.forgetCorrection(of: "hte"))
        #expect(english.learnedCorrection(for: "hte") == nil)
        // Another checker has its own.
        #expect(try WordListChecker(language: "en").learnedCorrection(for: "hte") == nil)
    }
}
