/// What a dictionary's `.aff` file says about words beyond the forms it builds: the
/// rules libhunspell's `spell` follows around its lookups (see ``WordList/spellingVerdict(utf8:)``).
///
/// A word list records them (format 4) as UTF-8 lines, one directive each, written by
/// the generator from the `.aff` and `.dic` files:
///
/// ```
/// BREAK -                 a break pattern (the default three, -, ^- and -$, when the .aff has none)
/// ICONV ’ '               an input conversion
/// MAXBYTES 300            the length, in bytes, from which libhunspell rejects a word unread
/// COMPOUNDMIN 1           the shortest part of a compound, in characters
/// COMPOUNDRULE n*mp       a compound rule (one-character flags, with * and ?)
/// COMPOUNDPART 2 nm       a word that compound rules use, with its flags (the writer moves
///                         these to a nested list of `word NUL flags` since format 7)
/// ELISION 1 l' dell'      a numbered set of elision prefixes (see ``WordList/Extras``)
/// FOLDAPOSTROPHE          neither dictionary file mentions `’`: a word typed with it is checked with `'`
/// COMPLETE                every other word the dictionary accepts is listed, a case
///                         variant of a listed word, or one of the list's extras
/// REP, MAP, KEY, PHONE    as in the .aff file (for suggestions)
/// ```
///
/// Unknown directives are skipped, so that a newer generator can add some.
package struct SpellingRules: Sendable {
    /// The `BREAK` patterns, in the order of the file (a leading `^` and a trailing `$`
    /// anchor a pattern to the start and end).
    package var breakPatterns: [[UInt8]] = ["-", "^-", "-$"].map { Array($0.utf8) }
    /// The `ICONV` pairs.
    package var conversions: [(from: [UInt8], to: [UInt8])] = []
    /// libhunspell rejects a word of this many bytes or more without looking at it
    /// (`MAXWORDUTF8LEN`, 300, for UTF-8 dictionaries).
    package var maximumInputBytes = 300
    /// The compound rules, when the dictionary has any.
    package var compounds: CompoundRules?
    /// Whether the list decides every word: no lookup that the list does not answer
    /// could find a word.
    package var decidesEveryWord = false
    /// The `REP`, `MAP`, `KEY` and `PHONE` lines.
    package var suggestionLines: [String] = []
    /// Whether `’` is checked as `'` (neither dictionary file mentions `’`; see ``Apostrophe``).
    package var foldsApostrophes = false
    /// Each elision prefix (`dell'`, with its apostrophe) and the numbers of the sets it
    /// belongs to.
    package var elisions: [[UInt8]: [UInt8]] = [:]

    package init() {}

    /// Whether a word typed with `’` is checked as the word with `'`: neither dictionary
    /// file mentions `’`, or its input conversion turns it into `'`.
    package var readsTypographicApostropheAsASCII: Bool {
        foldsApostrophes || conversions.contains { $0.from == Array("\u{2019}".utf8) && $0.to == [0x27] }
    }

    /// Reads the directives of `text` (the list's rules section), with the words compound
    /// rules use, given apart as `compoundRuleParts` (a list keeps them in a section of their
    /// own) or as `COMPOUNDPART` lines.
    package init(text: String, compoundRuleParts: [(String, String)] = []) throws(WordList.Damage) {
        breakPatterns = []
        var compoundMinimum = 3
        var compoundRules: [String] = []
        var parts = compoundRuleParts
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            let fields = AffixFields.split(line).map(String.init)
            guard let keyword = fields.first else { continue }
            switch keyword {
            case "BREAK" where fields.count == 2:
                breakPatterns.append(Array(fields[1].utf8))
            case "ICONV" where fields.count == 3:
                conversions.append((Array(fields[1].utf8), Array(fields[2].utf8)))
            case "MAXBYTES" where fields.count == 2:
                guard let value = Int(fields[1]), value > 0 else { throw WordList.Damage(reason: "its rules give MAXBYTES \(fields[1])") }
                maximumInputBytes = value
            case "COMPOUNDMIN" where fields.count == 2:
                guard let value = Int(fields[1]), value >= 0 else { throw WordList.Damage(reason: "its rules give COMPOUNDMIN \(fields[1])") }
                compoundMinimum = max(1, value)
            case "COMPOUNDRULE" where fields.count == 2:
                compoundRules.append(fields[1])
            case "COMPOUNDPART" where fields.count == 3:
                parts.append((fields[1], fields[2]))
            case "ELISION" where fields.count >= 3:
                guard let set = UInt8(fields[1]), set > 0 else { throw WordList.Damage(reason: "its rules number an elision set \(fields[1])") }
                for head in fields[2...] { elisions[Array(head.utf8), default: []].append(set) }
            case "FOLDAPOSTROPHE":
                foldsApostrophes = true
            case "COMPLETE":
                decidesEveryWord = true
            case "REP", "MAP", "KEY", "PHONE":
                suggestionLines.append(String(line))
            default:
                break
            }
        }
        if !compoundRules.isEmpty {
            compounds = try CompoundRules(rules: compoundRules, parts: parts, minimumLength: compoundMinimum)
        }
    }

    /// `input` with the `ICONV` conversions applied: at each position, the longest
    /// pattern that starts there is replaced, and the scan goes on after it.
    func convert(_ input: [UInt8]) -> [UInt8] {
        guard !conversions.isEmpty else { return input }
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        var position = 0
        while position < input.count {
            var best: (from: [UInt8], to: [UInt8])?
            for conversion in conversions where conversion.from.count > (best?.from.count ?? 0)
                && input[position...].starts(with: conversion.from) {
                best = conversion
            }
            if let best {
                output += best.to
                position += best.from.count
            } else {
                output.append(input[position])
                position += 1
            }
        }
        return output
    }
}

