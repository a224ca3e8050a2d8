import Foundation
import WordCheck

/// WordCheck's own endpoints: a play judged, words spelled, suggested and completed, a
/// root solved. Each takes one JSON object and answers one.
package enum WordCheckAPI {
    /// The most words one `spell` request may hold.
    package static let maximumSpellWords = 10_000
    /// The most words one `suggest` request may hold: each costs up to a millisecond.
    package static let maximumSuggestWords = 100
    /// The most completions one `complete` request may ask for.
    package static let maximumCompletions = 1_000
    /// The most suggestions per word one `suggest` request may ask for.
    package static let maximumSuggestions = 100
    /// The largest minimum length a game may set.
    package static let maximumMinimumLength = 1_000

    package static func validate(_ request: ValidateRequest, in languages: ServedLanguages) throws(APIError) -> ValidationReport {
        let served = try languages.language(request.language)
        let validator = try validator(root: request.root, rules: request.rules, checker: served.checker)
        return ValidationReport(validator.validate(request.word, played: PlayedWords(request.used ?? [])), validator: validator)
    }

    package static func spell(_ request: SpellRequest, in languages: ServedLanguages) throws(APIError) -> SpellResponse {
        guard request.words.count <= maximumSpellWords else { throw APIError.tooManyWords(limit: maximumSpellWords) }
        let served = try languages.language(request.language)
        let results = request.words.map { SpellResponse.Result(word: $0, correct: served.checker.isCorrect($0)) }
        return SpellResponse(language: served.language.identifier, results: results)
    }

    /// Each word's verdict and suggestions; once `budget` is spent, the words left get no
    /// suggestions and the answer says its results are incomplete.
    package static func suggest(_ request: SuggestRequest, in languages: ServedLanguages,
                                budget: WorkBudget = .unlimited) throws(APIError) -> SuggestAnswer {
        guard request.words.count <= maximumSuggestWords else { throw APIError.tooManyWords(limit: maximumSuggestWords) }
        if let limit = request.limit, !(1...maximumSuggestions).contains(limit) {
            throw APIError.invalidField("limit", "must be from 1 to \(maximumSuggestions)")
        }
        let served = try languages.language(request.language, budget: budget)
        var incomplete = false
        let report = SuggestionReport(checking: request.words, with: served.checker, limit: request.limit) { word in
            guard !budget.isSpent else {
                incomplete = true
                return []
            }
            return served.suggestions(for: word)
        }
        return SuggestAnswer(report: report, incompleteResults: incomplete)
    }

    package static func complete(_ request: CompleteRequest, in languages: ServedLanguages) throws(APIError) -> CompletionReport {
        let limit = request.limit ?? HunspellChecker.defaultCompletionLimit
        guard (1...maximumCompletions).contains(limit) else {
            throw APIError.invalidField("limit", "must be from 1 to \(maximumCompletions)")
        }
        let served = try languages.language(request.language)
        let completions: [String]
        do {
            completions = try served.checker.completions(forPartialWord: request.partial, limit: limit)
        } catch {
            throw APIError.noWordList(served.language, error)
        }
        return CompletionReport(partial: request.partial, completions: completions, language: served.language)
    }

    package static func solve(_ request: SolveRequest, in languages: ServedLanguages) throws(APIError) -> SolutionReport {
        let served = try languages.language(request.language)
        let validator = try validator(root: request.root, rules: request.rules, checker: served.checker)
        let list: WordList
        do {
            list = try served.checker.wordList()
        } catch {
            throw APIError.noWordList(served.language, error)
        }
        let vocabulary: GameVocabulary = request.allWords == true ? .all : .standard(for: served.language)
        return SolutionReport(RootWordSolver(validator: validator, list: list, vocabulary: vocabulary).solutions(), validator: validator)
    }

    /// The most words one word-game query may answer, and how many it answers unless asked.
    package static let maximumPuzzleAnswers = 10_000, defaultPuzzleAnswers = 1_000
    /// The longest puzzle text (letters, pattern, grid, one guess) a query may send, in characters.
    package static let maximumPuzzleText = 200

    package static func bee(_ request: BeeRequest, in languages: ServedLanguages) throws(APIError) -> PuzzleReport {
        try puzzle(request, texts: ["letters": request.letters, "center": request.center], in: languages) { limit throws(PuzzleError) in
            try SpellingBee(letters: request.letters, center: request.center, minimumLength: request.minimumLength ?? 4,
                            foldsAccents: request.foldsAccents ?? false, maximumAnswers: limit)
        }
    }

    package static func rack(_ request: RackRequest, in languages: ServedLanguages) throws(APIError) -> PuzzleReport {
        let language = try languages.language(request.language).language
        return try puzzle(request, texts: ["tiles": request.tiles], lettersField: "tiles", in: languages) { limit throws(PuzzleError) in
            try LetterRack(request.tiles, values: .standard(for: language), minimumLength: request.minimumLength ?? 2,
                           foldsAccents: request.foldsAccents ?? false, maximumAnswers: limit)
        }
    }

    package static func find(_ request: FindRequest, in languages: ServedLanguages) throws(APIError) -> PuzzleReport {
        try puzzle(request, texts: ["pattern": request.pattern], in: languages) { limit throws(PuzzleError) in
            try WordPattern(request.pattern, foldsAccents: request.foldsAccents ?? false,
                            includesCapitalised: request.capitalised ?? false, maximumAnswers: limit)
        }
    }

    package static func wordle(_ request: WordleRequest, in languages: ServedLanguages) throws(APIError) -> PuzzleReport {
        var texts: [String: String] = [:]
        for (index, guess) in request.guesses.prefix(Wordle.maximumGuesses + 1).enumerated() { texts["guesses[\(index)]"] = guess }
        return try puzzle(request, texts: texts, in: languages) { limit throws(PuzzleError) in
            try Wordle(request.guesses, hardMode: request.hard ?? false, foldsAccents: request.foldsAccents ?? false, maximumAnswers: limit)
        }
    }

    package static func boggle(_ request: BoggleRequest, in languages: ServedLanguages) throws(APIError) -> PuzzleReport {
        try puzzle(request, texts: ["grid": request.grid], in: languages) { limit throws(PuzzleError) in
            try Boggle(request.grid, minimumLength: request.minimumLength ?? 3, foldsAccents: request.foldsAccents ?? false,
                       maximumAnswers: limit)
        }
    }

    /// The most characters a board or its squares may have (a 25 by 25 board of two-letter
    /// tiles in brackets, with its line breaks).
    package static let maximumBoardText = 2_600
    /// The moves a board answer lists unless asked for another number.
    package static let defaultBoardMoves = 20

    /// Every legal move of a rack on a board, best first: `wordcheck board --json`'s object.
    package static func board(_ request: BoardRequest, in languages: ServedLanguages) throws(APIError) -> BoardMovesReport {
        for (name, text) in [("rack", request.rack), ("board", request.board ?? ""), ("squares", request.squares ?? "")]
        where text.count > (name == "rack" ? maximumPuzzleText : maximumBoardText) {
            throw APIError.invalidField(name, "must be at most \(name == "rack" ? maximumPuzzleText : maximumBoardText) characters")
        }
        let limit = request.limit ?? defaultBoardMoves
        guard (1...maximumPuzzleAnswers).contains(limit) else {
            throw APIError.invalidField("limit", "must be from 1 to \(maximumPuzzleAnswers)")
        }
        guard request.by == nil || request.by == "score" || request.by == "equity" else {
            throw APIError.invalidField("by", "must be score or equity")
        }
        let served = try languages.language(request.language)
        var squares = WordBoard.standardSquares
        if let text = request.squares {
            do {
                squares = try WordBoard.squares(text)
            } catch {
                throw APIError.invalidField("squares", error.description)
            }
        }
        let board: WordBoard
        do {
            if let text = request.board {
                board = try WordBoard(text, squares: squares)
            } else {
                board = try WordBoard(squares: squares)
            }
        } catch {
            throw APIError.invalidField("board", error.description)
        }
        let engine = try served.boardMoves(allWords: request.allWords == true)
        var moves: [BoardMove]
        do {
            moves = try engine.moves(on: board, rack: request.rack)
        } catch {
            if case .invalidGrid = error { throw APIError.invalidField("board", error.description) }
            throw APIError.invalidField("rack", error.description)
        }
        if request.by == "equity" {
            moves = moves.enumerated().sorted { a, b in
                a.element.equity != b.element.equity ? a.element.equity > b.element.equity : a.offset < b.offset
            }.map(\.element)
        }
        return BoardMovesReport(moves: Array(moves.prefix(limit)), total: moves.count, language: served.language)
    }

    /// One word-game query: the texts and the limit bounded, the puzzle made (its errors
    /// refused as `invalidField`), then answered from the language's word list.
    private static func puzzle<Request: PuzzleRequest, Puzzle: WordPuzzle>(
        _ request: Request, texts: [String: String], lettersField: String = "letters", in languages: ServedLanguages,
        make: (Int) throws(PuzzleError) -> Puzzle
    ) throws(APIError) -> PuzzleReport {
        for (name, text) in texts.sorted(by: { $0.key < $1.key }) where text.count > maximumPuzzleText {
            throw APIError.invalidField(name, "must be at most \(maximumPuzzleText) characters")
        }
        let limit = request.limit ?? defaultPuzzleAnswers
        guard (1...maximumPuzzleAnswers).contains(limit) else {
            throw APIError.invalidField("limit", "must be from 1 to \(maximumPuzzleAnswers)")
        }
        let served = try languages.language(request.language)
        let puzzle: Puzzle
        do {
            puzzle = try make(limit)
        } catch {
            throw APIError(error, lettersField: lettersField)
        }
        let list: WordList
        do {
            list = try served.checker.wordList()
        } catch {
            throw APIError.noWordList(served.language, error)
        }
        let vocabulary: GameVocabulary = request.allWords == true ? .all : .standard(for: served.language)
        return PuzzleReport(puzzle, language: served.language, answers: puzzle.answers(in: list, vocabulary: vocabulary))
    }

    private static func validator(root: String, rules: RulesField?, checker: HunspellChecker) throws(APIError) -> RootWordValidator {
        if let length = rules?.minimumLength, length > maximumMinimumLength {
            throw APIError.invalidField("rules.minimumLength", "must be from 1 to \(maximumMinimumLength)")
        }
        do {
            return try RootWordValidator(root: root, checker: checker, rules: rules?.rules ?? RootWordValidator.Rules())
        } catch {
            throw APIError(error, maximumMinimumLength: maximumMinimumLength)
        }
    }

    /// Decodes a request body, turning each decoding failure into the error that names the field.
    ///
    /// A member the request does not take is refused first, before a missing or malformed
    /// one: a misspelt required member (`{"word": …}` for `words`) then gets its
    /// did-you-mean, not "the request has no 'words'".
    package static func decode<Body: Decodable>(_ type: Body.Type, from bytes: [UInt8]) throws(APIError) -> Body {
        guard String(validating: bytes, as: UTF8.self) != nil else { throw APIError.invalidUTF8 }
        do {
            if let strict = type as? any StrictRequest.Type,
               let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any] {
                try refuseUnknownMembers(of: object, as: strict, at: "")
            }
            return try decoder.decode(type, from: Data(bytes))
        } catch let error as APIError {
            throw error
        } catch let error as DecodingError {
            switch error {
            case .keyNotFound(let key, let context):
                throw APIError.missingField(path(context.codingPath + [key]))
            case .typeMismatch(let expected, let context), .valueNotFound(let expected, let context):
                throw APIError.invalidField(path(context.codingPath), "must be \(describe(expected))")
            case .dataCorrupted(let context):
                throw context.codingPath.isEmpty
                    ? APIError.invalidJSON("it does not parse")
                    : APIError.invalidField(path(context.codingPath), "is malformed")
            @unknown default:
                throw APIError.invalidJSON("it does not parse")
            }
        } catch {
            throw APIError.invalidJSON("it does not parse")
        }
    }

    private static let decoder = JSONDecoder()

    /// Refuses the first member of `object` (in name order) that `type` does not take,
    /// looking into the members that are objects of their own.
    private static func refuseUnknownMembers(of object: [String: Any], as type: any StrictRequest.Type, at path: String) throws(APIError) {
        for name in object.keys.sorted() {
            guard let member = type.members[name] else {
                throw APIError.unknownField(path + name, known: Array(type.members.keys))
            }
            if let member, let inner = object[name] as? [String: Any] {
                try refuseUnknownMembers(of: inner, as: member, at: path + name + ".")
            }
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined().trimmingPrefix(".").description
    }

    private static func describe(_ type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        case is [String].Type: "an array of strings"
        case is [String: Any].Type: "an object"
        default: "of another type"
        }
    }
}
