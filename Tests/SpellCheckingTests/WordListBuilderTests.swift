import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// The word-list builder in Swift: lists it builds for the shipped dictionaries are the
/// shipped lists, byte for byte (ranked by the frequencies the shipped lists hold).
@Suite struct WordListBuilderTests {
    /// Builds the list of `descriptor`, ranked as the list beside it is, and compares it with
    /// that list: the same words first (named when they differ), then the same bytes.
    func expectRebuilt(_ descriptor: DictionaryDescriptor) throws {
        let shippedBytes = try Data(contentsOf: descriptor.wordListFile)
        let shipped = try WordList(data: shippedBytes, name: descriptor.wordListFile.path)
        let built = try WordListBuilder(dictionary: descriptor, frequencies: WordListBuilder.frequencies(of: shipped)).build()
        let rebuilt = try WordList(data: built, name: "rebuilt")
        let (old, new) = (Set(shipped), Set(rebuilt))
        #expect(old.subtracting(new).sorted().prefix(20) == [], "forms the builder missed")
        #expect(new.subtracting(old).sorted().prefix(20) == [], "forms the builder added")
        #expect(built == shippedBytes, "\(descriptor.name): \(built.count) bytes against \(shippedBytes.count)")
    }

    @Test(arguments: ["affixes/xx_AFFIX", "koi8/ru_KOI"])
    func fixturesRebuilt(path: String) throws {
        try expectRebuilt(DictionaryDescriptor(path: Fixtures.path(path)))
    }

    @Test func bundledEnglishRebuilt() throws {
        try expectRebuilt(DictionaryLocator().locate(.english))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["WORDCHECK_REBUILD_ALL"] != nil))
    func bundledSpanishRebuilt() throws {
        try expectRebuilt(DictionaryLocator().locate(.spanish))
    }

    /// 3.1 million forms and 1.3 million elided ones: about 4 minutes in a release build.
    @Test(.enabled(if: ProcessInfo.processInfo.environment["WORDCHECK_REBUILD_ALL"] != nil))
    func bundledItalianRebuilt() throws {
        try expectRebuilt(DictionaryLocator().locate(.italian))
    }
}

/// What a build refuses, and the cache's guarantees.
@Suite struct WordListBuildLimitsTests {
    let fixture = Fixtures.path("affixes/xx_AFFIX")

    /// An affix file whose one flag makes 40 suffixes, each allowing 40 more: 1,641 forms
    /// a stem, written to a temporary folder with `stems` as its words.
    static func richDictionary(stems: [String]) throws -> DictionaryDescriptor {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-rich-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let letters = Array("abcdefghijklmnopqrstuvwxyzàèìòùáéíóúäöüß")
        var affix = "SET UTF-8\nONLYINCOMPOUND C\nSFX A Y 40\n"
        for letter in letters { affix += "SFX A 0 \(letter)/B .\n" }
        affix += "SFX B Y 40\n"
        for letter in letters { affix += "SFX B 0 \(letter)\(letter) .\n" }
        try affix.write(to: folder.appendingPathComponent("xx_RICH.aff"), atomically: true, encoding: .utf8)
        try "\(stems.count)\n\(stems.joined(separator: "\n"))\n".write(to: folder.appendingPathComponent("xx_RICH.dic"),
                                                                             atomically: true, encoding: .utf8)
        return try DictionaryDescriptor(path: folder.appendingPathComponent("xx_RICH").path)
    }

