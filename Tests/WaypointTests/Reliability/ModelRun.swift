import Foundation
import Testing
import Waypoint
import WaypointTesting

/// What the awaiting tasks of a run saw, in the order they resumed.
@MainActor
final class AwaiterLog {
    private(set) var started: Set<Int> = []
    private(set) var results: [Int: ModelOutcome] = [:]
    private(set) var resumptions: [Int: Int] = [:]
    private(set) var order: [Int] = []

    func start(_ awaiter: Int) { started.insert(awaiter) }

    func resume(_ awaiter: Int, _ outcome: ModelOutcome) {
        results[awaiter] = outcome
        resumptions[awaiter, default: 0] += 1
        order.append(awaiter)
    }
}

/// A subtree a run observes besides the top, with the state it showed after
/// the last step checked.
@MainActor
struct ObservedSubtree {
    let ref: Int
    let recorder: ChangeRecorder
    var snapshot: CoordinatorSnapshot
    /// How many of the recorder's changes earlier steps accounted for.
    var consumed = 0
    /// The version of the last change it yielded.
    var lastVersion: UInt64?
    /// The versions of single changes that left it as it was: it must never yield them.
    var unchangedBy: Set<UInt64> = []
}

/// A difference between Waypoint and the reference model.
struct RunFailure: Error, CustomStringConvertible {
    /// The index of the failing step; the sequence's length for the final checks.
    let step: Int
    /// Which check failed, to keep shrinking on the same failure.
    let check: String
    let message: String

    var description: String { "step \(step), \(check): \(message)" }
}

/// Applies a sequence of random operations both to a real `FuzzFlow` tree and to
/// a ``ReferenceModel``, and checks after every step that they agree:
///
/// - the call's result (value or typed error) is the model's;
/// - exactly the model's change was yielded (none, or one with its cause), and
///   the snapshot equals the model's, ids included (ids are learned when made,
///   must be new, and must not change);
/// - every awaiter the model resolves has resumed exactly once, with the model's
///   outcome, in the model's order (innermost first); the others have not;
/// - every coordinator the model removed is deallocated, every one it shows is alive;
/// - a call that throws leaves the snapshot unchanged;
/// - change versions increase, and ``assertTreeInvariants(_:)`` holds;
/// - every other coordinator made is observed too: its stream yields only the
///   top's changes, each once, and one that changed its subtree shows it
///   (``checkObservedSubtrees(_:fail:)``); one seed in four starts with a tab
///   coordinator as the top flow's root, adopted by its initial state;
/// - a guarded request (`navigate`, or an intent that returns `pending`) asks
///   exactly the guards of what it removes, each once, honours a "no", and
///   otherwise commits as one change, in the order the requests were made
///   (see ``ModelRun/settleRequests(fail:)``).
@MainActor
final class ModelRun {
    let hooks = FuzzHooks()
    /// The top flow, as the app holds it, until the app lets go of it (``dropTop(index:)``).
    var topHolder: FuzzFlow?
    /// The top flow; read only while the app holds it (``topHolder``).
    unowned let top: FuzzFlow
    var model = ReferenceModel()
    let recorder: ChangeRecorder
    let frontEnd: HeadlessFrontEnd
    let log = AwaiterLog()
    let desk = GuardDesk()
    let requestLog = RequestLog()
    var tasks: [Int: Task<Void, Never>] = [:]
    /// Guarded requests in the order they were made; the first one has its turn.
    var requests: [ModelRequest] = []
    var nextRequest = 0
    /// How many of the guards ``GuardDesk`` saw asked are accounted for.
    var askCursor = 0
    var requestTasks: [Int: Task<Void, Never>] = [:]
    private var resolvedAwaiters: [Int] = []
    private var handles: [(id: EntryID, handle: ShownEntry<FuzzScreen>)] = []
    /// Handles of alerts answered through them, to answer again once gone.
    var alertHandles: [ShownEntry<Any>] = []
    private var routers: [Int: Router<FuzzFlow>] = [:]
    private var deadRefs: [Int] = []
    var deadIDs: [EntryID] = []
    private var seenIDs: Set<EntryID> = []
    private var lastVersion: UInt64?
    /// The state before the step in progress, for failure reports.
    private var treeBefore: CoordinatorSnapshot?
    /// How many changes the front end was seen to draw like the recorder.
    private var frontEndChecked = 0
    private var awaitersBefore: [(awaiter: Int, path: [Int], index: Int)] = []
    /// How many changes of ``recorder`` earlier steps accounted for.
    var consumedChanges = 0
    /// The steps run, described as they were resolved.
    var transcript: [String] = []
    /// The number of operations applied (steps that found a target).
    var operations = 0
    /// How often each kind of operation was applied, and each notable outcome
    /// (a pending intent, a vetoed request, a restoration error …) was seen.
    var coverage: [String: Int] = [:]
    /// What the engine's own invariant check reported (debug builds).
    var engineViolations: [String] = []
    /// The subtrees observed besides the top's: every other coordinator made
    /// (the others stay unobserved), from the end of the step that made it.
    private var observed: [ObservedSubtree] = []
    /// How many of ``FuzzHooks/made`` were considered for observing.
    private var observedUpTo = 1
    /// The cause of every change the top's stream yielded, by version.
    private var treeCauses: [UInt64: ChangeCause] = [:]

