import Foundation
@testable import SpellCheckingCore
import TestSupport
import Testing
@testable import WordValidator

/// The word-game queries against brute force: every word of the bundled lists checked by
/// a rule written plainly, on seeded random puzzles in each language, accents folded and
/// not. The walks must give the same words, in the same order, with the same points.
/// (Here, built in release, not among WordListCheckerTests: check-without-hunspell.sh
/// builds those in debug, where these scans take minutes.)
@Suite struct PuzzleTests {
    /// Each bundled list, once, with its words.
    final class Lexicon: Sendable {
        let list: WordList
        let words: [String]

        init(_ code: String) throws {
            list = try WordListChecker(language: code).wordList()
            words = Array(list)
        }

        /// Each word (by position) with the letter each of its characters counts as, nil
        /// for a character that is no letter of a puzzle.
        func forEachWord(folding: Bool, _ body: (Int, [Unicode.Scalar?]) -> Void) {
            var known: [Unicode.Scalar: Unicode.Scalar?] = [:]
            for (index, word) in words.enumerated() {
                body(index, word.unicodeScalars.map { scalar in
                    if scalar.value >= 0x61 && scalar.value <= 0x7A { return scalar }
                    if let letter = known[scalar] { return letter }
                    let letter = Lexicon.letter(scalar, folding: folding)
                    known[scalar] = letter
                    return letter
                })
            }
        }

        /// The letters of a random word.
        func randomLetters(folding: Bool, using random: inout SeededGenerator) -> [Unicode.Scalar?] {
            words[Int.random(in: 0..<words.count, using: &random)].unicodeScalars.map { Lexicon.letter($0, folding: folding) }
        }

        /// A lower-case letter as itself (its base letter when folding), nothing else.
        static func letter(_ scalar: Unicode.Scalar, folding: Bool) -> Unicode.Scalar? {
            let character = String(scalar)
            guard character.lowercased() == character, scalar.properties.isAlphabetic, scalar.properties.isLowercase
                    || (scalar.value >= 0x61 && scalar.value <= 0x7A) else { return nil }
            guard folding else { return scalar }
            let base = character.decomposedStringWithCanonicalMapping.unicodeScalars.first!
            return base.properties.isLowercase ? base : scalar
        }
    }

    static let lexicons: [String: Lexicon] = Dictionary(uniqueKeysWithValues: ["en", "es", "it"].map { ($0, try! Lexicon($0)) })

    /// Puzzles per language: fewer where the list is larger, so each language costs about the
    /// same; half as many in English and Spanish in the test command as in a full sweep
    /// (``Sweep``); WORDCHECK_PUZZLE_SCALE=N asks N times as many (N = 50 checks thousands).
    static let rounds = Sweep.size(full: ["en": 30, "es": 8, "it": 2], sampled: ["en": 15, "es": 4, "it": 2]).mapValues {
        $0 * max(1, Int(ProcessInfo.processInfo.environment["WORDCHECK_PUZZLE_SCALE"] ?? "") ?? 1)
    }

    @Test(arguments: ["en", "es", "it"])
    func spellingBeeAgreesWithBruteForce(code: String) throws {
        let lexicon = try #require(Self.lexicons[code])
        var random = SeededGenerator(seed: 25 + UInt64(code.utf8.first!))
        var checked = 0
        for round in 0..<Self.rounds[code]! {
            let folding = round % 2 == 1
            // Seven letters: those of a random listed word, topped up from other words.
            var letters: [Unicode.Scalar] = []
            while letters.count < 7 {
                let word = lexicon.randomLetters(folding: folding, using: &random)
                for case let letter? in word where !letters.contains(letter) && letters.count < 7 { letters.append(letter) }
            }
            let center = letters[Int.random(in: 0..<7, using: &random)]
            let text = String(String.UnicodeScalarView(letters))
            let bee = try SpellingBee(letters: text, center: String(center), foldsAccents: folding, maximumAnswers: SpellingBee.answerLimit)
            var expected: [(word: String, points: Int, pangram: Bool)] = []
            lexicon.forEachWord(folding: folding) { index, word in
                guard word.count >= 4, word.contains(center), word.allSatisfy({ $0.map(letters.contains) ?? false }) else { return }
                let pangram = letters.allSatisfy { word.contains($0) }
                expected.append((lexicon.words[index], (word.count == 4 ? 1 : word.count) + (pangram ? 7 : 0), pangram))
            }
            let found = bee.words(in: lexicon.list, vocabulary: .all)
            Self.expectVocabularyFilters(found.map(\.word), bee.words(in: lexicon.list).map(\.word), lexicon.list)
            let byWord = Dictionary(uniqueKeysWithValues: found.map { ($0.word, $0) })
            #expect(found.count == expected.count, "\(code) \(text) centre \(center) folding \(folding)")
            for word in expected {
                let answer = byWord[word.word]
                #expect(answer?.points == word.points && answer?.isPangram == word.pangram, "\(code) \(text): \(word.word)")
            }
            // Most points first, then most common, then byte order.
            #expect(found.map(\.points) == found.map(\.points).sorted(by: >))
            checked += found.count
        }
        #expect(checked > 0)
    }

