/// Corrections for a misspelled word, made from a dictionary's word list: the
/// listed words within two weighted edits (``NearWordSearch``), the words that sound
/// like it (``SoundIndex``: by the dictionary's `PHONE` table, or for the languages
/// ``SoundKey`` has rules for), the dictionary's `REP` replacements and splits into
/// two listed words, ranked by how cheap the mistake is, how alike the words sound
/// (``soundCost(_:apart:)``) and how common the word is.
///
/// A candidate's score is its edit cost (``EditCosts``, in quarter edits, weighed as
/// ``EditCosts/Weighing/ranking(languageCode:)`` says once the search has found it) times
/// ``costWeight`` minus its frequency (100 × Zipf): one full edit is worth 4.8 on
/// the Zipf scale, so a word one mistake further away wins only if it is about
/// 60,000 times as common. The weights were chosen on misspellings other than the
/// ones the benchmarks report (scripts/support/bench/suggestion-data.py). Ties go to the
/// word first in byte order, so the same word always gets the same list. The
/// answers are listed forms; the checker puts them in the case the word was typed
/// in and confirms each one.
package struct Suggester: Sendable {
    let list: WordList
    let tables: SuggestionTables
    let costs: EditCosts
    let lengths: WordLengths
    let letters: LettersBelow
    /// The words filed by how they sound, for a dictionary with a `PHONE` table or a
    /// language with ``SoundKey`` rules (filed at the first lookup, or by ``prepare()``).
    let sounds: SoundIndex?
    /// How the costs of the words found are weighed for ranking.
    let weighing: EditCosts.Weighing

    /// - Parameter languageCode: the dictionary's language (`en`), which picks the
    ///   ``SoundKey`` rules when the tables have no `PHONE` table (a language without
    ///   rules then gets no candidates by sound) and the ``EditCosts/Weighing``.
    package init(list: WordList, tables: SuggestionTables, languageCode: String? = nil) {
        self.list = list
        self.tables = tables
        costs = EditCosts(tables: tables)
        lengths = WordLengths(list)
        letters = LettersBelow(list, costs: costs, tables: tables)
        let costs = costs
        sounds = SoundKey(tables: tables, languageCode: languageCode).map { SoundIndex(list, costs: costs, key: $0) }
        weighing = .ranking(languageCode: languageCode)
    }

    /// Makes now what the engine would otherwise make at a suggestion that needs it (the
    /// words filed by sound); nothing the second time.
    package func prepare() {
        sounds?.prepare()
    }

    /// A correction: one listed word, or two separated by a space, with its score (lower is better).
    package struct Candidate: Equatable {
        package var word: String
        package var score: Int
    }

    /// What a candidate's edit cost becomes when it sounds like the typed word: its
    /// ``SoundKey`` the same (`apart` 0) or one sound away (`apart` 1).
    ///
    /// The same sound takes ``sameSoundBonus`` off, never below ``soundFloor`` (or the
    /// cost itself, when less), so `bienvenida` comes first for `vienvenida`. Beyond
    /// ``farCost`` (two edits) the rest counts ``sameSoundFarShare`` or
    /// ``nearSoundFarShare`` quarters of its weight, so `remember` comes first for
    /// `rember`. A word that sounds otherwise keeps its cost. Chosen on codespell's
    /// misspellings outside the ones the benchmarks report and on sets written with
    /// another seed than theirs (scripts/support/bench/suggestion-data.py): a bonus a
    /// quarter smaller lost 2.3 points of top-1 on the Spanish sound set, a quarter
    /// larger 1.0 on codespell's; the shares gained 3 points of top-1 on its far
    /// misspellings (three plain edits or more).
    static func soundCost(_ cost: Int16, apart: Int) -> Int16 {
        guard apart <= 1 else { return cost }
        var cost = cost
        if apart == 0 { cost = max(min(cost, soundFloor), cost - sameSoundBonus) }
        guard cost > farCost else { return cost }
        return farCost + (cost - farCost) * (apart == 0 ? sameSoundFarShare : nearSoundFarShare) / 4
    }

    static let sameSoundBonus: Int16 = 2
    static let soundFloor: Int16 = 3
    static let farCost: Int16 = 2 * EditCosts.full
    static let sameSoundFarShare: Int16 = 2
    static let nearSoundFarShare: Int16 = 3
    /// The most a word found by sound may cost before ``soundCost(_:apart:)``: six edits.
    static let farthestBySound: Int16 = 6 * EditCosts.full
    /// The most a near word may cost for the typed word to be taken as a slip of the
    /// fingers, not looked up by sound: one letter left out, doubled or swapped, or a
    /// neighbouring key.
    static let slip = EditCosts.omitted
    /// The fewest sounds a typed key has for the words one sound away to be looked at:
    /// shorter keys are one sound from a large part of the list.
    static let soundsForNearKeys = 3

    /// Score points (hundredths of Zipf) per quarter edit.
    static let costWeight = 120
    /// Words longer than this (in Unicode scalars) get no edit-distance candidates:
    /// no dictionary word is that long, and the search's table grows with the square.
    static let maximumLength = 100
    /// The longest text before an apostrophe searched as an elision (`quell'`, `dall'`).
    static let longestElision = 6
    /// The cost of a split's space, in quarter edits: nearly two mistakes, since a real
    /// misspelling is far more often one wrong word than two run together. On codespell's
    /// 73 run-together pairs en_US can judge (`aswell`, `eachother`), 7 puts the two words
    /// first for 74% (58% at 8) and in the first five for 97% (92%), for 0.1 point of
    /// top-1 on its other misspellings; 6 costs those 0.25.
    static let splitCost: Int16 = 7
    /// The cost of suggesting a word that starts with a capital for one typed without:
    /// `bouce` is rarely meant as `Bruce`.
    static let capitalCost: Int16 = 2

    /// Up to `limit` candidates for `word` (NFC, apostrophes as the list spells them),
    /// best first. The word itself is not among them, but its other spellings are.
    package func candidates(for word: String, limit: Int) -> [Candidate] {
        let scalars = Array(word.unicodeScalars)
        guard limit > 0, !scalars.isEmpty, scalars.count <= Self.maximumLength else { return [] }
        let letters = scalars.map { costs.letter($0.value) }
        var best = SmallestElements<Candidate>(limit: limit) { a, b in
            a.score != b.score ? a.score < b.score : a.word.utf8.lexicographicallyPrecedes(b.word.utf8)
        }
        var scores: [String: Int] = [:]
        let typedLower = scalars.first.map { !$0.properties.isUppercase } ?? true
        func offer(_ candidate: String, cost: Int16, frequency: Int) {
            guard candidate != word else { return }
            var cost = cost
            if typedLower, let first = candidate.unicodeScalars.first, first.properties.isUppercase { cost += Self.capitalCost }
            let score = Int(cost) * Self.costWeight - frequency
            if let known = scores[candidate], known <= score { return }
            scores[candidate] = score
        }
        let bound: Int16 = scalars.count <= 3 ? EditCosts.full : 2 * EditCosts.full
        var nearest = nearWords(letters, bound: bound, limit: limit * 2)
        if nearest.isEmpty, scalars.count >= 6 {
            // Three mistakes, for long words only, and among words that start with the
            // typed letter: mistakes in the first letter are rare, and the search this
            // wide costs a few milliseconds over the whole list.
            nearest = nearWords(letters, bound: 3 * EditCosts.full, anchored: true, limit: limit * 2)
        }
        // Words that sound like the typed one: the near ones weighed again, and the far
        // ones found by their key (SoundIndex) at their full edit cost, then weighed.
        let typedSounds = sounds?.key.sounds(of: letters) ?? []
        var scratch: [UInt8] = [], listedSounds: [UInt8] = []
        for match in nearest {
            let text = String(decoding: match.bytes, as: UTF8.self)
            var cost = weighed(text, typed: letters, found: match.cost, weighing: weighing)
            // Only a cost above the floor can change (soundCost).
            if let sounds, !typedSounds.isEmpty, cost > Self.soundFloor {
                sounds.key.sounds(ofSpelling: text.unicodeScalars, costs: costs, scratch: &scratch, into: &listedSounds)
                if weighing.firstLetter > 0, listedSounds.first == typedSounds.first {
                    cost = weighed(text, typed: letters, found: match.cost, weighing: weighing.keepingSound)
                }
                cost = Self.soundCost(cost, apart: SoundKey.apart(listedSounds, typedSounds))
            }
            offer(text, cost: cost, frequency: frequency(of: match.number))
        }
        // A word one slip away (a letter left out, doubled or swapped, a neighbouring
        // key) says the typed word is a typing mistake, not one of sound: the index is
        // left, which costs a few tenths of a point of top-10 on far misspellings and
        // saves a third of the time.
        let slipped = nearest.contains { $0.cost <= Self.slip }
        if let sounds, !typedSounds.isEmpty, !slipped {
            let widely = typedSounds.count >= Self.soundsForNearKeys
            for (number, apart, firstSound) in sounds.words(near: typedSounds, widely: widely) {
                let word = list.word(number: number)
                guard scores[word] == nil else { continue }
                guard let cost = costs.distance(listed: word.unicodeScalars.map { costs.letter($0.value) }, typed: letters,
                                                bound: Self.farthestBySound,
                                                weighing: firstSound == typedSounds.first ? weighing.keepingSound : weighing)
                else { continue }
                offer(word, cost: Self.soundCost(cost, apart: apart), frequency: frequency(of: number))
            }
        }
        // An elided article or preposition (Italian dell'anno, French l'eau): the list holds
        // the word after the apostrophe, and the checker judges the whole.
        if let apostrophe = scalars.firstIndex(of: "'"), apostrophe >= 1, apostrophe <= Self.longestElision,
           scalars.count - apostrophe > 2 {
            let head = String(String.UnicodeScalarView(scalars[...apostrophe]))
            let typedBody = Array(letters[(apostrophe + 1)...])
            for match in nearWords(typedBody, bound: bound, limit: limit * 2) {
                let body = String(decoding: match.bytes, as: UTF8.self)
                offer(head + body, cost: weighed(body, typed: typedBody, found: match.cost, weighing: weighing),
                      frequency: frequency(of: match.number))
            }
        }
        for (candidate, cost) in replaced(letters.map(\.scalar)) + splits(scalars) {
            guard let frequency = pairFrequency(candidate) else { continue }
            offer(candidate, cost: cost, frequency: frequency)
        }
        for (candidate, score) in scores { best.offer(Candidate(word: candidate, score: score)) }
        return best.sorted()
    }

    /// The cost of `listed`, found by the search at `cost`, under `weighing`: the same
    /// when the weighing changes nothing for it (no doubled letter, no first-letter weight).
    private func weighed(_ listed: String, typed: [EditCosts.Letter], found cost: Int16, weighing: EditCosts.Weighing) -> Int16 {
        guard weighing != .plain else { return cost }
        let letters = listed.unicodeScalars.map { costs.letter($0.value) }
        guard weighing.firstLetter > 0 || zip(letters, letters.dropFirst()).contains(where: { $0.scalar == $1.scalar })
        else { return cost }
        // Weighing moves a cost at most firstLetter up: the bound never cuts it off.
        return costs.distance(listed: letters, typed: typed, bound: cost + weighing.firstLetter, weighing: weighing) ?? cost
    }

    /// Every listed, suggestible word within `bound` of `word` with its cost, in byte order:
    /// what the search finds when nothing limits it (for tests).
    func matches(for word: String, bound: Int16) -> [(word: String, cost: Int16)] {
        let letters = word.unicodeScalars.map { costs.letter($0.value) }
        guard !letters.isEmpty else { return [] }
        var found: [(word: String, cost: Int16)] = []
        search(letters, bound: bound, wants: { _, number in list.isSuggestible(number) },
               found: { found.append((String(decoding: $0.bytes, as: UTF8.self), $0.cost)) })
        return found
    }

    /// Walks the list for the words within `bound` of `letters` (``NearWordSearch``), over
    /// the list's buffers and what this engine made for them.
    private func search(_ letters: [EditCosts.Letter], bound: Int16, anchored: Bool = false,
                        wants: @escaping (Int16, Int) -> Bool, found: @escaping (NearWordSearch.Match) -> Void) {
        list.edgeBuffers { edges, wordsBelow in
            lengths.packed.withUnsafeBufferPointer { lengths in
                self.letters.packed.withUnsafeBufferPointer { below in
                    NearWordSearch(edges: edges, wordsBelow: wordsBelow, lengths: lengths, lettersBelow: self.letters,
                                   below: below, costs: costs, word: letters, bound: bound, anchored: anchored,
                                   wants: wants, found: found).run()
                }
            }
        }
    }

    /// The frequency of word `number` (100 × Zipf), 0 for an unranked word.
    private func frequency(of number: Int) -> Int {
        list.rankedPosition(of: UInt32(number)).map { Int(list.rankedFrequencies[$0]) } ?? 0
    }

    /// The listed, suggestible words within `bound` of `letters`, the `limit` best by score.
    private func nearWords(_ letters: [EditCosts.Letter], bound: Int16, anchored: Bool = false,
                           limit: Int) -> [NearWordSearch.Match] {
        var kept = SmallestElements<(score: Int, match: NearWordSearch.Match)>(limit: limit) { a, b in
            a.score != b.score ? a.score < b.score : a.match.number < b.match.number
        }
        var pending: Int?
        search(letters, bound: bound, anchored: anchored,
               wants: { cost, number in
                   guard list.isSuggestible(number) else { return false }
                   let score = Int(cost) * Self.costWeight - frequency(of: number)
                   if let worst = kept.worstKept,
                      score > worst.score || (score == worst.score && number > worst.match.number) { return false }
                   pending = score
                   return true
               },
               found: { match in kept.offer((score: pending ?? 0, match: match)) })
        return kept.sorted().map(\.match)
    }

    /// The word with one `REP` replacement applied, each way the table allows, at ``EditCosts/replacement``.
    private func replaced(_ word: [UInt32]) -> [(String, Int16)] {
        var results: [(String, Int16)] = []
        for replacement in tables.replacements {
            let pattern = replacement.pattern
            guard let head = pattern.first?.value, pattern.count <= word.count else { continue }
            for start in 0...(word.count - pattern.count) {
                if replacement.atStart, start != 0 { break }
                // Most places fail on the first letter: tested before the rest.
                guard word[start] == head else { continue }
                if replacement.atEnd, start + pattern.count != word.count { continue }
                guard pattern.indices.dropFirst().allSatisfy({ word[start + $0] == pattern[$0].value }) else { continue }
                var scalars = String.UnicodeScalarView()
                for value in word[..<start] { scalars.append(Unicode.Scalar(value)!) }
                scalars.append(contentsOf: replacement.replacement)
                for value in word[(start + pattern.count)...] { scalars.append(Unicode.Scalar(value)!) }
                results.append((String(scalars).trimmingSpaces, EditCosts.replacement))
            }
        }
        return results
    }

    /// The word cut in two at each place where both halves could be words.
    private func splits(_ word: [Unicode.Scalar]) -> [(String, Int16)] {
        guard word.count >= 2 else { return [] }
        // A word of ASCII without spaces is its own UTF-8 and NFC: a cut whose halves
        // are not both listed is left here, before its string is made (pairFrequency
        // would refuse it).
        let bytes = word.allSatisfy { $0.isASCII && $0 != " " } ? word.map { UInt8($0.value) } : nil
        return (1..<word.count).compactMap { cut in
            if let bytes {
                let listed = bytes.withUnsafeBufferPointer { all in
                    list.isListed(UnsafeBufferPointer(rebasing: all[..<cut])) && list.isListed(UnsafeBufferPointer(rebasing: all[cut...]))
                }
                guard listed else { return nil }
            }
            var text = String.UnicodeScalarView(word[..<cut])
            text.append(" ")
            text.append(contentsOf: word[cut...])
            return (String(text), Self.splitCost)
        }
    }

    /// The frequency of a listed word, or of the rarer of two listed words separated by a
    /// space; nil when any part is not listed (or not to be suggested).
    /// A part of one character must be a very common word (English `a`, Italian `è`):
    /// dictionaries list every letter, and `until l` helps nobody.
    private func pairFrequency(_ text: String) -> Int? {
        var lowest = Int.max
        let parts = text.split(separator: " ", omittingEmptySubsequences: false)
        for part in parts {
            var bytes = WordList.bytes(String(part))
            guard !bytes.isEmpty, let number = bytes.withUnsafeMutableBufferPointer({ list.number(of: UnsafeBufferPointer($0)) }),
                  list.isSuggestible(number)
            else { return nil }
            let frequency = frequency(of: number)
            if parts.count > 1, part.unicodeScalars.count == 1, frequency < Self.commonWordFrequency { return nil }
            lowest = min(lowest, frequency)
        }
        return lowest
    }

    /// Zipf 6, as 100 × Zipf: a word used about once in every 1,000.
    static let commonWordFrequency = 600
}

