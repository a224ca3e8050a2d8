import Foundation
import SpellChecking
import Testing

/// Broken and unusual dictionaries: every one is a typed error, never a checker that rejects everything.
@Suite struct DictionaryLoadingTests {
    /// A dictionary is never refused for its file name: its language comes from the `.aff`
    /// file's `LANG` line, else from the name when it reads as one, else it is undetermined.
    @Test func anyNameLoads() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("any-name-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let affix = try String(contentsOfFile: Fixtures.path("plain/xx_PLAIN.aff"), encoding: .utf8)
        let words = try String(contentsOfFile: Fixtures.path("plain/xx_PLAIN.dic"), encoding: .utf8)
        let names = ["condition", "sug2", "i58202", "my-words", "medical", "1", "x", "über", "with space", ".hidden",
                     "a.b", "UPPER", "de_DE", "--", "_"]
        for name in names {
            for (lang, expected) in [(nil, nil), ("LANG hu_HU\n", "hu_HU"), ("LANG 12-x!\n", nil)] as [(String?, String?)] {
                let base = folder.appendingPathComponent("\(name)-\(expected ?? (lang == nil ? "none" : "bad"))/\(name)")
                try FileManager.default.createDirectory(at: base.deletingLastPathComponent(), withIntermediateDirectories: true)
                try ((lang ?? "") + affix).write(toFile: base.path + ".aff", atomically: true, encoding: .utf8)
                try words.write(toFile: base.path + ".dic", atomically: true, encoding: .utf8)
                let checker = try HunspellChecker(dictionaryAt: base.path)
                #expect(checker.isCorrect("alpha") && !checker.isCorrect("alphx"), "\(name)")
                let fromName = try? Language(name)
                #expect(checker.language.identifier == expected ?? fromName?.identifier ?? "und", "\(name), \(lang ?? "no LANG")")
            }
        }
        #expect(Language.undetermined.identifier == "und" && Language.undetermined.region == nil)
    }

    @Test func missingFiles() {
        let base = Fixtures.path("broken/absent")
        #expect(throws: SpellCheckingError.fileNotFound(path: base + ".aff")) { try HunspellChecker(dictionaryAt: base) }
        let onlyAffix = Fixtures.path("broken/onlyaff")
        #expect(throws: SpellCheckingError.fileNotFound(path: onlyAffix + ".dic")) { try HunspellChecker(dictionaryAt: onlyAffix) }
    }

    @Test func folderInsteadOfFile() {
        let base = Fixtures.path("broken/folder")
        #expect(throws: SpellCheckingError.fileUnreadable(path: base + ".dic")) { try HunspellChecker(dictionaryAt: base) }
    }

