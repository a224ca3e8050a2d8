import CHunspell
import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// The checker's answers against libhunspell called directly on the same files.
@Suite struct HunspellParityTests {
    /// Raw libhunspell answers for one dictionary.
    final class Reference {
        let handle: OpaquePointer
        init(_ descriptor: DictionaryDescriptor) {
            // Through the library's lock: libhunspell 1.7.1 races when handles are created concurrently.
            handle = HunspellHandle.lifecycleLock.withLock { _ in
                Hunspell_create(descriptor.affixFile.path, descriptor.wordFile.path)
            }
        }
        deinit {
            let handle = handle
            HunspellHandle.lifecycleLock.withLock { _ in HunspellHandle.destroy(handle) }
        }
        func spell(_ word: String) -> Bool { Hunspell_spell(handle, word) != 0 }
        func suggest(_ word: String) -> [String] {
            var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
            let count = Hunspell_suggest(handle, &list, word)
            defer { Hunspell_free_list(handle, &list, count) }
            return (0..<Int(count)).map { String(cString: list![$0]!) }
        }
    }

    /// Words of the dictionary file itself, with variants that Hunspell rejects.
    static func sample(_ checker: HunspellChecker, count: Int) throws -> [String] {
        let lines = try String(contentsOfFile: checker.dictionary.wordFile.path, encoding: .utf8).split(separator: "\n").dropFirst()
        let stride = max(1, lines.count / count)
        let stems: [String] = lines.enumerated().filter { $0.offset % stride == 0 }
            .map { line in String(line.element.prefix { $0 != "/" && $0 != "\t" && $0 != " " }) }
        let words: [String] = stems.flatMap { stem -> [String] in
            [stem, stem + "s", String(stem.dropLast()), stem.capitalized, stem.uppercased()]
        }
        return words.filter { !$0.isEmpty }  // Hunspell calls the empty word correct; WordCheck does not.
    }

    @Test(arguments: [Language.english, .spanish, .italian])
    func verdictsMatchLibhunspell(language: Language) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        let reference = Reference(checker.dictionary)
        let words = try Self.sample(checker, count: 4_000)
        #expect(words.count > 10_000)
        var differences: [String] = []
        for word in words where checker.isCorrect(word) != reference.spell(word.precomposedStringWithCanonicalMapping) {
            differences.append(word)
        }
        #expect(differences.isEmpty, "\(differences.prefix(20))")
    }

    /// libhunspell 1.7.1 frees its Unicode case table as handles of 8-bit dictionaries are
    /// destroyed, under UTF-8 handles still in use (``HunspellHandle/destroy(_:)``): a
    /// UTF-8 handle keeps mapping case however many come and go. Enough go (256) that the
    /// handles other tests keep alive do not hide the loss.
    @Test func eightBitHandlesLeaveUTF8HandlesTheirCase() throws {
        let english = try bundledOnly.locate(.english)
        let russian = try DictionaryDescriptor(path: Fixtures.path("koi8/ru_KOI"))
        let koi8 = try (affix: Data(contentsOf: russian.affixFile), words: Data(contentsOf: russian.wordFile))
        guard let handle = try HunspellHandle(affix: Data(contentsOf: english.affixFile), words: Data(contentsOf: english.wordFile))
        else {
            Issue.record("libhunspell could not load en_US")
            return
        }
        func accepts(_ word: String) -> Bool { word.withCString { handle.spell($0) } }
        #expect(accepts("Hello") && accepts("HELLO"))
        for _ in 0..<256 { _ = HunspellHandle(affix: koi8.affix, words: koi8.words) }
        #expect(accepts("Hello") && accepts("HELLO"), "the case table went with the 8-bit handles")
    }

    /// The case steps map ASCII without Unicode's tables; every mapping is still Unicode's
    /// own (one scalar to one scalar), for all 128 ASCII scalars and the rest of the BMP's letters sampled.
    @Test func caseMappingsAreUnicodes() {
        for value in UInt32(0)..<0x3000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            func single(_ mapping: String) -> Unicode.Scalar {
                mapping.unicodeScalars.count == 1 ? mapping.unicodeScalars.first! : scalar
            }
            #expect(HunspellCase.lower(scalar) == single(scalar.properties.lowercaseMapping), "\(value)")
            #expect(HunspellCase.upper(scalar) == single(scalar.properties.uppercaseMapping), "\(value)")
        }
    }

    @Test func longWordsUpToTheLimitGetHunspellsVerdict() throws {
        let reference = Reference(Bundled.english.dictionary)
        for length in [50, 99, 100, 101, 102, 103, 150, 299, 300, 301, WordCodec.maximumWordBytes] {
            for word in [String(repeating: "1", count: length), String(repeating: "1", count: length - 2) + "th"] {
                #expect(Bundled.english.isCorrect(word) == reference.spell(word), "\(length)")
            }
        }
    }

    @Test(arguments: [Language.english, .spanish, .italian])
    func suggestionsMatchLibhunspell(language: Language) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        let reference = Reference(checker.dictionary)
        for word in try Self.sample(checker, count: 6).filter({ !reference.spell($0) }).prefix(6) {
            #expect(checker.suggestions(for: word, using: .hunspell) == reference.suggest(word), "\(word)")
        }
    }
}
