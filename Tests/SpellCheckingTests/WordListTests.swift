import Foundation
import SpellChecking
@testable import SpellCheckingCore
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
        // The case flags lie before the words never suggested, the extra words, the compound
        // parts (none) and the rules.
        #expect(u32(good, 68) == 0 && u32(good, 80) == 0 && u32(good, 84) == 0)
        let flags = good.count - Int(u32(good, 72)) - Int(u32(good, 76)) - Int(u32(good, 24))
        let cases: [(String, [UInt8])] = [
            ("empty", []),
            ("another file", Array("SET UTF-8\n".utf8)),
            ("a later version", patched(good, at: 8, 10)),
            ("the digest of another dictionary", patched(good, at: 32, u32(good, 32) ^ 1)),
            ("the last byte of the digest changed", patched(good, at: 60, u32(good, 60) ^ 0x0100_0000)),
            ("the properties changed", patched(good, at: 64, u32(good, 64) ^ 1)),
            ("truncated", Array(good.dropLast())),
            ("a byte too many", good + [0]),
            ("a word more in the header", patched(good, at: 12, u32(good, 12) + 1)),
            ("an edge more in the header", patched(good, at: 16, u32(good, 16) + 1)),
            ("an edge fewer in the header", patched(good, at: 16, u32(good, 16) - 1)),
            ("a rank more in the header", patched(good, at: 20, u32(good, 20) + 1)),
            ("an edge's byte changed", patched(good, at: 88, u32(good, 88) ^ 1)),
            ("words of compound rules in the header", patched(good, at: 84, u32(good, 84) + 1)),
            ("the previous format", patched(good, at: 8, 8)),
            ("an earlier format", patched(good, at: 8, 7)),
            ("compound parts in the header", patched(good, at: 80, u32(good, 80) + 1)),
            ("an older format", patched(good, at: 8, 4)),
            ("more rules in the header", patched(good, at: 76, u32(good, 76) + 1)),
            ("extra words in the header", patched(good, at: 72, u32(good, 72) + 1)),
            ("the rules changed", Array(good.dropLast()) + [good.last! ^ 1]),
            ("the first format", patched(good, at: 8, 1)),
            ("an unsuggested word more in the header", patched(good, at: 68, u32(good, 68) + 1)),
            ("a case flag changed", { var bytes = good; bytes[flags] ^= 1; return bytes }()),
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
        #expect(throws: SpellCheckingError.wordListUnusable(path: folder.path, reason: "it is a folder, not a regular file")) {
            try WordList(contentsOf: folder)
        }
        #expect(SpellCheckingError.wordListNotFound(path: "/x/y.words").description
            == "no word list at /x/y.words (`wordcheck words build` writes one)")
    }

    // MARK: Forged lists: valid-looking files that once made walks blow up or miss words

    /// A list file made of edges (byte, ends a word, last edge of its node, target
    /// node's first edge or 0), with the header worked out as the builder does; a target at
    /// or before its edge is written as the edge after it (the format cannot point back).
    /// `flagBytes` writes fewer case-flag bytes than the header's word count needs (0: not
    /// even the section's mode byte);
    /// `encodedEdges` replaces the edges' bytes (for encodings the writer never makes), and
    /// `trailing` is added after the body.
    static func forgedList(_ edges: [(byte: UInt8, final: Bool, last: Bool, target: Int)], headerWords: Int? = nil,
                           flagBytes: Int? = nil, encodedEdges: [UInt8]? = nil, trailing: [UInt8] = []) -> [UInt8] {
        var nodeWords = [UInt64](repeating: 0, count: edges.count)
        var run: UInt64 = 0
        for index in edges.indices.reversed() {
            if edges[index].last { run = 0 }
            let target = edges[index].target
            run += (edges[index].final ? 1 : 0) + (target > index && target < edges.count ? nodeWords[target] : 0)
            nodeWords[index] = run
        }
        func le(_ value: UInt64) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (8 * $0)) } }
        let words = UInt64(headerWords ?? Int(nodeWords.first ?? 0))
        var body: [UInt8] = []
        body += encodedEdges ?? EdgeCoding.encoded(edges.enumerated().map { index, edge in
            let target = edge.target == 0 ? 0 : max(edge.target, index + 1)
            return UInt32(edge.byte) | (edge.final ? 1 << 8 : 0) | (edge.last ? 1 << 9 : 0) | UInt32(target) << 10
        })
        // The case flags, two bits a word (mode 0); none at all for `flagBytes: 0`.
        if flagBytes != 0 {
            body.append(0)
            body += [UInt8](repeating: 0, count: flagBytes ?? Int((words + 3) / 4))
        }
        body += trailing
        let checksummed = [UInt8](repeating: 0, count: 32) + le(0) + le(0) + le(0) + le(0) + le(0) + le(0) + body
        return Array("WCWORDS\0".utf8) + le(UInt64(WordList.formatVersion)) + le(words) + le(UInt64(edges.count)) + le(0) + le((words + 3) / 4)
            + le(UInt64(checksum(checksummed))) + checksummed
    }

    /// `value` as unsigned LEB128, as the format writes numbers.
    static func leb128(_ value: UInt64) -> [UInt8] {
        var bytes: [UInt8] = [], rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        return bytes + [UInt8(rest)]
    }

    /// The checksum a list keeps of its body.
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        bytes.withUnsafeBufferPointer(WordList.checksum)
    }

    /// 31 nodes of two edges each, both leading to the next node: 2^32 - 2 words in 62 edges.
    @Test func aListOfBillionsOfWordsIsRefused() throws {
        let edges = (0..<31).flatMap { node -> [(byte: UInt8, final: Bool, last: Bool, target: Int)] in
            let next = node == 30 ? 0 : 2 * (node + 1)
            return [(UInt8(ascii: "a"), true, false, next), (UInt8(ascii: "b"), true, true, next)]
        }
        // A header that announces billions of words needs a case flag per word: either the
        // file is too large to be read, or it lacks the flags.
        for header in [Int(UInt32.max), 1 << 31] {
            #expect(try unusableReason(Self.forgedList(edges, headerWords: header, flagBytes: 0)) != nil)
        }
        let reason = try #require(try unusableReason(Self.forgedList(edges, headerWords: WordList.maximumWordCount + 1)))
        #expect(reason.contains("more than the 67108864 a list may hold"), "\(reason)")
        // The same shape, ten nodes deep, is a fine list of 2,046 words.
        let small = Array(edges.suffix(20))
        let shifted = small.map { (byte: $0.byte, final: $0.final, last: $0.last, target: $0.target == 0 ? 0 : $0.target - 42) }
        #expect(try unusableReason(Self.forgedList(shifted)) == nil)
    }

    /// The edges' codes (``EdgeCoding``), written by hand: one edge, "a", that ends a word
    /// and its node, is its kind table (one symbol, 0x361, of a 1-bit code), an empty
    /// target table, a stream of one byte, and the bit 0.
    @Test func malformedEdgesAreRefused() throws {
        let one: [(byte: UInt8, final: Bool, last: Bool, target: Int)] = [(UInt8(ascii: "a"), true, true, 0)]
        let written: [UInt8] = [1] + Self.leb128(0x361) + [1, 0, 1, 0]
        #expect(EdgeCoding.encoded([0x361]) == written)
        #expect(try unusableReason(Self.forgedList(one)) == nil)
        #expect(try unusableReason(Self.forgedList(one, encodedEdges: written)) == nil)
        let outside = try #require(try unusableReason(Self.forgedList([(UInt8(ascii: "a"), true, true, 5)], headerWords: 1)))
        #expect(outside.contains("points outside"), "\(outside)")
        func kind(_ symbol: UInt64, target: [UInt8] = [0], stream: [UInt8] = [1, 0]) -> [UInt8] {
            [1] + Self.leb128(symbol) + [1] + target + stream
        }
        let cases: [(edges: [UInt8], reason: String)] = [
            ([1, 0x61], "ends inside its edges"),
            (kind(0x361, stream: [0]), "ends inside its edges"),
            (kind(0x361, stream: [4, 1, 0, 0, 0]), "not in their table"),
            (kind(0x361, stream: [1, 2]), "bits their edges do not use"),
            (kind(0x361, stream: [2, 0, 0]), "bits their edges do not use"),
            (kind(0x361, stream: [0xFF, 0xFF, 0xFF, 0xFF, 0x7F]), "too large"),
            ([3, 0x61, 1, 0, 1, 0, 1, 0, 1, 0], "more codes than fit"),
            (kind(3 << 10), "cannot be"),
            ([1] + Self.leb128(0x361) + [25, 0, 1, 0], "cannot be"),
            ([1] + Self.leb128(0x361) + [0, 0, 1, 0], "cannot be"),
            // The next node after the last one; a target symbol naming the edge itself;
            // a distance of more bits than the format allows.
            (kind(0x761), "points outside"),
            (kind(0xB61, target: [1, 32, 1]), "points outside"),
            (kind(0xB61, target: [1, 25, 1]), "distance of 25 bits"),
            (kind(0xB61, target: [1, 33, 1]), "cannot be"),
        ]
        for (edges, expected) in cases {
            let reason = try #require(try unusableReason(Self.forgedList(one, flagBytes: 0, encodedEdges: edges)), "\(edges)")
            #expect(reason.contains(expected), "\(edges): \(reason)")
        }
        let left = try #require(try unusableReason(Self.forgedList(one, trailing: [0])))
        #expect(left.contains("follow what its header announces"), "\(left)")
        // Lengths that do not fit, chosen so that the codes they would give count up to
        // 2^32 - 1 and past it: refused before a code is made.
        let lengths = [Int](repeating: 1, count: 511) + Array(2...23) + [24, 24]
        let table = [UInt8](Self.leb128(UInt64(lengths.count))) + lengths.flatMap { [0, UInt8($0)] }
        let overfull = try #require(try unusableReason(Self.forgedList(one, flagBytes: 0, encodedEdges: table + [0, 1, 0])))
        #expect(overfull.contains("more codes than fit"), "\(overfull)")
    }

    /// Edges read back as written, whatever their bytes, flags and targets: seeded random
    /// edges (not automata: the coding does not care), among them nodes many edges point
    /// to, which the writer names as symbols of their own.
    @Test func edgeCodesRoundTrip() throws {
        var random = FuzzCorpusTests.Seeded(state: 25)
        for count in [1, 2, 7, 300, 5_000] {
            var edges: [UInt32] = []
            for index in 0..<count {
                var edge = UInt32(random.below(256)) | UInt32(random.below(4)) << 8
                if index == count - 1 { edge |= 1 << 9 }
                let left = count - index - 1
                if left > 0, random.below(3) > 0 {
                    // A target near, far, or one of a few popular ones.
                    let popular = count - 1 - random.below(min(left, 3))
                    let target = [index + 1 + random.below(min(left, 4)), index + 1 + random.below(left), popular][random.below(3)]
                    edge |= UInt32(target) << 10
                }
                edges.append(edge)
            }
            let bytes = EdgeCoding.encoded(edges)
            let decoded = try bytes.withUnsafeBufferPointer { buffer in
                var reader = WordList.SectionReader(bytes: buffer, at: 0)
                defer { #expect(reader.offset == buffer.count) }
                return try EdgeCoding.decoded(count, from: &reader)
            }
            #expect(decoded == edges, "\(count) edges")
        }
    }

    /// Codes of at most 24 bits even for counts as skewed as Fibonacci's, where Huffman's
    /// own would need 40; every symbol reads back.
    @Test func prefixCodesStayShort() throws {
        var counts: [UInt32: Int] = [:]
        var (a, b) = (1, 1)
        for symbol in 0..<40 {
            counts[UInt32(symbol)] = a
            (a, b) = (b, a + b)
        }
        let code = PrefixCode(counts: counts)
        #expect(counts.keys.allSatisfy { code.length(of: $0) <= PrefixCode.maximumLength })
        var writer = BitWriter()
        let symbols = (0..<40).map { UInt32($0) } + [39, 0, 38, 1]
        for symbol in symbols { code.write(symbol, to: &writer) }
        let table = code.table()
        let read = try (table + writer.bytes).withUnsafeBufferPointer { buffer in
            var reader = WordList.SectionReader(bytes: buffer, at: 0)
            let again = try PrefixCode.read(from: &reader, in: "a test", limit: 40)
            var bits = BitReader(buffer[table.count...], section: "a test")
            return try symbols.map { _ in try again.read(from: &bits) }
        }
        #expect(read == symbols)
    }

    @Test func siblingsOutOfOrderAreRefused() throws {
        // "b" before "a" in one node: a walk for "a" stops at "b" and would miss it.
        let edges: [(byte: UInt8, final: Bool, last: Bool, target: Int)] =
            [(UInt8(ascii: "b"), true, false, 0), (UInt8(ascii: "a"), true, true, 0)]
        let reason = try #require(try unusableReason(Self.forgedList(edges)))
        #expect(reason.contains("ascending byte order"))
        let sorted: [(byte: UInt8, final: Bool, last: Bool, target: Int)] =
            [(UInt8(ascii: "a"), true, false, 0), (UInt8(ascii: "b"), true, true, 0)]
        #expect(try unusableReason(Self.forgedList(sorted)) == nil)
        // A repeated byte is out of order too.
        let repeated: [(byte: UInt8, final: Bool, last: Bool, target: Int)] =
            [(UInt8(ascii: "a"), true, false, 0), (UInt8(ascii: "a"), true, true, 0)]
        #expect(try unusableReason(Self.forgedList(repeated)) != nil)
    }

    /// Words that are not UTF-8 would not read back as stored: a lone 0xFF, a word ending
    /// inside a character, a node reached in the middle of a character and between two.
    @Test func wordsThatAreNotUTF8AreRefused() throws {
        let cases: [[(byte: UInt8, final: Bool, last: Bool, target: Int)]] = [
            [(0xFF, true, true, 0)],
            [(0xC3, true, true, 0)],
            [(UInt8(ascii: "a"), false, false, 2), (0xC3, false, true, 2), (0xA9, true, true, 0)],
            [(0xED, false, true, 1), (0xA0, false, true, 2), (0x80, true, true, 0)],  // a surrogate
        ]
        for edges in cases {
            let reason = try #require(try unusableReason(Self.forgedList(edges)))
            #expect(reason.contains("not valid UTF-8"), "\(edges): \(reason)")
        }
        // Found by scripts/fuzz.sh: an edge into the middle of another node's edges made
        // "д" + 0xBC read as a word; targets must be a node's first edge.
        let midNode: [(byte: UInt8, final: Bool, last: Bool, target: Int)] =
            [(0xD0, false, true, 2), (0xB4, true, false, 0), (0xBC, true, true, 0)]
        #expect(try unusableReason(Self.forgedList(midNode, headerWords: 2))?.contains("middle of a node") == true)
        let fine: [(byte: UInt8, final: Bool, last: Bool, target: Int)] = [(0xC3, false, true, 1), (0xA9, true, true, 0)]
        #expect(try unusableReason(Self.forgedList(fine)) == nil)
        // A NUL is valid UTF-8, but no word libhunspell accepts holds one, and the checkers
        // take a listed word as accepted before they look at its bytes: "a\0b" is refused.
        let withNUL: [(byte: UInt8, final: Bool, last: Bool, target: Int)] =
            [(UInt8(ascii: "a"), false, true, 1), (0x00, false, true, 2), (UInt8(ascii: "b"), true, true, 0)]
        #expect(try unusableReason(Self.forgedList(withNUL))?.contains("NUL") == true)
    }

    @Test func aWordLongerThanHunspellChecksIsRefused() throws {
        func chain(_ length: Int) -> [(byte: UInt8, final: Bool, last: Bool, target: Int)] {
            (0..<length).map { (UInt8(ascii: "a"), $0 == length - 1, true, $0 == length - 1 ? 0 : $0 + 1) }
        }
        #expect(try unusableReason(Self.forgedList(chain(WordList.maximumWordLength))) == nil)
        let reason = try #require(try unusableReason(Self.forgedList(chain(WordList.maximumWordLength + 1))))
        #expect(reason.contains("longer than"))
    }

    /// FIFOs block, devices never end, huge files eat memory: none is read.
    @Test func onlyRegularFilesOfBoundedSizeAreRead() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-special-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let fifo = folder.appendingPathComponent("fifo.words")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let device = folder.appendingPathComponent("zero.words")
        try FileManager.default.createSymbolicLink(atPath: device.path, withDestinationPath: "/dev/zero")
        let huge = folder.appendingPathComponent("huge.words")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
        #expect(truncate(huge.path, off_t(WordList.maximumFileSize + 1)) == 0)  // sparse: no disk used
        let expected = [(fifo, "it is a FIFO, not a regular file"), (device, "it is a device, not a regular file"),
                        (huge, "it is \(WordList.maximumFileSize + 1) bytes, more than the \(WordList.maximumFileSize) bytes allowed")]
        for (url, reason) in expected {
            #expect(throws: SpellCheckingError.wordListUnusable(path: url.path, reason: reason)) { try WordList(contentsOf: url) }
        }
    }

    /// The bounded walk gives what a plain sort of the whole list gives, for sampled
    /// prefixes and limits in every bundled list, and a limit of `Int.max` is no problem.
    @Test(arguments: bundled.map(\.name))
    func prefixSearchAgreesWithSortingTheWholeList(name: String) throws {
        let checker = try #require(Self.bundled.first { $0.name == name }?.checker)
        let list = try Self.bundledList(checker)
        // Every 997th word gives a prefix of 1 to 4 bytes (ASCII words only, so bytes are characters).
        var prefixes = Set<String>()
        for (position, word) in list.enumerated() where position % 997 == 0 && word.utf8.count > 4 && word.allSatisfy(\.isASCII) {
            prefixes.insert(String(word.prefix(1 + position % 4)))
            if prefixes.count == 120 { break }
        }
        var under: [String: [String]] = [:]
        for word in list {
            for length in 1...4 where word.utf8.count >= length {
                let prefix = String(decoding: word.utf8.prefix(length), as: UTF8.self)
                if prefixes.contains(prefix) { under[prefix, default: []].append(word) }
            }
        }
        for prefix in prefixes.sorted() {
            let expected = (under[prefix] ?? []).map { (word: $0, frequency: list.frequency(of: $0) ?? 0) }.sorted { a, b in
                if a.frequency != b.frequency { return a.frequency > b.frequency }
                if a.frequency == 0, a.word.utf8.count != b.word.utf8.count { return a.word.utf8.count < b.word.utf8.count }
                return a.word.utf8.lexicographicallyPrecedes(b.word.utf8)
            }.map(\.word)
            for limit in [1, 7, 60, 5_000] {
                #expect(list.words(startingWith: prefix, limit: limit) == Array(expected.prefix(limit)), "\(name) \(prefix) \(limit)")
            }
            if expected.count < 20_000 {
                #expect(list.words(startingWith: prefix, limit: .max) == expected, "\(name) \(prefix) all")
            }
        }
    }
}

