import ArgumentParser
import Foundation
@_spi(CommandLineTool) import SpellChecking
import WordCheck

struct Words: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "words",
        abstract: "Build and print dictionaries' word lists.",
        discussion: """
            A word list (.words) gives a Hunspell dictionary WordCheck's engine: verdicts \
            without libhunspell, better and faster suggestions, completions and the word-game \
            solver. The bundled dictionaries come with theirs; `words build` makes one for \
            any other, kept in the user's cache and used from then on by every command for \
            those exact files (found by their digest, wherever they lie).
            """,
        subcommands: [Build.self, List.self, Info.self]
    )

    struct Build: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "build",
            abstract: "Build the word list of a dictionary, of a language, or of every dictionary found.",
            discussion: """
                Every form the dictionary's affix rules make from its stems is asked of \
                libhunspell, and the ones it accepts are listed, with their case variants, \
                elided forms and the rules libhunspell follows around them. The list is \
                written to the user's cache ($WORDCHECK_CACHE_DIR, else \
                $XDG_CACHE_HOME/wordcheck/words, else ~/.cache/wordcheck/words) under the \
                digest of the dictionary's files, or to --output. Lists never build on \
                their own: a checker without one asks libhunspell until one is built.

                Words are ranked by --frequencies (another .words list, or lines of \
                `word<TAB>zipf`), else by the bundled list of the same language (en_GB by \
                en_US), else not at all. A dictionary that already has a list in use is \
                skipped unless --force is given. A build takes seconds (en_US: 2) to minutes; \
                one that would need more than 20 million forms, 384 MiB of forms, 50 million \
                elided forms or an hour is refused with the reason (in seconds when a sample \
                of its stems shows it far over). A progress line shows on a terminal.

                Exit status: 0 when every list was built (or skipped), 66 when a dictionary \
                cannot be found or listed.
                """
        )

        @Option(name: .customLong("lang"), help: ArgumentHelp("The language's dictionary: en_GB, de, fr, ...", valueName: "code"))
        var language: String?

        @Option(name: .customLong("dictionary"), help: ArgumentHelp("A dictionary by path: dir/NAME, dir/NAME.dic or dir/NAME.aff.", valueName: "path"))
        var path: String?

        @Flag(help: "Every dictionary `wordcheck languages` lists.")
        var all = false

        @Option(help: ArgumentHelp("Frequencies to rank the words by: a .words list, or lines of `word<TAB>zipf`.", valueName: "file"))
        var frequencies: String?

        @Option(help: ArgumentHelp("Write the list here instead of the cache (one dictionary only).", valueName: "file"))
        var output: String?

        @Flag(help: "Build even when the dictionary has a list in use.")
        var force = false

        func validate() throws {
            guard [language != nil, path != nil, all].filter({ $0 }).count == 1 else {
                throw ValidationError("Give one of --lang, --dictionary or --all.")
            }
            if all && output != nil { throw ValidationError("--output takes one dictionary, not --all.") }
        }

        func run() throws {
            try reportingFailures {
                let dictionaries: [DictionaryDescriptor]
                if all {
                    dictionaries = DictionaryLocator().availableDictionaries()
                } else if let path {
                    dictionaries = [try DictionaryDescriptor(path: path)]
                } else {
                    dictionaries = [try DictionaryLocator().locate(Language(language ?? "en"))]
                }
                let given = try frequencies.map(Self.readFrequencies)
                var failed = false
                for dictionary in dictionaries {
                    if !force, output == nil, dictionary.wordListStatus() == .active {
                        print("\(dictionary.name): has a word list in use (--force builds it again)")
                        continue
                    }
                    do {
                        try build(dictionary, frequencies: given ?? Self.bundledFrequencies(for: dictionary))
                    } catch let error as WordListBuildError {
                        StandardError.write("wordcheck: \(dictionary.name): \(error)\n")
                        failed = true
                    }
                }
                if failed { throw ExitCode(.missingInput) }
            }
        }

        private func build(_ dictionary: DictionaryDescriptor, frequencies: [String: UInt16]) throws {
            let started = ContinuousClock.now
            var line = ProgressLine()
            let builder = WordListBuilder(dictionary: dictionary, frequencies: frequencies)
            let data = try builder.build { progress in
                line.update(done: progress.done, of: max(progress.total, 1), doing: "\(dictionary.name): \(progress.step.rawValue)")
                return true
            }
            line.finish()
            let list = try WordList(data: data, name: dictionary.name)
            let written: URL
            if let output {
                written = URL(fileURLWithPath: output)
                do {
                    try data.write(to: written, options: .atomic)
                } catch {
                    throw CommandFailure("cannot write \(output): \(error.localizedDescription)", status: .missingInput)
                }
            } else {
                written = try WordListCache.standard().store(data)
            }
            let seconds = (ContinuousClock.now - started) / .seconds(1)
            let complete = list.decidesEveryWord ? "decides every word"
                : list.refusesNonCompounds ? "refuses what no form or compound of its parts spells, libhunspell decides the rest"
                : "libhunspell decides what it does not list"
            print("\(dictionary.name): \(list.count) words, \(data.count) bytes, \(String(format: "%.1f", seconds)) s, \(complete): \(written.path)")
        }

        /// The frequencies of the bundled list of the dictionary's language, if any.
        static func bundledFrequencies(for dictionary: DictionaryDescriptor) -> [String: UInt16] {
            guard let code = dictionary.language?.code,
                  let bundled = Language.bundled.first(where: { $0.code == code }),
                  let list = try? WordListChecker(language: bundled).wordList()
            else { return [:] }
            return WordListBuilder.frequencies(of: list)
        }

        /// Frequencies from a `.words` list, or from lines of `word<TAB>zipf` (Zipf 0 to 655).
        static func readFrequencies(_ path: String) throws -> [String: UInt16] {
            if let list = try? WordList(contentsOf: URL(fileURLWithPath: path)) { return WordListBuilder.frequencies(of: list) }
            guard let data = FileManager.default.contents(atPath: path), let text = String(data: data, encoding: .utf8) else {
                throw CommandFailure("--frequencies \(path): not a readable UTF-8 file or word list", status: .missingInput)
            }
            var found: [String: UInt16] = [:]
            for (number, line) in text.split(whereSeparator: \.isNewline).enumerated() {
                let fields = line.split(separator: "\t")
                guard fields.count == 2, let zipf = Double(fields[1]), zipf >= 0, zipf <= 655 else {
                    throw CommandFailure("--frequencies \(path) line \(number + 1): give `word<TAB>zipf`, zipf from 0 to 655", status: .missingInput)
                }
                let key = fields[0].lowercased()
                found[key] = max(found[key] ?? 0, UInt16(max(1, (zipf * 100).rounded())))
            }
            return found
        }
    }

    struct Info: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "info",
            abstract: "Describe a word list: its format, digest, counts and sections.",
            discussion: """
                The dictionary's list in use (as `words list` takes it), or the .words file \
                --file names, read and checked whole first: the format version, the digest \
                of the dictionary files it was made from, how many words, edges, ranked and \
                never-suggested words it holds, whether it lists every word of letters (and \
                of letters and apostrophes) the dictionary accepts, and the bytes of its \
                optional sections. The format is described in the DocC article "The lexicon \
                and the .words format". With --json, one object: {"file", "format", "digest", \
                "bytes", "words", "edges", "ranked", "unsuggested", "closedForLetterWords", \
                "closedForApostropheWords", "sections": {"extraWords", "rules", \
                "compoundParts", "compoundRuleWords"}}.

                Exit status: 0, or 66 when there is no list or it is damaged.
                """
        )

        @OptionGroup var dictionary: DictionaryOptions

        @Option(help: ArgumentHelp("A .words file to describe instead of a dictionary's list.", valueName: "file"))
        var file: String?

        @Flag(help: "Print one JSON object instead of lines.")
        var json = false

        func run() throws {
            try reportingFailures {
                let url: URL, info: WordList.Info
                if let file {
                    url = URL(fileURLWithPath: file)
                    info = try WordList.info(ofFileAt: url)
                } else {
                    let checker = try dictionary.makeChecker()
                    guard checker.wordListStatus == .active else {
                        throw CommandFailure("\(checker.dictionary.name) has no word list in use (\(checker.wordListStatus))", status: .missingInput)
                    }
                    (url, info) = try checker.wordListInfo()
                }
                let fields: [(String, String)] = [
                    ("file", JSON.quote(url.path)), ("format", String(info.format)), ("digest", JSON.quote(info.digest)),
                    ("bytes", String(info.bytes)), ("words", String(info.words)), ("edges", String(info.edges)),
                    ("ranked", String(info.ranked)), ("unsuggested", String(info.unsuggested)),
                    ("closedForLetterWords", String(info.closedForLetterWords)),
                    ("closedForApostropheWords", String(info.closedForApostropheWords)),
                ]
                let sections: [(String, Int)] = [("extraWords", info.extraWordBytes), ("rules", info.ruleBytes),
                                                 ("compoundParts", info.compoundPartBytes), ("compoundRuleWords", info.compoundRuleWordBytes)]
                let output = OutputBuffer()
                if json {
                    output.writeLine(JSON.text(WordListReport(file: url, info: info)))
                } else {
                    for (name, value) in fields { output.writeLine("\(name): \(value.trimmingCharacters(in: CharacterSet(charactersIn: "\"")))") }
                    for (name, value) in sections { output.writeLine("\(name) bytes: \(value)") }
                }
                output.flush()
            }
        }
    }

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "list",
            abstract: "Print every form of a dictionary's word list, one per line, in byte order.",
            discussion: """
                The dictionary's own list: bundled, beside its files, or built with \
                `wordcheck words build`. Case variants (Cease for cease), compounds and \
                elided forms are not listed forms and are not printed.

                Exit status: 0, or 66 when the dictionary has no list in use.
                """
        )

        @OptionGroup var dictionary: DictionaryOptions

        func run() throws {
            try reportingFailures {
                let checker = try dictionary.makeChecker()
                guard checker.wordListStatus == .active else {
                    let named = dictionary.path.map { "--dictionary \($0)" } ?? "--lang \(dictionary.language ?? "en")"
                    throw CommandFailure("\(checker.dictionary.name) has no word list in use (\(checker.wordListStatus)); "
                        + "`wordcheck words build \(named)` builds one", status: .missingInput)
                }
                let output = OutputBuffer()
                for word in try checker.wordList() { output.writeLine(word) }
                output.flush()
            }
        }
    }
}
