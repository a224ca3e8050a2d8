import Foundation
import Testing

@Suite struct GameCommandTests {
    @Test func sameSeedSameRoot() throws {
        let first = try CLI.run(["root", "--seed", "12"])
        let second = try CLI.run(["root", "--seed", "12"])
        #expect(first.status == 0)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.count == 9)  // eight letters and a newline
        let italian = try CLI.run(["root", "--lang", "it", "--length", "9", "--seed", "12"])
        #expect(italian.stdout.dropLast().count == 9)
    }

    @Test(arguments: [["root", "--length", "6"], ["root", "--lang", "x/y"], ["play", "--length", "10"]])
    func usageErrors(arguments: [String]) throws {
        #expect(try CLI.run(arguments).status == 64)
    }

    @Test func noListForTheLanguage() throws {
        let result = try CLI.run(["root", "--lang", "de"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("wordcheck: no root words for 'de'"))
    }

    @Test func pipedSession() throws {
        let root = try CLI.run(["root", "--seed", "3"]).stdout.trimmingCharacters(in: .newlines)
        // The root itself, a short word, nonsense, a blank line, then a new root; input ends without :quit.
        let result = try CLI.run(["play", "--seed", "3"], input: "\(root)\nzz\nqqqqq\n\n:new\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 11, "output: \(lines)")
        #expect(lines[0] == "Root word: \(root)")
        #expect(lines[1].hasPrefix("Type words"))
        #expect(lines[2].hasPrefix("✗ That's the root word: "))
        #expect(lines[3] == "Played:")
        #expect(lines[4] == "Score: 0")
        #expect(lines[5].hasPrefix("✗ Word too short: "))
        #expect(lines[8].hasPrefix("✗ "))
        #expect(lines[11].hasPrefix("Root word: "))
        #expect(lines[11] != "Root word: \(root)")
        #expect(lines.last == "Score: 0")
    }

    /// Real words made from the root's letters: its order-keeping subsequences of 4 to 6
    /// letters that `wordcheck spell` accepts.
    func playableWords(from root: String) throws -> [String] {
        let letters = Array(root)
        var candidates = Set<String>()
        for mask in 1..<(1 << letters.count) where (4...6).contains(mask.nonzeroBitCount) {
            candidates.insert(String(letters.indices.filter { mask & (1 << $0) != 0 }.map { letters[$0] }))
        }
        let ordered = candidates.sorted()
        let misspelled = Set(try CLI.run(["spell"], input: ordered.joined(separator: "\n") + "\n").stdout.split(separator: "\n").map(String.init))
        return ordered.filter { !misspelled.contains($0) }
    }

    @Test func acceptedRepeatedRejectedAndQuit() throws {
        var seed = 1
        var root = ""
        var words: [String] = []
        // The first seed whose root makes at least one real word this way.
        while words.isEmpty && seed < 50 {
            root = try CLI.run(["root", "--seed", String(seed)]).stdout.trimmingCharacters(in: .newlines)
            words = try playableWords(from: root)
            seed += 1
        }
        let word = try #require(words.first)
        let input = "\(word)\n\(word.uppercased())\nqqqqq\n:quit\nnever read\n"
        let result = try CLI.run(["play", "--seed", String(seed - 1)], input: input)
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 10, "output: \(lines)")
        #expect(lines[0] == "Root word: \(root)")
        #expect(lines[2] == "✓ Word accepted: “\(word)” scores 2 points.")
        #expect(lines[3] == "Played: \(word) (\(word.count))")
        #expect(lines[4] == "Score: 2")
        #expect(lines[5].hasPrefix("✗ Word used already: "))
        #expect(lines[8].hasPrefix("✗ Word not possible: ") || lines[8].hasPrefix("✗ Word not recognised: "))
        #expect(lines[10] == "Score: 2")
        #expect(lines.count == 12)
        #expect(lines.last == "Score: 2")
        #expect(!result.stdout.contains("never read"))
    }

    @Test func spanishMessages() throws {
        let result = try CLI.run(["play", "--lang", "es", "--seed", "1"], input: "zz\n")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 4, "output: \(lines)")
        #expect(lines[0].hasPrefix("Palabra raíz: "))
        #expect(lines[2].hasPrefix("✗ Palabra demasiado corta: "))
        #expect(lines[3] == "Jugadas:")
        #expect(lines[4] == "Puntos: 0")
    }
}

@Suite struct LevelCommandTests {
    func write(_ text: String) throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("level-\(UUID()).txt")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url.path
    }

    @Test func soundLevel() throws {
        let path = try write("HA|UNT|ED: Ghosts in residence\nOLI|VE: Green fruit\n\n")
        let result = try CLI.run(["level", path, "--seed", "4"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 2, "output: \(lines)")
        #expect(lines[0] == "1. Ghosts in residence (7 letters)")
        #expect(lines[1] == "2. Green fruit (5 letters)")
        #expect(lines[2].split(separator: " ").sorted() == ["ED", "HA", "OLI", "UNT", "VE"])
        #expect(try CLI.run(["level", path, "--seed", "4"]).stdout == result.stdout)
    }

    @Test func malformedLinesAreReportedWithNumbers() throws {
        let path = try write("HA|UNT|ED: Ghosts in residence\nno separator here\nHA||ED: Empty\n")
        let result = try CLI.run(["level", path])
        #expect(result.status == 1)
        #expect(result.stderr == "wordcheck: \(path):2: expected letter groups, then \": \" and a clue\nwordcheck: \(path):3: a letter group is empty\n")
    }

    @Test func answersMustBeWords() throws {
        let path = try write("HA|UNT|ED: Ghosts in residence\nQX|ZZ: Nonsense\n")
        let result = try CLI.run(["level", path])
        #expect(result.status == 1)
        #expect(result.stderr == "wordcheck: \(path):2: QXZZ is not a word in en\n")
    }

    @Test func missingFile() throws {
        let result = try CLI.run(["level", "/nonexistent/level.txt"])
        #expect(result.status == 66)
        #expect(result.stderr == "wordcheck: cannot read /nonexistent/level.txt\n")
    }
}