    @Test(arguments: ["nocount", "zero", "huge", "empty", "binary", "binaryaff"])
    func notADictionary(name: String) {
        #expect {
            try HunspellChecker(dictionaryAt: Fixtures.path("broken/\(name)"))
        } throws: { error in
            guard case .notADictionary(let path, _) = error as? SpellCheckingError else { return false }
            return path.hasSuffix("/broken/\(name).dic") || path.hasSuffix("/broken/\(name).aff")
        }
    }

    @Test func unsupportedEncoding() {
        #expect(throws: SpellCheckingError.unsupportedEncoding(path: Fixtures.path("broken/badset.aff"), encoding: "EBCDIC-37")) {
            try HunspellChecker(dictionaryAt: Fixtures.path("broken/badset"))
        }
    }

    @Test func errorsReadAsOneLine() {
        let errors: [SpellCheckingError] = [
            .invalidLanguage("x"), .dictionaryNotFound(language: "de", searched: ["/a", "/b"]), .fileNotFound(path: "/a.dic"),
            .fileUnreadable(path: "/a.dic"), .notADictionary(path: "/a.dic", reason: "r"),
            .unsupportedEncoding(path: "/a.aff", encoding: "X"), .invalidWord("a\nb", reason: "r"),
        ]
        for error in errors {
            #expect(!error.description.isEmpty)
            #expect(!error.description.contains("\n"))
        }
    }

    @Test func latin1Dictionary() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("latin1/xx_LATIN.dic"))
        #expect(checker.encoding == "ISO8859-1")
        for word in ["café", "cafés", "niño", "niños", "garçon", "über", "façade", "facades".replacingOccurrences(of: "c", with: "ç")] {
            #expect(checker.isCorrect(word), "\(word)")
        }
        #expect(checker.isCorrect("cafe\u{301}"))
        #expect(!checker.isCorrect("cafe"))
        // Not representable in ISO8859-1: misspelled, never an error.
        #expect(!checker.isCorrect("caf\u{0119}"))
        #expect(!checker.isCorrect("€uro"))
        // Suggestions come back as proper Swift strings.
        #expect(checker.suggestions(for: "cafe").contains("café"))
        #expect(checker.suggestions(for: "nino").contains("niño"))
    }

    @Test func latin1AddAndUnrepresentableWord() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("latin1/xx_LATIN"))
        try checker.add("crème")
        #expect(checker.isCorrect("crème"))
        #expect(throws: SpellCheckingError.invalidWord("żubr", reason: "the dictionary's encoding (ISO8859-1) cannot represent it")) {
            try checker.add("żubr")
        }
    }

    @Test func koi8Dictionary() throws {
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("koi8/ru_KOI"))
        #expect(checker.encoding == "KOI8-R")
        #expect(checker.language == (try Language("ru_KOI")))
        #expect(checker.isCorrect("мир"))
        #expect(checker.isCorrect("дом"))
        #expect(!checker.isCorrect("мор"))
        #expect(checker.suggestions(for: "мар").contains("мир"))
    }

    // MARK: What libhunspell would trust: checked first, refused with the line

    /// Writes `aff` and `dic` to a fresh folder and returns the dictionary's base path.
    func dictionary(aff: String, dic: String) throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-dict-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(aff.utf8).write(to: folder.appendingPathComponent("xx_XX.aff"))
        try Data(dic.utf8).write(to: folder.appendingPathComponent("xx_XX.dic"))
        return folder.appendingPathComponent("xx_XX").path
    }

    /// The reason a dictionary is refused for, or nil when it loads.
    func refusal(aff: String, dic: String = "1\nwork\n") throws -> String? {
        let base = try dictionary(aff: aff, dic: dic)
        defer { try? FileManager.default.removeItem(atPath: (base as NSString).deletingLastPathComponent) }
        do {
            _ = try HunspellChecker(dictionaryAt: base, language: .english)
            return nil
        } catch {
            guard case .notADictionary(_, let reason) = error else { return "wrong error: \(error)" }
            return reason
        }
    }

    /// Counts that libhunspell reserves memory for before reading a line (once an abort
    /// in std::bad_alloc), for every table it has.
    @Test(arguments: ["REP", "MAP", "BREAK", "ICONV", "OCONV", "PHONE", "COMPOUNDRULE", "CHECKCOMPOUNDPATTERN", "AF", "AM", "PFX", "SFX"])
    func absurdTableCounts(table: String) throws {
        for count in ["2147483647", "1000000000", "268435456", "3"] {
            let header = table == "PFX" || table == "SFX" ? "\(table) A Y \(count)" : "\(table) \(count)"
            let reason = try #require(try refusal(aff: "SET UTF-8\n\(header)\nTRY abc\n"))
            #expect(reason == "line 2: \(table) announces \(count) entries, but only 1 lines follow", "\(header)")
        }
        let header = table == "PFX" || table == "SFX" ? "\(table) A Y 0" : "\(table) 0"
        #expect(try refusal(aff: "SET UTF-8\n\(header)\n") == (table == "BREAK" ? nil : "line 2: \(table) announces 0 entries; it needs at least 1"))
    }

    @Test func entriesThatAreNotTheTable() throws {
        #expect(try refusal(aff: "REP 2\nREP a b\nTRY x\n") == "line 3: not one of the 2 REP entries that line 1 announces")
        #expect(try refusal(aff: "REP 1\nREP a\n") == "line 2: not one of the 1 REP entries that line 1 announces")
        #expect(try refusal(aff: "SFX A Y 2\nSFX A 0 s .\nSFX B 0 s .\n") == "line 3: an entry of SFX A with another flag")
        #expect(try refusal(aff: "MAP 1\nMAP ab\nMAP 1\nMAP cd\n") == "line 3: a second MAP table")
        // What real dictionaries do and libhunspell takes: BREAK 0 (nl, mn_MN), an affix
        // entry whose first field is misspelled (mn_MN's SFT), several tables of one affix kind.
        #expect(try refusal(aff: "BREAK 0\nSFX A Y 2\nSFX A 0 s .\nSFT A 0 es .\nSFX B Y 1\nSFX B 0 ed .\n",
                            dic: "2\nwork/AB\nwalk/A\n") == nil)
    }

    /// An AM alias named by a .dic entry must exist: libhunspell dereferenced it (SIGSEGV).
    @Test func aliasReferences() throws {
        #expect(try refusal(aff: "AM 1\nAM po:noun\n", dic: "1\nwork po:verb\n")
            == "line 2: 'po:verb' names no alias of the AM table (1 to 1)")
        #expect(try refusal(aff: "AM 1\nAM po:noun\n", dic: "1\nwork\t2\n") == "line 2: '2' names no alias of the AM table (1 to 1)")
        #expect(try refusal(aff: "AM 1\nAM po:noun\n", dic: "1\nwork\t1\n") == nil)
        #expect(try refusal(aff: "AF 1\nAF AB\nSFX A Y 1\nSFX A 0 s .\n", dic: "1\nwork/3\n")
            == "line 2: '3' names no alias of the AF table (1 to 1)")
        #expect(try refusal(aff: "AF 1\nAF AB\nSFX A Y 1\nSFX A 0 s/0 .\n", dic: "1\nwork/1\n")
            == "line 4: '0' names no alias of the AF table (1 to 1)")
        #expect(try refusal(aff: "AF 1\nAF AB\nSFX A Y 1\nSFX A 0 s .\n", dic: "1\nwork/1\n") == nil)
    }

    /// Entries libhunspell reads without complaint and then never finishes with: an empty
    /// REP pattern (searched for past the word's end), an empty ICONV/OCONV pattern (every
    /// word's conversion loops for ever), a replacement thousands of times its pattern (each
    /// word costs seconds), an empty MAP group (recursion until the stack overflows).
    @Test func tableEntriesLibhunspellNeverFinishes() throws {
        for pattern in ["^", "$", "^$"] {
            #expect(try refusal(aff: "REP 1\nREP \(pattern) x\n") == "line 2: REP has an empty pattern ('\(pattern)')")
        }
        for table in ["ICONV", "OCONV"] {
            for pattern in ["_", "__"] {
                #expect(try refusal(aff: "SET UTF-8\n\(table) 1\n\(table) \(pattern) x\n")
                    == "line 3: \(table) has an empty pattern ('\(pattern)')")
            }
            let long = String(repeating: "a", count: 5000)
            #expect(try refusal(aff: "SET UTF-8\n\(table) 1\n\(table) a \(long)\n")
                == "line 3: \(table) turns 1 bytes into 5000: a replacement may be at most 4 times as long as its pattern")
            #expect(try refusal(aff: "SET UTF-8\n\(table) 1\n\(table) ab abcdefghi\n") != nil)
        }
        #expect(try refusal(aff: "MAP 1\nMAP ()\n") == "line 2: MAP has an empty group '()'")
        #expect(try refusal(aff: "SET UTF-8\nMAP 2\nMAP (ab)()c\nMAP xy\n") == "line 3: MAP has an empty group '()'")
        // What real dictionaries have: anchored REP and ICONV entries, groups, a Hangul
        // syllable converted to its three jamo (3 bytes to 9), a replacement of 8 bytes.
        #expect(try refusal(aff: "SET UTF-8\nREP 3\nREP ^a b\nREP c$ d\nREP _ -\nMAP 2\nMAP (ss)ß\nMAP (a\nICONV 4\n"
                            + "ICONV _a b\nICONV c_ d\nICONV 각 각\nICONV ’ abcdefgh\n") == nil)
    }

    /// libhunspell stores each .dic word at the end of its hash bucket's chain, walking the
    /// chain first: many copies of one word, or far more words than line 1 announces, make
    /// the load quadratic (100,000 copies of one word took 13 s, 200,000 took 54 s).
    @Test func wordsThatMakeTheLoadQuadratic() throws {
        let copies = String(repeating: "word\n", count: 20_000)
        let refused = try #require(try refusal(aff: "SET UTF-8\n", dic: "20000\n" + copies))
        #expect(refused == "its words would take libhunspell more than 100000000 steps to store: too many copies of "
                + "one word, or far more words than line 1 announces (20000)")
        // Copies made by IGNORE, which libhunspell takes out before storing a word.
        let variants = (0..<(1 << 15)).map { number in
            "wo" + String((0..<15).map { number >> $0 & 1 == 0 ? "x" : "y" }) + "rd"
        }
        #expect(try refusal(aff: "SET UTF-8\nIGNORE xy\n", dic: "\(variants.count)\n" + variants.joined(separator: "\n") + "\n")?
            .hasPrefix("its words would take libhunspell") == true)
        #expect(try refusal(aff: "SET UTF-8\n", dic: "\(variants.count)\n" + variants.joined(separator: "\n") + "\n") == nil)
        // 500,000 words announced as one: about 500 in each of libhunspell's 1,007 buckets.
        let many = (0..<500_000).map { "w\($0)" }
        #expect(try refusal(aff: "SET UTF-8\n", dic: "1\n" + many.joined(separator: "\n") + "\n")?
            .hasSuffix("far more words than line 1 announces (1)") == true)
        #expect(try refusal(aff: "SET UTF-8\n", dic: "\(many.count)\n" + many.joined(separator: "\n") + "\n") == nil)
        // A few hundred homonyms, as real dictionaries have at most, load.
        #expect(try refusal(aff: "SET UTF-8\n", dic: "500\n" + String(repeating: "word\n", count: 500)) == nil)
    }

    @Test func wordCountLine() throws {
        // libhunspell reads the count with atoi: a comment after it is fine (gd_GB, gv_GB, ar).
        #expect(try refusal(aff: "SET UTF-8\n", dic: "2 gaelic.words\nwork\nwalk\n") == nil)
        #expect(try refusal(aff: "SET UTF-8\n", dic: "2\t1\nwork\nwalk\n") == nil)
        #expect(try refusal(aff: "SET UTF-8\n", dic: "2words\nwork\n") == "line 1 must be the number of words")
        // A hash table sized for 49,999,999 words, for two.
        #expect(try refusal(aff: "SET UTF-8\n", dic: "49999999\nwork\nwalk\n") == "line 1 announces 49999999 words, but only 3 lines follow")
    }

    /// FIFOs blocked libhunspell for ever, /dev/zero and 2 GB files took gigabytes.
    @Test func specialAndHugeFiles() throws {
        let base = try dictionary(aff: "SET UTF-8\n", dic: "1\nwork\n")
        let folder = (base as NSString).deletingLastPathComponent
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func reason() -> String? {
            do {
                // A private copy each time: a shared one would come from the process's cache.
                _ = try HunspellChecker(dictionary: DictionaryDescriptor(path: base), language: .english, shared: false)
                return nil
            } catch {
                guard case .notADictionary(_, let reason) = error else { return "wrong error: \(error)" }
                return reason
            }
        }
        #expect(reason() == nil)
        try FileManager.default.removeItem(atPath: base + ".dic")
        #expect(mkfifo(base + ".dic", 0o600) == 0)
        #expect(reason() == "it is a FIFO, not a regular file")
        try FileManager.default.removeItem(atPath: base + ".dic")
        try FileManager.default.createSymbolicLink(atPath: base + ".dic", withDestinationPath: "/dev/zero")
        #expect(reason() == "it is a device, not a regular file")
        try FileManager.default.removeItem(atPath: base + ".dic")
        #expect(FileManager.default.createFile(atPath: base + ".dic", contents: Data("1\nwork\n".utf8)))
        #expect(truncate(base + ".aff", 2 << 30) == 0)  // sparse: no disk used
        #expect(reason() == "it is \(2 << 30) bytes, more than the 16777216 bytes allowed")
    }
}
