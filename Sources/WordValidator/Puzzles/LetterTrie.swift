import SpellCheckingCore

/// Words as runs of small letter codes (below 64), in a trie kept in flat memory: the
/// structure Boggle boards and board moves walk a grid or a line with.
///
/// Each node keeps its children as a bit set of codes and the index of its first child;
/// the children of a node are stored together, in code order, so a child is found with a
/// mask and a population count. Made once and only read after, so shared between threads.
final class LetterTrie: @unchecked Sendable {
    let childSets: UnsafeMutableBufferPointer<UInt64>
    let firstChild: UnsafeMutableBufferPointer<Int32>
    /// How many of the words end at each node (more than one when two listed spellings
    /// have the same codes, as folding accents makes them).
    let endings: UnsafeMutableBufferPointer<Int32>
    /// How many codes lead to each node.
    let depths: UnsafeMutableBufferPointer<UInt8>

    /// The trie of `words`, which must be sorted (`lexicographicallyPrecedes`) and hold
    /// codes below 64; a word may appear more than once.
    init(sorted words: [[UInt8]]) {
        // Breadth-first: a node's children are made together, in code order.
        var childSets: [UInt64] = [0], firstChild: [Int32] = [0], endings: [Int32] = [0], depths: [UInt8] = [0]
        // Each node's words, as a range of `words` sharing the node's prefix.
        var ranges = [(start: 0, end: words.count, depth: 0)]
        var node = 0
        while node < ranges.count {
            let (start, end, depth) = ranges[node]
            firstChild[node] = Int32(ranges.count)
            var index = start
            while index < end {
                let word = words[index]
                if word.count == depth {
                    endings[node] += 1
                    index += 1
                    continue
                }
                let code = word[depth]
                var next = index + 1
                while next < end && words[next].count > depth && words[next][depth] == code { next += 1 }
                childSets[node] |= 1 << UInt64(code)
                ranges.append((index, next, depth + 1))
                childSets.append(0)
                firstChild.append(0)
                endings.append(0)
                depths.append(UInt8(clamping: depth + 1))
                index = next
            }
            node += 1
        }
        func copy<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
            let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: array.count)
            _ = buffer.initialize(from: array)
            return buffer
        }
        self.childSets = copy(childSets)
        self.firstChild = copy(firstChild)
        self.endings = copy(endings)
        self.depths = copy(depths)
    }

    deinit {
        childSets.deallocate()
        firstChild.deallocate()
        endings.deallocate()
        depths.deallocate()
    }

    /// How many nodes the trie has (the root is node 0).
    var count: Int { childSets.count }

    /// The node below `node` by `code`, or -1.
    @inline(__always)
    func child(_ node: Int32, _ code: Int) -> Int32 {
        guard code >= 0 && code < 64 else { return -1 }
        let set = childSets[Int(node)], bit: UInt64 = 1 << UInt64(code)
        guard set & bit != 0 else { return -1 }
        return firstChild[Int(node)] + Int32((set & (bit &- 1)).nonzeroBitCount)
    }

    /// Whether a word ends at `node`.
    @inline(__always)
    func isWord(_ node: Int32) -> Bool { endings[Int(node)] > 0 }
}

/// The walk that collects the words a ``LetterTrie`` is made of: lower-case letters (as
/// the keys fold them), at least `minimumLength` of them.
struct LetterWordWalk: WordWalk {
    let minimumLength: Int
    var keys: LetterKeys
    var length = 0

    mutating func advance(_ scalar: Unicode.Scalar) -> Bool {
        guard keys.key(scalar) != nil else { return false }
        length += 1
        return true
    }

    mutating func retract() { length -= 1 }

    var acceptsWord: Bool { length >= minimumLength }
}
