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

    /// The longest misspelling or correction kept, in bytes of UTF-8: no word a dictionary
    /// accepts is longer.
    public static let maximumLength = 300

    /// `misspelling` and `correction` in NFC, once each can be kept (not empty, no tab, line
    /// break or NUL, at most ``maximumLength`` bytes), they differ, and, when `accepts` is
    /// given, every word of the correction (words separated by spaces) is one it accepts.
    ///
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` naming the first that fails.
    package static func checked(_ misspelling: String, _ correction: String, accepts: ((String) -> Bool)? = nil)
        throws(SpellCheckingError) -> (misspelling: String, correction: String) {
        let wrong = CanonicalComposition.composed(misspelling), right = CanonicalComposition.composed(correction)
        for word in [wrong, right] {
            if word.isEmpty { throw .invalidWord(word, reason: "is empty") }
            if word.contains(where: { $0 == "\t" || $0.isNewline }) || word.utf8.contains(0) {
                throw .invalidWord(word, reason: "holds a tab, a line break or NUL")
            }
            if word.utf8.count > maximumLength {
                throw .invalidWord(String(word.prefix(40)) + "…", reason: "is longer than \(maximumLength) bytes")
            }
        }
        guard wrong != right else { throw .invalidWord(correction, reason: "is the misspelling itself") }
        if let accepts, !right.split(separator: " ").allSatisfy({ accepts(String($0)) }) {
            throw .invalidWord(correction, reason: "is not a word the dictionary accepts")
        }
        return (wrong, right)
    }

    /// `suggestions` with `learned`'s correction first, if there is one (at most 10 in all).
    package static func first(_ learned: LearnedCorrection?, of suggestions: [String]) -> [String] {
        guard let correction = learned?.correction else { return suggestions }
        return Array(([correction] + suggestions.filter { $0 != correction }).prefix(10))
    }

    /// What is kept once `correction` is chosen for `misspelling` (both NFC), after `previous`,
    /// the correction kept for it before, if any: one more time when it is the same, the
    /// first time otherwise (ambiguous from then on).
    package static func chosen(_ correction: String, for misspelling: String, after previous: LearnedCorrection?) -> LearnedCorrection {
        guard let previous else { return LearnedCorrection(misspelling: misspelling, correction: correction, count: 1) }
        return previous.correction == correction
            // A count written by hand may be as large as an Int: it stays there.
            ? LearnedCorrection(misspelling: misspelling, correction: correction, count: min(previous.count, Int.max - 1) + 1,
                                isAmbiguous: previous.isAmbiguous)
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
