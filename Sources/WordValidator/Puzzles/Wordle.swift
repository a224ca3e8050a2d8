import SpellCheckingCore

/// A Wordle board: the guesses made so far with the colours each got, and the listed words
/// still possible as the answer.
///
/// Feedback is one mark a letter: `g` (green: this letter, here), `y` (yellow: in the
/// answer, elsewhere) and `.` (grey: not in the answer, or not once more). A repeated
/// letter is marked as the game marks it: greens first, then yellows from left to right
/// for as many of that letter as the answer has left, grey for the rest. So a word is
/// possible when each guess, played against it, would have got exactly the marks it got.
///
/// With ``hardMode``, the answer is the words hard mode lets a player guess next instead:
/// every green letter in its place and every yellow letter somewhere (a wider list: it
/// does not rule out what the greys and the places of the yellows rule out).
///
/// Only lower-case words of the guesses' length are answers (no proper nouns, hyphens or
/// apostrophes); with ``foldsAccents`` an accented letter counts as its plain one.
///
/// ```swift
/// let board = try Wordle(["crane=..y.g", "spilt=....."])
/// board.words(in: list).map(\.word)   // en_US: 13 words, most common first: "maybe", "above", …
/// ```
public struct Wordle: Sendable, Hashable {
    /// A guess and the marks it got.
    public struct Guess: Sendable, Hashable {
        /// The letters guessed (lower case, NFC; folded with ``Wordle/foldsAccents``).
        public let letters: [Character]
        /// One mark a letter.
        public let marks: [Mark]
    }

    /// The colour a letter of a guess got.
    public enum Mark: Character, Sendable, Hashable {
        /// `g`: this letter, in this place.
        case green = "g"
        /// `y`: a letter of the answer, in another place.
        case yellow = "y"
        /// `.`: not a letter of the answer, or not once more.
        case grey = "."
    }

    /// The guesses, in the order played.
    public let guesses: [Guess]
    /// The length of every word: the guesses'.
    public let length: Int
    /// Whether the answer is the words hard mode allows as the next guess.
    public let hardMode: Bool
    /// Whether an accented letter counts as its plain letter.
    public let foldsAccents: Bool
    /// The most words an answer holds: the best, in the answer's order, when there are more.
    public let maximumAnswers: Int

    /// The most guesses a board takes, and the longest word.
    public static let maximumGuesses = 20, maximumLength = 20
    /// The largest ``maximumAnswers``.
    public static let answerLimit = 100_000

    /// A board of `guesses`, each written `GUESS=MARKS` (`crane=..y.g`).
    ///
    /// - Throws: ``PuzzleError/invalidGuess(_:reason:)`` for a guess without `=`, with
    ///   letters that are not letters, marks other than `g`, `y` and `.`, as many marks as
    ///   letters, or a length other than the first guess's; for no guess or more than 20,
    ///   or words longer than 20 letters; ``PuzzleError/invalidBound(name:value:range:)``
    ///   for an answer count outside 1...100,000.
    public init(_ guesses: [String], hardMode: Bool = false, foldsAccents: Bool = false,
                maximumAnswers: Int = 10_000) throws(PuzzleError) {
        guard (1...Self.answerLimit).contains(maximumAnswers) else {
            throw .invalidBound(name: "maximum answers", value: maximumAnswers, range: 1...Self.answerLimit)
        }
        guard !guesses.isEmpty, guesses.count <= Self.maximumGuesses else {
            throw .invalidGuess(guesses.joined(separator: " "), reason: "a board has 1 to \(Self.maximumGuesses) guesses")
        }
        var parsed: [Guess] = []
        for written in guesses {
            let parts = written.split(separator: "=", omittingEmptySubsequences: false)
            guard parts.count == 2 else { throw .invalidGuess(written, reason: "write it GUESS=MARKS, such as crane=..y.g") }
            let letters: [Unicode.Scalar]
            do {
                letters = try PuzzleLetters.parse(String(parts[0]), folding: foldsAccents)
            } catch {
                throw .invalidGuess(written, reason: "the guess holds something that is not a letter")
            }
            let marks = try GameText.normalize(String(parts[1])).map { character throws(PuzzleError) -> Mark in
                guard let mark = Mark(rawValue: character) else {
                    throw .invalidGuess(written, reason: "marks are g (green), y (yellow) and . (grey), not '\(character)'")
                }
                return mark
            }
            guard !letters.isEmpty, letters.count <= Self.maximumLength else {
                throw .invalidGuess(written, reason: "a guess has 1 to \(Self.maximumLength) letters")
            }
            guard marks.count == letters.count else {
                throw .invalidGuess(written, reason: "\(letters.count) letters and \(marks.count) marks")
            }
            if let first = parsed.first, first.letters.count != letters.count {
                throw .invalidGuess(written, reason: "\(letters.count) letters where the first guess has \(first.letters.count)")
            }
            parsed.append(Guess(letters: letters.map(Character.init), marks: marks))
        }
        self.guesses = parsed
        length = parsed[0].letters.count
        self.hardMode = hardMode
        self.foldsAccents = foldsAccents
        self.maximumAnswers = maximumAnswers
    }

