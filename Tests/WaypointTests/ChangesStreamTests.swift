import Testing
import Waypoint
import WaypointTestFixtures

@Suite("The changes stream", .timeLimit(.minutes(1)))
@MainActor
struct ChangesStreamTests {
    @Test("the first element is the current snapshot")
    func firstElement() async throws {
        let todos = TodosCoordinator()
        try todos.show(\.todo, 1)
        let recorder = Recorder(todos)
        let first = try #require(await recorder.next())
        #expect(first.cause == .initial)
        #expect(first.snapshot == todos.navigation.snapshot)
    }

    @Test("every mutation yields exactly one change, in order, with increasing versions")
    func oneChangePerMutation() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos)
        _ = await recorder.next()
        try todos.show(\.todo, 1)
        try todos.show(\.todo, 2)
        try todos.show(\.create)
        try todos.popToRoot()
        try todos.root(\.filtered, "open")
        try todos.root(\.filtered, "open")  // the active root with an equal input: no change
        try todos.show(\.settings)
        #expect(todos.navigation.receive(.popped(to: todos.navigation.snapshot.entries[0].id)) == .applied)

        var causes: [ChangeCause] = []
        var versions: [UInt64] = []
        for _ in 0..<7 {
            let change = try #require(await recorder.next())
            causes.append(change.cause)
            versions.append(change.version)
        }
        #expect(causes == [.push, .push, .present, .pop, .root, .present, .user])
        #expect(versions == versions.sorted() && Set(versions).count == versions.count)
        #expect(recorder.received.last?.snapshot == todos.navigation.snapshot)
    }

    @Test("two subscribers see the same ordered changes")
    func twoSubscribers() async throws {
        let todos = TodosCoordinator()
        let first = Recorder(todos)
        let second = Recorder(todos)
        try todos.show(\.todo, 1)
        try todos.popLast()
        try todos.show(\.create)
        for _ in 0..<4 {
            _ = await first.next()
            _ = await second.next()
        }
        #expect(first.received == second.received)
        #expect(first.received.map(\.cause) == [.initial, .push, .pop, .present])
    }

    @Test("a subscriber that stops does not stop the others, and is released")
    func subscriberStops() async throws {
        let todos = TodosCoordinator()
        let stays = Recorder(todos)
        _ = await stays.next()
        let leaving = Task {
            var count = 0
            for await _ in todos.navigation.changes(buffering: .all) {
                count += 1
                if count == 2 { break }
            }
            return count
        }
        await Task.yield()
        #expect(todos.navigation.subscriberCount == 2)
        try todos.show(\.todo, 1)
        #expect(await leaving.value == 2)
        try todos.show(\.todo, 2)
        #expect(await stays.next()?.snapshot.routes == ["list", "todo"])
        #expect(await stays.next()?.snapshot.routes == ["list", "todo", "todo"])
        // The ended subscription is released on the main actor right after it ends.
        while todos.navigation.subscriberCount != 1 { await Task.yield() }
        #expect(todos.navigation.subscriberCount == 1)
    }

    @Test("cancelling a subscribing task releases its subscription")
    func cancelledSubscriber() async throws {
        let todos = TodosCoordinator()
        let task = Task { for await _ in todos.navigation.changes() {} }
        while todos.navigation.subscriberCount == 0 { await Task.yield() }
        task.cancel()
        await task.value
        while todos.navigation.subscriberCount != 0 { await Task.yield() }
        #expect(todos.navigation.subscriberCount == 0)
    }

    @Test("observing a coordinator covers its subtree")
    func coversSubtree() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create)
        let parent = Recorder(todos)
        let child = try Recorder(create.child)
        _ = await parent.next()
        _ = await child.next()
        try create.child.show(\.confirm)
        let parentChange = try #require(await parent.next())
        let childChange = try #require(await child.next())
        #expect(parentChange.version == childChange.version)
        #expect(parentChange.snapshot.entries.last?.child == childChange.snapshot)
        #expect(childChange.snapshot.routes == ["form", "confirm"])
    }

    @Test("the stream finishes when its coordinator is removed")
    func finishesOnRemoval() async throws {
        let todos = TodosCoordinator()
        let create = try todos.show(\.create).child  // held: the handle holds it weakly
        let recorder = Recorder(create)
        _ = await recorder.next()
        try todos.popLast()
        #expect(await recorder.next() == nil)
        // Subscribing to a removed coordinator finishes at once.
        var count = 0
        for await _ in create.navigation.changes() { count += 1 }
        #expect(count == 0)
    }

    @Test("the stream finishes when its coordinator is deallocated")
    func finishesOnDeallocation() async throws {
        var todos: TodosCoordinator? = TodosCoordinator()
        let stream = try #require(todos?.navigation.changes(buffering: .all))
        todos = nil
        var count = 0
        for await _ in stream { count += 1 }
        #expect(count == 1)
    }

    @Test("a latest-only subscriber ends on the final state")
    func latestOnly() async throws {
        let todos = TodosCoordinator()
        let recorder = Recorder(todos, buffering: .latest)
        for id in 0..<50 { try todos.show(\.todo, id) }
        try todos.popLast()
        let change = try #require(await recorder.next())
        #expect(change.snapshot == todos.navigation.snapshot)
        #expect(change.snapshot.entries.count == 50)
    }

    @Test("latestCause names the latest change of the subtree, observed or not, as its stream does")
    func latestCause() async throws {
        let todos = TodosCoordinator()
        #expect(todos.navigation.latestCause == nil)
        try todos.show(\.todo, 1)
        #expect(todos.navigation.latestCause == .push)
        try todos.popLast()
        #expect(todos.navigation.latestCause == .pop)
        let create = try todos.show(\.create).child
        #expect(todos.navigation.latestCause == .present)
        // A flow made by the change that shows it learns that change.
        #expect(create.navigation.latestCause == .present)
        // A child's change is its parent's latest change too.
        try create.show(\.confirm)
        #expect(create.navigation.latestCause == .push)
        #expect(todos.navigation.latestCause == .push)
        #expect(todos.navigation.receive(.popped(to: todos.navigation.snapshot.entries[0].id)) == .applied)
        #expect(todos.navigation.latestCause == .user)
        try todos.navigation.transaction(cause: .deepLink) {
            try todos.show(\.todo, 2)
            try todos.show(\.todo, 3)
        }
        #expect(todos.navigation.latestCause == .deepLink)
        // What an observer reads with the change is what latestCause says after it.
        let recorder = Recorder(todos, buffering: .all)
        _ = await recorder.next()
        try todos.popToRoot()
        let change = try #require(await recorder.next())
        #expect(change.cause == todos.navigation.latestCause)
        // A change that fails changes nothing, its cause included.
        #expect(throws: NavigationError.self) { try todos.popLast() }
        #expect(todos.navigation.latestCause == .pop)
        // A flow made and changed before it is shown, observed by nobody, learns the change that shows it.
        let prepared = CreateCoordinator()
        try prepared.show(\.confirm)
        try prepared.popLast()
        #expect(prepared.navigation.latestCause == .pop)
        todos.reusable = prepared
        try todos.show(\.reuse)
        #expect(prepared.navigation.latestCause == .push)
        #expect(todos.navigation.latestCause == .push)
    }
}

