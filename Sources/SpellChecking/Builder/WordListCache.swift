import Foundation
import SpellCheckingCore
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
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let temporary = folder.appendingPathComponent(".\(target.lastPathComponent).\(getpid()).\(UInt64.random(in: 0...UInt64.max)).tmp")
            try list.write(to: temporary, options: .withoutOverwriting)
            guard rename(temporary.path, target.path) == 0 else {
                let reason = String(cString: strerror(errno))
                try? FileManager.default.removeItem(at: temporary)
                throw SpellCheckingError.wordListUnusable(path: target.path, reason: "it could not be put in place: \(reason)")
            }
        } catch let error as SpellCheckingError {
            throw error
        } catch {
            throw .wordListUnusable(path: target.path, reason: "it could not be written: \(error.localizedDescription)")
        }
        return target
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
    /// digest; else the user's cached list for them; else the list beside them, whatever it
    /// records (its status then says why it is not used); nil when there is none.
    static func file(forDigest digest: [UInt8]?, beside: URL, cache: WordListCache = .standard()) -> URL? {
        let manager = FileManager.default
        guard let digest else { return manager.fileExists(atPath: beside.path) ? beside : nil }
        if let bundled = BundledWordLists.list(forDigest: digest) { return bundled }
        if manager.fileExists(atPath: beside.path), WordList.recordedDigest(ofFileAt: beside) == digest { return beside }
        let cached = cache.file(forDigest: digest)
        if manager.fileExists(atPath: cached.path) { return cached }
        return manager.fileExists(atPath: beside.path) ? beside : nil
    }
}
