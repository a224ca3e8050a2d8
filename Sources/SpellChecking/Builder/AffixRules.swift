import SpellCheckingCore

/// The affix rules of a Hunspell `.aff` file, as far as the word-list builder needs them to
/// spell out every form a `.dic` stem can take (``forms(of:flags:)``).
///
/// The expansion is deliberately generous: it builds each candidate the rules could make,
/// and libhunspell, asked about the candidates, keeps the ones it accepts (the builder's
/// `Settler` spares it the forms whose verdict follows from the rules). What it reads:
/// `FLAG` (`char`, `UTF-8`, `long`, `num`), `AF` aliases, `PFX` and `SFX` tables (strip,
/// affix, continuation classes, condition, cross product) and the flag of `NOSUGGEST`.
/// Everything else that decides acceptance (`NEEDAFFIX`, `ONLYINCOMPOUND`,
/// `FORBIDDENWORD`, `CIRCUMFIX`, `KEEPCASE`...) is left to libhunspell's verdict on the
/// candidates, or keeps them from being settled. Text is read one Unicode scalar at a time, as Hunspell reads its characters.
struct AffixRules {
    /// How the file writes its flags.
    enum FlagType {
        /// One character a flag (also `FLAG UTF-8`).
        case character
        /// Two characters a flag.
        case long
        /// Decimal numbers separated by commas.
        case numeric
    }

    /// A flag, numbered in the order first seen.
    typealias Flag = Int32

    /// One line of a `PFX` or `SFX` table.
    struct Rule {
        var strip: [Unicode.Scalar]
        var add: [Unicode.Scalar]
        var condition: Condition
        var continuation: Set<Flag>
        var crossProduct: Bool

        /// `word` with this suffix, or nil when the rule does not apply.
        func suffixing(_ word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
            guard word.count >= strip.count, word.suffix(strip.count).elementsEqual(strip),
                  condition.matches(word, atEnd: true)
            else { return nil }
            let kept = word.count - strip.count
            if kept == 0 && add.isEmpty { return nil }
            return Array(word[..<kept]) + add
        }

        /// `word` with this prefix, or nil when the rule does not apply.
        func prefixing(_ word: [Unicode.Scalar]) -> [Unicode.Scalar]? {
            guard word.count >= strip.count, word.prefix(strip.count).elementsEqual(strip),
                  condition.matches(word, atEnd: false)
            else { return nil }
            if word.count == strip.count && add.isEmpty { return nil }
            return add + word[strip.count...]
        }
    }

    /// An affix condition: one element per character at the word's end (suffixes) or start.
    struct Condition {
        enum Element {
            case any
            case scalar(Unicode.Scalar)
            case among([Unicode.Scalar])
            case noneOf([Unicode.Scalar])

            func matches(_ scalar: Unicode.Scalar) -> Bool {
                switch self {
                case .any: scalar != "\n"
                case .scalar(let wanted): scalar == wanted
                case .among(let set): set.contains(scalar)
                case .noneOf(let set): !set.contains(scalar) && scalar != "\n"
                }
            }
        }

        var elements: [Element]
        /// Whether the text was well formed: each `[` closed by a `]` before another `[`, no
        /// stray `]`, no empty brackets (libhunspell's reading of anything else is its own).
        var isPlain = true

        /// Reads a condition as written (`.`, `[^aeiou]y`, `e`): a bracket holds a set of
        /// characters (`^` first: any other), `.` is any character.
        init(_ text: Substring) {
            let scalars = Array(text.unicodeScalars)
            elements = []
            guard scalars != ["."] else { return }
            var index = 0
            while index < scalars.count {
                switch scalars[index] {
                case "[":
                    let end = scalars[index...].firstIndex(of: "]") ?? scalars.count
                    var members = scalars[(index + 1)..<end]
                    let negated = members.first == "^"
                    if negated { members = members.dropFirst() }
                    if end == scalars.count || members.isEmpty || members.contains("[") { isPlain = false }
                    let distinct = Array(Set(members))
                    elements.append(negated ? .noneOf(distinct) : .among(distinct))
                    index = end + 1
                case ".":
                    elements.append(.any)
                    index += 1
                case "]":
                    isPlain = false
                    elements.append(.scalar("]"))
                    index += 1
                case let scalar:
                    elements.append(.scalar(scalar))
                    index += 1
                }
            }
        }

