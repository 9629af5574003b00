import Waypoint

/// Reads a coordinator's changes one at a time, so a test awaits the change it
/// expects instead of sleeping.
@MainActor
final class Recorder {
    private var iterator: AsyncStream<NavigationChange>.Iterator
    private(set) var received: [NavigationChange] = []

    init(_ coordinator: some Coordinator, buffering: ChangeBuffering = .all) {
        iterator = coordinator.changes(buffering: buffering).makeAsyncIterator()
    }

    /// The next change, or `nil` once the stream has finished.
    func next() async -> NavigationChange? {
        // The iterator wraps a reference, so reading through a copy is reading the stream.
        var current = iterator
        let change = await current.next(isolation: MainActor.shared)
        iterator = current
        if let change { received.append(change) }
        return change
    }

    /// Reads changes until one satisfies the condition.
    @discardableResult
    func next(where condition: (NavigationChange) -> Bool) async -> NavigationChange? {
        while let change = await next() {
            if condition(change) { return change }
        }
        return nil
    }
}
