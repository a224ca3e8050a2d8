import Foundation
import Testing

/// `wordcheck words build` and `words list`: a list built for a dictionary with none is kept
/// in the user's cache, found by the files' digest from then on, and never used for other files.
@Suite struct WordsCommandTests {
    /// A folder holding a copy of the test fixture xx_AFFIX (no list of its own), and a cache folder.
    func scratch() throws -> (dictionaries: URL, environment: [String: String]) {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-words-\(UUID())")
        let dictionaries = base.appendingPathComponent("dictionaries")
        try FileManager.default.createDirectory(at: dictionaries, withIntermediateDirectories: true)
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Tests/SpellCheckingTests/Fixtures/affixes")
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(at: fixtures.appendingPathComponent("xx_AFFIX.\(ext)"),
                                             to: dictionaries.appendingPathComponent("xx_AFFIX.\(ext)"))
        }
        return (dictionaries, ["WORDCHECK_CACHE_DIR": base.appendingPathComponent("cache").path,
                               "WORDCHECK_DICTIONARY_PATH": dictionaries.path])
    }

    /// `words info` reads a list's header once the whole file checks out: the bundled list in
    /// use, one in the cache, or a file named; anything else is one line and 66.
    @Test func infoDescribesTheListInUse() throws {
        let english = try CLI.run(["words", "info", "--json"])
        #expect(english.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(english.stdout.utf8)) as? [String: Any])
        let listed = try CLI.run(["words", "list"]).stdout.split(separator: "\n").count
        #expect(object["words"] as? Int == listed && object["format"] as? Int == 9)
        #expect((object["digest"] as? String)?.count == 64 && object["closedForLetterWords"] as? Bool == true)
        let file = try #require(object["file"] as? String)
        #expect((object["sections"] as? [String: Int])?["rules"].map { $0 > 0 } == true)
        #expect(try CLI.run(["words", "info", "--file", file]).stdout.contains("words: \(listed)\n"))

        let (dictionaries, environment) = try scratch()
        defer { try? FileManager.default.removeItem(at: dictionaries.deletingLastPathComponent()) }
        let none = try CLI.run(["words", "info", "--lang", "xx_AFFIX"], environment: environment)
        #expect(none.status == 66 && none.stderr.hasPrefix("wordcheck: xx_AFFIX has no word list in use"))
        #expect(try CLI.run(["words", "build", "--lang", "xx_AFFIX"], environment: environment).status == 0)
        #expect(try CLI.run(["words", "info", "--lang", "xx_AFFIX"], environment: environment).stdout.contains("/cache/"))
        let damaged = dictionaries.appendingPathComponent("bad.words")
        try Data("WCWORDS\0".utf8 + [9, 0, 0, 0]).write(to: damaged)
        #expect(try CLI.run(["words", "info", "--file", damaged.path]).status == 66)
        #expect(try CLI.run(["words", "info", "--file", dictionaries.appendingPathComponent("none.words").path]).status == 66)
    }

    @Test func builtListIsCachedAndUsed() throws {
        let (folder, environment) = try scratch()
        let path = folder.appendingPathComponent("xx_AFFIX").path
        let before = try CLI.run(["languages"], environment: environment)
        #expect(before.stdout.contains("xx_AFFIX") && !before.stdout.contains("xx_AFFIX  environment  \(folder.path)  (word list in use)"))
        let none = try CLI.run(["words", "list", "--dictionary", path], environment: environment)
        #expect(none.status == 66 && none.stderr.contains("wordcheck words build --dictionary \(path)"))

        let build = try CLI.run(["words", "build", "--dictionary", path], environment: environment)
        #expect(build.status == 0, "\(build.stderr)")
        #expect(build.stdout.hasPrefix("xx_AFFIX: 16 words, ") && build.stdout.contains(environment["WORDCHECK_CACHE_DIR"]!))
        let listed = try CLI.run(["words", "list", "--dictionary", path], environment: environment)
        #expect(listed.status == 0)
        #expect(listed.stdout.split(separator: "\n").count == 16 && listed.stdout.hasPrefix("ami\namis\nbus\n"))
        let after = try CLI.run(["languages"], environment: environment)
        #expect(after.stdout.contains("(word list in use)"), "\(after.stdout)")
        // Built again only when asked.
        #expect(try CLI.run(["words", "build", "--dictionary", path], environment: environment).stdout.contains("has a word list in use"))
        #expect(try CLI.run(["words", "build", "--force", "--dictionary", path], environment: environment).stdout.hasPrefix("xx_AFFIX: 16 words"))

        // Other files (one more stem) do not get it: their digest differs.
        let dic = folder.appendingPathComponent("xx_AFFIX.dic")
        var text = try String(contentsOf: dic, encoding: .isoLatin1)
        text += "zebra\n"
        try text.write(to: dic, atomically: true, encoding: .isoLatin1)
        let changed = try CLI.run(["words", "list", "--dictionary", path], environment: environment)
        #expect(changed.status == 66)
    }

    @Test func forgedCacheFilesAreRefused() throws {
        let (folder, environment) = try scratch()
        let path = folder.appendingPathComponent("xx_AFFIX").path
        let build = try CLI.run(["words", "build", "--dictionary", path], environment: environment)
        let written = try #require(build.stdout.split(separator: " ").last.map { String($0.dropLast()) })
        let good = try Data(contentsOf: URL(fileURLWithPath: written))
        for damaged in [good.prefix(100), Data(good.map { $0 ^ 1 }), Data("WCWORDS\0 no list".utf8)] {
            try damaged.write(to: URL(fileURLWithPath: written))
            let status = try CLI.run(["languages"], environment: environment)
            #expect(status.stdout.contains("word list not used"), "\(status.stdout)")
            // Words are still answered, by libhunspell.
            let spell = try CLI.run(["spell", "--dictionary", path, "passed", "passedx"], environment: environment)
            #expect(spell.status == 1 && spell.stdout == "passedx\n")
            #expect(try CLI.run(["words", "build", "--dictionary", path], environment: environment).status == 0)
            #expect(try Data(contentsOf: URL(fileURLWithPath: written)) == good)
        }
    }

    @Test func badInput() throws {
        let (folder, environment) = try scratch()
        let none = try CLI.run(["words", "build"], environment: environment)
        #expect(none.status == 64 && none.stderr.contains("Give one of --lang, --dictionary or --all."))
        let missing = try CLI.run(["words", "build", "--dictionary", folder.appendingPathComponent("nothing").path], environment: environment)
        #expect(missing.status == 66 && missing.stderr.split(separator: "\n").count == 1)
        let frequencies = folder.appendingPathComponent("frequencies.txt")
        try "ami\tfour\n".write(to: frequencies, atomically: true, encoding: .utf8)
        let bad = try CLI.run(["words", "build", "--dictionary", folder.appendingPathComponent("xx_AFFIX").path,
                               "--frequencies", frequencies.path], environment: environment)
        #expect(bad.status == 66 && bad.stderr == "wordcheck: --frequencies \(frequencies.path) line 1: give `word<TAB>zipf`, zipf from 0 to 655\n")
    }
}
