/// What a hint costs. Replace it to change a game's rules, as ``ScoringPolicy`` does for words.
public protocol HintPolicy: Sendable {
    /// The points step `step` of the hints about `word` costs: step 1 shows its length and
    /// first letter, each further step one more letter.
    func cost(ofStep step: Int, for word: String) -> Int
}

/// One point for each hint step.
public struct StandardHints: HintPolicy, Hashable {
    /// The standard hint costs.
    public init() {}

    public func cost(ofStep step: Int, for word: String) -> Int { 1 }
}
