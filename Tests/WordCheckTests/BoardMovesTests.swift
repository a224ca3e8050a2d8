import Foundation
@testable import SpellCheckingCore
import TestSupport
import Testing
@testable import WordValidator

/// Board moves against a brute-force generator written here: every placement of every
/// arrangement of the rack's tiles in every line, judged by the words it makes (a set of
/// the vocabulary's spellings) and scored the plain way. Positions are played from an
/// empty board by a seeded game; boards are 9 by 9 so that the brute force stays quick.
@Suite struct BoardMovesTests {
    /// The vocabulary's words as tiles (codes), for the brute force: the same words the
    /// engine reads, found by a walk of their own.
    final class Game: Sendable {
        let engine: BoardMoves
        let words: Set<[UInt8]>
        let tiles: TileSet

        init(_ code: String) throws {
            let list = try #require(PuzzleTests.lexicons[code]).list
            tiles = TileSet.standard(for: try Language(code))
            // The whole list (no frequency cutoff), so the brute force needs no frequencies.
            engine = BoardMoves(list: list, vocabulary: .all, tiles: tiles)
            var keys = LetterKeys(folding: true, keeping: tiles.keptLetters)
            var words = Set<[UInt8]>()
            for word in try #require(PuzzleTests.lexicons[code]).words where word.count >= 2 {
                let letters = word.unicodeScalars.compactMap { keys.key($0) }
                guard letters.count == word.unicodeScalars.count, let codes = tiles.spell(letters), codes.count >= 2 else { continue }
                words.insert(codes)
            }
            self.words = words
        }
    }

    static let games: [String: Game] = Dictionary(uniqueKeysWithValues: ["en", "es", "it"].map { ($0, try! Game($0)) })

    /// 9 by 9 squares: the standard board's top-left corner, mirrored.
    static let squares: [[WordBoard.Square]] = {
        let corner = WordBoard.standardSquares.prefix(5).map { Array($0.prefix(5)) }
        let rows = corner.map { $0 + $0.dropLast().reversed() }
        return rows + rows.dropLast().reversed()
    }()

    struct Move: Hashable {
        let placements: Set<BoardMove.Placement>
        let score: Int
    }

    /// Every move of `rack` (codes, blanks as -1) on `board`, by brute force.
    static func bruteForce(_ game: Game, _ board: WordBoard, rack: [Int]) -> Set<Move> {
        let size = board.rows
        let tiles = game.tiles.tiles
        var grid = board.cells.map { $0.map { tile in tile.map { tile in (code: tiles.firstIndex { $0.letters == tile.letters }!, blank: tile.isBlank) } } }
        let empty = board.isEmpty
        var found = Set<Move>()
        func value(_ cell: (code: Int, blank: Bool)) -> Int { cell.blank ? 0 : tiles[cell.code].value }
        // The run through (row, column) along (dr, dc): its cells' positions.
        func run(_ row: Int, _ column: Int, _ dr: Int, _ dc: Int) -> [(Int, Int)] {
            var (r, c) = (row, column)
            while r - dr >= 0, c - dc >= 0, grid[r - dr][c - dc] != nil { (r, c) = (r - dr, c - dc) }
            var cells: [(Int, Int)] = []
            while r < size, c < size, grid[r][c] != nil {
                cells.append((r, c))
                (r, c) = (r + dr, c + dc)
            }
            return cells
        }
        func judge(_ placed: [(row: Int, column: Int)], across: Bool) {
            let (dr, dc) = across ? (0, 1) : (1, 0)
            let main = run(placed[0].row, placed[0].column, dr, dc)
            guard main.count >= 2 else { return }
            // Every placed tile in the main run, and the move touches the board or covers the start.
            func isNew(_ r: Int, _ c: Int) -> Bool { placed.contains { $0.row == r && $0.column == c } }
            func isTile(_ r: Int, _ c: Int) -> Bool { r >= 0 && c >= 0 && r < size && c < size && grid[r][c] != nil }
            guard placed.allSatisfy({ p in main.contains { $0.0 == p.row && $0.1 == p.column } }) else { return }
            var touches = main.contains { !isNew($0.0, $0.1) }
            for p in placed where isTile(p.row - dc, p.column - dr) || isTile(p.row + dc, p.column + dr) { touches = true }
            let coversStart = placed.contains { $0.row == size / 2 && $0.column == size / 2 }
            guard empty ? coversStart : touches else { return }
            var score = 0, factor = 1, sum = 0
            guard game.words.contains(main.map { UInt8(grid[$0.0][$0.1]!.code) }) else { return }
            for (r, c) in main {
                let square = board.squares[r][c].multipliers
                if isNew(r, c) {
                    sum += value(grid[r][c]!) * square.letter
                    factor *= square.word
                    let cross = run(r, c, dc, dr)
                    if cross.count >= 2 {
                        guard game.words.contains(cross.map { UInt8(grid[$0.0][$0.1]!.code) }) else { return }
                        score += cross.reduce(0) { $0 + ($1 == (r, c) ? value(grid[r][c]!) * square.letter : value(grid[$1.0][$1.1]!)) } * square.word
                    }
                } else {
                    sum += value(grid[r][c]!)
                }
            }
            score += sum * factor + (placed.count == game.tiles.rackSize ? game.tiles.bingoBonus : 0)
            let placements = Set(placed.map { BoardMove.Placement(row: $0.row, column: $0.column, letters: tiles[grid[$0.row][$0.column]!.code].letters,
                                                                   isBlank: grid[$0.row][$0.column]!.blank) })
            found.insert(Move(placements: placements, score: score))
        }
        // Each line, each first empty square, each number of tiles: the tiles fill the
        // line's next empty squares in order, every arrangement of the rack.
        for across in [true, false] {
            for line in 0..<size {
                for first in 0..<size {
                    let (fr, fc) = across ? (line, first) : (first, line)
                    guard grid[fr][fc] == nil else { continue }
                    var squares: [(row: Int, column: Int)] = []
                    var position = first
                    while position < size, squares.count < rack.count {
                        let (r, c) = across ? (line, position) : (position, line)
                        if grid[r][c] == nil { squares.append((r, c)) }
                        position += 1
                    }
                    var used = [Bool](repeating: false, count: rack.count)
                    func place(_ index: Int) {
                        if index > 0 { judge(Array(squares.prefix(index)), across: across) }
                        guard index < squares.count else { return }
                        for (slot, tile) in rack.enumerated() where !used[slot] {
                            // Only the first of equal tiles left: the same arrangement once.
                            if rack[..<slot].enumerated().contains(where: { !used[$0.offset] && $0.element == tile }) { continue }
                            used[slot] = true
                            let (r, c) = squares[index]
                            for code in tile >= 0 ? [tile] : Array(tiles.indices) {
                                grid[r][c] = (code, tile < 0)
                                place(index + 1)
                            }
                            grid[r][c] = nil
                            used[slot] = false
                        }
                    }
                    place(0)
                }
            }
        }
        return found
    }

    @Test(arguments: ["en", "es", "it"])
    func movesAreTheBruteForcesMoves(code: String) throws {
        let game = try #require(Self.games[code])
        var random = SeededGenerator(seed: 17 + UInt64(code.utf8.first!))
        // The bag, as codes.
        let bag = game.tiles.tiles.enumerated().flatMap { Array(repeating: $0.offset, count: $0.element.count) }
        var positions = 0, compared = 0
        while positions < Sweep.size(full: 40, sampled: 12) {
            var board = try WordBoard(squares: Self.squares)
            for turn in 0..<6 {
                // A rack of 5 tiles, a blank now and then (only in short racks: the brute force tries every letter).
                var rack = (0..<(turn % 3 == 2 ? 3 : 5)).map { _ in bag.randomElement(using: &random)! }
                if turn % 3 == 2 { rack[0] = -1 }
                let text = rack.map { $0 < 0 ? "?" : "[" + game.tiles.tiles[$0].letters + "]" }.joined()
                let moves = try game.engine.moves(on: board, rack: text)
                let expected = Self.bruteForce(game, board, rack: rack)
                let found = Set(moves.map { Move(placements: Set($0.placements), score: $0.score) })
                #expect(found == expected, "\(code) turn \(turn) rack \(text):\n\(board.text)\nextra: \(found.subtracting(expected).prefix(3)) missing: \(expected.subtracting(found).prefix(3))")
                #expect(moves.count == found.count, "a move listed twice")
                positions += 1
                compared += moves.count
                guard !moves.isEmpty else { break }
                board = board.playing(moves[Int.random(in: 0..<min(moves.count, 5), using: &random)])
            }
        }
        // Enough moves to tell the two apart.
        #expect(compared > 50 * positions, "\(code): \(compared) moves on \(positions) positions")
    }

    @Test func theBestOpeningMovesScoreAsTheGameSays() throws {
        let game = try #require(Self.games["en"])
        let moves = try game.engine.moves(on: WordBoard(), rack: "quartz")
        let best = try #require(moves.first)
        // An opening word crosses the start square, a double word.
        #expect(best.placements.contains { $0.row == 7 && $0.column == 7 })
        #expect(moves.allSatisfy { $0.placements.contains { $0.row == 7 && $0.column == 7 } })
        #expect(moves.map(\.score) == moves.map(\.score).sorted(by: >))
        // A seven-tile play gets the bonus.
        let bingo = try #require(try game.engine.moves(on: WordBoard(), rack: "retains").first { $0.placements.count == 7 })
        #expect(bingo.score >= 50 + 2 * 7)
        #expect(bingo.leave.isEmpty && bingo.equity == bingo.score)
    }

    @Test func spanishDigraphsAreTiles() throws {
        let game = try #require(Self.games["es"])
        let moves = try game.engine.moves(on: WordBoard(), rack: "[ch]ico")
        #expect(moves.contains { $0.word == "chico" && $0.placements.count == 4 })
        // C and H do not make CH.
        #expect(try !game.engine.moves(on: WordBoard(), rack: "[c][h]ico").contains { $0.word == "chico" })
    }

    @Test func badInputsAreTypedErrors() throws {
        let engine = try #require(Self.games["en"]).engine
        for rack in ["", "abcdefgh", "ab1", "[zz]"] {
            #expect(throws: PuzzleError.self, "\(rack)") { try engine.moves(on: WordBoard(), rack: rack) }
        }
        #expect(throws: PuzzleError.self) { try WordBoard("..\n..", squares: WordBoard.standardSquares) }
        #expect(throws: PuzzleError.self) { try WordBoard.squares("..\n.x") }
        #expect(throws: PuzzleError.self) { try WordBoard(squares: [[.plain]]) }
        let board = try WordBoard("..\n.ñ", squares: try WordBoard.squares("..\n.."))
        #expect(throws: PuzzleError.self) { try engine.moves(on: board, rack: "a") }
        #expect(throws: PuzzleError.self) { try TileSet(tiles: []) }
        #expect(throws: PuzzleError.self) { try TileSet(tiles: [.init("a", value: 1, count: 1), .init("a", value: 2, count: 1)]) }
    }
}
