import Testing
import Waypoint
import WaypointTestFixtures

/// Regressions for defects a review of the core found.
@Suite("Review findings", .timeLimit(.minutes(1)))
@MainActor
struct ReviewFindingsTests {
    @Test("a nested transaction that throws undoes only its own steps")
    func nestedSavepoint() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        try todos.navigation.transaction {
            try todos.show(\.todo, 1)
            try? todos.navigation.transaction { () throws(NavigationError) in
                try todos.popToRoot()
                try todos.show(\.todo, 2)
                try todos.pop(EntryID(rawValue: .max))  // fails
            }
            try todos.show(\.todo, 3)
        }
        #expect(todos.navigation.snapshot.entries.compactMap(\.input) == ["1", "3"])
        let change = try #require(await recorder.next())
        #expect(change.cause == .push)
        #expect(change.snapshot == todos.navigation.snapshot)
    }

    @Test("a deep link that fails inside a transaction leaves none of its steps")
    func deepLinkInTransaction() throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        try tabs.focusFirst(\.todos).child.show(\.todo, 1)
        let links = DeepLinks<AppCoordinator>(scheme: "todos") {
            DeepLink("half") { (app: AppCoordinator) in
                try AppLinks.tabs(app).focusFirst(\.todos).child.popToRoot()
                throw NavigationError(.unavailable, "the second step fails")
            }
        }
        let before = app.navigation.snapshot
        app.navigation.transaction {
            _ = try? links.open("todos://half", in: app)
        }
        #expect(app.navigation.snapshot == before)
    }

    @Test("inside a transaction, an intent that needs a guard waits for it")
    func intentInTransaction() async throws {
        let coordinator = EditingCoordinator()
        let editor = try coordinator.show(\.editor)
        let recorder = Recorder(coordinator)
        _ = await recorder.next()
        var outcome = IntentOutcome.ignored
        coordinator.navigation.transaction { outcome = coordinator.navigation.receive(.dismissed(editor.id)) }
        #expect(outcome == .pending)
        #expect(editor.isShown)
        #expect(await recorder.next()?.cause == .vetoed)
        #expect(editor.isShown)
    }

    @Test("a pending intent keeps its place: later requests run after it")
    func pendingIntentKeepsItsPlace() async throws {
        let coordinator = EditingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        let manual = ManualGuard()
        try coordinator.navigation.setLeaveGuard(for: detail.id) { await manual.ask() }
        let root = coordinator.navigation.snapshot.entries[0].id
        #expect(coordinator.navigation.receive(.popped(to: root)) == .pending)
        let later = Task { try await coordinator.navigation.navigate { try coordinator.show(\.detail, 2) } }
        await manual.answer(true)
        try await later.value
        #expect(coordinator.navigation.snapshot.entries.compactMap(\.input) == ["2"])
    }

    @Test("a wrapped child's own result is its result, and the wrapper's content cannot be dismissed")
    func wrapperContent() async throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let settings = try tabs.show(\.settings)
        let content = try settings.child
        let own = Task { await content.navigation.result() }
        await Task.yield()
        #expect(throws: NavigationError.self) {
            try settings.child.navigation.entry(settings.child.navigation.snapshot.entries[0].id)?.dismiss()
        }
        #expect(content.navigation.isActive)
        try content.finish(.done("saved"))
        #expect(await own.value == .done("saved"))
        #expect(await settings.result() == .done("saved"))
    }
}
