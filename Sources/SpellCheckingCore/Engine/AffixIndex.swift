/// The affixes of one kind found by their text: a trie over the bytes of each affix's text
/// (prefixes read forwards, suffixes backwards), so that a word's candidates are found in
/// one walk along its first (or last) bytes, in the order libhunspell's sorted affix
/// trees give them: shortest first, and the entries of one text in the reverse of the
/// file's order (libhunspell pushes each in front of those read before it).
///
/// The nodes are kept in flat arrays and walked with a ``Cursor``, so a search allocates
/// nothing. Cost: one node per distinct byte path; a walk visits at most as many nodes as
/// the longest affix has bytes.
struct AffixIndex: Sendable {
    /// Where a walk stands: its node, its depth in the word, and the node's entries left.
    struct Cursor {
        fileprivate var node: Int32 = 0
        fileprivate var depth = 0
        fileprivate var entry: Int32
        fileprivate var entryEnd: Int32
    }

    private let childStart: [Int32]
    private let childCount: [Int32]
    private let childBytes: [UInt8]
    private let childNodes: [Int32]
    private let entryStart: [Int32]
    private let entryCount: [Int32]
    private let entries: [Int32]

    /// An index of `keys`: entry `i` is found under `keys[i]`.
    init(_ keys: [[UInt8]]) {
        var children: [[(byte: UInt8, node: Int32)]] = [[]]
        var nodeEntries: [[Int32]] = [[]]
        for (index, key) in keys.enumerated() {
            var node = 0
            for byte in key {
                if let next = children[node].first(where: { $0.byte == byte }) {
                    node = Int(next.node)
                } else {
                    children.append([])
                    nodeEntries.append([])
                    children[node].append((byte, Int32(children.count - 1)))
                    node = children.count - 1
                }
            }
            nodeEntries[node].insert(Int32(index), at: 0)
        }
        var childStart: [Int32] = [], childCount: [Int32] = [], childBytes: [UInt8] = [], childNodes: [Int32] = []
        var entryStart: [Int32] = [], entryCount: [Int32] = [], entries: [Int32] = []
        for node in children.indices {
            childStart.append(Int32(childBytes.count))
            childCount.append(Int32(children[node].count))
            for child in children[node] {
                childBytes.append(child.byte)
                childNodes.append(child.node)
            }
            entryStart.append(Int32(entries.count))
            entryCount.append(Int32(nodeEntries[node].count))
            entries += nodeEntries[node]
        }
        (self.childStart, self.childCount, self.childBytes, self.childNodes) = (childStart, childCount, childBytes, childNodes)
        (self.entryStart, self.entryCount, self.entries) = (entryStart, entryCount, entries)
    }

    /// A walk from the root: first the entries with empty text.
    @inline(__always)
    func start() -> Cursor {
        Cursor(entry: entryStart[0], entryEnd: entryStart[0] + entryCount[0])
    }

    /// The next entry whose text starts `word` (or ends it, `backwards`), and whether its
    /// text is empty; nil when there is none.
    @inline(__always)
    func next(_ cursor: inout Cursor, in word: ArraySlice<UInt8>, backwards: Bool) -> (entry: Int, isEmpty: Bool)? {
        while true {
            if cursor.entry < cursor.entryEnd {
                let entry = entries[Int(cursor.entry)]
                cursor.entry += 1
                return (Int(entry), cursor.depth == 0)
            }
            guard cursor.depth < word.count else { return nil }
            let byte = backwards ? word[word.endIndex - 1 - cursor.depth] : word[word.startIndex + cursor.depth]
            let node = Int(cursor.node)
            var found: Int32 = -1
            var child = Int(childStart[node])
            let end = child + Int(childCount[node])
            while child < end {
                if childBytes[child] == byte {
                    found = childNodes[child]
                    break
                }
                child += 1
            }
            guard found >= 0 else { return nil }
            cursor.node = found
            cursor.depth += 1
            cursor.entry = entryStart[Int(found)]
            cursor.entryEnd = cursor.entry + entryCount[Int(found)]
        }
    }
}
