import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `play` on a terminal (a pseudo-terminal here): keys edit the line, up goes back
/// through the words entered, escape sequences never become letters, and the terminal
/// is set back as it was when the game ends.
@Suite struct LineEditingTests {
    /// A `wordcheck` run on a pseudo-terminal: what is typed, and what it shows.
    final class Terminal {
        let process = Process()
        private var master: Int32 = -1
        private var slave: Int32 = -1
        private lazy var watcher = OutputWatcher(descriptor: master)

        init(_ arguments: [String]) throws {
            try #require(openpty(&master, &slave, nil, nil, nil) == 0)
            let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("wordcheck-tty-\(UUID())")
            process.executableURL = CLI.executable
            process.arguments = arguments
            process.environment = ["PATH": "/usr/bin:/bin", "HOME": scratch.path, "XDG_DATA_HOME": scratch.path, "TERM": "xterm"]
                .merging(CLI.sanitizerEnvironment) { $1 }
            let handle = FileHandle(fileDescriptor: slave, closeOnDealloc: false)
            process.standardInput = handle
            process.standardOutput = handle
            process.standardError = handle
            try process.run()
        }

        deinit {
            if process.isRunning { process.terminate() }
            close(master)
            close(slave)
        }

        func type(_ keys: String) {
            let bytes = Array(keys.utf8)
            _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
        }

        /// Reads what the program shows until `marker` has appeared `count` times in all
        /// (at most ten seconds); whether it did.
        @discardableResult
        func wait(for marker: String, count: Int = 1) -> Bool { watcher.wait(for: marker, count: count) }

        var shown: String { watcher.shown }

        /// Whether the terminal reads lines and echoes them again (the program set it back).
        var isCooked: Bool {
            var settings = termios()
            guard tcgetattr(slave, &settings) == 0 else { return false }
            return settings.c_lflag & tcflag_t(ICANON) != 0 && settings.c_lflag & tcflag_t(ECHO) != 0
        }
    }

    @Test func editingAndHistory() throws {
        let root = try CLI.run(["root", "--seed", "1"]).stdout.trimmingCharacters(in: .newlines)
        let word = try #require(try GameCommandTests().playableWords(from: root).first { $0.count >= 4 })
        let terminal = try Terminal(["play", "--seed", "1"])
        #expect(terminal.wait(for: "> "))
        // The word without its second letter; Home, Right, the letter; an unknown key
        // (Control-Right) and Alt-x on the way, which do nothing.
        let letters = Array(word)
        let missing = String(letters[0]) + String(letters[2...])
        terminal.type(missing + "\u{1B}[1;5C\u{1B}x\u{1B}[H\u{1B}[C" + String(letters[1]) + "\r")
        #expect(terminal.wait(for: "Word accepted"), "\(terminal.shown)")
        // Up brings the word back: played again, it is refused as used.
        terminal.type("\u{1B}[A\r")
        #expect(terminal.wait(for: "Word used already"), "\(terminal.shown)")
        // Letters then Backspace and Control-U: nothing is left to play; an empty line is skipped.
        terminal.type("zzz\u{7F}\u{15}\r")
        terminal.type(":quit\r")
        #expect(terminal.wait(for: "(game: 2)"), "\(terminal.shown)")
        terminal.process.waitUntilExit()
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.isCooked)
        #expect(terminal.shown.components(separatedBy: "✓").count == 2)
        #expect(!terminal.shown.contains("Played: zz") && !terminal.shown.contains("[1;5C") && !terminal.shown.contains(";5C"))
        #expect(terminal.shown.contains("Played: \(word) (\(word.count))"))
    }

    /// Control-C ends the game with its score, as the end of input does, and the terminal is set back.
    @Test func controlCEndsTheGame() throws {
        let terminal = try Terminal(["play", "--seed", "2"])
        #expect(terminal.wait(for: "> "))
        terminal.type("ab\u{03}")
        #expect(terminal.wait(for: "(game: 0)"), "\(terminal.shown)")
        terminal.process.waitUntilExit()
        #expect(terminal.process.terminationStatus == 0)
        #expect(terminal.isCooked)
    }

    /// SIGTERM while a line is being typed still sets the terminal back.
    @Test func terminatedMidLine() throws {
        let terminal = try Terminal(["play", "--seed", "3"])
        #expect(terminal.wait(for: "> "))
        terminal.type("ab")
        #expect(terminal.wait(for: "> ab"))
        #expect(!terminal.isCooked)
        terminal.process.terminate()
        terminal.process.waitUntilExit()
        #expect(terminal.process.terminationReason == .uncaughtSignal && terminal.process.terminationStatus == SIGTERM)
        #expect(terminal.isCooked)
    }
}
