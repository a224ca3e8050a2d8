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

    /// `$XDG_DATA_HOME/wordcheck/learned`, or `~/.local/share/wordcheck/learned` when XDG_DATA_HOME is unset.
    public static var defaultFolder: URL {
        let environment = ProcessInfo.processInfo.environment
        let data = environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0, isDirectory: true) }
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share", isDirectory: true)
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
    @discardableResult
    func learn(_ word: String, forDictionary dictionary: String) throws(SpellCheckingError) -> Bool {
        let word = word.precomposedStringWithCanonicalMapping
        return try changeList(forDictionary: dictionary) { words in
            guard !words.contains(word) else { return false }
            words.append(word)
            return true
        }
    }

    /// Removes `word` from the dictionary's list. Returns whether it was there.
    @discardableResult
    func unlearn(_ word: String, forDictionary dictionary: String) throws(SpellCheckingError) -> Bool {
        let word = word.precomposedStringWithCanonicalMapping
        return try changeList(forDictionary: dictionary) { words in
            guard let index = words.firstIndex(of: word) else { return false }
            words.remove(at: index)
            return true
        }
    }

    /// Reads the list, lets `change` edit it and writes it back when it says it changed,
    /// all under the list's lock: a lock of this process for the file, and an advisory
    /// lock (`flock`) on a lock file beside it that every WordCheck process takes. So
    /// no learned word is lost to another thread or process learning at the same time.
    private func changeList(
        forDictionary dictionary: String, _ change: (inout [String]) -> Bool
    ) throws(SpellCheckingError) -> Bool {
        let file = file(forDictionary: dictionary)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw .personalDictionaryUnusable(path: file.path, reason: "cannot be written (\(error.localizedDescription))")
        }
        return try ListLock.holding(file) { () throws(SpellCheckingError) -> Bool in
            var words = try words(forDictionary: dictionary)
            guard change(&words) else { return false }
            let data = Data(words.map { $0 + "\n" }.joined().utf8)
            do {
                try Self.writer.withLock { $0 }(data, file)
            } catch {
                throw .personalDictionaryUnusable(path: file.path, reason: "cannot be written (\(error))")
            }
            return true
        }
    }

    /// How lists are written (``DurableFile/replace(_:with:)``); tests swap in one that fails.
    static let writer = Mutex<@Sendable (Data, URL) throws -> Void>({ data, url in
        try DurableFile.replace(url, with: data)
    })
}
