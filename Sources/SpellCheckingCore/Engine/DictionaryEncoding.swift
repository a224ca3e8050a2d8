import Foundation

/// The character set a Hunspell dictionary declares with `SET` in its `.aff` file.
///
/// Words cross into C in this encoding and suggestions come back in it. UTF-8
/// passes through (after NFC normalisation); the 8-bit sets map through a
/// table built once per dictionary.
package enum DictionaryEncoding: Sendable, Equatable {
    case utf8
    case singleByte(SingleByteCharset)

    /// Parses the name written after `SET` (`UTF-8`, `ISO8859-1`, `microsoft-cp1251`, `KOI8-R`).
    ///
    /// Hunspell compares these names loosely, and so does this: case, `-`, `_`
    /// and spaces do not matter, and the common aliases (`ISO-8859-1`, `cp1251`,
    /// `windows-1251`, `latin1`) are accepted.
    package init?(setName: String) {
        let key = String(setName.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) })
        if key == "utf8" {
            self = .utf8
            return
        }
        guard let charset = SingleByteCharset(normalizedName: key) else { return nil }
        self = .singleByte(charset)
    }

    /// Hunspell's default when an `.aff` file has no `SET` line.
    package static let hunspellDefault = DictionaryEncoding.singleByte(.iso8859_1)

    /// The name libhunspell reports for it (`UTF-8`, `ISO8859-1`).
    package var name: String {
        switch self {
        case .utf8: "UTF-8"
        case .singleByte(let charset): charset.rawValue
        }
    }
}

/// The names and aliases of the 8-bit sets. The sets themselves, and their tables, are
/// generated into `CodePages.swift` from the one list in `scripts/support/python/generation.py`.
extension SingleByteCharset {
    /// The set a name written after `SET` names, compared as ``DictionaryEncoding/init(setName:)`` does.
    package init?(normalizedName key: String) {
        let aliases: [String: SingleByteCharset] = [
            "latin1": .iso8859_1, "latin2": .iso8859_2, "latin9": .iso8859_15,
            "cp1250": .windows1250, "windows1250": .windows1250,
            "cp1251": .windows1251, "windows1251": .windows1251,
            "cp1252": .windows1252, "windows1252": .windows1252,
            "tis620": .tis620,
        ]
        if let charset = aliases[key] {
            self = charset
            return
        }
        let match = SingleByteCharset.allCases.first { charset in
            String(charset.rawValue.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }) == key
        }
        guard let match else { return nil }
        self = match
    }
}
