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
        /// The node the request was made on, if it ends the turn when it ends.
        fileprivate weak var node: FlowNode?
        /// How the wait ended: `nil` while the turn waits in the line.
        fileprivate var admission: Admission?
        fileprivate var continuation: CheckedContinuation<Admission, Never>?
    }

    private var isBusy = false
    private var line: [Turn] = []
    /// The last entry id the tree had made when the current turn began: entries
    /// made later (by a guard, say) are unknown to the request holding the turn.
    private(set) var turnStart: UInt64 = 0
    /// Reads the tree's last entry id when a turn begins.
    var lastEntry: () -> UInt64 = { 0 }

    var isIdle: Bool { !isBusy }
    var waiting: Int { line.count }

    /// Takes the next place in the line.
    ///
    /// - Parameter node: the node the request is made on: if its flow ends
    ///   before the turn comes, the turn leaves the line with ``Admission/flowEnded``.
    func reserve(for node: FlowNode? = nil) -> Turn {
        let turn = Turn()
        turn.node = node
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
        turnStart = lastEntry()
    }

    /// Waits until the turn comes.
    ///
    /// - Returns: ``Admission/granted`` once the turn has come; otherwise why
    ///   it left the line first.
    func wait(for turn: Turn) async -> Admission {
        if let admission = turn.admission { return admission }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if let admission = turn.admission {
                    continuation.resume(returning: admission)
                } else {
                    turn.continuation = continuation
                }
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
        for turn in line where turn.node === node {
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
