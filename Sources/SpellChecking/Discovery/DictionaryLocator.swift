import SpellCheckingCore
import BundledDictionaries
import Foundation

/// Finds Hunspell dictionaries by language.
///
/// Folders are searched in this order, and the first match wins:
/// 1. the folders in the `WORDCHECK_DICTIONARY_PATH` environment variable (`:`-separated),
/// 2. the dictionaries bundled with WordCheck (en_US, es_ES, it_IT),
/// 3. the system folders in ``defaultSystemFolders``.
///
/// An explicit path (``DictionaryDescriptor/init(path:)``) bypasses the search altogether.
///
/// A language is looked for under its exact name first (`es_MX`) in every folder.
/// When none has it, the search runs again for the language alone: the bundled
/// dictionary for that language code (`es_ES` for any Spanish), then `es.dic`,
/// then any `es_*.dic`, folder by folder.
public struct DictionaryLocator: Sendable {
    /// The environment variable that lists extra dictionary folders, searched first.
    public static let environmentVariable = "WORDCHECK_DICTIONARY_PATH"

    /// The system folders, searched last, in this order.
    public static let defaultSystemFolders = [
        "/usr/share/hunspell",
        "/usr/share/myspell",
        "/usr/share/myspell/dicts",
        "/usr/local/share/hunspell",
        "/opt/homebrew/share/hunspell",
        "~/Library/Spelling",
    ]

    /// Whether WordCheck's own data (the bundled dictionaries, their word lists and the
    /// root words) was found: in the resource bundle beside the executable, in
    /// `../share/wordcheck` from the executable's folder, or in the source checkout.
    ///
    /// A binary copied without its data finds none; front ends say so with
    /// ``bundledDataSearchedFolders``.
    public static var hasBundledData: Bool { !BundledDictionary.folders.isEmpty }

    /// The folders searched for WordCheck's own data, in the order they are tried.
    public static var bundledDataSearchedFolders: [String] { BundledDictionary.searchedFolders }

    /// Every folder searched, with the source it stands for, in search order.
    public let folders: [(url: URL, source: DictionarySource)]

    /// A locator over the environment variable's folders, the bundled dictionaries and the system folders.
    ///
    /// - Parameters:
    ///   - environment: where to read `WORDCHECK_DICTIONARY_PATH` from.
    ///   - includeBundled: whether to search the bundled dictionaries.
    ///   - systemFolders: the system folders to search; `~` expands to the home folder.
    public init(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        includeBundled: Bool = true,
        systemFolders: [String] = DictionaryLocator.defaultSystemFolders
    ) {
        var folders: [(URL, DictionarySource)] = []
        let listed = environment[Self.environmentVariable]?.split(separator: ":").map(String.init) ?? []
        folders += listed.map { (Self.folderURL($0), .environment) }
        if includeBundled {
            folders += BundledDictionary.folders.map { ($0, .bundled) }
        }
        folders += systemFolders.map { (Self.folderURL($0), .system) }
        self.folders = folders
    }

    /// The dictionary for `language`, by the search order above.
    ///
    /// - Throws: ``SpellCheckingError/dictionaryNotFound(language:searched:)`` naming every folder searched.
    public func locate(_ language: Language) throws(SpellCheckingError) -> DictionaryDescriptor {
        let exactNames = [language.identifier, language.hyphenatedIdentifier]
        for (folder, source) in folders {
            for name in exactNames where exists(folder: folder, name: name) {
                return DictionaryDescriptor(folder: folder, name: name, source: source)
            }
        }
        let fallbackNames = [language.bundledEquivalent?.identifier, language.code].compactMap { $0 }
        for (folder, source) in folders {
            for name in fallbackNames where exists(folder: folder, name: name) {
                return DictionaryDescriptor(folder: folder, name: name, source: source)
            }
            if let name = names(in: folder).first(where: { $0.hasPrefix(language.code + "_") || $0.hasPrefix(language.code + "-") }) {
                return DictionaryDescriptor(folder: folder, name: name, source: source)
            }
        }
        throw .dictionaryNotFound(language: language.identifier, searched: folders.map(\.url.path))
    }

    /// Every dictionary in the searched folders, in search order; where two share
    /// a name, only the one found first (the one ``locate(_:)`` would use).
    public func availableDictionaries() -> [DictionaryDescriptor] {
        var seen = Set<String>()
        var found: [DictionaryDescriptor] = []
        for (folder, source) in folders {
            for name in names(in: folder) where seen.insert(name).inserted {
                found.append(DictionaryDescriptor(folder: folder, name: name, source: source))
            }
        }
        return found
    }

    /// Base names of the complete (`.aff` and `.dic`) dictionaries in `folder`, sorted.
    private func names(in folder: URL) -> [String] {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return files.filter { $0.hasSuffix(".dic") }
            .map { String($0.dropLast(4)) }
            .filter { !$0.hasPrefix("hyph_") && exists(folder: folder, name: $0) }
            .sorted()
    }

    private func exists(folder: URL, name: String) -> Bool {
        let manager = FileManager.default
        return manager.fileExists(atPath: folder.appendingPathComponent(name + ".aff").path)
            && manager.fileExists(atPath: folder.appendingPathComponent(name + ".dic").path)
    }

    private static func folderURL(_ path: String) -> URL {
        URL(fileURLWithPath: (path as NSString).expandingTildeInPath, isDirectory: true)
    }
}
