import Foundation
import SpellCheckingCore
import Testing
@testable import WordValidator

/// Racks and roots with blanks against brute force, single plays against the walks'
/// answers, and the game vocabulary's rules.
@Suite struct PuzzlePlayTests {
    static let checkers: [String: WordListChecker] = Dictionary(uniqueKeysWithValues: ["en", "es", "it"].map {
        ($0, try! WordListChecker(language: $0))
    })

    /// Listed words to judge one by one: all of the English list, a seeded sample of the others.
    static func sample(_ lexicon: PuzzleTests.Lexicon, code: String, seed: UInt64) -> [String] {
        guard code != "en" else { return lexicon.words }
        var random = SeededGenerator(seed: seed)
        return (0..<20_000).map { _ in lexicon.words[Int.random(in: 0..<lexicon.words.count, using: &random)] }
    }

    @Test(arguments: ["en", "es", "it"])
    func racksAgreeWithBruteForce(code: String) throws {
        let lexicon = try #require(PuzzleTests.lexicons[code])
        let checker = try #require(Self.checkers[code])
        var random = SeededGenerator(seed: 41 + UInt64(code.utf8.first!))
        let values = LetterValues.english
        for round in 0..<max(2, PuzzleTests.rounds[code]! / 2) {
            let folding = round % 2 == 1
            let blanks = round % 3
            var tiles: [Unicode.Scalar] = []
            while tiles.count < 7 - blanks {
                for case let letter? in lexicon.randomLetters(folding: folding, using: &random) where tiles.count < 7 - blanks {
                    tiles.append(letter)
                }
            }
            let text = String(String.UnicodeScalarView(tiles)) + String(repeating: "?", count: blanks)
            let rack = try LetterRack(text, values: values, minimumLength: 2, foldsAccents: folding, maximumAnswers: LetterRack.answerLimit)
            var supply: [Unicode.Scalar: Int] = [:]
            for tile in tiles { supply[tile, default: 0] += 1 }
            var expected: [String: (points: Int, blanks: Int)] = [:]
            lexicon.forEachWord(folding: folding) { index, word in
                // A word longer than the rack's tiles cannot be played from it.
                guard word.count >= 2, word.count <= tiles.count + blanks, word.allSatisfy({ $0 != nil }) else { return }
                var need: [Unicode.Scalar: Int] = [:]
                for letter in word { need[letter!, default: 0] += 1 }
                let short = need.reduce(0) { $0 + max(0, $1.value - supply[$1.key, default: 0]) }
                guard short <= blanks else { return }
                var points = need.reduce(0) { $0 + min($1.value, supply[$1.key, default: 0]) * values.value(of: Character($1.key)) }
                if word.count == 7 { points += LetterRack.allTilesBonus }
                expected[lexicon.words[index]] = (points, short)
            }
            let found = rack.words(in: lexicon.list, vocabulary: .all)
            #expect(found.count == expected.count, "\(code) \(text) folding \(folding)")
            #expect(found.allSatisfy { expected[$0.word]?.points == $0.points && expected[$0.word]?.blanks == $0.blanksUsed },
                    "\(code) \(text)")
            #expect(found.map(\.points) == found.map(\.points).sorted(by: >))
            PuzzleTests.expectVocabularyFilters(found.map(\.word), rack.words(in: lexicon.list).map(\.word), lexicon.list)
            // One play at a time: each answer is accepted with its points, every other listed word refused.
            let answers = Dictionary(uniqueKeysWithValues: found.map { ($0.word, $0.points) })
            for word in Self.sample(lexicon, code: code, seed: UInt64(round)) where word.lowercased() == word {
                switch rack.validate(word, checker: checker) {
                case .success(let play): #expect(answers[word] == play.points, "\(code) \(text): \(word)")
                case .failure: #expect(answers[word] == nil, "\(code) \(text): \(word)")
                }
            }
        }
    }

    @Test(arguments: ["en", "es"])
    func rootsWithBlanksAgreeWithTheValidator(code: String) throws {
        let lexicon = try #require(PuzzleTests.lexicons[code])
        let checker = try #require(Self.checkers[code])
        let roots = code == "en" ? ["agenc?es", "gum?rops", "??ack", "qu?t"] : ["cami?nes", "?año"]
        for (index, root) in roots.enumerated() {
            let rules = RootWordValidator.Rules(minimumLength: 3, foldsDiacritics: index % 2 == 1)
            let validator = try RootWordValidator(root: root, checker: checker, rules: rules)
            let found = RootWordSolver(validator: validator, list: lexicon.list, vocabulary: .all).solutions().map(\.word)
            var expected = Set<String>()
            // Words of letters: a blank stands for a letter, never for an apostrophe or hyphen.
            for word in Self.sample(lexicon, code: code, seed: 7) where word.lowercased() == word && word.allSatisfy(\.isLetter) {
                if case .success = validator.validate(word) { expected.insert(word) }
            }
            if code == "en" {
                #expect(Set(found) == expected && found.count == expected.count, "\(root)")
            } else {
                #expect(expected.isSubset(of: Set(found)), "\(root)")
                #expect(found.allSatisfy { if case .success = validator.validate($0) { true } else { false } }, "\(root)")
            }
        }
        #expect(throws: RootWordValidator.SetupError.tooManyBlanks(4)) {
            try RootWordValidator(root: "ab????", checker: checker)
        }
    }

    @Test(arguments: ["en", "es", "it"])
    func singlePlaysAgreeWithTheWalks(code: String) throws {
        let lexicon = try #require(PuzzleTests.lexicons[code])
        let checker = try #require(Self.checkers[code])
        var random = SeededGenerator(seed: 43 + UInt64(code.utf8.first!))
        let words = Self.sample(lexicon, code: code, seed: 11).filter { $0.lowercased() == $0 }
        for round in 0..<2 {
            let folding = round == 1
            var letters: [Unicode.Scalar] = []
            while letters.count < 7 {
                for case let letter? in lexicon.randomLetters(folding: folding, using: &random) where !letters.contains(letter) && letters.count < 7 {
                    letters.append(letter)
                }
            }
            let bee = try SpellingBee(letters: String(String.UnicodeScalarView(letters)), center: String(letters[0]),
                                      foldsAccents: folding, maximumAnswers: SpellingBee.answerLimit)
            let beeAnswers = Dictionary(uniqueKeysWithValues: bee.words(in: lexicon.list, vocabulary: .all).map { ($0.word, $0.points) })
            let cells = (0..<16).map { _ in String(letters[Int.random(in: 0..<7, using: &random)]) }
            let grid = try Boggle((0..<4).map { cells[($0 * 4)..<($0 * 4 + 4)].joined() }.joined(separator: "/"),
                                  foldsAccents: folding, maximumAnswers: Boggle.answerLimit)
            let gridAnswers = Dictionary(uniqueKeysWithValues: grid.words(in: lexicon.list, vocabulary: .all).map { ($0.word, $0.points) })
            let pattern = try WordPattern(String(letters[1]) + "*" + String(letters[2]) + "?", foldsAccents: folding,
                                          maximumAnswers: WordPattern.answerLimit)
            let patternAnswers = Set(pattern.words(in: lexicon.list, vocabulary: .all).map(\.word))
            for word in words {
                switch bee.validate(word, checker: checker) {
                case .success(let play): #expect(beeAnswers[word] == play.points, "bee \(word)")
                case .failure(let rejection): #expect(beeAnswers[word] == nil && rejection.code != .unreal, "bee \(word)")
                }
                switch grid.validate(word, checker: checker) {
                case .success(let play): #expect(gridAnswers[word] == play.points, "boggle \(word)")
                case .failure: #expect(gridAnswers[word] == nil, "boggle \(word)")
                }
                switch pattern.validate(word, checker: checker) {
                case .success: #expect(patternAnswers.contains(word), "pattern \(word)")
                case .failure: #expect(!patternAnswers.contains(word), "pattern \(word)")
                }
            }
            #expect(!beeAnswers.isEmpty && !patternAnswers.isEmpty)
        }
        // Hard mode: the words a guess may be are the walk's answer.
        let english = try #require(PuzzleTests.lexicons["en"])
        let board = try Wordle(["crane=..y.g", "spilt=....."], hardMode: true, maximumAnswers: Wordle.answerLimit)
        let allowed = Set(board.words(in: english.list, vocabulary: .all).map(\.word))
        for word in english.words where word.lowercased() == word && word.unicodeScalars.count == 5 {
            switch board.validate(word, checker: try #require(Self.checkers["en"])) {
            case .success: #expect(allowed.contains(word), "\(word)")
            case .failure: #expect(!allowed.contains(word), "\(word)")
            }
        }
    }

    @Test func rejectionsAreTypedAndTold() throws {
        let english = try #require(Self.checkers["en"])
        let bee = try SpellingBee(letters: "acehlnp", center: "a")
        #expect(bee.validate("  ", checker: english) == .failure(.empty))
        #expect(bee.validate("pan", checker: english) == .failure(.tooShort(word: "pan", minimumLength: 4)))
        #expect(bee.validate("Plants", checker: english) == .failure(.notFromLetters(word: "plants", letters: "acehlnp", missingLetters: ["t", "s"])))
        #expect(bee.validate("peel", checker: english) == .failure(.missingCenter(word: "peel", center: "a")))
        #expect(bee.validate("alpha", checker: english) == .success(SpellingBee.Word(word: "alpha", points: 5, isPangram: false,
                                                                                      frequency: try english.wordList().frequency(of: "alpha") ?? 0)))
        #expect(bee.validate("panache", checker: english).map(\.isPangram) == .success(false))
        #expect(bee.validate("lapch", checker: english) == .failure(.unreal(word: "lapch", language: english.language)))
        let rack = try LetterRack("retain?")
        #expect(rack.validate("zebra", checker: english) == .failure(.notFromLetters(word: "zebra", letters: "retain?", missingLetters: ["b"])))
        #expect(rack.validate("retains", checker: english).map(\.points) == .success(6 + LetterRack.allTilesBonus))
        let board = try Wordle(["crane=..y.g"], hardMode: true)
        #expect(board.validate("abcd", checker: english) == .failure(.wrongLength(word: "abcd", length: 5)))
        #expect(board.validate("spilt", checker: english) == .failure(.ignoresHint(word: "spilt", letter: "e", position: 5)))
        #expect(board.validate("spite", checker: english) == .failure(.ignoresHint(word: "spite", letter: "a", position: nil)))
        #expect(try Boggle("cat/xxx/xxx").validate("act", checker: english) == .failure(.notOnGrid(word: "act")))
        #expect(try WordPattern("c?t").validate("cart", checker: english) == .failure(.noMatch(word: "cart", pattern: "c?t")))
        // Every kind has a title and a sentence of its own in each language.
        let kinds: [PuzzleRejection] = [.empty, .tooShort(word: "ab", minimumLength: 4), .notFromLetters(word: "zebra", letters: "retain", missingLetters: ["z", "b"]),
                                        .missingCenter(word: "peel", center: "a"), .notOnGrid(word: "act"), .wrongLength(word: "abcd", length: 5),
                                        .ignoresHint(word: "spilt", letter: "e", position: 5), .ignoresHint(word: "spite", letter: "a", position: nil),
                                        .noMatch(word: "cart", pattern: "c?t"), .unreal(word: "pach", language: .english)]
        #expect(Set(kinds.map(\.code)) == Set(PuzzleRejection.Code.allCases))
        for language in [Language.english, .spanish, .italian] {
            let messages = kinds.map { $0.message(in: language) }
            #expect(Set(messages).count == kinds.count, "\(language)")
            #expect(Set(kinds.map { $0.title(in: language) }).count == Set(kinds.map(\.code)).count, "\(language)")
            for (kind, message) in zip(kinds, messages) where !kind.word.isEmpty && kind.code != PuzzleRejection.Code.tooShort {
                #expect(message.contains(kind.word), "\(message)")
            }
        }
        #expect(PuzzleRejection.missingCenter(word: "peel", center: "a").message(in: .spanish).contains("«a»"))
    }

    @Test func spanishRacksKeepTheirEnye() throws {
        let spanish = try #require(PuzzleTests.lexicons["es"]).list
        let rack = try LetterRack("camion", values: .spanish, foldsAccents: true)
        let words = rack.words(in: spanish, vocabulary: .all).map(\.word)
        #expect(words.contains("camión"))
        #expect(!words.contains { $0.contains("ñ") })
        let enye = try LetterRack("año", values: .spanish, foldsAccents: true).words(in: spanish, vocabulary: .all)
        #expect(enye.first { $0.word == "año" }?.points == 1 + 8 + 1)
        #expect(try LetterRack("ano", values: .spanish, foldsAccents: true).words(in: spanish, vocabulary: .all).allSatisfy { $0.word != "año" })
    }

    @Test func customValuesScoreAlikeInWalksAndSinglePlays() throws {
        // Negative values, a value far too large (clamped) and accented tiles: the walk's tally and the single play's agree.
        let english = try #require(PuzzleTests.lexicons["en"]).list
        let checker = try #require(Self.checkers["en"])
        let values = LetterValues(["e": -3, "s": Int.max, "t": 7, "é": 2])
        #expect(values.value(of: "s") == LetterValues.largestValue)
        #expect(LetterValues(["q": Int.min]).value(of: "q") == -LetterValues.largestValue)
        for text in ["testers?", "sssssss??", "eeté?", "resets"] {
            let rack = try LetterRack(text, values: values, foldsAccents: text.contains("é"))
            let found = rack.words(in: english, vocabulary: .all)
            #expect(!found.isEmpty, "\(text)")
            for word in found {
                guard case .success(let play) = rack.validate(word.word, checker: checker) else {
                    Issue.record("\(text): \(word.word) refused")
                    continue
                }
                #expect(play.points == word.points && play.blanksUsed == word.blanksUsed, "\(text): \(word.word)")
            }
        }
    }

    @Test func badRacksAreTypedErrors() {
        for tiles in ["", "ab1", String(repeating: "?", count: 30), String(repeating: "a", count: 16), "abcd????"] {
            #expect(throws: PuzzleError.self, "\(tiles)") { try LetterRack(tiles) }
        }
        #expect(throws: PuzzleError.self) { try LetterRack("abc", minimumLength: 0) }
        #expect(throws: PuzzleError.self) { try LetterRack("abc", maximumAnswers: 0) }
    }

    @Test func romanNumeralsAreReadAsWritten() {
        // Every numeral from 1 to 3999, written the usual way, independently of the reader.
        let places: [[String]] = [["", "m", "mm", "mmm"], ["", "c", "cc", "ccc", "cd", "d", "dc", "dcc", "dccc", "cm"],
                                  ["", "x", "xx", "xxx", "xl", "l", "lx", "lxx", "lxxx", "xc"], ["", "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix"]]
        var numerals = Set<String>()
        for value in 1...3999 {
            numerals.insert(places[0][value / 1000] + places[1][value / 100 % 10] + places[2][value / 10 % 10] + places[3][value % 10])
        }
        // Every string of those letters up to four long: a numeral exactly when it is one of them.
        var strings = [""]
        for _ in 1...4 {
            strings = strings.flatMap { prefix in "ivxlcdm".map { prefix + String($0) } }
            for string in strings {
                #expect(GameVocabulary.isRomanNumeral(string) == (string.count >= 2 && numerals.contains(string)), "\(string)")
            }
        }
        #expect(GameVocabulary.isRomanNumeral("mmmcmxcix") && !GameVocabulary.isRomanNumeral("mmmm") && !GameVocabulary.isRomanNumeral("civil"))
    }

    @Test func theVocabularysRules() {
        let standard = GameVocabulary.standard
        #expect(standard.admits("gumdrop", letterCount: 7, frequency: 1.82) && standard.admits("romp", letterCount: 4, frequency: 2.7))
        #expect(!standard.admits("senega", letterCount: 6, frequency: 0.9) && !standard.admits("dorp", letterCount: 4, frequency: 1.9))
        #expect(!standard.admits("och", letterCount: 3, frequency: 2.88))
        #expect(standard.admits("aid", letterCount: 3, frequency: 4.2))
        #expect(!standard.admits("vii", letterCount: 3, frequency: 3.84))
        #expect(standard.admits("mix", letterCount: 3, frequency: 4.71))
        #expect(!standard.admits("iii", letterCount: 3, frequency: 4.63))
        #expect(!standard.admits("mph", letterCount: 3, frequency: 3.9) && !standard.admits("hmm", letterCount: 3, frequency: 4.11))
        #expect(standard.admits("gym", letterCount: 3, frequency: 4.3) && standard.admits("ñam", letterCount: 3, frequency: 3.2))
        #expect(standard.admits("щи", letterCount: 2, frequency: 3.5))
        // A list without frequencies: no cutoff, the shape rules still hold.
        #expect(standard.admits("och", letterCount: 3, frequency: 0, isRanked: false))
        #expect(!standard.admits("cwt", letterCount: 3, frequency: 0, isRanked: false))
        var custom = GameVocabulary.standard
        custom.excludedWords = ["etc"]
        #expect(standard.admits("etc", letterCount: 3, frequency: 4.6) && !custom.admits("etc", letterCount: 3, frequency: 4.6))
        #expect(GameVocabulary.all.admits("cwt", letterCount: 3, frequency: 0))
    }

    @Test func gamesCountTheVocabularysWords() throws {
        // Measured in the bundled Italian roots: Roman numerals are words of the list, not of the game.
        let italian = try #require(Self.checkers["it"])
        var withNumerals = 0
        for root in ["cantiere", "circolare", "decimali", "vivaci", "civile"] {
            let validator = try RootWordValidator(root: root, checker: italian)
            let all = RootWordSolver(validator: validator, list: try italian.wordList(), vocabulary: .all).solutions().map(\.word)
            let game = RootWordSolver(validator: validator, list: try italian.wordList()).solutions().map(\.word)
            withNumerals += all.filter(GameVocabulary.isRomanNumeral).count
            #expect(Set(game).isSubset(of: Set(all)))
            #expect(!game.contains { GameVocabulary.isRomanNumeral($0) && ((try? italian.wordList())?.frequency(of: $0) ?? 0) < 4.5 })
        }
        #expect(withNumerals > 0)
        let oldSettings = #"{"language":"en_US","length":8,"minimumLength":3,"foldsDiacritics":false}"#
        let settings = try JSONDecoder().decode(GameSession.Settings.self, from: Data(oldSettings.utf8))
        #expect(settings.vocabulary == .standard(for: .english))
    }
}