/// The tables by word number. Frequencies: ranked numbers written as gaps or as a bitmap
/// (whichever is shorter), frequencies a byte each below 255 above the least. Case bits:
/// two bits a word, or the words whose bits differ from most (whichever is shorter). Damage
/// to either is an error.
@Suite struct WordTableTests {
    /// The words compound rules join (COMPOUNDPART lines) are written as a nested list of
    /// `word NUL flags`, not as text, and read back into the same rules; an entry without
    /// its flags is refused.
    @Test func wordsOfCompoundRules() throws {
        var contents = WordListContents(words: [Array("a".utf8)])
        contents.rules = "COMPOUNDMIN 1\nCOMPOUNDRULE nm\nCOMPOUNDPART 1 n\nCOMPOUNDPART 2 n\nCOMPOUNDPART 1st m\nCOMPOUNDPART 2nd m\n"
        let good = try contents.serialised()
        func u32(_ offset: Int) -> Int { (0..<4).reduce(0) { $0 | Int(good[offset + $1]) << (8 * $1) } }
        #expect(u32(84) > 0 && !String(decoding: good, as: UTF8.self).contains("COMPOUNDPART"))
        let list = try WordList(data: Data(good), name: "xx")
        let compounds = try #require(list.rules.compounds)
        #expect(compounds.builds(Array("21st".utf8)) && compounds.builds(Array("12nd".utf8)))
        #expect(!compounds.builds(Array("1st2".utf8)) && !compounds.builds(Array("11".utf8)))

        // The same list with an entry of no NUL in place of the nested list.
        let start = good.count - u32(76) - u32(84)
        let forged = try WordListContents(words: [Array("1st".utf8)]).serialised(nested: true)
        var bytes = Array(good[..<start]) + forged + Array(good[(start + u32(84))...])
        for shift in 0..<4 { bytes[84 + shift] = UInt8(truncatingIfNeeded: forged.count >> (8 * shift)) }
        do {
            _ = try WordList(data: Data(Self.resealed(bytes) { _ in }), name: "xx")
            Issue.record("an entry without flags was read")
        } catch {
            guard case .wordListUnusable(_, let reason) = error else { throw error }
            #expect(reason.contains("without a word and flags"), "\(reason)")
        }
    }

