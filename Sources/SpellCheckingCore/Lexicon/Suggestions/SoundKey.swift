/// How a word sounds, roughly: the key ``SoundIndex`` files words under, so that a
/// misspelling written the way a word sounds (`seige`, `rember`, `jist`, `cancion`)
/// finds it however many letters differ.
///
/// The rules are WordCheck's own, one set per language, and coarse on purpose: a key
/// groups the spellings a writer could pick for one pronunciation.
///
/// - **English** keeps consonant sounds only, plus `A` for a word that starts with a
///   vowel: `c` before `e`, `i`, `y` and `z` sound as `s`; `ph` and `v` as `f`; `ch`,
///   `sh` and `-tion`/`-sion`/`-cia-` as one sound; `th` as another; `g` before `e`,
///   `i`, `y`, `dge` and `j` as one; `q`, `ck` and `x`'s first sound as `k`; silent
///   letters go (`kn-`, `wr-`, `gn-`, `ps-`, `-mb`, `gh` after a vowel, `h` and `w`
///   before a consonant, `-gn`); letters and sounds said twice count once.
/// - **Spanish** keeps vowels (they are spelled as said): `h` is silent; `b`/`v`;
///   `c` before `e`/`i`, `z` and `s`; `ll`/`y`; `g` before `e`/`i` and `j`; `qu`, `k`
///   and hard `c`; `gu` before `e`/`i` and hard `g`; doubled letters count once.
/// - **Italian** keeps vowels: `h` is silent; doubled letters count once (the commonest
///   Italian mistake); soft `c`/`ci-`, soft `g`/`gi-`/`j`, `sc(i)-`, `gn`, `gli`,
///   hard `c`/`ch`/`k`/`q(u)`/`cu-` before a vowel, `y` as `i`, `w` as `v`.
///
/// Accents are dropped before the rules (`perché` sounds as `perche`); characters that
/// are not letters (hyphens, apostrophes, digits) are skipped. A key is at most
/// ``maximumLength`` sounds, packed 5 bits each.
///
/// A dictionary with a `PHONE` table is keyed by it instead (``Rules/table(_:)``): the
/// word upper-cased, accents kept, transcribed by ``PhoneticTable``, each character the
/// table writes standing for one sound (the first 26 apart, any more as one).
struct SoundKey: Sendable {
    /// The languages with rules, or a dictionary's own table.
    enum Rules: Sendable, Equatable {
        case english, spanish, italian
        case table(PhoneticTable)
    }

    let rules: Rules
    /// For a table, the sound letter each character it writes stands for.
    private let tableSounds: [UInt32: UInt8]
    /// For a table, the sound letters it can write, once.
    private let tableSoundLetters: [UInt8]

    /// The rules for a language code (`en`, `es`, `it`), nil for any other.
    init?(languageCode: String) {
        switch languageCode {
        case "en": self.init(rules: .english)
        case "es": self.init(rules: .spanish)
        case "it": self.init(rules: .italian)
        default: return nil
        }
    }

    init(rules: Rules) {
        self.rules = rules
        guard case .table(let table) = rules else {
            tableSounds = [:]
            tableSoundLetters = []
            return
        }
        // The letters of the alphabet a table writes stand for themselves; its other
        // characters (`@`, `*`, letters in lower case) take the letters it leaves.
        let outputs = table.outputs
        var free = Self.alphabet.filter { letter in !outputs.contains(UInt32(letter)) }
        var sounds: [UInt32: UInt8] = [:]
        for output in outputs where output < 0x80 && Self.alphabet.contains(UInt8(output)) { sounds[output] = UInt8(output) }
        for output in outputs where sounds[output] == nil {
            sounds[output] = free.isEmpty ? Self.alphabet[0] : free.removeFirst()
        }
        tableSounds = sounds
        tableSoundLetters = Set(sounds.values).sorted()
    }

    /// The dictionary's `PHONE` table when it has one, else the rules for its language
    /// (`en`, `es`, `it`); nil when neither.
    init?(tables: SuggestionTables, languageCode: String?) {
        if !tables.phonetic.isEmpty {
            self.init(rules: .table(tables.phonetic))
        } else if let languageCode {
            self.init(languageCode: languageCode)
        } else {
            return nil
        }
    }

    /// The most sounds a key holds: a longer word is keyed by its first ones.
    static let maximumLength = 12

    /// The sounds, as the letters that name them (`0` is English `th`, `X` a `sh`
    /// sound, `J` a soft `g`, `Q` Italian `gn`, `Y` Italian `gli` and Spanish `ll`/`y`).
    /// Italian's `C` is not among them: it packs as 0, which no other sound does.
    static let alphabet: [UInt8] = Array("0ABDEFGHIJKLMNOPQRSTUVWXYZ".utf8)

