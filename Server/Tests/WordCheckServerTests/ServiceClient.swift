import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
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

/// Sends requests to a service through HummingbirdTesting's in-process router client.
struct ServiceClient: Sendable {
    let client: any TestClientProtocol

    func send(_ method: HTTPRequest.Method, _ uri: String, body: [UInt8]? = nil, headers: HTTPFields = [:]) async throws -> Answer {
        try await client.execute(uri: uri, method: method, headers: headers, body: body.map { ByteBuffer(bytes: $0) }) { response in
            Answer(status: response.status, headers: response.headers, text: String(buffer: response.body))
        }
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
    let app = Application(router: try (service ?? sharedService.get()).makeRouter())
    try await app.test(.router) { client in try await body(ServiceClient(client: client)) }
}
