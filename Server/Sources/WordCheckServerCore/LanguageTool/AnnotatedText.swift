import Foundation

/// LanguageTool's annotated text (the `data` parameter): text parts that are checked,
/// and markup parts that are not, each optionally read as other text (`interpretAs`).
///
/// ```json
/// {"annotation": [{"text": "A "}, {"markup": "<b>"}, {"text": "tset"}, {"markup": "</b>"},
///                 {"markup": "<p>", "interpretAs": "\n\n"}]}
/// ```
///
/// The words are found in the plain text (text parts and interpretations), and the
/// offsets of matches are given in the whole document (every part, markup included).
package struct AnnotatedText: Sendable {
    /// The text that is checked.
    package let plainText: String
    /// Where each stretch of the plain text starts in the plain text and in the document,
    /// in UTF-16 code units, and whether it is a text part (else an interpretation).
    private let stretches: [Stretch]

    private struct Stretch {
        package let plainStart: Int
        package let documentStart: Int
        package let isText: Bool
    }

    /// Plain text alone: offsets are the same in both.
    package init(plainText: String) {
        self.plainText = plainText
        self.stretches = [Stretch(plainStart: 0, documentStart: 0, isText: true)]
    }

    /// Parses the `data` parameter.
    ///
    /// - Throws: ``APIError`` `invalidField` when it is not an object with an
    ///   `annotation` array whose items each have a string `text` or `markup`.
    package init(json: String) throws(APIError) {
        let problem = APIError.invalidField("data", "must be {\"annotation\": [...]}, each item with a string \"text\" or \"markup\"")
        guard let parsed = try? JSONSerialization.jsonObject(with: Data(json.utf8)),
              let object = parsed as? [String: Any], let items = object["annotation"] as? [Any]
        else { throw problem }
        var plain = ""
        var stretches: [Stretch] = []
        var plainOffset = 0
        var documentOffset = 0
        for item in items {
            guard let item = item as? [String: Any] else { throw problem }
            if let text = item["text"] as? String, item["markup"] == nil {
                stretches.append(Stretch(plainStart: plainOffset, documentStart: documentOffset, isText: true))
                plain += text
                plainOffset += text.utf16.count
                documentOffset += text.utf16.count
            } else if let markup = item["markup"] as? String, item["text"] == nil {
                if let interpretation = item["interpretAs"] {
                    guard let interpretation = interpretation as? String else { throw problem }
                    stretches.append(Stretch(plainStart: plainOffset, documentStart: documentOffset, isText: false))
                    plain += interpretation
                    plainOffset += interpretation.utf16.count
                }
                documentOffset += markup.utf16.count
            } else {
                throw problem
            }
        }
        self.plainText = plain
        self.stretches = stretches
    }

    /// Where a stretch of plain text lies in the document, in UTF-16 code units. A bound
    /// inside an interpretation moves to the start of its markup.
    package func documentRange(of plain: Range<Int>) -> Range<Int> {
        let start = map(plain.lowerBound, stretch: lastStretch { $0 <= plain.lowerBound })
        // The end belongs to the stretch holding the range's last code unit, not to the
        // one starting right after it (past the markup between them).
        let end = plain.isEmpty ? start : map(plain.upperBound, stretch: lastStretch { $0 < plain.upperBound })
        return start..<max(start, end)
    }

    private func map(_ offset: Int, stretch: Int?) -> Int {
        guard let stretch else { return offset }
        let found = stretches[stretch]
        return found.isText ? found.documentStart + (offset - found.plainStart) : found.documentStart
    }

    /// The index of the last stretch whose plain start satisfies `isBefore` (which holds
    /// for a prefix of the stretches, as they are in order).
    private func lastStretch(where isBefore: (Int) -> Bool) -> Int? {
        var low = 0
        var high = stretches.count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(stretches[middle].plainStart) { low = middle + 1 } else { high = middle }
        }
        return low > 0 ? low - 1 : nil
    }
}
