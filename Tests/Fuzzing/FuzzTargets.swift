import Foundation
@testable import SpellChecking
@testable import SpellCheckingCore

/// What the fuzzers feed bytes to: the parsers of files that come from outside.
///
/// `Tests/Fuzz` wraps these in libFuzzer's entry point (`scripts/fuzz.sh` runs it for
/// a given time); the test suite runs them over a seeded corpus (`FuzzCorpusTests`).
/// Each must return, whatever the bytes: no trap, no hang, memory bounded by the input.
public enum FuzzTargets {
    /// Parses a `.words` file and, when it is one, walks it the ways lookups and completions
    /// do; then the same bytes with their checksum made to match, since a mutation seldom
    /// keeps it right and the checks of the list's structure are what a forged file meets.
    public static func wordList(_ data: Data) {
        walkWordList(data)
        guard data.count >= 88 else { return }
        var matching = data
        let checksum = matching.withUnsafeBytes {
            WordList.checksum(UnsafeBufferPointer(rebasing: $0.bindMemory(to: UInt8.self)[WordList.checksummedFrom...]))
        }
        withUnsafeBytes(of: checksum.littleEndian) { matching.replaceSubrange(matching.startIndex + 28..<matching.startIndex + 32, with: $0) }
        if matching != data { walkWordList(matching) }
    }

    private static func walkWordList(_ data: Data) {
        guard let list = try? WordList(data: data) else { return }
        var seen = 0
        var prefixes: [String] = []
        for word in list {
            // The lookup walk (unchecked reads, first steps from tables) numbers each word as iteration does.
            var bytes = word
            let number = bytes.withUTF8 { list.number(of: $0) }
            precondition(number == seen, "the lookup walk numbers \(word.debugDescription) \(String(describing: number)), not \(seen)")
            _ = bytes.withUTF8 { list.verdict(utf8: $0) }
            var capitals = word.uppercased()
            _ = capitals.withUTF8 { list.verdict(utf8: $0) }
            if seen < 64 {
                // libhunspell's whole flow over the list's rules and extras: BREAK, dots, numbers,
                // capitals, apostrophes, compounds.
                let upper = word.uppercased()
                for probe in [word + "-" + word, "-" + word, word + "-", word + "...", upper + "'" + word, "1" + word + "2",
                              word + "'" + word, String(repeating: word + "-", count: 9) + word, word + "\u{2019}s"] {
                    _ = list.spellingVerdict(of: probe)
                }
            }
            seen += 1
            if seen % 97 == 1 { prefixes.append(String(word.prefix(2))) }
            if seen == 20_000 { break }
        }
        precondition(seen == min(list.count, 20_000), "iteration and count disagree")
        for prefix in prefixes.prefix(20) + ["", "a", "\u{0}", "zz"] {
            for word in list.words(startingWith: prefix, limit: 12) {
                // Lookups normalise to NFC; the generator only writes NFC, a forged list may not.
                let isNFC = word.unicodeScalars.elementsEqual(word.precomposedStringWithCanonicalMapping.unicodeScalars)
                precondition(list.contains(word) || !isNFC, "a completion that is not listed: \(word.debugDescription)")
                _ = list.frequency(of: word)
            }
            _ = list.words(startingWith: prefix, limit: .max).count
        }
        // The suggestion walk decodes UTF-8 from the edges and numbers what it finds: every
        // candidate of one word must be a listed word (an elision keeps the typed text
        // before its apostrophe, so those are left out). The list's own tables (REP, MAP,
        // KEY, PHONE), as the checker reads them.
        let suggester = Suggester(list: list, tables: SuggestionTables(lines: list.rules.suggestionLines))
        for prefix in prefixes.prefix(8) + ["", "zq", "\u{E9}x"] {
            for typed in [prefix + "x", "x" + prefix, String(prefix.reversed())] where !typed.isEmpty {
                for candidate in suggester.candidates(for: typed, limit: 10) where !candidate.word.contains(" ") && !candidate.word.contains("'") {
                    let isNFC = candidate.word.unicodeScalars.elementsEqual(candidate.word.precomposedStringWithCanonicalMapping.unicodeScalars)
                    precondition(list.contains(candidate.word) || !isNFC, "a suggestion that is not listed: \(candidate.word.debugDescription)")
                }
            }
        }
    }

