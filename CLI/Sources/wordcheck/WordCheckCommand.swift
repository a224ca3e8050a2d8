import ArgumentParser
import Foundation
import WordCheck

@main
struct WordCheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wordcheck",
        abstract: "Word-game validation and spell checking with Hunspell dictionaries.",
        discussion: """
            English, Spanish and Italian dictionaries are bundled; any other Hunspell \
            dictionary works by language (found in $WORDCHECK_DICTIONARY_PATH, then the \
            bundled ones, then /usr/share/hunspell and the other system folders) or by path.

            Started with hunspell's options instead of a command (wordcheck -a -d en_US, \
            wordcheck -l, wordcheck -D), it answers as hunspell does, so editors can use it \
            as their hunspell program; wordcheck -a -h lists those options.

            A libhunspell call (loading a dictionary, checking a word, suggesting) that \
            takes more than $WORDCHECK_CALL_TIME_LIMIT seconds of processor time (10 \
            unless set; waiting for a core does not count) stops the run with one line \
            and 66, since it cannot be interrupted.

            Exit status: 0 all correct or accepted, 1 a word is misspelled or rejected, \
            64 usage error, \
            66 missing dictionary, word list or input file, 69 wordcheck-server not found (serve), \
            70 internal error, 73 learned words cannot be saved.
            """,
        version: WordCheckRelease.description,
        groupedSubcommands: [
            CommandGroup(name: "Spelling", subcommands: [Spell.self, Check.self, Suggest.self, Complete.self, Stem.self, Analyze.self, Pipe.self, LanguageServerCommand.self]),
            CommandGroup(name: "Word games", subcommands: [Validate.self, Root.self, Play.self, Solve.self, LevelCommand.self, Bee.self, RackCommand.self, Find.self, WordleCommand.self, BoggleCommand.self, BoardCommand.self]),
            CommandGroup(name: "Dictionaries", subcommands: [Languages.self, Words.self, Learn.self, Unlearn.self]),
            CommandGroup(name: "Service", subcommands: [Serve.self]),
        ]
    )

    /// Parses and runs a subcommand, as `ParsableCommand.main()` does, with long
    /// value lists kept away from the parser (see ``LongArgumentLists``).
    static func main() {
        let given = Array(CommandLine.arguments.dropFirst())
        let isHunspellMode = HunspellMode.handles(given)
        // hunspell ends with 1 whatever stopped it, and so does its stand-in.
        CallTimeLimit.start(exitStatus: isHunspellMode ? ExitStatus.misspelledOrRejected.rawValue : ExitStatus.missingInput.rawValue)
        if isHunspellMode {
            do {
                Foundation.exit(try HunspellMode(arguments: given).run())
            } catch {
                StandardError.write("wordcheck: \(CommandFailure(error)?.message ?? "\(error)")\n")
                // hunspell ends with 1 whatever stopped it, and so does its stand-in.
                Foundation.exit(ExitStatus.misspelledOrRejected.rawValue)
            }
        }
        if let first = given.first, let message = unknownCommandMessage(first) {
            StandardError.write("wordcheck: \(message)\n")
            Foundation.exit(ExitStatus.usage.rawValue)
        }
        var lists = LongArgumentLists()
        let arguments = lists.extract(from: given)
        do {
            var command = lists.restore(into: try parseAsRoot(arguments))
            try command.run()
        } catch {
            // An error neither the parser nor the commands know is a bug: say so, with 70.
            if !(error is ExitCode), exitCode(for: error) == .failure {
                StandardError.write("wordcheck: internal error: \(error)\n")
                Foundation.exit(ExitStatus.internalError.rawValue)
            }
            exit(withError: error)
        }
    }
}

extension WordCheckCommand {
    /// The names the first argument may take: every command, its aliases, and `help`.
    static var commandNames: [String] {
        ["help"] + configuration.subcommands.flatMap { [$0._commandName] + $0.configuration.aliases }
    }

