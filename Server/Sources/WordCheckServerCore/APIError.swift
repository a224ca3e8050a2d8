import Foundation
import Hummingbird

/// A request the service refuses, answered with its HTTP status and a JSON body
/// `{"error": {"code": ..., "message": ...}}`.
///
/// Every refusal the service makes is one of these; a client can branch on ``code``,
/// which is stable, and show ``message``, which is for people.
public struct APIError: Error, Sendable, Equatable, HTTPResponseError {
    /// The HTTP status: 400, 404, 405, 413 or 500.
    public let status: HTTPResponse.Status
    /// A stable identifier: `unknownLanguage`, `missingField`, `invalidField`,
    /// `invalidJSON`, `invalidForm`, `invalidUTF8`, `bodyTooLarge`, `notFound`,
    /// `methodNotAllowed`, `tooManyWords` or `internalError`.
    public let code: String
    /// One sentence saying what was wrong.
    public let message: String
    /// The methods the path allows, sent as the `Allow` header of a 405.
    public let allowedMethods: [HTTPRequest.Method]

    init(_ status: HTTPResponse.Status, code: String, message: String, allowedMethods: [HTTPRequest.Method] = []) {
        self.status = status
        self.code = code
        self.message = message
        self.allowedMethods = allowedMethods
    }

    static func unknownLanguage(_ language: String, reason: String) -> APIError {
        APIError(.badRequest, code: "unknownLanguage", message: "no dictionary for language '\(language)': \(reason)")
    }

    static func missingField(_ name: String) -> APIError {
        APIError(.badRequest, code: "missingField", message: "the request has no '\(name)'")
    }

    static func invalidField(_ name: String, _ problem: String) -> APIError {
        APIError(.badRequest, code: "invalidField", message: "'\(name)' \(problem)")
    }

    static func invalidJSON(_ detail: String) -> APIError {
        APIError(.badRequest, code: "invalidJSON", message: "the body is not the JSON this endpoint takes: \(detail)")
    }

    static let invalidUTF8 = APIError(.badRequest, code: "invalidUTF8", message: "the request is not valid UTF-8")

    static func bodyTooLarge(limit: Int) -> APIError {
        APIError(.contentTooLarge, code: "bodyTooLarge", message: "the body is larger than \(limit) bytes")
    }

    static func notFound(_ path: String) -> APIError {
        APIError(.notFound, code: "notFound", message: "no endpoint at \(path)")
    }

    static func methodNotAllowed(_ method: HTTPRequest.Method, path: String, allowed: [HTTPRequest.Method]) -> APIError {
        APIError(.methodNotAllowed, code: "methodNotAllowed",
                 message: "\(path) does not take \(method.rawValue) (it takes \(allowed.map(\.rawValue).joined(separator: ", ")))",
                 allowedMethods: allowed)
    }

    static let internalError = APIError(.internalServerError, code: "internalError", message: "the service failed; the error is in its log")

    /// The JSON body and headers of this error.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }

    func response() -> Response {
        var headers = JSONBody.headers
        if !allowedMethods.isEmpty {
            headers[.allow] = allowedMethods.map(\.rawValue).joined(separator: ", ")
        }
        return Response(status: status, headers: headers, body: JSONBody.encode(Body(error: .init(code: code, message: message))))
    }

    struct Body: Encodable {
        struct Detail: Encodable {
            let code: String
            let message: String
        }
        let error: Detail
    }
}

/// JSON response bodies, written with ``JSONWriter``.
enum JSONBody {
    static let headers: HTTPFields = [.contentType: "application/json; charset=utf-8"]

    static func encode(_ value: some JSONWritable) -> ResponseBody {
        var writer = JSONWriter()
        value.write(to: &writer)
        return ResponseBody(byteBuffer: ByteBuffer(bytes: writer.bytes))
    }

    static func response(_ value: some JSONWritable, status: HTTPResponse.Status = .ok) -> Response {
        Response(status: status, headers: headers, body: encode(value))
    }
}
