import Hummingbird
import Logging
import NIOHTTP1
import WordCheckServerCore

/// Turns every error into a JSON answer (``APIError``): 404 for an unknown path, 405
/// with `Allow` for a known path and another method, 413 for a body over the limit,
/// 400 for any other refusal Hummingbird makes, and 500 (logged) for anything else,
/// but for a body the HTTP parser refuses (malformed chunks, a connection closed
/// midway), which goes on to Hummingbird: 400, and the connection closed.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    let maximumBodySize: Int
    let logger: Logger
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            metrics.recordError(reason: error.code.rawValue)
            return error.response()
        } catch let error as HTTPParserError {
            throw error
        } catch let error as any HTTPResponseError {
            let path = request.uri.path
            let endpoint = WordCheckService.endpoints.first { $0.path == path }
            if let refusal = APIError.refusal(status: error.status.code, reasonPhrase: error.status.reasonPhrase,
                                              method: request.method.rawValue, path: path,
                                              allowedMethods: endpoint?.methods.map(\.rawValue), maximumBodySize: maximumBodySize) {
                metrics.recordError(reason: refusal.code.rawValue)
                return refusal.response()
            }
            logger.error("\(request.method.rawValue) \(request.uri.path) failed: \(String(describing: error))")
            metrics.recordError(reason: APIError.internalError.code.rawValue)
            return APIError.internalError.response()
        } catch {
            logger.error("\(request.method.rawValue) \(request.uri.path) failed: \(String(describing: error))")
            metrics.recordError(reason: APIError.internalError.code.rawValue)
            return APIError.internalError.response()
        }
    }
}

/// Logs one line per request when it has been answered: method, path, status and the
/// time taken to answer, in microseconds; and counts it in the metrics.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger
    let metrics: ServiceMetrics

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        logger.info("\(request.method.rawValue) \(request.uri.path) \(response.status.code) \(microseconds)us")
        metrics.record(path: request.uri.path, method: request.method.rawValue, status: response.status.code, duration: elapsed)
        return response
    }
}

/// Refuses with 429 and `Retry-After` a request past its client's limits
/// (``WordCheckServerCore/RateLimiter``), by the address the request came from; `/health`
/// and `/metrics`, for balancers and scrapers, are never limited. A body's bytes are
/// counted by its `Content-Length`, or, for a chunked body, as its chunks arrive: the
/// request is refused with 429 at the chunk that passes the limit.
struct RateLimitMiddleware<Context: RemoteAddressRequestContext>: RouterMiddleware {
    let limiter: RateLimiter

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let path = request.uri.path
        guard path != "/health", path != "/metrics", let client = context.remoteAddress?.ipAddress else {
            return try await next(request, context)
        }
        let declared = request.headers[.contentLength].flatMap(Int.init)
        if let wait = limiter.admit(client, bytes: declared ?? 0) { throw APIError.tooManyRequests(waiting: wait) }
        guard declared == nil, limiter.limits.bytes > 0 else { return try await next(request, context) }
        // No declared length: the chunks are counted as the handler reads them.
        var request = request
        request.body = RequestBody(asyncSequence: CountedBody(base: request.body, limiter: limiter, client: client))
        return try await next(request, context)
    }

}

extension APIError {
    /// 429 with a `Retry-After` of `wait` in whole seconds, rounded up (1 at least).
    static func tooManyRequests(waiting wait: Duration) -> APIError {
        let seconds = Int(wait.components.seconds) + (wait.components.attoseconds > 0 ? 1 : 0)
        return .tooManyRequests(retryAfter: max(1, seconds))
    }
}

/// A request body whose chunks are charged to their client's window as they arrive
/// (``RateLimiter/charge(_:bytes:now:)``); the chunk that passes the byte limit throws 429.
struct CountedBody: AsyncSequence, Sendable {
    typealias Element = ByteBuffer
    let base: RequestBody
    let limiter: RateLimiter
    let client: String

    struct AsyncIterator: AsyncIteratorProtocol {
        var base: RequestBody.AsyncIterator
        let limiter: RateLimiter
        let client: String

        mutating func next() async throws -> ByteBuffer? {
            guard let chunk = try await base.next() else { return nil }
            if let wait = limiter.charge(client, bytes: chunk.readableBytes) {
                throw APIError.tooManyRequests(waiting: wait)
            }
            return chunk
        }
    }

    func makeAsyncIterator() -> AsyncIterator {
        AsyncIterator(base: base.makeAsyncIterator(), limiter: limiter, client: client)
    }
}
