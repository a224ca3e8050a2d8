import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// A dictionary's `PHONE` table: its rules on small cases, its keys against aspell's on
/// every form of en_US, and the suggestions it lets a dictionary reach.
@Suite struct PhoneticTableTests {
    static func table(_ rules: String) -> PhoneticTable {
        PhoneticTable(entries: rules.split(separator: "\n").map { line in
            let fields = line.split(separator: " ")
            return (String(fields[0]), fields.count > 1 ? String(fields[1]) : "")
        })
    }

    static func transcribe(_ word: String, _ table: PhoneticTable) -> String {
        String(String.UnicodeScalarView(table.transcribe(word.unicodeScalars.map(\.value)).compactMap(Unicode.Scalar.init)))
    }

    /// Each part of a rule's search string, and the order rules are tried in.
    @Test(arguments: [
        // A character no rule matches is dropped.
        ("K K\nN N", "KXN", "KN"),
        // `<` writes the replacement back and reads it again; the output's last K goes.
        ("K K\nA A\nC< K", "KCA", "KA"),
        // A replacement longer than what it consumes overwrites what follows, never longer.
        ("X< KS\nA A\nK K\nS S", "AXA", "AKS"),
        // `$`: at the end of a word, never at its start; a hyphen ends a word.
        ("GN$ N\nG G\nN N\nA A", "GN", "GN"),
        ("GN$ N\nG G\nN N\nA A", "AGN", "AN"),
        ("GN$ N\nG G\nN N\nA A", "A-GN", "AGN"),
        // `^`: at the start; `^^`: what follows is read as a new word.
        ("OVER^^ OFR\nO O\nV F\nE E\nR R\nT T", "OVEROVER", "OFROFR"),
        ("OVER^^ OFR\nO O\nV F\nE E\nR R\nT T", "TOVER", "TOFER"),
        // `-` looks at a letter without consuming it; a group is one letter of a set.
        ("C(EIY)- S\nC K\nE E", "CEC", "SEK"),
        // A rule gives way to one of its priority or more that starts at its last letter
        // and reads further (CC< to C(EIY)-), not to one of a lower priority.
        ("A A\nCC< C\nC(EIY)- S\nC K\nI I", "ACCI", "AKSI"),
        ("A A\nCC<6 C\nC(EIY)- S\nC K\nI I", "ACCI", "ASI"),
        // `_` is nothing; the last character of a replacement is never merged with the one
        // before, and the output is never longer than the word (the last E goes).
        ("LL- _\nL L\nA A", "ALLA", "ALA"),
        ("X KS\nS S\nE E", "EXSE", "EKSS"),
        // A search string that does not parse keeps its place but never matches.
        ("X<- Z\nX K", "X", "K"),
        // Only the rules next to the first one for a character are tried (as in libhunspell).
        ("C K\nB B\nCH X", "CH", "K"),
    ])
    func rulesApplyAsInHunspell(rules: String, word: String, expected: String) {
        #expect(Self.transcribe(word, Self.table(rules)) == expected)
    }

    /// Hostile tables and words end, and bound their output by the word.
    @Test func anyTableEndsOnAnyWord() {
        let tables = ["A< AA", "A<^^ AAAA", "( A", "A( B", "A(B)", "A-- B", "^ A", "A<< B", "AB<9^^$ _", "A(A)<^^ AAAAAAAA"].map { Self.table($0) }
        let words = ["", "A", "AAAA", String(repeating: "A", count: 1_000), "A-A'A", "ÀÉÎ"]
        for table in tables {
            for word in words {
                let output = table.transcribe(word.unicodeScalars.map(\.value))
                #expect(output.count <= PhoneticTable.maximumInput * 4, "\(word.prefix(10))")
            }
        }
    }

    /// Seeded random tables of the syntax's characters, on random words: each ends, with a
    /// transcription no longer than the word but for one character per `^^` applied.
    @Test func randomTablesEnd() {
        var generator = FuzzCorpusTests.Seeded(state: 28)
        let pieces = Array("ABC").map(String.init) + ["(", ")", "(AB)", "-", "<", "^", "^^", "$", "5", "_", "'"]
        for _ in 0..<2_000 {
            let entries = (0..<Int.random(in: 1...8, using: &generator)).map { _ in
                (search: "ABC".randomElement(using: &generator)!.description
                    + (0..<Int.random(in: 0...4, using: &generator)).map { _ in pieces.randomElement(using: &generator)! }.joined(),
                 replacement: (0..<Int.random(in: 0...3, using: &generator)).map { _ in "ABC_".randomElement(using: &generator)!.description }.joined())
            }
            let table = PhoneticTable(entries: entries)
            let word = (0..<Int.random(in: 0...12, using: &generator)).map { _ in "ABC-'".randomElement(using: &generator)!.description }.joined()
            let output = table.transcribe(word.unicodeScalars.map(\.value))
            #expect(output.count <= 2 * word.unicodeScalars.count, "\(entries) \(word)")
        }
    }

