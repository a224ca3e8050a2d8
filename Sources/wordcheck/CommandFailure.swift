import ArgumentParser
import SpellChecking

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

    init(_ error: SpellCheckingError) {
        switch error {
        case .invalidLanguage:
            self.init(error.description, exitCode: .validationFailure)
        case .dictionaryNotFound, .fileNotFound, .fileUnreadable, .notADictionary, .unsupportedEncoding:
            self.init(error.description, exitCode: ExitCode(66))
        case .invalidWord:
            self.init(error.description, exitCode: ExitCode(64))
        case .personalDictionaryUnusable:
            self.init(error.description, exitCode: ExitCode(73))
        }
    }
}

extension ParsableCommand {
    /// Runs `body`, turning a ``CommandFailure`` into its message and exit code.
    func reportingFailures(_ body: () throws -> Void) throws {
        do {
            try body()
        } catch let failure as CommandFailure {
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
