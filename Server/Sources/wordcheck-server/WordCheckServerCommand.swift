import ArgumentParser
import Foundation
import Hummingbird
import Logging
import ServiceLifecycle
import WordCheck
import WordCheckServer

@main
struct WordCheckServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wordcheck-server",
        abstract: "Serve WordCheck over HTTP: LanguageTool's /v2/check and /v2/languages, and /api/v1.",
        discussion: """
            Loads the --lang languages (default: the bundled en_US, es_ES and it_IT; the \
            first is the language of `auto`), then answers on --host and --port until \
            SIGTERM or SIGINT. The installed dictionaries of the --allow-lang languages \
            (default: the bundled ones; `*` for every one) load on their first request, off its \
            path (a request not answered by its deadline gets 503 loading, Retry-After: 1); at most \
            --max-dictionaries are loaded at once (default 8, those of --lang included), the one \
            used least recently of those loaded on a request going first. One line \
            per request goes to stderr (method, path, status, microseconds), at --log-level \
            info or below. Once it listens, it writes `wordcheck-server: listening on \
            http://HOST:PORT (languages)` to stderr, whatever the level; with --port 0 any \
            free port is used and that line says which.

            Limits: each request's work runs on the service's own threads (--work-threads, \
            default 4 per processor), with --work-queue more waiting (default 64 per \
            processor); past both, 503 with Retry-After. A check stops suggesting after \
            --max-check-time and says its results are incomplete. A connection is closed \
            after --idle-timeout without a request (headers included), when a body takes \
            longer than --read-timeout, or when its address already holds \
            --max-connections-per-address; past --max-connections, new ones wait. With \
            --request-limit or --request-limit-bytes, a client address past either in \
            --request-limit-period gets 429 with Retry-After.

            Stopping: on SIGTERM or SIGINT, /health answers 503 `draining` for --drain-delay, \
            then no new connection is taken, the requests in flight are finished and their \
            answers written whole; connections still open after --drain-timeout are dropped.

            Endpoints: GET /v2/languages; GET, POST and HEAD /v2/check; POST /api/v1/validate, \
            /api/v1/spell, /api/v1/suggest, /api/v1/complete, /api/v1/solve, /api/v1/bee, \
            /api/v1/rack, /api/v1/find, /api/v1/wordle, /api/v1/boggle and /api/v1/board; GET /health and \
            /metrics (Prometheus's text format). \
            Server/openapi.json describes them.

            Exit status: 0 stopped by a signal, 64 usage error, 66 a --lang dictionary is \
            missing or unusable, 69 the address cannot be served.
            """,
        version: "wordcheck-server \(WordCheckRelease.current)"
    )

    @Option(help: "The address to listen on.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8081

    @Option(name: .customLong("lang"), parsing: .upToNextOption,
            help: ArgumentHelp("Languages to load at start (repeat, or list several).", valueName: "code"))
    var languages: [String] = []

    @Option(name: .customLong("allow-lang"), parsing: .upToNextOption,
            help: ArgumentHelp("Other languages a request may load (a code such as de for every variant; * for any installed).",
                               valueName: "code"))
    var allowedLanguages: [String] = []

    @Option(help: ArgumentHelp("The most dictionaries loaded at once, those of --lang included.", valueName: "count"))
    var maxDictionaries = WordCheckService.Configuration.defaultMaximumDictionaries

    @Option(help: ArgumentHelp("The largest request body accepted, in bytes.", valueName: "bytes"))
    var maxBody = WordCheckService.Configuration.defaultMaximumBodySize

    @Option(help: ArgumentHelp("trace, debug, info, notice, warning, error or critical.", valueName: "level"))
    var logLevel = "info"

    @Option(help: ArgumentHelp("The web origin browsers may call it from (* for any); none by default.", valueName: "origin"))
    var allowOrigin: String?

    @Option(help: ArgumentHelp("The longest a request's work may run, in milliseconds (LanguageTool's maxCheckTimeMillis).", valueName: "ms"))
    var maxCheckTime = 5_000

    @Option(help: ArgumentHelp("Requests worked on at once (default: 4 per processor).", valueName: "count"))
    var workThreads: Int?

    @Option(help: ArgumentHelp("Requests that may wait for a worker (default: 64 per processor).", valueName: "count"))
    var workQueue: Int?

    @Option(help: ArgumentHelp("Seconds a connection may stay without a request, its headers included.", valueName: "seconds"))
    var idleTimeout = 30.0

    @Option(help: ArgumentHelp("Seconds a request's body may take to arrive.", valueName: "seconds"))
    var readTimeout = 30.0

    @Option(help: ArgumentHelp("Connections open at once (default: the descriptor limit less 64, at most 10,000).", valueName: "count"))
    var maxConnections: Int?

    @Option(help: ArgumentHelp("Connections one client address may hold (0: no cap).", valueName: "count"))
    var maxConnectionsPerAddress = 256

    @Option(help: ArgumentHelp("Requests one client address may make per --request-limit-period (0: no limit).", valueName: "count"))
    var requestLimit = 0

    @Option(help: ArgumentHelp("Body bytes one client address may send per --request-limit-period (0: no limit).", valueName: "bytes"))
    var requestLimitBytes = 0

    @Option(help: ArgumentHelp("The period of the request limits, in seconds.", valueName: "seconds"))
    var requestLimitPeriod = 60.0

    @Option(help: ArgumentHelp("Seconds /health says draining before connections stop being taken.", valueName: "seconds"))
    var drainDelay = 0.0

    @Option(help: ArgumentHelp("Seconds requests in flight have to finish after SIGTERM.", valueName: "seconds"))
    var drainTimeout = 8.0

    func validate() throws {
        guard (1...86_400_000).contains(maxCheckTime) else { throw ValidationError("--max-check-time must be from 1 to 86400000 (a day).") }
        if let workThreads, !(1...1_024).contains(workThreads) { throw ValidationError("--work-threads must be from 1 to 1024.") }
        if let workQueue, !(0...1_000_000).contains(workQueue) { throw ValidationError("--work-queue must be from 0 to 1000000.") }
        if let maxConnections, !(1...1_000_000).contains(maxConnections) {
            throw ValidationError("--max-connections must be from 1 to 1000000.")
        }
        guard maxConnectionsPerAddress >= 0 else { throw ValidationError("--max-connections-per-address must be at least 0.") }
        guard requestLimit >= 0, requestLimitBytes >= 0 else { throw ValidationError("--request-limit and --request-limit-bytes must be at least 0.") }
        for (name, value, least) in [("--idle-timeout", idleTimeout, 0.001), ("--read-timeout", readTimeout, 0.001),
                                     ("--drain-delay", drainDelay, 0), ("--drain-timeout", drainTimeout, 0),
                                     ("--request-limit-period", requestLimitPeriod, 0.001)] {
            guard value.isFinite, value >= least, value <= 86_400 else {
                throw ValidationError("\(name) must be a number of seconds from \(least == 0 ? "0" : "0.001") to 86400.")
            }
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be from 0 to 65535.") }
        guard maxBody >= 1 else { throw ValidationError("--max-body must be at least 1.") }
        guard !host.isEmpty else { throw ValidationError("--host must not be empty.") }
        if let allowOrigin, allowOrigin.isEmpty || allowOrigin.contains(where: { $0.isWhitespace || $0.isNewline }) {
            throw ValidationError("--allow-origin must be an origin such as https://example.org, or *.")
        }
        guard Logger.Level(rawValue: logLevel) != nil else {
            throw ValidationError("--log-level must be trace, debug, info, notice, warning, error or critical.")
        }
    }

    func run() async throws {
        LoggingSystem.bootstrap(StreamLogHandler.standardError)
        let logger = {
            var logger = Logger(label: "wordcheck-server")
            logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
            return logger
        }()
        let service: WordCheckService
        do {
            var configuration = WordCheckService.Configuration(languages: languages, maximumBodySize: maxBody, allowedOrigin: allowOrigin)
            configuration.allowedLanguages = allowedLanguages.isEmpty ? nil : allowedLanguages
            configuration.maximumDictionaries = maxDictionaries
            configuration.workTimeLimit = .milliseconds(maxCheckTime)
            configuration.workThreads = workThreads
            configuration.workQueue = workQueue
            configuration.idleTimeout = .seconds(idleTimeout)
            configuration.requestReadTimeout = .seconds(readTimeout)
            configuration.maximumConnections = maxConnections
            configuration.maximumConnectionsPerAddress = maxConnectionsPerAddress
            configuration.drainTimeout = .seconds(drainTimeout)
            configuration.requestLimit = requestLimit
            configuration.requestLimitBytes = requestLimitBytes
            configuration.requestLimitPeriod = .seconds(requestLimitPeriod)
            service = try WordCheckService(configuration: configuration, logger: logger)
        } catch {
            // As `wordcheck` ends on the same error: 64 for a malformed code, 66 for a missing
            // or unusable dictionary.
            fail(error.description, status: ExitStatus(error))
        }
        let host = self.host
        let port = self.port
        let loaded = service.loadedLanguages.map(\.identifier).joined(separator: ", ")
        let app = Application(
            router: service.makeRouter(),
            server: service.httpServer,
            configuration: service.applicationConfiguration(address: .hostname(host, port: port)),
            onServerRunning: { channel in
                // Whatever the log level: scripts and tests read the port from this line.
                let address = "http://\(host):\(channel.localAddress?.port ?? port)"
                FileHandle.standardError.write(Data("wordcheck-server: listening on \(address) (\(loaded))\n".utf8))
            },
            logger: logger
        )
        // Told first when a signal comes (a group stops its services last to first).
        let drain = Drain(service: service, delay: .seconds(drainDelay), timeout: .seconds(drainTimeout))
        var group = ServiceGroupConfiguration(
            services: [.init(service: app), .init(service: drain, successTerminationBehavior: .gracefullyShutdownGroup)],
            gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        group.maximumGracefulShutdownDuration = .seconds(drainDelay + drainTimeout)
        do {
            try await ServiceGroup(configuration: group).run()
        } catch {
            fail("cannot serve on \(host):\(port): \(error)", status: .unavailable)
        }
    }

    private func fail(_ message: String, status: ExitStatus) -> Never {
        FileHandle.standardError.write(Data("wordcheck-server: \(message)\n".utf8))
        Foundation.exit(status.rawValue)
    }
}

/// What a stop signal starts: `/health` says draining for `delay`, then the service is
/// let stop; past `delay` and `timeout`, and two seconds more, the process ends whatever
/// is still open.
struct Drain: Service {
    let service: WordCheckService
    let delay: Duration
    let timeout: Duration

    func run() async throws {
        try await gracefulShutdown()
        service.isDraining = true
        let limit = delay + timeout + .seconds(2)
        Task.detached {
            try? await Task.sleep(for: limit)
            FileHandle.standardError.write(Data("wordcheck-server: stopped with connections still open after the drain timeout\n".utf8))
            Foundation.exit(0)
        }
        try? await Task.sleep(for: delay)
    }
}
