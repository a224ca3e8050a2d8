/// A dictionary's own `PHONE` table: rules that write a word the way it sounds, in the
/// format Hunspell took from aspell's phonetic code (`PHONE TH @`, `PHONE C(EIY)- S`,
/// `PHONE GH _`). ``SoundKey`` keys words by it instead of its built-in rules when a
/// dictionary has one.
///
/// A rule's search part is its letters, then optionally one character of a group
/// (`(EIY)`), then its flags in this order: `-` once per trailing letter that is only
/// looked at, not consumed; `<` to write the replacement back into the word and read it
/// again; a digit, the rule's priority (5 when none); `^` for the start of a word (`^^`:
/// and what follows is read as a new word); `$` for its end. `_` is the empty
/// replacement. Rules are tried in the order written, among the consecutive ones that
/// start with the word's next character: the first that matches is applied, unless a rule
/// of at least its priority starting at its last letter would consume more (`CC<` gives
/// way to `C(EIY)-` in `ACCIDENT`). A character no rule matches is dropped.
///
/// The transcription follows libhunspell's, over characters instead of bytes: the same
/// keys for tables of ASCII letters (with aspell's English rules, aspell's own keys for
/// every ASCII form of en_US: `PhoneticTableTests`), and a group may hold any character.
/// Words are upper-cased first, as libhunspell does; a character is a letter when it is
/// an ASCII letter or outside ASCII. A word is read up to ``maximumInput`` characters,
/// and its transcription is never longer (but for what `^^` adds).
package struct PhoneticTable: Sendable, Equatable {
    struct Rule: Sendable, Equatable {
        var letters: [UInt32]
        var group: [UInt32]?
        var lookahead = 0
        var rewrites = false
        var priority = 5
        var atStart = false
        var restarts = false
        var atEnd = false
        var replacement: [UInt32]
        /// False for a search part that does not parse: it keeps its place, as in
        /// libhunspell, but never matches.
        var parses = true
    }

    private(set) var rules: [Rule] = []
    /// The first rule for each first character; the rules for it follow while they start with it.
    private var firstRule: [UInt32: Int] = [:]

    /// The most rules read, and the longest word transcribed (longer words are cut).
    package static let maximumRules = 4_096
    static let maximumInput = 256
    /// The most rules a transcription tries, follow-up checks included: a word stops being
    /// read when they run out. aspell's English table tries a few hundred for a long word;
    /// a forged table whose rules all match and then give way would otherwise try the
    /// square of their number at each letter.
    static let maximumAttempts = 8_192

    /// The table of `PHONE` lines' search and replacement fields, in order; empty when none parse.
    package init(entries: [(search: String, replacement: String)]) {
        for (search, replacement) in entries.prefix(Self.maximumRules) {
            let pattern = search.unicodeScalars.map(\.value)
            guard let first = pattern.first else { continue }
            var rule = Self.parse(pattern)
            rule.replacement = replacement.unicodeScalars.map(\.value).filter { $0 != 0x5F }  // `_` is nothing
            if firstRule[first] == nil { firstRule[first] = rules.count }
            rules.append(rule)
        }
    }

    package var isEmpty: Bool { rules.isEmpty }

    /// The characters the replacements write: all a transcription can hold.
    var outputs: [UInt32] {
        var seen: [UInt32] = []
        for rule in rules { for scalar in rule.replacement where !seen.contains(scalar) { seen.append(scalar) } }
        return seen
    }

    private static func parse(_ pattern: [UInt32]) -> Rule {
        let flags: Set<UInt32> = [0x28, 0x2D, 0x3C, 0x5E, 0x24]  // ( - < ^ $
        func isDigit(_ scalar: UInt32) -> Bool { scalar >= 0x30 && scalar <= 0x39 }
        var index = 1
        while index < pattern.count, !flags.contains(pattern[index]), !isDigit(pattern[index]) { index += 1 }
        var rule = Rule(letters: Array(pattern[..<index]), replacement: [])
        func at(_ position: Int) -> UInt32? { position < pattern.count ? pattern[position] : nil }
        if at(index) == 0x28 {
            guard let close = pattern[index...].firstIndex(of: 0x29), close > index + 1 else {
                rule.parses = false
                return rule
            }
            rule.group = Array(pattern[(index + 1)..<close])
            index = close + 1
        }
        while at(index) == 0x2D { rule.lookahead += 1; index += 1 }
        if at(index) == 0x3C { rule.rewrites = true; index += 1 }
        if let digit = at(index), isDigit(digit) { rule.priority = Int(digit - 0x30); index += 1 }
        if at(index) == 0x5E {
            rule.atStart = true
            index += 1
            if at(index) == 0x5E { rule.restarts = true; index += 1 }
        }
        if at(index) == 0x24 { rule.atEnd = true; index += 1 }
        if index != pattern.count { rule.parses = false }
        return rule
    }

    private static func isLetter(_ scalar: UInt32) -> Bool {
        (scalar >= 0x41 && scalar <= 0x5A) || (scalar >= 0x61 && scalar <= 0x7A) || scalar >= 0x80
    }

    /// How many characters `rule` reads at `position` of `word` (all of its letters and
    /// its group) and how many it consumes (less its look-ahead); nil when it does not match.
    private func match(_ rule: Rule, in word: [UInt32], at position: Int) -> (read: Int, consumed: Int)? {
        guard rule.parses, position + rule.letters.count <= word.count,
              word[position..<(position + rule.letters.count)].elementsEqual(rule.letters) else { return nil }
        var read = rule.letters.count
        if let group = rule.group {
            guard position + read < word.count, Self.isLetter(word[position + read]), group.contains(word[position + read])
            else { return nil }
            read += 1
        }
        // A rule must consume its first character: `B-` never matches.
        guard read > rule.lookahead else { return nil }
        let end = position + read
        let boundaryAfter = end >= word.count || !Self.isLetter(word[end])
        if rule.atStart {
            guard position == 0 || !Self.isLetter(word[position - 1]) else { return nil }
            if rule.atEnd, !boundaryAfter { return nil }
        } else if rule.atEnd {
            guard position > 0, Self.isLetter(word[position - 1]), boundaryAfter else { return nil }
        }
        return (read, read - rule.lookahead)
    }

    /// Whether a rule for the last character `rule` consumes, of at least its priority,
    /// would read further than it: then `rule` gives way (`CC<` to `C(EIY)-`).
    private func givesWay(_ rule: Rule, consumed: Int, in word: [UInt32], at position: Int, attempts: inout Int) -> Bool {
        let last = position + consumed - 1
        guard consumed > 1, rule.lookahead == 0, position + consumed < word.count,
              var index = firstRule[word[last]] else { return false }
        while index < rules.count, rules[index].letters[0] == word[last], attempts > 0 {
            defer { index += 1 }
            attempts -= 1
            let next = rules[index]
            guard next.parses, !next.atStart, last + next.letters.count <= word.count,
                  word[last..<(last + next.letters.count)].elementsEqual(next.letters) else { continue }
            var read = consumed - 1 + next.letters.count
            if let group = next.group {
                guard position + read < word.count, Self.isLetter(word[position + read]),
                      group.contains(word[position + read]) else { continue }
                read += 1
            }
            if next.atEnd, position + read < word.count, Self.isLetter(word[position + read]) { continue }
            if read > consumed, next.priority >= rule.priority { return true }
        }
        return false
    }

    /// The transcription of `word` (upper case, as the rules are written), at most
    /// ``maximumInput`` characters of it, as far as ``maximumAttempts`` rules take it.
    func transcribe(_ word: [UInt32]) -> [UInt32] {
        var attempts = Self.maximumAttempts
        return transcribe(word, attempts: &attempts)
    }

    /// The same, trying at most `attempts` rules, and leaving what it did not use.
    func transcribe(_ word: [UInt32], attempts: inout Int) -> [UInt32] {
        // The caller's buffer, shared until a `<` rule writes into it.
        var word = word.count > Self.maximumInput ? Array(word.prefix(Self.maximumInput)) : word
        let length = word.count
        var output: [UInt32] = []
        output.reserveCapacity(length)
        var position = 0
        var rewritten = false
        while position < word.count, attempts > 0 {
            let character = word[position]
            var applied: (rule: Rule, consumed: Int)?
            if var index = firstRule[character] {
                while index < rules.count, rules[index].letters[0] == character, attempts > 0 {
                    let rule = rules[index]
                    index += 1
                    attempts -= 1
                    guard let (_, consumed) = match(rule, in: word, at: position),
                          !givesWay(rule, consumed: consumed, in: word, at: position, attempts: &attempts) else { continue }
                    applied = (rule, consumed)
                    break
                }
            }
            guard let (rule, consumed) = applied else {
                position += 1
                rewritten = false
                continue
            }
            let replacement = rule.replacement
            if rule.rewrites, !rewritten {
                // Written back into the word (never longer than it was) and read again.
                if let last = output.last, let first = replacement.first, last == character || last == first {
                    output.removeLast()
                }
                let written = min(replacement.count, word.count - position)
                word.replaceSubrange(position..<(position + written), with: replacement.prefix(written))
                if written < consumed { word.removeSubrange((position + written)..<(position + consumed)) }
                rewritten = true
                continue
            }
            position += consumed - 1
            rewritten = false
            for scalar in replacement.dropLast() where output.count < length && output.last != scalar {
                output.append(scalar)
            }
            if rule.restarts {
                if let last = replacement.last { output.append(last) }
                word.removeSubrange(0...position)
                position = 0
                continue
            }
            if let last = replacement.last, output.count < length, !rule.rewrites { output.append(last) }
            position += 1
        }
        return output
    }
}
