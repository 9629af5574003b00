import Foundation
import Testing
import Waypoint
import WaypointTesting

/// Keeps the main actor busy, without suspending, for `duration`: what the other
/// tests of a run under a sanitizer on a loaded machine do to a test's waits,
/// since every `@MainActor` test shares one main thread.
@MainActor
private func occupyMainActor(for duration: Duration) {
    let end = ContinuousClock.now.advanced(by: duration)
    while ContinuousClock.now < end {}
}

/// A wait's timer measures wall-clock time, but what a test waits for is main-actor
/// work. When other work holds the main actor past the timeout while the awaited
/// change sits in its queue, the wait must not time out: it was starved, not
/// left without a change (issue 24, item 7).
///
/// Each test queues, in order: work that holds the main actor for far longer than
/// the recorder's timeout, then the navigation the test awaits; then it waits. The
/// timer fires while the main actor is held, so the waiter is resumed behind the
/// navigation. The main actor runs queued jobs in order, so these tests do not
/// depend on timing, only on that order.
@Suite("Waits starved by a busy main actor", .timeLimit(.minutes(1)))
@MainActor
struct StarvedWaitTests {
    static let timeout = Duration.milliseconds(20)
    static let busy = Duration.milliseconds(400)

    @Test("a change published while the waiter was held back is read, not timed out")
    func publishedBehindBusyWork() async {
        let notes = NotesCoordinator()
        let recorder = ChangeRecorder(notes, timeout: Self.timeout)
        Task { @MainActor in occupyMainActor(for: Self.busy) }
        Task { @MainActor in _ = try? notes.show(\.note, 1) }
        await recorder.expect(.push, .routes(["list", "note"]))
        await recorder.finish()
    }

    @Test("a change a few hops of the main actor away is read, not timed out")
    func changeSeveralHopsAway() async {
        let notes = NotesCoordinator()
        let recorder = ChangeRecorder(notes, timeout: Self.timeout)
        Task { @MainActor in occupyMainActor(for: Self.busy) }
        Task { @MainActor in
            // Two more turns of the main actor before the change is made.
            await Task.yield()
            await Task.yield()
            _ = try? notes.show(\.note, 2)
        }
        await recorder.expect(.push, .routes(["list", "note"]))
        await recorder.finish()
    }

    @Test("a task cancelled behind busy work ends its route, and the wait reads it")
    func cancelledBehindBusyWork() async {
        let notes = NotesCoordinator()
        let recorder = ChangeRecorder(notes, timeout: Self.timeout)
        let task = Task { await notes.route(to: \.note, 3) }
        await recorder.expect(.push, .routes(["list", "note"]))
        Task { @MainActor in occupyMainActor(for: Self.busy) }
        task.cancel()
        await recorder.expect(.taskCancelled, .routes(["list"]))
        #expect(await task.value == .cancel(.taskCancelled))
        await recorder.finish()
    }

    @Test("a wait for a change that never comes still times out (known issue on purpose)")
    func nothingComes() async {
        let notes = NotesCoordinator()
        let recorder = ChangeRecorder(notes, exhaustivity: .off, timeout: Self.timeout)
        Task { @MainActor in occupyMainActor(for: Self.busy) }
        await withKnownIssue {
            await recorder.expect(.push, .routes(["list", "note"]))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.hasPrefix("Timed out") }
        }
        await recorder.finish()
    }
}
