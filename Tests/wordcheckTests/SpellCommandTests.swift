import Foundation
import Testing

@Suite struct SpellCommandTests {
    @Test func argumentsAllCorrect() throws {
        let result = try CLI.run(["spell", "agencies", "cease"])
        #expect(result.status == 0)
        #expect(result.stdout == "")
        #expect(result.stderr == "")
    }

    /// Hunspell's own test files have lines with spaces around the word and a byte order mark.
    @Test func spacesTabsAndAByteOrderMarkAreNotPartOfTheWord() throws {
        let input = Data([0xEF, 0xBB, 0xBF]) + Data("spaced \n\tspaced\n  agensies\t\n \t \nagencies\n".utf8)
        let result = try CLI.run(["spell"], input: input)
        #expect(result.status == 1)
        #expect(result.stdout == "agensies\n")
        let clean = try CLI.run(["spell"], input: Data([0xEF, 0xBB, 0xBF]) + Data("cease\n".utf8))
        #expect(clean.status == 0 && clean.stdout.isEmpty)
    }

    @Test func printsMisspelledWordsInOrder() throws {
        let result = try CLI.run(["spell", "dropus", "gumdrop", "agensies", "drops"])
        #expect(result.status == 1)
        #expect(result.stdout == "dropus\nagensies\n")
    }

    @Test(arguments: [("es", "año\nanio\nvergüenza\nverguenza\n", "anio\nverguenza\n"),
                      ("it", "perché\nperche\nl’acqua\ncittà\n", "perche\n"),
                      ("es-MX", "acción\n", "")])
    func languages(code: String, input: String, misspelled: String) throws {
        let result = try CLI.run(["spell", "--lang", code], input: input)
        #expect(result.stdout == misspelled)
        #expect(result.status == (misspelled.isEmpty ? 0 : 1))
    }

    @Test func stdinLinesAreWholeWordsWithCRLFAndBlankLines() throws {
        let result = try CLI.run(["spell"], input: "hello\r\n\nwrld\r\nice cream\ntwo words\nlast")
        #expect(result.stdout == "wrld\nice cream\ntwo words\n")
        #expect(result.status == 1)
    }

    @Test func invalidUTF8IsReportedAndKept() throws {
        var input = Data("hello\n".utf8)
        input.append(contentsOf: [0x63, 0x61, 0x66, 0xE9, 0x0A])  // "caf\xE9" in Latin-1
        input.append(contentsOf: Data("world\n".utf8))
        let result = try CLI.run(["spell"], input: input)
        #expect(result.status == 1)
        #expect(result.stdoutBytes == Data([0x63, 0x61, 0x66, 0xE9, 0x0A]))
        #expect(result.stderr == "wordcheck: stdin line 2 is not valid UTF-8\n")
    }

    @Test func longInputIsStreamed() throws {
        // 200,000 lines (1.4 MB), larger than any buffer; every 1000th misspelled.
        var input = ""
        var expected = ""
        for index in 0..<200_000 {
            if index % 1_000 == 0 {
                input += "zzqx\(index)q\n"
                expected += "zzqx\(index)q\n"
            } else {
                input += "cease\n"
            }
        }
        let result = try CLI.run(["spell"], input: input)
        #expect(result.status == 1)
        #expect(result.stdout == expected)
    }

    @Test(arguments: ["xx_LATIN", "xx_LATIN.dic", "xx_LATIN.aff"])
    func dictionaryPathForms(file: String) throws {
        let path = CLI.fixtures.appendingPathComponent("latin1/\(file)").path
        let result = try CLI.run(["spell", "--dictionary", path, "café", "cafe", "niños"])
        #expect(result.stdout == "cafe\n")
        #expect(result.status == 1)
    }

    @Test func environmentVariableFolder() throws {
        let folder = CLI.fixtures.appendingPathComponent("koi8").path
        let result = try CLI.run(["spell", "--lang", "ru"], input: "мир\nмор\n", environment: ["WORDCHECK_DICTIONARY_PATH": folder])
        #expect(result.stdout == "мор\n")
    }

