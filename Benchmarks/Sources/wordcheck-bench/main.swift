// wordcheck-bench: WordCheck's side of scripts/bench-compare.sh. Each mode
// prints one JSON object on stdout, in the same shape as the C, C++ and Python
// drivers in scripts/support, so the script can put them side by side.
//
//   wordcheck-bench spell DICT WORDS [PASSES] [THREADS]
//   wordcheck-bench suggest DICT WORDS [LIMIT]
//   wordcheck-bench corrections DICT WORDS wordlist|hunspell   (TSV: ms, then the suggestions)
//   wordcheck-bench validate DICT ACCEPTED [PASSES]
//   wordcheck-bench validate-loop|spell-loop DICT ACCEPTED [PASSES]   (for callgrind)
//   wordcheck-bench textchecker DICT WORDS [PASSES]   (UIKit-style calls: held checker, held
//                                                      TextChecker, a TextChecker per call)
//   wordcheck-bench textchecker-loop DICT WORDS PASSES WAY   (one of the three ways, for callgrind)
//   wordcheck-bench spell-pure DICT WORDS [PASSES]   (WordListChecker on DICT.words: no libhunspell)
//   wordcheck-bench spell-set DICT WORDS [PASSES]    (a Swift Set<String> of DICT.words's forms)
//   wordcheck-bench first-answer DICT WORDS          (load WordListChecker, check the first word: for peak RSS)
//   wordcheck-bench bare DICT WORDS                  (nothing: the RSS of a Swift process with Foundation)
//   wordcheck-bench puzzles en|es|it /dev/null [N] [KIND]  (the word games on a bundled list, N queries a kind
//                                                      or of KIND alone: p50/p99 a query, and the brute-force scan
//                                                      unless WORDCHECK_BENCH_NO_SCAN is set)
//   wordcheck-bench wordle-solver en|es|it /dev/null [N]  (the Wordle solver on a bundled list's 5-letter
//                                                      words, normal and hard mode: the evaluation over every
//                                                      answer, then N seeded boards after its first guess and
//                                                      N after a random first guess, each next guess timed)
//   wordcheck-bench wordle-optimum en|es|it /dev/null SIZE [SEED]  (SIZE five-letter words drawn with SEED (3):
//                                                      the exhaustive optimum beside look-aheads 1, 2 and 4)
//   wordcheck-bench boggle-boards en|es|it /dev/null STEPS [SIDE]  (Boggle boards on a bundled list: a board's
//                                                      score on 500 rolled boards and on the annealer's, µs; the
//                                                      annealer from seeds 1 to 3, STEPS steps each)
//   wordcheck-bench board-moves en|es|it /dev/null GAMES  (board moves on a bundled list: the engine's build and
//                                                      memory, then GAMES seeded games from an empty board, each
//                                                      turn's moves timed; mid-game is turns 3 to 12)
//   wordcheck-bench corrections-replay en|es|it PAIRS [N] [SEED]  (learned corrections replayed: N pairs of PAIRS,
//                                                      `misspelling<TAB>intended[,intended...]`, drawn with SEED: the
//                                                      suggestions' top-1 before and after one acceptance, then six
//                                                      picks each among the intended words, counting the automatic
//                                                      corrections made before each pick and how many were the pick)
//   wordcheck-bench game-vocabulary en|es|it /dev/null   (the words GameVocabulary.standard's rules admit from a
//                                                      bundled list, before the curated exclusions: the input of
//                                                      scripts/generate-game-exclusions.sh)
//
// DICT is a name in /usr/share/hunspell (en_US) or a path without extension.

import BenchmarkWorkloads
import Dispatch
import Foundation
import SpellChecking
import WordValidator

func now() -> UInt64 { DispatchTime.now().uptimeNanoseconds }

func json(_ fields: [(String, Any)]) -> String {
    func encode(_ value: Any) -> String {
        switch value {
        case let text as String: "\"\(text)\""
        case let number as Double: String(format: "%.3f", number)
        case let numbers as [Double]: "[" + numbers.map { String(format: "%.3f", $0) }.joined(separator: ", ") + "]"
        default: "\(value)"
        }
    }
    return "{" + fields.map { "\"\($0.0)\": \(encode($0.1))" }.joined(separator: ", ") + "}"
}