    /// One stem of a rich affix file stops making forms at the limit, before they take the
    /// memory; so does a stem that only compounds (whose forms the settler must know).
    @Test func aStemsFormsStopAtTheLimit() throws {
        let rules = AffixRules(text: "SET UTF-8\nSFX A Y 2\nSFX A 0 s/B .\nSFX A 0 x/B .\nSFX B Y 2\nSFX B 0 t .\nSFX B 0 u .\n")
        var all = Set<String>(), some = Set<String>()
        #expect(rules.forms(of: Array("ab".unicodeScalars), flags: [rules.flag(named: "A")!], into: &all))
        #expect(all == ["ab", "abs", "abx", "abst", "absu", "abxt", "abxu"])
        #expect(!rules.forms(of: Array("ab".unicodeScalars), flags: [rules.flag(named: "A")!], into: &some, maximum: 3))
        #expect(some.count == 4 && some.isSubset(of: all))
        let few = WordListBuilder.Limits(candidateForms: 500, elidedForms: 100, seconds: 60)
        for stems in [["stem/A"], ["part/AC", "stem/A"]] {
            let descriptor = try Self.richDictionary(stems: stems)
            defer { try? FileManager.default.removeItem(at: descriptor.affixFile.deletingLastPathComponent()) }
            #expect(throws: WordListBuildError.overLimit(path: descriptor.wordFile.path, reason: "its rules make more than 500 forms")) {
                try WordListBuilder(dictionary: descriptor, limits: few).build()
            }
            // Within its limits the same dictionary is listed.
            let built = try WordList(data: try WordListBuilder(dictionary: descriptor).build(), name: "rich")
            #expect(built.count == 1_641, "\(stems)")
        }
    }

    /// Rules that make a form again (the same rule repeated, a suffix that strips and adds
    /// back what it took, classes that lead back to each other) cost in proportion to the
    /// rules, not their square: counted by the forms the rules hand over, duplicates and
    /// all (the audit's 3,000 copies of `SFX A 0 0/A .` took 97 s and 939 MB). A seeded
    /// family of sizes around the audit's example.
    @Test func formsMadeAgainCostLinearWork() throws {
        struct Counted: FormCollection {
            var forms = Set<String>(), inserts = 0
            var count: Int { forms.count }
            mutating func insert(_ form: [Unicode.Scalar]) -> Bool {
                inserts += 1
                forms.insert(String(String.UnicodeScalarView(form)))
                return true
            }
        }
        var random = FuzzCorpusTests.Seeded(state: 65)
        for size in [3_000] + (0..<4).map({ _ in 100 + Int(random.next() % 2_000) }) {
            let repeated = String(repeating: "SFX A 0 0/A .\n", count: size)
            let cases: [(aff: String, stem: String, forms: Set<String>)] = [
                ("SFX A Y \(size)\n" + repeated, "cat", ["cat"]),
                ("SFX A Y \(size + 1)\nSFX A 0 s .\n" + repeated, "cat", ["cat", "cats"]),
                ("SFX A Y \(size)\n" + String(repeating: "SFX A y y/A y\n", count: size), "day", ["day"]),
                ("SFX A Y \(size)\n" + String(repeating: "SFX A 0 0/B .\n", count: size)
                    + "SFX B Y \(size)\n" + String(repeating: "SFX B 0 0/A .\n", count: size), "cat", ["cat"]),
            ]
            for (aff, stem, expected) in cases {
                let rules = AffixRules(text: "SET UTF-8\n" + aff)
                var found = Counted()
                #expect(rules.forms(of: Array(stem.unicodeScalars), flags: [rules.flag(named: "A")!], into: &found))
                #expect(found.forms == expected, "\(size) \(aff.prefix(40))")
                #expect(found.inserts <= 3 * size + 5, "\(size) \(aff.prefix(40)): \(found.inserts) forms handed over")
            }
        }
    }

    /// Memory follows the bytes of the forms as well as their number (audit round four,
    /// case 1: 20 stems of 100,000 letters with 200 suffixes each took 803 MB). Forms longer
    /// than any list holds are never spelled out, so such stems cost nothing and the list
    /// is the other stems'; forms within that length are refused by their bytes, with the
    /// limit named, on either path (NOSUGGEST stems build their forms apart). Seeded.
    @Test func formsAreBoundedByTheirBytes() throws {
        var random = FuzzCorpusTests.Seeded(state: 1)
        func letters(_ count: Int) -> String {
            String((0..<count).map { _ in Character(Unicode.Scalar(UInt8(ascii: "a") + UInt8(random.next() % 10))) })
        }
        func dictionary(_ stems: [String], suffixes: Int) throws -> DictionaryDescriptor {
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-long-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let affix = "SET UTF-8\nNOSUGGEST N\nSFX A Y \(suffixes)\n" + (0..<suffixes).map { "SFX A 0 s\($0) .\n" }.joined()
            try affix.write(to: folder.appendingPathComponent("xx_LONG.aff"), atomically: true, encoding: .utf8)
            try "\(stems.count)\n\(stems.joined(separator: "\n"))\n".write(to: folder.appendingPathComponent("xx_LONG.dic"),
                                                                                 atomically: true, encoding: .utf8)
            return try DictionaryDescriptor(path: folder.appendingPathComponent("xx_LONG").path)
        }
        // Stems longer than a list's longest word, among ordinary ones: the list is the ordinary ones' forms.
        let long = try dictionary((0..<20).map { _ in letters(10_000 + Int(random.next() % 90_000)) + "/A" } + ["cat/A", "dog/AN"],
                                  suffixes: 200)
        defer { try? FileManager.default.removeItem(at: long.affixFile.deletingLastPathComponent()) }
        let built = try WordList(data: try WordListBuilder(dictionary: long).build(), name: "long")
        #expect(Set(built) == Set(["cat", "dog"].flatMap { stem in [stem] + (0..<200).map { "\(stem)s\($0)" } }))
        // Forms of about 250 letters, which libhunspell accepts: 11 stems x 201 forms, about 560 KB.
        for nosuggest in [false, true] {
            let stems = (0..<11).map { _ in letters(250) + (nosuggest ? "/AN" : "/A") }
            let wide = try dictionary(stems, suffixes: 200)
            defer { try? FileManager.default.removeItem(at: wide.affixFile.deletingLastPathComponent()) }
            let tight = WordListBuilder.Limits(candidateForms: 1_000_000, elidedForms: 100, seconds: 60, candidateBytes: 100_000)
            #expect(throws: WordListBuildError.overLimit(path: wide.wordFile.path, reason: "its forms take more than 100000 bytes")) {
                try WordListBuilder(dictionary: wide, limits: tight).build()
            }
            let roomy = WordListBuilder.Limits(candidateForms: 1_000_000, elidedForms: 100, seconds: 60, candidateBytes: 1 << 20)
            #expect(try WordList(data: try WordListBuilder(dictionary: wide, limits: roomy).build(), name: "wide").count == 11 * 201)
        }
        // One stem's forms stop at the bytes they may add.
        let rules = AffixRules(text: "SET UTF-8\nSFX A Y 200\n" + (0..<200).map { "SFX A 0 s\($0) .\n" }.joined())
        var some = Set<String>()
        #expect(!rules.forms(of: Array(letters(300).unicodeScalars), flags: [rules.flag(named: "A")!], into: &some, maximumBytes: 5_000))
        #expect(some.count < 20)
        var none = Set<String>()
        #expect(rules.forms(of: Array(letters(AffixRules.longestForm + 1).unicodeScalars), flags: [rules.flag(named: "A")!], into: &none))
        #expect(none.isEmpty)
    }

    /// A dictionary far over the limits is refused from a sample of its stems, before its
    /// forms are kept (hu_HU: in 3 s and 440 MB instead of 10 s and 2.2 GB); one whose
    /// estimate is under twice the limit goes on to the exact count, which refuses it by the
    /// limit alone. 16,384 stems, so that one in two is counted.
    @Test func farOverTheLimitsIsRefusedFromASample() throws {
        func name(_ number: Int) -> String {
            String(String.UnicodeScalarView((0..<4).map { Unicode.Scalar(UInt8(97 + number >> (4 * $0) & 15)) }))
        }
        let rich = try Self.richDictionary(stems: (0..<16_384).map { "s" + name($0) + "/A" })
        let plain = try Self.richDictionary(stems: (0..<16_384).map { "p" + name($0) })
        defer {
            for descriptor in [rich, plain] { try? FileManager.default.removeItem(at: descriptor.affixFile.deletingLastPathComponent()) }
        }
        let limits = WordListBuilder.Limits(candidateForms: 10_000, elidedForms: 100, seconds: 60)
        var steps = 0
        #expect(throws: WordListBuildError.overLimit(
            path: rich.wordFile.path,
            reason: "its rules make more than twice the limit of 10000 forms (estimated from one stem in 2)")) {
            // (1,641 forms a stem: the estimate passes 20,000 on the seventh stem counted.)
            try WordListBuilder(dictionary: rich, limits: limits).build { _ in
                steps += 1
                return true
            }
        }
        #expect(steps < 5)
        let bytes = WordListBuilder.Limits(candidateForms: 100_000_000, elidedForms: 100, seconds: 60, candidateBytes: 100_000)
        #expect(throws: WordListBuildError.overLimit(
            path: rich.wordFile.path,
            reason: "its forms take more than twice the limit of 100000 bytes (estimated from one stem in 2)")) {
            try WordListBuilder(dictionary: rich, limits: bytes).build()
        }
        // 16,384 forms: under twice 10,000, so counted exactly, and over 10,000.
        #expect(throws: WordListBuildError.overLimit(path: plain.wordFile.path, reason: "its rules make more than 10000 forms")) {
            try WordListBuilder(dictionary: plain, limits: limits).build()
        }
        // Limits as large as Int allows are no limits, not an overflow.
        let unbounded = WordListBuilder.Limits(candidateForms: .max, elidedForms: .max, seconds: 60, candidateBytes: .max)
        #expect(try WordList(data: WordListBuilder(dictionary: plain, limits: unbounded).build(), name: "plain").count == 16_384)
    }

    @Test func boundsAndCancellation() throws {
        let descriptor = try DictionaryDescriptor(path: fixture)
        let few = WordListBuilder.Limits(candidateForms: 3, elidedForms: 100, seconds: 60)
        #expect(throws: WordListBuildError.overLimit(path: descriptor.wordFile.path, reason: "its rules make more than 3 forms")) {
            try WordListBuilder(dictionary: descriptor, limits: few).build()
        }
        let noElisions = WordListBuilder.Limits(candidateForms: 100, elidedForms: 0, seconds: 60)
        #expect(throws: WordListBuildError.overLimit(path: descriptor.wordFile.path, reason: "its rules make more than 0 elided forms")) {
            try WordListBuilder(dictionary: descriptor, limits: noElisions).build()
        }
        var steps: [WordListBuilder.Progress.Step] = []
        #expect(throws: WordListBuildError.cancelled) {
            try WordListBuilder(dictionary: descriptor).build { progress in
                steps.append(progress.step)
                return progress.step != .caseVariants
            }
        }
        #expect(steps == [.expanding, .confirming, .caseVariants])
        let missing = try DictionaryDescriptor(path: "/nonexistent/xx_NONE")
        #expect(throws: WordListBuildError.dictionary(.fileNotFound(path: "/nonexistent/xx_NONE.aff"))) {
            try WordListBuilder(dictionary: missing).build()
        }
    }

    @Test func cacheWritesWholeListsAndFindsThemByDigest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-cache-\(UUID())")
        let cache = WordListCache(folder: folder)
        #expect(cache.isEmpty)
        let list = try WordListBuilder(dictionary: DictionaryDescriptor(path: fixture)).build()
        let digest = try WordList(data: list, name: "built").sourceDigest
        // Builders storing at once: every reader sees a whole list, and no scrap is left.
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            for _ in 0..<20 {
                _ = try? cache.store(list)
                if let stored = try? Data(contentsOf: cache.file(forDigest: digest)) { #expect(stored == list) }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [cache.file(forDigest: digest).lastPathComponent])
        #expect(!cache.isEmpty)
        #expect(throws: SpellCheckingError.self) { try cache.store(Data("not a list".utf8)) }

        // Found for these files wherever they lie; a list beside them made from other files gives way.
        let elsewhere = folder.appendingPathComponent("copy/xx_AFFIX.words")
        #expect(WordListSources.file(forDigest: digest, beside: elsewhere, cache: cache) == cache.file(forDigest: digest))
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("koi8/ru_KOI.words"), toPath: elsewhere.path)
        #expect(WordListSources.file(forDigest: digest, beside: elsewhere, cache: cache) == cache.file(forDigest: digest))
        // Other files' digest never finds it.
        var other = digest
        other[0] ^= 1
        #expect(WordListSources.file(forDigest: other, beside: elsewhere, cache: cache) == elsewhere)
        #expect(WordListSources.file(forDigest: other, beside: folder.appendingPathComponent("none.words"), cache: cache) == nil)
    }

    /// A cached list is used only when nobody else could have written it: the audit's case
    /// (a forged list in a folder others can write) and its family, a file others can write,
    /// one that is a link, one that belongs to another user (as root). Temporary files of
    /// stores whose process is gone are removed by the next store.
    @Test func anUntrustedCacheIsIgnored() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-trust-\(UUID())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let cache = WordListCache(folder: folder)
        let list = try WordListBuilder(dictionary: DictionaryDescriptor(path: fixture)).build()
        let digest = try WordList(data: list, name: "built").sourceDigest
        // A killed store's scrap (no such process) goes; a live process's stays.
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let name = cache.file(forDigest: digest).lastPathComponent
        let stale = folder.appendingPathComponent(".\(name).4194305.7.tmp"), live = folder.appendingPathComponent(".\(name).\(getpid()).8.tmp")
        for scrap in [stale, live] { try Data("partial".utf8).write(to: scrap) }
        let stored = try cache.store(list)
        #expect(!FileManager.default.fileExists(atPath: stale.path) && FileManager.default.fileExists(atPath: live.path))
        try FileManager.default.removeItem(at: live)
        let beside = folder.appendingPathComponent("copy/xx_AFFIX.words")
        #expect(WordListCache.distrust(of: stored) == nil)
        #expect(WordListSources.file(forDigest: digest, beside: beside, cache: cache) == stored)
        func refused(_ reason: String) {
            #expect(WordListCache.distrust(of: stored)?.contains(reason) == true, "\(WordListCache.distrust(of: stored) ?? "trusted")")
            #expect(WordListSources.file(forDigest: digest, beside: beside, cache: cache) == nil)
        }
        #expect(chmod(folder.path, 0o777) == 0)
        refused("others may write \(folder.standardizedFileURL.path)")
        #expect(chmod(folder.path, 0o775) == 0)
        refused("others may write")
        #expect(chmod(folder.path, 0o755) == 0 && chmod(stored.path, 0o666) == 0)
        refused("others may write it")
        #expect(chmod(stored.path, 0o644) == 0)
        #expect(WordListSources.file(forDigest: digest, beside: beside, cache: cache) == stored)
        if geteuid() == 0 {
            #expect(chown(stored.path, 65534, 65534) == 0)
            refused("belongs to another user")
            #expect(chown(stored.path, 0, 0) == 0)
        }
        let real = folder.appendingPathComponent("real.words")
        try FileManager.default.moveItem(at: stored, to: real)
        try FileManager.default.createSymbolicLink(at: stored, withDestinationURL: real)
        refused("not a regular file")
    }

    @Test func standardFolder() {
        #expect(WordListCache.standard(environment: ["WORDCHECK_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]).folder.path == "/c")
        #expect(WordListCache.standard(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]).folder.path == "/x/wordcheck/words")
        #expect(WordListCache.standard(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]).folder.path == "/h/.cache/wordcheck/words")
    }
}

