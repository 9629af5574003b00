import Testing
import Waypoint
import WaypointTestFixtures

@Suite("Several tasks awaiting one destination", .timeLimit(.minutes(1)))
@MainActor
struct SharedAwaiterTests {
    @Test("after a double tap, cancelling one caller leaves the other waiting for the real result")
    func doubleTapCancelOne() async throws {
        let todos = TodosCoordinator()
        let first = Waiting { await todos.route(to: \.create) }
        #expect(await first.started())
        let second = Waiting { await todos.route(to: \.create) }
        #expect(await second.started())
        #expect(todos.navigation.snapshot.routes == ["list", "create"])

        second.cancel()
        #expect(await second.value == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot.routes == ["list", "create"])

        try #require(todos.navigation.firstShown(\.create)).child.finish(.done("milk"))
        #expect(await first.value == .done("milk"))
    }

    @Test("after a double tap through a router, cancelling one caller leaves the other waiting")
    func routerDoubleTapCancelOne() async throws {
        let todos = TodosCoordinator()
        let router = todos.router
        let first = Waiting { await router.route(to: \.create) }
        #expect(await first.started())
        let second = Waiting { await router.route(to: \.create) }
        #expect(await second.started())

        first.cancel()
        #expect(await first.value == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot.routes == ["list", "create"])

        try #require(todos.navigation.firstShown(\.create)).child.finish(.done("bread"))
        #expect(await second.value == .done("bread"))
    }

    @Test("cancelling both callers of a double tap removes the destination, in one change")
    func doubleTapCancelBoth() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        let first = Waiting { await todos.route(to: \.create) }
        #expect(await first.started())
        _ = await recorder.next()
        let second = Waiting { await todos.route(to: \.create) }
        #expect(await second.started())

        first.cancel()
        second.cancel()
        #expect(await first.value == .cancel(.taskCancelled))
        #expect(await second.value == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot.routes == ["list"])

        let removal = try #require(await recorder.next())
        #expect(removal.cause == .taskCancelled)
        #expect(removal.snapshot.routes == ["list"])
        // The next change is the next request's: the removal was one change.
        try todos.show(\.todo, 1)
        let push = try #require(await recorder.next())
        #expect(push.cause == .push)
    }

    @Test("a handle's result() waiters own the destination together")
    func handleWaiters() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let first = Waiting { await create.result() }
        #expect(await first.started())
        let second = Waiting { await create.result() }
        #expect(await second.started())

        first.cancel()
        #expect(await first.value == .cancel(.taskCancelled))
        #expect(create.isShown)

        second.cancel()
        #expect(await second.value == .cancel(.taskCancelled))
        #expect(!create.isShown)
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("a flow's own result() observes: cancelling it removes nothing, and it ends with its owner's removal")
    func flowsOwnResultObserves() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let flow = try create.child
        let owner = Waiting { await create.result() }
        #expect(await owner.started())
        let observer = Waiting { await flow.navigation.result() }
        #expect(await observer.started())

        observer.cancel()
        #expect(await observer.value == .cancel(.taskCancelled))
        #expect(create.isShown)

        let second = Waiting { await flow.navigation.result() }
        #expect(await second.started())
        owner.cancel()
        #expect(await owner.value == .cancel(.taskCancelled))
        #expect(await second.value == .cancel(.taskCancelled))
        #expect(todos.navigation.snapshot.routes == ["list"])
    }

    @Test("a flow's own result() alone, cancelled, leaves the flow shown")
    func observerAloneCancelled() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let flow = try create.child
        let observer = Waiting { await flow.navigation.result() }
        #expect(await observer.started())
        observer.cancel()
        #expect(await observer.value == .cancel(.taskCancelled))
        #expect(create.isShown)
        try flow.finish(.done("eggs"))
        #expect(await create.result() == .done("eggs"))
    }

    @Test("a restored flow's waiters own it together; the last one cancelled removes it")
    func restoredFlowWaiters() async throws {
        let todos = TodosCoordinator()
        let waiting = Waiting { await todos.route(to: \.create) }
        #expect(await waiting.started())
        let state = todos.navigation.restorationState()
        try todos.popLast()
        _ = await waiting.value

        let fresh = TodosCoordinator()
        let handle = try #require(try fresh.navigation.restore(state).first)
        let first = Waiting { await handle.result(as: String.self) }
        #expect(await first.started())
        let second = Waiting { await handle.result(as: String.self) }
        #expect(await second.started())

        first.cancel()
        #expect(await first.value == .cancel(.taskCancelled))
        #expect(handle.isShown)
        try #require(fresh.navigation.firstShown(\.create)).child.finish(.done("tea"))
        #expect(await second.value == .done("tea"))

        let again = TodosCoordinator()
        let restored = try #require(try again.navigation.restore(state).first)
        let only = Waiting { await restored.result(as: String.self) }
        #expect(await only.started())
        only.cancel()
        #expect(await only.value == .cancel(.taskCancelled))
        #expect(!restored.isShown)
        #expect(again.navigation.snapshot.routes == ["list"])
    }

    @Test("a task cancelled before it waits, beside another owner, removes nothing")
    func cancelledBeforeWaiting() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let owner = Waiting { await create.result() }
        #expect(await owner.started())
        let late = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return await create.result()
        }
        #expect(await late.value == .cancel(.taskCancelled))
        #expect(create.isShown)
        try create.child.finish(.done("jam"))
        #expect(await owner.value == .done("jam"))
    }
}
