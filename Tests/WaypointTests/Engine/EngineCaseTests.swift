import Foundation
import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTestFixtures

/// The promises of the docs that the first engine broke (issue 11), one test
/// per case. Case 8 (`ModalLayers.intentsForBack()`) is tested with the front
/// ends.
@Suite("Engine cases", .timeLimit(.minutes(1)))
@MainActor
struct EngineCaseTests {
    private struct Failure: Error {}

    @Test("1: a root factory that navigates its own coordinator keeps what it did")
    func rootFactoryNavigates() {
        let coordinator = SelfStartingCoordinator()
        #expect(coordinator.navigation.snapshot.routes == ["home", "detail"])
        #expect(coordinator.navigation.snapshot.entries.first?.presentation == .root)
    }

    @Test("2: a root factory whose child cannot be shown ends the flow instead of leaving it rootless")
    func rootFactoryFails() async throws {
        let coordinator = BrokenRootCoordinator()
        #expect(!coordinator.navigation.isActive)
        #expect(coordinator.navigation.snapshot.entries.isEmpty)
        let error = #expect(throws: NavigationError.self) { try coordinator.show(\.detail, 1) }
        #expect(error?.code == .coordinatorFinished)
        #expect(coordinator.navigation.snapshot.entries.isEmpty)
        guard case .cancel(let reason) = await coordinator.navigation.result(), reason.code == .notShown else {
            Issue.record("the flow did not end with notShown")
            return
        }
        #expect(reason.error?.code == .invalidChild)
    }

    @Test("3: a task awaiting router.route(to:) does not keep the coordinator alive")
    func routerDoesNotRetain() async throws {
        var app: TodosCoordinator? = TodosCoordinator()
        weak let weakApp = app
        let router = try #require(app?.router)
        let waiting = Task { await router.route(to: \.create) }
        #expect(await yieldUntil { (weakApp?.navigation.snapshot.entries.count ?? 0) == 2 })
        app = nil
        #expect(weakApp == nil)
        #expect(await waiting.value == .cancel(.parentEnded))
    }

