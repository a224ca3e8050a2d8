import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore
import TestSupport
import Testing

/// The word list's suggestion engine: known corrections, case, what may never be
/// suggested, determinism, hostile input, and the search against a brute-force scan.
@Suite struct SuggestionTests {
    @Test(arguments: [
        (Language.english, "recieve", "receive"),
        (.english, "teh", "the"),
        (.english, "seperate", "separate"),
        (.english, "occured", "occurred"),
        (.spanish, "accion", "acción"),
        (.spanish, "arbol", "árbol"),
        (.spanish, "kiero", "quiero"),
        (.italian, "perche", "perché"),
        (.italian, "citta", "città"),
        // A wrong accent: the typed accent says the letter has one.
        (.italian, "seguí", "seguì"),
        (.italian, "pensó", "pensò"),
        (.italian, "perchè", "perché"),
        (.spanish, "tambièn", "también"),
        // An accent where the word has none still finds it.
        (.italian, "comè", "come"),
        (.spanish, "peró", "pero"),
        // One of a doubled pair left out is cheaper than another letter left out
        // (inmate, can't, doppio's dopo), and in English a mistake in the first letter
        // costs more (spend, life).
        (.english, "inate", "innate"),
        (.english, "canot", "cannot"),
        (.english, "apend", "append"),
        (.italian, "dopio", "doppio"),
        (.english, "nife", "knife"),
    ])
    func knownCorrectionsComeFirst(language: Language, typed: String, meant: String) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        #expect(checker.wordListStatus == .active)
        #expect(checker.suggestions(for: typed).first == meant, "\(typed)")
    }

    /// A misspelled part of a hyphenated word is corrected in place: the whole is kept, and
    /// every suggestion is a word the checker accepts.
    @Test func hyphenatedWordsGetTheirPartCorrected() throws {
        let english = Bundled.english
        for (typed, meant) in [("two-dozne", "two-dozen"), ("well-knwon", "well-known"), ("Self-contianed", "Self-contained"),
                               ("recieve-only", "receive-only")] {
            let suggested = english.suggestions(for: typed)
            #expect(suggested.contains(meant), "\(typed): \(suggested)")
            #expect(suggested.allSatisfy(english.isCorrect), "\(typed): \(suggested)")
            // The first keeps the parts that were right, where they were.
            let first = suggested.first?.split(separator: "-") ?? []
            let typedParts = typed.split(separator: "-")
            #expect(first.count == typedParts.count, "\(typed): \(suggested)")
            for (kept, part) in zip(first, typedParts) where english.isCorrect(String(part)) { #expect(kept == part) }
        }
        // Two wrong parts are corrected together; three are left to the whole word's search.
        #expect(english.suggestions(for: "wel-knwon").contains("well-known"))
        // The engine without C answers the same.
        let pure = try WordListChecker(language: .english)
        #expect(pure.suggestions(for: "two-dozne") == english.suggestions(for: "two-dozne"))
    }

    @Test func theTypedCaseAndApostropheAreKept() {
        let english = Bundled.english
        #expect(english.suggestions(for: "Recieve").first == "Receive")
        #expect(english.suggestions(for: "RECIEVE").first == "RECEIVE")
        #expect(english.suggestions(for: "recieve").first == "receive")
        // A proper noun keeps its capital when typed in lower case.
        #expect(english.suggestions(for: "pariss").contains("Paris"))
        // A typographic apostrophe comes back as typed, a plain one as typed.
        #expect(english.suggestions(for: "dont\u{2019}").first == "don\u{2019}t")
        #expect(english.suggestions(for: "dont'").first == "don't")
        #expect(Bundled.italian.suggestions(for: "Perche").first == "Perché")
        // Elisions: the word after the apostrophe is corrected, the whole is checked.
        #expect(Bundled.italian.suggestions(for: "l'acqa").first == "l'acqua")
    }

    /// Misspellings made from listed words the way people make them, seeded.
    static func typos(of checker: HunspellChecker, count: Int, seed: UInt64) throws -> [String] {
        var generator = FuzzCorpusTests.Seeded(state: seed)
        let words = try checker.wordList().filter { $0.unicodeScalars.count >= 4 }
        var typos: [String] = []
        while typos.count < count {
            var scalars = Array(words[Int(generator.next() % UInt64(words.count))].unicodeScalars)
            let at = Int(generator.next() % UInt64(scalars.count - 1))
            switch generator.next() % 4 {
            case 0: scalars.swapAt(at, at + 1)
            case 1: scalars.remove(at: at)
            case 2: scalars.insert(scalars[at], at: at)
            default: scalars[at] = Unicode.Scalar(UInt8(ascii: "a") + UInt8(generator.next() % 26))
            }
            let typo = String(String.UnicodeScalarView(scalars))
            if !checker.isCorrect(typo) { typos.append(typo) }
        }
        return typos
    }

    @Test(arguments: [Language.english, .spanish, .italian])
    func everySuggestionIsAccepted(language: Language) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        for typo in try Self.typos(of: checker, count: 150, seed: 7) {
            let suggestions = checker.suggestions(for: typo)
            #expect(suggestions.count <= 10)
            #expect(Set(suggestions).count == suggestions.count, "\(typo): \(suggestions)")
            for suggestion in suggestions {
                #expect(checker.isCorrect(suggestion) || suggestion.split(separator: " ").allSatisfy { checker.isCorrect(String($0)) },
                        "\(typo) → \(suggestion)")
                #expect(suggestion != typo)
            }
        }
    }

    /// en_US marks 27 stems `NOSUGGEST` (`!`): none of their forms may be offered,
    /// however close the misspelling.
    @Test func noSuggestStemsAreNeverOffered() throws {
        let english = Bundled.english
        let dic = try String(contentsOfFile: english.dictionary.wordFile.path, encoding: .utf8)
        let hidden = dic.split(separator: "\n").compactMap { line -> String? in
            let parts = line.split(separator: "/", maxSplits: 1)
            guard parts.count == 2, parts[1].contains("!") else { return nil }
            return String(parts[0])
        }
        // A form of a hidden stem: the stem with one of the endings en_US's flags add. Case
        // matters: `Kraut` is a stem of its own, without the flag.
        let endings = ["", "s", "'s", "es", "ed", "ing", "ings", "er", "ers", "er's", "y"]
        func isHidden(_ word: String) -> Bool {
            hidden.contains { stem in word.hasPrefix(stem) && endings.contains(String(word.dropFirst(stem.count))) }
        }
        #expect(hidden.count >= 20)
        for stem in hidden {
            #expect(english.isCorrect(stem))
            // The stem with a letter dropped, doubled or swapped, and an -s.
            let scalars = Array(stem.unicodeScalars)
            var typos = [String(String.UnicodeScalarView(scalars.dropLast())), stem + "z", stem + "s"]
            if scalars.count > 3 {
                var swapped = scalars
                swapped.swapAt(1, 2)
                typos.append(String(String.UnicodeScalarView(swapped)))
            }
            for typo in typos where !english.isCorrect(typo) {
                for suggestion in english.suggestions(for: typo) {
                    #expect(!isHidden(suggestion), "\(typo) → \(suggestion)")
                }
            }
        }
        // libhunspell's own suggestions hide them too.
        #expect(!english.suggestions(for: "bullshitt", using: .hunspell).contains("bullshit"))
    }

    @Test func removedWordsAreNeverOfferedAndLearnedOnesStayCorrect() throws {
        let descriptor = Bundled.english.dictionary
        let checker = try HunspellChecker(dictionary: descriptor, shared: false)
        #expect(checker.suggestions(for: "recieve").contains("receive"))
        try checker.remove("receive")
        #expect(!checker.isCorrect("receive"))
        let after = checker.suggestions(for: "recieve")
        #expect(!after.contains("receive"))
        #expect(after.allSatisfy(checker.isCorrect))
    }

    @Test func theSameWordGetsTheSameListFromEveryChecker() throws {
        let first = try HunspellChecker(dictionary: Bundled.spanish.dictionary, shared: false)
        let second = try HunspellChecker(dictionary: Bundled.spanish.dictionary, shared: false)
        for typo in try Self.typos(of: first, count: 100, seed: 11) {
            #expect(first.suggestions(for: typo) == second.suggestions(for: typo), "\(typo)")
        }
    }

    /// One checker asked from several threads at once, its engine made by whichever
    /// asks first, gives each thread the lists it gives one thread.
    @Test func threadsGetTheSameLists() throws {
        let checker = try HunspellChecker(dictionary: Bundled.italian.dictionary, shared: false)
        let typos = try Self.typos(of: Bundled.italian, count: 40, seed: 5)
        // An NSLock, which ThreadSanitizer sees (SpellChecking's own Mutex differs under it).
        final class Lists: @unchecked Sendable {
            let lock = NSLock()
            var all: [[String]]
            init(count: Int) { all = Array(repeating: [], count: count) }
        }
        let lists = Lists(count: 4 * typos.count)
        DispatchQueue.concurrentPerform(iterations: 4) { thread in
            for (index, typo) in typos.enumerated() {
                let suggestions = checker.suggestions(for: typo)
                lists.lock.withLock { lists.all[thread * typos.count + index] = suggestions }
            }
        }
        let serial = typos.map { checker.suggestions(for: $0) }
        let all = lists.lock.withLock { lists.all }
        for thread in 0..<4 {
            #expect(Array(all[(thread * typos.count)..<((thread + 1) * typos.count)]) == serial, "thread \(thread)")
        }
    }

    @Test func inputTheCheckerCannotHoldGetsNothing() {
        let english = Bundled.english
        for word in ["", "ab\u{0}c", String(repeating: "a", count: WordCodec.maximumWordBytes + 1), "\u{0}"] {
            #expect(english.suggestions(for: word).isEmpty)
            #expect(english.suggestions(for: word, using: .hunspell).isEmpty)
        }
    }

    /// Emoji, other scripts and words at and past the search's length limit answer
    /// without trouble; the limit keeps a long word from costing time in proportion to
    /// its square (the benchmark reports the time of a 1,000-letter word).
    @Test func oddAndLongWordsAnswer() {
        let english = Bundled.english
        for word in ["😀", "abc😀", "😀recieve", "ẞtraße", "αβγ", "a\u{301}gency", "\u{2019}", "'"] {
            for suggestion in english.suggestions(for: word) { #expect(english.isCorrect(suggestion), "\(word) → \(suggestion)") }
        }
        for length in [Suggester.maximumLength - 1, Suggester.maximumLength, Suggester.maximumLength + 1, 399, 1_000] {
            let word = String(repeating: "ab", count: length / 2) + (length % 2 == 1 ? "c" : "")
            let start = ContinuousClock.now
            let suggestions = english.suggestions(for: word)
            // A guard against a hang, not a speed target: generous enough for a debug build on a busy machine.
            #expect(ContinuousClock.now - start < .seconds(5), "\(length)")
            #expect(suggestions.allSatisfy(english.isCorrect))
        }
    }

    /// The pruned walk finds exactly the words a scan of the whole list finds, with the same
    /// costs: the same weighted distance computed the plain way, one full table per word.
    /// The words are chosen ones and seeded typos of listed words (swaps, letters left
    /// out, doubled or replaced), within one, two and three edits: what the walk skips
    /// without computing its row (a screen of the characters worth one, the rows beyond
    /// the bound kept only for a swap) must never lose a word.
    /// (Fewer typos for the larger lists: the scan is what takes the time.)
    @Test(arguments: [(Language.english, ["recieve", "teh", "aple", "untill", "xylofone", "acommodate", "hte", "abuot"], 24),
                      (.spanish, ["accion", "kiero", "cancion", "pigüino", "arbol"], 8),
                      (.italian, ["perche", "citta", "qeusto", "acqa"], 2)])
    func theSearchFindsWhatAScanFinds(language: Language, chosen: [String], typoCount: Int) throws {
        let checker = try HunspellChecker(language: language, locator: bundledOnly)
        let list = try checker.wordList()
        let affix = try Data(contentsOf: checker.dictionary.affixFile)
        let suggester = Suggester(list: list, tables: try AffixFile(affix, path: "test.aff").suggestionTables)
        // A third of the typos in the test command, all of them in a full sweep (``Sweep``).
        let typos = try Self.typos(of: checker, count: Sweep.size(full: typoCount, sampled: max(1, typoCount / 3)), seed: 11)
        // Three edits widen the band to four letters either way: a few words are enough.
        let bounds: [(bound: Int16, words: [String])] = [(EditCosts.full, chosen + typos),
                                                         (2 * EditCosts.full, chosen + typos),
                                                         (3 * EditCosts.full, Array(chosen.prefix(2) + typos.prefix(2)))]
        var expected = [Int16: [String: [String: Int16]]]()
        let words = Array(Set(bounds.flatMap(\.words)))
        let letters = words.map { word in word.unicodeScalars.map { suggester.costs.letter($0.value) } }
        // Each word's band: no word further in length than that is within its widest bound.
        let bands = words.map { word in
            Int(bounds.filter { $0.words.contains(word) }.map(\.bound).max()! / EditCosts.cheapestInsertionOrDeletion)
        }
        for (number, listed) in list.enumerated() where list.isSuggestible(number) {
            let listedLetters = listed.unicodeScalars.map { suggester.costs.letter($0.value) }
            for (index, word) in words.enumerated() where abs(listedLetters.count - letters[index].count) <= bands[index] {
                let cost = Self.distance(listedLetters, letters[index], costs: suggester.costs)
                for (bound, boundWords) in bounds where cost <= bound && boundWords.contains(word) {
                    expected[bound, default: [:]][word, default: [:]][listed] = cost
                }
            }
        }
        for (bound, boundWords) in bounds {
            for word in boundWords {
                let found = suggester.matches(for: word, bound: bound)
                let asTable = Dictionary(found.map { ($0.word, $0.cost) }, uniquingKeysWith: { a, _ in a })
                #expect(found.count == asTable.count, "\(word): a word found twice")
                #expect(asTable == expected[bound, default: [:]][word, default: [:]], "\(word), bound \(bound)")
            }
        }
        // The chosen words are all near some listed word.
        for word in chosen { #expect(!(expected[2 * EditCosts.full]?[word]?.isEmpty ?? true), "\(word)") }
    }

    /// Each node knows the letters of the words below it, by bucket: a letter's base
    /// letter (no case, no accents), and for a letter of a `MAP` group the group's too.
    @Test func lettersBelowEachNode() throws {
        let words = ["ab", "ac", "aé", "bad", "straße", "strand", "да", "дом"]
        let bytes = words.map { Array($0.utf8) }.sorted { $0.lexicographicallyPrecedes($1) }
        let list = try WordList(data: Data(WordListContents(words: bytes).serialised()), name: "letters.words")
        let affix = "SET UTF-8\nMAP 1\nMAP ßs\n"
        let tables = try AffixFile(Data(affix.utf8), path: "test.aff").suggestionTables
        let letters = LettersBelow(list, costs: EditCosts(tables: tables), tables: tables)
        func node(after prefix: String) -> Int? {
            list.edgeBuffers { edges, _ in
                var node = 0
                for byte in prefix.utf8 {
                    var index = node
                    while UInt8(truncatingIfNeeded: edges[index]) != byte {
                        if edges[index] & WordList.lastEdgeBit != 0 { return nil }
                        index += 1
                    }
                    node = Int(edges[index] >> 10)
                    if node == 0 { return nil }
                }
                return node
            }
        }
        func buckets(_ scalars: String) -> UInt32 {
            scalars.unicodeScalars.reduce(0) { $0 | LettersBelow.bucket(of: $1.value) }
        }
        #expect(letters.packed[try #require(node(after: "a"))] == buckets("bce"))  // é counts as e
        #expect(letters.packed[try #require(node(after: "b"))] == buckets("ad"))
        // ß is in a group with s: its node sets both.
        #expect(letters.packed[try #require(node(after: "stra"))] == buckets("ßsend"))
        #expect(letters.packed[try #require(node(after: "stran"))] == buckets("d"))
        #expect(letters.packed[try #require(node(after: "д"))] == buckets("аом"))
        // Upper case and accents fall in their base letter's bucket.
        #expect(letters.buckets(of: 0x45) == buckets("e"))  // E
        #expect(letters.buckets(of: 0xC9) == buckets("e"))  // É
        #expect(letters.buckets(of: 0xDF) == buckets("ßs"))
    }

    /// What the search's screen of characters relies on (``NearWordSearch``): a swap costs
    /// no less than a letter left out, nor than the cheapest insertion or deletion, so
    /// every swap within the bound passes a cell that already lets its letter through.
    /// Cheaper swaps would need their own test in the screen.
    @Test func swapsCostNoLessThanALetterLeftOut() {
        #expect(EditCosts.swap >= EditCosts.omitted)
        #expect(EditCosts.swap >= EditCosts.cheapestInsertionOrDeletion)
    }

    /// Ranking's weighing (``EditCosts/Weighing``): a letter left out beside the same one
    /// costs less, and in English only a mistake in the first letter costs more, whatever
    /// its kind; the other mistakes cost what the search says.
    @Test func rankingWeighsDoubledLettersAndTheFirstLetter() throws {
        let costs = EditCosts(tables: SuggestionTables())
        let english = EditCosts.Weighing.ranking(languageCode: "en"), spanish = EditCosts.Weighing.ranking(languageCode: "es")
        func cost(_ listed: String, _ typed: String, _ weighing: EditCosts.Weighing = .plain) -> Int16? {
            costs.distance(listed: listed.unicodeScalars.map { costs.letter($0.value) },
                           typed: typed.unicodeScalars.map { costs.letter($0.value) }, weighing: weighing)
        }
        #expect(cost("innate", "inate") == EditCosts.omitted)
        #expect(cost("innate", "inate", spanish) == EditCosts.omittedBesideItself)
        #expect(cost("inmate", "inate", spanish) == EditCosts.omitted)
        #expect(cost("accommodate", "acomodate", english) == 2 * EditCosts.omittedBesideItself)
        // The first letter: left out, replaced, or a letter typed before it.
        #expect(cost("passing", "assing", english) == EditCosts.omitted + EditCosts.firstLetterExtra)
        #expect(cost("passing", "assing", spanish) == EditCosts.omitted)
        #expect(cost("spend", "apend", english) == EditCosts.neighbour + EditCosts.firstLetterExtra)
        #expect(cost("knife", "nife", english.keepingSound) == EditCosts.omitted)
        #expect(cost("offer", "boffer", english) == EditCosts.full + EditCosts.firstLetterExtra)
        #expect(cost("buffer", "boffer", english) == EditCosts.full)
        #expect(cost("assign", "assing", english) == EditCosts.swap)
        #expect(cost("Paris", "paris", english) == 0)
        // What `Suggester` relies on to re-weigh what the search found at a bound: a
        // weighed cost is never more than firstLetterExtra above the plain one, and never
        // less than it by more than what its doubled letters save.
        let checker = try HunspellChecker(language: .english, locator: bundledOnly)
        let list = try checker.wordList()
        let typos = try Self.typos(of: checker, count: 200, seed: 5)
        var generator = FuzzCorpusTests.Seeded(state: 9)
        for typed in typos {
            for _ in 0..<20 {
                let listed = list.word(number: Int.random(in: 0..<list.count, using: &generator))
                let plain = try #require(cost(listed, typed)), weighed = try #require(cost(listed, typed, english))
                let scalars = Array(listed.lowercased().unicodeScalars)
                let pairs = Int16(zip(scalars, scalars.dropFirst()).filter { $0 == $1 }.count)
                #expect(weighed <= plain + EditCosts.firstLetterExtra, "\(listed) \(typed)")
                #expect(weighed >= plain - pairs * (EditCosts.omitted - EditCosts.omittedBesideItself), "\(listed) \(typed)")
            }
        }
    }

    /// The weighted distance of ``EditCosts`` over whole tables (optimal string alignment).
    static func distance(_ listed: [EditCosts.Letter], _ typed: [EditCosts.Letter], costs: EditCosts) -> Int16 {
        // The whole table, row after row in one array: cell (row, column) at row × columns + column.
        let rows = listed.count + 1, columns = typed.count + 1
        var table = [Int16](repeating: 0, count: rows * columns)
        for column in 1..<columns {
            let repeated = column >= 2 && typed[column - 1].scalar == typed[column - 2].scalar
            table[column] = table[column - 1] + (repeated ? EditCosts.doubled : EditCosts.full)
        }
        for row in 1..<rows {
            let here = row * columns, above = here - columns
            table[here] = table[above] + EditCosts.omitted
            for column in 1..<columns {
                let repeated = column >= 2 && typed[column - 1].scalar == typed[column - 2].scalar
                var best = table[above + column - 1] + costs.substitution(listed[row - 1], typed[column - 1])
                best = min(best, table[above + column] + EditCosts.omitted)
                best = min(best, table[here + column - 1] + (repeated ? EditCosts.doubled : EditCosts.full))
                if row >= 2, column >= 2, listed[row - 1].scalar == typed[column - 2].scalar,
                   listed[row - 2].scalar == typed[column - 1].scalar, listed[row - 1].scalar != typed[column - 1].scalar {
                    best = min(best, table[above - columns + column - 2] + EditCosts.swap)
                }
                table[here + column] = best
            }
        }
        return table[rows * columns - 1]
    }

    @Test func affixTablesAreRead() throws {
        let affix = Data("""
            SET UTF-8
            REP 3
            REP ^ke que
            REP f ph
            REP alot$ a_lot
            MAP 2
            MAP eéè
            MAP (ss)ßs
            KEY qwe|asd

            """.utf8)
        let tables = try AffixFile(affix, path: "test.aff").suggestionTables
        #expect(tables.replacements.map { String(String.UnicodeScalarView($0.pattern)) } == ["ke", "f", "alot"])
        #expect(tables.replacements[0].atStart && !tables.replacements[0].atEnd)
        #expect(tables.replacements[2].atEnd && String(String.UnicodeScalarView(tables.replacements[2].replacement)) == "a lot")
        #expect(tables.related.map { String(String.UnicodeScalarView($0)) } == ["eéè", "ßs"])
        #expect(tables.keyboardRows.map { String(String.UnicodeScalarView($0)) } == ["qwe", "asd"])
        #expect(try AffixFile(Data("SET UTF-8\n".utf8), path: "test.aff").suggestionTables.keyboardRows
            == SuggestionTables.qwertyRows)
        let costs = EditCosts(tables: tables)
        #expect(costs.substitution(costs.letter(0xE9), costs.letter(0x65)) == EditCosts.related)  // é typed e: accent left out
        #expect(costs.substitution(costs.letter(0xE9), costs.letter(0xE8)) == EditCosts.related)  // é typed è: accent changed
        #expect(costs.substitution(costs.letter(0x65), costs.letter(0xE9)) == EditCosts.accentAdded)  // e typed é
        #expect(costs.substitution(costs.letter(0x73), costs.letter(0xDF)) == EditCosts.related)  // s, ß: a MAP group
        #expect(costs.substitution(costs.letter(0x71), costs.letter(0x77)) == EditCosts.neighbour)  // q, w
        #expect(costs.substitution(costs.letter(0x71), costs.letter(0x61)) == EditCosts.full)  // q, a: other rows
        #expect(costs.substitution(costs.letter(0x41), costs.letter(0x61)) == 0)  // A, a
    }

    /// A dictionary without a word list, or with one made from other files, gets libhunspell's.
    @Test func withoutAListHunspellSuggests() throws {
        let latin = try HunspellChecker(dictionaryAt: Fixtures.path("latin1/xx_LATIN"))
        #expect(latin.wordListStatus != .active)
        latin.prepareSuggestions()  // nothing to prepare: libhunspell still answers
        for typo in ["cafe", "nino", "garcon", "facade", "uber"] {
            #expect(latin.suggestions(for: typo) == latin.suggestions(for: typo, using: .hunspell), "\(typo)")
        }
        #expect(latin.suggestions(for: "cafe").contains("café"))
        // The list beside a copy whose .dic differs is not used for suggestions either.
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("suggest-other-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = Fixtures.path("affixes/xx_AFFIX")
        try FileManager.default.copyItem(atPath: source + ".aff", toPath: folder.path + "/xx_AFFIX.aff")
        try FileManager.default.copyItem(atPath: source + ".words", toPath: folder.path + "/xx_AFFIX.words")
        let dic = try String(contentsOfFile: source + ".dic", encoding: .isoLatin1)
        let entries = dic.split(separator: "\n").dropFirst()
        try (["\(entries.count + 1)"] + entries + ["bussing", ""]).joined(separator: "\n")
            .write(toFile: folder.path + "/xx_AFFIX.dic", atomically: true, encoding: .isoLatin1)
        let other = try HunspellChecker(dictionary: DictionaryDescriptor(path: folder.path + "/xx_AFFIX"), shared: false)
        #expect(other.wordListStatus == .madeFromOtherFiles)
        #expect(other.suggestions(for: "busing") == other.suggestions(for: "busing", using: .hunspell))
    }

    @Test func hunspellsSuggestionsStayAvailable() {
        let english = Bundled.english
        let ours = english.suggestions(for: "tset")
        let hunspells = english.suggestions(for: "tset", using: .hunspell)
        #expect(ours.first == "test")
        #expect(hunspells.first == "stet")  // libhunspell 1.7's order on en_US
        #expect(english.suggestions(for: "tset", using: .wordList) == ours)
    }
}
