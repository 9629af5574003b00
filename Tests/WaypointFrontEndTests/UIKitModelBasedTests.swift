import Foundation
import Testing
import Waypoint
import WaypointFrontEnd
import WaypointTesting

extension ModelBasedRuns {
    /// Random core operations, awaited routes, deep links, restorations, root
    /// switches, split views (made, selected in, shown in, their columns shown
    /// and hidden by code and by the user's swipe) and width changes at any
    /// step, tabs added and removed (under sheets, in sheets, pushed), alerts
    /// asked and answered, sheets moved between detents, and user gestures
    /// (alert buttons tapped and sheets dragged included) begun, cancelled and
    /// finished while UIKit animates, its animations finished in any order,
    /// checked at every quiet point against the fake UIKit:
    /// it shows exactly the state, no rule was broken, every gesture was applied
    /// once, nothing removed is alive. After every step, the session's cut and
    /// target, made from the ones before, must be those made from scratch of the
    /// state it read, and its `isSettled` what a full plan says.
    ///
    /// Replay a failing run with `WAYPOINT_UIKIT_SEED=<seed>` (and
    /// `WAYPOINT_UIKIT_STEPS=<steps>`).
    @Suite("UIKit model-based")
    @MainActor
    struct UIKitModelBasedTests {
        @Test("random operations and gestures keep UIKit in step with the core (10,000 steps)")
        func randomRuns() async {
            let (ran, wanted) = await ModelRuns.run(
                UIKitModelRun.self, prefix: "WAYPOINT_UIKIT", seeds: [1, 2, 3, 4], steps: 2_500)
            #expect(ran >= wanted)
        }
    }
}

