import SpellCheckingCore

/// Why a word was not accepted, with what its message needs.
///
/// Each case has a stable ``code`` (for JSON, analytics, tests) and a short
/// ``title(in:)`` and one-sentence ``message(in:)`` for players, in English,
/// Spanish or Italian. The language is always named: a rejection does not know the
/// game it came from, so `WordRound/message(for:)`, `RootWordValidator/message(for:)`
/// and `GameSession/message(for:)` give a verdict's words in the game's language.
public enum Rejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing but whitespace was submitted.
    case empty
    /// The word has fewer letters than the game's minimum.
    case tooShort(word: String, minimumLength: Int)
    /// The word is the root word itself.
    case isRoot(root: String)
    /// The word needs letters the root does not have (or more copies than it has).
    case impossible(word: String, root: String, missingLetters: [String])
    /// The word was played already.
    case unoriginal(word: String)
    /// The spell checker does not know the word in the game's language.
    case unreal(word: String, language: Language)

    /// Stable identifiers of the rejection kinds.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// ``Rejection/empty``.
        case empty
        /// ``Rejection/tooShort(word:minimumLength:)``.
        case tooShort
        /// ``Rejection/isRoot(root:)``.
        case isRoot
        /// ``Rejection/impossible(word:root:missingLetters:)``.
        case impossible
        /// ``Rejection/unoriginal(word:)``.
        case unoriginal
        /// ``Rejection/unreal(word:language:)``.
        case unreal
    }

    /// This rejection's stable identifier.
    public var code: Code {
        switch self {
        case .empty: .empty
        case .tooShort: .tooShort
        case .isRoot: .isRoot
        case .impossible: .impossible
        case .unoriginal: .unoriginal
        case .unreal: .unreal
        }
    }

    /// The word the rejection is about, as the validator normalised it: the root for
    /// ``isRoot(root:)``, and empty for ``empty``.
    public var word: String {
        switch self {
        case .empty: ""
        case .tooShort(let word, _), .impossible(let word, _, _), .unoriginal(let word), .unreal(let word, _): word
        case .isRoot(let root): root
        }
    }

    /// A short title for the player, such as "Word not possible".
    ///
    /// - Parameter language: English, Spanish or Italian by language code; any other language gets English.
    public func title(in language: Language) -> String {
        MessageCatalog(language).title(for: self)
    }

    /// One friendly sentence that tells the player what went wrong.
    ///
    /// - Parameter language: English, Spanish or Italian by language code; any other language gets English.
    public func message(in language: Language) -> String {
        MessageCatalog(language).message(for: self)
    }

    /// The English title and message.
    public var description: String { "\(title(in: .english)): \(message(in: .english))" }
}
