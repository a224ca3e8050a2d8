import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import Testing

/// Suggestions by sound: the keys of ``SoundKey``, the lookups of ``SoundIndex`` against a
/// scan of the whole list, and the misspellings they let the suggester reach.
@Suite struct SoundTests {
    static func sounds(_ word: String, _ rules: SoundKey.Rules) -> String {
        let costs = EditCosts(tables: SuggestionTables())
        let key = SoundKey(rules: rules).sounds(of: word.unicodeScalars.map { costs.letter($0.value) })
        return String(decoding: key, as: UTF8.self)
    }

    /// Spellings of one sound share a key; other sounds do not.
    @Test(arguments: [
        (SoundKey.Rules.english, "seige", "siege", true),
        (.english, "rember", "remember", true),
        (.english, "jist", "gist", true),
        (.english, "fone", "phone", true),
        (.english, "nite", "night", true),
        (.english, "wich", "which", true),
        (.english, "sircle", "circle", true),
        (.english, "definately", "definitely", true),
        (.english, "nolege", "knowledge", true),
        (.english, "Recieve", "receive", true),
        (.english, "cat", "bat", false),
        (.english, "light", "right", false),
        (.english, "mist", "list", false),
        (.spanish, "vaca", "baca", true),
        (.spanish, "ola", "hola", true),
        (.spanish, "yave", "llave", true),
        (.spanish, "sielo", "cielo", true),
        (.spanish, "jente", "gente", true),
        (.spanish, "kiero", "quiero", true),
        (.spanish, "cancion", "canción", true),
        (.spanish, "gato", "pato", false),
        (.spanish, "mesa", "misa", false),
        (.italian, "ragazi", "ragazzi", true),
        (.italian, "quore", "cuore", true),
        (.italian, "anno", "hanno", true),
        (.italian, "scenza", "scienza", true),
        (.italian, "perche", "perché", true),
        (.italian, "pane", "cane", false),
        (.italian, "caro", "carro", true),
        (.italian, "cena", "cenere", false),
    ])
    func spellingsOfOneSoundShareAKey(rules: SoundKey.Rules, typed: String, word: String, same: Bool) {
        let (a, b) = (Self.sounds(typed, rules), Self.sounds(word, rules))
        #expect(!a.isEmpty)
        #expect((a == b) == same, "\(typed) \(a), \(word) \(b)")
    }

    @Test func keysAreBoundedAndSkipWhatIsNotALetter() {
        #expect(Self.sounds("ph'o-n3e", .english) == Self.sounds("phone", .english))
        #expect(Self.sounds("", .english).isEmpty)
        #expect(Self.sounds("1234", .italian).isEmpty)
        let long = Self.sounds(String(repeating: "bad", count: 40), .english)
        #expect(long.utf8.count == SoundKey.maximumLength)
        // Packed keys differ for different keys of any length, and carry their length.
        let keys = ["", "A", "AB", "BA", "B", "ABBBBBBBBBBB", "ABBBBBBBBBBBB"].map { SoundKey.packed(Array($0.utf8)) }
        #expect(Set(keys).count == keys.count - 1)  // the last two differ only past the twelfth sound
        #expect(SoundKey(languageCode: "fr") == nil)
        #expect(SoundKey(languageCode: "en")?.rules == .english)
    }

    @Test func apartCountsSoundsChanged() {
        func apart(_ a: String, _ b: String) -> Int { SoundKey.apart(Array(a.utf8), Array(b.utf8)) }
        #expect(apart("KRS", "KRS") == 0)
        #expect(apart("KRS", "KS") == 1)  // one left out
        #expect(apart("KS", "KRS") == 1)  // one added
        #expect(apart("KRS", "KLS") == 1)  // one changed
        #expect(apart("KRS", "RKS") == 1)  // two swapped
        #expect(apart("KRS", "KSR") == 1)
        #expect(apart("KRS", "LMS") == 2)
        #expect(apart("KRS", "K") == 2)
        #expect(apart("KRST", "KSRT") == 1)
        #expect(apart("KRST", "RKTS") == 2)
        #expect(apart("", "K") == 1)
    }

