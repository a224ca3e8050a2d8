import SpellCheckingCore

/// One root word being played: the validator, the words accepted so far (newest first) and the score.
///
/// ```swift
/// var round = WordRound(validator: try RootWordValidator(root: "agencies", checker: HunspellChecker()))
/// round.submit("cease")   // .success: recorded, score 2
/// round.submit("Cease")   // .failure(.unoriginal(word: "cease"))
/// round.check("genie")    // a dry run: judged, not recorded
/// ```
public struct WordRound: Sendable {
    /// The validator for this round's root.
    public let validator: RootWordValidator
    /// The words accepted so far.
    public private(set) var played: PlayedWords

    /// A round judged by `validator`, going on from the words `played` so far.
    public init(validator: RootWordValidator, played: PlayedWords = PlayedWords()) {
        self.validator = validator
        self.played = played
    }

    /// The sum of the points of the accepted words.
    public var score: Int { played.totalPoints }

    /// Judges `word` and, when it is accepted, records it as the newest played word.
    public mutating func submit(_ word: String) -> Result<AcceptedWord, Rejection> {
        let verdict = validator.validate(word, played: played)
        if case .success(let accepted) = verdict { played.record(accepted) }
        return verdict
    }

    /// Judges `word` without recording it (a dry run).
    public func check(_ word: String) -> Result<AcceptedWord, Rejection> {
        validator.validate(word, played: played)
    }
}
