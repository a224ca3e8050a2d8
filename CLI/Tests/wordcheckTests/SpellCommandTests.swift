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
                      ("es-ES", "acción\n", "")])
    func languages(code: String, input: String, misspelled: String) throws {
        let result = try CLI.run(["spell", "--lang", code], input: input)
        #expect(result.stdout == misspelled)
        #expect(result.status == (misspelled.isEmpty ? 0 : 1))
    }

    /// `spell --lang` answers a bundled language from its word list alone; the same files
    /// named by path load HunspellChecker. Both print the same words, learned words and
    /// their case variants and hyphen joins included.
    @Test(arguments: ["en", "it"])
    func theWordListAloneAnswersAsTheDictionaryDoes(code: String) throws {
        let data = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-xdg-\(UUID())").path
        defer { try? FileManager.default.removeItem(atPath: data) }
        let environment = ["XDG_DATA_HOME": data]
        let name = code == "en" ? "en_US" : "it_IT"
        for word in ["wordcheckery", "McQzx", "cease", "perché"] {
            #expect(try CLI.run(["learn", "--lang", code, word], environment: environment).status == 0)
        }
        let words = ["wordcheckery", "Wordcheckery", "WORDCHECKERY", "wordcheckerys", "wordcheckery-cease", "cease-wordcheckery",
                     "McQzx", "MCQZX", "mcqzx", "Mcqzx", "cease", "Cease.", "CEASE", "21st", "1990s", "agensies", "well-known",
                     "perché", "PERCHÉ", "dell'anno", "l’acqua", "dell'annno", "wordcheckery.", "e-mail"]
        let input = words.joined(separator: "\n") + "\n"
        let fromList = try CLI.run(["spell", "--lang", code], input: input, environment: environment)
        let fromFiles = try CLI.run(["spell", "--dictionary", CLI.dictionaries.appendingPathComponent("\(name)/\(name)").path],
                                    input: input, environment: environment)
        #expect(fromList.status == 1 && fromList.stderr.isEmpty)
        #expect(fromList.stdout == fromFiles.stdout && fromList.status == fromFiles.status)
        #expect(!fromList.stdout.contains("wordcheckery\n") && fromList.stdout.contains("wordcheckerys\n"))
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
        // A character cut short, which decoding repairs into as many bytes (U+FFFD is three),
        // a lone continuation byte, an overlong form and a surrogate are not UTF-8 either.
        for bad in [[0xF0, 0x9F, 0x98], [0x80], [0xC0, 0xAF], [0xED, 0xA0, 0x80]] as [[UInt8]] {
            let cut = try CLI.run(["spell"], input: Data("cease\n".utf8) + Data(bad) + Data("\n".utf8))
            #expect(cut.status == 1 && cut.stdoutBytes == Data(bad + [0x0A]), "\(bad)")
            #expect(cut.stderr == "wordcheck: stdin line 2 is not valid UTF-8\n", "\(bad)")
        }
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

    /// A named variant with no dictionary is refused, naming those there are, never replaced by another.
    @Test func missingVariantExits66NamingTheOthers() throws {
        let folder = CLI.fixtures.appendingPathComponent("koi8").path
        let result = try CLI.run(["spell", "--lang", "ru-AQ"], input: "мир\n", environment: ["WORDCHECK_DICTIONARY_PATH": folder])
        #expect(result.status == 66)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("wordcheck: no dictionary for 'ru_AQ'; its language has "))
        #expect(result.stderr.contains("ru_KOI") && result.stderr.hasSuffix("(name one to use it)\n"))
        let code = try CLI.run(["spell", "--lang", "ru"], input: "мир\n", environment: ["WORDCHECK_DICTIONARY_PATH": folder])
        #expect(code.status == 0)
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