    /// The index's lookup finds exactly the ranked words a scan of the whole list finds
    /// with the same key, or one sound away, when nothing caps it; capped, it keeps a
    /// key's most frequent words.
    @Test(arguments: [(Language.english, ["rember", "seige", "jist", "serinomy", "nolege", "fisicist"]),
                      (.spanish, ["vienvenida", "yave", "sapato", "abeces"]),
                      (.italian, ["quore", "ragazi", "scenza", "afanno"])])
    func theIndexFindsWhatAScanFinds(language: Language, typed: [String]) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        let list = try checker.wordList()
        let costs = EditCosts(tables: SuggestionTables())
        let key = try #require(SoundKey(languageCode: language.code))
        let index = SoundIndex(list, costs: costs, key: key)
        let typedKeys = typed.map { word in key.sounds(of: word.unicodeScalars.map { costs.letter($0.value) }) }
        var expected = [[Int: Int]](repeating: [:], count: typed.count)
        var frequencies: [Int: UInt16] = [:]
        for (number, word) in list.enumerated() where list.isSuggestible(number) {
            guard let position = list.rankedPosition(of: UInt32(number)) else { continue }
            frequencies[number] = list.rankedFrequencies[position]
            let sounds = key.sounds(of: word.unicodeScalars.map { costs.letter($0.value) })
            guard !sounds.isEmpty else { continue }
            for (slot, typedKey) in typedKeys.enumerated() {
                let apart = SoundKey.apart(sounds, typedKey)
                if apart <= 1 { expected[slot][number] = apart }
            }
        }
        for (slot, typedKey) in typedKeys.enumerated() {
            let found = index.words(near: typedKey, widely: true, each: .max, most: .max)
            let table = Dictionary(found.map { ($0.number, $0.distance) }, uniquingKeysWith: { a, _ in a })
            #expect(table.count == found.count, "\(typed[slot]): a word found twice")
            let wrong = Set(table.keys).union(expected[slot].keys).filter { table[$0] != expected[slot][$0] }
            #expect(wrong.isEmpty, "\(typed[slot]): \(wrong.prefix(5).map { (list.word(number: $0), table[$0], expected[slot][$0]) })")
            #expect(!expected[slot].isEmpty, "\(typed[slot])")
            let same = index.words(near: typedKey, widely: false, each: .max, most: .max)
            #expect(Set(same.map(\.number)) == Set(expected[slot].filter { $0.value == 0 }.keys), "\(typed[slot])")
            // Capped: at most `each` words of a key one sound away (four times as many of the
            // typed key), and those the most frequent of their key.
            func keyOf(_ number: Int) -> [UInt8] {
                key.sounds(of: list.word(number: number).unicodeScalars.map { costs.letter($0.value) })
            }
            // Each word comes with its key's first sound.
            for entry in found.prefix(50) { #expect(entry.firstSound == keyOf(entry.number).first, "\(typed[slot])") }
            let capped = index.words(near: typedKey, widely: true, each: 2, most: .max)
            let keptNumbers = Set(capped.map(\.number))
            #expect(keptNumbers.isSubset(of: table.keys))
            let keys = Dictionary(grouping: table.keys, by: keyOf)
            for (sounds, numbers) in keys {
                let kept = numbers.filter(keptNumbers.contains)
                #expect(kept.count == min(numbers.count, sounds == typedKey ? 8 : 2), "\(typed[slot])")
                for number in kept {
                    for other in numbers where !keptNumbers.contains(other) {
                        #expect(frequencies[other]! <= frequencies[number]!, "\(typed[slot])")
                    }
                }
            }
            #expect(index.words(near: typedKey, widely: true, each: .max, most: 3).count == min(3, found.count))
        }
    }

