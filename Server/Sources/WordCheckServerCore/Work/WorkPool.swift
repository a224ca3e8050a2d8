import Foundation

/// Runs the requests' CPU work on threads of its own, never on the event loops or
/// Swift's cooperative pool: at most ``threads`` jobs at a time, with at most
/// ``queueLimit`` more waiting.
///
/// A request that finds the queue full is refused at once (``APIError/overloaded(retryAfter:)``,
/// 503 with `Retry-After`), and so is one whose budget was spent while it waited: an
/// overloaded service answers quickly that it is, instead of queueing without end.
///
/// **Heavy work does not hold up light work.** Only ``slots`` jobs (one per processor)
/// start and run side by side as long as they are young; a job that has run for
/// ``heavyAfter`` gives its slot up and goes on beside the next ones, the kernel sharing
/// the processors between them. Light requests (most take well under a millisecond) thus
/// run one per core, without the switching that more threads than cores would cost,
/// and a few heavy requests (seconds of suggestions) never keep them waiting for a
/// deadline. The threads live as long as the process (a service makes its pool once).
package final class WorkPool: @unchecked Sendable {
    /// How many jobs may be in progress at once, heavy ones included.
    package let threads: Int
    /// How many young jobs run side by side.
    package let slots: Int
    /// How many jobs may wait for a thread.
    package let queueLimit: Int
    /// How long a job runs before it counts as heavy and gives its slot up.
    package let heavyAfter: Duration

    private struct Job {
        let budget: WorkBudget
        let run: @Sendable () -> Void
        let refuse: @Sendable () -> Void
    }

    /// Everything below is read and written only with `condition` locked.
    private let condition = NSCondition()
    private var waiting: [Job] = []
    private var first = 0
    private var waitingCount: Int { waiting.count - first }
    /// Jobs in progress, by number: when each started, and whether it still holds a slot.
    private var running: [Int: (started: ContinuousClock.Instant, holdsSlot: Bool)] = [:]
    private var freeSlots: Int
    private var nextJob = 0

    /// A pool of `threads` threads (1 to 4,096) of which `slots` (default: one per
    /// processor) run young jobs, and a queue of `queueLimit` jobs (0 to a million).
    package init(threads: Int, queueLimit: Int, slots: Int? = nil, heavyAfter: Duration = .milliseconds(20)) {
        self.threads = min(max(1, threads), 4_096)
        self.queueLimit = min(max(0, queueLimit), 1_000_000)
        self.slots = min(max(1, slots ?? ProcessInfo.processInfo.activeProcessorCount), self.threads)
        self.heavyAfter = max(heavyAfter, .milliseconds(1))
        freeSlots = self.slots
        for index in 0..<self.threads {
            let thread = Thread { [self] in work() }
            thread.name = "wordcheck-work-\(index)"
            thread.stackSize = 8 << 20
            thread.start()
        }
        if self.threads > self.slots {
            let watcher = Thread { [self] in watchForHeavyJobs() }
            watcher.name = "wordcheck-work-watch"
            watcher.start()
        }
    }

    /// Jobs running and waiting now.
    package var load: (running: Int, waiting: Int) {
        condition.lock()
        defer { condition.unlock() }
        return (running.count, waitingCount)
    }

    /// Jobs running that still hold a slot (not yet heavy).
    package var youngJobs: Int {
        condition.lock()
        defer { condition.unlock() }
        return running.values.filter(\.holdsSlot).count
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
                condition.lock()
                let accepted = running.count + waitingCount < threads + queueLimit
                if accepted {
                    waiting.append(job)
                    condition.signal()
                }
                condition.unlock()
                if !accepted { job.refuse() }
            }
        } onCancel: {
            budget.cancel()
        }
        return try result.get()
    }

    private func work() {
        while true {
            condition.lock()
            while waitingCount == 0 || freeSlots == 0 || running.count >= threads {
                condition.wait()
            }
            let job = waiting[first]
            first += 1
            if first > 64, first * 2 > waiting.count {
                waiting.removeFirst(first)
                first = 0
            }
            freeSlots -= 1
            let number = nextJob
            nextJob &+= 1
            running[number] = (.now, true)
            condition.unlock()

            if job.budget.isSpent { job.refuse() } else { job.run() }

            condition.lock()
            if running.removeValue(forKey: number)?.holdsSlot == true { freeSlots += 1 }
            // Idle threads are alike: waking one is enough for the slot or thread freed.
            if waitingCount > 0 { condition.signal() }
            condition.unlock()
        }
    }

    /// A few times per ``heavyAfter``, takes the slot of each job that has run that long.
    private func watchForHeavyJobs() {
        let nap = max(0.001, Double(heavyAfter.components.seconds) + Double(heavyAfter.components.attoseconds) / 1e18) / 4
        while true {
            Thread.sleep(forTimeInterval: nap)
            condition.lock()
            let now = ContinuousClock.now
            for (number, job) in running where job.holdsSlot && now - job.started >= heavyAfter {
                running[number] = (job.started, false)
                freeSlots += 1
                if waitingCount > 0 { condition.signal() }
            }
            condition.unlock()
        }
    }
}
