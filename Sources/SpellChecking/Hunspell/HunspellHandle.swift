// The only file that calls libhunspell. Every pointer from C is received,
// converted and released here.

internal import CHunspell
import SpellCheckingCore
import Synchronization

/// One libhunspell handle, destroyed exactly once when the value ends.
///
/// Not thread-safe, like the C object it owns: ``HandlePool`` keeps each one
/// inside a `Mutex`. Being `~Copyable`, it cannot be duplicated or outlive its
/// owner, so `Hunspell_destroy` runs once per `Hunspell_create`.
struct HunspellHandle: ~Copyable {
    private let raw: OpaquePointer

    /// libhunspell 1.7.1 shares state while it creates handles; two threads
    /// creating at once can crash. Creation and destruction go one at a time,
    /// under this lock, which also counts the handles alive.
    static let lifecycleLock = Mutex(0)

    /// Creates a handle. The caller has checked both files beforehand:
    /// `Hunspell_create` reports nothing when they are missing or broken.
    init?(affixPath: String, dictionaryPath: String) {
        let created = Self.lifecycleLock.withLock { alive -> OpaquePointer? in
            let handle = Hunspell_create(affixPath, dictionaryPath)
            if handle != nil { alive += 1 }
            return handle
        }
        guard let created else { return nil }
        raw = created
    }

    /// How many handles exist in the process now.
    static var aliveCount: Int { lifecycleLock.withLock { $0 } }

    deinit {
        let raw = raw
        Self.lifecycleLock.withLock { alive in
            Hunspell_destroy(raw)
            alive -= 1
        }
    }

    /// Whether Hunspell accepts the encoded word.
    func spell(_ word: UnsafePointer<CChar>) -> Bool {
        Hunspell_spell(raw, word) != 0
    }

    /// Hunspell's suggestions for the encoded word, each decoded by `decode`, in Hunspell's order.
    func suggest(_ word: UnsafePointer<CChar>, decode: (UnsafePointer<CChar>) -> String) -> [String] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
        let count = Hunspell_suggest(raw, &list, word)
        defer { Hunspell_free_list(raw, &list, count) }
        guard count > 0, let list else { return [] }
        return (0..<Int(count)).compactMap { index in list[index].map { decode(UnsafePointer($0)) } }
    }

    /// Adds the encoded word to this handle's run-time word list. True on success.
    func add(_ word: UnsafePointer<CChar>) -> Bool {
        Hunspell_add(raw, word) == 0
    }

    /// Removes the encoded word from this handle's run-time word list. True on success.
    func remove(_ word: UnsafePointer<CChar>) -> Bool {
        Hunspell_remove(raw, word) == 0
    }
}
