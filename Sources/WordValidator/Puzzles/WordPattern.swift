import SpellCheckingCore

/// A crossword-style pattern: the listed words that fill it, letter by letter.
///
/// - `?` is one letter, any letter;
/// - `*` is any run of letters, none included;
/// - `[abc]` is one of the letters in the brackets, `[^abc]` one letter not among them;
/// - any other letter is itself (lower case; with ``foldsAccents`` an accented letter in a
///   word counts as its plain one, so `camion` finds `camión`).
///
/// Only lower-case words are answers unless ``includesCapitalised`` (then `?`, `*` and a
/// bracket take capitals too, and a letter matches its capital: `paris` finds `Paris`);
/// words with hyphens, apostrophes or digits never are.
///
/// ```swift
/// let pattern = try WordPattern("c?t")
/// pattern.words(in: list).map(\.word)                     // en_US: ["cat", "cot", "cut"]
/// pattern.words(in: list, vocabulary: .all).map(\.word)   // also "cit" and "cwt"
/// ```
///
/// The answers are the words of a ``GameVocabulary``: by default ``GameVocabulary/standard``,
/// which leaves out abbreviations such as `cwt` and rare words; ``GameVocabulary/all``
/// answers from every listed form.
///
/// The walk of the list follows every way the pattern can still match, so a pattern
/// with a fixed first letter visits only the words that start with it; one that starts
/// with `*` walks the whole list (milliseconds to tens of milliseconds).
public struct WordPattern: Sendable, Hashable {
    /// The pattern as given.
    public let text: String
    /// Whether an accented letter in a word counts as its plain letter.
    public let foldsAccents: Bool
    /// Whether capitalised words are answers too.
    public let includesCapitalised: Bool
    /// The most words an answer holds: the first in byte order, the walk stopping there.
    public let maximumAnswers: Int
    let elements: [Element]

    /// The longest pattern, in elements.
    public static let maximumElements = 100
    /// The largest ``maximumAnswers``.
    public static let answerLimit = 100_000

    enum Element: Sendable, Hashable {
        case letter(Unicode.Scalar)
        case any
        case run
        case among(Set<Unicode.Scalar>)
        case noneOf(Set<Unicode.Scalar>)
    }

    /// Reads `pattern`.
    ///
    /// - Throws: ``PuzzleError/invalidPattern(_:reason:)`` for an empty pattern, one of
    ///   more than 100 elements or without a letter, `?` or bracket (only `*`), an
    ///   unclosed or empty bracket, or a character that is not a letter;
    ///   ``PuzzleError/invalidBound(name:value:range:)`` for an answer count outside 1...100,000.
    public init(_ pattern: String, foldsAccents: Bool = false, includesCapitalised: Bool = false,
                maximumAnswers: Int = 10_000) throws(PuzzleError) {
        guard (1...Self.answerLimit).contains(maximumAnswers) else {
            throw .invalidBound(name: "maximum answers", value: maximumAnswers, range: 1...Self.answerLimit)
        }
        let scalars = Array(GameText.normalize(pattern).unicodeScalars)
        func letter(_ scalar: Unicode.Scalar) throws(PuzzleError) -> Unicode.Scalar {
            guard let key = PuzzleLetters.key(scalar, folding: foldsAccents) else {
                throw .invalidPattern(pattern, reason: "'\(scalar)' is not a letter, ?, * or a bracket")
            }
            return key
        }
        var elements: [Element] = []
        var index = 0
        while index < scalars.count {
            switch scalars[index] {
            case "?": elements.append(.any)
            case "*":
                if elements.last != .run { elements.append(.run) }
            case "[":
                guard let close = scalars[index...].firstIndex(of: "]") else {
                    throw .invalidPattern(pattern, reason: "a bracket is not closed")
                }
                var inside = scalars[(index + 1)..<close]
                let negated = inside.first == "^"
                if negated { inside = inside.dropFirst() }
                guard !inside.isEmpty else { throw .invalidPattern(pattern, reason: "a bracket is empty") }
                var set = Set<Unicode.Scalar>()
                for scalar in inside { set.insert(try letter(scalar)) }
                elements.append(negated ? .noneOf(set) : .among(set))
                index = close
            default:
                elements.append(.letter(try letter(scalars[index])))
            }
            index += 1
        }
        guard !elements.isEmpty else { throw .invalidPattern(pattern, reason: "it is empty") }
        guard elements.count <= Self.maximumElements else {
            throw .invalidPattern(pattern, reason: "it has more than \(Self.maximumElements) letters and signs")
        }
        guard elements.contains(where: { $0 != .run }) else {
            throw .invalidPattern(pattern, reason: "it needs a letter, ? or bracket besides *")
        }
        text = pattern
        self.foldsAccents = foldsAccents
        self.includesCapitalised = includesCapitalised
        self.maximumAnswers = maximumAnswers
        self.elements = elements
    }

