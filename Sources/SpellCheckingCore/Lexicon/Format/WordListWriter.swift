/// The bytes of a `.words` file (format 8, the one ``WordList`` reads): the writing side of
/// the format, for the word-list builder (`WordListBuilder` in SpellChecking) and tests.
///
/// The words become a minimal acyclic automaton over their UTF-8 bytes (built incrementally
/// from the sorted words, each state shared by every word that ends the same way), laid out
/// root first in reverse post-order of a depth-first walk that visits edges by ascending byte.
/// A word's number is its position in byte order; frequencies, case bits and the words never
/// suggested are kept by number. The edges are prefix codes (``EdgeCoding``): about 1.7
/// bytes an edge; the words below each edge are left for the reader to count. Other
/// numbers are LEB128, relative to the one before. The ranked words' numbers are gaps
/// or a bitmap, whichever is shorter, and their frequencies a byte each for most; the
/// case bits are two bits a word, or the words whose bits differ from most words',
/// whichever is shorter. A list of
/// a compounding dictionary may carry the parts of its compounds as a nested list, and the
/// words its `COMPOUNDRULE` lines join as another.
package struct WordListContents: Sendable {
    /// The words' bytes, in ascending byte order, each once.
    package var words: PackedWords
    /// 100 × Zipf frequency of the words that have one, by word number.
    package var frequencies: [Int: UInt16] = [:]
    /// Bit 0: libhunspell accepts the word capitalised; bit 1: in capitals; by word number
    /// (0 for the numbers past its end).
    package var caseBits: [UInt8] = []
    /// The digest of the `.aff` and `.dic` the words come from (``DictionaryDigest``); zeros in a nested list.
    package var digest: [UInt8] = Array(repeating: 0, count: 32)
    /// Bit 0: closed for words of letters; bit 1: closed for words of letters and apostrophes.
    package var properties: UInt32 = 0
    /// Numbers of the words suggestions never offer.
    package var unsuggested: [Int] = []
    /// A nested list of extra spellings (the bytes of another file of this format), or nothing.
    package var extras: [UInt8] = []
    /// The rules text (``SpellingRules``).
    package var rules: String = ""
    /// For a compounding dictionary the list can judge compounds of (``CompoundParts``): the
    /// folded parts no listed word gives, sorted, the fewest characters a part has, and
    /// whether a part's doubled last letter may begin the next; nil for any other.
    package var compoundParts: (words: [[UInt8]], minimumLength: Int, simplifiedTriple: Bool)?

    package init(words: [[UInt8]]) {
        self.words = PackedWords(words)
    }

    package init(words: PackedWords) {
        self.words = words
    }

    /// Why contents cannot be written.
    package struct Refusal: Error, Equatable, Sendable {
        package let reason: String
    }

    /// The file's bytes.
    ///
    /// - Throws: ``Refusal`` when the words are not sorted and unique, hold a NUL (the top
    ///   list only: a nested list's keys carry one), are empty or longer than
    ///   ``WordList/maximumWordLength`` bytes, or when the automaton or the file would exceed
    ///   what the format holds.
    package func serialised(nested: Bool = false) throws(Refusal) -> [UInt8] {
        guard words.count <= WordList.maximumWordCount else {
            throw Refusal(reason: "\(words.count) words, more than the \(WordList.maximumWordCount) a list holds")
        }
        var previous: ArraySlice<UInt8>? = nil
        for word in words {
            guard !word.isEmpty, word.count <= WordList.maximumWordLength else {
                throw Refusal(reason: "a word of \(word.count) bytes (a list holds words of 1 to \(WordList.maximumWordLength))")
            }
            if !nested && word.contains(0) { throw Refusal(reason: "a word holds a NUL byte") }
            if let previous, !previous.lexicographicallyPrecedes(word) {
                throw Refusal(reason: "the words are not sorted and unique")
            }
            previous = word
        }
        let automaton = Automaton(words)
        let edges = try automaton.layout()
        var body: [UInt8] = []
        body.reserveCapacity(edges.count * 2 + words.count / 4 + 3 * frequencies.count + extras.count + rules.utf8.count)
        body += EdgeCoding.encoded(edges)
        let ranked = frequencies.keys.sorted()
        if let least = frequencies.values.min() {
            appendNumber(UInt32(least), to: &body)
            appendRanked(ranked, to: &body)
            for number in ranked {
                // One byte for most frequencies; 255 announces one far above the least.
                let above = UInt32(frequencies[number]! - least)
                if above < 255 {
                    body.append(UInt8(above))
                } else {
                    body.append(255)
                    appendNumber(above - 255, to: &body)
                }
            }
        }
        appendCaseFlags(to: &body)
        let hidden = Array(Set(unsuggested)).sorted()
        for (position, number) in hidden.enumerated() {
            appendNumber(UInt32(number - (position == 0 ? -1 : hidden[position - 1]) - 1), to: &body)
        }
        body += extras
        var partBytes: [UInt8] = []
        if let compoundParts {
            var nested = WordListContents(words: compoundParts.words)
            nested.properties = UInt32(compoundParts.minimumLength) | (compoundParts.simplifiedTriple ? 1 << 16 : 0)
            partBytes = try nested.serialised(nested: true)
        }
        body += partBytes
        // The words compound rules use (COMPOUNDPART lines, 90,000 of them in Swedish) go to
        // a nested list of `word NUL flags`, where they share their prefixes and endings.
        var ruleText = "", ruleParts = Set<[UInt8]>()
        for line in rules.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: false)
            if fields.count == 3, fields[0] == "COMPOUNDPART", !fields[1].isEmpty, !fields[2].isEmpty {
                ruleParts.insert(Array(fields[1].utf8) + [0] + Array(fields[2].utf8))
            } else {
                ruleText += line + "\n"
            }
        }
        let rulePartBytes = ruleParts.isEmpty ? []
            : try WordListContents(words: ruleParts.sorted { $0.lexicographicallyPrecedes($1) }).serialised(nested: true)
        body += rulePartBytes
        let ruleBytes = Array(ruleText.utf8)
        body += ruleBytes
        var file = Array("WCWORDS\0".utf8)
        append(WordList.formatVersion, to: &file)
        for value in [words.count, edges.count, ranked.count, (words.count + 3) / 4] { append(UInt32(value), to: &file) }
        // The checksum covers every byte after it: the digest, the rest of the header, the body.
        var checksummed = digest
        append(properties, to: &checksummed)
        for value in [hidden.count, extras.count, ruleBytes.count, partBytes.count, rulePartBytes.count] {
            append(UInt32(value), to: &checksummed)
        }
        checksummed += body
        append(checksummed.withUnsafeBufferPointer(WordList.checksum), to: &file)
        file += checksummed
        guard file.count <= WordList.maximumFileSize else {
            throw Refusal(reason: "the list would take \(file.count) bytes, more than the \(WordList.maximumFileSize) a list may")
        }
        return file
    }

    /// The ranked words' numbers, ascending: a byte saying how, then as gaps (0) or as a
    /// bitmap of a bit a word (1), whichever is shorter.
    private func appendRanked(_ ranked: [Int], to bytes: inout [UInt8]) {
        var gaps: [UInt8] = []
        for (position, number) in ranked.enumerated() {
            appendNumber(UInt32(number - (position == 0 ? -1 : ranked[position - 1]) - 1), to: &gaps)
        }
        let bitmapSize = (words.count + 7) / 8
        if gaps.count <= bitmapSize {
            bytes.append(0)
            bytes += gaps
        } else {
            var bitmap = [UInt8](repeating: 0, count: bitmapSize)
            for number in ranked { bitmap[number / 8] |= 1 << UInt8(number % 8) }
            bytes.append(1)
            bytes += bitmap
        }
    }

    /// The case bits: a byte saying how, then the shortest of three: two bits a word (0);
    /// the bits most words have (1), or runs of consecutive words with the bits most of
    /// each run have (2: the number of runs, then each run's words and bits), and then, by
    /// ascending number, each word whose bits differ from its run's, as the gap to the
    /// previous one (the first counting from -1) minus 1 times 4 plus its bits. A run is
    /// the words that begin with one byte: a word's case mostly follows its first letter
    /// (capitalised words have other variants than lower-case ones), and the words that
    /// begin with capitals come together in byte order.
    private func appendCaseFlags(to bytes: inout [UInt8]) {
        var flags = [UInt8](repeating: 0, count: (words.count + 3) / 4)
        for (number, bits) in caseBits.prefix(words.count).enumerated() where bits & 3 != 0 {
            flags[number / 4] |= (bits & 3) << (2 * UInt8(number % 4))
        }
        func bits(of number: Int) -> UInt8 { flags[number / 4] >> (2 * UInt8(number % 4)) & 3 }
        /// Runs of words as (words, the bits most have), merged where two in a row have the same.
        func runs(_ bounds: [Range<Int>]) -> [(count: Int, bits: UInt8)] {
            var runs: [(count: Int, bits: UInt8)] = []
            for range in bounds {
                var tally = [0, 0, 0, 0]
                for number in range { tally[Int(bits(of: number))] += 1 }
                let common = UInt8(tally.indices.max { tally[$0] < tally[$1] }!)
                if let last = runs.last, last.bits == common {
                    runs[runs.count - 1].count += range.count
                } else {
                    runs.append((range.count, common))
                }
            }
            return runs
        }
        /// The words whose bits differ from their run's.
        func differing(from runs: [(count: Int, bits: UInt8)]) -> [UInt8] {
            var entries: [UInt8] = [], count = 0, previous = -1, start = 0
            for run in runs {
                for number in start..<(start + run.count) where bits(of: number) != run.bits {
                    appendNumber(UInt32(number - previous - 1) << 2 | UInt32(bits(of: number)), to: &entries)
                    previous = number
                    count += 1
                }
                start += run.count
            }
            return LEB128.bytes(UInt32(count)) + entries
        }
        var firstBytes: [Range<Int>] = []
        for (number, word) in words.enumerated() {
            if let last = firstBytes.last, words[last.lowerBound].first == word.first {
                firstBytes[firstBytes.count - 1] = last.lowerBound..<(number + 1)
            } else {
                firstBytes.append(number..<(number + 1))
            }
        }
        let whole = runs(words.isEmpty ? [] : [0..<words.count]).first?.bits ?? 0
        let modes: [[UInt8]] = [
            flags,
            [whole] + differing(from: words.isEmpty ? [] : [(words.count, whole)]),
            {
                let byFirstByte = runs(firstBytes)
                return byFirstByte.reduce(LEB128.bytes(UInt32(byFirstByte.count))) { $0 + LEB128.bytes(UInt32($1.count)) + [$1.bits] }
                    + differing(from: byFirstByte)
            }(),
        ]
        let shortest = modes.indices.min { modes[$0].count < modes[$1].count }!
        bytes.append(UInt8(shortest))
        bytes += modes[shortest]
    }

    private func append(_ value: some FixedWidthInteger, to bytes: inout [UInt8]) {
        withUnsafeBytes(of: value.littleEndian) { bytes.append(contentsOf: $0) }
    }

    /// `value` as unsigned LEB128: seven bits a byte, low bits first, the high bit set on
    /// every byte but the last.
    private func appendNumber(_ value: UInt32, to bytes: inout [UInt8]) {
        bytes += LEB128.bytes(value)
    }
}