/// The word list of a bundled language (en, es, it), or exit 66 with the reason.
func bundledList(_ language: String) -> WordList {
    do {
        return try WordListChecker(language: language).wordList()
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(66)
    }
}

let arguments = CommandLine.arguments
guard arguments.count >= 4 else {
    FileHandle.standardError.write(Data("usage: wordcheck-bench spell|suggest|validate|solve|puzzles|wordle-solver DICT WORDS [N] [THREADS]\n".utf8))
    exit(64)
}
let (mode, dictionary, file) = (arguments[1], arguments[2], arguments[3])
let number = arguments.count > 4 ? Int(arguments[4]) ?? 5 : 5
let words = ["puzzles", "wordle-solver", "wordle-optimum", "boggle-boards", "board-moves", "game-vocabulary", "corrections-replay"].contains(mode) ? [] : Workloads.words(file)  // games make their own queries

/// Times passes of `isCorrect` over the words and prints them as the spell mode does.
func timePasses(tool: String, loadMilliseconds: Double, _ isCorrect: (String) -> Bool) -> Never {
    var accepted = 0
    for word in words where isCorrect(word) { accepted += 1 }  // warm-up
    var perWord: [Double] = []
    for _ in 0..<number {
        let start = now()
        accepted = 0
        for word in words where isCorrect(word) { accepted += 1 }
        perWord.append(Double(now() - start) / Double(words.count))
    }
    print(json([("tool", tool), ("mode", "spell"), ("dictionary", dictionary), ("threads", 1),
                ("words", words.count), ("accepted", accepted), ("load_ms", loadMilliseconds), ("ns_per_word", perWord)]))
    exit(0)
}

/// The word list beside DICT's files.
func loadList() -> WordList {
    let base = dictionary.contains("/") ? dictionary : "/usr/share/hunspell/\(dictionary)"
    do {
        return try WordList(contentsOf: URL(fileURLWithPath: base + ".words"))
    } catch {
        FileHandle.standardError.write(Data("\(error)\n".utf8))
        exit(66)
    }
}

