import SpellCheckingCore
import Foundation
import Synchronization  // Atomic; Mutex too, unless ThreadSanitizerMutex.swift stands in for it
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The libhunspell handles of one dictionary, each behind its own lock.
///
/// A handle is not thread-safe, so one handle serialises every caller. The pool
/// starts with one handle (or none, when made with `loadingFirstHandle: false`:
/// then the first call that needs one loads it) and loads another only when a
/// caller finds every loaded handle busy, up to ``maximumHandles``; a program that
/// checks words from one thread never pays for a second. Each handle after the first
/// one loaded by the initialiser is made from the bytes `source` returns (the
/// dictionary reads and checks its files again: they may have changed since), and
/// none is made when it returns nil. libhunspell never opens the dictionary's own
/// paths: it reads the checked bytes (``HunspellHandle/init(affix:words:)``). Run-time word changes (add, remove) are applied to every loaded
/// handle and replayed on handles loaded later, so all handles give the same answers.
final class HandlePool: Sendable {
    /// One handle and its lock. A class, because `Mutex` cannot live in an array.
    private final class Slot: Sendable {
        let handle: Mutex<HunspellHandle?>
        init(_ handle: consuming sending HunspellHandle?) { self.handle = Mutex(handle) }
    }

    /// A run-time change to the word list, kept to replay on later handles.
    /// The word is stored encoded for the dictionary and NUL-terminated.
    struct Change: Sendable {
        enum Kind: Sendable { case add, remove }
        let kind: Kind
        let word: [CChar]

        static func add(_ word: [CChar]) -> Change { Change(kind: .add, word: word) }
        static func remove(_ word: [CChar]) -> Change { Change(kind: .remove, word: word) }

        /// Applies the change; true when libhunspell took it.
        func apply(to handle: borrowing HunspellHandle) -> Bool {
            word.withUnsafeBufferPointer { word in
                kind == .add ? handle.add(word.baseAddress!) : handle.remove(word.baseAddress!)
            }
        }
    }

    /// The most handles one dictionary may have: one per processor, at most 8.
    static let maximumHandles = max(1, min(ProcessInfo.processInfo.activeProcessorCount, 8))

    /// The checked bytes of the dictionary's two files, for each handle loaded after
    /// initialisation; nil stops the load.
    private let source: @Sendable () -> (affix: Data, words: Data)?
    private let slots: [Slot]
    /// `slots[0]`, kept apart so the single-handle path skips the array.
    private let firstSlot: Slot
    /// How many slots hold a handle; only ever grows, and only under `growth`.
    private let loadedCount: Atomic<Int>
    /// Serialises loading handles and changing words, and keeps the changes in order.
    private let growth = Mutex<[Change]>([])

    /// Loads the first handle now from `first` (checked bytes), or, without them, leaves it
    /// for the first call that needs one. Returns nil when libhunspell cannot create it now.
    init?(first contents: (affix: Data, words: Data)?, source: @escaping @Sendable () -> (affix: Data, words: Data)?) {
        var first: HunspellHandle? = nil
        if let contents {
            guard let handle = HunspellHandle(affix: contents.affix, words: contents.words) else { return nil }
            first = consume handle
        }
        self.source = source
        let loaded = first != nil
        var slots = [Slot(first)]
        for _ in 1..<Self.maximumHandles { slots.append(Slot(nil)) }
        self.slots = slots
        self.firstSlot = slots[0]
        self.loadedCount = Atomic(loaded ? 1 : 0)
    }

    /// How many handles are loaded now.
    var handleCount: Int { loadedCount.load(ordering: .acquiring) }

    /// Each thread's preferred slot: the one it last got. Threads that keep to
    /// their own handle do not bounce one lock and one handle's memory between
    /// processors.
    private static let preferredSlot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// Runs `body` with a handle no other thread is using.
    ///
    /// Tries this thread's preferred handle first, then the others, without
    /// waiting; when all are busy, loads another if the pool may grow, and
    /// otherwise waits for the preferred one.
    /// Nil when no handle is loaded and none can be (``init(first:source:)``'s `source`
    /// returned nil: the files changed into ones that fail their checks).
    @inline(__always)
    func withHandle<Result: Sendable>(_ body: @Sendable (borrowing HunspellHandle) -> Result) -> Result? {
        let count = loadedCount.load(ordering: .acquiring)
        // The common case, one handle, needs no thread-specific lookup.
        if count == 1, let result = firstSlot.handle.withLockIfAvailable({ handle in body(handle!) }) {
            return result
        }
        if count == 0 {
            // The first handle, loaded on first use; another thread may have loaded it meanwhile.
            guard loadFirst() else { return nil }
            return withAnyHandle(count: loadedCount.load(ordering: .acquiring), body)
        }
        return withAnyHandle(count: count, body)
    }