    /// A word that fills the pattern.
    public struct Word: Sendable, Hashable, Codable {
        /// The word, as listed.
        public let word: String
        /// How many letters it has.
        public let letterCount: Int
        /// How common it is, as wordfreq's Zipf value; 0 when unknown.
        public let frequency: Double

        enum CodingKeys: String, CodingKey {
            case word, letterCount = "letters", frequency
        }
    }

    /// Every word of `list` that fills the pattern and `vocabulary` admits, in byte order;
    /// at most ``maximumAnswers``, the first in byte order.
    public func words(in list: WordList, vocabulary: GameVocabulary = .standard) -> [Word] {
        answers(in: list, vocabulary: vocabulary).words
    }

    /// The pattern's first ``maximumAnswers`` words in byte order, and whether more fill it.
    /// The walk stops one word past the limit, so the total is known only when nothing was
    /// left out (a pattern such as `*` fills with the whole list); a pattern has no points.
    public func answers(in list: WordList, vocabulary: GameVocabulary = .standard) -> PuzzleAnswers<Word> {
        var walk = Walk(pattern: self)
        let found = list.words(walking: &walk, limit: maximumAnswers + 1, in: vocabulary, cuttingRareBranches: true)
        let words = found.prefix(maximumAnswers).map {
            Word(word: $0.word, letterCount: $0.length, frequency: Double($0.frequency) / 100)
        }
        let isTruncated = found.count > maximumAnswers
        return PuzzleAnswers(words: words, total: isTruncated ? nil : words.count, totalPoints: nil, isTruncated: isTruncated)
    }

    /// Whether `word` (as listed) fills the pattern: the rule the walk follows, checked
    /// on one word (for tests and single plays).
    public func matches(_ word: String) -> Bool {
        PuzzlePlay.walks(Walk(pattern: self), word)
    }

    /// Judges `word` played as an answer, in this order: ``PuzzleRejection/empty``, not
    /// filling the pattern (``PuzzleRejection/noMatch(word:pattern:)``), then `checker`'s
    /// verdict on the word in lower case (``PuzzleRejection/unreal(word:language:)``).
    public func validate(_ word: String, checker: any SpellChecker) -> Result<Word, PuzzleRejection> {
        let played: (word: String, letters: Int)
        switch PuzzlePlay.normalized(word, minimumLength: 1) {
        case .failure(let rejection): return .failure(rejection)
        case .success(let normalized): played = normalized
        }
        guard matches(played.word) else { return .failure(.noMatch(word: played.word, pattern: text)) }
        if let rejection = PuzzlePlay.unreal(played.word, checker: checker) { return .failure(rejection) }
        return .success(Word(word: played.word, letterCount: played.word.unicodeScalars.count,
                             frequency: PuzzlePlay.frequency(of: played.word, checker: checker)))
    }

    /// A set of pattern positions (0 to 100): 128 bits.
    struct Positions: Equatable {
        var low: UInt64 = 0, high: UInt64 = 0

        func contains(_ position: Int) -> Bool {
            position < 64 ? low & 1 << position != 0 : high & 1 << (position - 64) != 0
        }

        mutating func insert(_ position: Int) {
            if position < 64 { low |= 1 << position } else { high |= 1 << (position - 64) }
        }

        var isEmpty: Bool { low == 0 && high == 0 }

