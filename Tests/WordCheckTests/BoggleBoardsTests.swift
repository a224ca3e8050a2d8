import Foundation
@testable import SpellCheckingCore
import TestSupport
import Testing
@testable import WordValidator

/// Boggle boards against plain computations: a board's score against ``Boggle``'s own
/// total (the walk ``PuzzleTests`` proves against brute force) on 500 random boards a
/// language, and against a brute-force trace of every listed word on a few; the annealer
/// and the dice against what they promise.
@Suite struct BoggleBoardsTests {
    /// A random grid of `side` by `side` cells, letters drawn from listed words, `q` as a
    /// `qu` cell (as on the dice: a grid's text cannot tell a lone `q` before a `u` cell).
    static func randomGrid(_ lexicon: PuzzleTests.Lexicon, side: Int, folding: Bool, using random: inout SeededGenerator) -> [String] {
        var cells: [String] = []
        while cells.count < side * side {
            for case let letter? in lexicon.randomLetters(folding: folding, using: &random) where cells.count < side * side {
                cells.append(letter == "q" ? "qu" : String(letter))
            }
        }
        cells.shuffle(using: &random)
        return cells
    }

    @Test(arguments: ["en", "es", "it"])
    func scoresAreTheGridsTotals(code: String) throws {
        let lexicon = try #require(PuzzleTests.lexicons[code])
        var random = SeededGenerator(seed: 91 + UInt64(code.utf8.first!))
        for folding in [false, true] {
            for side in [3, 4, 5] {
                let boards = try BoggleBoards(list: lexicon.list, side: side, foldsAccents: folding)
                for _ in 0..<(side == 4 ? 300 : 50) {
                    let cells = Self.randomGrid(lexicon, side: side, folding: folding, using: &random)
                    let text = (0..<side).map { cells[($0 * side)..<($0 * side + side)].joined() }.joined(separator: "/")
                    let grid = try Boggle(text, foldsAccents: folding, maximumAnswers: Boggle.answerLimit)
                    let total = grid.answers(in: lexicon.list).totalPoints
                    #expect(boards.score(grid) == total, "\(code) \(text) folding \(folding)")
                    // A set of words found that fills up is made larger, and the board walked again.
                    #expect(boards.score(grid, setSize: 4) == total, "\(code) \(text) folding \(folding)")
                }
            }
        }
    }

    @Test(arguments: ["en", "es", "it"])
    func scoresAreBruteForce(code: String) throws {
        let lexicon = try #require(PuzzleTests.lexicons[code])
        var random = SeededGenerator(seed: 5 + UInt64(code.utf8.first!))
        let boards = try BoggleBoards(list: lexicon.list, vocabulary: .all, side: 4)
        for _ in 0..<2 {
            let cells = Self.randomGrid(lexicon, side: 4, folding: false, using: &random)
            let letters = cells.map { Array($0.unicodeScalars) }
            let onTheGrid = Set(letters.joined())
            var expected = 0
            lexicon.forEachWord(folding: false) { _, word in
                guard word.count >= 3, word.allSatisfy({ $0.map(onTheGrid.contains) ?? false }) else { return }
                let spelled = word.map { $0! }
                if Oracle.traces(spelled, on: letters, side: 4) { expected += Boggle.points(letterCount: spelled.count) }
            }
            let text = (0..<4).map { cells[($0 * 4)..<($0 * 4 + 4)].joined() }.joined(separator: "/")
            #expect(boards.score(try Boggle(text)) == expected, "\(code) \(text)")
        }
    }

    @Test(arguments: ["en", "es", "it"])
    func annealingKeepsItsPromises(code: String) throws {
        let list = try #require(PuzzleTests.lexicons[code]).list
        let boards = try BoggleBoards(list: list)
        let found = try boards.best(seed: 4, steps: 3_000)
        #expect(try found == boards.best(seed: 4, steps: 3_000))
        let grid = try Boggle(found.grid)
        #expect(found.score == boards.score(grid) && found.score == grid.answers(in: list).totalPoints)
        #expect(found.words == grid.answers(in: list).total)
        // Better than boards rolled at random, by far.
        let dice = boards.dice(for: try Language(code))
        let rolled = (0..<20).map { boards.score(try! Boggle(try! boards.roll(dice, seed: UInt64($0)))) }
        #expect(found.score > 2 * rolled.max()!, "\(code): \(found.score) against \(rolled.max()!)")
        // With dice, each cell shows a face of its own die.
        let onDice = try boards.best(seed: 4, steps: 3_000, dice: dice)
        #expect(Self.isRolled(try Boggle(onDice.grid), from: dice))
        #expect(onDice.score == boards.score(try Boggle(onDice.grid)))
    }

