import Foundation
/// Splits a line into words the way `hunspell -a` does, so `wordcheck pipe` answers
/// with the same lines: word characters are letters plus the dictionary's
/// `WORDCHARS`; an apostrophe joins two word characters when the dictionary counts
/// an apostrophe (`'` or `’`) as a word character; URLs, e-mail addresses and paths
/// are passed over; a trailing colon is dropped. Offsets count Unicode scalars.
struct IspellTokenizer: Sendable {
    /// The ASCII word characters (the letters A-Z and a-z, and the ASCII scalars of
    /// `WORDCHARS`), as bits (scalar value < 64 in the first word).
    private let asciiWordCharacters: (UInt64, UInt64)
    /// The other scalars of `WORDCHARS`.
    private let otherWordCharacters: Set<Unicode.Scalar>
    private let apostropheJoins: Bool
    private let typographicApostropheJoins: Bool

    /// A tokenizer for a dictionary whose `WORDCHARS` are `wordCharacters`; with
    /// `joiningElisions`, an apostrophe between two word characters always joins them
    /// (`dell'anno`, `l’acqua`), as WordCheck's own text scanning does.
    init(wordCharacters: String, joiningElisions: Bool = false) {
        // A-Z (65-90) and a-z (97-122), in the second word.
        var ascii: (UInt64, UInt64) = (0, 0x07FF_FFFE_07FF_FFFE)
        var other = Set<Unicode.Scalar>()
        for scalar in wordCharacters.unicodeScalars {
            switch scalar.value {
            case 0..<64: ascii.0 |= 1 << UInt64(scalar.value)
            case 64..<128: ascii.1 |= 1 << UInt64(scalar.value - 64)
            default: other.insert(scalar)
            }
        }
        asciiWordCharacters = ascii
        otherWordCharacters = other
        let listsApostrophe = wordCharacters.unicodeScalars.contains("'")
        apostropheJoins = joiningElisions || listsApostrophe || other.contains("\u{2019}")
        typographicApostropheJoins = joiningElisions || listsApostrophe
    }

