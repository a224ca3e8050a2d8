import Foundation
import WordCheck
import Testing
import WordValidator

/// The solver finds exactly the words the validator accepts.
@Suite struct RootWordSolverTests {
    static func solver(_ root: String, _ checker: HunspellChecker, foldsDiacritics: Bool = false,
                       minimumLength: Int = 3) throws -> RootWordSolver {
        let rules = RootWordValidator.Rules(minimumLength: minimumLength, foldsDiacritics: foldsDiacritics)
        return try RootWordSolver(validator: RootWordValidator(root: root, checker: checker, rules: rules))
    }

    /// The classic games' roots hold the words their players know, never the root itself
    /// nor a word the dictionary has only capitalised.
    @Test(arguments: [
        ("agencies", ["cease", "genies", "agencie", "scene", "aegis", "genie", "gene", "ages"], ["agencies", "Agnes", "agnes"]),
        ("gumdrops", ["drops", "gumdrop", "grump", "drums", "mud", "prom"], ["gumdrops", "Gus", "gus"]),
        ("silkworm", ["worms", "silk", "milk", "swirl", "works"], ["silkworm", "Wilks"]),
        ("telepaths", ["staple", "plates", "sheep", "leapt", "sheet", "hate"], ["telepaths", "Pele", "pele"]),
    ])
    func classicRoots(root: String, expected: [String], never: [String]) throws {
        let words = try Self.solver(root, Checkers.english).solutions().map(\.word)
        for word in expected where word != "agencie" {
            #expect(words.contains(word), "\(root) should hold \(word)")
        }
        #expect(!words.contains("agencie"))  // not a word
        for word in never { #expect(!words.contains(word), "\(root) should not hold \(word)") }
        #expect(words.allSatisfy { $0 == $0.lowercased() && $0.count >= 3 })
        #expect(Set(words).count == words.count)
    }

    /// Longest first, then most common, then in byte order; points as the validator gives them.
    @Test func orderAndPoints() throws {
        let solver = try Self.solver("gumdrops", Checkers.english)
        let solutions = solver.solutions()
        #expect(solutions.count >= 15)
        for (a, b) in zip(solutions, solutions.dropFirst()) {
            #expect(a.letterCount > b.letterCount
                    || (a.letterCount == b.letterCount && (a.frequency > b.frequency
                        || (a.frequency == b.frequency && a.word.utf8.lexicographicallyPrecedes(b.word.utf8)))))
        }
        for solution in solutions {
            #expect(solver.validator.validate(solution.word) == .success(solution.accepted))
            #expect(solution.letterCount == solution.word.count)
        }
        #expect(solver.words() == solutions.map(\.accepted))
        #expect(try Self.solver("gumdrops", Checkers.english, minimumLength: 5).solutions().allSatisfy { $0.letterCount >= 5 })
    }

    /// ñ and accented letters are letters of their own, unless the rules fold diacritics.
    @Test func accentsWithAndWithoutFolding() throws {
        let plain = try Self.solver("camiones", Checkers.spanish).solutions().map(\.word)
        let folded = try Self.solver("camiones", Checkers.spanish, foldsDiacritics: true).solutions().map(\.word)
        #expect(plain.contains("camino") && plain.contains("cosa"))
        #expect(!plain.contains("camión"))  // ó is not in the root
        #expect(folded.contains("camión") && folded.contains("camino"))
        #expect(Set(plain).isSubset(of: Set(folded)))
        let niño = try Self.solver("montañas", Checkers.spanish).solutions().map(\.word)
        #expect(niño.contains("maña") || niño.contains("caña") || niño.contains { $0.contains("ñ") })
        #expect(!niño.contains("montañas"))
        let città = try Self.solver("abitazione", Checkers.italian, foldsDiacritics: true).solutions().map(\.word)
        let plainItalian = try Self.solver("abitazione", Checkers.italian).solutions().map(\.word)
        #expect(città.contains { $0.unicodeScalars.contains { $0.value >= 0xC0 } })
        #expect(!plainItalian.contains { $0.unicodeScalars.contains { $0.value >= 0xC0 } })
    }

