import Foundation
import Testing
import WordCheck
@testable import WordCheckServer
@testable import WordCheckServerCore

/// LanguageTool's /v2 endpoints, through the router.
@Suite struct LanguageToolCheckTests {
    /// The matches of a /v2/check answer.
    private func matches(_ answer: Answer) -> [[String: Any]] {
        answer.object["matches"] as? [[String: Any]] ?? []
    }

    /// The UTF-16 stretch of `text` a match points at.
    private func covered(_ match: [String: Any], in text: String) -> String {
        let units = Array(text.utf16)
        let offset = match["offset"] as! Int
        let length = match["length"] as! Int
        return String(decoding: units[offset..<(offset + length)], as: UTF16.self)
    }

    private func replacements(_ match: [String: Any]) -> [String] {
        (match["replacements"] as? [[String: Any]] ?? []).compactMap { $0["value"] as? String }
    }

    @Test func languagesListsTheBundledOnesWithLanguageToolsFields() async throws {
        try await withClient { client in
            let answer = try await client.send(.get, "/v2/languages")
            #expect(answer.status == .ok)
            let entries = try #require(answer.json as? [[String: String]])
            for (code, longCode) in [("en", "en-US"), ("es", "es-ES"), ("it", "it-IT")] {
                let entry = try #require(entries.first { $0["longCode"] == longCode })
                #expect(entry["code"] == code)
                #expect(entry["name"]?.isEmpty == false)
            }
            #expect(Set(entries.compactMap { $0["longCode"] }).count == entries.count)
        }
    }

    @Test(arguments: [
        ("en-US", "An emoji 😀 before a tset, then anothr one.", ["tset": "test", "anothr": "another"]),
        ("es", "Una cara 😀 antes de una palabre mal escrita: casa y pérro.", ["palabre": "palabra", "pérro": "perro"]),
        ("it-IT", "Una faccina 😀 prima di una parola sbagliatta; l'altra è giusta, libbro no.", ["sbagliatta": "sbagliata", "libbro": "libro"]),
    ])
    func checkFindsTyposAtUTF16OffsetsWithReplacements(language: String, text: String, expected: [String: String]) async throws {
        try await withClient { client in
            let answer = try await client.post("/v2/check", form: [("language", language), ("text", text)])
            #expect(answer.status == .ok)
            let found = matches(answer)
            #expect(Set(found.map { covered($0, in: text) }) == Set(expected.keys))
            for match in found {
                let word = covered(match, in: text)
                #expect(replacements(match).contains(expected[word] ?? ""), "\(word): \(replacements(match))")
                let rule = try #require(match["rule"] as? [String: Any])
                #expect(rule["id"] as? String == "HUNSPELL_RULE")
                #expect(rule["issueType"] as? String == "misspelling")
                #expect((rule["category"] as? [String: Any])?["id"] as? String == "TYPOS")
                #expect((match["type"] as? [String: Any])?["typeName"] as? String == "UnknownWord")
                // The context shows the word at its own offset.
                let context = try #require(match["context"] as? [String: Any])
                let contextText = try #require(context["text"] as? String)
                #expect(covered(["offset": context["offset"]!, "length": context["length"]!], in: contextText) == word)
                #expect((match["sentence"] as? String)?.contains(word) == true)
            }
            let languageInfo = try #require(answer.object["language"] as? [String: Any])
            #expect((languageInfo["code"] as? String)?.hasPrefix(String(language.prefix(2))) == true)
            #expect((answer.object["warnings"] as? [String: Any])?["incompleteResults"] as? Bool == false)
        }
    }

