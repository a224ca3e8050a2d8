import SpellCheckingCore

/// A puzzle's answer: its best words, at most the puzzle's `maximumAnswers`, and what it
/// holds in all.
///
/// A Spelling Bee, a rack and a Boggle grid rank their words most points first, then
/// most common, then in byte order; a Wordle board most common first, then in byte order.
/// Past the limit, the words kept are the first of that order, never the first in byte
/// order: `words` equals the first `maximumAnswers` of the whole list ranked.
/// A pattern lists its words in byte order, and stops at its limit.
///
/// ```swift
/// let answers = try LetterRack("retain??", maximumAnswers: 5).answers(in: list)
/// answers.words.map(\.word)   // the five highest-scoring words
/// answers.isTruncated         // true: the rack spells thousands
/// answers.total               // how many it spells in all
/// ```
public struct PuzzleAnswers<Word: Sendable & Hashable>: Sendable, Hashable {
    /// The words kept, in the puzzle's order.
    public let words: [Word]
    /// How many words the puzzle has in all, those past the limit included; nil when that
    /// is not known (a pattern stops walking the list at its limit).
    public let total: Int?
    /// The points of every word the puzzle has, those past the limit included, for a
    /// puzzle that scores (Spelling Bee, rack, Boggle); nil for one that does not.
    public let totalPoints: Int?
    /// Whether words were left out: the puzzle has more than its limit.
    public let isTruncated: Bool

    /// An answer of `words`, out of `total` words worth `totalPoints` together.
    public init(words: [Word], total: Int?, totalPoints: Int?, isTruncated: Bool) {
        self.words = words
        self.total = total
        self.totalPoints = totalPoints
        self.isTruncated = isTruncated
    }
}

/// The best answers of a walk, kept as it finds them: memory for twice the limit however
/// many words the walk finds, and the same words, in the same order, as ranking them all.
///
/// Words are kept in the order found (byte order) with their points. When twice the
/// limit are kept, the best `limit` stay (still in the order found, which breaks ties),
/// and the worst of them becomes the bar: a word found later that ranks no better
/// (fewer points, or as many and no more common) can never be among the best.
struct BestAnswers {
    let limit: Int
    private(set) var kept: [WordList.SpelledWord] = []
    private(set) var points: [Int] = []
    /// How many words were offered, and their points together.
    private(set) var total = 0
    private(set) var totalPoints = 0
    /// The points and hundredths of the worst word kept, once the words were cut to the limit.
    private var bar: (points: Int, hundredths: Int)?

    init(limit: Int) {
        self.limit = Swift.max(1, limit)
    }

    mutating func offer(_ word: WordList.SpelledWord, points wordPoints: Int) {
        total += 1
        totalPoints = totalPoints.addingReportingOverflow(wordPoints).partialValue
        if let bar, wordPoints < bar.points || (wordPoints == bar.points && Int(word.frequency) <= bar.hundredths) { return }
        kept.append(word)
        points.append(wordPoints)
        if kept.count >= 2 * limit { cut() }
    }

    /// The kept words ranked, the best `limit` of them, each with its points.
    mutating func ranked() -> [(word: WordList.SpelledWord, points: Int)] {
        let order = kept.count > 1 ? AnswerRank.order(points: points, hundredths: kept.map { Int($0.frequency) }) : [Int](kept.indices)
        return order.prefix(limit).map { (kept[$0], points[$0]) }
    }

    /// Whether words were left out.
    var isTruncated: Bool { total > limit }

    /// Keeps the best `limit` words, in the order found.
    private mutating func cut() {
        let order = AnswerRank.order(points: points, hundredths: kept.map { Int($0.frequency) })
        let worst = order[limit - 1]
        bar = (points[worst], Int(kept[worst].frequency))
        let best = order.prefix(limit).sorted()
        kept = best.map { kept[$0] }
        points = best.map { points[$0] }
    }
}

extension WordList {
    /// The best `limit` words `walk` finds that `vocabulary` admits, ranked by `points`
    /// (most first), then most common, then in byte order; with how many there are, and
    /// their points together.
    func bestWords<Walk: WordWalk>(walking walk: inout Walk, limit: Int, in vocabulary: GameVocabulary,
                                   points: (SpelledWord) -> Int) -> BestAnswers {
        var best = BestAnswers(limit: limit)
        _ = words(walking: &walk, limit: .max, in: vocabulary, keeping: { found in
            best.offer(found, points: points(found))
            return false
        })
        return best
    }
}

/// The order of a word game's answers.
enum AnswerRank {
    /// The positions of answers with `points` and frequencies in `hundredths` (one of each
    /// an answer, in byte order), in a game's order: most points first, then most common,
    /// then by position.
    ///
    /// Two stable counting sorts, by hundredths and then by points, when no number is
    /// negative or too large to count (no more than the answers and a Zipf scale's 1,000
    /// hundredths); else the three are compared one after the other.
    static func order(points: [Int], hundredths: [Int]) -> [Int] {
        var mostPoints = 0, mostHundredths = 0, counts = true
        for (answerPoints, answerHundredths) in zip(points, hundredths) {
            counts = counts && answerPoints >= 0 && answerHundredths >= 0
            mostPoints = Swift.max(mostPoints, answerPoints)
            mostHundredths = Swift.max(mostHundredths, answerHundredths)
        }
        let mostCounted = 4 * points.count + 1_024
        guard counts, mostPoints < mostCounted, mostHundredths < mostCounted else {
            return points.indices.sorted { a, b in
                if points[a] != points[b] { return points[a] > points[b] }
                return hundredths[a] != hundredths[b] ? hundredths[a] > hundredths[b] : a < b
            }
        }
        let byHundredths = countingSort(points.indices, keys: mostHundredths + 1) { mostHundredths - hundredths[$0] }
        return countingSort(byHundredths, keys: mostPoints + 1) { mostPoints - points[$0] }
    }

    /// `positions` stably sorted by `key`, whose values are below `keys`.
    static func countingSort(_ positions: some Collection<Int>, keys: Int, key: (Int) -> Int) -> [Int] {
        var starts = [Int](repeating: 0, count: keys + 1)
        for position in positions { starts[key(position) + 1] += 1 }
        for value in 0..<keys { starts[value + 1] += starts[value] }
        return [Int](unsafeUninitializedCapacity: positions.count) { sorted, initialised in
            for position in positions {
                let value = key(position)
                sorted.initializeElement(at: starts[value], to: position)
                starts[value] += 1
            }
            initialised = positions.count
        }
    }
}
