import Foundation
import SpellCheckingCore

/// The corrections a user chose: a second list beside each learned-words list
/// (`en_US.corrections`), one correction a line, `COUNT<tab>MISSPELLING<tab>CORRECTION`, and
/// `<tab>*` after it for an ambiguous one, written under the same locks and in the same
/// single rename as the learned words.
extension PersonalDictionary {
    /// The most corrections kept for one dictionary: past it, learning one drops the least
    /// chosen (the oldest among equals).
    public static let maximumCorrections = 10_000

    /// The longest misspelling or correction kept, in bytes of UTF-8: no word a dictionary
    /// accepts is longer.
    public static let maximumCorrectionLength = LearnedCorrection.maximumLength

    /// The file that holds the corrections learned for the dictionary named `dictionary` (`en_US`).
    public func correctionsFile(forDictionary dictionary: String) -> URL {
        folder.appendingPathComponent(dictionary + ".corrections")
    }

    /// The corrections learned for the dictionary named `dictionary`, oldest first (the
    /// last chosen last); none when there is no file yet. Lines that do not read as a
    /// correction are passed over.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the file
    ///   cannot be read, is not a regular file or is larger than ``maximumFileSize``.
    public func corrections(forDictionary dictionary: String) throws(SpellCheckingError) -> [LearnedCorrection] {
        let file = correctionsFile(forDictionary: dictionary)
        switch RegularFile.read(file.path, limit: Self.maximumFileSize) {
        case .success(let data):
            var found: [LearnedCorrection] = []
            Self.forEachLine(of: data) { line in
                if let correction = Self.correction(in: line) { found.append(correction) }
            }
            return found
        case .failure(.missing):
            return []
        case .failure(let failure):
            throw .personalDictionaryUnusable(path: file.path, reason: failure.phrase)
        }
    }

    /// Records that the user chose `correction` for `misspelling`: one more time when that
    /// was their last choice for it, the first time otherwise (a different earlier choice
    /// is replaced, and the misspelling is ambiguous from then on). Returns the correction as kept.
    ///
    /// - Throws: ``SpellCheckingError/invalidWord(_:reason:)`` for an empty word, one with a
    ///   tab, line break or NUL, one longer than ``maximumCorrectionLength``, or a correction
    ///   equal to its misspelling; ``SpellCheckingError/personalDictionaryUnusable(path:reason:)``
    ///   when the list cannot be read or written (it is then left as it was).
    @discardableResult
    public func learnCorrection(_ misspelling: String, as correction: String,
                                forDictionary dictionary: String) throws(SpellCheckingError) -> LearnedCorrection {
        let (wrong, right) = try LearnedCorrection.checked(misspelling, correction)
        var kept = LearnedCorrection(misspelling: wrong, correction: right, count: 1)
        let file = correctionsFile(forDictionary: dictionary)
        _ = try changeList(file, readingUpTo: Self.maximumFileSize) { (list) throws(SpellCheckingError) -> Data? in
            var others: [LearnedCorrection] = []
            Self.forEachLine(of: list) { line in
                guard let found = Self.correction(in: line) else { return }
                if found.misspelling == wrong {
                    kept = LearnedCorrection.chosen(right, for: wrong, after: found)
                } else {
                    others.append(found)
                }
            }
            while others.count >= Self.maximumCorrections, let least = others.indices.min(by: { others[$0].count < others[$1].count }) {
                others.remove(at: least)
            }
            return Self.written(others + [kept])
        }
        return kept
    }

    /// Forgets the correction learned for `misspelling`. Returns whether there was one.
    ///
    /// - Throws: ``SpellCheckingError/personalDictionaryUnusable(path:reason:)`` when the list
    ///   cannot be read or written.
    @discardableResult
    public func forgetCorrection(of misspelling: String, forDictionary dictionary: String) throws(SpellCheckingError) -> Bool {
        let wrong = misspelling.precomposedStringWithCanonicalMapping
        return try changeList(correctionsFile(forDictionary: dictionary), readingUpTo: Self.maximumFileSize) { list in
            var kept: [LearnedCorrection] = [], found = false
            Self.forEachLine(of: list) { line in
                guard let correction = Self.correction(in: line) else { return }
                if correction.misspelling == wrong { found = true } else { kept.append(correction) }
            }
            return found ? Self.written(kept) : nil
        }
    }

    /// A line `COUNT<tab>MISSPELLING<tab>CORRECTION[<tab>*]`, or nil.
    private static func correction(in line: UnsafeRawBufferPointer) -> LearnedCorrection? {
        let fields = line.split(separator: 0x09, omittingEmptySubsequences: false)
        guard fields.count == 3 || (fields.count == 4 && fields[3].elementsEqual("*".utf8)),
              let count = Int(String(decoding: fields[0], as: UTF8.self)), count > 0 else { return nil }
        let wrong = String(decoding: fields[1], as: UTF8.self), right = String(decoding: fields[2], as: UTF8.self)
        guard !wrong.isEmpty, !right.isEmpty, wrong != right else { return nil }
        return LearnedCorrection(misspelling: wrong, correction: right, count: count, isAmbiguous: fields.count == 4)
    }

    private static func written(_ corrections: [LearnedCorrection]) -> Data {
        var data = Data()
        for correction in corrections {
            data.append(contentsOf: "\(correction.count)\t\(correction.misspelling)\t\(correction.correction)\(correction.isAmbiguous ? "\t*" : "")\n".utf8)
        }
        return data
    }
}
