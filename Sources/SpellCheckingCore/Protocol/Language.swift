import BundledDictionaries

/// A language, identified the way Hunspell dictionaries are named (`en_US`, `es_ES`, `it_IT`).
///
/// Identifiers are written in many ways; all of these resolve:
/// `en`, `EN`, `en_US`, `en-US`, `es-MX`, `it_IT`, `pt_BR`, `sr-Latn`, `en_GB-ise`.
/// The language code is lowercased and a two-letter region uppercased, so
/// `en-us` and `en_US` are the same language.
///
/// ```swift
/// let mexican = try Language("es-MX")   // identifier "es_MX", code "es", region "MX"
/// let english = Language.english        // "en_US"
/// ```
public struct Language: Hashable, Sendable, CustomStringConvertible, Codable {
    /// The canonical identifier: language code, then region and variants joined by `_`,
    /// except a trailing Hunspell variant such as `-ise`, which keeps its hyphen.
    public let identifier: String
    /// The language code alone (`en`, `es`, `it`).
    public let code: String
    /// The region (`US`, `MX`), when the identifier names one.
    public let region: String?

    /// The identifier with hyphens, as BCP 47 and LanguageTool write it (`es-MX`, `en-US`);
    /// the other spelling of a dictionary's file name.
    public var hyphenatedIdentifier: String { String(identifier.map { $0 == "_" ? "-" : $0 }) }

    /// English (United States), bundled.
    public static let english = Language(uncheckedCode: "en", region: "US")
    /// Spanish (Spain), bundled.
    public static let spanish = Language(uncheckedCode: "es", region: "ES")
    /// Italian (Italy), bundled.
    public static let italian = Language(uncheckedCode: "it", region: "IT")

    /// No language in particular (`und`, as in BCP 47): the language of a dictionary
    /// whose file name is not a language identifier and whose `.aff` file has no `LANG` line.
    public static let undetermined = Language(uncheckedCode: "und", region: nil)

    /// The languages whose dictionaries ship with this build of WordCheck: English,
    /// Spanish and Italian, less those whose trait the package that depends on
    /// WordCheck turned off (`traits: ["English"]` bundles English alone).
    public static let bundled: [Language] = [.english, .spanish, .italian].filter {
        BundledDictionary.names.contains($0.identifier)
    }

    /// Parses an identifier such as `en`, `en-US`, `es_MX` or `de_DE_frami`.
    ///
    /// - Throws: ``SpellCheckingError/invalidLanguage(_:)`` when the identifier is
    ///   empty, does not start with a language code of two to eight letters, or holds
    ///   characters other than ASCII letters, digits, `-` and `_`.
    public init(_ identifier: String) throws(SpellCheckingError) {
        let allowed = identifier.utf8.allSatisfy { byte in
            (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
                || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
        }
        let parts = identifier.split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard allowed, let first = parts.first, (2...8).contains(first.count),
              first.allSatisfy(\.isLetter),
              parts.count <= 4,
              !identifier.hasPrefix("-"), !identifier.hasPrefix("_"),
              !identifier.hasSuffix("-"), !identifier.hasSuffix("_"),
              !identifier.contains("--"), !identifier.contains("__"),
              !identifier.contains("-_"), !identifier.contains("_-")
        else {
            throw .invalidLanguage(identifier)
        }
        let code = first.lowercased()
        var rest = parts.dropFirst().map { part -> String in
            part.count == 2 && part.allSatisfy(\.isLetter) ? part.uppercased() : part
        }
        let region = rest.first.flatMap { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) ? $0 : nil }
        // Hunspell names variants such as en_GB-ise and en_GB-ize with a hyphen.
        var trailingVariant = ""
        if rest.count >= 2, let last = rest.last, identifier.hasSuffix("-" + last), !(last.count == 2) {
            trailingVariant = "-" + last
            rest.removeLast()
        }
        self.code = code
        self.region = region
        self.identifier = ([code] + rest).joined(separator: "_") + trailingVariant
    }

    private init(uncheckedCode code: String, region: String?) {
        self.code = code
        self.region = region
        self.identifier = region.map { "\(code)_\($0)" } ?? code
    }

    public var description: String { identifier }

    /// Encodes the identifier alone, as a string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    /// Decodes an identifier string; a malformed one is a `DecodingError.dataCorrupted`.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        do {
            try self.init(identifier)
        } catch {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: error.description)
        }
    }

    /// The bundled language for this language code, if WordCheck ships one
    /// (`es_MX` → `es_ES`, `en` → `en_US`).
    public var bundledEquivalent: Language? {
        Language.bundled.first { $0.code == code }
    }

    /// Whether the identifier is the language code alone (`en`, `de`), naming no
    /// region, script or variant.
    public var isCodeOnly: Bool { identifier == code }

    /// The language in its main region, the one a dictionary search prefers when only
    /// the code is named: `de` → `de_DE`, `en` → `en_US`, `pt` → `pt_BR`, `sv` → `sv_SE`.
    ///
    /// The region is the one Unicode CLDR's likely-subtags data gives the language
    /// (the region where most of its speakers write it); for codes missing from the
    /// table below, the code itself as a region (`xx` → `xx_XX`).
    public var mainRegion: Language {
        Language(uncheckedCode: code, region: Self.likelyRegions[code] ?? code.uppercased())
    }

    /// Likely regions (Unicode CLDR) of the languages Hunspell dictionaries exist for,
    /// where the region is not the language code in capitals.
    private static let likelyRegions: [String: String] = [
        "af": "ZA", "am": "ET", "an": "ES", "ar": "EG", "be": "BY", "bn": "BD", "br": "FR",
        "bs": "BA", "ca": "ES", "cs": "CZ", "cy": "GB", "da": "DK", "el": "GR", "en": "US",
        "eo": "001", "et": "EE", "eu": "ES", "fa": "IR", "ga": "IE", "gd": "GB", "gl": "ES",
        "gu": "IN", "he": "IL", "hi": "IN", "hy": "AM", "ja": "JP", "ka": "GE", "kk": "KZ",
        "km": "KH", "kmr": "TR", "ko": "KR", "ku": "TR", "la": "VA", "lb": "LU", "lo": "LA",
        "ml": "IN", "mr": "IN", "ms": "MY", "nb": "NO", "ne": "NP", "nn": "NO", "no": "NO",
        "oc": "FR", "pt": "BR", "sa": "IN", "se": "NO", "si": "LK", "sl": "SI", "sq": "AL",
        "sr": "RS", "sv": "SE", "sw": "TZ", "ta": "IN", "te": "IN", "ti": "ET", "tl": "PH",
        "uk": "UA", "ur": "PK", "vi": "VN", "zh": "CN", "zu": "ZA",
    ]
}
