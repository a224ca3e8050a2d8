import Foundation

// Reading a `.words` file: its header, checksum and sections, each checked before use
// (the format is described in SpellChecking's article on the lexicon).
extension WordList {
    /// Reads and validates the list in `url`.
    ///
    /// - Throws: ``SpellCheckingError/wordListNotFound(path:)`` when there is no file;
    ///   ``SpellCheckingError/wordListUnusable(path:reason:)`` when it cannot be read or
    ///   is not an intact word list (another file, a truncated or damaged one).
    public init(contentsOf url: URL) throws(SpellCheckingError) {
        self = try Self.read(url).list
    }

    /// The bytes of the list in `url`, and the list they hold, checked: what
    /// ``init(contentsOf:)`` reads, with the bytes for a look at the header (``info(ofFileAt:)``).
    static func read(_ url: URL) throws(SpellCheckingError) -> (data: Data, list: WordList) {
        let path = url.path
        let data: Data
        switch RegularFile.read(path, limit: Self.maximumFileSize) {
        case .success(let contents): data = contents
        case .failure(.missing): throw .wordListNotFound(path: path)
        case .failure(let failure): throw .wordListUnusable(path: path, reason: "it \(failure.phrase)")
        }
        do {
            return (data, try WordList(data: data))
        } catch let problem {
            throw .wordListUnusable(path: path, reason: problem.reason)
        }
    }

    /// The digest of the dictionary files the list in `url` records (``DictionaryDigest``),
    /// read from its header alone; nil when the file is not a list of this format.
    package static func recordedDigest(ofFileAt url: URL) -> [UInt8]? {
        guard case .success(let header) = RegularFile.read(url.path, limit: maximumFileSize, prefix: headerSize),
              header.count == headerSize, header.prefix(8).elementsEqual(magic),
              header[8..<12].elementsEqual(withUnsafeBytes(of: formatVersion.littleEndian, Array.init))
        else { return nil }
        return Array(header[32..<64])
    }

    /// Reads and validates a list from its bytes (a resource's `Data`, say).
    ///
    /// - Throws: ``SpellCheckingError/wordListUnusable(path:reason:)``, with `name` as the
    ///   path, when the bytes are not an intact word list.
    public init(data: Data, name: String) throws(SpellCheckingError) {
        do {
            try self.init(data: data)
        } catch let problem {
            throw .wordListUnusable(path: name, reason: problem.reason)
        }
    }

    /// Whether the list decides every word: its generator recorded all the rules the
    /// dictionary's checks follow (see `WordListChecker`), so a checker over it gives
    /// libhunspell's verdict on any word without libhunspell.
    public var decidesEveryWord: Bool { rules.decidesEveryWord }

    /// The largest `.words` file read: 128 MiB (the bundled lists take about 2 MB).
    public static let maximumFileSize = 128 << 20
    /// The most words a list may hold: 2^26 (the bundled it_IT list has 3.1 million).
    public static let maximumWordCount = 1 << 26
    /// The longest word a list may hold, in UTF-8 bytes: the longest word a checker
    /// takes (longer ones are misspelled without a look-up).
    public static let maximumWordLength = 400

    /// Why bytes are not a word list.
    package struct Damage: Error {
        package let reason: String
    }

    static let magic = Array("WCWORDS\0".utf8)
    static let headerSize = 88
    /// Where the bytes the checksum covers start: right after it, so the dictionary's
    /// digest, the header's counts and sizes that follow, and the body.
    package static let checksummedFrom = 32
    /// The format this reader reads, described in SpellChecking's article on the lexicon.
    static let formatVersion: UInt32 = 9

    init(data: Data) throws(Damage) {
        // Parsed straight from the file's bytes: no second copy of a list of megabytes.
        let parts = try data.withUnsafeBytes { raw in
            Result { () throws(Damage) in try Self.parse(raw.bindMemory(to: UInt8.self), nested: false) }
        }.get()
        self.init(parts)
    }

    init(_ parts: Parts) {
        edges = parts.edges
        wordsBelow = parts.wordsBelow
        caseFlags = parts.caseFlags
        dispatch = PrefixDispatch(edges: parts.edges, wordsBelow: parts.wordsBelow)
        isClosedForLetterWords = parts.isClosedForLetterWords
        isClosedForApostropheWords = parts.isClosedForApostropheWords
        rarelyUsed = RarelyUsed(parts)
        count = parts.count
    }