    func note(_ event: String) { coverage[event, default: 0] += 1 }

    /// Whether ``coverage`` also counts the shapes the tree takes (slower).
    static let countsTreeShapes = ProcessInfo.processInfo.environment["WAYPOINT_FUZZ_COVERAGE"] != nil

    static let routes = ["page", "again", "note", "flow", "cover", "pushed", "wrapped"]
    static let roots = ["home", "alt", "tabs", "nested", "split"]

    /// - Parameter startsWithTabs: whether the top flow's first root is a tab
    ///   coordinator, which its initial state adopts with its tabs, instead
    ///   of the home screen.
    init(startsWithTabs: Bool = false) {
        let top = FuzzFlow(hooks: hooks, startsWithTabs: startsWithTabs)
        topHolder = top
        self.top = top
        if startsWithTabs {
            // The model starts where a root switch to the tabs would leave it, without a change.
            try? model.root("tabs", input: nil, at: [])
            model.effects = ModelEffects()
            model.top.entries[0].id = nil
        }
        recorder = ChangeRecorder(top, exhaustivity: .off)
        frontEnd = HeadlessFrontEnd(top)
        // What the engine's own check finds after a change fails the step that
        // made it, with the seed, instead of ending the test run.
        top.node.reportInvariantViolations { [weak self] message in self?.engineViolations.append(message) }
        routers[0] = top.router
        _ = learnIDs(&model.top, from: top.navigation.snapshot)
    }

    /// Runs a sequence and its final checks.
    ///
    /// - Returns: the first failure, if any.
    static func run(_ operations: [FuzzOperation], startsWithTabs: Bool = false) async -> (
        failure: RunFailure?, run: ModelRun
    ) {
        let run = ModelRun(startsWithTabs: startsWithTabs)
        for (index, operation) in operations.enumerated() {
            // Mostly while guards or requests wait: that is what the app must be able to drop.
            if operation.kind == .dropTop, operation.b.pick(run.requests.isEmpty ? 8 : 2) == 0 {
                // The app lets go of its navigation: the run ends here.
                do throws(RunFailure) {
                    try await run.dropTop(index: index)
                } catch {
                    run.releaseGuards()
                    return (error, run)
                }
                return (nil, run)
            }
            do throws(RunFailure) {
                try await run.step(operation, index: index)
            } catch {
                run.releaseGuards()
                return (error, run)
            }
        }
        do throws(RunFailure) {
            try await run.finalChecks(index: operations.count)
        } catch {
            run.releaseGuards()
            return (error, run)
        }
        return (nil, run)
    }

    /// Answers every guard still waiting (no), so that a failed run leaks no continuation.
    func releaseGuards() {
        while desk.answerOldest(false) != nil {}
    }

    // MARK: One step

    private func step(_ operation: FuzzOperation, index: Int) async throws(RunFailure) {
        model.effects = ModelEffects()
        let before = top.navigation.snapshot
        awaitersBefore = model.pendingAwaiters()
        treeBefore = before
        let orderStart = log.order.count
        let allowed = requests.isEmpty || Self.kindsWhilePending.contains(operation.kind)
        guard allowed, let (description, expected, actual) = await perform(operation) else {
            transcript.append("\(index): \(operation.kind.rawValue) (no target, skipped)")
            return
        }
        operations += 1
        note(operation.kind.rawValue)
        note("\(operation.kind.rawValue) → \(Self.summary(actual))")
        transcript.append("\(index): \(description) → \(actual)")
        func fail(_ check: String, _ message: String) -> RunFailure {
            RunFailure(step: index, check: check, message: message)
        }
        guard expected == actual else {
            throw fail("result", "\(description) returned \(actual); the model says \(expected)")
        }
        if case .error = actual {
            let after = top.navigation.snapshot
            let earlier = before
            guard after == earlier else {
                throw fail("unchanged", "\(description) threw but changed the state:\n\(after)\nbefore:\n\(earlier)")
            }
        }
        try await verify(index: index, orderStart: orderStart, fail: fail)
    }

