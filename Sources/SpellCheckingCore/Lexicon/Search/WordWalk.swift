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
@usableFromInline
package protocol WordWalk {
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
    /// Whether no character beyond ASCII can extend the path now (a rack whose blanks are
    /// played and whose tiles are plain letters): the walk then passes over the list's
    /// characters of several bytes without offering them. False, the default, when any may.
    var takesOnlyASCII: Bool { get }
    /// What the rule scores the word the path spells, asked when it accepts one (a game's
    /// points for the tiles played, say) and handed on as ``WordList/SpelledWord/score``:
    /// a walk that keeps its own tally spares a second pass over every word. 0, the default.
    var score: Int { get }
}

extension WordWalk {
    /// No key: every path is walked.
    @usableFromInline package var memoKey: WalkMemoKey? { nil }
    /// Any character may be taken: each is offered.
    @usableFromInline package var takesOnlyASCII: Bool { false }
    /// No score.
    @usableFromInline package var score: Int { 0 }
}

/// A ``WordWalk``'s state, as 128 bits that tell apart every state that answers differently.
@usableFromInline
package struct WalkMemoKey: Hashable, Sendable {
    /// The first 64 bits.
    @usableFromInline package var low: UInt64
    /// The last 64 bits.
    @usableFromInline package var high: UInt64

    /// A key of two halves.
    @usableFromInline package init(low: UInt64, high: UInt64 = 0) {
        self.low = low
        self.high = high
    }
}

extension WordList {
    /// Every listed word `walk` lets through and accepts, in byte order, with its length
    /// and frequency (see ``WordWalk``): the first `limit` of them, where the walk stops.
    package func words<Walk: WordWalk>(walking walk: inout Walk, limit: Int = .max) -> [SpelledWord] {
        words(walking: &walk, limit: limit) { _ in true }
    }

    /// Every listed word `walk` lets through and accepts and `isIncluded` keeps, in byte
    /// order: the first `limit` of them, where the walk stops (words `isIncluded` turns
    /// down do not count towards `limit`).
    ///
    /// `isAdmitted`, given a word's length and frequency (see ``SpelledWord``), turns a
    /// word down before its spelling is made, and before `isIncluded` is asked: the cheap
    /// part of a test, such as a frequency cutoff.
    ///
    /// With a `frequencyFloor` above 0, no word rarer than the floor is given (a list
    /// without frequencies gives every word 0, and so none): the walk does not go down a
    /// branch whose words are all rarer, which it knows from their numbers (the words
    /// below a node are numbered in a run). A walk through the rare words of a large list
    /// is spared.
    ///
    /// Inlinable, so that the walk is specialised for `Walk` in the module that calls it:
    /// through the protocol, each character offered costs an indirect call that weighs
    /// more than the step itself.
    @inlinable
    package func words<Walk: WordWalk>(walking walk: inout Walk, limit: Int = .max,
                                      frequencyFloor: UInt16 = 0,
                                      admitting isAdmitted: (_ length: Int, _ frequency: UInt16) -> Bool = { _, _ in true },
                                      where isIncluded: (SpelledWord) -> Bool) -> [SpelledWord] {
        guard count > 0, limit > 0 else { return [] }
        let common = frequencyFloor > 0 ? numbers(rankedAtLeast: frequencyFloor) : nil
        return withoutActuallyEscaping(isAdmitted) { isAdmitted in withoutActuallyEscaping(isIncluded) { isIncluded in
            edgeBuffers { edges, wordsBelow in
                var search = WalkSearch(edges: edges, wordsBelow: wordsBelow, limit: limit, namer: WalkNamer(list: self),
                                        common: common, floor: frequencyFloor, isAdmitted: isAdmitted, isIncluded: isIncluded)
                defer { search.path.deallocate() }
                search.visit(&walk, node: 0, firstNumber: 0)
                return search.found
            }
        } }
    }

    /// Whether the list ranks its words by frequency (built with frequencies); a list
    /// that does not gives every word frequency 0.
    public var isRanked: Bool { !rankedFrequencies.isEmpty }
}

