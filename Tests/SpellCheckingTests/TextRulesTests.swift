import Foundation
import SpellCheckingCore
import Testing

/// The rules every layer shares (Apostrophe, CanonicalComposition, ASCIIBytes), against
/// the general definitions they stand in for.
@Suite struct TextRulesTests {
    @Test func apostrophesFoldAndComeBack() {
        #expect(Apostrophe.folded("don’t") == "don't")
        #expect(Apostrophe.folded("l’acqua dell’anno") == "l'acqua dell'anno")
        #expect(Apostrophe.restored("l'acqua dell'anno") == "l’acqua dell’anno")
        #expect(Apostrophe.isTyped(in: "o’clock") && !Apostrophe.isTyped(in: "o'clock"))
        // Nothing else changes: the left quotation mark, accents, emoji.
        #expect(Apostrophe.folded("‘niño’ 👍🏽") == "‘niño' 👍🏽")
        #expect(Apostrophe.restored("plain") == "plain")
    }

    /// The shortcut never claims a string is NFC when Foundation would change it, on every
    /// scalar below U+0800 alone and after a letter, and on decomposed words.
    @Test func theNFCShortcutAgreesWithFoundation() {
        var texts = ["cafe\u{301}", "n\u{303}", "Ångström", "ḍ\u{307}", "e\u{301}\u{301}", "abc", "", "\u{2019}"]
        for value in 0x20..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            texts += [String(scalar), "a" + String(scalar), String(scalar) + "e"]
        }
        for text in texts {
            let nfc = text.precomposedStringWithCanonicalMapping
            #expect(CanonicalComposition.composed(text).unicodeScalars.elementsEqual(nfc.unicodeScalars), "\(text.debugDescription)")
            if CanonicalComposition.isComposed(text) {
                #expect(text.unicodeScalars.elementsEqual(nfc.unicodeScalars), "\(text.debugDescription)")
            }
        }
    }

    /// The tables behind the shortcut, scalar by scalar: a scalar NFD changes is marked
    /// as decomposing; a scalar NFC changes, or one with a combining class, or one that
    /// ends a composite's decomposition after its first scalar, is marked as composing;
    /// and a word that ``CanonicalComposition/isCanonicallyFixed(_:)`` passes is its
    /// own NFC and NFD. Above U+0800, the characters without a combining class that end a
    /// decomposition are those ``CompositionScan`` knows to join the one before.
    @Test func theCanonicalTablesAgreeWithFoundation() {
        func fixed(_ text: String) -> Bool {
            text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars)
                && text.decomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars)
        }
        var laterScalars = Set<UInt32>()
        for value in 0xC0..<0x30000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let decomposed = String(scalar).decomposedStringWithCanonicalMapping.unicodeScalars.map(\.value)
            laterScalars.formUnion(decomposed.dropFirst())
        }
        for value in 0x80..<0x800 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let text = String(scalar)
            let starter = scalar.properties.canonicalCombiningClass == .notReordered && !laterScalars.contains(UInt32(value))
            let composed = starter && text.precomposedStringWithCanonicalMapping.unicodeScalars.elementsEqual(text.unicodeScalars)
            let plain = starter && fixed(text)
            #expect(CanonicalComposition.isComposed("д" + text) == composed, "U+\(String(value, radix: 16))")
            #expect(CanonicalComposition.isCanonicallyFixed(text) == plain, "U+\(String(value, radix: 16))")
            #expect(CanonicalComposition.isCanonicallyFixed("д" + text + "я") == plain)
        }
        for value in 0x800..<0x10000 {
            guard let scalar = Unicode.Scalar(value), scalar.properties.canonicalCombiningClass == .notReordered else { continue }
            #expect(CompositionScan.joinsThePrevious(UInt32(value)) == laterScalars.contains(UInt32(value)), "U+\(String(value, radix: 16))")
        }
        // Words of the scripts the tables cover, and ill-formed bytes, which are left to normalising.
        #expect(CanonicalComposition.isCanonicallyFixed("привет") && fixed("привет"))
        #expect(!CanonicalComposition.isCanonicallyFixed("чай") && CanonicalComposition.isComposed("чай"))
        #expect(CanonicalComposition.isComposed("καλημέρα") && !CanonicalComposition.isComposed("καλημε\u{301}ρα"))
        #expect([[0xD0], [0xD0, 0x41]].allSatisfy { (bytes: [UInt8]) in !bytes.withUnsafeBufferPointer(CanonicalComposition.isComposed(utf8:)) })
        #expect(!CanonicalComposition.isComposed("漢字"))
    }

    @Test func asciiByteTestsMatchCharacterProperties() {
        for value in 0...255 {
            let byte = UInt8(value)
            let character = Character(Unicode.Scalar(byte))
            let ascii = byte < 0x80
            #expect(ASCIIBytes.isUppercase(byte) == (ascii && character.isUppercase && character.isLetter))
            #expect(ASCIIBytes.isLetter(byte) == (ascii && character.isLetter))
            #expect(ASCIIBytes.isDigit(byte) == (ascii && character.isWholeNumber))
            let lowered = ascii ? UInt8(character.lowercased().unicodeScalars.first!.value) : byte
            #expect(ASCIIBytes.lowercased(byte) == lowered)
            #expect(ASCIIBytes.lowercased(UInt32(byte)) == UInt32(lowered))
        }
    }

    @Test func hyphenatedIdentifiers() throws {
        #expect(try Language("es_MX").hyphenatedIdentifier == "es-MX")
        #expect(Language.english.hyphenatedIdentifier == "en-US")
        #expect(try Language("it").hyphenatedIdentifier == "it")
    }
}
