/// The single result cell of one shown destination or flow.
///
/// It resolves once; every waiter is resumed exactly once, in the order it began
/// to wait, either by ``resolve(_:)`` or by its own task's cancellation.
@MainActor
final class Completion {
    private(set) var outcome: Outcome?
    private var waiters: [(id: UInt64, continuation: CheckedContinuation<ResumeChain.Wake, Never>)] = []
    /// The id of the entry that shows this destination (its last one, once removed).
    var entryID = EntryID(rawValue: 0)
    private var nextWaiter: UInt64 = 0
    /// The tree that shows this destination, while it is shown: cancelling an
    /// awaiting task removes the entry ``entryID`` from it.
    ///
    /// Held strongly while shown (no weak reference, so no side table per
    /// entry); every path that removes an entry ends it, which clears this.
    var tree: NavigationTree?

    var isResolved: Bool { outcome != nil }
    var hasWaiters: Bool { !waiters.isEmpty }

    func resolve(_ outcome: Outcome, through chain: ResumeChain) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        let pending = waiters
        waiters = []
        if !pending.isEmpty {
            chain.enqueue(pending.map(\.continuation), with: outcome)
        }
    }

    /// Waits for the outcome.
    ///
    /// - Parameter removingOnCancel: whether cancelling the waiting task removes
    ///   the destination (for `route(to:)` and `Presented.result()`), or only
    ///   stops this waiter (for a top-level flow's `result()`).
    func wait(removingOnCancel: Bool) async -> Outcome {
        if let outcome { return outcome }
        if Task.isCancelled {
            taskCancelled(waiter: nil, removing: removingOnCancel)
            return outcome ?? .cancel(.taskCancelled)
        }
        let id = nextWaiter
        nextWaiter += 1
        let wake = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let outcome {
                    continuation.resume(returning: ResumeChain.Wake(outcome: outcome, chain: nil))
                } else {
                    waiters.append((id, continuation))
                }
            }
        } onCancel: { [self] in
            // The handler runs on the cancelling thread; the state lives on the main actor.
            Task { @MainActor in self.taskCancelled(waiter: id, removing: removingOnCancel) }
        }
        wake.chain?.next()
        return wake.outcome
    }

    private func taskCancelled(waiter id: UInt64?, removing: Bool) {
        guard outcome == nil else { return }
        if removing, let (node, index) = tree?.locate(entryID), node.removeForTaskCancellation(at: index) {
            return
        }
        guard let id, let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        waiters.remove(at: index).continuation.resume(
            returning: ResumeChain.Wake(outcome: .cancel(.taskCancelled), chain: nil)
        )
    }
}
