import Foundation
import SpellChecking
import TestSupport
import Testing

@Suite struct TextCheckingTests {
    func words(_ found: [Misspelling]) -> [String] { found.map(\.word) }

    @Test func findsMisspellingsInOrderWithRanges() {
        let text = "Ths is a tset of the sytem."
        let found = Bundled.english.misspellings(inText: text)
        #expect(words(found) == ["Ths", "tset", "sytem"])
        for misspelling in found { #expect(String(text[misspelling.range]) == misspelling.word) }
    }

    @Test(arguments: [
        (Language.english, "Visit https://example.com/pagez or www.exampel.org, mail jon.doe@exampel.com, call 555-1234 on 3rd May 2026.", [String]()),
        (.english, "Don’t worry, it's a well-known fact that we'll recieve it.", ["recieve"]),
        (.english, "Заголовок and hello wrld", ["wrld"]),
        (.spanish, "El niño comió 3 manzanas en https://ejemplo.es y dijo «qué rico», pero escibió mal.", ["escibió"]),
        (.italian, "L’acqua dell'anno scorso è buona, perché la città è bella: www.esempio.it, info@esempio.it, 42 volte.", []),
        (.italian, "Un'altra citta", ["citta"]),
        // The address is skipped, never the words joined to it.
        (.english, "See the [documnetation](https://example.org/docs).", ["documnetation"]),
        (.english, "lnk(http://x.org) tset:https://x.org wrld,www.exampel.org (www.exampel.org) [wrld](www.exampel.org)", ["lnk", "tset", "wrld", "wrld"]),
        (.english, "<jon@exampel.com> mailto:jon@exampel.com Wrte:jon@exampel.com, https://en.wikipedia.org/wiki/Foo_(barz)", ["Wrte"]),
        (.english, "[Mispeled](https://example.org/a?q=wrld&b=x) and https://exampel.org/ok\u{301}éx tset", ["Mispeled", "tset"]),
        // Compatibility characters: checked in their NFKC form, reported as written (audit round four, case 8).
        (.english, "the \u{FB01}shh and ｗｒｏｌｄ here, a \u{FB01}sh, ｗｏｒｌｄ, 𝐰𝐫𝐨𝐥𝐝 and 𝐰𝐨𝐫𝐥𝐝, \u{FB00}ect and e\u{FB03}cient",
         ["\u{FB01}shh", "ｗｒｏｌｄ", "𝐰𝐫𝐨𝐥𝐝", "\u{FB00}ect"]),
        (.spanish, "El nº 3 y la ｃａｎｃｉóｎ, pero ｃａｎｃｉｏｍ", ["ｃａｎｃｉｏｍ"]),
    ])
    func wordsInRunningText(language: Language, text: String, expected: [String]) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        #expect(words(checker.misspellings(inText: text)) == expected)
    }

