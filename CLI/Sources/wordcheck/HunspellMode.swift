import ArgumentParser
@_spi(CommandLineTool) import SpellChecking
import Foundation
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `wordcheck` started with hunspell's options (`wordcheck -a -d en_US -i UTF-8`),
/// so that an editor whose hunspell program is the `wordcheck` executable works
/// unchanged.
///
/// Options are read as hunspell reads them: `-a` (pipe), `-l` (misspelled words),
/// `-L` (lines with misspellings), `-w` (misspelled lines of a word-per-line
/// input), `-G` (the correct ones instead), `-d NAME[,NAME...]`, `-p FILE`,
/// `-i ENCODING`, `-D`, `-v`, `-vv`, the analysis modes `-s` (stems) and `-m`
/// (morphological analyses), printed as hunspell prints them, the input formats `-H` (HTML), `-X` (XML) and `-t`
/// (TeX/LaTeX), whose markup is skipped, and files to check after them. Options that
/// change nothing here (`-m`, `-B`, `-s` with `-a`, `-n`, `-O`, `-1`, `-r`,
/// `-P`, `--check-url`, unknown ones) are accepted and ignored, as hunspell
/// ignores options it does not know. hunspell's suffix mode (`-S` without `-a`), its
/// correction modes (`-u`, `-U`, `-u2`, `-u3`) and its interactive screen are refused
/// with a one-line message and exit status 1.
struct HunspellMode {
    enum Filter: Equatable {
        /// No mode named: hunspell's screen for files, the pipe protocol for standard input.
        case normal
        /// `-a`.
        case pipe
        /// `-l`.
        case misspelledWords
        /// `-L`.
        case misspelledLines
        /// `-w`.
        case wordPerLine
        /// `-s`: each word's stems.
        case stems
        /// `-m`: each word's morphological analyses.
        case analyses
        /// A hunspell mode WordCheck does not have, as the option that asked for it.
        case unsupported(String)
    }

    var filter = Filter.normal
    var dictionaryNames: String?
    var personalFile: String?
    var encoding: String?
    var printGood = false
    var showPaths = false
    var files: [String] = []
    /// `-v` (true) or `-vv` (false): print the banner and stop, as hunspell does on reading it.
    var versionOnly: Bool?
    var wantsHelp = false
    /// `--suggestions wordlist|hunspell`, WordCheck's own option: hunspell's suggestions, exactly, with `hunspell`.
    var suggestionMethod = SuggestionMethod.wordList
    /// The input's markup: `-H` HTML, `-X` XML, `-t` TeX/LaTeX.
    var format = TextFormat.plain

    /// Whether `arguments` (without the program name) are hunspell's rather than a
    /// subcommand's: they start with a single-dash option other than `-h`, or with
    /// one of hunspell's own long options.
    static func handles(_ arguments: [String]) -> Bool {
        guard let first = arguments.first else { return false }
        if ["--check-url", "--check-apostrophe", "--trace"].contains(first) { return true }
        return first.hasPrefix("-") && !first.hasPrefix("--") && first != "-h" && first != "-"
    }

    /// Reads `arguments` as hunspell's main does, left to right.
    ///
    /// - Throws: ``CommandFailure`` when an option that needs a value ends the line.
    init(arguments: [String]) throws {
        var index = 0
        func value(for option: String) throws -> String {
            index += 1
            guard index < arguments.count else {
                throw CommandFailure("\(option) needs a value", status: .misspelledOrRejected)
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "-d": dictionaryNames = try value(for: "-d")
            case "-p": personalFile = try value(for: "-p")
            case "-i": encoding = try value(for: "-i")
            case "-P": _ = try value(for: "-P")  // a password for encrypted dictionaries: none here
            case "--suggestions":
                let engine = try value(for: "--suggestions")
                guard let method = SuggestionMethod(rawValue: engine) else {
                    throw CommandFailure("--suggestions \(engine): give wordlist or hunspell", status: .misspelledOrRejected)
                }
                suggestionMethod = method
            case "-h", "--help": wantsHelp = true
            case "-v", "--version": versionOnly = versionOnly ?? true
            case "-vv": versionOnly = versionOnly ?? false
            case "-H", "-X": format = .html
            case "-t": format = .latex
            case "-a": filter = .pipe
            case "-l": filter = .misspelledWords
            case "-G": printGood = true
            case "-D": showPaths = true
            case "-L", "-w", "-m", "-s", "-S", "-u", "-U", "-u2", "-u3":
                // With -a, these are ispell's options and change nothing, as in hunspell.
                guard filter != .pipe else { break }
                switch argument {
                case "-L": filter = .misspelledLines
                case "-w": filter = .wordPerLine
                case "-s": filter = .stems
                case "-m": filter = .analyses
                default: filter = .unsupported(argument)
                }
            default:
                if !argument.hasPrefix("-") && !argument.isEmpty && files.isEmpty {
                    files = Array(arguments[index...]).filter { !$0.hasPrefix("-") && !$0.isEmpty }
                    index = arguments.count
                    continue
                }
                // Anything else is ignored, as hunspell ignores options it does not know.
            }
            index += 1
        }
        if printGood && filter == .normal { filter = .misspelledWords }
    }