    /// A forged table whose rules all match and then give way to a rule found last stops
    /// at its budget of attempts: each letter would try 2,000 rules, each checking 2,000
    /// follow-ups (half a billion for the word). A table of a few rules never runs out.
    @Test func aTableThatWouldTryTooMuchStops() {
        let entries = Array(repeating: (search: "AB", replacement: "X"), count: 2_000)
            + Array(repeating: (search: "BZ", replacement: "Y"), count: 1_999) + [(search: "BA", replacement: "Z")]
        var attempts = PhoneticTable.maximumAttempts
        _ = PhoneticTable(entries: entries).transcribe(String(repeating: "AB", count: 128).unicodeScalars.map(\.value),
                                                       attempts: &attempts)
        #expect(attempts == 0)
        var left = PhoneticTable.maximumAttempts
        let word = String(repeating: "ACCIDENT", count: 32).unicodeScalars.map(\.value)
        let output = Self.table("A A\nCC< C\nC(EIY)- S\nC K\nD T\nN N\nT T").transcribe(word, attempts: &left)
        #expect(left > 0 && output.count > 100)
    }

    /// The `.aff` lines are read as written, after the count; a dictionary with a table is
    /// keyed by it, whatever its language.
    @Test func affixLinesMakeTheTable() throws {
        let affix = Data("SET UTF-8\nPHONE 3\nPHONE PH F\nPHONE C(EIY)- S\nPHONE C K\n".utf8)
        let tables = try AffixFile(affix, path: "test.aff").suggestionTables
        #expect(tables.phonetic.rules.count == 3)
        #expect(Self.transcribe("PHACE", tables.phonetic) == "FS")
        #expect(SoundKey(tables: tables, languageCode: "it")?.rules == .table(tables.phonetic))
        #expect(SoundKey(tables: SuggestionTables(), languageCode: "it")?.rules == .italian)
        #expect(SoundKey(tables: SuggestionTables(), languageCode: nil) == nil)
        // Lower-case words meet upper-case rules; accents are kept.
        let key = try #require(SoundKey(tables: tables, languageCode: nil))
        let costs = EditCosts(tables: tables)
        #expect(key.sounds(of: "phace".unicodeScalars.map { costs.letter($0.value) }).count == 2)
    }

    /// A dictionary without rules for its language reaches a far misspelling through its
    /// table: `serinomy` finds `ceremony` only by sound.
    @Test func theTableFindsFarMisspellings() throws {
        let list = try HunspellChecker(language: .english, locator: bundledOnly).wordList()
        let rules = ["PH F", "C(EIY)- S", "C K", "S S", "R R", "N N", "M M", "T T", "P P", "B B", "D D", "G G", "L L", "F F"]
        let tables = SuggestionTables(lines: ["PHONE \(rules.count)"] + rules.map { "PHONE \($0)" })
        let plain = Suggester(list: list, tables: SuggestionTables())
        #expect(!plain.candidates(for: "serinomy", limit: 10).map(\.word).contains("ceremony"))
        let keyed = Suggester(list: list, tables: tables)
        #expect(keyed.sounds != nil)
        #expect(keyed.candidates(for: "serinomy", limit: 10).map(\.word).contains("ceremony"))
    }

    static let aspellRules = "/usr/lib/aspell/en_phonet.dat"
    static let aspell = "/usr/bin/aspell"

    /// aspell's English rules (Debian's aspell-en, which scripts/test.sh installs) give
    /// aspell's own keys for every form of en_US's list that aspell can read.
    @Test(.enabled(if: FileManager.default.fileExists(atPath: aspellRules) && FileManager.default.fileExists(atPath: aspell)))
    func englishKeysAreAspells() throws {
        let text = String(decoding: try Data(contentsOf: URL(fileURLWithPath: Self.aspellRules)), as: UTF8.self)
        var entries: [(String, String)] = []
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let fields = line.split(whereSeparator: \.isWhitespace)
            if fields.count == 2, fields[0] != "version" { entries.append((String(fields[0]), String(fields[1]))) }
        }
        #expect(entries.count > 100)
        let table = PhoneticTable(entries: entries)
        let list = try HunspellChecker(language: .english, locator: bundledOnly).wordList()
        // ASCII letters only: aspell reads its own characters, and a word of others is no word to it.
        let words = list.map { $0 }.filter { word in word.unicodeScalars.allSatisfy { $0.properties.isAlphabetic && $0.isASCII } }
        #expect(words.count > 50_000)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("phonetic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let wordsFile = folder.appendingPathComponent("words.txt")
        try Data(words.joined(separator: "\n").utf8 + [0x0A]).write(to: wordsFile)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Self.aspell)
        process.arguments = ["--lang=en", "--encoding=utf-8", "soundslike"]
        let output = Pipe()
        process.standardInput = try FileHandle(forReadingFrom: wordsFile)
        process.standardOutput = output
        try process.run()
        let answer = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        var theirs: [String: String] = [:]
        for line in answer.split(separator: "\n", omittingEmptySubsequences: false) {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
            if fields.count == 2 { theirs[String(fields[0])] = String(fields[1]) }
        }
        #expect(theirs.count == Set(words).count)
        var differ: [String] = []
        for word in words {
            let ours = Self.transcribe(word.uppercased(), table)
            if let aspells = theirs[word], aspells != ours { differ.append("\(word): \(ours) against \(aspells)") }
        }
        #expect(differ.isEmpty, "\(differ.count) differ: \(differ.prefix(10))")
    }
}