private extension String {
    /// Without spaces at either end (a `REP` replacement may start or end with one).
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while scalars.first == " " { scalars.removeFirst() }
        while scalars.last == " " { scalars.removeLast() }
        return String(scalars)
    }
}

extension Suggester {
    /// Up to `limit` corrections for `word`, best first, each one accepted by `accepts`
    /// (every word of a suggestion with spaces), in the case `word` was typed in and with
    /// its typographic apostrophe, never `word` itself.
    ///
    /// - Parameter foldingApostrophes: whether the list is asked about a word typed with `’`
    ///   as spelled with `'`.
    package func corrections(
        for word: String, foldingApostrophes: Bool, limit: Int, accepts: (String) -> Bool
    ) -> [String] {
        let typedApostrophe = Apostrophe.isTyped(in: word)
        var key = CanonicalComposition.composed(word)
        if typedApostrophe, foldingApostrophes { key = Apostrophe.folded(key) }
        let shape = TypedCase(key)
        // A hyphenated word with a misspelled part: the part corrected, the whole kept
        // (`two-dozne` → `two-dozen`), before the corrections of the whole.
        var results = hyphenatedCorrections(for: word, foldingApostrophes: foldingApostrophes, limit: limit, accepts: accepts)
        for candidate in candidates(for: key, limit: 2 * limit) {
            if results.count >= limit { break }
            var spelled = shape.apply(to: candidate.word)
            if typedApostrophe, foldingApostrophes { spelled = Apostrophe.restored(spelled) }
            for form in [spelled, candidate.word] where form != word && !results.contains(form) {
                if form.split(separator: " ").allSatisfy({ accepts(String($0)) }) {
                    results.append(form)
                    break
                }
            }
            if results.count == limit { break }
        }
        return results
    }

