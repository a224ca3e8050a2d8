import Foundation
import Synchronization

/// Runs the requests' CPU work on threads of its own, never on the event loops or
/// Swift's cooperative pool, at most ``threads`` at a time, with at most
/// ``queueLimit`` more waiting.
///
/// A request that finds the queue full is refused at once (``APIError/overloaded(retryAfter:)``,
/// 503 with `Retry-After`), and so is one whose budget was spent while it waited: an
/// overloaded service answers quickly that it is, instead of queueing without end. The
/// threads outnumber the cores (by default four per core) so that the kernel shares
/// the processors between a few heavy requests and the light ones that keep coming:
/// a light request is never stuck behind heavy ones for a whole deadline. The threads
/// live as long as the process (a service makes its pool once).
package final class WorkPool: Sendable {
    /// How many jobs run at once.
    package let threads: Int
    /// How many jobs may wait for a thread.
    package let queueLimit: Int

    private struct Job {
        let budget: WorkBudget
        let run: @Sendable () -> Void
        let refuse: @Sendable () -> Void
    }

    private struct State {
        var waiting: [Job] = []
        var first = 0
        var running = 0
        var count: Int { waiting.count - first }
    }

    private let state = Mutex(State())
    private let ready = DispatchSemaphore(value: 0)

    /// Four threads per processor, and 64 jobs per processor waiting.
    package static var standard: WorkPool {
        let cores = ProcessInfo.processInfo.activeProcessorCount
        return WorkPool(threads: 4 * cores, queueLimit: 64 * cores)
    }

    /// A pool of `threads` threads (1 to 4,096) and a queue of `queueLimit` jobs (0 to
    /// a million).
    package init(threads: Int, queueLimit: Int) {
        self.threads = min(max(1, threads), 4_096)
        self.queueLimit = min(max(0, queueLimit), 1_000_000)
        for index in 0..<self.threads {
            let thread = Thread { [self] in work() }
            thread.name = "wordcheck-work-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
    }

    /// Jobs running and waiting now.
    package var load: (running: Int, waiting: Int) {
        state.withLock { ($0.running, $0.count) }
    }

    /// Runs `body` on one of the pool's threads and returns its answer.
    ///
    /// When the calling task is cancelled, `budget` is cancelled: the work stops at its
    /// next step, or never starts.
    /// - Throws: ``APIError/overloaded(retryAfter:)`` when the queue is full, or when the
    ///   budget was spent before a thread was free; what `body` throws.
    package func run<Answer: Sendable>(
        _ budget: WorkBudget, _ body: @escaping @Sendable (WorkBudget) throws(APIError) -> Answer
    ) async throws(APIError) -> Answer {
        let result: Result<Answer, APIError> = await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Result<Answer, APIError>, Never>) in
                let job = Job(
                    budget: budget,
                    run: { continuation.resume(returning: Result { () throws(APIError) in try body(budget) }) },
                    refuse: { continuation.resume(returning: .failure(.overloaded(retryAfter: 1))) })
                let accepted = state.withLock { state in
                    guard state.running + state.count < threads + queueLimit else { return false }
                    state.waiting.append(job)
                    return true
                }
                if accepted { ready.signal() } else { job.refuse() }
            }
        } onCancel: {
            budget.cancel()
        }
        return try result.get()
    }

    private func work() {
        while true {
            ready.wait()
            let job = state.withLock { state -> Job in
                let job = state.waiting[state.first]
                state.first += 1
                if state.first > 64, state.first * 2 > state.waiting.count {
                    state.waiting.removeFirst(state.first)
                    state.first = 0
                }
                state.running += 1
                return job
            }
            if job.budget.isSpent { job.refuse() } else { job.run() }
            state.withLock { $0.running -= 1 }
        }
    }
}
