import Testing
import Waypoint
import WaypointTestFixtures

/// What the engine's own invariant check reports for one tree (debug builds),
/// so that a test can expect none instead of dying on the first one.
@MainActor
final class InvariantReports {
    private(set) var messages: [String] = []

    init(_ coordinator: some Coordinator) {
        coordinator.node.reportInvariantViolations { [weak self] in self?.messages.append($0) }
    }
}

/// The app lets go of its top coordinator while work waits in the tree's queue:
/// a gesture waiting for a guard, a guarded request asking one, a request
/// waiting its turn, an awaited route. Each ends without a trap and without
/// changing anything, and every coordinator of the tree is freed once nothing
/// holds it (at once, or when the guard that holds it answers).
@Suite("Letting go of a tree mid-request", .timeLimit(.minutes(1)))
@MainActor
struct LetGoTests {
    /// A `navigate { steps }` request run by a task of its own.
    @MainActor
    final class Request {
        /// `nil` while it runs; then the code of the error it threw, or `.some(nil)`.
        private(set) var outcome: NavigationError.Code??

        init<Owner: Coordinator>(_ coordinator: Owner, _ steps: @escaping (Owner) throws -> Void) {
            // The request holds its coordinator while it runs, as a call would.
            Task { [navigation = coordinator.navigation, coordinator] in
                do throws(NavigationError) {
                    try await navigation.navigate { try steps(coordinator) }
                    self.outcome = .some(nil)
                } catch {
                    self.outcome = error.code
                }
            }
        }

        /// What it returned (`nil`: no error), once it has; a request that never
        /// returns fails the test instead of hanging it.
        func value(sourceLocation: SourceLocation = #_sourceLocation) async -> NavigationError.Code?? {
            guard await yieldUntil(turns: 100_000, limit: .seconds(10), { outcome != nil }) else {
                Issue.record("the request has not returned", sourceLocation: sourceLocation)
                return nil
            }
            return outcome
        }
    }

    static func navigating<Owner: Coordinator>(
        _ coordinator: Owner,
        _ steps: @escaping (Owner) throws -> Void
    ) -> Request {
        Request(coordinator, steps)
    }

    /// A tree with a guarded sheet (`create`, whose `confirm` screen is pushed),
    /// the guard answered by hand.
    @MainActor
    struct GuardedSheet {
        var top: TodosCoordinator?
        let sheet: EntryID
        let manual = ManualGuard()
        let reports: InvariantReports
        weak var weakTop: TodosCoordinator?
        weak var weakCreate: CreateCoordinator?

        init() throws {
            let top = TodosCoordinator()
            let shown = try top.show(\.create)
            let create = try shown.child
            try create.show(\.confirm)
            sheet = shown.id
            reports = InvariantReports(top)
            let manual = manual
            try top.navigation.setLeaveGuard(for: sheet) { await manual.ask() }
            self.top = top
            weakTop = top
            weakCreate = create
        }

        /// Lets go of the top coordinator; `true` if it was freed at once.
        mutating func letGo() -> Bool {
            top = nil
            return weakTop == nil
        }
    }

    @Test(
        "a swipe-down waiting for its guard is dropped when the app lets go, whatever the guard answers",
        arguments: [true, false])
    func gestureWaitingForItsGuard(answer: Bool) async throws {
        var tree = try GuardedSheet()
        #expect(tree.top?.navigation.receive(.dismissed(tree.sheet)) == .pending)
        #expect(await yieldUntil { tree.manual.asked == 1 })

        let freed = tree.letGo()
        #expect(freed, "nothing but the app held the top coordinator")
        // The guard's question holds the sheet's flow until it answers.
        await tree.manual.answer(answer)
        #expect(await yieldUntil { tree.weakCreate == nil }, "the sheet's flow is freed once the guard answers")
        #expect(tree.reports.messages == [])
    }

    @Test("a guarded request on a child flow asking its guard throws when the app lets go, and frees the flow")
    func requestAskingItsGuard() async throws {
        var tree = try GuardedSheet()
        let manual = ManualGuard()
        let request = try {
            let create = try #require(tree.weakCreate)
            let confirm = try #require(create.navigation.snapshot.entries.last?.id)
            try create.navigation.setLeaveGuard(for: confirm) { await manual.ask() }
            return Self.navigating(create) { try $0.popLast() }
        }()
        #expect(await yieldUntil { manual.asked == 1 })

        let freed = tree.letGo()
        #expect(freed)
        await manual.answer(true)
        #expect(await request.value() == .coordinatorFinished)
        #expect(await yieldUntil { tree.weakCreate == nil })
        #expect(tree.reports.messages == [])
    }

