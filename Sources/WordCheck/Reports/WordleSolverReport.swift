/// What the Wordle solver says, as `wordcheck wordle --next --json` and
/// `wordcheck wordle --evaluate --json` print it: the guess to play next on a board, or
/// the solver's game over every answer.
///
/// ```json
/// {"puzzle": "wordle", "query": "crane=..y.g", "language": "en_US", "length": 5, "hard": false,
///  "next": {"guess": "…", "possibleAnswers": 13, "expectedGuesses": 2.15, "mostGuesses": 3, "canWin": true}}
/// {"puzzle": "wordle", "query": "", "language": "en_US", "length": 5, "hard": false,
///  "evaluation": {"firstGuess": "…", "answers": 5416, "totalGuesses": 19000, "average": 3.51, "mostGuesses": 7,
///                 "guessCounts": [0, 1, 130, …]}}
/// ```
///
/// `next` is `null` when no word of the vocabulary fits the board's marks.
public struct WordleSolverReport: JSONReport, Hashable {
    /// The board's guesses as given, separated by spaces (empty for the first guess).
    public let query: String
    /// The identifier of the dictionary's language, such as `en_US`.
    public let language: String
    /// The number of letters of the words.
    public let length: Int
    /// Whether the solver plays by the game's hard mode.
    public let hardMode: Bool
    /// The guess to play next, for a `--next` report; nil otherwise or when no word fits.
    public let next: WordleSolver.NextGuess?
    /// The game over every answer, for an `--evaluate` report.
    public let evaluation: WordleSolver.Evaluation?

    /// A report of the guess `solver` plays after `guesses` (nil when no word fits them).
    public init(next: WordleSolver.NextGuess?, after guesses: [String], solver: WordleSolver, language: Language) {
        query = guesses.joined(separator: " ")
        self.language = language.identifier
        length = solver.length
        hardMode = solver.hardMode
        self.next = next
        evaluation = nil
    }

    /// A report of `solver`'s game over every answer.
    public init(evaluation: WordleSolver.Evaluation, solver: WordleSolver, language: Language) {
        query = ""
        self.language = language.identifier
        length = solver.length
        hardMode = solver.hardMode
        next = nil
        self.evaluation = evaluation
    }

    private enum CodingKeys: String, CodingKey {
        case puzzle, query, language, length, hardMode = "hard", next, evaluation
    }

    private enum NextKeys: String, CodingKey {
        case guess, possibleAnswers, expectedGuesses, mostGuesses, canWin
    }

    private enum EvaluationKeys: String, CodingKey {
        case firstGuess, answers, totalGuesses, average, mostGuesses, guessCounts
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("wordle", forKey: .puzzle)
        try container.encode(query, forKey: .query)
        try container.encode(language, forKey: .language)
        try container.encode(length, forKey: .length)
        try container.encode(hardMode, forKey: .hardMode)
        if let evaluation {
            var members = container.nestedContainer(keyedBy: EvaluationKeys.self, forKey: .evaluation)
            try members.encode(evaluation.firstGuess, forKey: .firstGuess)
            try members.encode(evaluation.answers, forKey: .answers)
            try members.encode(evaluation.totalGuesses, forKey: .totalGuesses)
            try members.encode(evaluation.average, forKey: .average)
            try members.encode(evaluation.mostGuesses, forKey: .mostGuesses)
            try members.encode(evaluation.guessCounts, forKey: .guessCounts)
        } else if let next {
            var members = container.nestedContainer(keyedBy: NextKeys.self, forKey: .next)
            try members.encode(next.guess, forKey: .guess)
            try members.encode(next.possibleAnswers, forKey: .possibleAnswers)
            try members.encode(next.expectedGuesses, forKey: .expectedGuesses)
            try members.encode(next.mostGuesses, forKey: .mostGuesses)
            try members.encode(next.canWin, forKey: .canWin)
        } else {
            try container.encodeNil(forKey: .next)
        }
    }

    /// Writes the object: `puzzle`, `query`, `language`, `length`, `hard`, then `next` or `evaluation`.
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("puzzle"); json.string("wordle")
            json.key("query"); json.string(query)
            json.key("language"); json.string(language)
            json.key("length"); json.integer(length)
            json.key("hard"); json.bool(hardMode)
            if let evaluation {
                json.key("evaluation")
                json.object { json in
                    json.key("firstGuess"); json.string(evaluation.firstGuess)
                    json.key("answers"); json.integer(evaluation.answers)
                    json.key("totalGuesses"); json.integer(evaluation.totalGuesses)
                    json.key("average"); json.number(evaluation.average)
                    json.key("mostGuesses"); json.integer(evaluation.mostGuesses)
                    json.key("guessCounts"); json.array(evaluation.guessCounts) { json, count in json.integer(count) }
                }
            } else {
                json.key("next")
                if let next {
                    json.object { json in
                        json.key("guess"); json.string(next.guess)
                        json.key("possibleAnswers"); json.integer(next.possibleAnswers)
                        json.key("expectedGuesses"); json.number(next.expectedGuesses)
                        json.key("mostGuesses"); json.integer(next.mostGuesses)
                        json.key("canWin"); json.bool(next.canWin)
                    }
                } else {
                    json.null()
                }
            }
        }
    }
}
