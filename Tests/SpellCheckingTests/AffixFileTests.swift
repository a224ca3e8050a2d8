import Foundation
import Testing
@testable import SpellChecking

/// The one reading of an `.aff` file: each directive as libhunspell reads it, and the
/// refusals (the tables' own are in `DictionaryLoadingTests`).
@Suite struct AffixFileTests {
    static func read(_ text: String) throws -> AffixFile {
        try AffixFile(Data(text.utf8), path: "/x.aff")
    }

    @Test func readsTheDirectives() throws {
        let affix = try Self.read("""
            SET UTF-8
            LANG es_ES
            WORDCHARS \t-0123456789 \r
            NOSUGGEST !
            ICONV 1
            ICONV ’ '
            AF 2
            AF A
            AF B

            """)
        #expect(affix.encoding == .utf8)
        #expect(affix.declaredLanguage?.identifier == "es_ES")
        #expect(affix.wordCharacters == "-0123456789")
        #expect(affix.marksNoSuggest)
        #expect(affix.mentionsTypographicApostrophe)
        #expect(affix.convertsOnlyTypographicApostrophe)
        #expect(affix.tables.flagAliases == 2 && affix.tables.morphAliases == 0)
    }

    @Test func withoutDirectivesHunspellsDefaultsHold() throws {
        let affix = try Self.read("TRY abc\n")
        #expect(affix.encoding == .hunspellDefault)
        #expect(affix.declaredLanguage == nil)
        #expect(affix.wordCharacters.isEmpty)
        #expect(!affix.marksNoSuggest && !affix.mentionsTypographicApostrophe && !affix.convertsOnlyTypographicApostrophe)
        #expect(affix.suggestionTables == SuggestionTables())
    }

    /// The first line of a directive decides, even when a later one would say otherwise.
    @Test func theFirstLineDecides() throws {
        let affix = try Self.read("SETX no\nSET UTF-8\nSET EBCDIC-37\nLANG ???\nLANG en_US\nWORDCHARS 1\nWORDCHARS 2\n")
        #expect(affix.encoding == .utf8)
        #expect(affix.declaredLanguage == nil)
        #expect(affix.wordCharacters == "1")
        // Another conversion besides the apostrophe's is not the apostrophe alone.
        #expect(try !Self.read("SET UTF-8\nICONV 2\nICONV ’ '\nICONV a b\n").convertsOnlyTypographicApostrophe)
    }

    /// libhunspell drops a byte-order mark from the first line, so every directive is read after one.
    @Test func aByteOrderMarkIsNotPartOfTheFirstLine() throws {
        #expect(try Self.read("\u{FEFF}WORDCHARS 0123\nSET UTF-8\n").wordCharacters == "0123")
        #expect(try Self.read("\u{FEFF}SET UTF-8\n").encoding == .utf8)
        #expect(try Self.read("\u{FEFF}NOSUGGEST !\n").marksNoSuggest)
    }

    @Test func wordCharactersAreDecodedFromTheFilesEncoding() throws {
        let bytes = Array("SET ISO8859-1\nWORDCHARS ".utf8) + [0xE9, 0x2D, 0x0A]  // é- in ISO 8859-1
        let affix = try AffixFile(Data(bytes), path: "/x.aff")
        #expect(affix.encoding == .singleByte(.iso8859_1))
        #expect(affix.wordCharacters == "\u{E9}-")
    }

    /// What is refused, and that the encoding's refusal comes before the tables'.
    @Test func refusals() {
        #expect(throws: SpellCheckingError.notADictionary(path: "/x.aff", reason: "SET names no encoding")) {
            try Self.read("SET\r\nREP 9\n")
        }
        #expect(throws: SpellCheckingError.unsupportedEncoding(path: "/x.aff", encoding: "EBCDIC-37")) {
            try Self.read("REP 9\nSET EBCDIC-37\n")
        }
        #expect(throws: SpellCheckingError.notADictionary(path: "/x.aff", reason: "binary content")) {
            try Self.read("SET EBCDIC-37\n\u{0}\n")
        }
        #expect(throws: SpellCheckingError.notADictionary(path: "/x.aff", reason: "line 2: REP announces 9 entries, but only 0 lines follow")) {
            try Self.read("SET UTF-8\nREP 9\n")
        }
    }
}