/// Case variants the builder decides without asking libhunspell (a lower-case word's
/// capitalised and upper-case spellings) are libhunspell's verdicts, and where a directive
/// or a forbidden word could refuse one, libhunspell is asked.
@Suite struct CaseVariantRuleTests {
    /// Builds a list for a dictionary of `affix` and `words` written to a new folder, and
    /// returns it with a libhunspell handle on the same files.
    func build(affix: String, words: String) throws -> (list: WordList, affix: Data, words: Data) {
        let built = try withDictionary(affix: affix, words: words) { try WordListBuilder(dictionary: $0).build() }
        return (try WordList(data: built, name: "xx_TEST"), Data(affix.utf8), Data(words.utf8))
    }

    /// Every listed form and its capitalised and upper-case spellings: where the list
    /// decides, it says what libhunspell says. Returns the spellings the list accepts.
    func expectAgreement(_ built: (list: WordList, affix: Data, words: Data)) throws -> Set<String> {
        guard let handle = HunspellHandle(affix: built.affix, words: built.words) else {
            Issue.record("libhunspell could not load the dictionary")
            return []
        }
        var accepted = Set<String>()
        for form in built.list {
            for spelling in [form, form.prefix(1).uppercased() + form.dropFirst(), form.uppercased()] {
                let verdict = built.list.spellingVerdict(of: spelling)
                let hunspell = spelling.withCString { handle.spell($0) }
                if verdict != .undecided { #expect((verdict == .accepted) == hunspell, "\(spelling)") }
                if verdict == .accepted { accepted.insert(spelling) }
            }
        }
        return accepted
    }

    @Test func followingVariantsAndForbiddenOnes() throws {
        let built = try build(
            affix: "SET UTF-8\nFORBIDDENWORD !\nSFX S Y 1\nSFX S 0 s .\n",
            words: "5\ncasa/S\nCasas/!\nLisboa\nniño/S\nDNA\n")
        let accepted = try expectAgreement(built)
        #expect(accepted.isSuperset(of: ["casa", "Casa", "CASA", "casas", "LISBOA", "Niño", "NIÑOS", "DNA"]))
        #expect(accepted.isDisjoint(with: ["Casas", "CASAS"]))
    }

    /// A `PHONE` table travels in the list, so that the checker without libhunspell keys
    /// words by it as the `.aff` would.
    @Test func phoneticTableTravels() throws {
        let built = try build(affix: "SET UTF-8\nPHONE 2\nPHONE PH F\nPHONE C(EIY)- S\nREP 1\nREP f ph\n",
                              words: "2\nphase\ncase\n")
        let lines = built.list.rules.suggestionLines
        #expect(lines.filter { $0.hasPrefix("PHONE") } == ["PHONE 2", "PHONE PH F", "PHONE C(EIY)- S"])
        let tables = SuggestionTables(lines: lines)
        #expect(tables.phonetic.rules.count == 2)
        #expect(tables.replacements.count == 1)
    }

    /// A language with a dotless i: libhunspell lowers `I` to `ı` there, so `ABACI` is
    /// `abacı` in capitals, where the list's case rules would look for `abaci`. The list
    /// leaves such words to libhunspell rather than refuse them (Debian's tr_TR: 274,629
    /// spellings in capitals were refused before).
    @Test(arguments: ["LANG tr_TR", "LANG az_AZ", "LANG crh"])
    func dotlessIIsLeftToLibhunspell(line: String) throws {
        let affix = "SET UTF-8\n\(line)\nSFX L Y 1\nSFX L 0 lar .\n"
        let words = "3\nabacı/L\nkır\nistanbul\n"
        let list = try withDictionary(affix: affix, words: words) { try WordList(data: WordListBuilder(dictionary: $0).build(), name: "xx_TR") }
        #expect(!list.isClosedForLetterWords)
        for word in ["ABACI", "ABACILAR", "KIR"] {
            #expect(list.spellingVerdict(of: word) != .rejected, "\(line): \(word)")
        }
        _ = try expectAgreement((list, Data(affix.utf8), Data(words.utf8)))
    }

    /// The same for the character set with a dotless i (its words ASCII here).
    @Test func dotlessICharacterSet() throws {
        let list = try withDictionary(affix: "SET ISO8859-9\nSFX L Y 1\nSFX L 0 lar .\n", words: "2\nkir/L\nev\n") {
            try WordList(data: WordListBuilder(dictionary: $0).build(), name: "xx_TR")
        }
        #expect(list.contains("kirlar") && !list.isClosedForLetterWords)
    }

    @Test func keepCaseIsAsked() throws {
        let built = try build(
            affix: "SET UTF-8\nKEEPCASE K\nSFX S Y 1\nSFX S 0 s .\n",
            words: "2\nebay/KS\nmesa/S\n")
        let accepted = try expectAgreement(built)
        #expect(accepted.isSuperset(of: ["ebay", "ebays", "Mesa", "MESAS"]))
        #expect(accepted.isDisjoint(with: ["Ebay", "EBAY", "EBAYS"]))
    }
}

/// Forms and case variants the builder settles without asking libhunspell
/// (``WordListBuilder/Run/Settler``, ``WordListBuilder/Run/caseVerdictsFollow()``) change
/// nothing: the list is the one asking about every form and variant makes, byte for byte.
@Suite struct SettledFormsTests {
    func expectSameList(_ descriptor: DictionaryDescriptor) throws {
        let settling = try WordListBuilder.Run(builder: WordListBuilder(dictionary: descriptor), progress: { _ in true })
        let asking = try WordListBuilder.Run(builder: WordListBuilder(dictionary: descriptor), progress: { _ in true })
        asking.settlingForms = false
        asking.followingCase = false
        let (settled, asked) = (try settling.build(), try asking.build())
        let (few, all) = (try WordList(data: settled, name: "settled"), try WordList(data: asked, name: "asked"))
        #expect(Set(few).symmetricDifference(Set(all)).sorted().prefix(20) == [], "forms that differ")
        #expect(settled == asked)
    }

