import Testing
@testable import WordValidator

/// The games' answer order (most points, then most common, then as found): the counting
/// sorts give exactly the order of the three comparisons, with ties and without.
@Suite struct AnswerOrderTests {
    struct Answer: Equatable {
        let points: Int
        let frequency: Double
        let found: Int
    }

    /// The order by definition, sorted on the three fields.
    static func reference(_ answers: [Answer]) -> [Answer] {
        answers.sorted { a, b in
            if a.points != b.points { return a.points > b.points }
            return a.frequency != b.frequency ? a.frequency > b.frequency : a.found < b.found
        }
    }

    @Test func countedOrderIsTheComparedOrder() {
        var random = SeededGenerator(seed: 29)
        for round in 0..<200 {
            let count = Int.random(in: 0...400, using: &random)
            // Few distinct points and frequencies: ties on both are common.
            let answers = (0..<count).map { found in
                Answer(points: Int.random(in: 0...(round % 2 == 0 ? 3 : 80), using: &random),
                       frequency: Double(Int.random(in: 0...(round % 3 == 0 ? 5 : 799), using: &random)) / 100, found: found)
            }
            let ranked = answers.rankedByPoints({ $0.points }, frequency: { $0.frequency })
            #expect(ranked == Self.reference(answers))
            #expect(ranked == answers.rankedByComparing({ $0.points }, frequency: { $0.frequency }))
        }
    }

    @Test func answersThatCannotBeCountedAreCompared() {
        // A frequency that is no hundredth, negative points, points too many to count: the comparisons decide.
        let odd = [Answer(points: 2, frequency: 1 / 3, found: 0), Answer(points: 2, frequency: 0.33, found: 1),
                   Answer(points: -1, frequency: 5, found: 2), Answer(points: 5_000, frequency: 0, found: 3),
                   Answer(points: 2, frequency: 0.34, found: 4)]
        for answers in [odd, odd.reversed(), Array(odd.dropFirst())] {
            let renumbered = answers.enumerated().map { Answer(points: $0.element.points, frequency: $0.element.frequency, found: $0.offset) }
            #expect(renumbered.rankedByPoints({ $0.points }, frequency: { $0.frequency }) == Self.reference(renumbered))
        }
        #expect(AnswerRank.hundredths(of: 1 / 3) == nil)
        #expect(AnswerRank.hundredths(of: -0.5) == nil)
        #expect(AnswerRank.hundredths(of: 7.89) == 789)
        #expect(AnswerRank.hundredths(of: 0) == 0)
    }
}
