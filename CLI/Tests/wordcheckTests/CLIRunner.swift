import Foundation

/// Runs the built `wordcheck` binary and collects what it printed.
struct CLIResult {
    var status: Int32
    var stdout: String
    var stderr: String
    var stdoutBytes: Data
}

enum CLI {
    /// The `wordcheck` executable next to the test bundle.
    static let executable: URL = {
        var folder = Bundle.main.bundleURL
        if let xctest = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            folder = xctest.bundleURL.deletingLastPathComponent()
        }
        for candidate in [folder, Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()] {
            let url = candidate.appendingPathComponent("wordcheck")
            if FileManager.default.isExecutableFile(atPath: url.path) { return url }
        }
        return folder.appendingPathComponent("wordcheck")
    }()

    /// The checkout: this file is CLI/Tests/wordcheckTests/CLIRunner.swift in it.
    static let checkout = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The test dictionaries the library's tests use too.
    static let fixtures = checkout.appendingPathComponent("Tests/SpellCheckingTests/Fixtures")

    /// The sanitizer settings of this test process, which the binary needs too under
    /// scripts/sanitize.sh (LSan suppressions; no crash backtracer to outlive the test).
    static let sanitizerEnvironment: [String: String] = ProcessInfo.processInfo.environment.filter { name, _ in
        ["ASAN_OPTIONS", "LSAN_OPTIONS", "TSAN_OPTIONS", "SWIFT_BACKTRACE"].contains(name)
    }

    /// The bundled dictionaries in the checkout.
    static let dictionaries = checkout.appendingPathComponent("dictionaries")

    /// Runs `wordcheck arguments...` with `input` on stdin and only the given environment variables.
    ///
    /// stdin and stderr go through temporary files, so a large input or a chatty
    /// stderr can never block the pipe the test reads stdout from.
    static func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) throws -> CLIResult {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-cli-\(UUID())")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputFile = scratch.appendingPathComponent("stdin")
        let errorFile = scratch.appendingPathComponent("stderr")
        try input.write(to: inputFile)
        _ = FileManager.default.createFile(atPath: errorFile.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = Self.environment(home: scratch, environment)
        let stdout = Pipe()
        let stdinHandle = try FileHandle(forReadingFrom: inputFile)
        let stderrHandle = try FileHandle(forWritingTo: errorFile)
        defer {
            try? stdinHandle.close()
            try? stderrHandle.close()
        }
        process.standardInput = stdinHandle
        process.standardOutput = stdout
        process.standardError = stderrHandle
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return CLIResult(
            status: process.terminationStatus,
            stdout: String(decoding: output, as: UTF8.self),
            stderr: String(decoding: try Data(contentsOf: errorFile), as: UTF8.self),
            stdoutBytes: output)
    }

    /// The whole environment `wordcheck` runs in: PATH, HOME (`home`), XDG_DATA_HOME
    /// (`home`/data), the sanitizer settings, then `environment`. Foundation takes the
    /// home folder from the password database, not HOME, so learned words are kept apart
    /// with XDG_DATA_HOME (tests may pass their own).
    static func environment(home: URL, _ environment: [String: String]) -> [String: String] {
        var base = ["PATH": "/usr/bin:/bin", "HOME": home.path, "XDG_DATA_HOME": home.appendingPathComponent("data").path]
        base.merge(sanitizerEnvironment) { $1 }
        base.merge(environment) { $1 }
        return base
    }

    static func run(_ arguments: [String], input: String, environment: [String: String] = [:]) throws -> CLIResult {
        try run(arguments, input: Data(input.utf8), environment: environment)
    }
}

/// What a running program writes to `descriptor` (a pipe, or a terminal's master side),
/// read as it comes.
final class OutputWatcher {
    let descriptor: Int32
    private(set) var shown = ""

    init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Reads until `marker` has appeared `count` times in all (at most ten seconds);
    /// whether it did.
    @discardableResult
    func wait(for marker: String, count: Int = 1) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        var buffer = [UInt8](repeating: 0, count: 4096)
        while shown.components(separatedBy: marker).count - 1 < count {
            guard Date() < deadline else { return false }
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&poller, 1, 200) > 0 else { continue }
            let read = Foundation.read(descriptor, &buffer, buffer.count)
            guard read > 0 else { return false }
            shown += String(decoding: buffer[0..<read], as: UTF8.self)
        }
        return true
    }
}
