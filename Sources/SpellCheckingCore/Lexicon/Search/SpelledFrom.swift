/// Word games' question turned around: not "can this word be spelled from these
/// letters?" but "which listed words can?".
extension WordList {
    /// A listed word found by ``words(spelledFrom:minimumLength:countingAs:)`` or by a word game's walk of the list.
    public struct SpelledWord: Sendable, Hashable {
        /// The word, as listed.
        public let word: String
        /// How many characters (Unicode scalars) it has.
        public let length: Int
        /// How common it is, 100 × wordfreq's Zipf value; 0 when the list has no frequency for it.
        public let frequency: UInt16
        /// What the walk that found it scored it (a rack's points for the tiles played); 0 for a word found otherwise.
        public let score: Int

        @usableFromInline
        init(word: String, length: Int, frequency: UInt16, score: Int = 0) {
            self.word = word
            self.length = length
            self.frequency = frequency
            self.score = score
        }
    }

    /// Every listed word made of the letters in `letters`, each used at most as often as
    /// it is counted there, and at least `minimumLength` letters long.
    ///
    /// Each character (Unicode scalar) of a listed word counts as the letter `key` gives
    /// for it: by default itself, so `é` is its own letter; a game that folds accents passes
    /// a key that maps `é` to `e`. ASCII characters always count as themselves. A character
    /// whose key is nil, or not in `letters`, excludes every word that has it (capitals,
    /// for a game whose letters are lowercase).
    ///
    /// The search walks the list's automaton once, guided by the letters left: a branch
    /// ends at the first letter that is not available, so the cost follows the number
    /// of prefixes the letters can spell, not the size of the list (tens of microseconds
    /// for an eight-letter English root). Words come in byte order.
    public func words(
        spelledFrom letters: [Character: Int],
        minimumLength: Int = 1,
        countingAs key: (Unicode.Scalar) -> Character? = { Character($0) }
    ) -> [SpelledWord] {
        var slots: [Character: Int] = [:]
        var supply: [Int32] = []
        for (letter, count) in letters where count > 0 {
            slots[letter] = supply.count
            supply.append(Int32(clamping: count))
        }
        guard !supply.isEmpty, !isEmpty else { return [] }
        // The slot of each ASCII byte and, as they are met, of other characters (-1: none).
        var asciiSlots = [Int32](repeating: -1, count: 128)
        for (letter, slot) in slots {
            if let ascii = letter.asciiValue, letter.utf8.count == 1 { asciiSlots[Int(ascii)] = Int32(slot) }
        }
        var otherSlots: [UInt32: Int32] = [:]
        let minimumLength = Swift.max(1, minimumLength)
        let found = withoutActuallyEscaping(key) { key in edgeBuffers { edges, wordsBelow in
            asciiSlots.withUnsafeBufferPointer { asciiSlots in
                supply.withUnsafeMutableBufferPointer { supply in
                    var search = SpelledSearch(edges: edges, wordsBelow: wordsBelow, asciiSlots: asciiSlots, supply: supply,
                                               minimumLength: minimumLength) { scalar in
                        if let known = otherSlots[scalar.value] { return known }
                        let slot = key(scalar).flatMap { slots[$0] }.map { Int32($0) } ?? -1
                        otherSlots[scalar.value] = slot
                        return slot
                    }
                    search.visit(node: 0, firstNumber: 0)
                    return search.found
                }
            }
        } }
        return found.map { found in
            let frequency = rankedPosition(of: UInt32(found.number)).map { rankedFrequencies[$0] } ?? 0
            return SpelledWord(word: String(decoding: found.bytes, as: UTF8.self), length: found.length, frequency: frequency)
        }
    }

    private var isEmpty: Bool { count == 0 }
}