    /// The marks `guess` gets against `answer` (letters as the board compares them), as
    /// the game gives them: greens, then yellows left to right while the answer has that
    /// letter left over.
    public static func marks(for guess: [Character], against answer: [Character]) -> [Mark] {
        marks(guess, answer)
    }

    /// ``marks(for:against:)`` for letters of any kind (the walk compares scalars, faster than Characters).
    static func marks<Letter: Equatable>(_ guess: [Letter], _ answer: [Letter]) -> [Mark] {
        precondition(guess.count == answer.count, "a guess and an answer of the same length")
        var marks = [Mark](repeating: .grey, count: guess.count)
        // The answer's letters not matched by a green, each used up by one yellow.
        var left: [Letter] = []
        for index in guess.indices {
            if guess[index] == answer[index] { marks[index] = .green } else { left.append(answer[index]) }
        }
        for index in guess.indices where marks[index] != .green {
            if let found = left.firstIndex(of: guess[index]) {
                marks[index] = .yellow
                left.remove(at: found)
            }
        }
        return marks
    }

    /// A possible word.
    public struct Word: Sendable, Hashable, Codable {
        /// The word, as listed.
        public let word: String
        /// How common it is, as wordfreq's Zipf value; 0 when unknown.
        public let frequency: Double
    }

    /// Every word of `list` still possible (with ``hardMode``, every word hard mode allows
    /// next): most common first, then in byte order; at most ``maximumAnswers``, the most
    /// common when there are more (``answers(in:vocabulary:)`` says how many there are).
    /// Only words `vocabulary` admits count.
    public func words(in list: WordList, vocabulary: GameVocabulary = .standard) -> [Word] {
        answers(in: list, vocabulary: vocabulary).words
    }

    /// The board's ``maximumAnswers`` most common words, as ``words(in:vocabulary:)`` ranks
    /// them, with how many are possible in all (no points: a board does not score).
    public func answers(in list: WordList, vocabulary: GameVocabulary = .standard) -> PuzzleAnswers<Word> {
        var walk = Walk(board: self)
        var best = list.bestWords(walking: &walk, limit: maximumAnswers, in: vocabulary) { _ in 0 }
        let words = best.ranked().map { word, _ in Word(word: word.word, frequency: Double(word.frequency) / 100) }
        return PuzzleAnswers(words: words, total: best.total, totalPoints: nil, isTruncated: best.isTruncated)
    }

    /// Whether `letters` (a word as the board compares it) is possible, or allowed next in hard mode.
    func allows(_ letters: [Character]) -> Bool {
        allows(letters, guessed: guesses.map { $0.letters })
    }

    /// ``allows(_:)`` for letters of any kind, the guesses' letters given as the same kind.
    func allows<Letter: Equatable>(_ letters: [Letter], guessed: [[Letter]]) -> Bool {
        guard letters.count == length else { return false }
        for (guess, guessLetters) in zip(guesses, guessed) {
            if hardMode {
                for (index, mark) in guess.marks.enumerated() {
                    if mark == .green, letters[index] != guessLetters[index] { return false }
                    if mark == .grey { continue }
                    // As many of this letter as the guess marks green or yellow.
                    let letter = guessLetters[index]
                    var needed = 0, have = 0
                    for (other, otherMark) in zip(guessLetters, guess.marks) where other == letter && otherMark != .grey { needed += 1 }
                    for candidate in letters where candidate == letter { have += 1 }
                    if have < needed { return false }
                }
            } else if Self.marks(guessLetters, letters) != guess.marks {
                return false
            }
        }
        return true
    }

    /// Whether `word` (as listed) is possible, or allowed next in hard mode.
    public func allows(_ word: String) -> Bool {
        var keys = LetterKeys(folding: foldsAccents)
        var letters: [Character] = []
        for scalar in word.unicodeScalars {
            guard let key = keys.key(scalar) else { return false }
            letters.append(Character(key))
        }
        return allows(letters)
    }