        /// Whether libhunspell 1.7.1 (Debian 12's) reads the condition on the end of `word`
        /// as written. Its step over a `.` that meets an ASCII character also steps over the
        /// character before it when that one takes more than a byte in UTF-8, so the
        /// elements left of such a `.` are checked against the wrong characters (`...`
        /// refuses the stem `ágt`, which `..` takes). Later versions step right.
        func isReadAsWritten(atEndOf word: [Unicode.Scalar]) -> Bool {
            guard word.count >= elements.count else { return true }
            let start = word.count - elements.count
            for (offset, element) in elements.enumerated() where offset > 0 {
                guard case .any = element else { continue }
                if word[start + offset].isASCII && !word[start + offset - 1].isASCII { return false }
            }
            return true
        }

        /// Whether the last (`atEnd`) or first characters of `word` meet the condition.
        func matches(_ word: [Unicode.Scalar], atEnd: Bool) -> Bool {
            guard word.count >= elements.count else { return false }
            let start = atEnd ? word.count - elements.count : 0
            for (offset, element) in elements.enumerated() where !element.matches(word[start + offset]) {
                return false
            }
            return true
        }
    }

    private(set) var flagType = FlagType.character
    private(set) var aliases: [Set<Flag>] = []
    private(set) var prefixes: [Flag: [Rule]] = [:]
    private(set) var suffixes: [Flag: [Rule]] = [:]
    /// Each class's suffixes by the last character a word needs for them (its strip
    /// string's, or its condition's), and those any word may take.
    private var suffixesByEnd: [Flag: (byLast: [Unicode.Scalar: [Rule]], anyEnd: [Rule])] = [:]
    /// The flag sets of `NOSUGGEST` and the other one-flag directives, by directive.
    private(set) var directiveFlags: [String: Set<Flag>] = [:]
    private var numbers: [Substring: Flag] = [:]
    /// Each flag as written, by number.
    private(set) var names: [Substring] = []
    /// The longest strip string of any rule, in scalars.
    private(set) var longestStrip = 0

    /// The most scalars a form may have and still be a word: longer ones are more bytes
    /// than any list holds (``WordList/maximumWordLength``, itself above libhunspell's
    /// own limit), so no verdict can accept them and they are never kept.
    static let longestForm = WordList.maximumWordLength

