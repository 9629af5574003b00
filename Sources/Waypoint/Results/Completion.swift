/// The single result cell of one shown destination or flow.
///
/// It resolves once; every waiter is resumed exactly once, in the order it began
/// to wait, either by ``resolve(_:through:)`` or by its own task's cancellation.
///
/// Waiters have a role. An *owner* (`route(to:)`, a handle's `result()`) owns
/// the destination with every other owner: when the last owner still waiting is
/// cancelled, the destination is removed. An *observer* (a flow's own
/// `navigation.result()`) owns nothing: cancelling it only stops its wait. A
/// cancelled waiter returns `.cancel(.taskCancelled)` at once either way.
@MainActor
final class Completion {
    /// What a waiter's cancellation does to the destination.
    enum Role {
        /// Owns the destination: the last owner cancelled removes it.
        case owner
        /// Only waits: its cancellation removes nothing.
        case observer
    }

    private struct Waiter {
        let id: UInt64
        let role: Role
        let ticket: WaitTicket
    }

    /// What the cell reads or writes on every resolution.
    private struct Hot {
        var outcome: Outcome?
        var waiters: [Waiter] = []
        var tree: NavigationTree?
    }

    #if DEBUG
    private var hot = Hot()
    #else
    // Not checked for exclusive access at run time in release builds
    // (`@exclusivity(unchecked)`, SE-0176). Safe: the cell is main-actor
    // state, and every access is a read or write in place; waiters are resumed
    // (through the resume chain) only after the access that took them ended.
    // Debug builds check it at run time: every test runs with the checks on.
    @exclusivity(unchecked) private var hot = Hot()
    #endif

    private(set) var outcome: Outcome? {
        get { hot.outcome }
        set { hot.outcome = newValue }
    }
    private var waiters: [Waiter] {
        get { hot.waiters }
        _modify { yield &hot.waiters }
    }
    /// The id of the entry that shows this destination (its last one, once removed).
    var entryID = EntryID(rawValue: 0)
    private var nextWaiter: UInt64 = 0
    /// The tree that shows this destination, while it is shown: cancelling the
    /// last owning waiter removes the entry ``entryID`` from it.
    ///
    /// Held strongly while shown (no weak reference, so no side table per
    /// entry); every path that removes an entry ends it, which clears this.
    var tree: NavigationTree? {
        get { hot.tree }
        set { hot.tree = newValue }
    }

    var isResolved: Bool { outcome != nil }

    func resolve(_ outcome: Outcome, through chain: ResumeChain) {
        guard self.outcome == nil else { return }
        self.outcome = outcome
        let pending = waiters
        waiters = []
        if !pending.isEmpty {
            chain.enqueue(pending.map(\.ticket), with: outcome)
        }
    }

    /// Waits for the outcome.
    ///
    /// - Parameter removingOnCancel: `true` for an owner (`route(to:)`, a
    ///   `ShownEntry`'s `result()`): cancelling the last owner still waiting removes
    ///   the destination; `false` for an observer (a flow's own `result()`),
    ///   whose cancellation only stops this waiter.
    /// - Returns: the outcome, or `.cancel(.taskCancelled)` for a waiter whose
    ///   task was cancelled.
    func wait(removingOnCancel: Bool) async -> Outcome {
        let role: Role = removingOnCancel ? .owner : .observer
        if let outcome { return outcome }
        if Task.isCancelled {
            if role == .owner, !hasOwners { removeForCancelledOwner() }
            return outcome ?? .cancel(.taskCancelled)
        }
        let id = nextWaiter
        nextWaiter += 1
        // The waiter takes its place before the task suspends: whatever
        // happens before its continuation is made (a cancellation, the
        // result) finds it, and its ticket keeps what it is resumed with.
        let ticket = WaitTicket()
        waiters.append(Waiter(id: id, role: role, ticket: ticket))
        let wake = await waitOnMainQueue { continuation in
            ticket.attach(continuation)
        } onCancel: { [self] in
            // The handler runs on the cancelling thread; the state lives on the main actor.
            Task { @MainActor in self.taskCancelled(waiter: id) }
        }
        wake.chain?.next()
        return wake.outcome
    }

    /// Whether an owner is still waiting.
    private var hasOwners: Bool { waiters.contains { $0.role == .owner } }

    /// Ends the wait of a waiter whose task was cancelled: the last owner
    /// removes the destination (which resolves every waiter); any other waiter
    /// only leaves, with `.cancel(.taskCancelled)`.
    private func taskCancelled(waiter id: UInt64) {
        guard outcome == nil, let index = waiters.firstIndex(where: { $0.id == id }) else { return }
        let waiter = waiters.remove(at: index)
        if waiter.role == .owner, !hasOwners {
            // Waits in the line again for the removal to resolve it; if nothing
            // could be removed, it leaves alone.
            waiters.insert(waiter, at: index)
            if removeForCancelledOwner(), outcome != nil { return }
            guard let index = waiters.firstIndex(where: { $0.id == id }) else { return }
            waiters.remove(at: index)
        }
        waiter.ticket.deliver(ResumeChain.Wake(outcome: .cancel(.taskCancelled), chain: nil))
    }

    /// Removes the destination for its last owner's cancelled task.
    ///
    /// - Returns: whether it was removed.
    @discardableResult
    private func removeForCancelledOwner() -> Bool {
        guard let (node, index) = tree?.locate(entryID) else { return false }
        return node.removeForTaskCancellation(at: index)
    }
}

/// One waiter's place in a ``Completion``, taken before its task suspends:
/// it is resumed once, with what it is given first, whether its
/// continuation is already made (it resumes at once) or not yet (it resumes
/// as soon as the continuation is made).
@MainActor
final class WaitTicket {
    private var wake: ResumeChain.Wake?
    private var continuation: CheckedContinuation<ResumeChain.Wake, Never>?

    /// Resumes the waiter with `wake`, now or once it suspends. Called once.
    func deliver(_ wake: ResumeChain.Wake) {
        assert(self.wake == nil, "a waiter is given its wake once")
        if let continuation {
            self.continuation = nil
            continuation.resume(returning: wake)
        } else {
            self.wake = wake
        }
    }

    /// Suspends on `continuation`, resumed at once if the waiter was already given its wake.
    func attach(_ continuation: CheckedContinuation<ResumeChain.Wake, Never>) {
        assert(self.continuation == nil, "a waiter suspends once")
        if let wake {
            self.wake = nil
            continuation.resume(returning: wake)
        } else {
            self.continuation = continuation
        }
    }
}
