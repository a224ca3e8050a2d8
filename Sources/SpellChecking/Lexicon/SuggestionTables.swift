import Foundation

/// What a dictionary's `.aff` file tells suggestions, decoded from its encoding:
/// `REP` (likely misspellings of a piece of a word), `MAP` (related characters,
/// such as a letter and its accented forms) and `KEY` (neighbouring keys).
///
/// `TRY` is not read: it orders the characters libhunspell tries to insert and
/// substitute, while ``Suggester`` tries every character the word list holds.
/// `MAP` groups written with parentheses (`(ss)ß`) count only their single
/// characters.
struct SuggestionTables: Sendable, Equatable {
    /// One `REP` line: `pattern` (lower case) becomes `replacement`, where `_` means a space.
    struct Replacement: Sendable, Equatable {
        var pattern: [Unicode.Scalar]
        var replacement: [Unicode.Scalar]
        /// Written `^pattern`: only at the start of a word.
        var atStart: Bool
        /// Written `pattern$`: only at the end of a word.
        var atEnd: Bool
    }

    var replacements: [Replacement] = []
    /// Groups of related characters (lower case), from `MAP`.
    var related: [[Unicode.Scalar]] = []
    /// Rows of neighbouring keys (lower case), from `KEY`; Hunspell's default
    /// `qwertyuiop|asdfghjkl|zxcvbnm` when the file has none.
    var keyboardRows: [[Unicode.Scalar]] = Self.qwertyRows

    static let qwertyRows = ["qwertyuiop", "asdfghjkl", "zxcvbnm"].map { Array($0.unicodeScalars) }

    /// The most `REP` lines read: libhunspell's tables are far shorter (en_US has 91).
    static let maximumReplacements = 4_096

    /// The tables of an `.aff` file's bytes, decoded with `encoding`. Lines that do not
    /// parse are skipped, as libhunspell skips them.
    static func parse(affix: Data, encoding: DictionaryEncoding) -> SuggestionTables {
        var tables = SuggestionTables()
        var keyRows: [[Unicode.Scalar]]?
        let codec = WordCodec(encoding: encoding)
        func text(_ field: Slice<UnsafeBufferPointer<UInt8>>) -> [Unicode.Scalar] {
            let terminated = Array(field) + [0]
            let decoded = terminated.withUnsafeBufferPointer { buffer in
                buffer.withMemoryRebound(to: CChar.self) { codec.decode($0.baseAddress!) }
            }
            return Array(decoded.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars)
        }
        affix.withUnsafeBytes { raw in
            Lines.forEach(in: raw.bindMemory(to: UInt8.self)) { line in
                let fields = line.fields(upTo: 3)
                guard let keyword = fields.first else { return true }
                switch Array(keyword) {
                case Array("REP".utf8) where fields.count == 3 && tables.replacements.count < maximumReplacements:
                    var pattern = text(fields[1])
                    let atStart = pattern.first == "^", atEnd = pattern.last == "$"
                    if atStart { pattern.removeFirst() }
                    if atEnd, !pattern.isEmpty { pattern.removeLast() }
                    let replacement = text(fields[2]).map { $0 == "_" ? " " : $0 }
                    if !pattern.isEmpty, pattern != replacement {
                        tables.replacements.append(Replacement(pattern: pattern, replacement: replacement,
                                                               atStart: atStart, atEnd: atEnd))
                    }
                case Array("MAP".utf8) where fields.count >= 2:
                    // The first MAP line holds the count; every later one a group.
                    let group = singleCharacters(text(fields[1]))
                    if group.count > 1 { tables.related.append(group) }
                case Array("KEY".utf8) where fields.count >= 2:
                    keyRows = text(fields[1]).split(separator: "|").map(Array.init)
                default:
                    break
                }
                return true
            }
        }
        if let keyRows { tables.keyboardRows = keyRows }
        return tables
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
