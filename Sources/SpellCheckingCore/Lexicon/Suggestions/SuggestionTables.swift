import Foundation

/// What a dictionary's `.aff` file tells suggestions, decoded from its encoding:
/// `REP` (likely misspellings of a piece of a word), `MAP` (related characters,
/// such as a letter and its accented forms), `KEY` (neighbouring keys) and `PHONE`
/// (how words sound, ``PhoneticTable``).
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
    /// How words sound, from `PHONE`: what ``SoundKey`` keys words by when it is not empty.
    package var phonetic = PhoneticTable(entries: [])

    /// The most `REP` lines read: libhunspell's tables are far shorter (en_US has 91).
    package static let maximumReplacements = 4_096
}

extension SuggestionTables {
    /// The tables of `lines`, each one `REP`, `MAP`, `KEY` or `PHONE` line of a `.aff` file
    /// (or of a word list's rules), decoded; other lines, and lines that do not parse, are
    /// skipped, as libhunspell skips them. The first `REP`, `MAP` and `PHONE` lines hold counts.
    package init(lines: [String]) {
        var keyRows: [[Unicode.Scalar]]?
        var phoneEntries: [(search: String, replacement: String)] = []
        func text(_ field: Substring) -> [Unicode.Scalar] {
            Array(CanonicalComposition.composed(String(field)).lowercased().unicodeScalars)
        }
        for line in lines {
            let fields = AffixFields.split(line[...])
            guard let keyword = fields.first else { continue }
            switch keyword {
            case "REP" where fields.count >= 3 && replacements.count < Self.maximumReplacements:
                var pattern = text(fields[1])
                let atStart = pattern.first == "^", atEnd = pattern.last == "$"
                if atStart { pattern.removeFirst() }
                if atEnd, !pattern.isEmpty { pattern.removeLast() }
                let replacement = text(fields[2]).map { $0 == "_" ? " " : $0 }
                if !pattern.isEmpty, pattern != replacement {
                    replacements.append(Replacement(pattern: pattern, replacement: replacement, atStart: atStart, atEnd: atEnd))
                }
            case "MAP" where fields.count >= 2:
                let group = Self.singleCharacters(text(fields[1]))
                if group.count > 1 { related.append(group) }
            case "KEY" where fields.count >= 2:
                keyRows = text(fields[1]).split(separator: "|").map(Array.init)
            case "PHONE" where fields.count >= 3:
                // As written (upper case, by convention): the words are upper-cased to meet them.
                phoneEntries.append((CanonicalComposition.composed(String(fields[1])),
                                     CanonicalComposition.composed(String(fields[2]))))
            default:
                break
            }
        }
        if let keyRows { keyboardRows = keyRows }
        phonetic = PhoneticTable(entries: phoneEntries)
    }

    /// The characters of a `MAP` group that stand alone, not inside parentheses.
    private static func singleCharacters(_ group: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var result: [Unicode.Scalar] = []
        var depth = 0
        for scalar in group {
            switch scalar {
            case "(": depth += 1
            case ")": depth = max(0, depth - 1)
            default: if depth == 0, !result.contains(scalar) { result.append(scalar) }
            }
        }
        return result
    }
}