        static func & (a: Positions, b: Positions) -> Positions { Positions(low: a.low & b.low, high: a.high & b.high) }
        static func | (a: Positions, b: Positions) -> Positions { Positions(low: a.low | b.low, high: a.high | b.high) }
        static prefix func ~ (a: Positions) -> Positions { Positions(low: ~a.low, high: ~a.high) }
        /// Every position one further.
        var advanced: Positions { Positions(low: low << 1, high: high << 1 | low >> 63) }
    }

    /// The walk: the set of pattern positions the path can have reached, moved on a
    /// character at a time with bit operations (the positions whose element takes the
    /// character, worked out once a character).
    struct Walk: WordWalk {
        let elements: [Element]
        let includesCapitalised: Bool
        /// The positions of `*`, and of the end.
        let runs: Positions
        let end: Int
        /// Whether the pattern starts with `*`, so the walk goes over the whole list and
        /// remembers where it found nothing.
        let remembers: Bool
        var keys: LetterKeys
        /// For each ASCII letter, and then for other letters as met: the positions (not `*`)
        /// whose element takes it.
        var asciiTakers: [Positions]
        var otherTakers: [UInt32: Positions] = [:]
        /// The reachable positions after each character of the path.
        var states: [Positions]

        init(pattern: WordPattern) {
            elements = pattern.elements
            includesCapitalised = pattern.includesCapitalised
            end = pattern.elements.count
            var runs = Positions()
            for (position, element) in pattern.elements.enumerated() where element == .run { runs.insert(position) }
            self.runs = runs
            remembers = pattern.elements.first == .run
            keys = LetterKeys(folding: pattern.foldsAccents)
            asciiTakers = (0..<128).map { Self.takers(of: Unicode.Scalar(UInt8($0)), in: pattern.elements) }
            var start = Positions()
            start.insert(0)
            states = [Self.closed(start, runs: runs)]
            states.reserveCapacity(64)
        }

        /// The positions whose element (not `*`) takes `letter`.
        static func takers(of letter: Unicode.Scalar, in elements: [Element]) -> Positions {
            var set = Positions()
            for (position, element) in elements.enumerated() {
                let takes = switch element {
                case .letter(let wanted): letter == wanted
                case .any: true
                case .run: false
                case .among(let letters): letters.contains(letter)
                case .noneOf(let letters): !letters.contains(letter)
                }
                if takes { set.insert(position) }
            }
            return set
        }

        /// `set` with every position a run of letters can be skipped to (runs never follow
        /// each other, so one step is enough).
        static func closed(_ set: Positions, runs: Positions) -> Positions {
            set | (set & runs).advanced
        }

        mutating func advance(_ scalar: Unicode.Scalar) -> Bool {
            guard let key = letterKey(scalar) else { return false }
            let takers: Positions
            if key.value < 0x80 {
                takers = asciiTakers[Int(key.value)]
            } else if let known = otherTakers[key.value] {
                takers = known
            } else {
                takers = Self.takers(of: key, in: elements)
                otherTakers[key.value] = takers
            }
            let current = states[states.count - 1]
            // A `*` stays where it is; any other element that takes the letter moves on.
            let next = (current & takers).advanced | (current & runs)
            guard !next.isEmpty else { return false }
            states.append(Self.closed(next, runs: runs))
            return true
        }

        /// The letter a character counts as: a capital as its lower case when capitalised
        /// words are wanted, nothing that is not a letter.
        private mutating func letterKey(_ scalar: Unicode.Scalar) -> Unicode.Scalar? {
            if let key = keys.key(scalar) { return key }
            guard includesCapitalised, scalar.properties.isUppercase else { return nil }
            let lower = String(scalar).lowercased().unicodeScalars
            guard lower.count == 1, let first = lower.first else { return nil }
            return keys.key(first)
        }

        mutating func retract() {
            states.removeLast()
        }

        var acceptsWord: Bool { states[states.count - 1].contains(end) }

        /// The positions reached decide everything below (remembered for patterns that start with `*`).
        var memoKey: WalkMemoKey? {
            guard remembers else { return nil }
            let top = states[states.count - 1]
            return WalkMemoKey(low: top.low, high: top.high)
        }
    }
}