/// A tab bar of two stack tabs, keeping each tab's coordinator as its factory made it.
@MainActor
private final class TwoStackTabs: TabCoordinator {
    let container: Container<TwoStackTabs>
    private(set) weak var madeA: TodosCoordinator?
    private(set) weak var madeB: TodosCoordinator?

    @TabRoute("A", image: .symbol("a.circle")) var a = makeA
    @TabRoute("B", image: .symbol("b.circle")) var b = makeB

    init() {
        container = Container(tabs: .route(\.a), .route(\.b))
    }

    func makeA() -> TodosCoordinator {
        let made = TodosCoordinator()
        madeA = made
        return made
    }

    func makeB() -> TodosCoordinator {
        let made = TodosCoordinator()
        madeB = made
        return made
    }
}

/// A root stack whose root is a tab bar: the tab bar is adopted by the
/// stack's initial state, as in an app whose root coordinator shows its tabs.
@MainActor
private final class TabsAtRoot: NavigationCoordinator {
    let stack = RouteStack<TabsAtRoot>(root: \.tabs)
    private(set) weak var madeTabs: TwoStackTabs?
    @Root var tabs = makeTabs

    func makeTabs() -> TwoStackTabs {
        let made = TwoStackTabs()
        madeTabs = made
        return made
    }
}

@Suite("A change reaches the subtrees it changed, once", .timeLimit(.minutes(1)))
@MainActor
struct ChangeReachTests {
    @Test("a change in one tab reaches neither the other tab nor its own tab twice")
    func otherTabUntouched() async throws {
        let tabs = TwoStackTabs()
        _ = tabs.navigation.snapshot  // binds the container: the tabs are its initial state
        let a = try #require(tabs.madeA)
        let b = try #require(tabs.madeB)
        let onTabs = Recorder(tabs)
        let onA = Recorder(a)
        let onB = Recorder(b)
        try b.show(\.todo, 1)
        try a.show(\.create)
        // A last change in each tab: anything yielded before it is on record.
        try a.root(\.empty)
        try b.show(\.todo, 2)
        #expect(await causes(onA, 3) == [.initial, .present, .root])
        #expect(await causes(onB, 3) == [.initial, .push, .push])
        #expect(await causes(onTabs, 5) == [.initial, .push, .present, .root, .push])
        #expect(onA.received.last?.snapshot == a.navigation.snapshot)
        #expect(onB.received.last?.snapshot == b.navigation.snapshot)
    }

    @Test("a tab bar installed as a stack's root gets each change of a tab once")
    func tabBarOnce() async throws {
        let app = TabsAtRoot()
        _ = app.navigation.snapshot
        let tabs = try #require(app.madeTabs)
        let b = try #require(tabs.madeB)
        let onApp = Recorder(app)
        let onTabs = Recorder(tabs)
        try b.show(\.todo, 1)
        // A last change of another kind: a repeat of the push is on record before it.
        try b.show(\.create)
        #expect(await causes(onTabs, 3) == [.initial, .push, .present])
        #expect(await causes(onApp, 3) == [.initial, .push, .present])
        #expect(onTabs.received.map(\.version) == onApp.received.map(\.version))
    }

    private func causes(_ recorder: Recorder, _ count: Int) async -> [ChangeCause] {
        var causes: [ChangeCause] = []
        for _ in 0..<count {
            guard let change = await recorder.next() else { break }
            causes.append(change.cause)
        }
        return causes
    }
}
