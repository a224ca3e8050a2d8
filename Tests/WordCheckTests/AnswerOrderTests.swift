import Testing
@testable import SpellCheckingCore
@testable import WordValidator

/// The games' answer order (most points, then most common, then as found): the counting
/// sorts give exactly the order of the three comparisons, with ties and without, and the
/// best answers kept under a limit are the first of that order.
@Suite struct AnswerOrderTests {
    /// The order by definition: positions sorted on the three keys.
    static func reference(points: [Int], hundredths: [Int]) -> [Int] {
        points.indices.sorted { a, b in
            if points[a] != points[b] { return points[a] > points[b] }
            return hundredths[a] != hundredths[b] ? hundredths[a] > hundredths[b] : a < b
        }
    }

    @Test func countedOrderIsTheComparedOrder() {
        var random = SeededGenerator(seed: 29)
        for round in 0..<200 {
            let count = Int.random(in: 0...400, using: &random)
            // Few distinct points and frequencies: ties on both are common.
            let points = (0..<count).map { _ in Int.random(in: 0...(round % 2 == 0 ? 3 : 80), using: &random) }
            let hundredths = (0..<count).map { _ in Int.random(in: 0...(round % 3 == 0 ? 5 : 799), using: &random) }
            #expect(AnswerRank.order(points: points, hundredths: hundredths) == Self.reference(points: points, hundredths: hundredths))
        }
    }

    @Test func answersThatCannotBeCountedAreCompared() {
        // Negative points, points or frequencies too large to count: the comparisons decide.
        let points = [2, 2, -1, 5_000, 2, 7], hundredths = [33, 34, 500, 0, 90_000, -3]
        for (points, hundredths) in [(points, hundredths), (points.reversed(), hundredths.reversed()),
                                     (Array(points.dropFirst()), Array(hundredths.dropFirst()))] {
            #expect(AnswerRank.order(points: points, hundredths: hundredths) == Self.reference(points: points, hundredths: hundredths))
        }
    }

    /// Kept as a walk finds them, cut to the limit as they come: the same words, in the
    /// same order, as ranking all of them and taking the first, whatever the limit and ties.
    @Test func bestAnswersAreTheFirstOfTheWholeRanking() {
        var random = SeededGenerator(seed: 31)
        for round in 0..<300 {
            let count = Int.random(in: 0...600, using: &random)
            let found = (0..<count).map { index in
                WordList.SpelledWord(word: "w\(index)", length: 3,
                                     frequency: UInt16.random(in: 0...(round % 3 == 0 ? 4 : 700), using: &random))
            }
            // Few distinct points: ties are common; now and then one too large to count.
            let points = found.map { _ in Int.random(in: 0...(round % 2 == 0 ? 3 : 60), using: &random) * (round % 7 == 0 ? 10_000 : 1) }
            let limit = Int.random(in: 1...(round % 4 == 0 ? 700 : 40), using: &random)
            var best = BestAnswers(limit: limit)
            for (word, wordPoints) in zip(found, points) { best.offer(word, points: wordPoints) }
            let whole = Self.reference(points: points, hundredths: found.map { Int($0.frequency) })
            let ranked = best.ranked()
            #expect(ranked.map(\.word.word) == whole.prefix(limit).map { found[$0].word }, "round \(round)")
            #expect(ranked.map(\.points) == whole.prefix(limit).map { points[$0] })
            #expect(best.total == count && best.totalPoints == points.reduce(0, +))
            #expect(best.isTruncated == (count > limit))
        }
    }
}
