/// The listed words within a weighted edit distance of a word: a depth-first walk of
/// the word list's automaton that carries one row of the distance table per
/// character of the path (Damerau–Levenshtein with adjacent swaps, weights from
/// ``EditCosts``), and turns back as soon as no cell of the row is within the bound.
///
/// Only the cells within `bound / 3` of the diagonal are computed (no cheaper
/// insertion or deletion exists), so a row costs a handful of cells whatever the
/// word's length; for the same reason a node whose words all end too early or too
/// late (``WordLengths``) is not entered. Most rows would be out of reach at once: below
/// a node whose row is near the bound only characters close to a typed letter can
/// stay within it, and the walk tests each child's character against a set of those
/// (``worthRows(depth:smallest:)``) before computing its row. A prefix is also left
/// when the typed letters still to come need letters no word below it has
/// (``LettersBelow``, ``mayFinish(row:low:high:withinBand:ahead:)``). A walk visits the prefixes
/// close to the word's prefixes: a few thousand for a typical word, in any list.
/// Characters are compared as Unicode scalars, decoded from the automaton's UTF-8
/// edges on the way down.
final class NearWordSearch {
    /// What the walk finds: the word's number and UTF-8 bytes, and its distance.
    struct Match {
        var cost: Int16
        var number: Int
        var bytes: [UInt8]
    }

    private let edges: UnsafeBufferPointer<UInt32>
    private let wordsBelow: UnsafeBufferPointer<UInt32>
    /// ``WordLengths`` of the list: the shortest and longest rest below each node.
    private let lengths: UnsafeBufferPointer<UInt32>
    /// ``LettersBelow`` of the list (the letters left below each node, in buckets), and
    /// its values per node as a buffer.
    private let lettersBelow: LettersBelow
    private let below: UnsafeBufferPointer<UInt32>
    /// The buckets each ASCII character sets (``LettersBelow/ascii``).
    private let asciiBuckets: UnsafeMutablePointer<UInt32>
    /// For each column: the buckets of the typed letters from there on (0 after the last).
    private let typedAhead: UnsafeMutablePointer<UInt32>
    private let costs: EditCosts
    /// The typed letters (`count` of them).
    private let typed: UnsafeMutablePointer<EditCosts.Letter>
    /// For the swap test, for each column from 2: the typed letter before it and its
    /// own (scalars in lower case), as `before << 32 | own`; ``noPair`` for column 1 (and
    /// the unused 0).
    private let typedPairs: UnsafeMutablePointer<UInt64>
    /// In ``typedPairs``, and as a step's swapped pair: two values that match no pair of
    /// scalars, nor each other.
    private static let noPair = UInt64.max, noSwap = UInt64.max - 1
    /// What each ASCII character costs typed as each typed letter: 128 rows of `count`.
    private let asciiCosts: UnsafeMutablePointer<Int16>
    /// The same for the current character when it is not ASCII, filled per step.
    private let scratchCosts: UnsafeMutablePointer<Int16>
    /// The cost of typing character j (1-based) as an extra one: less when it repeats the one before.
    private let extraCost: UnsafeMutablePointer<Int16>
    private let count: Int
    private let bound: Int16
    /// A cell value meaning "out of reach".
    private let unreachable: Int16
    private let band: Int
    private let maximumDepth: Int
    /// `maximumDepth + 1` rows of `count + 1` cells.
    private let rows: UnsafeMutablePointer<Int16>
    /// The scalars (lower case) of the current path, 1-based (index 0 unused).
    private let path: UnsafeMutablePointer<UInt32>
    /// The UTF-8 bytes of the current path (its length is passed down the walk).
    private let pathBytes: UnsafeMutablePointer<UInt8>
    /// Called for each listed word within the bound.
    private let found: (Match) -> Void
    /// Whether `found` wants words of this number (checked before the bytes are copied).
    private let wants: (_ cost: Int16, _ number: Int) -> Bool
    /// Whether only words whose first letter is the typed one (or related to it) are searched.
    private let anchored: Bool
    /// For each typed letter and each cost from 0 to `budgetLevels - 1`: the ASCII
    /// characters that cost at most that much typed as it, as two 64-bit sets.
    private let asciiWithin: UnsafeMutablePointer<UInt64>
    /// A substitution costs at most a full edit: a budget of that allows every character.
    private static let budgetLevels = Int(EditCosts.full) + 1

