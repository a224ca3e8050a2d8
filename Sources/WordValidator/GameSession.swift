import SpellChecking

/// A Word Scramble game: a root word, the words found in it (newest first), the
/// score, and the settings, with a seeded random generator so the same seed
/// plays the same roots.
///
/// ```swift
/// var game = try GameSession(settings: .init(language: .english, length: 8, seed: 42))
/// print(game.root)             // the same word for seed 42, every time
/// _ = game.submit("cease")     // judged, recorded when accepted
/// let saved = try JSONEncoder().encode(game.state)
/// var restored = try GameSession(restoring: JSONDecoder().decode(GameSession.State.self, from: saved))
/// ```
///
/// Everything worth saving is in ``state``, which is `Codable`; the spell
/// checker is not saved but made again (or passed in) when restoring.
public struct GameSession: Sendable {
    /// The player's choices.
    public struct Settings: Sendable, Hashable, Codable {
        /// The language of the words and of the messages.
        public var language: Language
        /// How long root words are (7, 8 or 9 for the bundled lists).
        public var length: Int
        /// The fewest letters a played word may have.
        public var minimumLength: Int
        /// Whether accented letters count as plain ones in the letter check.
        public var foldsDiacritics: Bool
        /// The seed of the root-word draws; nil for a random one.
        public var seed: UInt64?

        public init(language: Language = .english, length: Int = 8, minimumLength: Int = 3,
                    foldsDiacritics: Bool = false, seed: UInt64? = nil) {
            self.language = language
            self.length = length
            self.minimumLength = minimumLength
            self.foldsDiacritics = foldsDiacritics
            self.seed = seed
        }

        var rules: RootWordValidator.Rules {
            RootWordValidator.Rules(minimumLength: minimumLength, foldsDiacritics: foldsDiacritics)
        }
    }

    /// What a saved game holds.
    public struct State: Sendable, Hashable, Codable {
        public internal(set) var settings: Settings
        /// The root word being played.
        public internal(set) var root: String
        /// The words accepted for this root, newest first, with their points.
        public internal(set) var played: PlayedWords
        /// How many roots this game has had, the current one included.
        public internal(set) var round: Int
        var generator: SeededGenerator
    }

    /// The game as it stands; encode it to save the game.
    public private(set) var state: State
    private var round: WordRound
    private let words: RootWordList

    /// The root word being played.
    public var root: String { state.root }
    /// The words accepted for this root.
    public var played: PlayedWords { state.played }
    /// Points for the words accepted for this root.
    public var score: Int { state.played.totalPoints }
    /// The game's settings.
    public var settings: Settings { state.settings }

    /// A new game on a root drawn from the bundled list for the settings' language and length.
    ///
    /// - Parameters:
    ///   - checker: the spell checker; by default a ``HunspellChecker`` for the settings' language.
    ///   - words: the roots to draw from; by default the bundled list.
    /// - Throws: ``GameError``.
    public init(settings: Settings = Settings(), checker: (any SpellChecker)? = nil, words: RootWordList? = nil) throws(GameError) {
        let words = if let words { words } else { try RootWordList.bundled(language: settings.language, length: settings.length) }
        var generator = SeededGenerator(seed: settings.seed ?? UInt64.random(in: .min ... .max))
        guard let root = words.randomWord(using: &generator) else {
            throw .noRootWords(language: settings.language.identifier, length: settings.length)
        }
        let state = State(settings: settings, root: root, played: PlayedWords(), round: 1, generator: generator)
        try self.init(state: state, checker: checker, words: words)
    }

    /// A new game on a root of your choosing; ``restart()`` draws the next ones from `words`
    /// (by default the bundled list for the settings).
    public init(root: String, settings: Settings = Settings(), checker: (any SpellChecker)? = nil,
                words: RootWordList? = nil) throws(GameError) {
        let words = words ?? Self.bundledOrEmpty(settings)
        let generator = SeededGenerator(seed: settings.seed ?? UInt64.random(in: .min ... .max))
        let state = State(settings: settings, root: GameText.normalize(root), played: PlayedWords(), round: 1, generator: generator)
        try self.init(state: state, checker: checker, words: words)
    }

    /// A saved game, going on where it stopped.
    public init(restoring state: State, checker: (any SpellChecker)? = nil, words: RootWordList? = nil) throws(GameError) {
        let words = words ?? Self.bundledOrEmpty(state.settings)
        try self.init(state: state, checker: checker, words: words)
    }

    private init(state: State, checker: (any SpellChecker)?, words: RootWordList) throws(GameError) {
        let checker: any SpellChecker = if let checker { checker } else { try Self.defaultChecker(for: state.settings.language) }
        do throws(RootWordValidator.SetupError) {
            let validator = try RootWordValidator(root: state.root, checker: checker, rules: state.settings.rules)
            self.round = WordRound(validator: validator, played: state.played)
        } catch {
            throw .invalidSetup(error)
        }
        self.state = state
        self.words = words
    }

    /// The bundled list for the settings, or an empty one (then ``restart()`` throws)
    /// for a game on a root of its own in a language without a list.
    private static func bundledOrEmpty(_ settings: Settings) -> RootWordList {
        (try? RootWordList.bundled(language: settings.language, length: settings.length)) ?? RootWordList(words: [])
    }

    private static func defaultChecker(for language: Language) throws(GameError) -> HunspellChecker {
        do {
            return try HunspellChecker(language: language)
        } catch {
            throw .spellChecking(error)
        }
    }

    /// Judges `word` and records it when accepted.
    public mutating func submit(_ word: String) -> Result<AcceptedWord, Rejection> {
        let verdict = round.submit(word)
        state.played = round.played
        return verdict
    }

    /// Judges `word` without recording it.
    public func check(_ word: String) -> Result<AcceptedWord, Rejection> {
        round.check(word)
    }

    /// Starts over with the next root from the list; the played words and score start afresh.
    ///
    /// - Throws: ``GameError/noRootWords(language:length:)`` when there is no list to draw from.
    public mutating func restart() throws(GameError) {
        guard let root = words.randomWord(using: &state.generator) else {
            throw .noRootWords(language: state.settings.language.identifier, length: state.settings.length)
        }
        do throws(RootWordValidator.SetupError) {
            let validator = try RootWordValidator(root: root, checker: round.validator.checker, rules: state.settings.rules)
            round = WordRound(validator: validator)
        } catch {
            throw .invalidSetup(error)
        }
        state.root = root
        state.played = PlayedWords()
        state.round += 1
    }
}
