import Testing
import WaypointTestFixtures

@testable import Waypoint

/// Edges of a flow's life that a second read of the engine found: a flow
/// ended while undoing part of a guarded request, and a flow whose parent
/// went away but was not orphaned yet.
@Suite("Flow lifetime edges", .timeLimit(.minutes(1)))
@MainActor
struct FlowLifetimeEdgeTests {
    private struct Abort: Error {}

    @Test("a nested transaction that shows a flow and throws does not make a guarded navigate run its steps again")
    func undoneFlowInsideGuardedNavigate() async throws {
        let coordinator = CountingCoordinator()
        let detail = try coordinator.show(\.detail, 1)
        try coordinator.navigation.setLeaveGuard(for: detail.id) { true }
        var undone: ShownEntry<CreateCoordinator>?
        try await coordinator.navigation.navigate {
            _ = try? coordinator.navigation.transaction {
                undone = try coordinator.show(\.create)
                throw Abort()
            }
            try coordinator.popLast()
            try coordinator.show(\.detail, 2)
        }
        #expect(coordinator.made == 2, "the steps ran once: one screen made for the first show, one for the second")
        #expect(coordinator.navigation.snapshot.routes == ["list", "detail"])
        #expect(await detail.result() == .cancel(.popped))
        let result = await undone?.result()
        #expect(result.map { if case .cancel(.notShown) = $0 { true } else { false } } == true)
        #expect(coordinator.invariantViolations().isEmpty)
    }

    @Test("a flow whose parent went away cannot be shown elsewhere; the tree then ends it with parentEnded")
    func flowOfAParentThatWentAway() async throws {
        let shared = CreateCoordinator()
        var first: TodosCoordinator? = TodosCoordinator()
        first?.reusable = shared
        let shown = try #require(try first?.show(\.reuse))
        first = nil
        let second = TodosCoordinator()
        second.reusable = shared
        let before = second.navigation.snapshot
        let error = #expect(throws: NavigationError.self) { try second.show(\.reuse) }
        #expect(error?.code == .invalidChild)
        #expect(second.navigation.snapshot == before)
        #expect(second.invariantViolations().isEmpty)
        #expect(await shown.result() == .cancel(.parentEnded))
        #expect(!shared.navigation.isActive)
        #expect(second.invariantViolations().isEmpty)
    }

    @Test("a node slot is freed once, even when its flow ended before its coordinator went away")
    func slotFreedOnce() async throws {
        let todos = TodosCoordinator()
        let tree = todos.node.tree
        var create: CreateCoordinator? = try todos.show(\.create).child
        try create?.finish(.cancel())
        let id = try #require(create?.node.id)
        create = nil
        // Releasing again (what a node's deinit does) must not free the slot twice.
        tree.release(id)
        tree.release(id)
        // Two flows live at once: a slot handed out twice would give both one slot.
        let one = try todos.show(\.create).child
        let two = try one.show(\.nested).child
        #expect(one.node.id.slot != two.node.id.slot)
        #expect(tree.state.contains(one.node.id) && tree.state.contains(two.node.id))
        #expect(todos.invariantViolations().isEmpty)
    }
}

/// A route's name is read by reflection only when something needs it.
@Suite("Route names, read when needed", .timeLimit(.minutes(1)))
@MainActor
struct LazyRouteNameTests {
    @Test("a flow nobody observes never reads its route names; the first snapshot names every route")
    func namesWhenNeeded() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        let create = try todos.show(\.create).child
        try create.show(\.confirm)
        #expect(!todos.node.hasReadRouteNames)
        #expect(!create.node.hasReadRouteNames)
        #expect(todos.navigation.snapshot.routes == ["list", "todo", "create"])
        #expect(try #require(todos.navigation.snapshot.entries.last?.child).routes == ["form", "confirm"])
        #expect(todos.node.hasReadRouteNames && create.node.hasReadRouteNames)
    }

    @Test("an explicit name needs no reflection, and errors name the route")
    func explicitAndErrors() throws {
        let todos = TodosCoordinator()
        try todos.show(\.settings)
        #expect(todos.navigation.snapshot.routes == ["list", "settings-cover"])
        let shared = CreateCoordinator()
        todos.reusable = shared
        try todos.show(\.reuse)
        let other = TodosCoordinator()
        other.reusable = shared
        let error = #expect(throws: NavigationError.self) { try other.show(\.reuse) }
        #expect(error?.message.contains("route 'reuse'") == true)
    }
}
