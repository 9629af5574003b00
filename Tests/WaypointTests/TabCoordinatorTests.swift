import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Tab coordinators", .timeLimit(.minutes(1)))
@MainActor
struct TabCoordinatorTests {
    @Test("tabs are declared as routes, with their items, the first one selected")
    func initialTabs() throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let snapshot = tabs.navigation.snapshot
        #expect(snapshot.kind == .tabs)
        #expect(snapshot.routes == ["todos", "profile"])
        #expect(snapshot.entries.map(\.presentation) == [.tab, .tab])
        #expect(
            snapshot.entries.map(\.item) == [TabItem("Todos", image: "checklist"), TabItem("Profile", image: "person")])
        #expect(snapshot.selectedEntry?.route == "todos")
        #expect(snapshot.entries[0].child?.type == "TodosCoordinator")
        #expect(snapshot.description.contains("tab todos \"Todos\" [selected]"))
    }

    @Test("focusFirst selects a tab and returns its child for chaining")
    func focusFirstChains() async throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let recorder = Recorder(tabs)
        _ = await recorder.next()
        try tabs.focusFirst(\.profile)
        #expect(await recorder.next()?.cause == .tab)
        try tabs.focusFirst(\.todos).child.popToRoot().show(\.todo, 42)
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "todos")
        #expect(tabs.navigation.snapshot.selectedEntry?.child?.routes == ["list", "todo"])
        // Selecting the selected tab changes nothing.
        let before = tabs.navigation.snapshot
        try tabs.focusFirst(\.todos)
        #expect(tabs.navigation.snapshot == before)
    }

    @Test("tapping the selected tab again pops it to its root, unless configured otherwise")
    func reselect() throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let todos = try tabs.focusFirst(\.todos)
        try todos.child.show(\.todo, 1)
        try todos.child.show(\.todo, 2)
        #expect(tabs.navigation.receive(.selected(todos.id)) == .applied)
        #expect(try todos.child.navigation.snapshot.routes == ["list"])
        #expect(tabs.navigation.receive(.selected(todos.id)) == .unchanged)

        let calm = AppTabs(user: User(name: "bob"), reselect: .none)
        let calmTodos = try calm.focusFirst(\.todos)
        try calmTodos.child.show(\.todo, 1)
        #expect(calm.navigation.receive(.selected(calmTodos.id)) == .unchanged)
        #expect(try calmTodos.child.navigation.snapshot.routes == ["list", "todo"])
    }

    @Test("a user tapping another tab selects it; stale taps are ignored")
    func userSelects() async throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let profile = try #require(tabs.navigation.snapshot.entries.last?.id)
        #expect(tabs.navigation.receive(.selected(profile)) == .applied)
        #expect(tabs.navigation.selection == profile)
        #expect(tabs.navigation.receive(.selected(EntryID(rawValue: .max))) == .ignored)
        #expect(tabs.navigation.receive(.dismissed(profile)) == .ignored)
        #expect(tabs.navigation.receive(.popped(to: profile)) == .ignored)
    }

    @Test("tabs can be added and removed at run time")
    func addRemove() async throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let recorder = Recorder(tabs)
        _ = await recorder.next()
        weak var child: CreateCoordinator?
        let settingsID: EntryID
        let waiting: Task<FlowResult<String>, Never>
        do {
            let settings = try tabs.show(\.settings, at: 1, focus: true)
            #expect(tabs.navigation.snapshot.routes == ["todos", "settings", "profile"])
            #expect(tabs.navigation.selection == settings.id)
            #expect(await recorder.next()?.cause == .insert)
            child = try settings.child
            settingsID = settings.id
            waiting = Task { await settings.result() }
        }
        await Task.yield()
        try tabs.navigation.remove(settingsID)
        #expect(await waiting.value == .cancel(.popped))
        #expect(tabs.navigation.snapshot.routes == ["todos", "profile"])
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "profile")
        #expect(await recorder.next()?.cause == .remove)
        #expect(child == nil)
        #expect(throws: NavigationError.self) { try tabs.navigation.remove(settingsID) }
    }

    @Test("a tab's root flow that dismisses itself removes its tab")
    func tabRootDismissed() async throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let todos = try tabs.focusFirst(\.todos)
        let waiting = Task { await todos.result() }
        await Task.yield()
        try todos.child.finish(.cancel())
        #expect(await waiting.value == .cancel(.cancelledItself))
        #expect(tabs.navigation.snapshot.routes == ["profile"])
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "profile")
        // Removing the last tab leaves an empty tab bar with no selection.
        try tabs.navigation.remove(try #require(tabs.navigation.selection))
        #expect(tabs.navigation.snapshot.entries.isEmpty && tabs.navigation.selection == nil)
    }
}

