import Testing
import Waypoint
import WaypointTestFixtures
import WaypointTesting

/// What a misuse returned.
enum MisuseOutcome: Hashable, Sendable, CustomStringConvertible {
    case threw(NavigationError.Code)
    case intent(IntentOutcome)
    case result(String)
    case flag(Bool)
    /// A changes stream that finished without an element.
    case finishedAtOnce
    case ok

    var description: String {
        switch self {
        case .threw(let code): "throws \(code)"
        case .intent(let outcome): "\(outcome)"
        case .result(let result): result
        case .flag(let flag): "\(flag)"
        case .finishedAtOnce: "a stream that finishes at once"
        case .ok: "ok"
        }
    }

    static func of(_ body: () throws(NavigationError) -> Void) -> MisuseOutcome {
        do throws(NavigationError) {
            try body()
            return .ok
        } catch {
            return .threw(error.code)
        }
    }
}

/// A tree in a known state, with things already removed, for misuse to hit.
@MainActor
final class MisuseFixture {
    let hooks = FuzzHooks()
    /// `home`, `page(1)`, a sheet `flow` on top.
    let top: FuzzFlow
    /// The live sheet flow, at its root.
    let sheet: FuzzFlow
    let sheetID: EntryID
    /// The handle of the live sheet flow.
    let sheetHandle: ShownEntry<FuzzFlow>
    let rootID: EntryID
    /// The handle of `home`, the root.
    let rootHandle: ShownEntry<Any>
    let pageID: EntryID
    /// A flow that was shown, then popped; held here so it stays alive.
    let removed: FuzzFlow
    let removedID: EntryID
    /// The handle of the popped flow.
    let removedHandle: ShownEntry<FuzzFlow>
    /// The handle of a screen that was dismissed.
    let dismissedHandle: ShownEntry<FuzzScreen>
    /// A router whose flow was popped and deallocated.
    let staleRouter: Router<FuzzFlow>
    /// A flow that finished with `.done(1)`; held here.
    let finished: FuzzFlow
    /// A flow whose root is a child flow.
    let rootHost: FuzzFlow
    let rootFlow: FuzzFlow
    /// A flow whose root is a tab coordinator.
    let tabsHost: FuzzFlow
    let rootTabs: FuzzTabs
    /// Tabs `a` and `b` (`c` was removed), `a` selected.
    let tabs: FuzzTabs
    let tabA: EntryID
    /// A split whose sidebar selects the inbox, its sidebar hidden.
    let split: MailSplit
    let splitSidebar: EntryID
    /// A top-level flow that finished.
    let finishedTop: FuzzFlow
    /// A task whose route already resumed.
    let resolvedTask: Task<FlowResult<Int>, Never>

    let recorders: [ChangeRecorder]
    private(set) var baseline: [CoordinatorSnapshot] = []

