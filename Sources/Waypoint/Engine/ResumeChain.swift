/// Resumes the awaiting tasks of one tree one after another, in the order their
/// destinations ended.
///
/// A resumed waiter does not run its task at once: the task is scheduled (on
/// the main queue, or through the global executor where the platform has no
/// task executors; see ``waitOnMainQueue(_:onCancel:)``), and two tasks resumed
/// back to back may run in either order. To keep the contract that nested
/// awaiters resume innermost first, only one awaiter is resumed at a time;
/// when it runs again on the main actor it resumes the next
/// (`Completion.wait` calls ``next()``). Every awaiter still resumes exactly
/// once: each queued waiter's ticket is taken out of the queue before it is
/// given its wake.
///
/// Each ``NavigationTree`` owns one chain, so awaiters of unrelated trees never
/// wait on each other.
@MainActor
final class ResumeChain {
    struct Wake: Sendable {
        let outcome: Outcome
        /// The chain that resumed this waiter, which must then resume the next.
        let chain: ResumeChain?
    }

    private var queue: [(ticket: WaitTicket, outcome: Outcome)] = []
    private var head = 0
    private var isResuming = false

    /// Queues waiters to resume in order, and starts if idle.
    func enqueue(_ tickets: [WaitTicket], with outcome: Outcome) {
        for ticket in tickets {
            queue.append((ticket, outcome))
        }
        if !isResuming { next() }
    }

    /// Whether nothing is queued or being resumed.
    var isIdle: Bool { !isResuming && head >= queue.count }

    /// Resumes the next queued waiter, if any. Called when idle, and by each
    /// chained waiter once it runs.
    func next() {
        guard head < queue.count else {
            isResuming = false
            queue.removeAll(keepingCapacity: true)
            head = 0
            return
        }
        isResuming = true
        let item = queue[head]
        head += 1
        item.ticket.deliver(Wake(outcome: item.outcome, chain: self))
    }
}