    /// The corrections of a hyphenated word (two to four parts) whose parts are words but
    /// for one or two: each wrong part takes its own first three corrections (single words),
    /// the others stay as typed, and the whole words `accepts` takes come in the order of
    /// the parts' corrections. Empty for any other word.
    private func hyphenatedCorrections(for word: String, foldingApostrophes: Bool, limit: Int,
                                       accepts: (String) -> Bool) -> [String] {
        guard word.contains("-") else { return [] }
        let parts = word.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
        guard (2...4).contains(parts.count), !parts.contains(where: \.isEmpty) else { return [] }
        let wrong = parts.indices.filter { !accepts(parts[$0]) }
        guard (1...2).contains(wrong.count) else { return [] }
        var choices = parts.map { [$0] }
        for index in wrong {
            choices[index] = corrections(for: parts[index], foldingApostrophes: foldingApostrophes, limit: 3, accepts: accepts)
                .filter { !$0.contains(" ") && !$0.contains("-") }
            if choices[index].isEmpty { return [] }
        }
        var wholes: [[String]] = [[]]
        for options in choices { wholes = wholes.flatMap { start in options.map { start + [$0] } } }
        var results: [String] = []
        for whole in wholes.map({ $0.joined(separator: "-") }) where whole != word && !results.contains(whole) && accepts(whole) {
            results.append(whole)
            if results.count == limit { break }
        }
        return results
    }
}
