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
}
