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
        if !errors.isEmpty { throw ParseErrors(errors: errors) }
        if entries.isEmpty { throw ParseErrors(errors: [ParseError(line: 1, reason: "the level has no entries")]) }
        self.entries = entries
    }

    /// Every malformed line of a level.
    public struct ParseErrors: Error, Sendable, Hashable, CustomStringConvertible {
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
