import Foundation
import Testing
import WordCheck
@testable import WordCheckServer
@testable import WordCheckServerCore

/// ``JSONWriter`` writes, for every response type, the JSON that `JSONEncoder` encodes,
/// on real responses (matches from a real text, every verdict, a solved root) and on
/// strings holding every character JSON escapes.
@Suite struct JSONWriterTests {
    private func same<Value: JSONWritable>(_ value: Value, sourceLocation: SourceLocation = #_sourceLocation) throws {
        var writer = JSONWriter()
        value.write(to: &writer)
        let written = try JSONSerialization.jsonObject(with: Data(writer.bytes)) as? NSObject
        let encoded = try JSONSerialization.jsonObject(with: JSONEncoder().encode(value)) as? NSObject
        #expect(written != nil && written == encoded, sourceLocation: sourceLocation)
        #expect(String(decoding: writer.bytes, as: UTF8.self).utf8.count == writer.bytes.count, sourceLocation: sourceLocation)
    }

    private var awkward: String {
        "quote \" backslash \\ slash / tab \t newline \n return \r nul \u{0} bell \u{7} unit \u{1F} del \u{7F} é 😀 \u{2028}"
    }

    @Test func checkResponsesOnRealText() throws {
        let languages = try sharedService.get().languages
        let text = "A tset with \"quotes\" and a\ttab.\nAn émoji 😀 anothr line. " + awkward + " Zqxv!"
        for language in ["en-US", "es", "it", "auto"] {
            let response = try LanguageToolCheck.check(try ServiceClient.checkParameters([("language", language), ("text", text)]), in: languages)
            #expect(!response.matches.isEmpty)
            try same(response)
        }
        let empty = try LanguageToolCheck.check(try ServiceClient.checkParameters([("language", "en"), ("text", "")]), in: languages)
        try same(empty)
    }

    @Test func everyOtherResponse() throws {
        let languages = try sharedService.get().languages
        for word in ["cease", "", "ag", "agencies", "cezse", "gacen", awkward] {
            try same(try WordCheckAPI.validate(ValidateRequest(root: "agencies", word: word, used: ["ages"], language: nil, rules: nil), in: languages))
        }
        try same(try WordCheckAPI.spell(SpellRequest(language: "it", words: ["casa", "libbro", awkward]), in: languages))
        try same(try WordCheckAPI.suggest(SuggestRequest(language: "es", words: ["palabre", "casa", awkward], limit: nil), in: languages))
        try same(try WordCheckAPI.complete(CompleteRequest(language: nil, partial: "Agen", limit: 20), in: languages))
        try same(try WordCheckAPI.solve(SolveRequest(language: nil, root: "gumdrops", rules: nil, allWords: nil), in: languages))
        try same(try WordCheckAPI.bee(BeeRequest(language: nil, foldsAccents: nil, allWords: true, limit: 50,
                                                 letters: "acehlnp", center: "a", minimumLength: nil), in: languages))
        try same(try WordCheckAPI.rack(RackRequest(language: nil, foldsAccents: nil, allWords: nil, limit: nil,
                                                   tiles: "retain??", minimumLength: nil), in: languages))
        try same(try WordCheckAPI.find(FindRequest(language: nil, foldsAccents: nil, allWords: nil, limit: nil,
                                                   pattern: "c?t", capitalised: nil), in: languages))
        try same(HealthResponse(status: "ok", version: "1", languages: ["en_US", awkward]))
        try same(LanguageList(entries: [LanguageEntry(name: awkward, code: "en", longCode: "en-US")]))
        try same(APIError.Body(error: .init(code: "x", message: awkward)))
    }
}
