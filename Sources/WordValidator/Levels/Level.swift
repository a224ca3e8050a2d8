import SpellCheckingCore

/// A level of "7 Swifty Words": clues whose answers are split into letter groups.
///
/// The text format has one entry per line: the answer's letter groups separated
/// by `|`, then `: ` and the clue.
///
/// ```
/// HA|UNT|ED: Ghosts in residence
/// LE|PRE|CH|AUN: Small, bearded Irish myth
/// ```
///
/// Blank lines are skipped (a file may end with one); leading and trailing
/// spaces around groups and clues are ignored.
public struct Level: Sendable, Hashable {
    /// One clue and its answer.
    public struct Entry: Sendable, Hashable {
        /// The letter groups, in answer order (`HA`, `UNT`, `ED`).
        public let groups: [String]
        /// The clue.
        public let clue: String
        /// The line of the text it came from, counting from 1.
        public let line: Int
        /// The groups joined (`HAUNTED`).
        public var answer: String { groups.joined() }
    }

    /// A line that is not an entry.
    public struct ParseError: Error, Sendable, Hashable, CustomStringConvertible {
        /// The line, counting from 1.
        public let line: Int
        /// What is wrong with it.
        public let reason: String

        public var description: String { "line \(line): \(reason)" }
    }

    /// The entries, in file order.
    public let entries: [Entry]

    /// Parses a level.
    ///
    /// - Throws: every malformed line at once, as `[ParseError]` wrapped in ``ParseErrors``.
    public init(parsing text: String) throws(ParseErrors) {
        let (entries, errors) = Self.read(text)
        if !errors.isEmpty { throw ParseErrors(errors: errors) }
        if entries.isEmpty { throw ParseErrors(errors: [ParseError(line: 1, reason: Malformation.noEntries.reason(in: .english))]) }
        self.entries = entries
    }

    /// Why a line is not an entry.
    private enum Malformation {
        case noSeparator, emptyGroup, badGroup(String), emptyClue, noEntries

        /// The reason, in `language` (English for a language without its own).
        func reason(in language: Language) -> String {
            switch (self, MessageCatalog(language).tongue) {
            case (.noSeparator, .english): "expected letter groups, then \": \" and a clue"
            case (.noSeparator, .spanish): "se esperaban grupos de letras, luego \": \" y una pista"
            case (.noSeparator, .italian): "servono gruppi di lettere, poi \": \" e un indizio"
            case (.emptyGroup, .english): "a letter group is empty"
            case (.emptyGroup, .spanish): "un grupo de letras está vacío"
            case (.emptyGroup, .italian): "un gruppo di lettere è vuoto"
            case (.badGroup(let group), .english): "letter group \"\(group)\" has characters other than letters"
            case (.badGroup(let group), .spanish): "el grupo de letras \"\(group)\" tiene caracteres que no son letras"
            case (.badGroup(let group), .italian): "il gruppo di lettere \"\(group)\" contiene caratteri che non sono lettere"
            case (.emptyClue, .english): "the clue is empty"
            case (.emptyClue, .spanish): "la pista está vacía"
            case (.emptyClue, .italian): "l'indizio è vuoto"
            case (.noEntries, .english): "the level has no entries"
            case (.noEntries, .spanish): "el nivel no tiene entradas"
            case (.noEntries, .italian): "il livello non ha voci"
            }
        }
    }

    /// The entries of the well-formed lines and the errors of the others.
    private static func read(_ text: String) -> (entries: [Entry], errors: [ParseError]) {
        let (entries, malformed) = readLines(text)
        return (entries, malformed.map { ParseError(line: $0.line, reason: $0.malformation.reason(in: .english)) })
    }