    init() async throws {
        top = FuzzFlow(hooks: hooks)
        pageID = try top.show(\.page, 1).id
        dismissedHandle = try top.show(\.note)
        try dismissedHandle.dismiss()
        let gone = try top.show(\.cover)
        removed = try gone.child
        removedID = gone.id
        removedHandle = gone
        try top.popLast()
        do {
            let pushed = try top.show(\.pushed)
            staleRouter = try pushed.child.router
            try top.popLast()
        }
        let done = try top.show(\.flow)
        finished = try done.child
        let finishing = Task { await done.result() }
        try done.child.finish(.done(1))
        resolvedTask = finishing
        _ = await finishing.value
        let shown = try top.show(\.flow)
        sheet = try shown.child
        sheetID = shown.id
        sheetHandle = shown
        rootID = try #require(top.navigation.snapshot.entries.first?.id)
        rootHandle = try #require(top.navigation.entry(rootID))

        rootHost = FuzzFlow(hooks: hooks)
        rootFlow = try rootHost.root(\.nested).child
        tabsHost = FuzzFlow(hooks: hooks)
        rootTabs = try tabsHost.root(\.tabs).child

        tabs = FuzzTabs(hooks: hooks)
        try tabs.navigation.remove(try #require(tabs.navigation.snapshot.entries.last?.id))
        tabA = try #require(tabs.navigation.snapshot.entries.first?.id)

        split = MailSplit()
        try split.select(.inbox)
        try split.hideColumn(.sidebar)
        splitSidebar = try #require(split.navigation.snapshot.entries.first?.id)

        finishedTop = FuzzFlow(hooks: hooks)
        try finishedTop.finish(.done(0))

        recorders = [
            ChangeRecorder(top), ChangeRecorder(rootHost), ChangeRecorder(tabsHost), ChangeRecorder(tabs),
            ChangeRecorder(split),
        ]
        rebaseline()
    }

    /// The state of every live tree.
    var snapshots: [CoordinatorSnapshot] {
        [
            top.navigation.snapshot, rootHost.navigation.snapshot, tabsHost.navigation.snapshot,
            tabs.navigation.snapshot, finishedTop.navigation.snapshot, split.navigation.snapshot,
        ]
    }

    /// Takes the current state as the one the misuse must leave unchanged, for
    /// cases whose setup changes the state on purpose.
    func rebaseline() {
        baseline = snapshots
    }
}

/// One misuse of the API and the outcome it must have.
struct MisuseCase: Sendable, CustomTestStringConvertible {
    let name: String
    let expected: MisuseOutcome
    let run: @MainActor @Sendable (MisuseFixture) async -> MisuseOutcome

    var testDescription: String { name }

