// The only file that calls libhunspell. Every pointer from C is received,
// converted and released here.

internal import CHunspell
import Foundation
import SpellCheckingCore
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Creates a handle on exactly these bytes, which the caller has checked
    /// (``DictionaryFiles/validate(affixFile:wordFile:)``): libhunspell
    /// opens files by path, and a path read again after the check may name other bytes
    /// by then (a file renamed over the dictionary in between). So libhunspell reads
    /// the checked bytes from files of WordCheck's own (``StagedFiles``), gone once the
    /// handle is made. Nil when they cannot be written.
    init?(affix: Data, words: Data) {
        guard let staged = StagedFiles(affix: affix, words: words) else { return nil }
        defer { staged.remove() }
        self.init(affixPath: staged.affixPath, dictionaryPath: staged.wordPath)
    }

    /// Creates a handle on the files at these paths, as they are when libhunspell reads them.
    /// `Hunspell_create` reports nothing when they are missing or broken.
    private init?(affixPath: String, dictionaryPath: String) {
        let created = Self.lifecycleLock.withLock { alive -> OpaquePointer? in
            let handle = HunspellCallTimeLimit.watch(.load) { Hunspell_create(affixPath, dictionaryPath) }
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
            Self.destroy(raw)
            alive -= 1
        }
    }

    /// Destroys a handle; call it under ``lifecycleLock``.
    ///
    /// libhunspell 1.7.1 keeps one table of Unicode case mappings for every UTF-8
    /// handle in the process, counted: a UTF-8 handle takes two references and gives
    /// them back when destroyed, but destroying a handle of an 8-bit dictionary gives
    /// one back that it never took. Two of those, and the table is freed under the
    /// UTF-8 handles still in use: they stop mapping case (`Hello` refused where `hello`
    /// is a word) or read freed memory. So one reference is taken before each
    /// destruction: the count never falls below what the live handles hold, and the
    /// table (under 400 KB) stays once made. Nothing is done where libhunspell does not
    /// export the function that takes a reference.
    static func destroy(_ raw: OpaquePointer) {
        if let retain = caseTableRetain { retain() }
        Hunspell_destroy(raw)
    }

    /// libhunspell's `initialize_utf_tbl()` (a C++ function, looked up by its mangled name),
    /// which takes one reference on the case table; nil where it is not exported.
    private static let caseTableRetain: (@convention(c) () -> Void)? = {
        #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
        #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
        #endif
        guard let symbol = dlsym(everywhere, "_Z18initialize_utf_tblv") else { return nil }
        return unsafeBitCast(symbol, to: (@convention(c) () -> Void).self)
    }()

    /// Whether Hunspell accepts the encoded word.
    func spell(_ word: UnsafePointer<CChar>) -> Bool {
        let raw = raw
        return HunspellCallTimeLimit.watch(.check) { Hunspell_spell(raw, word) != 0 }
    }

    /// Hunspell's suggestions for the encoded word, each decoded by `decode`, in Hunspell's order.
    func suggest(_ word: UnsafePointer<CChar>, decode: (UnsafePointer<CChar>) -> String) -> [String] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
        let raw = raw
        let count = HunspellCallTimeLimit.watch(.suggest) { Hunspell_suggest(raw, &list, word) }
        defer { Hunspell_free_list(raw, &list, count) }
        guard count > 0, let list else { return [] }
        return (0..<Int(count)).compactMap { index in list[index].map { decode(UnsafePointer($0)) } }
    }

    /// libhunspell's analyses (`Hunspell_analyze`) or stems (`Hunspell_stem`) of the encoded word, as bytes.
    func morphology(_ word: UnsafePointer<CChar>, stems: Bool) -> [[UInt8]] {
        var list: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = nil
        let raw = raw
        let count = HunspellCallTimeLimit.watch(.suggest) {
            stems ? Hunspell_stem(raw, &list, word) : Hunspell_analyze(raw, &list, word)
        }
        defer { Hunspell_free_list(raw, &list, count) }
        guard count > 0, let list else { return [] }
        return (0..<Int(count)).compactMap { index in
            list[index].map { Array(UnsafeRawBufferPointer(start: $0, count: strlen($0))) }
        }
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

/// A dictionary's checked bytes as files libhunspell can open by path, and that nothing
/// else can change: anonymous files in memory on Linux (`/proc/self/fd/N`), elsewhere (or
/// when those are not available) files in a new folder only this user can enter. Both
/// are removed by ``remove()``, right after `Hunspell_create` has read them.
private struct StagedFiles {
    let affixPath: String
    let wordPath: String
    private var descriptors: [Int32] = []
    private var folder: String?

    init?(affix: Data, words: Data) {
        if let affixFile = Self.memoryFile(affix, name: "wordcheck.aff") {
            if let wordFile = Self.memoryFile(words, name: "wordcheck.dic") {
                descriptors = [affixFile, wordFile]
                affixPath = "/proc/self/fd/\(affixFile)"
                wordPath = "/proc/self/fd/\(wordFile)"
                return
            }
            close(affixFile)
        }
        let base = ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
        var template = Array((base.hasSuffix("/") ? base : base + "/").utf8CString.dropLast()) + Array("wordcheck-XXXXXX".utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let folder = String(cString: made)
        affixPath = folder + "/dictionary.aff"
        wordPath = folder + "/dictionary.dic"
        self.folder = folder
        guard Self.writeFile(affix, to: affixPath), Self.writeFile(words, to: wordPath) else {
            remove()
            return nil
        }
    }

    /// An anonymous file in memory holding `bytes`, readable through its `/proc/self/fd`
    /// path; nil where there are none, or when `/proc` is not mounted.
    private static func memoryFile(_ bytes: Data, name: String) -> Int32? {
        let descriptor = wordcheck_memory_file(name)
        guard descriptor >= 0 else { return nil }
        guard writeAll(bytes, to: descriptor), access("/proc/self/fd/\(descriptor)", R_OK) == 0 else {
            close(descriptor)
            return nil
        }
        return descriptor
    }

    /// Writes `bytes` to a new file at `path` (which must not exist), readable by this user alone.
    private static func writeFile(_ bytes: Data, to path: String) -> Bool {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return writeAll(bytes, to: descriptor)
    }

    private static func writeAll(_ bytes: Data, to descriptor: Int32) -> Bool {
        bytes.withUnsafeBytes { raw -> Bool in
            var offset = 0
            while offset < raw.count {
                let written = write(descriptor, raw.baseAddress! + offset, raw.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return false
                }
                offset += written
            }
            return true
        }
    }

    func remove() {
        for descriptor in descriptors { close(descriptor) }
        if let folder {
            unlink(affixPath)
            unlink(wordPath)
            rmdir(folder)
        }
    }
}
