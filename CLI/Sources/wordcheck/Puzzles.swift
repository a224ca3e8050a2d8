import ArgumentParser
import Foundation
import WordCheck

/// `--fold-accents`, `--all-words`, `--limit` and `--json`, which the puzzle commands share.
struct PuzzleOptions: ParsableArguments {
    @Flag(help: "Count accented letters as their plain letters (é as e, ñ as n).")
    var foldAccents = false

    @OptionGroup var words: VocabularyOptions

    @Option(parsing: .unconditional, help: "The most words to print, the first of the order printed (1 to 100000).")
    var limit: Int = 10_000

    @Flag(help: "Print JSON instead of lines.")
    var json = false

    /// Prints `report` as one line of JSON with --json, else `lines` and then its summary.
    func print(_ report: PuzzleReport, lines: [String]) {
        let output = OutputBuffer()
        if json {
            output.writeLine(JSON.text(report))
        } else {
            for line in lines { output.writeLine(line) }
            output.writeLine(Self.summary(of: report))
        }
        output.flush()
    }

    /// The line after the words: how many the puzzle has, their points, and what --limit
    /// left out, such as `1234 words, 5678 points; the best 10 shown (--limit)`.
    static func summary(of report: PuzzleReport) -> String {
        func words(_ count: Int) -> String { "\(count) \(count == 1 ? "word" : "words")" }
        let found = words(report.total ?? report.count) + (report.points.map { ", \($0) points" } ?? "")
        guard report.isTruncated else { return found }
        guard report.total != nil else { return "\(words(report.count)) shown; more fill the pattern (--limit)" }
        let kept = report.puzzle == "wordle" ? "the \(report.count) most common" : "the best \(report.count)"
        return found + "; \(kept) shown (--limit)"
    }
}