    /// What a list file holds, checked.
    struct Parts {
        var edges: [UInt32], wordsBelow: [UInt32], rankedNumbers: [UInt32], rankedFrequencies: [UInt16]
        var caseFlags: [UInt8], unsuggestedNumbers: [UInt32], sourceDigest: [UInt8]
        var isClosedForLetterWords: Bool, isClosedForApostropheWords: Bool
        var rules: SpellingRules, extras: WordList?, compoundParts: CompoundParts?
        var count: Int
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>, nested: Bool) throws(Damage) -> Parts {
        func u32(_ offset: Int) -> UInt32 { Self.u32(bytes, offset) }
        guard bytes.count >= 12, bytes[0..<8].elementsEqual(Self.magic) else {
            throw Damage(reason: "not a WordCheck word list")
        }
        guard u32(8) == Self.formatVersion else {
            throw Damage(reason: "it has format version \(u32(8)); this WordCheck reads version \(Self.formatVersion) "
                         + "(build it again with `wordcheck words build`)")
        }
        guard bytes.count >= Self.headerSize else { throw Damage(reason: "it is shorter than its header") }
        let wordCount = Int(u32(12)), edgeCount = Int(u32(16)), rankedCount = Int(u32(20)), flagCount = Int(u32(24))
        let unsuggestedCount = Int(u32(68)), extrasSize = Int(u32(72)), rulesSize = Int(u32(76)), partsSize = Int(u32(80))
        let rulePartsSize = Int(u32(84))
        guard flagCount == (wordCount + 3) / 4 else {
            throw Damage(reason: "its header announces \(flagCount) bytes of case flags for \(wordCount) words")
        }
        guard !nested || extrasSize + rulesSize + partsSize + rulePartsSize == 0 else {
            throw Damage(reason: "its nested word list has extras, rules or compound parts of its own")
        }
        // The case flags take a quarter of a byte a word in memory, however few bytes hold them.
        guard wordCount <= maximumWordCount else {
            throw Damage(reason: "its header announces \(wordCount) words, more than the \(maximumWordCount) a list may hold")
        }
        // Every other count is checked against the bytes that would hold it before anything
        // is allocated for it: an edge takes at least a bit, a rank a byte, a number a byte.
        let body = bytes.count - Self.headerSize
        guard edgeCount <= 8 * body, rankedCount <= body, unsuggestedCount <= body,
              extrasSize <= body, rulesSize <= body, partsSize <= body, rulePartsSize <= body else {
            throw Damage(reason: "its header announces more than its \(bytes.count) bytes hold")
        }
        guard edgeCount < 1 << 22 else {
            throw Damage(reason: "its header announces \(edgeCount) edges, more than the \((1 << 22) - 1) a list holds")
        }
        // The checksum covers what the structural checks cannot: frequencies and case flags,
        // and the digest that binds the list to its dictionary (every byte after its own).
        guard checksum(UnsafeBufferPointer(rebasing: bytes[Self.checksummedFrom...])) == u32(28) else {
            throw Damage(reason: "its checksum does not match its contents")
        }
        var reader = SectionReader(bytes: bytes, at: Self.headerSize)
        let edges = try EdgeCoding.decoded(edgeCount, from: &reader)
        var rankedNumbers: [UInt32] = [], rankedFrequencies: [UInt16] = []
        if rankedCount > 0 {
            let least = try reader.number(in: "its frequencies")
            rankedNumbers = try reader.rankedNumbers(rankedCount, of: wordCount)
            rankedFrequencies.reserveCapacity(rankedCount)
            for _ in 0..<rankedCount {
                var frequency = Int(least) + Int(try reader.byte(in: "its frequencies"))
                if frequency - Int(least) == 255 { frequency += Int(try reader.number(in: "its frequencies")) }
                guard frequency <= Int(UInt16.max) else { throw Damage(reason: "its frequency table holds a frequency that cannot be") }
                rankedFrequencies.append(UInt16(frequency))
            }
        }
        let caseFlags = try reader.caseFlags(flagCount, of: wordCount)
        var unsuggestedNumbers: [UInt32] = []
        unsuggestedNumbers.reserveCapacity(unsuggestedCount)
        var number = -1
        for _ in 0..<unsuggestedCount {
            number += 1 + Int(try reader.number(in: "its table of words never suggested"))
            guard number < wordCount else { throw Damage(reason: "its table of words never suggested names a word that is not listed") }
            unsuggestedNumbers.append(UInt32(number))
        }
        let extrasSection = try reader.bytes(extrasSize, in: "its extra words")
        let partsSection = try reader.bytes(partsSize, in: "its compound parts")
        let rulePartsSection = try reader.bytes(rulePartsSize, in: "the words of its compound rules")
        let rulesSection = try reader.bytes(rulesSize, in: "its rules")
        guard reader.offset == bytes.count else {
            throw Damage(reason: "\(bytes.count - reader.offset) bytes follow what its header announces")
        }
        let wordsBelow = try Self.validate(edges: edges, wordCount: wordCount, allowsNUL: nested)
        /// The nested list a section holds (nil for an empty section), its damage named.
        func nestedList(_ section: Slice<UnsafeBufferPointer<UInt8>>, _ name: String) throws(Damage) -> WordList? {
            guard !section.isEmpty else { return nil }
            do {
                return WordList(try parse(UnsafeBufferPointer(rebasing: section), nested: true))
            } catch let damage {
                throw Damage(reason: "\(name) are damaged: \(damage.reason)")
            }
        }
        let extras = try nestedList(extrasSection, "its extra words")
        var compoundParts: CompoundParts?
        if let parts = try nestedList(partsSection, "its compound parts") {
            // A nested list is at least a header long: its properties hold the shortest part
            // (bits 0-15) and whether triples are simplified (bit 16).
            let reading = Int(Self.u32(UnsafeBufferPointer(rebasing: partsSection), 64))
            let shortest = reading & 0xFFFF
            guard shortest >= 1, shortest <= maximumWordLength, reading >> 17 == 0 else {
                throw Damage(reason: "its compound parts give a shortest part of \(shortest) characters (\(reading))")
            }
            compoundParts = CompoundParts(extra: parts, minimumLength: shortest, simplifiedTriple: reading >> 16 == 1)
        }
        guard let rulesText = String(validating: rulesSection, as: UTF8.self) else {
            throw Damage(reason: "its rules are not UTF-8")
        }
        var ruleParts: [(String, String)] = []
        if let entries = try nestedList(rulePartsSection, "the words of its compound rules") {
            for entry in entries {
                // `word NUL flags`, as the writer makes them from COMPOUNDPART lines.
                let fields = entry.split(separator: "\0", omittingEmptySubsequences: false)
                guard fields.count == 2, !fields[0].isEmpty, !fields[1].isEmpty else {
                    throw Damage(reason: "the words of its compound rules hold an entry without a word and flags")
                }
                ruleParts.append((String(fields[0]), String(fields[1])))
            }
        }
        let rules = nested ? SpellingRules() : try SpellingRules(text: rulesText, compoundRuleParts: ruleParts)
        return Parts(edges: edges, wordsBelow: wordsBelow, rankedNumbers: rankedNumbers, rankedFrequencies: rankedFrequencies,
                     caseFlags: caseFlags, unsuggestedNumbers: unsuggestedNumbers, sourceDigest: Array(bytes[32..<64]), isClosedForLetterWords: u32(64) & 1 != 0,
                     isClosedForApostropheWords: u32(64) & 3 == 3, rules: rules, extras: extras,
                     compoundParts: compoundParts, count: wordCount)
    }