    /// 3,003 words (the bitmap's last byte has bits to spare), `every` n-th ranked,
    /// frequencies from 100 up to past the one-byte range.
    func contents(rankingEvery every: Int) -> WordListContents {
        let words = (0..<3003).map { Array(String(format: "w%05d", $0).utf8) }
        var contents = WordListContents(words: words)
        for number in stride(from: 0, to: words.count, by: every) {
            contents.frequencies[number] = UInt16(100 + (number * 7919) % 700)
        }
        return contents
    }

    /// The section's mode byte: after the edges (the bytes a list without frequencies or
    /// case bits holds before its 3 bytes of case flags) and the least frequency (a number
    /// of 1 or 2 bytes).
    func modeOffset(_ contents: WordListContents) throws -> Int {
        var bare = contents
        (bare.frequencies, bare.caseBits) = ([:], [])
        let edgesEnd = try bare.serialised().count - 3
        return edgesEnd + (contents.frequencies.values.min()! < 128 ? 1 : 2)
    }

    /// `good` changed by `change`, with the checksum made right again, so that the tables'
    /// own checks answer.
    static func resealed(_ good: [UInt8], _ change: (inout [UInt8]) -> Void) -> [UInt8] {
        var bytes = good
        change(&bytes)
        let sum = bytes[WordList.checksummedFrom...].withUnsafeBufferPointer(WordList.checksum)
        for shift in 0..<4 { bytes[28 + shift] = UInt8(truncatingIfNeeded: sum >> (8 * shift)) }
        return bytes
    }

