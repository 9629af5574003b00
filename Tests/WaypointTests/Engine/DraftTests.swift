import Testing
import WaypointTestFixtures

@testable import Waypoint

@Suite("Drafts", .timeLimit(.minutes(1)))
@MainActor
struct DraftTests {
    @Test("a vetoed guarded request's draft is dropped: what it showed ends as never shown")
    func vetoedDraft() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        try coordinator.navigation.setLeaveGuard(for: detail.id) { false }
        let before = coordinator.navigation.snapshot
        var shown: ShownEntry<Screen>?
        await #expect(throws: NavigationError.self) {
            try await coordinator.navigation.navigate {
                try coordinator.popLast()
                shown = try coordinator.show(\.detail, 2)
            }
        }
        #expect(coordinator.navigation.snapshot == before)
        #expect(coordinator.made == 2)
        let handle = try #require(shown)
        #expect(!handle.isShown)
        guard case .cancel(.notShown) = await handle.result() else {
            Issue.record("the dropped draft's entry did not end as never shown")
            return
        }
        #expect(coordinator.invariantViolations().isEmpty)
    }

    @Test("a draft set aside while a guard is asked is computed again if the tree changed meanwhile")
    func staleDraft() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let manual = ManualGuard()
        try coordinator.navigation.setLeaveGuard(for: detail.id) { await manual.ask() }
        let request = Task { try await coordinator.navigation.navigate { try coordinator.popToRoot() } }
        #expect(await yieldUntil { manual.asked == 1 })
        try coordinator.show(\.detail, 3)  // the tree changes while the guard is asked
        await manual.answer(true)
        try await request.value
        #expect(coordinator.navigation.snapshot.routes == ["list"])
        #expect(manual.asked == 1)
    }
}