    /// The little-endian 32-bit number at `offset` of `bytes`.
    static func u32(_ bytes: UnsafeBufferPointer<UInt8>, _ offset: Int) -> UInt32 {
        UInt32(bytes[offset]) | UInt32(bytes[offset + 1]) << 8 | UInt32(bytes[offset + 2]) << 16 | UInt32(bytes[offset + 3]) << 24
    }

    /// Reads a list's sections in order, each value checked against the bytes left.
    struct SectionReader {
        let bytes: UnsafeBufferPointer<UInt8>
        var offset: Int

        init(bytes: UnsafeBufferPointer<UInt8>, at offset: Int) {
            self.bytes = bytes
            self.offset = offset
        }

        mutating func byte(in section: String) throws(Damage) -> UInt8 {
            guard offset < bytes.count else { throw Damage(reason: "it ends inside \(section)") }
            defer { offset += 1 }
            return bytes[offset]
        }

        /// An unsigned LEB128 number of at most 32 bits: seven bits a byte, low bits first,
        /// the high bit set on every byte but the last.
        mutating func number(in section: String) throws(Damage) -> UInt32 {
            var value: UInt32 = 0
            for shift in stride(from: UInt32(0), through: 28, by: 7) {
                let byte = try byte(in: section)
                guard shift < 28 || byte <= 0x0F else { throw Damage(reason: "\(section) hold a number too large") }
                value |= UInt32(byte & 0x7F) << shift
                if byte < 0x80 { return value }
            }
            throw Damage(reason: "\(section) hold a number too large")
        }

