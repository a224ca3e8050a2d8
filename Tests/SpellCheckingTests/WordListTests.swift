import Foundation
import SpellChecking
import Testing

/// The `.words` files: what the bundled ones hold (checked against Hunspell itself),
/// what the reader makes of them, and that a damaged file is an error, never a crash.
@Suite struct WordListTests {
    static func bundledList(_ checker: HunspellChecker) throws -> WordList {
        try WordList(contentsOf: checker.dictionary.wordListFile)
    }

    static let bundled: [(name: String, checker: HunspellChecker)] =
        [("en_US", Bundled.english), ("es_ES", Bundled.spanish), ("it_IT", Bundled.italian)]

    /// Every listed form is a word Hunspell accepts, and the list is in strict byte order
    /// (so without duplicates) and as long as its header says.
    @Test(arguments: bundled.map(\.name))
    func everyListedWordIsAccepted(name: String) async throws {
        let checker = try #require(Self.bundled.first { $0.name == name }?.checker)
        let list = try Self.bundledList(checker)
        var batches: [[String]] = [[]]
        var previous: String?
        var ordered = true
        for word in list {
            if let previous, !previous.utf8.lexicographicallyPrecedes(word.utf8) { ordered = false }
            previous = word
            batches[batches.count - 1].append(word)
            if batches[batches.count - 1].count == 100_000 { batches.append([]) }
        }
        #expect(ordered)
        #expect(batches.reduce(0) { $0 + $1.count } == list.count)
        let rejected = await withTaskGroup(of: [String].self) { group in
            for batch in batches {
                group.addTask { batch.filter { !checker.isCorrect($0) } }
            }
            return await group.reduce(into: []) { $0 += $1 }
        }
        #expect(rejected.isEmpty, "\(rejected.count) listed words rejected, such as \(rejected.prefix(5))")
    }

    /// Every entry of the `.dic` file that Hunspell accepts as written is listed: the
    /// list is not missing stems (forms made with affixes are checked by the generator).
    @Test(arguments: bundled.map(\.name))
    func everyAcceptedStemIsListed(name: String) throws {
        let checker = try #require(Self.bundled.first { $0.name == name }?.checker)
        let list = try Self.bundledList(checker)
        let lines = try String(contentsOf: checker.dictionary.wordFile, encoding: .utf8).split(separator: "\n").dropFirst()
        var missing: [String] = []
        var checked = 0
        for line in lines where !line.hasPrefix("\t") {
            let entry = line.prefix { $0 != "\t" }
            var stem = ""
            var characters = entry.makeIterator()
            while let character = characters.next() {
                if character == "\\" { if let next = characters.next() { stem.append(next) }; continue }
                if character == "/" { break }
                stem.append(character)
            }
            // es_ES has a few entries with a trailing space ("Ascope "), which Hunspell accepts
            // only with the space; a completion cannot offer those.
            guard !stem.isEmpty, !stem.contains(" "), checker.isCorrect(stem) else { continue }
            checked += 1
            if !list.contains(stem) { missing.append(stem) }
        }
        #expect(checked > 60_000)
        #expect(missing.isEmpty, "\(missing.count) stems missing, such as \(missing.prefix(5))")
    }

