// Answers requests as the service's endpoints do, without HTTP (no SwiftNIO, which
// valgrind 3.19 cannot run): for scripts/bench-server.sh to count, under callgrind, the
// instructions of a request's own work (reading the body, the answer, writing its JSON).
//
//   wordcheck-server-bench validate|check COUNT DATA-FOLDER
import Foundation
import WordCheckServerCore

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[2]), count >= 0, ["validate", "check"].contains(arguments[1]) else {
    FileHandle.standardError.write(Data("usage: wordcheck-server-bench validate|check COUNT DATA-FOLDER\n".utf8))
    exit(64)
}
let folder = URL(fileURLWithPath: arguments[3])
let languages = try ServedLanguages(preloading: [])
var written = 0
if arguments[1] == "validate" {
    let bodies = try String(contentsOf: folder.appendingPathComponent("service-plays.jsonl"), encoding: .utf8)
        .split(separator: "\n").map { Array($0.utf8) }
    for index in 0..<count {
        let request = try WordCheckAPI.decode(ValidateRequest.self, from: bodies[index % bodies.count])
        var json = JSONWriter()
        try WordCheckAPI.validate(request, in: languages).write(to: &json)
        written += json.bytes.count
    }
} else {
    let paragraph = try String(contentsOf: folder.appendingPathComponent("service-paragraph.txt"), encoding: .utf8)
        .trimmingCharacters(in: .newlines)
    let body = Array(RequestParameters.formEncoded([("language", "en-US"), ("text", paragraph)]).utf8)
    for _ in 0..<count {
        let parameters = try RequestParameters(query: nil, body: body, strings: LanguageToolCheck.parameterNames)
        var json = JSONWriter()
        try LanguageToolCheck.check(parameters, in: languages).write(to: &json)
        written += json.bytes.count
    }
}
print("\(count) answers, \(written) bytes of JSON")
