import Foundation
import Testing
import Waypoint
import WaypointFrontEnd

extension ModelBasedRuns {
    /// Random core operations, split views, width changes, deep links,
    /// restorations, guards and a UI's gestures and confirmations, read by a
    /// `FrontEndSession` that misses changes and reads them out of order. After
    /// every read, the session's cut, made from the one before, must be the full
    /// cut of the state it read; at every step, a cut made from any earlier cut
    /// must be the full cut; at quiet points the session draws exactly the
    /// core's state; a width change draws nothing anew.
    ///
    /// Replay a failing run with `WAYPOINT_FRONTEND_SEED=<seed>` (and
    /// `WAYPOINT_FRONTEND_STEPS=<steps>`).
    @Suite("FrontEndSession model-based")
    @MainActor
    struct FrontEndModelBasedTests {
        @Test("a session that misses changes and reads them out of order cuts what a full cut does (8,000 steps)")
        func randomRuns() async {
            let (ran, wanted) = await ModelRuns.run(
                FrontEndModelRun.self,
                prefix: "WAYPOINT_FRONTEND",
                seeds: [1, 2, 3, 4],
                steps: 2_000
            )
            #expect(ran >= wanted)
        }
    }
}

/// The changes of the app, as they come, for the run to hand the session late.
@MainActor
final class ChangeQueue {
    var changes: [NavigationChange] = []
}

/// One seeded run.
@MainActor
struct FrontEndModelRun: SeededRun {
    let seed: UInt64
    var random: SplitMix
    let made = Made()
    let app: Shell
    let session: FrontEndSession
    var driver: ShellDriver
    let queue = ChangeQueue()
    /// Earlier cuts, for a new cut to reuse out of order.
    var history: [ModalLayers] = []
    var failed = false
    var step = 0
    /// The last actions, for the failure report.
    var trace: [String] = []

    init(seed: UInt64) {
        self.seed = seed
        random = SplitMix(seed: seed)
        app = Shell(made: made)
        session = FrontEndSession(app)
        driver = ShellDriver(app: app, made: made)
    }

    /// Runs the steps; returns how many ran.
    mutating func run(steps: Int) async -> Int {
        let follower = Task { [app, queue] in
            for await change in app.navigation.changes(buffering: .all) { queue.changes.append(change) }
        }
        defer {
            follower.cancel()
            driver.cancelWaits()
        }
        await yields()
        for index in 0..<steps {
            step = index
            await perform()
            await yields()
            checkCuts()
            if index % 25 == 24 { await quietPoint() }
            if failed { return index + 1 }
        }
        await quietPoint()
        return steps
    }

    // MARK: Steps

    mutating func perform() async {
        let roll = Int.random(in: 0..<110, using: &random)
        switch roll {
        case 0..<21: if let line = driver.coreOperation(&random) { note(line) }
        case 21..<25: if let line = driver.alertOperation(&random) { note(line) }
        case 25..<30: if let line = driver.awaitedRoute(&random) { note(line) }
        case 30..<35: note(driver.deepLink(&random))
        case 35..<38: note(driver.restoration(&random))
        case 38..<42: if let line = driver.setGuard(&random) { note(line) }
        case 42..<62: gesture()
        case 62..<75: confirm()
        case 75..<90: read()
        case 90..<100: note("the session misses the changes so far")
        case 100..<106: if let line = driver.splitOperation(&random) { note(line) }
        default: changeWidth()
        }
    }

    /// The window changes width (a rotation, a resize): the UI collapses or
    /// expands its split views itself, so the session draws nothing anew.
    mutating func changeWidth() {
        let before = (session.drawn, session.revision)
        session.width = session.width == .compact ? .regular : .compact
        note("width \(session.width)")
        if session.drawn != before.0 || session.revision != before.1 {
            fail(["a width change drew anew: revision \(before.1) → \(session.revision)"])
        }
    }

