/// A canonical prefix (Huffman) code over numbered symbols, as a `.words` file stores its
/// edges: the writer counts how often each symbol occurs and gets the shortest code of at
/// most ``maximumLength`` bits; the file keeps only each symbol's code length, and the
/// reader rebuilds the same codes from the lengths (canonical order: shorter codes first,
/// then by symbol).
///
/// A table in a file is the number of its symbols, then per symbol, by ascending value,
/// the gap to the previous symbol (the first counting from -1) minus 1 and its code length
/// in a byte. Codes are written into a ``BitWriter`` most significant bit first.
struct PrefixCode {
    /// The longest code a table may give.
    static let maximumLength = 24

    /// The symbols in canonical order.
    private let symbols: [UInt32]
    /// How many codes have each length, index 0 unused.
    private let lengthCounts: [Int]
    /// Each symbol's code and length, for writing (empty on the reading side).
    private let codes: [UInt32: (code: UInt32, length: Int)]
    /// For reading: by the next ``fastBits`` bits of a stream, the symbol whose code they
    /// begin with (bits 5 and up) and the code's length (bits 0–4), or 0 when the code is
    /// longer (or not in the table).
    private let fast: [UInt32]
    private static let fastBits = 13

    /// The code a writer uses for symbols occurring `counts` times (each count positive).
    init(counts: [UInt32: Int]) {
        var weights = counts
        var lengths = Self.lengths(of: weights)
        // Rare, very skewed counts can need longer codes: flatten them until none does.
        while lengths.values.contains(where: { $0 > Self.maximumLength }) {
            weights = weights.mapValues { Swift.max(1, $0 / 2) }
            lengths = Self.lengths(of: weights)
        }
        self.init(lengths: lengths.map { (symbol: $0.key, length: $0.value) }, forWriting: true)
    }

    private init(lengths: [(symbol: UInt32, length: Int)], forWriting: Bool) {
        let ordered = lengths.sorted { ($0.length, $0.symbol) < ($1.length, $1.symbol) }
        symbols = ordered.map(\.symbol)
        var counts = [Int](repeating: 0, count: Self.maximumLength + 1)
        for entry in ordered { counts[entry.length] += 1 }
        lengthCounts = counts
        var codes: [UInt32: (code: UInt32, length: Int)] = [:]
        var fast = [UInt32](repeating: 0, count: forWriting ? 0 : 1 << Self.fastBits)
        var code: UInt32 = 0, length = ordered.first?.length ?? 0
        for entry in ordered {
            code <<= UInt32(entry.length - length)
            length = entry.length
            if forWriting {
                codes[entry.symbol] = (code, length)
            } else if length <= Self.fastBits {
                // A stream holds a code's first bit lowest: its bits reversed, then any bits.
                var reversed = 0
                for bit in 0..<length { reversed |= Int(code >> UInt32(bit) & 1) << (length - 1 - bit) }
                for index in stride(from: reversed, to: fast.count, by: 1 << length) {
                    fast[index] = entry.symbol << 5 | UInt32(length)
                }
            }
            code += 1
        }
        self.codes = codes
        self.fast = fast
    }

    /// Code lengths of a Huffman code for `weights` (one symbol gets a 1-bit code): leaves
    /// and merged nodes are taken from two queues by ascending weight, a leaf first on a
    /// tie, so the same weights always give the same lengths.
    private static func lengths(of weights: [UInt32: Int]) -> [UInt32: Int] {
        let leaves = weights.sorted { ($0.value, $0.key) < ($1.value, $1.key) }
        guard leaves.count > 1 else { return leaves.first.map { [$0.key: 1] } ?? [:] }
        // Nodes 0..<n are the leaves, then the merged nodes in the order they are made.
        var weight = leaves.map(\.value), parent = [Int](repeating: 0, count: 2 * leaves.count - 1)
        var nextLeaf = 0, nextMerged = leaves.count
        func takeLightest() -> Int {
            if nextLeaf < leaves.count && (nextMerged == weight.count || weight[nextLeaf] <= weight[nextMerged]) {
                nextLeaf += 1
                return nextLeaf - 1
            }
            nextMerged += 1
            return nextMerged - 1
        }
        while weight.count < parent.count {
            let first = takeLightest(), second = takeLightest()
            parent[first] = weight.count
            parent[second] = weight.count
            weight.append(weight[first] + weight[second])
        }
        // Depths from the root (the last node made) down: a parent comes after its children.
        var depth = [Int](repeating: 0, count: parent.count)
        for node in (0..<(parent.count - 1)).reversed() { depth[node] = depth[parent[node]] + 1 }
        var lengths: [UInt32: Int] = [:]
        for (index, leaf) in leaves.enumerated() { lengths[leaf.key] = depth[index] }
        return lengths
    }

    /// The table's bytes, as ``read(from:in:limit:)`` reads them.
    func table() -> [UInt8] {
        let bySymbol = codes.sorted { $0.key < $1.key }
        var bytes = LEB128.bytes(UInt32(bySymbol.count))
        var previous: Int64 = -1
        for (symbol, code) in bySymbol {
            bytes += LEB128.bytes(UInt32(Int64(symbol) - previous - 1))
            bytes.append(UInt8(code.length))
            previous = Int64(symbol)
        }
        return bytes
    }

    /// Writes `symbol`'s code (a symbol the code was made for).
    func write(_ symbol: UInt32, to writer: inout BitWriter) {
        let (code, length) = codes[symbol]!
        for shift in stride(from: length - 1, through: 0, by: -1) { writer.write(bit: code >> UInt32(shift) & 1) }
    }