    @Test(arguments: ["affixes/xx_AFFIX", "koi8/ru_KOI"])
    func fixtures(path: String) throws {
        try expectSameList(DictionaryDescriptor(path: Fixtures.path(path)))
    }

    /// A dictionary written decomposed (e and U+0301): libhunspell accepts the spelling the
    /// file has, and the list holds its NFC, whose variants are asked; with hyphens, a
    /// forbidden capitalised word and a mixed-case one.
    @Test func caseVariants() throws {
        try withDictionary(
            affix: "SET UTF-8\nFORBIDDENWORD !\nSFX S Y 1\nSFX S 0 s .\n",
            words: "7\ncafe\u{301}/S\ncasa/S\nCasas/!\nbem-vindo/S\nLisboa\niPhone/S\nniño/S\n", expectSameList)
    }

    /// Each thing that keeps a form asked: flags on the stem and on the suffix, a stem
    /// written twice or in another case, a forbidden spelling, a suffix that strips the
    /// whole stem, a dot, a condition that is not plainly written, and a line ending in a
    /// space (libhunspell keeps it in the word).
    @Test func whatIsAsked() throws {
        let affix = """
            SET UTF-8
            NEEDAFFIX N
            ONLYINCOMPOUND O
            FORBIDDENWORD !
            CIRCUMFIX C
            COMPOUNDFLAG K
            SFX S Y 2
            SFX S 0 s [^s]
            SFX S 0 es s
            SFX E Y 1
            SFX E 0 ed/N .
            SFX F Y 1
            SFX F 0 ing/C .
            SFX G Y 1
            SFX G 0 er/O .
            SFX W Y 1
            SFX W ab xy ab
            SFX B Y 1
            SFX B 0 ly [ab
            PFX C Y 1
            PFX C 0 be .

            """
        let words = """
            17
            walk/SEFGK
            stem/NS
            piece/OS
            bus/S
            buses/!
            Nasa/S
            NASA/S
            kiss/S
            kiss/E
            ab/W
            etc./S
            dab/B
            cat/S
            Cats/!
            tiny
            spaced/S 
            lone 

            """
        try withDictionary(affix: affix, words: words) {
            try expectSettled(in: $0, ["walk", "walks", "stems", "bus", "ab", "dab", "cat", "tiny"])
        }
    }

