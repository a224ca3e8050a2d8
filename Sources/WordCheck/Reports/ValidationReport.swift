/// A play judged: the word, the root, the verdict and its points, as
/// `wordcheck validate --json` prints it and `POST /api/v1/validate` answers it.
///
/// ```json
/// {"word": "raindrop", "root": "gumdrops", "language": "en_US", "accepted": false,
///  "reason": "impossible", "title": "Word not possible", "message": "...", "points": 0}
/// ```
///
/// `reason`, `title` and `message` are `null` (not left out) for an accepted word, and
/// `points` is 0 for a rejected one.
public struct ValidationReport: JSONReport, Hashable {
    /// The word as judged (trimmed, as the validator saw it).
    public let word: String
    /// The root the word was played from.
    public let root: String
    /// The identifier of the game's language, such as `en_US`.
    public let language: String
    /// Why the word was rejected; nil when it was accepted.
    public let reason: Rejection.Code?
    /// The rejection's title in the game's language; nil when the word was accepted.
    public let title: String?
    /// The rejection's message in the game's language; nil when the word was accepted.
    public let message: String?
    /// The points the word scores; 0 when it was rejected.
    public let points: Int

    /// Whether the word was accepted.
    public var accepted: Bool { reason == nil }

    /// The report of `verdict`, a play judged by `validator`: its root, and its language
    /// for the identifier and the rejection's title and message.
    public init(_ verdict: Result<AcceptedWord, Rejection>, validator: RootWordValidator) {
        self.init(verdict, root: validator.root, language: validator.language)
    }

    /// The report of `verdict`, a play from `root` in a game in `language`.
    public init(_ verdict: Result<AcceptedWord, Rejection>, root: String, language: Language) {
        self.root = root
        self.language = language.identifier
        switch verdict {
        case .success(let accepted):
            word = accepted.word
            reason = nil
            title = nil
            message = nil
            points = accepted.points
        case .failure(let rejection):
            word = rejection.word
            reason = rejection.code
            title = rejection.title(in: language)
            message = rejection.message(in: language)
            points = 0
        }
    }

    private enum CodingKeys: String, CodingKey {
        case word, root, language, accepted, reason, title, message, points
    }

    /// Encodes the members in the order of ``write(to:)``, with `null` for the absent ones.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(word, forKey: .word)
        try container.encode(root, forKey: .root)
        try container.encode(language, forKey: .language)
        try container.encode(accepted, forKey: .accepted)
        try container.encode(reason, forKey: .reason)
        try container.encode(title, forKey: .title)
        try container.encode(message, forKey: .message)
        try container.encode(points, forKey: .points)
    }

    /// Writes the object: `word`, `root`, `language`, `accepted`, `reason`, `title`,
    /// `message`, `points`.
    @inlinable
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("word"); json.string(word)
            json.key("root"); json.string(root)
            json.key("language"); json.string(language)
            json.key("accepted"); json.bool(accepted)
            json.key("reason"); json.string(reason?.rawValue)
            json.key("title"); json.string(title)
            json.key("message"); json.string(message)
            json.key("points"); json.integer(points)
        }
    }
}