struct Bee: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bee",
        abstract: "List the words of a Spelling Bee puzzle.",
        discussion: """
            LETTERS are the puzzle's letters (2 to 12, usually 7), one of them the --center \
            letter. A word counts when it is made of those letters alone, each as often as \
            wanted, uses the centre letter and has at least --min-length letters (4). It \
            scores 1 point with four letters, one point a letter with more, and 7 more when \
            it is a pangram (it uses every letter). Only lower-case words of the \
            dictionary's word list count: no proper nouns, capitalised-only or hyphenated \
            words. The words are those of the game vocabulary (no Roman numerals, words \
            without a vowel or rare words) unless --all-words is given. Prints the \
            words most points first, pangrams marked with *, then a line \
            `N words, P points` (the puzzle's total; past --limit, it says how many were \
            shown). With --json, {"puzzle": "bee", "query", "language", "count", \
            "total", "truncated", "points", "words": [{"word", "points", "pangram"}]}.

            --generate SEED draws the puzzle instead (its letters and centre go to \
            stderr): the letters of a word of the game vocabulary with seven distinct \
            letters, so a pangram exists, and 20 to 80 words in all; the same seed \
            gives the same puzzle. With --hints, prints the day's hints instead, as the \
            published game shows \
            them: the ranks (Beginner to Genius and Queen Bee) with the points each \
            needs (its share of the day's total), the words, points and pangrams, the \
            grid of first letters by length and the two-letter starts.

            Exit status: 0 done, 64 usage error (letters that are not letters, a centre \
            letter not among them), 66 missing dictionary or word list.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(name: .customLong("center"), help: ArgumentHelp("The letter every word must use.", valueName: "letter"))
    var center: String?

    @Option(name: .customLong("generate"),
            help: ArgumentHelp("Draw a playable puzzle (a pangram, 20 to 80 words) with this seed instead of LETTERS and --center.",
                               valueName: "seed"))
    var seed: UInt64?

    @Option(parsing: .unconditional, help: "The fewest letters a word may have.")
    var minLength: Int = 4

    @Flag(help: "Print the day's ranks, grid of first letters by length and two-letter starts instead of the words.")
    var hints = false

    @OptionGroup var options: PuzzleOptions

    @Argument(help: "The puzzle's letters, such as acehlnp.")
    var letters: String?

    func validate() throws {
        if seed != nil, letters != nil || center != nil { throw ValidationError("Give LETTERS and --center, or --generate, not both.") }
        if seed == nil, letters == nil || center == nil { throw ValidationError("Give the puzzle's LETTERS and its --center letter, or --generate SEED.") }
    }

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            var puzzle = (letters: letters ?? "", center: center ?? "")
            if let seed {
                guard let drawn = SpellingBee.generate(in: try checker.wordList(), seed: seed, vocabulary: options.words.vocabulary(for: checker.language)) else {
                    throw CommandFailure("no playable puzzle found for seed \(seed) in \(checker.language.identifier)", status: .missingInput)
                }
                puzzle = (String(drawn.letters), String(drawn.center))
                StandardError.write("wordcheck: puzzle \(puzzle.letters), centre \(puzzle.center)\n")
            }
            let bee = try SpellingBee(letters: puzzle.letters, center: puzzle.center, minimumLength: minLength,
                                      foldsAccents: options.foldAccents, maximumAnswers: options.limit)
            if hints {
                Self.printHints(bee.day(in: try checker.wordList(), vocabulary: options.words.vocabulary(for: checker.language)))
                return
            }
            let answers = bee.answers(in: try checker.wordList(), vocabulary: options.words.vocabulary(for: checker.language))
            options.print(PuzzleReport(bee, language: checker.language, answers: answers),
                          lines: answers.words.map { "\($0.word)\($0.isPangram ? " *" : "") \($0.points)" })
        }
    }
}

extension Bee {
    /// The day's hints as lines: ranks, totals, the grid (a row a first letter, a column a
    /// length, a dash for none, Σ the row's total) and the two-letter starts.
    static func printHints(_ day: SpellingBeeDay) {
        let output = OutputBuffer()
        output.writeLine("Ranks: " + day.ranks.map { "\($0.name) \($0.points)" }.joined(separator: ", "))
        output.writeLine("Words: \(day.answers.count), points: \(day.totalPoints), pangrams: \(day.pangrams.count)")
        let lengths = Set(day.grid.values.flatMap(\.keys)).sorted()
        func cell(_ text: String) -> String { String(repeating: " ", count: max(0, 4 - text.count)) + text }
        output.writeLine("   " + lengths.map { cell(String($0)) }.joined() + cell("Σ"))
        for letter in day.grid.keys.sorted() {
            let row = day.grid[letter] ?? [:]
            output.writeLine(letter + ": " + lengths.map { cell(row[$0].map(String.init) ?? "-") }.joined()
                             + cell(String(row.values.reduce(0, +))))
        }
        output.writeLine("Two letters: " + day.twoLetterStarts.keys.sorted().map { "\($0)-\(day.twoLetterStarts[$0]!)" }.joined(separator: " "))
        output.flush()
    }
}

struct RackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rack",
        abstract: "List the words a Scrabble-style rack spells.",
        discussion: """
            TILES are the rack's letters (1 to 15 tiles), ? for each blank (at most 3), \
            such as retain??. A word counts when each letter is a tile, used once, or a \
            blank, and it has at least --min-length letters (2). It scores its tiles' \
            values in the language's Scrabble set (blanks score 0; English: a e i l n o r s \
            t u 1, d g 2, b c m p 3, f h v w y 4, k 5, j x 8, q z 10), and 50 more when it \
            uses all of a rack of seven tiles or more; board squares are not counted. \
            The words are those of the game vocabulary (no Roman numerals, words \
            without a vowel or rare words) unless --all-words is given. \
            Prints the words most points first, each with its points and the blanks it \
            needs, then `N words, P points` (past --limit, with how many were shown). \
            With --json, {"puzzle": "rack", "query", "language", "count", "total", \
            "truncated", "points", "words": [{"word", "points", "blanks"}]}.

            Exit status: 0 done, 64 usage error (a tile that is neither a letter nor ?, \
            more than 15 tiles or 3 blanks), 66 missing dictionary or word list.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(parsing: .unconditional, help: "The fewest letters a word may have.")
    var minLength: Int = 2

    @OptionGroup var options: PuzzleOptions

    @Argument(help: "The rack's tiles, ? for a blank, such as retain??; quote it for the shell.")
    var tiles: String

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            let rack = try LetterRack(tiles, values: .standard(for: checker.language), minimumLength: minLength,
                                      foldsAccents: options.foldAccents, maximumAnswers: options.limit)
            let answers = rack.answers(in: try checker.wordList(), vocabulary: options.words.vocabulary(for: checker.language))
            options.print(PuzzleReport(rack, language: checker.language, answers: answers), lines: answers.words.map {
                "\($0.word) \($0.points)" + ($0.blanksUsed > 0 ? " (\($0.blanksUsed) blank\($0.blanksUsed == 1 ? "" : "s"))" : "")
            })
        }
    }
}

