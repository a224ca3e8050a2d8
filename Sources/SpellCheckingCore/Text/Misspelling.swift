/// A misspelled word found in a text.
public struct Misspelling: Sendable, Hashable {
    /// The word as it appears in the text.
    public let word: String
    /// Where it is.
    public let range: Range<String.Index>
}