    private func verify(
        index: Int,
        orderStart: Int,
        fail: (String, String) -> RunFailure
    ) async throws(RunFailure) {
        // Guarded requests run in order until done, or until one waits for a guard.
        try await settleRequests(fail: fail)
        let effects = model.effects
        // Coordinators made: as many as the model says, of its kinds.
        guard hooks.made.count == model.made else {
            throw fail("made", "\(hooks.made.count) coordinators were made; the model says \(model.made)")
        }
        for ref in routers.count..<hooks.made.count {
            if case .flow(let box) = hooks.made[ref], let flow = box.object { routers[ref] = flow.router }
        }

        // Awaiters: each one the model resolves resumes once, with its outcome, in order.
        for (awaiter, _) in effects.resolutions {
            // Bounded: an awaiter the core never resumes fails the step instead of hanging it.
            guard await yieldUntil(turns: 1_000_000, { log.results[awaiter] != nil }) else {
                throw fail("awaiter", "awaiter \(awaiter) never resumed; the model says \(effects.resolutions)")
            }
            tasks[awaiter] = nil
            resolvedAwaiters.append(awaiter)
        }
        for (awaiter, outcome) in effects.resolutions {
            guard let actual = log.results[awaiter], actual.matches(outcome) else {
                throw fail(
                    "awaiter",
                    "awaiter \(awaiter) got \(String(describing: log.results[awaiter])); the model says \(outcome)")
            }
            guard log.resumptions[awaiter] == 1 else {
                throw fail("exactly once", "awaiter \(awaiter) resumed \(log.resumptions[awaiter] ?? 0) times")
            }
        }
        let order = Array(log.order[orderStart...])
        guard Set(order) == Set(effects.resolutions.map(\.awaiter)) else {
            throw fail(
                "exactly once", "awaiters \(order) resumed; the model says \(effects.resolutions.map(\.awaiter))")
        }
        // In the model's order: innermost first, and top first along a stack.
        guard order == effects.resolutions.map(\.awaiter) else {
            throw fail(
                "order",
                "awaiters resumed in the order \(order); the model says \(effects.resolutions.map(\.awaiter)).\n"
                    + "Awaiters before the step (awaiter@node[entry]): "
                    + "\(awaitersBefore.map { "\($0.awaiter)@\($0.path)[\($0.index)]" })\n"
                    + "The tree before:\n\(treeBefore.map(\.description) ?? "")"
            )
        }

        // Changes: the model's one change, or none. They are counted as they arrive,
        // then a few more turns let an unexpected extra change arrive too.
        let expectedChanges = effects.changes
        let arrived = await yieldUntil(turns: 1_000_000) {
            recorder.received.count - consumedChanges >= expectedChanges.count
        }
        for _ in 0..<ChangeFeedTurns.quiet { await Task.yield() }
        let changes = Array(recorder.received[consumedChanges...])
        consumedChanges = recorder.received.count
        guard arrived, changes.map(\.cause) == expectedChanges else {
            throw fail("changes", "yielded \(changes.map(\.cause)); the model says \(expectedChanges)")
        }
        for change in changes {
            if let lastVersion, change.version <= lastVersion {
                throw fail("versions", "version \(change.version) follows \(lastVersion)")
            }
            lastVersion = change.version
        }
        try await checkObservedSubtrees(changes, fail: fail)

        // The snapshot: learn the ids of new entries, then compare everything.
        if model.isFinished {
            let ended = await yieldUntil(turns: 1_000_000) { recorder.isFinished }
            guard ended, !top.navigation.isActive else {
                throw fail("finished", "the top flow finished but its stream did not")
            }
        } else {
            let real = top.navigation.snapshot
            if let problem = learnIDs(&model.top, from: real) { throw fail("ids", problem) }
            let expected = model.snapshot()
            guard real == expected else {
                throw fail(
                    "snapshot",
                    "the state differs from the model\n"
                        + SnapshotDiff.describe(expected: expected, actual: real)
                )
            }
            if let change = changes.last, change.snapshot != real {
                throw fail("change snapshot", "the change shows\n\(change.snapshot)\nbut the state is\n\(real)")
            }
        }

        // The tree's invariants, as the engine checked them after each change and as they are now.
        if let violation = engineViolations.first {
            throw fail("invariants", violation)
        }
        let pendingAwaiters = model.pendingAwaiters()
        var waiting: [EntryID: Int] = [:]
        for pending in pendingAwaiters {
            if let id = model.node(at: pending.path)?.entries[pending.index].id { waiting[id, default: 0] += 1 }
        }
        do throws(TreeInvariantViolation) {
            try assertTreeInvariants(
                ObservedTree(top: top, snapshot: top.navigation.snapshot, pendingAwaiters: waiting))
        } catch {
            throw fail("invariants", error.description)
        }

        // Awaiters the model does not resolve are still waiting.
        for pending in pendingAwaiters {
            if let early = log.results[pending.awaiter] {
                throw fail("awaiter", "awaiter \(pending.awaiter) resumed early with \(early)")
            }
        }

        if Self.countsTreeShapes {
            for kind in Set(model.nodePaths().compactMap { model.node(at: $0)?.kind }) {
                note("the tree holds a \(kind)")
            }
            if !model.guardedEntries().isEmpty { note("the tree holds a guarded entry") }
        }

        // Removed coordinators are gone; shown ones are alive.
        deadRefs.append(contentsOf: effects.removedRefs)
        for ref in deadRefs where hooks.made[ref].isAlive {
            throw fail("leak", "a removed \(hooks.made[ref].kindName) (#\(ref)) is still alive")
        }
        for path in model.nodePaths() {
            guard let ref = model.node(at: path)?.ref, hooks.made[ref].isAlive else {
                throw fail("alive", "a shown coordinator at \(path) was deallocated")
            }
        }
        deadIDs.append(contentsOf: effects.removedIDs)
        if deadIDs.count > 64 { deadIDs.removeFirst(deadIDs.count - 64) }

        // The headless front end acknowledged the same changes and draws the same state.
        if index % 8 == 0, !model.isFinished {
            let drawn = await yieldUntil(turns: 1_000_000) { frontEnd.acknowledged.count == recorder.received.count }
            let checked = frontEndChecked
            frontEndChecked = recorder.received.count
            guard drawn, frontEnd.acknowledged[checked...] == recorder.received[checked...],
                frontEnd.snapshot == recorder.latest
            else {
                throw fail(
                    "front end", "the front end draws\n\(frontEnd.snapshot)\nbut the last change is\n\(recorder.latest)"
                )
            }
        }
    }

