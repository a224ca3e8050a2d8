import Foundation
import Hummingbird
import HummingbirdCore
import NIOCore
import Synchronization
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
/// let app = Application(router: service.makeRouter(), server: service.httpServer,
///                       configuration: service.applicationConfiguration(address: .hostname("127.0.0.1", port: 8081)))
/// try await app.runService()
/// ```
public struct WordCheckService: Sendable {
    /// What a service loads and accepts, and how much it takes on.
    public struct Configuration: Sendable {
        /// Languages loaded at start, by code (`en_US`, `es`, `it-IT`); the first is the
        /// language of `auto` and of requests that name none. Empty: the bundled
        /// English, Spanish and Italian.
        public var languages: [String]
        /// Other languages whose installed dictionaries a request may load, on its first
        /// request (`de_DE`; a bare code such as `de` for every variant; `*` for every
        /// installed dictionary). Nil: the bundled ones. A request for any other gets 400
        /// `unknownLanguage`, and `/v2/languages` lists only those served.
        public var allowedLanguages: [String]?
        /// The most dictionaries loaded at once, those of ``languages`` included (which are
        /// never let go): past it, the one used least recently of those loaded on a request
        /// is let go, and its memory is freed when the requests using it end.
        public var maximumDictionaries: Int
        /// The default of ``maximumDictionaries``: 8.
        public static let defaultMaximumDictionaries = 8
        /// The largest request body accepted, in bytes; a larger one gets 413.
        public var maximumBodySize: Int
        /// The web origin browsers may call the service from (`https://example.org`, or
        /// `*` for any), as browser add-ons and web editors need; nil sends no CORS headers.
        public var allowedOrigin: String?
        /// How long one request's work may run (LanguageTool's `maxCheckTimeMillis`): past
        /// it, `/v2/check` answers the matches it found with no more replacements and
        /// `warnings.incompleteResults: true`, and `/api/v1/suggest` the suggestions it
        /// found with `incompleteResults: true`. A word's suggestions already under way
        /// are finished first.
        public var workTimeLimit: Duration
        /// Requests worked on at once (on threads of the service's own; 1 to 4,096), and
        /// how many more may wait (up to a million); past both, 503 with `Retry-After`.
        /// Of those worked on, one per processor runs at a time while young; one that has
        /// run 20 ms counts as heavy and goes on beside the next. Nil: four
        /// per processor, and 64 per processor waiting.
        public var workThreads: Int?, workQueue: Int?
        /// How long a connection may stay open without a request (from its opening or its
        /// last response until a request's headers have all arrived).
        public var idleTimeout: Duration
        /// How long a request's body may take to arrive once its headers have.
        public var requestReadTimeout: Duration
        /// The most connections open at once. A few below it, each new connection closes,
        /// of those not being answered, the one that has waited for a request (idle, or
        /// sending its headers) or been sending its body the longest, or is itself closed
        /// when every one is being answered; at the cap, new ones wait in the kernel's
        /// backlog. Nil: the process's descriptor limit less 64, at most 10,000.
        public var maximumConnections: Int?
        /// The most connections one client address may hold open: one more closes one of
        /// that address's connections by the same rule, or is itself closed when every one
        /// is being answered. 0: no cap (behind a load balancer, every connection comes
        /// from its address).
        public var maximumConnectionsPerAddress: Int
        /// Per client address, the most requests, and body bytes, in ``requestLimitPeriod``
        /// (LanguageTool's `requestLimit` and `requestLimitInBytes`); past either, 429
        /// with `Retry-After` until the client's period ends. 0: no limit (the default;
        /// behind a load balancer every request comes from its address, so limit there).
        public var requestLimit: Int, requestLimitBytes: Int
        /// The period of ``requestLimit`` and ``requestLimitBytes``.
        public var requestLimitPeriod: Duration
        /// After SIGTERM or SIGINT, how long requests in flight have to finish and their
        /// responses to be written; the connections still open then are dropped. (The
        /// `wordcheck-server` program gives it to its service group as the longest
        /// graceful shutdown.)
        public var drainTimeout: Duration

        /// The default request body limit: 1 MiB.
        public static let defaultMaximumBodySize = 1 << 20

        /// A configuration loading `languages`, accepting bodies up to `maximumBodySize`
        /// bytes, answering browsers from `allowedOrigin`; the limits are the defaults:
        /// 5 s of work per request, 30 s idle, 30 s to read a body, 256 connections per
        /// address, 8 s to drain.
        public init(languages: [String] = [], maximumBodySize: Int = defaultMaximumBodySize, allowedOrigin: String? = nil) {
            self.languages = languages
            self.allowedLanguages = nil
            self.maximumDictionaries = Self.defaultMaximumDictionaries
            self.maximumBodySize = maximumBodySize
            self.allowedOrigin = allowedOrigin
            workTimeLimit = .seconds(5)
            idleTimeout = .seconds(30)
            requestReadTimeout = .seconds(30)
            maximumConnectionsPerAddress = 256
            drainTimeout = .seconds(8)
            requestLimit = 0
            requestLimitBytes = 0
            requestLimitPeriod = .seconds(60)
        }