    /// Reads the rules of an `.aff` file's decoded `text`.
    init(text: String) {
        var pending: (flag: Substring, cross: Bool, remaining: Int)?
        for line in DictionaryText.lines(of: text) {
            let fields = DictionaryText.fields(of: line)
            guard let key = fields.first, !key.hasPrefix("#") else { continue }
            switch key {
            case "FLAG" where fields.count >= 2:
                switch fields[1] {
                case "long": flagType = .long
                case "num": flagType = .numeric
                default: flagType = .character
                }
            case "AF" where fields.count >= 2:
                // The count line has digits alone.
                if !DictionaryText.isDigits(fields[1]) { aliases.append(flags(fields[1])) }
            case "NEEDAFFIX", "PSEUDOROOT", "ONLYINCOMPOUND", "FORBIDDENWORD", "CIRCUMFIX", "NOSUGGEST":
                guard fields.count >= 2 else { continue }
                directiveFlags[key == "PSEUDOROOT" ? "NEEDAFFIX" : String(key)] = flags(fields[1])
            case "PFX" where fields.count >= 4, "SFX" where fields.count >= 4:
                let flag = fields[1]
                if pending == nil || pending!.flag != flag || pending!.remaining == 0 {
                    let count = Int(fields[3]) ?? 0
                    pending = (flag, fields[2] == "Y", max(0, count))
                    if key == "PFX" { prefixes[classFlag(flag), default: []] += [] } else { suffixes[classFlag(flag), default: []] += [] }
                    continue
                }
                pending!.remaining -= 1
                let strip = fields[2] == "0" ? [] : Array(fields[2].unicodeScalars)
                let (text, flags) = AffixFields.split(fields[3], at: "/")
                let add = text == "0" ? [] : Array(text.unicodeScalars)
                let continuation = flags.map { resolve($0) } ?? []
                let rule = Rule(strip: strip, add: add, condition: Condition(fields.count > 4 ? fields[4] : "."),
                                continuation: continuation, crossProduct: pending!.cross)
                longestStrip = max(longestStrip, strip.count)
                // The cross product is the header's; the table is the line's own.
                if key == "PFX" { prefixes[classFlag(flag), default: []].append(rule) } else { suffixes[classFlag(flag), default: []].append(rule) }
            default:
                continue
            }
        }
        for (flag, rules) in suffixes {
            var index: (byLast: [Unicode.Scalar: [Rule]], anyEnd: [Rule]) = ([:], [])
            for rule in rules {
                switch rule.strip.last.map(Condition.Element.scalar) ?? rule.condition.elements.last {
                case .scalar(let last): index.byLast[last, default: []].append(rule)
                case .among(let lasts): for last in lasts { index.byLast[last, default: []].append(rule) }
                default: index.anyEnd.append(rule)
                }
            }
            suffixesByEnd[flag] = index
        }
    }

    /// Calls `body` with each suffix of class `flag` that `word` may take as far as its last
    /// character goes (the rule's own checks still apply).
    func forEachSuffix(_ flag: Flag, of word: [Unicode.Scalar], _ body: (Rule) -> Void) {
        guard let index = suffixesByEnd[flag] else { return }
        if let last = word.last, let rules = index.byLast[last] { rules.forEach(body) }
        index.anyEnd.forEach(body)
    }

    /// The number of `flag`, numbered when first seen.
    private mutating func number(_ flag: Substring) -> Flag {
        if let known = numbers[flag] { return known }
        let new = Flag(names.count)
        numbers[flag] = new
        names.append(flag)
        return new
    }

    /// The number of the flag written `name`, nil when no line uses it.
    func flag(named name: Substring) -> Flag? {
        numbers[name]
    }

    /// The flags written in `text`, in the file's `FLAG` type.
    mutating func flags(_ text: Substring) -> Set<Flag> {
        switch flagType {
        case .character:
            return Set(text.unicodeScalars.map { number(Substring(String($0))) })
        case .long:
            let scalars = Array(text.unicodeScalars)
            return Set(stride(from: 0, to: scalars.count, by: 2).map { start in
                number(Substring(String(String.UnicodeScalarView(scalars[start..<min(start + 2, scalars.count)]))))
            })
        case .numeric:
            return Set(text.split(separator: ",").map { number($0) })
        }
    }

    /// The flags of a `.dic` entry or a rule's continuation: an `AF` alias number, or flags.
    mutating func resolve(_ text: Substring) -> Set<Flag> {
        if !aliases.isEmpty, DictionaryText.isDigits(text) {
            guard let index = Int(text), index > 0, index <= aliases.count else { return [] }
            return aliases[index - 1]
        }
        return flags(text)
    }

    /// The flag naming an affix class (its first, should the field hold several).
    private mutating func classFlag(_ text: Substring) -> Flag {
        let written = flags(text)
        return written.count == 1 ? written.first! : number(text)
    }

    /// The flags of `directive` (`NOSUGGEST`), empty when the file has none.
    func flags(of directive: String) -> Set<Flag> {
        directiveFlags[directive] ?? []
    }

    /// These rules with only the prefixes that elide (`elisions: true`) or only the others.
    func keepingPrefixes(elisions: Bool) -> AffixRules {
        var rules = self
        rules.prefixes = prefixes.mapValues { $0.filter { $0.elides == elisions } }
        return rules
    }