    /// Checks the stream of every observed subtree after a step whose changes
    /// the top's stream yielded: a subtree yields only changes the top
    /// yielded, each once, with the top's cause and version; one that changed
    /// yields a last change showing its state now; one that did not change
    /// yields nothing for a single change (but a transaction's, a
    /// restoration's or a veto's).
    /// Then observes the coordinators made since.
    private func checkObservedSubtrees(
        _ changes: [NavigationChange],
        fail: (String, String) -> RunFailure
    ) async throws(RunFailure) {
        for change in changes { treeCauses[change.version] = change.cause }
        var kept: [ObservedSubtree] = []
        for var subtree in observed {
            guard let coordinator = hooks.made[subtree.ref].coordinator, let now = Self.activeSnapshot(of: coordinator)
            else { continue }
            let changed = now != subtree.snapshot
            // Its changes arrive through its own subscription: wait for the one that shows its state.
            if changed {
                _ = await yieldUntil(turns: 1_000_000) {
                    subtree.recorder.received.count > subtree.consumed
                        && subtree.recorder.received.last?.snapshot == now
                }
            }
            // A transaction reaches the subtrees its steps touched, even those it left as they
            // were; a restoration, the subtree it replaced (with an equal state, maybe); a veto,
            // the subtree of the gesture it refused. Any other single change reaches only the
            // subtrees it changed: this one must never yield it, now or late.
            if !changed, changes.count == 1, ![.transaction, .restore, .vetoed].contains(changes[0].cause) {
                subtree.unchangedBy.insert(changes[0].version)
            }
            let yielded = Array(subtree.recorder.received[subtree.consumed...])
            subtree.consumed = subtree.recorder.received.count
            let name = "\(hooks.made[subtree.ref].kindName) #\(subtree.ref)"
            let described = yielded.map { "\($0.cause)@\($0.version)" }
            // A change that arrives after its step's checks is held to the same rules.
            for change in yielded {
                guard treeCauses[change.version] == change.cause, change.version > subtree.lastVersion ?? 0 else {
                    throw fail(
                        "subtree changes",
                        "\(name) yielded \(described) after version \(subtree.lastVersion ?? 0); the tree yielded "
                            + "\(changes.map { "\($0.cause)@\($0.version)" }) in this step")
                }
                guard !subtree.unchangedBy.contains(change.version) else {
                    throw fail(
                        "subtree changes", "\(name) yielded \(change.cause)@\(change.version), which did not change it")
                }
                subtree.lastVersion = change.version
            }
            if changed, yielded.last?.snapshot != now {
                throw fail(
                    "subtree changes", "\(name) changed, but its stream yielded \(described)\nits state:\n\(now)")
            }
            subtree.snapshot = now
            kept.append(subtree)
        }
        observed = kept
        while observedUpTo < hooks.made.count {
            defer { observedUpTo += 1 }
            guard observedUpTo % 2 == 0, let coordinator = hooks.made[observedUpTo].coordinator,
                let snapshot = Self.activeSnapshot(of: coordinator)
            else { continue }
            let recorder = ChangeRecorder(coordinator, exhaustivity: .off)
            observed.append(ObservedSubtree(ref: observedUpTo, recorder: recorder, snapshot: snapshot))
        }
    }

    /// A coordinator's state, while it is active.
    private static func activeSnapshot(of coordinator: some Coordinator) -> CoordinatorSnapshot? {
        coordinator.navigation.isActive ? coordinator.navigation.snapshot : nil
    }

    /// Finishes the top flow (if a step did not), then checks that every awaiter
    /// resumed exactly once and every coordinator but the top one is gone.
    private func finalChecks(index: Int) async throws(RunFailure) {
        // Guards that wait say no, so that every pending request ends.
        var rounds = 0
        while !requests.isEmpty {
            rounds += 1
            guard rounds < 64 else {
                throw RunFailure(step: index, check: "requests", message: "requests never ended: \(requests)")
            }
            try await step(FuzzOperation(kind: .answerGuard, a: 0, b: 1, c: 0), index: index)
        }
        guard desk.waiting.isEmpty else {
            throw RunFailure(
                step: index, check: "guards", message: "guards of \(desk.waiting) wait, asked by no pending request")
        }
        if !model.isFinished {
            try await step(FuzzOperation(kind: .finishTop, a: 0, b: 0, c: 0), index: index)
        }
        for request in 0..<nextRequest where requestLog.resumptions[request].map({ $0 != 1 }) ?? false {
            throw RunFailure(
                step: index,
                check: "exactly once",
                message: "request \(request) returned \(requestLog.resumptions[request] ?? 0) times by the end"
            )
        }
        for awaiter in 0..<model.nextAwaiter where log.resumptions[awaiter] != 1 {
            throw RunFailure(
                step: index,
                check: "exactly once",
                message: "awaiter \(awaiter) resumed \(log.resumptions[awaiter] ?? 0) times by the end"
            )
        }
        for ref in 1..<max(hooks.made.count, 1) where hooks.made[ref].isAlive {
            throw RunFailure(
                step: index, check: "leak", message: "\(hooks.made[ref].kindName) #\(ref) outlived its tree")
        }
    }