/// A dictionary's `COMPOUNDRULE` lines and the words they join (en_US: `21st` as
/// `2` + `1st`, `101th` as `10` + `1th`).
///
/// A word is a compound when it splits into two parts or more, each one a listed part at
/// least ``minimumLength`` characters long, whose flags, part by part, match one rule: a
/// sequence of flags, each to be matched once, or any number of times when followed by
/// `*`, or at most once when followed by `?`.
package struct CompoundRules: Sendable {
    private struct Atom { var flag: Character; var quantifier: Character? }
    private let rules: [[Atom]]
    /// Each part's spelling with the flags of each of its entries.
    private let parts: [[UInt8]: [Set<Character>]]
    private let longestPart: Int
    let minimumLength: Int

    /// The most parts libhunspell joins in one compound.
    static let maximumParts = 100

    init(rules: [String], parts: [(String, String)], minimumLength: Int) throws(WordList.Damage) {
        var compiled: [[Atom]] = []
        for rule in rules {
            var atoms: [Atom] = []
            for character in rule {
                if character == "*" || character == "?" {
                    guard let last = atoms.last, last.quantifier == nil else {
                        throw WordList.Damage(reason: "its compound rule \(rule) does not read")
                    }
                    atoms[atoms.count - 1].quantifier = character
                } else {
                    atoms.append(Atom(flag: character, quantifier: nil))
                }
            }
            compiled.append(atoms)
        }
        self.rules = compiled
        var table: [[UInt8]: [Set<Character>]] = [:]
        for (word, flags) in parts { table[Array(word.utf8), default: []].append(Set(flags)) }
        self.parts = table
        longestPart = table.keys.map(\.count).max() ?? 0
        self.minimumLength = minimumLength
    }

    /// Whether `word` (UTF-8) is a compound the rules build.
    func builds(_ word: [UInt8]) -> Bool {
        guard !parts.isEmpty else { return false }
        return rules.contains { rule in matches(word, rule) }
    }

    /// Whether `word` splits into parts that match `rule` from start to end. States
    /// (byte position, place in the rule) known to fail are remembered, so the search
    /// takes at most word length × rule length steps per part length.
    private func matches(_ word: [UInt8], _ rule: [Atom]) -> Bool {
        var failed = Set<Int>()
        func search(_ position: Int, _ atom: Int, _ count: Int) -> Bool {
            if position == word.count { return count >= 2 && rule[atom...].allSatisfy { $0.quantifier != nil } }
            guard atom < rule.count, count < Self.maximumParts else { return false }
            let key = (position * (rule.count + 1) + atom) * 2 + (count >= 1 ? 1 : 0)
            if failed.contains(key) { return false }
            let current = rule[atom]
            // Skip an optional atom.
            if current.quantifier != nil, search(position, atom + 1, count) { return true }
            var end = position + 1
            while end <= min(word.count, position + longestPart) {
                if let entries = parts[Array(word[position..<end])],
                   String(decoding: word[position..<end], as: UTF8.self).count >= minimumLength,
                   entries.contains(where: { $0.contains(current.flag) }) {
                    // Take the part; a starred atom may take more.
                    if current.quantifier == "*", search(end, atom, count + 1) { return true }
                    if search(end, atom + 1, count + 1) { return true }
                }
                end += 1
            }
            failed.insert(key)
            return false
        }
        return search(0, 0, 0)
    }
}
