import Testing
import Waypoint
import WaypointTestFixtures

/// Which entries are awaited: the call that showed it awaits it (`route(to:)`,
/// a double tap that joined it, a restored wait); later waits (a flow's own
/// `navigation.result()`, a handle's `result()` after `show`) do not count, and
/// a snapshot's `isAwaited` says what `restorationState()` saves.
@Suite("Awaited entries, in snapshots and in saved states", .timeLimit(.minutes(1)))
@MainActor
struct AwaitedEntryTests {
    /// Each entry's `isAwaited` against what the saved state says of it.
    private func agree(_ snapshot: CoordinatorSnapshot, _ node: RestorationState.Node) -> Bool {
        guard snapshot.entries.count == node.entries.count else { return false }
        return zip(snapshot.entries, node.entries).allSatisfy { entry, saved in
            guard entry.isAwaited == saved.awaited else { return false }
            switch (entry.child, saved.child) {
            case (nil, nil): return true
            case (let child?, let savedChild?): return agree(child, savedChild)
            default: return false
            }
        }
    }

    @Test("an entry route(to:) awaits is awaited in its snapshot and saved awaited")
    func routeToOwns() async throws {
        let todos = TodosCoordinator()
        let owner = Waiting { await todos.route(to: \.create) }
        #expect(await owner.started())
        let state = todos.navigation.restorationState()
        #expect(todos.navigation.snapshot.entries.last?.isAwaited == true)
        #expect(state.root.entries.last?.awaited == true)
        #expect(agree(todos.navigation.snapshot, state.root))
        try todos.popLast()
        #expect(await owner.value == .cancel(.popped))
    }

    @Test("a handle's result() begun after show does not make the entry awaited, nor saved awaited")
    func laterHandleWaitIsNotSaved() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let waiting = Waiting { await create.result() }
        #expect(await waiting.started())
        let state = todos.navigation.restorationState()
        #expect(todos.navigation.snapshot.entries.last?.isAwaited == false)
        #expect(state.root.entries.last?.awaited == false)
        #expect(agree(todos.navigation.snapshot, state.root))
        #expect(try TodosCoordinator().navigation.restore(state).isEmpty)
        try create.child.finish(.done("eggs"))
        #expect(await waiting.value == .done("eggs"))
    }

    @Test("a flow waiting on its own result() observes only: not awaited, not saved awaited, no handle restored")
    func observerDoesNotOwn() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let flow = try create.child
        let observer = Waiting { await flow.navigation.result() }
        #expect(await observer.started())
        let state = todos.navigation.restorationState()
        #expect(todos.navigation.snapshot.entries.last?.isAwaited == false)
        #expect(state.root.entries.last?.awaited == false)
        #expect(agree(todos.navigation.snapshot, state.root))

        let fresh = TodosCoordinator()
        let handles = try fresh.navigation.restore(state)
        #expect(handles.isEmpty)
        #expect(fresh.navigation.snapshot.routes == ["list", "create"])
        #expect(fresh.navigation.snapshot.entries.last?.isAwaited == false)

        try flow.finish(.done("eggs"))
        #expect(await observer.value == .done("eggs"))
    }

    @Test("a double tap joins the awaited entry: still awaited and saved awaited")
    func doubleTapJoins() async throws {
        let todos = TodosCoordinator()
        let first = Waiting { await todos.route(to: \.create) }
        #expect(await first.started())
        let second = Waiting { await todos.route(to: \.create) }
        #expect(await second.started())
        let state = todos.navigation.restorationState()
        #expect(todos.navigation.snapshot.routes == ["list", "create"])
        #expect(state.root.entries.last?.awaited == true)
        #expect(agree(todos.navigation.snapshot, state.root))
        try todos.popLast()
        #expect(await first.value == .cancel(.popped))
        #expect(await second.value == .cancel(.popped))
    }

    @Test("a restored awaited entry is awaited and saves as it was saved, with or without its wait taken up")
    func restoredWait() async throws {
        let todos = TodosCoordinator()
        let owner = Waiting { await todos.route(to: \.create) }
        #expect(await owner.started())
        let state = todos.navigation.restorationState()
        let fresh = TodosCoordinator()
        let handles = try fresh.navigation.restore(state)
        #expect(agree(fresh.navigation.snapshot, fresh.navigation.restorationState().root))
        #expect(fresh.navigation.restorationState() == state)
        let resumed = Waiting { await handles[0].result(as: String.self) }
        #expect(await resumed.started())
        #expect(agree(fresh.navigation.snapshot, fresh.navigation.restorationState().root))
        try fresh.focusFirst(\.create).child.finish(.done("jam"))
        #expect(await resumed.value == .done("jam"))
        try todos.popLast()
        #expect(await owner.value == .cancel(.popped))
    }

    @Test("an owner and an observer together: awaited and saved awaited, once")
    func ownerAndObserver() async throws {
        let todos = TodosCoordinator()
        let owner = Waiting { await todos.route(to: \.create) }
        #expect(await owner.started())
        let flow = try todos.focusFirst(\.create).child
        let observer = Waiting { await flow.navigation.result() }
        #expect(await observer.started())
        let state = todos.navigation.restorationState()
        #expect(state.root.entries.last?.awaited == true)
        #expect(agree(todos.navigation.snapshot, state.root))
        #expect(try TodosCoordinator().navigation.restore(state).count == 1)
        try flow.finish(.done("tea"))
        #expect(await owner.value == .done("tea"))
        #expect(await observer.value == .done("tea"))
    }
}
