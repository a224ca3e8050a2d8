import Foundation
import Testing
import WordValidator

@Suite struct PlayedWordsTests {
    @Test func caseWhitespaceAndNormalisationDoNotMatter() {
        var played = PlayedWords()
        let first = played.record(AcceptedWord(word: "car", points: 1))
        #expect(first)
        #expect(played.contains("Car"))
        #expect(played.contains(" car "))
        #expect(played.contains("CAR\n"))
        let again = played.record(AcceptedWord(word: "Car", points: 1))
        #expect(!again)
        #expect(played.count == 1)
        played.record(AcceptedWord(word: "perché", points: 2))
        #expect(played.contains("perche\u{301}"))
    }

    @Test func newestFirst() {
        var played = PlayedWords()
        for (word, points) in [("cease", 2), ("genie", 2), ("age", 1)] {
            played.record(AcceptedWord(word: word, points: points))
        }
        #expect(played.words == ["age", "genie", "cease"])
        #expect(played.newestFirst.map(\.points) == [1, 2, 2])
        #expect(played.totalPoints == 5)
    }

    @Test func fromEarlierWords() {
        let played = PlayedWords(["Cease", " genie"])
        #expect(played.words == ["genie", "cease"])
        #expect(played.totalPoints == 0)
    }

    @Test func codableRoundTripKeepsOrderAndLookup() throws {
        var played = PlayedWords()
        played.record(AcceptedWord(word: "drops", points: 2))
        played.record(AcceptedWord(word: "gumdrop", points: 2))
        let decoded = try JSONDecoder().decode(PlayedWords.self, from: JSONEncoder().encode(played))
        #expect(decoded == played)
        #expect(decoded.words == ["gumdrop", "drops"])
        #expect(decoded.contains("DROPS"))
    }
}
