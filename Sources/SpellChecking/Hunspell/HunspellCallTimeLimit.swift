import Foundation
import Synchronization

/// A bound on how long one libhunspell call may run, for programs that load
/// dictionaries they cannot vouch for.
///
/// WordCheck refuses the dictionary contents known to make libhunspell loop, recurse or
/// slow down per word (see *Limits and hostile input* in the README), but a call into C
/// cannot be interrupted: a class nobody has found yet could still hold a thread for
/// minutes. Once started, the watchdog looks at the libhunspell calls in progress
/// (loading a dictionary, checking a word, suggesting) a few times per `limit`; when one
/// has run for `limit` or longer, it calls `exceeded` with what the call was doing, on
/// its own thread. The call cannot be stopped, so `exceeded` ends the process: a
/// command-line tool prints one line and exits (`wordcheck` does, after 10 seconds by
/// default), a service lets its supervisor start it again.
///
/// A call costs one relaxed atomic load more until the watchdog starts, and three
/// atomic operations after (no clock is read on the caller's side: the watchdog times
/// the calls it sees). Up to ``watchedCallLimit`` calls are watched at once; more run
/// unwatched.
public enum HunspellCallTimeLimit {
    /// Watches every libhunspell call from now on; a second call changes nothing.
    ///
    /// - Parameters:
    ///   - limit: the longest a call may run; at least a millisecond.
    ///   - exceeded: what to do with a call that ran longer, given what it was doing
    ///     ("suggesting corrections for a word"); it must not return.
    public static func start(limit: Duration, exceeded: @escaping @Sendable (_ doing: String) -> Never) {
        guard !watching.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let limit = max(limit, .milliseconds(1))
        let thread = Thread {
            var seen = [UInt64](repeating: 0, count: watchedCallLimit)
            var since = [ContinuousClock.Instant](repeating: .now, count: watchedCallLimit)
            while true {
                Thread.sleep(forTimeInterval: Self.seconds(limit) / 4)
                let now = ContinuousClock.now
                for index in 0..<watchedCallLimit {
                    let call = slots[index].load(ordering: .acquiring)
                    if call == 0 || call != seen[index] {
                        (seen[index], since[index]) = (call, now)
                    } else if now - since[index] >= limit {
                        exceeded(Call(rawValue: call & 0b11)?.doing ?? "in a call")
                    }
                }
            }
        }
        thread.name = "wordcheck-hunspell-watchdog"
        thread.start()
    }

    /// The most calls watched at once.
    public static let watchedCallLimit = 64

    /// What a call does, kept in the low two bits of its slot.
    enum Call: UInt64 {
        case load = 1, check = 2, suggest = 3

        var doing: String {
            switch self {
            case .load: "loading a dictionary"
            case .check: "checking a word"
            case .suggest: "suggesting corrections for a word"
            }
        }
    }

    /// Whether ``start(limit:exceeded:)`` was called.
    private static let watching = Atomic(false)
    /// Numbers the calls, so that the watchdog tells one call from the next in a slot.
    private static let calls = Atomic<UInt64>(0)
    /// The calls in progress: each slot holds a call's number and kind, or 0.
    nonisolated(unsafe) private static let slots: UnsafeMutablePointer<Atomic<UInt64>> = {
        let slots = UnsafeMutablePointer<Atomic<UInt64>>.allocate(capacity: watchedCallLimit)
        for index in 0..<watchedCallLimit { (slots + index).initialize(to: Atomic(0)) }
        return slots
    }()

    /// Runs `body`, a libhunspell call of kind `call`, watched while the watchdog runs.
    static func watch<Result>(_ call: Call, _ body: () -> Result) -> Result {
        guard watching.load(ordering: .relaxed) else { return body() }
        let number = calls.wrappingAdd(1, ordering: .relaxed).newValue << 2 | call.rawValue
        var claimed: Int?
        var index = Int(number >> 2) % watchedCallLimit
        for _ in 0..<watchedCallLimit {
            if slots[index].compareExchange(expected: 0, desired: number, ordering: .acquiringAndReleasing).exchanged {
                claimed = index
                break
            }
            index = (index + 1) % watchedCallLimit
        }
        defer { if let claimed { slots[claimed].store(0, ordering: .releasing) } }
        return body()
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