    /// Every form the rules build from `stem` with `flags`, the stem included: each suffix
    /// and a second one its continuation classes allow, each prefix (with the suffixes its
    /// continuation classes bring, and with every suffixed form where both allow the cross
    /// product), and the prefixes a suffix's continuation classes bring.
    ///
    /// Stops as soon as `found` holds more than `maximum` forms, or the forms it added take
    /// more than `maximumBytes` bytes, and then returns false:
    /// one stem of a rich affix file (Hungarian's) can make millions of forms, and the
    /// memory they take must stay within a build's limit. It also returns false where
    /// `found` had no room for a form (``FormCollection``).
    @discardableResult
    func forms(of stem: [Unicode.Scalar], flags: Set<Flag>, into found: inout some FormCollection, maximum: Int = .max,
               maximumBytes: Int = .max) -> Bool {
        var over = false
        // A form has one suffix, a second one and a prefix at most, and each strips at
        // most `longestStrip` scalars: a stem or a suffixed form longer than what that
        // leaves of `longestForm` can make no word, and is not spelled out (a .dic of
        // stems 100,000 letters long took 803 MB for forms no verdict accepts).
        let longest = Self.longestForm
        guard stem.count <= longest + 3 * longestStrip else { return true }
        // The bytes of the forms this call adds: with `maximumBytes`, what bounds its memory.
        var addedBytes = 0
        func keep(_ form: [Unicode.Scalar]) {
            guard form.count <= longest else { return }
            let before = found.count
            if !found.insert(form) || found.count > maximum { over = true }
            if found.count > before {
                addedBytes += form.reduce(0) { $0 + UTF8.width($1) }
                if addedBytes > maximumBytes { over = true }
            }
        }
        keep(stem)
        // Each suffixed form once with the same continuation classes and cross product:
        // rules that remake a form (`SFX A 0 0/A .` a thousand times, or classes that lead
        // back) would otherwise pile up n² copies of it, and walk each one's suffixes again.
        var suffixed: [Suffixed] = []
        var seen: Set<Suffixed> = []
        func add(_ entry: Suffixed) -> Bool {
            guard entry.form.count <= longest + 2 * longestStrip, seen.insert(entry).inserted else { return false }
            suffixed.append(entry)
            return true
        }
        for flag in flags where !over {
            forEachSuffix(flag, of: stem) { rule in
                guard !over, let form = rule.suffixing(stem) else { return }
                keep(form)
                // The second suffixes depend on the form and its classes alone: walked once.
                guard add(Suffixed(form: form, continuation: rule.continuation, cross: rule.crossProduct)) else { return }
                for second in rule.continuation where !over {
                    forEachSuffix(second, of: form) { next in
                        guard !over, let twice = next.suffixing(form) else { return }
                        keep(twice)
                        _ = add(Suffixed(form: twice, continuation: rule.continuation.union(next.continuation),
                                         cross: rule.crossProduct && next.crossProduct))
                    }
                }
            }
        }
        for flag in flags where !over {
            for rule in prefixes[flag] ?? [] where !over {
                if let form = rule.prefixing(stem) { keep(form) }
                for suffixFlag in rule.continuation where !over {
                    forEachSuffix(suffixFlag, of: stem) { suffix in
                        if !over, let inner = suffix.suffixing(stem), let both = rule.prefixing(inner) { keep(both) }
                    }
                }
                guard rule.crossProduct else { continue }
                for entry in suffixed where entry.cross && !over {
                    if let both = rule.prefixing(entry.form) { keep(both) }
                }
            }
        }
        for entry in suffixed where !over {
            for prefixFlag in entry.continuation.subtracting(flags) where !over {
                for rule in prefixes[prefixFlag] ?? [] where !over {
                    if let both = rule.prefixing(entry.form) { keep(both) }
                }
            }
        }
        return !over
    }

