import Foundation
@testable import SpellCheckingCore
import TestSupport
import Testing
@testable import WordValidator

/// The Wordle solver against plain computations: its marks against ``Wordle``'s, its
/// exhaustive search against a brute-force optimum written here, and its published
/// figures against a replay of every answer through ``WordleSolver/nextGuess(after:)``.
@Suite struct WordleSolverTests {
    /// The game vocabulary's words of `length` letters in a bundled language.
    static func words(_ code: String, length: Int) throws -> [String] {
        let list = try WordListChecker(language: code).wordList()
        return try WordPattern(String(repeating: "?", count: length), maximumAnswers: WordPattern.answerLimit)
            .words(in: list).map(\.word)
    }

    /// A seeded sample of `count` words, and the words sharing the most common last two
    /// letters (the sets that take the most guesses), at most `count` of them.
    static func samples(_ words: [String], count: Int, seed: UInt64) -> [[String]] {
        var random = SeededGenerator(seed: seed)
        let sampled = Array(words.shuffled(using: &random).prefix(count))
        let endings = Dictionary(grouping: words) { String($0.suffix(2)) }
        let crowded = endings.values.max { $0.count != $1.count ? $0.count < $1.count : $0[0] > $1[0] }!
        return [sampled, Array(crowded.sorted().prefix(count))]
    }

    @Test func marksAreTheBoardsMarks() throws {
        var random = SeededGenerator(seed: 7)
        for code in ["en", "es", "it"] {
            let words = try Self.words(code, length: 5)
            for _ in 0..<2_000 {
                let guess = Array(words.randomElement(using: &random)!), answer = Array(words.randomElement(using: &random)!)
                var expected: UInt32 = 0, power: UInt32 = 1
                for mark in Wordle.marks(for: guess, against: answer) {
                    expected += power * (mark == .green ? 2 : mark == .yellow ? 1 : 0)
                    power *= 3
                }
                // Letters as codes of our own: any one-to-one coding gives the same marks.
                let letters = Array(Set(guess + answer))
                let coded = [guess, answer].map { $0.map { UInt8(letters.firstIndex(of: $0)!) } }
                let found = coded[0].withUnsafeBufferPointer { g in
                    coded[1].withUnsafeBufferPointer { a in WordleSolver.marks(g.baseAddress!, a.baseAddress!, 5) }
                }
                #expect(found == expected, "\(String(guess)) against \(String(answer))")
            }
        }
    }

    /// The least total of guesses over `answers`, trying every word of `guesses` at every
    /// position: the definition of the optimum, with nothing pruned.
    static func optimum(_ answers: [[Character]], guesses: [[Character]]) -> Int {
        var memo: [[Int]: Int] = [:]
        func best(_ possible: [Int]) -> Int {
            if possible.count == 1 { return 1 }
            if let known = memo[possible] { return known }
            var least = Int.max
            for guess in guesses {
                var parts: [[Wordle.Mark]: [Int]] = [:]
                for answer in possible { parts[Wordle.marks(for: guess, against: answers[answer]), default: []].append(answer) }
                let wins = possible.contains { answers[$0] == guess }
                guard parts.count > 1 || wins else { continue }
                var total = possible.count
                for (marks, part) in parts where marks.contains(where: { $0 != .green }) { total += best(part) }
                least = min(least, total)
            }
            memo[possible] = least
            return least
        }
        return best(Array(answers.indices))
    }

