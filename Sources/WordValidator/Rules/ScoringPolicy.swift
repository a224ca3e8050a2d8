/// How many points an accepted word scores. Replace it to change a game's scoring.
public protocol ScoringPolicy: Sendable {
    /// Points for `word`, which has `letterCount` letters and was accepted for a root
    /// of `rootLetterCount` letters. Called once per accepted word, on the validation's
    /// hot path: keep it cheap (a policy that needs the root can keep it itself).
    func points(for word: String, letterCount: Int, rootLetterCount: Int) -> Int
}

/// The Word Scramble scoring: a word that uses every letter of the root scores
/// the root's length, a word of 4 or more letters scores 2, a shorter one 1.
public struct StandardScoring: ScoringPolicy, Hashable {
    /// The standard scoring.
    public init() {}

    public func points(for word: String, letterCount: Int, rootLetterCount: Int) -> Int {
        // An accepted word as long as the root is spelled from its letters, so it uses them all.
        if letterCount == rootLetterCount { return rootLetterCount }
        return letterCount >= 4 ? 2 : 1
    }
}