    /// What to say when `argument`, the first on the command line, is no command and no
    /// option: the parser would complain about the arguments after it instead
    /// ("Unknown option '--root'" for `wordcheck valdiate cease --root agencies`).
    /// Suggests the command one or two edits away, or the one it begins, if any.
    static func unknownCommandMessage(_ argument: String) -> String? {
        guard !argument.hasPrefix("-"), !commandNames.contains(argument) else { return nil }
        let shown = visible(argument)
        let lowered = argument.lowercased()
        let close = commandNames.filter { $0 != "help" }
            .map { (name: $0, distance: EditDistance.between(lowered, $0)) }
            .filter { $0.distance <= 2 || (lowered.count >= 2 && $0.name.hasPrefix(lowered)) }
            .min { ($0.distance, $0.name) < ($1.distance, $1.name) }
        if let close { return "unknown command '\(shown)'; did you mean '\(close.name)'? (wordcheck --help lists them)" }
        return "unknown command '\(shown)' (wordcheck --help lists the commands)"
    }
}

extension WordCheckRelease {
    /// `wordcheck --version`: the version and the libhunspell series it answers like.
    static var description: String { "wordcheck \(current) (libhunspell \(IspellSession.hunspellVersion))" }
}

/// `--lang` or `--dictionary`, shared by the commands that check words.
struct DictionaryOptions: ParsableArguments {
    @Option(name: .customLong("lang"), help: ArgumentHelp(
        "Language of the words: en, en_US, en-US, es, es-MX, it, ... (default: en).",
        valueName: "code"))
    var language: String?

    @Option(name: .customLong("dictionary"), help: ArgumentHelp(
        "A Hunspell dictionary to use instead, by any name: dir/NAME, dir/NAME.dic or dir/NAME.aff.",
        valueName: "path"))
    var path: String?

    @Option(name: .customLong("backend"), help: ArgumentHelp(
        "Who decides the words the word list does not: engine (WordCheck's Swift engine) or libhunspell.",
        valueName: "backend"))
    var backend: VerdictBackend = .engine

    func validate() throws {
        if language != nil && path != nil {
            throw ValidationError("Give --lang or --dictionary, not both.")
        }
    }

    /// The name of the dictionary the options name (`en_US`), which names its learned-words
    /// list, found without loading the dictionary or reading the list.
    func name() throws -> String {
        if let path { return try DictionaryDescriptor(path: path).name }
        return try DictionaryLocator().locate(Language(language ?? "en")).name
    }

    /// The checker the options name.
    ///
    /// - Throws: a ``SpellCheckingError``, which `reportingFailures` turns into a message and exit code.
    func makeChecker() throws -> HunspellChecker {
        if let path {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
                let names = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? [])
                    .filter { $0.hasSuffix(".dic") }.map { String($0.dropLast(4)) }.sorted()
                let folder = path.hasSuffix("/") ? String(path.dropLast()) : path
                throw CommandFailure(names.isEmpty
                    ? "\(folder) is a folder with no dictionary in it (no .dic file)"
                    : "\(folder) is a folder: name one of its dictionaries, such as \(folder)/\(names[0])",
                    status: .missingInput)
            }
            return try HunspellChecker(dictionaryAt: path).using(backend)
        }
        return try checker(forLanguage: language ?? "en").using(backend)
    }

    /// The checker for commands that only check words (`spell`): for a language whose
    /// dictionary is a bundled one, the bundled word list alone (``WordListChecker``: no
    /// `.aff` or `.dic` read, no digest, libhunspell never loaded) with the words learned
    /// for it; otherwise ``makeChecker()``. Both give libhunspell's verdicts on every word
    /// (the parity tests compare them); this one loads in a third of the time.
    func makeWordChecker() throws -> any SpellChecker {
        if path == nil && backend == .engine {
            let wanted = try Language(language ?? "en")
            let descriptor = try DictionaryLocator().locate(wanted)
            if descriptor.source == .bundled, let pure = try? WordListChecker(language: wanted),
               pure.language.identifier == descriptor.name, (try? pure.wordList())?.decidesEveryWord == true {
                // As HunspellChecker applies them: a word that cannot be learned any more
                // (written by hand, or by an older WordCheck) is passed over.
                for word in try PersonalDictionary().words(forDictionary: descriptor.name) { try? pure.learnWord(word) }
                return pure
            }
        }
        return try makeChecker()
    }
}

/// `--suggestions`: which engine suggests corrections (suggest, check, pipe).
struct SuggestionOptions: ParsableArguments {
    @Option(name: .customLong("suggestions"), help: ArgumentHelp(
        "Which engine suggests: wordlist (WordCheck's, about a millisecond) or hunspell (libhunspell's own).",
        valueName: "engine"))
    var method: SuggestionMethod = .wordList
}

extension SuggestionMethod: @retroactive ExpressibleByArgument {}
extension VerdictBackend: @retroactive ExpressibleByArgument {}
