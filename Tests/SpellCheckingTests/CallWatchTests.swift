import Foundation
@testable import SpellChecking
import Testing

/// The libhunspell watchdog's reading: a call is overdue once it has used the limit of
/// processor time, not once the limit has passed on the wall, so a call that waits (for
/// a core, on a busy machine) is left alone and one that computes is caught.
@Suite struct CallWatchTests {
    /// Runs `body` watched as a check on its own thread, reading the watch every 10 ms
    /// until it ends; the first overdue call seen, if any.
    static func overdue(limit: Duration, running body: @escaping @Sendable () -> Void) -> CallWatch.Call? {
        let watch = CallWatch()
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            watch.watch(.check, body)
            finished.signal()
        }
        thread.start()
        var scan = CallWatch.Scan()
        var found: CallWatch.Call?
        repeat {
            if found == nil { found = watch.overdue(limit: limit, scan: &scan) }
        } while finished.wait(timeout: .now() + .milliseconds(10)) == .timedOut
        return found
    }

    #if os(Linux)
    @Test func aCallThatWaitsIsNotOverdue() {
        // 400 ms on the wall, next to no processor time: a limit of 50 ms is not reached.
        #expect(Self.overdue(limit: .milliseconds(50)) { Thread.sleep(forTimeInterval: 0.4) } == nil)
    }
    #endif

    @Test func aCallThatComputesIsOverdue() {
        // 400 ms of work: past 50 ms of processor time, the check is reported.
        let found = Self.overdue(limit: .milliseconds(50)) {
            let end = ContinuousClock.now + .milliseconds(400)
            var spin = 0
            while ContinuousClock.now < end { spin &+= 1 }
            #expect(spin > 0)
        }
        #expect(found == .check)
    }

    @Test func callsThatEndAreForgotten() {
        let watch = CallWatch()
        var scan = CallWatch.Scan()
        for _ in 0..<200 { watch.watch(.suggest) { _ = watch.overdue(limit: .milliseconds(1), scan: &scan) } }
        #expect(watch.overdue(limit: .nanoseconds(1), scan: &scan) == nil)
    }
}