    /// Whether every cell of `grid` can be a face of a die of its own (a matching found by augmenting paths).
    static func isRolled(_ grid: Boggle, from dice: [[String]]) -> Bool {
        let cells = Array(grid.cells.joined())
        guard cells.count == dice.count else { return false }
        var dieOfCell = [Int](repeating: -1, count: cells.count), cellOfDie = [Int](repeating: -1, count: dice.count)
        func place(_ cell: Int, _ seen: inout Set<Int>) -> Bool {
            for die in dice.indices where dice[die].contains(cells[cell]) && seen.insert(die).inserted {
                if cellOfDie[die] < 0 || place(cellOfDie[die], &seen) {
                    (cellOfDie[die], dieOfCell[cell]) = (cell, die)
                    return true
                }
            }
            return false
        }
        return cells.indices.allSatisfy { cell in
            var seen = Set<Int>()
            return place(cell, &seen)
        }
    }

    @Test func diceAreTheGamesOrTheWords() throws {
        let english = BoggleBoards.englishDice
        #expect(english.count == 16 && english.allSatisfy { $0.count == 6 } && english.joined().filter { $0 == "qu" }.count == 1)
        for code in ["en", "es", "it"] {
            let list = try #require(PuzzleTests.lexicons[code]).list
            for side in [4, 5] {
                let boards = try BoggleBoards(list: list, side: side)
                let dice = boards.dice(for: try Language(code))
                #expect(dice.count == side * side && dice.allSatisfy { $0.count == 6 }, "\(code) \(side)")
                if code == "en" && side == 4 { #expect(dice == english) }
                // Every face is a letter of the words (q as qu); the most common letter has the most faces.
                let faces = dice.joined()
                #expect(faces.allSatisfy { $0 == "qu" || $0.unicodeScalars.count == 1 }, "\(code)")
                let rolled = try Boggle(try boards.roll(dice, seed: 9))
                #expect(try Self.isRolled(rolled, from: dice) && boards.roll(dice, seed: 9) == boards.roll(dice, seed: 9))
            }
        }
        let spanish = try BoggleBoards(list: try #require(PuzzleTests.lexicons["es"]).list).dice(for: .spanish).joined()
        #expect(spanish.contains("ñ"))
        #expect(spanish.filter { $0 == "a" }.count >= spanish.filter { $0 == "z" }.count)
    }

    @Test func badBoardsAreTypedErrors() throws {
        let list = try #require(PuzzleTests.lexicons["en"]).list
        #expect(throws: PuzzleError.invalidBound(name: "side", value: 7, range: 2...6)) { try BoggleBoards(list: list, side: 7) }
        #expect(throws: PuzzleError.invalidBound(name: "minimum length", value: 0, range: 1...50)) {
            try BoggleBoards(list: list, minimumLength: 0)
        }
        let boards = try BoggleBoards(list: list)
        #expect(throws: PuzzleError.invalidBound(name: "dice", value: 15, range: 16...16)) {
            try boards.best(seed: 1, steps: 10, dice: Array(BoggleBoards.englishDice.dropLast()))
        }
        #expect(throws: PuzzleError.invalidBound(name: "steps", value: BoggleBoards.maximumSteps + 1, range: 1...BoggleBoards.maximumSteps)) {
            try boards.best(seed: 1, steps: BoggleBoards.maximumSteps + 1)
        }
        #expect(throws: PuzzleError.self) { try boards.best(seed: 1, steps: 0) }
        #expect(throws: PuzzleError.self) { try boards.roll(Array(repeating: [], count: 16), seed: 1) }
        #expect(throws: PuzzleError.self) { try boards.roll(Array(repeating: ["ab"], count: 16), seed: 1) }
        #expect(throws: PuzzleError.self) { try boards.roll(Array(repeating: ["1"], count: 16), seed: 1) }
        // A grid of another size scores nothing.
        #expect(try BoggleBoards(list: list).score(try Boggle("cat/dog/pig")) == 0)
    }
}
