import ArgumentParser
import Foundation
import Hummingbird
import Logging
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
            SIGTERM or SIGINT, when it stops taking connections and finishes the requests \
            in flight. Other installed dictionaries load on their first request. One line \
            per request goes to stderr (method, path, status, microseconds), at --log-level \
            info or below. Once it listens, it writes `wordcheck-server: listening on \
            http://HOST:PORT (languages)` to stderr, whatever the level; with --port 0 any \
            free port is used and that line says which.

            Endpoints: GET /v2/languages; GET, POST and HEAD /v2/check; POST /api/v1/validate, \
            /api/v1/spell, /api/v1/suggest, /api/v1/complete and /api/v1/solve; GET /health. \
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

    @Option(help: ArgumentHelp("The largest request body accepted, in bytes.", valueName: "bytes"))
    var maxBody = WordCheckService.Configuration.defaultMaximumBodySize

    @Option(help: ArgumentHelp("trace, debug, info, notice, warning, error or critical.", valueName: "level"))
    var logLevel = "info"

    @Option(help: ArgumentHelp("The web origin browsers may call it from (* for any); none by default.", valueName: "origin"))
    var allowOrigin: String?

    func validate() throws {
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
            service = try WordCheckService(
                configuration: .init(languages: languages, maximumBodySize: maxBody, allowedOrigin: allowOrigin), logger: logger)
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
            configuration: .init(address: .hostname(host, port: port), serverName: "wordcheck-server"),
            onServerRunning: { channel in
                // Whatever the log level: scripts and tests read the port from this line.
                let address = "http://\(host):\(channel.localAddress?.port ?? port)"
                FileHandle.standardError.write(Data("wordcheck-server: listening on \(address) (\(loaded))\n".utf8))
            },
            logger: logger
        )
        do {
            try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        } catch {
            fail("cannot serve on \(host):\(port): \(error)", status: .unavailable)
        }
    }

    private func fail(_ message: String, status: ExitStatus) -> Never {
        FileHandle.standardError.write(Data("wordcheck-server: \(message)\n".utf8))
        Foundation.exit(status.rawValue)
    }
}
