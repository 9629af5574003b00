import Testing
import Waypoint

@Suite("Looking up what an entry shows", .timeLimit(.minutes(1)))
@MainActor
struct ShownEntryTests {
    @Test("a screen: its value, its coordinator, and a router bound to it")
    func screen() async throws {
        let app = AppCoordinator()
        let tabs = try app.root(\.signedIn, User(name: "ada")).child
        let todos = try tabs.focusFirst(\.todos).child
        let detail = try todos.show(\.todo, 1)
        let waiting = Task { await detail.result() }

        let shown = try #require(app.navigation.entry(detail.id))
        #expect(shown.destination as? Screen == .detail(1))
        #expect(shown.coordinator === todos)
        #expect(shown.child == nil)
        let router = try #require(shown.router(TodosCoordinator.self))
        #expect(router.entry == detail.id && router.coordinator === todos)
        // An ancestor's router is not bound to the entry.
        let appRouter = try #require(shown.router(AppCoordinator.self))
        #expect(appRouter.coordinator === app && appRouter.entry == nil)
        #expect(shown.router(SplitCoordinator.self) == nil)

        try router.complete()
        #expect(await waiting.value.isDone)
        #expect(app.navigation.entry(detail.id) == nil)
    }

    @Test("a child flow: the entry shows the child coordinator")
    func childFlow() throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let flow = try create.child
        let shown = try #require(todos.navigation.entry(create.id))
        #expect(shown.child === flow)
        #expect(shown.coordinator === todos)
        let form = try #require(create.child.navigation.snapshot.root?.id)
        #expect(todos.navigation.entry(form)?.coordinator === flow)
        #expect(todos.navigation.entry(form)?.router(CreateCoordinator.self)?.entry == form)
        // Outside the subtree, the entry is not found.
        #expect(try create.child.navigation.entry(create.id) == nil)
    }
}