/// The state of one ``WordList/words(spelledFrom:minimumLength:countingAs:)`` walk, on
/// unchecked buffers (the list was validated; slots index `supply`).
private struct SpelledSearch {
    let edges: UnsafeBufferPointer<UInt32>
    let wordsBelow: UnsafeBufferPointer<UInt32>
    /// The slot of each ASCII byte, -1 for none.
    let asciiSlots: UnsafeBufferPointer<Int32>
    /// How many of each letter are left, by slot.
    let supply: UnsafeMutableBufferPointer<Int32>
    let minimumLength: Int
    /// The slot of another character, -1 for none.
    let otherSlot: (Unicode.Scalar) -> Int32
    /// The bytes of the path walked, and how many characters they make.
    var path: [UInt8] = []
    var length = 0
    /// Continuation bytes still expected for the character being read.
    var pending = 0
    var found: [(bytes: [UInt8], length: Int, number: Int)] = []

    init(edges: UnsafeBufferPointer<UInt32>, wordsBelow: UnsafeBufferPointer<UInt32>, asciiSlots: UnsafeBufferPointer<Int32>,
         supply: UnsafeMutableBufferPointer<Int32>, minimumLength: Int, otherSlot: @escaping (Unicode.Scalar) -> Int32) {
        self.edges = edges
        self.wordsBelow = wordsBelow
        self.asciiSlots = asciiSlots
        self.supply = supply
        self.minimumLength = minimumLength
        self.otherSlot = otherSlot
        path.reserveCapacity(64)
    }

    /// Visits the node whose first edge is `node`; `firstNumber` is the number of the
    /// first word below it.
    mutating func visit(node: Int, firstNumber: Int) {
        var index = node
        var number = firstNumber
        while true {
            let edge = edges[index]
            let byte = UInt8(truncatingIfNeeded: edge)
            // The letter this byte completes (its slot), -1 when it only starts or continues
            // one, -2 when it cannot be taken.
            var slot: Int32 = -2
            var pendingAfter = 0
            if pending > 0 {
                if byte & 0xC0 == 0x80 {
                    pendingAfter = pending - 1
                    slot = pendingAfter == 0 ? completedSlot(with: byte) : -1
                }
            } else if byte < 0x80 {
                slot = asciiSlots[Int(byte)]
                if slot < 0 { slot = -2 }
            } else if byte >= 0xC2 && byte <= 0xF4 {
                pendingAfter = byte >= 0xF0 ? 3 : (byte >= 0xE0 ? 2 : 1)
                slot = -1
            }
            if slot == -1 || (slot >= 0 && supply[Int(slot)] > 0) {
                let pendingBefore = pending
                path.append(byte)
                pending = pendingAfter
                if slot >= 0 {
                    supply[Int(slot)] -= 1
                    length += 1
                }
                var next = number
                if edge & WordList.finalBit != 0 {
                    if pending == 0, length >= minimumLength { found.append((path, length, number)) }
                    next += 1
                }
                let target = Int(edge >> 10)
                if target != 0 { visit(node: target, firstNumber: next) }
                if slot >= 0 {
                    supply[Int(slot)] += 1
                    length -= 1
                }
                pending = pendingBefore
                path.removeLast()
            }
            number += Int(wordsBelow[index])
            if edge & WordList.lastEdgeBit != 0 { return }
            index += 1
        }
    }

    /// The slot of the character whose last byte is `byte` (the others end `path`), or -2
    /// when it is not a letter of the supply or none is left.
    private func completedSlot(with byte: UInt8) -> Int32 {
        var start = path.count - 1
        while start > 0 && path[start] & 0xC0 == 0x80 { start -= 1 }
        var value = UInt32(path[start]) & (path[start] >= 0xF0 ? 0x07 : (path[start] >= 0xE0 ? 0x0F : 0x1F))
        for continuation in path[(start + 1)...] { value = value << 6 | UInt32(continuation & 0x3F) }
        value = value << 6 | UInt32(byte & 0x3F)
        guard let scalar = Unicode.Scalar(value) else { return -2 }
        let slot = otherSlot(scalar)
        return slot >= 0 && supply[Int(slot)] > 0 ? slot : -2
    }
}
