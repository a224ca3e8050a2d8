import Foundation

/// What a `.words` file holds, as `wordcheck words info --json` prints it: its path,
/// format, the digest of the dictionary files it was made from, its counts and the bytes
/// of its sections (``WordList/Info``).
///
/// ```json
/// {"file": "dictionaries/en_US/en_US.words", "format": 9, "digest": "…", "bytes": 1456789, "words": 128000, ...,
///  "sections": {"extraWords": 0, "rules": 120, "compoundParts": 0, "compoundRuleWords": 0}}
/// ```
public struct WordListReport: JSONReport, Hashable {
    /// The file's path.
    public let file: String
    /// What the file says of itself.
    public let info: WordList.Info

    /// The report of the list in `file`, whose header and sections say `info`.
    public init(file: URL, info: WordList.Info) {
        self.file = file.path
        self.info = info
    }

    private enum CodingKeys: String, CodingKey {
        case file, format, digest, bytes, words, edges, ranked, unsuggested, closedForLetterWords, closedForApostropheWords, sections
    }

    private enum SectionKeys: String, CodingKey {
        case extraWords, rules, compoundParts, compoundRuleWords
    }

    /// Encodes the members ``write(to:)`` writes, in its order.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        try container.encode(info.format, forKey: .format)
        try container.encode(info.digest, forKey: .digest)
        try container.encode(info.bytes, forKey: .bytes)
        try container.encode(info.words, forKey: .words)
        try container.encode(info.edges, forKey: .edges)
        try container.encode(info.ranked, forKey: .ranked)
        try container.encode(info.unsuggested, forKey: .unsuggested)
        try container.encode(info.closedForLetterWords, forKey: .closedForLetterWords)
        try container.encode(info.closedForApostropheWords, forKey: .closedForApostropheWords)
        var sections = container.nestedContainer(keyedBy: SectionKeys.self, forKey: .sections)
        try sections.encode(info.extraWordBytes, forKey: .extraWords)
        try sections.encode(info.ruleBytes, forKey: .rules)
        try sections.encode(info.compoundPartBytes, forKey: .compoundParts)
        try sections.encode(info.compoundRuleWordBytes, forKey: .compoundRuleWords)
    }

    /// Writes the object: the file, its format and digest, its counts, then `sections`.
    public func write<Writer: JSONReportWriter>(to writer: inout Writer) {
        writer.object { json in
            json.key("file"); json.string(file)
            json.key("format"); json.integer(info.format)
            json.key("digest"); json.string(info.digest)
            json.key("bytes"); json.integer(info.bytes)
            json.key("words"); json.integer(info.words)
            json.key("edges"); json.integer(info.edges)
            json.key("ranked"); json.integer(info.ranked)
            json.key("unsuggested"); json.integer(info.unsuggested)
            json.key("closedForLetterWords"); json.bool(info.closedForLetterWords)
            json.key("closedForApostropheWords"); json.bool(info.closedForApostropheWords)
            json.key("sections")
            json.object { sections in
                sections.key("extraWords"); sections.integer(info.extraWordBytes)
                sections.key("rules"); sections.integer(info.ruleBytes)
                sections.key("compoundParts"); sections.integer(info.compoundPartBytes)
                sections.key("compoundRuleWords"); sections.integer(info.compoundRuleWordBytes)
            }
        }
    }
}
