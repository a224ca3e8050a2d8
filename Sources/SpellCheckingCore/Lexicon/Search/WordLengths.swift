/// For each node of a ``WordList``'s automaton, the fewest and the most characters
/// (Unicode scalars) a word still has below it: what lets ``NearWordSearch`` skip the
/// nodes whose words are all too short or too long to be near the typed word.
///
/// Packed per edge index, valid at each node's first edge: the fewest in the low 16
/// bits, the most in the high 16. Made in one backward pass over the edges (targets
/// always lie further on); 4 bytes per edge (under 1.5 MB for the bundled lists).
struct WordLengths: Sendable {
    let packed: [UInt32]

    init(_ list: WordList) {
        packed = list.edgeBuffers { edges, _ in
            var packed = [UInt32](repeating: 0, count: edges.count)
            var fewest = UInt32.max, most: UInt32 = 0
            for index in edges.indices.reversed() {
                let edge = edges[index]
                // A continuation byte does not start a character.
                let starts: UInt32 = UInt8(truncatingIfNeeded: edge) & 0xC0 == 0x80 ? 0 : 1
                var low = UInt32.max, high: UInt32 = 0
                if edge & WordList.finalBit != 0 { (low, high) = (0, 0) }
                let target = Int(edge >> 10)
                if target != 0 {
                    low = min(low, packed[target] & 0xFFFF)
                    high = max(high, packed[target] >> 16)
                }
                // Words are at most WordList.maximumWordLength bytes, far below 2^16.
                (low, high) = (min(low + starts, 0xFFFF), min(high + starts, 0xFFFF))
                if edge & WordList.lastEdgeBit != 0 {
                    (fewest, most) = (low, high)
                } else {
                    (fewest, most) = (min(fewest, low), max(most, high))
                }
                packed[index] = fewest | most << 16
            }
            return packed
        }
    }
}
