/// The HTTP statuses the service answers with, named once: every ``APIError`` takes
/// its status from here, through its ``APIError/Code``.
///
/// WordCheckServerCore does not depend on an HTTP library; `WordCheckServer` turns a
/// status into Hummingbird's `HTTPResponse.Status` by its number.
package enum HTTPStatus: Int, Sendable, Hashable {
    /// 400: the request is malformed or names something the service does not have.
    case badRequest = 400
    /// 404: no endpoint at the path.
    case notFound = 404
    /// 405: an endpoint, but not for this method.
    case methodNotAllowed = 405
    /// 413: the body is over the limit.
    case contentTooLarge = 413
    /// 429: the client sent more than its limit; try again after `Retry-After` seconds.
    case tooManyRequests = 429
    /// 500: the service failed; its log says why.
    case internalServerError = 500
    /// 503: the service has more work than it takes on; try again after `Retry-After` seconds.
    case serviceUnavailable = 503
}
