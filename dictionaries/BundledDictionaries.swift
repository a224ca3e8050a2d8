// Where the dictionaries bundled with WordCheck are at run time.
//
// Each bundled language is a trait of the package (English, Spanish, Italian; the
// default trait, AllLanguages, stands for the three). SwiftPM copies the folder of each
// one turned on (en_US/, with its roots/) into the resource bundle of its own target (`WordCheck_BundledEnglish` and
// so on) next to the built products. This file finds those bundles without
// `Bundle.module`, whose generated accessor stops the process when the bundle is
// missing (a binary copied elsewhere, say); here a missing bundle only means no
// bundled dictionary for that language, and discovery moves on.

import Foundation

package enum BundledDictionary {
    /// The dictionaries this build bundles, by file name, as the package's traits chose them
    /// (AllLanguages: all three).
    package static let names: [String] = {
        var names: [String] = []
        #if English || AllLanguages
        names.append("en_US")
        #endif
        #if Spanish || AllLanguages
        names.append("es_ES")
        #endif
        #if Italian || AllLanguages
        names.append("it_IT")
        #endif
        return names
    }()

    /// The folders of the bundled dictionaries found (`…/en_US`, `…/es_ES`, `…/it_IT`),
    /// each holding one `name.aff`, `name.dic` and `name.words`, and `roots/`; empty
    /// when none can be found.
    ///
    /// Each is looked for as ``searchedFolders`` lists.
    package static let folders: [URL] = names.compactMap { name in
        candidates(for: name).lazy.map { $0.appendingPathComponent(name, isDirectory: true) }.first { folder in
            ["aff", "dic"].allSatisfy { FileManager.default.fileExists(atPath: folder.appendingPathComponent("\(name).\($0)").path) }
        }
    }

    /// The bundled list of root words of `length` letters for language `code`
    /// (`en_US/roots/en-8.txt`), if this build bundles the language and it is found.
    package static func rootWordsFile(code: String, length: Int) -> URL? {
        folders.first { $0.lastPathComponent.hasPrefix(code + "_") }?
            .appendingPathComponent("roots/\(code)-\(length).txt")
    }

    /// The curated game exclusions of language `code` (`en_US/game-exclusions.txt`; see
    /// `GAME-VOCABULARY.md`), if this build bundles the language and the file is found.
    package static func gameExclusionsFile(code: String) -> URL? {
        folders.first { $0.lastPathComponent.hasPrefix(code + "_") }?
            .appendingPathComponent("game-exclusions.txt")
    }

    /// The resource bundle's name of each bundled dictionary.
    private static let bundleNames = ["en_US": "BundledEnglish", "es_ES": "BundledSpanish", "it_IT": "BundledItalian"]

    /// The folders of the executable (as run, and with links resolved).
    private static let executableFolders: [URL] = {
        var folders = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            folders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        return folders
    }()

    /// Where the folder of dictionary `name` is looked for, first found first used: its
    /// resource bundle beside the executable (where `swift build` puts it),
    /// `../share/wordcheck` from the executable's folder (where `scripts/install.sh`
    /// puts it), then, in a debug build only, the source checkout this file was compiled
    /// from, so a build that never copied resources (or a test runner living elsewhere)
    /// still finds it. A release build never looks into the tree it was built from: a
    /// binary copied without its data says so, wherever the checkout is.
    private static func candidates(for name: String, includingCheckout: Bool = true) -> [URL] {
        var roots: [URL] = []
        if let target = bundleNames[name] {
            for folder in executableFolders {
                for suffix in ["resources", "bundle"] {
                    let url = folder.appendingPathComponent("WordCheck_\(target).\(suffix)", isDirectory: true)
                    if let resources = Bundle(url: url)?.resourceURL { roots.append(resources) }
                    roots.append(url)
                }
            }
        }
        for folder in executableFolders {
            roots.append(folder.deletingLastPathComponent().appendingPathComponent("share/wordcheck", isDirectory: true).standardizedFileURL)
        }
        #if DEBUG
        if includingCheckout { roots.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()) }
        #endif
        var seen = Set<String>()
        return roots.filter { seen.insert($0.path).inserted }
    }

    /// The folders searched for the data, in order, without duplicates: what a message
    /// names when ``folders`` is empty. The source checkout a debug build also looks in
    /// is left out: a path of the machine that built the program means nothing to the
    /// person who reads an app's message.
    package static var searchedFolders: [String] {
        var seen = Set<String>()
        return names.flatMap { candidates(for: $0, includingCheckout: false) }.map(\.path).filter { seen.insert($0).inserted }
    }
}
