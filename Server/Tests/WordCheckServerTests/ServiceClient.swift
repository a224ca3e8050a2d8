import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import Synchronization
@testable import WordCheckServer
@testable import WordCheckServerCore

/// An answer of the service, with its body parsed when it is JSON.
struct Answer {
    let status: HTTPResponse.Status
    let headers: HTTPFields
    let text: String
    var json: Any? { try? JSONSerialization.jsonObject(with: Data(text.utf8)) }
    var object: [String: Any] { json as? [String: Any] ?? [:] }
    /// The `code` of an error body.
    var errorCode: String? { (object["error"] as? [String: Any])?["code"] as? String }
}

/// Sends requests to a service's router in process, as the HTTP server would hand them
/// over: the request (with its `Content-Length`) goes to the responder the router builds,
/// with a context made as the server makes one, and the response's body is collected.
/// No socket and no HTTP client, so the tests need nothing beyond Hummingbird and SwiftNIO.
struct ServiceClient: Sendable {
    let responder: RouterResponder<WordCheckService.Context>
    let logger: Logger

    func send(_ method: HTTPRequest.Method, _ uri: String, body: [UInt8]? = nil, headers: HTTPFields = [:]) async throws -> Answer {
        var headers = headers
        if let body { headers[.contentLength] = String(body.count) }
        let request = Request(
            head: HTTPRequest(method: method, scheme: "http", authority: "localhost", path: uri, headerFields: headers),
            body: RequestBody(buffer: ByteBuffer(bytes: body ?? [])))
        let context = WordCheckService.Context(source: ApplicationRequestContextSource(channel: NIOAsyncTestingChannel(), logger: logger))
        // What the server answers when a responder throws past every middleware.
        let response = (try? await responder.respond(to: request, context: context)) ?? Response(status: .internalServerError)
        let collected = CollectedBody()
        try await response.body.write(collected)
        return Answer(status: response.status, headers: response.headers, text: String(buffer: collected.buffer.withLock { $0 }))
    }

    func post(_ uri: String, json: String) async throws -> Answer {
        try await send(.post, uri, body: Array(json.utf8), headers: [.contentType: "application/json"])
    }

    func post(_ uri: String, form fields: [(String, String)], contentType: String = "application/x-www-form-urlencoded") async throws -> Answer {
        try await send(.post, uri, body: Array(Self.form(fields).utf8), headers: [.contentType: contentType])
    }

    /// What /v2/check reads from a form body of `fields`.
    static func checkParameters(_ fields: [(String, String)]) throws -> RequestParameters {
        try RequestParameters(query: nil, body: Array(form(fields).utf8), strings: LanguageToolCheck.parameterNames)
    }

    static func form(_ fields: [(String, String)]) -> String {
        RequestParameters.formEncoded(fields)
    }
}

/// One service for the suite's tests (dictionaries load once per process anyway).
let sharedService: Result<WordCheckService, Error> = Result {
    var quiet = Logger(label: "wordcheck-server-tests")
    quiet.logLevel = .error
    return try WordCheckService(logger: quiet)
}

/// Runs `body` with a client of `service` (the shared one by default).
func withClient(_ service: WordCheckService? = nil, _ body: @Sendable (ServiceClient) async throws -> Void) async throws {
    let service = try service ?? sharedService.get()
    try await body(ServiceClient(responder: service.makeRouter().buildResponder(), logger: service.logger))
}

/// A response body's bytes, as a server would write them to the connection.
final class CollectedBody: ResponseBodyWriter, Sendable {
    let buffer = Mutex(ByteBuffer())

    func write(_ buffer: ByteBuffer) async throws {
        self.buffer.withLock { $0.writeImmutableBuffer(buffer) }
    }

    func finish(_ trailingHeaders: HTTPFields?) async throws {}
}
