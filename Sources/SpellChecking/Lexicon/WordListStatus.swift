import Foundation

/// What a dictionary's word list does for its checker.
///
/// A list (`name.words`) is the fast path of ``HunspellChecker/isCorrect(_:)`` only
/// when it was made from exactly the dictionary's files: it records their digest,
/// and a list made from other files is never trusted with a verdict.
public enum WordListStatus: Sendable, Equatable, CustomStringConvertible {
    /// The list answers the words it can; libhunspell answers the rest.
    case active
    /// The dictionary has no word list: libhunspell answers everything.
    case missing
    /// The list was made from other `.aff`/`.dic` files (another dictionary, or an older
    /// version of this one, or the files changed on disk before libhunspell loaded them):
    /// libhunspell answers everything. Completions still use it.
    case madeFromOtherFiles
    /// The list cannot be read or is damaged (the reason says why): libhunspell answers everything.
    case unusable(String)
    /// ``HunspellChecker/remove(_:)`` took a word out, so the list no longer matches
    /// libhunspell's verdicts: libhunspell answers everything until the process ends.
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
    static func resolve(_ list: Result<WordList, SpellCheckingError>, digest: [UInt8]?) -> (lexicon: WordList?, problem: WordListStatus?) {
        switch list {
        case .success(let words) where words.sourceDigest == digest: (words, nil)
        case .success: (nil, .madeFromOtherFiles)
        case .failure(.wordListNotFound): (nil, .missing)
        case .failure(let error): (nil, .unusable(error.description))
        }
    }
}

extension DictionaryDescriptor {
    /// Whether this dictionary's word list would be the fast path of a checker made
    /// from it, read from the files now (the list, and the dictionary's two files for
    /// their digest); libhunspell is not loaded. What `wordcheck languages` shows.
    public func wordListStatus() -> WordListStatus {
        guard FileManager.default.fileExists(atPath: wordListFile.path) else { return .missing }
        let list = Result { () throws(SpellCheckingError) in try WordList(contentsOf: wordListFile) }
        let digest: [UInt8]?
        do {
            digest = try DictionaryFiles.validate(affixFile: affixFile, wordFile: wordFile, keepingContents: true).digest
        } catch {
            return .unusable("the dictionary itself cannot be loaded: \(error)")
        }
        return WordListStatus.resolve(list, digest: digest).problem ?? .active
    }
}
