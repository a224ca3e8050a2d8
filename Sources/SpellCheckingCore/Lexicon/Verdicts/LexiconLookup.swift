/// The word list as a fast path for spell checking: the words it can judge
/// without asking libhunspell.
///
/// - A listed word is accepted: every listed form was accepted by libhunspell
///   when the list was made.
/// - The capitalised or all-capitals spelling of a listed word is judged by the
///   list's case bits, which record libhunspell's verdict on exactly that spelling
///   (accepted or rejected).
/// - A word of letters alone, in lower case or capitalised, that is none of these
///   is rejected when the list is closed for such words
///   (``WordList/isClosedForLetterWords``): libhunspell could only accept it
///   through a listed form. The same holds for words of letters and ASCII
///   apostrophes (`agency's`) in a list closed for those
///   (``WordList/isClosedForApostropheWords``).
///
/// Everything else (digits, hyphens, dots, other apostrophes, mixed case, other scripts,
/// all-capitals words whose lower-case forms are not listed) is undecided here, and
/// ``WordList/spellingVerdict(utf8:)`` takes it through libhunspell's whole flow.
/// Case variants are computed only for words of "simple case" (ASCII, and the
/// Latin-1 letters whose other case is 0x20 away), the rule the builder follows
/// (`WordListBuilder` in SpellChecking), so the spelling looked up is exactly the
/// spelling libhunspell was asked about.
///
/// Pure Swift, no Foundation, no allocation: a few list walks per word.
extension WordList {
    /// What the list says about a word.
    package enum Verdict: Equatable {
        /// libhunspell accepts the word (it did when the list was made from these files).
        case accepted
        /// libhunspell rejects the word.
        case rejected
        /// The list cannot tell; ask libhunspell.
        case undecided
    }

    /// The verdict on `word`, given as its UTF-8 bytes in NFC.
    package func verdict(utf8 word: UnsafeBufferPointer<UInt8>) -> Verdict {
        isListed(word) ? .accepted : verdict(unlisted: word)
    }

    /// ``verdict(utf8:)`` for a word already known not to be listed as it is: what its case
    /// variants say. Out of line, so that the listed words most text is made of cost one
    /// walk and nothing more.
    @inline(never)
    package func verdict(unlisted word: UnsafeBufferPointer<UInt8>) -> Verdict {
        guard !word.isEmpty else { return .undecided }
        guard let shape = CaseShape(word) else { return .undecided }
        let closedForThisWord = shape.isLettersOnly ? isClosedForLetterWords
            : shape.isLettersAndApostrophes && isClosedForApostropheWords
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count) { buffer -> Verdict in
            let variant = UnsafeBufferPointer(buffer)
            if shape.startsWithCapital {
                // Cease: is "cease" listed? Its bit says whether "Cease" is accepted.
                _ = buffer.initialize(from: word)
                lowerFirstCharacter(buffer)
                if let number = number(of: variant) { return caseBits(of: number) & 1 != 0 ? .accepted : .rejected }
            }
            if shape.isAllCapitals {
                // CEASE: is "cease" or "Cease" listed? Their bits say whether "CEASE" is accepted.
                var listed = false
                for start in [0, characterLength(word[0])] {
                    _ = buffer.initialize(from: word)
                    lowerAll(buffer, from: start)
                    if let number = number(of: variant) {
                        if caseBits(of: number) & 2 != 0 { return .accepted }
                        listed = true
                    }
                }
                // Otherwise a mixed-case word (McDonald) may be what libhunspell finds.
                return listed ? .rejected : .undecided
            }
            // cease, or Cease: libhunspell looks up the word and its lower-case form, and
            // finds neither unless some rule the list does not hold could build it.
            return closedForThisWord && shape.restIsLowerCase ? .rejected : .undecided
        }
    }

    /// The number of the word whose UTF-8 bytes are `word`, if it is listed.
    ///
    /// The same walk as `locate`, on unchecked buffers (validation guaranteed that every
    /// index it reaches is inside the list), with its first one or two steps taken
    /// from ``PrefixDispatch``'s tables.
    func number(of word: UnsafeBufferPointer<UInt8>) -> Int? {
        walk(word, counting: true)
    }

    /// Whether the word whose UTF-8 bytes are `word` is listed: ``number(of:)``'s walk
    /// without the counting. A listed word is one libhunspell accepted as it is spelled,
    /// with no NUL and at most ``maximumWordLength`` bytes (validation refuses any other).
    package func isListed(_ word: UnsafeBufferPointer<UInt8>) -> Bool {
        walk(word, counting: false) != nil
    }

    /// The walk of ``number(of:)``; with `counting` false, the number is 0 for any listed word.
    @inline(__always)
    private func walk(_ word: UnsafeBufferPointer<UInt8>, counting: Bool) -> Int? {
        guard !word.isEmpty else { return nil }
        return lookupBuffers { edges, wordsBelow, dispatch -> Int? in
            guard !edges.isEmpty else { return nil }
            let first = Int(word[0])
            let rootEdge = dispatch[first]
            if rootEdge == PrefixDispatch.absent { return nil }
            var taken = Int(rootEdge)
            var number = counting ? Int(dispatch[PrefixDispatch.rootBefore + first]) : 0
            var position = 1
            if word.count > 1 {
                let table = dispatch[PrefixDispatch.secondTable + first]
                if table != PrefixDispatch.absent {
                    // The root edge has a target: tables are made only for nodes.
                    if counting, edges[taken] & WordList.finalBit != 0 { number += 1 }  // the shorter word comes first
                    let slot = Int(table) + Int(word[1])
                    let edge = dispatch[slot]
                    if edge == PrefixDispatch.absent { return nil }
                    taken = Int(edge)
                    if counting { number += Int(dispatch[slot + 256]) }
                    position = 2
                }
            }
            while position < word.count {
                let byte = word[position]
                let edge = edges[taken]
                let target = Int(edge >> 10)
                if target == 0 { return nil }
                if counting, edge & WordList.finalBit != 0 { number += 1 }
                var index = target
                while true {
                    let edge = edges[index]
                    let label = UInt8(truncatingIfNeeded: edge)
                    if label == byte { break }
                    if label > byte || edge & WordList.lastEdgeBit != 0 { return nil }
                    if counting { number += Int(wordsBelow[index]) }
                    index += 1
                }
                taken = index
                position += 1
            }
            return edges[taken] & WordList.finalBit != 0 ? number : nil
        }
    }
}

