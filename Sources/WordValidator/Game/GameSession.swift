import SpellCheckingCore

/// A Word Scramble game: a root word, the words found in it (newest first), the
/// score, and the settings, with a seeded random generator so the same seed
/// plays the same roots.
///
/// ```swift
/// var game = try GameSession(settings: .init(language: .english, length: 8, seed: 42))
/// print(game.root)             // the same word for seed 42, every time
/// _ = game.submit("cease")     // judged, recorded when accepted
/// game.progress                // found 1 of the root's possible words
/// game.hint()                  // 5 letters, starting with "g"; costs a point
/// let saved = try JSONEncoder().encode(game.state)
/// var restored = try GameSession(restoring: JSONDecoder().decode(GameSession.State.self, from: saved))
/// ```
///
/// Everything worth saving is in ``state``, which is `Codable`; the spell
/// checker is not saved but passed in again when restoring. The session is pure
/// Swift: it takes any ``SpellChecker`` and any ``RootWordList``; `import WordCheck`
/// adds `GameSession(settings:)`, which makes a `HunspellChecker` and draws from
/// the bundled root lists.
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
        /// Which accepted words count as the root's possible words: what progress counts,
        /// hints reveal and missed words list. Every word the dictionary accepts still scores.
        public var vocabulary: GameVocabulary

        /// Settings for a game; every one has the default the CLI uses (the vocabulary:
        /// ``GameVocabulary/standard(for:)`` of `language`).
        public init(language: Language = .english, length: Int = 8, minimumLength: Int = 3,
                    foldsDiacritics: Bool = false, seed: UInt64? = nil, vocabulary: GameVocabulary? = nil) {
            self.language = language
            self.length = length
            self.minimumLength = minimumLength
            self.foldsDiacritics = foldsDiacritics
            self.seed = seed
            self.vocabulary = vocabulary ?? .standard(for: language)
        }

        private enum CodingKeys: String, CodingKey { case language, length, minimumLength, foldsDiacritics, seed, vocabulary }

        /// Games saved before vocabularies existed have no `vocabulary`: they get the
        /// language's standard one.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            language = try container.decode(Language.self, forKey: .language)
            length = try container.decode(Int.self, forKey: .length)
            minimumLength = try container.decode(Int.self, forKey: .minimumLength)
            foldsDiacritics = try container.decode(Bool.self, forKey: .foldsDiacritics)
            seed = try container.decodeIfPresent(UInt64.self, forKey: .seed)
            vocabulary = try container.decodeIfPresent(GameVocabulary.self, forKey: .vocabulary) ?? .standard(for: language)
        }

        var rules: RootWordValidator.Rules {
            RootWordValidator.Rules(minimumLength: minimumLength, foldsDiacritics: foldsDiacritics)
        }
    }

    /// What a saved game holds.
    public struct State: Sendable, Hashable, Codable {
        /// The player's choices.
        public internal(set) var settings: Settings
        /// The root word being played.
        public internal(set) var root: String
        /// The words accepted for this root, newest first, with their points.
        public internal(set) var played: PlayedWords
        /// How many roots this game has had, the current one included.
        public internal(set) var round: Int
        var generator: SeededGenerator
        /// The word the hints of this root are about and how far they went; nil before the first.
        public internal(set) var hint: HintProgress?
        /// The points the hints of this root cost.
        public internal(set) var hintPoints: Int
        /// The score of the roots played before this one.
        public internal(set) var earlierPoints: Int

        init(settings: Settings, root: String, played: PlayedWords, round: Int, generator: SeededGenerator) {
            self.settings = settings
            self.root = root
            self.played = played
            self.round = round
            self.generator = generator
            self.hint = nil
            self.hintPoints = 0
            self.earlierPoints = 0
        }

        private enum CodingKeys: String, CodingKey { case settings, root, played, round, generator, hint, hintPoints, earlierPoints }

        /// Games saved before hints existed have neither key: no hint given, nothing spent;
        /// games saved before the game's total was kept start it at this root.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            settings = try container.decode(Settings.self, forKey: .settings)
            root = try container.decode(String.self, forKey: .root)
            played = try container.decode(PlayedWords.self, forKey: .played)
            round = try container.decode(Int.self, forKey: .round)
            generator = try container.decode(SeededGenerator.self, forKey: .generator)
            hint = try container.decodeIfPresent(HintProgress.self, forKey: .hint)
            hintPoints = max(0, try container.decodeIfPresent(Int.self, forKey: .hintPoints) ?? 0)
            earlierPoints = try container.decodeIfPresent(Int.self, forKey: .earlierPoints) ?? 0
        }
    }

    /// How far the hints about one word went.
    public struct HintProgress: Sendable, Hashable, Codable {
        /// The word the hints are about.
        public let word: String
        /// How many steps were shown: 1 is its length and first letter, each step one letter more.
        public let step: Int
    }

    /// The game as it stands; encode it to save the game.
    public private(set) var state: State
    private var round: WordRound
    private let words: RootWordList
    /// What hints cost.
    public let hints: any HintPolicy
    /// Every word the root holds, best first (``RootWordSolver/solutions()``); nil when
    /// the spell checker has no word list to find them in.
    public private(set) var solutions: [RootWordSolver.Solution]?

    /// The root word being played.
    public var root: String { state.root }
    /// The words accepted for this root.
    public var played: PlayedWords { state.played }
    /// Points for the words accepted for this root, less what its hints cost; never below
    /// zero (hints taken before there are points to pay for them are paid by the points
    /// that come after).
    public var score: Int { max(0, state.played.totalPoints - state.hintPoints) }
    /// The score of the whole game: every root played so far, this one included.
    public var totalScore: Int { state.earlierPoints + score }
    /// The game's settings.
    public var settings: Settings { state.settings }

    /// A new game on a root drawn from `words`.
    ///
    /// `import WordCheck` adds the forms that make a `HunspellChecker` for the
    /// settings' language and draw from the bundled root lists.
    /// - Throws: ``GameError``.
    public init(settings: Settings = Settings(), checker: any SpellChecker, words: RootWordList,
                hints: any HintPolicy = StandardHints()) throws(GameError) {
        var generator = SeededGenerator(seed: settings.seed ?? UInt64.random(in: .min ... .max))
        guard let root = words.randomWord(using: &generator) else {
            throw .noRootWords(language: settings.language.identifier, length: settings.length)
        }
        let state = State(settings: settings, root: root, played: PlayedWords(), round: 1, generator: generator)
        try self.init(state: state, checker: checker, words: words, hints: hints)
    }

    /// A new game on a root of your choosing; ``restart()`` draws the next ones from `words`
    /// (an empty list makes ``restart()`` throw).
    public init(root: String, settings: Settings = Settings(), checker: any SpellChecker,
                words: RootWordList, hints: any HintPolicy = StandardHints()) throws(GameError) {
        let generator = SeededGenerator(seed: settings.seed ?? UInt64.random(in: .min ... .max))
        let state = State(settings: settings, root: GameText.normalize(root), played: PlayedWords(), round: 1, generator: generator)
        try self.init(state: state, checker: checker, words: words, hints: hints)
    }

    /// A saved game, going on where it stopped; ``restart()`` draws from `words`.
    public init(restoring state: State, checker: any SpellChecker, words: RootWordList,
                hints: any HintPolicy = StandardHints()) throws(GameError) {
        try self.init(state: state, checker: checker, words: words, hints: hints)
    }

    private init(state: State, checker: any SpellChecker, words: RootWordList, hints: any HintPolicy) throws(GameError) {
        do throws(RootWordValidator.SetupError) {
            let validator = try RootWordValidator(root: state.root, checker: checker, rules: state.settings.rules)
            self.round = WordRound(validator: validator, played: state.played)
        } catch {
            throw .invalidSetup(error)
        }
        self.state = state
        self.words = words
        self.hints = hints
        self.solutions = Self.solve(round.validator, vocabulary: state.settings.vocabulary)
    }

    /// The root's words, or nil when the checker has no word list.
    private static func solve(_ validator: RootWordValidator, vocabulary: GameVocabulary) -> [RootWordSolver.Solution]? {
        (try? RootWordSolver(validator: validator, vocabulary: vocabulary))?.solutions()
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

    /// Moves on to the next root from the list: the played words and ``score`` start
    /// afresh, and ``totalScore`` keeps the points of the root left.
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
        state.earlierPoints += score
        state.root = root
        state.played = PlayedWords()
        state.round += 1
        state.hint = nil
        state.hintPoints = 0
        solutions = Self.solve(round.validator, vocabulary: state.settings.vocabulary)
    }

    // MARK: Progress and hints

    /// The words the root holds (``solutions``), with their points; nil without a word list.
    public var possibleWords: [AcceptedWord]? { solutions?.map(\.accepted) }

    /// How far the player got: words found of those possible, and their points.
    public struct Progress: Sendable, Hashable {
        /// Possible words found so far (a word the checker accepts that is not a possible
        /// word, such as a learned one or a word outside the game's vocabulary, scores but
        /// is not counted).
        public let found: Int
        /// Words the root holds.
        public let possible: Int
        /// Points of the words found, and of all possible words.
        public let points: Int
        /// Points of all possible words.
        public let possiblePoints: Int
    }

    /// Found versus possible (`12 of 57`); nil when the checker has no word list.
    public var progress: Progress? {
        guard let solutions else { return nil }
        let found = solutions.filter { state.played.contains(normalized: $0.word) }
        return Progress(found: found.count, possible: solutions.count, points: found.reduce(0) { $0 + $1.points },
                        possiblePoints: solutions.reduce(0) { $0 + $1.points })
    }

    /// The possible words not found yet, best first: the words missed when the round ends now.
    public var missedWords: [AcceptedWord]? {
        solutions?.filter { !state.played.contains(normalized: $0.word) }.map(\.accepted)
    }

    /// A hint: part of a word the root holds.
    public struct Hint: Sendable, Hashable {
        /// How many letters the word has.
        public let letterCount: Int
        /// Its first ``step`` letters.
        public let revealed: String
        /// Which step this is: 1 shows the first letter, each step one more.
        public let step: Int
        /// The points this step cost (0 when it showed nothing new).
        public let cost: Int
        /// Whether every letter is shown.
        public var isComplete: Bool { revealed.count == letterCount }
    }

    /// The next hint, and its cost taken from the score (which stays at zero or above): the length and first letter of a
    /// word not found yet (the most common one), then one more letter each time. Once the
    /// word is found, the next hint is about another. Nil when there is nothing to hint:
    /// every word found, or no word list.
    public mutating func hint() -> Hint? {
        guard let solutions else { return nil }
        var progress = state.hint
        if let current = progress, state.played.contains(normalized: current.word) { progress = nil }
        let word: String
        let step: Int
        if let current = progress {
            word = current.word
            step = min(current.step + 1, current.word.count)
        } else {
            let unfound = solutions.filter { !state.played.contains(normalized: $0.word) }
            // The most common first; among equals the shorter, then byte order (solutions' order).
            guard let next = unfound.enumerated().min(by: { a, b in
                a.element.frequency != b.element.frequency ? a.element.frequency > b.element.frequency
                    : (a.element.letterCount != b.element.letterCount ? a.element.letterCount < b.element.letterCount : a.offset < b.offset)
            })?.element else { return nil }
            word = next.word
            step = 1
        }
        let isNew = progress.map { $0.word != word || $0.step != step } ?? true
        let cost = isNew ? max(0, hints.cost(ofStep: step, for: word)) : 0
        state.hint = HintProgress(word: word, step: step)
        state.hintPoints += cost
        return Hint(letterCount: word.count, revealed: String(word.prefix(step)), step: step, cost: cost)
    }
}
