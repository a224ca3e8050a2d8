import BundledDictionaries
import Foundation

/// The word lists WordCheck ships, found by the dictionary files they were made from
/// rather than by where those files sit.
///
/// A dictionary whose `.aff` and `.dic` are byte for byte those of a bundled dictionary
/// (Debian's `/usr/share/hunspell/en_US`, a copy in a project folder) gets the bundled
/// list, and only that list: a `.words` file beside such a copy is never read, so a list
/// edited to lie about these files (words taken out or added, case flags shifted, its
/// checksum and recorded digest made to match) cannot answer for them. Lists for other
/// dictionaries are trusted as the `.dic` beside them is: whoever can write one can also
/// write the other (see the DocC article *The lexicon*).
///
/// The bundled files' sizes and the digests their lists record are read once, from the
/// lists' headers (80 bytes each); a dictionary's own digest is needed only when its two
/// files have the sizes of a bundled pair.
package enum BundledWordLists {
    /// One bundled dictionary: its files' sizes, the digest its list records, the list.
    private struct Entry {
        var affixSize: Int
        var wordsSize: Int
        var digest: [UInt8]
        var list: URL
    }

    private static let entries: [Entry] = BundledDictionary.folders.compactMap { folder in
        let name = folder.lastPathComponent
        let list = folder.appendingPathComponent(name + ".words")
        guard let affixSize = size(folder.appendingPathComponent(name + ".aff")),
              let wordsSize = size(folder.appendingPathComponent(name + ".dic")),
              let digest = WordList.recordedDigest(ofFileAt: list)
        else { return nil }
        return Entry(affixSize: affixSize, wordsSize: wordsSize, digest: digest, list: list)
    }

    /// Whether files of these sizes may be a bundled dictionary's (and so worth a digest).
    package static func mayMatch(affixSize: Int, wordsSize: Int) -> Bool {
        entries.contains { $0.affixSize == affixSize && $0.wordsSize == wordsSize }
    }

    /// Whether the files at these paths, by their sizes now, may be a bundled dictionary's.
    package static func mayMatch(affixFile: URL, wordFile: URL) -> Bool {
        guard let affixSize = size(affixFile), let wordsSize = size(wordFile) else { return false }
        return mayMatch(affixSize: affixSize, wordsSize: wordsSize)
    }

    /// The bundled list made from the files whose digest (``DictionaryDigest``) is `digest`, if any.
    package static func list(forDigest digest: [UInt8]) -> URL? {
        entries.first { $0.digest == digest }?.list
    }

    private static func size(_ url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
    }
}
