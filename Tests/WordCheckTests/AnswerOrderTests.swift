import Testing
@testable import SpellCheckingCore
@testable import WordValidator

/// The games' answer order (most points, then most common, then as found): the counting
/// sorts give exactly the order of the three comparisons, with ties and without.
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

    @Test func answersKeepTheirWordsAndFrequencies() {
        let found = [("cab", 3, 410), ("abc", 3, 120), ("bad", 3, 410), ("ab", 2, 650), ("dab", 3, 410)].map {
            WordList.SpelledWord(word: $0.0, length: $0.1, frequency: UInt16($0.2))
        }
        // Points by length: the three-letter words first, the most common of them first, ties as found.
        let ranked = found.rankedAnswers(points: { found[$0].length }) { index, points in "\(found[index].word):\(points)" }
        #expect(ranked == ["cab:3", "bad:3", "dab:3", "abc:3", "ab:2"])
        #expect(Array(found.prefix(1)).rankedAnswers(points: { _ in 9 }) { index, points in "\(found[index].word):\(points)" } == ["cab:9"])
    }
}