    /// For every root of the nine bundled lists (every 8th in the test command, all of them
    /// in scripts/check-parity.sh), with and without folding: it holds 15 words or more,
    /// every word found is accepted, and none of 150 listed forms is accepted without being
    /// found. For every 10th root compared, no word near one found (a letter fewer, a root
    /// letter more) is accepted without being found; for every 300th (Italian: 1,000th),
    /// no listed form at all.
    @Test(arguments: [(Language.english, Checkers.english), (.spanish, Checkers.spanish), (.italian, Checkers.italian)])
    func agreesWithTheValidator(language: Language, checker: HunspellChecker) async throws {
        let list = try checker.wordList()
        // Listed forms in lower case of at most nine characters: all a root's words can be.
        var short: [String] = []
        for form in list where form.utf8.count <= 18 && form.count <= 9 && form == form.lowercased() { short.append(form) }
        let probes = stride(from: 0, to: short.count, by: max(1, short.count / 150)).map { short[$0] }
        var jobs: [(root: String, neighbours: Bool, exhaustive: Bool)] = []
        for length in RootWordList.bundledLengths {
            let roots = try RootWordList.bundled(language: language, length: length).words
            let compared = roots.enumerated().filter { $0.offset % Self.rootStride == 0 }.map(\.element)
            for (position, root) in compared.enumerated() {
                jobs.append((root, position % 10 == 0, position % (language == .italian ? 1_000 : 300) == 0))
            }
        }
        let (forms, allJobs) = (short, jobs)
        let problems = await withTaskGroup(of: [String].self) { group in
            for batch in 0..<2 {
                group.addTask {
                    var problems: [String] = []
                    for (index, job) in allJobs.enumerated() where index % 2 == batch {
                        problems += Self.disagreements(job.root, checker: checker, list: list, probes: probes,
                                                       neighbours: job.neighbours, everyForm: job.exhaustive ? forms : nil)
                        if problems.count > 20 { break }
                    }
                    return problems
                }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(jobs.count == 9_000 || Self.rootStride > 1)
        #expect(jobs.count >= 9_000 / Self.rootStride)
        #expect(problems.isEmpty, "\(problems.prefix(20))")
    }

    /// Every how many roots are compared: 8 unless WORDCHECK_ROOTS_STRIDE says otherwise
    /// (scripts/check-parity.sh compares all of them, about two CPU-minutes), and never
    /// fewer than WORDCHECK_PARITY_STRIDE asks for (scripts/sanitize.sh samples more).
    static let rootStride = max(
        Int(ProcessInfo.processInfo.environment["WORDCHECK_ROOTS_STRIDE"] ?? "") ?? 8,
        Int(ProcessInfo.processInfo.environment["WORDCHECK_PARITY_STRIDE"] ?? "") ?? 1, 1)

    static func disagreements(_ root: String, checker: HunspellChecker, list: WordList, probes: [String],
                              neighbours: Bool, everyForm: [String]?) -> [String] {
        var problems: [String] = []
        for folds in [false, true] {
            guard let validator = try? RootWordValidator(root: root, checker: checker,
                                                         rules: .init(minimumLength: 3, foldsDiacritics: folds)) else {
                return ["\(root): no validator"]
            }
            let found = Set(RootWordSolver(validator: validator, list: list, vocabulary: .all).solutions().map(\.word))
            // The bundled lists keep only roots with 15 words or more (dictionaries/ROOTS.md).
            if !folds && found.count < 15 { problems.append("\(root): only \(found.count) words") }
            var tried = Set<String>()
            func probe(_ word: String) {
                guard tried.insert(word).inserted else { return }
                let spelled: String? = if case .success(let play) = validator.validate(word) { play.word } else { nil }
                // Typed without its accents (folding): it counts as a spelling the solver finds.
                if let spelled, spelled != word {
                    if !found.contains(spelled) { problems.append("\(root) (folded): \(word) is accepted as \(spelled), not found") }
                    return
                }
                let accepted = spelled != nil
                if accepted != found.contains(word) {
                    problems.append("\(root)\(folds ? " (folded)" : ""): \(word) is \(accepted ? "accepted but not found" : "found but not accepted")")
                }
            }
            let letters = Set(validator.inventory.letters)
            for word in found {
                probe(word)
                guard neighbours else { continue }
                let characters = Array(word)
                for index in characters.indices {
                    var fewer = characters
                    fewer.remove(at: index)
                    probe(String(fewer))
                }
                for letter in letters {
                    probe(word + String(letter))
                    probe(String(letter) + word)
                }
            }
            for word in probes { probe(word) }
            for word in everyForm ?? [] where validator.inventory.canSpell(word) { probe(word) }
        }
        return problems
    }

    /// A solver needs a word list: a checker without one is a typed error.
    @Test func aCheckerWithoutAListIsAnError() throws {
        struct Everything: SpellChecker {
            static var availableLanguages: [Language] { [.english] }
            var language: Language { .english }
            func isCorrect(_ word: String) -> Bool { true }
            func suggestions(for word: String) -> [String] { [] }
            func completions(forPartialWord partialWord: String, limit: Int) throws(SpellCheckingError) -> [String] { [] }
        }
        let validator = try RootWordValidator(root: "gumdrops", checker: Everything())
        #expect(throws: GameError.noWordList(checker: "Everything")) { try RootWordSolver(validator: validator) }
    }

    /// A word the checker stops accepting is no longer found.
    @Test func removedWordsAreNotFound() throws {
        let checker = try HunspellChecker(dictionary: Checkers.english.dictionary, language: .english, shared: false)
        let solver = try Self.solver("gumdrops", checker)
        #expect(solver.solutions().map(\.word).contains("gourd"))
        try checker.remove("gourd")
        #expect(!checker.isCorrect("gourd"))
        #expect(!solver.solutions().map(\.word).contains("gourd"))
    }
}
