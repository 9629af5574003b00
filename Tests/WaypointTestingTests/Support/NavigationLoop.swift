import Testing
import Waypoint

/// A task that answers every change of a notes stack with another: a push when
/// only the root is shown, a pop otherwise. Its changes never stop until
/// ``stop()``, so the main actor is never idle while it runs.
@MainActor
final class NavigationLoop {
    private var task: Task<Void, Never>?

    init(_ notes: NotesCoordinator) {
        let changes = notes.navigation.changes(buffering: .all)
        task = Task { [weak notes] in
            for await _ in changes {
                guard let notes else { return }
                do {
                    if notes.navigation.snapshot.entries.count > 1 {
                        try notes.popLast()
                    } else {
                        try notes.show(\.note, 1)
                    }
                } catch {
                    Issue.record(error)
                    return
                }
            }
        }
    }

    /// Ends the loop and waits for its task to return.
    func stop() async {
        task?.cancel()
        await task?.value
        task = nil
    }
}
