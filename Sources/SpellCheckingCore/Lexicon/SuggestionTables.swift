import Foundation

/// What a dictionary's `.aff` file tells suggestions, decoded from its encoding:
/// `REP` (likely misspellings of a piece of a word), `MAP` (related characters,
/// such as a letter and its accented forms) and `KEY` (neighbouring keys).
///
/// `TRY` is not read: it orders the characters libhunspell tries to insert and
/// substitute, while ``Suggester`` tries every character the word list holds.
/// `MAP` groups written with parentheses (`(ss)ß`) count only their single
/// characters. The Hunspell backend reads them from the `.aff` file
/// (`AffixFile.suggestionTables` in SpellChecking).
package struct SuggestionTables: Sendable, Equatable {
    package init() {}

    /// One `REP` line: `pattern` (lower case) becomes `replacement`, where `_` means a space.
    package struct Replacement: Sendable, Equatable {
        package var pattern: [Unicode.Scalar]
        package var replacement: [Unicode.Scalar]
        /// Written `^pattern`: only at the start of a word.
        package var atStart: Bool
        /// Written `pattern$`: only at the end of a word.
        package var atEnd: Bool

        package init(pattern: [Unicode.Scalar], replacement: [Unicode.Scalar], atStart: Bool, atEnd: Bool) {
            self.pattern = pattern
            self.replacement = replacement
            self.atStart = atStart
            self.atEnd = atEnd
        }
    }

    package var replacements: [Replacement] = []
    /// Groups of related characters (lower case), from `MAP`.
    package var related: [[Unicode.Scalar]] = []
    /// Rows of neighbouring keys (lower case), from `KEY`; Hunspell's default
    /// `qwertyuiop|asdfghjkl|zxcvbnm` when the file has none.
    package var keyboardRows: [[Unicode.Scalar]] = Self.qwertyRows

    package static let qwertyRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.unicodeScalars) }

    /// The most `REP` lines read: libhunspell's tables are far shorter (en_US has 91).
    package static let maximumReplacements = 4_096
}