    @Test(arguments: [1, 2, 9, 31, 500])
    func frequenciesReadAsWritten(every: Int) throws {
        let contents = contents(rankingEvery: every)
        let bytes = try contents.serialised()
        let list = try WordList(data: Data(bytes), name: "ranks.words")
        #expect(list.rankedNumbers.map(Int.init) == contents.frequencies.keys.sorted())
        #expect(list.rankedFrequencies == contents.frequencies.keys.sorted().map { contents.frequencies[$0]! })
        #expect(list.frequency(of: "w00000") == 1.0)
        #expect(contents.frequencies.values.contains { $0 >= 100 + 255 }, "the escape for frequencies far above the least")
        // Dense tables take the bitmap, sparse ones the gaps; never more than the other.
        let mode = bytes[try modeOffset(contents)]
        #expect(mode == (every <= 2 ? 1 : 0), "mode \(mode) for one word in \(every)")
    }

    @Test(arguments: [2, 31])
    func damagedRankTablesAreErrors(every: Int) throws {
        let contents = contents(rankingEvery: every)
        let good = try contents.serialised()
        let mode = try modeOffset(contents)
        func resealed(_ change: (inout [UInt8]) -> Void) -> [UInt8] { Self.resealed(good, change) }
        var cases: [(String, [UInt8])] = [
            ("an unknown mode", resealed { $0[mode] = 3 }),
            ("a rank fewer in the header", resealed { $0[20] -= 1 }),
        ]
        if good[mode] == 1 {
            let last = mode + (contents.words.count + 7) / 8
            cases.append(("a bit past the last word", resealed { $0[last] |= 0x80 }))
            cases.append(("a bit more than the header says", resealed { $0[mode + 1] |= 0x02 }))
        } else {
            cases.append(("a gap past the last word", resealed { $0[mode + 1] = 0x7F; $0[mode + 2] |= 0x7F }))
        }
        #expect(try WordList(data: Data(resealed { _ in }), name: "good.words").count == 3003)
        for (damage, bytes) in cases {
            #expect(throws: SpellCheckingError.self, "\(damage)") { try WordList(data: Data(bytes), name: "ranks.words") }
        }
    }
}

