import SpellCheckingCore
import Synchronization

/// The words one checker passes over (UIKit's `ignoreWord(_:)`), for ``HunspellChecker``
/// and ``TextChecker`` alike: kept in the order given, compared in NFC, under a lock.
final class IgnoredWords: Sendable {
    private let state = Mutex<(ordered: [String], keys: Set<String>)>(([], []))
    /// Whether any word was ever added: most checkers ignore none, and ask on every word.
    private let hasWords = Atomic(false)

    /// Adds `word`; a word already there (in any normalisation) is not added twice.
    func insert(_ word: String) {
        let key = CanonicalComposition.composed(word)
        state.withLock { state in
            if state.keys.insert(key).inserted { state.ordered.append(word) }
            hasWords.store(true, ordering: .releasing)
        }
    }

    /// Whether `word` was added, in any normalisation.
    func contains(_ word: String) -> Bool {
        guard hasWords.load(ordering: .acquiring) else { return false }
        return state.withLock { $0.keys.contains(CanonicalComposition.composed(word)) }
    }

    /// Whether no word was added: the common case, which costs one atomic load.
    var isEmpty: Bool { !hasWords.load(ordering: .acquiring) }

    /// The words, in the order they were added, as given.
    var words: [String] { state.withLock { $0.ordered } }

    /// Forgets every word.
    func removeAll() {
        state.withLock { state in
            state = ([], [])
            hasWords.store(false, ordering: .releasing)
        }
    }
}
