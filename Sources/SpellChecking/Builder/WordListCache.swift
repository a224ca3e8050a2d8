import Foundation
import SpellCheckingCore
import Synchronization
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The word lists a user has built (``WordListBuilder``), kept per user and found by the
/// digest of the dictionary files they were built from, wherever those files lie.
///
/// The folder is `$WORDCHECK_CACHE_DIR` when set, else `$XDG_CACHE_HOME/wordcheck/words`,
/// else `~/.cache/wordcheck/words`. Each list is named by the hexadecimal SHA-256 digest
/// of its dictionary's `.aff` and `.dic` files: ``HunspellChecker`` looks there for a dictionary
/// with no list of its own, so a list built once serves every copy of the same files. A
/// list is written to a file of its own and renamed into place, so two builders writing at
/// once leave one whole list; a list is read with every check a list gets (a truncated or
/// forged file is refused, and one that records other files' digest is never used).
///
/// A cached list is trusted only where nobody else could have written it, as ssh treats
/// `~/.ssh` (``distrust(of:)``): the file and its folder belong to the user running or to
/// root and are writable by nobody else, and so is every folder above them (or it has the
/// sticky bit, as `/tmp` does). Otherwise the list is ignored, with a one-line warning on
/// standard error, and libhunspell answers for the dictionary. A store removes the
/// temporary files that killed or failed stores left behind, and a failed store leaves none.
public struct WordListCache: Sendable, Equatable {
    /// The folder the lists are kept in.
    public let folder: URL

    /// A cache in `folder`.
    public init(folder: URL) {
        self.folder = folder
    }

    /// The environment variable that names the folder, before the XDG one.
    public static let environmentVariable = "WORDCHECK_CACHE_DIR"

    /// The user's cache, as the environment names it.
    public static func standard(environment: [String: String] = ProcessInfo.processInfo.environment) -> WordListCache {
        if let folder = environment[environmentVariable], !folder.isEmpty {
            return WordListCache(folder: URL(fileURLWithPath: folder, isDirectory: true))
        }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") {
            return WordListCache(folder: URL(fileURLWithPath: base, isDirectory: true).appendingPathComponent("wordcheck/words"))
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return WordListCache(folder: URL(fileURLWithPath: home, isDirectory: true).appendingPathComponent(".cache/wordcheck/words"))
    }

    /// Where the list of the dictionary whose files have `digest` is kept.
    public func file(forDigest digest: [UInt8]) -> URL {
        folder.appendingPathComponent(digest.map { String($0, radix: 16).leftPadded(to: 2) }.joined() + ".words")
    }

    /// Whether the cache holds any list: a dictionary is digested to look for one only then.
    public var isEmpty: Bool {
        !((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).contains { $0.hasSuffix(".words") }
    }

    /// Stores `list`, the bytes of a `.words` file, under the digest it records, and returns
    /// where. The bytes are written to a new file beside and renamed over the old list, so a
    /// reader sees the old list or the new one, whole.
    ///
    /// - Throws: ``SpellCheckingError/wordListUnusable(path:reason:)`` when the bytes are not
    ///   a list or cannot be written.
    @discardableResult
    public func store(_ list: Data) throws(SpellCheckingError) -> URL {
        let words = try WordList(data: list, name: "the list to store")
        let target = file(forDigest: words.sourceDigest)
        let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
        do {
            // Writable by its owner alone, whatever the umask: a cache others can write is not trusted.
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true,
                                                    attributes: [.posixPermissions: 0o755])
            removeStaleTemporaries()
            try list.write(to: temporary, options: .withoutOverwriting)
            guard chmod(temporary.path, 0o644) == 0, rename(temporary.path, target.path) == 0 else {
                let reason = String(cString: strerror(errno))
                throw SpellCheckingError.wordListUnusable(path: target.path, reason: "it could not be put in place: \(reason)")
            }
        } catch let error as SpellCheckingError {
            unlink(temporary.path)
            throw error
        } catch {
            // A full disk, say: the partial file goes too.
            unlink(temporary.path)
            throw .wordListUnusable(path: target.path, reason: "it could not be written: \(error.localizedDescription)")
        }
        return target
    }

