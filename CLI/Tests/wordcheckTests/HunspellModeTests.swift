import Foundation
import Testing

/// `wordcheck` driven with hunspell's options, as editors drive hunspell, against
/// `hunspell` itself (installed by scripts/bootstrap.sh) on the same files and input.
@Suite struct HunspellModeTests {
    static let samples = [
        ("en_US", """
            Ths is a tset of the sytem.
            well-known don't it’s wrld, 👍 tset
            call 555-1234 on 3rd May 2026, https://exampel.com /usr/bin/foo
            Note: the end: wrld:

            """),
        ("es_ES", """
            El niño comió manzanas y dijo qué rico.
            La acción fue una verguenza total, escibió ella.
            ¿Dónde está el camion?
            """),
        ("it_IT", """
            L'acqua dell'anno è buona, perché la citta è bella.
            Un’altra volta, l’albero cresce.
            Perche non vieni? Sono andatto a casa, 42 volte.
            """),
    ]

    func base(_ dictionary: String) -> String {
        CLI.dictionaries.appendingPathComponent("\(dictionary)/\(dictionary)").path
    }

    func temporaryFolder() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hunspell-mode-\(UUID())").path
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }

    /// What Emacs's ispell.el runs, and the line-mode options: every line matches hunspell's.
    @Test(arguments: samples)
    func sameOutputAsHunspell(dictionary: String, input: String) throws {
        let home = try temporaryFolder()
        for options in [["-a", "-i", "UTF-8"], ["-a", "-m", "-B"], ["-l"], ["-l", "-G"], ["-G"], ["-L"], ["-L", "-G"]] {
            let arguments = options.first == "-a"
                ? [options[0], "-d", base(dictionary)] + options.dropFirst()
                : options + ["-d", base(dictionary)]
            let expected = try PipeCommandTests().hunspell(arguments, input: input, home: home)
            let ours = try CLI.run(arguments + ["--suggestions", "hunspell"], input: Data(input.utf8),
                                   environment: ["HOME": home, "XDG_DATA_HOME": home + "/data"])
            #expect(ours.status == 0, "\(arguments): \(ours.stderr)")
            let lines = ours.stdout.components(separatedBy: "\n")
            if options.first == "-a" {
                #expect(lines.first == "@(#) International Ispell Version 3.2.06 (but really Hunspell 1.7)")
                #expect(Array(lines.dropFirst()) == Array(expected.dropFirst()), "\(arguments)")
            } else {
                #expect(lines == expected, "\(arguments)")
            }
        }
    }

    /// ispell.el takes hunspell for hunspell when the banner matches this pattern (from its
    /// `ispell-check-version`), and reads the version that follows.
    @Test func theBannerIsTheOneEditorsRecognise() throws {
        for option in ["-vv", "-v"] {
            let result = try CLI.run([option])
            #expect(result.status == 0)
            let banner = try #require(result.stdout.components(separatedBy: "\n").first)
            let pattern = #/\(but really Hunspell ([0-9]+\.[0-9.]+([-._+ ]?[a-zA-Z0-9]+)?)?\)/#
            #expect(banner.firstMatch(of: pattern)?.output.1 == "1.7")
            #expect(banner.hasPrefix("@(#) International Ispell Version 3.2.06"))
        }
        #expect(try CLI.run(["-v"]).stdout.contains("WordCheck"))
    }

    /// ispell.el's dictionary discovery: `PROGRAM -D` (stdin /dev/null) or `-D -a /dev/null`;
    /// every line naming a base path whose `.aff` exists is a dictionary, and a `.aff`
    /// line is the loaded one.
    @Test func dictionaryListingReadsAsEmacsReadsIt() throws {
        for arguments in [["-D"], ["-D", "-a", "/dev/null"]] {
            let result = try CLI.run(arguments, environment: ["DICTIONARY": "es_ES"])
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stderr.split(separator: "\n").map(String.init)
            #expect(lines.first == "SEARCH PATH:")
            #if os(Linux)
            // The folders of the platform it runs on: no macOS folder on Linux.
            #expect(lines.count > 1 && !lines[1].contains("Library/Spelling") && !lines[1].contains("homebrew"), "\(lines.dropFirst().first ?? "")")
            #endif
            #expect(lines.contains("AVAILABLE DICTIONARIES (path is not mandatory for -d option):"))
            let found = lines.filter { FileManager.default.fileExists(atPath: $0 + ".aff") }
            let names = Set(found.map { URL(fileURLWithPath: $0).lastPathComponent })
            #expect(names.isSuperset(of: ["en_US", "es_ES", "it_IT"]))
            let loaded = lines.filter { $0.hasSuffix(".aff") }
            #expect(loaded.count == 1)
            #expect(loaded.first?.hasSuffix("/es_ES.aff") == true)
            if arguments.contains("-a") {
                #expect(result.stdout == "@(#) International Ispell Version 3.2.06 (but really Hunspell 1.7)\n")
            } else {
                #expect(result.stdout.isEmpty)
            }
        }
    }

    @Test func personalDictionaryFileIsReadAndSaved() throws {
        let home = try temporaryFolder()
        let file = home + "/words.txt"
        try "zorblat\nfrimbles/S\n*hello\n".write(toFile: file, atomically: true, encoding: .utf8)
        let result = try CLI.run(["-a", "-d", "en_US", "-p", file], input: Data("zorblat frimbles hello\n*quuxly\n#\nquuxly\n".utf8),
                                 environment: ["HOME": home])
        let lines = result.stdout.components(separatedBy: "\n")
        // zorblat and frimbles are accepted, hello is forbidden by *hello.
        #expect(Array(lines[1...3]) == ["*", "*", lines[3]])
        #expect(lines[3].hasPrefix("# hello 17") || lines[3].hasPrefix("& hello"))
        #expect(try String(contentsOfFile: file, encoding: .utf8) == "zorblat\nfrimbles/S\n*hello\nquuxly\n")
        // The next run reads the saved word.
        let again = try CLI.run(["-l", "-d", "en_US", "-p", file], input: Data("quuxly zorblat wrld\n".utf8), environment: ["HOME": home])
        #expect(again.stdout == "wrld\n")
        // Without -p, # saves to ~/.hunspell_NAME, as hunspell does, and the next run reads it.
        _ = try CLI.run(["-a", "-d", "it_IT"], input: Data("*parolona\n#\n".utf8), environment: ["HOME": home])
        #expect(try String(contentsOfFile: home + "/.hunspell_it_IT", encoding: .utf8) == "parolona\n")
        // ... and learns it for every other command (XDG_DATA_HOME is the runner's).
        #expect(try CLI.run(["spell", "--lang", "it", "parolona"], environment: ["HOME": home]).status == 0)
        #expect(try CLI.run(["-l", "-d", "it_IT"], input: Data("parolona\n".utf8), environment: ["HOME": home]).stdout.isEmpty)
    }

    @Test func severalDictionariesAcceptWhatAnyAccepts() throws {
        let result = try CLI.run(["-l", "-d", "en_US,es_ES"], input: Data("house zapato árbol wrld\n".utf8))
        #expect(result.stdout == "wrld\n")
    }

    @Test func theDefaultDictionaryComesFromTheEnvironmentAsInHunspell() throws {
        let input = Data("zapato house\n".utf8)
        #expect(try CLI.run(["-l"], input: input, environment: ["DICTIONARY": "es_ES"]).stdout == "house\n")
        #expect(try CLI.run(["-l"], input: input, environment: ["LANG": "es_ES.UTF-8"]).stdout == "house\n")
        #expect(try CLI.run(["-l"], input: input, environment: ["LANG": "C.UTF-8"]).stdout == "zapato\n")
        #expect(try CLI.run(["-l"], input: input).stdout == "zapato\n")
    }

    @Test func filesAreCheckedAndPrefixedWhenThereAreSeveral() throws {
        let folder = try temporaryFolder()
        try "hello wrld\n".write(toFile: folder + "/a.txt", atomically: true, encoding: .utf8)
        try "tset ok\n".write(toFile: folder + "/b.txt", atomically: true, encoding: .utf8)
        #expect(try CLI.run(["-l", folder + "/a.txt"]).stdout == "wrld\n")
        let both = try CLI.run(["-l", "-d", "en_US", folder + "/a.txt", folder + "/b.txt"])
        #expect(both.stdout == "\(folder)/a.txt: wrld\n\(folder)/b.txt: tset\n\(folder)/b.txt: ok\n")
        let missing = try CLI.run(["-l", folder + "/none.txt"])
        #expect(missing.status == 1)
        #expect(missing.stderr == "wordcheck: can't open \(folder)/none.txt\n")
    }

    @Test func latin1InputAndOutput() throws {
        let input = Data([0x63, 0x61, 0x6D, 0x69, 0xF3, 0x6E, 0x20, 0x63, 0x61, 0x6D, 0x69, 0x6F, 0x6E, 0x0A])  // "camión camion" in Latin-1
        let result = try CLI.run(["-a", "-d", "es_ES", "-i", "ISO8859-1"], input: input)
        let lines = result.stdoutBytes.split(separator: 0x0A, omittingEmptySubsequences: false)
        #expect(lines[1] == Data("*".utf8))
        // The suggestion camión comes back in Latin-1.
        #expect(lines[2].starts(with: Data("& camion ".utf8)))
        #expect(lines[2].contains(0xF3))
        #expect(String(data: Data(lines[2]), encoding: .utf8) == nil)
    }

    @Test(arguments: [
        (["-u3", "-d", "en_US"], "wordcheck: hunspell's -u3 is not supported; use -a, -l, -L, -w, -G, -s or -m\n"),
        (["-S"], "wordcheck: hunspell's -S is not supported; use -a, -l, -L, -w, -G, -s or -m\n"),
        (["-l", "-d", "xx_YY"], "wordcheck: can't open affix or dictionary files for dictionary named \"xx_YY\" (wordcheck -D lists those found)\n"),
        (["-a", "-i", "KOI8-R"], "wordcheck: -i KOI8-R: only UTF-8 and ISO8859-1 input are supported\n"),
        (["-a", "-d"], "wordcheck: -d needs a value\n"),
        (["-a", "--suggestions", "best"], "wordcheck: --suggestions best: give wordlist or hunspell\n"),
    ])
    func whatCannotRunSaysWhyInOneLine(arguments: [String], message: String) throws {
        let result = try CLI.run(arguments, input: Data("hello\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr == message)
        #expect(result.stdout.isEmpty)
    }

    @Test func unknownAndIgnoredOptionsChangeNothing() throws {
        let plain = try CLI.run(["-a", "-d", "en_US"], input: Data("hello wrld\n".utf8))
        let decorated = try CLI.run(["-a", "-d", "en_US", "-B", "-C", "-t", "-1", "-r", "--check-url", "-x"], input: Data("hello wrld\n".utf8))
        #expect(decorated.status == 0)
        #expect(decorated.stdout == plain.stdout)
        // -m after -a keeps the pipe protocol, as in hunspell.
        #expect(try CLI.run(["-a", "-m"], input: Data("hello wrld\n".utf8)).stdout == plain.stdout)
    }

    @Test func subcommandsAndWordCheckOptionsStillWork() throws {
        #expect(try CLI.run(["spell", "hello"]).status == 0)
        let version = try CLI.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.hasPrefix("wordcheck "))
        #expect(try CLI.run(["-h"]).stdout.contains("SUBCOMMANDS"))
        let hunspellHelp = try CLI.run(["-a", "-h"])
        #expect(hunspellHelp.status == 0)
        #expect(hunspellHelp.stderr.contains("-p dict"))
    }

    /// An editor writes a line and waits for its answer before writing the next:
    /// every answer must arrive while stdin is still open.
    @Test func answersArriveLineByLine() throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = ["-a", "-d", "en_US"]
        var environment = ["PATH": "/usr/bin:/bin", "HOME": try temporaryFolder()]
        environment.merge(CLI.sanitizerEnvironment) { $1 }
        process.environment = environment
        let stdin = Pipe(), stdout = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer {
            try? stdin.fileHandleForWriting.close()
            process.waitUntilExit()
        }
        let reader = stdout.fileHandleForReading
        /// Reads until `count` blank-line-terminated answers (and the banner) have come, or 20 seconds pass.
        func read(until text: String) -> String {
            let received = ReceivedText()
            let done = DispatchSemaphore(value: 0)
            DispatchQueue.global().async {
                while !received.value.contains(text) {
                    let chunk = reader.availableData
                    if chunk.isEmpty { break }
                    received.append(chunk)
                }
                done.signal()
            }
            _ = done.wait(timeout: .now() + 20)
            return received.value
        }
        #expect(read(until: "Hunspell 1.7)\n").hasPrefix("@(#)"))
        stdin.fileHandleForWriting.write(Data("wrld\n".utf8))
        #expect(read(until: "\n\n").hasPrefix("& wrld "))
        stdin.fileHandleForWriting.write(Data("hello\n".utf8))
        #expect(read(until: "\n\n") == "*\n\n")
    }
}