    /// Judges `word` as the next guess, in this order: ``PuzzleRejection/empty``, a length
    /// other than the board's (``PuzzleRejection/wrongLength(word:length:)``), in
    /// ``hardMode`` a revealed letter left out (``PuzzleRejection/ignoresHint(word:letter:position:)``:
    /// greens first, left to right, then yellows), then `checker`'s verdict on the word in
    /// lower case (``PuzzleRejection/unreal(word:language:)``).
    public func validate(_ word: String, checker: any SpellChecker) -> Result<Word, PuzzleRejection> {
        let played: (word: String, letters: Int)
        switch PuzzlePlay.normalized(word, minimumLength: 1) {
        case .failure(let rejection): return .failure(rejection)
        case .success(let normalized): played = normalized
        }
        guard played.letters == length else { return .failure(.wrongLength(word: played.word, length: length)) }
        if hardMode {
            var keys = LetterKeys(folding: foldsAccents)
            let letters = played.word.map { character in
                character.unicodeScalars.count == 1 ? character.unicodeScalars.first.flatMap({ keys.key($0) }).map(Character.init) : nil
            }
            for guess in guesses {
                for (index, mark) in guess.marks.enumerated() where mark == .green && letters[index] != guess.letters[index] {
                    return .failure(.ignoresHint(word: played.word, letter: String(guess.letters[index]), position: index + 1))
                }
            }
            for guess in guesses {
                var needed: [Character: Int] = [:]
                for (index, mark) in guess.marks.enumerated() where mark != .grey { needed[guess.letters[index], default: 0] += 1 }
                for (index, mark) in guess.marks.enumerated() where mark == .yellow {
                    let letter = guess.letters[index]
                    if letters.filter({ $0 == letter }).count < needed[letter, default: 0] {
                        return .failure(.ignoresHint(word: played.word, letter: String(letter), position: nil))
                    }
                }
            }
        }
        if let rejection = PuzzlePlay.unreal(played.word, checker: checker) { return .failure(rejection) }
        return .success(Word(word: played.word, frequency: PuzzlePlay.frequency(of: played.word, checker: checker)))
    }

    /// The walk: words of the board's length, a letter in each place that the greens and
    /// (outside hard mode) the other marks leave open; each word of that shape is then
    /// played against the guesses.
    struct Walk: WordWalk {
        let board: Wordle
        /// The guesses' letters, as scalars.
        let guessed: [[Unicode.Scalar]]
        /// The one letter each place must have (a green), if any.
        let fixed: [Unicode.Scalar?]
        /// The letters each place cannot have (outside hard mode).
        let excluded: [[Unicode.Scalar]]
        /// The letters the marks count: the fewest copies the answer has, and the most
        /// (outside hard mode, when a grey says there are no more).
        let counted: [(letter: Unicode.Scalar, least: Int, most: Int)]
        var keys: LetterKeys
        var path: [Unicode.Scalar] = []
        /// How many of each counted letter the path has, as `counted`.
        var have: [Int]
        /// How many more letters the counted ones still need at least.
        var missing: Int

        init(board: Wordle) {
            self.board = board
            // A guess's letters are single scalars (read one scalar a letter).
            guessed = board.guesses.map { $0.letters.map { $0.unicodeScalars.first! } }
            var fixed = [Unicode.Scalar?](repeating: nil, count: board.length)
            var excluded = [[Unicode.Scalar]](repeating: [], count: board.length)
            var least: [Unicode.Scalar: Int] = [:], most: [Unicode.Scalar: Int] = [:]
            for (guess, letters) in zip(board.guesses, guessed) {
                var marked: [Unicode.Scalar: Int] = [:], greyed = Set<Unicode.Scalar>()
                for (index, mark) in guess.marks.enumerated() {
                    let letter = letters[index]
                    if mark == .green { fixed[index] = letter } else if !excluded[index].contains(letter) { excluded[index].append(letter) }
                    if mark == .grey { greyed.insert(letter) } else { marked[letter, default: 0] += 1 }
                }
                for (letter, count) in marked { least[letter] = max(least[letter] ?? 0, count) }
                // A grey beside the letter's other marks: the answer has exactly those.
                for letter in greyed { most[letter] = min(most[letter] ?? .max, marked[letter] ?? 0) }
            }
            self.fixed = fixed
            self.excluded = board.hardMode ? Array(repeating: [], count: board.length) : excluded
            let letters = board.hardMode ? Set(least.keys) : Set(least.keys).union(most.keys)
            counted = letters.sorted { $0.value < $1.value }.map {
                ($0, least[$0] ?? 0, board.hardMode ? .max : most[$0] ?? .max)
            }
            have = Array(repeating: 0, count: counted.count)
            missing = counted.reduce(0) { $0 + $1.least }
            keys = LetterKeys(folding: board.foldsAccents)
        }

        mutating func advance(_ scalar: Unicode.Scalar) -> Bool {
            guard path.count < board.length, let letter = keys.key(scalar) else { return false }
            let place = path.count
            if let wanted = fixed[place], wanted != letter { return false }
            if excluded[place].contains(letter) { return false }
            var slot = -1
            for index in counted.indices where counted[index].letter == letter {
                guard have[index] < counted[index].most else { return false }
                slot = index
            }
            let needs = slot >= 0 && have[slot] < counted[slot].least ? missing - 1 : missing
            // Room for the letters still needed.
            guard needs <= board.length - place - 1 else { return false }
            if slot >= 0 { have[slot] += 1 }
            missing = needs
            path.append(letter)
            return true
        }

        mutating func retract() {
            let letter = path.removeLast()
            for index in counted.indices where counted[index].letter == letter {
                if have[index] <= counted[index].least { missing += 1 }
                have[index] -= 1
            }
        }

        var acceptsWord: Bool { path.count == board.length && board.allows(path, guessed: guessed) }
    }
}