    /// The words are filed at the first suggestion that looks them up by sound, not
    /// before: a slip of the fingers never needs them. Callers that meet an unfiled
    /// index at once all get the one filing, with the same words.
    @Test func theIndexIsFiledWhenFirstNeeded() async throws {
        let checker = try HunspellChecker(language: .english, locator: bundledOnly)
        let list = try checker.wordList()
        let tables = try AffixFile(Data(contentsOf: checker.dictionary.affixFile), path: "en_US.aff").suggestionTables
        let suggester = Suggester(list: list, tables: tables, languageCode: "en")
        let index = try #require(suggester.sounds)
        #expect(!index.isFiled)
        #expect(suggester.candidates(for: "recieve", limit: 10).first?.word == "receive")
        #expect(!index.isFiled, "a slip looked the words up by sound")
        #expect(suggester.candidates(for: "rember", limit: 10).first?.word == "remember")
        #expect(index.isFiled)
        let prepared = Suggester(list: list, tables: tables, languageCode: "en")
        prepared.prepare()
        #expect(prepared.sounds?.isFiled == true)

        let fresh = try #require(Suggester(list: list, tables: tables, languageCode: "en").sounds)
        let typed = fresh.key.sounds(of: "serinomy".unicodeScalars.map { suggester.costs.letter($0.value) })
        let answers = await withTaskGroup(of: [Int].self) { group in
            for _ in 0..<8 { group.addTask { fresh.words(near: typed, widely: true).map(\.number) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let expected = index.words(near: typed, widely: true).map(\.number)
        #expect(!expected.isEmpty && answers.count == 8 && answers.allSatisfy { $0 == expected })
    }

    /// A list without frequencies files every suggestible word.
    @Test func aListWithoutFrequenciesFilesEveryWord() throws {
        let bytes = ["bone", "fone", "phone", "phones"].map { Array($0.utf8) }
        let list = try WordList(data: Data(WordListContents(words: bytes).serialised()), name: "sounds.words")
        #expect(list.rankedNumbers.isEmpty)
        let costs = EditCosts(tables: SuggestionTables())
        let index = SoundIndex(list, costs: costs, key: SoundKey(rules: .english))
        let found = index.words(near: Array("FN".utf8), widely: false).map { list.word(number: $0.number) }
        #expect(Set(found) == ["fone", "phone"])
    }

    /// The weighted distance the suggester computes for a word found by sound is the
    /// plain table's, and a bound gives nil exactly when the distance is beyond it.
    @Test func theDistanceIsTheTablesDistance() {
        let costs = EditCosts(tables: SuggestionTables())
        let words = ["", "a", "teh", "the", "recieve", "receive", "serinomy", "ceremony", "untill", "until", "perché", "perche",
                     "abba", "baab", "xylofone"]
        for listed in words {
            for typed in words {
                let (l, t) = (listed.unicodeScalars.map { costs.letter($0.value) }, typed.unicodeScalars.map { costs.letter($0.value) })
                let plain = SuggestionTests.distance(l, t, costs: costs)
                #expect(costs.distance(listed: l, typed: t) == plain, "\(listed) \(typed)")
                for bound: Int16 in [0, 3, 8, 12] {
                    #expect(costs.distance(listed: l, typed: t, bound: bound) == (plain <= bound ? plain : nil), "\(listed) \(typed) \(bound)")
                }
            }
        }
    }

    /// Misspellings that sound like their word: found, and first where the sound decides.
    @Test(arguments: [
        (Language.english, "seige", "siege", 1),
        (.english, "rember", "remember", 1),
        (.english, "jist", "gist", 3),
        (.english, "liase", "liaise", 3),
        (.english, "serinomy", "ceremony", 5),
        (.english, "fisicist", "physicist", 3),
        (.spanish, "vienvenida", "bienvenida", 1),
        (.spanish, "yave", "llave", 1),
        (.spanish, "sapato", "zapato", 1),
        (.italian, "quore", "cuore", 1),
        (.italian, "ragazi", "ragazzi", 1),
        (.italian, "scenza", "scienza", 3),
    ])
    func wordsThatSoundAlikeAreFound(language: Language, typed: String, meant: String, within: Int) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        let suggested = checker.suggestions(for: typed)
        #expect(suggested.prefix(within).contains(meant), "\(typed): \(suggested)")
        // The engine without C gives the same list.
        #expect(try WordListChecker(language: language).suggestions(for: typed) == suggested)
    }

    /// An engine prepared ahead answers as one made at the first suggestion.
    @Test func aPreparedEngineAnswersTheSame() throws {
        let prepared = try WordListChecker(language: .italian)
        prepared.prepareSuggestions()
        prepared.prepareSuggestions()
        let lazy = try WordListChecker(language: .italian)
        for word in ["quore", "ragazi", "perche", "xl'a"] { #expect(prepared.suggestions(for: word) == lazy.suggestions(for: word)) }
        let english = try HunspellChecker(language: .english, locator: bundledOnly)
        english.prepareSuggestions()
        #expect(english.suggestions(for: "rember").first == "remember")
    }

    /// A language without rules gets no candidates by sound, and loses nothing else.
    @Test func otherLanguagesGetNoSoundIndex() throws {
        let list = try HunspellChecker(language: .english, locator: bundledOnly).wordList()
        #expect(Suggester(list: list, tables: SuggestionTables(), languageCode: "fr").sounds == nil)
        #expect(Suggester(list: list, tables: SuggestionTables(), languageCode: "en").sounds != nil)
        let plain = Suggester(list: list, tables: SuggestionTables())
        #expect(plain.candidates(for: "recieve", limit: 5).map(\.word).contains("receive"))
        #expect(!plain.candidates(for: "serinomy", limit: 10).map(\.word).contains("ceremony"))
    }
}
