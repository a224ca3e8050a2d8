import Foundation
import Testing
import WordCheck
@testable import WordCheckServerCore

/// Which languages the service loads on a request, and how many it keeps: the audit's case
/// (a client naming every installed language in turn made the service keep them all).
@Suite struct ServedLanguagesTests {
    /// Tiny dictionaries of these languages in a folder of their own, and a locator over
    /// them and the bundled ones (no system folder, so the machine's dictionaries play no part).
    static let codes = ["fr_FR", "de_DE", "de_CH", "nl_NL", "pt_PT", "sv_SE", "da_DK", "pl_PL"]

    static func locator() throws -> (DictionaryLocator, URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-served-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for code in codes {
            try "SET UTF-8\n".write(to: folder.appendingPathComponent("\(code).aff"), atomically: true, encoding: .utf8)
            try "2\nwort\n\(code.lowercased())\n".write(to: folder.appendingPathComponent("\(code).dic"), atomically: true, encoding: .utf8)
        }
        return (DictionaryLocator(environment: ["WORDCHECK_DICTIONARY_PATH": folder.path], systemFolders: []), folder)
    }

    func refusal(_ body: () throws(APIError) -> ServedLanguage) -> APIError? {
        do { _ = try body(); return nil } catch { return error }
    }

    /// By default only the bundled languages are served; `--allow-lang` adds others, by
    /// identifier or by bare code (every variant), and `*` every installed one.
    @Test func onlyTheAllowedLanguagesLoad() throws {
        let (locator, folder) = try Self.locator()
        defer { try? FileManager.default.removeItem(at: folder) }
        let standard = try ServedLanguages(preloading: ["en_US"], locator: locator)
        #expect(try standard.language("es").language.identifier == "es_ES")
        for code in ["fr", "fr-FR", "de_CH", "pl"] {
            let refused = refusal { () throws(APIError) in try standard.language(code) }
            #expect(refused?.code == .unknownLanguage && refused?.message.contains("does not serve") == true, "\(code)")
        }
        #expect(!standard.available.contains { Self.codes.contains($0.identifier) })
        #expect(standard.loaded.count == 2)  // en_US and es_ES; nothing of the refused ones

        let some = try ServedLanguages(preloading: ["en_US"], allowing: ["de", "fr_FR"], locator: locator)
        for code in ["de", "de-CH", "de_DE", "fr"] { #expect(try some.language(code).checker.isCorrect("wort"), "\(code)") }
        #expect(refusal { () throws(APIError) in try some.language("nl") }?.code == .unknownLanguage)
        #expect(Set(some.available.map(\.identifier)) == ["en_US", "de_DE", "de_CH", "fr_FR"])
        // A language with no dictionary is still refused as before, naming what there is.
        #expect(refusal { () throws(APIError) in try some.language("de-AT") }?.message.contains("de_CH") == true)

        let every = try ServedLanguages(preloading: ["en_US"], allowing: ["*"], locator: locator)
        #expect(try every.language("sv").language.identifier == "sv_SE")
        #expect(Set(Self.codes).isSubset(of: Set(every.available.map(\.identifier))))
    }

    /// A language loaded on a request is loaded whole (its suggestion engine too), and the
    /// time that takes is given back to the request's budget: the first request in a new
    /// language still gets its suggestions. A language already loaded costs nothing.
    @Test func aLoadOnARequestIsNotTakenFromItsBudget() throws {
        let served = try ServedLanguages(preloading: ["en_US"])
        let budget = WorkBudget(duration: .seconds(30))
        let before = budget.deadline, began = ContinuousClock.now
        let spanish = try served.language("es", budget: budget)
        let took = ContinuousClock.now - began
        #expect(spanish.language.identifier == "es_ES")
        #expect(budget.deadline > before && budget.deadline - before <= took, "\(budget.deadline - before) of \(took)")
        let again = budget.deadline
        _ = try served.language("es", budget: budget)
        #expect(budget.deadline == again)
        #expect(!spanish.suggestions(for: "cancion").isEmpty)
    }

    /// A code naming a language loaded at start otherwise than by its identifier (`es`,
    /// `es-ES`) gets that language, the first time (found in the folders) and every time
    /// after (kept: no look at the folders, half a validate request's instructions).
    @Test func codesOfAPreloadedLanguageFindIt() throws {
        let served = try ServedLanguages(preloading: ["en_US", "es_ES"])
        let spanish = try served.language("es_ES")
        for code in ["es", "es-ES", "es", "es-ES"] {
            #expect(try served.language(code) === spanish, "\(code)")
        }
        #expect(served.loaded.count == 2)
    }

    /// A language is loaded off the request's path: a request whose time is up before the
    /// load ends gets 503 `loading` with `Retry-After` at once, the load goes on, and the
    /// next request gets the language (requests meanwhile join that one load, and every
    /// code of the dictionary finds it).
    @Test func aLanguageLoadsOffTheRequestsPath() throws {
        let served = try ServedLanguages(preloading: ["en_US"])
        let began = ContinuousClock.now
        let early = refusal { () throws(APIError) in try served.language("it", budget: WorkBudget(duration: .zero)) }
        #expect(early?.code == .loading && early?.statusCode == 503 && early?.retryAfter == 1, "\(String(describing: early))")
        #expect(ContinuousClock.now - began < .seconds(1))
        let italian = try served.language("it", budget: WorkBudget(duration: .seconds(30)))
        #expect(italian.language.identifier == "it_IT")
        #expect(try served.language("it_IT") === italian && served.loaded.contains { $0 === italian })
    }

    /// At most `maximumLoaded` dictionaries at once: the one used least recently of those
    /// loaded on a request goes, its shared copy released; the preloaded ones stay; one let
    /// go loads again when asked for. Requests in turn for every language never pass the cap.
    @Test func theLeastRecentlyUsedDictionaryGoes() throws {
        let (locator, folder) = try Self.locator()
        defer { try? FileManager.default.removeItem(at: folder) }
        let served = try ServedLanguages(preloading: ["en_US", "es_ES"], allowing: ["*"], maximumLoaded: 4, locator: locator)
        let french = try served.language("fr")
        _ = try served.language("de_DE")
        _ = try served.language("fr-FR")  // French used again: German is now the oldest
        _ = try served.language("nl")
        #expect(Set(served.loaded.map(\.language.identifier)) == ["en_US", "es_ES", "fr_FR", "nl_NL"])
        #expect(served.unloadedCount == 1)
        // German's shared copy was let go already.
        #expect(!HunspellDictionary.releaseShared(try locator.locate(Language("de_DE"))))
        #expect(try served.language("fr") === french)
        #expect(try served.language("de").checker.isCorrect("de_de"))
        #expect(served.loaded.count == 4 && served.unloadedCount == 2)
        for round in 0..<3 {
            for code in Self.codes {
                _ = try served.language(code)
                #expect(served.loaded.count <= 4, "\(round) \(code)")
            }
        }
        #expect(served.preloadedServed.map(\.language.identifier) == ["en_US", "es_ES"])
        #expect(served.unloadedCount > Self.codes.count)
        // The cap is never below the languages loaded at start.
        #expect(try ServedLanguages(preloading: ["en_US", "es_ES", "it_IT"], maximumLoaded: 1, locator: locator).maximumLoaded == 3)
    }
}
