import Foundation
import Synchronization
import Testing

@Suite struct LearnCommandTests {
    /// With XDG_DATA_HOME unset (or empty), learned words go under `$HOME/.local/share`, the
    /// HOME the process is given, not the account's home from the password database.
    @Test func learnedWordsLiveUnderHOME() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-home-\(UUID())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DATA_HOME": ""]
        #expect(try CLI.run(["learn", "wordcheckery"], environment: environment).status == 0)
        let list = home.appendingPathComponent(".local/share/wordcheck/learned/en_US.txt")
        #expect(try String(contentsOf: list, encoding: .utf8) == "wordcheckery\n")
        #expect(try CLI.run(["spell", "wordcheckery"], environment: environment).status == 0)
    }

    /// A correction learned on the command line or through aspell's `$$ra` comes first among
    /// the misspelling's suggestions, is listed with its count, and can be forgotten.
    @Test func learnedCorrections() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-xdg-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let environment = ["XDG_DATA_HOME": data]
        #expect(try !CLI.run(["suggest", "hte"], environment: environment).stdout.hasPrefix("hte: hate,"))
        let learned = try CLI.run(["learn", "--correction", "hte=hate"], environment: environment)
        #expect(learned.status == 0 && learned.stderr == "wordcheck: hte -> hate, chosen 1 time\n")
        #expect(try CLI.run(["suggest", "hte"], environment: environment).stdout.hasPrefix("hte: hate,"))
        #expect(try CLI.run(["check"], input: "a hte day\n", environment: environment).stdout.hasPrefix("1:3: hte -> hate,"))
        let piped = try CLI.run(["-a"], input: "$$ra recieve,deceive\nrecieve\n", environment: environment)
        #expect(piped.stdout.contains("& recieve 10 0: deceive, receive,"))
        #expect(try CLI.run(["learn", "--corrections"], environment: environment).stdout == "1\thte\thate\n1\trecieve\tdeceive\n")
        #expect(try CLI.run(["unlearn", "--correction", "hte"], environment: environment).status == 0)
        #expect(try CLI.run(["unlearn", "--correction", "hte"], environment: environment).status == 1)
        #expect(try CLI.run(["learn", "--correction", "hte=xqzt"], environment: environment).status == 64)
        #expect(try CLI.run(["learn", "--correction", "hte"], environment: environment).status == 64)
        #expect(try CLI.run(["learn", "--corrections"], environment: environment).stdout == "1\trecieve\tdeceive\n")
    }

    /// check --autocorrect rewrites the file with the corrections chosen three times in a
    /// row: in place of the words only (a byte order mark, CR LF and a link kept), each said,
    /// the rest reported as misspellings.
    @Test func checkAppliesTheCorrectionsChosenOftenEnough() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-autocorrect-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let environment = ["XDG_DATA_HOME": folder.appendingPathComponent("data").path]
        let file = folder.appendingPathComponent("notes.txt"), link = folder.appendingPathComponent("link.txt")
        let text = Data([0xEF, 0xBB, 0xBF]) + Data("Teh cat sat on teh mat.\r\nA wrold of teh.\n".utf8)
        try text.write(to: file)
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: file)
        // Chosen twice: not yet applied.
        for _ in 1...2 { _ = try CLI.run(["learn", "--correction", "teh=the"], environment: environment) }
        #expect(try CLI.run(["check", "--autocorrect", link.path], environment: environment).stdout.hasPrefix("1:1: Teh -> "))
        #expect(try Data(contentsOf: file) == text)
        _ = try CLI.run(["learn", "--correction", "teh=the"], environment: environment)
        let corrected = try CLI.run(["check", "--autocorrect", link.path], environment: environment)
        #expect(corrected.stdout == "1:1: Teh => The\n1:16: teh => the\n2:3: wrold -> world, wold, would\n2:12: teh => the\n")
        #expect(corrected.status == 1)
        #expect(try Data(contentsOf: file) == Data([0xEF, 0xBB, 0xBF]) + Data("The cat sat on the mat.\r\nA wrold of the.\n".utf8))
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == file.path)
        let json = try CLI.run(["check", "--autocorrect", "--json", file.path], environment: environment)
        #expect(json.stdout == "{\"misspellings\": [{\"word\": \"wrold\", \"line\": 2, \"column\": 3, \"language\": \"en_US\", \"suggestions\": [\"world\", \"wold\", \"would\"]}]}\n")
        #expect(try CLI.run(["check", "--autocorrect"], input: "teh\n", environment: environment).status == 64)
    }

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
        // Forgetting a word never learned says so.
        let again = try CLI.run(["unlearn", "wordcheckery"], environment: environment)
        #expect(again.status == 1)
        #expect(again.stderr == "wordcheck: 'wordcheckery' is not a learned word of en_US\n")
        #expect(try CLI.run(["unlearn", ""], environment: environment).status == 64)
    }

    /// One list of learned words: a word Emacs adds through the ispell protocol (`*word`,
    /// then `#`) is learned for every command, and kept in hunspell's file for hunspell;
    /// hunspell's personal dictionary comes in with --import and goes out with --export.
    @Test func oneListForEveryFrontEnd() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-one-\(UUID())")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path]
        _ = try CLI.run(["-a", "-d", "en_US"], input: "*frobnicated\n#\n", environment: environment)
        #expect(try String(contentsOf: home.appendingPathComponent(".hunspell_en_US"), encoding: .utf8) == "frobnicated\n")
        #expect(try CLI.run(["spell", "frobnicated"], environment: environment).status == 0)
        #expect(try CLI.run(["check"], input: "all frobnicated now\n", environment: environment).stdout.isEmpty)
        // hunspell's own file, imported: words and word/model learned, *word left out, in one write.
        let hunspells = home.appendingPathComponent("mine.dic")
        try "zorblat\nfrimbles/S\n*hello\n\nfrobnicated\n".write(to: hunspells, atomically: true, encoding: .utf8)
        let imported = try CLI.run(["learn", "--import", hunspells.path], environment: environment)
        #expect(imported.status == 0)
        #expect(imported.stderr == "wordcheck: 2 of 3 words learned (the others were learned already); 1 forbidden (*word) left out\n")
        #expect(try CLI.run(["spell", "zorblat", "frimbles"], environment: environment).status == 0)
        #expect(try CLI.run(["spell", "hello"], environment: environment).status == 0)
        let exported = try CLI.run(["learn", "--export"], environment: environment)
        #expect(exported.stdout == "frobnicated\nzorblat\nfrimbles\n")
        // Which of the three, and a file that cannot be imported.
        #expect(try CLI.run(["learn"], environment: environment).status == 64)
        #expect(try CLI.run(["learn", "word", "--export"], environment: environment).status == 64)
        let missing = try CLI.run(["learn", "--import", home.appendingPathComponent("none").path], environment: environment)
        #expect(missing.status == 66 && missing.stderr.hasPrefix("wordcheck: cannot import "))
    }

    @Test func wordsThatCannotBeLearned() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-xdg-\(UUID())").path
        let result = try CLI.run(["learn", ""], environment: ["XDG_DATA_HOME": data])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("wordcheck: cannot use '' as a dictionary word"))
        // A word libhunspell would never accept is refused, not saved to stay misspelled.
        for length in [300, 400] {
            let long = try CLI.run(["learn", "zq" + String(repeating: "x", count: length - 2)], environment: ["XDG_DATA_HOME": data])
            #expect(long.status == 64 && long.stderr.contains("300 bytes or more") && long.stderr.split(separator: "\n").count == 1)
        }
        #expect(try CLI.run(["learn", "zq" + String(repeating: "x", count: 297)], environment: ["XDG_DATA_HOME": data]).status == 0)
        #expect(try CLI.run(["spell", "zq" + String(repeating: "x", count: 297)], environment: ["XDG_DATA_HOME": data]).status == 0)
    }

    /// A list past the size every command reads locks nobody out: commands say how to
    /// repair it, unlearn takes words off it, unlearn --all removes it.
    @Test func aListPastTheLimitCanBeRepaired() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-xdg-\(UUID())").path
        let environment = ["XDG_DATA_HOME": data]
        let folder = data + "/wordcheck/learned"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let line = String(repeating: "q", count: 1023) + "\n"
        let list = String(repeating: line, count: 16 * 1024) + "qzxextra\n"
        try Data(list.utf8).write(to: URL(fileURLWithPath: folder + "/en_US.txt"))
        let spell = try CLI.run(["spell", "cease"], environment: environment)
        #expect(spell.status == 73 && spell.stderr.contains("wordcheck unlearn --all") && spell.stderr.split(separator: "\n").count == 1)
        #expect(try CLI.run(["unlearn", "qzxmissing"], environment: environment).status == 1)
        #expect(try CLI.run(["unlearn", "qzxextra"], environment: environment).status == 0)
        #expect(try CLI.run(["unlearn", String(repeating: "q", count: 1023)], environment: environment).status == 0)
        #expect(try CLI.run(["spell", "cease"], environment: environment).status == 0)
        #expect(try CLI.run(["spell", String(repeating: "q", count: 1023)], environment: environment).status == 1)
        #expect(try CLI.run(["unlearn", "--all"], environment: environment).status == 0)
        #expect(!FileManager.default.fileExists(atPath: folder + "/en_US.txt"))
        #expect(try CLI.run(["unlearn", "--all", "cease"], environment: environment).status == 64)
        #expect(try CLI.run(["unlearn"], environment: environment).status == 64)
    }

    /// Eight processes learning fifty words each at once keep all 400 (two processes once
    /// kept one word of two in 19 tries out of 20). They learn for a dictionary of a few
    /// words: what is tested is the list of learned words, and such a process takes an
    /// eighth of the instructions of one that loads en_US for libhunspell to add the word.
    @Test func concurrentProcessesLoseNoWord() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-xdg-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let dictionary = CLI.fixtures.appendingPathComponent("plain/xx_PLAIN").path
        let failures = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 8) { process in
            for word in 0..<50 {
                let arguments = ["learn", "--dictionary", dictionary, "qzproc\(process)word\(word)"]
                let status = (try? CLI.run(arguments, environment: ["XDG_DATA_HOME": data]))?.status
                if status != 0 { failures.withLock { $0 += 1 } }
            }
        }
        #expect(failures.withLock { $0 } == 0)
        let file = data + "/wordcheck/learned/xx_PLAIN.txt"
        let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n").map(String.init)
        let expected = (0..<8).flatMap { process in (0..<50).map { "qzproc\(process)word\($0)" } }
        #expect(lines.count == 400 && Set(lines) == Set(expected))
    }

    /// kill -9 at random moments while learning: the list is always whole (every line a
    /// word that was sent, no torn line) and keeps every word whose learn finished.
    /// The moments are spread over the life of a learn, measured first on this machine as
    /// it is, so that some processes are killed before they write, some while they write
    /// and some not at all; the test fails if none finished or none was killed.
    @Test func killedWritersNeverCorruptOrLose() throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-xdg-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let folder = data + "/wordcheck/learned"
        let file = folder + "/en_US.txt"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        // A long list makes each write take long enough to be interrupted. Words of letters
        // alone, which the word list rejects by itself, as most learned words are.
        func letters(_ number: Int) -> String {
            var number = number, letters = ""
            for _ in 0..<4 {
                letters.unicodeScalars.append(Unicode.Scalar(UInt8(97 + number % 26)))
                number /= 26
            }
            return letters
        }
        let seeded = (0..<20_000).map { "qzseed" + letters($0) }
        try Data(seeded.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: file))
        var sent = Set(seeded)
        var kept = Set(seeded)
        func learn(_ word: String, killAfter delay: Duration?) throws -> Bool {
            sent.insert(word)
            let process = Process()
            process.executableURL = CLI.executable
            process.arguments = ["learn", word]
            process.environment = CLI.environment(home: URL(fileURLWithPath: data), ["XDG_DATA_HOME": data])
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            if let delay {
                let (seconds, attoseconds) = delay.components
                usleep(UInt32(seconds * 1_000_000 + attoseconds / 1_000_000_000_000))
                kill(process.processIdentifier, SIGKILL)
            }
            process.waitUntilExit()
            let finished = process.terminationReason == .exit && process.terminationStatus == 0
            if finished { kept.insert(word) }
            return finished
        }
        // How long a learn takes here, now: the middle of three.
        var lifetimes: [Duration] = []
        for index in 0..<3 {
            let start = ContinuousClock.now
            #expect(try learn("qzlife" + letters(index), killAfter: nil))
            lifetimes.append(ContinuousClock.now - start)
        }
        let lifetime = lifetimes.sorted()[1]
        var state: UInt64 = 0x5EED  // SplitMix64: the same spread on every run
        func nextFraction() -> Double {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Double((z ^ (z >> 31)) % 1_000) / 1_000
        }
        var finished = 0, killed = 0
        for attempt in 0..<100 {
            // From a third of a learn's life to a fifth past its end.
            if try learn("qzkill" + letters(attempt), killAfter: lifetime * (1.0 / 3 + 0.87 * nextFraction())) {
                finished += 1
            } else {
                killed += 1
            }
            let lines = try String(contentsOfFile: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines.last == "", "attempt \(attempt): the list does not end with a newline")
            let words = Set(lines.dropLast().map(String.init))
            #expect(words.isSubset(of: sent), "attempt \(attempt): a line that was never sent")
            #expect(kept.isSubset(of: words), "attempt \(attempt): a learned word was lost")
            if !kept.isSubset(of: words) || !words.isSubset(of: sent) { break }
        }
        #expect(finished > 0 && killed > 0, "\(finished) learns finished, \(killed) were killed (a learn takes \(lifetime))")
        // The next write clears what the killed ones left.
        #expect(try CLI.run(["learn", "qzafter"], environment: ["XDG_DATA_HOME": data]).status == 0)
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".tmp") }
        #expect(left.isEmpty)
    }

    /// The CLI tests never write the real user's learned words: Foundation takes the home
    /// folder from the password database, not HOME, so CLI.run sets XDG_DATA_HOME.
    @Test func testsNeverTouchTheRealHome() throws {
        let real = FileManager.default.homeDirectoryForCurrentUser
            .appendingPathComponent(".local/share/wordcheck/learned/en_US.txt").path
        let word = "qzhomeguard\(getpid())"
        #expect(try CLI.run(["learn", word]).status == 0)
        let contents = FileManager.default.contents(atPath: real).map { String(decoding: $0, as: UTF8.self) } ?? ""
        #expect(!contents.contains(word), "a CLI test wrote to \(real)")
    }
}
