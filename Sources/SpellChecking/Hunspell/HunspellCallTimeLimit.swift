import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A bound on how much processor time one libhunspell call may take, for programs that
/// load dictionaries they cannot vouch for.
///
/// WordCheck refuses the dictionary contents known to make libhunspell loop, recurse or
/// slow down per word (see *Limits and hostile input*, docs/LIMITS.md), but a call into C
/// cannot be interrupted: a class nobody has found yet could still hold a thread for
/// minutes. Once started, the watchdog looks at the libhunspell calls in progress
/// (loading a dictionary, checking a word, suggesting) a few times per `limit`; when one
/// has used `limit` of processor time or more, it calls `exceeded` with what the call
/// was doing, on its own thread. The call cannot be stopped, so `exceeded` ends the
/// process: a command-line tool prints one line and exits (`wordcheck` does, after 10
/// seconds by default), a service lets its supervisor start it again.
///
/// On Linux the time is the calling thread's processor time, so a busy machine, where a
/// call waits for a core far longer than it runs, does not make a sound dictionary look
/// hostile (a pt_BR list built beside other work spent 590 s, 55 of them running). A
/// call's time is counted from when the watchdog first sees it, up to a quarter of
/// `limit` after it starts. Where a thread's processor clock cannot be read (macOS), the
/// time is the time elapsed.
///
/// A call costs one relaxed atomic load more until the watchdog starts, and three
/// atomic operations after (no clock is read on the caller's side: the watchdog times
/// the calls it sees). Up to ``watchedCallLimit`` calls are watched at once; more run
/// unwatched.
public enum HunspellCallTimeLimit {
    /// Watches every libhunspell call from now on; a second call changes nothing.
    ///
    /// - Parameters:
    ///   - limit: the most processor time a call may take; at least a millisecond.
    ///   - exceeded: what to do with a call that took more, given what it was doing
    ///     ("suggesting corrections for a word"); it must not return.
    public static func start(limit: Duration, exceeded: @escaping @Sendable (_ doing: String) -> Never) {
        guard !watching.exchange(true, ordering: .acquiringAndReleasing) else { return }
        let limit = max(limit, .milliseconds(1))
        let thread = Thread {
            var scan = CallWatch.Scan()
            while true {
                Thread.sleep(forTimeInterval: Self.seconds(limit) / 4)
                if let call = calls.overdue(limit: limit, scan: &scan) { exceeded(call.doing) }
            }
        }
        thread.name = "wordcheck-hunspell-watchdog"
        thread.start()
    }

    /// The most calls watched at once.
    public static let watchedCallLimit = CallWatch.slotCount

    /// Whether ``start(limit:exceeded:)`` was called.
    private static let watching = Atomic(false)
    /// The libhunspell calls in progress.
    private static let calls = CallWatch()

    /// Runs `body`, a libhunspell call of kind `call`, watched while the watchdog runs.
    static func watch<Result>(_ call: CallWatch.Call, _ body: () -> Result) -> Result {
        guard watching.load(ordering: .relaxed) else { return body() }
        return calls.watch(call, body)
    }

    private static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}

/// The calls in progress, each in a slot with its number, kind and the processor clock of
/// the thread that makes it; and the watchdog's reading of them.
///
/// Unchecked: the slots are atomics, allocated once and freed with the watch.
final class CallWatch: @unchecked Sendable {
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

    /// The most calls watched at once.
    static let slotCount = 64

    /// Numbers the calls, so that the watchdog tells one call from the next in a slot.
    private let numbers = Atomic<UInt64>(0)
    /// Each slot holds a call (its number in the top 30 bits, its thread's clock in the 32
    /// below, its kind in the last 2), or 0.
    private let slots: UnsafeMutablePointer<Atomic<UInt64>>

    init() {
        slots = .allocate(capacity: Self.slotCount)
        for index in 0..<Self.slotCount { (slots + index).initialize(to: Atomic(0)) }
    }

    deinit {
        slots.deinitialize(count: Self.slotCount)
        slots.deallocate()
    }

    /// Runs `body`, a call of kind `call`, in a slot while one is free.
    func watch<Result>(_ call: Call, _ body: () -> Result) -> Result {
        let number = numbers.wrappingAdd(1, ordering: .relaxed).newValue
        let value = number << 34 | UInt64(UInt32(bitPattern: Self.currentThreadClock())) << 2 | call.rawValue
        var claimed: Int?
        var index = Int(number % UInt64(Self.slotCount))
        for _ in 0..<Self.slotCount {
            if slots[index].compareExchange(expected: 0, desired: value, ordering: .acquiringAndReleasing).exchanged {
                claimed = index
                break
            }
            index = (index + 1) % Self.slotCount
        }
        defer { if let claimed { slots[claimed].store(0, ordering: .releasing) } }
        return body()
    }

    /// What the watchdog remembers between readings: each slot's call, and its clock's
    /// reading when first seen.
    struct Scan {
        var seen = [UInt64](repeating: 0, count: CallWatch.slotCount)
        var since = [Duration](repeating: .zero, count: CallWatch.slotCount)
    }

    /// A call that has taken `limit` or more since the watchdog first saw it, if any.
    func overdue(limit: Duration, scan: inout Scan) -> Call? {
        for index in 0..<Self.slotCount {
            let value = slots[index].load(ordering: .acquiring)
            guard value != 0 else {
                scan.seen[index] = 0
                continue
            }
            // A thread that has just ended has no clock: its slot is about to be emptied.
            guard let time = Self.time(on: Int32(bitPattern: UInt32(truncatingIfNeeded: value >> 2))) else { continue }
            if value != scan.seen[index] {
                (scan.seen[index], scan.since[index]) = (value, time)
            } else if time - scan.since[index] >= limit {
                return Call(rawValue: value & 0b11)
            }
        }
        return nil
    }

    /// The calling thread's processor clock; 0 where there is none (macOS), which times
    /// calls by the time elapsed.
    static func currentThreadClock() -> Int32 {
        #if os(Linux)
        var clock = clockid_t()
        guard pthread_getcpuclockid(pthread_self(), &clock) == 0, clock != 0 else { return 0 }
        return clock
        #else
        return 0
        #endif
    }

    /// The reading of `clock` (a thread's processor time), or the time elapsed for 0; nil
    /// when the clock cannot be read.
    static func time(on clock: Int32) -> Duration? {
        #if os(Linux)
        guard clock != 0 else { return ContinuousClock.now - start }
        var reading = timespec()
        guard clock_gettime(clockid_t(clock), &reading) == 0 else { return nil }
        return .seconds(reading.tv_sec) + .nanoseconds(reading.tv_nsec)
        #else
        return ContinuousClock.now - start
        #endif
    }

    /// Where elapsed time is counted from.
    private static let start = ContinuousClock.now
}
