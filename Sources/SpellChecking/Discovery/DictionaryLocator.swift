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
/// A language is looked for under its exact name (`de_CH`, `de-CH`, or `de` for the
/// code alone) in every folder first. When only the language code is named and no
/// `de.dic` exists, the first folder with any variant of the language gives its main
/// region (``Language/mainRegion``: `de_DE`, `en_US`, `pt_BR`) if it
/// has it, else its first variant in name order (`de_AT`). A named variant is never
/// replaced by another: with no `en_GB` anywhere, `en-GB` is an error naming the
/// English dictionaries there are, since British text checked as American gets
/// wrong corrections.
public struct DictionaryLocator: Sendable {
    /// The environment variable that lists extra dictionary folders, searched first.
    public static let environmentVariable = "WORDCHECK_DICTIONARY_PATH"

    /// The system folders, searched last, in this order: those of the platform the
    /// program runs on (Homebrew's and `~/Library/Spelling` on macOS only).
    public static let defaultSystemFolders: [String] = {
        var folders = ["/usr/share/hunspell", "/usr/share/myspell", "/usr/share/myspell/dicts", "/usr/local/share/hunspell"]
        #if os(macOS)
        folders += ["/opt/homebrew/share/hunspell", "~/Library/Spelling"]
        #endif
        return folders
    }()

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
    /// - Throws: ``SpellCheckingError/variantNotFound(language:available:)`` when a
    ///   variant is named and only other variants of the language exist, and
    ///   ``SpellCheckingError/dictionaryNotFound(language:searched:)`` naming every
    ///   folder searched when the language has no dictionary at all.
    public func locate(_ language: Language) throws(SpellCheckingError) -> DictionaryDescriptor {
        if let found = firstFolder(holding: [language.identifier, language.hyphenatedIdentifier]) { return found }
        guard language.isCodeOnly else {
            let others = variants(of: language.code)
            if others.isEmpty {
                throw .dictionaryNotFound(language: language.identifier, searched: folders.map(\.url.path))
            }
            throw .variantNotFound(language: language.identifier, available: others)
        }
        let main = language.mainRegion
        for (folder, source) in folders {
            let variants = names(in: folder).filter { Self.isVariant($0, of: language.code) }
            let preferred = [main.identifier, main.hyphenatedIdentifier].first(where: variants.contains)
            if let name = preferred ?? variants.first {
                return DictionaryDescriptor(folder: folder, name: name, source: source)
            }
        }
        throw .dictionaryNotFound(language: language.identifier, searched: folders.map(\.url.path))
    }

    /// The dictionary named by one of `names` (in that order) in the first folder that has one.
    private func firstFolder(holding names: [String]) -> DictionaryDescriptor? {
        for (folder, source) in folders {
            for name in names where exists(folder: folder, name: name) {
                return DictionaryDescriptor(folder: folder, name: name, source: source)
            }
        }
        return nil
    }

    /// The names of the dictionaries for language `code` in any folder (`en`, `en_GB`,
    /// `en_US`), sorted and without repeats.
    private func variants(of code: String) -> [String] {
        var found = Set<String>()
        for (folder, _) in folders {
            found.formUnion(names(in: folder).filter { $0 == code || Self.isVariant($0, of: code) })
        }
        return found.sorted()
    }

    /// Whether the dictionary name `name` is a variant of language `code` (`de_AT`, `de-CH` for `de`).
    private static func isVariant(_ name: String, of code: String) -> Bool {
        let lowercased = name.lowercased()
        return lowercased.hasPrefix(code + "_") || lowercased.hasPrefix(code + "-")
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
