import Foundation

/// What a dictionary's word list does for its checker.
///
/// A list (`name.words`) is the fast path of `HunspellChecker.isCorrect(_:)` only
/// when it was made from exactly the dictionary's files: it records their digest,
/// and a list made from other files is never trusted with a verdict.
public enum WordListStatus: Sendable, Equatable, CustomStringConvertible {
    /// The list answers the words it can; the checker's backend (the Swift engine, or
    /// libhunspell when chosen) answers the rest.
    case active
    /// The dictionary has no word list: the backend answers everything.
    case missing
    /// The list was made from other `.aff`/`.dic` files (another dictionary, or an older
    /// version of this one, or the files changed on disk before libhunspell loaded them):
    /// the backend answers everything. Completions still use it.
    case madeFromOtherFiles
    /// The list cannot be read or is damaged (the reason says why): the backend answers everything.
    case unusable(String)
    /// `HunspellChecker.remove(_:)` took a word out, so the list no longer matches
    /// libhunspell's verdicts: the backend, which holds the removal, answers everything
    /// until the process ends.
    case offAfterRemoval

    public var description: String {
        switch self {
        case .active: "word list in use"
        case .missing: "no word list"
        case .madeFromOtherFiles: "word list made from other files: not used"
        case .unusable(let reason): "word list not used: \(reason)"
        case .offAfterRemoval: "word list off after a removal"
        }
    }
}

extension WordListStatus {
    /// The fast path a list gives a dictionary whose files have `digest`: the list, when it
    /// was made from those files, or why not.
    package static func resolve(_ list: Result<WordList, SpellCheckingError>, digest: [UInt8]?) -> (lexicon: WordList?, problem: WordListStatus?) {
        switch list {
        case .success(let words) where words.sourceDigest == digest: (words, nil)
        case .success: (nil, .madeFromOtherFiles)
        case .failure(.wordListNotFound): (nil, .missing)
        case .failure(let error): (nil, .unusable(error.description))
        }
    }
}
