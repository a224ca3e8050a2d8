// ordo-one/benchmark suites for WordCheck. Run with scripts/bench.sh, which
// writes the workloads first (scripts/bench-data.sh).

import Benchmark
import BenchmarkWorkloads
import SpellChecking
import WordValidator

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .throughput, .mallocCountTotal],
        timeUnits: .nanoseconds,
        maxDuration: .seconds(3),
        maxIterations: 1_000_000
    )

    for name in Workloads.dictionaries {
        // Load: a private copy each time, so nothing is cached.
        Benchmark("Load \(name)", configuration: .init(
            metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds, maxIterations: 10)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(Workloads.checker(name)) }
        }

        let checker = Workloads.checker(name)
        let accepted = Workloads.words("accepted-\(name).txt")
        let rejected = Workloads.words("rejected-\(name).txt")
        let frequency = Workloads.words("frequency-\(name).txt")
        let suggest = Workloads.words("suggest-\(name).txt")

        // Per word: each iteration checks the next word of the list.
        for (workload, words) in [("accepted", accepted), ("rejected", rejected), ("frequency stream", frequency)] {
            Benchmark("Spell \(name) \(workload)") { benchmark in
                var index = 0
                for _ in benchmark.scaledIterations {
                    blackHole(checker.isCorrect(words[index]))
                    index = index + 1 == words.count ? 0 : index + 1
                }
            }
        }

        Benchmark("Suggest \(name)", configuration: .init(
            metrics: [.wallClock], timeUnits: .milliseconds, maxDuration: .seconds(5), maxIterations: 200)) { benchmark in
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(checker.suggestions(for: suggest[index]))
                index = (index + 1) % suggest.count
            }
        }

        // Completions need the word list that ships with the bundled copy of the dictionary
        // (the system folder has none). The first call reads the list: do it before measuring.
        let bundled = try! HunspellChecker(language: Language(name), locator: DictionaryLocator(environment: [:], systemFolders: []))
        Benchmark("Load word list \(name)", configuration: .init(
            metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds, maxIterations: 20)) { benchmark in
            for _ in benchmark.scaledIterations { blackHole(try! WordList(contentsOf: bundled.dictionary.wordListFile)) }
        }
        _ = try! bundled.completions(forPartialWord: "a")
        for length in [1, 3] {
            let partials = accepted.map { String($0.prefix(length)) }
            Benchmark("Complete \(name) \(length)-letter partial words", configuration: .init(timeUnits: .microseconds)) { benchmark in
                var index = 0
                for _ in benchmark.scaledIterations {
                    blackHole(try! bundled.completions(forPartialWord: partials[index]))
                    index = (index + 1) % partials.count
                }
            }
        }
        let list = try! WordList(contentsOf: bundled.dictionary.wordListFile)
        Benchmark("Word list contains \(name) accepted") { benchmark in
            var index = 0
            for _ in benchmark.scaledIterations {
                blackHole(list.contains(accepted[index]))
                index = index + 1 == accepted.count ? 0 : index + 1
            }
        }

        if let round = Workloads.rootsAndPlays(accepted, length: 8, roots: 1).first {
            let validator = try! RootWordValidator(root: round.root, checker: checker)
            Benchmark("Validate \(name) accepted word (root \(round.root))") { benchmark in
                var index = 0
                for _ in benchmark.scaledIterations {
                    blackHole(validator.validate(round.plays[index]))
                    index = (index + 1) % round.plays.count
                }
            }
            Benchmark("Letter check \(name) (root \(round.root))") { benchmark in
                var index = 0
                for _ in benchmark.scaledIterations {
                    blackHole(validator.inventory.canSpell(round.plays[index]))
                    index = (index + 1) % round.plays.count
                }
            }
        }
    }
}
