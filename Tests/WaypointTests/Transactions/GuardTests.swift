import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Guards", .timeLimit(.minutes(1)))
@MainActor
struct GuardTests {
    @Test("a guard vetoes a guarded pop, and lets it through when it agrees")
    func vetoPop() async throws {
        let coordinator = EditingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let allowed = Toggle()
        try coordinator.navigation.setLeaveGuard(for: detail.id) { allowed.isOn }
        let before = coordinator.navigation.snapshot

        await #expect(throws: NavigationError.self) {
            try await coordinator.navigation.navigate { try coordinator.popLast() }
        }
        #expect(coordinator.navigation.snapshot == before)
        #expect(detail.isShown)

        allowed.isOn = true
        try await coordinator.navigation.navigate { try coordinator.popLast() }
        #expect(coordinator.navigation.snapshot.routes == ["list"])
        #expect(await detail.result() == .cancel(.popped))
    }

    @Test("a flow's own guard covers removals of an ancestor too")
    func flowGuard() async throws {
        let host = EditingCoordinator()
        let editor = try host.show(\.editor).child
        try host.show(\.detail, 2)
        let before = host.navigation.snapshot
        do {
            try await host.navigation.navigate { try host.popToRoot() }
            Issue.record("the editor's guard was not asked")
        } catch {
            #expect(error.code == .vetoed)
        }
        #expect(host.navigation.snapshot == before)
        editor.allowsLeaving = true
        try await host.navigation.navigate { try host.popToRoot() }
        #expect(host.navigation.snapshot.routes == ["list"])
        #expect(!editor.navigation.isActive)
    }

    @Test("a user's swipe back is vetoed: nothing changes and the front end is told to restore")
    func vetoUserSwipe() async throws {
        let coordinator = EditingCoordinator()
        let editor = try coordinator.show(\.editor)
        let recorder = Recorder(coordinator)
        _ = await recorder.next()
        let before = coordinator.navigation.snapshot

        #expect(coordinator.navigation.receive(.dismissed(editor.id)) == .pending)
        let vetoed = try #require(await recorder.next())
        #expect(vetoed.cause == .vetoed)
        #expect(vetoed.snapshot == before)
        #expect(editor.isShown)

        try editor.child.allowsLeaving = true
        #expect(coordinator.navigation.receive(.dismissed(editor.id)) == .pending)
        let applied = try #require(await recorder.next())
        #expect(applied.cause == .user)
        #expect(applied.snapshot.routes == ["list"])
        #expect(await editor.result() == .cancel(.userDismissed))
    }

    @Test("while a guard is pending, later requests wait their turn, in order")
    func requestsWaitInOrder() async throws {
        let coordinator = EditingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let manual = ManualGuard()
        try coordinator.navigation.setLeaveGuard(for: detail.id) { await manual.ask() }
        var order: [String] = []

        let first = Task {
            try await coordinator.navigation.navigate { try coordinator.popLast() }
            order.append("pop")
        }
        let second = Task {
            try await coordinator.navigation.navigate { try coordinator.show(\.detail, 2) }
            order.append("push 2")
        }
        let third = Task {
            try await coordinator.navigation.navigate { try coordinator.show(\.detail, 3) }
            order.append("push 3")
        }
        for _ in 0..<20 { await Task.yield() }
        #expect(order.isEmpty)
        #expect(coordinator.navigation.snapshot.entries.compactMap(\.input) == ["1"])
        // A user intent also waits behind the pending guard.
        #expect(coordinator.navigation.receive(.popped(to: coordinator.navigation.snapshot.entries[0].id)) == .pending)

        await manual.answer(true)
        try await first.value
        try await second.value
        try await third.value
        #expect(order == ["pop", "push 2", "push 3"])
        // The queued intent ran last: back to the list.
        while coordinator.navigation.snapshot.entries.count > 1 { await Task.yield() }
        #expect(coordinator.navigation.snapshot.routes == ["list"])
    }

    @Test("a guard whose task is cancelled resolves as stay")
    func cancelledGuard() async throws {
        let coordinator = EditingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let manual = ManualGuard()
        try coordinator.navigation.setLeaveGuard(for: detail.id) { await manual.ask() }
        let request = Task {
            try await coordinator.navigation.navigate { try coordinator.popLast() }
        }
        while manual.asked == 0 { await Task.yield() }
        request.cancel()
        await manual.answer(true)
        await #expect(throws: NavigationError.self) { try await request.value }
        #expect(detail.isShown)
        #expect(coordinator.navigation.snapshot.entries.count == 2)
    }

    @Test("synchronous calls are forced: they do not ask guards")
    func forced() throws {
        let coordinator = EditingCoordinator()
        let editor = try coordinator.show(\.editor)
        try coordinator.popLast()
        #expect(!editor.isShown)
    }
}
