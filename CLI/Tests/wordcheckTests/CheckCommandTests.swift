import Foundation
import Testing

@Suite struct CheckCommandTests {
    @Test func linesAndColumnsInCharacters() throws {
        let result = try CLI.run(["check"], input: "Ths is fine.\n👩‍👩‍👧‍👦 a tset, see https://exampel.com\n")
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        try #require(lines.count > 1, "output: \(lines)")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("1:1: Ths -> "))
        #expect(lines[1].hasPrefix("2:5: tset -> "))
        #expect(lines[1].split(separator: ",").count <= 3)
    }

    @Test func unreadableInputSaysWhy() throws {
        let folder = try CLI.run(["check", "/tmp"])
        #expect(folder.status == 66)
        #expect(folder.stderr == "wordcheck: /tmp is a folder, not a text file\n")
        let missing = try CLI.run(["check", "/no/such/file.txt"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "wordcheck: no such file: /no/such/file.txt\n")
    }

    @Test func withoutSuggestions() throws {
        let input = "Ths is fine.\n👩‍👩‍👧‍👦 a tset, a tset\n"
        let bare = try CLI.run(["check", "--no-suggestions"], input: input)
        #expect(bare.status == 1)
        #expect(bare.stdout == "1:1: Ths\n2:5: tset\n2:13: tset\n")
        let json = try CLI.run(["check", "--no-suggestions", "--json"], input: input)
        #expect(json.stdout.contains("\"suggestions\": []"))
        let hunspell = try CLI.run(["check", "--suggestions", "hunspell"], input: input)
        #expect(hunspell.stdout.hasPrefix("1:1: Ths -> Th, Th's, Ohs"))
    }

    /// Lines end at LF, CR and CR LF only, also next to combining marks, as editors and grep
    /// count them; VT, FF, NEL, LS and PS stay inside their line. Line numbers and columns
    /// match a plain split of the text at those three.
    @Test func everyKindOfLineBreak() throws {
        let breaks = ["\n", "\u{0B}", "\u{0C}", "\r", "\r\n", "\u{85}", "\u{2028}", "\u{2029}", "\n\u{301}", "\r\r\n"]
        var text = ""
        for (index, separator) in breaks.enumerated() {
            text += (index % 2 == 0 ? "a tset" : "wrld well") + separator
        }
        text += "last tset"
        var expected: [String] = []
        let endsLine: (Character) -> Bool = { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
        for (number, line) in text.split(omittingEmptySubsequences: false, whereSeparator: endsLine).enumerated() {
            // Every occurrence of either word, in the order they stand in the line.
            var index = line.startIndex, column = 1
            while index < line.endIndex {
                if let word = ["tset", "wrld"].first(where: { line[index...].hasPrefix($0) }) {
                    expected.append("\(number + 1):\(column): \(word)")
                }
                index = line.index(after: index)
                column += 1
            }
        }
        let result = try CLI.run(["check"], input: text)
        #expect(result.status == 1)
        let found = result.stdout.split(separator: "\n").map { String($0.prefix { $0 != " " }) + " " + $0.split(separator: " ")[1] }
        #expect(found == expected)
    }

    @Test func cleanTextExitsZero() throws {
        let result = try CLI.run(["check", "--lang", "it", "-"], input: "L’acqua dell'anno è buona.\n")
        #expect(result.status == 0)
        #expect(result.stdout == "")
    }

    @Test func json() throws {
        let result = try CLI.run(["check", "--json", "--lang", "es"], input: "Hola\nel niño escibió\n")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let found = try #require(object["misspellings"] as? [[String: Any]])
        #expect(found.count == 1)
        #expect(found[0]["word"] as? String == "escibió")
        #expect(found[0]["line"] as? Int == 2)
        #expect(found[0]["column"] as? Int == 9)
        #expect((found[0]["suggestions"] as? [String])?.contains("escribió") == true)
    }

    @Test func fileArgumentAndMissingFile() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID()).txt")
        try "one tset\n".write(to: url, atomically: true, encoding: .utf8)
        #expect(try CLI.run(["check", url.path]).stdout.hasPrefix("1:5: tset -> "))
        let missing = try CLI.run(["check", "/nonexistent/text.txt"])
        #expect(missing.status == 66)
        #expect(missing.stderr == "wordcheck: no such file: /nonexistent/text.txt\n")
    }

