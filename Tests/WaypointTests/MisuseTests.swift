import Testing
import Waypoint
import WaypointTestFixtures

/// Misuse returns a value or throws a typed error, and leaves the state unchanged.
@Suite("Misuse never traps and changes nothing", .timeLimit(.minutes(1)))
@MainActor
struct MisuseTests {
    /// Runs a misuse against a fresh tree and checks the typed error and the
    /// unchanged snapshot.
    private func expectUnchanged(
        _ code: NavigationError.Code,
        in todos: TodosCoordinator? = nil,
        _ misuse: (TodosCoordinator) throws(NavigationError) -> Void,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let todos = try todos ?? Self.withDetail()
        let before = todos.navigation.snapshot
        #expect(throws: NavigationError.self, sourceLocation: sourceLocation) {
            do throws(NavigationError) {
                try misuse(todos)
            } catch {
                #expect(error.code == code, sourceLocation: sourceLocation)
                throw error
            }
        }
        #expect(todos.navigation.snapshot == before, sourceLocation: sourceLocation)
    }

    /// A todos stack showing one detail screen.
    private static func withDetail() throws -> TodosCoordinator {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        return todos
    }

    @Test("popping past the root")
    func popPastRoot() throws {
        try expectUnchanged(.nothingToPop, in: TodosCoordinator()) { todos throws(NavigationError) in
            try todos.popLast()
        }
        let todos = TodosCoordinator()
        #expect(throws: NavigationError(.nothingToPop, "TodosCoordinator shows only its root")) {
            try todos.popLast()
        }
    }

    @Test("removing the root by id")
    func removeRoot() throws {
        try expectUnchanged(.cannotRemoveRoot) { todos throws(NavigationError) in
            try todos.pop(todos.navigation.snapshot.entries[0].id)
        }
    }

    @Test("unknown entries and routes")
    func unknown() throws {
        try expectUnchanged(.entryNotFound) { todos throws(NavigationError) in
            try todos.pop(EntryID(rawValue: .max))
        }
        try expectUnchanged(.entryNotFound) { todos throws(NavigationError) in
            try todos.pop(to: EntryID(rawValue: .max))
        }
        try expectUnchanged(.routeNotFound) { todos throws(NavigationError) in
            try todos.focusFirst(\.create)
        }
        try expectUnchanged(.routeNotFound) { todos throws(NavigationError) in
            try todos.focusFirst(\.todo, 99)
        }
    }

    @Test("finishing twice, and finishing a root flow")
    func finishing() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        try create.child.finish(.done("once"))
        #expect(throws: NavigationError.self) { try create.child.finish(.done("twice")) }
        #expect(await create.result() == .done("once"))

        let wizard = TodosCoordinator()
        try wizard.root(\.wizard)
        try expectUnchanged(.cannotFinishRoot, in: wizard) { todos throws(NavigationError) in
            try todos.root(\.wizard).child.finish(.done("root"))
        }
    }

    @Test("navigating on a removed coordinator")
    func removedCoordinator() async throws {
        let todos = TodosCoordinator()
        let child = try todos.show(\.create).child  // held: a handle holds it weakly
        try todos.popLast()
        #expect(throws: NavigationError.self) { try child.show(\.confirm) }
        #expect(throws: NavigationError.self) { try child.popToRoot() }
        #expect(throws: NavigationError.self) { try child.root(\.review) }
        #expect(throws: NavigationError.self) { try child.finish(.cancel()) }
        if case .cancel(let reason) = await child.route(to: \.confirm) {
            #expect(reason.code == .notShown && reason.error?.code == .coordinatorFinished)
        } else {
            Issue.record("a removed coordinator routed")
        }
        #expect(child.navigation.snapshot.entries.isEmpty)
        #expect(child.navigation.receive(.popped(to: EntryID(rawValue: 1))) == .ignored)
    }

    @Test("a stale router reports routerStale")
    func staleRouter() async throws {
        var todos: TodosCoordinator? = TodosCoordinator()
        let router = try #require(todos?.router)
        #expect(router.isValid)
        todos = nil
        #expect(!router.isValid)
        #expect(throws: NavigationError.self) { try router.show(\.todo, 1) }
        #expect(throws: NavigationError.self) { try router.popLast() }
        #expect(throws: NavigationError.self) { try router.finish(.cancel()) }
        if case .cancel(let reason) = await router.route(to: \.create) {
            #expect(reason.code == .notShown && reason.error?.code == .routerStale)
        } else {
            Issue.record("a stale router routed")
        }
    }

    @Test("the handle of a removed entry")
    func staleEntryHandle() throws {
        let todos = TodosCoordinator()
        let detail = try todos.show(\.todo, 1)
        try todos.popLast()
        let before = todos.navigation.snapshot
        let completeError = #expect(throws: NavigationError.self) { try detail.complete() }
        #expect(completeError?.code == .entryNotFound)
        let dismissError = #expect(throws: NavigationError.self) { try detail.dismiss() }
        #expect(dismissError?.code == .entryNotFound)
        #expect(todos.navigation.snapshot == before)
        // A flow entry cannot be completed as a screen.
        let create = try todos.show(\.create)
        let flowError = #expect(throws: NavigationError.self) { try create.complete() }
        #expect(flowError?.code == .notAScreen)
        #expect(create.isShown)
    }

    @Test("a child that cannot be adopted")
    func invalidChild() async throws {
        let todos = TodosCoordinator()
        let shown = try todos.show(\.create)
        try todos.reusable = shown.child
        let reusing = try Self.withDetail()
        reusing.reusable = try reusing.show(\.create).child
        try expectUnchanged(.invalidChild, in: reusing) { todos throws(NavigationError) in
            try todos.show(\.reuse)
        }
        let finished = CreateCoordinator()
        try finished.finish(.cancel())
        todos.reusable = finished
        let before = todos.navigation.snapshot
        #expect(throws: NavigationError.self) { try todos.show(\.reuse) }
        if case .cancel(let reason) = await todos.route(to: \.reuse) {
            #expect(reason.code == .notShown && reason.error?.code == .invalidChild)
        } else {
            Issue.record("an invalid child was shown")
        }
        #expect(todos.navigation.snapshot == before)
    }
}

@Suite("Routers")
@MainActor
struct RouterTests {
    @Test("a router forwards every stack call, and reports staleness without navigating")
    func forwards() throws {
        var todos: TodosCoordinator? = TodosCoordinator()
        let router = try #require(todos?.router)
        let one = try router.show(\.todo, 1)
        try router.show(\.todo, 2)
        try router.focusFirst(\.todo, 1)
        #expect(todos?.navigation.snapshot.entries.compactMap(\.input) == ["1"])
        try router.pop(one.id)
        #expect(router.isRoot(\.list))
        #expect(router.hasRoot(\.list) == .list)
        try router.root(\.filtered, "x")
        #expect(router.hasRoot(\.filtered) == .filtered("x"))
        todos = nil
        #expect(!router.isRoot(\.filtered))
        #expect(router.hasRoot(\.filtered) == nil)
        #expect(throws: NavigationError.self) { try router.pop(one.id) }
    }
}
