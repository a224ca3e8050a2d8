// Every word of a list, in number order: a walk of the automaton, and `Sequence`.
extension WordList {
    // MARK: Every word

    /// Calls `body` with each word's number and UTF-8, in number order, without making
    /// a string per word: one depth-first walk of the automaton.
    ///
    /// - Parameter rankedOnly: only the words with a frequency; the walk then leaves every
    ///   edge whose words have none, so it costs what the ranked words cost.
    func forEachWord(rankedOnly: Bool = false, _ body: (Int, UnsafeBufferPointer<UInt8>) -> Void) {
        let ranked = rankedNumbers
        edgeBuffers { edges, wordsBelow in
            guard !edges.isEmpty else { return }
            var path: [Int] = [], bytes: [UInt8] = []
            var number = 0, index = 0, nextRanked = 0
            walk: while true {
                let edge = edges[index]
                var descends = true
                if rankedOnly {
                    while nextRanked < ranked.count, Int(ranked[nextRanked]) < number { nextRanked += 1 }
                    if nextRanked == ranked.count { return }
                    descends = Int(ranked[nextRanked]) < number + Int(wordsBelow[index])
                }
                if descends {
                    path.append(index)
                    bytes.append(UInt8(truncatingIfNeeded: edge))
                    if edge & Self.finalBit != 0 {
                        if !rankedOnly || Int(ranked[nextRanked]) == number { bytes.withUnsafeBufferPointer { body(number, $0) } }
                        number += 1
                    }
                    let target = Int(edge >> 10)
                    if target != 0 {
                        index = target
                        continue
                    }
                } else {
                    number += Int(wordsBelow[index])
                    if edge & Self.lastEdgeBit == 0 {
                        index += 1
                        continue
                    }
                }
                while let last = path.popLast() {
                    bytes.removeLast()
                    if edges[last] & Self.lastEdgeBit == 0 {
                        index = last + 1
                        continue walk
                    }
                }
                return
            }
        }
    }

    /// Every listed word, in the byte order of their UTF-8 (`Zebra` before `apple`).
    public func makeIterator() -> Iterator {
        Iterator(list: self)
    }

    /// Walks the list depth first, one word per call to `next()`.
    public struct Iterator: IteratorProtocol {
        private let list: WordList
        /// The edge taken at each depth of the current path.
        private var path: [Int] = []
        private var bytes: [UInt8] = []
        private var started = false

        fileprivate init(list: WordList) {
            self.list = list
        }

        public mutating func next() -> String? {
            let edges = list.edges
            if !started {
                started = true
                guard !edges.isEmpty else { return nil }
                return descend(from: 0)
            }
            // Go down from the last word when it has longer continuations, else sideways or up.
            if let last = path.last, case let target = Int(edges[last] >> 10), target != 0 {
                return descend(from: target)
            }
            while let last = path.popLast() {
                bytes.removeLast()
                if edges[last] & WordList.lastEdgeBit == 0 { return descend(from: last + 1) }
            }
            return nil
        }

        /// Follows edges from `index` down to the first word there.
        private mutating func descend(from index: Int) -> String? {
            var index = index
            let edges = list.edges
            while true {
                let edge = edges[index]
                path.append(index)
                bytes.append(UInt8(truncatingIfNeeded: edge))
                if edge & WordList.finalBit != 0 { return String(decoding: bytes, as: UTF8.self) }
                index = Int(edge >> 10)
            }
        }
    }

    public var underestimatedCount: Int { count }
}

extension WordList {
    /// Each ranked word with its stored frequency (100 × Zipf): what a list built for other
    /// files of the same language can be ranked by (`WordListBuilder`).
    package var frequenciesByWord: [String: UInt16] {
        var found: [String: UInt16] = [:]
        found.reserveCapacity(rankedNumbers.count)
        for (position, number) in rankedNumbers.enumerated() {
            found[word(number: Int(number))] = rankedFrequencies[position]
        }
        return found
    }
}
