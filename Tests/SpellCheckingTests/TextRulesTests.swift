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
            if CanonicalComposition.isComposed(utf8: text.utf8) {
                #expect(text.unicodeScalars.elementsEqual(nfc.unicodeScalars), "\(text.debugDescription)")
            }
        }
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
