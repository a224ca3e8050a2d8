/// Which of several checkers a text is written for: the one that accepts the largest
/// share of its words. Deterministic (no model, no randomness) and fast: a few hundred
/// look-ups per checker.
public enum LanguageDetection {
    /// The most words of a text compared, taken in order from its start.
    public static let sampleSize = 500

    /// The index in `checkers` of the checker that accepts the largest share of the first
    /// ``sampleSize`` words of `text` (of two letters or more), with that share (0 to 1)
    /// as its confidence; the earlier checker wins a tie. Nil when the text has no such word.
    public static func best(for text: String, among checkers: [any SpellChecker]) -> (index: Int, confidence: Double)? {
        guard !checkers.isEmpty else { return nil }
        let words = TextScanner(language: .undetermined).words(in: text, range: text.startIndex..<text.endIndex)
            .lazy.map { String(text[$0]) }.filter { $0.count >= 2 }.prefix(sampleSize)
        let sample = Array(words)
        guard !sample.isEmpty else { return nil }
        var best = (index: 0, accepted: -1)
        for (index, checker) in checkers.enumerated() {
            let accepted = sample.reduce(0) { $0 + (checker.isCorrect($1) ? 1 : 0) }
            if accepted > best.accepted { best = (index, accepted) }
        }
        return (best.index, Double(best.accepted) / Double(sample.count))
    }
}
