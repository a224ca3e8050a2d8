import Foundation
import WordCheck

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// How much processor time one libhunspell call may take before `wordcheck` gives up on
/// the dictionary: `WORDCHECK_CALL_TIME_LIMIT` seconds, 10 unless set (the time a call
/// waits for a core on a busy machine does not count). A call cannot be interrupted, so
/// past the limit the process stops with one line and the exit status of a dictionary
/// that cannot be used, instead of hanging on a dictionary made to stall libhunspell.
enum CallTimeLimit {
    static let variable = "WORDCHECK_CALL_TIME_LIMIT"
    static let defaultSeconds = 10.0

    /// Starts the watchdog, exiting with `status` past the limit; a malformed value is a
    /// usage error (64) at once.
    static func start(exitStatus status: Int32) {
        var seconds = defaultSeconds
        if let text = ProcessInfo.processInfo.environment[variable] {
            guard let value = Double(text), value.isFinite, value >= 0.001, value <= 86_400 else {
                StandardError.write("wordcheck: \(variable) must be a number of seconds from 0.001 to 86400, not '\(text)'\n")
                exit(ExitStatus.usage.rawValue)
            }
            seconds = value
        }
        let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
        HunspellCallTimeLimit.start(limit: .nanoseconds(Int64(seconds * 1e9))) { doing in
            StandardError.write("wordcheck: libhunspell spent more than \(shown) s \(doing): the dictionary cannot be used "
                                + "(\(variable) sets the limit)\n")
            _exit(status)
        }
    }
}
