/// Direct tables for the first two bytes of a lookup, built when a list is loaded.
///
/// The automaton's widest nodes are its first: the root holds an edge for every
/// first byte a word has (about 60 in en_US, capitals sorting before small letters),
/// and the nodes one byte down hold up to 30 more. Walking them edge by edge is most
/// of a lookup's cost; these tables jump straight to the edge, with the count of
/// words that come before it in its node, so the walk is exactly the same walk with
/// the same result. Deeper nodes are narrow and keep the plain walk.
///
/// Memory: 2 KB for the root, and 2 KB for each root edge whose node has at least
/// ``wideNode`` edges (about 100 KB for the bundled lists).
struct PrefixDispatch: Sendable {
    /// One array, as unchecked reads want it:
    /// - `[0, 256)`: the root's edge for each first byte (``absent`` for none);
    /// - `[256, 512)`: the words before that edge at the root;
    /// - `[512, 768)`: the start of the first byte's table, or ``absent``;
    /// - tables of 512 entries: the edge for each second byte, then the words before it in its node.
    let table: [UInt32]

    static let absent = UInt32.max
    static let rootBefore = 256
    static let secondTable = 512
    /// The fewest edges a node one byte down needs to get a table.
    static let wideNode = 6

    /// Tables for a validated automaton (see ``WordList``'s edge layout).
    init(edges: [UInt32], wordsBelow: [UInt32]) {
        var table = [UInt32](repeating: Self.absent, count: 768)
        for index in Self.rootBefore..<Self.secondTable { table[index] = 0 }
        /// Fills the 512 entries at `base` for the node whose first edge is `node`.
        func fill(node: Int, base: Int) {
            var before: UInt32 = 0
            var index = node
            while true {
                let edge = edges[index]
                let byte = Int(UInt8(truncatingIfNeeded: edge))
                table[base + byte] = UInt32(index)
                table[base + 256 + byte] = before
                before += wordsBelow[index]
                if edge & WordList.lastEdgeBit != 0 { break }
                index += 1
            }
        }
        if !edges.isEmpty {
            fill(node: 0, base: 0)
            for first in 0..<256 where table[first] != Self.absent {
                let target = Int(edges[Int(table[first])] >> 10)
                guard target != 0, Self.width(of: target, in: edges) >= Self.wideNode else { continue }
                let base = table.count
                table[Self.secondTable + first] = UInt32(base)
                table += repeatElement(Self.absent, count: 256)
                table += repeatElement(0, count: 256)
                fill(node: target, base: base)
            }
        }
        self.table = table
    }

    private static func width(of node: Int, in edges: [UInt32]) -> Int {
        var index = node
        while edges[index] & WordList.lastEdgeBit == 0 { index += 1 }
        return index - node + 1
    }
}
