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
            // The buckets of the group's letters, once: a group of n letters costs n steps,
            // not n² (an .aff may hold a MAP line of tens of thousands of letters).
            let buckets = scalars.reduce(UInt32(0)) { $0 | Self.bucket(of: costs.letter($1.value).base) }
            // EditCosts numbers a scalar by the first group that holds it.
            for scalar in scalars {
                let number = Int(costs.group(costs.lower(scalar.value)))
                guard number > 0, number < groups.count else { continue }
                groups[number] |= buckets
            }
        }
        groupBuckets = groups
        let ascii = groups.withUnsafeBufferPointer { groups in
            (0..<128).map { Self.buckets(of: UInt32($0), costs: costs, groups: groups) }
        }
        self.ascii = ascii
        packed = list.edgeBuffers { edges, _ in
            var packed = [UInt32](repeating: 0, count: edges.count)
            // Targets always lie further on, so a backward pass finds them done. A node
            // starts at the root's first edge and after each node's last edge. Each node is
            // taken as one a character leads to; for a node inside a character (its bytes
            // are continuation bytes) the value is never read.
            ascii.withUnsafeBufferPointer { ascii in
                groups.withUnsafeBufferPointer { groups in
                    packed.withUnsafeMutableBufferPointer { packed in
                        for node in edges.indices.reversed() where node == 0 || edges[node - 1] & WordList.lastEdgeBit != 0 {
                            var letters: UInt32 = 0
                            Self.add(from: node, value: 0, remaining: 0, edges: edges, packed: UnsafeBufferPointer(packed),
                                     ascii: ascii, costs: costs, groups: groups, into: &letters)
                            packed[node] = letters
                        }
                    }
                }
            }
            return packed
        }
    }

    /// Adds to `letters` the buckets of the characters on the edges of `node` and of the
    /// letters below them (`packed`, done for every later node), decoding each character
    /// through its continuation bytes: `remaining` of them still to come after `value`.
    private static func add(from node: Int, value: UInt32, remaining: Int, edges: UnsafeBufferPointer<UInt32>,
                            packed: UnsafeBufferPointer<UInt32>, ascii: UnsafeBufferPointer<UInt32>,
                            costs: EditCosts, groups: UnsafeBufferPointer<UInt32>, into letters: inout UInt32) {
        var index = node
        while true {
            let edge = edges[index]
            let byte = UInt8(truncatingIfNeeded: edge)
            let target = Int(edge >> 10)
            if remaining == 0, byte < 0x80 {
                letters |= ascii[Int(byte)] | (target == 0 ? 0 : packed[target])
            } else if remaining == 0 {
                // A lead byte (a stray continuation byte starts nothing).
                if byte >= 0xC0, target != 0 {
                    let more = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
                    add(from: target, value: UInt32(byte) & (0x3F >> UInt32(more)), remaining: more, edges: edges,
                        packed: packed, ascii: ascii, costs: costs, groups: groups, into: &letters)
                }
            } else {
                let scalar = value << 6 | UInt32(byte & 0x3F)
                if remaining == 1 {
                    letters |= Self.buckets(of: scalar, costs: costs, groups: groups) | (target == 0 ? 0 : packed[target])
                } else if target != 0 {
                    add(from: target, value: scalar, remaining: remaining - 1, edges: edges,
                        packed: packed, ascii: ascii, costs: costs, groups: groups, into: &letters)
                }
            }
            if edge & WordList.lastEdgeBit != 0 { return }
            index += 1
        }
    }

    /// The buckets a listed character sets (its own and its `MAP` group's).
    func buckets(of scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return ascii[Int(scalar)] }
        return groupBuckets.withUnsafeBufferPointer { Self.buckets(of: scalar, costs: costs, groups: $0) }
    }

    private static func buckets(of scalar: UInt32, costs: EditCosts, groups: UnsafeBufferPointer<UInt32>) -> UInt32 {
        let letter = costs.letter(scalar)
        return bucket(of: letter.base) | (Int(letter.group) < groups.count ? groups[Int(letter.group)] : ~0)
    }

    /// The bucket of a base letter, as a bit.
    @inline(__always)
    static func bucket(of base: UInt32) -> UInt32 { 1 << (base & 31) }
}
