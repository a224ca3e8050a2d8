/// What a check leaves alone besides the dictionaries' words.
public struct ProofreadingRules: Sendable, Hashable {
    /// Words shorter than this many characters are never reported.
    public var minimumWordLength: Int
    /// Words accepted as written or lowercased (a project's or a user's words), besides the dictionaries'.
    public var acceptedWords: Set<String>
    /// Whether the parts of source code's identifiers are checked, besides its comments and strings.
    public var checksIdentifiers: Bool

    /// Rules that report every word the dictionaries reject: no minimum length, no
    /// accepted words; identifiers checked.
    public init(minimumWordLength: Int = 1, acceptedWords: Set<String> = [], checksIdentifiers: Bool = true) {
        self.minimumWordLength = minimumWordLength
        self.acceptedWords = acceptedWords
        self.checksIdentifiers = checksIdentifiers
    }
}

/// How a check with several checkers decides which accepts a word.
public enum LanguageChoice: Sendable, Hashable {
    /// A word is misspelled when no checker accepts it: the dictionaries are joined.
    case anyOf
    /// Each sentence is checked by one checker: the one that accepts the most of its words
    /// when it has enough of them, else the checker at `overall` (the text's language);
    /// ``LanguageDetection/spans(of:among:overall:)`` decides.
    case perSentence(overall: Int)
}

/// A misspelled word of one line.
public struct LineMisspelling: Sendable, Hashable {
    /// Its bytes in the line.
    public let range: Range<Int>
    /// The word, as written.
    public let word: String
    /// The index of the checker (the language) that rejected it, in the proofreader's checkers.
    public let checker: Int
}

/// Finds the misspelled words of a document, a line at a time, the same way for every
/// front end: `wordcheck check`, the service and the language server format what it finds.
///
/// A line is read by a ``ProseReader`` (what of it is prose, by the document's kind); then
/// what is no word however it is written (paths, hashes, UUIDs, ``NoWords``), what the
/// ignore patterns match and a `wordcheck:` directive are blanked; the rest is checked by
/// the checkers (``LanguageChoice``). In source code, a word with a capital inside is an
/// identifier named in a comment and its parts are the words; identifiers' parts are
/// checked too, and upper-case words and ``ProgrammingTerms`` are accepted.
///
/// Not `Sendable` when it holds ignore patterns (a `Regex` is compiled per thread): make
/// one per check. Costs what the checkers' look-ups cost, and one pass over each line.
public struct Proofreader {
    /// The checkers, in order of preference.
    public let checkers: [any SpellChecker]
    /// How the checkers share a text.
    public var languages: LanguageChoice
    /// What is never reported.
    public var rules: ProofreadingRules
    /// Stretches of a line that match one of these are not checked.
    public var ignorePatterns: [Regex<AnyRegexOutput>]

    /// A proofreader with `checkers` (none: nothing is misspelled).
    public init(checkers: [any SpellChecker], languages: LanguageChoice = .anyOf, rules: ProofreadingRules = ProofreadingRules(),
                ignorePatterns: [Regex<AnyRegexOutput>] = []) {
        self.checkers = checkers
        self.languages = languages
        self.rules = rules
        self.ignorePatterns = ignorePatterns
    }

    /// The misspellings of `line` (one line of a document of `kind`, without its break)
    /// whose prose ``ProseReader`` found to be `prose`, in order. `text`, when the caller has
    /// it, is `line` as a string: it spares a copy when all of the line is prose.
    public func misspellings(inLine line: [UInt8], prose: LineProse, kind: DocumentKind, text: String? = nil) -> [LineMisspelling] {
        guard !checkers.isEmpty else { return [] }
        let isCode = kind.isCode
        var bytes = prose.bytes
        var found: [LineMisspelling] = []
        var skipped: [Range<Int>] = []
        // A directive has a colon: most lines are passed over without looking for one.
        if !ignorePatterns.isEmpty || (line.contains(UInt8(ascii: ":")) && DocumentDirective.find(line) != nil) {
            skipped = Self.skippedRanges(of: String(decoding: line, as: UTF8.self), patterns: ignorePatterns)
            for stretch in skipped { NoWords.blank(&bytes, stretch) }
        }
        NoWords.blankTokens(&bytes)
        if bytes.contains(where: { !NoWords.isSpace($0) }) {
            let proseText = if let text, bytes == line { text } else { String(decoding: bytes, as: UTF8.self) }
            for (range, checker) in rejected(in: proseText) {
                let word = String(decoding: line[range], as: UTF8.self)
                if isCode, Self.hasInnerCapital(word) {
                    // An identifier named in a comment (`parseHTTPRequest`): its parts are the words.
                    for part in IdentifierWords.parts(of: line, range) { report(part, in: line, checker: checker, isCode: true, into: &found) }
                } else {
                    report(range, in: line, checker: checker, isCode: isCode, into: &found)
                }
            }
        }
        if isCode, rules.checksIdentifiers {
            let checker = overallChecker
            for identifier in prose.identifiers where !skipped.contains(where: { $0.overlaps(identifier) }) {
                for part in IdentifierWords.parts(of: line, identifier) { report(part, in: line, checker: checker, isCode: true, into: &found) }
            }
            // Prose and identifiers were found apart: the line's findings go in order.
            found.sort { $0.range.lowerBound < $1.range.lowerBound }
        }
        return found
    }

    /// The checker of a text's language: `overall` per sentence (the first when it names
    /// none of the checkers), else the first.
    private var overallChecker: Int {
        if case .perSentence(let overall) = languages, checkers.indices.contains(overall) { return overall }
        return 0
    }

