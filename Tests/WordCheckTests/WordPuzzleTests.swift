import Testing
import WordCheck

/// The five games behind one protocol: one generic path makes each one's report, with the
/// game's name, its query and what it says of each answer.
@Suite struct WordPuzzleTests {
    @Test func everyGameIsAWordPuzzle() throws {
        let list = try WordListChecker(language: "en").wordList()
        let english = try Language("en_US")
        func report<Puzzle: WordPuzzle>(_ puzzle: Puzzle) -> PuzzleReport {
            PuzzleReport(puzzle, language: english, answers: puzzle.answers(in: list, vocabulary: .standard))
        }
        let bee = report(try SpellingBee(letters: "acehlnp", center: "a", maximumAnswers: 100))
        #expect(bee.puzzle == "bee" && bee.query == "acehlnp/a" && bee.language == "en_US" && !bee.words.isEmpty)
        #expect(bee.words.allSatisfy { $0.points != nil && $0.isPangram != nil && $0.letters == nil && $0.blanks == nil })
        let rack = report(try LetterRack("retain??", values: .english, maximumAnswers: 100))
        #expect(rack.puzzle == "rack" && rack.query == "retain??" && !rack.words.isEmpty)
        #expect(rack.words.allSatisfy { $0.points != nil && $0.blanks != nil && $0.isPangram == nil && $0.letters == nil })
        let find = report(try WordPattern("c?t", maximumAnswers: 100))
        #expect(find.puzzle == "find" && find.query == "c?t" && !find.words.isEmpty)
        #expect(find.words.allSatisfy { $0.letters == 3 && $0.points == nil })
        let wordle = report(try Wordle(["crane=..y.g"], maximumAnswers: 100))
        #expect(wordle.puzzle == "wordle" && wordle.query == "crane=..y.g" && !wordle.words.isEmpty)
        #expect(wordle.words.allSatisfy { $0.points == nil && $0.letters == nil })
        let boggle = report(try Boggle("seat/rlnd/tiqe/cohe", maximumAnswers: 100))
        #expect(boggle.puzzle == "boggle" && boggle.query == "seat/rlnd/tiqe/cohe" && !boggle.words.isEmpty)
        #expect(boggle.words.allSatisfy { $0.points != nil && $0.isPangram == nil })
        #expect(Set([SpellingBee.name, LetterRack.name, WordPattern.name, Wordle.name, Boggle.name]).count == 5)
    }
}
