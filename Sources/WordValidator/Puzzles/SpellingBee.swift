import SpellCheckingCore

/// A Spelling Bee puzzle, as the New York Times plays it: a handful of letters (seven in
/// the daily game), one of them in the centre. A word counts when it is made of the
/// letters alone, each as often as wanted, uses the centre letter, and has at least four
/// letters. It scores 1 point with four letters and one point a letter with more; a
/// pangram, which uses every letter, scores 7 more.
///
/// The words come from a dictionary's ``WordList`` (a walk of its automaton that turns back
/// at the first letter not in the puzzle, well under a millisecond): lower-case words
/// only, so proper nouns, capitalised-only words, hyphenated words and words with
/// apostrophes or digits are never answers. With ``foldsAccents``, an accented letter
/// counts as its plain letter (`é` as `e`, `ñ` as `n`); without, it is a letter of its own.
///
/// ```swift
/// let bee = try SpellingBee(letters: "acehlnp", center: "a")
/// let list = try HunspellChecker().wordList()
/// bee.words(in: list).first                      // en_US: "appellee", 8 points; then "channel", "enhance" (7)…
/// bee.words(in: list, vocabulary: .all).first    // "encephala", a pangram, 16 points
/// ```
///
/// The answers are the words of a ``GameVocabulary`` (by default ``GameVocabulary/standard``:
/// no Roman numerals, no words without a vowel, nothing rarer than a cutoff);
/// ``GameVocabulary/all`` answers from every lower-case form of the list.
public struct SpellingBee: Sendable, Hashable {
    /// The puzzle's letters, distinct, in the order given (lower case, NFC; folded with ``foldsAccents``).
    public let letters: [Character]
    /// The letter every word must use.
    public let center: Character
    /// The fewest letters a word may have: 4 in the published game.
    public let minimumLength: Int
    /// Whether an accented letter counts as its plain letter.
    public let foldsAccents: Bool
    /// The most words an answer holds: the best, in the answer's order, when there are more.
    public let maximumAnswers: Int

    /// The most letters a puzzle may have.
    public static let maximumLetters = 12
    /// The largest ``maximumAnswers``.
    public static let answerLimit = 100_000

    /// A puzzle of `letters` (2 to 12 distinct letters, repeats ignored) around `center`.
    ///
    /// - Throws: ``PuzzleError/invalidLetters(_:reason:)`` for letters that are not
    ///   letters, fewer than 2 or more than 12 distinct ones;
    ///   ``PuzzleError/centerNotAmongLetters(center:letters:)``;
    ///   ``PuzzleError/invalidBound(name:value:range:)`` for a minimum length outside 1...50
    ///   or an answer count outside 1...100,000.
    public init(letters: String, center: String, minimumLength: Int = 4, foldsAccents: Bool = false,
                maximumAnswers: Int = 10_000) throws(PuzzleError) {
        var distinct: [Unicode.Scalar] = []
        for letter in try PuzzleLetters.parse(letters, folding: foldsAccents) where !distinct.contains(letter) {
            distinct.append(letter)
        }
        guard distinct.count >= 2, distinct.count <= Self.maximumLetters else {
            throw .invalidLetters(letters, reason: "a puzzle has 2 to \(Self.maximumLetters) different letters, not \(distinct.count)")
        }
        let centre = try PuzzleLetters.parse(center, folding: foldsAccents)
        guard centre.count == 1, let middle = centre.first, distinct.contains(middle) else {
            throw .centerNotAmongLetters(center: center, letters: letters)
        }
        guard (1...50).contains(minimumLength) else { throw .invalidBound(name: "minimum length", value: minimumLength, range: 1...50) }
        guard (1...Self.answerLimit).contains(maximumAnswers) else {
            throw .invalidBound(name: "maximum answers", value: maximumAnswers, range: 1...Self.answerLimit)
        }
        self.letters = distinct.map(Character.init)
        self.center = Character(middle)
        self.minimumLength = minimumLength
        self.foldsAccents = foldsAccents
        self.maximumAnswers = maximumAnswers
    }

    /// A word the puzzle accepts.
    public struct Word: Sendable, Hashable, Codable {
        /// The word, as listed.
        public let word: String
        /// What it scores.
        public let points: Int
        /// Whether it uses every letter of the puzzle.
        public let isPangram: Bool
        /// How common it is, as wordfreq's Zipf value; 0 when unknown.
        public let frequency: Double

        enum CodingKeys: String, CodingKey {
            case word, points, isPangram = "pangram", frequency
        }
    }

    /// What a word of `letterCount` letters scores: 1 up to four letters, one a letter
    /// above, and 7 more for a pangram.
    public static func points(letterCount: Int, isPangram: Bool) -> Int {
        (letterCount <= 4 ? 1 : letterCount) + (isPangram ? 7 : 0)
    }

    /// Every word of `list` the puzzle accepts: most points first, then most common, then
    /// in byte order; at most ``maximumAnswers``, the best of them when there are more
    /// (``answers(in:vocabulary:)`` says how many there are). Only words `vocabulary` admits count.
    public func words(in list: WordList, vocabulary: GameVocabulary = .standard) -> [Word] {
        answers(in: list, vocabulary: vocabulary).words
    }