        mutating func bytes(_ count: Int, in section: String) throws(Damage) -> Slice<UnsafeBufferPointer<UInt8>> {
            guard count <= bytes.count - offset else { throw Damage(reason: "it ends inside \(section)") }
            defer { offset += count }
            return bytes[offset..<(offset + count)]
        }

        /// The case flags of `wordCount` words, two bits a word in `size` bytes: a byte
        /// saying how they are written, then those bytes (0); or the bits most words have
        /// (1), or runs of words and the bits most of each run have (2), and then the words
        /// whose bits differ.
        mutating func caseFlags(_ size: Int, of wordCount: Int) throws(Damage) -> [UInt8] {
            let section = "its case flags"
            func set(_ flags: inout [UInt8], _ number: Int, _ bits: UInt8) {
                let shift = 2 * UInt8(number % 4)
                flags[number / 4] = flags[number / 4] & ~(3 << shift) | bits << shift
            }
            var flags: [UInt8]
            switch try byte(in: section) {
            case 0:
                return Array(try bytes(size, in: section))
            case 1:
                let common = try byte(in: section)
                guard common < 4 else { throw Damage(reason: "\(section) cannot be") }
                flags = [UInt8](repeating: common * 0b0101_0101, count: size)
                if wordCount % 4 != 0 { flags[size - 1] &= (1 << (2 * UInt8(wordCount % 4))) - 1 }
            case 2:
                // Runs of consecutive words (those that begin with one byte, as the writer
                // makes them), each with its own most common bits.
                flags = [UInt8](repeating: 0, count: size)
                let runs = Int(try number(in: section))
                guard runs <= wordCount else { throw Damage(reason: "\(section) cannot be") }
                var start = 0
                for _ in 0..<runs {
                    let count = Int(try number(in: section)), bits = try byte(in: section)
                    guard count >= 1, count <= wordCount - start, bits < 4 else {
                        throw Damage(reason: "\(section) hold a run that cannot be")
                    }
                    for number in start..<(start + count) { set(&flags, number, bits) }
                    start += count
                }
                guard start == wordCount else { throw Damage(reason: "\(section) hold runs of \(start) words, not \(wordCount)") }
            case let other:
                throw Damage(reason: "\(section) are written in a way this WordCheck does not know (\(other))")
            }
            // The words whose bits differ from their run's: a gap and their bits.
            let differing = Int(try number(in: section))
            guard differing <= wordCount else { throw Damage(reason: "\(section) cannot be") }
            var number = -1
            for _ in 0..<differing {
                let value = try self.number(in: section)
                number += 1 + Int(value >> 2)
                let bits = UInt8(value & 3)
                guard number < wordCount, bits != flags[number / 4] >> (2 * UInt8(number % 4)) & 3 else {
                    throw Damage(reason: "\(section) name a word that is not listed, or no change")
                }
                set(&flags, number, bits)
            }
            return flags
        }

        /// The numbers of `count` ranked words among `wordCount`, ascending: a byte saying
        /// how they are written, then gaps (0) or a bitmap of a bit a word (1).
        mutating func rankedNumbers(_ count: Int, of wordCount: Int) throws(Damage) -> [UInt32] {
            let section = "its frequencies"
            var numbers: [UInt32] = []
            numbers.reserveCapacity(count)
            switch try byte(in: section) {
            case 0:
                var number = -1
                for _ in 0..<count {
                    number += 1 + Int(try self.number(in: section))
                    guard number < wordCount else { throw Damage(reason: "its frequency table names a word that is not listed") }
                    numbers.append(UInt32(number))
                }
            case 1:
                let bitmap = try bytes((wordCount + 7) / 8, in: section)
                for (index, byte) in zip(0..., bitmap) {
                    var bits = byte
                    while bits != 0 {
                        numbers.append(UInt32(index * 8 + bits.trailingZeroBitCount))
                        bits &= bits - 1
                    }
                }
                guard numbers.count == count, numbers.last.map({ Int($0) < wordCount }) ?? true else {
                    throw Damage(reason: "its frequency table names \(numbers.count) words where its header announces \(count)")
                }
            case let other:
                throw Damage(reason: "its frequency table is written in a way this WordCheck does not know (\(other))")
            }
            return numbers
        }
    }

