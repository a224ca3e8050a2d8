@testable import SpellCheckingCore
import Testing

/// Suffix conditions answered from their sets of bytes a position (`Condition`'s fast
/// path) against libhunspell's byte-by-byte reading, on random conditions and stems in
/// UTF-8 and 8-bit dictionaries: quirks and malformed brackets included, the same answers.
@Suite struct ConditionTests {
    /// xorshift64*: the same draws on every run.
    struct Draws {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state ^= state >> 12
            state ^= state << 25
            state ^= state >> 27
            return Int((state &* 2_685_821_657_736_338_717) >> 33) % bound
        }
    }

    @Test(arguments: [true, false])
    func setsAnswerAsTheByteByByteTest(isUTF8: Bool) {
        // Letters of one byte and of two (é, ü in UTF-8; é alone in Latin-1), and the signs.
        let letters: [[UInt8]] = isUTF8 ? [[0x61], [0x62], [0x6E], [0xC3, 0xA9], [0xC3, 0xBC]] : [[0x61], [0x62], [0x6E], [0xE9]]
        let signs: [[UInt8]] = [[UInt8(ascii: ".")], [UInt8(ascii: "[")], [UInt8(ascii: "]")], [UInt8(ascii: "^")]]
        var draws = Draws(state: isUTF8 ? 0x9E37_79B9_7F4A_7C15 : 0xD1B5_4A32_D192_ED03)
        var compared = 0, fast = 0
        for _ in 0..<4_000 {
            var written: [UInt8] = []
            for _ in 0..<(1 + draws.next(5)) {
                let pool = draws.next(3) == 0 ? signs : letters
                written += pool[draws.next(pool.count)]
            }
            // Well-formed groups too, as dictionaries write them.
            if draws.next(2) == 0 {
                written = [UInt8(ascii: "[")] + (draws.next(2) == 0 ? [UInt8(ascii: "^")] : []) + letters[draws.next(letters.count)]
                    + letters[draws.next(letters.count)] + [UInt8(ascii: "]")] + letters[draws.next(letters.count)]
            }
            let condition = Condition(written, isPrefix: false, strip: [], isUTF8: isUTF8)
            guard !condition.isEmpty else { continue }
            for _ in 0..<20 {
                var stem: [UInt8] = []
                for _ in 0..<draws.next(6) { stem += letters[draws.next(letters.count)] }
                let cut = draws.next(stem.count + 1)
                let answers = stem[..<cut].withUnsafeBufferPointer { head in
                    stem[cut...].withUnsafeBufferPointer { tail in
                        let joined = Joined(head, tail)
                        return (condition.matchesEnd(joined), condition.matchesEndByteByByte(joined))
                    }
                }
                #expect(answers.0 == answers.1, "condition \(written) on \(stem) (UTF-8: \(isUTF8))")
                compared += 1
                if stem.count >= condition.count { fast += 1 }
            }
        }
        #expect(compared > 20_000 && fast > 5_000)
    }
}