    /// Loads the first handle unless one is loaded; false when it cannot be.
    private func loadFirst() -> Bool {
        growth.withLock { changes in loadLocked(changes: changes, whenCountIs: 0) } != nil
            || loadedCount.load(ordering: .acquiring) > 0
    }

    /// The contended path of ``withHandle(_:)``.
    private func withAnyHandle<Result: Sendable>(count: Int, _ body: @Sendable (borrowing HunspellHandle) -> Result) -> Result {
        let preferred = min(Int(bitPattern: pthread_getspecific(Self.preferredSlot)), count - 1)
        for offset in 0..<count {
            let index = preferred + offset < count ? preferred + offset : preferred + offset - count
            // Every slot below loadedCount holds a handle.
            if let result = slots[index].handle.withLockIfAvailable({ handle in body(handle!) }) {
                if offset != 0 { prefer(index) }
                return result
            }
        }
        guard count < slots.count, let index = grow() else {
            return slots[preferred].handle.withLock { handle in body(handle!) }
        }
        prefer(index)
        return slots[index].handle.withLock { handle in body(handle!) }
    }

    private func prefer(_ index: Int) {
        pthread_setspecific(Self.preferredSlot, UnsafeRawPointer(bitPattern: index))
    }

    /// Applies a word change to every handle, and remembers it for handles loaded later.
    ///
    /// Returns whether libhunspell took the change; when the first handle refuses
    /// it, nothing is recorded and the others are left alone. With `loading` false and
    /// no handle loaded yet, no handle is loaded for it: the change waits for the first
    /// handle, which replays it as it replays every change, and true is returned
    /// without libhunspell's verdict.
    func apply(_ change: Change, loading: Bool = true) -> Bool {
        growth.withLock { changes in
            // libhunspell decides whether it takes the change: its first handle must exist.
            if loadedCount.load(ordering: .acquiring) == 0 {
                guard loading else {
                    changes.append(change)
                    return true
                }
                guard loadLocked(changes: changes, whenCountIs: 0) != nil else { return false }
            }
            let count = loadedCount.load(ordering: .acquiring)
            guard slots[0].handle.withLock({ handle in change.apply(to: handle!) }) else { return false }
            for index in 1..<count {
                _ = slots[index].handle.withLock { handle in change.apply(to: handle!) }
            }
            changes.append(change)
            return true
        }
    }

    /// Runs `body` with the handle in slot `index`, waiting for it; nil when that slot is empty.
    /// For tests that need a particular handle.
    func withHandle<Result: Sendable>(at index: Int, _ body: @Sendable (borrowing HunspellHandle) -> Result) -> Result? {
        guard index < loadedCount.load(ordering: .acquiring) else { return nil }
        return slots[index].handle.withLock { handle in body(handle!) }
    }

    /// Loads one more handle, replays the word changes on it and publishes it.
    /// Returns its slot, or nil when the pool is full or libhunspell fails.
    func grow() -> Int? {
        growth.withLock { changes -> Int? in
            loadLocked(changes: changes, whenCountIs: nil)
        }
    }

    /// Loads the next handle under `growth` (when the pool holds `expected` handles, if
    /// given), replaying `changes`. Returns its slot, or nil.
    private func loadLocked(changes: [Change], whenCountIs expected: Int?) -> Int? {
        let count = loadedCount.load(ordering: .acquiring)
        guard count < slots.count, expected == nil || count == expected, let contents = source() else { return nil }
        // The handle is made inside its slot's lock; no other thread looks
        // at a slot at or above loadedCount.
        let loaded = slots[count].handle.withLock { slot -> Bool in
            slot = HunspellHandle(affix: contents.affix, words: contents.words)
            guard slot != nil else { return false }
            for change in changes { _ = change.apply(to: slot!) }
            return true
        }
        guard loaded else { return nil }
        loadedCount.store(count + 1, ordering: .releasing)
        return count
    }
}
