import SpellChecking
import Testing

@Suite struct LanguageTests {
    @Test(arguments: [
        ("en", "en_US"), ("EN", "en_US"), ("en_US", "en_US"), ("en-US", "en_US"), ("en-us", "en_US"),
        ("es", "es_ES"), ("es-MX", "es_ES"), ("es_AR", "es_ES"), ("it", "it_IT"), ("it_IT", "it_IT"), ("it-CH", "it_IT"),
    ])
    func resolvesBundledLanguages(identifier: String, bundled: String) throws {
        let language = try Language(identifier)
        #expect(language.bundledEquivalent?.identifier == bundled)
    }

    @Test(arguments: [
        ("en", "en", "en", nil), ("en-us", "en_US", "en", "US"), ("es-MX", "es_MX", "es", "MX"),
        ("pt_br", "pt_BR", "pt", "BR"), ("en_GB-ise", "en_GB-ise", "en", "GB"), ("sr-Latn", "sr_Latn", "sr", nil),
        ("de_DE_frami", "de_DE_frami", "de", "DE"), ("es-419", "es_419", "es", "419"),
    ] as [(String, String, String, String?)])
    func canonicalIdentifier(input: String, identifier: String, code: String, region: String?) throws {
        let language = try Language(input)
        #expect(language.identifier == identifier)
        #expect(language.code == code)
        #expect(language.region == region)
    }

    @Test func spellingsOfOneLanguageAreEqual() throws {
        #expect(try Language("en-US") == Language("en_us"))
        #expect(try Language("en_US") == .english)
        #expect(try Language("es-MX") != .spanish)
    }

    @Test(arguments: ["", "e", "-en", "en-", "en__US", "en US", "../en_US", "en/US", "en.US", "1en", "ñe", "en_US\u{0}"])
    func rejectsMalformedIdentifiers(identifier: String) {
        #expect(throws: SpellCheckingError.invalidLanguage(identifier)) { try Language(identifier) }
    }

    @Test func noBundledEquivalentForOtherLanguages() throws {
        #expect(try Language("de_DE").bundledEquivalent == nil)
    }
}
