import Foundation
import SpellChecking
import Testing

@Suite struct DictionaryLocatorTests {
    @Test(arguments: [("en", "en_US"), ("en_US", "en_US"), ("es-MX", "es_ES"), ("es", "es_ES"), ("it", "it_IT"), ("it_CH", "it_IT")])
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
