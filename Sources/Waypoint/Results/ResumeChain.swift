/// Resumes awaiting tasks one after another, in the order their destinations
/// ended.
///
/// A resumed continuation does not run its task at once: the task is scheduled,
/// and two tasks resumed back to back may run in either order. To keep the
/// contract that nested awaiters resume innermost first, only one awaiter is
/// resumed at a time; when it runs again on the main actor it resumes the next
/// (`Completion.wait` calls ``next()``). Every awaiter still resumes exactly
/// once: each queued continuation is taken out of the queue before it is resumed.
@MainActor
enum ResumeChain {
    struct Wake: Sendable {
        let outcome: Outcome
        /// Whether the chain resumed this waiter, which must then resume the next.
        let chained: Bool
    }

    private static var queue: [(continuation: CheckedContinuation<Wake, Never>, outcome: Outcome)] = []
    private static var head = 0
    private static var isResuming = false

    /// Queues continuations to resume in order, and starts if idle.
    static func enqueue(_ continuations: [CheckedContinuation<Wake, Never>], with outcome: Outcome) {
        for continuation in continuations {
            queue.append((continuation, outcome))
        }
        if !isResuming { next() }
    }

    /// Resumes the next queued waiter, if any. Called when idle, and by each
    /// chained waiter once it runs.
    static func next() {
        guard head < queue.count else {
            isResuming = false
            queue.removeAll(keepingCapacity: true)
            head = 0
            return
        }
        isResuming = true
        let item = queue[head]
        head += 1
        item.continuation.resume(returning: Wake(outcome: item.outcome, chained: true))
    }
}
