import Foundation
import SpellChecking
import WordValidator

/// The word lists scripts/bench-data.sh writes, one word per line, per dictionary.
public struct Workloads: Sendable {
    /// Where the files are: `$WORDCHECK_BENCH_DATA`, else `Benchmarks/.data` beside this package.
    public static let folder: URL = {
        if let path = ProcessInfo.processInfo.environment["WORDCHECK_BENCH_DATA"] {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        return URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(".data", isDirectory: true)
    }()

    /// The dictionaries benchmarked, by name, as found in /usr/share/hunspell.
    public static let dictionaries = ["en_US", "es_ES", "it_IT"]

    /// The lines of `file` (a name in ``folder``, or a path with a `/`); empty lines dropped.
    public static func words(_ file: String) -> [String] {
        let url = file.contains("/") ? URL(fileURLWithPath: file) : folder.appendingPathComponent(file)
        guard let text = try? String(contentsOf: url, encoding: .utf8) else {
            FileHandle.standardError.write(Data("missing \(url.path): run scripts/bench-data.sh first\n".utf8))
            exit(66)
        }
        return text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    /// A private checker for `/usr/share/hunspell/NAME` (or the given path), loaded now.
    public static func checker(_ path: String) -> HunspellChecker {
        let base = path.contains("/") ? path : "/usr/share/hunspell/\(path)"
        do {
            return try HunspellChecker(dictionary: DictionaryDescriptor(path: base), shared: false)
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            exit(66)
        }
    }

    /// Roots and the dictionary words each can make: for every `length`-letter word of
    /// `accepted` picked at a regular stride, the accepted words of 3+ letters spelled
    /// from its letters (the root itself excluded).
    public static func rootsAndPlays(_ accepted: [String], length: Int, roots count: Int) -> [(root: String, plays: [String])] {
        let lowercase = accepted.filter { $0 == $0.lowercased() && $0.allSatisfy(\.isLetter) }
        let candidates = lowercase.filter { $0.count == length }
        guard !candidates.isEmpty else { return [] }
        let stride = max(1, candidates.count / count)
        return Swift.stride(from: 0, to: candidates.count, by: stride).prefix(count).map { index in
            let root = candidates[index]
            let inventory = LetterInventory(root)
            let plays = lowercase.filter { $0.count >= 3 && $0 != root && inventory.canSpell($0) }
            return (root, plays)
        }
    }
}

/// Keeps a value alive so the optimiser cannot drop the work that made it.
@inline(never)
public func keep<T>(_ value: T) {
    withExtendedLifetime(value) {}
}