    /// A suffixed form, with the continuation classes and cross product it carries on.
    private struct Suffixed: Hashable {
        var form: [Unicode.Scalar]
        var continuation: Set<Flag>
        var cross: Bool
    }
}

/// Where ``AffixRules/forms(of:flags:into:maximum:)`` puts the forms it spells out: a
/// ``FormSet`` for the millions a build makes, a `Set<String>` for a few.
protocol FormCollection {
    /// The forms held.
    var count: Int { get }
    /// Adds `form` (nothing when it is held already); false when there was no room for it.
    mutating func insert(_ form: [Unicode.Scalar]) -> Bool
}

extension Set<String>: FormCollection {
    /// Adds `form` as a string; always true.
    mutating func insert(_ form: [Unicode.Scalar]) -> Bool {
        // (A string of up to 15 bytes needs no storage of its own.)
        insert(String(String.UnicodeScalarView(form)))
        return true
    }
}

extension AffixRules.Rule {
    /// Whether the rule adds an apostrophe (`'` or `’`).
    var elides: Bool { add.contains("'") || add.contains(Apostrophe.typographic) }
}

/// Reading a dictionary's decoded text as Hunspell's word-list builder does.
enum DictionaryText {
    /// The lines of `text`, split at LF, CR LF and CR.
    static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r" || $0 == "\r\n" }
    }

    /// Whether `text` is digits alone (and not empty).
    static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { $0.properties.numericType == .decimal || $0.properties.numericType == .digit }
    }

    /// The fields of a line, split at runs of spaces and tabs between Unicode scalars, as
    /// libhunspell splits them (see `AffixFields`).
    static func fields(of line: Substring) -> [Substring] {
        AffixFields.split(line)
    }

    /// `bytes` decoded in `encoding`: invalid UTF-8 becomes U+FFFD.
    static func decode(_ bytes: some Collection<UInt8>, _ encoding: DictionaryEncoding) -> String {
        switch encoding {
        case .utf8:
            return String(decoding: bytes, as: UTF8.self)
        case .singleByte(let charset):
            return SingleByteTables(charset).decode(bytes)
        }
    }

    /// The stem and flags of each entry of a `.dic` file's decoded text, in file order: the
    /// first line (the count) skipped, and so are empty lines and lines starting with a tab
    /// or `#`; morphological fields (after a tab, or a space before `xx:`) dropped; `\/` is a
    /// slash in the stem. `trimmed` says that spaces at the end of the line or a field after
    /// a space were dropped, which libhunspell may read otherwise (it keeps a trailing space
    /// in the word).
    static func forEachEntry(ofDictionary text: String,
                             _ body: (_ stem: [Unicode.Scalar], _ flags: Substring, _ trimmed: Bool) -> Void) {
        for line in lines(of: text).dropFirst() {
            guard let first = line.unicodeScalars.first, first != "\t", first != "#" else { continue }
            let scalars = Array(line.unicodeScalars.prefix { $0 != "\t" })
            // A morphological field: a space followed by two lower-case ASCII letters and a colon.
            var end = scalars.count
            for index in scalars.indices where scalars[index] == " " && index + 3 < scalars.count {
                let (a, b, colon) = (scalars[index + 1], scalars[index + 2], scalars[index + 3])
                if ("a"..."z").contains(a) && ("a"..."z").contains(b) && colon == ":" {
                    end = index
                    break
                }
            }
            while end > 0 && scalars[end - 1] == " " { end -= 1 }
            let trimmed = end < scalars.count
            var stem: [Unicode.Scalar] = []
            var flags = Substring()
            var index = 0
            while index < end {
                let scalar = scalars[index]
                if scalar == "\\" && index + 1 < end && scalars[index + 1] == "/" {
                    stem.append("/")
                    index += 2
                    continue
                }
                if scalar == "/" {
                    flags = Substring(String(String.UnicodeScalarView(scalars[(index + 1)..<end])))
                    break
                }
                stem.append(scalar)
                index += 1
            }
            if !stem.isEmpty { body(stem, flags, trimmed) }
        }
    }
}
