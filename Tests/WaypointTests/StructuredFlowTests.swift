import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Structured flows", .timeLimit(.minutes(1)))
@MainActor
struct StructuredFlowTests {
    @Test("removing the outermost of three nested flows resumes them innermost first")
    func nestedInnermostFirst() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        var order: [String] = []

        let outerTask = Task {
            let result = await todos.route(to: \.create)
            order.append("outer")
            return result
        }
        let outer = try #require(await recorder.next()).snapshot
        let level1 = try #require(todos.topFlow)

        let middleTask = Task {
            let result = await level1.route(to: \.nested)
            order.append("middle")
            return result
        }
        _ = await recorder.next()
        let level2 = try #require(try? level1.focusFirst(\.nested).child)

        let innerTask = Task {
            let result = await level2.route(to: \.nested)
            order.append("inner")
            return result
        }
        let last = try #require(await recorder.next()).snapshot
        #expect(last.entryCount == outer.entryCount + 4)

        try todos.pop(try #require(outer.entries.last?.id))
        #expect(await innerTask.value == .cancel(.parentEnded))
        #expect(await middleTask.value == .cancel(.parentEnded))
        #expect(await outerTask.value == .cancel(.popped))
        #expect(order == ["inner", "middle", "outer"])
        // One change for the whole removal.
        let change = try #require(await recorder.next())
        #expect(change.cause == .pop)
        #expect(change.snapshot.routes == ["list"])
    }

    @Test("a task cancelled before route(to:) shows nothing and changes nothing")
    func cancelledBefore() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        let initial = try #require(await recorder.next())
        let task = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await todos.route(to: \.create)
        }
        #expect(await task.value == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot == initial.snapshot)
        // The next change the recorder sees is the one made now, not a hidden one.
        try todos.show(\.todo, 1)
        #expect(await recorder.next()?.cause == .push)
    }

    @Test("cancelling the awaiting task removes the destination and its subtree")
    func cancelledDuring() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let task = Task { await todos.route(to: \.create) }
        _ = await recorder.next()
        weak let child = todos.topFlow
        try child?.show(\.confirm)
        _ = await recorder.next()

        task.cancel()
        #expect(await task.value == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot.routes == ["list"])
        let change = try #require(await recorder.next())
        #expect(change.cause == .taskCancelled)
        #expect(child == nil)
    }

    @Test("cancelling a task awaiting ShownEntry.result() removes the destination")
    func cancelledHandleWait() async throws {
        let todos = TodosCoordinator()
        let detail = try todos.show(\.todo, 9)
        let task = Task { await detail.result() }
        await Task.yield()
        task.cancel()
        #expect(await task.value == .cancel(.taskCancelled))
        #expect(!detail.isShown)
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("cancelling a wait on a top-level result() ends only that wait")
    func cancelledTopLevelWait() async throws {
        let flow = CreateCoordinator()
        let task = Task { await flow.navigation.result() }
        await Task.yield()
        task.cancel()
        #expect(await task.value == .cancel(.taskCancelled))
        #expect(flow.navigation.isActive)
    }

    @Test("removed coordinators and their subtrees are deallocated")
    func deallocation() async throws {
        let todos = TodosCoordinator()
        weak var outer: CreateCoordinator?
        weak var inner: CreateCoordinator?
        do {
            let shown = try todos.show(\.create)
            let nested = try shown.child.show(\.nested)
            outer = try shown.child
            inner = try nested.child
        }
        #expect(outer != nil && inner != nil)
        try todos.popToRoot()
        #expect(outer == nil)
        #expect(inner == nil)
    }

    @Test("a finished top-level flow releases its subtree")
    func topLevelFinishReleases() async throws {
        let flow = CreateCoordinator()
        weak var inner: CreateCoordinator?
        do { inner = try flow.show(\.nested).child }
        #expect(inner != nil)
        try flow.finish(.done("x"))
        #expect(inner == nil)
        #expect(flow.navigation.snapshot.entries.isEmpty)
    }

    @Test("dropping the top-level coordinator ends the flows awaited inside it")
    func droppedTreeEndsAwaiters() async throws {
        var todos: TodosCoordinator? = TodosCoordinator()
        let create = try #require(try todos?.show(\.create))
        let child = try create.child
        let task = Task { await child.route(to: \.nested) }
        await Task.yield()
        weak let weakTodos = todos
        todos = nil
        #expect(weakTodos == nil)
        #expect(await task.value == .cancel(.parentEnded))
    }
}
