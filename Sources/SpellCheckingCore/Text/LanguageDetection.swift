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

    /// The fewest words (of two letters or more) a sentence needs to be given a language
    /// of its own by ``spans(of:among:overall:)``: shorter ones say too little.
    public static let sentenceMinimumWords = 3

    /// A stretch of text in one language: its range and the index of its checker.
    public struct Span: Sendable, Equatable {
        /// The stretch: whole sentences (``Sentences``).
        public let range: Range<String.Index>
        /// The index of the checker for it, in the checkers given.
        public let checker: Int
    }

    /// The text in stretches of one language each, for checking a text that mixes
    /// languages sentence by sentence. A sentence of at least ``sentenceMinimumWords``
    /// words goes to the checker that accepts strictly more of them than the checker at
    /// `overall` (the text's language, from ``best(for:among:)``) does, the earlier
    /// checker on a tie. A shorter sentence goes with its paragraph (the whole `text`,
    /// when it has that many words): to the checker that accepts strictly more of all its
    /// words than `overall`'s does; else it stays with `overall`. Neighbouring sentences
    /// of one language form one span; the spans cover the text in order.
    public static func spans(of text: String, among checkers: [any SpellChecker], overall: Int) -> [Span] {
        guard checkers.indices.contains(overall) else { return [] }
        let scanner = TextScanner(language: .undetermined)
        // Each sentence, and how many of its words each checker accepts.
        var sentences: [(range: Range<String.Index>, words: Int, accepted: [Int])] = []
        for sentence in Sentences(text).ranges {
            let words = checkers.count > 1
                ? scanner.words(in: text, range: sentence).map { String(text[$0]) }.filter { $0.count >= 2 } : []
            let accepted = checkers.map { checker in words.reduce(0) { $0 + (checker.isCorrect($1) ? 1 : 0) } }
            sentences.append((sentence, words.count, accepted))
        }
        func choice(accepted: [Int]) -> Int {
            var best = (index: overall, accepted: accepted[overall])
            for index in checkers.indices where index != overall && accepted[index] > best.accepted {
                best = (index, accepted[index])
            }
            return best.index
        }
        // The paragraph's language, for the sentences too short to tell.
        var paragraph = overall
        let words = sentences.reduce(0) { $0 + $1.words }
        if checkers.count > 1, words >= sentenceMinimumWords {
            paragraph = choice(accepted: checkers.indices.map { index in sentences.reduce(0) { $0 + $1.accepted[index] } })
        }
        var spans: [Span] = []
        for sentence in sentences {
            let chosen = checkers.count > 1 && sentence.words >= sentenceMinimumWords ? choice(accepted: sentence.accepted) : paragraph
            if let last = spans.last, last.checker == chosen {
                spans[spans.count - 1] = Span(range: last.range.lowerBound..<sentence.range.upperBound, checker: chosen)
            } else {
                spans.append(Span(range: sentence.range, checker: chosen))
            }
        }
        return spans
    }
}