    @Test func contextIsCutAtFortyUnitsAndSentenceIsTheTyposOwn() async throws {
        let text = String(repeating: "Words come first. ", count: 5) + "Here is a tset in\nthe middle. " + String(repeating: "More words follow. ", count: 5)
        try await withClient { client in
            let match = try #require(matches(try await client.post("/v2/check", form: [("language", "en"), ("text", text)])).first)
            let context = try #require(match["context"] as? [String: Any])
            let contextText = try #require(context["text"] as? String)
            #expect(contextText.hasPrefix("...") && contextText.hasSuffix("..."))
            let widest = 3 + LanguageToolCheck.contextUnits + "tset".utf16.count + LanguageToolCheck.contextUnits + 3
            #expect(contextText.utf16.count <= widest)
            #expect(!contextText.contains("\n"))
            #expect(match["sentence"] as? String == "Here is a tset in\nthe middle.")
        }
    }

    /// Over plain ASCII the context and the sentence are measured in bytes, not walked
    /// character by character: they must still end where a walk by whole characters
    /// ends, next to CR LF, combining accents, a prepended sign, joined emoji and flags,
    /// and at the text's ends. Every character of each text is a match in turn.
    @Test func contextsAndSentencesEndWhereAWalkByCharactersEnds() {
        func walk(_ text: String, from index: String.Index, toward bound: String.Index, units: Int) -> String.Index {
            var reached = index, counted = 0
            while reached != bound {
                let next = bound < reached ? text.index(before: reached) : text.index(after: reached)
                let width = abs(text.utf16.distance(from: next, to: reached))
                if counted + width > units { break }
                counted += width
                reached = next
            }
            return reached
        }
        let long = String(repeating: "Plain words, and more plain words. ", count: 12)
        let pieces = ["plain words here", "a\r\nb", "cafe\u{301} e\u{301}", "\u{600}12 x", "👩‍👩‍👧 and 🇫🇷 ok", "tab\there", "é", "\r\n"]
        // Sentences far longer than Sentences.reach, with and without a character that is not plain ASCII.
        let endless = String(repeating: "word ", count: 80)
        let texts = pieces + [pieces.joined(separator: " "), long + "cafe\u{301}" + long, long + "a\r\nb. " + long, long,
                              endless + "cafe\u{301} " + endless, endless + "\u{600}1" + endless, endless]
        for text in texts {
            let sentences = Sentences(text)
            var index = text.startIndex
            while index < text.endIndex {
                let range = index..<text.index(after: index)
                let context = LanguageToolCheck.context(of: range, in: text)
                let start = walk(text, from: range.lowerBound, toward: text.startIndex, units: LanguageToolCheck.contextUnits)
                let end = walk(text, from: range.upperBound, toward: text.endIndex, units: LanguageToolCheck.contextUnits)
                let shown = String(String.UnicodeScalarView(text[start..<end].unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 }))
                #expect(context.text == (start > text.startIndex ? "..." : "") + shown + (end < text.endIndex ? "..." : ""),
                        "\(text.debugDescription)")
                #expect(context.offset == (start > text.startIndex ? 3 : 0) + text.utf16.distance(from: start, to: range.lowerBound))
                let sentence = sentences.range(containing: range.lowerBound)
                let from = walk(text, from: range.lowerBound, toward: sentence.lowerBound, units: Sentences.reach)
                let to = walk(text, from: range.upperBound, toward: sentence.upperBound, units: Sentences.reach)
                var kept = text.unicodeScalars[max(from, sentence.lowerBound)..<min(to, sentence.upperBound)]
                while let first = kept.first, first.properties.isWhitespace { kept.removeFirst() }
                while let last = kept.last, last.properties.isWhitespace { kept.removeLast() }
                #expect(sentences.sentence(around: range) == String(kept), "\(text.debugDescription)")
                index = range.upperBound
            }
        }
    }

    @Test func aTextWithoutSentenceEndsIsNotCopiedIntoEveryMatch() throws {
        let text = Array(repeating: "word tset", count: 2_000).joined(separator: " ")
        let response = try LanguageToolCheck.check(try ServiceClient.checkParameters([("language", "en"), ("text", text)]),
                                                   in: try sharedService.get().languages)
        #expect(response.matches.count == 2_000)
        let longest = response.matches.map(\.sentence.utf16.count).max() ?? 0
        #expect(longest <= 2 * Sentences.reach + "tset".utf16.count)
        #expect(longest >= Sentences.reach)
        #expect(response.matches.allSatisfy { $0.sentence.contains("tset") })
    }

    @Test func annotatedTextCountsMarkupInOffsets() async throws {
        let data = #"{"annotation":[{"text":"A "},{"markup":"<b>"},{"text":"tset"},{"markup":"</b>"},{"markup":"<p>","interpretAs":"\n\n"},{"text":"Secnd paragraph."}]}"#
        let document = "A <b>tset</b><p>Secnd paragraph."
        try await withClient { client in
            let found = matches(try await client.post("/v2/check", form: [("language", "en-US"), ("data", data)]))
            #expect(found.map { covered($0, in: document) } == ["tset", "Secnd"])
        }
    }

    /// auto: the loaded language that accepts the most of the text's words, with its share
    /// as the confidence; the default language for a text without words.
    @Test func autoDetectsTheLanguage() async throws {
        try await withClient { client in
            let english = try await client.post("/v2/check", form: [("language", "auto"), ("text", "A tset.")])
            #expect(matches(english).count == 1)
            #expect((english.object["language"] as? [String: Any])?["code"] as? String == "en-US")
            let spanish = try await client.post("/v2/check", form: [("language", "auto"),
                                                                    ("text", "El niño comió manzanas y dijo que estaba muy rico, pero escibió mal.")])
            let language = try #require(spanish.object["language"] as? [String: Any])
            #expect(language["code"] as? String == "es-ES")
            let detected = try #require(language["detectedLanguage"] as? [String: Any])
            #expect(detected["code"] as? String == "es-ES" && (detected["confidence"] as? Double ?? 0) > 0.8)
            #expect(matches(spanish).count == 1)
            let none = try await client.post("/v2/check", form: [("language", "auto"), ("text", "123 !")])
            #expect(((none.object["language"] as? [String: Any])?["detectedLanguage"] as? [String: Any])?["source"] as? String == "default")
        }
    }

    /// format: Markdown, HTML and LaTeX sent as text have their markup passed over and
    /// their prose checked, at the offsets of the text sent (UTF-16, emoji included).
    @Test func markupFormats() async throws {
        let cases: [(String, String, [String])] = [
            ("markdown", "😀 See the [documnetation](https://example.org/docs) and `cdoe` here.\n```\nnott checked\n```\nA tset.", ["documnetation", "tset"]),
            ("html", "<p class=\"😀\">😀 A <b>tset</b> &amp; <!-- cmment --> wrld</p>", ["tset", "wrld"]),
            ("latex", "\\section{Introdction} 😀 $\\gamaa$ \\cite{knuthh} and a tset.", ["Introdction", "tset"]),
            ("plain", "A <xyzzy>tset</xyzzy>", ["xyzzy", "tset", "xyzzy"]),
        ]
        try await withClient { client in
            for (format, text, expected) in cases {
                let answer = try await client.post("/v2/check", form: [("language", "en-US"), ("text", text), ("format", format)])
                #expect(answer.status == .ok)
                #expect(matches(answer).map { covered($0, in: text) } == expected, "\(format)")
                // The context is the text as sent, markup and all (as LanguageTool's is), with
                // the word at its offset.
                for match in matches(answer) {
                    let context = try #require(match["context"] as? [String: Any])
                    let shown = try #require(context["text"] as? String)
                    let units = Array(shown.utf16), offset = try #require(context["offset"] as? Int)
                    let length = try #require(context["length"] as? Int)
                    #expect(String(decoding: units[offset..<(offset + length)], as: UTF16.self) == covered(match, in: text), "\(format)")
                    let sent = text.replacingOccurrences(of: "\n", with: " ")
                    #expect(sent.contains(shown.trimmingPrefix("...").description.replacing(/\.\.\.$/, with: "")), "\(format): \(shown)")
                }
            }
            let html = try await client.post("/v2/check", form: [("language", "en-US"), ("text", "<p>A <b>tset</b></p>"), ("format", "html")])
            #expect((matches(html).first?["context"] as? [String: Any])?["text"] as? String == "<p>A <b>tset</b></p>")
            let refused = try await client.post("/v2/check", form: [("language", "en-US"), ("text", "x"), ("format", "rtf")])
            #expect(refused.status == .badRequest)
            let withData = try await client.post("/v2/check", form: [("language", "en-US"), ("data", #"{"annotation": [{"text": "x"}]}"#), ("format", "html")])
            #expect(withData.status == .badRequest)
        }
    }

    /// auto on a paragraph that mixes languages: each sentence of enough words is checked
    /// in the language that accepts most of them, with that language's suggestions and messages.
    @Test func autoChecksMixedTextSentenceBySentence() async throws {
        try await withClient { client in
            let text = "We walked to the market early in the mornnig. Después compramos fruta fresca y pan calinete. "
                + "Then we went home again."
            let answer = try await client.post("/v2/check", form: [("language", "auto"), ("text", text)])
            #expect((answer.object["language"] as? [String: Any])?["code"] as? String == "en-US")
            let found = matches(answer)
            let words = found.map { match in
                let offset = match["offset"] as? Int ?? 0, length = match["length"] as? Int ?? 0
                return String(decoding: Array(text.utf16)[offset..<(offset + length)], as: UTF16.self)
            }
            #expect(words == ["mornnig", "calinete"])
            let replacements = found.map { (($0["replacements"] as? [[String: Any]]) ?? []).compactMap { $0["value"] as? String } }
            #expect(replacements.count == 2 && replacements[0].contains("morning") && replacements[1].contains("caliente"))
            #expect(found.count == 2 && found[0]["message"] as? String != found[1]["message"] as? String)
        }
    }

    /// preferredVariants, as LanguageTool has it: with auto only, each a language served.
    @Test func preferredVariantsNameTheVariantOfAuto() async throws {
        try await withClient { client in
            let text = "We walked to the market early in the mornnig."
            let chosen = try await client.post("/v2/check", form: [("language", "auto"), ("text", text), ("preferredVariants", "en-US, it")])
            #expect(chosen.status == .ok && matches(chosen).count == 1)
            let notAuto = try await client.post("/v2/check", form: [("language", "en-US"), ("text", text), ("preferredVariants", "en-US")])
            #expect(notAuto.status == .badRequest)
            let unknown = try await client.post("/v2/check", form: [("language", "auto"), ("text", text), ("preferredVariants", "xx-YY")])
            #expect(unknown.status == .badRequest)
        }
    }

    @Test func unknownParametersAreIgnoredAndRuleChoicesHonoured() async throws {
        try await withClient { client in
            let base: [(String, String)] = [("language", "en-US"), ("text", "A tset."), ("motherTongue", "de"), ("level", "picky")]
            func count(_ extra: [(String, String)]) async throws -> Int {
                matches(try await client.post("/v2/check", form: base + extra)).count
            }
            try #expect(await count([]) == 1)
            try #expect(await count([("disabledCategories", "TYPOS")]) == 0)
            try #expect(await count([("disabledRules", "OTHER,HUNSPELL_RULE")]) == 0)
            try #expect(await count([("enabledOnly", "true"), ("enabledRules", "OTHER")]) == 0)
            try #expect(await count([("enabledOnly", "true"), ("enabledCategories", "TYPOS")]) == 1)
        }
    }

    @Test func formLabelledJSONAndJSONBodiesAndQueriesAreRead() async throws {
        try await withClient { client in
            let labelled = try await client.post("/v2/check", form: [("language", "en-US"), ("text", "A tset.")], contentType: "application/json")
            #expect(matches(labelled).count == 1)
            let json = try await client.post("/v2/check", json: #"{"language": "en-US", "text": "A tset and a tost."}"#)
            #expect(matches(json).count == 2)
            let query = try await client.send(.get, "/v2/check?language=en-US&text=A+tset%2E")
            #expect(matches(query).count == 1)
            try #expect(await client.send(.head, "/v2/check").status == .ok)
        }
    }

    /// A form the clients of the tests (and the bench) send reads back as it was, and is
    /// written as Foundation's percent encoding would write it.
    @Test func formsAreEncodedAsFoundationEncodesThem() throws {
        var allowed = CharacterSet(charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
        allowed.insert(charactersIn: "-._~")
        let texts = ["", "plain", "a b+c&d=e%f", "naïve café — ok?", "l'anno dell'acqua", "😀 emoji\nline\ttab", "~-._/:;@"]
        for text in texts {
            let encoded = RequestParameters.formEncoded([("text", text)])
            #expect(encoded == "text=" + text.addingPercentEncoding(withAllowedCharacters: allowed)!, "\(text)")
            let decoded = try RequestParameters.form(Array(encoded.utf8))
            #expect(decoded.count == 1 && decoded[0].0 == "text" && decoded[0].1 == text, "\(text)")
        }
    }

    @Test func badRequestsGetTheirErrors() async throws {
        try await withClient { client in
            try #expect(await client.post("/v2/check", form: [("text", "A tset.")]).errorCode == "missingField")
            try #expect(await client.post("/v2/check", form: [("language", "en-US")]).errorCode == "missingField")
            try #expect(await client.post("/v2/check", form: [("language", "xx-YY"), ("text", "A")]).errorCode == "unknownLanguage")
            try #expect(await client.post("/v2/check", form: [("language", "../etc"), ("text", "A")]).errorCode == "unknownLanguage")
            try #expect(await client.post("/v2/check", form: [("language", "en"), ("data", "{\"annotation\": 3}")]).errorCode == "invalidField")
            let badPercent = try await client.send(.post, "/v2/check", body: Array("language=en&text=100%".utf8))
            #expect(badPercent.status == .badRequest && badPercent.errorCode == "invalidForm")
            let badUTF8 = try await client.send(.post, "/v2/check", body: Array("language=en&text=%FF%FE".utf8))
            #expect(badUTF8.status == .badRequest && badUTF8.errorCode == "invalidUTF8")
            let rawUTF8 = try await client.send(.post, "/v2/check", body: Array("language=en&text=".utf8) + [0xC3, 0x28])
            #expect(rawUTF8.errorCode == "invalidUTF8")
            try #expect(await client.post("/v2/check", json: #"{"language": "en", "text": "#).errorCode == "invalidJSON")
        }
    }

    @Test func manyDistinctMisspellingsAreBoundedAndSaidToBeIncomplete() throws {
        let service = try sharedService.get()
        let words = (0..<30).map { "zq\(String(UnicodeScalar(UInt8(97 + $0 % 26))))x\($0 / 26 == 0 ? "" : "w")" }
        let parameters = try ServiceClient.checkParameters([("language", "en"), ("text", words.joined(separator: " "))])
        let limited = try LanguageToolCheck.check(parameters, in: service.languages, limits: .init(matches: 20, suggestedWords: 5))
        #expect(limited.matches.count == 20)
        #expect(limited.warnings.incompleteResults)
        let whole = try LanguageToolCheck.check(parameters, in: service.languages)
        #expect(whole.matches.count == 30)
        #expect(!whole.warnings.incompleteResults)
        #expect(whole.matches.contains { !$0.replacements.isEmpty })
        // The first five words keep their replacements; the rest have none.
        #expect(limited.matches.prefix(5).map(\.replacements.count) == whole.matches.prefix(5).map(\.replacements.count))
        let restHaveNone = limited.matches.dropFirst(5).allSatisfy { $0.replacements.isEmpty }
        #expect(restHaveNone)
    }
}
