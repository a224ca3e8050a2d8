import Foundation
import WordCheck

/// `/v2/check`: the misspelled words of a text as LanguageTool matches.
///
/// Parameters: `language` (required; `auto` is the loaded language that accepts the
/// largest share of the text's words, ``LanguageDetection``), and `text` or
/// `data` (annotated text). `disabledRules`, `disabledCategories`, `enabledRules`,
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

    /// The parameters this endpoint reads; in a JSON body each must be a string.
    package static let parameterNames: Set<String> = [
        "language", "text", "data", "disabledRules", "disabledCategories", "enabledRules", "enabledCategories", "enabledOnly",
    ]

    package static let software = CheckResponse.Software(
        name: "WordCheck", version: WordCheckRelease.current, buildDate: "", apiVersion: 1, premium: false, status: "")

    package static func check(_ parameters: RequestParameters, in languages: ServedLanguages, limits: Limits = Limits()) throws(APIError) -> CheckResponse {
        guard let code = parameters["language"] else { throw APIError.missingField("language") }
        var served = try languages.language(code)
        let document: AnnotatedText
        if let text = parameters["text"] {
            document = AnnotatedText(plainText: text)
        } else if let data = parameters["data"] {
            document = try AnnotatedText(json: data)
        } else {
            throw APIError.missingField("text")
        }
        let isAuto = code == "auto"
        var detected = CheckResponse.LanguageInfo.Detected(
            name: served.name, code: served.longCode, confidence: isAuto ? 0 : 1, source: isAuto ? "default" : "request")
        // auto: the loaded language whose dictionary accepts the largest share of the
        // text's words (the default language on a tie, or for a text without words).
        let candidates = languages.preloadedServed
        if isAuto, let guess = LanguageDetection.best(for: document.plainText, among: candidates.map(\.checker)) {
            served = candidates[guess.index]
            detected = CheckResponse.LanguageInfo.Detected(
                name: served.name, code: served.longCode, confidence: guess.confidence, source: "wordlists")
        }
        let language = CheckResponse.LanguageInfo(name: served.name, code: served.longCode, detectedLanguage: detected)
        guard isRuleEnabled(parameters) else {
            return CheckResponse(software: software, warnings: .init(incompleteResults: false), language: language, matches: [])
        }
        let (matches, incomplete) = matches(in: document, language: served, limits: limits)
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

    private static func matches(in document: AnnotatedText, language served: ServedLanguage, limits: Limits) -> ([CheckResponse.Match], Bool) {
        let text = document.plainText
        let misspellings = served.checker.misspellings(inText: text)
        guard !misspellings.isEmpty else { return ([], false) }
        let messages = SpellingMessages(served.language)
        let rule = CheckResponse.Match.Rule(
            id: ruleID, description: messages.ruleDescription, issueType: "misspelling",
            category: .init(id: categoryID, name: messages.categoryName))
        let sentences = Sentences(text)
        var incomplete = misspellings.count > limits.matches
        var suggested = Set<String>()
        // Offsets are counted on from the previous match: one pass over the text in all.
        var cursor = text.startIndex
        var cursorOffset = 0
        var matches: [CheckResponse.Match] = []
        matches.reserveCapacity(min(misspellings.count, limits.matches))
        for misspelling in misspellings.prefix(limits.matches) {
            cursorOffset += text.utf16.distance(from: cursor, to: misspelling.range.lowerBound)
            cursor = misspelling.range.lowerBound
            let length = text.utf16.distance(from: misspelling.range.lowerBound, to: misspelling.range.upperBound)
            let place = document.documentRange(of: cursorOffset..<(cursorOffset + length))
            var replacements: [String] = []
            if suggested.contains(misspelling.word) || suggested.count < limits.suggestedWords {
                suggested.insert(misspelling.word)
                replacements = served.suggestions(for: misspelling.word)
            } else {
                incomplete = true
            }
            matches.append(CheckResponse.Match(
                message: messages.message, shortMessage: messages.shortMessage,
                replacements: replacements.map { .init(value: $0) },
                offset: place.lowerBound, length: place.count,
                context: context(of: misspelling.range, in: text),
                sentence: sentences.sentence(around: misspelling.range),
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
        var shown = cutBefore ? "..." : ""
        // Each line-break code unit becomes one space, so offsets within stay the same.
        shown.unicodeScalars.append(contentsOf: text[start..<end].unicodeScalars.map { $0 == "\n" || $0 == "\r" ? " " : $0 })
        if cutAfter { shown += "..." }
        return CheckResponse.Match.Context(
            text: shown,
            offset: (cutBefore ? 3 : 0) + text.utf16.distance(from: start, to: range.lowerBound),
            length: text.utf16.distance(from: range.lowerBound, to: range.upperBound))
    }
}

/// The sentences of a text, found once: a sentence ends after `.`, `!`, `?` or `…`
/// (and any closing quotes or brackets) followed by whitespace, and at a blank line.
package struct Sentences {
    private let text: String
    /// Where each sentence starts; the first is the text's start.
    private let starts: [String.Index]

    package init(_ text: String) {
        self.text = text
        let fast = text.utf8.withContiguousStorageIfAvailable { bytes in
            Self.starts(in: bytes).map { text.utf8.index(text.startIndex, offsetBy: $0) }
        }
        starts = [text.startIndex] + (fast ?? Self.referenceStarts(in: text))
    }

    /// The sentence starts after the first, read Unicode scalar by scalar: what the byte
    /// scan of ``starts(in:)`` must find (`SentencesTests` compares them).
    package static func referenceStarts(in text: String) -> [String.Index] {
        var starts: [String.Index] = []
        let scalars = text.unicodeScalars
        var index = scalars.startIndex
        var previousWasNewline = false
        while index < scalars.endIndex {
            let scalar = scalars[index]
            var next = scalars.index(after: index)
            if terminators.contains(scalar) {
                while next < scalars.endIndex, closers.contains(scalars[next]) { next = scalars.index(after: next) }
                if next < scalars.endIndex, scalars[next].properties.isWhitespace { starts.append(next) }
                previousWasNewline = false
            } else if scalar == "\n" {
                if previousWasNewline { starts.append(next) }
                previousWasNewline = true
            } else if !(scalar == "\r" || scalar == " " || scalar == "\t") {
                previousWasNewline = false
            }
            index = next
        }
        return starts
    }

    private static let terminators: Set<Unicode.Scalar> = [".", "!", "?", "…", "。", "！", "？"]
    private static let closers: Set<Unicode.Scalar> = ["\"", "'", "”", "’", "»", ")", "]", "}"]

    /// ``referenceStarts(in:)`` over UTF-8 bytes, as byte offsets: the terminators and
    /// closers are matched as byte sequences, and only a non-ASCII byte after them is
    /// decoded to ask whether it is whitespace.
    package static func starts(in bytes: UnsafeBufferPointer<UInt8>) -> [Int] {
        var starts: [Int] = []
        var index = 0
        var previousWasNewline = false
        while index < bytes.count {
            let byte = bytes[index]
            if let length = sequence(in: bytes, at: index, of: terminatorBytes) {
                var next = index + length
                while next < bytes.count, let closer = sequence(in: bytes, at: next, of: closerBytes) { next += closer }
                if next < bytes.count, isWhitespace(bytes, at: next) { starts.append(next) }
                previousWasNewline = false
                index += length
                continue
            }
            if byte == 0x0A {
                if previousWasNewline { starts.append(index + 1) }
                previousWasNewline = true
            } else if !(byte == 0x0D || byte == 0x20 || byte == 0x09) && (byte < 0x80 || byte >= 0xC0) {
                // Any other scalar (counted at its first byte) ends a run of blank lines.
                previousWasNewline = false
            }
            index += 1
        }
        return starts
    }

    private static let terminatorBytes: [[UInt8]] = terminators.map { Array(String($0).utf8) }
    private static let closerBytes: [[UInt8]] = closers.map { Array(String($0).utf8) }

    /// The length of the sequence of `candidates` that starts at `index`, if one does.
    private static func sequence(in bytes: UnsafeBufferPointer<UInt8>, at index: Int, of candidates: [[UInt8]]) -> Int? {
        let first = bytes[index]
        for candidate in candidates where candidate[0] == first && index + candidate.count <= bytes.count {
            if candidate.count == 1 || zip(candidate, bytes[index..<(index + candidate.count)]).allSatisfy({ $0 == $1 }) {
                return candidate.count
            }
        }
        return nil
    }

    private static func isWhitespace(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
        let byte = bytes[index]
        if byte < 0x80 { return Unicode.Scalar(byte).properties.isWhitespace }
        var decoder = UTF8()
        var iterator = bytes[index...].makeIterator()
        guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
        return scalar.properties.isWhitespace
    }

    /// The sentence holding `range`, without the whitespace around it, and at most
    /// ``reach`` code units (whole characters) either side of the range: a text without
    /// sentence ends must not be copied whole into every match.
    package func sentence(around range: Range<String.Index>) -> String {
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= range.lowerBound { low = middle + 1 } else { high = middle }
        }
        let sentenceStart = starts[max(low - 1, 0)]
        let sentenceEnd = low < starts.count ? starts[low] : text.endIndex
        let start = text.index(range.lowerBound, toward: sentenceStart, withinUTF16: Self.reach)
        let end = text.index(range.upperBound, toward: sentenceEnd, withinUTF16: Self.reach)
        var scalars = text.unicodeScalars[max(start, sentenceStart)..<min(end, sentenceEnd)]
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
}