    /// The sounds a key of these rules can hold: what a one-sound change may put in.
    var sounds: [UInt8] {
        switch rules {
        case .english: return Array("0ABFHJKLMNPRSTWXY".utf8)
        case .spanish: return Array("ABDEFGIJKLMNOPRSTUXY".utf8)
        case .italian: return Array("ABCDEFGIJKLMNOPQRSTUVXYZ".utf8)
        case .table: return tableSoundLetters
        }
    }

    /// The key of a typed word, given as ``EditCosts`` letters, as sound letters.
    func sounds(of letters: [EditCosts.Letter]) -> [UInt8] {
        var key: [UInt8] = []
        if case .table(let table) = rules {
            transcribe(letters.map(\.scalar), by: table, into: &key)
        } else {
            sounds(ofKept: letters.compactMap { $0.base >= 0x61 && $0.base <= 0x7A ? UInt8($0.base) : nil }, into: &key)
        }
        return key
    }

    /// The key of `scalars` by `table`, upper-cased first.
    private func transcribe(_ scalars: some Sequence<UInt32>, by table: PhoneticTable, into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        let upper = scalars.map { value in Unicode.Scalar(value).map { HunspellCase.upper($0).value } ?? value }
        for output in table.transcribe(upper) where key.count < Self.maximumLength {
            key.append(tableSounds[output] ?? Self.alphabet[0])
        }
    }

    /// The key of a listed spelling, each letter brought to its base by `costs`, into `key`,
    /// with `scratch` for the letters kept: no allocation once both have grown. How the
    /// index and the suggester key the many words they weigh.
    func sounds(ofSpelling spelling: String.UnicodeScalarView, costs: EditCosts, scratch word: inout [UInt8],
                into key: inout [UInt8]) {
        if case .table(let table) = rules {
            transcribe(spelling.lazy.map(\.value), by: table, into: &key)
            return
        }
        word.removeAll(keepingCapacity: true)
        for scalar in spelling {
            let letter = costs.base(costs.lower(scalar.value))
            if letter >= 0x61 && letter <= 0x7A { word.append(UInt8(letter)) }
        }
        sounds(ofKept: word, into: &key)
    }

    /// The key of `word`, its letters `a` to `z` alone.
    private func sounds(ofKept word: [UInt8], into key: inout [UInt8]) {
        key.removeAll(keepingCapacity: true)
        switch rules {
        case .english: english(word, into: &key)
        case .spanish: spanish(word, into: &key)
        case .italian: italian(word, into: &key)
        case .table: break
        }
        if key.count > Self.maximumLength { key.removeLast(key.count - Self.maximumLength) }
    }

    /// `sounds` packed 5 bits a sound, first sound highest; 0 for none.
    static func packed(_ sounds: some Collection<UInt8>) -> UInt64 {
        var value: UInt64 = 0
        for sound in sounds.prefix(maximumLength) {
            value = value << 5 | UInt64(code[Int(sound)])
        }
        return value | UInt64(min(sounds.count, maximumLength)) << 60
    }

    /// How many sounds apart two keys are: 0, 1 (one left out, added, changed, or two
    /// neighbours swapped), or 2 for more.
    static func apart(_ a: [UInt8], _ b: [UInt8]) -> Int {
        if a == b { return 0 }
        let (short, long) = a.count <= b.count ? (a, b) : (b, a)
        guard long.count - short.count <= 1 else { return 2 }
        var start = 0
        while start < short.count, short[start] == long[start] { start += 1 }
        if short.count < long.count {
            return short[start...].elementsEqual(long[(start + 1)...]) ? 1 : 2
        }
        if short[(start + 1)...].elementsEqual(long[(start + 1)...]) { return 1 }
        if start + 1 < short.count, short[start] == long[start + 1], short[start + 1] == long[start],
           short[(start + 2)...].elementsEqual(long[(start + 2)...]) { return 1 }
        return 2
    }

    /// Each sound letter's 5-bit code (1 and up).
    private static let code: [UInt8] = {
        var table = [UInt8](repeating: 0, count: 128)
        for (index, letter) in alphabet.enumerated() { table[Int(letter)] = UInt8(index + 1) }
        return table
    }()

    // MARK: The rules

    private static func isVowel(_ letter: UInt8) -> Bool {
        letter == 0x61 || letter == 0x65 || letter == 0x69 || letter == 0x6F || letter == 0x75
    }