        /// ``maximumConnections``, or the default it stands for.
        public var connectionLimit: Int {
            if let maximumConnections { return maximumConnections }
            var limit = rlimit()
            #if canImport(Glibc)
            let read = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
            #else
            let read = getrlimit(RLIMIT_NOFILE, &limit)
            #endif
            guard read == 0 else { return 1_000 }
            return max(16, Int(clamping: min(UInt64(limit.rlim_cur), 10_064)) - 64)
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
        Endpoint(path: "/api/v1/board", methods: [.post]),
        Endpoint(path: "/health", methods: [.get, .head]),
        Endpoint(path: "/metrics", methods: [.get, .head]),
    ]

    /// The configuration the service was made with.
    public let configuration: Configuration
    let languages: ServedLanguages
    let logger: Logger
    let pool: WorkPool
    let connections: ConnectionRegistry
    let metrics = ServiceMetrics()
    let limiter: RateLimiter
    private let drainingFlag = DrainingFlag()

    /// Loads the configured languages and starts the work threads.
    ///
    /// - Throws: ``SpellCheckingCore/SpellCheckingError`` when a language code is malformed
    ///   or names no dictionary, or a dictionary cannot be loaded.
    public init(configuration: Configuration = Configuration(), logger: Logger = Logger(label: "wordcheck-server")) throws(SpellCheckingError) {
        self.configuration = configuration
        self.languages = try ServedLanguages(preloading: configuration.languages, allowing: configuration.allowedLanguages,
                                             maximumLoaded: configuration.maximumDictionaries)
        self.logger = logger
        limiter = RateLimiter(limits: .init(requests: configuration.requestLimit, bytes: configuration.requestLimitBytes,
                                            period: configuration.requestLimitPeriod))
        let cores = ProcessInfo.processInfo.activeProcessorCount
        pool = WorkPool(threads: configuration.workThreads ?? 4 * cores, queueLimit: configuration.workQueue ?? 64 * cores)
        // Room is made a few connections below the cap at which accepting stops.
        connections = ConnectionRegistry(limit: configuration.connectionLimit - min(16, configuration.connectionLimit / 8),
                                         perAddress: configuration.maximumConnectionsPerAddress)
    }

    /// The default language: that of `auto`, and of requests that name none.
    public var defaultLanguage: Language { languages.defaultLanguage.language }

    /// The languages loaded at start, the default first.
    public var loadedLanguages: [Language] { languages.preloadedLanguages }

    /// Whether the service is stopping: `/health` then answers 503 with status
    /// `draining`, so that a load balancer sends it no more requests.
    public var isDraining: Bool {
        get { drainingFlag.value.load(ordering: .relaxed) }
        nonmutating set { drainingFlag.value.store(newValue, ordering: .relaxed) }
    }

    /// The HTTP/1.1 server with the configuration's connection limits (idle and body
    /// timeouts, connections per address, closes that wait for responses to be
    /// written); ``applicationConfiguration(address:serverName:)`` caps the connections.
    public var httpServer: HTTPServerBuilder {
        let readTimeout = TimeAmount(configuration.requestReadTimeout)
        let connections = self.connections
        return .http1(configuration: .init(
            additionalChannelHandlers: [ConnectionGuard(requestReadTimeout: readTimeout, registry: connections)],
            idleTimeout: TimeAmount(configuration.idleTimeout)))
    }

    /// The application's configuration at `address`, with the cap on open connections.
    public func applicationConfiguration(address: BindAddress, serverName: String? = "wordcheck-server") -> ApplicationConfiguration {
        ApplicationConfiguration(address: address, serverName: serverName,
                                 availableConnectionsDelegate: MaximumAvailableConnections(configuration.connectionLimit))
    }

    /// The context of each request: the core one, and the connection it came on, whose
    /// closing stops the request's work.
    public struct Context: RequestContext, RemoteAddressRequestContext {
        /// Hummingbird's own part of the context.
        public var coreContext: CoreRequestContextStorage
        let channel: (any Channel)?

        /// The client's address, when known.
        public var remoteAddress: SocketAddress? { channel?.remoteAddress }

        /// A context for a request arriving on `source`'s connection.
        public init(source: ApplicationRequestContextSource) {
            coreContext = .init(source: source)
            channel = source.channel
        }

        /// A budget of `limit` for this request's work, spent early when its connection
        /// closes (a connection that was never open, as in tests, is not watched).
        func budget(_ limit: Duration) -> WorkBudget {
            guard let channel, channel.isActive else { return WorkBudget(duration: limit) }
            return WorkBudget(duration: limit) { !channel.isActive }
        }
    }