extension WordTableTests {
    /// 3,003 words whose case bits are `common` but for every `every`-th word (a bit pattern
    /// that cycles through the other three values).
    func contents(caseBits common: UInt8, differingEvery every: Int) -> WordListContents {
        var contents = contents(rankingEvery: 3003)
        contents.caseBits = (0..<contents.words.count).map { number in
            number % every == 0 ? (common + 1 + UInt8(number / every % 3)) % 4 : common
        }
        return contents
    }

    /// The case section's mode byte. The section ends the file (no words unsuggested, no
    /// extras, no rules), and what comes before it does not depend on the case bits: without
    /// any, the section is 3 bytes (mode 1, bits 0, no word differing).
    func caseModeOffset(_ contents: WordListContents) throws -> Int {
        var bare = contents
        bare.caseBits = []
        return try bare.serialised().count - 3
    }

    @Test(arguments: [(3, 1), (3, 2), (0, 7), (3, 40), (2, 3003)] as [(UInt8, Int)])
    func caseBitsReadAsWritten(common: UInt8, every: Int) throws {
        let contents = contents(caseBits: common, differingEvery: every)
        let list = try WordList(data: Data(try contents.serialised()), name: "cases.words")
        let read = (0..<contents.words.count).map { list.caseBits(of: $0) }
        #expect(read == contents.caseBits)
        // Few words that differ: the differing ones; many: two bits a word.
        let bytes = try contents.serialised()
        let mode = bytes[try caseModeOffset(contents)]
        #expect(mode == (every <= 2 ? 0 : 1), "mode \(mode) with one word in \(every) differing")
    }