struct Find: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "find",
        abstract: "List the words that fill a crossword pattern.",
        discussion: """
            In PATTERN, ? is one letter, * any run of letters (none included), [abc] one of \
            the letters in brackets and [^abc] one letter not among them; any other letter \
            is itself. Only lower-case words of the dictionary's word list count unless \
            --capitalised is given; words with hyphens, apostrophes or digits never do. \
            The words are those of the game vocabulary (no Roman numerals, words \
            without a vowel or rare words) unless --all-words is given. \
            Prints the words in alphabetical (byte) order, then a line `N words` \
            (stopping at --limit, and saying so). With --json, {"puzzle": "find", \
            "query", "language", "count", "total", "truncated", "words": [{"word", \
            "letters"}]}, without "total" when the limit cut the list.

            Exit status: 0 done (also when no word fills the pattern), 64 usage error (an \
            empty or malformed pattern, one of * alone), 66 missing dictionary or word list.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "Let capitalised words fill the pattern too (paris finds Paris).")
    var capitalised = false

    @OptionGroup var options: PuzzleOptions

    @Argument(help: "The pattern, such as c?t, *ing or [aeiou]??; quote it for the shell.")
    var pattern: String

    func run() throws {
        try reportingFailures {
            let query = try WordPattern(pattern, foldsAccents: options.foldAccents, includesCapitalised: capitalised,
                                        maximumAnswers: options.limit)
            let checker = try dictionary.makeChecker()
            let answers = query.answers(in: try checker.wordList(), vocabulary: options.words.vocabulary(for: checker.language))
            options.print(PuzzleReport(query, language: checker.language, answers: answers),
                          lines: answers.words.map(\.word))
        }
    }
}

struct WordleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wordle",
        abstract: "List the words still possible on a Wordle board, or the best guess to play next.",
        discussion: """
            Each GUESS is a word and the marks it got, GUESS=MARKS: g green (this letter, \
            here), y yellow (in the word, elsewhere), . grey (not in the word, or not once \
            more), one mark a letter, as in crane=..y.g. A word is possible when each guess, \
            played against it, would get exactly its marks, repeated letters marked as the \
            game marks them (greens first, then yellows left to right while the word has \
            that letter left). With --hard, prints instead the words hard mode lets you \
            guess next: the greens in their places and the yellows somewhere. Only \
            lower-case words of the guesses' length count. Prints the words most common \
            first, then a line `N words` (past --limit, with how many were shown); only \
            words of the game vocabulary unless --all-words is given. With --json, \
            {"puzzle": "wordle", "query", "language", "count", "total", "truncated", \
            "words": [{"word"}]}.

            --next prints the guess to play instead (no GUESS: the first guess, for words \
            of --length letters), then a line with how many answers are still possible \
            and the guesses the solver expects to need from there, on average and at \
            most. Every word of the vocabulary of that length is an answer and a guess. \
            The solver plays guesses out as a game tree: it ranks every guess by how \
            many groups its marks would split the possible answers into (then by the sum \
            of the squares of their sizes) and plays the best --lookahead of them (4) to \
            the end for each of the first three guesses, the best one after; --exhaustive plays \
            every guess everywhere (the true optimum, for 1,000 words at most). \
            With --hard, it plays only guesses hard mode allows. The first guess searches \
            the whole vocabulary (seconds); later ones take milliseconds. --evaluate plays \
            every answer with the solver and prints the first guess, the average number \
            of guesses, the most any answer takes and how many take 1, 2, 3... With \
            --json, {"puzzle": "wordle", "query", "language", "length", "hard", "next": \
            {"guess", "possibleAnswers", "expectedGuesses", "mostGuesses", "canWin"} or \
            null} or, for --evaluate, "evaluation": {"firstGuess", "answers", \
            "totalGuesses", "average", "mostGuesses", "guessCounts"}.

            Exit status: 0 done (also when no word is possible), 64 usage error (a guess \
            that is not GUESS=MARKS, guesses of different lengths, no guess without \
            --next or --evaluate), 66 missing dictionary or word list.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Flag(help: "List the words hard mode allows as the next guess (with --next or --evaluate: play by hard mode).")
    var hard = false

    @Flag(help: "Print the best guess to play next instead of the possible words.")
    var next = false

    @Flag(help: "Play every answer with the solver; print the average and the most guesses.")
    var evaluate = false

    @Option(parsing: .unconditional, help: ArgumentHelp("The word length for --next with no guess, and for --evaluate.", valueName: "letters"))
    var length: Int = 5

    @Option(parsing: .unconditional, help: "How many guesses the solver plays out for each of the first three guesses, the best one after (1 to 16).")
    var lookahead: Int = 4

    @Flag(help: "Play every guess out everywhere: the optimum, for 1000 words at most.")
    var exhaustive = false

    @OptionGroup var options: PuzzleOptions

    @Argument(help: "The guesses so far, each GUESS=MARKS (crane=..y.g).")
    var guesses: [String] = []

    func validate() throws {
        if next && evaluate { throw ValidationError("Give --next or --evaluate, not both.") }
        if guesses.isEmpty && !next && !evaluate { throw ValidationError("Give the guesses so far (GUESS=MARKS), or --next or --evaluate.") }
        if evaluate && !guesses.isEmpty { throw ValidationError("--evaluate plays whole games: give no guesses.") }
    }

    func run() throws {
        try reportingFailures {
            let board = guesses.isEmpty ? nil : try Wordle(guesses, hardMode: hard, foldsAccents: options.foldAccents, maximumAnswers: options.limit)
            let checker = try dictionary.makeChecker()
            if next || evaluate {
                let solver = try WordleSolver(length: board?.length ?? length, list: try checker.wordList(),
                                              vocabulary: options.words.vocabulary(for: checker.language), hardMode: hard, foldsAccents: options.foldAccents,
                                              strategy: exhaustive ? .exhaustive : .lookahead(lookahead))
                let output = OutputBuffer()
                if evaluate {
                    let evaluation = solver.evaluate()
                    if options.json {
                        output.writeLine(JSON.text(WordleSolverReport(evaluation: evaluation, solver: solver, language: checker.language)))
                    } else {
                        output.writeLine(evaluation.firstGuess)
                        output.writeLine(Self.summary(evaluation))
                    }
                } else {
                    let guess = solver.nextGuess(after: board)
                    if options.json {
                        output.writeLine(JSON.text(WordleSolverReport(next: guess, after: guesses, solver: solver, language: checker.language)))
                    } else if let guess {
                        output.writeLine(guess.guess)
                        output.writeLine(Self.summary(guess))
                    } else {
                        output.writeLine("0 words")
                    }
                }
                output.flush()
                return
            }
            guard let board else { return }
            let answers = board.answers(in: try checker.wordList(), vocabulary: options.words.vocabulary(for: checker.language))
            options.print(PuzzleReport(board, language: checker.language, answers: answers),
                          lines: answers.words.map(\.word))
        }
    }

    /// `13 possible answers; 2.15 guesses expected from here, at most 3`.
    static func summary(_ next: WordleSolver.NextGuess) -> String {
        let answers = "\(next.possibleAnswers) possible \(next.possibleAnswers == 1 ? "answer" : "answers")"
        return answers + "; \(String(format: "%.2f", next.expectedGuesses)) guesses expected from here, at most \(next.mostGuesses)"
    }

    /// `5416 answers: 3.5123 guesses on average, at most 7 (1: 1, 2: 130, 3: …)`.
    static func summary(_ evaluation: WordleSolver.Evaluation) -> String {
        let counts = evaluation.guessCounts.enumerated().dropFirst().filter { $0.element > 0 }.map { "\($0.offset): \($0.element)" }
        return "\(evaluation.answers) answers: \(String(format: "%.4f", evaluation.average)) guesses on average, "
            + "at most \(evaluation.mostGuesses) (\(counts.joined(separator: ", ")))"
    }
}

