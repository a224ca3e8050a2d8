import Foundation
import Testing

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
        #expect(result.stderr == "wordcheck: \(path):2: QXZZ is not a word in en_US\n")
    }

    @Test func theOriginalGamesFirstLevelIsSound() throws {
        let path = try write("OLI|VER: Has a Dickensian twist\nPOR|TL|AND: Hipster heartland\n")
        let result = try CLI.run(["level", path, "--seed", "1"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("1. Has a Dickensian twist (6 letters)\n2. Hipster heartland (8 letters)\n"))
    }

    @Test func malformedLinesAndNonWordsAreReportedInOnePass() throws {
        let path = try write("QX|ZZ: Nonsense\nno separator here\nHA|UNT|ED: Ghosts\n")
        let result = try CLI.run(["level", path])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "wordcheck: \(path):1: QXZZ is not a word in en_US\nwordcheck: \(path):2: expected letter groups, then \": \" and a clue\n")
    }

    /// Under --lang es or it, the level's lines and reasons are in that language.
    @Test func outputInTheLevelsLanguage() throws {
        let spanish = try write("CA|MI|ON|ES: Vehículos grandes\nXQ|ZZ: Nada\nsin separador\nA|: Vacío\n")
        let result = try CLI.run(["level", spanish, "--lang", "es"])
        #expect(result.status == 1)
        #expect(result.stderr == "wordcheck: \(spanish):2: XQZZ no es una palabra de es_ES\n"
                + "wordcheck: \(spanish):3: se esperaban grupos de letras, luego \": \" y una pista\n"
                + "wordcheck: \(spanish):4: un grupo de letras está vacío\n")
        let sound = try write("CA|MI|ON|ES: Vehículos grandes\nSO|L: Estrella\n")
        #expect(try CLI.run(["level", sound, "--lang", "es", "--seed", "1"]).stdout.hasPrefix("1. Vehículos grandes (8 letras)\n2. Estrella (3 letras)\n"))
        let italian = try write("CA|SA: Dove si abita\n")
        #expect(try CLI.run(["level", italian, "--lang", "it", "--seed", "1"]).stdout.hasPrefix("1. Dove si abita (4 lettere)\n"))
    }

    @Test func missingFile() throws {
        let result = try CLI.run(["level", "/nonexistent/level.txt"])
        #expect(result.status == 66)
        #expect(result.stderr == "wordcheck: cannot read /nonexistent/level.txt\n")
    }
}