    /// The entries of the well-formed lines and why the others are not entries.
    private static func readLines(_ text: String) -> (entries: [Entry], malformed: [(line: Int, malformation: Malformation)]) {
        var entries: [Entry] = []
        var errors: [(line: Int, malformation: Malformation)] = []
        // Character.isNewline covers "\n", "\r" and "\r\n" (one Character in Swift).
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = offset + 1
            if line.allSatisfy(\.isWhitespace) { continue }
            guard let separator = line.range(of: ": ") else {
                errors.append((number, .noSeparator))
                continue
            }
            let groups = line[..<separator.lowerBound].split(separator: "|", omittingEmptySubsequences: false)
                .map(GameText.trimmingWhitespace)
            let clue = GameText.trimmingWhitespace(line[separator.upperBound...])
            if groups.contains(where: \.isEmpty) {
                errors.append((number, .emptyGroup))
            } else if let bad = groups.first(where: { !$0.allSatisfy(\.isLetter) }) {
                errors.append((number, .badGroup(bad)))
            } else if clue.isEmpty {
                errors.append((number, .emptyClue))
            } else {
                entries.append(Entry(groups: groups, clue: clue, line: number))
            }
        }
        return (entries, errors)
    }

    /// What is wrong with one line of a level.
    public struct Problem: Sendable, Hashable, CustomStringConvertible {
        /// The kinds of problem.
        public enum Kind: Sendable, Hashable {
            /// The line is not an entry; the associated value says why.
            case malformed(String)
            /// The answer, as the level writes it, is not a word the checker accepts.
            case notAWord(String)
        }

        /// The line, counting from 1.
        public let line: Int
        /// What is wrong with it.
        public let kind: Kind

        /// A problem of `kind` on `line`.
        public init(line: Int, kind: Kind) {
            self.line = line
            self.kind = kind
        }

        public var description: String {
            switch kind {
            case .malformed(let reason): "line \(line): \(reason)"
            case .notAWord(let answer): "line \(line): \(answer) is not a word"
            }
        }
    }

    /// Everything wrong with a level's text, in one pass, by line: every malformed line,
    /// and every answer of the other lines that `checker` rejects.
    ///
    /// Answers are checked as the level writes them, so the capitals of `OLI|VER` let
    /// a proper noun through as the game itself would accept it (Hunspell accepts a
    /// word in capitals when it accepts it in any case), while `oli|ver` is rejected
    /// where the dictionary only has `Oliver`. Ignored words (``SpellChecker/isIgnored(_:)``) pass.
    /// A text with no entry at all has the problem "the level has no entries" on line 1.
    ///
    /// Reasons are written in `language`: by default the checker's, the language of the
    /// level (English, Spanish or Italian; English for any other).
    public static func problems(in text: String, checkedWith checker: some SpellChecker, language: Language? = nil) -> [Problem] {
        let language = language ?? checker.language
        let (entries, errors) = readLines(text)
        var problems = errors.map { Problem(line: $0.line, kind: .malformed($0.malformation.reason(in: language))) }
        for entry in entries where !checker.isCorrect(entry.answer) && !checker.isIgnored(entry.answer) {
            problems.append(Problem(line: entry.line, kind: .notAWord(entry.answer)))
        }
        if entries.isEmpty && errors.isEmpty {
            problems.append(Problem(line: 1, kind: .malformed(Malformation.noEntries.reason(in: language))))
        }
        return problems.sorted { $0.line < $1.line }
    }

    /// The entries whose answers `checker` rejects, as ``problems(in:checkedWith:language:)`` checks them.
    public func answersRejected(by checker: some SpellChecker) -> [Entry] {
        entries.filter { !checker.isCorrect($0.answer) && !checker.isIgnored($0.answer) }
    }

    /// Every malformed line of a level.
    public struct ParseErrors: Error, Sendable, Hashable, CustomStringConvertible {
        /// The malformed lines, in order.
        public let errors: [ParseError]
        public var description: String { errors.map(\.description).joined(separator: "\n") }
    }

    /// The entry whose answer `guess` is (ignoring case and surrounding spaces), if any.
    public func entry(answeredBy guess: String) -> Entry? {
        let guess = GameText.normalize(guess)
        return entries.first { GameText.normalize($0.answer) == guess }
    }

    /// Every letter group of the level, shuffled with `generator`, as the game lays them out.
    public func shuffledGroups(using generator: inout some RandomNumberGenerator) -> [String] {
        entries.flatMap(\.groups).shuffled(using: &generator)
    }
}