    /// Walks `edges` (a ``WordList``'s) for the words within `bound` of `word` (lower-case letters).
    init(edges: UnsafeBufferPointer<UInt32>, wordsBelow: UnsafeBufferPointer<UInt32>, lengths: UnsafeBufferPointer<UInt32>,
         lettersBelow: LettersBelow, below: UnsafeBufferPointer<UInt32>,
         costs: EditCosts,
         word: [EditCosts.Letter], bound: Int16, anchored: Bool = false,
         wants: @escaping (Int16, Int) -> Bool, found: @escaping (Match) -> Void) {
        self.edges = edges
        self.wordsBelow = wordsBelow
        self.lengths = lengths
        self.lettersBelow = lettersBelow
        self.below = below
        asciiBuckets = .allocate(capacity: 128)
        asciiBuckets.initialize(from: lettersBelow.ascii, count: 128)
        typedAhead = .allocate(capacity: word.count + 1)
        typedAhead[word.count] = 0
        for index in word.indices.reversed() {
            typedAhead[index] = typedAhead[index + 1] | LettersBelow.bucket(of: word[index].base)
        }
        self.costs = costs
        count = word.count
        self.bound = bound
        unreachable = bound + 2
        band = Int(bound / EditCosts.cheapestInsertionOrDeletion)
        maximumDepth = word.count + band
        typed = .allocate(capacity: max(1, word.count))
        typed.initialize(from: word, count: word.count)
        typedPairs = .allocate(capacity: word.count + 1)
        typedPairs.initialize(repeating: Self.noPair, count: word.count + 1)
        for column in word.indices.dropFirst() {
            typedPairs[column + 1] = UInt64(word[column - 1].scalar) << 32 | UInt64(word[column].scalar)
        }
        asciiCosts = .allocate(capacity: 128 * max(1, word.count))
        for character in 0..<128 {
            let letter = costs.letter(UInt32(character))
            for (column, typedLetter) in word.enumerated() {
                asciiCosts[character * word.count + column] = costs.substitution(letter, typedLetter)
            }
        }
        scratchCosts = .allocate(capacity: max(1, word.count))
        extraCost = .allocate(capacity: word.count + 1)
        extraCost[0] = 0
        for index in word.indices {
            extraCost[index + 1] = index > 0 && word[index - 1].scalar == word[index].scalar ? EditCosts.doubled : EditCosts.full
        }
        let cells = (maximumDepth + 1) * (word.count + 1)
        rows = .allocate(capacity: cells)
        rows.initialize(repeating: bound + 2, count: cells)
        path = .allocate(capacity: maximumDepth + 1)
        path.initialize(repeating: 0, count: maximumDepth + 1)
        // A path holds at most maximumDepth characters of at most 4 bytes.
        pathBytes = .allocate(capacity: 4 * (maximumDepth + 1))
        asciiWithin = .allocate(capacity: 2 * Self.budgetLevels * max(1, word.count))
        asciiWithin.initialize(repeating: 0, count: 2 * Self.budgetLevels * max(1, word.count))
        for column in word.indices {
            for character in 0..<128 {
                let cost = Int(asciiCosts[character * word.count + column])
                for budget in cost..<max(cost, Self.budgetLevels) {
                    asciiWithin[2 * (column * Self.budgetLevels + budget) + character / 64] |= 1 << UInt64(character % 64)
                }
            }
        }
        self.wants = wants
        self.anchored = anchored
        self.found = found
    }

    deinit {
        typed.deallocate()
        typedPairs.deallocate()
        asciiBuckets.deallocate()
        typedAhead.deallocate()
        asciiCosts.deallocate()
        scratchCosts.deallocate()
        extraCost.deallocate()
        rows.deallocate()
        path.deallocate()
        pathBytes.deallocate()
        asciiWithin.deallocate()
    }

    /// Runs the walk from the root.
    func run() {
        guard !edges.isEmpty else { return }
        // Row 0: the typed prefix against the empty prefix.
        rows[0] = 0
        if count > 0 {
            for column in 1...count {
                rows[column] = column <= band ? min(rows[column - 1] + extraCost[column], unreachable) : unreachable
            }
        }
        visit(node: 0, number: 0, depth: 0, smallest: 0, length: 0)
    }

