public import Waypoint

/// The run-time logic of a UIKit front end, without UIKit: it follows a
/// coordinator, plans UIKit operations one at a time per lane, has a
/// ``UIKitHost`` perform them, and turns what UIKit reports back into intents.
///
/// The session keeps two ``UIKitScene``s: ``shown``, what UIKit shows (updated
/// as each step completes and as UIKit reports the user's gestures), and
/// ``target``, cut from the coordinator's latest state. After every change,
/// completion and report it asks ``UIKitPlanner`` for the next steps, so a
/// change that arrives while UIKit animates only moves the target: the step in
/// flight finishes, and the next one heads for the latest state. A change
/// costs what it changed: the session cuts it from its cut before
/// (``ModalLayers/init(_:reusing:)``) and builds the target from the scene
/// before, listing again only the screens of the navigation controllers whose
/// layer changed, and plans it once when the host completes the steps at once
/// as planned. A change that only gives one navigation controller new screens
/// (a push, a pop, a new path; no tab bar pushed on it, no split view on the
/// way) patches that controller into the scene before; made while UIKit shows
/// the target with nothing in flight or pending, it is planned as that
/// controller's one `setStack`, without comparing the scenes.
///
/// - **Animation follows the cause.** The first drawing and a restoration
///   (`ChangeCause.restore`) do not animate; other changes do, the last
///   visible step only. A change the user made (`ChangeCause.user`) is already
///   on screen: it plans nothing, unless the core did more than the gesture
///   (a re-tapped tab popped to its root). ``drawn(timeout:)`` plans a state
///   it reads before its change arrives by that change's cause; ``sync()``,
///   which cannot know it, animates a new state.
/// - **A tab bar stays.** Tabs added or removed, or a tab whose flow switched
///   its root, change the same tab bar controller
///   (``UIKitStep/setTabs(_:animated:)``): what its layer presents stays up.
/// - **Reports, exactly once.** A pop is reported only by the navigation
///   delegate's `didShow` (``didShow(_:in:)``): a cancelled swipe reports
///   nothing, a multi-level pop is one report, an equal stack is an echo. A
///   swipe-down is reported only by `presentationControllerDidDismiss`
///   (``presentationDidDismiss(_:)``); a programmatic dismissal never is. A
///   tab tap comes from the tab bar's delegate, a re-tap is intercepted in
///   ``shouldSelect(_:in:appShouldSelect:appDidSelect:)`` and answered by the
///   core's `reselect` setting; the app's own tab bar delegate still hears of it.
/// - **Guards use UIKit's hooks.** A guarded sheet is `isModalInPresentation`
///   and its refused swipe asks the guard
///   (``presentationDidAttemptToDismiss(_:)``); a guarded pushed screen
///   refuses the back gesture (``allowsPopGesture(in:)``) and its back button
///   asks the guard (``backAction(from:in:)``). A veto leaves the screen, and
///   its state, in place.
///
/// ```swift
/// let session = UIKitSession(app, host: window)
/// session.sync()                       // installs the window's root now
/// Task { await session.follow() }
/// try app.show(\.todo, 1)
/// await session.drawn()                // UIKit shows the pushed screen
/// ```
@MainActor
public final class UIKitSession {
    /// The observed coordinator, usually the app's root.
    public let coordinator: any Coordinator
    /// What the steps' completions call: one weak reference to the session
    /// for them all, rather than one per step.
    let relay: CompletionRelay
    /// What performs the steps; held weakly.
    public private(set) weak var host: (any UIKitHost)?
    #if DEBUG
    /// The coordinator's state as last read, cut into layers: the target is
    /// made from it. Reports are read against the core's state now.
    public internal(set) var layers: ModalLayers
    /// What UIKit shows.
    public internal(set) var shown = UIKitScene() {
        didSet { sceneWritten() }
    }
    /// What UIKit should show: the latest state, less what a pending gesture removed.
    public internal(set) var target: UIKitScene {
        didSet { sceneWritten() }
    }
    /// How many steps the session has handed its host.
    public private(set) var performedSteps = 0
    /// The width the host draws in, as its trait collection's horizontal
    /// size class says: split views are drawn collapsed in a compact width,
    /// expanded in a regular one. Regular until the host reports otherwise
    /// with ``setWidth(_:committedPops:)``.
    public internal(set) var width = LayoutWidth.regular
    /// Why the last gesture UIKit reported sent nothing, as the gestures'
    /// table says (`ModalLayers.intents(for:width:)`): `nil` once a gesture
    /// is taken.
    public internal(set) var lastRefusal: GestureRefusal?

