import Waypoint

// Waiting until UIKit shows the current state.
extension UIKitSession {
    /// Waits until UIKit shows the coordinator's current state, with nothing
    /// in flight: for tests, and for code that chains an animation after a
    /// navigation call.
    ///
    /// A state the session has not read yet (a change still in the changes
    /// stream) is read first, and planned as the coordinator's latest change
    /// says (`FlowNavigation.latestCause`), as ``apply(_:)`` would plan it: a
    /// push animates, a restoration does not. The wait ends when the host has completed every step toward
    /// it, when `timeout` passes, or when the calling task is cancelled.
    ///
    /// ```swift
    /// try app.show(\.todo, 1)
    /// if await session.drawn() {
    ///     highlightRow()       // the pushed screen is on screen
    /// }
    /// ```
    ///
    /// - Parameter timeout: the longest wait.
    /// - Returns: `true` once UIKit shows the state; `false` after `timeout`
    ///   or when the task is cancelled.
    @discardableResult
    public func drawn(timeout: Duration = .seconds(10)) async -> Bool {
        if coordinator.currentSnapshot != lastSnapshot { read(cause: coordinator.latestCause) }
        if isSettled { return true }
        if Task.isCancelled { return false }
        let id = nextWaiter
        nextWaiter += 1
        let timer = Task { [weak self] in
            try? await Task.sleep(for: timeout)
            self?.resumeWaiter(id, false)
        }
        defer { timer.cancel() }
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                waiters[id] = continuation
            }
        } onCancel: {
            Task { @MainActor [weak self] in self?.resumeWaiter(id, false) }
        }
    }

    func resumeWaiter(_ id: Int, _ value: Bool) {
        waiters.removeValue(forKey: id)?.resume(returning: value)
    }

    func resumeWaiters(_ value: Bool) {
        guard !waiters.isEmpty else { return }
        let all = waiters
        waiters = [:]
        for continuation in all.values { continuation.resume(returning: value) }
    }
}