    /// Runs the invocation; returns the exit status (``WordCheck/ExitStatus/success``, as
    /// hunspell, whatever it found; ``WordCheck/ExitStatus/misspelledOrRejected``, hunspell's
    /// 1, whatever stops it from running).
    func run(environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        if wantsHelp {
            StandardError.write(Self.help)
            return ExitStatus.success.rawValue
        }
        if let verbose = versionOnly {
            let output = OutputBuffer()
            output.writeLine(IspellSession.banner)
            if verbose {
                output.writeLine("")
                output.writeLine("WordCheck \(WordCheckRelease.current): hunspell's options, answered with WordCheck's engine and dictionaries.")
            }
            output.flush()
            return ExitStatus.success.rawValue
        }
        do {
            return try runChecked(environment: environment)
        } catch {
            let failure = CommandFailure(error) ?? CommandFailure("\(error)", status: .misspelledOrRejected)
            StandardError.write("wordcheck: \(failure.message)\n")
            return ExitStatus.misspelledOrRejected.rawValue
        }
    }

    private func runChecked(environment: [String: String]) throws -> Int32 {
        if case .unsupported(let option) = filter {
            throw CommandFailure("hunspell's \(option) is not supported; use -a, -l, -L, -w, -G, -s or -m", status: .misspelledOrRejected)
        }
        let latin1 = try Self.isLatin1(encoding)
        // Files are checked before the dictionaries load, as hunspell does.
        for file in files where !FileManager.default.isReadableFile(atPath: file) {
            throw CommandFailure("can't open \(file)", status: .misspelledOrRejected)
        }
        let locator = Self.locator(environment)
        let names = (dictionaryNames ?? Self.defaultDictionaryName(environment))
            .split(separator: ",", omittingEmptySubsequences: true).map(String.init)
        guard let firstName = names.first else {
            throw CommandFailure("-d names no dictionary", status: .misspelledOrRejected)
        }
        if showPaths {
            var lines = ["SEARCH PATH:", locator.folders.map(\.url.path).joined(separator: ":"),
                         "AVAILABLE DICTIONARIES (path is not mandatory for -d option):"]
            lines += locator.availableDictionaries().map { $0.affixFile.deletingPathExtension().path }
            StandardError.write(lines.joined(separator: "\n") + "\n")
        }
        // A constant, so that the per-line closures below capture the array, not a box of it.
        let checkers = try names.map { name in
            let descriptor = try Self.descriptor(named: name, locator: locator)
            let checker = try HunspellChecker(dictionary: descriptor)
            if showPaths {
                StandardError.write("LOADED DICTIONARY:\n\(descriptor.affixFile.path)\n\(descriptor.wordFile.path)\n")
            }
            return checker
        }
        if showPaths && files.isEmpty { return ExitStatus.success.rawValue }
        if filter == .normal && !files.isEmpty {
            throw CommandFailure("hunspell's interactive screen is not supported; use -a, -l, -L, -w, -G, -s or -m", status: .misspelledOrRejected)
        }

        let personal = PersonalWordFile(name: firstName, option: personalFile ?? environment["WORDLIST"],
                                        home: environment["HOME"], latin1: latin1)
        personal.load(into: checkers[0])
        let output = OutputBuffer()
        output.latin1 = latin1
        let sources: [String?] = files.isEmpty ? [nil] : files
        switch filter {
        case .pipe, .normal:
            output.writeLine(filter == .pipe ? IspellSession.banner : "Hunspell \(IspellSession.hunspellVersion)")
            output.flush()
            // `#` keeps the words of `*` lines in hunspell's file, for hunspell, and in the learned
            // words, which every wordcheck command, the language server and the service read.
            var session = IspellSession(checkers: checkers, method: suggestionMethod, format: format, output: output) { words in
                personal.save(words)
                for word in words {
                    do {
                        try checkers[0].learnWord(word)
                    } catch {
                        StandardError.write("wordcheck: '\(word)' is not among the learned words: \(error)\n")
                    }
                }
            }
            for source in sources {
                // Answers go out whenever the input read so far is answered: at once for an
                // editor waiting on them, in large writes for a file piped in whole.
                try Self.forEachLine(of: source, latin1: latin1, whenWaiting: { output.flush() }) { line, bytes in
                    if let line { session.handle(line) } else { session.answerUndecodable(bytes) }
                }
            }
        case .misspelledWords, .misspelledLines, .wordPerLine:
            let prefixed = files.count > 1
            // Read once here: the loop below must not copy `self` for every line.
            let (filter, printGood, method) = (filter, printGood, suggestionMethod)
            for source in sources {
                let prefix = prefixed ? (source ?? "-") + ": " : ""
                var markup = MarkupMask(format: format)
                // -l on plain text answers a plain ASCII line from its bytes (no String of the
                // line or of its correct words); every other line is decoded and read below.
                let (first, others) = (checkers[0], checkers.dropFirst())
                let fromBytes: ((UnsafeBufferPointer<UInt8>) -> Bool)? = filter == .misspelledWords && format == .plain ? { bytes in
                    first.forEachPipeWord(inPlainASCII: bytes, joiningElisions: method == .wordList) { word, _, correct in
                        let correct = correct || others.contains { $0.isCorrect(String(decoding: word, as: UTF8.self)) }
                        guard correct == printGood else { return }
                        if !prefix.isEmpty { output.write(prefix) }
                        output.writeLine(word)
                    }
                } : nil
                try Self.forEachLine(of: source, latin1: latin1, whenWaiting: { output.flush() }, answeredAsBytes: fromBytes) { line, _ in
                    guard let line else { return }
                    let prose = markup.prose(ofLine: line)
                    switch filter {
                    case .misspelledWords:
                        IspellSession.forEachWord(in: prose, checkers: checkers, method: method) { word, _, correct in
                            if correct == printGood { output.writeLine(prefix + word) }
                        }
                    case .misspelledLines:
                        let words = IspellSession.words(in: prose, checkers: checkers, method: method)
                        let hasMisspelling = words.contains { !$0.correct }
                        if hasMisspelling != printGood { output.writeLine(line) }
                    default:
                        let words = IspellSession.words(in: prose, checkers: checkers, method: method)
                        if let first = words.first, first.correct == printGood { output.writeLine(line) }
                    }
                }
            }
        case .stems, .analyses:
            // hunspell's format: `word result` for each result, the word alone when there
            // is none, and a blank line after each word.
            // Words are split as hunspell splits them (an elided word in two), whatever --suggestions says.
            let (checker, stems) = (checkers[0], filter == .stems)
            for source in sources {
                var markup = MarkupMask(format: format)
                try Self.forEachLine(of: source, latin1: latin1, whenWaiting: { output.flush() }) { line, _ in
                    guard let line else { return }
                    for (word, _, _) in IspellSession.words(in: markup.prose(ofLine: line), checkers: [checker], method: .hunspell) {
                        Self.writeMorphology(of: word, stems: stems, checker: checker, to: output)
                    }
                }
            }
        case .unsupported:
            break
        }
        output.flush()
        return ExitStatus.success.rawValue
    }

