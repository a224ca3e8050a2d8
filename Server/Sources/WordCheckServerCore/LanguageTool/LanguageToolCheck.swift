import Foundation
import WordCheck

/// `/v2/check`: the misspelled words of a text as LanguageTool matches.
///
/// Parameters: `language` (required; `auto` is the loaded language that accepts the
/// largest share of the text's words, ``LanguageDetection``; a text that mixes them is
/// checked sentence by sentence, and a misspelling gets its own language's replacements
/// first, then the others'; `preferredVariants`, with `auto` only, names the variant to
/// check a language in, `en-GB` for English), and `text` or `data` (annotated text). `format` says what
/// `text` is (``DocumentKind/init(name:)``: `markdown`, `html`, `latex`, `commit`, `swift`,
/// `python`, …; plain by default): the text is read as `wordcheck check` and the language
/// server read a file of that kind, by the library's ``Proofreader``. `disabledRules`, `disabledCategories`, `enabledRules`,
/// `enabledCategories` and `enabledOnly` are honoured for the one rule there is
/// (``ruleID``, in category ``categoryID``); every other parameter is ignored.
///
/// Offsets and lengths are in UTF-16 code units, as LanguageTool's (Java's) are. The
/// context is up to ``contextUnits`` code units either side, cut at character boundaries
/// and marked `...` where cut, with line breaks shown as spaces.
package enum LanguageToolCheck {
    /// The rule every match belongs to. Clients treat `HUNSPELL_` rules as unknown words.
    package static let ruleID = "HUNSPELL_RULE"
    /// The category of ``ruleID``.
    package static let categoryID = "TYPOS"
    /// How much one request may ask for.
    package struct Limits: Sendable {
        /// Matches past this many are left out, and the response says its results are incomplete.
        package var matches = 10_000
        /// Distinct misspelled words past this many get no replacements, and the response
        /// says its results are incomplete: each costs up to a millisecond.
        package var suggestedWords = 1_000
    }
    /// Code units of context either side of a match.
    package static let contextUnits = 40
    /// How many UTF-16 units of sentence the matches of one answer may carry per unit of
    /// the text checked, and at least: past those, a match's sentence is its word alone.
    package static let sentenceUnitsPerTextUnit = 8, sentenceUnitsAlways = 65_536

    /// The parameters this endpoint reads; in a JSON body each must be a string.
    package static let parameterNames: Set<String> = [
        "language", "text", "data", "format", "disabledRules", "disabledCategories", "enabledRules", "enabledCategories", "enabledOnly",
        "preferredVariants",
    ]

    package static let software = CheckResponse.Software(
        name: "WordCheck", version: WordCheckRelease.current, buildDate: "", apiVersion: 1, premium: false, status: "")

    /// The matches of the request's text.
    ///
    /// Once `budget` is spent (its deadline passed, or its client gone), the remaining
    /// matches get no replacements and the answer says its results are incomplete. The
    /// sentences of the matches together take at most ``sentenceUnitsPerTextUnit`` times
    /// the text's length (and at least ``sentenceUnitsAlways``): past that, a match's
    /// sentence is the misspelled word alone, so that a text dense with misspellings does
    /// not copy each of its sentences into the answer once per match.
    package static func check(_ parameters: RequestParameters, in languages: ServedLanguages, limits: Limits = Limits(),
                              budget: WorkBudget = .unlimited) throws(APIError) -> CheckResponse {
        guard let code = parameters["language"] else { throw APIError.missingField("language") }
        var served = try languages.language(code, budget: budget)
        let document: AnnotatedText
        // What the text is: markup skipped, source code's comments and strings checked, as
        // `wordcheck check` and the language server read it (the library's Proofreader).
        let kind = try parameters["format"].map { name throws(APIError) in
            guard let kind = DocumentKind(name: name) else { throw APIError.invalidField("format", "must be \(DocumentKind.names)") }
            return kind
        } ?? .plain
        if let text = parameters["text"] {
            document = AnnotatedText(plainText: text)
        } else if let data = parameters["data"] {
            if parameters["format"] != nil { throw APIError.invalidField("format", "applies to text; data marks its markup itself") }
            document = try AnnotatedText(json: data)
        } else {
            throw APIError.missingField("text")
        }
        let isAuto = code == "auto"
        var detected = CheckResponse.LanguageInfo.Detected(
            name: served.name, code: served.longCode, confidence: isAuto ? 0 : 1, source: isAuto ? "default" : "request")
        // auto: the loaded language whose dictionary accepts the largest share of the
        // text's words (the default language on a tie, or for a text without words).
        // A text that mixes them is checked sentence by sentence, each in its own.
        var checked = [served]
        var proofreader = Proofreader(checkers: [served.checker])
        // preferredVariants (auto only, as LanguageTool has it): the variant to check a
        // detected language in (en-GB rather than the loaded en-US).
        var variants: [ServedLanguage] = []
        if let listed = parameters["preferredVariants"] {
            guard isAuto else { throw APIError.invalidField("preferredVariants", "applies only with language=auto") }
            for code in listed.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !code.isEmpty {
                variants.append(try languages.language(code, budget: budget))
            }
        }
        if isAuto {
            let candidates = languages.preloadedServed.map { candidate in
                variants.first { $0.language.code == candidate.language.code } ?? candidate
            }
            if let guess = LanguageDetection.best(for: document.plainText, among: candidates.map(\.checker)) {
                served = candidates[guess.index]
                detected = CheckResponse.LanguageInfo.Detected(
                    name: served.name, code: served.longCode, confidence: guess.confidence, source: "wordlists")
                checked = candidates
                proofreader = Proofreader(checkers: candidates.map(\.checker), languages: .perSentence(overall: guess.index))
            }
        }
        let language = CheckResponse.LanguageInfo(name: served.name, code: served.longCode, detectedLanguage: detected)
        guard isRuleEnabled(parameters) else {
            return CheckResponse(software: software, warnings: .init(incompleteResults: false), language: language, matches: [])
        }
        let (matches, incomplete) = matches(in: document, kind: kind, proofreader: proofreader, languages: checked,
                                            limits: limits, budget: budget)
        return CheckResponse(software: software, warnings: .init(incompleteResults: incomplete), language: language, matches: matches)
    }

    /// Whether the request's rule and category choices leave the spelling rule on.
    package static func isRuleEnabled(_ parameters: RequestParameters) -> Bool {
        func list(_ name: String) -> Set<Substring> {
            Set((parameters[name] ?? "").split(separator: ",").map { $0.trimmingPrefix(" ") })
        }
        if list("disabledRules").contains(Substring(ruleID)) || list("disabledCategories").contains(Substring(categoryID)) {
            return false
        }
        if parameters["enabledOnly"] == "true" {
            return list("enabledRules").contains(Substring(ruleID)) || list("enabledCategories").contains(Substring(categoryID))
        }
        return true
    }

    /// The matches of `document`, a text of `kind`, found by `proofreader`, whose checkers
    /// are those of `languages`.
    private static func matches(
        in document: AnnotatedText, kind: DocumentKind, proofreader: Proofreader, languages: [ServedLanguage],
        limits: Limits, budget: WorkBudget
    ) -> ([CheckResponse.Match], Bool) {
        let text = document.plainText
        // One past the limit, to know that there were more.
        let misspellings = Array(proofreader.misspellings(inDocument: text, kind: kind).prefix(limits.matches + 1))
            .map { ($0, languages[$0.checker]) }
        guard !misspellings.isEmpty else { return ([], false) }
        // Each language's messages and rule, made on its first match.
        var rules: [Language: (SpellingMessages, CheckResponse.Match.Rule)] = [:]
        func rule(for language: Language) -> (SpellingMessages, CheckResponse.Match.Rule) {
            if let known = rules[language] { return known }
            let messages = SpellingMessages(language)
            let made = (messages, CheckResponse.Match.Rule(
                id: ruleID, description: messages.ruleDescription, issueType: "misspelling",
                category: .init(id: categoryID, name: messages.categoryName)))
            rules[language] = made
            return made
        }
        let sentences = Sentences(text)
        var incomplete = misspellings.count > limits.matches
        // The distinct words given suggestions, per language: at most limits.suggestedWords in all.
        var suggested: [Language: Set<String>] = [:]
        var suggestedCount = 0
        var matches: [CheckResponse.Match] = []
        matches.reserveCapacity(min(misspellings.count, limits.matches))
        // UTF-16 units of sentence the answer may still carry.
        var sentenceUnits = max(sentenceUnitsAlways, sentenceUnitsPerTextUnit * text.utf16.count)
        for (misspelling, served) in misspellings.prefix(limits.matches) {
            let (messages, rule) = rule(for: served.language)
            let place = document.documentRange(of: misspelling.utf16Offsets)
            var replacements: [String] = []
            if budget.isSpent {
                incomplete = true
            } else if suggested[served.language, default: []].contains(misspelling.word) || suggestedCount < limits.suggestedWords {
                if suggested[served.language, default: []].insert(misspelling.word).inserted { suggestedCount += 1 }
                // Several languages (auto): the word's own first, then the others' while fewer than five.
                let own = served.suggestions(for: misspelling.word)
                replacements = languages.count > 1 && own.count < 5
                    ? proofreader.suggestions(for: misspelling.word, rejectedBy: misspelling.checker, limit: max(own.count, 5)) {
                        $0 == misspelling.checker ? own : languages[$0].suggestions(for: misspelling.word)
                    }
                    : own
            } else {
                incomplete = true
            }
            let around = context(of: misspelling.range, in: text)
            var sentence = sentences.sentence(around: misspelling.range)
            let units = sentence.utf16.count
            if units > sentenceUnits {
                sentence = String(text[misspelling.range.lowerBound..<misspelling.range.upperBound])
            } else {
                sentenceUnits -= units
            }
            matches.append(CheckResponse.Match(
                message: messages.message, shortMessage: messages.shortMessage,
                replacements: replacements.map { .init(value: $0) },
                offset: place.lowerBound, length: place.count,
                context: around,
                sentence: sentence,
                type: .init(typeName: "UnknownWord"), rule: rule,
                ignoreForIncompleteSentence: false, contextForSureMatch: 0))
        }
        return (matches, incomplete)
    }

    /// The text around `range`: whole characters, up to ``contextUnits`` code units each side.
    package static func context(of range: Range<String.Index>, in text: String) -> CheckResponse.Match.Context {
        let start = text.index(range.lowerBound, toward: text.startIndex, withinUTF16: contextUnits)
        let end = text.index(range.upperBound, toward: text.endIndex, withinUTF16: contextUnits)
        let cutBefore = start > text.startIndex
        let cutAfter = end < text.endIndex
        // Each line-break code unit becomes one space, so offsets within stay the same: in
        // UTF-8 a line break is one byte, and no other character holds that byte.
        var bytes = cutBefore ? Array("...".utf8) : []
        bytes += text.utf8[start..<end].lazy.map { $0 == 0x0A || $0 == 0x0D ? 0x20 : $0 }
        if cutAfter { bytes += "...".utf8 }
        let shown = String(decoding: bytes, as: UTF8.self)
        return CheckResponse.Match.Context(
            text: shown,
            offset: (cutBefore ? 3 : 0) + text.utf16.distance(from: start, to: range.lowerBound),
            length: text.utf16.distance(from: range.lowerBound, to: range.upperBound))
    }
}

