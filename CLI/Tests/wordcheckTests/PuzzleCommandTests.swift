import Foundation
import Testing

@Suite struct PuzzleCommandTests {
    @Test func beeListsWordsWithPointsAndPangrams() throws {
        let result = try CLI.run(["bee", "acehlnp", "--center", "a"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "appellee 8")
        #expect(try CLI.run(["bee", "acehlnp", "--center", "a", "--all-words"]).stdout.hasPrefix("encephala * 16\n"))
        let total = try #require(lines.last?.firstMatch(of: /^(\d+) words, (\d+) points$/))
        let words = lines.dropLast()
        #expect(Int(total.output.1)! == words.count)
        #expect(Int(total.output.2)! == words.reduce(0) { $0 + Int($1.split(separator: " ").last!)! })
        // Every word uses the centre letter, has four letters or more, and only the puzzle's.
        for line in words {
            let word = String(line.split(separator: " ")[0])
            #expect(word.contains("a") && word.count >= 4 && word.allSatisfy { "acehlnp".contains($0) }, "\(word)")
        }
    }

    /// --hints: the ranks, totals, grid and two-letter starts of the whole day.
    @Test func beeHints() throws {
        let words = try CLI.run(["bee", "acehlnp", "--center", "a"]).stdout.split(separator: "\n").dropLast().map { String($0.split(separator: " ")[0]) }
        let hints = try CLI.run(["bee", "acehlnp", "--center", "a", "--hints", "--limit", "1"])
        #expect(hints.status == 0)
        let lines = hints.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Ranks: Beginner 0, Good Start ") == true && lines.first?.contains(", Genius ") == true)
        #expect(lines.dropFirst().first?.hasPrefix("Words: \(words.count), points: ") == true)
        // A row per first letter, whose Σ is how many words start with it.
        for letter in Set(words.map { String($0.first!) }) {
            let row = try #require(lines.first { $0.hasPrefix(letter + ": ") })
            #expect(row.split(separator: " ").last.map(String.init) == String(words.filter { $0.hasPrefix(letter) }.count))
        }
        let starts = try #require(lines.last)
        #expect(starts.hasPrefix("Two letters: ") && starts.contains("\(words[0].prefix(2))-"))
    }

    /// --generate: a puzzle drawn by seed, named on stderr, the same each time; not with LETTERS.
    @Test func beeGenerate() throws {
        let first = try CLI.run(["bee", "--generate", "7"]), again = try CLI.run(["bee", "--generate", "7"])
        #expect(first.status == 0 && first.stdout == again.stdout && first.stderr == again.stderr)
        let named = try #require(first.stderr.firstMatch(of: /^wordcheck: puzzle ([a-z]{7}), centre ([a-z])\n$/))
        #expect(named.output.1.contains(named.output.2))
        let words = first.stdout.split(separator: "\n").dropLast()
        // Between 20 and 80 words, a pangram (marked *) among them.
        #expect((20...80).contains(words.count) && words.contains { $0.contains(" * ") })
        #expect(try CLI.run(["bee", "--generate", "7", "acehlnp"]).status == 64)
        #expect(try CLI.run(["bee", "acehlnp"]).status == 64)
    }

    @Test func beeJSON() throws {
        let result = try CLI.run(["bee", "ACEHLNP", "--center", "A", "--json", "--min-length", "6"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(object["puzzle"] as? String == "bee" && object["query"] as? String == "acehlnp/a")
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(object["count"] as? Int == words.count && object["points"] as? Int == words.reduce(0) { $0 + ($1["points"] as! Int) })
        #expect(words.allSatisfy { ($0["word"] as! String).count >= 6 && $0["pangram"] is Bool })
    }

    @Test func findFillsPatterns() throws {
        #expect(try CLI.run(["find", "c?t"]).stdout == "cat\ncot\ncut\n3 words\n")
        #expect(try CLI.run(["find", "c?t", "--all-words"]).stdout == "cat\ncit\ncot\ncut\ncwt\n5 words\n")
        #expect(try CLI.run(["find", "paris"]).stdout == "0 words\n")
        #expect(try CLI.run(["find", "paris", "--capitalised", "--all-words"]).stdout == "Paris\n1 word\n")
        // The curated exclusions: an abbreviation, a foreign word, only with --all-words.
        #expect(try CLI.run(["find", "--lang", "es", "s?ta"]).stdout.contains("srta") == false)
        #expect(try CLI.run(["find", "--lang", "es", "s?ta", "--all-words"]).stdout.contains("srta\n"))
        #expect(try CLI.run(["find", "--lang", "it", "ent?r"]).stdout == "0 words\n")
        #expect(try CLI.run(["find", "--lang", "it", "ent?r", "--all-words"]).stdout == "enter\n1 word\n")
        let folded = try CLI.run(["find", "--lang", "es", "--fold-accents", "camion", "--all-words"]).stdout
        #expect(folded == "camión\n1 word\n")
        let json = try CLI.run(["find", "*ology", "--json", "--limit", "3"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let words = try #require(object["words"] as? [[String: Any]])
        #expect(words.count == 3 && object["count"] as? Int == 3 && object["points"] == nil)
        #expect(object["truncated"] as? Bool == true && object["total"] == nil)
        #expect(words.allSatisfy { ($0["word"] as! String).hasSuffix("ology") && $0["letters"] is Int })
        #expect(try CLI.run(["find", "*ology", "--limit", "1"]).stdout.hasSuffix("\n1 word shown; more fill the pattern (--limit)\n"))
    }

    /// --limit N prints the first N lines of the whole ranked answer, not the first N words
    /// in alphabetical order, and the last line and the JSON say that words were left out.
    @Test(arguments: [["rack", "retains"], ["rack", "retain??"], ["bee", "aeilnrt", "--center", "e"],
                      ["boggle", "seat/rlnd/tiqa/cohe"], ["wordle", "crane=....."]])
    func limitsKeepTheBestWords(arguments: [String]) throws {
        let whole = try CLI.run(arguments + ["--limit", "100000"]).stdout.split(separator: "\n").map(String.init)
        let cut = try CLI.run(arguments + ["--limit", "5"]).stdout.split(separator: "\n").map(String.init)
        #expect(whole.count > 6 && cut.count == 6, "\(arguments)")
        #expect(cut.prefix(5) == whole.prefix(5), "\(arguments)")
        let summary = try #require(whole.last)
        #expect(!summary.contains("shown"))
        #expect(cut.last == summary + (arguments[0] == "wordle" ? "; the 5 most common shown (--limit)" : "; the best 5 shown (--limit)"))
        let json = try CLI.run(arguments + ["--limit", "5", "--json"]).stdout
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(object["count"] as? Int == 5 && object["total"] as? Int == whole.count - 1 && object["truncated"] as? Bool == true)
        let all = try CLI.run(arguments + ["--limit", "100000", "--json"]).stdout
        let allObject = try #require(try JSONSerialization.jsonObject(with: Data(all.utf8)) as? [String: Any])
        #expect(allObject["truncated"] as? Bool == false && allObject["points"] as? Int == object["points"] as? Int)
    }

    @Test(arguments: [
        ["bee", "abcdefg", "--center", "z"], ["bee", "ab1", "--center", "a"], ["bee", "abcdefghijklmnop", "--center", "a"],
        ["find", "*****"], ["find", ""], ["find", "[abc"], ["find", "c@t"], ["find", String(repeating: "a", count: 101)],
        ["find", "c?t", "--limit", "0"], ["rack", "ab1"], ["rack", String(repeating: "?", count: 30)], ["rack", ""],
        ["rack", String(repeating: "a", count: 16)], ["solve", "ab????"],
    ])
    func badPuzzlesAreOneLineUsageErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("wordcheck: ") && result.stderr.split(separator: "\n").count == 1, "\(result.stderr)")
    }
}

@Suite struct RackCommandTests {
    @Test func racksScoreTheirTilesAndNotTheirBlanks() throws {
        let result = try CLI.run(["rack", "retain??"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let total = try #require(lines.last?.firstMatch(of: /^(\d+) words, (\d+) points$/))
        let words = lines.dropLast()
        #expect(Int(total.output.1)! == words.count && words.count > 100)
        // "retains" takes one blank: six tiles of 1 point and the blank 0 (seven of eight tiles: no bonus).
        #expect(words.contains("retains 6 (1 blank)"))
        #expect(words.contains("retain 6"))
        let json = try CLI.run(["rack", "quiz?", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["puzzle"] as? String == "rack" && object["query"] as? String == "quiz?")
        let first = try #require((object["words"] as? [[String: Any]])?.first)
        #expect(first["word"] as? String == "quiz" && first["points"] as? Int == 22 && first["blanks"] as? Int == 0)
        let italian = try CLI.run(["rack", "--lang", "it", "--fold-accents", "perche"]).stdout
        #expect(italian.split(separator: "\n").contains("perché 19"))  // p 5, e 1, r 2, c 2, h 8, e 1
    }

    @Test func solveTakesBlanksAndTheWholeList() throws {
        let blank = try CLI.run(["solve", "agenc?es"]).stdout
        #expect(blank.hasPrefix("agenc?es: ") && blank.contains("scavenge"))
        let game = try CLI.run(["solve", "agencies", "--json"])
        let all = try CLI.run(["solve", "agencies", "--json", "--all-words"])
        func words(_ text: String) throws -> Set<String> {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            return Set(try #require(object["words"] as? [[String: Any]]).map { $0["word"] as! String })
        }
        let standard = try words(game.stdout), whole = try words(all.stdout)
        #expect(standard.isStrictSubset(of: whole) && standard.contains("cease") && !standard.contains("senega") && whole.contains("senega"))
    }
}

@Suite struct WordleCommandTests {
    @Test func possibleWordsAfterGuesses() throws {
        let result = try CLI.run(["wordle", "crane=..y.g", "spilt=....."])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let words = lines.dropLast()
        #expect(lines.last == "\(words.count) \(words.count == 1 ? "word" : "words")")
        #expect(!words.isEmpty)
        for word in words {
            // a somewhere but not third, e last, no c r n s p i l t.
            let letters = Array(word)
            #expect(letters.count == 5 && letters[4] == "e" && letters[2] != "a" && letters.contains("a"), "\(word)")
            #expect(!word.contains { "crnspilt".contains($0) }, "\(word)")
        }
        let hard = try CLI.run(["wordle", "crane=..y.g", "spilt=.....", "--hard"]).stdout.split(separator: "\n").dropLast()
        #expect(Set(words).isSubset(of: Set(hard.map { String($0) })) && hard.count > words.count)
        let json = try CLI.run(["wordle", "crane=..y.g", "--json", "--limit", "2"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["puzzle"] as? String == "wordle" && object["query"] as? String == "crane=..y.g" && object["count"] as? Int == 2)
    }

    @Test func nextGuessIsAPossibleWordWhenFewAreLeft() throws {
        // After these boards, the next guess is judged against the board's possible words.
        for board in [["crane=..y.g", "spilt=....."], ["crane=ggg.g"], ["audio=....."]] {
            let possible = try CLI.run(["wordle"] + board + ["--limit", "100000"]).stdout.split(separator: "\n").dropLast().map(String.init)
            let result = try CLI.run(["wordle", "--next"] + board)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let summary = try #require(lines.last?.firstMatch(of: /^(\d+) possible answers?; (\d+\.\d\d) guesses expected from here, at most (\d+)$/))
            #expect(Int(summary.1) == possible.count, "\(board)")
            let expected = try #require(Double(summary.2)), most = try #require(Int(summary.3))
            #expect(expected >= 1 && Double(most) >= expected, "\(board)")
            // One or two answers left: the solver guesses one of them.
            if possible.count <= 2 { #expect(possible.contains(lines[0]), "\(board)") }
            let json = try CLI.run(["wordle", "--next", "--json"] + board)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
            let next = try #require(object["next"] as? [String: Any])
            #expect(next["guess"] as? String == lines[0] && next["possibleAnswers"] as? Int == possible.count)
        }
        // No word fits: `0 words`, and null in JSON.
        #expect(try CLI.run(["wordle", "--next", "zzzzz=ggggg"]).stdout == "0 words\n")
        #expect(try CLI.run(["wordle", "--next", "--json", "zzzzz=ggggg"]).stdout.hasSuffix("\"next\": null}\n"))
    }

    @Test func evaluationCountsEveryAnswer() throws {
        // The 3-letter words of the Spanish vocabulary: a few hundred, played to the end.
        let answers = try CLI.run(["find", "???", "--lang", "es", "--limit", "100000"]).stdout.split(separator: "\n").dropLast()
        let result = try CLI.run(["wordle", "--evaluate", "--length", "3", "--lang", "es", "--json"])
        #expect(result.status == 0, "\(result.stderr)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let evaluation = try #require(object["evaluation"] as? [String: Any])
        let counts = try #require(evaluation["guessCounts"] as? [Int])
        #expect(evaluation["answers"] as? Int == answers.count && counts.reduce(0, +) == answers.count)
        #expect(evaluation["totalGuesses"] as? Int == counts.enumerated().reduce(0) { $0 + $1.offset * $1.element })
        #expect(evaluation["mostGuesses"] as? Int == counts.count - 1)
    }

    @Test(arguments: [["wordle"], ["wordle", "crane"], ["wordle", "crane=..y.x"], ["wordle", "crane=..y."],
                      ["wordle", "crane=..y.g", "spelt=...."], ["wordle", "cr4ne=....."], ["wordle", "--next", "--evaluate"],
                      ["wordle", "--evaluate", "crane=....."], ["wordle", "--next", "--length", "0"], ["wordle", "--next", "--lookahead", "0"], ["wordle", "--next", "--lookahead", "17"],
                      ["wordle", "--evaluate", "--exhaustive"],
                      ["wordle", "--next", "--length", "21"]])
    func badBoardsAreOneLineUsageErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.stderr.hasPrefix("wordcheck: ") || result.stderr.hasPrefix("Error: "), "\(result.stderr)")
    }
}

@Suite struct BoggleCommandTests {
    @Test func wordsTracedWithPoints() throws {
        let result = try CLI.run(["boggle", "seat/rlnd/tiqua/cohe"])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let total = try #require(lines.last?.firstMatch(of: /^(\d+) words, (\d+) points$/))
        let words = lines.dropLast().map { $0.split(separator: " ") }
        #expect(Int(total.output.1)! == words.count && words.count > 10)
        #expect(Int(total.output.2)! == words.reduce(0) { $0 + Int($1[1])! })
        #expect(words.allSatisfy { $0[0].count >= 3 })
        // "sea": s, e, a in a row; "quit": the qu cell, then i and t around it.
        #expect(words.contains { $0[0] == "sea" } && words.contains { $0[0] == "quit" })
        let json = try CLI.run(["boggle", "SEAT/RLND/TIQUA/COHE", "--json", "--min-length", "5"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        #expect(object["puzzle"] as? String == "boggle" && object["query"] as? String == "seat/rlnd/tiqua/cohe")
        let listed = try #require(object["words"] as? [[String: Any]])
        #expect(listed.allSatisfy { ($0["word"] as! String).count >= 5 && ($0["points"] as! Int) >= 2 })
    }

    @Test func bestAndRolledBoardsAreBoardsTheGridCommandScores() throws {
        let best = try CLI.run(["boggle", "--best", "--steps", "3000", "--lang", "es"])
        #expect(best.status == 0, "\(best.stderr)")
        let lines = best.stdout.split(separator: "\n").map(String.init)
        let found = try #require(lines.last?.firstMatch(of: /^(\d+) points, (\d+) words$/))
        let listed = try CLI.run(["boggle", lines[0], "--lang", "es", "--limit", "1"]).stdout.split(separator: "\n").last
        #expect(listed == "\(found.2) words, \(found.1) points; the best 1 shown (--limit)")
        #expect(try CLI.run(["boggle", "--best", "--steps", "3000", "--lang", "es"]).stdout == best.stdout)
        // A roll names its grid on stderr, and lists that grid's words.
        let rolled = try CLI.run(["boggle", "--roll", "7", "--side", "5"])
        #expect(rolled.status == 0)
        let grid = rolled.stderr.trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(grid.split(separator: "/").count == 5)
        #expect(try CLI.run(["boggle", grid]).stdout == rolled.stdout)
    }

    @Test(arguments: [["boggle", "abc/de"], ["boggle", "ab1/cde"], ["boggle", String(repeating: "abcdefg/", count: 6) + "abcdefg"],
                      ["boggle", "abcd/efgh", "--min-length", "0"], ["boggle"], ["boggle", "--best", "--roll", "1"],
                      ["boggle", "--best", "abcd/efgh"], ["boggle", "--best", "--side", "7"], ["boggle", "--best", "--steps", "0"],
                      ["boggle", "--best", "--steps", "999999999999"]])
    func badGridsAreOneLineUsageErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64, "\(arguments)")
        #expect(result.stderr.hasPrefix("wordcheck: ") || result.stderr.hasPrefix("Error: "), "\(result.stderr)")
    }
}

@Suite struct BoardCommandTests {
    @Test func movesBestFirstOnABoardFromAFileOrTheCommandLine() throws {
        let rows = (0..<15).map { $0 == 7 ? ".....quartz...." : String(repeating: ".", count: 15) }
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("board-\(UUID().uuidString).txt")
        try rows.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try CLI.run(["board", "aeinst?", file.path, "--limit", "5"])
        #expect(result.status == 0, "\(result.stderr)")
        let lines = result.stdout.split(separator: "\n").map(String.init)
        let scores = lines.dropLast().map { Int($0.split(separator: " ")[0])! }
        #expect(scores.count == 5 && scores == scores.sorted(by: >))
        #expect(lines.last?.firstMatch(of: /^\d+ moves; the best 5 shown \(--limit\)$/) != nil)
        // The same board given on the command line, the same moves.
        #expect(try CLI.run(["board", "aeinst?", "--board-text", rows.joined(separator: "/"), "--limit", "5"]).stdout == result.stdout)
        // JSON: the moves shown and how many there are.
        let json = try CLI.run(["board", "aeinst?", file.path, "--limit", "2", "--json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let moves = try #require(object["moves"] as? [[String: Any]])
        #expect(moves.count == 2 && (moves[0]["score"] as? Int) == scores[0] && (object["count"] as? Int ?? 0) > 2)
        // An empty board: every move covers the middle square.
        let opening = try CLI.run(["board", "[ch]ico", "--lang", "es", "--json", "--limit", "100000"])
        let openingMoves = try #require((try JSONSerialization.jsonObject(with: Data(opening.stdout.utf8)) as? [String: Any])?["moves"] as? [[String: Any]])
        #expect(openingMoves.contains { $0["word"] as? String == "chico" })
        #expect(openingMoves.allSatisfy { move in
            (move["placements"] as! [[String: Any]]).contains { $0["row"] as? Int == 7 && $0["column"] as? Int == 7 }
        })
    }

    @Test(arguments: [["board"], ["board", "abc1"], ["board", "abcdefgh"], ["board", "abc", "--board-text", "../.."],
                      ["board", "abc", "--limit", "0"], ["board", "abc", "/no/such/board"], ["board", "[zz]"],
                      ["board", "abc", "/dev/zero"], ["board", "abc", "/tmp"], ["board", "abc", "--squares", "/dev/zero"]])
    func badBoardsAndRacksAreOneLineErrors(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == (arguments.last == "/no/such/board" ? 66 : 64), "\(arguments): \(result.stderr)")
        #expect(result.stderr.hasPrefix("wordcheck: ") || result.stderr.hasPrefix("Error: "), "\(result.stderr)")
    }
}
