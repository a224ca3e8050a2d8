/// The word list as a fast path for spell checking: which words it can call
/// correct without asking libhunspell.
///
/// A word is accepted when it is listed (every listed form was accepted by
/// libhunspell when the list was made), or when it is the capitalised or
/// all-capitals spelling of a listed form for which the list records that
/// libhunspell accepts that spelling. Nothing else is decided here: a word the
/// list does not accept this way goes to libhunspell, so the answer is always
/// libhunspell's. Case variants are computed only for words of "simple case"
/// (ASCII, and the Latin-1 letters whose other case is 0x20 away), the same rule
/// the generator used (`scripts/support/word_graph.py`), so the spelling looked
/// up is exactly the spelling libhunspell was asked about.
///
/// Pure Swift, no Foundation, no allocation: a few list walks per word.
extension WordList {
    /// What the list says about a word.
    enum Verdict: Equatable {
        /// libhunspell accepts the word (it did when the list was made from these files).
        case accepted
        /// The list cannot tell; ask libhunspell.
        case undecided
    }

    /// The verdict on `word`, given as its UTF-8 bytes in NFC.
    func verdict(utf8 word: UnsafeBufferPointer<UInt8>) -> Verdict {
        guard !word.isEmpty else { return .undecided }
        if number(of: word) != nil { return .accepted }
        guard let shape = CaseShape(word) else { return .undecided }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: word.count) { buffer -> Verdict in
            let variant = UnsafeBufferPointer(buffer)
            if shape.startsWithCapital {
                // Cease: is "cease" listed, and accepted capitalised?
                _ = buffer.initialize(from: word)
                lowerFirstCharacter(buffer)
                if let number = number(of: variant), caseBits(of: number) & 1 != 0 { return .accepted }
            }
            if shape.isAllCapitals {
                // CEASE: is "cease" or "Cease" listed, and accepted in capitals?
                _ = buffer.initialize(from: word)
                lowerAll(buffer, from: 0)
                if let number = number(of: variant), caseBits(of: number) & 2 != 0 { return .accepted }
                _ = buffer.initialize(from: word)
                lowerAll(buffer, from: characterLength(word[0]))
                if let number = number(of: variant), caseBits(of: number) & 2 != 0 { return .accepted }
            }
            return .undecided
        }
    }

    /// The number of the word whose UTF-8 bytes are `word`, if it is listed.
    ///
    /// The same walk as `locate`, on unchecked buffers: validation guaranteed that
    /// every index it reaches is inside the list.
    func number(of word: UnsafeBufferPointer<UInt8>) -> Int? {
        guard !word.isEmpty else { return nil }
        return edgeBuffers { edges, wordsBelow -> Int? in
            guard !edges.isEmpty else { return nil }
            var node = 0
            var number = 0
            var taken = -1
            for byte in word {
                if taken >= 0 {
                    let edge = edges[taken]
                    let target = Int(edge >> 10)
                    if target == 0 { return nil }
                    if edge & WordList.finalBit != 0 { number += 1 }  // the shorter word comes first
                    node = target
                }
                var index = node
                while true {
                    let edge = edges[index]
                    let label = UInt8(truncatingIfNeeded: edge)
                    if label == byte { break }
                    if label > byte || edge & WordList.lastEdgeBit != 0 { return nil }
                    number += Int(wordsBelow[index])
                    index += 1
                }
                taken = index
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
            if index == characterLength(word[0]) { startsWithCapital = kind == .upper }
            if kind == .upper { sawUpper = true }
            if kind == .lower { sawLower = true }
        }
        isAllCapitals = sawUpper && !sawLower
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
