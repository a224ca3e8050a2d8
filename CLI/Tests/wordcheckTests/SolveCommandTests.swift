import Foundation
import Testing

@Suite struct SolveCommandTests {
    @Test func wordsByLengthWithCountAndPoints() throws {
        let result = try CLI.run(["solve", "gumdrops"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let header = try #require(lines.first?.firstMatch(of: /^gumdrops: (\d+) words, (\d+) points$/))
        #expect(Int(header.output.1)! >= 15)
        #expect(lines[1] == "7 letters: gumdrop")
        #expect(lines.contains { $0.hasPrefix("5 letters: ") && $0.contains("drops") })
        #expect(!lines.contains { $0.hasPrefix("8 letters") })
        let counted = lines.dropFirst().reduce(0) { $0 + $1.split(separator: ":")[1].split(separator: ",").count }
        #expect(counted == Int(header.output.1)!)
    }

    @Test func jsonObjectsAndArrays() throws {
        let one = try CLI.run(["solve", "Gumdrops", "--json", "--min-length", "5"])
        #expect(one.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(one.stdout.utf8)) as? [String: Any])
        #expect(object["root"] as? String == "gumdrops" && object["language"] as? String == "en_US")
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(object["count"] as? Int == words.count)
        #expect(object["points"] as? Int == words.reduce(0) { $0 + ($1["points"] as? Int ?? 0) })
        #expect(words.allSatisfy { ($0["word"] as? String ?? "").count >= 5 })
        let two = try CLI.run(["solve", "--json"], input: "gumdrops\n\nagencies\n")
        let array = try #require(try JSONSerialization.jsonObject(with: Data(two.stdout.utf8)) as? [[String: Any]])
        #expect(array.map { $0["root"] as? String } == ["gumdrops", "agencies"])
        let none = try CLI.run(["solve", "--json"], input: "\n")
        #expect(none.stdout == "[]\n")
    }

    @Test func accentsFoldedOrNot() throws {
        let plain = try CLI.run(["solve", "--lang", "es", "camiones"]).stdout
        let folded = try CLI.run(["solve", "--lang", "es", "--fold-accents", "camiones"]).stdout
        #expect(!plain.contains("camión") && folded.contains("camión"))
    }

    @Test(arguments: [["solve", " "], ["solve", "gumdrops", "--min-length", "0"], ["solve", "--lang", "x/y", "abc"]])
    func usageErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
    }

    @Test func inputErrorsAndMissingDictionaries() throws {
        let binary = try CLI.run(["solve"], input: Data([0xFF, 0x0A]))
        #expect(binary.status == 64)
        #expect(binary.stderr == "wordcheck: stdin line 1 is not valid UTF-8\n")
        let missing = try CLI.run(["solve", "--dictionary", "/nonexistent/xx_XX", "abc"])
        #expect(missing.status == 66)
    }
}