    /// Visits the edges of the node starting at `node`, whose first word has number `number`,
    /// below a row whose smallest cell is `smallest`; the path so far is `length` bytes.
    ///
    /// The walk's arithmetic on indices wraps (`&+`): every index is below the size of a
    /// buffer the initialiser allocated or the list validated, far from `Int`'s limits.
    private func visit(node: Int, number first: Int, depth: Int, smallest: Int16, length: Int) {
        guard depth < maximumDepth else { return }
        // Every word below ends too early or too late to be within the band of the typed length.
        let rest = lengths[node]
        if depth &+ Int(rest & 0xFFFF) > count &+ band || depth &+ Int(rest >> 16) < count &- band { return }
        let worth = worthRows(depth: depth, smallest: smallest)
        var index = node
        var number = first
        while true {
            let edge = edges[index]
            let byte = UInt8(truncatingIfNeeded: edge)
            pathBytes[length] = byte
            if byte < 0x80 {
                if (byte < 64 ? worth.low >> UInt64(byte) : worth.high >> UInt64(byte &- 64)) & 1 != 0 {
                    step(scalar: UInt32(byte), edge: edge, number: number, depth: depth, length: length &+ 1)
                }
            } else {
                // A lead byte: the character ends some continuation bytes further down.
                let more = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
                let lead = UInt32(byte) & (0x3F >> UInt32(more))
                continueCharacter(node: Int(edge >> 10), number: number, value: lead, remaining: more, depth: depth,
                                  length: length &+ 1)
            }
            number &+= Int(wordsBelow[index])
            if edge & WordList.lastEdgeBit != 0 { return }
            index &+= 1
        }
    }

    /// The ASCII characters worth a row below a node at `depth`, whose row's smallest cell
    /// is `smallest`, as a 128-bit set (`low` for 0–63, `high` for 64–127): every one when
    /// a letter left out may keep some cell of the next row within the bound, whatever
    /// the character.
    ///
    /// Otherwise a child is worth its row only if some cell of it can come within the
    /// bound through a substitution: the cell up and to the left plus what the character
    /// costs typed as that column's letter (``asciiWithin``). An extra typed letter only
    /// adds to a cell of the same row. Swaps need no test of their own, because a swap
    /// costs no less than a letter left out (``EditCosts``; a test holds it):
    /// - one that starts with the child leaves from a cell at most `bound - swap`, so the
    ///   set is every character;
    /// - one that ends in the child's row leaves from a cell two rows up at most
    ///   `bound - swap`. The node's cell one column to the right of it is then at most
    ///   `bound - swap + omitted`, within the bound, and the child, the letter of that
    ///   column, costs nothing there. (At the band's left edge the cell two rows up is
    ///   already `band` insertions or deletions away, beyond `bound - swap`.)
    private func worthRows(depth: Int, smallest: Int16) -> (low: UInt64, high: UInt64) {
        let row = depth + 1
        let width = count + 1
        let parent = rows + depth * width
        let low = max(1, row - band), high = min(count, row + band)
        guard smallest + EditCosts.omitted > bound, low <= high else { return (~0, ~0) }
        var set: (low: UInt64, high: UInt64) = (0, 0)
        for column in low...high where parent[column - 1] <= bound {
            let budget = min(Int(bound - parent[column - 1]), Self.budgetLevels - 1)
            let masks = asciiWithin + 2 * ((column - 1) * Self.budgetLevels + budget)
            set.low |= masks[0]
            set.high |= masks[1]
        }
        return set
    }

    private func continueCharacter(node: Int, number first: Int, value: UInt32, remaining: Int, depth: Int, length: Int) {
        guard node != 0 else { return }  // a validated list never ends inside a character
        var index = node
        var number = first
        while true {
            let edge = edges[index]
            let byte = UInt8(truncatingIfNeeded: edge)
            let scalar = value << 6 | UInt32(byte & 0x3F)
            pathBytes[length] = byte
            if remaining == 1 {
                step(scalar: scalar, edge: edge, number: number, depth: depth, length: length &+ 1)
            } else {
                continueCharacter(node: Int(edge >> 10), number: number, value: scalar, remaining: remaining &- 1, depth: depth,
                                  length: length &+ 1)
            }
            number &+= Int(wordsBelow[index])
            if edge & WordList.lastEdgeBit != 0 { return }
            index &+= 1
        }
    }

