/// What each kind of typing mistake costs a candidate, in quarter edits: the weights
/// of the edit distance ``NearWordSearch`` computes.
///
/// | mistake | cost |
/// | --- | ---: |
/// | case only (`paris` for `Paris`) | 0 |
/// | an accent left out or changed, a related character (`e` or `è` for `é`, a `MAP` group) | 1 |
/// | a letter left out (`mentiond`, `occured`) | 3 |
/// | an accent added to a letter that has none (`í` for `i`) | 3 |
/// | a letter typed twice (`untill`) | 3 |
/// | two neighbouring letters swapped (`teh`) | 3 |
/// | a neighbouring key (`KEY`) | 3 |
/// | any other letter added or replaced | 4 |
/// | a `REP` replacement of the dictionary, however long (``Suggester``) | 3 |
///
/// Leaving a letter out is the commonest mistake in real misspellings, so it costs
/// less than typing a wrong one. A typed accent is taken as meant: on accent mistakes
/// made from the commonest Italian and Spanish words (scripts/support/bench/accent-sets.py),
/// costing an added accent like a left-out letter ranks the word with the other accent
/// first for 99–100% of wrong accents (81–94% at one quarter), and still the plain word
/// for 99.7% of accents added where none belongs (88–94% at a full edit).
///
/// Two kinds of mistake are then weighed apart when candidates are ranked (``Weighing``),
/// after the search has found them at the costs above:
///
/// | mistake | cost |
/// | --- | ---: |
/// | a letter left out beside the same letter (`inate` for `innate`, `ocured`) | 2 |
/// | in English, a mistake in the first letter, unless it keeps the first sound | one more |
///
/// Letters are compared in lower case, so the distance never depends on the case
/// the word was typed in.
struct EditCosts: Sendable {
    static let full: Int16 = 4
    static let related: Int16 = 1
    static let accentAdded: Int16 = 3
    static let doubled: Int16 = 3
    static let omitted: Int16 = 3
    /// The least an insertion or a deletion costs: what bounds the search's band.
    static let cheapestInsertionOrDeletion = min(doubled, omitted, full)
    /// The least a typed letter costs when no letter of the word is the same, differs
    /// only in case or accents, or shares its `MAP` group: typed as an extra letter, or
    /// for a neighbouring key or any other letter. What ``LettersBelow`` counts.
    static let cheapestUnrelated = min(doubled, full, neighbour)
    static let swap: Int16 = 3
    static let neighbour: Int16 = 3
    /// A `REP` replacement (`ei` → `a`), however many letters it changes: as much as a
    /// letter left out. At a quarter it outranked a swap (`seige` gave `sage` before
    /// `siege`); at 3 top-1 rose 0.2–0.5 points on the tuning sets, none fell.
    static let replacement: Int16 = 3
    /// A letter left out beside the same one, one of a doubled pair: a common mistake in
    /// real misspellings, which the plain costs tie with any other letter left out, so
    /// that frequency decided (`inate` gave `inmate` before `innate`, `canot` `can't`
    /// before `cannot`). On codespell's pairs outside the benchmark's (51,546) top-1 rose
    /// 0.3 points (210 words right that were wrong, 27 wrong that were right), on the
    /// Italian tuning sets 0.4; the Spanish ones moved 0.1 either way. Only ranking weighs
    /// it (``Weighing``): the search's band assumes no insertion or deletion cheaper than
    /// ``cheapestInsertionOrDeletion``.
    static let omittedBesideItself: Int16 = 2
    /// What a mistake in the first letter adds, for languages whose real misspellings
    /// rarely have one: 2.0% of codespell's English pairs change the first letter, and
    /// among the words it ranked wrong, the first suggestion changed a first letter the
    /// word meant kept four times as often as the reverse (422 against 107). On the
    /// English tuning sets top-1 rose 0.2 points on codespell's pairs and 1.0 on the sound
    /// set; on the seeded Spanish and Italian sets, whose mistakes fall on any letter, it
    /// lost up to a point (two at a half edit), and Spanish writers often drop a silent
    /// `h` or confuse `b` and `v` at the start: only English uses it.
    static let firstLetterExtra: Int16 = 1

    /// The weights of the two kinds of mistake that ranking weighs apart from the search
    /// (``omittedBesideItself``, ``firstLetterExtra``).
    struct Weighing: Sendable, Equatable {
        /// What a letter left out beside the same one costs.
        var omittedBesideItself: Int16
        /// What a mistake in the first letter adds: a substitution of it, a letter left
        /// out or typed before it.
        var firstLetter: Int16

