import SpellCheckingCore
import Foundation
import Synchronization

/// The words a user taught the spell checker, one file per language.
///
/// Files live in ``defaultFolder`` (`$XDG_DATA_HOME/wordcheck/learned`, else
/// `~/.local/share/wordcheck/learned`) or a folder you choose, one per dictionary
/// (`en_US.txt`, `es_ES.txt`, named after the dictionary, so `en` and `en-US`
/// share one list): UTF-8, one word per line.
///
/// Learning and unlearning read, change and write the list under a lock: a mutex per
/// file within the process and an advisory `flock` on `.NAME.lock` beside the list
/// across processes, so threads and processes learning at once lose no word. Every
/// write goes to a temporary file that is flushed to disk and then replaces the list
/// in one rename, so a crash or a failed write leaves the previous list whole; the
/// next write removes any temporary an interrupted one left behind.
///
/// A ``HunspellChecker`` applies its personal dictionary's words for its language
/// to the dictionary it uses, so every checker of the process accepts them.
public struct PersonalDictionary: Sendable, Hashable {
    /// The folder holding the lists.
    public let folder: URL

    /// `$XDG_DATA_HOME/wordcheck/learned`, or `$HOME/.local/share/wordcheck/learned` when
    /// XDG_DATA_HOME is unset (the account's home folder when HOME is unset too).
    public static var defaultFolder: URL { defaultFolder(environment: ProcessInfo.processInfo.environment) }

