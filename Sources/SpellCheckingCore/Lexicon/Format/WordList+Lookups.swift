// A list's look-ups: a word, its frequency, the words that start with a prefix.
extension WordList {
    @usableFromInline static let finalBit: UInt32 = 1 << 8
    @usableFromInline static let lastEdgeBit: UInt32 = 1 << 9

    /// Calls `body` with the edges and their word counts as unchecked buffers.
    @usableFromInline
    func edgeBuffers<Result>(_ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> Result) -> Result {
        edges.withUnsafeBufferPointer { edges in wordsBelow.withUnsafeBufferPointer { body(edges, $0) } }
    }

    /// Calls `body` with the edges, their word counts and the ``PrefixDispatch`` table
    /// as unchecked buffers.
    func lookupBuffers<Result>(
        _ body: (UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>, UnsafeBufferPointer<UInt32>) -> Result
    ) -> Result {
        edgeBuffers { edges, wordsBelow in dispatch.table.withUnsafeBufferPointer { body(edges, wordsBelow, $0) } }
    }

    /// Whether suggestions may offer word `number` (not a form of a `NOSUGGEST` stem).
    func isSuggestible(_ number: Int) -> Bool {
        guard !unsuggestedNumbers.isEmpty else { return true }
        var low = 0, high = unsuggestedNumbers.count
        while low < high {
            let middle = (low + high) / 2
            if unsuggestedNumbers[middle] < UInt32(number) { low = middle + 1 } else { high = middle }
        }
        return low == unsuggestedNumbers.count || unsuggestedNumbers[low] != UInt32(number)
    }

    /// The two case bits of word `number`: libhunspell accepts it capitalised (1), in capitals (2).
    func caseBits(of number: Int) -> UInt8 {
        caseFlags[number >> 2] >> UInt8((number & 3) * 2) & 3
    }

    // MARK: Lookups

    /// Whether `word` is on the list, exactly as written (case matters; normalisation does not).
    ///
    /// Cost: one step per UTF-8 byte, no allocation for NFC input.
    public func contains(_ word: String) -> Bool {
        guard let found = locate(Self.bytes(word)) else { return false }
        return found.isWord
    }

    /// How common `word` is, as wordfreq's Zipf value (about 7 for "the", 3 for "agencies");
    /// nil when the word is not listed or has no frequency.
    public func frequency(of word: String) -> Double? {
        guard let found = locate(Self.bytes(word)), found.isWord,
              let position = rankedPosition(of: UInt32(found.firstNumber))
        else { return nil }
        return Double(rankedFrequencies[position]) / 100
    }

    /// Up to `limit` listed words that start with `prefix` (the prefix itself included
    /// when it is a word), most common first (equals in byte order); words without a
    /// frequency follow, shortest first, then in byte order. Case matters: `Par` finds
    /// `Paris`, not `party`.
    ///
    /// Cost: proportional to the number of ranked words with the prefix (tens of
    /// microseconds for one letter), plus the words returned.
    public func words(startingWith prefix: String, limit: Int) -> [String] {
        entries(startingWith: Self.bytes(prefix), limit: limit).map(\.word)
    }

    /// A listed word with its frequency (100 × Zipf, 0 for none).
    package struct Entry {
        package var word: String
        package var frequency: UInt16
    }

    /// The words of ``words(startingWith:limit:)``, with their frequencies.
    ///
    /// Memory stays in proportion to `limit` (and never above the words under the
    /// prefix), however large `limit` is.
    package func entries(startingWith prefix: [UInt8], limit: Int) -> [Entry] {
        guard limit > 0, let found = locate(prefix) else { return [] }
        let limit = Swift.min(limit, found.wordCount)
        let numbers = found.firstNumber..<(found.firstNumber + found.wordCount)
        // The ranked words with the prefix, best first.
        let lower = rankedLowerBound(UInt32(numbers.lowerBound))
        let upper = rankedLowerBound(UInt32(numbers.upperBound))
        var best = SmallestElements<(frequency: UInt16, number: Int)>(limit: limit, by: Self.ranksBefore)
        for position in lower..<upper {
            best.offer((frequency: rankedFrequencies[position], number: Int(rankedNumbers[position])))
        }
        var result = best.sorted().map { Entry(word: word(number: $0.number), frequency: $0.frequency) }
        if result.count < limit, upper - lower < found.wordCount {
            let unranked = unrankedWords(below: found, prefix: prefix, limit: limit - result.count,
                                         ranked: lower..<upper)
            result += unranked.map { Entry(word: $0, frequency: 0) }
        }
        return result
    }

    private static func ranksBefore(_ a: (frequency: UInt16, number: Int), _ b: (frequency: UInt16, number: Int)) -> Bool {
        a.frequency != b.frequency ? a.frequency > b.frequency : a.number < b.number
    }

    /// Where a walk along `prefix` ends: the edges of the node reached, whether the prefix
    /// is a word, the number of the first word starting with it, and how many do.
    private struct Position {
        var firstEdge: Int?
        var isWord: Bool
        var firstNumber: Int
        var wordCount: Int
    }

    private func locate(_ prefix: [UInt8]) -> Position? {
        var position = Position(firstEdge: edges.isEmpty ? nil : 0, isWord: false, firstNumber: 0, wordCount: count)
        for byte in prefix {
            guard var index = position.firstEdge else { return nil }
            if position.isWord { position.firstNumber += 1 }  // the shorter word comes first
            while true {
                let edge = edges[index]
                let label = UInt8(truncatingIfNeeded: edge)
                if label == byte {
                    let target = Int(edge >> 10)
                    position = Position(firstEdge: target == 0 ? nil : target, isWord: edge & Self.finalBit != 0,
                                        firstNumber: position.firstNumber, wordCount: Int(wordsBelow[index]))
                    break
                }
                if label > byte || edge & Self.lastEdgeBit != 0 { return nil }
                position.firstNumber += Int(wordsBelow[index])
                index += 1
            }
        }
        return position
    }