// The modes that never load libhunspell, so that a process's peak memory is theirs alone.
switch mode {
case "bare":
    print(json([("tool", "swift-bare"), ("mode", mode), ("words", words.count)]))
    exit(0)
case "spell-pure", "first-answer":
    let loadStart = now()
    let name = URL(fileURLWithPath: dictionary).lastPathComponent
    guard let language = try? Language(name) else { exit(64) }
    let pure = WordListChecker(list: loadList(), language: language)
    if mode == "first-answer" {
        let answer = pure.isCorrect(words[0])
        let milliseconds = Double(now() - loadStart) / 1e6
        print(json([("tool", "wordcheck-pure"), ("mode", mode), ("dictionary", dictionary), ("word", words[0]),
                    ("accepted", answer ? 1 : 0), ("first_answer_ms", milliseconds)]))
        exit(0)
    }
    timePasses(tool: "wordcheck-pure", loadMilliseconds: Double(now() - loadStart) / 1e6, pure.isCorrect)
case "puzzles":
    // The word games on DICT's bundled list (en, es or it): NUMBER seeded queries of each
    // kind, each timed once after a warm-up pass, with the standard vocabulary; then the
    // brute-force anchor on the first 3 of each kind: every lower-case listed form judged
    // by the game's single-play rule (validate, with a checker that accepts all).
    let list = bundledList(dictionary)
    var forms: [String] = []
    for form in list where form == form.lowercased() && form.allSatisfy(\.isLetter) { forms.append(form) }
    var random = SeededGenerator(seed: 2026)
    func randomForm(_ length: ClosedRange<Int> = 3...12) -> [Character] {
        while true {
            let form = forms[Int.random(in: 0..<forms.count, using: &random)]
            if length.contains(form.count) { return Array(form) }
        }
    }
    func letters(_ count: Int) -> [Character] {
        var picked: [Character] = []
        while picked.count < count {
            for letter in randomForm() where !picked.contains(letter) && picked.count < count { picked.append(letter) }
        }
        return picked
    }
    struct AcceptAll: SpellChecker {
        static let availableLanguages = [Language.english]
        let language = Language.english
        func isCorrect(_ word: String) -> Bool { true }
        func suggestions(for word: String) -> [String] { [] }
        func completions(forPartialWord partialWord: String, limit: Int) throws(SpellCheckingError) -> [String] { [] }
    }
    /// A query: the walk's answer count, and the brute-force scan's.
    typealias Query = (walk: () -> Int, scan: () -> Int)
    var kinds: [(name: String, queries: [Query])] = []
    let count = max(10, number)
    kinds.append(("bee", (0..<count).map { _ in
        let picked = letters(7)
        let bee = try! SpellingBee(letters: String(picked), center: String(picked[0]))
        return ({ bee.words(in: list).count }, { forms.filter { if case .success = bee.validate($0, checker: AcceptAll()) { true } else { false } }.count })
    }))
    kinds.append(("rack 7+2 blanks", (0..<count).map { _ in
        let rack = try! LetterRack(String(randomForm(5...12).prefix(5)) + "??", values: .standard(for: try! Language(dictionary)))
        return ({ rack.words(in: list).count }, { forms.filter { if case .success = rack.validate($0, checker: AcceptAll()) { true } else { false } }.count })
    }))
    kinds.append(("pattern, first letter fixed", (0..<count).map { _ in
        let form = randomForm(4...9)
        var text = String(form[0])
        for letter in form.dropFirst() { text += Bool.random(using: &random) ? "?" : String(letter) }
        let pattern = try! WordPattern(text)
        return ({ pattern.words(in: list).count }, { forms.filter(pattern.matches).count })
    }))
    kinds.append(("pattern starting with *", (0..<count).map { _ in
        let pattern = try! WordPattern("*" + String(randomForm(4...12).suffix(3)))
        return ({ pattern.words(in: list).count }, { forms.filter(pattern.matches).count })
    }))
    kinds.append(("wordle, two guesses", (0..<count).map { _ in
        let answer = randomForm(5...5)
        let guesses = (0..<2).map { _ in randomForm(5...5) }.map { String($0) + "=" + String(Wordle.marks(for: $0, against: answer).map(\.rawValue)) }
        let board = try! Wordle(guesses)
        return ({ board.words(in: list).count }, { forms.filter { $0.count == 5 && board.allows($0) }.count })
    }))
    for side in [4, 5] {
        kinds.append(("boggle \(side)x\(side)", (0..<count).map { _ in
            var cells: [Character] = []
            while cells.count < side * side { for letter in randomForm() where cells.count < side * side && letter != "q" { cells.append(letter) } }
            let grid = try! Boggle((0..<side).map { String(cells[($0 * side)..<($0 * side + side)]) }.joined(separator: "/"))
            return ({ grid.words(in: list).count }, { forms.filter { if case .success = grid.validate($0, checker: AcceptAll()) { true } else { false } }.count })
        }))
    }
    // One line per kind of query (the KIND argument, when given: for callgrind).
    let only = arguments.count > 5 ? arguments[5] : nil
    for kind in kinds where only == nil || kind.name.hasPrefix(only!) {
        for query in kind.queries { keep(query.walk()) }  // warm-up
        var times: [Double] = []
        var answers = 0
        for query in kind.queries {
            let start = now()
            answers += query.walk()
            times.append(Double(now() - start) / 1e3)
        }
        var scans: [Double] = []
        let scanning = only == nil && ProcessInfo.processInfo.environment["WORDCHECK_BENCH_NO_SCAN"] == nil
        for query in kind.queries.prefix(scanning ? 3 : 0) {
            let start = now()
            keep(query.scan())
            scans.append(Double(now() - start) / 1e3)
        }
        times.sort()
        func at(_ fraction: Double) -> Double { times[min(times.count - 1, Int(fraction * Double(times.count - 1)))] }
        print(json([("tool", "wordcheck-swift"), ("mode", "puzzles"), ("dictionary", dictionary), ("query", kind.name),
                    ("forms", forms.count), ("queries", times.count), ("words_mean", Double(answers) / Double(times.count)),
                    ("us_p50", at(0.5)), ("us_p99", at(0.99)), ("us_max", times.last ?? 0),
                    ("scan_us_mean", scans.isEmpty ? -1 : scans.reduce(0, +) / Double(scans.count))]))
    }
    exit(0)
case "wordle-solver":
    let list = bundledList(dictionary)
    for hard in [false, true] {
        let solver = try! WordleSolver(length: 5, list: list, hardMode: hard)
        let start = now()
        let evaluation = solver.evaluate()
        let evaluateSeconds = Double(now() - start) / 1e9
        // Boards after one guess: the solver's own first guess (its tree known since the
        // evaluation), then a random word of the vocabulary (a position searched anew).
        var random = SeededGenerator(seed: 2026)
        var line: [(String, Any)] = [("tool", "wordcheck-swift"), ("mode", "wordle-solver"), ("dictionary", dictionary), ("hard", hard),
                                     ("answers", evaluation.answers), ("first_guess", evaluation.firstGuess),
                                     ("average", evaluation.average), ("most", evaluation.mostGuesses), ("evaluate_s", evaluateSeconds)]
        for (name, own) in [("own", true), ("other", false)] {
            var times: [Double] = []
            var left = 0
            for _ in 0..<max(10, number) {
                let answer = solver.answers[Int.random(in: 0..<solver.answers.count, using: &random)]
                let first = own ? evaluation.firstGuess : solver.guesses[Int.random(in: 0..<solver.guesses.count, using: &random)]
                let marks = Wordle.marks(for: Array(first), against: Array(answer))
                let board = try! Wordle([first + "=" + String(marks.map(\.rawValue))])
                let begin = now()
                let next = solver.nextGuess(after: board)
                times.append(Double(now() - begin) / 1e6)
                left += next?.possibleAnswers ?? 0
            }
            times.sort()
            func at(_ fraction: Double) -> Double { times[min(times.count - 1, Int(fraction * Double(times.count - 1)))] }
            line += [("\(name)_boards", times.count), ("\(name)_answers_left_mean", Double(left) / Double(times.count)),
                     ("\(name)_next_ms_p50", at(0.5)), ("\(name)_next_ms_p99", at(0.99)), ("\(name)_next_ms_max", times.last ?? 0)]
        }
        print(json(line))
    }
    exit(0)
case "boggle-boards":
    let list = bundledList(dictionary)
    let side = arguments.count > 5 ? Int(arguments[5]) ?? 4 : 4
    let buildStart = now()
    let boards = try! BoggleBoards(list: list, side: side)
    let buildMilliseconds = Double(now() - buildStart) / 1e6
    let dice = boards.dice(for: try! Language(dictionary))
    func timed(_ grids: [Boggle]) -> (p50: Double, p99: Double) {
        for grid in grids { keep(boards.score(grid)) }  // warm-up
        var times = grids.map { grid in
            let start = now()
            keep(boards.score(grid))
            return Double(now() - start) / 1e3
        }
        times.sort()
        return (times[times.count / 2], times[min(times.count - 1, times.count * 99 / 100)])
    }
    let rolled = timed((0..<500).map { try! Boggle(try! boards.roll(dice, seed: UInt64($0))) })
    var line: [(String, Any)] = [("tool", "wordcheck-swift"), ("mode", "boggle-boards"), ("dictionary", dictionary), ("side", side),
                                 ("words", boards.wordCount), ("build_ms", buildMilliseconds),
                                 ("rolled_us_p50", rolled.p50), ("rolled_us_p99", rolled.p99)]
    var found: [BoggleBoards.Found] = []
    for seed in 1...3 as ClosedRange<UInt64> {
        let start = now()
        let best = try! boards.best(seed: seed, steps: number)
        line += [("seed_\(seed)_grid", best.grid), ("seed_\(seed)_score", best.score), ("seed_\(seed)_s", Double(now() - start) / 1e9)]
        found.append(best)
    }
    let dense = timed(found.map { try! Boggle($0.grid) })
    line += [("annealed_us_p50", dense.p50), ("annealed_us_p99", dense.p99)]
    print(json(line))
    exit(0)
case "board-moves":
    let list = bundledList(dictionary)
    let tiles = TileSet.standard(for: try! Language(dictionary))
    let buildStart = now()
    let engine = BoardMoves(list: list, tiles: tiles)
    let buildMilliseconds = Double(now() - buildStart) / 1e6
    var random = SeededGenerator(seed: 2026)
    var times: [Double] = [], counts: [Int] = []
    for _ in 0..<max(1, number) {
        var bag = tiles.tiles.flatMap { Array(repeating: $0.letters.count == 1 ? $0.letters : "[" + $0.letters + "]", count: $0.count) }
            + Array(repeating: "?", count: tiles.blanks)
        bag.shuffle(using: &random)
        var board = try! WordBoard()
        var rack: [String] = []
        for turn in 0..<14 {
            while rack.count < tiles.rackSize, let tile = bag.popLast() { rack.append(tile) }
            guard !rack.isEmpty else { break }
            let begin = now()
            let moves = try! engine.moves(on: board, rack: rack.joined())
            let elapsed = Double(now() - begin) / 1e6
            if turn >= 2 && turn < 12 {
                times.append(elapsed)
                counts.append(moves.count)
            }
            guard let best = moves.first else {
                rack.removeAll()  // no move: exchange the rack
                continue
            }
            board = board.playing(best)
            for placement in best.placements {
                let shown = placement.isBlank ? "?" : placement.letters.count == 1 ? placement.letters : "[" + placement.letters + "]"
                if let index = rack.firstIndex(of: shown) { rack.remove(at: index) }
            }
        }
    }
    times.sort()
    print(json([("tool", "wordcheck-swift"), ("mode", "board-moves"), ("dictionary", dictionary), ("words", engine.wordCount),
                ("build_ms", buildMilliseconds), ("engine_bytes", engine.memoryBytes), ("positions", times.count),
                ("moves_mean", Double(counts.reduce(0, +)) / Double(max(1, counts.count))),
                ("ms_p50", times[times.count / 2]), ("ms_p99", times[min(times.count - 1, times.count * 99 / 100)]),
                ("ms_max", times.last ?? 0)]))
    exit(0)
case "corrections-replay":
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-replay-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let checker = try! HunspellChecker(language: Language(dictionary)).using(PersonalDictionary(folder: folder))
    let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
    // Pairs whose misspelling the checker rejects, with the intended words it accepts.
    var pairs: [(misspelling: String, intended: [String])] = []
    for line in text.split(separator: "\n") {
        let fields = line.split(separator: "\t", maxSplits: 1).map(String.init)
        guard fields.count == 2, !checker.isCorrect(fields[0]) else { continue }
        let intended = fields[1].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            .filter { !$0.isEmpty && $0 != fields[0] && $0.split(separator: " ").allSatisfy { checker.isCorrect(String($0)) } }
        if !intended.isEmpty { pairs.append((fields[0], intended)) }
    }
    var random = SeededGenerator(seed: arguments.count > 5 ? UInt64(arguments[5]) ?? 1 : 1)
    let sample = Array(pairs.shuffled(using: &random).prefix(number))
    var before = 0, after = 0, ambiguous = 0
    for pair in sample {
        if checker.suggestions(for: pair.misspelling).first == pair.intended[0] { before += 1 }
        _ = try? checker.learnCorrection(pair.misspelling, as: pair.intended[0])
        if checker.suggestions(for: pair.misspelling).first == pair.intended[0] { after += 1 }
        if pair.intended.count > 1 { ambiguous += 1 }
    }
    // A user's stream: each misspelling met six more times, meaning one of its intended words each time.
    var automatic = 0, right = 0
    for pair in sample {
        for _ in 0..<6 {
            let pick = pair.intended[Int.random(in: 0..<pair.intended.count, using: &random)]
            if let applied = checker.autocorrection(for: pair.misspelling) {
                automatic += 1
                if applied == pick { right += 1 }
            }
            _ = try? checker.learnCorrection(pair.misspelling, as: pick)
        }
    }
    print(json([("tool", "wordcheck-swift"), ("mode", "corrections-replay"), ("dictionary", dictionary), ("pairs", sample.count),
                ("ambiguous", ambiguous), ("top1_before", Double(before) / Double(max(1, sample.count))),
                ("top1_after", Double(after) / Double(max(1, sample.count))), ("automatic", automatic),
                ("automatic_right", right), ("precision", Double(right) / Double(max(1, automatic)))]))
    exit(0)
case "game-vocabulary":
    let list = bundledList(dictionary)
    var printed = ""
    for length in 1...40 {
        let answers = try! WordPattern(String(repeating: "?", count: length), maximumAnswers: WordPattern.answerLimit)
            .answers(in: list, vocabulary: .standard)
        guard !answers.isTruncated else { fatalError("more than \(WordPattern.answerLimit) words of \(length) letters") }
        for word in answers.words { printed += word.word + "\n" }
    }
    FileHandle.standardOutput.write(Data(printed.utf8))
    exit(0)
case "wordle-optimum":
    let list = bundledList(dictionary)
    let every = try! WordPattern("?????", maximumAnswers: WordPattern.answerLimit).words(in: list).map(\.word)
    var random = SeededGenerator(seed: arguments.count > 5 ? UInt64(arguments[5]) ?? 3 : 3)
    let sample = Array(every.shuffled(using: &random).prefix(number))
    var line: [(String, Any)] = [("tool", "wordcheck-swift"), ("mode", "wordle-optimum"), ("dictionary", dictionary), ("words", sample.count)]
    for (name, strategy) in [("exhaustive", WordleSolver.Strategy.exhaustive), ("lookahead_1", .lookahead(1)),
                             ("lookahead_2", .lookahead(2)), ("lookahead_4", .lookahead(4))] {
        let start = now()
        let evaluation = try! WordleSolver(answers: sample, strategy: strategy).evaluate()
        line += [(name, Double(evaluation.totalGuesses) / Double(sample.count)), ("\(name)_s", Double(now() - start) / 1e9)]
    }
    print(json(line))
    exit(0)
case "spell-set":
    // The floor: membership in a hash set of every listed form (no case variants, no rules).
    let loadStart = now()
    let forms = Set(loadList())
    timePasses(tool: "swift-set", loadMilliseconds: Double(now() - loadStart) / 1e6) { forms.contains($0) }
default:
    break
}