    /// Found on Debian's af_ZA and an_ES: what libhunspell 1.7.1 reads otherwise than the
    /// rules say. Its `...` refuses the stem `ágt` (its step over `g` also steps over `á`),
    /// and the capitalised homonym it adds for `EB/B` (`Eb`, for words in capitals only)
    /// makes `Eba` and `Ebot`, which it finds before `Ebo/B`'s and refuses.
    @Test func whatLibhunspellReadsOtherwise() throws {
        let affix = """
            SET UTF-8
            SFX r N 1
            SFX r 0 er ...
            SFX B Y 3
            SFX B o a o
            SFX B 0 a [^aeiou]
            SFX B 0 ot [^a]

            """
        try withDictionary(affix: affix, words: "4\nágt/r\nbgt/r\nEB/B\nEbo/B\n") {
            try expectSettled(in: $0, ["ágt", "bgt", "bgter", "Ebo", "Eboot"])
            let list = try WordList(data: try WordListBuilder(dictionary: $0).build(), name: "built")
            #expect(!list.contains("ágter") && !list.contains("Eba") && !list.contains("Ebot"))
            #expect(list.contains("bgter") && list.contains("EBa") && list.contains("EBot"))
        }
    }

    /// The two lists of `descriptor` are the same, and the settler settles exactly `expected`.
    func expectSettled(in descriptor: DictionaryDescriptor, _ expected: Set<String>) throws {
        try expectSameList(descriptor)

        let run = try WordListBuilder.Run(builder: WordListBuilder(dictionary: descriptor), progress: { _ in true })
        var entries: [(stem: [Unicode.Scalar], flags: Set<AffixRules.Flag>)] = []
        var rules = run.rules
        var trimmed = Set<String>()
        DictionaryText.forEachEntry(ofDictionary: run.dictionaryText) { stem, written, wasTrimmed in
            entries.append((stem, rules.resolve(written)))
            if wasTrimmed { trimmed.insert(String(String.UnicodeScalarView(stem))) }
        }
        run.rules = rules
        let settler = try #require(run.settler(entries: entries, trimmed: trimmed))
        var settled = Set<String>()
        for entry in entries { settler.settle(stem: entry.stem, flags: entry.flags, into: &settled) }
        #expect(settled == expected)
    }
}

/// Dictionaries that store words in a spelling NFC changes: both checkers take every
/// canonically equivalent spelling as the one word, where libhunspell alone accepts the
/// stored one; the list holds NFC.
@Suite struct EquivalentSpellingTests {
    /// Builds a list for `words`, and checks it holds `listed`, and that libhunspell through
    /// the checker and the list's checker both accept `accepted` and refuse `refused`.
    func expectOneWord(words: String, language: String, listed: [String], accepted: [String], refused: [String],
                       sourceLocation: SourceLocation = #_sourceLocation) throws {
        try withDictionary(affix: "SET UTF-8\n", words: words) { descriptor in
            let checker = try HunspellChecker(dictionaryAt: descriptor.affixFile.deletingPathExtension().path)
            #expect(checker.wordListStatus != .active, sourceLocation: sourceLocation)
            let list = try WordList(data: try WordListBuilder(dictionary: descriptor).build(), name: "built")
            #expect(Array(list) == listed, sourceLocation: sourceLocation)
            let fromList = WordListChecker(list: list, language: try Language(language))
            for word in accepted {
                #expect(checker.isCorrect(word), "\(word.unicodeScalars.map(\.value))", sourceLocation: sourceLocation)
                #expect(fromList.isCorrect(word), "\(word.unicodeScalars.map(\.value))", sourceLocation: sourceLocation)
            }
            for word in refused {
                #expect(!checker.isCorrect(word) && !fromList.isCorrect(word), "\(word.unicodeScalars.map(\.value))",
                        sourceLocation: sourceLocation)
            }
        }
    }

