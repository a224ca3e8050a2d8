// Answers requests as the service's endpoints do, without HTTP (no SwiftNIO, which
// valgrind 3.19 cannot run): for scripts/bench-server.sh to count, under callgrind, the
// instructions of a request's own work (reading the body, the answer, writing its JSON).
//
//   wordcheck-server-bench validate|check|check-typos COUNT DATA-FOLDER [WORDS-FILE]
//
// check-typos is the paragraph with three of its words replaced by typos of words from
// WORDS-FILE (a .dic) on every request, as scripts/support/bench/service-load.lua makes
// them (a letter dropped, two swapped, or one replaced by a keyboard neighbour), from a
// fixed seed: the same requests on every run.
import Foundation
import WordCheckServerCore

let arguments = CommandLine.arguments
let workload = arguments.count > 1 ? arguments[1] : ""
guard ["validate", "check", "check-typos"].contains(workload), arguments.count == (workload == "check-typos" ? 5 : 4),
      let count = Int(arguments[2]), count >= 0 else {
    FileHandle.standardError.write(Data("usage: wordcheck-server-bench validate|check|check-typos COUNT DATA-FOLDER [WORDS-FILE]\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[3])
var written = 0
do {
    let languages = try ServedLanguages(preloading: [])
    if workload == "validate" {
        let bodies = read(folder.appendingPathComponent("service-plays.jsonl")).split(separator: "\n").map { Array($0.utf8) }
        guard !bodies.isEmpty else { fail("service-plays.jsonl holds no request", status: 65) }
        for index in 0..<count {
            let request = try WordCheckAPI.decode(ValidateRequest.self, from: bodies[index % bodies.count])
            var json = JSONWriter()
            try WordCheckAPI.validate(request, in: languages).write(to: &json)
            written += json.bytes.count
        }
    } else {
        let paragraph = read(folder.appendingPathComponent("service-paragraph.txt")).trimmingCharacters(in: .newlines)
        func body(_ text: String) -> [UInt8] { Array(RequestParameters.formEncoded([("language", "en-US"), ("text", text)]).utf8) }
        let same = body(paragraph)
        var typos = workload == "check-typos" ? Typos(dictionary: URL(fileURLWithPath: arguments[4])) : nil
        for _ in 0..<count {
            // Making a request with typos (a scan of the paragraph) is counted with its answer.
            let body = typos != nil ? body(typos!.replacingWords(of: paragraph)) : same
            let parameters = try RequestParameters(query: nil, body: body, strings: LanguageToolCheck.parameterNames)
            var json = JSONWriter()
            try LanguageToolCheck.check(parameters, in: languages).write(to: &json)
            written += json.bytes.count
        }
    }
} catch {
    fail("\(error)", status: 70)
}
print("\(count) answers, \(written) bytes of JSON")

/// Stops the run with one line on standard error.
func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("wordcheck-server-bench: \(message)\n".utf8))
    exit(status)
}

/// The text of `file`, or the run stops with one line (66) when it cannot be read as UTF-8.
func read(_ file: URL) -> String {
    guard let text = try? String(contentsOf: file, encoding: .utf8) else { fail("cannot read \(file.path) as UTF-8", status: 66) }
    return text
}

/// Typos of a dictionary's words, from a fixed seed.
struct Typos {
    /// The .dic's words of five letters or more, all lower case.
    let words: [Substring]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15

    /// The run stops with one line when `dictionary` cannot be read (66) or has no such word (65).
    init(dictionary: URL) {
        words = read(dictionary).split(separator: "\n").dropFirst().map { $0.prefix { $0 != "/" } }
            .filter { $0.utf8.count >= 5 && $0.utf8.allSatisfy(ASCII.isLower) }
        guard !words.isEmpty else { fail("\(dictionary.path) has no word of five lower-case letters or more", status: 65) }
    }

    /// A number below `bound` (SplitMix64).
    mutating func next(_ bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }

    static let neighbours: [UInt8: [UInt8]] = Dictionary(uniqueKeysWithValues: [
        "aqwsz", "bvghn", "cxdfv", "dserfcx", "ewsdr", "fdrtgvc", "gftyhbv", "hgyujnb", "iujko", "jhuikmn", "kjiolm",
        "lkop", "mnjk", "nbhjm", "oiklp", "pol", "qwa", "redft", "sawedxz", "trfgy", "uyhji", "vcfgb", "wqase", "xzsdc",
        "ytghu", "zasx",
    ].map { (Array($0.utf8)[0], Array($0.utf8.dropFirst())) })

    /// A typo of a random word: a letter dropped, two swapped, or one replaced by a neighbour (never the first).
    mutating func typo() -> String {
        var letters = Array(words[next(words.count)].utf8)
        let at = 1 + next(letters.count - 2)
        switch next(3) {
        case 0: letters.remove(at: at)
        case 1: letters.swapAt(at, at + 1)
        default:
            let near = Self.neighbours[letters[at]] ?? [0x65]
            letters[at] = near[next(near.count)]
        }
        return String(decoding: letters, as: UTF8.self)
    }

    /// `text` with its 20th, 40th and 60th word of five lower-case letters or more (ASCII)
    /// replaced by typos.
    mutating func replacingWords(of text: String) -> String {
        var result: [UInt8] = [], seen = 0
        let bytes = Array(text.utf8)
        var start = 0
        while start < bytes.count {
            var end = start
            while end < bytes.count, ASCII.isLetter(bytes[end]) { end += 1 }
            if end == start {
                result.append(bytes[start])
                start += 1
                continue
            }
            let word = bytes[start..<end]
            if word.count >= 5, word.allSatisfy(ASCII.isLower) {
                seen += 1
                if seen % 20 == 0, seen <= 60 {
                    result += typo().utf8
                    start = end
                    continue
                }
            }
            result += word
            start = end
        }
        return String(decoding: result, as: UTF8.self)
    }
}

enum ASCII {
    static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
    static func isLetter(_ byte: UInt8) -> Bool { isLower(byte | 0x20) }
}
