import Foundation
import Testing

/// `wordcheck pipe` against `hunspell -a` (installed by scripts/bootstrap.sh) on the same
/// dictionary files and input: every line after the version banner must match.
@Suite struct PipeCommandTests {
    static let dictionaries = CLI.dictionaries

    func hunspell(_ arguments: [String], input: String, home: String) throws -> [String] {
        let candidates = ["/usr/bin/hunspell", "/usr/local/bin/hunspell", "/opt/homebrew/bin/hunspell"]
        let path = try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0) },
                                "hunspell is not installed; run scripts/bootstrap.sh")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        process.environment = ["HOME": home, "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"]
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).components(separatedBy: "\n")
    }

    @Test(arguments: [
        ("en_US", """
            Ths is a tset.
            well-known don't it’s wrld
            👍 tset
            *wrldx
            wrldx
            !
            hello wrld
            %
            ^hello wrld
            @zzyzx
            zzyzx
            call 555-1234 on 3rd May 2026, https://exampel.com mail jon@exampel.com /usr/bin/foo
            Note: the end: wrld:

            """),
        ("it_IT", """
            L'acqua dell'anno è buona, perché la citta è bella.
            Un’altra volta, l’albero cresce.
            Perche non vieni? Sono andatto a casa, 42 volte.

            """),
        ("es_ES", """
            El niño comió manzanas y dijo qué rico.
            La acción fue una verguenza total, escibió ella.
            ¿Dónde está el camion?

            """),
    ])
    func sameLinesAsHunspell(dictionary: String, input: String) throws {
        let base = Self.dictionaries.appendingPathComponent("\(dictionary)/\(dictionary)").path
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-home-\(UUID())").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let expected = try hunspell(["-d", base, "-a"], input: input, home: home)
        let ours = try CLI.run(["pipe", "--dictionary", base, "--suggestions", "hunspell"], input: input,
                               environment: ["XDG_DATA_HOME": home + "/data"])
        #expect(ours.status == 0)
        let lines = ours.stdout.components(separatedBy: "\n")
        #expect(lines.first?.hasPrefix("@(#) International Ispell Version 3.2.06") == true)
        #expect(expected.first?.hasPrefix("@(#) International Ispell Version 3.2.06") == true)
        #expect(Array(lines.dropFirst()) == Array(expected.dropFirst()))
    }

    /// `-s` and `-m` (and `wordcheck stem` and `analyze`, which print the same) give
    /// hunspell's lines: stems and analyses of forms, capitals, abbreviations with a dot,
    /// unknown words, and in de_DE compounds, which libhunspell still analyses.
    @Test(arguments: [
        ("en_US", "walked cats unwalked Walked CATS xyzzy etc. Dr. it's 21st\nwell-known mice ran"),
        ("es_ES", "niños comió Manzanas dijo verguenza rápidamente"),
        ("it_IT", "andavano case Bella perché dell'anno"),
    ])
    func stemsAndAnalysesAsHunspell(dictionary: String, input: String) throws {
        let base = Self.dictionaries.appendingPathComponent("\(dictionary)/\(dictionary)").path
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-home-\(UUID())").path
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        for option in ["-s", "-m"] {
            let expected = try hunspell(["-d", base, option], input: input + "\n", home: home)
            let ours = try CLI.run(["-d", base, option], input: input + "\n", environment: ["XDG_DATA_HOME": home + "/data"])
            #expect(ours.status == 0)
            #expect(ours.stdout.components(separatedBy: "\n") == expected, "\(dictionary) \(option)")
        }
        // One word per argument (taken whole: hunspell splits well-known on its input): the
        // same lines as hunspell's for one word per line.
        let words = input.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init).filter { !$0.contains("'") && !$0.contains("-") && !$0.hasSuffix(".") }
        let expected = try hunspell(["-d", base, "-s"], input: words.joined(separator: "\n") + "\n", home: home)
        let ours = try CLI.run(["stem", "--dictionary", base] + words, environment: ["XDG_DATA_HOME": home + "/data"])
        #expect(ours.stdout.components(separatedBy: "\n") == expected)
        // A word printed alone has no stem: then the exit status is 1.
        #expect(ours.status == (words.contains { expected.contains($0) } ? 1 : 0))
    }

    /// `stem` reads standard input as `spell` does: a byte order mark and blanks dropped, a
    /// line that is not UTF-8 printed as it came and reported, a word far too long for any
    /// dictionary printed with no stem; `--json` streams one array.
    @Test func stemReadsStandardInputAsSpellDoes() throws {
        let long = String(repeating: "a", count: 100_000)
        var input = Data([0xEF, 0xBB, 0xBF] + Array(" walked\t\n".utf8))
        input += Data([0x77, 0xFF, 0x0A]) + Data((long + "\ncats\n").utf8)
        let result = try CLI.run(["stem", "--lang", "en"], input: input)
        #expect(result.status == 1)
        #expect(result.stdoutBytes == Data("walked walk\n\n".utf8) + Data([0x77, 0xFF, 0x0A, 0x0A])
                + Data((long + "\n\ncats cat\n\n").utf8))
        #expect(result.stderr == "wordcheck: stdin line 2 is not valid UTF-8\n")
        let json = try CLI.run(["analyze", "--lang", "en", "--json"], input: Data("walked\nxyzzyq\n".utf8))
        #expect(json.status == 1)
        #expect(json.stdout == "[{\"word\": \"walked\", \"results\": [\" st:walk fl:D\"]},\n {\"word\": \"xyzzyq\", \"results\": []}]\n")
        #expect(try CLI.run(["stem", "--lang", "en", "--json"], input: Data()).stdout == "[]\n")
    }

    @Test func compoundsAreAnalysedAsHunspellDoes() throws {
        let path = "/usr/share/hunspell/de_DE"
        guard FileManager.default.fileExists(atPath: path + ".dic") else { return }
        let input = "Häuser Donaudampfschifffahrt Haustür Fahrräder Xylophonkonzert\n"
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-home-\(UUID())").path
        for option in ["-s", "-m"] {
            let expected = try hunspell(["-d", path, option], input: input, home: home)
            #expect(try CLI.run(["-d", path, option], input: input).stdout.components(separatedBy: "\n") == expected)
        }
    }

    /// With WordCheck's engine an elided Italian word is checked whole, as `check` takes it;
    /// with hunspell's, it is split as hunspell splits it (the parity tests above).
    @Test func elisionsAreCheckedWhole() throws {
        let input = "dell'anno l’acqua dell'annno nell' anno\n"
        let ours = Array(try CLI.run(["pipe", "--lang", "it"], input: input).stdout.components(separatedBy: "\n").dropFirst())
        #expect(ours.count > 5 && ours[0] == "*" && ours[1] == "*", "\(ours)")
        #expect(ours.count > 5 && ours[2].hasPrefix("& dell'annno 9 18: dell'anno"), "\(ours)")
        #expect(ours.count > 5 && ours[3].hasPrefix("& nell ") && ours[3].contains(" 29: ") && ours[4] == "*", "\(ours)")
        let split = try CLI.run(["-a", "-d", "it_IT", "--suggestions", "hunspell"], input: "dell'anno\n").stdout
        #expect(split.components(separatedBy: "\n").dropFirst().first?.hasPrefix("& dell 5 0: ") == true)
        // Listing the misspelled words (-l) takes them the same way.
        #expect(try CLI.run(["-l", "-d", "it_IT"], input: input).stdout == "dell'annno\nnell\n")
    }

    /// hunspell's input formats: -H (HTML), -X (XML), -t (TeX), and the protocol's + (TeX
    /// mode) and - (back): markup is not checked, offsets still count it.
    @Test func inputFormats() throws {
        let html = "<p title=\"Tset\">Hello wrld &amp; <b>frends</b></p>\n"
        #expect(try CLI.run(["-l", "-H", "-d", "en_US"], input: html).stdout == "wrld\nfrends\n")
        #expect(try CLI.run(["-l", "-X", "-d", "en_US"], input: html).stdout == "wrld\nfrends\n")
        #expect(try CLI.run(["-l", "-d", "en_US"], input: html).stdout.contains("Tset"))
        let tex = "\\emph{wrld} $\\gamaa$ \\cite{knuthh}\n"
        #expect(try CLI.run(["-l", "-t", "-d", "en_US"], input: tex).stdout == "wrld\n")
        let piped = try CLI.run(["-a", "-d", "en_US"], input: "+\n" + tex + "-\n" + tex).stdout.components(separatedBy: "\n")
        #expect(piped.filter { $0.hasPrefix("&") }.map { $0.split(separator: " ")[1] } == ["wrld", "emph", "wrld", "gamaa", "knuthh"])
        #expect(piped.contains { $0.hasPrefix("& wrld 10 6:") })
    }

    @Test func hashSavesStarredWords() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-xdg-\(UUID())").path
        _ = try CLI.run(["pipe"], input: "*wordcheckery\n#\n", environment: ["XDG_DATA_HOME": data])
        #expect(try CLI.run(["spell", "wordcheckery"], environment: ["XDG_DATA_HOME": data]).status == 0)
        // @ only lasts for the session.
        let other = FileManager.default.temporaryDirectory.appendingPathComponent("pipe-xdg-\(UUID())").path
        let session = try CLI.run(["pipe"], input: "@zzyzxq\nzzyzxq\n#\n", environment: ["XDG_DATA_HOME": other])
        #expect(session.stdout.components(separatedBy: "\n").dropFirst().first == "*")
        #expect(try CLI.run(["spell", "zzyzxq"], environment: ["XDG_DATA_HOME": other]).status == 1)
    }

    /// A line that is not UTF-8 is answered (so the editor stays in step) and reported,
    /// never turned into U+FFFD silently.
    @Test func invalidUTF8IsReported() throws {
        var input = Data("hello\n".utf8)
        input.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A])  // "caf\xE9" in Latin-1
        input.append(contentsOf: Data("wrld\n".utf8))
        let result = try CLI.run(["pipe"], input: input)
        #expect(result.status == 0)
        let lines = result.stdoutBytes.split(separator: 0x0A, omittingEmptySubsequences: false).dropFirst().map { Data($0) }
        try #require(lines.count > 5, "output: \(lines)")
        #expect(lines.count == 7)
        #expect(lines[0] == Data("*".utf8) && lines[1].isEmpty)
        #expect(lines[2] == Data([0x23, 0x20, 0x63, 0x61, 0x66, 0xE9, 0x20, 0x30]) && lines[3].isEmpty)
        #expect(String(decoding: lines[4], as: UTF8.self).hasPrefix("& wrld ") && lines[5].isEmpty)
        #expect(result.stderr == "wordcheck: stdin line 2 is not valid UTF-8\n")
    }

    /// A misspelling repeated on a line (or in a file) is answered each time with the same
    /// suggestions, searched for once; a word added with `*` is answered as correct after.
    @Test func repeatedMisspellingsGetTheSameAnswer() throws {
        let line = Array(repeating: "wrld tset", count: 2_000).joined(separator: " ")
        let result = try CLI.run(["pipe"], input: line + "\n*wrld\nwrld tset\n")
        #expect(result.status == 0)
        let lines = result.stdout.components(separatedBy: "\n").dropFirst()
        let first = lines.prefix(4_000)
        #expect(first.count == 4_000 && first.first?.hasPrefix("& wrld ") == true)
        let answers = Set(first.map { $0.replacingOccurrences(of: #" \d+:"#, with: ":", options: .regularExpression) })
        #expect(answers.count == 2 && answers.allSatisfy { $0.hasPrefix("& wrld") || $0.hasPrefix("& tset") }, "\(answers)")
        let after = Array(lines.dropFirst(4_000))
        try #require(after.count >= 3, "\(after)")
        #expect(after[0] == "" && after[1] == "*" && after[2].hasPrefix("& tset "))
    }
}
