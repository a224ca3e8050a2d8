import Foundation
import SpellCheckingCore
import Testing
@testable import WordValidator

@Suite struct LetterInventoryTests {
    @Test(arguments: [
        ("gumdrops", "gumdrop", true), ("gumdrops", "drops", true), ("gumdrops", "raindrop", false),
        ("gumdrops", "GUMDROPS", true), ("gumdrops", "spurdog", true), ("gumdrops", "ddrops", false),
        ("agencies", "cease", true), ("agencies", "genies", true), ("agencies", "geese", false),
        ("telepaths", "palettes", true), ("telepaths", "pastels", false), ("telepaths", "pastel", true), ("silkworm", "worms", true),
        ("silkworm", "", true), ("silkworm", "silk worm", false), ("abc", "abcd", false),
    ])
    func asciiWords(root: String, word: String, possible: Bool) {
        #expect(LetterInventory(root).canSpell(word) == possible)
        #expect(LetterInventory(root).missingLetters(in: word).isEmpty == possible)
    }

    @Test func missingLettersInWordOrderWithRepeats() {
        let gumdrops = LetterInventory("gumdrops")
        #expect(gumdrops.missingLetters(in: "raindrop") == ["a", "i", "n", "r"])
        #expect(gumdrops.missingLetters(in: "Mumps") == ["m"])
        #expect(gumdrops.missingLetters(in: "drops") == [])
    }

    @Test func accentedLettersAreLettersOfTheirOwn() {
        let camiones = LetterInventory("camiones")
        #expect(camiones.canSpell("camino"))
        #expect(!camiones.canSpell("camión"))
        #expect(camiones.missingLetters(in: "camión") == ["ó"])
        let pequeñas = LetterInventory("pequeñas")
        #expect(pequeñas.canSpell("peña"))
        #expect(!pequeñas.canSpell("pena"))
        #expect(pequeñas.missingLetters(in: "pena") == ["n"])
        let felicità = LetterInventory("felicità")
        #expect(felicità.canSpell("età"))
        #expect(!felicità.canSpell("eta"))
        #expect(!felicità.canSpell("città"))
    }

    @Test func foldingDiacritics() {
        let camiones = LetterInventory("camiones", foldingDiacritics: true)
        #expect(camiones.canSpell("camión"))
        #expect(camiones.canSpell("CAMIÓN"))
        let pequeñas = LetterInventory("pequeñas", foldingDiacritics: true)
        #expect(pequeñas.letters == "pequenas")
        #expect(pequeñas.canSpell("pena"))
        #expect(pequeñas.canSpell("peña"))
        #expect(!pequeñas.canSpell("peñña"))
    }

    @Test func normalisationFormAndCaseDoNotMatter() {
        let decomposedRoot = LetterInventory("pequen\u{303}as")
        #expect(decomposedRoot == LetterInventory("pequeñas"))
        #expect(decomposedRoot.canSpell("peña"))
        #expect(decomposedRoot.canSpell("pen\u{303}a"))
        #expect(decomposedRoot.canSpell("PEN\u{303}A"))
        #expect(LetterInventory("FELICITÀ").canSpell("eta\u{300}"))
        #expect(LetterInventory("felicità").letterCount == 8)
    }

    @Test func codableRoundTrip() throws {
        let inventory = LetterInventory("Pequeñas", foldingDiacritics: true)
        let decoded = try JSONDecoder().decode(LetterInventory.self, from: JSONEncoder().encode(inventory))
        #expect(decoded == inventory)
        #expect(decoded.canSpell("pena"))
    }

    /// A naive multiset check, to compare the fast one against.
    static func naiveCanSpell(_ word: String, from root: String) -> Bool {
        var letters = Array(root.lowercased().precomposedStringWithCanonicalMapping)
        for letter in word.lowercased().precomposedStringWithCanonicalMapping {
            guard let index = letters.firstIndex(of: letter) else { return false }
            letters.remove(at: index)
        }
        return true
    }

    @Test(arguments: [Language.english, .spanish, .italian])
    func agreesWithANaiveCheckOnARealWordList(language: Language) throws {
        // The bundled dictionary's word file, read as text: no spell checker is involved.
        let wordFile = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("dictionaries/\(language.identifier)/\(language.identifier).dic")
        let words = try String(contentsOf: wordFile, encoding: .utf8)
            .split(separator: "\n").dropFirst()
            .map { String($0.prefix { $0 != "/" && $0 != "\t" && $0 != " " }) }
            .filter { !$0.isEmpty }
        let roots = stride(from: 0, to: words.count, by: words.count / 40).map { words[$0] }.filter { $0.count >= 6 }
        var compared = 0
        for root in roots {
            let inventory = LetterInventory(root)
            for word in words.prefix(3_000) + words.suffix(3_000) {
                #expect(inventory.canSpell(word) == Self.naiveCanSpell(word, from: root), "\(word) from \(root)")
                compared += 1
            }
        }
        #expect(compared > 50_000)
    }
}
