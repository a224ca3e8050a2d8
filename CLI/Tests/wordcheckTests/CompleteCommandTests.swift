import Foundation
import Testing

@Suite struct CompleteCommandTests {
    @Test func linesMostCommonFirst() throws {
        let result = try CLI.run(["complete", "--limit", "3", "agen"])
        #expect(result.status == 0)
        #expect(result.stdout == "agency\nagent\nagents\n")
        #expect(result.stderr == "")
    }

    @Test func jsonAndOtherLanguages() throws {
        let result = try CLI.run(["complete", "--lang", "it", "--json", "--limit", "2", "l’acq"])
        #expect(result.status == 0)
        #expect(result.stdout == #"{"partial": "l’acq", "completions": ["l’acqua", "l’acquisto"]}"# + "\n")
        let spanish = try CLI.run(["complete", "--lang", "es", "--limit", "1", "niñ"])
        #expect(spanish.stdout == "niños\n")
    }

    @Test func noCompletionsIsExitOne() throws {
        let result = try CLI.run(["complete", "zzzzq"])
        #expect(result.status == 1)
        #expect(result.stdout == "" && result.stderr == "")
        let json = try CLI.run(["complete", "--json", "zzzzq"])
        #expect(json.status == 1)
        #expect(json.stdout == #"{"partial": "zzzzq", "completions": []}"# + "\n")
    }

    @Test func dictionaryWithoutAWordList() throws {
        let path = CLI.fixtures.appendingPathComponent("latin1/xx_LATIN").path
        let result = try CLI.run(["complete", "--dictionary", path, "ca"])
        #expect(result.status == 66)
        #expect(result.stderr == "wordcheck: no word list at \(path).words (`wordcheck words build` writes one)\n")
    }

    @Test func badLimit() throws {
        let result = try CLI.run(["complete", "--limit", "0", "agen"])
        #expect(result.status == 64)
        #expect(result.stderr.contains("--limit must be at least 1"))
    }

    /// Once an arithmetic overflow (SIGILL): numbers from the command line are clamped, never trusted.
    @Test func theLargestLimitIsFine() throws {
        let result = try CLI.run(["complete", "--limit", String(Int.max), "agen"])
        #expect(result.status == 0)
        let some = try CLI.run(["complete", "--limit", "1000", "agen"])
        #expect(result.stdout == some.stdout && result.stdout.hasPrefix("agency\n"))
    }
}
