import Hummingbird
import WordCheckServerCore
import Logging

/// Turns every error into a JSON answer (``APIError``): 404 for an unknown path, 405
/// with `Allow` for a known path and another method, 413 for a body over the limit,
/// 400 for any other refusal Hummingbird makes, and 500 (logged) for anything else.
struct ErrorMiddleware<Context: RequestContext>: RouterMiddleware {
    let maximumBodySize: Int
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        do {
            return try await next(request, context)
        } catch let error as APIError {
            return error.response()
        } catch let error as any HTTPResponseError {
            switch error.status {
            case .notFound:
                let path = request.uri.path
                if let endpoint = WordCheckService.endpoints.first(where: { $0.path == path }) {
                    return APIError.methodNotAllowed(request.method.rawValue, path: path, allowed: endpoint.methods.map(\.rawValue)).response()
                }
                return APIError.notFound(path).response()
            case .contentTooLarge:
                return APIError.bodyTooLarge(limit: maximumBodySize).response()
            case let status where (400..<500).contains(status.code):
                return APIError(status.code, code: "badRequest", message: status.reasonPhrase).response()
            default:
                logger.error("\(request.method.rawValue) \(request.uri.path) failed: \(String(describing: error))")
                return APIError.internalError.response()
            }
        } catch {
            logger.error("\(request.method.rawValue) \(request.uri.path) failed: \(String(describing: error))")
            return APIError.internalError.response()
        }
    }
}

/// Logs one line per request when it has been answered: method, path, status and the
/// time taken to answer, in microseconds.
struct RequestLogMiddleware<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let start = ContinuousClock.now
        let response = try await next(request, context)
        let elapsed = ContinuousClock.now - start
        let microseconds = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        logger.info("\(request.method.rawValue) \(request.uri.path) \(response.status.code) \(microseconds)us")
        return response
    }
}