    var inFlight = StepsInFlight()
    var userLanes: Set<UIKitLane> = []
    /// Lanes whose step in flight the user's gesture overtook: UIKit shows
    /// what the user did, not what the step set, when it completes.
    var overtaken: Set<UIKitLane> = []
    /// Lanes whose step in flight was performed before a width change, with
    /// the width it was performed in: UIKit's collapse or expansion has
    /// moved what it set.
    var resized: [UIKitLane: LayoutWidth] = [:]
    /// The columns UIKit was told to show as each split expanded (the
    /// delegate's ``displayModeWhenExpanding(_:)`` answers, asked before
    /// ``setWidth(_:committedPops:)``), until the next collapse: what UIKit shows once it
    /// has expanded, even when the state has changed since.
    var expandedVisibility: [EntryID?: [SplitColumn]] = [:]
    var animates = false
    var lastSnapshot: CoordinatorSnapshot
    var advancing = false
    var replan = false
    /// Per navigation controller, the screens a pending pop keeps and the first it removes.
    var pendingPaths: [EntryID?: [EntryID]] = [:]
    var pendingDismissals: Set<EntryID> = []
    var pendingSelections: [EntryID?: EntryID] = [:]
    var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    var nextWaiter = 0
    /// What the scene of the last cut made of each layer, for the next one.
    var sceneParts = UIKitScene.Parts()
    /// Whether the last plan, made with no lane busy, found nothing to do,
    /// and ``shown`` and ``target`` have not changed since: ``isSettled``
    /// need not plan again.
    var planIsEmpty = false
    /// How many times ``shown`` or ``target`` was written, and how many steps
    /// completed as planned (``shown`` took them as they were): a final plan
    /// whose steps all completed so, and nothing else, is not made again.
    var sceneWrites = 0
    var plainCompletions = 0
    /// How many plans the session made: for the package's tests, which check
    /// that a change whose steps the host completes at once is planned once.
    package private(set) var plansMade = 0
    /// How many of those plans were made without the planner: a change of
    /// one navigation controller's screens alone, in a settled session.
    package private(set) var directPlans = 0
    /// In debug builds, how many of those the planner would have made
    /// otherwise (then its plan was taken): for the package's tests, which
    /// expect none.
    package private(set) var directPlanMismatches = 0
    #else
    // Not checked for exclusive access at run time in release builds
    // (`@exclusivity(unchecked)`, SE-0176), which saves a thread-local lookup
    // per access, a few dozen per change. Safe: the session is main-actor
    // state, and no access to these fields stays open across a call that can
    // reach the session: the host is called, the waiters resumed and the
    // coordinator read between accesses, and a scene's or a table's mutation
    // in place calls nothing outside it. Debug builds check it at run time:
    // every test, the UIKit model-based run included, runs with the checks on.
    @exclusivity(unchecked) public internal(set) var layers: ModalLayers
    @exclusivity(unchecked) public internal(set) var shown = UIKitScene() {
        didSet { sceneWritten() }
    }
    @exclusivity(unchecked) public internal(set) var target: UIKitScene {
        didSet { sceneWritten() }
    }
    @exclusivity(unchecked) public private(set) var performedSteps = 0
    @exclusivity(unchecked) public internal(set) var width = LayoutWidth.regular
    @exclusivity(unchecked) public internal(set) var lastRefusal: GestureRefusal?
    @exclusivity(unchecked) var inFlight = StepsInFlight()
    @exclusivity(unchecked) var userLanes: Set<UIKitLane> = []
    @exclusivity(unchecked) var overtaken: Set<UIKitLane> = []
    @exclusivity(unchecked) var resized: [UIKitLane: LayoutWidth] = [:]
    @exclusivity(unchecked) var expandedVisibility: [EntryID?: [SplitColumn]] = [:]
    @exclusivity(unchecked) var animates = false
    @exclusivity(unchecked) var lastSnapshot: CoordinatorSnapshot
    @exclusivity(unchecked) var advancing = false
    @exclusivity(unchecked) var replan = false
    @exclusivity(unchecked) var pendingPaths: [EntryID?: [EntryID]] = [:]
    @exclusivity(unchecked) var pendingDismissals: Set<EntryID> = []
    @exclusivity(unchecked) var pendingSelections: [EntryID?: EntryID] = [:]
    @exclusivity(unchecked) var waiters: [Int: CheckedContinuation<Bool, Never>] = [:]
    @exclusivity(unchecked) var nextWaiter = 0
    @exclusivity(unchecked) var sceneParts = UIKitScene.Parts()
    @exclusivity(unchecked) var planIsEmpty = false
    @exclusivity(unchecked) var sceneWrites = 0
    @exclusivity(unchecked) var plainCompletions = 0
    @exclusivity(unchecked) package private(set) var plansMade = 0
    @exclusivity(unchecked) package private(set) var directPlans = 0
    @exclusivity(unchecked) package private(set) var directPlanMismatches = 0
    #endif

