/// The words accepted so far, newest first, for the originality check.
///
/// Words are compared after trimming, lowercasing and NFC normalisation, so
/// `Car`, ` car ` and `car` are one word.
public struct PlayedWords: Sendable, Hashable, Codable {
    /// Oldest first; exposed newest first.
    private var chronological: [AcceptedWord]
    private var keys: Set<String>

    /// No words played yet.
    public init() {
        chronological = []
        keys = []
    }

    /// Words played before, oldest first, with no points (for example from `--used`).
    public init(_ words: some Sequence<String>) {
        self.init()
        for word in words { record(AcceptedWord(word: GameText.normalize(word), points: 0)) }
    }

    /// The accepted words, newest first.
    public var newestFirst: [AcceptedWord] { chronological.reversed() }

    /// The words alone, newest first.
    public var words: [String] { chronological.reversed().map(\.word) }

    /// How many words were played.
    public var count: Int { chronological.count }

    /// The sum of the points scored.
    public var totalPoints: Int { chronological.reduce(0) { $0 + $1.points } }

    /// Whether `word` was played, ignoring case, surrounding whitespace and normalisation form.
    public func contains(_ word: String) -> Bool {
        keys.contains(GameText.normalize(word))
    }

    /// Whether a word already normalised with `GameText.normalize` was played.
    func contains(normalized word: String) -> Bool {
        !keys.isEmpty && keys.contains(word)
    }

    /// Records `accepted` as the newest word. Returns false, and records nothing, when it was played already.
    @discardableResult
    public mutating func record(_ accepted: AcceptedWord) -> Bool {
        guard keys.insert(GameText.normalize(accepted.word)).inserted else { return false }
        chronological.append(accepted)
        return true
    }

    // Codable: the words oldest first; the lookup set is rebuilt.

    public init(from decoder: any Decoder) throws {
        self.init()
        for accepted in try [AcceptedWord](from: decoder) { record(accepted) }
    }

    public func encode(to encoder: any Encoder) throws {
        try chronological.encode(to: encoder)
    }
}
