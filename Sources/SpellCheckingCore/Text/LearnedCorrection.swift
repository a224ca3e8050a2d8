/// A correction a user chose for a misspelling, and how many times they chose it.
public struct LearnedCorrection: Sendable, Hashable, Codable {
    /// The word as it was misspelled (NFC).
    public let misspelling: String
    /// The word the user chose for it (NFC).
    public let correction: String
    /// How many times in a row the user chose this correction for this misspelling.
    public let count: Int
    /// Whether the user once chose another correction for this misspelling: it means more
    /// than one word, and is never corrected without asking.
    public let isAmbiguous: Bool

    /// A correction chosen `count` times in a row, ambiguous when another was chosen before.
    public init(misspelling: String, correction: String, count: Int, isAmbiguous: Bool = false) {
        self.misspelling = misspelling
        self.correction = correction
        self.count = count
        self.isAmbiguous = isAmbiguous
    }

    /// How many acceptances in a row make a correction safe to apply without asking (when
    /// its misspelling is no word of the language: `HunspellChecker.autocorrection(for:)`,
    /// ``WordListChecker/autocorrection(for:)``).
    public static let safeCount = 3

    /// Whether it may be applied without asking: chosen ``safeCount`` times in a row, and
    /// never another correction for its misspelling (``isAmbiguous``).
    public var isChosenEnough: Bool { count >= Self.safeCount && !isAmbiguous }

    /// What is kept once `correction` is chosen for `misspelling` (both NFC), after `previous`,
    /// the correction kept for it before, if any: one more time when it is the same, the
    /// first time otherwise (ambiguous from then on).
    package static func chosen(_ correction: String, for misspelling: String, after previous: LearnedCorrection?) -> LearnedCorrection {
        guard let previous else { return LearnedCorrection(misspelling: misspelling, correction: correction, count: 1) }
        return previous.correction == correction
            ? LearnedCorrection(misspelling: misspelling, correction: correction, count: previous.count + 1, isAmbiguous: previous.isAmbiguous)
            : LearnedCorrection(misspelling: misspelling, correction: correction, count: 1, isAmbiguous: true)
    }

    /// The correction `table` (by misspelling, NFC) holds for `word`: the one learned for it as
    /// typed, else the one learned for it in lower case, given `word`'s capitals (`Teh` →
    /// `The`, `TEH` → `THE`); nil when none.
    package static func lookUp(_ word: String, in table: [String: LearnedCorrection]) -> LearnedCorrection? {
        guard !table.isEmpty else { return nil }
        let typed = CanonicalComposition.composed(word)
        if let found = table[typed] { return found }
        let lower = typed.lowercased()
        guard lower != typed, let found = table[lower] else { return nil }
        let corrected: String
        if typed == typed.uppercased() {
            corrected = found.correction.uppercased()
        } else if typed.first?.isUppercase == true {
            corrected = found.correction.prefix(1).uppercased() + found.correction.dropFirst()
        } else {
            return nil
        }
        return LearnedCorrection(misspelling: typed, correction: corrected, count: found.count, isAmbiguous: found.isAmbiguous)
    }
}
