/// A gate held weakly: the gate of a tree a flow was adopted from, where
/// requests made on the flow before it was shown may still wait.
@MainActor
struct WeakGate {
    weak var gate: RequestGate?
}

/// Lets guarded requests on one tree run one at a time, in the order they
/// arrived.
///
/// A request takes its turn synchronously with ``reserve(for:)`` (so its place
/// in the line is fixed at once) and waits for it with ``wait(for:)``. A request
/// whose task is cancelled while it waits leaves the line at once, and so does
/// one whose flow ends while it waits (``endTurns(of:)``): a request that waits
/// holds its coordinator, which must not outlive its removal by a guard that
/// may never answer.
@MainActor
final class RequestGate {
    /// How a wait for a turn ended.
    enum Admission {
        /// The turn came.
        case granted
        /// The waiting task was cancelled first.
        case cancelled
        /// The flow the request was made on ended first.
        case flowEnded
    }

    /// A place in the line.
    @MainActor
    final class Turn {
        /// The identity of the node the request was made on, if it ends the
        /// turn when it ends. An identity, not a weak reference: a weak
        /// reference would give the node a side table, which sends every retain
        /// and release of the node, on every later change, to the slow path.
        /// Comparing identities is sound: a node's turns leave the line when its
        /// flow ends (``endTurns(of:)``), so none outlives its node waiting
        /// there, unless it was taken for a node already out of its tree; a new
        /// node at that address could then end it early, with the outcome a
        /// request on a node that is gone has anyway (it changes nothing).
        fileprivate var node: ObjectIdentifier?
        /// How the wait ended: `nil` while the turn waits in the line.
        fileprivate var admission: Admission?
        fileprivate var continuation: CheckedContinuation<Admission, Never>?
    }

    private var isBusy = false
    private var line: [Turn] = []
    /// The last entry id the tree had made when the current turn began: entries
    /// made later (by a guard, say) are unknown to the request holding the turn.
    private(set) var turnStart: UInt64 = 0

    #if DEBUG
    /// The last entry id made in the gate's tree (``NavigationTree/nextEntryID()``).
    ///
    /// The tree's counter lives here, in the gate it owns, so that a turn
    /// reads it when it begins without the gate referencing the tree: a
    /// request waiting here may outlive the tree, and a weak reference to the
    /// tree would give it a side table, which sends every retain and release
    /// of the tree, on every change, to the slow path.
    var lastEntry: UInt64 = 0
    #else
    // Not checked for exclusive access at run time in release builds
    // (`@exclusivity(unchecked)`, SE-0176), like the tree's own hot fields: the
    // tree bumps it on every entry it makes. Safe: the gate is main-actor
    // state, and every access is a read or an increment in place that calls
    // nothing. Debug builds check it at run time.
    @exclusivity(unchecked) var lastEntry: UInt64 = 0
    #endif

    var isIdle: Bool { !isBusy }
    var waiting: Int { line.count }

    /// Takes the next place in the line.
    ///
    /// - Parameter node: the node the request is made on: if its flow ends
    ///   before the turn comes, the turn leaves the line with ``Admission/flowEnded``.
    func reserve(for node: FlowNode? = nil) -> Turn {
        let turn = Turn()
        turn.node = node.map(ObjectIdentifier.init)
        if isBusy {
            line.append(turn)
        } else {
            grant(turn)
        }
        return turn
    }

    private func grant(_ turn: Turn) {
        isBusy = true
        turn.admission = .granted
        turnStart = lastEntry
    }

    /// Waits until the turn comes.
    ///
    /// - Returns: ``Admission/granted`` once the turn has come; otherwise why
    ///   it left the line first.
    func wait(for turn: Turn) async -> Admission {
        if let admission = turn.admission { return admission }
        return await waitOnMainQueue { continuation in
            if let admission = turn.admission {
                continuation.resume(returning: admission)
            } else {
                turn.continuation = continuation
            }
        } onCancel: {
            // The handler runs on the cancelling thread; the line lives on the main actor.
            Task { @MainActor in self.withdraw(turn, .cancelled) }
        }
    }

    /// Takes a place and waits for it.
    ///
    /// - Parameter node: the node the request is made on (see ``reserve(for:)``).
    func enter(for node: FlowNode? = nil) async -> Admission {
        guard !Task.isCancelled else { return .cancelled }
        return await wait(for: reserve(for: node))
    }

    /// Removes the turns still waiting for requests made on `node`, whose flow
    /// ended: they return at once instead of holding the flow's coordinator
    /// until their turn.
    func endTurns(of node: FlowNode) {
        let node = ObjectIdentifier(node)
        for turn in line where turn.node == node {
            withdraw(turn, .flowEnded)
        }
    }

    /// Removes a turn that has not come yet from the line.
    private func withdraw(_ turn: Turn, _ reason: Admission) {
        guard turn.admission == nil, let index = line.firstIndex(where: { $0 === turn }) else { return }
        line.remove(at: index)
        turn.admission = reason
        turn.continuation?.resume(returning: reason)
        turn.continuation = nil
    }

    /// Ends the current turn and grants the next one.
    func leave() {
        guard !line.isEmpty else {
            isBusy = false
            return
        }
        let next = line.removeFirst()
        grant(next)
        next.continuation?.resume(returning: .granted)
        next.continuation = nil
    }
}
