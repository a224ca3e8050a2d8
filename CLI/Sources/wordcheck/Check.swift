import ArgumentParser
import Foundation
import WordCheck

struct Check: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Find the misspelled words of a text.",
        discussion: """
            Reads FILE (or standard input for - or no FILE) as UTF-8 text and prints \
            each misspelling as `line:column: word -> s1, s2, s3` (columns counted in \
            characters, from 1; up to three suggestions). Apostrophes and hyphens inside \
            words belong to them; numbers, URLs, e-mail addresses and words in another \
            script are skipped (not the words joined to a URL, as in a Markdown link). \
            With --format (or a FILE named .md, .html, .xml, .tex, ...), markup is \
            skipped and the prose inside it checked: Markdown's code and link targets, \
            HTML and XML tags, comments and scripts, LaTeX commands, math and \
            references; lines and columns stay those of the file. The text is read line by line and each misspelling is \
            printed as it is found, so memory stays that of the longest line (a line of plain \
            text longer than 64 KB is checked in pieces cut at spaces). Suggestions \
            are looked up once per distinct misspelling (the last 4,096 are kept); \
            --no-suggestions prints `line:column: word` alone. With --json: \
            {"misspellings": [{"word", "line", "column", "suggestions"}]}. --lang auto checks \
            the text in the bundled language (en, es, it) that accepts the most of its first \
            64 KB (with --json, "detectedLanguage": {"code", "confidence"} says which), and \
            a sentence of three words or more in another of them when that one accepts more \
            of its words. \
            Text that is not \
            UTF-8 stops the run at the line that holds it. When stderr is a terminal, a \
            run longer than half a second shows how much is checked there.

            Exit status: 0 no misspelling, 1 misspellings found, 64 usage error, \
            66 missing dictionary or unreadable input.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var suggestionEngine: SuggestionOptions

    @Flag(help: "Print one JSON object instead of lines.")
    var json = false

    @Flag(help: "Print the misspellings without suggestions.")
    var noSuggestions = false

    @Option(help: ArgumentHelp(
        "What the text is written in: plain, markdown, html (also XML) or latex. By default FILE's extension says (.md, .html, .xml, .tex, ...), else plain.",
        valueName: "format"))
    var format: TextFormat?

    @Argument(help: "The text file; - or nothing for standard input.")
    var file: String?

    func run() throws {
        try reportingFailures {
            // --lang auto: the bundled language that accepts the most of the text's first
            // 64 KB, chosen once they are read.
            let automatic = dictionary.path == nil && dictionary.language?.lowercased() == "auto"
            var chosen: (checker: HunspellChecker, confidence: Double?)? = automatic ? nil : (try dictionary.makeChecker(), nil)
            let input = try openInput()
            defer { if input.descriptor != STDIN_FILENO { close(input.descriptor) } }
            // Line by line, each misspelling printed as it is found: memory stays that of the
            // longest line, however long the text or however many its misspellings.
            var reader = LineReader(descriptor: input.descriptor)
            var progress = ProgressLine()
            // Suggestions cost milliseconds: one look-up per distinct misspelling and
            // language (a bounded cache each).
            var caches: [Language: SuggestionCache] = [:]
            let output = OutputBuffer()
            var linesBefore = 0, bytesRead = 0, found = 0
            var mask = MarkupMask(format: format ?? file.flatMap { TextFormat(fileExtension: URL(fileURLWithPath: $0).pathExtension) } ?? .plain)
            var pending: [String] = [], pendingBytes = 0
            // --lang auto: the bundled languages' checkers, and the index of the text's.
            var candidates: [HunspellChecker] = [], overall = 0
            if json { output.write("{\"misspellings\": [") }
            /// The misspellings of `line`, each found by its checker: `checker`, or under
            /// --lang auto, the language of its sentence (LanguageDetection.spans).
            func misspellings(in line: String, with checker: HunspellChecker) -> [(LocatedMisspelling, HunspellChecker)] {
                let spans = automatic ? LanguageDetection.spans(of: line, among: candidates, overall: overall) : []
                guard spans.count > 1 else {
                    // One language for the whole line: its own, which may not be the text's
                    // (a paragraph on one line).
                    let only = spans.first.map { candidates[$0.checker] } ?? checker
                    return only.locatedMisspellings(inText: line, masking: &mask).map { ($0, only) }
                }
                // Each language reads the whole line (markup state included) and keeps the
                // misspellings of its own sentences.
                let start = mask
                var found: [(LocatedMisspelling, HunspellChecker)] = []
                for owner in Set(spans.map(\.checker)).sorted() {
                    mask = start
                    let own = spans.filter { $0.checker == owner }.map(\.range)
                    found += candidates[owner].locatedMisspellings(inText: line, masking: &mask)
                        .filter { entry in own.contains { $0.contains(entry.misspelling.range.lowerBound) } }
                        .map { ($0, candidates[owner]) }
                }
                return found.sorted { $0.0.misspelling.range.lowerBound < $1.0.misspelling.range.lowerBound }
            }
            // A long line of plain text is checked in pieces (Check.pieces), so that what is
            // kept per misspelling stays that of a piece; this many characters of the line
            // come before the piece being checked.
            var columnBase = 0
            func handle(_ line: String, with checker: HunspellChecker) {
                guard mask.format == .plain, line.utf8.count > Self.pieceSize else {
                    return handle(piece: line, with: checker, endsLine: true)
                }
                let pieces = Self.pieces(of: line, size: Self.pieceSize)
                for (index, piece) in pieces.enumerated() {
                    handle(piece: String(line[piece]), with: checker, endsLine: index == pieces.count - 1)
                }
            }
            func handle(piece line: String, with checker: HunspellChecker, endsLine: Bool) {
                for (entry, checker) in misspellings(in: line, with: checker) {
                    let word = entry.misspelling.word
                    let cache = caches[checker.language] ?? SuggestionCache()
                    caches[checker.language] = cache
                    let suggestions = noSuggestions ? [] : cache.suggestions(for: word) {
                        Array(checker.suggestions(for: word, using: suggestionEngine.method).prefix(3))
                    }
                    write(word, line: linesBefore + entry.line, column: entry.line == 1 ? columnBase + entry.column : entry.column,
                          suggestions: suggestions, first: found == 0, to: output)
                    found += 1
                }
                // Lines end at LF (the reader's split, CR LF included) and at a lone CR
                // inside the line, as the library counts them (LineBreaks).
                let breaks = LineBreaks.count(in: line)
                linesBefore += breaks + (endsLine ? 1 : 0)
                if endsLine {
                    columnBase = 0
                } else {
                    let lastLine = line.reversed().prefix { !LineBreaks.isBreak($0) }.count
                    columnBase = breaks == 0 ? columnBase + lastLine : lastLine
                }
            }
            func choose() throws {
                candidates = try Language.bundled.map { try checker(forLanguage: $0.identifier) }
                let guess = LanguageDetection.best(for: pending.joined(separator: "\n"), among: candidates)
                overall = guess?.index ?? 0
                chosen = (candidates[overall], guess?.confidence ?? 0)
                for line in pending { handle(line, with: candidates[overall]) }
                pending = []
            }
            try reader.forEachLine { whole in
                bytesRead += whole.count + 1
                // A byte order mark opening the text is not part of it.
                let hasMark = bytesRead == whole.count + 1 && whole.starts(with: [0xEF, 0xBB, 0xBF])
                let bytes = hasMark ? UnsafeBufferPointer(rebasing: whole[3...]) : whole
                guard let line = validUTF8(bytes) else {
                    output.flush()
                    throw CommandFailure("\(input.name) is not UTF-8 text (line \(linesBefore + pending.count + 1))", status: .missingInput)
                }
                if let checker = chosen?.checker {
                    handle(line, with: checker)
                } else {
                    pending.append(line)
                    pendingBytes += line.utf8.count
                    if pendingBytes >= 1 << 16 { try choose() }
                }
                progress.update(done: bytesRead, of: input.size, doing: "checked")
            }
            if chosen == nil { try choose() }
            progress.finish()
            if json {
                if automatic, let chosen {
                    output.write("], \"detectedLanguage\": {\"code\": \(JSON.quote(chosen.checker.language.identifier)), "
                                 + "\"confidence\": \(String(format: "%.2f", chosen.confidence ?? 0))}}\n")
                } else {
                    output.writeLine("]}")
                }
            }
            output.flush()
            if found > 0 { throw ExitCode(.misspelledOrRejected) }
        }
    }

    /// The size in bytes from which a line of plain text is checked in pieces of about this size.
    static let pieceSize = 1 << 16

    /// `line` in consecutive pieces of about `size` bytes or more, each cut just after a
    /// space or tab that an ASCII byte follows, so that no word, URL or character (a
    /// space with a combining mark) is cut; the line whole when it has no such place.
    static func pieces(of line: String, size: Int) -> [Range<String.Index>] {
        let utf8 = line.utf8
        var pieces: [Range<String.Index>] = []
        var start = utf8.startIndex
        while utf8.distance(from: start, to: utf8.endIndex) > size {
            var cut = utf8.index(start, offsetBy: size)
            while cut < utf8.endIndex {
                let next = utf8.index(after: cut)
                if (utf8[cut] == 0x20 || utf8[cut] == 0x09), next < utf8.endIndex, utf8[next] < 0x80 { break }
                cut = next
            }
            guard cut < utf8.endIndex else { break }
            let end = utf8.index(after: cut)
            pieces.append(start..<end)
            start = end
        }
        pieces.append(start..<utf8.endIndex)
        return pieces
    }

    /// One misspelling, as a line or as the next object of the JSON array.
    private func write(_ word: String, line: Int, column: Int, suggestions: [String], first: Bool, to output: OutputBuffer) {
        if json {
            output.write((first ? "" : ",\n  ") + JSON.object(["word": JSON.quote(word), "line": String(line), "column": String(column),
                                                                "suggestions": JSON.array(suggestions)]))
        } else if noSuggestions {
            output.writeLine("\(line):\(column): \(word)")
        } else {
            let listed = suggestions.joined(separator: ", ")
            output.writeLine("\(line):\(column): \(word) ->" + (listed.isEmpty ? "" : " \(listed)"))
        }
    }

    /// The text to read: standard input for - or no FILE, else the file, opened now;
    /// its name for messages and its size when known (for the progress line).
    private func openInput() throws(CommandFailure) -> (descriptor: Int32, name: String, size: Int) {
        guard let file, file != "-" else {
            var status = stat()
            let size = fstat(STDIN_FILENO, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
            return (STDIN_FILENO, "standard input", size)
        }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: file, isDirectory: &isFolder) else {
            throw CommandFailure("no such file: \(file)", status: .missingInput)
        }
        if isFolder.boolValue { throw CommandFailure("\(file) is a folder, not a text file", status: .missingInput) }
        let descriptor = open(file, O_RDONLY)
        guard descriptor >= 0 else { throw CommandFailure("cannot read \(file)", status: .missingInput) }
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG ? Int(status.st_size) : 0
        return (descriptor, file, size)
    }
}

extension TextFormat: @retroactive ExpressibleByArgument {}