    /// Starts a session for a coordinator. Nothing is performed until the
    /// session reads the coordinator (``sync()``, ``apply(_:)`` or ``follow()``).
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator to show.
    ///   - host: what performs the steps, held weakly.
    public init(_ coordinator: any Coordinator, host: any UIKitHost) {
        self.coordinator = coordinator
        self.host = host
        relay = CompletionRelay()
        let snapshot = coordinator.currentSnapshot
        lastSnapshot = snapshot
        layers = ModalLayers(snapshot)
        target = UIKitScene(layers, width: width, parts: &sceneParts)
        relay.session = self
    }

    /// Notes a write to ``shown`` or ``target``: a plan made before may be out of date.
    private func sceneWritten() {
        planIsEmpty = false
        sceneWrites &+= 1
    }

    /// The lanes that carry out an operation now: the session's steps in
    /// flight and the user's gestures in progress.
    public var busyLanes: Set<UIKitLane> {
        if inFlight.isEmpty { return userLanes }
        return userLanes.union(inFlight.keys)
    }

    /// The steps in flight, one per busy lane, in the order they were handed
    /// to the host.
    public var stepsInFlight: [UIKitStep] { inFlight.values }

    /// Whether UIKit shows the target with nothing in flight.
    public var isSettled: Bool {
        inFlight.isEmpty && userLanes.isEmpty
            && (planIsEmpty || planAgain())
    }

    /// Whether a plan with every lane free finds nothing to do.
    private func planAgain() -> Bool {
        plansMade += 1
        return UIKitPlanner.steps(from: shown, to: target, busy: [], animated: false).isEmpty
    }

    // MARK: Following the core

    /// Follows the coordinator's changes until the calling task is cancelled
    /// or the coordinator ends.
    public func follow() async {
        for await change in coordinator.everyChange() {
            apply(change)
        }
    }

    /// Takes in a change of the coordinator: reads its current state (not the
    /// change's, which may be older) and plans toward it, animated unless the
    /// cause is `ChangeCause.restore`.
    ///
    /// The first element of a changes stream (cause `ChangeCause.initial`)
    /// restates the state when the stream subscribed: if the session has drawn
    /// and read that state already, it is no change and is ignored; otherwise
    /// it is read as ``sync()`` reads.
    ///
    /// - Parameter change: a change from the coordinator's changes stream.
    public func apply(_ change: NavigationChange) {
        if change.cause == .initial, shown.hasRoot, change.snapshot == lastSnapshot { return }
        read(cause: change.cause)
    }

    /// Reads the coordinator's state now, without waiting for its changes
    /// stream, and plans toward it.
    ///
    /// The read does not know which change led to the state. The first read
    /// draws without animation; a later one that finds a new state plans it as
    /// most changes are planned, animated (the last visible step), and one
    /// that finds the state already read keeps the last change's animation.
    /// A restoration or a veto is planned as such only when its change is
    /// taken in, by ``apply(_:)``, ``follow()`` or ``drawn(timeout:)``: until
    /// then a restoration read by `sync()` animates, and screens that a
    /// gesture the core keeps pending removed stay off screen.
    public func sync() {
        read(cause: nil)
    }

    // MARK: Steps