    /// Asks the bundled English checker for suggestions for the bytes, read as UTF-8
    /// (invalid sequences replaced): every suggestion must be a word it accepts.
    public static func suggestions(_ data: Data) {
        guard let english = englishChecker else { return }
        let word = String(decoding: data.prefix(4_096), as: UTF8.self)
        for suggestion in english.suggestions(for: word) {
            precondition(suggestion.split(separator: " ").allSatisfy { english.isCorrect(String($0)) },
                         "\(word.debugDescription) → \(suggestion.debugDescription), which is not a word")
        }
    }

    private static let englishChecker = try? HunspellChecker()
    /// The pipeline's checkers: the bundled lists alone (the pipeline takes any checker;
    /// these load no engine halfway through a run).
    private static let pipelineCheckers = [try? WordListChecker(language: "en"), try? WordListChecker(language: "es")].compactMap { $0 }

    /// Every kind of document the pipeline reads: plain, each markup, a commit message,
    /// and each programming language's syntax.
    private static let documentKinds: [DocumentKind] = [.plain, .markup(.markdown), .markup(.html), .markup(.latex), .commitMessage]
        + ["swift", "javascript", "go", "rust", "c", "java", "python", "shell", "json", "yaml", "sql", "php"]
            .compactMap { DocumentKind(name: $0) }

