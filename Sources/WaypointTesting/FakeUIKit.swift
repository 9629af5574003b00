public import Testing
public import Waypoint
public import WaypointFrontEnd

/// A model of UIKit for tests: it performs a `UIKitSession`'s
/// steps as UIKit would, with completions that arrive only when the test lets
/// the animations finish, enforces UIKit's rules, and simulates the user's
/// gestures with the reports UIKit would send, and only those.
///
/// Each breach of a rule of UIKit is recorded as a test issue naming the rule
/// (see ``Breach``): a second transition on a busy navigation controller
/// (rule 1), presenting from a controller that is not in the window or already
/// presents (8), presenting above a controller still being dismissed (9), a
/// dismissal asked of a controller that presents nothing (10), the window's
/// root replaced under presented controllers (16), a navigation controller
/// pushed (13), anything presented from a controller that presents an alert
/// (18), an alert presented from below the top of the chain (19), a popover
/// or action sheet without a source in a regular width (20), an alert
/// dismissed that UIKit already dismissed (22). Its gestures report what UIKit reports: no `didShow` for a
/// cancelled swipe back (rule 2), one `didShow` for a pop of several levels (3),
/// `presentationControllerDidDismiss` for the user's swipe-down only (6),
/// `presentationControllerDidAttemptToDismiss` when a guarded sheet refuses it
/// (7), `shouldSelect` before every tab tap and `didSelect` for user taps only
/// (14).
///
/// ```swift
/// let uikit = FakeUIKit(app)
/// uikit.finishAnimations()              // the window shows the app
/// try app.show(\.todo, 1)
/// uikit.sync()                          // the session takes the push in: it animates
/// uikit.finishAnimations()
/// #expect(uikit.stack(of: nil) == app.navigation.snapshot.entries.map(\.id))
/// uikit.beginSwipeBack()
/// uikit.finishSwipeBack()               // the core pops the todo, once
/// ```
///
/// UIKit finishes animations on different controllers in any order: finish
/// the oldest with ``finishNextAnimation()``, or the one in a given lane with
/// ``finishAnimation(in:)``. What a sheet covers can still be read:
/// ``stack(of:)``, ``tabs(in:)`` and ``selection(in:)`` read any navigation
/// controller or tab bar in the window.
///
/// It ships in `WaypointTesting` so that an app can test its own UIKit flows
/// (guards, deep links under sheets, restoration) on any platform, without a
/// simulator: the session it drives is the same one the UIKit binding drives.
@MainActor
public final class FakeUIKit: UIKitHost {
    /// A broken rule of UIKit.
    public struct Breach: Sendable, Hashable, CustomStringConvertible {
        /// The rule's number in Waypoint's list of UIKit's rules.
        public var rule: Int
        /// What happened.
        public var message: String

        /// Describes a breach.
        ///
        /// - Parameters:
        ///   - rule: the rule's number.
        ///   - message: what happened.
        public init(rule: Int, message: String) {
            self.rule = rule
            self.message = message
        }

        /// "UIKit rule N: message".
        public var description: String { "UIKit rule \(rule): \(message)" }
    }

    /// The session the fake performs steps for; the fake owns it.
    public private(set) lazy var session = UIKitSession(coordinator, host: self)
    /// Every rule broken so far.
    public private(set) var breaches: [Breach] = []
    /// Whether a breach is also recorded as a test issue (the default).
    public var recordsIssues = true
    /// How many UIKit operations the fake has performed.
    public internal(set) var operationCount = 0
    /// Every step performed, in order.
    public private(set) var performed: [UIKitStep] = []
    /// Whether ``performed`` keeps the steps (the default); turn it off in long runs.
    public var recordsSteps = true

    let sourceLocation: SourceLocation
    let coordinator: any Coordinator
    let currentSnapshot: @MainActor () -> CoordinatorSnapshot
    var rootShape: UIKitShape?
    var navigations: [EntryID?: FakeNavigation] = [:]
    var tabBars: [EntryID?: FakeTabBar] = [:]
    /// The split view controllers in the window, by container id.
    var splits: [EntryID?: FakeSplit] = [:]
    var chain: [FakePresented] = []
    /// The alert controller presented from the top of the chain.
    var alert: FakeAlert?
    /// The anchors each screen registered, by screen.
    var anchors: [EntryID: Set<AnchorID>] = [:]

