import Foundation
import Testing

@Suite struct ValidateCommandTests {
    @Test func acceptedWord() throws {
        let result = try CLI.run(["validate", "cease", "--root", "agencies"])
        #expect(result.status == 0)
        #expect(result.stdout == "✓ Word accepted: “cease” scores 2 points.\n")
        #expect(result.stderr == "")
    }

    @Test(arguments: [
        (["validate", "raindrop", "--root", "gumdrops"], "✗ Word not possible: "),
        (["validate", "drops", "--root", "gumdrops", "--used", "gumdrop", "Drops"], "✗ Word used already: "),
        (["validate", "dropus", "--root", "gumdrops"], "✗ Word not recognised: "),
        (["validate", "silkworm", "--root", "silkworm"], "✗ That's the root word: "),
        (["validate", "ok", "--root", "silkworm"], "✗ Word too short: "),
        (["validate", "worm", "--root", "silkworm", "--min-length", "5"], "✗ Word too short: "),
        (["validate", "pena", "--root", "pequeñas", "--lang", "es"], "✗ Palabra imposible: "),
        (["validate", "città", "--root", "felicità", "--lang", "it"], "✗ Parola impossibile: "),
    ])
    func rejectedWords(arguments: [String], prefix: String) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 1)
        #expect(result.stdout.hasPrefix(prefix))
        #expect(result.stdout.filter { $0 == "\n" }.count == 1)
    }

    @Test func foldAccents() throws {
        let result = try CLI.run(["validate", "pena", "--root", "pequeñas", "--lang", "es", "--fold-accents"])
        #expect(result.status == 0)
        #expect(result.stdout == "✓ Palabra aceptada: «pena» suma 2 puntos.\n")
        // Typed without its accent, a word counts as its accented spelling; without folding it is unknown.
        let typed = try CLI.run(["validate", "camion", "--root", "camiones", "--lang", "es", "--fold-accents"])
        #expect(typed.status == 0 && typed.stdout == "✓ Palabra aceptada: «camión» suma 2 puntos.\n")
        #expect(try CLI.run(["validate", "camion", "--root", "camiones", "--lang", "es"]).status == 1)
    }

    @Test func jsonRejected() throws {
        let result = try CLI.run(["validate", "raindrop", "--root", "gumdrops", "--json"])
        #expect(result.status == 1)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["word"] as? String == "raindrop")
        #expect(object["root"] as? String == "gumdrops")
        #expect(object["language"] as? String == "en_US")
        #expect(object["accepted"] as? Bool == false)
        #expect(object["reason"] as? String == "impossible")
        #expect(object["title"] as? String == "Word not possible")
        #expect((object["message"] as? String)?.contains("a, i, n, r") == true)
        #expect(object["points"] as? Int == 0)
    }

    @Test func jsonAccepted() throws {
        let result = try CLI.run(["validate", "Palettes", "--root", "telepaths", "--json"])
        #expect(result.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        #expect(object["word"] as? String == "palettes")
        #expect(object["accepted"] as? Bool == true)
        #expect(object["reason"] is NSNull)
        #expect(object["title"] is NSNull)
        #expect(object["message"] is NSNull)
        #expect(object["points"] as? Int == 2)
        #expect(Set(object.keys) == ["word", "root", "language", "accepted", "reason", "title", "message", "points"])
    }

    @Test(arguments: [
        ["validate", "cease"], ["validate", "cease", "--root", " "], ["validate", "cease", "--root", "agencies", "--min-length", "0"],
        ["validate", "cease", "--root", "agencies", "--lang", "e/n"], ["validate", "cease", "--root", "agencies", "--min-length", "x"],
    ])
    func usageErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(!result.stderr.isEmpty)
    }

    @Test func missingDictionary() throws {
        let result = try CLI.run(["validate", "cease", "--root", "agencies", "--lang", "tlh"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("wordcheck: no dictionary for 'tlh'"))
    }

    /// Thousands of `--used` words, in both spellings, are read as the parser reads a few.
    @Test func thousandsOfUsedWords() throws {
        let used = (0..<3_000).map { "w\($0)" }
        let repeated = used.flatMap { ["--used", $0] }
        for arguments in [["--used"] + used + ["--used=cease"], repeated + ["--used=cease"], ["--used"] + used] {
            let result = try CLI.run(["validate", "cease", "--root", "agencies"] + arguments + ["--json"])
            let played = arguments.contains("--used=cease")
            #expect(result.status == (played ? 1 : 0))
            #expect(result.stdout.contains(played ? #""reason": "unoriginal""# : #""accepted": true"#))
        }
    }
}
