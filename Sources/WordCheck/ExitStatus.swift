/// The exit statuses of WordCheck's programs, `wordcheck` and `wordcheck-server`, named
/// once, with the one rule that turns the libraries' errors into them.
///
/// The numbers are those of `sysexits.h` where one fits, so that scripts can tell a
/// misspelled word (1) from a missing dictionary (66). A front end of your own that
/// ends a process on these errors can end it the same way:
///
/// ```swift
/// do {
///     let checker = try HunspellChecker(language: "es")
///     ...
/// } catch {
///     exit(ExitStatus(error).rawValue)  // 64 for a malformed code, 66 for no dictionary
/// }
/// ```
public enum ExitStatus: Int32, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// Everything went through: every word correct or accepted, or the service was stopped by a signal.
    case success = 0
    /// A word is misspelled or rejected, or there is nothing to show (no completion);
    /// also every failure in hunspell's own options, as hunspell ends then.
    case misspelledOrRejected = 1
    /// The command line is wrong (`EX_USAGE`): a malformed language code, an empty root.
    case usage = 64
    /// A dictionary, word list, data folder or input file is missing or unusable (`EX_NOINPUT`).
    case missingInput = 66
    /// A program or service that is needed is not there (`EX_UNAVAILABLE`):
    /// `wordcheck serve` without wordcheck-server, an address the service cannot listen on.
    case unavailable = 69
    /// Something failed that no input explains: a bug, reported as such (`EX_SOFTWARE`).
    case internalError = 70
    /// A file cannot be created or written (`EX_CANTCREAT`): learned words cannot be saved.
    case cannotCreate = 73

    /// The status for an error of the spell checker.
    ///
    /// A malformed language code or word is a usage error (64), a personal dictionary
    /// that cannot be written is ``cannotCreate`` (73), and every other error (no
    /// dictionary, an unreadable or malformed file, no word list) is ``missingInput`` (66).
    public init(_ error: SpellCheckingError) {
        switch error {
        case .invalidLanguage, .invalidWord:
            self = .usage
        case .dictionaryNotFound, .variantNotFound, .fileNotFound, .fileUnreadable, .notADictionary, .unsupportedEncoding,
             .wordListNotFound, .wordListUnusable:
            self = .missingInput
        case .personalDictionaryUnusable:
            self = .cannotCreate
        }
    }

    /// The status for an error of a game: a setup the rules refuse is a usage error (64),
    /// missing root words or word list is ``missingInput`` (66), and a spell-checker
    /// error has the status of that ``SpellCheckingError``.
    public init(_ error: GameError) {
        switch error {
        case .spellChecking(let error): self.init(error)
        case .noRootWords, .noWordList: self = .missingInput
        case .invalidSetup(let error): self.init(error)
        }
    }

    /// The status for a root or rules the validator refuses: a usage error (64).
    public init(_ error: RootWordValidator.SetupError) {
        self = .usage
    }

    /// The status for a puzzle the word-game queries refuse: a usage error (64).
    public init(_ error: PuzzleError) {
        self = .usage
    }

    /// The status for an error the libraries throw (``SpellCheckingError``, ``GameError``,
    /// ``RootWordValidator/SetupError``, ``PuzzleError``), or nil for any other error.
    public init?(for error: any Error) {
        switch error {
        case let error as SpellCheckingError: self.init(error)
        case let error as GameError: self.init(error)
        case let error as RootWordValidator.SetupError: self.init(error)
        case let error as PuzzleError: self.init(error)
        default: return nil
        }
    }

    /// The number and its name, such as `66 (missing input)`.
    public var description: String {
        let name = switch self {
        case .success: "success"
        case .misspelledOrRejected: "misspelled or rejected"
        case .usage: "usage error"
        case .missingInput: "missing input"
        case .unavailable: "unavailable"
        case .internalError: "internal error"
        case .cannotCreate: "cannot create"
        }
        return "\(rawValue) (\(name))"
    }
}
