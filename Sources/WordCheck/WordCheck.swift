// WordCheck: spell checking (SpellChecking) and the word-game rules (WordValidator)
// in one import, with what needs both: a game that makes its own Hunspell checker,
// and the bundled root-word lists.

@_exported import SpellChecking
@_exported import WordValidator
import BundledDictionaries
import Foundation

/// WordCheck's release, as `wordcheck --version` and the HTTP service report it.
///
/// Named so that documentation tools see it: symbol graphs leave out a type whose
/// name is its module's followed by `Version` (the convention of generated
/// `…VersionNumber` symbols), which hid the type this replaces.
public enum WordCheckRelease {
    /// The release's version, such as `0.1.0`.
    public static let current = "0.1.0"
}

/// The old name of ``WordCheckRelease``.
@available(*, deprecated, renamed: "WordCheckRelease")
public typealias WordCheckVersion = WordCheckRelease

extension RootWordList {
    /// The lengths the bundled lists come in.
    public static let bundledLengths = [7, 8, 9]

    /// The bundled list for `language` (by language code: any English, Spanish or Italian) and `length`.
    ///
    /// - Throws: ``GameError/noRootWords(language:length:)`` for another language or length,
    ///   or when the bundled lists cannot be found.
    public static func bundled(language: Language, length: Int) throws(GameError) -> RootWordList {
        guard bundledLengths.contains(length),
              let file = BundledDictionary.rootWordsFile(code: language.code, length: length),
              let text = try? String(contentsOf: file, encoding: .utf8)
        else {
            throw .noRootWords(language: language.identifier, length: length)
        }
        return RootWordList(words: text.split(separator: "\n").map(String.init))
    }

    /// The bundled list for the settings, or an empty one (then `restart()` throws) for a
    /// language or length without one.
    static func bundledOrEmpty(_ settings: GameSession.Settings) -> RootWordList {
        (try? bundled(language: settings.language, length: settings.length)) ?? RootWordList(words: [])
    }
}

extension GameSession {
    /// A new game on a root drawn from the bundled list for the settings' language and
    /// length, checked by a ``HunspellChecker`` for that language.
    ///
    /// - Parameters:
    ///   - settings: the language, root length, minimum word length and seed of the game.
    ///   - checker: the spell checker; by default a ``HunspellChecker`` for the settings' language.
    ///   - words: the roots to draw from; by default the bundled list.
    ///   - hints: what a hint costs (``StandardHints`` unless given).
    /// - Throws: ``GameError``.
    public init(settings: Settings = Settings(), checker: (any SpellChecker)? = nil, words: RootWordList? = nil,
                hints: any HintPolicy = StandardHints()) throws(GameError) {
        let words = if let words { words } else { try RootWordList.bundled(language: settings.language, length: settings.length) }
        let checker: any SpellChecker = if let checker { checker } else { try Self.hunspellChecker(for: settings.language) }
        try self.init(settings: settings, checker: checker, words: words, hints: hints)
    }

    /// A new game on a root of your choosing, checked by a ``HunspellChecker`` for the
    /// settings' language unless you pass a checker; ``restart()`` draws the next roots
    /// from `words` (by default the bundled list for the settings).
    public init(root: String, settings: Settings = Settings(), checker: (any SpellChecker)? = nil,
                words: RootWordList? = nil, hints: any HintPolicy = StandardHints()) throws(GameError) {
        let checker: any SpellChecker = if let checker { checker } else { try Self.hunspellChecker(for: settings.language) }
        try self.init(root: root, settings: settings, checker: checker, words: words ?? RootWordList.bundledOrEmpty(settings), hints: hints)
    }

    /// A saved game, going on where it stopped, checked by a ``HunspellChecker`` for its
    /// language unless you pass a checker.
    public init(restoring state: State, checker: (any SpellChecker)? = nil, words: RootWordList? = nil,
                hints: any HintPolicy = StandardHints()) throws(GameError) {
        let checker: any SpellChecker = if let checker { checker } else { try Self.hunspellChecker(for: state.settings.language) }
        try self.init(restoring: state, checker: checker, words: words ?? RootWordList.bundledOrEmpty(state.settings), hints: hints)
    }

    private static func hunspellChecker(for language: Language) throws(GameError) -> HunspellChecker {
        do throws(SpellCheckingError) {
            return try HunspellChecker(language: language)
        } catch {
            throw .spellChecking(error)
        }
    }
}