    /// Whether the window is compact in width (an iPhone, the default) or
    /// regular (an iPad, Mac Catalyst). Popovers adapt to sheets in a compact
    /// width unless their route says otherwise; in a regular width popovers
    /// and dialogs are popovers, and one without a source view or item is a
    /// breach of rule 20. Change it at any time, as a rotation or a window
    /// resize would: what is shown adapts.
    public var isCompactWidth = true {
        didSet {
            checkAnchors()
            if isCompactWidth != oldValue { resizeSplits() }
        }
    }
    /// The anchors the front end could not find on the presenting
    /// layer's screens, in order: what the UIKit binding reports through
    /// `onError` before it falls back (`UIKitAnchor.fallback`).
    public internal(set) var missingAnchors: [AnchorID] = []
    /// Whether a new window root waits for its completion: no gesture reaches it before.
    var rootIsChanging = false
    /// The tab bars whose new tabs wait for their completion: no gesture
    /// reaches the window before (the binding completes at once, so a user
    /// never touches tabs the session does not know yet).
    var changingTabBars: Set<EntryID?> = []
    var animations: [(label: String, lane: UIKitLane, run: @MainActor () -> Void)] = []
    var madeScreens: [WeakScreen] = []
    /// The changes the coordinator has published that the session has not
    /// taken in yet, in order: a probe of the core hands each over as it is made.
    var unread: [NavigationChange] = []
    /// Keeps the core's synchronous observer alive while the fake lives.
    var probe: ChangeProbe?
    let changes: @MainActor () -> AsyncStream<NavigationChange>

    /// What the app's own tab bar delegate answers to `tabBarController(_:shouldSelect:)`,
    /// as `UIKitFrontEnd.tabBarControllerDelegate` is asked, before the front
    /// end: a tap it refuses is not selected and never reaches the core.
    /// Every tap is allowed by default.
    public var appShouldSelect: @MainActor (_ child: EntryID, _ container: EntryID?) -> Bool = { _, _ in true }
    /// The taps the app's own tab bar delegate was told of with
    /// `tabBarController(_:didSelect:)`, in order, by the tapped child: every
    /// tap it allowed, a re-tap included (the front end refuses a re-tap, so
    /// UIKit does not call `didSelect`: the front end calls the app's).
    public internal(set) var appDidSelect: [EntryID] = []

    /// Shows a coordinator with a new `UIKitSession`, which
    /// installs the window's root at once; later changes are taken in by
    /// ``follow()`` or ``sync()``.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator to show, usually the app's root.
    ///   - sourceLocation: where breaches are reported.
    public init(_ coordinator: some Coordinator, sourceLocation: SourceLocation = #_sourceLocation) {
        self.sourceLocation = sourceLocation
        self.coordinator = coordinator
        currentSnapshot = { coordinator.navigation.snapshot }
        changes = { coordinator.navigation.changes(buffering: .latest) }
        let probe = ChangeProbe { [weak self] change in self?.unread.append(change) }
        coordinator.attach(probe)
        self.probe = probe
        session.setWidth(isCompactWidth ? .compact : .regular)
        session.sync()
    }

    /// Follows the coordinator's changes, as an app's binding does, until the
    /// calling task is cancelled: each change is taken in as ``sync()`` takes
    /// it in, once, whichever of the two comes first.
    public func follow() async {
        for await _ in changes() { sync() }
    }

    /// Takes in now every change the coordinator has published since the
    /// fake last took one in, in order and each with its cause, as the UIKit
    /// binding's changes stream delivers them (`UIKitSession.apply(_:)`), then
    /// reads the state (`UIKitSession.sync()`).
    ///
    /// So a push animates and a restoration does not, a veto (`.vetoed`) puts
    /// back what the user's pending gesture removed, and a change the user
    /// made (`.user`) is an echo that plans nothing new: what follow() would
    /// do, without waiting for its task to run.
    public func sync() {
        let changes = unread
        unread = []
        for change in changes { session.apply(change) }
        session.sync()
    }

    // MARK: UIKitHost