    /// Copies the ids of entries the model made in this step from the real tree,
    /// checking that they are new.
    func learnIDs(_ node: inout ModelNode, from real: CoordinatorSnapshot) -> String? {
        for index in node.entries.indices where index < real.entries.count {
            if node.entries[index].id == nil {
                let id = real.entries[index].id
                guard seenIDs.insert(id).inserted else { return "entry id \(id) was used before" }
                node.entries[index].id = id
            }
            if var child = node.entries[index].child, let realChild = real.entries[index].child {
                if let problem = learnIDs(&child, from: realChild) { return problem }
                node.entries[index].child = child
            }
        }
        return nil
    }

    // MARK: Performing

    func flow(at path: [Int]) -> FuzzFlow? {
        guard let ref = model.node(at: path)?.ref, case .flow(let box) = hooks.made[ref] else { return nil }
        return box.object
    }

    func coordinator(at path: [Int]) -> (any Coordinator)? {
        guard let ref = model.node(at: path)?.ref else { return nil }
        return hooks.made[ref].coordinator
    }

    /// The flows a step may act on; the finished top flow once it has finished.
    var flowPaths: [[Int]] {
        model.isFinished ? [[]] : model.nodePaths { $0.kind == .flow }
    }

    /// A result without the details that vary (for coverage counts).
    static func summary(_ result: ModelResult) -> String {
        switch result {
        case .ok, .intent, .flag: "\(result)"
        case .error: "error"
        case .deepLinkError, .restorationError: "\(result)"
        }
    }

    static func outcome(_ body: () throws(NavigationError) -> Void) -> ModelResult {
        do throws(NavigationError) {
            try body()
            return .ok
        } catch {
            return .error(error.code)
        }
    }

    static func expectation(_ body: () throws(ModelError) -> Void) -> ModelResult {
        do throws(ModelError) {
            try body()
            return .ok
        } catch {
            return .error(error.code)
        }
    }