    private static func isFront(_ letter: UInt8) -> Bool {
        letter == 0x65 || letter == 0x69 || letter == 0x79
    }

    /// Appends the sound a lower-case letter names itself (`m` says `M`).
    @inline(__always)
    private static func sayItself(_ letter: UInt8, into key: inout [UInt8]) {
        say(Unicode.Scalar(letter - 0x20), into: &key)
    }

    /// Appends `sound` (and `then`), each unless it repeats the last one.
    @inline(__always)
    private static func say(_ sound: Unicode.Scalar, _ then: Unicode.Scalar? = nil, into key: inout [UInt8]) {
        let first = UInt8(truncatingIfNeeded: sound.value)
        if key.last != first { key.append(first) }
        if let then, key.last != UInt8(truncatingIfNeeded: then.value) { key.append(UInt8(truncatingIfNeeded: then.value)) }
    }

    private func english(_ word: [UInt8], into key: inout [UInt8]) {
        func at(_ index: Int) -> UInt8 { index >= 0 && index < word.count ? word[index] : 0 }
        var index = 0
        switch (at(0), at(1)) {
        case (0x6B, 0x6E), (0x67, 0x6E), (0x70, 0x6E), (0x77, 0x72), (0x70, 0x73): index = 1  // kn gn pn wr ps
        case (0x78, _): Self.say("S", into: &key); index = 1  // x-
        case (0x77, 0x68): Self.say("W", into: &key); index = 2  // wh-
        default: break
        }
        while index < word.count {
            let letter = word[index], next = at(index + 1), after = at(index + 2), previous = at(index - 1)
            defer { index += 1 }
            if letter == previous, letter != 0x63 { continue }  // a doubled letter but cc
            switch letter {
            case 0x61, 0x65, 0x69, 0x6F, 0x75:
                if index == 0 { Self.say("A", into: &key) }
            case 0x79:  // y
                if Self.isVowel(next) { Self.say("Y", into: &key) } else if index == 0 { Self.say("A", into: &key) }
            case 0x62:  // b, silent in -mb
                if !(previous == 0x6D && index == word.count - 1) { Self.say("B", into: &key) }
            case 0x63:  // c
                if next == 0x69, after == 0x61 || after == 0x6F {
                    Self.say("X", into: &key)  // -cia-, -cio-
                    index += 1
                } else if next == 0x68 {
                    Self.say(previous == 0x73 || after == 0x72 ? "K" : "X", into: &key)  // sch, chr: k
                    index += 1
                } else if Self.isFront(next) {
                    Self.say("S", into: &key)
                } else {
                    Self.say("K", into: &key)
                }
            case 0x64:  // d, dge
                if next == 0x67, Self.isFront(after) {
                    Self.say("J", into: &key)
                    index += 1
                } else {
                    Self.say("T", into: &key)
                }
            case 0x67:  // g
                if next == 0x68 {
                    if index == 0 || Self.isVowel(after) { Self.say("K", into: &key) }  // ghost; else silent: night
                    index += 1
                } else if next == 0x6E, index + 2 == word.count || (index + 3 == word.count && after == 0x73)
                    || (index + 4 == word.count && after == 0x65 && at(index + 3) == 0x64) {
                    // silent: sign, signs, signed
                } else if Self.isFront(next) {
                    Self.say("J", into: &key)
                } else {
                    Self.say("K", into: &key)
                }
            case 0x68:  // h, sounded before a vowel
                if Self.isVowel(next) { Self.say("H", into: &key) }
            case 0x6B:  // k
                if previous != 0x63 { Self.say("K", into: &key) }
            case 0x70:  // p, ph
                if next == 0x68 {
                    Self.say("F", into: &key)
                    index += 1
                } else {
                    Self.say("P", into: &key)
                }
            case 0x71: Self.say("K", into: &key)
            case 0x73:  // s
                if next == 0x68 {
                    Self.say("X", into: &key)
                    index += 1
                } else if next == 0x69, after == 0x61 || after == 0x6F {
                    Self.say("X", into: &key)
                } else if next == 0x63, after == 0x68 {
                    Self.say("S", "K", into: &key)
                    index += 2
                } else if next == 0x63, Self.isFront(after) {
                    Self.say("S", into: &key)
                    index += 1
                } else {
                    Self.say("S", into: &key)
                }
            case 0x74:  // t
                if next == 0x69, after == 0x61 || after == 0x6F {
                    Self.say("X", into: &key)
                } else if next == 0x68 {
                    Self.say("0", into: &key)
                    index += 1
                } else if !(next == 0x63 && after == 0x68) {
                    Self.say("T", into: &key)
                }
            case 0x76: Self.say("F", into: &key)
            case 0x77:  // w, sounded before a vowel
                if Self.isVowel(next) { Self.say("W", into: &key) }
            case 0x78: Self.say("K", "S", into: &key)
            case 0x7A: Self.say("S", into: &key)
            default: Self.sayItself(letter, into: &key)  // f j l m n r
            }
        }
    }