    /// The checksum a list keeps of what follows it (header offset 28: the bytes from
    /// ``checksummedFrom`` on, the dictionary's digest included): FNV-1a's multiply and xor
    /// over little-endian 64-bit words (the last one padded with zeros) in four interleaved
    /// lanes, folded into one and its halves xored: a byte changed anywhere changes it, and
    /// four independent lanes keep a 4 MB list's check well under a millisecond, where a
    /// byte-serial hash would take several.
    package static func checksum(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let prime: UInt64 = 0x0000_0100_0000_01B3
        var lanes: (UInt64, UInt64, UInt64, UInt64) = (0xCBF2_9CE4_8422_2325, 0xCBF2_9CE4_8422_2325 ^ 1,
                                                       0xCBF2_9CE4_8422_2325 ^ 2, 0xCBF2_9CE4_8422_2325 ^ 3)
        let raw = UnsafeRawBufferPointer(bytes)
        func word(_ index: Int) -> UInt64 {
            let offset = 8 * index
            if offset + 8 <= raw.count { return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)) }
            var value: UInt64 = 0
            for (shift, byte) in raw[offset...].enumerated() { value |= UInt64(byte) << (8 * UInt64(shift)) }
            return value
        }
        let words = (raw.count + 7) / 8
        var index = 0
        if let base = raw.baseAddress {
            while 8 * index + 32 <= raw.count {
                let block = base + 8 * index
                lanes.0 = (lanes.0 ^ UInt64(littleEndian: block.loadUnaligned(as: UInt64.self))) &* prime
                lanes.1 = (lanes.1 ^ UInt64(littleEndian: block.loadUnaligned(fromByteOffset: 8, as: UInt64.self))) &* prime
                lanes.2 = (lanes.2 ^ UInt64(littleEndian: block.loadUnaligned(fromByteOffset: 16, as: UInt64.self))) &* prime
                lanes.3 = (lanes.3 ^ UInt64(littleEndian: block.loadUnaligned(fromByteOffset: 24, as: UInt64.self))) &* prime
                index += 4
            }
        }
        if index + 4 <= words {  // the last block, when its last word is short
            lanes.0 = (lanes.0 ^ word(index)) &* prime
            lanes.1 = (lanes.1 ^ word(index + 1)) &* prime
            lanes.2 = (lanes.2 ^ word(index + 2)) &* prime
            lanes.3 = (lanes.3 ^ word(index + 3)) &* prime
            index += 4
        }
        if index < words { lanes.0 = (lanes.0 ^ word(index)) &* prime; index += 1 }
        if index < words { lanes.1 = (lanes.1 ^ word(index)) &* prime; index += 1 }
        if index < words { lanes.2 = (lanes.2 ^ word(index)) &* prime }
        var folded: UInt64 = UInt64(raw.count)
        for lane in [lanes.0, lanes.1, lanes.2, lanes.3] { folded = (folded ^ lane) &* prime }
        return UInt32(truncatingIfNeeded: folded ^ (folded >> 32))
    }

    /// Checks everything a walk relies on, so that no file can make one loop, read out of
    /// bounds, miss a word or count wrong, and returns how many words lie below each edge
    /// (counted here, not read: a file cannot get them wrong): targets point forward and
    /// inside, every node's edges end and ascend strictly by byte, the words add up to the
    /// header's count and no word is longer than ``maximumWordLength``.
    /// `wordCount` is at most ``maximumWordCount`` (`parse` checks it first).
    private static func validate(edges: [UInt32], wordCount: Int, allowsNUL: Bool) throws(Damage) -> [UInt32] {
        if let last = edges.last, last & lastEdgeBit == 0 {
            throw Damage(reason: "its last node does not end")
        }
        // Words below each node and the longest word below each edge, computed from the
        // back (targets always lie further on).
        var nodeWords = [UInt32](repeating: 0, count: edges.count)  // each at most wordCount ≤ 2^26
        var wordsBelow = [UInt32](repeating: 0, count: edges.count)
        var longest = [UInt16](repeating: 0, count: edges.count)
        var runTotal = 0
        for index in edges.indices.reversed() {
            let edge = edges[index]
            if edge & lastEdgeBit != 0 {
                runTotal = 0
            } else if UInt8(truncatingIfNeeded: edge) >= UInt8(truncatingIfNeeded: edges[index + 1]) {
                throw Damage(reason: "the edges of the node at edge \(index) are not in ascending byte order")
            }
            let target = Int(edge >> 10)
            guard target == 0 || (target > index && target < edges.count) else {
                throw Damage(reason: "edge \(index) points outside the list")
            }
            // A target is a node's first edge, never one in the middle of another node's.
            guard target == 0 || edges[target - 1] & lastEdgeBit != 0 else {
                throw Damage(reason: "edge \(index) points into the middle of a node")
            }
            let below = (edge & finalBit != 0 ? 1 : 0) + (target == 0 ? 0 : Int(nodeWords[target]))
            guard below > 0 else { throw Damage(reason: "edge \(index) leads to no word") }
            runTotal += below
            guard runTotal <= wordCount else {
                throw Damage(reason: "edge \(index) leads to more words than the header announces")
            }
            nodeWords[index] = UInt32(runTotal)
            wordsBelow[index] = UInt32(below)
            // The longest word through this edge; the node's first edge carries the node's longest.
            var length = 1 + (target == 0 ? 0 : Int(longest[target]))
            if edge & lastEdgeBit == 0 { length = Swift.max(length, Int(longest[index + 1])) }
            guard length <= maximumWordLength else {
                throw Damage(reason: "it holds a word longer than \(maximumWordLength) bytes")
            }
            longest[index] = UInt16(length)
        }
        guard (edges.isEmpty ? 0 : Int(nodeWords[0])) == wordCount else {
            throw Damage(reason: "it holds a different number of words than its header says")
        }
        try validateUTF8(edges: edges, allowsNUL: allowsNUL)
        return wordsBelow
    }

    /// Checks that every word is valid UTF-8, so that every word read back is the word
    /// stored, and holds no NUL unless `allowsNUL` (the extra words, which use it to join
    /// the parts of a key). Going forward (every edge into a node comes before it), each node gets the
    /// decoder state its words reach it in; a node reached in two states, a byte that does
    /// not fit its state, or a word ending inside a character is damage.
    private static func validateUTF8(edges: [UInt32], allowsNUL: Bool) throws(Damage) {
        // States: 0 between characters, 1...3 continuation bytes to come, and the four
        // lead bytes whose first continuation byte has a narrower range.
        let afterE0: UInt8 = 4, afterED: UInt8 = 5, afterF0: UInt8 = 6, afterF4: UInt8 = 7
        let unknown: UInt8 = 0xFF
        var nodeState = [UInt8](repeating: unknown, count: edges.count)
        if !edges.isEmpty { nodeState[0] = 0 }
        var state: UInt8 = 0
        for (index, edge) in edges.enumerated() {
            if index == 0 || edges[index - 1] & lastEdgeBit != 0 {
                // The first edge of a node: the node's state, set by an edge before it
                // (unknown for a node no edge leads to, which no walk reaches).
                state = nodeState[index]
            }
            guard state != unknown else { continue }
            let byte = UInt8(truncatingIfNeeded: edge)
            let next: UInt8?
            switch state {
            case 0:
                switch byte {
                case 0x00 where !allowsNUL:
                    // libhunspell accepts no word with a NUL, and the checkers take a listed
                    // word as accepted before they look at its bytes.
                    throw Damage(reason: "edge \(index) puts a NUL in a word")
                case 0x00..<0x80: next = 0
                case 0xC2...0xDF: next = 1
                case 0xE0: next = afterE0
                case 0xED: next = afterED
                case 0xE1...0xEF: next = 2
                case 0xF0: next = afterF0
                case 0xF1...0xF3: next = 3
                case 0xF4: next = afterF4
                default: next = nil
                }
            case 1, 2, 3: next = (0x80...0xBF).contains(byte) ? state - 1 : nil
            case afterE0: next = (0xA0...0xBF).contains(byte) ? 1 : nil
            case afterED: next = (0x80...0x9F).contains(byte) ? 1 : nil
            case afterF0: next = (0x90...0xBF).contains(byte) ? 2 : nil
            default: next = (0x80...0x8F).contains(byte) ? 2 : nil  // afterF4
            }
            guard let next, edge & finalBit == 0 || next == 0 else {
                throw Damage(reason: "edge \(index) makes a word that is not valid UTF-8")
            }
            let target = Int(edge >> 10)
            if target != 0 {
                if nodeState[target] == unknown {
                    nodeState[target] = next
                } else if nodeState[target] != next {
                    throw Damage(reason: "edge \(index) makes a word that is not valid UTF-8")
                }
            }
        }
    }
}