    /// The word numbered `number` (its position in byte order).
    func word(number: Int) -> String {
        var remaining = number
        var bytes: [UInt8] = []
        var index = 0
        while true {
            let edge = edges[index]
            let below = Int(wordsBelow[index])
            if remaining >= below {
                remaining -= below
                index += 1
                continue
            }
            bytes.append(UInt8(truncatingIfNeeded: edge))
            if edge & Self.finalBit != 0 {
                if remaining == 0 { break }
                remaining -= 1
            }
            index = Int(edge >> 10)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Up to `limit` words below `start` whose numbers are not in the ranked positions
    /// `ranked`, shortest first, then in byte order.
    ///
    /// A depth-first walk in byte order (which is number order) that keeps the best
    /// `limit` words found so far. Once it holds `limit`, a path as long as the longest
    /// kept cannot produce a better word (anything found later comes later in byte
    /// order), so the walk turns back there; subtrees whose words are all ranked are
    /// skipped. Memory: the words kept and one path, whatever the list holds.
    private func unrankedWords(below start: Position, prefix: [UInt8], limit: Int, ranked: Range<Int>) -> [String] {
        typealias Found = (length: Int, number: Int, bytes: [UInt8])
        var best = SmallestElements<Found>(limit: limit) { a, b in
            a.length != b.length ? a.length < b.length : a.number < b.number
        }
        func isRanked(_ number: Int) -> Bool { rankedPosition(of: UInt32(number), in: ranked) != nil }
        func allRanked(_ numbers: Range<Int>) -> Bool {
            rankedLowerBound(UInt32(numbers.upperBound), in: ranked) - rankedLowerBound(UInt32(numbers.lowerBound), in: ranked)
                == numbers.count
        }
        if start.isWord, !isRanked(start.firstNumber) {
            best.offer((prefix.count, start.firstNumber, prefix))
        }
        guard var edge = start.firstEdge else { return best.sorted().map { String(decoding: $0.bytes, as: UTF8.self) } }
        // The edge being visited and the number of the first word through it; the path above it.
        var number = start.firstNumber + (start.isWord ? 1 : 0)
        var path: [(edge: Int, number: Int)] = []
        var bytes = prefix
        walk: while true {
            let value = edges[edge]
            let length = bytes.count + 1
            let through = number..<(number + Int(wordsBelow[edge]))
            if length < (best.worstKept?.length ?? .max), !allRanked(through) {
                bytes.append(UInt8(truncatingIfNeeded: value))
                var next = number
                if value & Self.finalBit != 0 {
                    if !isRanked(number) { best.offer((length, number, bytes)) }
                    next += 1
                }
                let target = Int(value >> 10)
                if target != 0 {
                    path.append((edge, number))
                    edge = target
                    number = next
                    continue walk
                }
                bytes.removeLast()
            }
            // On to the next sibling, climbing while the node is done.
            while edges[edge] & Self.lastEdgeBit != 0 {
                guard let parent = path.popLast() else { break walk }
                bytes.removeLast()
                (edge, number) = parent
            }
            number += Int(wordsBelow[edge])
            edge += 1
        }
        return best.sorted().map { String(decoding: $0.bytes, as: UTF8.self) }
    }

    /// The first position in the ranked table whose number is at least `number`.
    func rankedLowerBound(_ number: UInt32, in range: Range<Int>? = nil) -> Int {
        var low = range?.lowerBound ?? 0, high = range?.upperBound ?? rankedNumbers.count
        while low < high {
            let middle = (low + high) / 2
            if rankedNumbers[middle] < number { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The position of `number` in the ranked table (within `range`), if it is ranked.
    func rankedPosition(of number: UInt32, in range: Range<Int>? = nil) -> Int? {
        let position = rankedLowerBound(number, in: range)
        return position < (range?.upperBound ?? rankedNumbers.count) && rankedNumbers[position] == number ? position : nil
    }

    /// The UTF-8 bytes of `text` in NFC, the form the list stores.
    package static func bytes(_ text: String) -> [UInt8] {
        Array(CanonicalComposition.composed(text).utf8)
    }
}

/// The `limit` smallest of the elements offered, in time O(n log limit) and memory
/// O(limit) however many are offered: elements collect up to twice the limit, then
/// the best `limit` are kept.
struct SmallestElements<Element> {
    let limit: Int
    let areInIncreasingOrder: (Element, Element) -> Bool
    private var elements: [Element] = []
    /// The largest element kept, once `limit` are kept: nothing that does not come
    /// before it can be among the smallest.
    private(set) var worstKept: Element?

    init(limit: Int, by areInIncreasingOrder: @escaping (Element, Element) -> Bool) {
        self.limit = max(0, limit)
        self.areInIncreasingOrder = areInIncreasingOrder
    }

    mutating func offer(_ element: Element) {
        guard limit > 0 else { return }
        if let worst = worstKept, !areInIncreasingOrder(element, worst) { return }
        elements.append(element)
        if elements.count / 2 >= limit { compact() }
    }

    /// The smallest `limit` elements offered, in increasing order.
    mutating func sorted() -> [Element] {
        compact()
        return elements
    }

    private mutating func compact() {
        elements.sort(by: areInIncreasingOrder)
        if elements.count > limit { elements.removeLast(elements.count - limit) }
        if elements.count == limit { worstKept = elements.last }
    }
}