    @Test(arguments: ["en", "es", "it"])
    func patternsAgreeWithBruteForce(code: String) throws {
        let lexicon = try #require(Self.lexicons[code])
        var random = SeededGenerator(seed: 29 + UInt64(code.utf8.first!))
        var checked = 0
        for round in 0..<(2 * Self.rounds[code]!) {
            let folding = round % 2 == 1
            // A listed word of letters, some turned into ?, a bracket or a run.
            var source: [Unicode.Scalar] = []
            while source.count < 3 {
                source = lexicon.randomLetters(folding: folding, using: &random).compactMap { $0 }
            }
            var pattern = ""
            var elements: [Oracle.Element] = []
            for (position, letter) in source.enumerated() {
                switch Int.random(in: 0..<10, using: &random) {
                case 0, 1:
                    pattern += "?"
                    elements.append(.any)
                case 2 where elements.last != .run && position > 0:
                    pattern += "*"
                    elements.append(.run)
                case 3:
                    let other = source[Int.random(in: 0..<source.count, using: &random)]
                    let negated = Bool.random(using: &random)
                    pattern += "[" + (negated ? "^" : "") + String(letter) + String(other) + "]"
                    elements.append(negated ? .noneOf([letter, other]) : .among([letter, other]))
                default:
                    pattern += String(letter)
                    elements.append(.letter(letter))
                }
            }
            if round % 5 == 0 {
                pattern = "*" + pattern
                elements.insert(.run, at: 0)
                if elements.count > 1, elements[1] == .run { elements.remove(at: 1) }
            }
            let query = try WordPattern(pattern, foldsAccents: folding, maximumAnswers: WordPattern.answerLimit)
            var expected: [String] = []
            // Each element but a run takes one letter: no other length can match.
            let letterCount = elements.count { $0 != .run }, hasRun = elements.contains(.run)
            lexicon.forEachWord(folding: folding) { index, word in
                guard hasRun ? word.count >= letterCount : word.count == letterCount else { return }
                if word.allSatisfy({ $0 != nil }), Oracle.matches(word.map { $0! }, elements) { expected.append(lexicon.words[index]) }
            }
            let found = query.words(in: lexicon.list, vocabulary: .all)
            // At most answerLimit words, the first in byte order (a short pattern such as e??* fills more in es_ES).
            #expect(found.map(\.word) == Array(expected.prefix(WordPattern.answerLimit)), "\(code) \(pattern) folding \(folding)")
            #expect(found.allSatisfy { query.matches($0.word) })
            checked += found.count
        }
        #expect(checked > 0)
    }

    /// The game's marks for repeated letters: greens first, then yellows while the answer has the letter left.
    @Test func wordleMarks() {
        func marks(_ guess: String, _ answer: String) -> String {
            String(Wordle.marks(for: Array(guess), against: Array(answer)).map(\.rawValue))
        }
        #expect(marks("geese", "those") == "...gg")
        #expect(marks("kebab", "abbey") == ".ygyy")
        #expect(marks("speed", "abide") == "..y.y")
        #expect(marks("eerie", "crane") == "..y.g")
        #expect(marks("crane", "crane") == "ggggg")
    }

