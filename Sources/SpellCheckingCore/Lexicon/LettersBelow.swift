/// For each node of a ``WordList``'s automaton, which letters the words below it still
/// hold, in 32 buckets: what lets ``NearWordSearch`` leave a prefix whose typed rest
/// holds letters that no word below has, each of which costs at least
/// ``EditCosts/cheapestUnrelated`` to type.
///
/// A letter's bucket is its base letter (lower case, without accents) modulo 32: the 26
/// Latin letters get one each, as do the 32 of the Cyrillic alphabet's main block, and
/// other letters share. A listed letter sets its bucket and those of the letters of its
/// `MAP` group: every typed letter that costs less than ``EditCosts/cheapestUnrelated``
/// typed as it (the same letter, in another case or with other accents, or of its group)
/// then falls in a bucket it set, so a bucket left empty below a node is a true cost.
///
/// Packed per edge index, valid at the first edge of each node a character leads to.
/// Made in one backward pass over the nodes, decoding the characters; 4 bytes per edge.
struct LettersBelow: Sendable {
    let packed: [UInt32]
    /// The buckets each ASCII character sets.
    let ascii: [UInt32]
    private let costs: EditCosts
    /// The buckets of each `MAP` group's letters, by group number (0: none).
    private let groupBuckets: [UInt32]

    init(_ list: WordList, costs: EditCosts, tables: SuggestionTables) {
        self.costs = costs
        var groups = [UInt32](repeating: 0, count: tables.related.count + 1)
        for scalars in tables.related {
            // EditCosts numbers a scalar by the first group that holds it.
            for scalar in scalars {
                let number = Int(costs.group(costs.lower(scalar.value)))
                guard number > 0, number < groups.count else { continue }
                for member in scalars { groups[number] |= Self.bucket(of: costs.letter(member.value).base) }
            }
        }
        groupBuckets = groups
        let buckets = { (scalar: UInt32) -> UInt32 in
            let letter = costs.letter(scalar)
            return Self.bucket(of: letter.base) | (Int(letter.group) < groups.count ? groups[Int(letter.group)] : ~0)
        }
        let ascii = (0..<128).map { buckets(UInt32($0)) }
        self.ascii = ascii
        packed = list.edgeBuffers { edges, _ in
            var packed = [UInt32](repeating: 0, count: edges.count)
            // The nodes' first edges: the root's, and each after a node's last edge.
            var starts: [Int] = edges.isEmpty ? [] : [0]
            for index in edges.indices.dropLast() where edges[index] & WordList.lastEdgeBit != 0 { starts.append(index + 1) }
            // Targets always lie further on, so a backward pass finds them done. Each node
            // is taken as one a character leads to; for a node inside a character (its
            // bytes are continuation bytes) the value is never read.
            for node in starts.reversed() {
                var letters: UInt32 = 0
                func characters(from node: Int, value: UInt32, remaining: Int) {
                    var index = node
                    while true {
                        let edge = edges[index]
                        let byte = UInt8(truncatingIfNeeded: edge)
                        let target = Int(edge >> 10)
                        if remaining == 0 {
                            if byte < 0x80 {
                                letters |= ascii[Int(byte)] | (target == 0 ? 0 : packed[target])
                            } else if byte >= 0xC0, target != 0 {
                                let more = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
                                characters(from: target, value: UInt32(byte) & (0x3F >> UInt32(more)), remaining: more)
                            }
                        } else {
                            let scalar = value << 6 | UInt32(byte & 0x3F)
                            if remaining == 1 {
                                letters |= buckets(scalar) | (target == 0 ? 0 : packed[target])
                            } else if target != 0 {
                                characters(from: target, value: scalar, remaining: remaining - 1)
                            }
                        }
                        if edge & WordList.lastEdgeBit != 0 { return }
                        index += 1
                    }
                }
                characters(from: node, value: 0, remaining: 0)
                packed[node] = letters
            }
            return packed
        }
    }

    /// The buckets a listed character sets (its own and its `MAP` group's).
    @inline(__always)
    func buckets(of scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return ascii[Int(scalar)] }
        let letter = costs.letter(scalar)
        return Self.bucket(of: letter.base) | (Int(letter.group) < groupBuckets.count ? groupBuckets[Int(letter.group)] : ~0)
    }

    /// The bucket of a base letter, as a bit.
    @inline(__always)
    static func bucket(of base: UInt32) -> UInt32 { 1 << (base & 31) }
}
