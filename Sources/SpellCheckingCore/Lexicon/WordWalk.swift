/// A rule that guides a walk of a ``WordList``'s automaton, one character at a time: the
/// shape of every word-game query (letters to use, a pattern to fill, feedback to meet, a
/// grid to trace).
///
/// The walk goes down the list in byte order. Each time it reaches the end of a character
/// (a Unicode scalar), it offers that character with ``advance(_:)``: a rule that returns
/// false turns the walk back there, so the cost follows the prefixes the rule lets
/// through, not the size of the list. After the branch below an accepted character, the
/// walk calls ``retract()``, so a rule keeps its state as a stack. At a listed word's
/// end, ``acceptsWord`` says whether the word counts.
///
/// A rule whose future answers depend on a small state alone, not on the path that led
/// there, says so with ``memoKey``: the walk then remembers the places of the list's
/// automaton (which shares the ends of words) where that state found nothing, and never
/// goes down them again. A pattern that starts with `*` goes from a walk of every path
/// of the list to a walk of its shared nodes.
public protocol WordWalk {
    /// Extends the path by `scalar`: false when no counted word can continue this way (the
    /// path is not extended, and ``retract()`` is not called for it).
    mutating func advance(_ scalar: Unicode.Scalar) -> Bool
    /// Takes back the last character ``advance(_:)`` took.
    mutating func retract()
    /// Whether a listed word ending with the path counts.
    var acceptsWord: Bool { get }
    /// The rule's state, when what it accepts from here on depends on that state alone
    /// (the same key, the same answers below); nil, the default, when it does not.
    var memoKey: WalkMemoKey? { get }
}

extension WordWalk {
    /// No key: every path is walked.
    public var memoKey: WalkMemoKey? { nil }
}

/// A ``WordWalk``'s state, as 128 bits that tell apart every state that answers differently.
public struct WalkMemoKey: Hashable, Sendable {
    /// The first 64 bits.
    public var low: UInt64
    /// The last 64 bits.
    public var high: UInt64

    /// A key of two halves.
    public init(low: UInt64, high: UInt64 = 0) {
        self.low = low
        self.high = high
    }
}

extension WordList {
    /// Every listed word `walk` lets through and accepts, in byte order, with its length
    /// and frequency (see ``WordWalk``): the first `limit` of them, where the walk stops.
    public func words<Walk: WordWalk>(walking walk: inout Walk, limit: Int = .max) -> [SpelledWord] {
        words(walking: &walk, limit: limit) { _ in true }
    }

    /// Every listed word `walk` lets through and accepts and `isIncluded` keeps, in byte
    /// order: the first `limit` of them, where the walk stops (words `isIncluded` turns
    /// down do not count towards `limit`).
    public func words<Walk: WordWalk>(walking walk: inout Walk, limit: Int = .max,
                                      where isIncluded: (SpelledWord) -> Bool) -> [SpelledWord] {
        guard count > 0, limit > 0 else { return [] }
        return withoutActuallyEscaping(isIncluded) { isIncluded in
            edgeBuffers { edges, wordsBelow in
                var search = WalkSearch(edges: edges, wordsBelow: wordsBelow, limit: limit) { bytes, length, number in
                    let frequency = rankedPosition(of: UInt32(number)).map { rankedFrequencies[$0] } ?? 0
                    let word = SpelledWord(word: String(decoding: bytes, as: UTF8.self), length: length, frequency: frequency)
                    return isIncluded(word) ? word : nil
                }
                search.visit(&walk, node: 0, firstNumber: 0)
                return search.found
            }
        }
    }

    /// Whether the list ranks its words by frequency (built with frequencies); a list
    /// that does not gives every word frequency 0.
    public var isRanked: Bool { !rankedFrequencies.isEmpty }
}

