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
        try #require(lines.count > 15, "output: \(lines)")
        #expect(lines[0] == "Root word: \(root)")
        #expect(lines[1].hasPrefix("Found 0 of "))
        #expect(lines[2].hasPrefix("Type words"))
        #expect(lines[3].hasPrefix("✗ That's the root word: "))
        #expect(lines[4] == "Played:")
        #expect(lines[5].hasPrefix("Found 0 of "))
        #expect(lines[6] == "Score: 0")
        #expect(lines[7].hasPrefix("✗ Word too short: "))
        #expect(lines[11].hasPrefix("✗ "))
        #expect(lines[15] == "Score: 0 (game: 0)")
        #expect(lines[16].hasPrefix("Root word: "))
        #expect(lines[16] != "Root word: \(root)")
        #expect(lines[17].hasPrefix("Found 0 of "))
        #expect(lines.last == "Score: 0 (game: 0)")
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
        try #require(lines.count > 13, "output: \(lines)")
        #expect(lines[0] == "Root word: \(root)")
        #expect(lines[3] == "✓ Word accepted: “\(word)” scores 2 points.")
        #expect(lines[4] == "Played: \(word) (\(word.count))")
        #expect(lines[5].hasPrefix("Found 1 of "))
        #expect(lines[6] == "Score: 2")
        #expect(lines[7].hasPrefix("✗ Word used already: "))
        #expect(lines[11].hasPrefix("✗ Word not possible: ") || lines[11].hasPrefix("✗ Word not recognised: "))
        #expect(lines[14] == "Score: 2")
        #expect(lines.count == 16)
        #expect(lines.last == "Score: 2 (game: 2)")
        #expect(!result.stdout.contains("never read"))

        // :new starts the root's score afresh and keeps the game's.
        let renewed = try CLI.run(["play", "--seed", String(seed - 1)], input: "\(word)\n:new\n:quit\n")
        let renewedLines = renewed.stdout.split(separator: "\n").map(String.init)
        #expect(renewedLines[7] == "Score: 2 (game: 2)")
        #expect(renewedLines[8].hasPrefix("Root word: "))
        #expect(renewedLines.last == "Score: 0 (game: 2)")
    }

    /// :help repeats the commands; an unknown :command is answered as such and never played.
    @Test func helpAndUnknownCommands() throws {
        let result = try CLI.run(["play", "--seed", "1"], input: ":help\n:hnit\n:?\n")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count >= 7, "output: \(lines)")
        let instructions = lines[2]
        #expect(instructions.contains(":help"))
        #expect(lines[3] == instructions)
        #expect(lines[4] == ":hnit is not a command. :help lists them.")
        #expect(lines[5] == instructions)
        #expect(!result.stdout.contains("Played: :"))
        #expect(lines.last == "Score: 0 (game: 0)")
        let italian = try CLI.run(["play", "--lang", "it", "--seed", "1"], input: ":x\n")
        #expect(italian.stdout.contains(":x non è un comando. :help li elenca."))
    }

    /// An arrow key or another control character is never played, nor reaches the terminal raw.
    @Test func controlCharactersAreNeverPlayed() throws {
        let play = try CLI.run(["play", "--seed", "1"], input: "\u{1B}[a\nab\u{1B}[Dc\n")
        #expect(!play.stdout.unicodeScalars.contains("\u{1B}"))
        let refusal = "Arrow keys and other control keys are not letters: type the word again."
        #expect(play.stdout.components(separatedBy: refusal).count == 3, "\(play.stdout)")
        #expect(!play.stdout.contains("✗") && !play.stdout.contains("Played:"))
        let spanish = try CLI.run(["play", "--lang", "es", "--seed", "1"], input: "\u{7F}x\n")
        #expect(spanish.stdout.contains("Las flechas y las demás teclas de control no son letras"))
        let validate = try CLI.run(["validate", "ag\u{1B}\u{85}x", "--root", "agencies"])
        #expect(validate.status == 1)
        #expect(!validate.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{85}" })
        #expect(validate.stdout.contains("ag\\u{1B}\\u{85}x"), "\(validate.stdout)")
        let json = try CLI.run(["validate", "--json", "ag\u{1B}x", "--root", "agencies"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect(object["word"] as? String == "ag\u{1B}x")
    }

    @Test func spanishMessages() throws {
        let result = try CLI.run(["play", "--lang", "es", "--seed", "1"], input: "zz\n")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 4, "output: \(lines)")
        #expect(lines[0].hasPrefix("Palabra raíz: "))
        #expect(lines[1].hasPrefix("Encontradas 0 de "))
        #expect(lines[3].hasPrefix("✗ Palabra demasiado corta: "))
        #expect(lines[4] == "Jugadas:")
        #expect(lines[6] == "Puntos: 0")
    }

    /// :hint shows a word's length and first letters, one more each time, each for a point;
    /// :words ends the round with the words missed, best first, and draws a new root.
    @Test func hintsAndMissedWords() throws {
        let root = try CLI.run(["root", "--seed", "5"]).stdout.trimmingCharacters(in: .newlines)
        let solved = try CLI.run(["solve", root, "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(solved.stdout.utf8)) as? [String: Any])
        let words = try #require(object["words"] as? [[String: Any]]).compactMap { $0["word"] as? String }
        let first = try #require(words.first)
        let result = try CLI.run(["play", "--seed", "5"], input: "\(first)\n:hint\n:hint\n:words\n")
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 14, "output: \(lines)")
        #expect(lines[1] == "Found 0 of \(words.count) words")
        #expect(lines[5] == "Found 1 of \(words.count) words")
        let hint = try #require(lines[7].firstMatch(of: /^Hint: (\d+) letters, starting with “(.)” \(-1 point\)$/))
        #expect(lines[8] == "Score: \(Int(try #require(object["words"] as? [[String: Any]])[0]["points"] as? Int ?? 0) - 1)")
        let second = try #require(lines[9].firstMatch(of: /^Hint: (\d+) letters, starting with “(..)” \(-1 point\)$/))
        #expect(second.output.1 == hint.output.1 && second.output.2.hasPrefix(hint.output.2))
        let hinted = words.filter { $0.count == Int(hint.output.1)! && $0.hasPrefix(second.output.2) && $0 != first }
        #expect(!hinted.isEmpty)
        #expect(lines[11] == "Missed (\(words.count - 1)): " + words.dropFirst().joined(separator: ", "))
        #expect(lines[13].hasPrefix("Root word: ") && lines[13] != "Root word: \(root)")
    }
}