    /// ``defaultFolder`` as `environment` names it: the XDG Base Directory rules, which start
    /// from `$HOME` (a user, a test or a sandbox that sets HOME gets its own folder).
    public static func defaultFolder(environment: [String: String]) -> URL {
        func absolute(_ name: String) -> URL? {
            environment[name].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0, isDirectory: true) : nil }
        }
        let data = absolute("XDG_DATA_HOME")
            ?? (absolute("HOME") ?? FileManager.default.homeDirectoryForCurrentUser).appendingPathComponent(".local/share", isDirectory: true)
        return data.appendingPathComponent("wordcheck/learned", isDirectory: true)
    }

    /// A personal dictionary kept in `folder` (``defaultFolder`` by default).
    public init(folder: URL = PersonalDictionary.defaultFolder) {
        self.folder = folder.standardizedFileURL
    }

    /// The file that holds the words learned for the dictionary named `dictionary` (`en_US`).
    public func file(forDictionary dictionary: String) -> URL {
        folder.appendingPathComponent(dictionary + ".txt")
    }

    /// The largest list read: 16 MiB (about a million words).
    public static let maximumFileSize = 16 << 20

    /// The words learned for the dictionary named `dictionary`, in the order they were
    /// learned; none when there is no file yet.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the file
    ///   cannot be read, is not a regular file or is larger than ``maximumFileSize``.
    public func words(forDictionary dictionary: String) throws(SpellCheckingError) -> [String] {
        let file = file(forDictionary: dictionary)
        switch RegularFile.read(file.path, limit: Self.maximumFileSize) {
        case .success(let data):
            return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
        case .failure(.missing):
            return []
        case .failure(let failure):
            throw .personalDictionaryUnusable(path: file.path, reason: failure.phrase)
        }
    }

    /// Adds `word` to the dictionary's list (nothing when it is there already). Returns whether the list changed.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the list
    ///   cannot be read or written, or when the word would make it larger than
    ///   ``maximumFileSize`` (which every reader refuses): the list is left as it was.
    @discardableResult
    func learn(_ word: String, forDictionary dictionary: String) throws(SpellCheckingError) -> Bool {
        try learn([word], forDictionary: dictionary) > 0
    }

    /// Adds each of `words` the list does not hold yet, in order, in one write. Returns how
    /// many were added.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` as
    ///   ``learn(_:forDictionary:)`` does; when the words would make the list too large,
    ///   none is added.
    func learn(_ words: [String], forDictionary dictionary: String) throws(SpellCheckingError) -> Int {
        let file = file(forDictionary: dictionary)
        var added = 0
        _ = try changeList(file, readingUpTo: Self.maximumFileSize) { (list) throws(SpellCheckingError) -> Data? in
            var present = Set<[UInt8]>(), size = 0
            Self.forEachLine(of: list) { line in
                present.insert(Array(line))
                size += line.count + 1
            }
            var new: [[UInt8]] = []
            for word in words {
                let bytes = Array(word.precomposedStringWithCanonicalMapping.utf8)
                guard present.insert(bytes).inserted else { continue }
                new.append(bytes)
                size += bytes.count + 1
            }
            guard !new.isEmpty else { return nil }
            guard size <= Self.maximumFileSize else {
                throw .personalDictionaryUnusable(
                    path: file.path,
                    reason: "is full: with \(new.count == 1 ? "this word" : "these \(new.count) words") it would pass "
                        + "\(Self.maximumFileSize) bytes, the most a list may hold (unlearn words to make room)")
            }
            var written = Self.rewritten(list, capacity: size, leaving: nil)
            for bytes in new {
                written.append(contentsOf: bytes)
                written.append(0x0A)
            }
            added = new.count
            return written
        }
        return added
    }

    /// Removes `word` from the dictionary's list. Returns whether it was there.
    ///
    /// Works on a list too large to be read for checking (up to four times
    /// ``maximumFileSize``), so that such a list can be brought back under the limit.
    /// Only the file changes: checkers already made keep accepting the word
    /// (``HunspellChecker/unlearnWord(_:)`` changes both).
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the list
    ///   cannot be read or written; the list is left as it was.
    @discardableResult
    public func unlearn(_ word: String, forDictionary dictionary: String) throws(SpellCheckingError) -> Bool {
        let word = Array(word.precomposedStringWithCanonicalMapping.utf8)
        return try changeList(file(forDictionary: dictionary), readingUpTo: Self.maximumRepairableSize) { list in
            // One pass to look, with no line copied; a second to write, only when it is there.
            var present = false
            Self.forEachLine(of: list) { line in if line.elementsEqual(word) { present = true } }
            guard present else { return nil }
            return Self.rewritten(list, capacity: list.count, leaving: word)  // every copy: a list written by hand may repeat a word
        }
    }

    /// The largest list ``unlearn(_:forDictionary:)`` reads: 64 MiB. A larger one can only be
    /// removed (``forgetAll(forDictionary:)``).
    static let maximumRepairableSize = 4 * maximumFileSize

    /// Removes every word learned for the dictionary named `dictionary`: its list is deleted,
    /// whatever it holds (even a list too large or too damaged to read). Returns whether
    /// there was a list.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the list
    ///   exists but cannot be removed.
    @discardableResult
    public func forgetAll(forDictionary dictionary: String) throws(SpellCheckingError) -> Bool {
        let file = file(forDictionary: dictionary)
        guard FileManager.default.fileExists(atPath: file.path) || (try? FileManager.default.destinationOfSymbolicLink(atPath: file.path)) != nil
        else { return false }
        return try ListLock.holding(file) { () throws(SpellCheckingError) -> Bool in
            do throws(DurableFile.Failure) {
                try DurableFile.remove(file.path)
            } catch {
                throw .personalDictionaryUnusable(path: file.path, reason: "cannot be removed (\(error))")
            }
            return true
        }
    }

    /// Reads the list's lines as bytes (so that a line which is not UTF-8 is written back
    /// as it was, never replaced), lets `change` edit them and writes them back when it says
    /// they changed, all under the list's lock: a lock of this process for the file, and an
    /// advisory lock (`flock`) on a lock file beside it that every WordCheck process takes.
    /// So no learned word is lost to another thread or process learning at the same time.
    func changeList(
        _ file: URL, readingUpTo limit: Int, _ change: (Data) throws(SpellCheckingError) -> Data?
    ) throws(SpellCheckingError) -> Bool {
        do throws(DurableFile.Failure) {
            try DurableFile.makeFolders(folder.path)
        } catch {
            throw .personalDictionaryUnusable(path: file.path, reason: "cannot be written (\(error))")
        }
        return try ListLock.holding(file) { () throws(SpellCheckingError) -> Bool in
            let list: Data
            switch RegularFile.read(file.path, limit: limit) {
            case .success(let data):
                list = data
            case .failure(.missing):
                list = Data()
            case .failure(let failure):
                throw .personalDictionaryUnusable(path: file.path, reason: failure.phrase)
            }
            guard let data = try change(list) else { return false }
            do {
                try Self.writer.withLock { $0 }(data, file)
            } catch {
                throw .personalDictionaryUnusable(path: file.path, reason: "cannot be written (\(error))")
            }
            return true
        }
    }

    /// Calls `body` with each line of `list` that is not empty, without its LF and without
    /// one CR before it, as bytes: no line is copied, so a list of millions of words costs
    /// its own bytes and one pass.
    static func forEachLine(of list: Data, _ body: (UnsafeRawBufferPointer) -> Void) {
        list.withUnsafeBytes { bytes in
            var start = 0
            while start < bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                var stop = end
                if stop > start && bytes[stop - 1] == 0x0D { stop -= 1 }
                if stop > start { body(UnsafeRawBufferPointer(rebasing: bytes[start..<stop])) }
                start = end + 1
            }
        }
    }

    /// The list as it is written back: its lines that are not empty, each ending in one LF,
    /// less every line equal to `leaving`.
    static func rewritten(_ list: Data, capacity: Int, leaving: [UInt8]?) -> Data {
        var written = Data(capacity: capacity)
        forEachLine(of: list) { line in
            if let leaving, line.elementsEqual(leaving) { return }
            written.append(contentsOf: line)
            written.append(0x0A)
        }
        return written
    }

    /// How lists are written (``DurableFile/replace(_:with:)``); tests swap in one that fails.
    static let writer = Mutex<@Sendable (Data, URL) throws -> Void>({ data, url in
        try DurableFile.replace(url, with: data)
    })
}