        /// The search's weights, the table's: every letter left out alike, the first
        /// letter like the others.
        static let plain = Weighing(omittedBesideItself: omitted, firstLetter: 0)

        /// The same weights for a word whose first sound (``SoundKey``) is the typed
        /// word's: its first letter may be wrong the way it sounds (`nife` for `knife`,
        /// `serinomy` for `ceremony`), and that costs no more than elsewhere.
        var keepingSound: Weighing { Weighing(omittedBesideItself: omittedBesideItself, firstLetter: 0) }

        /// The weights candidates are ranked with, for a dictionary's language (`en`).
        static func ranking(languageCode: String?) -> Weighing {
            Weighing(omittedBesideItself: EditCosts.omittedBesideItself, firstLetter: languageCode == "en" ? firstLetterExtra : 0)
        }
    }

    /// For each scalar below ``tableSize``: its lower case (low 16 bits) and the
    /// lower case of its letter without accents (high 16 bits).
    private let folding: [UInt32]
    /// Pairs of neighbouring keys not both ASCII, as `lower << 32 | upper`.
    private let neighbours: Set<UInt64>
    /// The same for ASCII pairs, as a 128 × 128 bit matrix.
    private let asciiNeighbours: [UInt64]
    /// Scalar to `MAP` group number (1 and up).
    private let groups: [UInt32: UInt16]

    static let tableSize: UInt32 = 0x250

    init(tables: SuggestionTables) {
        folding = (0..<Self.tableSize).map { value in
            let scalar = Unicode.Scalar(value) ?? " "
            let lower = Self.slowLower(scalar)
            return lower | Self.slowBase(Unicode.Scalar(lower) ?? scalar) << 16
        }
        var pairs = Set<UInt64>()
        for row in tables.keyboardRows where row.count > 1 {
            for (left, right) in zip(row, row.dropFirst()) {
                let (a, b) = (left.value, right.value)
                pairs.insert(UInt64(min(a, b)) << 32 | UInt64(max(a, b)))
            }
        }
        neighbours = pairs.filter { $0 >> 32 >= 0x80 || $0 & 0xFFFF_FFFF >= 0x80 }
        var matrix = [UInt64](repeating: 0, count: 128 * 2)
        for pair in pairs where pair >> 32 < 128 && pair & 0xFFFF_FFFF < 128 {
            let (a, b) = (Int(pair >> 32), Int(pair & 0xFFFF_FFFF))
            matrix[a * 2 + b / 64] |= 1 << UInt64(b % 64)
            matrix[b * 2 + a / 64] |= 1 << UInt64(a % 64)
        }
        asciiNeighbours = matrix
        var groups: [UInt32: UInt16] = [:]
        for (number, group) in tables.related.enumerated() where number < Int(UInt16.max) {
            for scalar in group where groups[scalar.value] == nil { groups[scalar.value] = UInt16(number + 1) }
        }
        self.groups = groups
    }

    /// The lower case of `scalar` (itself when it has no single-scalar lower case).
    @inline(__always)
    func lower(_ scalar: UInt32) -> UInt32 {
        if scalar < 0x80 { return ASCIIBytes.lowercased(scalar) }
        if scalar < Self.tableSize { return folding[Int(scalar)] & 0xFFFF }
        return Self.slowLower(Unicode.Scalar(scalar) ?? " ")
    }

    /// The lower-case letter `scalar` (already lower case) is without its accents.
    @inline(__always)
    func base(_ scalar: UInt32) -> UInt32 {
        scalar < Self.tableSize ? folding[Int(scalar)] >> 16 : scalar
    }

    /// The `MAP` group of a lower-case scalar, 0 for none.
    func group(_ scalar: UInt32) -> UInt16 {
        groups.isEmpty ? 0 : groups[scalar] ?? 0
    }