    @Test func missingDictionaryExits66WithOneLine() throws {
        let result = try CLI.run(["spell", "--dictionary", "/nonexistent/en_US", "word"])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr == "wordcheck: dictionary file not found: /nonexistent/en_US.aff\n")
    }

    @Test func unknownLanguageExits66() throws {
        let result = try CLI.run(["spell", "--lang", "tlh", "qapla"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("wordcheck: no dictionary for 'tlh' ("))
        #expect(result.stderr.hasSuffix("folders searched; `wordcheck languages` lists the ones found)\n"))
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
        #expect(result.stderr.count < 120, "\(result.stderr)")
    }

    @Test func brokenDictionaryExits66() throws {
        let path = CLI.fixtures.appendingPathComponent("broken/nocount").path
        let result = try CLI.run(["spell", "--dictionary", path, "hello"])
        #expect(result.status == 66)
        #expect(result.stderr.hasPrefix("wordcheck: not a Hunspell dictionary: "))
    }

    @Test(arguments: [["spell", "--lang", "../etc", "x"], ["spell", "--lang", "en", "--dictionary", "/x", "y"], ["spell", "--bogus"], ["nonsense"]])
    func usageErrorsExit64(arguments: [String]) throws {
        let result = try CLI.run(arguments)
        #expect(result.status == 64)
        #expect(!result.stderr.isEmpty)
        #expect(result.stdout == "")
    }

    /// Thousands of word arguments are taken as the parser would take them (they once
    /// took a minute: the parser's array appends are quadratic), after options or `--`.
    @Test func thousandsOfWordArguments() throws {
        let words = (0..<3_000).map { $0 % 2 == 0 ? "cease" : "zzq\($0)" }
        let misspelled = words.filter { $0 != "cease" }.map { $0 + "\n" }.joined()
        let english = CLI.dictionaries.appendingPathComponent("en_US/en_US").path
        for prefix in [["spell"], ["spell", "--lang", "en"], ["spell", "--dictionary", english, "--"], ["spell", "--"]] {
            let result = try CLI.run(prefix + words)
            #expect(result.status == 1, "\(prefix)")
            #expect(result.stdout == misspelled, "\(prefix)")
        }
        // Options after the words are still options.
        let spanish = try CLI.run(["spell"] + Array(repeating: "acción", count: 500) + ["--lang", "es"])
        #expect(spanish.status == 0 && spanish.stdout == "")
    }
}

@Suite struct AnyDictionaryNameTests {
    @Test func aDictionaryWhoseNameIsNoLanguage() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("cli-any-name-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for name in ["condition", "sug2", "i58202", "my-words"] {
            for ext in ["aff", "dic"] {
                try FileManager.default.copyItem(at: CLI.fixtures.appendingPathComponent("plain/xx_PLAIN.\(ext)"),
                                                 to: folder.appendingPathComponent("\(name).\(ext)"))
            }
            let result = try CLI.run(["spell", "--dictionary", folder.appendingPathComponent(name).path, "alpha", "alphx"])
            #expect(result.status == 1, "\(name): \(result.stderr)")
            #expect(result.stdout == "alphx\n", "\(name)")
        }
    }

    @Test func aFolderIsNotADictionary() throws {
        let empty = FileManager.default.temporaryDirectory.appendingPathComponent("cli-no-dictionary-\(UUID())")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try CLI.run(["spell", "--dictionary", empty.path, "word"])
        #expect(none.status == 66)
        #expect(none.stderr == "wordcheck: \(empty.path) is a folder with no dictionary in it (no .dic file)\n")
        let plain = CLI.fixtures.appendingPathComponent("plain").path
        let some = try CLI.run(["spell", "--dictionary", plain, "word"])
        #expect(some.status == 66)
        #expect(some.stderr == "wordcheck: \(plain) is a folder: name one of its dictionaries, such as \(plain)/xx_PLAIN\n")
    }

    @Test func negativeNumbersGetAMessage() throws {
        let limit = try CLI.run(["complete", "--limit", "-1", "agen"])
        #expect(limit.status == 64)
        #expect(limit.stderr.contains("--limit must be at least 1"), "\(limit.stderr)")
        let length = try CLI.run(["root", "--length", "-8"])
        #expect(length.status == 64)
        #expect(length.stderr.contains("--length must be 7, 8 or 9"), "\(length.stderr)")
    }
}

