import Foundation
import SpellCheckingCore
import Testing

/// What every `SpellChecker` must do, whatever its backend. Call ``check(_:correct:misspelled:sourceLocation:)``
/// from a test with words known to be right and wrong for the checker's language;
/// SpellCheckingTests runs it on the Hunspell backend and on ``FixedWordsChecker``.
public enum SpellCheckerConformance {
    public static func check(
        _ checker: some SpellChecker,
        correct: [String],
        misspelled: [String],
        sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        for word in correct {
            #expect(checker.isCorrect(word), "\(word) should be correct", sourceLocation: sourceLocation)
            // Normalisation form does not matter.
            let decomposed = word.decomposedStringWithCanonicalMapping
            #expect(checker.isCorrect(decomposed), "NFD \(word) should be correct", sourceLocation: sourceLocation)
        }
        for word in misspelled {
            #expect(!checker.isCorrect(word), "\(word) should be misspelled", sourceLocation: sourceLocation)
        }
        // Never correct, never a crash.
        for word in ["", "a\u{0}b", String(repeating: "x", count: 5_000)] {
            #expect(!checker.isCorrect(word), sourceLocation: sourceLocation)
            _ = checker.suggestions(for: word)
        }
        // misspellings(in:) keeps input order.
        let mixed = zip(misspelled, correct).flatMap { [$0.0, $0.1] }
        #expect(checker.misspellings(in: mixed) == misspelled.prefix(min(misspelled.count, correct.count)).map { $0 },
                sourceLocation: sourceLocation)
        // The same answers from many tasks at once as from one.
        let words = correct + misspelled
        let expected = words.map(checker.isCorrect)
        let answers = await withTaskGroup(of: [Bool].self) { group in
            for _ in 0..<8 {
                group.addTask { (0..<50).flatMap { _ in words.map(checker.isCorrect) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for answer in answers {
            #expect(answer == Array((0..<50).flatMap { _ in expected }), sourceLocation: sourceLocation)
        }
        #expect(!type(of: checker).availableLanguages.isEmpty, sourceLocation: sourceLocation)
    }
}

