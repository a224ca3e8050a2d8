import Foundation
import Synchronization

/// The words a user taught the spell checker, one file per language.
///
/// Files live in ``defaultFolder`` (`$XDG_DATA_HOME/wordcheck/learned`, else
/// `~/.local/share/wordcheck/learned`) or a folder you choose, one per dictionary
/// (`en_US.txt`, `es_ES.txt`, named after the dictionary, so `en` and `en-US`
/// share one list): UTF-8, one word per line. Every write goes to a temporary
/// file that then replaces the list in one rename, so a crash or a failed write
/// leaves the previous list whole.
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

    /// The words learned for the dictionary named `dictionary`, in the order they were
    /// learned; none when there is no file yet.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the file cannot be read.
    public func words(forDictionary dictionary: String) throws(SpellCheckingError) -> [String] {
        let file = file(forDictionary: dictionary)
        guard FileManager.default.fileExists(atPath: file.path) else { return [] }
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw .personalDictionaryUnusable(path: file.path, reason: "cannot be read")
        }
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline).map(String.init).filter { !$0.isEmpty }
    }

    /// Adds `word` to the dictionary's list (nothing when it is there already). Returns whether the list changed.
    @discardableResult
    func learn(_ word: String, forDictionary dictionary: String) throws(SpellCheckingError) -> Bool {
        let word = word.precomposedStringWithCanonicalMapping
        var words = try words(forDictionary: dictionary)
        guard !words.contains(word) else { return false }
        words.append(word)
        try write(words, forDictionary: dictionary)
        return true
    }

    /// Removes `word` from the dictionary's list. Returns whether it was there.
    @discardableResult
    func unlearn(_ word: String, forDictionary dictionary: String) throws(SpellCheckingError) -> Bool {
        let word = word.precomposedStringWithCanonicalMapping
        var words = try words(forDictionary: dictionary)
        guard let index = words.firstIndex(of: word) else { return false }
        words.remove(at: index)
        try write(words, forDictionary: dictionary)
        return true
    }

    /// Writes the list to a temporary file in the same folder, then renames it over the old one.
    private func write(_ words: [String], forDictionary dictionary: String) throws(SpellCheckingError) {
        let file = file(forDictionary: dictionary)
        let data = Data(words.map { $0 + "\n" }.joined().utf8)
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Self.writer.withLock { $0 }(data, file)
        } catch {
            throw .personalDictionaryUnusable(path: file.path, reason: "cannot be written (\(error.localizedDescription))")
        }
    }

    /// How lists are written; tests swap in one that fails.
    static let writer = Mutex<@Sendable (Data, URL) throws -> Void>({ data, url in
        try data.write(to: url, options: .atomic)
    })
}
