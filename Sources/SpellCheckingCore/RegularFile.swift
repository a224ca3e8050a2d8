import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Android)
import Android
#elseif canImport(WASILibc)
import WASILibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads files that come from outside (dictionaries, word lists, learned words)
/// without trusting them.
///
/// Only regular files are read: a FIFO would block a reader forever and a device
/// such as `/dev/zero` (even behind a symbolic link) never ends. The file is
/// opened without blocking and checked through its descriptor, so it cannot be
/// swapped for something else between the check and the read. Its size is
/// checked against a ceiling before a byte is read, so nothing is allocated in
/// proportion to a file that is too large.
package enum RegularFile {
    /// Why a file was not read.
    package enum Failure: Error, Equatable {
        /// Nothing exists at the path.
        case missing
        /// A folder, FIFO, socket or device.
        case notRegular(kind: String)
        /// Larger than the ceiling the caller gave.
        case tooLarge(size: Int, limit: Int)
        /// It exists but cannot be opened or read (permissions, I/O error).
        case unreadable(String)

        /// A short phrase for error messages: "is a folder", "is larger than ...".
        package var phrase: String {
            switch self {
            case .missing: "does not exist"
            case .notRegular(let kind): "is \(kind), not a regular file"
            case .tooLarge(let size, let limit): "is \(size) bytes, more than the \(limit) bytes allowed"
            case .unreadable(let reason): "cannot be read (\(reason))"
            }
        }
    }

    /// The first `prefix` bytes of the file at `path` (all of it when `prefix` is nil),
    /// provided it is a regular file of at most `limit` bytes.
    package static func read(_ path: String, limit: Int, prefix: Int? = nil) -> Result<Data, Failure> {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let code = errno
            return .failure(code == ENOENT || code == ENOTDIR ? .missing : .unreadable(String(cString: strerror(code))))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return .failure(.unreadable(String(cString: strerror(errno)))) }
        let kind = status.st_mode & S_IFMT
        guard kind == S_IFREG else { return .failure(.notRegular(kind: describe(kind))) }
        let size = Int(status.st_size)
        guard size <= limit else { return .failure(.tooLarge(size: size, limit: limit)) }
        let wanted = min(size, prefix ?? size)
        var data = Data(count: wanted)
        var filled = 0
        let failure: Failure? = data.withUnsafeMutableBytes { buffer -> Failure? in
            guard let base = buffer.baseAddress else { return nil }
            while filled < wanted {
                let got = systemRead(descriptor, base + filled, wanted - filled)
                if got < 0 {
                    if errno == EINTR { continue }
                    return .unreadable(String(cString: strerror(errno)))
                }
                if got == 0 { break }  // the file shrank while we read it
                filled += got
            }
            return nil
        }
        if let failure { return .failure(failure) }
        if filled < wanted { data.removeSubrange(filled...) }
        return .success(data)
    }

    /// What a file of mode `kind` is, in words.
    private static func describe(_ kind: mode_t) -> String {
        switch kind {
        case S_IFDIR: "a folder"
        case S_IFIFO: "a FIFO"
        case S_IFSOCK: "a socket"
        case S_IFCHR, S_IFBLK: "a device"
        default: "not a regular file"
        }
    }
}

/// `read(2)`, named apart from the static `read` above.
@inline(__always)
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
    Glibc.read(descriptor, buffer, count)
    #elseif canImport(Musl)
    Musl.read(descriptor, buffer, count)
    #elseif canImport(Android)
    Android.read(descriptor, buffer, count)
    #elseif canImport(WASILibc)
    WASILibc.read(descriptor, buffer, count)
    #else
    Darwin.read(descriptor, buffer, count)
    #endif
}
