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
            script are skipped (not the words joined to a URL, as in a Markdown link), \
            and so are file paths and names, hexadecimal numbers, UUIDs, hashes and a \
            `wordcheck:` directive. What FILE is (--format overrides) says what of it is \
            prose, as the language server and the service read it: Markdown, HTML, XML \
            and LaTeX (.md, .html, .xml, .tex, ...) have their markup skipped (code and \
            link targets, tags, comments and scripts, commands, math and references) and \
            a Markdown front matter; source code (.swift, .py, .c, .js, .go, .rs, .java, \
            .sh, .yaml, ...) has its comments and strings checked and its identifiers \
            split into words (parseHTTPRequest: parse, HTTP, Request), upper-case words \
            and programming terms accepted; a commit message (COMMIT_EDITMSG) loses the \
            lines git drops. Lines and columns stay those of the file. The text is read line by line and each misspelling is \
            printed as it is found, so memory stays that of the longest line (a line of plain \
            text or source code longer than 64 KB is checked in pieces cut at spaces). Suggestions \
            are looked up once per distinct misspelling (the last 4,096 are kept); \
            --no-suggestions prints `line:column: word` alone. With --json: \
            {"misspellings": [{"word", "line", "column", "language", "suggestions"}]}, \
            language being the dictionary that rejected the word. Several languages: \
            --lang en,es (a list) or --lang auto (the bundled en, es and it) checks each \
            sentence of three words or more in the language that accepts the most of its \
            words, a shorter one in its paragraph's, and a paragraph too short to tell in \
            the text's (the one that accepts the most of its first 64 KB; with --json, \
            "detectedLanguage": {"code", "confidence"} says which); a misspelling gets its \
            own language's suggestions first, then the others'. \
            A FILE that names its languages with `wordcheck: lang=es` (or `lang=en,es`) in \
            its first 64 KB, as the language server reads it, is checked in them unless \
            --lang or --dictionary is given. Text that is not \
            UTF-8 stops the run at the line that holds it. When stderr is a terminal, a \
            run longer than half a second shows how much is checked there.

            --autocorrect rewrites FILE with the corrections you chose often enough \
            (wordcheck learn --correction, the language server's quick fixes: 3 times in \
            a row for a misspelling no language of the check accepts, never another \
            correction for it), each printed as `line:column: word => correction` (with \
            --json, "autocorrection" in its object) and not counted as a misspelling. The \
            file is replaced in one rename once checked, and not at all if it changed \
            meanwhile.

            Exit status: 0 no misspelling, 1 misspellings found, 64 usage error, \
            66 missing dictionary or unreadable input, 73 FILE cannot be rewritten.
            """
    )

    @OptionGroup var dictionary: DictionaryOptions
    @OptionGroup var suggestionEngine: SuggestionOptions

    @Flag(help: "Print one JSON object instead of lines.")
    var json = false

    @Flag(help: "Print the misspellings without suggestions.")
    var noSuggestions = false

    @Option(help: ArgumentHelp(
        "What the text is: plain, markdown, html (also XML), latex, commit, or a programming language (swift, python, c, javascript, go, rust, java, shell, yaml, ...). By default FILE's name says (.md, .html, .tex, .swift, .py, COMMIT_EDITMSG, ...), else plain.",
        valueName: "format"))
    var format: DocumentKind?

    @Flag(help: "Rewrite FILE with the corrections you chose often enough, and report the rest.")
    var autocorrect = false

    @Argument(help: "The text file; - or nothing for standard input.")
    var file: String?

    func validate() throws {
        if autocorrect, file == nil || file == "-" { throw ValidationError("--autocorrect rewrites FILE: give one (not standard input).") }
        let languages = Self.languages(dictionary.language)
        if languages.contains(where: { $0.isEmpty || $0.lowercased() == "auto" }) {
            throw ValidationError("--lang takes one code, auto, or a list of codes joined by commas (en,es).")
        }
        if Set(languages.map { $0.lowercased() }).count < languages.count { throw ValidationError("--lang names a language twice.") }
    }

    func run() throws {
        try reportingFailures {
            // --lang auto (the bundled languages) or a list (en,es): each sentence in its own
            // language; the text's (the one that accepts the most of its first 64 KB) for a
            // paragraph too short to tell.
            // A FILE that names its languages anywhere in its first 64 KB (`wordcheck: lang=es`,
            // as the language server reads it) is checked in them, unless --lang or
            // --dictionary says otherwise.
            let named = dictionary.language == nil && dictionary.path == nil ? Self.namedLanguages(file) : []
            if let file, let unknown = named.first(where: { code in
                code.lowercased() != "auto" && (try? DictionaryLocator().locate(Language(code))) == nil
            }) {
                throw CommandFailure("\(file) names its languages with `wordcheck: lang=\(named.joined(separator: ","))`, "
                                     + "and there is no dictionary for '\(unknown)' (`wordcheck languages` lists them)", status: .missingInput)
            }
            let languages = named.count == 1 && named[0].lowercased() != "auto"
                ? [] : Self.languages(named.isEmpty ? (dictionary.path == nil ? dictionary.language : nil) : named.joined(separator: ","))
            let automatic = !languages.isEmpty
            let kind = format ?? file.flatMap { $0 == "-" ? nil : DocumentKind(fileName: $0) } ?? .plain
            // The proofreader (nil until --lang auto has chosen), its checkers and the text's language.
            var proofreader: Proofreader? = nil, checkers: [HunspellChecker] = [], overall = 0, confidence = 0.0
            if !automatic {
                checkers = [try named.first.map { try checker(forLanguage: $0).using(dictionary.backend) } ?? dictionary.makeChecker()]
                proofreader = Proofreader(checkers: checkers)
            }
            let input = try openInput()
            defer { if input.descriptor != STDIN_FILENO { close(input.descriptor) } }
            // Line by line, each misspelling printed as it is found: memory stays that of the
            // longest line, however long the text or however many its misspellings.
            var lines = LineReader(descriptor: input.descriptor)
            var reader = ProseReader(kind: kind)
            var progress = ProgressLine()
            // Suggestions cost milliseconds: one look-up per distinct misspelling and
            // language (a bounded cache each).
            var caches: [Language: SuggestionCache] = [:]
            let output = OutputBuffer()
            var linesBefore = 0, bytesRead = 0, found = 0
            // --autocorrect: where in the file each correction goes (byte offset, the word, its correction).
            var corrections: [(offset: Int, word: String, correction: String)] = []
            // Lines held until the text's language is chosen (--lang auto: its first 64 KB)
            // and a Markdown front matter is known (by its closing fence); nil: not known yet.
            var held: [(line: String, start: Int)] = [], heldBytes = 0
            var hasFrontMatter: Bool? = kind == .markup(.markdown) ? nil : false
            if json { output.write("{\"misspellings\": [") }
            /// The correction to apply to `word` without asking: the checker's, when no other
            /// language of the check (under --lang auto) accepts the word either.
            func autocorrection(of word: String, by checker: HunspellChecker) -> String? {
                guard autocorrect, let correction = checker.autocorrection(for: word),
                      !checkers.contains(where: { $0 !== checker && $0.isCorrect(word) }) else { return nil }
                return correction
            }
            /// Checks one line of the text (a lone CR inside it ends a line too, as the
            /// library counts lines); a long line of plain text or code in pieces
            /// (Check.pieces), so that what is kept per misspelling stays that of a piece.
            func check(_ whole: String, startingAt wholeStart: Int) {
                var lineStart = whole.startIndex
                while true {
                    // Nearly every line has no CR: memchr says so at once.
                    let found: Int?? = whole.utf8[lineStart...].withContiguousStorageIfAvailable { (bytes: UnsafeBufferPointer<UInt8>) -> Int? in
                        guard let start = bytes.baseAddress, let at = memchr(start, 0x0D, bytes.count) else { return nil }
                        return UnsafeRawPointer(at) - UnsafeRawPointer(start)
                    }
                    let lineEnd: String.Index
                    if let found {
                        lineEnd = found.map { whole.utf8.index(lineStart, offsetBy: $0) } ?? whole.endIndex
                    } else {
                        lineEnd = whole.utf8[lineStart...].firstIndex(of: 0x0D) ?? whole.endIndex
                    }
                    let line = whole[lineStart..<lineEnd]
                    let start = wholeStart + whole.utf8.distance(from: whole.startIndex, to: lineStart)
                    if reader.readsInPieces, line.utf8.count > Self.pieceSize {
                        let text = String(line)
                        let pieces = Self.pieces(of: text, size: Self.pieceSize)
                        var columnBase = 0
                        for (index, piece) in pieces.enumerated() {
                            check(piece: text[piece], of: text, startingAt: start + text.utf8.distance(from: text.startIndex, to: piece.lowerBound),
                                  columnBase: columnBase, endsLine: index == pieces.count - 1)
                            columnBase += text[piece].count
                        }
                    } else {
                        check(piece: line, of: whole, startingAt: start, columnBase: 0, endsLine: true)
                    }
                    linesBefore += 1
                    guard lineEnd < whole.endIndex else { break }
                    lineStart = whole.utf8.index(after: lineEnd)
                }
            }
            /// Checks `piece` of `text` (a line, or a piece of a long one), whose first byte is
            /// at `pieceStart` in the file and its first character in column `columnBase + 1`.
            func check(piece: Substring, of text: String, startingAt pieceStart: Int, columnBase: Int, endsLine: Bool) {
                let bytes = piece.utf8.withContiguousStorageIfAvailable { Array($0) } ?? Array(piece.utf8)
                guard let proofreader, let prose = reader.prose(ofLine: bytes, endsLine: endsLine) else { return }
                var counted = (index: piece.startIndex, column: columnBase + 1)
                let whole = piece.utf8.count == text.utf8.count ? text : nil
                for misspelling in proofreader.misspellings(inLine: bytes, prose: prose, kind: kind, text: whole) {
                    let word = misspelling.word, checker = checkers[misspelling.checker]
                    let at = piece.utf8.index(piece.startIndex, offsetBy: misspelling.range.lowerBound)
                    // Counted in the whole string: an ASCII string counts its characters at once.
                    counted = (at, counted.column + text.distance(from: counted.index, to: at))
                    if let correction = autocorrection(of: word, by: checker) {
                        corrections.append((pieceStart + misspelling.range.lowerBound, word, correction))
                        writeCorrection(word, correction, line: linesBefore + 1, column: counted.column, language: checker.language,
                                        first: found + corrections.count == 1, to: output)
                        continue
                    }
                    let cache = caches[checker.language] ?? SuggestionCache()
                    caches[checker.language] = cache
                    // The word's language first, then the others' while fewer than three.
                    let suggestions = noSuggestions ? [] : cache.suggestions(for: word) {
                        proofreader.suggestions(for: word, rejectedBy: misspelling.checker, limit: 3) {
                            checkers[$0].suggestions(for: word, using: suggestionEngine.method)
                        }
                    }
                    write(word, line: linesBefore + 1, column: counted.column, language: checker.language, suggestions: suggestions,
                          first: found + corrections.count == 0, to: output)
                    found += 1
                }
            }
            func choose() throws {
                checkers = try languages.map { try checker(forLanguage: $0).using(dictionary.backend) }
                let guess = LanguageDetection.best(for: held.map(\.line).joined(separator: "\n"), among: checkers)
                (overall, confidence) = (guess?.index ?? 0, guess?.confidence ?? 0)
                proofreader = Proofreader(checkers: checkers, languages: .perSentence(overall: overall))
            }
            /// Checks the lines held once both are known (at the end of the text, whatever is known).
            func release(atEnd: Bool = false) throws {
                if hasFrontMatter == nil {
                    let fences = ProseReader.frontMatterLines(held.lazy.map { Array($0.line.utf8) })
                    if fences > 0 {
                        reader = ProseReader(kind: kind, frontMatterLines: fences)
                        hasFrontMatter = true
                    } else if atEnd || held.count >= ProseReader.frontMatterWindow || !["---", "+++"].contains(held.first?.line) {
                        hasFrontMatter = false
                    }
                }
                if proofreader == nil, atEnd || heldBytes >= 1 << 16 { try choose() }
                guard proofreader != nil, hasFrontMatter != nil else { return }
                for (line, start) in held { check(line, startingAt: start) }
                held = []
            }
            try lines.forEachLine { whole, offset in
                bytesRead += whole.count + 1
                // A byte order mark opening the text is not part of it.
                let hasMark = bytesRead == whole.count + 1 && whole.starts(with: [0xEF, 0xBB, 0xBF])
                let bytes = hasMark ? UnsafeBufferPointer(rebasing: whole[3...]) : whole
                let start = offset + (hasMark ? 3 : 0)
                guard let line = validUTF8(bytes) else {
                    output.flush()
                    throw CommandFailure("\(input.name) is not UTF-8 text (line \(linesBefore + held.count + 1))", status: .missingInput)
                }
                if proofreader != nil, hasFrontMatter != nil {
                    check(line, startingAt: start)
                } else {
                    held.append((line, start))
                    heldBytes += line.utf8.count
                    try release()
                }
                progress.update(done: bytesRead, of: input.size, doing: "checked")
            }
            try release(atEnd: true)
            progress.finish()
            if json {
                if automatic, !checkers.isEmpty {
                    output.write("], \"detectedLanguage\": {\"code\": \(JSON.quote(checkers[overall].language.identifier)), "
                                 + "\"confidence\": \(String(format: "%.2f", confidence))}}\n")
                } else {
                    output.writeLine("]}")
                }
            }
            output.flush()
            if !corrections.isEmpty, let file { try Self.rewrite(file, applying: corrections) }
            if found > 0 { throw ExitCode(.misspelledOrRejected) }
        }
    }

    /// The languages `file` names with a `wordcheck: lang=…` directive in its first 64 KB
    /// (``DocumentDirective``); none for standard input, a file without one, or one that
    /// cannot be read (opening it again says why).
    static func namedLanguages(_ file: String?) -> [String] {
        guard let file, file != "-", let handle = FileHandle(forReadingAtPath: file) else { return [] }
        defer { try? handle.close() }
        guard let head = try? handle.read(upToCount: 64 << 10) else { return [] }
        return DocumentDirective.languages(in: Array(head)) ?? []
    }

    /// The languages of a check that chooses one per sentence: the bundled ones for `auto`,
    /// the codes of a list (`en,es`) in order; none for one language.
    static func languages(_ option: String?) -> [String] {
        guard let option else { return [] }
        if option.lowercased() == "auto" { return Language.bundled.map(\.identifier) }
        let codes = option.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
        return codes.count > 1 ? codes : []
    }

    /// Rewrites `path` with each correction put in place of its word (at its byte offset,
    /// in order): a copy made beside the file's target (a link is followed), then renamed
    /// over it with the file's permissions. Refuses, leaving the file as it was, when a
    /// word is no longer where it was found (the file changed while it was checked).
    static func rewrite(_ path: String, applying corrections: [(offset: Int, word: String, correction: String)]) throws {
        let target = URL(fileURLWithPath: path).resolvingSymlinksInPath()
        let failed = { (why: String) in CommandFailure("\(path) was not rewritten: \(why)", status: .cannotCreate) }
        guard let input = FileHandle(forReadingAtPath: target.path) else { throw failed("it cannot be read again") }
        defer { try? input.close() }
        let temporary = target.deletingLastPathComponent().appendingPathComponent(".\(target.lastPathComponent).wordcheck-\(getpid())")
        guard FileManager.default.createFile(atPath: temporary.path, contents: nil),
              let output = FileHandle(forWritingAtPath: temporary.path) else { throw failed("no file can be made beside it") }
        var done = false
        defer {
            try? output.close()
            if !done { try? FileManager.default.removeItem(at: temporary) }
        }
        do {
            var position = 0
            /// Copies the next `count` bytes of the file, a megabyte at a time.
            func copy(_ count: Int) throws {
                var left = count
                while left > 0 {
                    let chunk = try input.read(upToCount: min(left, 1 << 20)) ?? Data()
                    guard !chunk.isEmpty else { throw failed("it is shorter than when it was checked") }
                    try output.write(contentsOf: chunk)
                    left -= chunk.count
                    position += chunk.count
                }
            }
            for correction in corrections.sorted(by: { $0.offset < $1.offset }) where correction.offset >= position {
                try copy(correction.offset - position)
                let word = Array(correction.word.utf8)
                guard let found = try input.read(upToCount: word.count), Array(found) == word else {
                    throw failed("it changed while it was checked")
                }
                position += word.count
                try output.write(contentsOf: Data(correction.correction.utf8))
            }
            while let rest = try input.read(upToCount: 1 << 20), !rest.isEmpty { try output.write(contentsOf: rest) }
            try output.synchronize()
            if let mode = try FileManager.default.attributesOfItem(atPath: target.path)[.posixPermissions] {
                try FileManager.default.setAttributes([.posixPermissions: mode], ofItemAtPath: temporary.path)
            }
        } catch let failure as CommandFailure {
            throw failure
        } catch {
            throw failed("\(error.localizedDescription)")
        }
        guard rename(temporary.path, target.path) == 0 else { throw failed(String(cString: strerror(errno))) }
        done = true
    }

    /// A correction applied without asking, as a line or as the next object of the JSON array.
    private func writeCorrection(_ word: String, _ correction: String, line: Int, column: Int, language: Language, first: Bool,
                                 to output: OutputBuffer) {
        if json {
            output.write((first ? "" : ",\n  ") + JSON.text(MisspellingReport(
                word: word, line: line, column: column, language: language.identifier, remedy: .autocorrection(correction))))
        } else {
            output.writeLine("\(line):\(column): \(word) => \(correction)")
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
    private func write(_ word: String, line: Int, column: Int, language: Language, suggestions: [String], first: Bool,
                       to output: OutputBuffer) {
        if json {
            output.write((first ? "" : ",\n  ") + JSON.text(MisspellingReport(
                word: word, line: line, column: column, language: language.identifier, remedy: .suggestions(suggestions))))
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

extension DocumentKind: @retroactive ExpressibleByArgument {
    public init?(argument: String) {
        self.init(name: argument)
    }
}