/// Text gathered by a reading thread (guarded by its lock).
private final class ReceivedText: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    var value: String { lock.withLock { String(decoding: data, as: UTF8.self) } }
    func append(_ chunk: Data) { lock.withLock { data.append(chunk) } }
}

/// An editor writes a line and waits for its answer before the next: `-a` and `pipe`
/// answer each line as soon as it is read, with no end of input.
@Suite struct InteractivePipeTests {
    @Test(arguments: [["-a"], ["pipe"]])
    func answersEachLineAtOnce(arguments: [String]) throws {
        let process = Process()
        process.executableURL = CLI.executable
        process.arguments = arguments
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-interactive-\(UUID())")
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_DATA_HOME": scratch.path]
            .merging(CLI.sanitizerEnvironment) { $1 }
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { process.terminate() } }
        let watcher = OutputWatcher(descriptor: output.fileHandleForReading.fileDescriptor)
        #expect(watcher.wait(for: "\n"))  // the banner
        input.fileHandleForWriting.write(Data("tset\n".utf8))
        #expect(watcher.wait(for: "& tset "), "\(watcher.shown)")
        input.fileHandleForWriting.write(Data("a good line\n".utf8))
        #expect(watcher.wait(for: "*\n*\n*\n\n"), "\(watcher.shown)")
        try input.fileHandleForWriting.close()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
