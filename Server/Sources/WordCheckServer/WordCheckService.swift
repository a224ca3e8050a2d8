import Foundation
import Hummingbird
import WordCheckServerCore
import Logging
import WordCheck

/// WordCheck over HTTP: LanguageTool's `/v2/check` and `/v2/languages` for spelling
/// clients, and WordCheck's own JSON endpoints under `/api/v1` for games and apps.
///
/// The service is stateless between requests: every answer depends on the request and
/// the dictionaries alone, so replicas behind a load balancer answer alike. The only
/// state a process keeps is its loaded dictionaries and a bounded cache of suggestions.
///
/// ```swift
/// let service = try WordCheckService(configuration: .init(languages: ["en_US", "es"]))
/// let app = Application(router: service.makeRouter(),
///                       configuration: .init(address: .hostname("127.0.0.1", port: 8081)))
/// try await app.runService()
/// ```
public struct WordCheckService: Sendable {
    /// What a service loads and accepts.
    public struct Configuration: Sendable {
        /// Languages loaded at start, by code (`en_US`, `es`, `it-IT`); the first is the
        /// language of `auto` and of requests that name none. Empty: the bundled
        /// English, Spanish and Italian. Other installed dictionaries load on first request.
        public var languages: [String]
        /// The largest request body accepted, in bytes; a larger one gets 413.
        public var maximumBodySize: Int
        /// The web origin browsers may call the service from (`https://example.org`, or
        /// `*` for any), as browser add-ons and web editors need; nil sends no CORS headers.
        public var allowedOrigin: String?

        /// The default request body limit: 1 MiB.
        public static let defaultMaximumBodySize = 1 << 20

        /// A configuration loading `languages`, accepting bodies up to `maximumBodySize`
        /// bytes, and answering browsers from `allowedOrigin`.
        public init(languages: [String] = [], maximumBodySize: Int = defaultMaximumBodySize, allowedOrigin: String? = nil) {
            self.languages = languages
            self.maximumBodySize = maximumBodySize
            self.allowedOrigin = allowedOrigin
        }
    }

    /// A path the service answers and the methods it takes there.
    public struct Endpoint: Sendable, Hashable {
        /// The path, such as `/v2/check`.
        public let path: String
        /// The methods, such as `GET`, `HEAD`, `POST`.
        public let methods: [HTTPRequest.Method]
    }

    /// Every endpoint, as `Server/openapi.json` describes them.
    public static let endpoints: [Endpoint] = [
        Endpoint(path: "/v2/languages", methods: [.get, .head]),
        Endpoint(path: "/v2/check", methods: [.get, .head, .post]),
        Endpoint(path: "/api/v1/validate", methods: [.post]),
        Endpoint(path: "/api/v1/spell", methods: [.post]),
        Endpoint(path: "/api/v1/suggest", methods: [.post]),
        Endpoint(path: "/api/v1/complete", methods: [.post]),
        Endpoint(path: "/api/v1/solve", methods: [.post]),
        Endpoint(path: "/api/v1/bee", methods: [.post]),
        Endpoint(path: "/api/v1/rack", methods: [.post]),
        Endpoint(path: "/api/v1/find", methods: [.post]),
        Endpoint(path: "/api/v1/wordle", methods: [.post]),
        Endpoint(path: "/api/v1/boggle", methods: [.post]),
        Endpoint(path: "/health", methods: [.get, .head]),
    ]

    /// The configuration the service was made with.
    public let configuration: Configuration
    let languages: ServedLanguages
    let logger: Logger

    /// Loads the configured languages.
    ///
    /// - Throws: ``SpellCheckingCore/SpellCheckingError`` when a language code is malformed
    ///   or names no dictionary, or a dictionary cannot be loaded.
    public init(configuration: Configuration = Configuration(), logger: Logger = Logger(label: "wordcheck-server")) throws(SpellCheckingError) {
        self.configuration = configuration
        self.languages = try ServedLanguages(preloading: configuration.languages)
        self.logger = logger
    }