    /// The length in bits of `symbol`'s code.
    func length(of symbol: UInt32) -> Int { codes[symbol]!.length }

    /// The bytes ``table()`` takes.
    var tableSize: Int { table().count }

    /// Reads a table, checked: symbols ascending and below `limit`, lengths from 1 to
    /// ``maximumLength``, and no more codes of a length than fit (an incomplete code is
    /// allowed; a code it lacks is damage when read).
    static func read(from reader: inout WordList.SectionReader, in section: String, limit: UInt32) throws(WordList.Damage) -> PrefixCode {
        let count = Int(try reader.number(in: section))
        guard count <= limit else { throw WordList.Damage(reason: "\(section) hold a code table of \(count) symbols") }
        var entries: [(symbol: UInt32, length: Int)] = []
        entries.reserveCapacity(count)
        var previous: Int64 = -1
        for _ in 0..<count {
            let symbol = previous + 1 + Int64(try reader.number(in: section))
            let length = Int(try reader.byte(in: section))
            guard symbol < limit, (1...maximumLength).contains(length) else {
                throw WordList.Damage(reason: "\(section) hold a code table that cannot be")
            }
            entries.append((UInt32(symbol), length))
            previous = symbol
        }
        // Checked before the codes are made: only lengths that fit give codes that do.
        var counts = [Int](repeating: 0, count: maximumLength + 1), left = 1
        for entry in entries { counts[entry.length] += 1 }
        for length in 1...maximumLength {
            left = 2 * left - counts[length]
            guard left >= 0 else { throw WordList.Damage(reason: "\(section) hold a code table with more codes than fit") }
        }
        return PrefixCode(lengths: entries, forWriting: false)
    }

    /// Reads one symbol's code: most in one look at the next bits, longer ones bit by bit.
    @inline(__always)
    func read(from reader: inout BitReader) throws(WordList.Damage) -> UInt32 {
        let entry = fast[Int(reader.peek(Self.fastBits))]
        guard entry == 0 else {
            try reader.skip(Int(entry & 31))
            return entry >> 5
        }
        return try readLong(from: &reader)
    }

    private func readLong(from reader: inout BitReader) throws(WordList.Damage) -> UInt32 {
        // Canonical codes of one length are consecutive numbers: `first` is the first code
        // of the length at hand, `index` the position of its first symbol.
        var code = 0, first = 0, index = 0
        for length in 1...Self.maximumLength {
            code |= Int(try reader.bit())
            let count = lengthCounts[length]
            if code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw WordList.Damage(reason: "\(reader.section) hold a code that is not in their table")
    }
}

/// Bits written into bytes, the first in each byte's lowest bit.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var used = 0

    mutating func write(bit: UInt32) {
        if used % 8 == 0 { bytes.append(0) }
        bytes[bytes.count - 1] |= UInt8(bit & 1) << UInt8(used % 8)
        used += 1
    }

    /// The `count` low bits of `value`, the lowest first.
    mutating func write(_ value: UInt32, bits count: Int) {
        for shift in 0..<count { write(bit: value >> UInt32(shift)) }
    }
}

/// Reads what a ``BitWriter`` wrote, checked against the end of its bytes, through a
/// buffer of up to 64 bits.
struct BitReader {
    /// What the bits hold, for messages.
    let section: String
    private let bytes: UnsafeBufferPointer<UInt8>
    private var next = 0
    private var buffer: UInt64 = 0
    private var available = 0

    init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>, section: String) {
        self.bytes = UnsafeBufferPointer(rebasing: bytes)
        self.section = section
    }

    /// The next `count` (at most 32) bits, the first lowest, zeros past the end; none is used up.
    @inline(__always)
    mutating func peek(_ count: Int) -> UInt32 {
        if available < count { refill() }
        return UInt32(truncatingIfNeeded: buffer) & (1 << UInt32(count) &- 1)
    }

    private mutating func refill() {
        while available <= 56, next < bytes.count {
            buffer |= UInt64(bytes[next]) << UInt64(available)
            next += 1
            available += 8
        }
    }

    @inline(__always)
    mutating func skip(_ count: Int) throws(WordList.Damage) {
        guard count <= available else { throw WordList.Damage(reason: "it ends inside \(section)") }
        buffer >>= UInt64(count)
        available -= count
    }

    mutating func bit() throws(WordList.Damage) -> UInt8 {
        let bit = UInt8(peek(1))
        try skip(1)
        return bit
    }

    /// `count` bits (at most 32), the lowest first.
    mutating func value(bits count: Int) throws(WordList.Damage) -> UInt32 {
        let value = peek(count)
        try skip(count)
        return value
    }

    /// Checks that every byte was used and the unused bits of the last are zero, so that a
    /// list has one way to be written.
    func finish() throws(WordList.Damage) {
        guard next == bytes.count, available < 8, buffer == 0 else {
            throw WordList.Damage(reason: "\(section) hold bits their edges do not use")
        }
    }
}

/// Unsigned LEB128, the format's numbers: seven bits a byte, low bits first, the high bit
/// set on every byte but the last.
enum LEB128 {
    static func bytes(_ value: UInt32) -> [UInt8] {
        var bytes: [UInt8] = [], rest = value
        while rest >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: rest) | 0x80)
            rest >>= 7
        }
        bytes.append(UInt8(rest))
        return bytes
    }
}