    /// A letter (ASCII's are A-Z and a-z alone), a non-spacing mark (a decomposed letter's
    /// accent: `n` + U+0308 stays in its word, as hunspell keeps it) or a `WORDCHARS` scalar.
    @inline(__always)
    private func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value < 0x80 { return isASCIIWordCharacter(UInt8(scalar.value)) }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.generalCategory == .nonspacingMark || otherWordCharacters.contains(scalar)
    }

    /// ``isWordCharacter(_:)`` for an ASCII byte.
    @inline(__always)
    private func isASCIIWordCharacter(_ byte: UInt8) -> Bool {
        byte < 64 ? asciiWordCharacters.0 >> UInt64(byte) & 1 != 0 : asciiWordCharacters.1 >> UInt64(byte - 64) & 1 != 0
    }

    /// The words of `line` with their offsets in Unicode scalars.
    func words(in line: String) -> [(word: String, offset: Int)] {
        var words: [(word: String, offset: Int)] = []
        forEachWord(in: line) { words.append(($0, $1)) }
        return words
    }

    /// Calls `body` with each word of `line` and its offset in Unicode scalars, in order.
    func forEachWord(in line: String, _ body: (String, Int) -> Void) {
        // An ASCII line is read as its bytes: a byte is a scalar, and its offset the same.
        let ascii = line.utf8.withContiguousStorageIfAvailable { bytes -> Bool in
            let word = { (range: Range<Int>) -> String in
                range.count == bytes.count ? line : String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
            }
            switch Self.kind(of: bytes) {
            case .plainASCII: forEachPlainASCIIWord(in: bytes) { body(word($0), $0.lowerBound) }
            case .asciiWithAddressMarks: forEachWord(in: bytes.lazy.map { Unicode.Scalar($0) }, body, word: word)
            case .other: return false
            }
            return true
        }
        if ascii != true { forEachWordReadingScalars(in: line, body) }
    }

    /// What a line's bytes ask of the tokenizer.
    enum LineKind {
        /// ASCII with no `@`, `/` or `:`: no address and no trailing colon, so the words
        /// are runs of word bytes (``forEachPlainASCIIWord(in:_:)``).
        case plainASCII
        /// ASCII with a mark that may open an address.
        case asciiWithAddressMarks
        /// A byte above ASCII: the line is read scalar by scalar.
        case other
    }

    /// The ``LineKind`` of a line given as its UTF-8 (or ISO-8859-1) bytes.
    static func kind(of bytes: UnsafeBufferPointer<UInt8>) -> LineKind {
        var opensAddress = false
        for byte in bytes {
            if byte >= 0x80 { return .other }
            if byte == UInt8(ascii: "@") || byte == UInt8(ascii: "/") || byte == UInt8(ascii: ":") { opensAddress = true }
        }
        return opensAddress ? .asciiWithAddressMarks : .plainASCII
    }

    /// Calls `body` with the range of each word of a ``LineKind/plainASCII`` line, given as
    /// its bytes: the words are runs of word bytes, joined by `'` when the dictionary's
    /// apostrophe joins (a byte's offset is its scalar's).
    func forEachPlainASCIIWord(in bytes: UnsafeBufferPointer<UInt8>, _ body: (Range<Int>) -> Void) {
        // forEachRun's walk, written out for bytes: the editor modes' hot loop.
        let count = bytes.count
        var index = 0
        while index < count {
            guard isASCIIWordCharacter(bytes[index]) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < count {
                let byte = bytes[index]
                if isASCIIWordCharacter(byte) {
                    index += 1
                } else if byte == UInt8(ascii: "'") && apostropheJoins && index + 1 < count && isASCIIWordCharacter(bytes[index + 1]) {
                    index += 2
                } else {
                    break
                }
            }
            body(start..<index)
        }
    }

    /// ``forEachWord(in:_:)`` for any line, read scalar by scalar: what the ASCII path must
    /// find (`IspellTokenizerTests` compares them).
    func forEachWordReadingScalars(in line: String, _ body: (String, Int) -> Void) {
        // The scalars, and where each starts in the line: a word is then a slice of the
        // line's own UTF-8 (copying scalars into a new String costs several times more).
        let view = line.unicodeScalars
        var scalars: [Unicode.Scalar] = [], positions: [String.Index] = []
        scalars.reserveCapacity(line.utf8.count)
        positions.reserveCapacity(line.utf8.count + 1)
        var position = view.startIndex
        while position < view.endIndex {
            scalars.append(view[position])
            positions.append(position)
            view.formIndex(after: &position)
        }
        positions.append(view.endIndex)
        forEachWord(in: scalars, body) { range in String(view[positions[range.lowerBound]..<positions[range.upperBound]]) }
    }

    /// Calls `body` with each word of a line given as its `scalars` (made by `word` from
    /// its range of scalars) and its offset.
    private func forEachWord<Scalars: RandomAccessCollection<Unicode.Scalar>>(
        in scalars: Scalars, _ body: (String, Int) -> Void, word: (Range<Int>) -> String
    ) where Scalars.Index == Int {
        // Only "@", "/" and ":" open an address; most lines have none.
        let inAddress = scalars.contains { $0 == "@" || $0 == "/" || $0 == ":" } ? addressMask(scalars) : nil
        Self.forEachRun(count: scalars.count, isWord: { isWordCharacter(scalars[$0]) }, joins: { position in
            (scalars[position] == "'" && apostropheJoins) || (scalars[position] == "\u{2019}" && typographicApostropheJoins)
        }) { run in
            guard inAddress?[run.lowerBound] != true else { return }
            let end = scalars[run.upperBound - 1] == ":" ? run.upperBound - 1 : run.upperBound
            if end > run.lowerBound { body(word(run.lowerBound..<end), run.lowerBound) }
        }
    }

    /// Calls `body` with each run of the `count` positions of a line that makes a word:
    /// word characters (`isWord`), and each apostrophe that `joins` between two of them.
    @inline(__always)
    private static func forEachRun(count: Int, isWord: (Int) -> Bool, joins: (Int) -> Bool, _ body: (Range<Int>) -> Void) {
        var index = 0
        while index < count {
            guard isWord(index) else {
                index += 1
                continue
            }
            let start = index
            index += 1
            while index < count {
                if joins(index) && index + 1 < count && isWord(index + 1) {
                    index += 2
                } else if isWord(index) {
                    index += 1
                } else {
                    break
                }
            }
            body(start..<index)
        }
    }

    /// The marks a URL, an e-mail address or a path may hold besides word characters and digits.
    private static func isAddressMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "-", "_", "\\", ".", ":", "/", "~", "%", "*", "$", "[", "]", "?", "!": true
        default: false
        }
    }

    /// Which scalars belong to a URL, an e-mail address or a path.
    private func addressMask<Scalars: RandomAccessCollection<Unicode.Scalar>>(_ scalars: Scalars) -> [Bool] where Scalars.Index == Int {
        var mask = [Bool](repeating: false, count: scalars.count)
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
                // "@", "://" or ":\" make the run an address.
                let opensAddress = scalar == "@" || (scalar == ":" && index + 1 < scalars.count
                    && (scalars[index + 1] == "\\" || (scalars[index + 1] == "/" && index + 2 < scalars.count && scalars[index + 2] == "/")))
                if opensAddress {
                    isAddress = true
                } else if !(isWordCharacter(scalar) || Self.isAddressMark(scalar) || ("0"..."9").contains(scalar)) {
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
}

extension HunspellChecker {
    /// Every word of `line` as `hunspell -a` would take it, with its offset in Unicode
    /// scalars and whether it is correct (or ignored), for the ispell pipe protocol.
    ///
    /// For the `wordcheck` command-line tool (a package of its own), not part of the
    /// public API: `@_spi(CommandLineTool) import SpellChecking` to use it.
    ///
    /// With `joiningElisions`, and a word list that knows the dictionary's elisions
    /// (Italian's `dell'`, `l'`), an apostrophe between two letters joins them, so
    /// `dell'anno` is one word, as WordCheck's own text scanning takes it; without, the
    /// words are exactly hunspell's (`dell` and `anno`).
    @_spi(CommandLineTool)
    public func pipeWords(in line: String, joiningElisions: Bool = false) -> [(word: String, offset: Int, correct: Bool)] {
        var words: [(word: String, offset: Int, correct: Bool)] = []
        forEachPipeWord(in: line, joiningElisions: joiningElisions) { words.append(($0, $1, $2)) }
        return words
    }

    /// ``pipeWords(in:joiningElisions:)`` one word at a time, with no array in between.
    @_spi(CommandLineTool)
    public func forEachPipeWord(in line: String, joiningElisions: Bool = false,
                                _ body: (_ word: String, _ offset: Int, _ correct: Bool) -> Void) {
        pipeTokenizer(joiningElisions: joiningElisions).forEachWord(in: line) { word, offset in
            body(word, offset, isCorrect(word) || isIgnored(word))
        }
    }

    /// ``forEachPipeWord(in:joiningElisions:_:)`` for a line given as its bytes (UTF-8 or
    /// ISO-8859-1), without making a String of it: when the line is ASCII with no `@`,
    /// `/` or `:`, calls `body` with each word's bytes, offset and verdict and returns
    /// true; for any other line, calls nothing and returns false (the caller decodes the
    /// line and asks ``forEachPipeWord(in:joiningElisions:_:)``).
    ///
    /// The verdicts are those of ``isCorrect(_:)`` and ``isIgnored(_:)``; a word's String is
    /// made only when the word list cannot decide it or a word is ignored.
    @_spi(CommandLineTool)
    public func forEachPipeWord(inPlainASCII line: UnsafeBufferPointer<UInt8>, joiningElisions: Bool = false,
                                _ body: (_ word: UnsafeBufferPointer<UInt8>, _ offset: Int, _ correct: Bool) -> Void) -> Bool {
        guard IspellTokenizer.kind(of: line) == .plainASCII else { return false }
        let answer = { (run: Range<Int>) in
            let word = UnsafeBufferPointer(rebasing: line[run])
            let correct = self.loaded.check(ascii: word, using: self.backend) || (!self.ignored.isEmpty && self.isIgnored(String(decoding: word, as: UTF8.self)))
            body(word, run.lowerBound, correct)
        }
        // Each tokenizer is used where it is stored: a copy of one costs a retain per line.
        if joiningElisions && loaded.listKnowsElisions {
            loaded.pipeTokenizers.joiningElisions.forEachPlainASCIIWord(in: line, answer)
        } else {
            loaded.pipeTokenizers.hunspells.forEachPlainASCIIWord(in: line, answer)
        }
        return true
    }

    /// hunspell's tokenizer for this dictionary, or the one that joins elisions when asked
    /// and the word list knows them.
    private func pipeTokenizer(joiningElisions: Bool) -> IspellTokenizer {
        joiningElisions && loaded.listKnowsElisions ? loaded.pipeTokenizers.joiningElisions : loaded.pipeTokenizers.hunspells
    }
}

extension HunspellChecker {
    /// The file of the word list this checker answers from (beside the dictionary, bundled
    /// or in the user's cache), with its ``WordList/Info``: what `wordcheck words info`
    /// prints. Not public API: `@_spi(CommandLineTool) import SpellChecking` to use it.
    ///
    /// - Throws: ``SpellCheckingError/wordListNotFound(path:)`` when no list answers for the
    ///   dictionary, and what ``WordList/info(ofFileAt:)`` throws.
    @_spi(CommandLineTool)
    public func wordListInfo() throws(SpellCheckingError) -> (file: URL, info: WordList.Info) {
        let list = try wordList()
        guard let file = WordListSources.file(forDigest: list.sourceDigest, beside: dictionary.wordListFile) else {
            throw .wordListNotFound(path: dictionary.wordListFile.path)
        }
        return (file, try WordList.info(ofFileAt: file))
    }
}
