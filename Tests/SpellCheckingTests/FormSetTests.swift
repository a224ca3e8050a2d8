@testable import SpellChecking
import Testing

/// The builder's compact set of forms holds what a `Set<String>` holds.
@Suite struct FormSetTests {
    /// Forms of 0 to 300 scalars (so counts of one and two bytes) from a small alphabet of
    /// one- to four-byte scalars, so that many repeat, each made twice over.
    static func forms(_ count: Int, seed: UInt64) -> [[Unicode.Scalar]] {
        let alphabet: [Unicode.Scalar] = ["a", "b", "é", "ß", "ँ", "ि", "😀", "'", "-"]
        var random = FuzzCorpusTests.Seeded(state: seed)
        return (0 ..< count).map { _ in
            let length = random.below(8) == 0 ? random.below(301) : random.below(4)
            return (0 ..< length).map { _ in alphabet[random.below(alphabet.count)] }
        }
    }

    /// Against a `Set<String>`, over blocks of 64 bytes (records across block ends, and
    /// forms longer than a block) and of the default size: count, membership of every form
    /// and of forms it does not hold, order, union and exclusion.
    @Test(arguments: [64, 1 << 22])
    func holdsWhatASetHolds(blockSize: Int) {
        let all = Self.forms(20_000, seed: 7)
        var set = FormSet(blockSize: blockSize), other = FormSet(blockSize: blockSize)
        var expected = Set<String>(), expectedOther = Set<String>(), order: [String] = []
        for (index, form) in all.enumerated() {
            let text = String(String.UnicodeScalarView(form))
            if index % 3 == 0 {
                let added = other.insert(form)
                #expect(added)
                expectedOther.insert(text)
            } else {
                let added = set.insert(form)
                #expect(added)
                if expected.insert(text).inserted { order.append(text) }
            }
        }
        #expect(set.count == expected.count && other.count == expectedOther.count)
        #expect(set.strings() == order)
        for text in expected.union(expectedOther) {
            var bytes = text
            let held = bytes.withUTF8 { set.contains(utf8: UnsafeRawBufferPointer($0)) }
            #expect(held == expected.contains(text), "\(text.debugDescription)")
        }
        #expect(Set(set.strings(excluding: other)) == expected.subtracting(expectedOther))
        let joined = set.formUnion(other)
        #expect(joined)
        #expect(Set(set.strings()) == expected.union(expectedOther) && set.count == expected.union(expectedOther).count)
    }

    /// `AffixRules.forms` makes the same forms into either collection, and stops at the same
    /// maximum.
    @Test func rulesFillEitherCollection() {
        let rules = AffixRules(text: "SET UTF-8\nSFX A Y 2\nSFX A 0 s/B .\nSFX A 0 x/B .\nSFX B Y 2\nSFX B 0 t .\nSFX B 0 u .\n")
        let flags: Set = [rules.flag(named: "A")!]
        var strings = Set<String>(), compact = FormSet()
        #expect(rules.forms(of: Array("ab".unicodeScalars), flags: flags, into: &strings))
        #expect(rules.forms(of: Array("ab".unicodeScalars), flags: flags, into: &compact))
        #expect(Set(compact.strings()) == strings && compact.count == 7)
        var few = FormSet()
        #expect(!rules.forms(of: Array("ab".unicodeScalars), flags: flags, into: &few, maximum: 3))
        #expect(few.count == 4 && Set(few.strings()).isSubset(of: strings))
    }
}

/// The builder's packed words sort and find as an array of arrays does.
@Suite struct PackedWordsTests {
    @Test func sortsAndFindsAsArraysDo() {
        // Forms of 0 to 300 scalars, many repeated: sorted in byte order, each once.
        let words = FormSetTests.forms(20_000, seed: 11).map { Array(String(String.UnicodeScalarView($0)).utf8) }
        let packed = PackedWords(words)
        #expect(packed.count == words.count)
        #expect(packed.indices.allSatisfy { Array(packed[$0]) == words[$0] })
        let expected = Set(words).sorted { $0.lexicographicallyPrecedes($1) }
        let sorted = packed.sortedInByteOrder()
        #expect(sorted.map(Array.init) == expected)
        for (position, word) in expected.enumerated() where position % 7 == 0 {
            #expect(sorted.position(ofSorted: word) == position)
        }
        for absent in [[0x7A, 0x7A, 0x7A], [0x00], Array("ab".utf8) + [0xFF]] as [[UInt8]] where !Set(words).contains(absent) {
            #expect(sorted.position(ofSorted: absent) == nil)
        }
        #expect(PackedWords().sortedInByteOrder().isEmpty && PackedWords().position(ofSorted: [0x61]) == nil)
    }
}
