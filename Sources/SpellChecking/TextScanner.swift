/// Splits text into the words a spell checker should look at, with their ranges.
///
/// A word is a run of letters (a Character whose first scalar is alphabetic, so
/// combining marks and emoji never split or shift it) that may contain an
/// apostrophe (`'` or `’`) or a hyphen between two letters: `don't`, `l’acqua`,
/// `dell'anno` and `well-known` are one word each. Hunspell then decides how a
/// hyphenated word is checked, as its dictionary's BREAK rules say.
///
/// Skipped, never reported: tokens with digits (`2026`, `3rd`, `mp3`), URLs
/// (`https://…`, `www.…`), e-mail addresses, and words with letters outside the
/// language's script (Cyrillic in English text, Latin in Russian text), for the
/// languages whose script is known.
struct TextScanner {
    let script: Script

    init(language: Language) {
        script = Script(language: language)
    }

    /// Every word of `text[range]`, in order.
    func words(in text: String, range: Range<String.Index>) -> [Range<String.Index>] {
        var words: [Range<String.Index>] = []
        var index = range.lowerBound
        while index < range.upperBound {
            let character = text[index]
            if character.isWhitespace {
                index = text.index(after: index)
                continue
            }
            // A whitespace-delimited chunk: skipped whole when it is a URL or an e-mail address.
            var chunkEnd = index
            while chunkEnd < range.upperBound && !text[chunkEnd].isWhitespace { chunkEnd = text.index(after: chunkEnd) }
            let chunk = text[index..<chunkEnd]
            if !Self.isAddress(chunk) {
                scanChunk(text, index..<chunkEnd, into: &words)
            }
            index = chunkEnd
        }
        return words
    }

    private func scanChunk(_ text: String, _ chunk: Range<String.Index>, into words: inout [Range<String.Index>]) {
        var index = chunk.lowerBound
        while index < chunk.upperBound {
            guard Self.isLetterOrDigit(text[index]) else {
                index = text.index(after: index)
                continue
            }
            // A token: letters and digits, with single joiners between them.
            let start = index
            var end = text.index(after: index)
            var hasDigit = text[start].isNumber
            while end < chunk.upperBound {
                let character = text[end]
                if Self.isLetterOrDigit(character) {
                    hasDigit = hasDigit || character.isNumber
                    end = text.index(after: end)
                } else if Self.isJoiner(character), text.index(after: end) < chunk.upperBound,
                          Self.isLetterOrDigit(text[text.index(after: end)]) {
                    end = text.index(after: end)
                } else {
                    break
                }
            }
            if !hasDigit && script.contains(text[start..<end]) {
                words.append(start..<end)
            }
            index = end
        }
    }

    private static func isLetterOrDigit(_ character: Character) -> Bool {
        guard let first = character.unicodeScalars.first else { return false }
        return first.properties.isAlphabetic || first.properties.numericType == .decimal
    }

    private static func isJoiner(_ character: Character) -> Bool {
        character == "'" || character == "\u{2019}" || character == "-"
    }

    /// URLs and e-mail addresses, recognised loosely: a scheme, `www.`, or `name@host.tld`.
    private static func isAddress(_ chunk: Substring) -> Bool {
        if chunk.contains("://") || chunk.lowercased().hasPrefix("www.") { return true }
        guard let at = chunk.firstIndex(of: "@") else { return false }
        let host = chunk[chunk.index(after: at)...]
        return at > chunk.startIndex && host.contains(".")
    }
}

/// The writing system of a language, for skipping words written in another.
enum Script {
    case latin, cyrillic, greek
    /// A script WordCheck has no table for: every letter is accepted.
    case any

    init(language: Language) {
        switch language.code {
        case "ru", "uk", "be", "bg", "mk", "kk", "ky", "mn", "tg":
            self = .cyrillic
        case "sr":
            self = language.identifier.lowercased().contains("latn") ? .latin : .cyrillic
        case "el":
            self = .greek
        case "en", "es", "it", "fr", "de", "pt", "nl", "ca", "gl", "eu", "ro", "pl", "cs", "sk", "sl", "hr", "bs",
             "hu", "sv", "da", "no", "nb", "nn", "fi", "et", "lv", "lt", "tr", "az", "id", "ms", "vi", "ga", "gd",
             "cy", "is", "sq", "af", "sw", "la", "eo", "oc", "br", "fy", "lb", "mt", "tl", "uz":
            self = .latin
        default:
            self = .any
        }
    }

    /// Whether every letter of `word` belongs to this script (marks, apostrophes and hyphens are neutral).
    func contains(_ word: Substring) -> Bool {
        guard self != .any else { return true }
        return word.unicodeScalars.allSatisfy { scalar in
            guard scalar.properties.isAlphabetic, scalar.properties.generalCategory != .nonspacingMark else { return true }
            let value = scalar.value
            switch self {
            case .latin:
                return value < 0x80 || (0xC0...0x24F).contains(value) || (0x1E00...0x1EFF).contains(value)
                    || (0x2C60...0x2C7F).contains(value) || (0xA720...0xA7FF).contains(value) || value == 0xAA || value == 0xBA
            case .cyrillic:
                return (0x400...0x52F).contains(value) || (0x1C80...0x1C8F).contains(value) || (0x2DE0...0x2DFF).contains(value)
                    || (0xA640...0xA69F).contains(value)
            case .greek:
                return (0x370...0x3FF).contains(value) || (0x1F00...0x1FFF).contains(value)
            case .any:
                return true
            }
        }
    }
}
