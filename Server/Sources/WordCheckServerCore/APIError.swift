/// A request the service refuses, answered with its HTTP status and a JSON body
/// `{"error": {"code": ..., "message": ...}}`.
///
/// Every refusal the service makes is one of these; a client can branch on ``code``,
/// which is stable, and show ``message``, which is for people.
public struct APIError: Error, Sendable, Equatable {
    /// The HTTP status code: 400, 404, 405, 413 or 500.
    public let statusCode: Int
    /// A stable identifier: `unknownLanguage`, `dictionaryUnusable`, `missingField`,
    /// `invalidField`, `invalidJSON`, `invalidForm`, `invalidUTF8`, `bodyTooLarge`,
    /// `notFound`, `methodNotAllowed`, `tooManyWords`, `noWordList`, `badRequest` or
    /// `internalError` (all listed in `Server/openapi.json`).
    public let code: String
    /// One sentence saying what was wrong.
    public let message: String
    /// The methods the path allows, sent as the `Allow` header of a 405.
    public let allowedMethods: [String]

    package init(_ statusCode: Int, code: String, message: String, allowedMethods: [String] = []) {
        self.statusCode = statusCode
        self.code = code
        self.message = message
        self.allowedMethods = allowedMethods
    }

    package static let badRequest = 400
    package static let internalServerError = 500

    package static func unknownLanguage(_ language: String, reason: String) -> APIError {
        APIError(badRequest, code: "unknownLanguage", message: "no dictionary for language '\(language)': \(reason)")
    }

    package static func missingField(_ name: String) -> APIError {
        APIError(badRequest, code: "missingField", message: "the request has no '\(name)'")
    }

    package static func invalidField(_ name: String, _ problem: String) -> APIError {
        APIError(badRequest, code: "invalidField", message: "'\(name)' \(problem)")
    }

    package static func invalidJSON(_ detail: String) -> APIError {
        APIError(badRequest, code: "invalidJSON", message: "the body is not the JSON this endpoint takes: \(detail)")
    }

    package static let invalidUTF8 = APIError(badRequest, code: "invalidUTF8", message: "the request is not valid UTF-8")

    package static func bodyTooLarge(limit: Int) -> APIError {
        APIError(413, code: "bodyTooLarge", message: "the body is larger than \(limit) bytes")
    }

    package static func notFound(_ path: String) -> APIError {
        APIError(404, code: "notFound", message: "no endpoint at \(path)")
    }

    package static func methodNotAllowed(_ method: String, path: String, allowed: [String]) -> APIError {
        APIError(405, code: "methodNotAllowed",
                 message: "\(path) does not take \(method) (it takes \(allowed.joined(separator: ", ")))",
                 allowedMethods: allowed)
    }

    package static let internalError = APIError(internalServerError, code: "internalError", message: "the service failed; the error is in its log")

    /// The JSON body of this error.
    package var body: Body { Body(error: .init(code: code, message: message)) }

    package struct Body: Encodable {
        package struct Detail: Encodable {
            package let code: String
            package let message: String
        }
        package let error: Detail
    }
}
