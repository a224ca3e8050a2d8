import Synchronization

/// Per-client limits on requests and body bytes in a period, as LanguageTool's
/// `requestLimit`, `requestLimitInBytes` and `requestLimitPeriodInSeconds`.
///
/// Each client (an address) gets a window of ``Limits/period`` from its first request;
/// within it, at most ``Limits/requests`` requests and ``Limits/bytes`` body bytes. A
/// request past either is refused until the window ends. At most ``clientLimit`` clients
/// are tracked; when that many are, the windows that ended are forgotten, and if none
/// has, every window is (so memory stays bounded whatever the number of addresses).
package final class RateLimiter: Sendable {
    /// What one client may send in a period; 0 for no limit on that count.
    package struct Limits: Sendable, Equatable {
        package var requests: Int
        package var bytes: Int
        package var period: Duration

        package init(requests: Int, bytes: Int, period: Duration) {
            self.requests = requests
            self.bytes = bytes
            self.period = period
        }

        /// Whether any limit is set.
        package var isActive: Bool { (requests > 0 || bytes > 0) && period > .zero }
    }

    private struct Window {
        var ends: ContinuousClock.Instant
        var requests = 0
        var bytes = 0
    }

    package let limits: Limits
    /// The most clients tracked at once.
    package let clientLimit: Int
    private let windows = Mutex<[String: Window]>([:])

    package init(limits: Limits, clientLimit: Int = 100_000) {
        self.limits = limits
        self.clientLimit = max(1, clientLimit)
    }

    /// Counts a request of `bytes` body bytes from `client`: nil when it is within the
    /// limits, or how long until the client's window ends.
    package func admit(_ client: String, bytes: Int, now: ContinuousClock.Instant = .now) -> Duration? {
        guard limits.isActive else { return nil }
        return windows.withLock { windows -> Duration? in
            var window = windows[client] ?? Window(ends: now + limits.period)
            if window.ends <= now { window = Window(ends: now + limits.period) }
            let requests = window.requests + 1
            // Saturating: a declared length may be as large as Int allows.
            let (sum, overflow) = window.bytes.addingReportingOverflow(max(0, bytes))
            let bytes = overflow ? Int.max : sum
            if (limits.requests > 0 && requests > limits.requests) || (limits.bytes > 0 && bytes > limits.bytes) {
                return window.ends - now
            }
            window.requests = requests
            window.bytes = bytes
            if windows[client] == nil, windows.count >= clientLimit {
                windows = windows.filter { $0.value.ends > now }
                if windows.count >= clientLimit { windows.removeAll(keepingCapacity: true) }
            }
            windows[client] = window
            return nil
        }
    }

    /// Adds `bytes` more body bytes to `client`'s window, as a body without a declared
    /// length arrives (the request itself was counted by ``admit(_:bytes:now:)``): nil
    /// while the window holds them, else how long until it ends (the request is then refused).
    package func charge(_ client: String, bytes: Int, now: ContinuousClock.Instant = .now) -> Duration? {
        guard limits.isActive, limits.bytes > 0, bytes > 0 else { return nil }
        return windows.withLock { windows -> Duration? in
            var window = windows[client] ?? Window(ends: now + limits.period)
            if window.ends <= now { window = Window(ends: now + limits.period) }
            let (sum, overflow) = window.bytes.addingReportingOverflow(bytes)
            window.bytes = overflow ? Int.max : sum
            if windows[client] != nil || windows.count < clientLimit { windows[client] = window }
            return window.bytes > limits.bytes ? window.ends - now : nil
        }
    }

    /// Clients tracked now.
    package var trackedClients: Int { windows.withLock { $0.count } }
}
