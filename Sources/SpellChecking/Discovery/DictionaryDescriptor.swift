import SpellCheckingCore
import Foundation

/// A Hunspell dictionary on disk: its `.aff` and `.dic` files and where they were found.
///
/// Describing a dictionary does not load it; ``HunspellChecker`` does that, once per process.
public struct DictionaryDescriptor: Hashable, Sendable, CustomStringConvertible {
    /// The files' shared base name, such as `en_US` or `es_MX`.
    public let name: String
    /// The affix file (`name.aff`).
    public let affixFile: URL
    /// The word file (`name.dic`).
    public let wordFile: URL
    /// How discovery found it.
    public let source: DictionarySource

    /// The word list that completions use (`name.words`, beside the `.dic` file); it
    /// may not exist: only the bundled dictionaries come with one (see ``WordList``).
    public var wordListFile: URL {
        wordFile.deletingPathExtension().appendingPathExtension("words")
    }

    /// Describes the dictionary whose files are `folder/name.aff` and `folder/name.dic`.
    public init(folder: URL, name: String, source: DictionarySource) {
        self.name = name
        self.affixFile = folder.appendingPathComponent(name + ".aff")
        self.wordFile = folder.appendingPathComponent(name + ".dic")
        self.source = source
    }

    /// Describes the dictionary at `path`, given as `dir/xx_YY`, `dir/xx_YY.dic` or `dir/xx_YY.aff`.
    ///
    /// Only the name is examined here; the files are checked when the dictionary is loaded.
    /// - Throws: ``SpellCheckingError/fileNotFound(path:)`` when `path` is empty or names a folder.
    public init(path: String) throws(SpellCheckingError) {
        let expanded = (path as NSString).expandingTildeInPath
        var isDirectory: ObjCBool = false
        if expanded.isEmpty || (FileManager.default.fileExists(atPath: expanded, isDirectory: &isDirectory) && isDirectory.boolValue) {
            throw .fileNotFound(path: path.isEmpty ? "(empty path)" : path + ".dic")
        }
        var url = URL(fileURLWithPath: expanded)
        if ["aff", "dic"].contains(url.pathExtension.lowercased()) {
            url.deletePathExtension()
        }
        self.init(folder: url.deletingLastPathComponent(), name: url.lastPathComponent, source: .path)
    }

    /// The language the file name announces (`es_MX` → Spanish, Mexico), if it reads as one.
    public var language: Language? { try? Language(name) }

    public var description: String { "\(name) (\(source.rawValue): \(wordFile.deletingLastPathComponent().path))" }
}

extension DictionaryDescriptor {
    /// Whether this dictionary's word list would be the fast path of a checker made
    /// from it, read from the files now (the list, and the dictionary's two files for
    /// their digest); libhunspell is not loaded. What `wordcheck languages` shows.
    ///
    /// The files of a dictionary WordCheck bundles (a system copy of en_US, say) get the
    /// bundled list, whatever lies beside them; files with no list that records them get the
    /// one the user built for them, if any (``WordListCache``).
    public func wordListStatus() -> WordListStatus {
        let hasOwnList = FileManager.default.fileExists(atPath: wordListFile.path)
        // Only files of a bundled dictionary's sizes, or that the user may have built a list
        // for, may have one: the others need no digest.
        guard hasOwnList || BundledWordLists.mayMatch(affixFile: affixFile, wordFile: wordFile) || !WordListCache.standard().isEmpty
        else { return .missing }
        let digest: [UInt8]
        do {
            digest = try DictionaryFiles.validate(affixFile: affixFile, wordFile: wordFile).digest
        } catch {
            guard hasOwnList else { return .missing }
            return .unusable("the dictionary itself cannot be loaded: \(error)")
        }
        guard let file = WordListSources.file(forDigest: digest, beside: wordListFile) else { return .missing }
        let list = Result { () throws(SpellCheckingError) in try WordList(contentsOf: file) }
        return WordListStatus.resolve(list, digest: digest).problem ?? .active
    }
}