/// The minimal automaton of a sorted word list, built one word at a time (Daciuk, Mihov,
/// Watson and Watson's algorithm for sorted input): the path of the last word stays open,
/// and each state that no later word can extend is replaced by an equal registered state.
private struct Automaton {
    struct State: Hashable {
        var isFinal = false
        /// (byte, target state), by ascending byte.
        var edges: [Edge] = []
    }

    struct Edge: Hashable {
        var byte: UInt8
        var target: Int32
    }

    private(set) var states: [State] = [State()]
    /// States freed when an equal one was registered, to be used again.
    private var free: [Int32] = []
    private var register: [State: Int32] = [:]

    init(_ words: PackedWords) {
        var path: [Int32] = [0]
        var previous: ArraySlice<UInt8> = []
        for word in words {
            var common = 0
            while common < word.count, common < previous.count,
                  word[word.startIndex + common] == previous[previous.startIndex + common] { common += 1 }
            close(&path, downTo: common)
            for byte in word.dropFirst(common) {
                let state = makeState()
                states[Int(path.last!)].edges.append(Edge(byte: byte, target: state))
                path.append(state)
            }
            states[Int(path.last!)].isFinal = true
            previous = word
        }
        close(&path, downTo: 0)
    }

    private mutating func makeState() -> Int32 {
        if let reused = free.popLast() {
            states[Int(reused)] = State()
            return reused
        }
        states.append(State())
        return Int32(states.count - 1)
    }

