import SpellCheckingCore

/// Every word a ``RootWordValidator`` would accept for its root, with nothing played:
/// how many words a root holds, which the player missed, what to hint.
///
/// ```swift
/// let validator = try RootWordValidator(root: "gumdrops", checker: HunspellChecker())
/// let solver = try RootWordSolver(validator: validator)
/// let words = solver.words()      // [gumdrop (8), ..., drops (2), ..., mud (1), ...]
/// words.count                     // how many a player can find
/// ```
///
/// The words come from the dictionary's ``WordList``: a walk of its automaton guided by
/// the root's letters finds the listed forms spelled from them (as a multiset, with
/// diacritics folded when the rules fold them), in lower case, long enough and not the
/// root; each is then confirmed by the validator's spell checker (which the list answers
/// for its own forms, without libhunspell), so a word the checker no longer accepts
/// (`HunspellChecker.remove(_:)`) is never offered.
/// Only the words of the solver's ``vocabulary`` are answers: by default
/// ``GameVocabulary/standard(for:)`` of the checker's language, so a player is never told
/// they missed a Roman numeral, an abbreviation, a name, a foreign word or a word nobody
/// uses; the validator still accepts those when they are
/// played. With ``GameVocabulary/all`` and the bundled dictionaries, whose lists hold
/// every word of letters they accept (``WordListStatus/active``), the answer is exactly
/// the set of words ``RootWordValidator/validate(_:played:)`` accepts; for a dictionary
/// whose rules build words its list does not hold (compounds), those are not found.
///
/// Cost: about 0.1 ms for an eight-letter English root of 100 words (`scripts/bench-compare.sh`
/// measures it over the bundled root lists); no index is built.
public struct RootWordSolver: Sendable {
    /// The validator whose rules the words follow.
    public let validator: RootWordValidator
    /// The list the words come from.
    public let list: WordList
    /// Which of the accepted words count as answers.
    public let vocabulary: GameVocabulary

    /// A solver for `validator`'s root over the list `list`, answering the words of
    /// `vocabulary` (by default ``GameVocabulary/standard(for:)`` of the checker's language).
    public init(validator: RootWordValidator, list: WordList, vocabulary: GameVocabulary? = nil) {
        self.validator = validator
        self.list = list
        self.vocabulary = vocabulary ?? .standard(for: validator.checker.language)
    }

    /// A solver over the word list of the validator's checker, which must provide one
    /// (``WordListProviding``, as `HunspellChecker` does); for any other checker, pass a
    /// list to ``init(validator:list:vocabulary:)``.
    ///
    /// - Throws: ``GameError/noWordList(checker:)`` for a checker with no word list;
    ///   ``GameError/spellChecking(_:)`` when the dictionary's list is missing or damaged.
    public init(validator: RootWordValidator, vocabulary: GameVocabulary? = nil) throws(GameError) {
        guard let provider = validator.checker as? any WordListProviding else {
            throw .noWordList(checker: String(describing: type(of: validator.checker)))
        }
        do throws(SpellCheckingError) {
            self.init(validator: validator, list: try provider.wordList(), vocabulary: vocabulary)
        } catch {
            throw .spellChecking(error)
        }
    }

    /// A possible word: what it scores and how common it is.
    public struct Solution: Sendable, Hashable, Codable {
        /// The word (lower case, NFC) and the points it scores.
        public let accepted: AcceptedWord
        /// How many letters it has.
        public let letterCount: Int
        /// How common it is, as wordfreq's Zipf value (about 7 for "the"); 0 when unknown.
        public let frequency: Double

        /// The word.
        public var word: String { accepted.word }
        /// The points it scores.
        public var points: Int { accepted.points }
    }

    /// Every word of the vocabulary the validator accepts for the root with nothing played:
    /// longest first, then most common first, then in alphabetical (byte) order.
    public func solutions() -> [Solution] {
        let inventory = validator.inventory
        var letters: [Character: Int] = [:]
        for letter in inventory.letters { letters[letter, default: 0] += 1 }
        let folds = validator.rules.foldsDiacritics
        let found: [WordList.SpelledWord]
        if inventory.blankCount > 0 {
            letters[inventory.blank ?? "?"] = nil
            var tiles: [Unicode.Scalar] = []
            for (letter, count) in letters {
                // A letter of more than one scalar is never offered whole by the walk.
                guard letter.unicodeScalars.count == 1, let scalar = letter.unicodeScalars.first else { continue }
                tiles += Array(repeating: scalar, count: count)
            }
            var walk = TileWalk(supply: TileSupply(tiles: tiles, blanks: inventory.blankCount, keys: LetterKeys(folding: folds)),
                                minimumLength: validator.rules.minimumLength)
            found = list.words(walking: &walk)
        } else {
            found = list.words(spelledFrom: letters, minimumLength: validator.rules.minimumLength) { scalar in
                guard folds else { return Character(scalar) }
                // What the letter check counts the character as: lowered, then folded.
                let folded = GameText.foldingDiacritics(String(scalar))
                return folded.count == 1 ? folded.first : nil
            }
        }
        // Letters as the validator counts them (Characters; one per scalar for ASCII words).
        let letterCounts = found.map { $0.length == $0.word.utf8.count ? $0.length : $0.word.count }
        // The candidates come in byte order, so their positions break ties.
        let order = found.indices.sorted { a, b in
            if letterCounts[a] != letterCounts[b] { return letterCounts[a] > letterCounts[b] }
            return found[a].frequency != found[b].frequency ? found[a].frequency > found[b].frequency : a < b
        }
        var solutions: [Solution] = []
        solutions.reserveCapacity(found.count)
        let admits = vocabulary.admitting(from: list)
        for index in order {
            let candidate = found[index]
            guard admits(candidate) else { continue }
            // The validator's own verdict decides: letters, root, length, case, spelling.
            guard case .success(let accepted) = validator.validate(candidate.word) else { continue }
            solutions.append(Solution(accepted: accepted, letterCount: letterCounts[index],
                                      frequency: Double(candidate.frequency) / 100))
        }
        return solutions
    }

    /// The words of ``solutions()``, with their points.
    public func words() -> [AcceptedWord] {
        solutions().map(\.accepted)
    }
}