    /// Extends the path (now `length` bytes) by one character, reached through `edge`, and
    /// computes its row. Inlined in the two loops over a node's edges (a call per child
    /// cost a twentieth of the walk).
    @inline(__always)
    private func step(scalar: UInt32, edge: UInt32, number: Int, depth: Int, length: Int) {
        // visit stops at maximumDepth: the row exists.
        let row = depth &+ 1
        let low = max(1, row &- band), high = min(count, row &+ band)
        // Substitution costs for this character against each typed letter: a row of the
        // ASCII table, or computed now for the columns this row needs.
        let lower: UInt32
        let substitutions: UnsafeMutablePointer<Int16>
        if scalar < 0x80 {
            lower = ASCIIBytes.lowercased(scalar)
            substitutions = asciiCosts + Int(scalar) &* count
        } else {
            let letter = costs.letter(scalar)
            lower = letter.scalar
            substitutions = scratchCosts
            if low <= high {
                for column in low...high { substitutions[column - 1] = costs.substitution(letter, typed[column - 1]) }
            }
        }
        if anchored, row == 1, substitutions[0] > EditCosts.related { return }
        path[row] = lower
        let width = count &+ 1
        // The rows of the path's last three characters (`beforePrevious` is read only
        // for a swap, which needs row 2 or later).
        let previous = rows + (row &- 1) &* width, current = previous + width
        let beforePrevious = row >= 2 ? previous - width : previous
        let dropCost = EditCosts.omitted
        current[0] = row <= band ? min(previous[0] &+ dropCost, unreachable) : unreachable
        var smallest = current[0]
        if low > 1 { current[low &- 1] = unreachable }
        if low <= high {
            // This character and the one before, as two typed letters swapped would be
            // (matching no column when the two are the same or there is none before).
            let before = path[row &- 1]
            let swapped = row >= 2 && lower != before ? UInt64(lower) << 32 | UInt64(before) : Self.noSwap
            var left = current[low &- 1]
            var column = low
            while true {
                // Cells and costs are small (at most bound + 2 and 4): the sums cannot overflow.
                var best = previous[column &- 1] &+ substitutions[column &- 1]
                best = min(best, previous[column] &+ dropCost)
                best = min(best, left &+ extraCost[column])
                if typedPairs[column] == swapped {
                    best = min(best, beforePrevious[column &- 2] &+ EditCosts.swap)
                }
                best = min(best, unreachable)
                current[column] = best
                left = best
                smallest = min(smallest, best)
                if column == high { break }
                column &+= 1
            }
        }
        if high < count { current[high &+ 1] = unreachable }
        let isFinal = edge & WordList.finalBit != 0
        if isFinal, abs(row &- count) <= band {
            let cost = current[count]
            if cost <= bound, wants(cost, number) {
                found(Match(cost: cost, number: number, bytes: Array(UnsafeBufferPointer(start: pathBytes, count: length))))
            }
        }
        // A row beyond the bound leads to no word within it: a swap that skips the row
        // leaves from a cell a letter left out would bring within it (see worthRows).
        let target = Int(edge >> 10)
        if target != 0, smallest <= bound,
           mayFinish(row: current, low: low, high: high, withinBand: row <= band,
                     ahead: below[target] | (scalar < 0x80 ? asciiBuckets[Int(scalar)] : lettersBelow.buckets(of: scalar))) {
            visit(node: target, number: number &+ (isFinal ? 1 : 0), depth: row, smallest: smallest, length: length)
        }
    }

    /// Whether some cell of `row` (its columns `low` to `high`, and column 0 when the row is
    /// `withinBand`) may still end within the bound, below a node whose words
    /// hold the letters `ahead` (``LettersBelow`` buckets, the node's own character's
    /// included): each bucket of the typed letters after the cell that no word below has
    /// costs at least ``EditCosts/cheapestUnrelated``.
    ///
    /// The node's own character counts as ahead for a swap that skips the row: it leaves
    /// from the cell up and to the left, and passes the cell a letter left out reaches,
    /// whose typed letters ahead are the two swapped (the node's character and the next)
    /// and those the swap's own path still has to pay for.
    @inline(__always)
    private func mayFinish(row cells: UnsafeMutablePointer<Int16>, low: Int, high: Int, withinBand: Bool, ahead: UInt32) -> Bool {
        @inline(__always) func within(_ column: Int) -> Bool {
            // What is left of the bound pays for each bucket missing below, one by one
            // (a count of bits would cost more: few buckets are ever missing).
            var left = bound &- cells[column]
            guard left >= 0 else { return false }
            var missing = typedAhead[column] & ~ahead
            while missing != 0 {
                left &-= EditCosts.cheapestUnrelated
                if left < 0 { return false }
                missing &= missing &- 1
            }
            return true
        }
        if withinBand, within(0) { return true }
        guard low <= high else { return false }
        var column = low
        while true {
            if within(column) { return true }
            if column == high { return false }
            column &+= 1
        }
    }
}