    @Test(arguments: ["en", "es", "it"])
    func exhaustiveSearchFindsTheOptimum(code: String) throws {
        let words = try Self.words(code, length: 4)
        for (index, sample) in Self.samples(words, count: 40, seed: 11).enumerated() {
            let exact = try WordleSolver(answers: sample, strategy: .exhaustive).evaluate()
            let letters = sample.map(Array.init)
            let optimum = Self.optimum(letters, guesses: letters)
            #expect(exact.totalGuesses == optimum, "\(code) sample \(index)")
            // The crowded set is one no word splits into 40 parts: the search is no shortcut there.
            if index == 1 { #expect(optimum > 2 * sample.count - 1, "\(code): the crowded sample is too easy") }
            #expect(exact.guessCounts.reduce(0, +) == sample.count)
            #expect(exact.guessCounts.enumerated().reduce(0) { $0 + $1.offset * $1.element } == exact.totalGuesses)
            // The heuristic can do no better than the optimum.
            let greedy = try WordleSolver(answers: sample, strategy: .lookahead(1)).evaluate()
            #expect(greedy.totalGuesses >= exact.totalGuesses)
        }
    }

    /// Plays every answer with the guesses of a solver that `make` makes anew for each
    /// answer (so nothing is remembered from another game), marking each guess as the
    /// game does, and returns the guesses summed and the most any answer took.
    static func replay(_ make: () throws -> WordleSolver) throws -> (total: Int, most: Int) {
        var total = 0, most = 0
        for answer in try make().answers {
            let solver = try make()
            var played: [String] = []
            while true {
                let board = try played.isEmpty ? nil : Wordle(played)
                let next = try #require(solver.nextGuess(after: board))
                if solver.hardMode, let board {
                    // The guess is one hard mode allows after the board's marks.
                    let hard = try Wordle(played, hardMode: true)
                    #expect(hard.allows(next.guess), "\(next.guess) after \(board.guesses.map { String($0.letters) })")
                }
                let marks = Wordle.marks(for: Array(next.guess), against: Array(answer))
                played.append(next.guess + "=" + String(marks.map(\.rawValue)))
                if marks.allSatisfy({ $0 == .green }) { break }
                #expect(played.count <= 20, "\(answer) is never found")
                if played.count > 20 { break }
            }
            total += played.count
            most = max(most, played.count)
        }
        return (total, most)
    }

    @Test(arguments: [("en", false), ("es", true), ("it", false), ("en", true)])
    func replayingEveryAnswerGivesTheEvaluation(code: String, hard: Bool) throws {
        let words = try Self.words(code, length: 5)
        var random = SeededGenerator(seed: 3)
        let sample = Array(words.shuffled(using: &random).prefix(150))
        let make = { try WordleSolver(answers: sample, hardMode: hard, strategy: .lookahead(4)) }
        let replayed = try Self.replay(make)
        let solver = try make()
        let evaluation = solver.evaluate()
        #expect(replayed.total == evaluation.totalGuesses)
        #expect(replayed.most == evaluation.mostGuesses)
        #expect(evaluation.guessCounts.reduce(0, +) == solver.answers.count)
        // After the evaluation, the solver answers from the positions it remembers: the same guesses.
        #expect(try Self.replay { solver } == replayed)
        #expect(evaluation.firstGuess == solver.nextGuess()?.guess)
    }

    @Test func aBoardNarrowsTheAnswers() throws {
        let solver = try WordleSolver(answers: ["crane", "crate", "trace", "react", "caret"])
        let next = try #require(solver.nextGuess(after: Wordle(["crane=ggg.g"])))
        #expect(next.guess == "crate" && next.possibleAnswers == 1 && next.expectedGuesses == 1 && next.canWin)
        #expect(solver.nextGuess(after: try Wordle(["zzzzz=ggggg"])) == nil)
        #expect(solver.nextGuess(after: try Wordle(["cran=gggg"])) == nil)
    }

    @Test func badSolversAreTypedErrors() throws {
        #expect(throws: PuzzleError.invalidBound(name: "words", value: 0, range: 1...WordleSolver.wordLimit)) {
            try WordleSolver(answers: [])
        }
        #expect(throws: PuzzleError.self) { try WordleSolver(answers: ["crane", "cat"]) }
        #expect(throws: PuzzleError.self) { try WordleSolver(answers: ["Crane"]) }
        #expect(throws: PuzzleError.self) { try WordleSolver(answers: ["cr-ne"]) }
        #expect(throws: PuzzleError.invalidBound(name: "lookahead", value: 0, range: 1...WordleSolver.lookaheadLimit)) {
            try WordleSolver(answers: ["crane"], strategy: .lookahead(0))
        }
        #expect(throws: PuzzleError.invalidBound(name: "lookahead", value: 17, range: 1...WordleSolver.lookaheadLimit)) {
            try WordleSolver(answers: ["crane"], strategy: .lookahead(17))
        }
        // An exhaustive search of the whole vocabulary would not end: refused, at once.
        let many = try Self.words("en", length: 5)
        #expect(throws: PuzzleError.invalidBound(name: "words of an exhaustive search", value: many.count, range: 1...WordleSolver.exhaustiveLimit)) {
            try WordleSolver(answers: many, strategy: .exhaustive)
        }
    }
}