    /// Reads the coordinator's state, forgets the pending gestures it has
    /// resolved (all of them after a veto), and plans.
    ///
    /// - Parameter cause: the cause of the change that led here, or `nil` (or
    ///   `ChangeCause.initial`, which names no change) if unknown: then the
    ///   first drawing does not animate, a new state does.
    func read(cause: ChangeCause?) {
        let snapshot = coordinator.currentSnapshot
        if let cause, cause != .initial {
            animates = cause != .restore
        } else if !shown.hasRoot {
            animates = false
        } else if !animates, snapshot != lastSnapshot {
            // (A deep comparison: made only when it can change the answer.)
            animates = true
        }
        lastSnapshot = snapshot
        // Read before the target is written: whether UIKit showed the target with nothing pending.
        let wasSettled =
            planIsEmpty && inFlight.isEmpty && userLanes.isEmpty && resized.isEmpty && pendingPaths.isEmpty
            && pendingDismissals.isEmpty && pendingSelections.isEmpty
        // What the change did not touch is taken from the cut and the scene before.
        layers = ModalLayers(snapshot, reusing: layers)
        // The target is made anew below: letting it go first lets the scene be written in place.
        target = UIKitScene()
        // A change of one navigation controller's screens alone patches the scene before.
        let patched = UIKitScene.replacingStack(in: layers, width: width, parts: &sceneParts)
        let scene = patched == nil ? UIKitScene(layers, width: width, parts: &sceneParts) : sceneParts.scene
        if cause == .vetoed {
            pendingPaths = [:]
            pendingDismissals = []
            pendingSelections = [:]
        } else {
            forgetResolvedGestures(in: scene)
        }
        target = makeTarget(from: scene)
        if wasSettled, let patched {
            advance(planned: directPlan(patched.stack, items: patched.items, layer: patched.layer))
        } else {
            advance()
        }
    }

    /// The plan of a change that gave one navigation controller new
    /// screens and changed nothing else, made while UIKit showed the
    /// target before with nothing pending: the plan ``UIKitPlanner`` would
    /// make, without comparing the scenes. That controller is the only
    /// difference, and its one `setStack` is all there is to do.
    ///
    /// - Parameters:
    ///   - id: the navigation controller.
    ///   - items: its screens in the target (with nothing pending, the
    ///     target is the scene the patch wrote them to).
    ///   - index: its layer's index in the chain.
    /// - Returns: the plan, or `nil` when the planner must compare the
    ///   scenes: the screens are the same ones (a guard or a title changed),
    ///   UIKit does not show the controller yet, a presented layer's guard
    ///   changed with them, or a tab bar's selection waits for its tab bar.
    private func directPlan(
        _ id: EntryID?,
        items: [LayerItem],
        layer index: Int
    ) -> (steps: [UIKitStep], isFinal: Bool)? {
        guard let current = shown.stacks[id], !current.showsSameEntries(as: items), !current.showsContainer else {
            return nil
        }
        // A selection the planner could not make yet (its tab bar is not shown) leaves more to do: the planner says so.
        // (A scene without a tab bar selects nothing; when the target's
        // selections are those UIKit shows, none of them differs.)
        if !target.selections.isEmpty, target.selections != shown.selections {
            for (container, child) in target.selections {
                if let current = shown.selections[container], current != child { return nil }
            }
        }
        if index > 0 {
            guard index <= shown.presented.count, index <= target.presented.count,
                shown.presented[index - 1].isModalInPresentation == target.presented[index - 1].isModalInPresentation
            else { return nil }
        }
        let animated = animates && target.isVisibleStack(id)
        let plan = (steps: [UIKitStep.setStack(items, of: id, animated: animated)], isFinal: true)
        #if DEBUG
        // Debug builds, where the tests run, check the shortcut against the planner, and take the planner's word.
        let planned = UIKitPlanner.plan(from: shown, to: target, busy: [], animated: animates)
        if planned.steps != plan.steps || planned.isFinal != plan.isFinal {
            directPlanMismatches += 1
            return planned
        }
        #endif
        directPlans += 1
        return plan
    }

    /// The cut and the target of the state the session read last, made
    /// from scratch rather than from the cut and the scene before: for the
    /// package's tests, which check after every step that following changes
    /// incrementally gives the same.
    package func recomputed() -> (snapshot: CoordinatorSnapshot, layers: ModalLayers, target: UIKitScene) {
        let layers = ModalLayers(lastSnapshot)
        return (lastSnapshot, layers, makeTarget(from: UIKitScene(layers, width: width)))
    }

