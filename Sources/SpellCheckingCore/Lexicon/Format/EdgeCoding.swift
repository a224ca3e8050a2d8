/// How a `.words` file stores its automaton's edges (format 8): two prefix codes
/// (``PrefixCode``) and a stream of bits, about 1.7 bytes an edge where the LEB128 numbers
/// of format 7 took 3.
///
/// An edge's *kind* is its byte, its two flags ("a word ends here", "last edge of its
/// node") and where its target lies: none (0), the node right after the edge's own node
/// (1), or elsewhere (2); as a symbol, `byte | ends << 8 | last << 9 | where << 10`. A
/// target elsewhere is a second symbol: a node many edges point to (the endings words
/// share: `s`, `ed`, `ing`) is a symbol of its own, 32 + the index of its first edge; any
/// other is its distance (its first edge's index minus the edge's own minus 1) as a class,
/// the distance's bit length from 0 to 22, and below its top bit the distance's other bits,
/// the lowest first.
///
/// The section holds the kinds' table, the targets' table, the bytes of the stream (a
/// number) and the stream: per edge, in order, its kind's code, then for a target
/// elsewhere the target's code and the distance's bits. The writer makes a node a symbol
/// of its own when that makes the section shortest (it tries a few floors on how many
/// edges point to it).
enum EdgeCoding {
    private static let lastEdgeBit: UInt32 = 1 << 9

    /// The section's bytes for edges packed as ``WordList`` keeps them in memory (the byte,
    /// bit 8 "a word ends here", bit 9 "last edge of its node", bits 10 and up the target
    /// node's first edge or 0), every target lying after its edge.
    static func encoded(_ edges: [UInt32]) -> [UInt8] {
        // Where each edge's node ends, to tell a target in the next node.
        var nodeEnd = [Int](repeating: edges.count - 1, count: edges.count)
        var start = 0
        for (index, edge) in edges.enumerated() where edge & lastEdgeBit != 0 {
            for member in start...index { nodeEnd[member] = index }
            start = index + 1
        }
        var kinds: [UInt32: Int] = [:], pointedTo: [Int: Int] = [:]
        var kindOf = [UInt32](repeating: 0, count: edges.count)
        for (index, edge) in edges.enumerated() {
            let target = Int(edge >> 10)
            precondition(target == 0 || target > index, "edge \(index) points back")
            let place: UInt32 = target == 0 ? 0 : target == nodeEnd[index] + 1 ? 1 : 2
            kindOf[index] = edge & 0x3FF | place << 10
            kinds[kindOf[index], default: 0] += 1
            if place == 2 { pointedTo[target, default: 0] += 1 }
        }
        // The floor that gives the fewest bytes; a node pointed to by fewer edges is a distance.
        var best: (size: Int, code: PrefixCode, named: Set<Int>)?
        for floor in [2, 3, 4, 6, 8, 12, 16, 24, 32, 64, Int.max] {
            let named = Set(pointedTo.filter { $0.value >= floor }.keys)
            var counts: [UInt32: Int] = [:], rawBits = 0
            for (index, edge) in edges.enumerated() where kindOf[index] >> 10 == 2 {
                let (symbol, extra) = targetSymbol(Int(edge >> 10), from: index, named: named)
                counts[symbol, default: 0] += 1
                rawBits += extra.bits
            }
            let code = PrefixCode(counts: counts)
            let size = (counts.reduce(rawBits) { $0 + $1.value * code.length(of: $1.key) } + 7) / 8 + code.tableSize
            if best == nil || size < best!.size { best = (size, code, named) }
        }
        let kindCode = PrefixCode(counts: kinds)
        let targetCode = best!.code
        var stream = BitWriter()
        for (index, edge) in edges.enumerated() {
            kindCode.write(kindOf[index], to: &stream)
            guard kindOf[index] >> 10 == 2 else { continue }
            let (symbol, extra) = targetSymbol(Int(edge >> 10), from: index, named: best!.named)
            targetCode.write(symbol, to: &stream)
            stream.write(extra.value, bits: extra.bits)
        }
        return kindCode.table() + targetCode.table() + LEB128.bytes(UInt32(stream.bytes.count)) + stream.bytes
    }

    /// The symbol of a target elsewhere, and the distance's bits below its top bit.
    private static func targetSymbol(_ target: Int, from index: Int, named: Set<Int>) -> (UInt32, extra: (value: UInt32, bits: Int)) {
        if named.contains(target) { return (32 + UInt32(target), (0, 0)) }
        let distance = UInt32(target - index - 1), length = 32 - distance.leadingZeroBitCount
        return (UInt32(length), length < 2 ? (0, 0) : (distance & ~(1 << (length - 1)), length - 1))
    }

    /// Reads `count` edges, packed as ``encoded(_:)`` takes them. Every target is checked to
    /// lie after its edge and inside the list; the rest of the automaton's shape is
    /// ``WordList``'s to check.
    static func decoded(_ count: Int, from reader: inout WordList.SectionReader) throws(WordList.Damage) -> [UInt32] {
        let section = "its edges"
        let kindCode = try PrefixCode.read(from: &reader, in: section, limit: 3 << 10)
        let targetCode = try PrefixCode.read(from: &reader, in: section, limit: 32 + UInt32(count))
        let size = Int(try reader.number(in: section))
        var stream = BitReader(try reader.bytes(size, in: section), section: section)
        var edges = [UInt32](repeating: 0, count: count)
        try edges.withUnsafeMutableBufferPointer { (edges) throws(WordList.Damage) in
            var waiting: [Int] = []  // edges whose target is the node after their own
            for index in 0..<count {
                let kind = try kindCode.read(from: &stream)
                var edge = kind & 0x3FF
                switch kind >> 10 {
                case 1:
                    waiting.append(index)
                case 2:
                    let symbol = try targetCode.read(from: &stream)
                    var target = Int(symbol) - 32
                    if symbol < 32 {
                        guard symbol <= 22 else { throw WordList.Damage(reason: "\(section) hold a distance of \(symbol) bits") }
                        let distance = symbol < 2 ? Int(symbol) : 1 << (symbol - 1) | Int(try stream.value(bits: Int(symbol) - 1))
                        target = index + 1 + distance
                    }
                    guard target > index, target < count else { throw WordList.Damage(reason: "edge \(index) points outside the list") }
                    edge |= UInt32(target) << 10
                default:
                    break
                }
                edges[index] = edge
                if edge & lastEdgeBit != 0, !waiting.isEmpty {
                    guard index + 1 < count else { throw WordList.Damage(reason: "edge \(waiting[0]) points outside the list") }
                    for waiter in waiting { edges[waiter] |= UInt32(index + 1) << 10 }
                    waiting.removeAll(keepingCapacity: true)
                }
            }
            if let waiter = waiting.first { throw WordList.Damage(reason: "edge \(waiter) points outside the list") }
        }
        try stream.finish()
        return edges
    }
}
