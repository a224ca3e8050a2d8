import Synchronization

/// How long one request's work may run, and whether its client is still there.
///
/// The work asks ``isSpent`` between its steps (before each word's suggestions, say)
/// and, once spent, stops and answers with what it has, marked incomplete. A step
/// already under way runs to its end: a call into libhunspell cannot be interrupted,
/// so a request overruns its deadline by at most one step.
package final class WorkBudget: Sendable {
    /// When the work must end, before ``extend(by:)``.
    private let initialDeadline: ContinuousClock.Instant
    /// Nanoseconds added to it: time the request spent on what is not its work.
    private let extra = Atomic<Int64>(0)
    private let cancelled = Atomic(false)
    private let clientGone: @Sendable () -> Bool

    /// A budget ending at `deadline`; `clientGone` tells whether the client has left
    /// (asked at most once a step).
    package init(deadline: ContinuousClock.Instant, clientGone: @escaping @Sendable () -> Bool = { false }) {
        initialDeadline = deadline
        self.clientGone = clientGone
    }

    /// A budget of `duration` from now.
    package convenience init(duration: Duration, clientGone: @escaping @Sendable () -> Bool = { false }) {
        self.init(deadline: .now + duration, clientGone: clientGone)
    }

    /// A budget without end, for work that is not a client's request.
    package static var unlimited: WorkBudget { WorkBudget(duration: .seconds(86_400 * 365)) }

    /// Ends the budget now: the client has gone.
    package func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Whether the client has gone (``cancel()``, or `clientGone`).
    package var isCancelled: Bool {
        if cancelled.load(ordering: .relaxed) { return true }
        if clientGone() {
            cancel()
            return true
        }
        return false
    }

    /// When the work must end.
    package var deadline: ContinuousClock.Instant {
        initialDeadline + .nanoseconds(extra.load(ordering: .relaxed))
    }

    /// Moves the deadline `duration` later: what the request spent on something that is not
    /// its work (loading the dictionary of a language no request used before) is not taken
    /// from its budget.
    package func extend(by duration: Duration) {
        let (seconds, attoseconds) = duration.components
        let nanoseconds = seconds.multipliedReportingOverflow(by: 1_000_000_000).partialValue &+ attoseconds / 1_000_000_000
        extra.wrappingAdd(max(0, nanoseconds), ordering: .relaxed)
    }

    /// Whether the work must stop: the deadline has passed or the client has gone.
    package var isSpent: Bool {
        isCancelled || ContinuousClock.now >= deadline
    }
}
