import Foundation
import Testing

@Suite struct SuggestCommandTests {
    @Test func linesPerWord() throws {
        let result = try CLI.run(["suggest", "agensies", "cease"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 2, "output: \(lines)")
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(lines[0].hasPrefix("agensies: "))
        #expect(lines[0].contains("agencies"))
        #expect(lines[1] == "cease:")
    }

    @Test func allCorrectExitsZero() throws {
        let result = try CLI.run(["suggest", "--lang", "it", "perché"])
        #expect(result.status == 0)
        #expect(result.stdout == "perché:\n")
    }

    @Test func json() throws {
        let result = try CLI.run(["suggest", "--json", "--lang", "es", "verguenza", "año", "say \"hi\""])
        let array = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(array[0]["word"] as? String == "verguenza")
        #expect(array[0]["correct"] as? Bool == false)
        #expect((array[0]["suggestions"] as? [String])?.first == "vergüenza")
        #expect(array[1]["word"] as? String == "año")
        #expect(array[1]["correct"] as? Bool == true)
        #expect((array[1]["suggestions"] as? [String]) == [])
        #expect(array[2]["word"] as? String == "say \"hi\"")
    }

    @Test func needsAWord() throws {
        #expect(try CLI.run(["suggest"]).status == 64)
    }

    /// Every process hashes with another seed: the lists must not depend on it.
    @Test func sameListsInEveryProcess() throws {
        let words = ["recieve", "teh", "alot", "wrld", "Seperate", "ACOMODATE", "definately", "untill", "xyzzyq", "tset"]
        let first = try CLI.run(["suggest"] + words)
        let second = try CLI.run(["suggest"] + words)
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("recieve: receive, "))
        let italian = ["perche", "citta", "l'acqa", "andatto"]
        #expect(try CLI.run(["suggest", "--lang", "it"] + italian).stdout == CLI.run(["suggest", "--lang", "it"] + italian).stdout)
    }

    @Test func hunspellsEngineOnRequest() throws {
        let ours = try CLI.run(["suggest", "tset"])
        let hunspells = try CLI.run(["suggest", "--suggestions", "hunspell", "tset"])
        let explicit = try CLI.run(["suggest", "--suggestions", "wordlist", "tset"])
        #expect(ours.stdout.hasPrefix("tset: test, "))
        #expect(hunspells.stdout.hasPrefix("tset: stet, test, "))
        #expect(explicit.stdout == ours.stdout)
        let wrong = try CLI.run(["suggest", "--suggestions", "aspell", "tset"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("aspell"))
    }

    /// A libhunspell call longer than WORDCHECK_CALL_TIME_LIMIT stops the run with one line
    /// and 66 (1 in hunspell's mode) instead of waiting on it; a malformed limit is 64.
    @Test func callTimeLimit() throws {
        let word = "xkqzjvwpxkqzjvwpxkqz"  // libhunspell's suggestions take about 80 ms here
        let unlimited = try CLI.run(["suggest", "--suggestions", "hunspell", word])
        #expect(unlimited.status == 1 && unlimited.stderr.isEmpty)
        let limited = try CLI.run(["suggest", "--suggestions", "hunspell", word], environment: ["WORDCHECK_CALL_TIME_LIMIT": "0.01"])
        #expect(limited.status == 66)
        #expect(limited.stderr.hasPrefix("wordcheck: libhunspell spent more than 0.01 s "), "\(limited.stderr)")
        #expect(limited.stderr.hasSuffix("the dictionary cannot be used (WORDCHECK_CALL_TIME_LIMIT sets the limit)\n"))
        #expect(limited.stderr.split(separator: "\n").count == 1)
        // en_US with one word more, so that no word list is found for it: libhunspell
        // loads it and answers every word.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-limit-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(at: CLI.dictionaries.appendingPathComponent("en_US/en_US.\(ext)"),
                                             to: folder.appendingPathComponent("en_US.\(ext)"))
        }
        let words = folder.appendingPathComponent("en_US.dic")
        try (try Data(contentsOf: words) + Data("wordchecktestword\n".utf8)).write(to: words)
        let dictionary = folder.appendingPathComponent("en_US").path
        let pipe = try CLI.run(["-d", dictionary, "-a"], input: word + "\n", environment: ["WORDCHECK_CALL_TIME_LIMIT": "0.01"])
        #expect(pipe.status == 1 && pipe.stderr.contains("libhunspell spent more than 0.01 s"), "\(pipe.stderr)")
        #expect(try CLI.run(["-d", dictionary, "-a"], input: "cat\n").status == 0)
        // The word list answers without libhunspell: no limit is reached.
        #expect(try CLI.run(["suggest", word], environment: ["WORDCHECK_CALL_TIME_LIMIT": "0.01"]).status == 1)
        for bad in ["x", "0", "-1", "inf", "1e9"] {
            let refused = try CLI.run(["spell", "cat"], environment: ["WORDCHECK_CALL_TIME_LIMIT": bad])
            #expect(refused.status == 64 && refused.stderr.contains("WORDCHECK_CALL_TIME_LIMIT must be"), "\(bad)")
        }
    }
}
