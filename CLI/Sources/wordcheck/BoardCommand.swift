import ArgumentParser
import Foundation
import WordCheck

/// `wordcheck board`: every legal move of a rack on a Scrabble-like board.
struct BoardCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "board",
        abstract: "List the moves a rack can play on a Scrabble-style board, best first.",
        discussion: """
            BOARD is a file (or - for standard input) holding the board a row a line: . an \
            empty square, a lower-case letter a tile, an upper-case letter a blank playing \
            it, a tile of several letters in brackets ([ch], a blank [CH]); --board-text \
            gives it on the command line instead, rows separated by /. With neither, the \
            board is empty. The squares are the standard 15 by 15 ones unless --squares \
            names a file of squares (. d t D T: no premium, double and triple letter, \
            double and triple word), a row a line.

            RACK is the rack's tiles: letters, ? for a blank, a tile of several letters in \
            brackets ([ch]; ch spelled out is the CH tile when the set has one). The tiles \
            are the language's game set (English; Spanish with CH, LL, RR and Ñ; Italian), \
            its values and its 50-point bonus for a whole rack of 7. A move places tiles \
            in one line, touching the board's tiles (or covering the middle square on an \
            empty board), and makes only words of the game vocabulary (accents folded) \
            unless --all-words is given; it scores every word made, premiums under the \
            placed tiles counted.

            Prints the moves best first (--by score, or equity: the score plus the value \
            of the tiles kept), one a line: the score, the equity, the word (a blank's \
            letter in upper case), where it starts (row and column from 1) and which way, \
            then the words made across it; \
            --limit keeps the first N. With --json, {"language", "count", "moves": \
            [{"word", "row", "column", "direction", "score", "equity", "crossWords", \
            "placements": [{"row", "column", "letters", "blank"}], "leave"}]} (rows and \
            columns from 0).

            Exit status: 0 done (also when no move is legal), 64 usage error (a board or \
            rack that is not one, a tile the set does not have), 66 missing dictionary, \
            word list or board file.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(name: .customLong("board-text"), help: ArgumentHelp("The board on the command line, rows separated by /.", valueName: "rows"))
    var boardText: String?

    @Option(help: ArgumentHelp("A file of the board's squares (. d t D T), a row a line.", valueName: "file"))
    var squares: String?

    @Option(help: "Rank the moves by score or by equity (the score plus the value of the tiles kept).")
    var by: Ranking = .score

    @Option(parsing: .unconditional, help: "The most moves to print (1 to 100000).")
    var limit: Int = 20

    @Flag(help: "Answer from every lower-case word of the dictionary's list, not the game vocabulary.")
    var allWords = false

    @Flag(help: "Print JSON instead of lines.")
    var json = false

    @Argument(help: "The rack's tiles (retain?).")
    var rack: String

    @Argument(help: "A file holding the board (or - for standard input); the board is empty without it.")
    var board: String?

    enum Ranking: String, ExpressibleByArgument, CaseIterable {
        case score, equity
    }

    func validate() throws {
        if board != nil && boardText != nil { throw ValidationError("Give BOARD or --board-text, not both.") }
        if !(1...100_000).contains(limit) { throw ValidationError("--limit must be 1 to 100000.") }
    }

    func run() throws {
        try reportingFailures {
            let squares = try self.squares.map { try WordBoard.squares(try Self.read($0)) } ?? WordBoard.standardSquares
            let text = try board.map(Self.read) ?? boardText
            let board = try text.map { try WordBoard($0, squares: squares) } ?? WordBoard(squares: squares)
            let checker = try dictionary.makeChecker()
            let engine = BoardMoves(list: try checker.wordList(), vocabulary: allWords ? .all : .standard(for: checker.language),
                                    tiles: .standard(for: checker.language))
            var moves = try engine.moves(on: board, rack: rack)
            if by == .equity {
                moves = moves.enumerated().sorted { a, b in
                    a.element.equity != b.element.equity ? a.element.equity > b.element.equity : a.offset < b.offset
                }.map(\.element)
            }
            let shown = Array(moves.prefix(limit))
            let output = OutputBuffer()
            if json {
                output.writeLine(JSON.text(BoardMovesReport(moves: shown, total: moves.count, language: checker.language)))
            } else {
                for move in shown {
                    let cross = move.crossWords.isEmpty ? "" : " (" + move.crossWords.joined(separator: ", ") + ")"
                    output.writeLine("\(move.score) \(move.equity) \(move.written) \(move.row + 1),\(move.column + 1) \(move.direction.rawValue)\(cross)")
                }
                output.writeLine("\(moves.count) \(moves.count == 1 ? "move" : "moves")" + (shown.count < moves.count ? "; the best \(shown.count) shown (--limit)" : ""))
            }
            output.flush()
        }
    }

    /// The most bytes a board or squares file may have.
    static let maximumFileBytes = 64 * 1024

    /// The text of `path` (`-`: standard input): a regular file, or standard input, read
    /// no further than ``maximumFileBytes`` and one byte (a device or a FIFO never ends).
    static func read(_ path: String) throws -> String {
        let handle: FileHandle
        if path == "-" {
            handle = .standardInput
        } else {
            var status = stat()
            guard stat(path, &status) == 0 else { throw CommandFailure("cannot read the board file \(path)", status: .missingInput) }
            guard status.st_mode & S_IFMT == S_IFREG else { throw CommandFailure("\(path) is not a regular file", status: .usage) }
            guard let opened = FileHandle(forReadingAtPath: path) else {
                throw CommandFailure("cannot read the board file \(path)", status: .missingInput)
            }
            handle = opened
        }
        let data = (try? handle.read(upToCount: maximumFileBytes + 1)) ?? Data()
        guard data.count <= maximumFileBytes, let text = String(data: data, encoding: .utf8) else {
            throw CommandFailure("\(path) is not a board: more than 64 KB, or not UTF-8", status: .usage)
        }
        return text
    }
}
