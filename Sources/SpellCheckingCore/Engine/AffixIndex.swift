/// The affixes of one kind found by their text: a trie over the bytes of each affix's text
/// (prefixes read forwards, suffixes backwards), so that a word's candidates are found in
/// one walk along its first (or last) bytes, in the order libhunspell's sorted affix
/// trees give them: shortest first, and the entries of one text in the reverse of the
/// file's order (libhunspell pushes each in front of those read before it).
///
/// Cost: one node per distinct byte path; a walk visits at most as many nodes as the
/// longest affix has bytes.
struct AffixIndex: Sendable {
    private var children: [[(byte: UInt8, node: Int32)]] = [[]]
    private var entries: [[Int]] = [[]]

    /// An index of `keys`: entry `i` is found under `keys[i]`.
    init(_ keys: [[UInt8]]) {
        for (index, key) in keys.enumerated() {
            var node = 0
            for byte in key {
                if let next = children[node].first(where: { $0.byte == byte }) {
                    node = Int(next.node)
                } else {
                    children.append([])
                    entries.append([])
                    children[node].append((byte, Int32(children.count - 1)))
                    node = children.count - 1
                }
            }
            entries[node].insert(index, at: 0)
        }
    }

    /// Calls `body` with each entry whose key starts `bytes` (the empty key's first, then
    /// longer ones) and whether its key is empty, until `body` returns false.
    @inline(__always)
    func forEach<Bytes: Sequence<UInt8>>(along bytes: Bytes, _ body: (_ entry: Int, _ isEmpty: Bool) -> Bool) {
        for entry in entries[0] where !body(entry, true) { return }
        var node = 0
        for byte in bytes {
            guard let next = children[node].first(where: { $0.byte == byte }) else { return }
            node = Int(next.node)
            for entry in entries[node] where !body(entry, false) { return }
        }
    }
}
