import Synchronization

/// How long one request's work may run, and whether its client is still there.
///
/// The work asks ``isSpent`` between its steps (before each word's suggestions, say)
/// and, once spent, stops and answers with what it has, marked incomplete. A step
/// already under way runs to its end: a call into libhunspell cannot be interrupted,
/// so a request overruns its deadline by at most one step.
package final class WorkBudget: Sendable {
    /// When the work must end.
    package let deadline: ContinuousClock.Instant
    private let cancelled = Atomic(false)
    private let clientGone: @Sendable () -> Bool

    /// A budget ending at `deadline`; `clientGone` tells whether the client has left
    /// (asked at most once a step).
    package init(deadline: ContinuousClock.Instant, clientGone: @escaping @Sendable () -> Bool = { false }) {
        self.deadline = deadline
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

    /// Whether the work must stop: the deadline has passed or the client has gone.
    package var isSpent: Bool {
        isCancelled || ContinuousClock.now >= deadline
    }
}
