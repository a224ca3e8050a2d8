import SpellCheckingCore

/// A word the game accepted, with its points.
public struct AcceptedWord: Sendable, Hashable, Codable {
    /// The word as the game recorded it: trimmed, lowercased, NFC.
    public let word: String
    /// The points it scored.
    public let points: Int

    /// An accepted `word` that scored `points`.
    public init(word: String, points: Int) {
        self.word = word
        self.points = points
    }

    /// A short title for the player ("Word accepted") in `language`; the game's
    /// language is `WordRound/title(for:)`'s.
    public func title(in language: Language) -> String {
        MessageCatalog(language).acceptedTitle
    }

    /// One sentence with the points scored, in `language`; the game's language is
    /// `WordRound/message(for:)`'s.
    public func message(in language: Language) -> String {
        MessageCatalog(language).acceptedMessage(word: word, points: points)
    }
}