/// One seeded run.
@MainActor
struct UIKitModelRun: SeededRun {
    let seed: UInt64
    var random: SplitMix
    let made = Made()
    let app: Shell
    let uikit: FakeUIKit
    var driver: ShellDriver
    var failed = false
    /// Entries the user removed by a finished gesture since the last quiet point.
    var removedByUser: Set<EntryID> = []
    /// Gestures finished so far (each may make one change; a guard may answer
    /// after the quiet point that follows it, so the counts are kept for the run).
    var gestures = 0
    var userChanges = UserChangeCounter()
    var step = 0
    /// The last actions, for the failure report.
    var trace: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix(seed: seed)
        app = Shell(made: made)
        uikit = FakeUIKit(app)
        driver = ShellDriver(app: app, made: made)
    }

    /// Runs the steps; returns how many ran.
    mutating func run(steps: Int) async -> Int {
        let follower = Task { [uikit] in await uikit.follow() }
        let counter = Task { [app, userChanges] in
            for await change in app.navigation.changes(buffering: .all) where change.cause == .user {
                userChanges.count += 1
            }
        }
        defer {
            follower.cancel()
            counter.cancel()
            driver.cancelWaits()
        }
        await yields()
        for index in 0..<steps {
            step = index
            await perform()
            await yields()
            checkIncremental()
            if index % 20 == 19 || Int.random(in: 0..<40, using: &random) == 0 {
                await quietPoint()
            }
            if failed { return index + 1 }
        }
        await quietPoint()
        // Pushes and pops from a settled state are planned without the planner, and checked against it.
        if steps >= 500, uikit.session.directPlans == 0 {
            Issue.record("seed \(seed): no plan of \(steps) steps was made without the planner")
        }
        return steps
    }

    // MARK: Steps

    mutating func perform() async {
        let roll = Int.random(in: 0..<100, using: &random)
        switch roll {
        case 0..<27: coreOperation()
        case 27..<30: if let line = driver.awaitedRoute(&random) { note(line) }
        case 30..<36: deepLink()
        case 36..<39: restoration()
        case 39..<43: setGuard()
        case 43..<70: gesture()
        case 70..<76: if let line = driver.alertOperation(&random) { note(line) }
        case 76..<80: if let line = driver.splitOperation(&random) { note(line) }
        case 80..<82: changeWidth()
        case 82: swipeColumn()
        default: animate()
        }
    }

    mutating func coreOperation() {
        if let line = driver.coreOperation(&random) { note(line) }
    }

    /// A rotation or a window resize, at any moment: UIKit collapses or expands its split views.
    mutating func changeWidth() {
        uikit.isCompactWidth.toggle()
        note("width \(uikit.isCompactWidth ? "compact" : "regular")")
    }

    /// The user's swipe showing or hiding a column of an expanded split.
    mutating func swipeColumn() {
        guard let split = uikit.splitViews.randomElement(using: &random) else { return }
        let column: SplitColumn = Bool.random(using: &random) ? .sidebar : .content
        let shown = uikit.shownColumns(in: split)?.contains(column) != true
        if uikit.swipeColumn(column, shown: shown, in: split) { gestures += 1 }
        note("swipe \(column) \(shown ? "shown" : "hidden") in \(String(describing: split))")
    }

    mutating func deepLink() {
        note(driver.deepLink(&random))
    }

    mutating func restoration() {
        note(driver.restoration(&random))
    }

    mutating func setGuard() {
        // A guard set while a gesture's report is still to come may veto it: expect nothing of it.
        if let line = driver.setGuard(&random) {
            removedByUser = []
            note(line)
        }
    }

    mutating func gesture() {
        let kind = Int.random(in: 0..<12, using: &random)
        note("gesture \(kind)")
        switch kind {
        case 0, 1: uikit.beginSwipeBack()
        case 2:
            let top = uikit.swipedScreens?.last
            if uikit.finishSwipeBack() { noteRemoved(top.map { [$0] } ?? []) }
        case 3: uikit.cancelSwipeBack()
        case 4:
            let levels = Int.random(in: 1...3, using: &random)
            let removed = Array(uikit.visibleScreens.suffix(levels))
            if uikit.tapBack(levels: levels) { noteRemoved(removed) }
        case 5:
            // A guarded sheet refuses the swipe and asks its guard: one change at most.
            uikit.beginSwipeDown()
            gestures += 1
        case 6:
            let top = uikit.presentedIDs.last
            if uikit.finishSwipeDown() { noteRemoved(top.map { [$0] } ?? []) }
        case 7: uikit.cancelSwipeDown()
        case 8:
            // The alert's button, by label: UIKit dismisses it and reports the tap once.
            let label = Bool.random(using: &random) ? "OK" : "No"
            if uikit.tapAlertButton(label) { gestures += 1 }
            note("  alert \(String(describing: uikit.shownAlert?.id)) tapped \(label)")
        case 9:
            let detent: SheetDetent = Bool.random(using: &random) ? .medium : .large
            if uikit.dragSheet(to: detent) { gestures += 1 }
            note("  drag to \(detent)")
        default:
            guard let bar = uikit.visibleTabBars.randomElement(using: &random),
                let tab = bar.tabs.randomElement(using: &random)
            else { return }
            let before = uikit.session.shown.selections[bar.container]
            if uikit.tapTab(tab, in: bar.container) { gestures += 1 }
            note(
                "  tap \(tab) in \(String(describing: bar.container)): fake \(String(describing: bar.selected)) → "
                    + "\(String(describing: uikit.selection(in: bar.container))), session \(String(describing: before)) → "
                    + "\(String(describing: uikit.session.shown.selections[bar.container])), in flight \(uikit.session.stepsInFlight.map(\.lane))"
            )
        }
    }

    mutating func animate() {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            note("animate")
            uikit.finishNextAnimation()
        case 1:
            note("animate several")
            for _ in 0..<Int.random(in: 1...4, using: &random) { uikit.finishNextAnimation() }
        default:
            // UIKit ends animations on different controllers in any order.
            guard let lane = uikit.animatingLanes.randomElement(using: &random) else { return }
            note("animate \(lane)")
            uikit.finishAnimation(in: lane)
        }
    }

    // MARK: Gestures applied once

    /// The top screens of the stack on screen, as the fake shows them.
    func visibleStackTop(_ levels: Int) -> [EntryID] {
        guard let stack = uikit.session.shown.visibleStack, let ids = uikit.stack(of: stack.id) else { return [] }
        return Array(ids.suffix(levels))
    }

    /// Entries a gesture removed, to check at the next quiet point: those the
    /// core holds unguarded now.
    mutating func noteRemoved(_ ids: [EntryID]) {
        gestures += 1
        note(
            "  removed \(ids.map { lineage(of: $0, in: app.navigation.snapshot) }); presented \(uikit.presentedIDs); shown stack \(visibleStackTop(9))"
        )
        let snapshot = app.navigation.snapshot
        let entries = ids.compactMap { find($0, in: snapshot) }
        // A guard among them, on a flow that holds one, or on an entry the pop takes with
        // them (shown above them meanwhile, while the finger moved), may say no for all of them.
        guard !entries.contains(where: isGuarded), !ids.contains(where: { hasGuardedAncestor($0, in: snapshot) }),
            !ids.contains(where: { hasGuardAbove($0, in: snapshot) })
        else { return }
        removedByUser.formUnion(entries.map(\.id))
    }

    // MARK: Incremental against full

    /// The session follows changes incrementally: its cut and its target,
    /// made from the ones before, are those made from scratch of the state it
    /// read (and the cut is the reference cut), and it is settled exactly when
    /// a plan toward that target finds nothing to do.
    mutating func checkIncremental() {
        let session = uikit.session
        let full = session.recomputed()
        var problems: [String] = []
        if session.layers != full.layers || session.layers.alerts != full.layers.alerts {
            problems.append("the session's cut differs from the full cut")
            problems.append(FrontEndModelRun.difference(session.layers, full.layers))
        }
        let reference = ReferenceCutter.layers(full.snapshot)
        if full.layers.layers != reference {
            problems.append("the full cut differs from the reference cut")
            problems.append(FrontEndModelRun.difference(full.layers.layers, reference))
        }
        if session.target != full.target {
            problems.append(
                "the session's target differs from the full one: stacks \(session.target.stacks.mapValues { $0.map(\.id) }) "
                    + "≠ \(full.target.stacks.mapValues { $0.map(\.id) }), presented \(session.target.presented.map(\.id)) "
                    + "≠ \(full.target.presented.map(\.id)), selections \(session.target.selections) ≠ \(full.target.selections)"
            )
        }
        let settled =
            session.busyLanes.isEmpty
            && UIKitPlanner.steps(from: session.shown, to: full.target, busy: [], animated: false).isEmpty
        if session.isSettled != settled {
            problems.append("the session says settled \(session.isSettled); a full plan says \(settled)")
        }
        if session.directPlanMismatches > 0 {
            problems.append("\(session.directPlanMismatches) plans made without the planner differ from its plans")
        }
        guard !problems.isEmpty else { return }
        failed = true
        Issue.record(
            Comment(
                rawValue: "seed \(seed), step \(step) (replay: WAYPOINT_UIKIT_SEED=\(seed) "
                    + "WAYPOINT_UIKIT_STEPS=\(step + 1)):\n" + problems.joined(separator: "\n") + "\n"
                    + full.snapshot.description + "\n" + trace.joined(separator: "\n")
            )
        )
    }

    // MARK: Quiet points

    mutating func quietPoint() async {
        uikit.cancelSwipeBack()
        uikit.cancelSwipeDown()
        var rounds = 0
        repeat {
            uikit.finishAnimations()
            await yields()
            uikit.sync()
            rounds += 1
        } while (!uikit.isQuiet || !uikit.session.isSettled) && rounds < 50
        let snapshot = app.navigation.snapshot
        var problems = uikit.differences(from: UIKitScene(ModalLayers(snapshot), width: uikit.session.width))
        if !uikit.breaches.isEmpty { problems.append("rules broken: \(uikit.breaches)") }
        if !problems.isEmpty {
            let session = uikit.session
            problems.append(
                "session: settled \(session.isSettled), busy \(session.busyLanes), fake quiet \(uikit.isQuiet); "
                    + "shown stacks \(session.shown.stacks.mapValues { $0.map(\.id) }), "
                    + "target stacks \(session.target.stacks.mapValues { $0.map(\.id) }), "
                    + "shown presented \(session.shown.presented.map(\.id)), target presented \(session.target.presented.map(\.id)), "
                    + "shown selections \(session.shown.selections), target selections \(session.target.selections)"
            )
            problems.append("fake: \(uikit.stateDescription)")
            problems += uikit.performed.suffix(12).map { "performed \(describe($0))" }
        }
        let leaked = uikit.screensAliveOutsideWindow
        if !leaked.isEmpty { problems.append("screens alive outside the window: \(leaked)") }
        let coordinators = coordinatorCount(snapshot)
        // An awaited route's task holds its flow until it resumes, after a hop off the main actor that a loaded
        // machine can delay: a coordinator that outlives its removal for good is a leak, not one that goes soon.
        let bound = ContinuousClock.now.advanced(by: .seconds(5))
        while made.alive != coordinators, ContinuousClock.now < bound { await Task.yield() }
        if made.alive != coordinators {
            problems.append("\(made.alive) coordinators alive, \(coordinators) in the tree")
        }
        let kept = removedByUser.filter { find($0, in: snapshot) != nil }
        if !kept.isEmpty {
            problems.append("gestures not applied: \(kept.map { lineage(of: $0, in: snapshot) }) still in the tree")
        }
        if userChanges.count > gestures {
            problems.append("\(userChanges.count) user changes for \(gestures) gestures")
        }
        removedByUser = []
        if !problems.isEmpty {
            failed = true
            Issue.record(
                Comment(
                    rawValue: "seed \(seed), step \(step) (replay: WAYPOINT_UIKIT_SEED=\(seed) "
                        + "WAYPOINT_UIKIT_STEPS=\(step + 1)):\n" + problems.joined(separator: "\n") + "\n"
                        + snapshot.description + "\n" + trace.joined(separator: "\n")
                )
            )
        }
    }

    func yields() async {
        for _ in 0..<4 { await Task.yield() }
    }

    func describe(_ step: UIKitStep) -> String {
        switch step {
        case .setRoot(let layer): "setRoot \(UIKitShape(layer))"
        case .setStack(let items, of: let id, let animated):
            "setStack \(items.map(\.id)) of \(String(describing: id)) \(animated)"
        case .present(let layer, from: let id, let animated):
            "present \(String(describing: layer.id)) from \(String(describing: id)) \(animated)"
        default: "\(step)"
        }
    }

    // MARK: The tree

    func coordinatorCount(_ snapshot: CoordinatorSnapshot) -> Int {
        snapshot.entries.reduce(1) { $0 + ($1.child.map(coordinatorCount) ?? 0) }
    }

    /// Whether an entry that holds this one is guarded.
    func hasGuardedAncestor(_ id: EntryID, in snapshot: CoordinatorSnapshot) -> Bool {
        for entry in snapshot.entries {
            guard let child = entry.child, find(id, in: child) != nil else { continue }
            return entry.isGuarded || hasGuardedAncestor(id, in: child)
        }
        return false
    }

    /// Whether an entry stacked after this one, or after an entry that holds
    /// it, is guarded: a pop to below it removes that entry too.
    func hasGuardAbove(_ id: EntryID, in snapshot: CoordinatorSnapshot) -> Bool {
        for (index, entry) in snapshot.entries.enumerated() {
            guard entry.id == id || entry.child.map({ find(id, in: $0) != nil }) == true else { continue }
            if snapshot.entries[(index + 1)...].contains(where: isGuarded) { return true }
            return entry.id != id && entry.child.map { hasGuardAbove(id, in: $0) } == true
        }
        return false
    }

    /// Whether removing the entry asks a guard: it or an entry in its flow is guarded.
    func isGuarded(_ entry: EntrySnapshot) -> Bool {
        entry.isGuarded || (entry.child?.entries.contains { isGuarded($0) } ?? false)
    }

    /// The entries from the root down to an entry, with their routes.
    func lineage(of id: EntryID, in snapshot: CoordinatorSnapshot) -> String {
        for entry in snapshot.entries {
            if entry.id == id { return "\(entry.id) \(entry.route)" }
            if let child = entry.child, find(id, in: child) != nil {
                return "\(entry.id) \(entry.route) > " + lineage(of: id, in: child)
            }
        }
        return "?"
    }

    func find(_ id: EntryID, in snapshot: CoordinatorSnapshot) -> EntrySnapshot? {
        for entry in snapshot.entries {
            if entry.id == id { return entry }
            if let child = entry.child, let found = find(id, in: child) { return found }
        }
        return nil
    }
}

/// Counts the changes the user made, from a task that watches the changes stream.
@MainActor
final class UserChangeCounter {
    var count = 0
}
