import SpellCheckingCore

/// Why a word played in one of the other word games (``SpellingBee``, ``LetterRack``,
/// ``WordPattern``, ``Wordle``, ``Boggle``) was not accepted, with what its message needs.
///
/// Like a Word Scramble ``Rejection``, each case has a stable ``code``, a short
/// ``title(in:)`` and a one-sentence ``message(in:)`` in English, Spanish or Italian.
///
/// ```swift
/// let bee = try SpellingBee(letters: "acehlnp", center: "a")
/// bee.validate("peel", checker: checker)   // .failure(.missingCenter(word: "peel", center: "a"))
/// ```
public enum PuzzleRejection: Error, Sendable, Hashable, CustomStringConvertible {
    /// Nothing but whitespace was submitted.
    case empty
    /// The word has fewer letters than the game's minimum.
    case tooShort(word: String, minimumLength: Int)
    /// The word needs letters the puzzle does not have (or more copies than a rack has).
    case notFromLetters(word: String, letters: String, missingLetters: [String])
    /// A Spelling Bee word without the centre letter.
    case missingCenter(word: String, center: String)
    /// A Boggle word that cannot be traced on the grid.
    case notOnGrid(word: String)
    /// A Wordle guess of another length than the board's.
    case wrongLength(word: String, length: Int)
    /// A hard-mode Wordle guess that drops a revealed letter: a green one at its place
    /// (`position`, from 1) or a yellow one anywhere (`position` nil).
    case ignoresHint(word: String, letter: String, position: Int?)
    /// The word does not fill the pattern.
    case noMatch(word: String, pattern: String)
    /// The spell checker does not know the word (in lower case) in the game's language.
    case unreal(word: String, language: Language)

    /// Stable identifiers of the rejection kinds.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// ``PuzzleRejection/empty``.
        case empty
        /// ``PuzzleRejection/tooShort(word:minimumLength:)``.
        case tooShort
        /// ``PuzzleRejection/notFromLetters(word:letters:missingLetters:)``.
        case notFromLetters
        /// ``PuzzleRejection/missingCenter(word:center:)``.
        case missingCenter
        /// ``PuzzleRejection/notOnGrid(word:)``.
        case notOnGrid
        /// ``PuzzleRejection/wrongLength(word:length:)``.
        case wrongLength
        /// ``PuzzleRejection/ignoresHint(word:letter:position:)``.
        case ignoresHint
        /// ``PuzzleRejection/noMatch(word:pattern:)``.
        case noMatch
        /// ``PuzzleRejection/unreal(word:language:)``.
        case unreal
    }

    /// This rejection's stable identifier.
    public var code: Code {
        switch self {
        case .empty: .empty
        case .tooShort: .tooShort
        case .notFromLetters: .notFromLetters
        case .missingCenter: .missingCenter
        case .notOnGrid: .notOnGrid
        case .wrongLength: .wrongLength
        case .ignoresHint: .ignoresHint
        case .noMatch: .noMatch
        case .unreal: .unreal
        }
    }

    /// The word the rejection is about, normalised (trimmed, lower case, NFC); empty for ``empty``.
    public var word: String {
        switch self {
        case .empty: ""
        case .tooShort(let word, _), .notFromLetters(let word, _, _), .missingCenter(let word, _), .notOnGrid(let word),
             .wrongLength(let word, _), .ignoresHint(let word, _, _), .noMatch(let word, _), .unreal(let word, _): word
        }
    }

    /// A short title for the player, such as "Missing centre letter".
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

extension Array where Element == WordList.SpelledWord {
    /// The answers made of words a walk found (in byte order), in a game's order: most
    /// points first, then most common, then as found. `points` gives the points of the
    /// word at an index, `answer` the answer it makes with them; each is asked once a word.
    func rankedAnswers<Answer>(points: (Int) -> Int, answer: (Int, Int) -> Answer) -> [Answer] {
        let scores = indices.map(points)
        // The words' frequencies are whole hundredths: their order is counted as it is.
        let order = count > 1 ? AnswerRank.order(points: scores, hundredths: map { Int($0.frequency) }) : [Int](indices)
        return order.map { answer($0, scores[$0]) }
    }
}

/// The order of a word game's answers.
enum AnswerRank {
    /// The positions of answers with `points` and frequencies in `hundredths` (one of each
    /// an answer, in byte order), in a game's order: most points first, then most common,
    /// then by position.
    ///
    /// Two stable counting sorts, by hundredths and then by points, when no number is
    /// negative or too large to count (no more than the answers and a Zipf scale's 1,000
    /// hundredths); else the three are compared one after the other.
    static func order(points: [Int], hundredths: [Int]) -> [Int] {
        var mostPoints = 0, mostHundredths = 0, counts = true
        for (answerPoints, answerHundredths) in zip(points, hundredths) {
            counts = counts && answerPoints >= 0 && answerHundredths >= 0
            mostPoints = Swift.max(mostPoints, answerPoints)
            mostHundredths = Swift.max(mostHundredths, answerHundredths)
        }
        let mostCounted = 4 * points.count + 1_024
        guard counts, mostPoints < mostCounted, mostHundredths < mostCounted else {
            return points.indices.sorted { a, b in
                if points[a] != points[b] { return points[a] > points[b] }
                return hundredths[a] != hundredths[b] ? hundredths[a] > hundredths[b] : a < b
            }
        }
        let byHundredths = countingSort(points.indices, keys: mostHundredths + 1) { mostHundredths - hundredths[$0] }
        return countingSort(byHundredths, keys: mostPoints + 1) { mostPoints - points[$0] }
    }

    /// `positions` stably sorted by `key`, whose values are below `keys`.
    static func countingSort(_ positions: some Collection<Int>, keys: Int, key: (Int) -> Int) -> [Int] {
        var starts = [Int](repeating: 0, count: keys + 1)
        for position in positions { starts[key(position) + 1] += 1 }
        for value in 0..<keys { starts[value + 1] += starts[value] }
        return [Int](unsafeUninitializedCapacity: positions.count) { sorted, initialised in
            for position in positions {
                let value = key(position)
                sorted.initializeElement(at: starts[value], to: position)
                starts[value] += 1
            }
            initialised = positions.count
        }
    }
}

/// The steps every single-play check shares.
enum PuzzlePlay {
    /// `word` normalised with its letter count, or the rejection for an empty or short one.
    static func normalized(_ word: String, minimumLength: Int) -> Result<(word: String, letters: Int), PuzzleRejection> {
        let (text, letters) = GameText.normalizeCounting(word)
        if text.isEmpty { return .failure(.empty) }
        if letters < minimumLength { return .failure(.tooShort(word: text, minimumLength: minimumLength)) }
        return .success((text, letters))
    }

    /// Whether `walk` lets `word` through to its end and accepts it: the rule a puzzle's
    /// walk of the list follows, applied to one word.
    static func walks<Walk: WordWalk>(_ walk: Walk, _ word: String) -> Bool {
        var walk = walk
        for scalar in word.unicodeScalars where !walk.advance(scalar) { return false }
        return walk.acceptsWord
    }

    /// The rejection when `checker` does not know `word`, else nil.
    static func unreal(_ word: String, checker: any SpellChecker) -> PuzzleRejection? {
        checker.isCorrect(word) ? nil : .unreal(word: word, language: checker.language)
    }

    /// How common `word` is in `checker`'s word list (Zipf), 0 when unknown.
    static func frequency(of word: String, checker: any SpellChecker) -> Double {
        guard let provider = checker as? any WordListProviding, let list = try? provider.wordList() else { return 0 }
        return list.frequency(of: word) ?? 0
    }
}
