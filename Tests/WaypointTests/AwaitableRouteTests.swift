import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Awaiting routes", .timeLimit(.minutes(1)))
@MainActor
struct AwaitableRouteTests {
    @Test("a child flow's finish(.done) returns its value to route(to:)")
    func flowReturnsValue() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let task = Task { await todos.route(to: \.create) }
        let shown = try #require(await recorder.next())
        #expect(shown.cause == .present)
        #expect(shown.snapshot.entries.last?.isAwaited == true)
        let create = try #require(todos.navigation.snapshot.entries.last)
        #expect(create.route == "create")

        let child = try #require(todos.focusFirst(\.create).child as CreateCoordinator?)
        try child.finish(.done("Buy milk"))
        #expect(await task.value == .done("Buy milk"))
        #expect(todos.navigation.snapshot.routes == ["list"])
        #expect(await recorder.next()?.cause == .finish)
    }

    @Test("a screen completes itself through its handle")
    func screenCompletes() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let task = Task { await todos.route(to: \.todo, 5) }
        let change = try #require(await recorder.next())
        let entry = try #require(change.snapshot.entries.last?.id)
        try #require(todos.navigation.entry(entry)).complete()
        #expect(await task.value.isDone)
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("show returns at once; the result can be awaited later")
    func showThenAwait() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        #expect(create.isShown)
        let task = Task { await create.result() }
        try create.child.finish(.done("later"))
        #expect(await task.value == .done("later"))
        #expect(!create.isShown)
        // Awaiting a result that has already arrived returns it at once.
        #expect(await create.result() == .done("later"))
    }

    @Test("a flow cancelling itself returns .cancelledItself")
    func flowCancelsItself() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        try create.child.finish(.cancel())
        #expect(await create.result() == .cancel(.cancelledItself))
        let other = try todos.show(\.create)
        try other.child.finish(.cancel())
        #expect(await other.result() == .cancel(.cancelledItself))
    }

    @Test("finishing a flow removes what is stacked above it, top first")
    func finishRemovesAbove() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        var order: [String] = []
        // Awaiting through route(to:) shows the destination, so each change seen
        // below proves its task is already waiting.
        let createTask = Task {
            let result = await todos.route(to: \.create)
            order.append("create")
            return result
        }
        _ = await recorder.next()
        let create = try #require(todos.topFlow)
        let detailTask = Task {
            let result = await todos.route(to: \.todo, 1)
            order.append("detail")
            return result
        }
        _ = await recorder.next()
        try create.finish(.done("x"))
        #expect(await detailTask.value == .cancel(.popped))
        #expect(await createTask.value == .done("x"))
        #expect(order == ["detail", "create"])
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("a top-level flow can be awaited with result()")
    func topLevelResult() async throws {
        let create = CreateCoordinator()
        let task = Task { await create.navigation.result() }
        await Task.yield()
        try create.finish(.done("top"))
        #expect(await task.value == .done("top"))
        #expect(!create.navigation.isActive)
    }

    @Test("routing through a router awaits like routing on the coordinator")
    func routerRoutes() async throws {
        let todos = TodosCoordinator()
        let router = todos.router
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let task = Task { await router.route(to: \.create) }
        _ = await recorder.next()
        let child = try #require(todos.topFlow)
        try child.finish(.done("via router"))
        #expect(await task.value == .done("via router"))
    }
}

extension TodosCoordinator {
    /// The child flow on top of the stack, if any.
    var topFlow: CreateCoordinator? {
        try? focusFirst(\.create).child
    }
}