    /// The session reads what the app's changes stream holds: some of the
    /// changes dropped (never a veto, which the session needs to forget what
    /// a gesture left), in any order; or it reads the state without a change.
    mutating func read() {
        var batch = queue.changes
        queue.changes = []
        batch = batch.filter { $0.cause == .vetoed || Int.random(in: 0..<4, using: &random) > 0 }
        batch.shuffle(using: &random)
        note("read \(batch.map { "\($0.cause) v\($0.version)" })")
        if batch.isEmpty {
            session.sync()
        } else {
            for change in batch { session.apply(change) }
        }
        expectCurrentCut("after a read")
    }

    /// The UI says a presentation ended (the top layer appeared), or a
    /// dismissal did (the top layer presented what left): for the session's
    /// step, or for the user's swipe-down, before or after the session hears
    /// of it.
    mutating func confirm() {
        let layer = session.drawn.last?.id
        if Bool.random(using: &random) {
            note("did present \(String(describing: layer))")
            session.didPresent(layer)
        } else {
            note("did dismiss above \(String(describing: layer))")
            session.didDismiss(presentedBy: layer)
        }
    }

    /// A gesture, as a SwiftUI binding reports it: a shorter path, a sheet
    /// swiped down (or a late write for it), a tab tapped, a back button.
    mutating func gesture() {
        let stacks = Self.stacks(in: session.drawn)
        let containers = session.drawn.flatMap(Self.containers(in:))
        switch Int.random(in: 0..<8, using: &random) {
        case 0:
            guard let stack = stacks.randomElement(using: &random) else { return }
            let path = session.path(of: stack)
            let kept = Int.random(in: 0...path.count, using: &random)
            note("set path of \(String(describing: stack)) to \(kept) of \(path.count)")
            session.setPath(Array(path.prefix(kept)), of: stack)
        case 1:
            guard let layer = session.drawn.dropFirst().randomElement(using: &random)?.id else { return }
            note("dismiss \(layer)")
            session.dismiss(layer)
        case 2:
            guard let presenter = session.drawn.dropLast().randomElement(using: &random) else { return }
            let shown = session.presented(by: presenter.id)?.id
            let boundTo = Bool.random(using: &random) ? shown : session.drawn.randomElement(using: &random)?.id
            note(
                "write nil for the sheet of \(String(describing: presenter.id)), bound to \(String(describing: boundTo))"
            )
            session.dismissPresented(by: presenter.id, boundTo: boundTo)
        case 3:
            guard let container = containers.randomElement(using: &random),
                let child = container.children.randomElement(using: &random)
            else { return }
            note("select \(child.id) in \(String(describing: container.id))")
            session.select(child.id, in: container.id)
        case 4:
            guard let stack = stacks.randomElement(using: &random),
                let item = session.path(of: stack).randomElement(using: &random)
            else { return }
            note("back from \(item) on \(String(describing: stack))")
            session.goBack(from: item, onStackOf: stack)
        default:
            guard let split = containers.filter({ $0.split != nil }).randomElement(using: &random) else { return }
            splitGesture(on: split)
        }
    }

    /// A gesture on a split view, as a SwiftUI binding reports it: the
    /// columns' visibility written, the sidebar's selection cleared, a back
    /// gesture in the collapsed stack.
    mutating func splitGesture(on split: LayerContainer) {
        switch Int.random(in: 0..<3, using: &random) {
        case 0:
            let visibility = SplitVisibility.allCases.randomElement(using: &random) ?? .all
            note("write visibility \(visibility) of \(String(describing: split.id)) in \(session.width)")
            session.setColumnVisibility(visibility, of: split.id)
        case 1:
            note("write nil for the sidebar's selection of \(String(describing: split.id))")
            session.deselect(in: split.id)
        default:
            guard let screen = split.collapsedStack.randomElement(using: &random) else { return }
            note("collapsed back to \(screen.item.id) in \(String(describing: split.id))")
            session.goBack(to: screen.item.id, inCollapsed: split.id)
        }
    }

    // MARK: Checks

