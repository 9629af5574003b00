import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Stack operations and roots")
@MainActor
struct StackOperationTests {
    @Test("popLast, pop, pop(to:) and popToRoot remove what they name")
    func pops() throws {
        let todos = TodosCoordinator()
        let one = try todos.show(\.todo, 1).id
        let two = try todos.show(\.todo, 2).id
        try todos.show(\.todo, 3)
        #expect(try todos.popLast() != two)
        try todos.pop(to: one)
        #expect(todos.navigation.snapshot.entries.map(\.input) == [nil, "1"])
        try todos.show(\.todo, 4)
        try todos.pop(one)
        #expect(todos.navigation.snapshot.routes == ["list"])
        try todos.show(\.todo, 5)
        try todos.show(\.create)
        #expect(try todos.popToRoot() === todos)
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("focusFirst brings the first matching entry to the top, by route or by input")
    func focusFirst() throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        try todos.show(\.todo, 2)
        try todos.show(\.settings)
        let second = try todos.focusFirst(\.todo, 2)
        #expect(second.destination == .detail(2))
        #expect(todos.navigation.snapshot.entries.map(\.input) == [nil, "1", "2"])
        let first = try todos.focusFirst(\.todo)
        #expect(first.destination == .detail(1))
        #expect(todos.navigation.snapshot.entries.count == 2)
    }

    @Test("the Stinsen chain type-checks: focus, pop to root, show")
    func chaining() throws {
        let todos = TodosCoordinator()
        try todos.show(\.create).child.show(\.confirm)
        try todos.show(\.todo, 1)
        try todos.focusFirst(\.create).child.popToRoot().show(\.nested)
        #expect(todos.navigation.snapshot.routes == ["list", "create"])
        #expect(todos.navigation.snapshot.entries[1].child?.routes == ["form", "nested"])
    }

    @Test("root switching replaces the stack; the active root with an equal input does nothing")
    func rootSwitching() throws {
        let todos = TodosCoordinator()
        #expect(todos.isRoot(\.list))
        #expect(todos.hasRoot(\.list) == .list)
        try todos.show(\.todo, 1)
        let before = todos.navigation.snapshot
        try todos.root(\.list)
        #expect(todos.navigation.snapshot == before)

        let filtered = try todos.root(\.filtered, "open")
        #expect(filtered.destination == .filtered("open"))
        #expect(todos.navigation.snapshot.routes == ["filtered"])
        #expect(todos.isRoot(\.filtered) && !todos.isRoot(\.list))
        #expect(todos.hasRoot(\.list) == nil)

        let rootID = todos.navigation.snapshot.entries[0].id
        try todos.root(\.filtered, "open")
        #expect(todos.navigation.snapshot.entries[0].id == rootID)
        try todos.root(\.filtered, "done")
        #expect(todos.navigation.snapshot.entries[0].id != rootID)
        #expect(todos.navigation.snapshot.entries[0].input == "done")
    }

    @Test("a root can be a child flow, and switching away removes it")
    func rootFlow() async throws {
        let todos = TodosCoordinator()
        let wizard = try todos.root(\.wizard)
        let flow = try wizard.child
        #expect(todos.hasRoot(\.wizard) === flow)
        let task = Task { await wizard.result() }
        await Task.yield()
        try todos.root(\.list)
        #expect(await task.value == .cancel(.replaced))
        #expect(try !wizard.child.navigation.isActive)
    }
}