struct BoggleCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "boggle",
        abstract: "List the words traced on a Boggle grid.",
        discussion: """
            GRID is written row by row, rows separated by / (seat/rlnd/tiqua/cohe), every row \
            as many cells as the first, at most 6 by 6; qu is one cell. A word is traced \
            through cells next to each other (across, up, down or diagonally), no cell \
            twice, and has at least --min-length letters (3). It scores as in the game: 1 \
            point with three or four letters, 2 with five, 3 with six, 5 with seven, 11 \
            with eight or more. Only lower-case words of the dictionary's word list count. \
            The words are those of the game vocabulary (no Roman numerals, words \
            without a vowel or rare words) unless --all-words is given. \
            Prints the words most points first, each with its points, then `N words, P \
            points` (past --limit, with how many were shown). With --json, {"puzzle": \
            "boggle", "query", "language", "count", "total", "truncated", "points", \
            "words": [{"word", "points"}]}.

            --roll SEED rolls a board from the language's dice instead (the 16 dice of the \
            English game for English 4 by 4, else dice made from the vocabulary's letters, \
            as often as they occur) and lists its words; --side sets its size (4). \
            --best searches for a board that scores high (simulated annealing, --steps \
            steps from --seed; with --dice, each cell a face of its own die) and prints the \
            best grid found, then `P points, W words`.

            Exit status: 0 done, 64 usage error (rows of different widths, a cell that is \
            not a letter, a grid larger than 6 by 6, a side outside 2 to 6, no grid without \
            --roll or --best), 66 missing dictionary or word list.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions

    @Option(parsing: .unconditional, help: "The fewest letters a word may have.")
    var minLength: Int = 3

    @OptionGroup var options: PuzzleOptions

    @Option(name: .customLong("roll"), help: ArgumentHelp("Roll a board from the language's dice with this seed instead of GRID.",
                                                          valueName: "seed"))
    var rollSeed: UInt64?

    @Flag(help: "Search for a high-scoring board instead of listing a grid's words.")
    var best = false

    @Option(parsing: .unconditional, help: "The rows and columns of a board for --roll and --best (2 to 6).")
    var side: Int = 4

    @Option(parsing: .unconditional, help: "How many steps --best takes (1 to 20000000).")
    var steps: Int = 100_000

    @Option(parsing: .unconditional, help: "The seed --best starts from.")
    var seed: UInt64 = 1

    @Flag(help: "With --best, keep each cell a face of its own die.")
    var dice = false

    @Argument(help: "The grid, rows separated by / (seat/rlnd/tiqua/cohe).")
    var grid: String?

    func validate() throws {
        if best && rollSeed != nil { throw ValidationError("Give --roll or --best, not both.") }
        if (best || rollSeed != nil) == (grid != nil) { throw ValidationError("Give a GRID, or --roll SEED or --best.") }
        if !(1...BoggleBoards.maximumSteps).contains(steps) {
            throw ValidationError("--steps must be from 1 to \(BoggleBoards.maximumSteps).")
        }
    }

    func run() throws {
        try reportingFailures {
            let checker = try dictionary.makeChecker()
            var grid = grid ?? ""
            if best || rollSeed != nil {
                let boards = try BoggleBoards(list: try checker.wordList(), vocabulary: options.words.vocabulary(for: checker.language), side: side,
                                              minimumLength: minLength, foldsAccents: options.foldAccents)
                if best {
                    let found = try boards.best(seed: seed, steps: steps, dice: dice ? boards.dice(for: checker.language) : nil)
                    let output = OutputBuffer()
                    output.writeLine(found.grid)
                    output.writeLine("\(found.score) points, \(found.words) words")
                    output.flush()
                    return
                }
                grid = try boards.roll(boards.dice(for: checker.language), seed: rollSeed ?? 0)
                FileHandle.standardError.write(Data("\(grid)\n".utf8))
            }
            let board = try Boggle(grid, minimumLength: minLength, foldsAccents: options.foldAccents, maximumAnswers: options.limit)
            let answers = board.answers(in: try checker.wordList(), vocabulary: options.words.vocabulary(for: checker.language))
            options.print(PuzzleReport(board, language: checker.language, answers: answers),
                          lines: answers.words.map { "\($0.word) \($0.points)" })
        }
    }
}