    /// The full cut of the state now is the reference cut; made from a random
    /// earlier cut (of another state, out of order), it is the full cut, and
    /// so are its intents.
    mutating func checkCuts() {
        let snapshot = app.navigation.snapshot
        let full = ModalLayers(snapshot)
        let reference = ReferenceCutter.layers(snapshot)
        if full.layers != reference {
            fail(["the full cut differs from the reference cut", Self.difference(full.layers, reference)])
        }
        let alerts = ReferenceCutter.alerts(snapshot)
        if full.alerts != alerts {
            fail([
                "the full cut's alerts differ from the reference cut's",
                "\(full.alerts.map(\.id)) ≠ \(alerts.map(\.id))",
            ])
        }
        let earlier = history.randomElement(using: &random) ?? session.layers
        let reused = ModalLayers(snapshot, reusing: earlier)
        if reused != full || reused.alerts != full.alerts || reused.intentsForBack() != full.intentsForBack() {
            fail(["a cut made from an earlier one differs from the full cut", Self.difference(reused, full)])
        }
        history.append(reused)
        if history.count > 12 { history.remove(at: Int.random(in: 0..<history.count, using: &random)) }
    }

    /// The session read the state now: its cut, made from its cut before, is
    /// the full cut of it.
    mutating func expectCurrentCut(_ when: String) {
        let full = ModalLayers(app.navigation.snapshot)
        if session.layers != full {
            fail(["the session's cut \(when) differs from the full cut", Self.difference(session.layers, full)])
        }
    }

    /// Every change read, every step confirmed, every guard answered: the
    /// session draws the core's state.
    mutating func quietPoint() async {
        var rounds = 0
        repeat {
            await yields()
            let batch = queue.changes
            queue.changes = []
            for change in batch { session.apply(change) }
            session.sync()
            // A layer being presented is the top one; a dismissed one has left: the top presented it.
            session.didPresent(session.drawn.last?.id)
            session.didDismiss(presentedBy: session.drawn.last?.id)
            rounds += 1
        } while (!session.isSettled || !queue.changes.isEmpty) && rounds < 50
        expectCurrentCut("at a quiet point")
        let full = ModalLayers(app.navigation.snapshot)
        if !session.isSettled || session.drawn != full.layers {
            fail([
                "not settled on the core's state: settled \(session.isSettled)",
                "drawn \(session.drawn.map(\.id)), the core's \(full.layers.map(\.id))",
            ])
        }
    }

    mutating func fail(_ problems: [String]) {
        guard !failed else { return }
        failed = true
        Issue.record(
            Comment(
                rawValue: "seed \(seed), step \(step) (replay: WAYPOINT_FRONTEND_SEED=\(seed) "
                    + "WAYPOINT_FRONTEND_STEPS=\(step + 1)):\n" + problems.joined(separator: "\n") + "\n"
                    + app.navigation.snapshot.description + "\n" + trace.joined(separator: "\n")
            )
        )
    }

    func yields() async {
        for _ in 0..<4 { await Task.yield() }
    }

    // MARK: The drawing

    /// The ids of the navigation stacks a SwiftUI front end draws for these
    /// layers: each layer's, or, for tabs alone, each tab's.
    static func stacks(in layers: [ModalLayer]) -> [EntryID?] {
        layers.flatMap { layer -> [EntryID?] in
            guard layer.drawsContainerOnly, let container = layer.container else { return [layer.id] }
            return stacks(in: container.children.map(\.stack))
        }
    }

    /// The containers a layer draws: at its bottom, pushed on it, and inside them.
    static func containers(in layer: ModalLayer) -> [LayerContainer] {
        let own = ([layer.root].compactMap { $0 } + layer.path).compactMap(\.container)
        let all = layer.root?.container == nil ? [layer.container].compactMap { $0 } + own : own
        return all + all.flatMap { $0.children.flatMap { containers(in: $0.stack) } }
    }

    /// Where two cuts differ, for the failure report.
    static func difference(_ cut: ModalLayers, _ full: ModalLayers) -> String {
        guard cut.layers != full.layers else { return "the layers are equal; the cut snapshots differ" }
        return difference(cut.layers, full.layers)
    }

    /// Where two chains of layers differ, for the failure report.
    static func difference(_ layers: [ModalLayer], _ wanted: [ModalLayer]) -> String {
        for (index, (mine, theirs)) in zip(layers, wanted).enumerated() where mine != theirs {
            return "layer \(index):\n  got  \(mine)\n  want \(theirs)"
        }
        return "\(layers.count) layers, want \(wanted.count)"
    }
}
