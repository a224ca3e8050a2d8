import ArgumentParser
import WordCheck
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension ExitCode {
    /// The exit code of one of WordCheck's named statuses, to throw.
    init(_ status: ExitStatus) {
        self.init(status.rawValue)
    }
}

/// An error shown as one line on stderr, ending the process with its status
/// (``WordCheck/ExitStatus``).
struct CommandFailure: Error {
    let message: String
    let status: ExitStatus

    init(_ message: String, status: ExitStatus) {
        self.message = message
        self.status = status
    }

    /// The failure for an error the libraries throw, with the status
    /// ``WordCheck/ExitStatus`` gives it, or nil for any other error.
    init?(_ error: any Error) {
        if let failure = error as? CommandFailure {
            self = failure
            return
        }
        guard let status = ExitStatus(for: error) else { return nil }
        switch error {
        case SpellCheckingError.dictionaryNotFound(let language, let searched),
             GameError.spellChecking(.dictionaryNotFound(let language, let searched)):
            // The library's description lists every folder; a terminal line stays short.
            let folders = searched.count == 1 ? "1 folder searched" : "\(searched.count) folders searched"
            self.init("no dictionary for '\(language)' (\(folders); `wordcheck languages` lists the ones found)", status: status)
        case SpellCheckingError.personalDictionaryUnusable(let path, _) where !path.hasSuffix(".lock"):
            // Never a lockout: the message says how to repair the list.
            self.init("\(error) (`wordcheck unlearn WORD` takes a word off it, `wordcheck unlearn --all` removes it)", status: status)
        default:
            self.init("\(error)", status: status)
        }
    }
}

extension ParsableCommand {
    /// Runs `body`, turning a ``CommandFailure``, or an error of the libraries
    /// (``SpellCheckingError``, ``GameError``, a validator setup error), into its
    /// one-line message and exit code. Other errors (`ExitCode`) pass through.
    ///
    /// When WordCheck's data is missing (``InstalledData``) and the error comes from that
    /// (no dictionary or root words for a language, no word list in the dictionary used
    /// instead), the message says so instead; a command that ran on another dictionary
    /// in its place says which, once, when it is done.
    func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
            if let note = InstalledData.takeSubstituteNote() { StandardError.write("wordcheck: \(note)\n") }
        } catch {
            guard var failure = CommandFailure(error) else {
                // An exit status (a misspelled word, say): the run itself went through.
                if let note = InstalledData.takeSubstituteNote() { StandardError.write("wordcheck: \(note)\n") }
                throw error
            }
            let substituted = InstalledData.takeSubstituteNote() != nil
            if let missing = InstalledData.missingMessage, InstalledData.isCausedByMissingData(error, substituted: substituted) {
                failure = CommandFailure(missing, status: .missingInput)
            }
            StandardError.write("wordcheck: \(failure.message)\n")
            throw ExitCode(failure.status)
        }
    }
}

enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(STDERR_FILENO, $0) }
    }
}

/// WordCheck's data: the bundled dictionaries, their word lists and the root words,
/// found beside the executable or in `../share/wordcheck` (see `scripts/install.sh`).
enum InstalledData {
    /// What to tell the user when the data cannot be found; nil when it is there.
    static var missingMessage: String? {
        guard !DictionaryLocator.hasBundledData else { return nil }
        return "WordCheck's data (bundled dictionaries, word lists, root words) is missing; looked in "
            + DictionaryLocator.bundledDataSearchedFolders.joined(separator: ", ")
            + " (scripts/install.sh installs it in PREFIX/share/wordcheck beside PREFIX/bin/wordcheck)"
    }

    /// Whether `error` is what the missing data causes: no dictionary or root words for a
    /// language, or no word list in the dictionary used in place of the bundled one.
    static func isCausedByMissingData(_ error: any Error, substituted: Bool) -> Bool {
        switch error {
        case let error as SpellCheckingError: return isCausedByMissingData(error, substituted: substituted)
        case GameError.spellChecking(let error): return isCausedByMissingData(error, substituted: substituted)
        case GameError.noRootWords: return true
        case GameError.noWordList: return substituted
        default: return false
        }
    }

    private static func isCausedByMissingData(_ error: SpellCheckingError, substituted: Bool) -> Bool {
        switch error {
        case .dictionaryNotFound: return true
        case .wordListNotFound: return substituted
        default: return false
        }
    }

    /// Remembers that a language's checker came from elsewhere because the data is missing:
    /// ``reportingFailures(_:)`` says so once, when the command is done.
    static func noteSubstitute(_ checker: HunspellChecker) {
        guard missingMessage != nil else { return }
        substitute.withLock { $0 = $0 ?? checker.dictionary.affixFile.deletingPathExtension().path }
    }

    /// The line to print after a command that ran on a substitute dictionary, once.
    static func takeSubstituteNote() -> String? {
        guard let missingMessage, let path = substitute.withLock({ $0.take() }) else { return nil }
        return "\(missingMessage); used \(path) instead"
    }

    private static let substitute = Mutex<String?>(nil)
}

/// The checker for a language, as `--lang` names it: see ``InstalledData/noteSubstitute(_:)``.
func checker(forLanguage identifier: String) throws -> HunspellChecker {
    let checker = try HunspellChecker(language: identifier)
    InstalledData.noteSubstitute(checker)
    return checker
}
