import Foundation
import Testing

@Suite struct LearnCommandTests {
    @Test func learnedWordsSurviveBetweenRuns() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-xdg-\(UUID())").path
        let environment = ["XDG_DATA_HOME": data]
        #expect(try CLI.run(["spell", "wordcheckery"], environment: environment).status == 1)
        let learn = try CLI.run(["learn", "wordcheckery"], environment: environment)
        #expect(learn.status == 0)
        #expect(learn.stdout == "" && learn.stderr == "")
        #expect(try CLI.run(["spell", "wordcheckery"], environment: environment).status == 0)
        #expect(try CLI.run(["check"], input: "a wordcheckery day\n", environment: environment).status == 0)
        // Another language's list is separate.
        #expect(try CLI.run(["spell", "--lang", "it", "wordcheckery"], environment: environment).status == 1)
        #expect(try CLI.run(["unlearn", "wordcheckery"], environment: environment).status == 0)
        #expect(try CLI.run(["spell", "wordcheckery"], environment: environment).status == 1)
    }

    @Test func wordsThatCannotBeLearned() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-xdg-\(UUID())").path
        let result = try CLI.run(["learn", ""], environment: ["XDG_DATA_HOME": data])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("wordcheck: cannot use '' as a dictionary word"))
    }
}