    @Test func invalidUTF8() throws {
        let result = try CLI.run(["check"], input: Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        #expect(result.status == 66)
        #expect(result.stderr == "wordcheck: standard input is not UTF-8 text (line 1)\n")
        // Read line by line: what comes before the bad line is reported, then the run stops.
        let later = try CLI.run(["check", "--no-suggestions"], input: Data("tset\nfine\n".utf8) + Data([0x63, 0xE9, 0x0A]) + Data("tset\n".utf8))
        #expect(later.status == 66 && later.stdout == "1:1: tset\n")
        #expect(later.stderr == "wordcheck: standard input is not UTF-8 text (line 3)\n")
    }

    /// Lines end at LF, CR LF and CR, as the library counts them, though the text is read
    /// in pieces split at LF; VT, FF, NEL, LS and PS separate words within a line (the
    /// audit's case: form feeds between lines moved a word two lines down for Vim).
    @Test func everyLineBreakCounts() throws {
        let text = "tset\r\nfine tset\rtset\u{2028}an tset\u{0B}x\u{0C}tset\u{85}a tset\u{2029}tset\n\nfine\r\r\ntset"
        let result = try CLI.run(["check", "--no-suggestions"], input: text)
        #expect(result.stdout == ["1:1", "2:6", "3:1", "3:9", "3:16", "3:23", "3:28", "7:1"].map { "\($0): tset\n" }.joined())
        let json = try CLI.run(["check", "--json", "--no-suggestions"], input: text)
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdoutBytes) as? [String: Any])
        #expect((object["misspellings"] as? [[String: Any]])?.compactMap { $0["line"] as? Int } == [1, 2, 3, 3, 3, 3, 3, 7])
        // The audit's file: form feeds on lines of their own; the word is on line 5.
        let formFeeds = try CLI.run(["check", "--no-suggestions"], input: "one\n\u{0C}\ntwo\n\u{0C}\nthree wrold\n")
        #expect(formFeeds.stdout == "5:7: wrold\n")
        // A URL is skipped, never the words joined to it (a Markdown link's text).
        let link = try CLI.run(["check", "--no-suggestions"], input: "See the [documnetation](https://example.org/docs).\n")
        #expect(link.stdout == "1:10: documnetation\n")
        // Markup: by --format, or by the file's extension.
        let markdown = "A tset with `cdoe` and [lnk](https://x.org/dcos)\n```\nwrld\n```\n"
        #expect(try CLI.run(["check", "--no-suggestions", "--format", "markdown"], input: markdown).stdout == "1:3: tset\n1:25: lnk\n")
        #expect(try CLI.run(["check", "--no-suggestions"], input: markdown).stdout.contains("cdoe"))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID()).tex")
        try "\\section{Introdction} $\\gamaa$ \\cite{knuthh}\n".write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(try CLI.run(["check", "--no-suggestions", file.path]).stdout == "1:10: Introdction\n")
        #expect(try CLI.run(["check", "--no-suggestions", "--format", "plain", file.path]).stdout.contains("gamaa"))
        #expect(try CLI.run(["check", "--format", "rtf"], input: "x\n").status == 64)
        // --lang auto: the bundled language that accepts the most of the text.
        let spanish = try CLI.run(["check", "--lang", "auto", "--json", "--no-suggestions"],
                                  input: "El niño comió manzanas y dijo que estaba muy rico, pero escibió mal.\n")
        let detected = try #require(try JSONSerialization.jsonObject(with: spanish.stdoutBytes) as? [String: Any])
        #expect((detected["detectedLanguage"] as? [String: Any])?["code"] as? String == "es_ES")
        #expect((detected["misspellings"] as? [[String: Any]])?.compactMap { $0["word"] as? String } == ["escibió"])
        #expect(try CLI.run(["check", "--lang", "auto", "--no-suggestions"], input: "perché la citta era bella\n").stdout == "1:11: citta\n")
        // A sentence in another of them is checked in its own language, with its suggestions;
        // in Markdown too, the markup skipped in each.
        let mixed = "We walked to the market early in the mornnig. Después compramos fruta fresca y pan calinete. Then home.\n"
        let both = try CLI.run(["check", "--lang", "auto"], input: mixed + "A tset.\n")
        #expect(both.stdout == "1:38: mornnig -> morning, mourning, mornings\n1:84: calinete -> caliente, valiente, calientes\n2:3: tset -> test, taste, set\n")
        let mixedMarkdown = try CLI.run(["check", "--lang", "auto", "--no-suggestions", "--format", "markdown"],
                                   input: "Some `cdoe` here and a [lnik](https://x.org/aaa).\n" + mixed.replacingOccurrences(of: "fresca", with: "`frsca`"))
        #expect(mixedMarkdown.stdout == "1:25: lnik\n2:38: mornnig\n2:85: calinete\n")
        // A list of languages works the same among those; each misspelling names its language.
        let listed = try CLI.run(["check", "--lang", "es,en", "--json", "--no-suggestions"], input: mixed)
        let listedFound = (try JSONSerialization.jsonObject(with: listed.stdoutBytes) as? [String: Any])?["misspellings"] as? [[String: Any]]
        #expect(listedFound?.map { "\($0["word"] ?? ""):\($0["language"] ?? "")" } == ["mornnig:en_US", "calinete:es_ES"])
        for refused in ["en,,es", "en,auto", "en,EN"] {
            #expect(try CLI.run(["check", "--lang", refused], input: "x\n").status == 64, "\(refused)")
        }
        // A paragraph on one line, in another language than the text's, is checked in its own.
        let paragraphs = "We walked to the market early in the morning and bought bread, cheese and fruit for the whole week. "
            + "Then we went home together, and we cooked a long dinner for our friends.\n"
            + "Después compramos fruta fresca y pan calinete en el mercado. Luego volvimos a casa.\n"
        let paragraphLines = try CLI.run(["check", "--lang", "auto"], input: paragraphs)
        #expect(paragraphLines.stdout == "2:38: calinete -> caliente, valiente, calientes\n")
        // A file that names its language is checked in it, as the language server checks it,
        // unless --lang says otherwise; the directive itself is no prose.
        let named = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID()).md")
        try "<!-- wordcheck: lang=es -->\nEl niño come manzanas en la cosina de su casa.\n".write(to: named, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: named) }
        #expect(try CLI.run(["check", "--no-suggestions", named.path]).stdout == "2:29: cosina\n")
        #expect(try CLI.run(["check", "--no-suggestions", "--lang", "en", named.path]).stdout.contains("manzanas"))
        // A directive naming a language with no dictionary says so, in one line.
        try "// wordcheck: lang=es,xx\nhola\n".write(to: named, atomically: true, encoding: .utf8)
        let unknown = try CLI.run(["check", named.path])
        #expect(unknown.status == 66 && unknown.stderr.contains("wordcheck: lang=es,xx") && unknown.stderr.contains("'xx'"))
        // Source code on one long line (minified) is read in pieces, as plain text is: the
        // string and the comment that run across a cut are prose still (`tset2` is no word
        // there, where code would split it into `tset`), the code is not.
        let code = FileManager.default.temporaryDirectory.appendingPathComponent("check-\(UUID()).js")
        let minified = String(repeating: "call(argument); ", count: 6_000) + "let s = \"" + String(repeating: "an ", count: 30_000)
            + "tset2 tset\"; // " + String(repeating: "be ", count: 30_000) + "commnet2 commnet\n"
        try minified.write(to: code, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: code) }
        let pieced = try CLI.run(["check", "--no-suggestions", code.path])
        let tset = minified.distance(from: minified.startIndex, to: minified.range(of: " tset\"")!.lowerBound) + 2
        let commnet = minified.distance(from: minified.startIndex, to: minified.range(of: " commnet\n")!.lowerBound) + 2
        #expect(pieced.stdout == "1:\(tset): tset\n1:\(commnet): commnet\n")
        // A byte order mark opening the text takes no column.
        let marked = try CLI.run(["check", "--no-suggestions"], input: Data([0xEF, 0xBB, 0xBF]) + Data("tset\n".utf8))
        #expect(marked.stdout == "1:1: tset\n")
        let none = try CLI.run(["check", "--json"], input: "fine\n")
        #expect(none.status == 0 && none.stdout == "{\"misspellings\": []}\n")
    }

    /// Many misspellings on one line: every column is right (they are counted on from
    /// the previous one now, once from the line start each), and one typo repeated is
    /// reported at each place with the same suggestions.
    @Test func manyMisspellingsOnOneLine() throws {
        let words = (0..<400).map { $0 % 3 == 0 ? "tset" : ($0 % 3 == 1 ? "fine" : "👩‍👩‍👧‍👦") }
        let line = words.joined(separator: " ")
        let result = try CLI.run(["check", "--json"], input: line + "\n")
        let object = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [String: Any])
        let found = try #require(object["misspellings"] as? [[String: Any]])
        var expected: [Int] = []
        var column = 1
        for word in words {
            if word == "tset" { expected.append(column) }
            column += word.count + 1
        }
        #expect(found.map { $0["column"] as? Int } == expected)
        let suggestions = Set(found.map { ($0["suggestions"] as? [String]) ?? [] })
        #expect(suggestions.count == 1 && suggestions.first?.isEmpty == false)
    }

    /// A long run shows its progress on stderr when stderr is a terminal (run under
    /// `script`, which gives the command a pseudo-terminal), and erases it at the end;
    /// with stderr redirected, nothing is written there.
    @Test func progressOnlyOnATerminal() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("check-progress-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text = folder.appendingPathComponent("long.txt")
        // Long enough to outlast the half second before progress shows, even in a release
        // build (about 2.5 s there): a million lines, one misspelled line in a thousand.
        let block = String(repeating: "This is a test of the system, and the rest is fine enough to read.\n", count: 999)
            + "Ths is a tset of the sytem.\n"
        try String(repeating: block, count: 1_000).write(to: text, atomically: true, encoding: .utf8)
        let plain = try CLI.run(["check", "--no-suggestions", text.path])
        #expect(plain.status == 1)
        #expect(plain.stderr.isEmpty)
        let script = URL(fileURLWithPath: "/usr/bin/script")
        try #require(FileManager.default.isExecutableFile(atPath: script.path), "util-linux's script is missing")
        let output = folder.appendingPathComponent("out.txt")
        let command = "\(CLI.executable.path) check --no-suggestions \(text.path) > \(output.path)"
        let process = Process()
        process.executableURL = script
        process.arguments = ["-qfec", command, "/dev/null"]
        var environment = ["PATH": "/usr/bin:/bin", "HOME": folder.path, "XDG_DATA_HOME": folder.path + "/data"]
        environment.merge(CLI.sanitizerEnvironment) { $1 }
        process.environment = environment
        let terminal = Pipe()
        process.standardOutput = terminal
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let shown = String(decoding: terminal.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(shown.contains("% checked"), "\(shown.debugDescription)")
        #expect(shown.hasSuffix("\r\u{1B}[K"), "\(shown.debugDescription)")
        #expect(try String(contentsOf: output, encoding: .utf8) == plain.stdout)
    }

    /// A line longer than a piece is checked in pieces: every misspelling is found once, at
    /// the line and column it has in the whole text, line breaks inside the line included.
    @Test func longLinesInPieces() throws {
        // 30,000 words of 4 letters and a space (150,000 bytes): every third one misspelled,
        // a lone CR (a line break) after word 20,000, then a second line.
        var text = "", expected = "", column = 1, line = 1
        for index in 0..<30_000 {
            let word = index % 3 == 0 ? "tset" : "good"
            if word == "tset" { expected += "\(line):\(column): tset\n" }
            text += word
            column += 4
            if index == 20_000 {
                text += "\r"
                (line, column) = (line + 1, 1)
            } else {
                text += " "
                column += 1
            }
        }
        text += "\nlast wrld\n"
        expected += "\(line + 1):6: wrld\n"
        let result = try CLI.run(["check", "--no-suggestions"], input: text)
        #expect(result.status == 1)
        #expect(result.stdout == expected)
        // A long line with no place to cut is checked whole.
        let solid = String(repeating: "x", count: 70_000)
        #expect(try CLI.run(["check", "--no-suggestions"], input: "a \(solid) tset\n").stdout == "1:3: \(solid)\n1:70004: tset\n")
    }
}