    /// Replaces the open path's states deeper than `depth` by registered equals.
    private mutating func close(_ path: inout [Int32], downTo depth: Int) {
        while path.count - 1 > depth {
            let child = path.removeLast()
            let parent = Int(path.last!)
            let state = states[Int(child)]
            if let equal = register[state] {
                states[parent].edges[states[parent].edges.count - 1].target = equal
                free.append(child)
            } else {
                register[state] = child
            }
        }
    }

    /// The edges in the order of the file, each packed as ``WordList`` keeps it in memory:
    /// the byte (bits 0–7), "a word ends here" (bit 8), "last edge of its node" (bit 9), the
    /// target node's first edge (bits 10–31, 0 for none).
    func layout() throws(WordListContents.Refusal) -> [UInt32] {
        // Reverse post-order of a depth-first walk by ascending byte: the root first.
        var order: [Int32] = []
        var seen = [Bool](repeating: false, count: states.count)
        var stack: [(state: Int32, next: Int)] = [(0, 0)]
        seen[0] = true
        while !stack.isEmpty {
            let (state, next) = stack[stack.count - 1]
            let edges = states[Int(state)].edges
            if next < edges.count {
                stack[stack.count - 1].next += 1
                let target = edges[next].target
                if !seen[Int(target)] {
                    seen[Int(target)] = true
                    stack.append((target, 0))
                }
            } else {
                order.append(state)
                stack.removeLast()
            }
        }
        order.reverse()
        var firstEdge = [UInt32](repeating: 0, count: states.count)
        var next = 0
        for state in order {
            let edges = states[Int(state)].edges.count
            firstEdge[Int(state)] = edges == 0 ? 0 : UInt32(next)
            next += edges
        }
        guard next < 1 << 22 else {
            throw WordListContents.Refusal(reason: "the automaton has \(next) edges, more than the \((1 << 22) - 1) a list holds")
        }
        var laidOut: [UInt32] = []
        laidOut.reserveCapacity(next)
        for state in order {
            let edges = states[Int(state)].edges
            for (position, edge) in edges.enumerated() {
                let target = states[Int(edge.target)]
                var packed = UInt32(edge.byte) | firstEdge[Int(edge.target)] << 10
                if target.isFinal { packed |= 1 << 8 }
                if position == edges.count - 1 { packed |= 1 << 9 }
                laidOut.append(packed)
            }
        }
        return laidOut
    }
}
