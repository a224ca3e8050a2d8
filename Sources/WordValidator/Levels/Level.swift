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
        if entries.isEmpty { throw ParseErrors(errors: [ParseError(line: 1, reason: "the level has no entries")]) }
        self.entries = entries
    }

    /// The entries of the well-formed lines and the errors of the others.
    private static func read(_ text: String) -> (entries: [Entry], errors: [ParseError]) {
        var entries: [Entry] = []
        var errors: [ParseError] = []
        // Character.isNewline covers "\n", "\r" and "\r\n" (one Character in Swift).
        for (offset, line) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let number = offset + 1
            if line.allSatisfy(\.isWhitespace) { continue }
            guard let separator = line.range(of: ": ") else {
                errors.append(ParseError(line: number, reason: "expected letter groups, then \": \" and a clue"))
                continue
            }
            let groups = line[..<separator.lowerBound].split(separator: "|", omittingEmptySubsequences: false)
                .map(GameText.trimmingWhitespace)
            let clue = GameText.trimmingWhitespace(line[separator.upperBound...])
            if groups.contains(where: \.isEmpty) {
                errors.append(ParseError(line: number, reason: "a letter group is empty"))
            } else if let bad = groups.first(where: { !$0.allSatisfy(\.isLetter) }) {
                errors.append(ParseError(line: number, reason: "letter group \"\(bad)\" has characters other than letters"))
            } else if clue.isEmpty {
                errors.append(ParseError(line: number, reason: "the clue is empty"))
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
    public static func problems(in text: String, checkedWith checker: some SpellChecker) -> [Problem] {
        let (entries, errors) = read(text)
        var problems = errors.map { Problem(line: $0.line, kind: .malformed($0.reason)) }
        for entry in entries where !checker.isCorrect(entry.answer) && !checker.isIgnored(entry.answer) {
            problems.append(Problem(line: entry.line, kind: .notAWord(entry.answer)))
        }
        if entries.isEmpty && errors.isEmpty {
            problems.append(Problem(line: 1, kind: .malformed("the level has no entries")))
        }
        return problems.sorted { $0.line < $1.line }
    }

    /// The entries whose answers `checker` rejects, as ``problems(in:checkedWith:)`` checks them.
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
