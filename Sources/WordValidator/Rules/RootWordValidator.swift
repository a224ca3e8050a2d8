import SpellCheckingCore

/// Decides whether a word is a valid play for a root word: possible, original and real.
///
/// ```swift
/// let validator = try RootWordValidator(root: "gumdrops", checker: HunspellChecker())
/// validator.validate("drops")     // .success(AcceptedWord(word: "drops", points: 2))
/// validator.validate("raindrop")  // .failure(.impossible(word: "raindrop", root: "gumdrops", missingLetters: ["a", "i", "n", "r"]))
/// ```
///
/// The rules run in this order, and the first that fails decides:
/// 1. normalise: trim surrounding whitespace, lowercase, NFC;
/// 2. ``Rejection/empty``: nothing is left;
/// 3. ``Rejection/tooShort(word:minimumLength:)``: fewer letters than ``Rules/minimumLength``;
/// 4. ``Rejection/isRoot(root:)``: the root word itself;
/// 5. ``Rejection/impossible(word:root:missingLetters:)``: not spelled from the root's letters;
/// 6. ``Rejection/unoriginal(word:)``: in the played words;
/// 7. ``Rejection/unreal(word:language:)``: the spell checker rejects the lowercased word
///    (so a word the dictionary only knows capitalised, such as a proper noun, is rejected).
///
/// Folding diacritics (``Rules/foldsDiacritics``) changes the letter check and the
/// root comparison, and lets a player type a word without its accents: a word the
/// spell checker does not know counts as the accented spelling its word list holds for
/// the same letters (`camion` is accepted as `camión`, the most common one when there
/// are several), checked for originality as that spelling. Without folding, the word
/// must be spelled correctly, accents included. Folding is off by default in every
/// language: the root shows its accents, and Spanish `ñ` is a letter of its own (folding
/// counts it as `n`); a game whose players type without accents turns it on.
///
/// A `?` in the root is a blank: it stands for any one letter (`agenc?es`, up to
/// ``maximumBlanks`` of them), as on a Scrabble rack.
///
/// A validator is an immutable `Sendable` value; ``WordRound`` keeps the played words and score.
public struct RootWordValidator: Sendable {
    /// The game's options.
    public struct Rules: Sendable, Hashable, Codable {
        /// The fewest letters a word may have (3 by default).
        public var minimumLength: Int
        /// Whether an accented letter counts as its plain letter in the letter check (`é` as
        /// `e`), and a word typed without its accents as its accented spelling (`camion` as `camión`).
        public var foldsDiacritics: Bool

        /// Rules with a minimum length (3 by default) and accents counted as letters of their own unless `foldsDiacritics`.
        public init(minimumLength: Int = 3, foldsDiacritics: Bool = false) {
            self.minimumLength = minimumLength
            self.foldsDiacritics = foldsDiacritics
        }
    }

    /// Why a validator could not be made.
    public enum SetupError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The root word is empty or only whitespace.
        case emptyRoot
        /// The minimum length is below 1.
        case invalidMinimumLength(Int)
        /// The root has more `?` blanks than ``RootWordValidator/maximumBlanks``.
        case tooManyBlanks(Int)

        public var description: String {
            switch self {
            case .emptyRoot: "the root word is empty"
            case .invalidMinimumLength(let length): "the minimum length must be at least 1, not \(length)"
            case .tooManyBlanks(let count): "a root has at most \(RootWordValidator.maximumBlanks) blanks (?), not \(count)"
            }
        }
    }

    /// The most `?` blanks a root may have.
    public static let maximumBlanks = 3

    /// The root word, normalised (trimmed, lowercased, NFC).
    public let root: String
    /// The root's letters, counted.
    public let inventory: LetterInventory
    /// The game's options.
    public let rules: Rules
    /// The spell checker that decides whether a word is real.
    public let checker: any SpellChecker
    /// How accepted words score.
    public let scoring: any ScoringPolicy

    /// The game's language: the spell checker's.
    public var language: Language { checker.language }

    /// A validator for `root`, checking real words with `checker`.
    ///
    /// - Throws: ``SetupError`` for an empty root, a minimum length below 1 or more than
    ///   ``maximumBlanks`` blanks.
    public init(
        root: String,
        checker: any SpellChecker,
        rules: Rules = Rules(),
        scoring: any ScoringPolicy = StandardScoring()
    ) throws(SetupError) {
        let root = GameText.normalize(root)
        guard !root.isEmpty else { throw .emptyRoot }
        guard rules.minimumLength >= 1 else { throw .invalidMinimumLength(rules.minimumLength) }
        let inventory = LetterInventory(root, foldingDiacritics: rules.foldsDiacritics, blank: "?")
        guard inventory.blankCount <= Self.maximumBlanks else { throw .tooManyBlanks(inventory.blankCount) }
        self.root = root
        self.inventory = inventory
        self.rules = rules
        self.checker = checker
        self.scoring = scoring
    }

    /// Judges `word` against the rules, given the words played so far. Records nothing.
    ///
    /// Cost: the letter check is O(word length); a word that reaches the last rule
    /// costs one spell-checker lookup.
    public func validate(_ word: String, played: PlayedWords = PlayedWords()) -> Result<AcceptedWord, Rejection> {
        let (word, letterCount) = GameText.normalizeCounting(word)
        if word.isEmpty { return .failure(.empty) }
        if letterCount < rules.minimumLength {
            return .failure(.tooShort(word: word, minimumLength: rules.minimumLength))
        }
        if word == root || (rules.foldsDiacritics && GameText.foldingDiacritics(word) == inventory.letters) {
            return .failure(.isRoot(root: root))
        }
        if !inventory.canSpell(word) {
            return .failure(.impossible(word: word, root: root, missingLetters: inventory.missingLetters(in: word)))
        }
        if played.contains(normalized: word) { return .failure(.unoriginal(word: word)) }
        var spelled = word
        if !checker.isCorrect(word) {
            guard rules.foldsDiacritics, let accented = accentedSpelling(of: word) else {
                return .failure(.unreal(word: word, language: language))
            }
            if played.contains(normalized: accented) { return .failure(.unoriginal(word: accented)) }
            spelled = accented
        }
        return .success(AcceptedWord(word: spelled, points: scoring.points(for: spelled, letterCount: letterCount,
                                                                           rootLetterCount: inventory.letterCount)))
    }

    /// The spelling of `word` with its accents, when the checker's word list holds one that
    /// only its accents set apart (the most common, then the first in byte order); nil
    /// without a list or without such a word.
    func accentedSpelling(of word: String) -> String? {
        guard word.allSatisfy(\.isLetter), let provider = checker as? any WordListProviding,
              let list = try? provider.wordList(),
              let pattern = try? WordPattern(GameText.foldingDiacritics(word), foldsAccents: true, maximumAnswers: 64)
        else { return nil }
        let candidates = pattern.words(in: list, vocabulary: .all).filter { $0.word != word && checker.isCorrect($0.word) }
        return candidates.enumerated().min { a, b in
            a.element.frequency != b.element.frequency ? a.element.frequency > b.element.frequency : a.offset < b.offset
        }?.element.word
    }
}