    /// Applies one operation to the model and the real tree.
    ///
    /// - Returns: its description, the model's result and the real one; `nil` if
    ///   it found no target.
    private func perform(_ operation: FuzzOperation) async -> (String, ModelResult, ModelResult)? {
        let (a, b, c) = (operation.a, operation.b, operation.c)
        switch operation.kind {
        case .show:
            let path = flowPaths[a.pick(flowPaths.count)]
            guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
            let crowded = model.depth >= 4 || model.entryCount > 40
            let route = Self.routes[b.pick(crowded ? 3 : Self.routes.count)]
            let input = c.pick(3)
            let expected = Self.expectation { () throws(ModelError) in
                try model.show(at: path, route: route, input: input, awaiter: nil)
            }
            var handle: ShownEntry<FuzzScreen>?
            let actual = Self.outcome { () throws(NavigationError) in handle = try Self.show(flow, route, input) }
            if let handle {
                handles.append((handle.id, handle))
                if handles.count > 24 { handles.removeFirst() }
            }
            return ("show(\(path), \(route), \(input))", expected, actual)

        case .route, .routeCancelledBefore:
            let path = flowPaths[a.pick(flowPaths.count)]
            guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
            let crowded = model.depth >= 4 || model.entryCount > 40
            let route = Self.routes[b.pick(crowded ? 3 : Self.routes.count)]
            let input = c.pick(3)
            let awaiter = model.newAwaiter()
            let cancelledBefore = operation.kind == .routeCancelledBefore
            if cancelledBefore {
                model.effects.resolutions.append((awaiter, .cancel(.taskCancelled)))
            } else {
                expectAwaitedShow(at: path, route: route, input: input, awaiter: awaiter)
            }
            await startAwaiter(awaiter, cancelledBefore: cancelledBefore) { await Self.route(flow, route, input) }
            let name = cancelledBefore ? "route(cancelled before)" : "route"
            return ("\(name)(\(path), \(route), \(input)) as awaiter \(awaiter)", .ok, .ok)

        case .popLast:
            let path = flowPaths[a.pick(flowPaths.count)]
            guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
            let expected = Self.expectation { () throws(ModelError) in try model.popLast(at: path) }
            let actual = Self.outcome { () throws(NavigationError) in try flow.popLast() }
            return ("popLast(\(path))", expected, actual)

        case .popEntry, .popTo, .handleEnd:
            let path = flowPaths[a.pick(flowPaths.count)]
            guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
            let ids = (model.node(at: path)?.entries ?? []).compactMap(\.id)
            let useDead = c.pick(8) == 0 || ids.isEmpty
            guard let id = useDead ? deadIDs.randomElement(pick: b) : ids[b.pick(ids.count)] else { return nil }
            switch operation.kind {
            case .popEntry:
                let expected = Self.expectation { () throws(ModelError) in try model.pop(id, at: path) }
                let actual = Self.outcome { () throws(NavigationError) in try flow.pop(id) }
                return ("pop(\(id), \(path))", expected, actual)
            case .popTo:
                let expected = Self.expectation { () throws(ModelError) in try model.pop(to: id, at: path) }
                let actual = Self.outcome { () throws(NavigationError) in try flow.pop(to: id) }
                return ("pop(to: \(id), \(path))", expected, actual)
            default:
                let completing = c.second.pick(2) == 0
                let expected = Self.expectation { () throws(ModelError) in
                    try model.endScreen(id, at: path, completing: completing)
                }
                let actual = Self.outcome { () throws(NavigationError) in
                    guard let handle = flow.navigation.entry(id) else {
                        throw NavigationError(.entryNotFound, "no entry \(id)")
                    }
                    if completing {
                        try handle.complete()
                    } else {
                        try handle.dismiss()
                    }
                }
                return ("entry(\(id), \(path)).\(completing ? "complete" : "dismiss")()", expected, actual)
            }

        case .popToRoot:
            let path = flowPaths[a.pick(flowPaths.count)]
            guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
            let expected = Self.expectation { () throws(ModelError) in try model.popToRoot(at: path) }
            let actual = Self.outcome { () throws(NavigationError) in try flow.popToRoot() }
            return ("popToRoot(\(path))", expected, actual)

        case .focusFirst:
            let path = flowPaths[a.pick(flowPaths.count)]
            guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
            let route = Self.routes[b.pick(Self.routes.count)]
            let input: Int? = (route == "page" || route == "again") && c.pick(2) == 0 ? c.second.pick(3) : nil
            let expected = Self.expectation { () throws(ModelError) in
                try model.focusFirst(route: route, input: input, at: path)
            }
            let actual = Self.outcome { () throws(NavigationError) in try Self.focusFirst(flow, route, input) }
            return ("focusFirst(\(path), \(route), \(input.map(String.init) ?? "any"))", expected, actual)

        case .root:
            let path = flowPaths[a.pick(flowPaths.count)]
            guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
            let root = Self.roots[b.pick(model.depth >= 3 ? 2 : Self.roots.count)]
            let input: Int? = root == "alt" ? c.pick(2) : nil
            let expected = Self.expectation { () throws(ModelError) in try model.root(root, input: input, at: path) }
            let actual = Self.outcome { () throws(NavigationError) in
                switch root {
                case "home": try flow.root(\.home)
                case "alt": try flow.root(\.alt, input ?? 0)
                case "tabs": try flow.root(\.tabs)
                case "split": try flow.root(\.split)
                default: try flow.root(\.nested)
                }
            }
            return ("root(\(path), \(root)\(input.map { "(\($0))" } ?? ""))", expected, actual)

        case .finish, .cancelFlow:
            let candidates =
                operation.kind == .finish
                ? model.nodePaths { $0.kind == .flow }.filter { !$0.isEmpty }
                : model.nodePaths().filter { !$0.isEmpty }
            guard !candidates.isEmpty else { return nil }
            let path = candidates[a.pick(candidates.count)]
            let value = b.pick(100)
            let outcome: ModelOutcome = operation.kind == .finish ? .done(value) : .cancel(.cancelledItself)
            // Resolve the real target before the model removes it.
            guard let coordinator = coordinator(at: path) else { return nil }
            let flow = flow(at: path)
            let expected = Self.expectation { () throws(ModelError) in try model.finish(at: path, outcome) }
            let actual = Self.outcome { () throws(NavigationError) in
                if let flow, operation.kind == .finish {
                    try flow.finish(.done(value))
                } else {
                    try opened(coordinator).cancel()
                }
            }
            return ("\(operation.kind == .finish ? "finish(.done(\(value)))" : "cancel()")(\(path))", expected, actual)

        case .cancelAwaiter:
            let pending = model.pendingAwaiters()
            if c.pick(4) == 0 || pending.isEmpty {
                // Cancelling a task that has already resumed changes nothing.
                guard let awaiter = resolvedAwaiters.randomElement(pick: b) else { return nil }
                tasks[awaiter]?.cancel()
                return ("cancel resolved awaiter \(awaiter) again", .ok, .ok)
            }
            let awaiter = pending[a.pick(pending.count)].awaiter
            model.cancelAwaiter(awaiter)
            tasks[awaiter]?.cancel()
            if b.pick(3) == 0 { tasks[awaiter]?.cancel() }  // cancelling twice
            // The removal happens on a later turn of the main actor.
            _ = await yieldUntil(turns: 1_000_000) { log.results[awaiter] != nil }
            return ("cancel awaiter \(awaiter)", .ok, .ok)

        case .intent, .staleIntent:
            var ids = operation.kind == .intent ? model.liveIDs() : deadIDs
            let guarded = model.guardedEntries()
            if operation.kind == .intent, a.second.pick(4) != 0, !guarded.isEmpty {
                // About a guarded entry, or the one below it.
                let (path, index) = guarded[a.pick(guarded.count)]
                let entries = model.node(at: path)?.entries ?? []
                ids = [entries[index].id, entries[index - 1].id].compactMap { $0 }
            }
            let selected = model.nodePaths { !$0.isStack }.compactMap { path -> EntryID? in
                guard let node = model.node(at: path), let index = node.selected else { return nil }
                return node.entries[index].id
            }
            let reselect = operation.kind == .intent && c.second.second.pick(4) == 0 && !selected.isEmpty
            if reselect {
                // The user taps the selected tab again.
                ids = [selected[a.pick(selected.count)]]
            }
            guard !ids.isEmpty else { return nil }
            let id = ids[a.pick(ids.count)]
            var intent: UserIntent =
                switch b.pick(3) {
                case 0: .popped(to: id)
                case 1: .dismissed(id)
                default: ids.count == 2 ? .popped(to: ids[1]) : .selected(id)
                }
            if reselect { intent = .selected(id) }
            let receivers = model.isFinished ? [[]] : model.nodePaths()
            let path = c.pick(4) == 0 ? receivers[c.second.pick(receivers.count)] : []
            guard let receiver = coordinator(at: path) ?? (model.isFinished ? top : nil) else { return nil }
            if !Coverage.covers(.wrappedTabReselect), model.reselectsWrappedStack(intent) { return nil }
            let expected = receiveGuarded(intent, at: path)
            let actual = path.isEmpty ? frontEnd.send(intent) : opened(receiver).receive([intent])
            return ("receive(\(intent)) at \(path)", .intent(expected), .intent(actual))

        case .handleDismiss:
            guard !handles.isEmpty else { return nil }
            let (id, handle) = handles[a.pick(handles.count)]
            let expected = model.dismissHandle(id)
            let actual = (try? handle.dismiss()) != nil
            return ("ShownEntry(\(id)).dismiss()", .flag(expected), .flag(actual))

        case .staleRouter:
            let stale = deadRefs.filter { routers[$0] != nil }
            guard !stale.isEmpty, let router = routers[stale[a.pick(stale.count)]] else { return nil }
            // A router never keeps its coordinator alive: it reports routerStale.
            let actual: ModelResult =
                router.isValid
                ? .flag(true) : Self.outcome { () throws(NavigationError) in try router.show(\.page, 1) }
            return ("a stale router shows", .error(.routerStale), actual)

        case .tabSelect, .tabFocus, .tabRemove, .tabAdd:
            return performContainerCall(operation)

        case .setGuard:
            return performSetGuard(a: a, b: b, c: c)

        case .navigate:
            return performNavigate(a: a, b: b, c: c)

        case .answerGuard:
            return performAnswer(b: b)

        case .cancelRequest:
            return performCancelRequest(a: a)

        case .deepLink:
            return performDeepLink(a: a, b: b, c: c)

        case .restore:
            return await performRestore(a: a, b: b, c: c)

        case .alert:
            return await performAlert(a: a, b: b, c: c)

        case .answer:
            return performAnswer(a: a, b: b, c: c)

        case .detent:
            return performDetent(a: a, b: b, c: c)

        case .transaction:
            return await performTransaction(a: a, b: b, c: c)

        case .dropTop:
            // Acts on a few of its draws only: ``run(_:)`` ends the run with it.
            return nil

        case .finishTop:
            // Rarer than its weight says: what follows is misuse, so a third of the draws act.
            guard b.pick(3) == 0 || model.isFinished else { return nil }
            let expected = Self.expectation { () throws(ModelError) in try model.finish(at: [], .done(1)) }
            let actual = Self.outcome { () throws(NavigationError) in try top.finish(.done(1)) }
            return ("finish the top flow", expected, actual)
        }
    }

