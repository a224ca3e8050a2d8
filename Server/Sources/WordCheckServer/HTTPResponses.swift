import Hummingbird
import WordCheckServerCore

extension APIError: HTTPResponseError {
    /// The error's HTTP status (``WordCheckServerCore/APIError/statusCode``).
    public var status: HTTPResponse.Status { HTTPResponse.Status(code: statusCode) }

    /// The JSON body and headers of this error, with `Allow` on a 405.
    public func response(from request: Request, context: some RequestContext) throws -> Response {
        response()
    }

    func response() -> Response {
        var headers = JSONBody.headers
        if !allowedMethods.isEmpty {
            headers[.allow] = allowedMethods.joined(separator: ", ")
        }
        if let retryAfter {
            headers[.retryAfter] = String(retryAfter)
        }
        return Response(status: status, headers: headers, body: JSONBody.encode(body))
    }
}

/// JSON response bodies, written with ``WordCheckServerCore/JSONWriter``.
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