    init(
        _ name: String, _ expected: MisuseOutcome,
        _ run: @escaping @MainActor @Sendable (MisuseFixture) async -> MisuseOutcome
    ) {
        self.name = name
        self.expected = expected
        self.run = run
    }
}

/// Every misuse the API allows: each returns a value or throws a typed error and
/// leaves the state unchanged, with no change yielded (DESIGN.md §4.9).
@Suite("Misuse, table-driven", .timeLimit(.minutes(1)))
@MainActor
struct MisuseTableTests {
    nonisolated static let cases: [MisuseCase] = [
        // Popping and focusing what is not there.
        MisuseCase("pop past the root", .threw(.nothingToPop)) { f in
            .of { () throws(NavigationError) in try f.sheet.popLast() }
        },
        MisuseCase("pop the root by id", .threw(.cannotRemoveRoot)) { f in
            .of { () throws(NavigationError) in try f.top.pop(f.rootID) }
        },
        MisuseCase("pop an unknown entry", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.top.pop(EntryID(rawValue: .max)) }
        },
        MisuseCase("pop an entry that is gone", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.top.pop(f.removedID) }
        },
        MisuseCase("pop to an entry that is gone", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.top.pop(to: f.removedID) }
        },
        MisuseCase("pop an entry of another coordinator", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.sheet.pop(f.pageID) }
        },
        MisuseCase("pop to the top entry", .ok) { f in
            .of { () throws(NavigationError) in try f.top.pop(to: f.sheetID) }
        },
        MisuseCase("pop to root at the root", .ok) { f in .of { () throws(NavigationError) in try f.sheet.popToRoot() }
        },
        MisuseCase("focus a route that is not shown", .threw(.routeNotFound)) { f in
            .of { () throws(NavigationError) in try f.top.focusFirst(\.again) }
        },
        MisuseCase("focus an input that is not shown", .threw(.routeNotFound)) { f in
            .of { () throws(NavigationError) in try f.top.focusFirst(\.page, 99) }
        },
        MisuseCase("switch to the active root", .ok) { f in .of { () throws(NavigationError) in try f.top.root(\.home) }
        },
        MisuseCase("show the route on top again (a double tap)", .flag(true)) { f in
            .flag((try? f.top.show(\.flow).id) == f.sheetID)
        },
        MisuseCase("a transaction whose last step fails", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in
                try f.top.navigation.transaction { () throws(NavigationError) in
                    try f.top.popToRoot()
                    try f.top.show(\.page, 2)
                    try f.top.pop(to: f.removedID)
                }
            }
        },

        // A coordinator that was removed.
        MisuseCase("show on a removed coordinator", .threw(.coordinatorFinished)) { f in
            .of { () throws(NavigationError) in try f.removed.show(\.page, 1) }
        },
        MisuseCase("route on a removed coordinator", .result("cancel(notShown(coordinatorFinished))")) { f in
            .result("\(await f.removed.route(to: \.page, 1))")
        },
        MisuseCase("pop on a removed coordinator", .threw(.coordinatorFinished)) { f in
            .of { () throws(NavigationError) in try f.removed.popLast() }
        },
        MisuseCase("pop to root on a removed coordinator", .threw(.coordinatorFinished)) { f in
            .of { () throws(NavigationError) in try f.removed.popToRoot() }
        },
        MisuseCase("switch roots on a removed coordinator", .threw(.coordinatorFinished)) { f in
            .of { () throws(NavigationError) in try f.removed.root(\.alt, 1) }
        },
        MisuseCase("focus on a removed coordinator", .threw(.coordinatorFinished)) { f in
            .of { () throws(NavigationError) in try f.removed.focusFirst(\.page) }
        },
        MisuseCase("finish a removed coordinator", .threw(.alreadyFinished)) { f in
            .of { () throws(NavigationError) in try f.removed.finish(.done(2)) }
        },
        MisuseCase("an intent to a removed coordinator", .intent(.ignored)) { f in
            .intent(f.removed.navigation.receive(.popped(to: f.rootID)))
        },
        MisuseCase("subscribe to a removed coordinator", .finishedAtOnce) { f in
            var iterator = f.removed.navigation.changes(buffering: .all).makeAsyncIterator()
            let first = await iterator.next(isolation: MainActor.shared)
            return first == nil && f.removed.navigation.subscriberCount == 0
                ? .finishedAtOnce : .result("\(String(describing: first))")
        },

        // Finishing twice, and finishing what cannot finish.
        MisuseCase("finish twice", .threw(.alreadyFinished)) { f in
            .of { () throws(NavigationError) in try f.finished.finish(.done(2)) }
        },
        MisuseCase("cancel after finishing", .threw(.alreadyFinished)) { f in
            .of { () throws(NavigationError) in try f.finished.finish(.cancel()) }
        },
        MisuseCase("the first result stays after finishing twice", .result("done(1)")) { f in
            _ = MisuseOutcome.of { () throws(NavigationError) in try f.finished.finish(.done(2)) }
            return .result("\(await f.finished.navigation.result())")
        },
        MisuseCase("finish a flow that is a root", .threw(.cannotFinishRoot)) { f in
            .of { () throws(NavigationError) in try f.rootFlow.finish(.done(2)) }
        },
        MisuseCase("cancel a tab coordinator that is a root", .threw(.cannotFinishRoot)) { f in
            .of { () throws(NavigationError) in try f.rootTabs.finish(.cancel()) }
        },
        MisuseCase("finish a finished top-level flow", .threw(.alreadyFinished)) { f in
            .of { () throws(NavigationError) in try f.finishedTop.finish(.done(1)) }
        },
        MisuseCase("show on a finished top-level flow", .threw(.coordinatorFinished)) { f in
            .of { () throws(NavigationError) in try f.finishedTop.show(\.note) }
        },
        MisuseCase("route on a finished top-level flow", .result("cancel(notShown(coordinatorFinished))")) { f in
            .result("\(await f.finishedTop.route(to: \.flow))")
        },

        // Stale routers and handles.
        MisuseCase("a stale router shows", .threw(.routerStale)) { f in
            .of { () throws(NavigationError) in try f.staleRouter.show(\.note) }
        },
        MisuseCase("a stale router routes", .result("cancel(notShown(routerStale))")) { f in
            .result("\(await f.staleRouter.route(to: \.flow))")
        },
        MisuseCase("a stale router pops", .threw(.routerStale)) { f in
            .of { () throws(NavigationError) in try f.staleRouter.popLast() }
        },
        MisuseCase("a stale router finishes", .threw(.routerStale)) { f in
            .of { () throws(NavigationError) in try f.staleRouter.finish(.done(1)) }
        },
        MisuseCase("a stale router switches roots", .threw(.routerStale)) { f in
            .of { () throws(NavigationError) in try f.staleRouter.root(\.home) }
        },
        MisuseCase("a stale router is not valid", .flag(false)) { f in .flag(f.staleRouter.isValid) },
        MisuseCase("a handle of a gone screen completes", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.dismissedHandle.complete() }
        },
        MisuseCase("a handle of a gone flow dismisses", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.removedHandle.dismiss() }
        },
        MisuseCase("a handle of a gone flow focuses", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.removedHandle.focus() }
        },
        MisuseCase("a handle of a gone screen sets a leave guard", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.dismissedHandle.setLeaveGuard { true } }
        },
        MisuseCase("a handle completes a child flow as a screen", .threw(.notAScreen)) { f in
            .of { () throws(NavigationError) in try f.sheetHandle.complete() }
        },
        MisuseCase("a handle completes the root", .threw(.cannotRemoveRoot)) { f in
            .of { () throws(NavigationError) in try f.rootHandle.complete() }
        },
        MisuseCase("a handle dismisses the root", .threw(.cannotRemoveRoot)) { f in
            .of { () throws(NavigationError) in try f.rootHandle.dismiss() }
        },
        MisuseCase("a router of a removed coordinator", .threw(.coordinatorFinished)) { f in
            .of { () throws(NavigationError) in try f.removed.router.show(\.note) }
        },
        MisuseCase("dismiss a handle whose entry is gone", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.dismissedHandle.dismiss() }
        },

        // Stale and invalid intents.
        MisuseCase("popped to an entry that is gone", .intent(.ignored)) { f in
            .intent(f.top.navigation.receive(.popped(to: f.removedID)))
        },
        MisuseCase("dismissed an entry that is gone", .intent(.ignored)) { f in
            .intent(f.top.navigation.receive(.dismissed(f.removedID)))
        },
        MisuseCase("selected an entry that is gone", .intent(.ignored)) { f in
            .intent(f.tabs.navigation.receive(.selected(f.removedID)))
        },
        MisuseCase("dismissed the root", .intent(.ignored)) { f in
            .intent(f.top.navigation.receive(.dismissed(f.rootID)))
        },
        MisuseCase("selected an entry of a stack", .intent(.ignored)) { f in
            .intent(f.top.navigation.receive(.selected(f.pageID)))
        },
        MisuseCase("popped to a tab", .intent(.ignored)) { f in .intent(f.tabs.navigation.receive(.popped(to: f.tabA)))
        },
        MisuseCase("dismissed a tab", .intent(.ignored)) { f in .intent(f.tabs.navigation.receive(.dismissed(f.tabA)))
        },
        MisuseCase("an intent about an entry outside the receiver", .intent(.ignored)) { f in
            .intent(f.sheet.navigation.receive(.dismissed(f.pageID)))
        },
        MisuseCase("popped to the entry on top", .intent(.unchanged)) { f in
            .intent(f.top.navigation.receive(.popped(to: f.sheetID)))
        },
        MisuseCase("tapped the selected tab at its root", .intent(.unchanged)) { f in
            .intent(f.tabs.navigation.receive(.selected(f.tabA)))
        },

        // Tabs.
        MisuseCase("select an unknown tab", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.tabs.navigation.select(EntryID(rawValue: .max)) }
        },
        MisuseCase("remove a tab that is gone", .threw(.entryNotFound)) { f in
            .of { () throws(NavigationError) in try f.tabs.navigation.remove(f.removedID) }
        },
        MisuseCase("focus a tab that is not there", .threw(.routeNotFound)) { f in
            .of { () throws(NavigationError) in try f.tabs.focusFirst(\.c) }
        },
        MisuseCase("select the selected tab", .ok) { f in
            .of { () throws(NavigationError) in try f.tabs.navigation.select(f.tabA) }
        },

        // Split views.
        MisuseCase("select an item the sidebar does not list", .threw(.itemNotFound)) { f in
            .of { () throws(NavigationError) in try f.split.select(.archive) }
        },
        MisuseCase("show a route in a column the split does not have", .threw(.columnNotFound)) { f in
            .of { () throws(NavigationError) in try f.split.show(\.messages, .sent) }
        },
        MisuseCase("show a route of no column in a split", .threw(.columnNotFound)) { f in
            .of { () throws(NavigationError) in try f.split.show(\.stray) }
        },
        MisuseCase("hide the only visible column", .threw(.lastVisibleColumn)) { f in
            .of { () throws(NavigationError) in try f.split.hideColumn(.detail) }
        },
        MisuseCase("show a column the split does not have", .threw(.columnNotFound)) { f in
            .of { () throws(NavigationError) in try f.split.showColumn(.content) }
        },
        MisuseCase("select an item whose route fills another column", .threw(.columnNotFound)) { f in
            .of { () throws(NavigationError) in try MisdeclaredSplit().select("a") }
        },
        MisuseCase("select the selected item", .ok) { f in
            .of { () throws(NavigationError) in try f.split.select(.inbox) }
        },
        MisuseCase("hide a hidden column", .ok) { f in
            .of { () throws(NavigationError) in try f.split.hideColumn(.sidebar) }
        },
        MisuseCase("dismissed the sidebar", .intent(.ignored)) { f in
            .intent(f.split.navigation.receive(.dismissed(f.splitSidebar)))
        },
        MisuseCase("showed no column", .intent(.ignored)) { f in
            .intent(f.split.navigation.receive(.showedColumns([], of: f.splitSidebar)))
        },
        MisuseCase("showed the visible columns", .intent(.unchanged)) { f in
            .intent(f.split.navigation.receive(.showedColumns([.detail], of: f.splitSidebar)))
        },

        // Cancelling.
        MisuseCase("cancel a task whose route already resumed", .result("done(1)")) { f in
            f.resolvedTask.cancel()
            return .result("\(await f.resolvedTask.value)")
        },
        MisuseCase("cancel an awaiting task twice", .result("cancel(taskCancelled) once")) { f in
            let resumptions = Counter()
            let task = Task {
                let result = await f.sheet.route(to: \.page, 5)
                resumptions.count += 1
                return result
            }
            await f.recorders[0].expect(.push)
            task.cancel()
            let result = await task.value
            await f.recorders[0].expect(.taskCancelled)
            f.rebaseline()
            // The second cancellation finds nothing to remove, now or on a later turn.
            task.cancel()
            _ = await yieldUntil(turns: 20) { false }
            return .result("\(result) \(resumptions.count == 1 ? "once" : "\(resumptions.count) times")")
        },
        MisuseCase("a task cancelled before routing shows nothing", .result("cancel(taskCancelled)")) { f in
            let task = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                return await f.top.route(to: \.note)
            }
            return .result("\(await task.value)")
        },
    ]

    @Test("misuse has its typed outcome, changes nothing and yields no change", arguments: cases)
    func misuse(_ misuse: MisuseCase) async throws {
        let fixture = try await MisuseFixture()
        let outcome = await misuse.run(fixture)
        #expect(outcome == misuse.expected)
        #expect(fixture.snapshots == fixture.baseline, "the state changed")
        for recorder in fixture.recorders {
            await recorder.finish()
        }
    }

    @Test("the table covers every misuse named by the contract")
    func coverage() {
        #expect(Self.cases.count >= 50)
        #expect(Set(Self.cases.map(\.name)).count == Self.cases.count)
    }
}

/// A count shared with a task.
@MainActor
private final class Counter {
    var count = 0
}