    /// Performs a step as UIKit would, recording any rule it breaks; its
    /// completion waits for ``finishAnimations()``.
    ///
    /// - Parameters:
    ///   - step: the operation.
    ///   - completion: called when the animation finishes.
    public func perform(_ step: UIKitStep, completion: @escaping @MainActor () -> Void) {
        operationCount += 1
        if recordsSteps { performed.append(step) }
        switch step {
        case .setRoot(let layer): setRoot(layer, completion: completion)
        case .setStack(let items, of: let id, let animated): setStack(items, of: id, animated: animated, completion)
        case .present(let layer, from: let presenter, _): present(layer, from: presenter, completion: completion)
        case .dismiss(above: let presenter, _): dismiss(above: presenter, completion: completion)
        case .select(let child, in: let container): select(child, in: container, completion: completion)
        case .setTabs(let container, _): setTabs(container, completion: completion)
        case .setColumns(let container, _): setColumns(container, completion: completion)
        case .showColumn(let column, split: let id): setColumn(column, visible: true, in: id, completion: completion)
        case .hideColumn(let column, split: let id): setColumn(column, visible: false, in: id, completion: completion)
        case .setModalInPresentation(let flag, layer: let id):
            if let index = chain.firstIndex(where: { $0.id == id }) {
                chain[index].isModalInPresentation = flag
            } else {
                breach(8, "isModalInPresentation set on \(id), which is not presented")
            }
            animate("guard \(id)", in: step.lane, completion)
        case .setBackGuarded(let flag, item: let id):
            for navigation in navigations.values {
                for screen in navigation.screens where screen.id == id { screen.isBackGuarded = flag }
            }
            animate("back guard \(id)", in: step.lane, completion)
        case .presentAlert(let alert, from: let presenter, _): present(alert, from: presenter, completion: completion)
        case .dismissAlert(let id, _): dismissAlert(id, completion: completion)
        case .setDetent(let detent, layer: let id, _):
            if let index = chain.firstIndex(where: { $0.id == id }) {
                if chain[index].layer.style?.detents.contains(detent) != true {
                    breach(22, "detent \(detent) set on \(id), whose sheet has no such detent")
                }
                chain[index].detent = detent
            } else {
                breach(8, "detent set on \(id), which is not presented")
            }
            animate("detent \(id)", in: step.lane, completion)
        }
    }

    // MARK: Animations

    /// Whether an animation runs: a completion is still to come.
    public var isAnimating: Bool { !animations.isEmpty }

    /// The lanes whose animations run, oldest first, one entry per
    /// animation: a step of the session's runs in its lane
    /// (`UIKitStep.lane`), the user's pop with the back button or a re-tapped
    /// tab in its navigation controller's (`UIKitLane.stack(_:)`).
    public var animatingLanes: [UIKitLane] { animations.map(\.lane) }

    /// Finishes the oldest running animation: its completion runs, and with
    /// it whatever the session does next.
    ///
    /// - Returns: `false` if no animation was running.
    @discardableResult
    public func finishNextAnimation() -> Bool {
        guard !animations.isEmpty else { return false }
        animations.removeFirst().run()
        return true
    }

    /// Finishes the oldest animation running in one lane, whatever runs in
    /// the others: UIKit ends animations on different controllers in any
    /// order (a push under a sheet may end before or after the sheet's
    /// dismissal).
    ///
    /// ```swift
    /// uikit.finishAnimation(in: .stack(nil))       // the push ends first
    /// uikit.finishAnimation(in: .presentations)    // then the dismissal
    /// ```
    ///
    /// - Parameter lane: a lane from ``animatingLanes``.
    /// - Returns: `false` if no animation runs in that lane.
    @discardableResult
    public func finishAnimation(in lane: UIKitLane) -> Bool {
        guard let index = animations.firstIndex(where: { $0.lane == lane }) else { return false }
        animations.remove(at: index).run()
        return true
    }

    /// Finishes every animation, and those they start, until none runs.
    public func finishAnimations() {
        var rounds = 0
        while finishNextAnimation() {
            rounds += 1
            if rounds > 100_000 {
                breach(11, "animations never end: \(animations.map(\.label))")
                animations = []
            }
        }
    }

    func animate(_ label: String, in lane: UIKitLane, _ run: @escaping @MainActor () -> Void) {
        animations.append((label, lane, run))
    }

    func breach(_ rule: Int, _ message: String) {
        let found = Breach(rule: rule, message: message)
        breaches.append(found)
        if recordsIssues { Issue.record(Comment(rawValue: found.description), sourceLocation: sourceLocation) }
    }
}