    /// Reads the bytes (as UTF-8, invalid sequences replaced) as text in every
    /// ``TextFormat``: each misspelling's range must hold its word, its line and column
    /// must be where the range starts, and hunspell's `-a` view of each line (markup
    /// turned into spaces, one per scalar) must keep the line's scalar count. Then as a
    /// document of every kind through the pipeline (``Proofreader``), in one language and
    /// in two per sentence, with the same checks.
    public static func text(_ data: Data) {
        guard let english = englishChecker else { return }
        let text = String(decoding: data.prefix(16_384), as: UTF8.self)
        for format in TextFormat.allCases {
            for entry in english.locatedMisspellings(inText: text, format: format) {
                precondition(String(text[entry.misspelling.range]) == entry.misspelling.word,
                             "\(format): a range that does not hold its word in \(text.debugDescription)")
                precondition(entry.line >= 1 && entry.column >= 1, "\(format): line \(entry.line), column \(entry.column)")
            }
            var mask = MarkupMask(format: format)
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                let prose = mask.prose(ofLine: String(line))
                precondition(prose.unicodeScalars.count == line.unicodeScalars.count, "\(format): -a offsets would move")
                _ = IspellTokenizer(wordCharacters: "'", joiningElisions: true).words(in: prose)
            }
        }
        guard pipelineCheckers.count == 2 else { return }
        documents(text, checkers: pipelineCheckers)
    }

    /// The document pipeline on `text` in every kind of document, one language and two per
    /// sentence: each misspelling's range holds its word, and its offsets, line and column
    /// are where the range is; each line's prose is as long as the line.
    private static func documents(_ text: String, checkers: [any SpellChecker]) {
        let utf8 = text.utf8, utf16 = text.utf16
        let lineStarts = [text.startIndex] + text.indices.filter { LineBreaks.isBreak(text[$0]) }.map { text.index(after: $0) }
        for kind in documentKinds {
            var reader = ProseReader(kind: kind)
            for line in text.split(omittingEmptySubsequences: false, whereSeparator: LineBreaks.isBreak) {
                if let prose = reader.prose(ofLine: Array(line.utf8)) {
                    precondition(prose.bytes.count == line.utf8.count, "\(kind): a line's prose is not as long as the line")
                    precondition(prose.identifiers.allSatisfy { $0.upperBound <= prose.bytes.count }, "\(kind): an identifier past its line")
                }
            }
            for languages in [LanguageChoice.anyOf, .perSentence(overall: 1)] {
                let proofreader = Proofreader(checkers: languages == .anyOf ? [checkers[0]] : checkers, languages: languages)
                for found in proofreader.misspellings(inDocument: text, kind: kind) {
                    precondition(String(text[found.range]) == found.word, "\(kind): a range that does not hold its word in \(text.debugDescription)")
                    precondition(found.utf8Offsets == utf8.distance(from: utf8.startIndex, to: found.range.lowerBound)
                        ..< utf8.distance(from: utf8.startIndex, to: found.range.upperBound), "\(kind): UTF-8 offsets")
                    precondition(found.utf16Offsets == utf16.distance(from: utf16.startIndex, to: found.range.lowerBound)
                        ..< utf16.distance(from: utf16.startIndex, to: found.range.upperBound), "\(kind): UTF-16 offsets")
                    precondition(lineStarts.indices.contains(found.line - 1) && lineStarts[found.line - 1] <= found.range.lowerBound
                        && (found.line == lineStarts.count || found.range.upperBound < lineStarts[found.line]), "\(kind): line \(found.line)")
                    precondition(found.column == text.distance(from: lineStarts[found.line - 1], to: found.range.lowerBound) + 1,
                                 "\(kind): column \(found.column)")
                }
            }
        }
    }

    /// Splits `data` into an `.aff` and a `.dic` (at the first NUL, or all `.aff`) and hands
    /// them to ``DictionaryEngine`` as they are, with none of the checks libhunspell needs:
    /// the engine must load any bytes, or refuse them with an error, and then check words
    /// (the `.dic`'s first ones, their variants, joined, hyphenated, long) and give their
    /// analyses and stems, in bounded time; then again with words added and removed.
    public static func engine(_ data: Data) {
        let split = data.firstIndex(of: 0) ?? data.endIndex
        let affix = Data(data[data.startIndex..<split])
        let words = split < data.endIndex ? Data(data[(split + 1)...]) : Data("1\nword\n".utf8)
        guard let engine = try? DictionaryEngine(affixFile: affix, dictionaryFile: words) else { return }
        let listed = String(decoding: words.prefix(4_096), as: UTF8.self).split(whereSeparator: \.isNewline).dropFirst().prefix(8)
            .map { String($0.prefix { $0 != "/" && $0 != "\t" }) }
        var probes = ["word", "Word", "WORD", "words", "unword", "wörd", "a", "0th", "1,000.5", "etc.", "well-known",
                      String(repeating: "ab", count: 140), String(repeating: "a-", count: 12)]
        for stem in listed where !stem.isEmpty {
            probes += [stem, stem.uppercased(), stem.capitalized, stem + stem, stem + "-" + stem, stem + "s", String(stem.dropLast())]
        }
        for word in probes {
            _ = engine.check(word)
            _ = engine.analyses(of: word)
            _ = engine.stems(of: word)
        }
        // Words added and removed at run time, on whatever table the bytes made.
        let changed = engine.adding(probes.prefix(4) + listed.map { $0 + "x" }).removing(listed.prefix(3))
        for word in probes { _ = changed.check(word) }
    }

    /// Splits `data` into an `.aff` and a `.dic` (at the first NUL, or all `.aff`), reads
    /// the `.aff` (``AffixFile``) and runs the checks libhunspell relies on. With `load`, a pair that passes is loaded
    /// by libhunspell and asked about a few words, which must not crash it.
    public static func dictionary(_ data: Data, load: Bool) {
        let split = data.firstIndex(of: 0) ?? data.endIndex
        let affix = data[data.startIndex..<split]
        let words = split < data.endIndex ? data[(split + 1)...] : Data("1\nword\n".utf8)[...]
        let checked: Bool = affix.withUnsafeBytes { affixBytes in
            words.withUnsafeBytes { wordBytes in
                guard let affix = try? AffixFile(affixBytes.bindMemory(to: UInt8.self), path: "fuzz.aff") else {
                    return false
                }
                return (try? affix.tables.check(words: wordBytes.bindMemory(to: UInt8.self), declaredCount: 1, encoding: affix.encoding, path: "fuzz.dic")) != nil
            }
        }
        guard load, checked else { return }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let base = folder.appendingPathComponent("xx_XX")
        guard (try? Data(affix).write(to: base.appendingPathExtension("aff"))) != nil,
              (try? Data(words).write(to: base.appendingPathExtension("dic"))) != nil,
              let checker = try? HunspellChecker(dictionary: DictionaryDescriptor(path: base.path), language: .english, shared: false)
        else { return }
        for word in ["word", "Word", "WORD", "words", "unword", "wörd", "a", "0th"] {
            _ = checker.isCorrect(word)
        }
    }
}