/// One ``WordList/words(walking:)`` walk, on unchecked buffers (the list was validated:
/// its words are UTF-8, so a character's bytes always end before a word does). Not
/// generic itself, only its `visit`: a generic type's fields are found through its
/// metadata at run time when the walk comes from another module, which cost more than
/// the walk.
private struct WalkSearch {
    let edges: UnsafeBufferPointer<UInt32>
    let wordsBelow: UnsafeBufferPointer<UInt32>
    /// The bytes of the path, and how many characters they make.
    var path: [UInt8] = []
    var length = 0
    var found: [WordList.SpelledWord] = []
    let limit: Int
    /// The found word for a path's bytes, length and word number, or nil when it does not count.
    let make: ([UInt8], Int, Int) -> WordList.SpelledWord?
    /// Set when `limit` words are found.
    var stopped = false
    /// How many listed words the walk accepted (whether `make` kept them or not).
    var accepted = 0
    /// For walks with a ``WordWalk/memoKey``: a number for each state met, and for each
    /// state a bit for each node below which it accepted nothing (a bit set as long as the
    /// list's edges, made when the state is first met).
    var stateNumbers: [WalkMemoKey: Int] = [:]
    var barren: [[UInt64]] = []
    /// The state looked up last and its number: most characters leave a walk in the state
    /// its sibling left it in.
    var lastState: (key: WalkMemoKey, number: Int)?

    /// The most states remembered: each takes a bit an edge (256 KB for a list of two
    /// million edges), so a walk's memory stays bounded whatever its pattern.
    static let maximumRememberedStates = 32

    /// The number of `key`'s state; nil past ``maximumRememberedStates`` (not remembered).
    mutating func stateNumber(of key: WalkMemoKey) -> Int? {
        if let last = lastState, last.key == key { return last.number }
        let number: Int
        if let known = stateNumbers[key] {
            number = known
        } else {
            guard barren.count < Self.maximumRememberedStates else { return nil }
            number = barren.count
            stateNumbers[key] = number
            barren.append([UInt64](repeating: 0, count: edges.count / 64 + 1))
        }
        lastState = (key, number)
        return number
    }

    init(edges: UnsafeBufferPointer<UInt32>, wordsBelow: UnsafeBufferPointer<UInt32>, limit: Int,
         make: @escaping ([UInt8], Int, Int) -> WordList.SpelledWord?) {
        self.edges = edges
        self.wordsBelow = wordsBelow
        self.limit = limit
        self.make = make
        path.reserveCapacity(64)
    }

    /// Visits the node whose first edge is `node`, `firstNumber` the number of its first
    /// word; `partial` is the value of a character begun above, `remaining` its bytes to come.
    mutating func visit<Walk: WordWalk>(_ walk: inout Walk, node: Int, firstNumber: Int, partial: UInt32 = 0, remaining: Int = 0) {
        var index = node
        var number = firstNumber
        while true {
            let edge = edges[index]
            let byte = UInt8(truncatingIfNeeded: edge)
            var value: UInt32, left: Int
            if remaining > 0 {
                value = partial << 6 | UInt32(byte & 0x3F)
                left = remaining - 1
            } else if byte < 0x80 {
                value = UInt32(byte)
                left = 0
            } else {
                left = byte >= 0xF0 ? 3 : (byte >= 0xE0 ? 2 : 1)
                value = UInt32(byte) & (0x3F >> UInt32(left))
            }
            // A whole character is offered to the walk; a part of one goes on down.
            let taken = left > 0 || Unicode.Scalar(value).map { walk.advance($0) } == true
            if taken {
                path.append(byte)
                if left == 0 { length += 1 }
                var next = number
                if edge & WordList.finalBit != 0 {
                    if left == 0, walk.acceptsWord {
                        accepted += 1
                        if let word = make(path, length, number) {
                            found.append(word)
                            if found.count == limit { stopped = true }
                        }
                    }
                    next += 1
                }
                let target = Int(edge >> 10)
                if target != 0, !stopped {
                    if left == 0, let key = walk.memoKey, let state = stateNumber(of: key) {
                        // Below a shared node, a state that found nothing once finds nothing again.
                        if barren[state][target >> 6] & 1 << (target & 63) == 0 {
                            let before = accepted
                            visit(&walk, node: target, firstNumber: next)
                            if accepted == before, !stopped { barren[state][target >> 6] |= 1 << (target & 63) }
                        }
                    } else {
                        visit(&walk, node: target, firstNumber: next, partial: left > 0 ? value : 0, remaining: left)
                    }
                }
                if left == 0 {
                    length -= 1
                    walk.retract()
                }
                path.removeLast()
            }
            number += Int(wordsBelow[index])
            if stopped || edge & WordList.lastEdgeBit != 0 { return }
            index += 1
        }
    }
}