    private func performTransaction(a: UInt64, b: UInt64, c: UInt64) async -> (String, ModelResult, ModelResult)? {
        let path = flowPaths[a.pick(flowPaths.count)]
        guard let flow = flow(at: path) ?? (model.isFinished ? top : nil) else { return nil }
        var steps = transactionSteps(at: path, a: a, b: b, minimum: 2, makesFlows: true)
        var intentInside = false
        if c.pick(3) == 0 {
            // A step that throws: the whole transaction rolls back.
            let failing = c.second.pick(steps.count + 1)
            steps.insert(.popTo(EntryID(rawValue: .max)), at: failing)
            // An intent received before it is undone with it (issue 11, case 9).
            if Coverage.covers(.rolledBackIntents), let top = model.node(at: path)?.entries.last,
                top.presentation != .root, let id = top.id
            {
                steps.insert(.receive(.dismissed(id)), at: c.second.second.pick(failing + 1))
                intentInside = true
            }
        }

        var trial = model
        trial.effects = ModelEffects()
        let (failure, change) = trial.apply(steps, at: path)
        let expected: ModelResult
        if let failure {
            model.drop(trial)
            expected = .error(failure.code)
        } else {
            model.adopt(trial, change: change)
            expected = .ok
        }
        var shown: [ShownEntry<FuzzScreen>] = []
        let actual = Self.outcome { () throws(NavigationError) in
            try flow.navigation.transaction { () throws(NavigationError) in
                for step in steps {
                    if case .show(let route, let input) = step {
                        if let handle = try Self.show(flow, route, input) { shown.append(handle) }
                    } else {
                        try Self.apply(step, to: flow)
                    }
                }
            }
        }
        if intentInside {
            // An intent that outlived the transaction would apply on a later turn.
            for _ in 0..<ChangeFeedTurns.quiet * 4 { await Task.yield() }
        }
        // Handles of screens the transaction showed say whether they are shown
        // (after a rollback they are not: issue 11, case 11).
        if actual == .ok, expected == .ok, let problem = learnIDs(&model.top, from: top.navigation.snapshot) {
            return ("transaction(\(path), \(steps)): \(problem)", expected, .flag(false))
        }
        if Coverage.covers(.rolledBackHandles) || failure == nil {
            for handle in shown where handle.isShown != (model.locate(handle.id) != nil) {
                return (
                    "transaction(\(path), \(steps)): the handle of \(handle.id) says isShown \(handle.isShown)",
                    .flag(model.locate(handle.id) != nil), .flag(handle.isShown)
                )
            }
        }
        for handle in shown {
            handles.append((handle.id, handle))
            if handles.count > 24 { handles.removeFirst() }
        }
        return ("transaction(\(path), \(steps))", expected, actual)
    }