    /// A character NFC never writes, stored as such (Bengali য়, U+09DF, as Debian's bn_BD
    /// does; NFC spells it U+09AF U+09BC).
    @Test func compositionExclusions() throws {
        try expectOneWord(words: "2\nক\u{9DF}\nখ\u{9DF}া\n", language: "bn",
                          listed: ["ক\u{9AF}\u{9BC}", "খ\u{9AF}\u{9BC}া"],
                          accepted: ["ক\u{9DF}", "ক\u{9AF}\u{9BC}", "খ\u{9DF}া", "খ\u{9AF}\u{9BC}া"],
                          refused: ["গ\u{9AF}\u{9BC}", "ক\u{9AF}", "ক\u{9BC}\u{9AF}"])
    }

    /// Vowel signs stored decomposed (Debian's si_LK writes Sinhala `ේ`, U+0DDA, as U+0DD9
    /// U+0DCA in some words); the third word is written both ways at once, its first `ේ`
    /// as two scalars and its last as one.
    @Test func decomposedAndMixedStorage() throws {
        try expectOneWord(words: "3\nවින්ඳ\u{DD9}\u{DCA}\nසැසඳ\u{DD9}\u{DCA}\nක\u{DD9}\u{DCA}ල\u{DDA}\n", language: "si",
                          listed: ["ක\u{DDA}ල\u{DDA}", "වින්ඳ\u{DDA}", "සැසඳ\u{DDA}"],
                          accepted: ["වින්ඳ\u{DD9}\u{DCA}", "වින්ඳ\u{DDA}", "සැසඳ\u{DDA}", "සැසඳ\u{DD9}\u{DCA}",
                                     "ක\u{DDA}ල\u{DDA}", "ක\u{DD9}\u{DCA}ල\u{DDA}", "ක\u{DDA}ල\u{DD9}\u{DCA}",
                                     "ක\u{DD9}\u{DCA}ල\u{DD9}\u{DCA}"],
                          refused: ["වින්ඳ\u{DD9}", "වින්ඳ", "සැසඳ\u{DCA}", "ක\u{DDA}ල"])
    }
}

/// Affix fields that start with a combining mark (Debian's ne_NP: `SFX 9 0 ँछ उ`): the
/// builder splits a line between scalars at spaces and tabs, as libhunspell does, so the
/// mark stays in the suffix, and the suggestion tables keep `REP` lines such as `REP ि ी`.
@Suite struct CombiningMarkFieldTests {
    @Test func suffixKeepsItsMark() throws {
        let affix = "SET UTF-8\nFLAG num\nSFX 9 Y 2\nSFX 9 0 \u{901}छ उ\nSFX 9 उ एर उ\n"
        try withDictionary(affix: affix, words: "1\nअँकाउ/9\n") { descriptor in
            let list = try WordList(data: try WordListBuilder(dictionary: descriptor).build(), name: "built")
            #expect(Set(list) == ["अँकाउ", "अँकाउ\u{901}छ", "अँकाएर"])
            let checker = try HunspellChecker(dictionaryAt: descriptor.affixFile.deletingPathExtension().path)
            for word in Array(list) { #expect(checker.isCorrect(word), "\(word)") }
            // libhunspell refuses the suffix without its mark: so does the list's checker.
            let fromList = WordListChecker(list: list, language: try Language("ne"))
            #expect(!fromList.isCorrect("अँकाउछ") && !checker.isCorrect("अँकाउछ"))
        }
    }

    @Test func fieldsSplitBetweenScalars() {
        #expect(AffixFields.split("SFX 9 0 \u{901}छ\tउ") == ["SFX", "9", "0", "\u{901}छ", "उ"])
        #expect(AffixFields.split("REP \u{93F} \u{940}").map { Array($0.unicodeScalars) } == [["R", "E", "P"], ["\u{93F}"], ["\u{940}"]])
        // Only spaces and tabs separate: a no-break space is part of a field, as for libhunspell.
        #expect(AffixFields.split("  KEY a\u{A0}b  ") == ["KEY", "a\u{A0}b"])
        #expect(AffixFields.split("") == [])
        #expect(AffixFields.split("x/\u{301}y", at: "/") == ("x", "\u{301}y"))
    }

    @Test func replacementTablesKeepMarkedFields() {
        let tables = SuggestionTables(lines: ["REP 2", "REP \u{93F} \u{940}", "REP \u{941} \u{942}"])
        #expect(tables.replacements.map(\.pattern) == [["\u{93F}"], ["\u{941}"]])
        #expect(tables.replacements.map(\.replacement) == [["\u{940}"], ["\u{942}"]])
    }
}

/// A dictionary that writes `’` in its words file but not in its affix file (Debian's
/// oc_FR lists `prud’òme`): `’` is then checked as written, as libhunspell checks it, by
/// both checkers; it is folded to `'` only where neither file mentions it.
@Suite struct TypographicApostropheTests {
    @Test func writtenInTheWordsFileIsCheckedAsWritten() throws {
        try withDictionary(affix: "SET UTF-8\n", words: "2\nprud’òme\nd'aquí\n") { descriptor in
            let checker = try HunspellChecker(dictionaryAt: descriptor.affixFile.deletingPathExtension().path)
            #expect(checker.wordListStatus != .active)
            let list = try WordList(data: try WordListBuilder(dictionary: descriptor).build(), name: "built")
            #expect(!list.rules.foldsApostrophes)
            let fromList = WordListChecker(list: list, language: try Language("oc"))
            for word in ["prud’òme", "d'aquí"] {
                #expect(checker.isCorrect(word) && fromList.isCorrect(word), "\(word)")
            }
            // As libhunspell: the other apostrophe is another word.
            for word in ["prud'òme", "d’aquí"] {
                #expect(!checker.isCorrect(word) && !fromList.isCorrect(word), "\(word)")
            }
        }
        // Neither file mentions `’`: a word typed with it is the word with `'`.
        try withDictionary(affix: "SET UTF-8\n", words: "1\nd'aquí\n") { descriptor in
            let checker = try HunspellChecker(dictionaryAt: descriptor.affixFile.deletingPathExtension().path)
            let list = try WordList(data: try WordListBuilder(dictionary: descriptor).build(), name: "built")
            #expect(list.rules.foldsApostrophes)
            let fromList = WordListChecker(list: list, language: try Language("oc"))
            #expect(checker.isCorrect("d’aquí") && fromList.isCorrect("d’aquí"))
        }
    }
}

/// A compounding dictionary's list carries the parts of its compounds (``CompoundParts``):
/// a word of letters that is no row of parts is refused by the list, as libhunspell
/// refuses it, and every other word is left to libhunspell.
@Suite struct CompoundPartsTests {
    /// German in small: parts that begin, continue and end compounds, one (`tür`) only
    /// inside them, a linking `s` (`Arbeits-`) only there too, `ß` (with CHECKSHARPS, so
    /// that `STRASSE` is `Straße` in capitals), a forbidden word and parts of two letters.
    static let affix = """
        SET UTF-8
        CHECKSHARPS
        COMPOUNDBEGIN x
        COMPOUNDMIDDLE y
        COMPOUNDEND z
        ONLYINCOMPOUND o
        FORBIDDENWORD !
        COMPOUNDMIN 2
        SFX S Y 1
        SFX S 0 s .
        SFX F Y 1
        SFX F 0 s/xyo .
        SFX E Y 1
        SFX E 0 n/xyz e

        """
    static let words = """
        10
        Haus/xyzS
        tür/yzo
        Arbeit/F
        Zimmer/xyzS
        Straße/xyzE
        Maß/xz
        Ei/xyz
        Bahn/xyz
        Kind/S
        Hausbahn/!

        """
    /// The parts, in the cases a text writes them, and a few near misses of them.
    static let pieces = ["Haus", "haus", "tür", "Tür", "Arbeits", "arbeits", "Arbeit", "Zimmer", "zimmer", "Straße",
                         "straße", "Strasse", "strassen", "Maß", "mass", "Ei", "ei", "Bahn", "bahn", "Kind", "kinds",
                         "Haus", "Hau", "hus", "Zimmr", "x", "Eii", "türe"]