    /// Markup is skipped and the prose inside it checked, at its place in the original text.
    @Test(arguments: [
        (TextFormat.markdown, "# A tset\n\nSee [documnetation](https://x.org/dcos), `cdoe` and ``a `b` cdoe``.\n```\nlet wrld = 1\n```\n<!-- commnet\nmore commnet -->\n<span class=\"x\">insde</span> ![alt txet](imgg.png) \\`wrld\n[lbl]: https://x.org/pathh", [
            ("tset", 1, 5), ("documnetation", 3, 6), ("insde", 9, 17), ("txet", 9, 36), ("wrld", 9, 54)]),
        (.html, "<!DOCTYPE html><html><head><style>p { colr: red }</style>\n<script>\nvar mispel = 1;\n</script></head>\n<body><p title=\"Tset\">Hello wrld &amp; frends</p>\n<!-- commnet --></body></html>", [
            ("wrld", 5, 29), ("frends", 5, 40)]),
        (.latex, "\\section{Introdction}\nA tset, $x = \\betta$, \\emph{wrld} \\cite{knuthh} \\ref{fig:wrld}.\n% commnet\n\\begin{equation}\n  \\mathrm{wrld}\n\\end{equation}\n\\href{https://x.org}{lnk} 50\\% $$\\gama$$ \\(\\delt\\) \\[\\epsi\\] wrld", [
            ("Introdction", 1, 10), ("tset", 2, 3), ("wrld", 2, 29), ("lnk", 7, 22), ("wrld", 7, 62)]),
    ])
    func markupIsSkipped(format: TextFormat, text: String, expected: [(String, Int, Int)]) {
        let found = Bundled.english.locatedMisspellings(inText: text, format: format)
        #expect(found.map { "\($0.misspelling.word) \($0.line):\($0.column)" } == expected.map { "\($0.0) \($0.1):\($0.2)" })
        for entry in found { #expect(String(text[entry.misspelling.range]) == entry.misspelling.word) }
        #expect(Bundled.english.misspellings(inText: text, format: format).map(\.word) == expected.map(\.0))
        // Read as plain text, the markup's own words are reported too.
        #expect(Bundled.english.misspellings(inText: text).count > expected.count)
    }

    /// Masked characters of several bytes never shift a column; a mask carries what a piece
    /// leaves open to the next piece; plain text is read as before.
    @Test func markupKeepsColumnsAndCarriesState() {
        let text = "<b title=\"ñandú\">cease</b> <i>wrld</i>"
        let found = Bundled.english.locatedMisspellings(inText: text, format: .html)
        #expect(found.map(\.misspelling.word) == ["wrld"] && found.first?.column == 31)
        // Elements of code and the others hunspell's -H skips hold no prose, across lines too;
        // a name that only starts like one (<variable>, <codex>) is an ordinary tag.
        let code = "<p>A <code>fnctn()</code> and <kbd>Ctrl-Shft</kbd>, <var>nmbr</var>, <samp>eror</samp> wrld</p>\n"
            + "<pre class=\"x\">\nlet vaule = 1\n</pre><tt>tset</tt> <codex>insde</codex> <CODE>cdoe</CODE>"
        #expect(Bundled.english.misspellings(inText: code, format: .html).map(\.word) == ["wrld", "tset", "insde"])
        // Markdown: a code span over a line break, a fence inside a blockquote; a backtick left
        // open ends with its paragraph.
        let markdown = "A `cdoe\nspna` tset.\n> ```\n> let vaule = 1\n> ```\n> quoetd\n\nOne ` strya\n\nwrld"
        #expect(Bundled.english.misspellings(inText: markdown, format: .markdown).map(\.word) == ["tset", "quoetd", "wrld"])
        // File paths are not words, in every format; the prose around them is.
        let paths = "See /usr/share/hunspell, (~/docs/notez) and ./scrpt.sh or ../up/dwn here: and/or wrld"
        #expect(Bundled.english.misspellings(inText: paths).map(\.word) == ["wrld"])
        #expect(TextScannerTests.differences(paths, language: .english).isEmpty)
        // TeX: \verb's code, a file \input without braces and dimensions are no prose.
        let tex = "Use \\verb|fnctn| or \\verb+cdoe+ here.\n\\input emacsver.tex\n\\vskip 1ex plus 2fill \\hskip 0.5in wrld 3rd"
        #expect(Bundled.english.misspellings(inText: tex, format: .latex).map(\.word) == ["wrld"])
        #expect(MarkupMask.prose(of: "\\kern 1ex 3rd 2in", format: .latex, keeping: .unicodeScalars) == "          3rd    ")
        var mask = MarkupMask(format: .latex)
        #expect(Bundled.english.locatedMisspellings(inText: "tset \\begin{align}", masking: &mask).map(\.misspelling.word) == ["tset"])
        #expect(Bundled.english.locatedMisspellings(inText: "\\mathrm{wrld} + x", masking: &mask).isEmpty)
        #expect(Bundled.english.locatedMisspellings(inText: "\\end{align} wrld", masking: &mask).map(\.misspelling.word) == ["wrld"])
        var prose = MarkupMask(format: .markdown)
        #expect(prose.prose(ofLine: "a `cdoe` é [x](y)") == "a        é [x    ")
        // A whole text: lines end at every break the library counts (CR here), which stay;
        // a scalar outside the BMP in markup takes two spaces when UTF-16 offsets are kept.
        let latex = "a % note\rb \\emph{c} $😀$\r\nd"
        let kept = MarkupMask.prose(of: latex, format: .latex, keeping: .utf16)
        #expect(kept == "a       \rb      {c}     \r\nd")
        #expect(kept.utf16.count == latex.utf16.count && kept.hasPrefix("a       \rb "))
        #expect(MarkupMask.prose(of: latex, format: .latex, keeping: .unicodeScalars).unicodeScalars.count == latex.unicodeScalars.count)
        #expect(MarkupMask.prose(of: latex, format: .plain, keeping: .utf16) == latex)
        #expect(Bundled.english.locatedMisspellings(inText: "a tset", format: .plain) == Bundled.english.locatedMisspellings(inText: "a tset"))
        #expect(TextFormat(fileExtension: "MD") == .markdown && TextFormat(fileExtension: "xhtml") == .html
                && TextFormat(fileExtension: "tex") == .latex && TextFormat(fileExtension: "swift") == nil)
    }