    @Test("a request waiting its turn on a flow that goes with the tree returns at once, and frees the flow")
    func requestWaitingItsTurn() async throws {
        var tree = try GuardedSheet()
        // The swipe-down takes the turn and asks the guard; the request waits behind it.
        #expect(tree.top?.navigation.receive(.dismissed(tree.sheet)) == .pending)
        #expect(await yieldUntil { tree.manual.asked == 1 })
        let request = Self.navigating(try #require(tree.weakCreate)) { try $0.popLast() }
        await Task.yield()

        let freed = tree.letGo()
        #expect(freed)
        // The tree's flows end once the top's node goes: the waiting request with them,
        // before the guard that holds the turn has answered.
        #expect(await request.value() == .coordinatorFinished)
        await tree.manual.answer(true)
        #expect(await yieldUntil { tree.weakCreate == nil })
        #expect(tree.reports.messages == [])
    }

    @Test("an awaited route in a child flow ends with parentEnded when the app lets go")
    func awaitedRoute() async throws {
        var tree = try GuardedSheet()
        let nested = Waiting { [weak create = tree.weakCreate] in await create?.route(to: \.nested) }
        #expect(await nested.started())
        #expect(tree.top?.navigation.receive(.dismissed(tree.sheet)) == .pending)
        #expect(await yieldUntil { tree.manual.asked == 1 })

        let freed = tree.letGo()
        #expect(freed)
        await tree.manual.answer(false)
        #expect(await nested.value == .cancel(.parentEnded))
        #expect(await yieldUntil { tree.weakCreate == nil })
        #expect(tree.reports.messages == [])
    }

    @Test("a request that waited its turn on a flow before the flow was shown returns when the flow is removed")
    func requestWaitingInTheAdoptedTreesGate() async throws {
        let manual = ManualGuard()
        var child: CreateCoordinator? = CreateCoordinator()
        weak let weakChild = child
        let confirm = try #require(child).show(\.confirm)
        try #require(child).navigation.setLeaveGuard(for: confirm.id) { await manual.ask() }
        let first = Self.navigating(try #require(child)) { try $0.popLast() }
        #expect(await yieldUntil { manual.asked == 1 })
        let waiting = Self.navigating(try #require(child)) { _ = try $0.show(\.confirm) }
        await Task.yield()
        // A parent shows the child while both requests wait in the child's own gate, then removes it.
        let top = TodosCoordinator()
        top.reusable = child
        try top.show(\.reuse)
        top.reusable = nil
        child = nil
        try top.popLast()

        #expect(await waiting.value() == .coordinatorFinished, "it returns at once, before the guard answers")
        await manual.answer(true)
        #expect(await first.value() == .coordinatorFinished)
        #expect(await yieldUntil { weakChild == nil })
    }

    @Test("a reporter installed on a flow before it is shown keeps watching the tree that adopts it")
    func reporterSurvivesAdoption() throws {
        let top = TodosCoordinator()
        let child = CreateCoordinator()
        let reports = InvariantReports(child)
        top.reusable = child
        try top.show(\.reuse)
        top.reusable = nil
        #expect(top.node.reportsInvariantViolations)
        #expect(reports.messages == [])
    }

    @Test("a guarded request on the top holds it: the app letting go changes nothing until it ends")
    func requestOnTheTop() async throws {
        var tree = try GuardedSheet()
        let request = Self.navigating(try #require(tree.top)) { try $0.popToRoot() }
        #expect(await yieldUntil { tree.manual.asked == 1 })
        let freed = tree.letGo()
        #expect(!freed, "the request holds the top coordinator while it runs")
        // A swipe-down queued behind it, on a tree nobody else holds.
        #expect(tree.weakTop?.navigation.receive(.dismissed(tree.sheet)) == .pending)

        await tree.manual.answer(true)
        #expect(await request.value() == .some(nil))
        #expect(await yieldUntil { tree.weakTop == nil && tree.weakCreate == nil })
        #expect(tree.reports.messages == [])
    }

    /// The model-based test's seed 1592591211, shrunk to the API: a guarded
    /// sheet's swipe-down waits for its guard; a request on the top that removes
    /// a pushed flow queues behind it, then a back gesture that asks the same
    /// guard again, then a request on the pushed flow; the guard says no to the
    /// swipe-down. The request on the removed flow returns at once, and the flow
    /// is freed, while the back gesture still waits for the guard.
    @Test("a flow removed while a request on it waits its turn is freed at once (fuzz seed 1592591211)")
    func removedWhileWaiting() async throws {
        let tree = try GuardedSheet()
        let top = try #require(tree.top)
        let root = try #require(top.navigation.snapshot.entries.first?.id)
        var pushed: CreateCoordinator? = try top.show(\.reuse).child
        weak let weakPushed = pushed
        #expect(top.navigation.receive(.dismissed(tree.sheet)) == .pending)
        #expect(await yieldUntil { tree.manual.asked == 1 })
        // Each request takes its place in the line when its task first runs.
        let removing = Self.navigating(top) { try $0.popLast() }
        await Task.yield()
        #expect(top.navigation.receive(.popped(to: root)) == .pending)
        let onRemoved = Self.navigating(try #require(pushed)) { _ = try $0.show(\.confirm) }
        await Task.yield()
        pushed = nil

        await tree.manual.answer(false)
        #expect(await removing.value() == .some(nil))
        #expect(await yieldUntil { tree.manual.asked == 2 }, "the back gesture asks the sheet's guard again")
        #expect(await onRemoved.value() == .coordinatorFinished)
        #expect(await yieldUntil { weakPushed == nil }, "the removed flow is freed while the back gesture waits")
        #expect(top.navigation.snapshot.routes == ["list", "create"])

        await tree.manual.answer(false)
        #expect(tree.reports.messages == [])
    }
}