    /// What typing `typed` for `listed` costs; both lower case, with their bases and groups.
    @inline(__always)
    func substitution(_ listed: Letter, _ typed: Letter) -> Int16 {
        if listed.scalar == typed.scalar { return 0 }
        if listed.base == typed.base {
            // An accent typed where the word has none: the writer meant one, so the
            // word's accented letters are nearer (`seguí` is `seguì` before `segui`).
            return typed.scalar != typed.base && listed.scalar == listed.base ? Self.accentAdded : Self.related
        }
        if listed.group != 0 && listed.group == typed.group { return Self.related }
        if listed.scalar | typed.scalar < 0x80 {
            let bits = asciiNeighbours[Int(listed.scalar) * 2 + Int(typed.scalar) / 64]
            return bits & 1 << UInt64(typed.scalar % 64) != 0 ? Self.neighbour : Self.full
        }
        if neighbours.isEmpty { return Self.full }
        let pair = UInt64(min(listed.scalar, typed.scalar)) << 32 | UInt64(max(listed.scalar, typed.scalar))
        return neighbours.contains(pair) ? Self.neighbour : Self.full
    }

    /// The weighted distance between a listed word and a typed one over whole tables
    /// (optimal string alignment): with the ``Weighing/plain`` weights, what
    /// ``NearWordSearch`` computes row by row along the list, for one word. A letter typed
    /// again right after itself costs ``doubled``.
    ///
    /// - Parameters:
    ///   - bound: the most worth knowing; nil as soon as every alignment costs more.
    ///   - weighing: the weights of a letter left out beside the same one and of a
    ///     mistake in the first letter. Other weights than the plain ones change a cost
    ///     by at most ``firstLetterExtra`` up and a quarter edit per doubled letter down.
    func distance(listed: [Letter], typed: [Letter], bound: Int16 = .max, weighing: Weighing = .plain) -> Int16? {
        let columns = typed.count + 1
        // Three rows (two before this one, for swaps) in one buffer.
        return withUnsafeTemporaryAllocation(of: Int16.self, capacity: 3 * columns) { rows -> Int16? in
            var (before, above, row) = (rows.baseAddress!, rows.baseAddress! + columns, rows.baseAddress! + 2 * columns)
            // Letters typed before the word's first: a mistake in the first letter.
            above[0] = 0
            for column in 1..<columns {
                let repeated = column >= 2 && typed[column - 1].scalar == typed[column - 2].scalar
                let first = column == 1 ? weighing.firstLetter : 0
                above[column] = above[column - 1] &+ (repeated ? Self.doubled : Self.full) &+ first
            }
            for index in listed.indices {
                let besideItself = index >= 1 && listed[index].scalar == listed[index - 1].scalar
                let omission = besideItself ? weighing.omittedBesideItself : Self.omitted
                // The first letter left out, or replaced (below), is a mistake in it.
                row[0] = above[0] &+ omission &+ (index == 0 ? weighing.firstLetter : 0)
                var smallest = row[0]
                for column in 1..<columns {
                    let repeated = column >= 2 && typed[column - 1].scalar == typed[column - 2].scalar
                    let replaced = substitution(listed[index], typed[column - 1])
                    let first = index == 0 && column == 1 && replaced > 0 ? weighing.firstLetter : 0
                    var best = above[column - 1] &+ replaced &+ first
                    best = min(best, above[column] &+ omission)
                    best = min(best, row[column - 1] &+ (repeated ? Self.doubled : Self.full))
                    if index >= 1, column >= 2, listed[index].scalar == typed[column - 2].scalar,
                       listed[index - 1].scalar == typed[column - 1].scalar, listed[index].scalar != typed[column - 1].scalar {
                        best = min(best, before[column - 2] &+ Self.swap)
                    }
                    row[column] = best
                    smallest = min(smallest, best)
                }
                if smallest > bound { return nil }
                (before, above, row) = (above, row, before)
            }
            return above[columns - 1] <= bound ? above[columns - 1] : nil
        }
    }

    /// A lower-case scalar with what substitutions compare.
    struct Letter {
        var scalar: UInt32
        var base: UInt32
        var group: UInt16
    }

    func letter(_ scalar: UInt32) -> Letter {
        let lower = lower(scalar)
        return Letter(scalar: lower, base: base(lower), group: group(lower))
    }

    private static func slowLower(_ scalar: Unicode.Scalar) -> UInt32 {
        let mapping = scalar.properties.lowercaseMapping.unicodeScalars
        return mapping.count == 1 ? mapping.first!.value : scalar.value
    }

    /// The first scalar of the canonical decomposition (`é` → `e`), for letters.
    private static func slowBase(_ scalar: Unicode.Scalar) -> UInt32 {
        guard scalar.properties.isAlphabetic, let first = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.first
        else { return scalar.value }
        return first.value
    }
}