extension Sentences {
    /// The sentence holding `range`, without the whitespace around it, and at most
    /// ``reach`` code units (whole characters) either side of the range: a text without
    /// sentence ends must not be copied whole into every match.
    package func sentence(around range: Range<String.Index>) -> String {
        let sentence = self.range(containing: range.lowerBound)
        let start = text.index(range.lowerBound, toward: sentence.lowerBound, withinUTF16: Self.reach)
        let end = text.index(range.upperBound, toward: sentence.upperBound, withinUTF16: Self.reach)
        var scalars = text.unicodeScalars[max(start, sentence.lowerBound)..<min(end, sentence.upperBound)]
        while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }

    /// Code units of a sentence kept either side of a match.
    package static let reach = 250
}

extension String {
    /// The index farthest from `index` toward `bound` (before or after it), moving by
    /// whole characters, that is at most `units` UTF-16 code units away: how far a
    /// match's context and sentence reach.
    fileprivate func index(_ index: Index, toward bound: Index, withinUTF16 units: Int) -> Index {
        if let reached = plainASCIIIndex(index, toward: bound, withinUTF16: units) { return reached }
        var reached = index
        var counted = 0
        while reached != bound {
            let next = bound < reached ? self.index(before: reached) : self.index(after: reached)
            let width = bound < reached ? utf16.distance(from: next, to: reached) : utf16.distance(from: reached, to: next)
            if counted + width > units { break }
            counted += width
            reached = next
        }
        return reached
    }

    /// What ``index(_:toward:withinUTF16:)`` finds, found without walking character by
    /// character, when the stretch it would walk is plain ASCII: every byte of it, and
    /// the byte on either side, ASCII other than CR and LF. Each such byte is a character
    /// of one code unit (of ASCII only CR LF joins, and what joins a letter is not ASCII),
    /// so the answer is `units` bytes away or `bound`, whichever is nearer. Nil otherwise.
    private func plainASCIIIndex(_ index: Index, toward bound: Index, withinUTF16 units: Int) -> Index? {
        let bytes = utf8
        let span = Swift.min(units, Swift.abs(bytes.distance(from: index, to: bound)))
        let reached = bytes.index(index, offsetBy: bound < index ? -span : span)
        var low = Swift.min(index, reached), high = Swift.max(index, reached)
        if low > bytes.startIndex { low = bytes.index(before: low) }
        if high < bytes.endIndex { high = bytes.index(after: high) }
        return bytes[low..<high].allSatisfy { $0 < 0x80 && $0 != 0x0D && $0 != 0x0A } ? reached : nil
    }
}
