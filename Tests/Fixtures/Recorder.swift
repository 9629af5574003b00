package import Waypoint

/// Reads a coordinator's changes one at a time, so a test awaits the change it
/// expects instead of sleeping.
///
/// A task pumps the stream into a queue (iterating with `for await` keeps this
/// working on every platform the package supports).
@MainActor
package final class Recorder {
    private var pending: [NavigationChange] = []
    private var isFinished = false
    private var waiter: CheckedContinuation<Void, Never>?
    private var pump: Task<Void, Never>?
    package private(set) var received: [NavigationChange] = []

    package init(_ coordinator: some Coordinator, buffering: ChangeBuffering = .all) {
        let stream = coordinator.navigation.changes(buffering: buffering)
        pump = Task { [weak self] in
            for await change in stream {
                self?.deliver(change)
            }
            self?.finish()
        }
    }

    deinit {
        pump?.cancel()
    }

    /// The next change, or `nil` once the stream has finished.
    package func next() async -> NavigationChange? {
        while pending.isEmpty, !isFinished {
            await withCheckedContinuation { waiter = $0 }
        }
        guard !pending.isEmpty else { return nil }
        let change = pending.removeFirst()
        received.append(change)
        return change
    }

    /// Reads changes until one satisfies the condition.
    @discardableResult
    package func next(where condition: (NavigationChange) -> Bool) async -> NavigationChange? {
        while let change = await next() {
            if condition(change) { return change }
        }
        return nil
    }

    private func deliver(_ change: NavigationChange) {
        pending.append(change)
        wake()
    }

    private func finish() {
        isFinished = true
        wake()
    }

    private func wake() {
        waiter?.resume()
        waiter = nil
    }
}