    /// One word's stems or analyses in hunspell's `-s`/`-m` format: as hunspell does, a
    /// word with none that ends in a dot is tried once more without it.
    static func writeMorphology(of word: String, stems: Bool, checker: HunspellChecker, to output: OutputBuffer) {
        var word = word
        var results = stems ? checker.stems(of: word) : checker.analyses(of: word)
        if results.isEmpty && word.hasSuffix(".") {
            word.removeLast()
            results = stems ? checker.stems(of: word) : checker.analyses(of: word)
        }
        for result in results { output.writeLine(word + " " + result) }
        if results.isEmpty { output.writeLine(word) }
        output.writeLine("")
    }

    /// hunspell's search: the current folder, then `$DICPATH`, then WordCheck's folders
    /// (`$WORDCHECK_DICTIONARY_PATH`, the bundled dictionaries, the system folders).
    static func locator(_ environment: [String: String]) -> DictionaryLocator {
        var folders = ["."] + (environment["DICPATH"]?.split(separator: ":").map(String.init) ?? [])
        if let own = environment[DictionaryLocator.environmentVariable] { folders.append(own) }
        var amended = environment
        amended[DictionaryLocator.environmentVariable] = folders.joined(separator: ":")
        return DictionaryLocator(environment: amended)
    }

    /// The dictionary hunspell uses without `-d`: `$DICTIONARY`, else the locale of
    /// `$LC_ALL`, `$LC_MESSAGES` or `$LANG` (`de_DE.UTF-8` → `de_DE`), else en_US.
    static func defaultDictionaryName(_ environment: [String: String]) -> String {
        if let name = environment["DICTIONARY"], !name.isEmpty { return name }
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[variable], !value.isEmpty else { continue }
            let name = String(value.prefix { $0 != "." && $0 != "@" })
            return name == "C" || name == "POSIX" || name.isEmpty ? "en_US" : name
        }
        return "en_US"
    }

    /// The dictionary `-d` names: a path (with a `/`), a file name in a searched folder,
    /// or a language, found as `--lang` finds it.
    static func descriptor(named name: String, locator: DictionaryLocator) throws -> DictionaryDescriptor {
        if name.contains("/") { return try DictionaryDescriptor(path: name) }
        let manager = FileManager.default
        for (folder, source) in locator.folders
        where manager.fileExists(atPath: folder.appendingPathComponent(name + ".aff").path)
            && manager.fileExists(atPath: folder.appendingPathComponent(name + ".dic").path) {
            return DictionaryDescriptor(folder: folder, name: name, source: source)
        }
        guard let language = try? Language(name), let found = try? locator.locate(language) else {
            throw CommandFailure(
                "can't open affix or dictionary files for dictionary named \"\(name)\" (wordcheck -D lists those found)",
                status: .misspelledOrRejected)
        }
        return found
    }

    /// Whether `-i` asks for ISO-8859-1 (false for UTF-8 or none).
    ///
    /// - Throws: ``CommandFailure`` for any other encoding.
    static func isLatin1(_ encoding: String?) throws -> Bool {
        guard let encoding else { return false }
        let key = encoding.uppercased().filter { $0 != "-" && $0 != "_" }
        if key == "UTF8" { return false }
        if ["ISO88591", "LATIN1", "L1"].contains(key) { return true }
        throw CommandFailure("-i \(encoding): only UTF-8 and ISO8859-1 input are supported", status: .misspelledOrRejected)
    }

    /// Calls `body` with each line of `path` (standard input for nil), decoded, or nil
    /// with its bytes when it is not valid in the input encoding (reported on stderr);
    /// a line that `answeredAsBytes` answers from its bytes (returning true) is not decoded
    /// and not passed to `body`.
    static func forEachLine(of path: String?, latin1: Bool, whenWaiting: (() -> Void)? = nil,
                            answeredAsBytes: ((UnsafeBufferPointer<UInt8>) -> Bool)? = nil,
                            _ body: (String?, UnsafeBufferPointer<UInt8>) -> Void) throws {
        let descriptor = path.map { open($0, O_RDONLY) } ?? STDIN_FILENO
        guard descriptor >= 0 else { throw CommandFailure("can't open \(path ?? "-")", status: .misspelledOrRejected) }
        defer { if path != nil { close(descriptor) } }
        var reader = LineReader(descriptor: descriptor)
        var lineNumber = 0
        try reader.forEachLine(whenWaiting: whenWaiting) { bytes in
            lineNumber += 1
            if let answeredAsBytes, answeredAsBytes(bytes) { return }
            if latin1 {
                var line = ""
                line.unicodeScalars.append(contentsOf: bytes.map { Unicode.Scalar($0) })
                body(line, bytes)
            } else if let line = validUTF8(bytes) {
                body(line, bytes)
            } else {
                StandardError.write("wordcheck: \(path ?? "stdin") line \(lineNumber) is not valid UTF-8\n")
                body(nil, bytes)
            }
        }
    }

    static let help = """
        Usage: wordcheck [OPTION]... [FILE]...     (hunspell's options)
        Check spelling of each FILE, or of standard input, as hunspell does.

          -a             ispell's pipe interface (for editors)
          -d d[,d2,...]  dictionaries: names (en_US, es, it_IT), or paths without extension
          -D             list the dictionaries found and the ones loaded (on stderr)
          -G             print only the correct words or lines
          -H, -X         HTML, XML input: tags, comments and scripts are not checked
          -i enc         input and output encoding: UTF-8 (default) or ISO8859-1
          -l             print the misspelled words
          -L             print the lines with misspelled words
          -m             print each word's morphological analyses (hunspell's format)
          -p dict        personal dictionary file: its words are accepted; -a's `#` saves to it
                         (and to the learned words every wordcheck command reads)
          -s             print each word's stems (hunspell's format)
          -t             TeX/LaTeX input: commands, math and comments are not checked
          -v, -vv        print the version banner
          -w             print the misspelled lines of a one-word-per-line input
          --suggestions hunspell   libhunspell's own suggestions in -a, and its words
                         (default: wordlist, WordCheck's faster engine, which also
                         takes an elided word such as dell'anno whole)
        Other hunspell options are accepted and ignored; -S (without -a), -u, -U,
        -u2, -u3 and the interactive screen are not supported.
        WordCheck's own commands: wordcheck --help.

        """
}