    /// Capitalised words (bits 2: their capitals accepted) before lower-case ones (bits 3),
    /// a few of each otherwise, and five more (bits 1): runs by first byte, each with its
    /// own bits, are shortest. The runs' lengths leave them unaligned with the bytes of flags.
    func contentsInRuns() -> WordListContents {
        let words = (0..<1001).map { Array(String(format: "A%04d", $0).utf8) }
            + (0..<1998).map { Array(String(format: "b%04d", $0).utf8) } + (0..<5).map { Array("c\($0)".utf8) }
        var contents = WordListContents(words: words)
        contents.caseBits = words.indices.map { number in
            number < 1001 ? (number % 50 == 7 ? 0 : 2) : number < 2999 ? (number % 70 == 3 ? 2 : 3) : 1
        }
        return contents
    }

    @Test func caseBitsInRunsReadAsWritten() throws {
        let contents = contentsInRuns()
        let bytes = try contents.serialised()
        let mode = try caseModeOffset(contents)
        #expect(Array(bytes[mode..<(mode + 10)]) == [2, 3, 0xE9, 0x07, 2, 0xCE, 0x0F, 3, 5, 1],
                "mode 2, three runs: 1,001 words of 2, 1,998 of 3, 5 of 1")
        let list = try WordList(data: Data(bytes), name: "runs.words")
        #expect((0..<contents.words.count).map { list.caseBits(of: $0) } == contents.caseBits)
        // Shorter than two bits a word (751 bytes) or one common value with 1,000 exceptions.
        #expect(bytes.count - mode < 200, "\(bytes.count - mode) bytes of case flags")
    }

    @Test func damagedCaseRunsAreErrors() throws {
        let contents = contentsInRuns()
        let good = try contents.serialised()
        let mode = try caseModeOffset(contents)
        func resealed(_ change: (inout [UInt8]) -> Void) -> [UInt8] { Self.resealed(good, change) }
        let cases: [(String, [UInt8], String)] = [
            ("runs of too few words", resealed { $0[mode + 2] = 0xE8 }, "runs of 3003 words"),
            ("runs of too many words", resealed { $0[mode + 2] = 0xEA }, "run that cannot be"),
            ("run bits that cannot be", resealed { $0[mode + 4] = 4 }, "run that cannot be"),
            ("more runs than words", resealed { $0[mode + 1] = 0x7F }, "cannot be"),
            ("a word that does not differ from its run", resealed { $0[mode + 11] = 0x1C | 2 }, "no change"),
        ]
        #expect(try WordList(data: Data(resealed { _ in }), name: "good.words").count == 3004)
        for (damage, bytes, reason) in cases {
            #expect(throws: SpellCheckingError.self, "\(damage)") { try WordList(data: Data(bytes), name: "cases.words") }
            do {
                _ = try WordList(data: Data(bytes), name: "cases.words")
            } catch {
                #expect("\(error)".contains(reason), "\(damage): \(error)")
            }
        }
    }

    @Test func damagedCaseTablesAreErrors() throws {
        let contents = contents(caseBits: 3, differingEvery: 40)
        let good = try contents.serialised()
        let mode = try caseModeOffset(contents)
        #expect(good[mode] == 1 && good[mode + 1] == 3 && good[mode + 2] == 76 && good[mode + 3] == 0b0000_0000,
                "the section: mode, common bits, 76 differing words, the first (word 0, bits 0)")
        func resealed(_ change: (inout [UInt8]) -> Void) -> [UInt8] { Self.resealed(good, change) }
        let cases: [(String, [UInt8])] = [
            ("an unknown mode", resealed { $0[mode] = 3 }),
            ("common bits that cannot be", resealed { $0[mode + 1] = 4 }),
            ("more differing words than words", resealed { $0[mode + 2] = 0x7F }),
            ("a word that does not differ", resealed { $0[mode + 3] = 0b0000_0011 }),
            ("a word past the last", resealed { $0[$0.count - 1] = 0x7F }),
        ]
        #expect(try WordList(data: Data(resealed { _ in }), name: "good.words").count == 3003)
        for (damage, bytes) in cases {
            #expect(throws: SpellCheckingError.self, "\(damage)") { try WordList(data: Data(bytes), name: "cases.words") }
        }
    }
}