    @Test(arguments: ["en", "es", "it"])
    func wordleAgreesWithBruteForce(code: String) throws {
        let lexicon = try #require(Self.lexicons[code])
        var random = SeededGenerator(seed: 31 + UInt64(code.utf8.first!))
        for round in 0..<(Self.rounds[code]! / 2) {
            let folding = round % 2 == 1, hard = round % 3 == 2
            let length = [4, 5, 5, 6][round % 4]
            var shaped: [[Character]] = []
            while shaped.count < 3 {
                let letters = lexicon.randomLetters(folding: folding, using: &random)
                if letters.count == length, letters.allSatisfy({ $0 != nil }) { shaped.append(letters.map { Character($0!) }) }
            }
            let answer = shaped[0]
            let guesses = shaped[1...].map { String($0) + "=" + String(Wordle.marks(for: $0, against: answer).map(\.rawValue)) }
            let board = try Wordle(guesses, hardMode: hard, foldsAccents: folding, maximumAnswers: Wordle.answerLimit)
            var expected = Set<String>()
            lexicon.forEachWord(folding: folding) { index, word in
                guard word.count == length, word.allSatisfy({ $0 != nil }) else { return }
                if board.allows(lexicon.words[index]) { expected.insert(lexicon.words[index]) }
            }
            let found = board.words(in: lexicon.list, vocabulary: .all).map(\.word)
            Self.expectVocabularyFilters(found, board.words(in: lexicon.list).map(\.word), lexicon.list)
            #expect(Set(found) == expected && found.count == expected.count, "\(code) \(guesses) hard \(hard) folding \(folding)")
            // The word the marks came from is always among them.
            #expect(found.contains { $0.unicodeScalars.map { Character(Lexicon.letter($0, folding: folding)!) } == answer },
                    "\(code) \(guesses): the answer")
        }
    }

    @Test(arguments: ["en", "es", "it"])
    func boggleAgreesWithBruteForce(code: String) throws {
        let lexicon = try #require(Self.lexicons[code])
        var random = SeededGenerator(seed: 37 + UInt64(code.utf8.first!))
        for round in 0..<max(2, Self.rounds[code]! / 4) {
            let folding = round % 2 == 1
            let side = [4, 5, 4, 3][round % 4]
            // Letters drawn from listed words, so that the grid holds words; now and then a qu.
            var cells: [String] = []
            while cells.count < side * side {
                for case let letter? in lexicon.randomLetters(folding: folding, using: &random) where cells.count < side * side {
                    cells.append(letter == "q" && Bool.random(using: &random) ? "qu" : String(letter))
                }
            }
            cells.shuffle(using: &random)
            let rows = (0..<side).map { cells[($0 * side)..<($0 * side + side)].joined() }
            let grid = try Boggle(rows.joined(separator: "/"), foldsAccents: folding, maximumAnswers: Boggle.answerLimit)
            var expected: [String: Int] = [:]
            let cellLetters = cells.map { Array($0.unicodeScalars) }
            let onTheGrid = Set(cellLetters.joined())
            lexicon.forEachWord(folding: folding) { index, word in
                guard word.count >= 3, word.allSatisfy({ $0.map(onTheGrid.contains) ?? false }) else { return }
                let letters = word.map { $0! }
                if Oracle.traces(letters, on: cellLetters, side: side) { expected[lexicon.words[index]] = Boggle.points(letterCount: letters.count) }
            }
            let found = grid.words(in: lexicon.list, vocabulary: .all)
            Self.expectVocabularyFilters(found.map(\.word), grid.words(in: lexicon.list).map(\.word), lexicon.list)
            #expect(found.count == expected.count, "\(code) \(rows) folding \(folding)")
            #expect(found.allSatisfy { expected[$0.word] == $0.points }, "\(code) \(rows)")
        }
    }

    /// The standard vocabulary's answer is the whole list's answer, in the same order,
    /// less the words it turns down (and turns down something somewhere).
    static func expectVocabularyFilters(_ all: [String], _ standard: [String], _ list: WordList,
                                        sourceLocation: SourceLocation = #_sourceLocation) {
        let kept = all.filter { word in
            GameVocabulary.standard.admits(word, letterCount: word.unicodeScalars.count, frequency: list.frequency(of: word) ?? 0)
        }
        #expect(standard == kept, sourceLocation: sourceLocation)
    }

    /// Patterns that start with `*` remember where a state found nothing; with many runs
    /// they meet more states than are remembered. Same answers as one word at a time.
    @Test(arguments: ["*ing", "*a*e*i*o*u*", "*[aeiou][^aeiou]*s", "*q*", "*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*?*"])
    func rememberingWalksAnswerAsTheRule(pattern text: String) throws {
        let lexicon = try #require(Self.lexicons["en"])
        let pattern = try WordPattern(text, maximumAnswers: WordPattern.answerLimit)
        let found = pattern.words(in: lexicon.list, vocabulary: .all).map(\.word)
        let expected = lexicon.words.filter { pattern.matches($0) }
        #expect(found == expected, "\(text): \(found.count) against \(expected.count)")
        // The standard vocabulary's walk also cuts branches of rare words: a branch cut on one
        // path leaves its node unmarked, and the answers are the rule's, filtered.
        Self.expectVocabularyFilters(found, pattern.words(in: lexicon.list).map(\.word), lexicon.list)
    }

    /// A walk with a frequency floor gives exactly the words of the walk without it that
    /// are as common as the floor, and none above every frequency.
    /// The index that gives walks their words' frequencies answers as the ranked table's
    /// binary search does, for every word number of each list, and walks report them.
    @Test(arguments: ["en", "es", "it"])
    func rankedIndexFindsEveryFrequency(code: String) throws {
        let list = try #require(Self.lexicons[code]).list
        let index = list.rankedIndex
        var ranked = 0
        for number in 0..<list.count {
            let position = index.position(of: number)
            if position != list.rankedPosition(of: UInt32(number)) {
                Issue.record("\(code): word \(number) at \(String(describing: position))")
                break
            }
            if position != nil { ranked += 1 }
        }
        #expect(ranked == list.rankedNumbers.count && ranked > 0)
        for outside in [-1, list.count, list.count + 64, Int.max] { #expect(index.position(of: outside) == nil) }
        #expect(RankedIndex(numbers: [], wordCount: 0).position(of: 0) == nil)
        struct FourLetters: WordWalk {
            var depth = 0
            mutating func advance(_ scalar: Unicode.Scalar) -> Bool {
                guard depth < 4 else { return false }
                depth += 1
                return true
            }
            mutating func retract() { depth -= 1 }
            var acceptsWord: Bool { true }
        }
        var walk = FourLetters()
        let found = list.words(walking: &walk)
        #expect(found.count > 1_000)
        #expect(found.allSatisfy { Double($0.frequency) / 100 == (list.frequency(of: $0.word) ?? 0) && $0.score == 0 }, "\(code)")
    }

    /// The vocabulary's cutoffs in hundredths pass exactly the frequencies its Zipf cutoffs pass.
    @Test func cutoffsInHundredthsAreExact() {
        for cutoff in [0, -1, 0.01, 0.29, 1.5, 2.5, 3.0, 4.57, 655.35, 655.36, 1e9, .nan, .infinity] {
            let least = GameVocabulary.leastHundredths(reaching: cutoff)
            let wrong = (0...Int(UInt16.max)).first { (Double($0) / 100 >= cutoff) != ($0 >= least) }
            #expect(wrong == nil, "\(cutoff): \(least), wrong at \(String(describing: wrong))")
        }
    }

    @Test func frequencyFloorKeepsTheCommonWords() throws {
        struct ShortWords: WordWalk {
            var depth = 0
            mutating func advance(_ scalar: Unicode.Scalar) -> Bool {
                guard depth < 5, scalar.properties.isLowercase else { return false }
                depth += 1
                return true
            }
            mutating func retract() { depth -= 1 }
            var acceptsWord: Bool { depth >= 2 }
        }
        let list = try #require(Self.lexicons["en"]).list
        var walk = ShortWords()
        let all = list.words(walking: &walk)
        for floor: UInt16 in [1, 150, 300, 450, 700] {
            var floored = ShortWords()
            #expect(list.words(walking: &floored, frequencyFloor: floor) { _ in true }.map(\.word)
                        == all.filter { $0.frequency >= floor }.map(\.word), "floor \(floor)")
        }
        var none = ShortWords()
        #expect(list.words(walking: &none, frequencyFloor: .max) { _ in true }.isEmpty)
    }

    /// A vocabulary with a high floor cuts most branches: its answers are still the whole
    /// list's answers that it admits, in en, es and it.
    @Test(arguments: ["en", "es", "it"])
    func rareBranchesCutExactly(code: String) throws {
        let lexicon = try #require(Self.lexicons[code])
        let strict = GameVocabulary(minimumFrequency: 4.2, minimumFourLetterFrequency: 4.6, minimumShortWordFrequency: 5.1)
        for text in ["*zza", "*ità", "c?s*", "*[^aeiou]ssi", "qu*", "*ing"] {
            let pattern = try WordPattern(text, maximumAnswers: WordPattern.answerLimit)
            let all = pattern.words(in: lexicon.list, vocabulary: .all).map(\.word)
            // Every answer of the whole list, not the first of them.
            try #require(all.count < WordPattern.answerLimit, "\(code) \(text)")
            let kept = all.filter { word in
                strict.admits(word, letterCount: word.unicodeScalars.count, frequency: lexicon.list.frequency(of: word) ?? 0)
            }
            #expect(pattern.words(in: lexicon.list, vocabulary: strict).map(\.word) == kept, "\(code) \(text)")
            #expect(strict.frequencyFloor == 420)
        }
    }

    @Test func answersAreBounded() throws {
        let lexicon = try #require(Self.lexicons["it"])
        let everything = try WordPattern("*a*", maximumAnswers: 50)
        let found = everything.words(in: lexicon.list, vocabulary: .all)
        #expect(found.count == 50)
        #expect(found.map(\.word) == Array(lexicon.words.filter { everything.matches($0) }.prefix(50)))
    }

    /// A limit keeps the best answers of each ranked puzzle, not the first in byte order:
    /// the words under a limit are the first of the whole ranked answer, and the answer
    /// says how many there are and that some were left out. On real puzzles of each
    /// language, with thousands of answers (a rack with blanks, a common Wordle start).
    @Test(arguments: ["en", "es", "it"])
    func limitsKeepTheBestAnswers(code: String) throws {
        let list = try #require(Self.lexicons[code]).list
        func expectPrefix<Word: Hashable>(_ cut: PuzzleAnswers<Word>, _ whole: PuzzleAnswers<Word>, limit: Int,
                                          _ context: String) {
            #expect(!whole.isTruncated && whole.total == whole.words.count, "\(context)")
            #expect(cut.words == Array(whole.words.prefix(limit)), "\(context)")
            #expect(cut.total == whole.total && cut.totalPoints == whole.totalPoints, "\(context)")
            #expect(cut.isTruncated == (whole.words.count > limit), "\(context)")
        }
        for limit in [1, 5, 37] {
            for tiles in ["retain??", "aeinrst", "oaeilnr?"] {
                let cut = try LetterRack(tiles, values: .standard(for: Language(code)), maximumAnswers: limit).answers(in: list)
                let whole = try LetterRack(tiles, values: .standard(for: Language(code)), maximumAnswers: LetterRack.answerLimit)
                    .answers(in: list)
                #expect(whole.words.count > 37, "\(code) \(tiles)")
                expectPrefix(cut, whole, limit: limit, "\(code) rack \(tiles) limit \(limit)")
            }
            let bee = { (limit: Int) in try SpellingBee(letters: "aeilnrt", center: "e", maximumAnswers: limit).answers(in: list) }
            expectPrefix(try bee(limit), try bee(SpellingBee.answerLimit), limit: limit, "\(code) bee limit \(limit)")
            let grid = { (limit: Int) in try Boggle("seat/rlnd/tiqa/cohe", maximumAnswers: limit).answers(in: list) }
            expectPrefix(try grid(limit), try grid(Boggle.answerLimit), limit: limit, "\(code) boggle limit \(limit)")
            let board = { (limit: Int) in try Wordle(["xxxxx=....."], maximumAnswers: limit).answers(in: list) }
            expectPrefix(try board(limit), try board(Wordle.answerLimit), limit: limit, "\(code) wordle limit \(limit)")
            #expect(try board(limit).totalPoints == nil)
        }
        // A pattern lists in byte order and stops past its limit: no total once cut.
        let cut = try WordPattern("?a*", maximumAnswers: 5).answers(in: list)
        #expect(cut.isTruncated && cut.total == nil && cut.words.count == 5)
        let whole = try WordPattern("?a*", maximumAnswers: WordPattern.answerLimit).answers(in: list)
        #expect(cut.words == Array(whole.words.prefix(5)) && !whole.isTruncated && whole.total == whole.words.count)
    }

    /// A Spelling Bee's day: its ranks are the shares of the total, its grid and two-letter
    /// starts count the answers, as a plain computation over them says; a limit does not
    /// cut a day.
    @Test(arguments: ["en", "es", "it"])
    func spellingBeeDaysAreTheirAnswersCounted(code: String) throws {
        let lexicon = try #require(Self.lexicons[code])
        var random = SeededGenerator(seed: 41 + UInt64(code.utf8.first!))
        for _ in 0..<4 {
            var letters: [Character] = []
            while letters.count < 7 {
                let word = lexicon.words[Int.random(in: 0..<lexicon.words.count, using: &random)]
                for letter in word where letter.isLowercase && letter.isASCII && !letters.contains(letter) && letters.count < 7 {
                    letters.append(letter)
                }
            }
            let center = letters[Int.random(in: 0..<7, using: &random)]
            let bee = try SpellingBee(letters: String(letters), center: String(center), maximumAnswers: 1)
            let day = bee.day(in: lexicon.list)
            let all = try SpellingBee(letters: String(letters), center: String(center), maximumAnswers: SpellingBee.answerLimit)
                .words(in: lexicon.list)
            #expect(day.answers == all, "\(code) \(String(letters))")
            let total = all.reduce(0) { $0 + $1.points }
            #expect(day.totalPoints == total)
            let shares = [0, 0.02, 0.05, 0.08, 0.15, 0.25, 0.40, 0.50, 0.70, 1]
            #expect(day.ranks.map(\.points) == shares.map { Int((Double(total) * $0).rounded()) })
            #expect(day.ranks.first?.name == "Beginner" && day.ranks[8].name == "Genius" && day.ranks.last?.name == "Queen Bee")
            #expect(day.rank(for: total).name == "Queen Bee" && day.rank(for: 0).name == "Beginner")
            if total >= 50 { #expect(day.rank(for: day.ranks[8].points).name == "Genius") }
            var grid: [String: [Int: Int]] = [:], starts: [String: Int] = [:]
            for answer in all {
                grid[String(answer.word.first!), default: [:]][answer.word.count, default: 0] += 1
                starts[String(answer.word.prefix(2)), default: 0] += 1
            }
            #expect(day.grid == grid && day.twoLetterStarts == starts)
            #expect(day.pangrams == all.filter(\.isPangram).map(\.word))
        }
    }

    /// A generated day is playable (a pangram, an answer count in range) and the same for
    /// the same seed.
    @Test(arguments: ["en", "es", "it"])
    func generatedBeesArePlayable(code: String) throws {
        let list = try #require(Self.lexicons[code]).list
        var drawn = Set<String>()
        for seed in [UInt64(1), 2, 3] {
            let bee = try #require(SpellingBee.generate(in: list, seed: seed, answers: 15...90), "\(code) seed \(seed)")
            let day = bee.day(in: list)
            #expect(!day.pangrams.isEmpty && (15...90).contains(day.answers.count), "\(code) \(String(bee.letters))")
            #expect(bee.letters.count == 7 && bee.letters.contains(bee.center))
            #expect(SpellingBee.generate(in: list, seed: seed, answers: 15...90) == bee)
            drawn.insert(String(bee.letters) + String(bee.center))
        }
        #expect(drawn.count > 1)
    }

    @Test func badPuzzlesAreTypedErrors() {
        #expect(throws: PuzzleError.centerNotAmongLetters(center: "z", letters: "abcdefg")) {
            try SpellingBee(letters: "abcdefg", center: "z")
        }
        #expect(throws: PuzzleError.invalidLetters("ab1", reason: "'1' is not a letter")) { try SpellingBee(letters: "ab1", center: "a") }
        #expect(throws: PuzzleError.self) { try SpellingBee(letters: "abcdefghijklmnop", center: "a") }
        #expect(throws: PuzzleError.self) { try SpellingBee(letters: "a", center: "a") }
        #expect(throws: PuzzleError.self) { try SpellingBee(letters: "abcdefg", center: "ab") }
        #expect(throws: PuzzleError.self) { try SpellingBee(letters: "abcdefg", center: "a", minimumLength: 0) }
        for pattern in ["", "   ", "*****", "[abc", "[]", "[^]", "c@t", String(repeating: "a", count: 101)] {
            #expect(throws: PuzzleError.self, "\(pattern)") { try WordPattern(pattern) }
        }
        #expect(throws: PuzzleError.self) { try WordPattern("c?t", maximumAnswers: 0) }
        for grid in ["", "abc/de", "ab1/cde", "abcdefg/abcdefg/abcdefg/abcdefg/abcdefg/abcdefg/abcdefg",
                     String(repeating: "abcdefghijklmnopqrst/", count: 19) + "abcdefghijklmnopqrst"] {
            #expect(throws: PuzzleError.self, "\(grid)") { try Boggle(grid) }
        }
        for board in [[], ["crane"], ["crane=..y.x"], ["crane=..y."], ["crane=..y.g", "spelt=...."], ["cr4ne=....."],
                      [String(repeating: "a", count: 21) + "=" + String(repeating: ".", count: 21)]] {
            #expect(throws: PuzzleError.self, "\(board)") { try Wordle(board) }
        }
    }

    @Test func examples() throws {
        let english = try #require(Self.lexicons["en"]).list
        // The whole list answers abbreviations too; the game vocabulary does not.
        #expect(try WordPattern("c?t").words(in: english, vocabulary: .all).map(\.word) == ["cat", "cit", "cot", "cut", "cwt"])
        #expect(try WordPattern("c?t").words(in: english).map(\.word) == ["cat", "cot", "cut"])
        let bee = try SpellingBee(letters: "acehlnp", center: "a").words(in: english, vocabulary: .all)
        #expect(bee.first?.word == "encephala" && bee.first?.points == 16 && bee.first?.isPangram == true)
        #expect(try WordPattern("paris", includesCapitalised: true).words(in: english, vocabulary: .all).map(\.word) == ["Paris"])
        #expect(try WordPattern("paris").words(in: english).isEmpty)
        let spanish = try #require(Self.lexicons["es"]).list
        #expect(try WordPattern("camion", foldsAccents: true).words(in: spanish, vocabulary: .all).map(\.word) == ["camión"])
        #expect(try WordPattern("camion").words(in: spanish).isEmpty)
    }
}

