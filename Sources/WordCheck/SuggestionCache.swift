import Synchronization

/// Suggestions remembered by word, for callers that meet the same misspellings again
/// and again: an editor's pipe, a service answering many texts.
///
/// At most ``limit`` words are kept; when that many are, the cache is emptied and fills
/// again (no clock, no order kept: a cached answer is the one the checker gave).
/// Empty it with ``removeAll()`` when the checker's answers may have changed (a word
/// added to its dictionary).
///
/// **Threads.** `Sendable`: the words are behind a lock, which is not held while a
/// suggestion is made, so two threads asking for the same new word may both make it.
public final class SuggestionCache: Sendable {
    /// The number of words a cache keeps unless told otherwise: 4,096.
    public static let defaultLimit = 4_096

    /// The most words kept before the cache is emptied.
    public let limit: Int
    private let entries = Mutex<[String: [String]]>([:])

    /// A cache of up to `limit` words (at least 1).
    public init(limit: Int = SuggestionCache.defaultLimit) {
        self.limit = max(1, limit)
    }

    /// The suggestions kept for `word`, or those `make` returns, which are kept.
    public func suggestions(for word: String, making make: () -> [String]) -> [String] {
        if let known = entries.withLock({ $0[word] }) { return known }
        let made = make()
        entries.withLock { entries in
            if entries.count >= limit { entries.removeAll(keepingCapacity: true) }
            entries[word] = made
        }
        return made
    }

    /// Forgets every word.
    public func removeAll() {
        entries.withLock { $0.removeAll() }
    }
}