    func built(affix: String = Self.affix, words: String = Self.words) throws -> WordList {
        try withDictionary(affix: affix, words: words) {
            try WordList(data: WordListBuilder(dictionary: $0).build(), name: "xx_DE")
        }
    }

    /// libhunspell's verdict on `word` in the same dictionary.
    func hunspellAccepts(_ word: String) -> Bool {
        guard let handle = HunspellHandle(affix: Data(Self.affix.utf8), words: Data(Self.words.utf8)) else {
            Issue.record("libhunspell could not load the dictionary")
            return false
        }
        return word.withCString { handle.spell($0) }
    }

    /// Rows of the German pieces.
    @Test func theListAgreesWithLibhunspell() throws {
        try expectAgreement(affix: Self.affix, words: Self.words, pieces: Self.pieces)
    }

    /// With SIMPLIFIEDTRIPLE, `Schiffahrt` is `Schiff` and `fahrt`, sharing an f: the list
    /// leaves it to libhunspell, and still refuses `Schifahrt`.
    @Test func simplifiedTriples() throws {
        let affix = Self.affix + "SIMPLIFIEDTRIPLE\n"
        let words = Self.words.replacingOccurrences(of: "10\n", with: "12\n") + "Schiff/xyz\nfahrt/yzo\n"
        try expectAgreement(affix: affix, words: words,
                            pieces: ["Schiff", "schiff", "Schif", "fahrt", "Fahrt", "ahrt", "ffahrt", "Haus", "haus", "tür", "x"])
        let list = try built(affix: affix, words: words)
        #expect(list.compoundParts?.simplifiedTriple == true)
        #expect(list.spellingVerdict(of: "Schiffahrt") != .rejected)
        #expect(list.spellingVerdict(of: "Schifahrt") == .rejected)
        #expect(try built().compoundParts?.simplifiedTriple == false)
    }

