import Foundation
import SpellChecking
import Testing

@Suite struct DictionaryLocatorTests {
    @Test(arguments: [("en", "en_US"), ("en_US", "en_US"), ("en-us", "en_US"), ("es", "es_ES"), ("ES", "es_ES"), ("it", "it_IT")])
    func findsBundledDictionaries(identifier: String, name: String) throws {
        let found = try bundledOnly.locate(Language(identifier))
        #expect(found.name == name)
        #expect(found.source == .bundled)
        #expect(FileManager.default.fileExists(atPath: found.affixFile.path))
        #expect(FileManager.default.fileExists(atPath: found.wordFile.path))
    }

    @Test func environmentFoldersComeFirst() throws {
        let locator = DictionaryLocator(
            environment: [DictionaryLocator.environmentVariable: "/nonexistent:" + Fixtures.path("latin1")],
            systemFolders: [])
        let found = try locator.locate(Language("xx_LATIN"))
        #expect(found.source == .environment)
        #expect(found.name == "xx_LATIN")
        // The bundled ones are still there after the environment's.
        #expect(try locator.locate(.english).source == .bundled)
        #expect(locator.folders.first?.source == .environment)
        #expect(locator.folders.map(\.source).last == .bundled)
    }

    @Test func environmentOverridesBundled() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-locator-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for ext in ["aff", "dic"] {
            try FileManager.default.copyItem(atPath: Fixtures.path("plain/xx_PLAIN.\(ext)"), toPath: folder.appendingPathComponent("en_US.\(ext)").path)
        }
        let locator = DictionaryLocator(environment: [DictionaryLocator.environmentVariable: folder.path], systemFolders: [])
        let found = try locator.locate(.english)
        #expect(found.source == .environment)
        #expect(found.wordFile.path == folder.appendingPathComponent("en_US.dic").path)
    }

    @Test func languageFallbackFindsAnyRegion() throws {
        let locator = DictionaryLocator(environment: [:], includeBundled: false, systemFolders: [Fixtures.path("koi8")])
        let found = try locator.locate(Language("ru"))
        #expect(found.name == "ru_KOI")
        #expect(found.source == .system)
    }

    /// A folder of empty-word dictionaries named `names`, removed when the test ends.
    func folder(of names: [String]) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-variants-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        for name in names {
            try Data("SET UTF-8\n".utf8).write(to: folder.appendingPathComponent(name + ".aff"))
            try Data("1\nword\n".utf8).write(to: folder.appendingPathComponent(name + ".dic"))
        }
        return folder
    }

    /// A named variant is found only under its own name, in any spelling; never another variant in its place.
    @Test func aNamedVariantIsNeverReplaced() throws {
        let system = try folder(of: ["de_AT", "de_BE", "de_CH", "en_GB", "pt_PT"])
        defer { try? FileManager.default.removeItem(at: system) }
        let locator = DictionaryLocator(environment: [:], systemFolders: [system.path])
        #expect(try locator.locate(Language("de-CH")).name == "de_CH")
        #expect(try locator.locate(Language("en-gb")).name == "en_GB")
        #expect(try locator.locate(Language("en_US")).source == .bundled)
        #expect(throws: SpellCheckingError.variantNotFound(language: "en_AU", available: ["en_GB", "en_US"])) {
            try locator.locate(Language("en-AU"))
        }
        #expect(throws: SpellCheckingError.variantNotFound(language: "es_MX", available: ["es_ES"])) {
            try locator.locate(Language("es-MX"))
        }
        #expect(throws: SpellCheckingError.variantNotFound(language: "de_DE", available: ["de_AT", "de_BE", "de_CH"])) {
            try locator.locate(Language("de_DE"))
        }
        #expect(throws: SpellCheckingError.variantNotFound(language: "pt_BR", available: ["pt_PT"])) {
            try locator.locate(Language("pt_BR"))
        }
        let message = SpellCheckingError.variantNotFound(language: "en_AU", available: ["en_GB", "en_US"]).description
        #expect(message.contains("'en_AU'") && message.contains("en_GB, en_US"))
    }

    /// The code alone: the first folder with any variant gives its main region, else its first variant by name.
    @Test func theCodeAlonePrefersTheMainRegion() throws {
        let first = try folder(of: ["de_AT", "sv_FI", "fr_CA"])
        let second = try folder(of: ["de_BE", "de_DE", "sv_SE", "pt_PT", "nl", "fr", "es_AR", "es_ES", "es_MX"])
        defer { for folder in [first, second] { try? FileManager.default.removeItem(at: folder) } }
        let locator = DictionaryLocator(environment: [DictionaryLocator.environmentVariable: first.path],
                                        systemFolders: [second.path])
        #expect(try locator.locate(Language("de")).name == "de_AT")  // the first folder's only German
        #expect(try locator.locate(Language("fr")).name == "fr")     // a dictionary named by the code itself
        #expect(try locator.locate(Language("pt")).name == "pt_PT")  // no pt_BR: the only variant
        #expect(try locator.locate(Language("en")).name == "en_US")
        let systemOnly = DictionaryLocator(environment: [:], includeBundled: false, systemFolders: [second.path, first.path])
        #expect(try systemOnly.locate(Language("de")).name == "de_DE")  // not de_BE, first by name
        #expect(try systemOnly.locate(Language("sv")).name == "sv_SE")
        #expect(try systemOnly.locate(Language("es")).name == "es_ES")
        // A checker names the dictionary it found, not the code it was asked for.
        #expect(try HunspellChecker(language: "de", locator: systemOnly).language.identifier == "de_DE")
        #expect(try HunspellChecker(language: "en", locator: locator).language == .english)
    }

    @Test(arguments: [("de", "de_DE"), ("en", "en_US"), ("pt", "pt_BR"), ("sv", "sv_SE"), ("eo", "eo_001"), ("xq", "xq_XQ")])
    func mainRegions(code: String, identifier: String) throws {
        #expect(try Language(code).mainRegion.identifier == identifier)
        #expect(try Language(code).isCodeOnly)
        #expect(try !Language(identifier).isCodeOnly)
    }

    @Test func missingLanguageNamesEverySearchedFolder() throws {
        let locator = DictionaryLocator(environment: [:], includeBundled: false, systemFolders: ["/nonexistent/one", "/nonexistent/two"])
        #expect(throws: SpellCheckingError.dictionaryNotFound(language: "de_DE", searched: ["/nonexistent/one", "/nonexistent/two"])) {
            try locator.locate(Language("de_DE"))
        }
    }

    @Test func listsAvailableDictionariesOnceEach() {
        let locator = DictionaryLocator(environment: [DictionaryLocator.environmentVariable: Fixtures.path("koi8")], systemFolders: [])
        let names = locator.availableDictionaries().map(\.name)
        #expect(Array(names.prefix(4)) == ["ru_KOI", "en_US", "es_ES", "it_IT"])
        #expect(Set(names).count == names.count)
    }

    @Test(arguments: ["xx_LATIN", "xx_LATIN.dic", "xx_LATIN.aff"])
    func descriptorAcceptsEveryPathForm(file: String) throws {
        let descriptor = try DictionaryDescriptor(path: Fixtures.path("latin1/" + file))
        #expect(descriptor.name == "xx_LATIN")
        #expect(descriptor.affixFile.lastPathComponent == "xx_LATIN.aff")
        #expect(descriptor.wordFile.lastPathComponent == "xx_LATIN.dic")
        #expect(descriptor.source == .path)
    }

    @Test func descriptorRejectsFolderAndEmptyPath() {
        #expect(throws: SpellCheckingError.self) { try DictionaryDescriptor(path: "") }
        #expect(throws: SpellCheckingError.self) { try DictionaryDescriptor(path: Fixtures.path("latin1")) }
    }
}