@Suite struct SuggestCommandTests {
    @Test func linesPerWord() throws {
        let result = try CLI.run(["suggest", "agensies", "cease"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n", omittingEmptySubsequences: false)
        try #require(lines.count > 2, "output: \(lines)")
        #expect(lines.count == 3 && lines[2].isEmpty)
        #expect(lines[0].hasPrefix("agensies: "))
        #expect(lines[0].contains("agencies"))
        #expect(lines[1] == "cease:")
    }

    @Test func allCorrectExitsZero() throws {
        let result = try CLI.run(["suggest", "--lang", "it", "perché"])
        #expect(result.status == 0)
        #expect(result.stdout == "perché:\n")
    }

    @Test func json() throws {
        let result = try CLI.run(["suggest", "--json", "--lang", "es", "verguenza", "año", "say \"hi\""])
        let array = try #require(try JSONSerialization.jsonObject(with: result.stdoutBytes) as? [[String: Any]])
        #expect(array.count == 3)
        #expect(array[0]["word"] as? String == "verguenza")
        #expect(array[0]["correct"] as? Bool == false)
        #expect((array[0]["suggestions"] as? [String])?.first == "vergüenza")
        #expect(array[1]["word"] as? String == "año")
        #expect(array[1]["correct"] as? Bool == true)
        #expect((array[1]["suggestions"] as? [String]) == [])
        #expect(array[2]["word"] as? String == "say \"hi\"")
    }

    @Test func needsAWord() throws {
        #expect(try CLI.run(["suggest"]).status == 64)
    }

    /// Every process hashes with another seed: the lists must not depend on it.
    @Test func sameListsInEveryProcess() throws {
        let words = ["recieve", "teh", "alot", "wrld", "Seperate", "ACOMODATE", "definately", "untill", "xyzzyq", "tset"]
        let first = try CLI.run(["suggest"] + words)
        let second = try CLI.run(["suggest"] + words)
        #expect(first.status == 1)
        #expect(first.stdout == second.stdout)
        #expect(first.stdout.hasPrefix("recieve: receive, "))
        let italian = ["perche", "citta", "l'acqa", "andatto"]
        #expect(try CLI.run(["suggest", "--lang", "it"] + italian).stdout == CLI.run(["suggest", "--lang", "it"] + italian).stdout)
    }

    @Test func hunspellsEngineOnRequest() throws {
        let ours = try CLI.run(["suggest", "tset"])
        let hunspells = try CLI.run(["suggest", "--suggestions", "hunspell", "tset"])
        let explicit = try CLI.run(["suggest", "--suggestions", "wordlist", "tset"])
        #expect(ours.stdout.hasPrefix("tset: test, "))
        #expect(hunspells.stdout.hasPrefix("tset: stet, test, "))
        #expect(explicit.stdout == ours.stdout)
        let wrong = try CLI.run(["suggest", "--suggestions", "aspell", "tset"])
        #expect(wrong.status == 64)
        #expect(wrong.stderr.contains("aspell"))
    }
}

@Suite struct LanguagesCommandTests {
    @Test func listsBundledAndEnvironmentDictionaries() throws {
        let folder = CLI.fixtures.appendingPathComponent("latin1").path
        let result = try CLI.run(["languages"], environment: ["WORDCHECK_DICTIONARY_PATH": folder])
        #expect(result.status == 0)
        let lines = result.stdout.split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init) }
        #expect(lines.first == ["xx_LATIN", "environment", folder])
        for name in ["en_US", "es_ES", "it_IT"] {
            #expect(lines.contains { $0.first == name && $0.dropFirst().first == "bundled" })
        }
    }

    /// A dictionary's word list is used only when it was made from the dictionary's own
    /// files; languages says so.
    @Test func wordListStatus() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-langs-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let spanish = CLI.dictionaries.appendingPathComponent("es_ES/es_ES")
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(atPath: spanish.path + "." + ext, toPath: folder.appendingPathComponent("xx_ES.\(ext)").path)
            try FileManager.default.copyItem(atPath: spanish.path + "." + ext, toPath: folder.appendingPathComponent("xx_OT.\(ext)").path)
        }
        try FileManager.default.copyItem(atPath: spanish.path + ".words", toPath: folder.appendingPathComponent("xx_ES.words").path)
        try FileManager.default.copyItem(atPath: CLI.dictionaries.appendingPathComponent("en_US/en_US.words").path,
                                         toPath: folder.appendingPathComponent("xx_OT.words").path)
        let result = try CLI.run(["languages"], environment: ["WORDCHECK_DICTIONARY_PATH": folder.path])
        #expect(result.stdout.contains("xx_ES  environment  \(folder.path)  (word list in use)\n"), "\(result.stdout)")
        #expect(result.stdout.contains("xx_OT  environment  \(folder.path)  (word list made from other files: not used)\n"))
        #expect(result.stdout.contains("en_US  bundled") && result.stdout.contains("(word list in use)"))
    }
}