    /// Seeded random texts of markup pieces, cut anywhere: every format finds words whose
    /// ranges hold them, and never fails.
    @Test func markupNeverFails() {
        let pieces = ["<", ">", "<!--", "-->", "<p class=\"", "\"", "'", "</script>", "<script>", "<style>", "&amp;", "&", ";",
                      "`", "```", "~~~", "](", ")", "[", "]:", "\\", "\\begin{equation}", "\\end{equation}", "\\cite{", "{", "}",
                      "$", "$$", "\\(", "\\)", "%", "\\%", " ", "\n", "\r\n", "tset", "wrld", "é", "👍🏽", "a\u{301}", "ñandú", "cease"]
        var random = FuzzCorpusTests.Seeded(state: 0xA11CE)
        for _ in 0..<3_000 {
            var text = ""
            for _ in 0...random.below(20) { text += pieces[random.below(pieces.count)] }
            for format in TextFormat.allCases {
                for entry in Bundled.english.locatedMisspellings(inText: text, format: format) {
                    #expect(String(text[entry.misspelling.range]) == entry.misspelling.word, "\(format): \(text.debugDescription)")
                    #expect(entry.line >= 1 && entry.column >= 1)
                }
            }
        }
    }

    /// The checker that accepts the most of a text's words is its language; ties go to the first.
    @Test func languageDetection() throws {
        let checkers: [any SpellChecker] = [Bundled.english, try HunspellChecker(language: "es"), try HunspellChecker(language: "it")]
        let spanish = LanguageDetection.best(for: "El niño comió manzanas y dijo que estaba muy rico, pero escibió mal.", among: checkers)
        #expect(spanish?.index == 1 && (spanish?.confidence ?? 0) > 0.8)
        #expect(LanguageDetection.best(for: "L'acqua dell'anno è buona, perché la città è bella.", among: checkers)?.index == 2)
        #expect(LanguageDetection.best(for: "The weather is fine and the children are playing outside.", among: checkers)?.index == 0)
        #expect(LanguageDetection.best(for: "123 4 ! 🙂", among: checkers) == nil)
        #expect(LanguageDetection.best(for: "qzx wvk", among: checkers)?.index == 0)  // nobody accepts: the first
        #expect(LanguageDetection.best(for: "hello", among: []) == nil)
    }

    @Test func linesAndColumnsOfMisspellings() {
        // Lines end at CR LF, LF and CR; the line separator (U+2028) and a form feed stay in their line.
        let text = "Ths is fine.\r\n👍🏽 tset\u{2028}good\u{0C}wrng\n\rhello wrld"
        var reported: [Int] = []
        let found = Bundled.english.locatedMisspellings(inText: text) { reported.append($0) }
        #expect(found.map(\.misspelling.word) == ["Ths", "tset", "wrng", "wrld"])
        #expect(found.map(\.line) == [1, 2, 2, 4])
        // The emoji with its skin tone is one column.
        #expect(found.map(\.column) == [1, 3, 13, 7])
        #expect(reported.count == 4)
        #expect(reported == reported.sorted() && reported.first == 0)
        #expect(Bundled.english.locatedMisspellings(inText: "").isEmpty)
    }

    @Test func emojiAndCombiningMarksNeverShiftRanges() {
        let text = "👩‍👩‍👧‍👦 wrld 👍🏽 cafe\u{301} e\u{301}\u{301}\u{301} tset 🇮🇹"
        let found = Bundled.english.misspellings(inText: text)
        #expect(words(found).contains("wrld"))
        #expect(words(found).contains("tset"))
        for misspelling in found { #expect(String(text[misspelling.range]) == misspelling.word) }
    }

    @Test func startingInTheMiddleOfAWordChecksThatWord() throws {
        let text = "good tset good wrld"
        let middle = text.index(text.startIndex, offsetBy: 7)  // inside "tset"
        #expect(Bundled.english.firstMisspelling(in: text, startingAt: middle)?.word == "tset")
        let afterFirst = text.index(text.startIndex, offsetBy: 9)
        #expect(Bundled.english.firstMisspelling(in: text, startingAt: afterFirst)?.word == "wrld")
    }

    @Test func wrapAround() {
        let text = "tset good good"
        let late = text.index(text.startIndex, offsetBy: 6)
        #expect(Bundled.english.firstMisspelling(in: text, startingAt: late) == nil)
        #expect(Bundled.english.firstMisspelling(in: text, startingAt: late, wrap: true)?.word == "tset")
    }

    @Test func ignoredWordsBelongToOneChecker() throws {
        let checker = try HunspellChecker(language: .english, locator: bundledOnly)
        let other = try HunspellChecker(language: .english, locator: bundledOnly)
        checker.ignoreWord("wrld")
        #expect(checker.ignoredWords == ["wrld"])
        #expect(words(checker.misspellings(inText: "hello wrld tset")) == ["tset"])
        #expect(words(other.misspellings(inText: "hello wrld tset")) == ["wrld", "tset"])
        // isCorrect is the dictionary's answer; ignoring is about text.
        #expect(!checker.isCorrect("wrld"))
    }

    @Test func guessesForARange() {
        let text = "a tset here"
        let range = text.range(of: "tset")!
        #expect(Bundled.english.guesses(forWordRange: range, in: text).contains("test"))
    }

    @Test func worksForAnySpellChecker() {
        let checker = FixedWordsChecker(words: ["hello", "world"])
        #expect(words(checker.misspellings(inText: "hello there world")) == ["there"])
    }
}
