import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Guards and the request queue", .timeLimit(.minutes(1)))
@MainActor
struct GuardQueueTests {
    @Test("a task a guard started that navigates after the guard answered waits its turn")
    func taskStartedByGuardWaitsItsTurn() async throws {
        let coordinator = CountingCoordinator()
        let recorder = Recorder(coordinator)
        _ = await recorder.next()
        let first = try coordinator.show(\.detail, 1)
        _ = await recorder.next()

        // The first entry's guard starts a task and agrees at once; the task
        // navigates later, once the test releases it.
        let release = ManualGuard()
        var started = false
        var spawned: Task<Void, any Error>?
        try coordinator.navigation.setLeaveGuard(for: first.id) {
            spawned = Task {
                _ = await release.ask()
                started = true
                try await coordinator.navigation.navigate { try coordinator.show(\.confirm) }
            }
            return true
        }
        _ = await recorder.next()  // leaveGuard
        try await coordinator.navigation.navigate { try coordinator.popLast() }
        #expect(coordinator.navigation.snapshot.routes == ["list"])
        _ = await recorder.next()  // pop

        // A later request holds the turn: its guard is pending.
        let second = try coordinator.show(\.detail, 2)
        _ = await recorder.next()
        let manual = ManualGuard()
        try coordinator.navigation.setLeaveGuard(for: second.id) { await manual.ask() }
        _ = await recorder.next()  // leaveGuard
        let later = Task { try await coordinator.navigation.navigate { try coordinator.popLast() } }
        #expect(await yieldUntil { manual.asked == 1 })

        // The guard's task navigates now: it must wait for the later request.
        await release.answer(true)
        #expect(await yieldUntil { started })
        #expect(coordinator.navigation.snapshot.routes == ["list", "detail"])

        await manual.answer(true)
        try await later.value
        try await #require(spawned).value
        #expect(coordinator.navigation.snapshot.routes == ["list", "confirm"])
        let popped = try #require(await recorder.next())
        #expect(popped.cause == .pop)
        #expect(popped.snapshot.routes == ["list"])
        let shown = try #require(await recorder.next())
        #expect(shown.snapshot.routes == ["list", "confirm"])
    }

    @Test("a task a guard started that navigates while the guard is pending runs at once")
    func taskStartedByPendingGuardRunsAtOnce() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        try coordinator.navigation.setLeaveGuard(for: detail.id) {
            // The guard waits for a task of its own that shows a sheet and pops it.
            let asking = Task {
                try await coordinator.navigation.navigate { try coordinator.show(\.confirm) }
                try await coordinator.navigation.navigate { try coordinator.popLast() }
            }
            return (try? await asking.value) != nil
        }
        try await coordinator.navigation.navigate { try coordinator.popLast() }
        #expect(coordinator.navigation.snapshot.routes == ["list"])
        #expect(await detail.result() == .cancel(.popped))
    }
}