    /// Hands the host the steps the planner gives, until a plan gives none.
    /// A completion that arrives while planning (a host that completes at
    /// once) plans again after the loop, unless the plan was final
    /// (``UIKitPlanner/plan(from:to:busy:animated:)``) and its steps, all
    /// completed as planned, were the only writes to the scenes: then UIKit
    /// shows the target.
    ///
    /// - Parameter planned: the first plan, when the caller has made it
    ///   with no lane busy; `nil` to ask the planner.
    func advance(planned: (steps: [UIKitStep], isFinal: Bool)? = nil) {
        if advancing {
            replan = true
            return
        }
        advancing = true
        var planned = planned
        repeat {
            replan = false
            guard let host else { break }
            // The user's gesture anywhere holds the presentation chain: nothing is
            // presented or dismissed under a finger.
            var busy = busyLanes
            if !userLanes.isEmpty { busy.insert(.presentations) }
            for step in inFlight.values { busy.formUnion(shown.lanes(leavingWith: step)) }
            // A tab bar pushed on a navigation controller that changes (or in a tab of one) may be on its way out.
            for case .stack(let id) in busy {
                for item in shown.stacks[id] ?? [] where item.showsContainer {
                    for container in item.pushedTabBars { busy.insert(.tabs(container.id)) }
                }
            }
            plansMade += 1
            let (steps, isFinal) =
                planned ?? UIKitPlanner.plan(from: shown, to: target, busy: busy, animated: animates)
            planned = nil
            // Nothing to do with every lane free: settled, until the scenes change.
            if steps.isEmpty, busy.isEmpty { planIsEmpty = true }
            let (writes, completions) = (sceneWrites, plainCompletions)
            for step in steps {
                inFlight[step.lane] = step
                performedSteps += 1
                host.perform(step) { [relay] in relay.session?.complete(step) }
            }
            // A final plan whose steps the host completed at once, as planned, with nothing else
            // written meanwhile: UIKit shows the target, and the plan after it would find nothing.
            if isFinal, !steps.isEmpty, inFlight.isEmpty, userLanes.isEmpty,
                plainCompletions &- completions == steps.count, sceneWrites &- writes == steps.count
            {
                replan = false
                planIsEmpty = true
            }
        } while replan
        advancing = false
        if isSettled { resumeWaiters(true) }
    }

    /// The cut of the core's state now, for turning a report into intents
    /// that name what the core holds now, not what it held at the last read.
    /// It is not kept: ``layers`` stays the cut of ``lastSnapshot``, which
    /// the target is made from, until the session reads the state.
    func currentLayers() -> ModalLayers {
        let snapshot = coordinator.currentSnapshot
        return snapshot == lastSnapshot ? layers : ModalLayers(snapshot, reusing: layers)
    }

    /// Forgets the user's transitions on navigation controllers that are gone:
    /// no `didShow` will end them.
    func forgetGesturesOnRemovedStacks() {
        guard !userLanes.isEmpty else { return }
        userLanes = userLanes.filter { lane in
            guard case .stack(let id) = lane else { return true }
            return shown.stacks[id] != nil
        }
    }

    /// A step is over: UIKit shows what it did. A second completion of the
    /// same step is ignored.
    func complete(_ step: UIKitStep) {
        // (One lookup, and the step compared in place.)
        guard let index = inFlight.index(forKey: step.lane), inFlight.values[index] == step else { return }
        inFlight.remove(at: index)
        // (Read below only with a gesture's overtaken step, or another step in flight.)
        let selections = overtaken.isEmpty && inFlight.isEmpty ? [:] : shown.selections
        // (Most steps complete with no width change and no gesture: nothing to look up.)
        if !resized.isEmpty, let planned = resized.removeValue(forKey: step.lane), overtaken.remove(step.lane) == nil {
            shown.applyResized(step, performedIn: planned, target: target, answers: expandedVisibility)
        } else if overtaken.isEmpty || overtaken.remove(step.lane) == nil {
            shown.apply(step)
            plainCompletions &+= 1
            // The controllers just shown hold the target's screens: share them, so that plans compare them at once.
            switch step {
            case .setRoot, .present: shown.shareStacks(with: target)
            default: break
            }
        } else if case .setTabs(let container, _) = step {
            // The user picked a tab meanwhile: the tabs are the step's, the selection the user's.
            shown.apply(step)
            shown.selections[container.id] = selections[container.id]
        }
        // A tab bar that a stack in flight already shows again keeps its controller, and its selection.
        for case .setStack(let items, _, _) in inFlight.values where items.showsContainer {
            for container in items.flatMap(\.pushedTabBars) where shown.selections[container.id] == nil {
                if let selected = selections[container.id] { shown.selections[container.id] = selected }
            }
        }
        forgetGesturesOnRemovedStacks()
        advance()
    }
}

/// Takes a step's completion to its session, if the session is still there:
/// the host may keep a completion longer than the session lives.
@MainActor
final class CompletionRelay {
    weak var session: UIKitSession?
}