/// hunspell's personal dictionary for a run: `~/.hunspell_NAME` and the `-p` file,
/// read at start (`word`, `word/model` adds the word, `*word` rejects it) and added
/// to by `#` in the pipe protocol.
struct PersonalWordFile {
    /// Every file read, in order.
    let readPaths: [String]
    /// Where `#` appends: the `-p` file as given when it exists, else under the home
    /// folder; without `-p`, `.hunspell_NAME` here when it exists, else in the home folder.
    let savePath: String?
    let latin1: Bool

    init(name: String, option: String?, home: String?, latin1: Bool) {
        let base = ".hunspell_" + (name.split(separator: "/").last.map(String.init) ?? name)
        let inHome = { (file: String) in home.map { $0 + "/" + file } }
        var paths = [inHome(base)].compactMap { $0 }
        if let option {
            paths += [option.hasPrefix("/") ? nil : inHome(option), option].compactMap { $0 }
            savePath = FileManager.default.fileExists(atPath: option) || option.hasPrefix("/") ? option : inHome(option)
        } else {
            paths.append(base)
            savePath = FileManager.default.fileExists(atPath: base) ? base : inHome(base)
        }
        var seen = Set<String>()
        readPaths = paths.filter { seen.insert(URL(fileURLWithPath: $0).standardizedFileURL.path).inserted }
        self.latin1 = latin1
    }