    /// A router with every endpoint, the request log and the JSON errors.
    public func makeRouter() -> Router<Context> {
        let router = Router(context: Context.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestLogMiddleware(logger: logger, metrics: metrics))
        if let origin = configuration.allowedOrigin {
            // Outside the errors, so that refusals carry the headers too; a preflight
            // (OPTIONS with Origin) is answered here, before the routes.
            router.add(middleware: CORSMiddleware(
                allowOrigin: origin == "*" ? .all : .custom(origin),
                allowHeaders: [.accept, .contentType, .origin],
                allowMethods: [.get, .head, .post, .options]))
        }
        router.add(middleware: ErrorMiddleware(maximumBodySize: configuration.maximumBodySize, logger: logger, metrics: metrics))
        if limiter.limits.isActive {
            router.add(middleware: RateLimitMiddleware(limiter: limiter))
        }
        let languages = self.languages
        let limit = configuration.maximumBodySize
        let pool = self.pool
        let workTime = configuration.workTimeLimit

        let languageList = LanguageList(entries: languages.available.map { language in
            LanguageEntry(name: ServedLanguage.displayName(of: language), code: language.code,
                          longCode: ServedLanguage.longCode(of: language))
        })
        router.get("/v2/languages") { _, _ in JSONBody.response(languageList) }
        let metrics = self.metrics
        // The checks' and the queries' work runs on the pool, within its budget.
        let check: @Sendable (Request, Context) async throws -> Response = { request, context in
            let body = request.method == .post ? try await Self.body(of: request, limit: limit) : []
            let parameters = try RequestParameters(query: request.uri.query, body: body, strings: LanguageToolCheck.parameterNames)
            let answer = try await pool.run(context.budget(workTime)) { budget throws(APIError) in
                try LanguageToolCheck.check(parameters, in: languages, budget: budget)
            }
            // The characters checked: the text's, or the annotated data's text.
            metrics.recordCharacters(parameters["text"]?.utf16.count
                                     ?? parameters["data"].flatMap { try? AnnotatedText(json: $0) }?.plainText.utf16.count ?? 0)
            return JSONBody.response(answer)
        }
        router.get("/v2/check", use: check)
        router.post("/v2/check", use: check)
        router.head("/v2/check") { _, _ in Response(status: .ok) }

        // WordCheck's own endpoints: one JSON object in, one out.
        func answer<Body: Decodable & Sendable, Answer: JSONWritable & Sendable>(
            _ path: RouterPath, _ type: Body.Type,
            with respond: @escaping @Sendable (Body, ServedLanguages, WorkBudget) throws(APIError) -> Answer
        ) {
            router.post(path) { request, context in
                let body = try WordCheckAPI.decode(Body.self, from: try await Self.body(of: request, limit: limit))
                let answer = try await pool.run(context.budget(workTime)) { budget throws(APIError) in
                    try respond(body, languages, budget)
                }
                return JSONBody.response(answer)
            }
        }
        // One word, answered at once.
        router.post("/api/v1/validate") { request, _ in
            let body = try WordCheckAPI.decode(ValidateRequest.self, from: try await Self.body(of: request, limit: limit))
            return JSONBody.response(try WordCheckAPI.validate(body, in: languages))
        }
        answer("/api/v1/spell", SpellRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.spell(body, in: languages) }
        answer("/api/v1/suggest", SuggestRequest.self, with: WordCheckAPI.suggest(_:in:budget:))
        answer("/api/v1/complete", CompleteRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.complete(body, in: languages) }
        answer("/api/v1/solve", SolveRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.solve(body, in: languages) }
        answer("/api/v1/bee", BeeRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.bee(body, in: languages) }
        answer("/api/v1/rack", RackRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.rack(body, in: languages) }
        answer("/api/v1/find", FindRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.find(body, in: languages) }
        answer("/api/v1/wordle", WordleRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.wordle(body, in: languages) }
        answer("/api/v1/boggle", BoggleRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.boggle(body, in: languages) }
        answer("/api/v1/board", BoardRequest.self) { body, languages, _ throws(APIError) in try WordCheckAPI.board(body, in: languages) }
        let preloaded = languages.preloadedLanguages.map(\.identifier)
        let healthy = HealthResponse(status: "ok", version: WordCheckRelease.current, languages: preloaded)
        let draining = HealthResponse(status: "draining", version: WordCheckRelease.current, languages: preloaded)
        let flag = drainingFlag
        router.get("/health") { _, _ in
            flag.value.load(ordering: .relaxed) ? JSONBody.response(draining, status: .serviceUnavailable) : JSONBody.response(healthy)
        }
        let connections = self.connections
        router.get("/metrics") { _, _ in
            let text = metrics.exposition(pool: pool, connections: connections, languages: languages,
                                          draining: flag.value.load(ordering: .relaxed))
            return Response(status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
                            body: ResponseBody(byteBuffer: ByteBuffer(bytes: text)))
        }
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

/// Whether the service is stopping, shared by its copies and its router.
final class DrainingFlag: Sendable {
    let value = Atomic(false)
}

extension TimeAmount {
    /// `duration` in nanoseconds, saturating.
    init(_ duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let (nanoseconds, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        self = .nanoseconds(overflow ? .max : nanoseconds.addingReportingOverflow(attoseconds / 1_000_000_000).partialValue)
    }
}