    /// Every row of one to three `pieces`, in three cases: where the list decides, it says
    /// what libhunspell says; it refuses every row with an x, which no form holds.
    func expectAgreement(affix: String, words: String, pieces: [String]) throws {
        let list = try built(affix: affix, words: words)
        let parts = try #require(list.compoundParts)
        guard let handle = HunspellHandle(affix: Data(affix.utf8), words: Data(words.utf8)) else {
            Issue.record("libhunspell could not load the dictionary")
            return
        }
        #expect(parts.minimumLength == 2)
        var refusedByBoth = 0, refusedByHunspell = 0
        var spellings: Set<String> = []
        for first in pieces {
            spellings.insert(first)
            for second in pieces {
                spellings.insert(first + second)
                for third in pieces.prefix(12) { spellings.insert(first + second + third) }
            }
        }
        for word in spellings.sorted() {
            for spelling in [word, word.prefix(1).uppercased() + word.dropFirst(), word.uppercased()] {
                let verdict = list.spellingVerdict(of: spelling)
                let hunspell = spelling.withCString { handle.spell($0) }
                if verdict != .undecided { #expect((verdict == .accepted) == hunspell, "\(spelling): \(verdict), libhunspell \(hunspell)") }
                if !hunspell { refusedByHunspell += 1 }
                if !hunspell, verdict == .rejected { refusedByBoth += 1 }
                // No form holds an x: a row with one is no compound, and the list knows it.
                if spelling.lowercased().contains("x") { #expect(verdict == .rejected, "\(spelling)") }
            }
        }
        // The rest of what libhunspell refuses is rows of parts whose flags do not join
        // (`Kind` begins no compound, `tür` ends one): those are libhunspell's to judge.
        #expect(refusedByBoth > 0 && refusedByBoth < refusedByHunspell, "\(refusedByBoth) of \(refusedByHunspell)")
    }

    @Test func whatTheListRefusesAndLeaves() throws {
        let list = try built()
        // No row of parts: refused by the list itself.
        for word in ["Hausx", "Zimmerhau", "Arbeitszimmerr", "HAUSZIMMR", "Bahnhus"] {
            #expect(list.spellingVerdict(of: word) == .rejected, "\(word)")
            #expect(!hunspellAccepts(word), "\(word)")
        }
        // Rows of parts (libhunspell's flags decide), the forbidden word, a part that
        // exists only in compounds, and ß spelt ss in capitals: never refused by the list.
        for word in ["Haustür", "Arbeitszimmer", "HAUSTÜR", "STRASSENBAHN", "Hausbahn", "tür", "Arbeitshaus", "Eimaß"] {
            #expect(list.spellingVerdict(of: word) != .rejected, "\(word)")
        }
        // Other letters than ASCII and Latin-1 ones are left to libhunspell.
        #expect(list.spellingVerdict(of: "Hausł") == .undecided)
    }

    /// Directives under which a word of letters may be accepted without being a row of
    /// the forms the rules make: no parts, and the list leaves such words to libhunspell.
    @Test(arguments: ["COMPLEXPREFIXES", "COMPOUNDMORESUFFIXES", "IGNORE ie", "LANG hu_HU", "CHECKCOMPOUNDPATTERN 1\nCHECKCOMPOUNDPATTERN s z ß"])
    func rulesThatKeepThePartsOut(line: String) throws {
        let list = try withDictionary(affix: Self.affix + line + "\n", words: Self.words) {
            try WordList(data: WordListBuilder(dictionary: $0).build(), name: "xx_DE")
        }
        #expect(list.compoundParts == nil)
        #expect(list.spellingVerdict(of: "Hausx") == .undecided)
    }

    /// Input conversion comes before every lookup, and a fourth pattern field without letters
    /// (Dutch writes `#` there) can stand in no word of letters: the parts stay.
    @Test func conversionsAndPatternsWithoutLetters() throws {
        let affix = Self.affix + "ICONV 1\nICONV ss ß\nCHECKCOMPOUNDPATTERN 1\nCHECKCOMPOUNDPATTERN s z #\n"
        try expectAgreement(affix: affix, words: Self.words, pieces: ["Haus", "Strasse", "strassen", "Bahn", "bahn", "Masss", "x", "Zimmr"])
    }

    /// A dictionary without compounds, or one closed for words of letters, has no parts.
    @Test func noPartsWithoutCompounds() throws {
        let list = try withDictionary(affix: "SET UTF-8\nSFX S Y 1\nSFX S 0 s .\n", words: "1\nHaus/S\n") {
            try WordList(data: WordListBuilder(dictionary: $0).build(), name: "xx_DE")
        }
        #expect(list.compoundParts == nil)
        // en_US compounds numbers only (`21st`), and its list is closed for words of letters.
        #expect(try WordList(contentsOf: Bundled.english.dictionary.wordListFile).compoundParts == nil)
    }

    /// The parts are a nested list checked as the list is: one that lies about its shortest
    /// part, or has a damaged edge, makes the whole list unusable, with the reason.
    @Test func damagedPartsAreRefused() throws {
        let good = try withDictionary(affix: Self.affix, words: Self.words) { try [UInt8](WordListBuilder(dictionary: $0).build()) }
        func u32(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(good[offset + $1]) << (8 * $1) } }
        let parts = good.count - u32(76) - u32(84) - u32(80)
        #expect(u32(80) > 0 && good[parts..<(parts + 8)].elementsEqual("WCWORDS\0".utf8))
        func reason(_ bytes: [UInt8]) -> String? {
            do {
                _ = try WordList(data: Data(bytes), name: "xx_DE")
                return nil
            } catch {
                guard case .wordListUnusable(_, let reason) = error else { return "\(error)" }
                return reason
            }
        }
        #expect(reason(good) == nil)
        // The nested list's own checksum covers its header's fields too: made right again.
        let noShortest = WordTableTests.resealed(good) { bytes in
            for offset in 64..<68 { bytes[parts + offset] = 0 }
            let sum = bytes[(parts + WordList.checksummedFrom)..<(parts + u32(80))].withUnsafeBufferPointer(WordList.checksum)
            for shift in 0..<4 { bytes[parts + 28 + shift] = UInt8(truncatingIfNeeded: sum >> (8 * shift)) }
        }
        #expect(reason(noShortest)?.contains("shortest part of 0") == true, "\(reason(noShortest) ?? "accepted")")
        let badEdge = WordTableTests.resealed(good) { bytes in bytes[parts + 85] = 0x7F }
        #expect(reason(badEdge)?.contains("compound parts are damaged") == true, "\(reason(badEdge) ?? "accepted")")
    }

    /// A list made so that one folded word has tens of thousands of spellings (every row of
    /// ten `s`, `S` and `ß`) would send a walk that ignores case down each of them, from
    /// every character of a long word: the walk stops at its budget and leaves the word
    /// to libhunspell.
    @Test func aWalkWithTooManyPathsStops() throws {
        var words: [[UInt8]] = [[]]
        for _ in 0..<10 { words = words.flatMap { word in [[0x73], [0x53], [0xC3, 0x9F]].map { word + $0 } } }
        var contents = WordListContents(words: words.sorted { $0.lexicographicallyPrecedes($1) })
        contents.compoundParts = (words: [], minimumLength: 1, simplifiedTriple: false)
        let list = try WordList(data: Data(contents.serialised()), name: "xx_SS")
        let parts = try #require(list.compoundParts)
        let long = [UInt8](repeating: 0x73, count: 40), short = [UInt8](repeating: 0x73, count: 10)
        #expect(long.withUnsafeBufferPointer { parts.mayBuild($0, listedIn: list) } == nil)
        #expect(short.withUnsafeBufferPointer { parts.mayBuild($0, listedIn: list) } == true)
        #expect([0x73, 0x78].withUnsafeBufferPointer { parts.mayBuild($0, listedIn: list) } == false)
    }

    /// Folding: capitals in lower case, `ß` as `ss`, other letters refused.
    @Test func folding() {
        func fold(_ word: String) -> String? {
            Array(word.utf8).withUnsafeBufferPointer { CompoundParts.folded($0) }.map { String(decoding: $0.bytes, as: UTF8.self) }
        }
        #expect(fold("StraßeÄÖÜ") == "strasseäöü")
        #expect(fold("MASSE") == "masse")
        #expect(fold("Ĳssel") == nil)
        #expect(fold("haus-tür") == nil)
        #expect(fold("ÿ") == nil)
    }
}