    /// The puzzle's best ``maximumAnswers`` words, as ``words(in:vocabulary:)`` ranks them,
    /// with how many words it has in all and their points together (the day's total).
    public func answers(in list: WordList, vocabulary: GameVocabulary = .standard) -> PuzzleAnswers<Word> {
        var walk = Walk(puzzle: self)
        var keys = LetterKeys(folding: foldsAccents)
        let scalars = letters.compactMap { $0.unicodeScalars.first }
        var best = list.bestWords(walking: &walk, limit: maximumAnswers, in: vocabulary) { found in
            Self.points(letterCount: found.length, isPangram: isPangram(found.word, letters: scalars, keys: &keys))
        }
        let words = best.ranked().map { found, points in
            Word(word: found.word, points: points, isPangram: isPangram(found.word, letters: scalars, keys: &keys),
                 frequency: Double(found.frequency) / 100)
        }
        return PuzzleAnswers(words: words, total: best.total, totalPoints: best.totalPoints, isTruncated: best.isTruncated)
    }

    /// Judges `word` played in the puzzle, in this order: ``PuzzleRejection/empty``,
    /// ``PuzzleRejection/tooShort(word:minimumLength:)``, letters outside the puzzle
    /// (``PuzzleRejection/notFromLetters(word:letters:missingLetters:)``), no centre letter
    /// (``PuzzleRejection/missingCenter(word:center:)``), then `checker`'s verdict on the
    /// word in lower case (``PuzzleRejection/unreal(word:language:)``). Every word the
    /// dictionary accepts counts, whatever the game vocabulary holds.
    public func validate(_ word: String, checker: any SpellChecker) -> Result<Word, PuzzleRejection> {
        let played: (word: String, letters: Int)
        switch PuzzlePlay.normalized(word, minimumLength: minimumLength) {
        case .failure(let rejection): return .failure(rejection)
        case .success(let normalized): played = normalized
        }
        var keys = LetterKeys(folding: foldsAccents)
        let allowed = letters.compactMap(\.unicodeScalars.first)
        let middle = center.unicodeScalars.first
        var missing: [String] = []
        var usesCenter = false
        for character in played.word {
            guard character.unicodeScalars.count == 1, let key = character.unicodeScalars.first.flatMap({ keys.key($0) }),
                  allowed.contains(key)
            else {
                if !missing.contains(String(character)) { missing.append(String(character)) }
                continue
            }
            if key == middle { usesCenter = true }
        }
        if !missing.isEmpty {
            return .failure(.notFromLetters(word: played.word, letters: String(letters), missingLetters: missing))
        }
        if !usesCenter { return .failure(.missingCenter(word: played.word, center: String(center))) }
        if let rejection = PuzzlePlay.unreal(played.word, checker: checker) { return .failure(rejection) }
        let pangram = isPangram(played.word)
        return .success(Word(word: played.word, points: Self.points(letterCount: played.letters, isPangram: pangram),
                             isPangram: pangram, frequency: PuzzlePlay.frequency(of: played.word, checker: checker)))
    }

    /// Whether `word` (as listed) uses every letter of the puzzle.
    func isPangram(_ word: String) -> Bool {
        var keys = LetterKeys(folding: foldsAccents)
        return isPangram(word, keys: &keys)
    }

    /// ``isPangram(_:)`` with the walk's keys: a bit for each of the (at most 12) letters used.
    func isPangram(_ word: String, keys: inout LetterKeys) -> Bool {
        isPangram(word, letters: letters.compactMap { $0.unicodeScalars.first }, keys: &keys)
    }

    /// ``isPangram(_:)`` with the puzzle's letters as scalars.
    func isPangram(_ word: String, letters puzzle: [Unicode.Scalar], keys: inout LetterKeys) -> Bool {
        var used: UInt16 = 0
        for scalar in word.unicodeScalars {
            if let key = keys.key(scalar), let index = puzzle.firstIndex(of: key) { used |= 1 << index }
        }
        return used == (1 << puzzle.count) - 1
    }

    /// The walk: a character goes on when it counts as one of the letters.
    struct Walk: WordWalk {
        let letters: [Unicode.Scalar]
        let center: Unicode.Scalar
        let minimumLength: Int
        var keys: LetterKeys
        /// How many letters of the path are the centre letter, and how long the path is.
        var centers = 0, depth = 0
        /// Whether each letter of the path was the centre one.
        var wasCenter: [Bool] = []

        init(puzzle: SpellingBee) {
            letters = puzzle.letters.compactMap(\.unicodeScalars.first)
            center = puzzle.center.unicodeScalars.first!
            minimumLength = puzzle.minimumLength
            keys = LetterKeys(folding: puzzle.foldsAccents)
        }

        mutating func advance(_ scalar: Unicode.Scalar) -> Bool {
            guard let key = keys.key(scalar), letters.contains(key) else { return false }
            depth += 1
            wasCenter.append(key == center)
            if key == center { centers += 1 }
            return true
        }

        mutating func retract() {
            depth -= 1
            if wasCenter.removeLast() { centers -= 1 }
        }

        var acceptsWord: Bool { centers > 0 && depth >= minimumLength }
    }
}
