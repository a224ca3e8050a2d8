/// What a list knows of a compounding dictionary's compounds (German, Dutch, Swedish):
/// enough to say that a word of letters is *not* one, so that libhunspell is asked only
/// about words that could be.
///
/// libhunspell accepts a word through a lookup (a stem, or a stem with its affixes) or
/// as a compound: the word cut into parts of at least `COMPOUNDMIN` characters, each
/// a stem or an affixed stem whose flags allow it there. Every such part is among the
/// forms the builder expands from the dictionary, whatever those flags say. So when
/// the word, in lower case with `ß` as `ss`, is neither one folded form nor a row of
/// folded forms of at least the minimum length each, no case variant, `ß` spelling or
/// compound of it can be a word, and libhunspell would reject it. When it is, the
/// flags decide, and libhunspell is asked.
///
/// The folded forms are the list's own words walked without regard to case (`Haus`
/// and `haus` both match `haus`; `ß` matches `ss`), plus ``extra``: the folded forms no
/// listed word gives (parts that exist only inside compounds, `arbeits`). With
/// `SIMPLIFIEDTRIPLE`, a part that ends in a doubled letter may share the second with
/// the next part. The builder writes parts only for dictionaries where that reasoning
/// holds (no `IGNORE`, `CHECKCOMPOUNDPATTERN` with letters for the parts' ends,
/// `COMPOUNDMORESUFFIXES`, `COMPOUNDSYLLABLE`, `COMPLEXPREFIXES`, Turkish or Hungarian
/// case rules, or forms that NFC changes); input conversions and `BREAK` are libhunspell's
/// steps around its lookups, which ``WordList/spellingVerdict(utf8:added:)`` takes as it does.
///
/// Only words of ASCII and Latin-1 letters (and `ß`) are judged; any other is left to
/// libhunspell.
package struct CompoundParts: Sendable {
    /// The folded parts no listed word gives, as a word list of their own.
    package let extra: WordList
    /// The fewest characters a part of a compound has (`COMPOUNDMIN`, at least 1).
    package let minimumLength: Int
    /// Whether a part that ends in a doubled letter may share the second of the two with
    /// the next part (`SIMPLIFIEDTRIPLE`: `Schiffahrt` for `Schiff` and `fahrt`).
    package let simplifiedTriple: Bool

    /// The most characters a word judged here may have (the search is quadratic in them);
    /// a longer one is left to libhunspell.
    static let longestJudged = 100
    /// The most edges the walks of one word may take. A list's words can spell one folded
    /// prefix in many cases (`ss`, `SS`, `ß`, ...), so a walk that ignores case could take
    /// exponentially many paths through a list made for it; past this, the word is left to
    /// libhunspell. Real words take a few hundred.
    static let stepBudget = 50_000

    package init(extra: WordList, minimumLength: Int, simplifiedTriple: Bool = false) {
        self.extra = extra
        self.minimumLength = max(1, minimumLength)
        self.simplifiedTriple = simplifiedTriple
    }

    /// Whether libhunspell could accept `candidate` (UTF-8) as a stem, an affixed form or a
    /// compound, as far as the parts of `list` say: false when it cannot; nil when the
    /// candidate holds anything but ASCII and Latin-1 letters, is longer than this judges,
    /// or its walks would take more than ``stepBudget`` steps.
    package func mayBuild(_ candidate: UnsafeBufferPointer<UInt8>, listedIn list: WordList) -> Bool? {
        guard let folded = Self.folded(candidate), folded.starts.count <= Self.longestJudged else { return nil }
        let count = folded.starts.count
        guard count > 0 else { return nil }
        // reachable[i]: a part of a compound may start at character i (after a row of parts
        // of the minimum length, or inside the last one's doubled letter).
        var reachable = [Bool](repeating: false, count: count + 1)
        var ends = [Bool](repeating: false, count: count + 1)
        reachable[0] = true
        var budget = Self.stepBudget
        for start in 0..<count where reachable[start] {
            for index in ends.indices { ends[index] = false }
            folded.bytes.withUnsafeBufferPointer { bytes in
                folded.starts.withUnsafeBufferPointer { starts in
                    let query = Query(bytes: bytes, starts: starts)
                    list.edgeBuffers { edges, _ in query.walkIgnoringCase(edges, node: 0, at: start, marking: &ends, budget: &budget) }
                    extra.edgeBuffers { edges, _ in query.walkExactly(edges, from: start, marking: &ends) }
                }
            }
            guard budget > 0 else { return nil }
            // The word itself is one form; a part of a compound has the minimum length.
            if start == 0, ends[count] { return true }
            var end = start + minimumLength
            while end <= count {
                if ends[end] {
                    if end == count { return true }
                    reachable[end] = true
                    if simplifiedTriple, end - start >= 2, folded.character(end - 1) == folded.character(end - 2) {
                        reachable[end - 1] = true
                    }
                }
                end += 1
            }
        }
        return false
    }

    /// `word` folded as the parts are: ASCII and Latin-1 capitals in lower case, `ß` as
    /// `ss`; with the byte offset where each character starts. Nil for any other character.
    static func folded(_ word: UnsafeBufferPointer<UInt8>) -> Folded? {
        var bytes: [UInt8] = [], starts: [Int] = []
        bytes.reserveCapacity(word.count + 2)
        starts.reserveCapacity(word.count)
        var index = 0
        while index < word.count {
            let byte = word[index]
            switch byte {
            case 0x41...0x5A, 0x61...0x7A:
                starts.append(bytes.count)
                bytes.append(byte | 0x20)
                index += 1
            case 0xC3 where index + 1 < word.count:
                let second = word[index + 1]
                switch second {
                case 0x9F:  // ß
                    starts.append(bytes.count)
                    bytes.append(0x73)
                    starts.append(bytes.count)
                    bytes.append(0x73)
                case 0x80...0x9E where second != 0x97, 0xA0...0xBE where second != 0xB7:
                    starts.append(bytes.count)
                    bytes += [0xC3, second | 0x20]
                default:
                    return nil
                }
                index += 2
            default:
                return nil
            }
        }
        return Folded(bytes: bytes, starts: starts)
    }

    /// A word folded as the parts are, and the byte offset where each character starts.
    struct Folded {
        var bytes: [UInt8]
        var starts: [Int]

        /// The bytes of character `index`.
        func character(_ index: Int) -> ArraySlice<UInt8> {
            bytes[starts[index]..<(index + 1 < starts.count ? starts[index + 1] : bytes.count)]
        }
    }

    /// A folded word and where its characters start, for the walks from one character.
    private struct Query {
        let bytes: UnsafeBufferPointer<UInt8>
        let starts: UnsafeBufferPointer<Int>

        /// Marks `ends[j]` for each j where characters `start..<j` spell a word of `edges`
        /// exactly.
        func walkExactly(_ edges: UnsafeBufferPointer<UInt32>, from start: Int, marking ends: inout [Bool]) {
            guard !edges.isEmpty else { return }
            var node = 0
            for position in start..<starts.count {
                let end = position + 1 < starts.count ? starts[position + 1] : bytes.count
                var edge: Int?
                for offset in starts[position]..<end {
                    guard let found = Self.child(edges, of: node, labelled: bytes[offset]) else { return }
                    edge = found
                    node = Int(edges[found] >> 10)
                    if offset + 1 < end, node == 0 { return }
                }
                guard let edge else { return }
                if edges[edge] & WordList.finalBit != 0 { ends[position + 1] = true }
                if node == 0 { return }
            }
        }

        /// Marks `ends[j]` for each j where characters `at..<j` spell, in lower case with
        /// `ß` as `ss`, a word of `edges` below `node` in any case (a listed `Haus` or
        /// `HAUS` for `haus`, `Maße` for `masse`).
        /// Each character taken costs one of `budget`; at 0 the walk stops where it is.
        func walkIgnoringCase(_ edges: UnsafeBufferPointer<UInt32>, node: Int, at position: Int, marking ends: inout [Bool],
                              budget: inout Int) {
            guard position < starts.count, !edges.isEmpty, budget > 0 else { return }
            budget -= 1
            let offset = starts[position]
            let first = bytes[offset]
            if first < 0x80 {
                follow(edges, node, first, nil, next: position + 1, marking: &ends, budget: &budget)
                follow(edges, node, first & ~0x20, nil, next: position + 1, marking: &ends, budget: &budget)
                if first == 0x73, position + 1 < starts.count, bytes[starts[position + 1]] == 0x73 {
                    follow(edges, node, 0xC3, 0x9F, next: position + 2, marking: &ends, budget: &budget)
                }
            } else {
                let second = bytes[offset + 1]
                follow(edges, node, first, second, next: position + 1, marking: &ends, budget: &budget)
                follow(edges, node, first, second & ~0x20, next: position + 1, marking: &ends, budget: &budget)
            }
        }

        /// Takes the edges spelling `first` (and `second`, for a character of two bytes)
        /// below `node` and, when they exist, marks and walks on from character `next`.
        private func follow(_ edges: UnsafeBufferPointer<UInt32>, _ node: Int, _ first: UInt8, _ second: UInt8?, next: Int,
                            marking ends: inout [Bool], budget: inout Int) {
            guard var taken = Self.child(edges, of: node, labelled: first) else { return }
            if let second {
                let inner = Int(edges[taken] >> 10)
                guard inner != 0, let edge = Self.child(edges, of: inner, labelled: second) else { return }
                taken = edge
            }
            if edges[taken] & WordList.finalBit != 0 { ends[next] = true }
            let target = Int(edges[taken] >> 10)
            if target != 0 { walkIgnoringCase(edges, node: target, at: next, marking: &ends, budget: &budget) }
        }

        /// The edge labelled `byte` among the edges of the node starting at `node`.
        static func child(_ edges: UnsafeBufferPointer<UInt32>, of node: Int, labelled byte: UInt8) -> Int? {
            var index = node
            while true {
                let edge = edges[index]
                let label = UInt8(truncatingIfNeeded: edge)
                if label == byte { return index }
                if label > byte || edge & WordList.lastEdgeBit != 0 { return nil }
                index += 1
            }
        }
    }
}
