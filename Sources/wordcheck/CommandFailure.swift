import ArgumentParser
import SpellChecking
import WordValidator

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// An error shown as one line on stderr, ending the process with its exit code.
///
/// Exit codes follow sysexits: 64 usage, 66 missing or unusable input or
/// dictionary, 70 internal error.
struct CommandFailure: Error {
    let message: String
    let exitCode: ExitCode

    init(_ message: String, exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The failure for an error the libraries throw, or nil for any other error.
    init?(_ error: any Error) {
        switch error {
        case let failure as CommandFailure: self = failure
        case let error as SpellCheckingError: self.init(error)
        case let error as GameError: self.init(error)
        case let error as RootWordValidator.SetupError: self.init(error.description, exitCode: .validationFailure)
        default: return nil
        }
    }

    init(_ error: GameError) {
        switch error {
        case .spellChecking(let error): self.init(error)
        case .noRootWords, .noWordList: self.init(error.description, exitCode: ExitCode(66))
        case .invalidSetup: self.init(error.description, exitCode: .validationFailure)
        }
    }

    init(_ error: SpellCheckingError) {
        switch error {
        case .invalidLanguage:
            self.init(error.description, exitCode: .validationFailure)
        case .dictionaryNotFound(let language, let searched):
            // The library's description lists every folder; a terminal line stays short.
            let folders = searched.count == 1 ? "1 folder searched" : "\(searched.count) folders searched"
            self.init("no dictionary for '\(language)' (\(folders); `wordcheck languages` lists the ones found)",
                      exitCode: ExitCode(66))
        case .fileNotFound, .fileUnreadable, .notADictionary, .unsupportedEncoding,
             .wordListNotFound, .wordListUnusable:
            self.init(error.description, exitCode: ExitCode(66))
        case .invalidWord:
            self.init(error.description, exitCode: ExitCode(64))
        case .personalDictionaryUnusable:
            self.init(error.description, exitCode: ExitCode(73))
        }
    }
}

extension ParsableCommand {
    /// Runs `body`, turning a ``CommandFailure``, or an error of the libraries
    /// (``SpellCheckingError``, ``GameError``, a validator setup error), into its
    /// one-line message and exit code. Other errors (`ExitCode`) pass through.
    func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch {
            guard let failure = CommandFailure(error) else { throw error }
            StandardError.write("wordcheck: \(failure.message)\n")
            throw failure.exitCode
        }
    }
}

enum StandardOutput {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(STDOUT_FILENO, $0) }
    }
}

enum StandardError {
    static func write(_ text: String) {
        var text = text
        text.withUTF8 { writeAll(STDERR_FILENO, $0) }
    }
}
