/// Lets guarded requests on one tree run one at a time, in the order they
/// arrived.
///
/// A request takes its turn synchronously with ``reserve()`` (so its place in
/// the line is fixed at once) and waits for it with ``wait(for:)``. A request
/// whose task is cancelled while it waits leaves the line at once.
@MainActor
final class RequestGate {
    /// A place in the line.
    @MainActor
    final class Turn {
        fileprivate var isGranted = false
        fileprivate var isWithdrawn = false
        fileprivate var continuation: CheckedContinuation<Bool, Never>?
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
    func reserve() -> Turn {
        let turn = Turn()
        if isBusy {
            line.append(turn)
        } else {
            grant(turn)
        }
        return turn
    }

    private func grant(_ turn: Turn) {
        isBusy = true
        turn.isGranted = true
        turnStart = lastEntry()
    }

    /// Waits until the turn comes.
    ///
    /// - Returns: `true` once the turn has come; `false` if the waiting task was
    ///   cancelled first (the turn has then left the line).
    func wait(for turn: Turn) async -> Bool {
        if turn.isGranted { return true }
        if turn.isWithdrawn { return false }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                if turn.isGranted || turn.isWithdrawn {
                    continuation.resume(returning: turn.isGranted)
                } else {
                    turn.continuation = continuation
                }
            }
        } onCancel: {
            // The handler runs on the cancelling thread; the line lives on the main actor.
            Task { @MainActor in self.withdraw(turn) }
        }
    }

    /// Takes a place and waits for it; `false` if the task was cancelled first.
    func enter() async -> Bool {
        guard !Task.isCancelled else { return false }
        return await wait(for: reserve())
    }

    /// Removes a turn that has not come yet from the line.
    private func withdraw(_ turn: Turn) {
        guard !turn.isGranted, !turn.isWithdrawn, let index = line.firstIndex(where: { $0 === turn }) else { return }
        line.remove(at: index)
        turn.isWithdrawn = true
        turn.continuation?.resume(returning: false)
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
        next.continuation?.resume(returning: true)
        next.continuation = nil
    }
}