    @Test("4: a guarded navigate runs its steps once")
    func guardedStepsRunOnce() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        #expect(coordinator.made == 1)
        try coordinator.navigation.setLeaveGuard(for: detail.id) { true }
        try await coordinator.navigation.navigate {
            try coordinator.popLast()
            try coordinator.show(\.detail, 2)
        }
        #expect(coordinator.made == 2)
        #expect(coordinator.navigation.snapshot.entries.compactMap(\.input) == ["2"])
        #expect(await detail.result() == .cancel(.popped))
    }

    @Test("5: a guarded request cancelled while it waits leaves the queue at once with a typed error")
    func cancelledWaitingRequest() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let manual = ManualGuard()
        try coordinator.navigation.setLeaveGuard(for: detail.id) { await manual.ask() }
        let first = Task { try await coordinator.navigation.navigate { try coordinator.popLast() } }
        #expect(await yieldUntil { manual.asked == 1 })
        let second = Task { try await coordinator.navigation.navigate { try coordinator.show(\.confirm) } }
        await Task.yield()
        second.cancel()
        let error = await #expect(throws: NavigationError.self) { try await second.value }
        #expect(error?.code == .cancelled)
        #expect(coordinator.navigation.snapshot.routes == ["list", "detail"])
        await manual.answer(false)
        await #expect(throws: NavigationError.self) { try await first.value }
        #expect(coordinator.navigation.snapshot.routes == ["list", "detail"])
    }

    @Test("6: a leave guard that asks through a sheet of its own, swiped away, does not deadlock the tree")
    func guardNavigatesItsTree() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        try coordinator.navigation.setLeaveGuard(for: detail.id) {
            // Asks the user; the user swipes the sheet away, which here means "leave".
            await coordinator.route(to: \.confirm) == .cancel(.userDismissed)
        }
        let request = Task { try await coordinator.navigation.navigate { try coordinator.popLast() } }
        #expect(await yieldUntil { coordinator.navigation.snapshot.routes.last == "confirm" })
        let sheet = try #require(coordinator.navigation.snapshot.entries.last?.id)
        #expect(coordinator.navigation.receive(.dismissed(sheet)) == .applied)
        try await request.value
        #expect(coordinator.navigation.snapshot.routes == ["list"])
        #expect(await detail.result() == .cancel(.popped))
    }

    @Test("7: tapping the selected tab again pops a wrapped tab's flow to its root")
    func reselectWrappedTab() throws {
        let tabs = WrappedTabs()
        let todos = try #require(tabs.navigation.firstShown(\.todos)).child
        try todos.show(\.todo, 1)
        let selected = try #require(tabs.navigation.selection)
        #expect(tabs.navigation.receive(.selected(selected)) == .applied)
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("9: an intent received inside a transaction that fails is undone with it")
    func intentInFailedTransaction() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let before = coordinator.navigation.snapshot
        var outcome = IntentOutcome.ignored
        #expect(throws: Failure.self) {
            try coordinator.navigation.transaction {
                outcome = coordinator.navigation.receive(.dismissed(detail.id))
                throw Failure()
            }
        }
        #expect(outcome == .applied)
        // A guarded request queues behind anything still pending on the tree.
        try await coordinator.navigation.navigate {}
        #expect(coordinator.navigation.snapshot == before)
        #expect(detail.isShown)
    }

    @Test("10a: restoration rejects a selection on a navigation stack and tabs without a selection")
    func restorationRejectsImpossibleShapes() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        var stackState = todos.navigation.restorationState()
        stackState.root.selected = 0
        let before = todos.navigation.snapshot
        let stackError = #expect(throws: RestorationError.self) { try todos.navigation.restore(stackState) }
        #expect(stackError?.code == .invalidStructure)
        #expect(todos.navigation.snapshot == before)

        let tabs = AppTabs(user: User(name: "ada"))
        var tabsState = tabs.navigation.restorationState()
        tabsState.root.selected = nil
        let tabsBefore = tabs.navigation.snapshot
        let tabsError = #expect(throws: RestorationError.self) { try tabs.navigation.restore(tabsState) }
        #expect(tabsError?.code == .invalidStructure)
        #expect(tabs.navigation.snapshot == tabsBefore)
    }

    @Test("10b: saving the same tree twice gives equal data")
    func restorationIsStable() throws {
        let search = SearchCoordinator()
        for page in 0..<8 {
            try search.show(
                \.results,
                SearchQuery(text: "t\(page)", page: page, sort: "date", descending: true, tags: ["a", "b"], limit: 20)
            )
        }
        let first = try search.navigation.restorationState().encoded()
        for _ in 0..<8 {
            #expect(try search.navigation.restorationState().encoded() == first)
        }
        let inputs = search.navigation.restorationState().root.entries.flatMap(\.inputs)
        #expect(inputs.allSatisfy { $0.hasPrefix("{\"descending\":true,\"limit\":20,\"page\":") })
    }

    @Test("10c: a restored awaited flow shows as awaited, and saves as it was saved")
    func restoredAwaitedFlow() async throws {
        let app = AppCoordinator()
        let waiting = Task { await app.route(to: \.signIn) }
        #expect(await yieldUntil { app.navigation.snapshot.entries.count == 2 })
        let state = app.navigation.restorationState()
        #expect(state.root.entries.last?.awaited == true)
        try app.popLast()
        _ = await waiting.value

        let fresh = AppCoordinator()
        let handles = try fresh.navigation.restore(state)
        #expect(handles.count == 1)
        #expect(fresh.navigation.snapshot.entries.last?.isAwaited == true)
        #expect(fresh.navigation.restorationState() == state)
        let resumed = Task { await handles[0].result(as: User.self) }
        await Task.yield()
        #expect(fresh.navigation.snapshot.entries.last?.isAwaited == true)
        try handles[0].dismiss()
        #expect(await resumed.value == .cancel(.popped))
    }

    @Test("11: a destination shown in a transaction that throws is not shown, and its result returns")
    func rolledBackHandle() async throws {
        let todos = TodosCoordinator()
        var screen: ShownEntry<Screen>?
        var flow: ShownEntry<CreateCoordinator>?
        var child: CreateCoordinator?  // held: a handle holds it weakly
        #expect(throws: Failure.self) {
            try todos.navigation.transaction {
                screen = try todos.show(\.todo, 1)
                flow = try todos.show(\.create)
                child = try flow?.child
                throw Failure()
            }
        }
        let shownScreen = try #require(screen)
        let shownFlow = try #require(flow)
        #expect(todos.navigation.snapshot.routes == ["list"])
        #expect(!shownScreen.isShown)
        #expect(!shownFlow.isShown)
        #expect(child?.navigation.isActive == false)
        guard case .cancel(.notShown) = await shownScreen.result() else {
            Issue.record("the rolled-back screen's result is not notShown")
            return
        }
        guard case .cancel(.notShown) = await shownFlow.result() else {
            Issue.record("the rolled-back flow's result is not notShown")
            return
        }
    }
}

@Suite("Re-entrant guards", .timeLimit(.minutes(1)))
@MainActor
struct ReentrantGuardTests {
    @Test("6b: a leave guard that runs a guarded request on its own tree proceeds")
    func guardNavigatesWithNavigate() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        try coordinator.navigation.setLeaveGuard(for: detail.id) {
            do {
                try await coordinator.navigation.navigate { try coordinator.show(\.confirm) }
                try await coordinator.navigation.navigate { try coordinator.popLast() }
                return true
            } catch {
                return false
            }
        }
        try await coordinator.navigation.navigate { try coordinator.popLast() }
        #expect(coordinator.navigation.snapshot.routes == ["list"])
        #expect(await detail.result() == .cancel(.popped))
        #expect(coordinator.made == 1)
    }
}
