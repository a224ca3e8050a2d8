/// Splitting a line of a Hunspell `.aff` file (or of a word list's rules) into its fields.
package enum AffixFields {
    /// The fields of `line`: the runs of Unicode scalars between spaces and tabs, as
    /// libhunspell splits them.
    ///
    /// The split is made between scalars, never between characters: a field that starts
    /// with a combining mark (Nepali's suffix `ँछ` in `SFX 9 0 ँछ उ`, its `REP ि ी`) keeps
    /// it, where a split between characters takes the mark and the space before it for one
    /// character. Other white space (no-break space, U+3000) is part of a field, as it is
    /// for libhunspell.
    package static func split(_ line: Substring) -> [Substring] {
        let scalars = line.unicodeScalars
        var fields: [Substring] = []
        var start: Substring.UnicodeScalarView.Index?
        for index in scalars.indices {
            if scalars[index] == " " || scalars[index] == "\t" {
                if let first = start { fields.append(Substring(scalars[first..<index])) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let first = start { fields.append(Substring(scalars[first...])) }
        return fields
    }

    /// `field` split at its first `separator`: the text before, and the text after when
    /// there is a separator (between scalars, as ``split(_:)``).
    package static func split(_ field: Substring, at separator: Unicode.Scalar) -> (Substring, Substring?) {
        let scalars = field.unicodeScalars
        guard let index = scalars.firstIndex(of: separator) else { return (field, nil) }
        return (Substring(scalars[..<index]), Substring(scalars[scalars.index(after: index)...]))
    }
}
