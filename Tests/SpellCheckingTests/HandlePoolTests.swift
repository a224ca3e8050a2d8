import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

@Suite struct HandlePoolTests {
    @Test func privateCopiesAreNotShared() throws {
        let descriptor = try DictionaryDescriptor(path: Fixtures.path("plain/xx_PLAIN"))
        let mine = try HunspellChecker(dictionary: descriptor, shared: false)
        let theirs = try HunspellChecker(dictionary: descriptor, shared: false)
        try mine.add("privateword")
        #expect(mine.isCorrect("privateword"))
        #expect(!theirs.isCorrect("privateword"))
        #expect(!(try HunspellChecker(dictionary: descriptor)).isCorrect("privateword"))
    }

    @Test func laterHandlesReplayRunTimeChanges() throws {
        let dictionary = try HunspellDictionary.loadUnshared(DictionaryDescriptor(path: Fixtures.path("plain/xx_PLAIN")))
        try dictionary.add("replayed")
        try dictionary.remove("beta")
        // The engine holds the changes; libhunspell's first handle replays them when it loads.
        #expect(dictionary.pool.handleCount == 0)
        #expect(dictionary.check("replayed", using: .libhunspell) && !dictionary.check("beta", using: .libhunspell))
        #expect(dictionary.pool.handleCount == 1)
        guard HandlePool.maximumHandles > 1 else { return }
        let index = try #require(dictionary.pool.grow())
        #expect(index == 1)
        #expect(dictionary.pool.handleCount == 2)
        let verdicts = dictionary.pool.withHandle(at: 1) { handle in
            ["replayed", "beta", "alpha"].map { word in word.withCString { handle.spell($0) } }
        }
        #expect(verdicts == [true, false, true])
        // A change after growing reaches both handles.
        try dictionary.add("afterwards")
        for index in 0..<2 {
            #expect(dictionary.pool.withHandle(at: index) { handle in "afterwards".withCString { handle.spell($0) } } == true)
        }
    }

    @Test func contentionLoadsMoreHandlesWithTheSameAnswers() async throws {
        let checker = try HunspellChecker(dictionary: bundledOnly.locate(.english), shared: false)
        let words = ["agencies", "agensies", "cease", "dropus", "won't", "Paris", "paris"]
        let expected = words.map(checker.isCorrect)
        let results = await withTaskGroup(of: [Bool].self) { group in
            for _ in 0..<4 {
                group.addTask { (0..<20_000).flatMap { _ in words.map(checker.isCorrect) } }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        for result in results { #expect(result == Array((0..<20_000).flatMap { _ in expected })) }
    }
}
