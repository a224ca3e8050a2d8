import Foundation
@testable import SpellChecking
import SpellCheckingCore
import Testing

/// The word-list builder in Swift: lists it builds for the shipped dictionaries are the
/// shipped lists, byte for byte (ranked by the frequencies the shipped lists hold).
@Suite struct WordListBuilderTests {
    /// Builds the list of `descriptor`, ranked as the list beside it is, and compares it with
    /// that list: the same words first (named when they differ), then the same bytes.
    func expectRebuilt(_ descriptor: DictionaryDescriptor) throws {
        let shippedBytes = try Data(contentsOf: descriptor.wordListFile)
        let shipped = try WordList(data: shippedBytes, name: descriptor.wordListFile.path)
        let built = try WordListBuilder(dictionary: descriptor, frequencies: WordListBuilder.frequencies(of: shipped)).build()
        let rebuilt = try WordList(data: built, name: "rebuilt")
        let (old, new) = (Set(shipped), Set(rebuilt))
        #expect(old.subtracting(new).sorted().prefix(20) == [], "forms the builder missed")
        #expect(new.subtracting(old).sorted().prefix(20) == [], "forms the builder added")
        #expect(built == shippedBytes, "\(descriptor.name): \(built.count) bytes against \(shippedBytes.count)")
    }

    @Test(arguments: ["affixes/xx_AFFIX", "koi8/ru_KOI"])
    func fixturesRebuilt(path: String) throws {
        try expectRebuilt(DictionaryDescriptor(path: Fixtures.path(path)))
    }

    @Test func bundledEnglishRebuilt() throws {
        try expectRebuilt(DictionaryLocator().locate(.english))
    }

    @Test(.enabled(if: ProcessInfo.processInfo.environment["WORDCHECK_REBUILD_ALL"] != nil))
    func bundledSpanishRebuilt() throws {
        try expectRebuilt(DictionaryLocator().locate(.spanish))
    }
}

/// What a build refuses, and the cache's guarantees.
@Suite struct WordListBuildLimitsTests {
    let fixture = Fixtures.path("affixes/xx_AFFIX")

    @Test func boundsAndCancellation() throws {
        let descriptor = try DictionaryDescriptor(path: fixture)
        let few = WordListBuilder.Limits(candidateForms: 3, elidedForms: 100, seconds: 60)
        #expect(throws: WordListBuildError.overLimit(path: descriptor.wordFile.path, reason: "its rules make more than 3 forms")) {
            try WordListBuilder(dictionary: descriptor, limits: few).build()
        }
        let noElisions = WordListBuilder.Limits(candidateForms: 100, elidedForms: 0, seconds: 60)
        #expect(throws: WordListBuildError.overLimit(path: descriptor.wordFile.path, reason: "its rules make more than 0 elided forms")) {
            try WordListBuilder(dictionary: descriptor, limits: noElisions).build()
        }
        var steps: [WordListBuilder.Progress.Step] = []
        #expect(throws: WordListBuildError.cancelled) {
            try WordListBuilder(dictionary: descriptor).build { progress in
                steps.append(progress.step)
                return progress.step != .caseVariants
            }
        }
        #expect(steps == [.expanding, .confirming, .caseVariants])
        let missing = try DictionaryDescriptor(path: "/nonexistent/xx_NONE")
        #expect(throws: WordListBuildError.dictionary(.fileNotFound(path: "/nonexistent/xx_NONE.aff"))) {
            try WordListBuilder(dictionary: missing).build()
        }
    }

    @Test func cacheWritesWholeListsAndFindsThemByDigest() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-cache-\(UUID())")
        let cache = WordListCache(folder: folder)
        #expect(cache.isEmpty)
        let list = try WordListBuilder(dictionary: DictionaryDescriptor(path: fixture)).build()
        let digest = try WordList(data: list, name: "built").sourceDigest
        // Builders storing at once: every reader sees a whole list, and no scrap is left.
        DispatchQueue.concurrentPerform(iterations: 16) { _ in
            for _ in 0..<20 {
                _ = try? cache.store(list)
                if let stored = try? Data(contentsOf: cache.file(forDigest: digest)) { #expect(stored == list) }
            }
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [cache.file(forDigest: digest).lastPathComponent])
        #expect(!cache.isEmpty)
        #expect(throws: SpellCheckingError.self) { try cache.store(Data("not a list".utf8)) }

        // Found for these files wherever they lie; a list beside them made from other files gives way.
        let elsewhere = folder.appendingPathComponent("copy/xx_AFFIX.words")
        #expect(WordListSources.file(forDigest: digest, beside: elsewhere, cache: cache) == cache.file(forDigest: digest))
        try FileManager.default.createDirectory(at: elsewhere.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: Fixtures.path("koi8/ru_KOI.words"), toPath: elsewhere.path)
        #expect(WordListSources.file(forDigest: digest, beside: elsewhere, cache: cache) == cache.file(forDigest: digest))
        // Other files' digest never finds it.
        var other = digest
        other[0] ^= 1
        #expect(WordListSources.file(forDigest: other, beside: elsewhere, cache: cache) == elsewhere)
        #expect(WordListSources.file(forDigest: other, beside: folder.appendingPathComponent("none.words"), cache: cache) == nil)
    }

    @Test func standardFolder() {
        #expect(WordListCache.standard(environment: ["WORDCHECK_CACHE_DIR": "/c", "XDG_CACHE_HOME": "/x", "HOME": "/h"]).folder.path == "/c")
        #expect(WordListCache.standard(environment: ["XDG_CACHE_HOME": "/x", "HOME": "/h"]).folder.path == "/x/wordcheck/words")
        #expect(WordListCache.standard(environment: ["XDG_CACHE_HOME": "relative", "HOME": "/h"]).folder.path == "/h/.cache/wordcheck/words")
    }
}
