import Foundation
import SpellCheckingCore

extension SuggestionTables {
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
