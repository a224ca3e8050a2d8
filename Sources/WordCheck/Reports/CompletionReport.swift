/// The words that complete a partial word, most common first, as
/// `wordcheck complete --json` prints them and `POST /api/v1/complete` answers them.
///
/// ```json
/// {"language": "en_US", "partial": "Agen", "completions": ["Agency", "Agent", "Agents"]}
/// ```
///
/// The command line leaves `language` out (`{"partial", "completions"}`), as it always has.
public struct CompletionReport: JSONReport, Hashable {
    /// The identifier of the dictionary's language, such as `en_US`; nil leaves the member out.
    public let language: String?
    /// The partial word as given.
    public let partial: String
    /// The completions, most common first, in the partial word's case.
    public let completions: [String]

    /// A report of `completions` of `partial`, naming `language` unless it is nil.
    public init(partial: String, completions: [String], language: Language?) {
        self.language = language?.identifier
        self.partial = partial
        self.completions = completions
    }

    private enum CodingKeys: String, CodingKey {
        case language, partial, completions
    }

    /// Encodes the members in the order of ``write(to:)``, leaving out a nil language.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(language, forKey: .language)
        try container.encode(partial, forKey: .partial)
        try container.encode(completions, forKey: .completions)
    }

    /// Writes the object: `language` (when there is one), `partial`, `completions`.
    @inlinable
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            if let language {
                json.key("language"); json.string(language)
            }
            json.key("partial"); json.string(partial)
            json.key("completions"); json.strings(completions)
        }
    }
}