/// Finds the frequencies of the words a walk finds, from their numbers.
@usableFromInline
struct WalkNamer {
    @usableFromInline let index: RankedIndex
    @usableFromInline let frequencies: [UInt16]

    @usableFromInline
    init(list: WordList) {
        index = list.rankedIndex
        frequencies = list.rankedFrequencies
    }

    /// The frequency of word `number`; 0 when it has none.
    @inlinable
    func frequency(of number: Int) -> UInt16 {
        index.position(of: number).map { frequencies[$0] } ?? 0
    }
}

/// One ``WordList/words(walking:)`` walk, on unchecked buffers (the list was validated:
/// its words are UTF-8, so a character's bytes always end before a word does, and no
/// word is longer than ``WordList/maximumWordLength`` bytes).
@usableFromInline
struct WalkSearch {
    @usableFromInline let edges: UnsafeBufferPointer<UInt32>
    @usableFromInline let wordsBelow: UnsafeBufferPointer<UInt32>
    /// The bytes of the path (`depth` of them), and how many characters they make.
    @usableFromInline let path: UnsafeMutablePointer<UInt8>
    @usableFromInline var depth = 0
    @usableFromInline var length = 0
    @usableFromInline var found: [WordList.SpelledWord] = []
    @usableFromInline let limit: Int
    /// Finds the words' frequencies; says which words count, before and after their spelling is made.
    @usableFromInline let namer: WalkNamer
    /// With a frequency floor: the numbers of the words at or above it, and where the
    /// search for the next run starts (runs are asked in ascending order).
    @usableFromInline let common: [UInt32]?
    @usableFromInline let floor: UInt16
    @usableFromInline var commonCursor = 0
    /// How many branches the floor cut: a state that found nothing below a node where
    /// one was cut may find something there on another path, so that node is not barren.
    @usableFromInline var cut = 0
    @usableFromInline let isAdmitted: (Int, UInt16) -> Bool
    @usableFromInline let isIncluded: (WordList.SpelledWord) -> Bool
    /// Set when `limit` words are found.
    @usableFromInline var stopped = false
    /// How many listed words the walk accepted (whether they were kept or not).
    @usableFromInline var accepted = 0
    /// For walks with a ``WordWalk/memoKey``: a number for each state met, and for each
    /// state a bit for each node below which it accepted nothing (a bit set as long as the
    /// list's edges, made when the state is first met).
    @usableFromInline var stateNumbers: [WalkMemoKey: Int] = [:]
    @usableFromInline var barren: [[UInt64]] = []
    /// The state looked up last and its number: most characters leave a walk in the state
    /// its sibling left it in.
    @usableFromInline var lastState: (key: WalkMemoKey, number: Int)?

    /// The most states remembered: each takes a bit an edge (256 KB for a list of two
    /// million edges), so a walk's memory stays bounded whatever its pattern.
    static let maximumRememberedStates = 32

    /// The number of `key`'s state; nil past ``maximumRememberedStates`` (not remembered).
    @usableFromInline
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

    /// Whether `state` found nothing below the node whose first edge is `node`.
    @usableFromInline
    func isBarren(_ state: Int, _ node: Int) -> Bool {
        barren[state][node >> 6] & 1 << (node & 63) != 0
    }

    @usableFromInline
    mutating func markBarren(_ state: Int, _ node: Int) {
        barren[state][node >> 6] |= 1 << (node & 63)
    }

    /// A search of `edges` (their words counted by `wordsBelow`); call `path.deallocate()` after.
    @usableFromInline
    init(edges: UnsafeBufferPointer<UInt32>, wordsBelow: UnsafeBufferPointer<UInt32>, limit: Int, namer: WalkNamer,
         common: [UInt32]?, floor: UInt16, isAdmitted: @escaping (Int, UInt16) -> Bool,
         isIncluded: @escaping (WordList.SpelledWord) -> Bool) {
        self.common = common
        self.floor = floor
        self.edges = edges
        self.wordsBelow = wordsBelow
        self.limit = limit
        self.namer = namer
        self.isAdmitted = isAdmitted
        self.isIncluded = isIncluded
        path = .allocate(capacity: WordList.maximumWordLength)
    }