extension Oracle {
    /// Whether `word` can be traced on a square grid of `cells` (the letters of each: one,
    /// or `q` and `u`): a depth-first search from every cell, each cell once (a bit each).
    static func traces(_ word: [Unicode.Scalar], on cells: [[Unicode.Scalar]], side: Int) -> Bool {
        func search(_ at: Int, _ cell: Int, _ used: UInt64) -> Bool {
            let text = cells[cell]
            guard at + text.count <= word.count, word[at..<(at + text.count)].elementsEqual(text) else { return false }
            let next = at + text.count
            if next == word.count { return true }
            let (row, column) = (cell / side, cell % side)
            for r in (row - 1)...(row + 1) where r >= 0 && r < side {
                for c in (column - 1)...(column + 1) where c >= 0 && c < side && (r, c) != (row, column) {
                    let neighbour = r * side + c
                    if used & 1 << neighbour == 0, search(next, neighbour, used | 1 << neighbour) { return true }
                }
            }
            return false
        }
        return cells.indices.contains { search(0, $0, 1 << $0) }
    }
}

/// A pattern matcher written the plain way: a table of which prefixes of the word fill
/// which prefixes of the pattern.
enum Oracle {
    enum Element: Equatable {
        case letter(Unicode.Scalar), any, run, among([Unicode.Scalar]), noneOf([Unicode.Scalar])
    }

    static func matches(_ word: [Unicode.Scalar], _ pattern: [Element]) -> Bool {
        // previous[j]: the letters so far fill the first j elements; one row per letter.
        var previous = [Bool](repeating: false, count: pattern.count + 1)
        previous[0] = true
        for j in pattern.indices where pattern[j] == .run && previous[j] { previous[j + 1] = true }
        var current = previous
        for letter in word {
            current[0] = false
            for j in pattern.indices {
                switch pattern[j] {
                case .run: current[j + 1] = current[j] || previous[j + 1]
                case .any: current[j + 1] = previous[j]
                case .letter(let wanted): current[j + 1] = previous[j] && letter == wanted
                case .among(let set): current[j + 1] = previous[j] && set.contains(letter)
                case .noneOf(let set): current[j + 1] = previous[j] && !set.contains(letter)
                }
            }
            swap(&previous, &current)
        }
        return previous[pattern.count]
    }
}
