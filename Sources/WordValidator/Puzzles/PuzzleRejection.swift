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