    /// The fewest words a branch has for the floor to be looked up before walking it.
    @usableFromInline static let leastBranchLookedUp = 2

    /// The first position of ascending `numbers` from `start` on whose number is not below
    /// `wanted`: galloping, then halving, so a few steps when it lies close to `start`.
    @usableFromInline
    static func lowerBound(of wanted: UInt32, in numbers: [UInt32], from start: Int) -> Int {
        var low = start, step = 1, high = start
        while high < numbers.count, numbers[high] < wanted {
            low = high + 1
            high += step
            step <<= 1
        }
        high = Swift.min(high, numbers.count)
        while low < high {
            let middle = (low + high) / 2
            if numbers[middle] < wanted { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Whether a word numbered from `first` up to `end` (excluded) is at or above the
    /// frequency floor: always without one, and for a branch of fewer than
    /// ``leastBranchLookedUp`` words.
    @usableFromInline @inline(never)
    mutating func hasCommonWord(from first: Int, to end: Int) -> Bool {
        // A small branch costs less to walk than to look up.
        guard let common, end - first >= Self.leastBranchLookedUp else { return true }
        commonCursor = Self.lowerBound(of: UInt32(first), in: common, from: commonCursor)
        let low = commonCursor
        if low < common.count, Int(common[low]) < end { return true }
        cut += 1
        return false
    }

    /// Keeps the path, word `number` scored `score`, when the floor and the tests let it
    /// through. Out of line: a walk passes several edges for each word it finds.
    @usableFromInline @inline(never)
    mutating func collect(_ number: Int, score: Int) {
        accepted += 1
        let frequency = namer.frequency(of: number)
        guard frequency >= floor, isAdmitted(length, frequency) else { return }
        let word = WordList.SpelledWord(word: String(decoding: UnsafeBufferPointer(start: path, count: depth), as: UTF8.self),
                                        length: length, frequency: frequency, score: score)
        guard isIncluded(word) else { return }
        found.append(word)
        if found.count == limit { stopped = true }
    }

    /// Visits the node whose first edge is `node`, `firstNumber` the number of its first
    /// word; `partial` is the value of a character begun above, `remaining` its bytes to
    /// come.
    @inlinable
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
                // The edges are in byte order: from the first lead byte on, none is ASCII.
                if walk.takesOnlyASCII { return }
            }
            // A whole character is offered to the walk; a part of one goes on down.
            let taken: Bool
            if left > 0 {
                taken = true
            } else if value < 0x80 {
                taken = walk.advance(Unicode.Scalar(UInt8(truncatingIfNeeded: value)))
            } else if let scalar = Unicode.Scalar(value) {
                taken = walk.advance(scalar)
            } else {
                taken = false
            }
            if taken {
                path[depth] = byte
                depth += 1
                if left == 0 { length += 1 }
                var next = number
                if edge & WordList.finalBit != 0 {
                    if left == 0, walk.acceptsWord { collect(number, score: walk.score) }
                    next += 1
                }
                let target = Int(edge >> 10)
                if target != 0, !stopped, common == nil || hasCommonWord(from: next, to: number + Int(wordsBelow[index])) {
                    if left == 0, let key = walk.memoKey, let state = stateNumber(of: key) {
                        // Below a shared node, a state that found nothing once finds nothing again.
                        if !isBarren(state, target) {
                            let before = (accepted, cut)
                            visit(&walk, node: target, firstNumber: next)
                            if (accepted, cut) == before, !stopped { markBarren(state, target) }
                        }
                    } else {
                        visit(&walk, node: target, firstNumber: next, partial: left > 0 ? value : 0, remaining: left)
                    }
                }
                if left == 0 {
                    length -= 1
                    walk.retract()
                }
                depth -= 1
            }
            number += Int(wordsBelow[index])
            if stopped || edge & WordList.lastEdgeBit != 0 { return }
            index += 1
        }
    }
}