let loadStart = now()
let checker = Workloads.checker(dictionary)
let loadMilliseconds = Double(now() - loadStart) / 1e6

/// One pass over the words; the number accepted.
let pass: @Sendable () -> Int = { [words, checker] in
    var accepted = 0
    for word in words where checker.isCorrect(word) { accepted += 1 }
    return accepted
}

switch mode {
case "spell":
    let threads = arguments.count > 5 ? Int(arguments[5]) ?? 1 : 1
    var accepted = pass()  // warm-up
    var perWord: [Double] = []
    for _ in 0..<number {
        if threads == 1 {
            let start = now()
            accepted = pass()
            perWord.append(Double(now() - start) / Double(words.count))
        } else {
            // Every thread checks every word; the figure is wall time per word checked.
            DispatchQueue.concurrentPerform(iterations: threads) { _ in keep(pass()) }  // warm-up: loads extra handles
            let start = now()
            DispatchQueue.concurrentPerform(iterations: threads) { _ in keep(pass()) }
            perWord.append(Double(now() - start) / Double(words.count * threads))
        }
    }
    print(json([("tool", "wordcheck-swift"), ("mode", "spell"), ("dictionary", dictionary), ("threads", threads),
                ("words", words.count), ("accepted", accepted), ("load_ms", loadMilliseconds), ("ns_per_word", perWord)]))

case "suggest":
    let sample = Array(words.prefix(number))
    var latencies: [Double] = []
    var total = 0
    for word in sample {
        let start = now()
        total += checker.suggestions(for: word).count
        latencies.append(Double(now() - start) / 1e6)
    }
    print(json([("tool", "wordcheck-swift"), ("mode", "suggest"), ("dictionary", dictionary), ("words", sample.count),
                ("suggestions", total), ("load_ms", loadMilliseconds), ("ms_per_word", latencies)]))

case "corrections":
    // One line per word, in order: the milliseconds it took, then its suggestions, tab-separated.
    // The first word's time includes building the engine, as a first request's does.
    let method = arguments.count > 4 ? SuggestionMethod(rawValue: arguments[4]) ?? .wordList : .wordList
    var lines: [String] = []
    lines.reserveCapacity(words.count)
    for word in words {
        let start = now()
        let suggestions = checker.suggestions(for: word, using: method)
        let milliseconds = Double(now() - start) / 1e6
        lines.append(([String(format: "%.4f", milliseconds)] + suggestions).joined(separator: "\t"))
    }
    print(lines.joined(separator: "\n"))

case "validate":
    // The accepted words that 20 eight-letter roots can make, each validated with nothing played yet.
    let rounds = Workloads.rootsAndPlays(words, length: 8, roots: 20).map { round in
        (validator: try! RootWordValidator(root: round.root, checker: checker), inventory: LetterInventory(round.root), plays: round.plays)
    }
    let plays = rounds.reduce(0) { $0 + $1.plays.count }
    func measure(_ body: () -> Int) -> Double {
        _ = body()
        var best: [Double] = []
        for _ in 0..<number {
            let start = now()
            keep(body())
            best.append(Double(now() - start) / Double(plays))
        }
        return best.sorted()[best.count / 2]
    }
    // Each loop takes its validator, inventory and words out of the round once, so the
    // figures are per call, not per copy of a round.
    let spell = measure {
        var accepted = 0
        for round in rounds {
            let plays = round.plays
            for word in plays where checker.isCorrect(word) { accepted += 1 }
        }
        return accepted
    }
    let validate = measure {
        var accepted = 0
        for round in rounds {
            let (validator, plays) = (round.validator, round.plays)
            for word in plays {
                if case .success = validator.validate(word) { accepted += 1 }
            }
        }
        return accepted
    }
    let letters = measure {
        var possible = 0
        for round in rounds {
            let (inventory, plays) = (round.inventory, round.plays)
            for word in plays where inventory.canSpell(word) { possible += 1 }
        }
        return possible
    }
    // The letter check on every accepted word, most of them impossible.
    let sample = Array(words.prefix(20_000))
    let lettersMixed = measure {
        var possible = 0
        for round in rounds {
            let inventory = round.inventory
            for word in sample where inventory.canSpell(word) { possible += 1 }
        }
        return possible
    } * Double(plays) / Double(sample.count * rounds.count)
    print(json([("tool", "wordcheck-swift"), ("mode", "validate"), ("dictionary", dictionary), ("roots", rounds.count),
                ("plays", plays), ("spell_ns", spell), ("validate_ns", validate), ("letter_check_ns", letters),
                ("letter_check_mixed_ns", lettersMixed), ("validate_over_spell", validate / spell)]))

case "validate-loop", "spell-loop":
    // One kind of call only, NUMBER passes over the plays of 20 roots: for counting
    // instructions under callgrind (the difference between 1 and 3 passes is two passes).
    let rounds = Workloads.rootsAndPlays(words, length: 8, roots: 20).map { round in
        (validator: try! RootWordValidator(root: round.root, checker: checker), plays: round.plays)
    }
    var accepted = 0
    for _ in 0..<number {
        for round in rounds {
            let (validator, plays) = (round.validator, round.plays)
            for word in plays {
                if mode == "spell-loop" {
                    if checker.isCorrect(word) { accepted += 1 }
                } else if case .success = validator.validate(word) {
                    accepted += 1
                }
            }
        }
    }
    print(json([("tool", "wordcheck-swift"), ("mode", mode), ("dictionary", dictionary),
                ("calls", rounds.reduce(0) { $0 + $1.plays.count } * number), ("accepted", accepted)]))

case "textchecker", "textchecker-loop":
    // The Word Scramble game's isReal(word:) three ways: on a HunspellChecker held for the run,
    // on a TextChecker held for the run, and on a TextChecker made for each call as UIKit code does.
    let language = checker.language.identifier
    let held = TextChecker()
    func ranges(_ word: String) -> NSRange { NSRange(location: 0, length: word.utf16.count) }
    let ways: [(String, (String) -> Bool)] = [
        ("hunspell_checker", { checker.rangeOfMisspelledWord(in: $0, range: ranges($0), startingAt: 0, wrap: false).location == NSNotFound }),
        ("held_textchecker", { held.rangeOfMisspelledWord(in: $0, range: ranges($0), startingAt: 0, wrap: false, language: language).location == NSNotFound }),
        ("textchecker_per_call", { TextChecker().rangeOfMisspelledWord(in: $0, range: ranges($0), startingAt: 0, wrap: false, language: language).location == NSNotFound }),
    ]
    var fields: [(String, Any)] = [("tool", "wordcheck-swift"), ("mode", mode), ("dictionary", dictionary), ("words", words.count)]
    var answers: [[Bool]] = []
    let only = arguments.count > 5 ? arguments[5] : "textchecker_per_call"
    for (name, isReal) in ways where mode == "textchecker" || name == only {
        answers.append(words.map(isReal))  // warm-up, and the answers to compare
        var perWord: [Double] = []
        for _ in 0..<number {
            var real = 0
            let start = now()
            for word in words where isReal(word) { real += 1 }
            perWord.append(Double(now() - start) / Double(words.count))
            keep(real)
        }
        fields.append(("\(name)_ns_per_word", perWord))
    }
    fields.append(("same_answers", answers.allSatisfy { $0 == answers[0] } ? "yes" : "NO"))
    print(json(fields))

case "solve":
    // WORDS is a root list: every root solved (validator, solver, sorted solutions), NUMBER
    // passes; then the naive way for comparison on 20 roots: a letter check on every
    // lower-case listed form.
    let list = try! checker.wordList()
    let roots = words
    var perRoot = [Double](repeating: .infinity, count: roots.count)
    var found = 0
    for _ in 0..<max(1, number) {
        found = 0
        for (index, root) in roots.enumerated() {
            let start = now()
            let validator = try! RootWordValidator(root: root, checker: checker)
            found += RootWordSolver(validator: validator, list: list).solutions().count
            perRoot[index] = min(perRoot[index], Double(now() - start) / 1e3)
        }
    }
    var forms: [String] = []
    for form in list where form == form.lowercased() { forms.append(form) }
    var scans: [Double] = []
    for root in roots.prefix(20) {
        let start = now()
        let inventory = LetterInventory(root)
        var possible = 0
        for form in forms where inventory.canSpell(form) { possible += 1 }
        keep(possible)
        scans.append(Double(now() - start) / 1e3)
    }
    let sorted = perRoot.sorted()
    func at(_ fraction: Double) -> Double { sorted[min(sorted.count - 1, Int(fraction * Double(sorted.count - 1)))] }
    print(json([("tool", "wordcheck-swift"), ("mode", "solve"), ("dictionary", dictionary), ("roots", roots.count),
                ("words_per_root", Double(found) / Double(roots.count)), ("us_p50", at(0.5)), ("us_p90", at(0.9)),
                ("us_p99", at(0.99)), ("us_max", sorted.last ?? 0), ("us_mean", perRoot.reduce(0, +) / Double(perRoot.count)),
                ("scan_us_mean", scans.reduce(0, +) / Double(max(1, scans.count)))]))

default:
    FileHandle.standardError.write(Data("unknown mode \(mode)\n".utf8))
    exit(64)
}
