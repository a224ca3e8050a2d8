import Foundation
import Hummingbird
import Logging
import Testing
import WordCheck
@testable import WordCheckServer
@testable import WordCheckServerCore

/// What every endpoint does with requests it cannot answer, and the request log.
@Suite struct ErrorHandlingTests {
    @Test func everyCodeHasOneStatus() {
        let statuses = Dictionary(uniqueKeysWithValues: APIError.Code.allCases.map { ($0, $0.status.rawValue) })
        #expect(statuses[.bodyTooLarge] == 413 && statuses[.notFound] == 404 && statuses[.methodNotAllowed] == 405)
        #expect(statuses[.dictionaryUnusable] == 500 && statuses[.internalError] == 500)
        #expect(statuses[.overloaded] == 503 && statuses[.tooManyRequests] == 429)
        #expect(Set(statuses.values) == [400, 404, 405, 413, 429, 500, 503])
        #expect(APIError.invalidUTF8.statusCode == 400 && APIError.notFound("/x").statusCode == 404)
    }

    @Test func theLibrariesErrorsAndHTTPRefusalsMapInOnePlace() {
        #expect(APIError(.invalidLanguage("e"), requestedLanguage: "e").code == .unknownLanguage)
        #expect(APIError(.dictionaryNotFound(language: "xx", searched: []), requestedLanguage: "xx").code == .unknownLanguage)
        let unusable = APIError(.notADictionary(path: "/x.dic", reason: "binary"), requestedLanguage: "xx")
        #expect(unusable.code == .dictionaryUnusable && unusable.statusCode == 500)
        #expect(APIError(.emptyRoot, maximumMinimumLength: 9).message == "'root' must hold a word")
        #expect(APIError(.invalidMinimumLength(0), maximumMinimumLength: 9).message == "'rules.minimumLength' must be from 1 to 9")
        let refuse = { (status: Int, allowed: [String]?) in
            APIError.refusal(status: status, reasonPhrase: "Reason", method: "PUT", path: "/p", allowedMethods: allowed, maximumBodySize: 8)
        }
        #expect(refuse(404, nil)?.code == .notFound)
        #expect(refuse(404, ["GET"])?.code == .methodNotAllowed && refuse(404, ["GET"])?.allowedMethods == ["GET"])
        #expect(refuse(413, nil)?.code == .bodyTooLarge)
        #expect(refuse(431, nil).map { [$0.statusCode, $0.code == .badRequest ? 1 : 0] } == [431, 1])
        #expect(refuse(500, nil) == nil && refuse(302, nil) == nil)
    }

    @Test func unknownPathsAndWrongMethodsAreJSONErrors() async throws {
        try await withClient { client in
            let unknown = try await client.send(.get, "/v3/check")
            #expect(unknown.status == .notFound && unknown.errorCode == "notFound")
            #expect(unknown.headers[.contentType]?.hasPrefix("application/json") == true)
            for endpoint in WordCheckService.endpoints {
                let wrong: HTTPRequest.Method = endpoint.methods.contains(.post) ? .delete : .post
                let answer = try await client.send(wrong, endpoint.path, body: [])
                #expect(answer.status == .methodNotAllowed && answer.errorCode == "methodNotAllowed", "\(endpoint.path)")
                #expect(answer.headers[.allow] == endpoint.methods.map(\.rawValue).joined(separator: ", "))
            }
        }
    }

    @Test func bodiesOverTheLimitAre413() async throws {
        let service = try WordCheckService(configuration: .init(maximumBodySize: 64))
        try await withClient(service) { client in
            let large = Array(("language=en&text=" + String(repeating: "word ", count: 40)).utf8)
            let declared = try await client.send(.post, "/v2/check", body: large)
            #expect(declared.status == .contentTooLarge && declared.errorCode == "bodyTooLarge")
            let json = try await client.post("/api/v1/spell", json: #"{"words": [\#(Array(repeating: "\"a\"", count: 40).joined(separator: ","))]}"#)
            #expect(json.status == .contentTooLarge)
            try #expect(await client.post("/api/v1/spell", json: #"{"words": ["a"]}"#).status == .ok)
        }
    }

    @Test func browsersGetCORSHeadersOnlyFromTheAllowedOrigin() async throws {
        let service = try WordCheckService(configuration: .init(allowedOrigin: "https://editor.example"))
        try await withClient(service) { client in
            let preflight = try await client.send(.options, "/v2/check", headers: [
                .origin: "https://editor.example", .accessControlRequestMethod: "POST"])
            #expect(preflight.status == .noContent)
            #expect(preflight.headers[.accessControlAllowOrigin] == "https://editor.example")
            #expect(preflight.headers[.accessControlAllowMethods]?.contains("POST") == true)
            let answer = try await client.send(.post, "/v2/check", body: Array("language=en&text=A+tset".utf8),
                                               headers: [.origin: "https://editor.example"])
            #expect(answer.status == .ok && answer.headers[.accessControlAllowOrigin] == "https://editor.example")
            let refused = try await client.send(.post, "/v2/check", body: Array("text=A".utf8), headers: [.origin: "https://editor.example"])
            #expect(refused.status == .badRequest && refused.headers[.accessControlAllowOrigin] == "https://editor.example")
        }
        // Without an allowed origin: no headers, and OPTIONS is a method the paths do not take.
        try await withClient { client in
            let answer = try await client.send(.post, "/v2/check", body: Array("language=en&text=A".utf8), headers: [.origin: "https://editor.example"])
            #expect(answer.status == .ok && answer.headers[.accessControlAllowOrigin] == nil)
            #expect(try await client.send(.options, "/v2/check", headers: [.origin: "https://editor.example"]).status == .methodNotAllowed)
        }
    }

    @Test func aMissingLanguageStopsTheServiceFromStarting() {
        #expect(throws: SpellCheckingError.self) { try WordCheckService(configuration: .init(languages: ["xx_YY"])) }
        #expect(throws: SpellCheckingError.invalidLanguage("../x")) { try WordCheckService(configuration: .init(languages: ["../x"])) }
    }

    @Test func oneLogLinePerRequestWithStatus() async throws {
        let lines = LogLines()
        let logger = Logger(label: "test") { _ in CapturingHandler(lines: lines) }
        let service = try WordCheckService(logger: logger)
        try await withClient(service) { client in
            _ = try await client.send(.get, "/v2/languages")
            _ = try await client.post("/v2/check", form: [("language", "en"), ("text", "A tset.")])
            _ = try await client.send(.get, "/missing")
        }
        let logged = lines.all
        #expect(logged.count == 3)
        #expect(logged.first?.hasPrefix("GET /v2/languages 200 ") == true)
        #expect(logged.dropFirst().first?.hasPrefix("POST /v2/check 200 ") == true)
        #expect(logged.last?.hasPrefix("GET /missing 404 ") == true)
    }
}

/// The messages a ``CapturingHandler`` kept.
private final class LogLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []

    func append(_ line: String) { lock.withLock { lines.append(line) } }
    var all: [String] { lock.withLock { lines } }
}

/// A log handler that keeps the messages.
private struct CapturingHandler: LogHandler {
    let lines: LogLines
    var metadata: Logger.Metadata = [:]
    var logLevel: Logger.Level = .info

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        lines.append(event.message.description)
    }
}
