import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Snapshots say which entries are guarded", .timeLimit(.minutes(1)))
@MainActor
struct GuardSnapshotTests {
    @Test("setting and removing a leave guard flips isGuarded, one change each")
    func setAndRemove() async throws {
        let coordinator = EditingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let recorder = Recorder(coordinator)
        _ = await recorder.next()
        #expect(coordinator.navigation.snapshot.entries.map(\.isGuarded) == [false, false])

        try coordinator.navigation.setLeaveGuard(for: detail.id) { false }
        let guarded = try #require(await recorder.next())
        #expect(guarded.cause == .leaveGuard)
        #expect(guarded.snapshot.entries.map(\.isGuarded) == [false, true])

        // Another guard for a guarded entry changes nothing; the next change is the removal.
        try coordinator.navigation.setLeaveGuard(for: detail.id) { true }
        try coordinator.navigation.setLeaveGuard(for: detail.id, nil)
        let unguarded = try #require(await recorder.next())
        #expect(unguarded.cause == .leaveGuard)
        #expect(unguarded.snapshot.entries.map(\.isGuarded) == [false, false])
        try coordinator.popLast()
        #expect(await recorder.next()?.cause == .pop)
    }

    @Test("a flow that adopts LeaveGuarding is guarded from the start")
    func guardedFlow() throws {
        let coordinator = EditingCoordinator()
        try coordinator.show(\.editor)
        #expect(coordinator.navigation.snapshot.entries.map(\.isGuarded) == [false, true])
    }
}