    /// Removes the temporary files (`.DIGEST.words.PID.N.tmp`) of stores whose process is
    /// gone: killed, or ended by a failure, before the rename.
    func removeStaleTemporaries() {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return }
        for entry in entries where entry.hasPrefix(".") && entry.hasSuffix(".tmp") && entry.contains(".words.") {
            let fields = entry.split(separator: ".")
            // "", DIGEST, "words", PID, N, "tmp" (the leading dot makes no field).
            guard fields.count == 5, fields[1] == "words", let pid = pid_t(fields[2]), pid > 0 else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH { unlink(folder.appendingPathComponent(entry).path) }
        }
    }

    /// Why the list at `file` cannot be trusted, or nil when it can: it must be a regular
    /// file, and it, its folder and every folder above must belong to the user running
    /// (the effective user) or to root and be writable by nobody else; a folder above the
    /// list's own may be writable by others when it has the sticky bit (`/tmp`), since
    /// others can then rename or remove nothing of the user's in it.
    public static func distrust(of file: URL) -> String? {
        let user = geteuid()
        var status = stat()
        guard lstat(file.path, &status) == 0 else { return "it cannot be examined (\(String(cString: strerror(errno))))" }
        guard status.st_mode & S_IFMT == S_IFREG else { return "it is not a regular file" }
        guard status.st_uid == user || status.st_uid == 0 else { return "it belongs to another user (uid \(status.st_uid))" }
        guard status.st_mode & 0o022 == 0 else { return "others may write it (mode \(String(status.st_mode & 0o777, radix: 8)))" }
        var folder = file.deletingLastPathComponent().standardizedFileURL.path
        var own = true
        while true {
            guard stat(folder, &status) == 0 else { return "\(folder) cannot be examined (\(String(cString: strerror(errno))))" }
            guard status.st_uid == user || status.st_uid == 0 else { return "\(folder) belongs to another user (uid \(status.st_uid))" }
            let sticky = status.st_mode & S_ISVTX != 0
            if status.st_mode & 0o022 != 0 && (own || !sticky) {
                return "others may write \(folder) (mode \(String(status.st_mode & 0o7777, radix: 8)))"
            }
            own = false
            if folder == "/" { return nil }
            folder = (folder as NSString).deletingLastPathComponent
            if folder.isEmpty { folder = "/" }
        }
    }

    /// The paths already warned about, so a process says it once a list.
    private static let warned = Mutex<Set<String>>([])

    /// ``distrust(of:)``, with the one-line warning on standard error the first time.
    static func isTrusted(_ file: URL) -> Bool {
        guard let reason = distrust(of: file) else { return true }
        if warned.withLock({ $0.insert(file.path).inserted }) {
            FileHandle.standardError.write(Data("wordcheck: ignoring the cached word list \(file.path): \(reason)\n".utf8))
        }
        return false
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}

/// Which list answers for a dictionary's files.
enum WordListSources {
    /// The list for the files with `digest` whose own list would lie at `beside`: a bundled
    /// dictionary's list for its files; else the list beside them when it records their
    /// digest; else the user's cached list for them, when it is trusted
    /// (``WordListCache/distrust(of:)``); else the list beside them, whatever it
    /// records (its status then says why it is not used); nil when there is none.
    static func file(forDigest digest: [UInt8]?, beside: URL, cache: WordListCache = .standard()) -> URL? {
        let manager = FileManager.default
        guard let digest else { return manager.fileExists(atPath: beside.path) ? beside : nil }
        if let bundled = BundledWordLists.list(forDigest: digest) { return bundled }
        if manager.fileExists(atPath: beside.path), WordList.recordedDigest(ofFileAt: beside) == digest { return beside }
        let cached = cache.file(forDigest: digest)
        if manager.fileExists(atPath: cached.path), WordListCache.isTrusted(cached) { return cached }
        return manager.fileExists(atPath: beside.path) ? beside : nil
    }
}
