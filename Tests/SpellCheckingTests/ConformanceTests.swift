import Foundation
import SpellChecking
import TestSupport
import Testing

@Suite struct ConformanceTests {
    @Test func wordListDouble() async {
        let checker = FixedWordsChecker(words: ["agencies", "cease", "perché"])
        await SpellCheckerConformance.check(checker, correct: ["agencies", "cease", "perché"], misspelled: ["agensies", "cese"])
    }

    @Test func hunspellEnglish() async {
        await SpellCheckerConformance.check(
            Bundled.english,
            correct: ["agencies", "cease", "palettes", "gumdrop", "won't", "doesn’t"],
            misspelled: ["agensies", "dropus", "teh", "recieve"])
    }

    @Test func hunspellSpanish() async {
        await SpellCheckerConformance.check(
            Bundled.spanish,
            correct: ["año", "acción", "vergüenza", "camiones", "niño"],
            misspelled: ["anio", "accion", "verguenza", "camionez"])
    }

    @Test func hunspellItalian() async {
        await SpellCheckerConformance.check(
            Bundled.italian,
            correct: ["perché", "città", "l'acqua", "dell'anno", "caffè"],
            misspelled: ["perche", "citta", "lacqua", "caffe"])
    }
}