    func load(into checker: HunspellChecker) {
        for path in readPaths {
            guard let data = Self.contents(of: path) else {
                if FileManager.default.fileExists(atPath: path) {
                    StandardError.write("wordcheck: personal dictionary \(path) is not a readable file of at most 16 MiB; not used\n")
                }
                continue
            }
            let text = latin1 ? String(data.map { Character(Unicode.Scalar($0)) }) : String(decoding: data, as: UTF8.self)
            for entry in Self.entries(of: text) {
                if entry.accepted { try? checker.add(entry.word) } else { try? checker.remove(entry.word) }
            }
        }
    }

    /// The bytes of the personal dictionary at `path`: a regular file of at most
    /// ``PersonalDictionary/maximumFileSize``, read to one byte past it, so a file that grows
    /// after its size was looked at is still refused, not read whole; nil otherwise.
    static func contents(of path: String) -> Data? {
        let limit = PersonalDictionary.maximumFileSize
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path),
              attributes[.type] as? FileAttributeType == .typeRegular,
              let size = attributes[.size] as? Int, size <= limit,
              let handle = FileHandle(forReadingAtPath: path)
        else { return nil }
        defer { try? handle.close() }
        // Empty at the file's end; nil when it cannot be read.
        guard let data = try? handle.read(upToCount: limit + 1) ?? Data(), data.count <= limit else { return nil }
        return data
    }

    /// The entries of a hunspell personal dictionary, in order: a line's word (before a
    /// `/`, as in `word/model`) is accepted, a `*word` line's word rejected.
    static func entries(of text: String) -> [(word: String, accepted: Bool)] {
        text.split(whereSeparator: \.isNewline).compactMap { line in
            let entry = line.trimmingCharacters(in: .whitespaces)
            if entry.hasPrefix("*") { return (String(entry.dropFirst()), false) }
            return entry.split(separator: "/", maxSplits: 1).first.map { (String($0), true) }
        }
    }

    /// Appends `words` to ``savePath``; a failure is reported on stderr and the run goes on.
    func save(_ words: [String]) {
        guard !words.isEmpty else { return }
        guard let savePath else {
            StandardError.write("wordcheck: cannot save the personal dictionary: HOME is not set and no -p file was given\n")
            return
        }
        let text = words.map { $0 + "\n" }.joined()
        let data = latin1 ? Data(text.unicodeScalars.map { $0.value < 0x100 ? UInt8($0.value) : UInt8(ascii: "?") }) : Data(text.utf8)
        let descriptor = open(savePath, O_WRONLY | O_APPEND | O_CREAT, 0o644)
        guard descriptor >= 0 else {
            StandardError.write("wordcheck: cannot save the personal dictionary \(savePath): \(String(cString: strerror(errno)))\n")
            return
        }
        data.withUnsafeBytes { writeAll(descriptor, $0.bindMemory(to: UInt8.self)) }
        close(descriptor)
    }
}
