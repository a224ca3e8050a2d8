/// Why a dictionary could not be found or loaded, or a word could not be added.
///
/// Every case carries what a caller needs to act on it (the path, the
/// language, the encoding) and reads as one sentence through `description`.
public enum SpellCheckingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The identifier is not a language identifier (`en`, `en_US`, `es-MX`).
    case invalidLanguage(String)
    /// No dictionary for the language exists in any of the folders searched, in that order.
    case dictionaryNotFound(language: String, searched: [String])
    /// No dictionary for the regional variant named (`en_GB`, `de_CH`), while the
    /// language has dictionaries for other variants (`available`: `en_US`), which are
    /// never used in its place: British text checked as American is a wrong answer.
    /// Name one of them, or the language code alone, to use it.
    case variantNotFound(language: String, available: [String])
    /// A dictionary file does not exist.
    case fileNotFound(path: String)
    /// A dictionary file exists but cannot be read (permissions, or it is a folder).
    case fileUnreadable(path: String)
    /// The file is not a Hunspell dictionary libhunspell can be trusted with: a `.dic`
    /// without a word count on its first line or announcing far more words than it has
    /// lines, binary content, a table whose count does not match the lines that follow,
    /// an alias that does not exist, a file larger than the ceiling, or something that
    /// is not a regular file (a FIFO, a device). The reason says which, with the line.
    case notADictionary(path: String, reason: String)
    /// The `.aff` file declares a `SET` encoding that WordCheck cannot convert.
    case unsupportedEncoding(path: String, encoding: String)
    /// The word cannot be added to or removed from the dictionary: it is empty,
    /// holds a NUL, is longer than Hunspell accepts, or has characters the
    /// dictionary's encoding cannot represent.
    case invalidWord(String, reason: String)
    /// A personal dictionary file (learned words) cannot be read or written.
    case personalDictionaryUnusable(path: String, reason: String)
    /// The dictionary has no word list (`name.words`), which completions need;
    /// `wordcheck words build` (`WordListBuilder` in SpellChecking) writes one.
    case wordListNotFound(path: String)
    /// A word list file cannot be read or is not an intact WordCheck word list (not a
    /// regular file, too large, truncated, damaged or forged; the reason says which).
    case wordListUnusable(path: String, reason: String)

    public var description: String {
        switch self {
        case .invalidLanguage(let identifier):
            "'\(identifier)' is not a language identifier (try en, en_US, es-MX or it_IT)"
        case .dictionaryNotFound(let language, let searched):
            searched.isEmpty
                ? "no dictionary for '\(language)'"
                : "no dictionary for '\(language)' in \(searched.joined(separator: ", "))"
        case .variantNotFound(let language, let available):
            "no dictionary for '\(language)'; its language has \(available.joined(separator: ", ")), "
                + "which WordCheck never uses in its place (name one to use it)"
        case .fileNotFound(let path):
            "dictionary file not found: \(path)"
        case .fileUnreadable(let path):
            "dictionary file cannot be read: \(path)"
        case .notADictionary(let path, let reason):
            "not a Hunspell dictionary: \(path) (\(reason))"
        case .unsupportedEncoding(let path, let encoding):
            "unsupported dictionary encoding '\(encoding)' in \(path)"
        case .personalDictionaryUnusable(let path, let reason):
            "personal dictionary \(path) \(reason)"
        case .wordListNotFound(let path):
            "no word list at \(path) (`wordcheck words build` writes one)"
        case .wordListUnusable(let path, let reason):
            "word list \(path) is unusable: \(reason)"
        case .invalidWord(let word, let reason):
            "cannot use '\(word.debugDescription.dropFirst().dropLast())' as a dictionary word: \(reason)"
        }
    }
}