    @Test func affixesOfATinyDictionary() throws {
        // ISO-8859-1, two-letter flags, a suffix that brings a second one, a prefix,
        // a stem that needs an affix, a forbidden form, an elision prefix.
        let list = try WordList(contentsOf: URL(fileURLWithPath: Fixtures.path("affixes/xx_AFFIX.words")))
        #expect(Array(list) == ["ami", "amis", "bus", "café", "cafés", "pass", "passed", "passedly", "passes",
                                "recafé", "recafés", "repass", "repassed", "repassedly", "repasses", "stems"])
        #expect(list.count == 16)
        let checker = try HunspellChecker(dictionaryAt: Fixtures.path("affixes/xx_AFFIX"))
        #expect(list.allSatisfy(checker.isCorrect))
        #expect(!checker.isCorrect("stem") && !checker.isCorrect("buses") && checker.isCorrect("l'ami"))
    }

    @Test func lookups() throws {
        let list = try Self.bundledList(Bundled.english)
        #expect(list.contains("agencies") && list.contains("don't") && list.contains("Paris"))
        #expect(!list.contains("agensies") && !list.contains("paris") && !list.contains("Cease") && !list.contains(""))
        let the = try #require(list.frequency(of: "the"))
        let agencies = try #require(list.frequency(of: "agencies"))
        #expect(the > 7 && agencies > 2 && agencies < the)
        #expect(list.frequency(of: "agensies") == nil)
        let spanish = try Self.bundledList(Bundled.spanish)
        #expect(spanish.contains("niño") && spanish.contains("nin\u{303}o"))  // normalisation does not matter
    }

    @Test func wordsStartingWithAPrefixAreMostCommonFirst() throws {
        let list = try Self.bundledList(Bundled.english)
        let all = list.words(startingWith: "zyg", limit: 1_000)
        #expect(all == list.filter { $0.hasPrefix("zyg") }.sorted { a, b in
            let (fa, fb) = (list.frequency(of: a) ?? 0, list.frequency(of: b) ?? 0)
            if fa != fb { return fa > fb }
            if fa == 0, a.utf8.count != b.utf8.count { return a.utf8.count < b.utf8.count }
            return a.utf8.lexicographicallyPrecedes(b.utf8)
        })
        #expect(all.count > 10)
        #expect(list.words(startingWith: "zyg", limit: 3) == Array(all.prefix(3)))
        #expect(list.words(startingWith: "agen", limit: 0).isEmpty)
        #expect(list.words(startingWith: "qqqq", limit: 5).isEmpty)
        #expect(list.words(startingWith: "", limit: 3) == ["the", "to", "and"])
    }

    // MARK: Files that are not word lists

    func unusableReason(_ bytes: [UInt8]) throws -> String? {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-\(UUID()).words")
        try Data(bytes).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        do {
            _ = try WordList(contentsOf: url)
            return nil
        } catch {
            guard case .wordListUnusable(let path, let reason) = error, path == url.path else { return "wrong error: \(error)" }
            return reason
        }
    }

    func patched(_ bytes: [UInt8], at offset: Int, _ value: UInt32) -> [UInt8] {
        var bytes = bytes
        for shift in 0..<4 { bytes[offset + shift] = UInt8(truncatingIfNeeded: value >> (8 * shift)) }
        return bytes
    }

    func u32(_ bytes: [UInt8], _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }

    @Test func damagedFilesAreErrors() throws {
        let good = try [UInt8](Data(contentsOf: URL(fileURLWithPath: Fixtures.path("koi8/ru_KOI.words"))))
        #expect(try unusableReason(good) == nil)
        let edges = Int(u32(good, 16))
        let ranked = 32 + 8 * edges
        let cases: [(String, [UInt8])] = [
            ("empty", []),
            ("another file", Array("SET UTF-8\n".utf8)),
            ("a later version", patched(good, at: 8, 2)),
            ("truncated", Array(good.dropLast())),
            ("a byte too many", good + [0]),
            ("a word more in the header", patched(good, at: 12, u32(good, 12) + 1)),
            ("a wrong count on an edge", patched(good, at: 36, u32(good, 36) + 1)),
            ("an edge pointing outside", patched(good, at: 32, u32(good, 32) | UInt32(edges + 3) << 10)),
            ("an edge pointing back", patched(good, at: 32 + 8, u32(good, 32 + 8) & 0x3FF | 1 << 10)),
            ("a node without end", patched(good, at: 32 + 8 * (edges - 1), u32(good, 32 + 8 * (edges - 1)) & ~(1 << 9))),
            ("ranks out of order", patched(good, at: ranked, u32(good, ranked + 4))),
            ("a rank for no word", patched(good, at: ranked + 4, 1_000)),
        ]
        for (damage, bytes) in cases {
            let reason = try unusableReason(bytes)
            #expect(reason != nil && reason?.hasPrefix("wrong error") == false, "\(damage): \(reason ?? "accepted")")
        }
    }

    @Test func missingFileAndFolder() throws {
        let missing = URL(fileURLWithPath: Fixtures.path("latin1/xx_LATIN.words"))
        #expect(throws: SpellCheckingError.wordListNotFound(path: missing.path)) { try WordList(contentsOf: missing) }
        let folder = URL(fileURLWithPath: Fixtures.path("latin1"))
        #expect(throws: SpellCheckingError.wordListUnusable(path: folder.path, reason: "cannot be read")) {
            try WordList(contentsOf: folder)
        }
        #expect(SpellCheckingError.wordListNotFound(path: "/x/y.words").description
            == "no word list at /x/y.words (scripts/generate-word-lists.py writes one)")
    }
}
