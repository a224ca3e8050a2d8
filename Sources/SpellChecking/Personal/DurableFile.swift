import SpellCheckingCore
import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Replaces a file's contents so that a crash at any moment leaves either the old
/// contents or the new, never a mix, a truncated file or a stray temporary.
///
/// The bytes go to a temporary file in the same folder (`.NAME.PID-N.tmp`), which
/// is flushed to disk, renamed over the file, and the folder is flushed so the
/// rename itself survives a power cut. Temporaries that an earlier, interrupted
/// write left behind are removed by the next write (callers hold the file's lock,
/// so no temporary can be another writer's).
enum DurableFile {
    /// Why a write failed: what was being done, and the system's reason.
    struct Failure: Error, CustomStringConvertible {
        let step: String
        let code: Int32

        var description: String { "\(step): \(String(cString: strerror(code)))" }
    }

    private static let counter = Atomic<Int>(0)

    static func replace(_ url: URL, with data: Data) throws {
        // A list linked into place (from a dotfiles repository, say) is written where the
        // link leads, in that folder, so the link stays a link.
        let url = URL(fileURLWithPath: target(of: url.path))
        let folder = url.deletingLastPathComponent().path
        let name = url.lastPathComponent
        removeStaleTemporaries(of: name, in: folder)
        let temporary = folder + "/.\(name).\(getpid())-\(counter.add(1, ordering: .relaxed).newValue).tmp"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw Failure(step: "creating \(temporary)", code: errno) }
        var closed = false
        defer { if !closed { close(descriptor) } }
        do {
            try data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) throws in
                var offset = 0
                while offset < buffer.count {
                    let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                    if written < 0 {
                        if errno == EINTR { continue }
                        throw Failure(step: "writing \(temporary)", code: errno)
                    }
                    offset += written
                }
            }
            guard fsync(descriptor) == 0 else { throw Failure(step: "flushing \(temporary)", code: errno) }
            closed = true
            guard close(descriptor) == 0 else { throw Failure(step: "closing \(temporary)", code: errno) }
            guard rename(temporary, url.path) == 0 else { throw Failure(step: "renaming over \(url.path)", code: errno) }
        } catch {
            unlink(temporary)
            throw error
        }
        // The rename is in the folder's entries: flush those too (best effort: some
        // file systems refuse to fsync a folder, and the data is already safe).
        let folderDescriptor = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// The file `path` leads to: itself, or where its chain of symbolic links ends (a
    /// link may name a file that does not exist yet). A chain longer than the system's
    /// own limit (40 links) is left at the last link read: opening it fails as usual.
    static func target(of path: String) -> String {
        var path = path
        for _ in 0..<40 {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFLNK else { return path }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(path, &buffer, buffer.count - 1)
            guard length > 0 else { return path }
            let destination = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            path = destination.hasPrefix("/") ? destination
                : (path as NSString).deletingLastPathComponent + "/" + destination
        }
        return path
    }

    /// Makes `folder` and the folders above it that are missing. Foundation's errors for
    /// this read "NSCocoaErrorDomain error 512" on Linux; the system's reason is the one
    /// worth showing.
    static func makeFolders(_ folder: String) throws(Failure) {
        var path = ""
        for component in folder.split(separator: "/", omittingEmptySubsequences: true) {
            path += "/" + component
            if mkdir(path, 0o755) == 0 { continue }
            let code = errno
            var status = stat()
            guard code == EEXIST, stat(path, &status) == 0 else { throw Failure(step: "making \(path)", code: code) }
            guard status.st_mode & S_IFMT == S_IFDIR else { throw Failure(step: "making \(path)", code: ENOTDIR) }
        }
    }

    /// Removes the file at `path` (not a folder).
    static func remove(_ path: String) throws(Failure) {
        guard unlink(path) == 0 else { throw Failure(step: "removing \(path)", code: errno) }
    }

    /// Removes `.NAME.*.tmp` files, and the `.dat.nosync*` files that Foundation's
    /// atomic writes (used before this type) could leave, from `folder`.
    private static func removeStaleTemporaries(of name: String, in folder: String) {
        guard let entries = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return }
        for entry in entries where (entry.hasPrefix(".\(name).") && entry.hasSuffix(".tmp")) || entry.hasPrefix(".dat.nosync") {
            unlink(folder + "/" + entry)
        }
    }
}

/// The lock a learned-words list is changed under: a mutex per file within the
/// process, and an advisory `flock` on `.NAME.lock` beside the file across processes.
enum ListLock {
    private final class FileMutex: Sendable {
        /// How many changes were made under the lock. (Not `Mutex<Void>`: the pthread
        /// stand-in that ThreadSanitizer builds use would place a zero-sized value at the
        /// same address as its lock, which TSan then reports as a race.)
        let changes = Mutex<Int>(0)
    }

    private static let mutexes = Mutex<[String: FileMutex]>([:])

    static func holding<T>(_ url: URL, _ body: () throws(SpellCheckingError) -> T) throws(SpellCheckingError) -> T {
        // Locked where the list really is, so two links to one list share a lock.
        let url = URL(fileURLWithPath: DurableFile.target(of: url.path))
        let path = url.path
        let fileMutex = mutexes.withLock { table in
            if let existing = table[path] { return existing }
            let created = FileMutex()
            table[path] = created
            return created
        }
        return try fileMutex.changes.withLock { changes throws(SpellCheckingError) -> T in
            changes += 1
            let lockPath = url.deletingLastPathComponent().path + "/." + url.lastPathComponent + ".lock"
            let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
            guard descriptor >= 0 else {
                throw .personalDictionaryUnusable(path: path, reason: "cannot be locked (\(String(cString: strerror(errno))))")
            }
            defer { close(descriptor) }  // closing releases the flock
            while flock(descriptor, LOCK_EX) != 0 {
                guard errno == EINTR else {
                    throw .personalDictionaryUnusable(path: path, reason: "cannot be locked (\(String(cString: strerror(errno))))")
                }
            }
            return try body()
        }
    }
}
