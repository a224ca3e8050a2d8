/// The moves of a rack on a board, as `wordcheck board --json` prints them.
///
/// ```json
/// {"language": "en_US", "count": 1204, "moves": [{"word": "quartz", "row": 7, "column": 2,
///  "direction": "across", "score": 48, "equity": 48, "crossWords": [],
///  "placements": [{"row": 7, "column": 2, "letters": "q", "blank": false}, …], "leave": []}]}
/// ```
///
/// `count` is every legal move; `moves` holds those shown. Rows and columns count from 0.
public struct BoardMovesReport: JSONReport, Hashable {
    /// The identifier of the dictionary's language, such as `en_US`.
    public let language: String
    /// How many legal moves there are.
    public let count: Int
    /// The moves shown, in the order asked.
    public let moves: [BoardMove]

    /// A report of `moves`, out of `total` legal ones.
    public init(moves: [BoardMove], total: Int, language: Language) {
        self.language = language.identifier
        count = total
        self.moves = moves
    }

    private enum CodingKeys: String, CodingKey { case language, count, moves }
    private enum MoveKeys: String, CodingKey { case word, row, column, direction, score, equity, crossWords, placements, leave }
    private enum PlacementKeys: String, CodingKey { case row, column, letters, isBlank = "blank" }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(language, forKey: .language)
        try container.encode(count, forKey: .count)
        var list = container.nestedUnkeyedContainer(forKey: .moves)
        for move in moves {
            var members = list.nestedContainer(keyedBy: MoveKeys.self)
            try members.encode(move.word, forKey: .word)
            try members.encode(move.row, forKey: .row)
            try members.encode(move.column, forKey: .column)
            try members.encode(move.direction.rawValue, forKey: .direction)
            try members.encode(move.score, forKey: .score)
            try members.encode(move.equity, forKey: .equity)
            try members.encode(move.crossWords, forKey: .crossWords)
            var placements = members.nestedUnkeyedContainer(forKey: .placements)
            for placement in move.placements {
                var tile = placements.nestedContainer(keyedBy: PlacementKeys.self)
                try tile.encode(placement.row, forKey: .row)
                try tile.encode(placement.column, forKey: .column)
                try tile.encode(placement.letters, forKey: .letters)
                try tile.encode(placement.isBlank, forKey: .isBlank)
            }
            try members.encode(move.leave, forKey: .leave)
        }
    }

    /// Writes the object: `language`, `count`, then `moves`.
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("language"); json.string(language)
            json.key("count"); json.integer(count)
            json.key("moves")
            json.array(moves) { json, move in
                json.object { json in
                    json.key("word"); json.string(move.word)
                    json.key("row"); json.integer(move.row)
                    json.key("column"); json.integer(move.column)
                    json.key("direction"); json.string(move.direction.rawValue)
                    json.key("score"); json.integer(move.score)
                    json.key("equity"); json.integer(move.equity)
                    json.key("crossWords"); json.strings(move.crossWords)
                    json.key("placements")
                    json.array(move.placements) { json, placement in
                        json.object { json in
                            json.key("row"); json.integer(placement.row)
                            json.key("column"); json.integer(placement.column)
                            json.key("letters"); json.string(placement.letters)
                            json.key("blank"); json.bool(placement.isBlank)
                        }
                    }
                    json.key("leave"); json.strings(move.leave)
                }
            }
        }
    }
}