    /// The default language: that of `auto`, and of requests that name none.
    public var defaultLanguage: Language { languages.defaultLanguage.language }

    /// The languages loaded at start, the default first.
    public var loadedLanguages: [Language] { languages.preloadedLanguages }

    /// A router with every endpoint, the request log and the JSON errors.
    public func makeRouter() -> Router<BasicRequestContext> {
        let router = Router(options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware(logger: logger))
        if let origin = configuration.allowedOrigin {
            // Outside the errors, so that refusals carry the headers too; a preflight
            // (OPTIONS with Origin) is answered here, before the routes.
            router.add(middleware: CORSMiddleware(
                allowOrigin: origin == "*" ? .all : .custom(origin),
                allowHeaders: [.accept, .contentType, .origin],
                allowMethods: [.get, .head, .post, .options]))
        }
        router.add(middleware: ErrorMiddleware(maximumBodySize: configuration.maximumBodySize, logger: logger))
        let languages = self.languages
        let limit = configuration.maximumBodySize

        let languageList = LanguageList(entries: languages.available.map { language in
            LanguageEntry(name: ServedLanguage.displayName(of: language), code: language.code,
                          longCode: ServedLanguage.longCode(of: language))
        })
        router.get("/v2/languages") { _, _ in JSONBody.response(languageList) }
        let check: @Sendable (Request, BasicRequestContext) async throws -> Response = { request, _ in
            let body = request.method == .post ? try await Self.body(of: request, limit: limit) : []
            let parameters = try RequestParameters(query: request.uri.query, body: body, strings: LanguageToolCheck.parameterNames)
            return JSONBody.response(try LanguageToolCheck.check(parameters, in: languages))
        }
        router.get("/v2/check", use: check)
        router.post("/v2/check", use: check)
        router.head("/v2/check") { _, _ in Response(status: .ok) }

        // WordCheck's own endpoints: one JSON object in, one out.
        func answer<Body: Decodable & Sendable, Answer: JSONWritable & Sendable>(
            _ path: RouterPath, _ type: Body.Type,
            with respond: @escaping @Sendable (Body, ServedLanguages) throws(APIError) -> Answer
        ) {
            router.post(path) { request, _ in
                let body = try WordCheckAPI.decode(Body.self, from: try await Self.body(of: request, limit: limit))
                return JSONBody.response(try respond(body, languages))
            }
        }
        answer("/api/v1/validate", ValidateRequest.self, with: WordCheckAPI.validate(_:in:))
        answer("/api/v1/spell", SpellRequest.self, with: WordCheckAPI.spell(_:in:))
        answer("/api/v1/suggest", SuggestRequest.self, with: WordCheckAPI.suggest(_:in:))
        answer("/api/v1/complete", CompleteRequest.self, with: WordCheckAPI.complete(_:in:))
        answer("/api/v1/solve", SolveRequest.self, with: WordCheckAPI.solve(_:in:))
        answer("/api/v1/bee", BeeRequest.self, with: WordCheckAPI.bee(_:in:))
        answer("/api/v1/rack", RackRequest.self, with: WordCheckAPI.rack(_:in:))
        answer("/api/v1/find", FindRequest.self, with: WordCheckAPI.find(_:in:))
        answer("/api/v1/wordle", WordleRequest.self, with: WordCheckAPI.wordle(_:in:))
        answer("/api/v1/boggle", BoggleRequest.self, with: WordCheckAPI.boggle(_:in:))
        let health = HealthResponse(status: "ok", version: WordCheckRelease.current,
                                    languages: languages.preloadedLanguages.map(\.identifier))
        router.get("/health") { _, _ in JSONBody.response(health) }
        return router
    }

    /// The request body, refused with 413 past `limit` bytes (by its `Content-Length`
    /// before reading, or while reading when it has none).
    private static func body(of request: Request, limit: Int) async throws -> [UInt8] {
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit {
            throw APIError.bodyTooLarge(limit: limit)
        }
        let buffer = try await request.body.collect(upTo: limit)
        return Array(buffer.readableBytesView)
    }
}
