import Testing
import WaypointTestFixtures

@testable import Waypoint

@Suite("Tree invariants", .timeLimit(.minutes(1)))
@MainActor
struct InvariantTests {
    @Test("a whole app keeps every invariant through its navigation calls")
    func soundTree() async throws {
        let app = AppCoordinator()
        #expect(app.invariantViolations().isEmpty)
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        try todos.show(\.todo, 1)
        try todos.show(\.create).child.show(\.confirm)
        try tabs.show(\.settings, focus: true)
        try app.show(\.create)
        for coordinator in [app, tabs, todos] as [any Coordinator] {
            #expect(coordinator.invariantViolations().isEmpty)
        }
        try app.navigation.transaction {
            try app.popToRoot()
            try todos.popToRoot()
        }
        #expect(todos.invariantViolations().isEmpty)
        try app.root(\.signedOut)
        #expect(app.invariantViolations().isEmpty)
        #expect(todos.invariantViolations().isEmpty)  // a removed flow is a sound tree of its own
    }

    @Test("a broken tree is reported, naming the invariant and where")
    func brokenTree() throws {
        let tabs = AppTabs(user: User(name: "ada"))
        tabs.node.selection = EntryID(rawValue: .max)
        let violations = tabs.invariantViolations()
        #expect(violations.count == 1)
        #expect(violations.first?.hasPrefix("selection: AppTabs (tabs)") == true)

        let todos = TodosCoordinator()
        let detail = try todos.show(\.todo, 1)
        todos.node.entries.swapAt(0, 1)
        #expect(todos.invariantViolations().contains { $0.hasPrefix("stack root:") })
        todos.node.entries.swapAt(0, 1)
        #expect(todos.invariantViolations().isEmpty)
        _ = detail
    }

    @Test("the entries of an adopted flow get ids of their new tree")
    func adoptionRenumbers() throws {
        let wrapper = WrapperCoordinator(TodosCoordinator())
        let tabs = WrappedTabs()
        let todos = try tabs.show(\.todos).child
        #expect(tabs.invariantViolations().isEmpty)
        var ids: [EntryID] = []
        func collect(_ snapshot: CoordinatorSnapshot) {
            for entry in snapshot.entries {
                ids.append(entry.id)
                entry.child.map(collect)
            }
        }
        collect(tabs.navigation.snapshot)
        #expect(Set(ids).count == ids.count)
        #expect(todos.node.tree === tabs.node.tree)
        _ = wrapper
    }
}

@Suite("Adoption", .timeLimit(.minutes(1)))
@MainActor
struct AdoptionTests {
    @Test("a flow observed before it is shown tells its subscribers its new ids, in one change")
    func observedBeforeShown() async throws {
        let todos = TodosCoordinator()
        let reused = CreateCoordinator()
        try reused.show(\.confirm)
        let recorder = Recorder(reused)
        let initial = try #require(await recorder.next())
        todos.reusable = reused
        try todos.show(\.reuse)
        let change = try #require(await recorder.next())
        #expect(change.cause == .push)
        #expect(change.version > initial.version)
        #expect(change.snapshot == reused.navigation.snapshot)
        #expect(todos.invariantViolations().isEmpty)
    }
}