    /// The words of `text` (a line's prose) that the checkers reject, as byte ranges, with
    /// the index of the checker that rejected each.
    private func rejected(in text: String) -> [(Range<Int>, Int)] {
        let utf8 = text.utf8
        func offsets(_ range: Range<String.Index>) -> Range<Int> {
            utf8.distance(from: utf8.startIndex, to: range.lowerBound) ..< utf8.distance(from: utf8.startIndex, to: range.upperBound)
        }
        switch languages {
        case .anyOf:
            return checkers[0].misspellings(inText: text).compactMap { misspelling in
                checkers.dropFirst().contains { $0.isCorrect(misspelling.word) } ? nil : (offsets(misspelling.range), 0)
            }
        case .perSentence:
            let overall = overallChecker
            let spans = checkers.count > 1
                ? LanguageDetection.spans(of: text, among: checkers, overall: overall)
                : [LanguageDetection.Span(range: text.startIndex..<text.endIndex, checker: overall)]
            return spans.flatMap { span in
                let found = checkers[span.checker].misspellings(inText: text, range: span.range)
                return Self.switches(in: text, span: span, misspellings: found, checkers: checkers).map { (offsets($0.range), span.checker) }
            }
        }
    }

    /// `misspellings` (those the language of `span` finds in it) without the words of a
    /// switch to another language inside the span: a run of neighbouring words that
    /// another checker accepts, two or more of which the span's language rejects (words
    /// both accept may stand between them). One word alone that only another language
    /// accepts stays a misspelling: in a sentence of one language it is more likely a
    /// slip (Spanish `mess` for `mesa`) than a switch.
    static func switches(in text: String, span: LanguageDetection.Span, misspellings: [Misspelling],
                         checkers: [any SpellChecker]) -> [Misspelling] {
        let others = checkers.indices.filter { $0 != span.checker }
        guard !others.isEmpty, misspellings.contains(where: { word in others.contains { checkers[$0].isCorrect(word.word) } }) else {
            return misspellings
        }
        let rejected = Set(misspellings.map(\.range.lowerBound))
        let words = TextScanner(language: .undetermined).words(in: text, range: span.range)
        var dropped = Set<String.Index>()
        for other in others {
            // A run: the rejected words the other language accepts, and the words both accept between them.
            var run: [String.Index] = []
            func close() {
                if run.count >= 2 { dropped.formUnion(run) }
                run = []
            }
            for range in words {
                let word = String(text[range])
                let acceptedByOther = checkers[other].isCorrect(word)
                if rejected.contains(range.lowerBound) {
                    if acceptedByOther { run.append(range.lowerBound) } else { close() }
                } else if !acceptedByOther {
                    close()
                }
            }
            close()
        }
        return dropped.isEmpty ? misspellings : misspellings.filter { !dropped.contains($0.range.lowerBound) }
    }

    /// Adds the word at `range` to `found` unless it is short, accepted, a programming
    /// term or upper case in code, or in code correct in one of the dictionaries.
    private func report(_ range: Range<Int>, in line: [UInt8], checker: Int, isCode: Bool, into found: inout [LineMisspelling]) {
        let word = String(decoding: line[range], as: UTF8.self)
        guard word.count >= rules.minimumWordLength else { return }
        let lowered = word.lowercased()
        if rules.acceptedWords.contains(lowered) || rules.acceptedWords.contains(word) { return }
        if isCode {
            if word.allSatisfy({ !$0.isLowercase }) || ProgrammingTerms.all.contains(lowered) { return }
            if checkers.contains(where: { $0.isCorrect(word) || $0.isCorrect(lowered) }) { return }
        }
        found.append(LineMisspelling(range: range, word: word, checker: checker))
    }

    static func hasInnerCapital(_ word: String) -> Bool {
        var previousLower = false
        for character in word {
            if character.isUppercase, previousLower { return true }
            previousLower = character.isLowercase
        }
        return false
    }

    /// The bytes of `line` not to check: what the ignore patterns match, and a `wordcheck:` directive.
    static func skippedRanges(of line: String, patterns: [Regex<AnyRegexOutput>]) -> [Range<Int>] {
        var ranges: [Range<Int>] = []
        let utf8 = line.utf8
        func bytes(_ range: Range<String.Index>) -> Range<Int> {
            utf8.distance(from: utf8.startIndex, to: range.lowerBound) ..< utf8.distance(from: utf8.startIndex, to: range.upperBound)
        }
        for pattern in patterns {
            for match in line.matches(of: pattern) where !match.range.isEmpty { ranges.append(bytes(match.range)) }
        }
        if let directive = DocumentDirective.range(in: line) { ranges.append(bytes(directive)) }
        return ranges
    }
}

extension Proofreader {
    /// Suggestions for `word`, which the checker at `checker` rejected, across the
    /// languages: that checker's first (the language of the word's sentence under
    /// ``LanguageChoice/perSentence(overall:)``), then, while there are fewer than `limit`,
    /// the other checkers' that are not among them yet, in the checkers' order. A checker
    /// is asked only while suggestions are missing.
    ///
    /// - Parameters:
    ///   - word: the misspelled word.
    ///   - checker: the index of the checker that rejected it.
    ///   - limit: the most suggestions returned.
    ///   - suggest: one checker's suggestions for `word`, by its index
    ///     (``SpellChecker/suggestions(for:)`` when not given).
    public func suggestions(for word: String, rejectedBy checker: Int, limit: Int = 3,
                            from suggest: ((Int) -> [String])? = nil) -> [String] {
        guard checkers.indices.contains(checker), limit > 0 else { return [] }
        let ask = suggest ?? { checkers[$0].suggestions(for: word) }
        var found: [String] = []
        for index in [checker] + checkers.indices.filter({ $0 != checker }) where found.count < limit {
            for suggestion in ask(index) where found.count < limit && !found.contains(suggestion) {
                found.append(suggestion)
            }
        }
        return found
    }
}
