import ArgumentParser
import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

struct Serve: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve spell checking and word-game validation over HTTP.",
        discussion: """
            Runs wordcheck-server with the options given: --host (default 127.0.0.1), \
            --port (8081; 0 for any free port), --lang CODE ... (languages loaded at start; \
            default en_US, es_ES and it_IT, the first being the default language), \
            --allow-lang CODE ... (other languages a request may load; default the bundled \
            ones, * for every installed dictionary), --max-dictionaries N (8 loaded at \
            once at most), --max-body BYTES (1048576), --log-level (info), --allow-origin ORIGIN (the \
            web origin browsers may call it from, * for any; none unless given), and its \
            limits: --max-check-time, --work-threads, --work-queue, --idle-timeout, \
            --read-timeout, --max-connections, --max-connections-per-address, --drain-delay \
            and --drain-timeout. `wordcheck-server --help` tells more. It answers \
            LanguageTool's POST /v2/check and GET /v2/languages, and WordCheck's own POST \
            /api/v1/validate, spell, suggest, complete, solve, bee, rack, find, wordle and \
            boggle, GET /health and /metrics (Server/openapi.json), until SIGTERM or SIGINT, when it finishes the \
            requests in flight (within --drain-timeout, 8 s).

            The service is a program of its own, so that the libraries never depend on \
            an HTTP server: scripts/install.sh installs it beside wordcheck, which looks \
            for it there, then on PATH.

            Exit status: wordcheck-server's, or 69 when it cannot be found.
            """
    )

    @Argument(parsing: .allUnrecognized, help: ArgumentHelp("wordcheck-server's options.", valueName: "option"))
    var options: [String] = []

    func run() throws {
        guard let server = Self.serverExecutable() else {
            StandardError.write("""
                wordcheck: the service is a separate program, wordcheck-server, found neither beside \
                wordcheck nor on PATH (scripts/install.sh installs both; in a checkout, \
                scripts/wordcheck serve builds and runs it)\n
                """)
            throw ExitCode(.unavailable)
        }
        let arguments = [server] + options
        var argv = arguments.map { strdup($0) }
        argv.append(nil)
        execv(server, argv)
        let reason = String(cString: strerror(errno))
        StandardError.write("wordcheck: cannot run \(server): \(reason)\n")
        throw ExitCode(.unavailable)
    }

    /// `wordcheck-server` beside this executable (as installed), then on PATH, then, in a
    /// debug build only, in the checkout this was built from (Server/.build), for
    /// `swift run` from a source tree. A release build never looks into the tree it was
    /// built from (`scripts/wordcheck serve` puts the server it builds on PATH).
    static func serverExecutable() -> String? {
        var candidates: [String] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            candidates.append(executable.deletingLastPathComponent().appendingPathComponent("wordcheck-server").path)
        }
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":") where !folder.isEmpty {
            candidates.append("\(folder)/wordcheck-server")
        }
        #if DEBUG
        // This file is CLI/Sources/wordcheck/Serve.swift in the checkout.
        let checkout = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        for configuration in ["release", "debug"] {
            candidates.append(checkout.appendingPathComponent("Server/.build/\(configuration)/wordcheck-server").path)
        }
        #endif
        return candidates.first { access($0, X_OK) == 0 }
    }
}