/// The case of a word of simple case: whether it starts with a capital letter and
/// whether all its letters are capitals. Nil for any other word.
private struct CaseShape {
    var startsWithCapital = false
    var isAllCapitals = false
    /// Every character is a letter (no digit, apostrophe, hyphen, dot or space).
    var isLettersOnly = true
    /// Every character is a letter or an ASCII apostrophe, and one at least is a letter.
    var isLettersAndApostrophes = true
    /// No character after the first is a capital.
    var restIsLowerCase = true

    init?(_ word: UnsafeBufferPointer<UInt8>) {
        var sawUpper = false
        var sawLower = false
        var index = 0
        while index < word.count {
            let byte = word[index]
            let kind: LetterCase
            if byte < 0x80 {
                kind = byte >= 0x41 && byte <= 0x5A ? .upper : (byte >= 0x61 && byte <= 0x7A ? .lower : .none)
                index += 1
            } else if byte == 0xC3, index + 1 < word.count {
                guard let latin = latin1Case(word[index + 1]) else { return nil }
                kind = latin
                index += 2
            } else {
                return nil
            }
            if index == characterLength(word[0]) {
                startsWithCapital = kind == .upper
            } else if kind == .upper {
                restIsLowerCase = false
            }
            if kind == .upper { sawUpper = true }
            if kind == .lower { sawLower = true }
            if kind == .none {
                isLettersOnly = false
                if word[index - 1] != 0x27 { isLettersAndApostrophes = false }
            }
        }
        isAllCapitals = sawUpper && !sawLower
        if !sawUpper && !sawLower { isLettersAndApostrophes = false }
    }
}

private enum LetterCase { case upper, lower, none }

/// The case of the Latin-1 letter U+00C0 + (second - 0x80), encoded C3 `second`;
/// nil for ß, ÿ, × and ÷ and for bytes that are not a C3 continuation.
private func latin1Case(_ second: UInt8) -> LetterCase? {
    switch second {
    case 0x97, 0x9F, 0xB7, 0xBF: nil
    case 0x80...0x9E: .upper
    case 0xA0...0xBE: .lower
    default: nil
    }
}

/// The number of bytes of the character that starts with `lead` (in a word of simple case).
private func characterLength(_ lead: UInt8) -> Int {
    lead < 0x80 ? 1 : 2
}

/// Lowers the first character of a word of simple case, in place.
private func lowerFirstCharacter(_ word: UnsafeMutableBufferPointer<UInt8>) {
    lowerCharacter(word, at: 0)
}

/// Lowers every character from byte `start` on, in place.
private func lowerAll(_ word: UnsafeMutableBufferPointer<UInt8>, from start: Int) {
    var index = start
    while index < word.count {
        lowerCharacter(word, at: index)
        index += characterLength(word[index])
    }
}

private func lowerCharacter(_ word: UnsafeMutableBufferPointer<UInt8>, at index: Int) {
    let byte = word[index]
    if byte >= 0x41 && byte <= 0x5A {
        word[index] = byte + 0x20
    } else if byte == 0xC3, latin1Case(word[index + 1]) == .upper {
        word[index + 1] += 0x20
    }
}

extension WordList {
    /// Whether the list knows that no lookup of `word` (as spelled) could find a word it
    /// does not hold: a word of letters alone in a list closed for those, or of letters and
    /// ASCII apostrophes in a list closed for those.
    func isClosed(for word: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let shape = CaseShape(word) else { return false }
        return shape.isLettersOnly ? isClosedForLetterWords : shape.isLettersAndApostrophes && isClosedForApostropheWords
    }

    /// The spellings a dictionary accepts that are neither listed forms nor case variants
    /// of them, kept as a word list of their own inside the list's file:
    ///
    /// - the capitals of mixed-case names (`MCDONALD` for `McDonald`), which libhunspell
    ///   finds through a capitalised form it hides (`Mcdonald`);
    /// - elided forms (Italian `dell'anno`), stored as the part after the apostrophe, a
    ///   NUL and the number of a set of the parts before it (``SpellingRules/elisions``),
    ///   so that each body is stored once for the dozens of prefixes it takes.
    package final class Extras: Sendable {
        let list: WordList

        init(_ list: WordList) {
            self.list = list
        }

        /// Whether `candidate` (UTF-8) is one of these spellings.
        func contains(_ candidate: [UInt8], rules: SpellingRules) -> Bool {
            if candidate.withUnsafeBufferPointer({ list.isListed($0) }) { return true }
            guard !rules.elisions.isEmpty else { return false }
            for (index, byte) in candidate.enumerated() where byte == 0x27 && index + 1 < candidate.count {
                guard let sets = rules.elisions[Array(candidate[...index])] else { continue }
                var key = Array(candidate[(index + 1)...])
                key.append(0)
                for set in sets {
                    key.append(set)
                    if key.withUnsafeBufferPointer({ list.isListed($0) }) { return true }
                    key.removeLast()
                }
            }
            return false
        }
    }
}
