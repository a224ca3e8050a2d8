/// Splits a line into words the way `hunspell -a` does, so `wordcheck pipe` answers
/// with the same lines: word characters are letters plus the dictionary's
/// `WORDCHARS`; an apostrophe joins two word characters when the dictionary counts
/// an apostrophe (`'` or `’`) as a word character; URLs, e-mail addresses and paths
/// are passed over; a trailing colon is dropped. Offsets count Unicode scalars.
struct IspellTokenizer {
    private let wordCharacters: Set<Unicode.Scalar>
    private let apostropheJoins: Bool
    private let typographicApostropheJoins: Bool

    init(wordCharacters: String) {
        self.wordCharacters = Set(wordCharacters.unicodeScalars)
        apostropheJoins = self.wordCharacters.contains("'") || self.wordCharacters.contains("\u{2019}")
        typographicApostropheJoins = self.wordCharacters.contains("'")
    }

    private func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isAlphabetic || wordCharacters.contains(scalar)
    }

    /// The words of `line` with their offsets in Unicode scalars.
    func words(in line: String) -> [(word: String, offset: Int)] {
        let scalars = Array(line.unicodeScalars)
        let inAddress = addressMask(scalars)
        var words: [(String, Int)] = []
        var index = 0
        while index < scalars.count {
            guard isWordCharacter(scalars[index]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < scalars.count {
                let scalar = scalars[index]
                let joins = (scalar == "'" && apostropheJoins) || (scalar == "\u{2019}" && typographicApostropheJoins)
                if joins && index + 1 < scalars.count && isWordCharacter(scalars[index + 1]) {
                    index += 2
                } else if isWordCharacter(scalar) {
                    index += 1
                } else {
                    break
                }
            }
            if inAddress[start] { continue }
            var end = index
            if scalars[end - 1] == ":" { end -= 1 }
            if end > start {
                var word = String.UnicodeScalarView()
                word.append(contentsOf: scalars[start..<end])
                words.append((String(word), start))
            }
        }
        return words
    }

    /// Which scalars belong to a URL, an e-mail address or a path.
    private func addressMask(_ scalars: [Unicode.Scalar]) -> [Bool] {
        var mask = [Bool](repeating: false, count: scalars.count)
        let allowed: Set<Unicode.Scalar> = ["-", "_", "\\", ".", ":", "/", "~", "%", "*", "$", "[", "]", "?", "!"]
        var index = 0
        while index < scalars.count {
            guard isWordCharacter(scalars[index]) || scalars[index] == "/" else {
                index += 1
                continue
            }
            let start = index
            var isAddress = scalars[index] == "/"
            index += 1
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == "@" || starts(scalars, index, "://") || starts(scalars, index, ":\\") {
                    isAddress = true
                } else if !(isWordCharacter(scalar) || allowed.contains(scalar) || ("0"..."9").contains(scalar)) {
                    break
                }
                index += 1
            }
            if isAddress {
                for position in start..<index { mask[position] = true }
            }
        }
        return mask
    }

    private func starts(_ scalars: [Unicode.Scalar], _ index: Int, _ text: String) -> Bool {
        let pattern = Array(text.unicodeScalars)
        return index + pattern.count <= scalars.count && Array(scalars[index..<(index + pattern.count)]) == pattern
    }
}

extension HunspellChecker {
    /// Every word of `line` as `hunspell -a` would take it, with its offset in Unicode
    /// scalars and whether it is correct (or ignored), for the ispell pipe protocol.
    ///
    /// For the `wordcheck` command-line tool (a package of its own), not part of the
    /// public API: `@_spi(CommandLineTool) import SpellChecking` to use it.
    @_spi(CommandLineTool)
    public func pipeWords(in line: String) -> [(word: String, offset: Int, correct: Bool)] {
        IspellTokenizer(wordCharacters: wordCharacters).words(in: line).map { word, offset in
            (word, offset, isCorrect(word) || isIgnored(word))
        }
    }
}