@Suite("Wrappers and custom containers", .timeLimit(.minutes(1)))
@MainActor
struct ContainerTests {
    @Test("a wrapper adds presentation data and ends with its child's result")
    func wrapperForwardsResult() async throws {
        let tabs = AppTabs(user: User(name: "ada"))
        let settings = try tabs.show(\.settings)
        #expect(tabs.navigation.snapshot.entries.last?.child?.kind == .wrapper)
        #expect(tabs.navigation.snapshot.entries.last?.child?.attributes == ["style": "navigationView"])
        #expect(tabs.navigation.snapshot.entries.last?.child?.entries.first?.child?.type == "CreateCoordinator")
        let child = try settings.child  // held: the handle holds it weakly
        let waiting = Task { await settings.result() }
        await Task.yield()
        try child.finish(.done("saved"))
        #expect(await waiting.value == .done("saved"))
        #expect(!child.navigation.isActive)
        #expect(tabs.navigation.snapshot.routes == ["todos", "profile"])
    }

    @Test("a wrapper around a child that cannot be adopted is finished and cannot be shown")
    func wrapperInvalidChild() async throws {
        let finished = CreateCoordinator()
        try finished.finish(.cancel())
        let wrapper = WrapperCoordinator(finished)
        #expect(!wrapper.navigation.isActive)
        if case .cancel(let reason) = await wrapper.navigation.result() {
            #expect(reason.code == .notShown && reason.error?.code == .invalidChild)
        } else {
            Issue.record("the wrapper adopted a finished child")
        }
    }

    @Test("a custom container gets results, cancellation, deallocation and changes")
    func customContainer() async throws {
        let split = PanesCoordinator()
        let recorder = Recorder(split)
        let initial = try #require(await recorder.next())
        #expect(initial.snapshot.kind == .panes)
        #expect(initial.snapshot.attributes == ["columns": "2"])
        #expect(initial.snapshot.routes == ["sidebar", "detail"])
        #expect(initial.snapshot.entries.map(\.input) == [nil, "first"])
        #expect(initial.snapshot.selectedEntry?.route == "detail")

        // A result from a child shown at run time.
        let second = try split.show(\.detail, "second", focus: true)
        #expect(await recorder.next()?.cause == .insert)
        let waiting = Task { await second.result() }
        await Task.yield()
        try second.child.finish(.done("picked"))
        #expect(await waiting.value == .done("picked"))
        #expect(await recorder.next()?.cause == .finish)

        // Cancelling the task awaiting a child removes it, and it is deallocated.
        weak var thirdChild: CreateCoordinator?
        let cancelled: Task<FlowResult<String>, Never>
        do {
            let third = try split.show(\.detail, "third")
            _ = await recorder.next()
            thirdChild = try third.child
            cancelled = Task { await third.result() }
        }
        await Task.yield()
        cancelled.cancel()
        #expect(await cancelled.value == .cancel(.taskCancelled))
        #expect(await recorder.next()?.cause == .taskCancelled)
        #expect(split.navigation.snapshot.routes == ["sidebar", "detail"])

        // Removing the whole container ends its children.
        let first = try split.focusFirst(\.detail)
        let firstWaiting = Task { await first.result() }
        await Task.yield()
        try split.finish(.cancel())
        #expect(await firstWaiting.value == .cancel(.parentEnded))
        #expect(await recorder.next() == nil)
        #expect(thirdChild == nil)
    }
}

@Suite("Looking up shown entries")
@MainActor
struct LookupTests {
    @Test("firstShown finds a route's entry without selecting or popping")
    func firstShown() throws {
        let tabs = AppTabs(user: User(name: "ada"))
        try tabs.focusFirst(\.profile)
        let before = tabs.navigation.snapshot
        let todos = try #require(tabs.navigation.firstShown(\.todos))
        #expect(tabs.navigation.snapshot == before)
        try todos.child.show(\.todo, 1)
        #expect(tabs.navigation.snapshot.selectedEntry?.route == "profile")
        #expect(tabs.navigation.firstShown(\.settings) == nil)
        let stack = try todos.child
        try stack.show(\.todo, 2)
        #expect(stack.navigation.firstShown(\.todo)?.destination == .detail(1))
        #expect(stack.navigation.snapshot.entries.count == 3)
    }
}