    private func spanish(_ word: [UInt8], into key: inout [UInt8]) {
        func at(_ index: Int) -> UInt8 { index >= 0 && index < word.count ? word[index] : 0 }
        var index = 0
        while index < word.count {
            let letter = word[index], next = at(index + 1), previous = at(index - 1)
            defer { index += 1 }
            if letter == previous, letter != 0x63 { continue }  // rr, ll as l, ee; cc stays two
            switch letter {
            case 0x61: Self.say("A", into: &key)
            case 0x65: Self.say("E", into: &key)
            case 0x69: Self.say("I", into: &key)
            case 0x6F: Self.say("O", into: &key)
            case 0x75:  // u, silent in que qui gue gui
                if !((previous == 0x71 || previous == 0x67) && (next == 0x65 || next == 0x69)) { Self.say("U", into: &key) }
            case 0x62, 0x76, 0x77: Self.say("B", into: &key)
            case 0x63:
                if next == 0x68 {
                    Self.say("X", into: &key)
                    index += 1
                } else {
                    Self.say(next == 0x65 || next == 0x69 ? "S" : "K", into: &key)
                }
            case 0x7A, 0x73: Self.say("S", into: &key)
            case 0x67: Self.say(next == 0x65 || next == 0x69 ? "J" : "G", into: &key)
            case 0x6A: Self.say("J", into: &key)
            case 0x71, 0x6B: Self.say("K", into: &key)
            case 0x6C:
                if next == 0x6C {
                    Self.say("Y", into: &key)
                    index += 1
                } else {
                    Self.say("L", into: &key)
                }
            case 0x79: Self.say(Self.isVowel(next) ? "Y" : "I", into: &key)
            case 0x78: Self.say("K", "S", into: &key)
            case 0x68: break  // silent
            default: Self.sayItself(letter, into: &key)  // d f m n p r t
            }
        }
    }

    private func italian(_ word: [UInt8], into key: inout [UInt8]) {
        func at(_ index: Int) -> UInt8 { index >= 0 && index < word.count ? word[index] : 0 }
        var index = 0
        while index < word.count {
            let letter = word[index], next = at(index + 1), after = at(index + 2), previous = at(index - 1)
            defer { index += 1 }
            if letter == previous { continue }  // doubled letters count once
            switch letter {
            case 0x61: Self.say("A", into: &key)
            case 0x65: Self.say("E", into: &key)
            case 0x69, 0x79, 0x6A: Self.say("I", into: &key)
            case 0x6F: Self.say("O", into: &key)
            case 0x75: Self.say("U", into: &key)
            case 0x63, 0x67:  // c, g: soft before e, i (an i before another vowel is silent), hard with h
                let soft: Unicode.Scalar = letter == 0x63 ? "C" : "J", hard: Unicode.Scalar = letter == 0x63 ? "K" : "G"
                if letter == 0x67, next == 0x6E {
                    Self.say("Q", into: &key)
                    index += 1
                } else if letter == 0x67, next == 0x6C, after == 0x69 {
                    Self.say("Y", into: &key)
                    index += Self.isVowel(at(index + 3)) ? 2 : 1
                } else if next == 0x68 {
                    Self.say(hard, into: &key)
                    index += 1
                } else if next == 0x69, Self.isVowel(after) {
                    Self.say(soft, into: &key)
                    index += 1
                } else if next == 0x65 || next == 0x69 {
                    Self.say(soft, into: &key)
                } else if letter == 0x63, next == 0x75, Self.isVowel(after) {
                    Self.say("K", "U", into: &key)  // cuore, quore
                    index += 1
                } else {
                    Self.say(hard, into: &key)
                }
            case 0x73:  // s, sc(i) soft
                if next == 0x63, after == 0x65 || after == 0x69 {
                    Self.say("X", into: &key)
                    index += after == 0x69 && Self.isVowel(at(index + 3)) ? 2 : 1
                } else {
                    Self.say("S", into: &key)
                }
            case 0x71, 0x6B: Self.say("K", into: &key)
            case 0x77, 0x76: Self.say("V", into: &key)
            case 0x78: Self.say("K", "S", into: &key)
            case 0x68: break  // silent
            default: Self.sayItself(letter, into: &key)  // b d f l m n p r t z
            }
        }
    }
}
