import SpellCheckingCore

/// A Spelling Bee's day: every answer, the ranks a player climbs as shares of the day's
/// points, and the hints the game shows (the grid of first letters by length, the
/// two-letter starts, the pangrams).
///
/// The ranks are the New York Times game's: Beginner at 0, then Good Start 2%, Moving Up
/// 5%, Good 8%, Solid 15%, Nice 25%, Great 40%, Amazing 50%, Genius 70% and Queen Bee
/// 100% of the day's total; a rank's points are its share of the total, rounded to the
/// nearest point.
///
/// ```swift
/// let day = try SpellingBee(letters: "acehlnp", center: "a").day(in: list)
/// day.rank(for: 40).name        // the rank 40 points reach
/// day.grid["p"]?[5]             // how many answers start with p and have five letters
/// ```
public struct SpellingBeeDay: Sendable, Hashable {
    /// A rank: its name, the share of the day's points it needs, and those points.
    public struct Rank: Sendable, Hashable {
        /// The rank's name in the published game: "Beginner" to "Genius" and "Queen Bee".
        public let name: String
        /// The share of the day's points it needs, from 0 to 1.
        public let share: Double
        /// The points it needs: its share of the day's total, rounded to the nearest point.
        public let points: Int
    }

    /// The shares of the day's total each rank needs, lowest first.
    public static let shares: [(name: String, share: Double)] = [
        ("Beginner", 0), ("Good Start", 0.02), ("Moving Up", 0.05), ("Good", 0.08), ("Solid", 0.15),
        ("Nice", 0.25), ("Great", 0.40), ("Amazing", 0.50), ("Genius", 0.70), ("Queen Bee", 1),
    ]

    /// Every answer of the day, as ``SpellingBee/words(in:vocabulary:)`` ranks them.
    public let answers: [SpellingBee.Word]
    /// The points of every answer together.
    public let totalPoints: Int
    /// The ranks, lowest first.
    public let ranks: [Rank]
    /// The pangrams, in the answers' order.
    public var pangrams: [String] { answers.filter(\.isPangram).map(\.word) }
    /// How many answers start with each letter (as the answer is written), by length in letters.
    public let grid: [String: [Int: Int]]
    /// How many answers start with each pair of letters.
    public let twoLetterStarts: [String: Int]

    /// The day of `answers`, every answer of a puzzle.
    public init(answers: [SpellingBee.Word]) {
        self.answers = answers
        let total = answers.reduce(0) { $0 + $1.points }
        totalPoints = total
        ranks = Self.shares.map { Rank(name: $0.name, share: $0.share, points: Int((Double(total) * $0.share).rounded())) }
        var grid: [String: [Int: Int]] = [:], starts: [String: Int] = [:]
        for answer in answers {
            let letters = Array(answer.word)
            guard let first = letters.first else { continue }
            grid[String(first), default: [:]][letters.count, default: 0] += 1
            if letters.count >= 2 { starts[String(letters[0...1]), default: 0] += 1 }
        }
        self.grid = grid
        twoLetterStarts = starts
    }

    /// The highest rank `points` reach.
    public func rank(for points: Int) -> Rank {
        ranks.last { $0.points <= points } ?? ranks[0]
    }
}

extension SpellingBee {
    /// The puzzle's day: every answer in `list` that `vocabulary` admits, however many
    /// (``maximumAnswers`` does not cut a day), with its ranks and hints.
    public func day(in list: WordList, vocabulary: GameVocabulary = .standard) -> SpellingBeeDay {
        let whole = (try? SpellingBee(letters: String(letters), center: String(center), minimumLength: minimumLength,
                                      foldsAccents: foldsAccents, maximumAnswers: Self.answerLimit)) ?? self
        return SpellingBeeDay(answers: whole.words(in: list, vocabulary: vocabulary))
    }
}

extension SpellingBee {
    /// A playable puzzle drawn from `list` with `seed`: the letters of a word of the game
    /// vocabulary with exactly seven distinct letters (so a pangram exists), a centre drawn
    /// among them, and between `answers` words of `vocabulary` in all. The same list and
    /// seed give the same puzzle; nil when no draw of a few hundred fits.
    public static func generate(in list: WordList, seed: UInt64, answers: ClosedRange<Int> = 20...80,
                                vocabulary: GameVocabulary = .standard) -> SpellingBee? {
        // Words of seven letters or more that the vocabulary admits: the pangrams to be.
        guard let long = try? WordPattern("???????*", maximumAnswers: WordPattern.answerLimit) else { return nil }
        let sevens = long.words(in: list, vocabulary: vocabulary).map(\.word).filter { word in
            word.allSatisfy { $0.isLetter && $0.isLowercase } && Set(word).count == 7
        }
        guard !sevens.isEmpty else { return nil }
        var random = SeededGenerator(seed: seed)
        for _ in 0..<400 {
            let word = sevens[Int.random(in: 0..<sevens.count, using: &random)]
            var letters: [Character] = []
            for letter in word where !letters.contains(letter) { letters.append(letter) }
            letters.sort()
            let center = letters[Int.random(in: 0..<letters.count, using: &random)]
            guard let bee = try? SpellingBee(letters: String(letters), center: String(center), maximumAnswers: answerLimit),
                  let total = bee.answers(in: list, vocabulary: vocabulary).total, answers.contains(total)
            else { continue }
            return bee
        }
        return nil
    }
}