    // MARK: Typed calls

    static func show(_ flow: FuzzFlow, _ route: String, _ input: Int) throws(NavigationError) -> ShownEntry<
        FuzzScreen
    >? {
        switch route {
        case "page": return try flow.show(\.page, input)
        case "again": return try flow.show(\.again, input)
        case "note": return try flow.show(\.note)
        case "flow": try flow.show(\.flow)
        case "cover": try flow.show(\.cover)
        case "wrapped": try flow.show(\.wrapped)
        default: try flow.show(\.pushed)
        }
        return nil
    }

    private static func route(_ flow: FuzzFlow, _ route: String, _ input: Int) async -> ModelOutcome {
        switch route {
        case "page": ModelOutcome(await flow.route(to: \.page, input))
        case "again": ModelOutcome(await flow.route(to: \.again, input))
        case "note": ModelOutcome(await flow.route(to: \.note))
        case "flow": ModelOutcome(await flow.route(to: \.flow))
        case "cover": ModelOutcome(await flow.route(to: \.cover))
        case "wrapped": ModelOutcome(await flow.route(to: \.wrapped))
        default: ModelOutcome(await flow.route(to: \.pushed))
        }
    }

    private static func focusFirst(_ flow: FuzzFlow, _ route: String, _ input: Int?) throws(NavigationError) {
        switch (route, input) {
        case ("page", let input?): try flow.focusFirst(\.page, input)
        case ("page", nil): try flow.focusFirst(\.page)
        case ("again", let input?): try flow.focusFirst(\.again, input)
        case ("again", nil): try flow.focusFirst(\.again)
        case ("note", _): try flow.focusFirst(\.note)
        case ("flow", _): try flow.focusFirst(\.flow)
        case ("cover", _): try flow.focusFirst(\.cover)
        case ("wrapped", _): try flow.focusFirst(\.wrapped)
        default: try flow.focusFirst(\.pushed)
        }
    }
}

extension ModelOutcome {
    /// Equality, except that a `notShown` error is compared by its code only.
    func matches(_ other: ModelOutcome) -> Bool {
        if case .cancel(let mine) = self, case .cancel(let theirs) = other, mine.code == .notShown {
            return theirs.code == .notShown && mine.error?.code == theirs.error?.code
        }
        return self == other
    }
}

extension Array {
    /// An element picked by a random number, or `nil` if empty.
    func randomElement(pick: UInt64) -> Element? {
        isEmpty ? nil : self[pick.pick(count)]
    }
}

/// Lets the main actor run until a condition holds: at most `turns` turns and
/// `limit` of time; never a sleep.
@MainActor
func yieldUntil(turns: Int = 1_000, limit: Duration = .seconds(30), _ condition: () -> Bool) async -> Bool {
    let end = ContinuousClock.now.advanced(by: limit)
    for _ in 0..<turns {
        if condition() { return true }
        if ContinuousClock.now >= end { break }
        await Task.yield()
    }
    return condition()
}

/// Describes how two snapshots differ, as a line diff of their trees with ids.
enum SnapshotDiff {
    static func describe(expected: CoordinatorSnapshot, actual: CoordinatorSnapshot) -> String {
        let old = lines(expected)
        let new = lines(actual)
        var result: [String] = []
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? old[index] : ""
            let right = index < new.count ? new[index] : ""
            result.append(left == right ? "  \(left)" : "- \(left)\n+ \(right)")
        }
        return "(- model, + Waypoint)\n" + result.joined(separator: "\n")
    }

    private static func lines(_ snapshot: CoordinatorSnapshot) -> [String] {
        var lines: [String] = []
        func visit(_ node: CoordinatorSnapshot, _ indent: String) {
            lines.append(
                "\(indent)\(node.type) (\(node.kind)) selected=\(node.selected.map(String.init(describing:)) ?? "-")")
            for entry in node.entries {
                lines.append(
                    "\(indent)  \(entry.id) \(entry.presentation) \(entry.route)(\(entry.input ?? ""))"
                        + "\(entry.isAwaited ? " [awaited]" : "")\(entry.item.map { " \"\($0.title)\"" } ?? "")"
                )
                if let child = entry.child { visit(child, indent + "    ") }
            }
        }
        visit(snapshot, "")
        return lines
    }
}

/// Turns of the main actor that let stragglers arrive.
enum ChangeFeedTurns {
    static let quiet = 4
}
