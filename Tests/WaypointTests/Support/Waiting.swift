import Waypoint

/// A task that awaits a flow, and says when it has begun to wait.
///
/// The task runs on the main actor without suspending until its wait is
/// registered, so once ``hasStarted`` is `true` it waits.
@MainActor
final class Waiting<Value: Sendable> {
    private(set) var hasStarted = false
    private(set) var task: Task<Value, Never>?

    init(_ body: @escaping @MainActor () async -> Value) {
        task = Task { @MainActor [weak self] in
            self?.hasStarted = true
            return await body()
        }
    }

    /// Waits until the task has begun to wait.
    func started() async -> Bool {
        await yieldUntil { hasStarted }
    }

    func cancel() { task?.cancel() }

    var value: Value? {
        get async { await task?.value }
    }
}
