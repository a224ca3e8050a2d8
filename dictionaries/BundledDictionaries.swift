// Where the dictionaries bundled with WordCheck are at run time.
//
// SwiftPM copies en_US/, es_ES/, it_IT/ and roots/ into the resource bundle
// `WordCheck_BundledDictionaries` next to the built products. This file finds
// that bundle without `Bundle.module`, whose generated accessor stops the
// process when the bundle is missing (a binary copied elsewhere, say); here a
// missing bundle only means no bundled dictionaries, and discovery moves on.

import Foundation

package enum BundledDictionary {
    /// The folders of the bundled dictionaries (`…/en_US`, `…/es_ES`, `…/it_IT`),
    /// each holding one `name.aff` and `name.dic`; empty when none can be found.
    ///
    /// Found as ``searchedFolders`` lists.
    package static let folders: [URL] = root.map { root in names.map { root.appendingPathComponent($0, isDirectory: true) } } ?? []

    /// The folder of the root-word lists (`roots/en-8.txt` and the like), if found.
    package static let rootWordsFolder: URL? = root.map { $0.appendingPathComponent("roots", isDirectory: true) }

    /// The folder holding en_US/, es_ES/, it_IT/ and roots/.
    private static let root: URL? = candidates.first { root in
        names.allSatisfy { name in
            ["aff", "dic"].allSatisfy { FileManager.default.fileExists(atPath: root.appendingPathComponent("\(name)/\(name).\($0)").path) }
        }
    }

    /// Where the data is looked for, first found first used: the resource bundle
    /// beside the executable (where `swift build` puts it), `../share/wordcheck`
    /// from the executable's folder (where `scripts/install.sh` puts it), then, in a
    /// debug build only, the source checkout this file was compiled from, so a build
    /// that never copied resources (or a test runner living elsewhere) still finds
    /// them. A release build never looks into the tree it was built from: a binary
    /// copied without its data says so, wherever the checkout is.
    private static let candidates: [URL] = {
        let bundleName = "WordCheck_BundledDictionaries"
        var roots: [URL] = []
        var executableFolders = [Bundle.main.bundleURL]
        if let executable = Bundle.main.executableURL {
            executableFolders.append(executable.resolvingSymlinksInPath().deletingLastPathComponent())
        }
        for folder in executableFolders {
            for suffix in ["resources", "bundle"] {
                let url = folder.appendingPathComponent("\(bundleName).\(suffix)", isDirectory: true)
                if let resources = Bundle(url: url)?.resourceURL { roots.append(resources) }
                roots.append(url)
            }
        }
        for folder in executableFolders {
            roots.append(folder.deletingLastPathComponent().appendingPathComponent("share/wordcheck", isDirectory: true).standardizedFileURL)
        }
        #if DEBUG
        roots.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent())
        #endif
        var seen = Set<String>()
        return roots.filter { seen.insert($0.path).inserted }
    }()

    /// The folders searched for the data, in order, without duplicates: what a message
    /// names when ``folders`` is empty.
    package static var searchedFolders: [String] { candidates.map(\.path) }

    /// The dictionaries that ship with WordCheck, by file name.
    package static let names = ["en_US", "es_ES", "it_IT"]
}
