import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Router lookup and messages", .timeLimit(.minutes(1)))
@MainActor
struct CompositionTests {
    @Test("router(to:) resolves the innermost coordinator of a type, never another instance")
    func routerLookup() throws {
        let outer = CreateCoordinator()
        let inner = try outer.show(\.nested).child
        let todos = try inner.show(\.todos).child
        let other = CreateCoordinator()

        #expect(todos.navigation.router(to: CreateCoordinator.self)?.coordinator === inner)
        #expect(inner.navigation.router(to: CreateCoordinator.self)?.coordinator === inner)
        #expect(todos.navigation.router(to: TodosCoordinator.self)?.coordinator === todos)
        #expect(todos.navigation.router(to: AppCoordinator.self) == nil)
        #expect(other.navigation.router(to: TodosCoordinator.self) == nil)

        // Once removed, the lookup no longer reaches the old ancestors.
        try outer.popLast()
        #expect(todos.navigation.router(to: CreateCoordinator.self) == nil)
    }

    @Test("a message goes to the nearest handler, can be passed on, and may go unhandled")
    func messages() throws {
        let outerTodos = TodosCoordinator()
        let create = try outerTodos.show(\.create).child
        let innerTodos = try create.show(\.todos).child
        let leaf = try innerTodos.show(\.create).child

        #expect(leaf.navigation.send(TodoMessage.completed(1)) == .handled(by: "TodosCoordinator"))
        #expect(innerTodos.messages == ["completed(1)"])
        #expect(outerTodos.messages.isEmpty)

        innerTodos.passesMessagesOn = true
        #expect(leaf.navigation.send(TodoMessage.completed(2)) == .handled(by: "TodosCoordinator"))
        #expect(innerTodos.messages == ["completed(1)", "completed(2)"])
        #expect(outerTodos.messages == ["completed(2)"])

        #expect(leaf.navigation.send("a message nobody handles") == .unhandled)
        #expect(outerTodos.navigation.send(TodoMessage.completed(3)) == .unhandled)
        // Sending changes no navigation state.
        #expect(outerTodos.navigation.snapshot.entryCount == 7)
    }
}
