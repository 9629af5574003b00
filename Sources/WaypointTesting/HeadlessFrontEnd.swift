public import Testing
public import Waypoint
public import WaypointFrontEnd

/// A front end without a screen: it draws a coordinator tree as data and
/// reports what a user does through the same intent API a real front end uses.
///
/// A headless front end subscribes to every change of a root coordinator and
/// acknowledges each one as a renderer would, keeping the latest ``snapshot``
/// it has "drawn". Its gestures act on what it draws, cut into modal layers
/// (`ModalLayers`), in its ``width`` (compact at start, as `FakeUIKit`): each
/// is a `UserGesture` that `ModalLayers.intents(for:width:)` turns into
/// intents, the one function SwiftUI's and UIKit's sessions ask too, so that
/// every front end agrees on every gesture: ``tapBack(sourceLocation:)``,
/// ``swipeBack(sourceLocation:)`` (off on a guarded screen),
/// ``swipeDown(sourceLocation:)`` (a sheet; a cover has none),
/// ``tapOutsidePopover(sourceLocation:)``, ``dragSheet(to:sourceLocation:)``,
/// ``tapAlertButton(_:texts:sourceLocation:)`` (after
/// ``enterText(_:inAlertField:sourceLocation:)``, if the user typed),
/// ``tapOutsideAlert(sourceLocation:)``,
/// ``tapTab(_:sourceLocation:)-(String,_)``,
/// ``tapSelectedTab(sourceLocation:)`` and the others are
/// ``perform(_:sourceLocation:)`` of their gesture; a gesture the table
/// refuses records an issue with its reason and sends nothing.
/// Each gesture first
/// ``settle(timeout:sourceLocation:)``s, so that the front end draws every
/// change made so far, then reports its intents with `Coordinator.receive(_:)`
/// and returns the `IntentOutcome`.
///
/// ```swift
/// let frontEnd = HeadlessFrontEnd(app)
/// try app.show(\.create)
/// #expect(await frontEnd.swipeDown() == .applied)   // the user swipes the sheet away
/// ```
///
/// ``send(_:)`` reports a raw intent without settling, to test stale intents
/// about entries the front end still draws but the core has already removed.
///
/// It draws in a ``width``, compact (an iPhone) or regular (an iPad), as
/// `ModalLayer.presentation(in:)` and `LayerAlert.presentation(in:)` say:
/// ``presentation(of:)`` tells how it draws an entry, so a test sees a popover
/// become a sheet in a compact width and a confirmation dialog become a
/// popover at its anchor (``anchor(of:)``) in a regular one.
///
/// ```swift
/// let frontEnd = HeadlessFrontEnd(app, width: .compact)
/// let share = try app.show(\.share)
/// await frontEnd.settle()
/// #expect(frontEnd.presentation(of: share.id) == .sheet)   // the popover adapts
/// ```
///
/// A split view is drawn by the width too: its columns side by side in a
/// regular width, one collapsed stack in a compact one (``splitColumns``,
/// ``drawing``), the same screens either way. The width may change at any
/// step; a back gesture on the top layer's split goes back in its collapsed
/// stack or pops its last visible column, and ``showColumns(_:sourceLocation:)``
/// shows or hides its columns.
///
/// ```swift
/// frontEnd.width = .compact                       // the window narrows
/// #expect(await frontEnd.swipeBack() == .applied)  // from the detail back to the sidebar
/// ```
@MainActor
public final class HeadlessFrontEnd {
    /// The bound of ``settle(timeout:sourceLocation:)``, unless a call gives its own.
    public var timeout: Duration
    /// The horizontal size class it draws in; a test may change it at any
    /// time, as a rotation or a resized window does.
    public var width: LayoutWidth
    /// The root's type name, for reports.
    public let rootName: String

    private let feed: ChangeFeed
    private let deliverAll: ([UserIntent]) -> IntentOutcome
    /// What the user typed in the fields of the alert on screen, by the
    /// alert's id: forgotten once another alert is on screen.
    var typedInAlert: (alert: EntryID, texts: [String: String])?
    private var lastVersion: UInt64 = 0
    private var versionProblems: [String] = []
    /// The anchors a test took away (``removeAnchor(_:)``).
    private var removedAnchors: Set<AnchorID> = []

    /// Attaches a front end to a root coordinator.
    ///
    /// The front end holds the root weakly. Inside a test with the
    /// ``FlowChecksTrait/leakChecked`` trait, every coordinator of the root's
    /// tree is tracked for leaks: those in it now, and every one adopted into it
    /// later.
    ///
    /// - Parameters:
    ///   - root: the coordinator to draw, subtree included.
    ///   - timeout: the bound of ``settle(timeout:sourceLocation:)``.
    ///   - width: the horizontal size class it draws in; compact by default
    ///     (an iPhone), as `FakeUIKit` starts.
    ///   - sourceLocation: where the front end reports problems it sees.
    public init(
        _ root: some Coordinator,
        timeout: Duration = .seconds(5),
        width: LayoutWidth = .compact,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        self.timeout = timeout
        self.width = width
        rootName = String(describing: type(of: root))
        feed = ChangeFeed(root, tracker: FlowTestScope.context?.tracker, sourceLocation: sourceLocation)
        deliverAll = { [weak root] intents in root?.navigation.receive(intents) ?? .ignored }
        feed.onChange = { [weak self] change in
            self?.acknowledge(change, sourceLocation: sourceLocation)
        }
    }

    // MARK: What it draws

    /// The state the front end draws: the last change it acknowledged, or the
    /// state when it attached.
    public var snapshot: CoordinatorSnapshot { feed.latest }

    /// Every change the front end has acknowledged, in order.
    public var acknowledged: [NavigationChange] { feed.received }

    /// Whether the root is still drawn: its changes stream has not finished.
    public var isAttached: Bool { !feed.isFinished }

    /// The entries on screen, outermost first: the top entry of each stack and
    /// the selected child of each container, down to the innermost screen,
    /// then the alert shown above them, if any.
    public var visibleEntries: [EntrySnapshot] { Self.visiblePath(of: snapshot).map(\.entry) }

    /// How the front end draws an entry in its ``width``: a modal layer's
    /// `ModalLayer.presentation(in:)` (`.sheet` for a popover that adapts in
    /// a compact width), an alert's `LayerAlert.presentation(in:)` (`.popover`
    /// for a confirmation dialog in a regular width), or the entry's own
    /// presentation for any other entry it draws.
    ///
    /// - Parameter entry: the entry's id.
    /// - Returns: how it is drawn, or `nil` if the snapshot it draws has no such entry.
    public func presentation(of entry: EntryID) -> Presentation? {
        let layers = ModalLayers(snapshot)
        if let layer = layers.layers.first(where: { $0.id == entry }) { return layer.presentation(in: width) }
        if let alert = layers.alerts.first(where: { $0.id == entry }) { return alert.presentation(in: width) }
        return snapshot.holder(of: entry)?.entryList.first { $0.id == entry }?.presentation
    }

    /// How an entry's screen appears and goes, as its route says
    /// (`ModalStyle.transition`): a zoom out of a view of the screen below
    /// or of the presenter; `nil` for the presentation's default. The tree
    /// drawing names it too (`[zoom from photo[3]]`).
    ///
    /// - Parameter entry: the id of a pushed screen, a sheet or a cover.
    /// - Returns: the transition, or `nil`.
    public func transition(of entry: EntryID) -> TransitionStyle? {
        snapshot.holder(of: entry)?.entryList.first { $0.id == entry }?.style?.transition
    }

    /// The anchor a popover or confirmation dialog points at, as drawn in
    /// the front end's ``width``: its route's anchor when it is drawn as a
    /// popover (``presentation(of:)`` is `.popover`), else `nil`. An anchor
    /// a test took away (``removeAnchor(_:)``) is `nil` too: the popover
    /// points at its presenter's whole screen, as the platforms' fallback does.
    ///
    /// - Parameter entry: the entry's id.
    /// - Returns: the anchor, or `nil`.
    public func anchor(of entry: EntryID) -> AnchorID? {
        guard presentation(of: entry) == .popover else { return nil }
        let layers = ModalLayers(snapshot)
        let anchor =
            layers.alerts.first(where: { $0.id == entry })?.anchor
            ?? layers.layers.first { $0.id == entry }?.style?.anchor
        return anchor.flatMap { removedAnchors.contains($0) ? nil : $0 }
    }

    /// The view an entry's screen zooms out of and back into: its route's
    /// transition source, or `nil` when the route has no zoom or a test took
    /// the source away (``removeAnchor(_:)``), and the front ends play the
    /// presentation's default transition instead.
    ///
    /// - Parameter entry: the id of a pushed screen, a sheet or a cover.
    /// - Returns: the source anchor, or `nil`.
    public func zoomSource(of entry: EntryID) -> AnchorID? {
        transition(of: entry).flatMap { removedAnchors.contains($0.source) ? nil : $0.source }
    }

    /// Takes a view's anchor away, as a cell that scrolled off or a button
    /// that was hidden: from now on ``anchor(of:)`` and ``zoomSource(of:)``
    /// find it missing, and answer with the fallback. What the core holds
    /// does not change: the anchor is the view's, not the route's.
    ///
    /// ```swift
    /// frontEnd.removeAnchor(.photo.item(7))
    /// #expect(frontEnd.zoomSource(of: photo.id) == nil)  // the pop does not zoom
    /// ```
    ///
    /// - Parameter anchor: the anchor.
    public func removeAnchor(_ anchor: AnchorID) {
        removedAnchors.insert(anchor)
    }

    /// Brings an anchor taken away with ``removeAnchor(_:)`` back.
    ///
    /// - Parameter anchor: the anchor.
    public func restoreAnchor(_ anchor: AnchorID) {
        removedAnchors.remove(anchor)
    }

    /// Detaches the front end: its subscription ends.
    public func detach() {
        feed.stop()
    }

    /// Waits until the front end has drawn every change the root has yielded so
    /// far.
    ///
    /// The wait is over once the front end has acknowledged every change the root
    /// has published (the core tells it synchronously how many), the last one
    /// shows the root's current state (or the root's stream has finished), and
    /// no further change arrives
    /// while the main actor runs a few more turns. It never sleeps: it lets the
    /// main actor run, a bounded number of turns. Each change read restarts
    /// `timeout`, and the whole wait ends at the latest ten timeouts after it
    /// began, whatever the main actor is doing. If changes never stop (a task
    /// that answers each change with another), it ends there: settled if the
    /// front end has drawn every change published by then, and otherwise the
    /// test fails with a report that they kept arriving, the front end drawing
    /// the latest one it read. If
    /// nothing more arrives but the last change does not show the root's state,
    /// the root changed without yielding a change: the test fails with both
    /// trees.
    ///
    /// - Parameters:
    ///   - timeout: the bound of the wait; ``timeout`` by default.
    ///   - sourceLocation: where a timeout is reported.
    public func settle(timeout: Duration? = nil, sourceLocation: SourceLocation = #_sourceLocation) async {
        let timeout = timeout ?? self.timeout
        let settled = await feed.settle(deadline: Deadline(after: timeout))
        if let problem = feed.report(settled, of: rootName, within: timeout) {
            Issue.record(Comment(rawValue: problem), sourceLocation: sourceLocation)
        }
    }

    // MARK: Internals

    /// Waits until the condition holds of what the front end drew, bounded.
    func waitForFeed(until condition: () -> Bool, timeout: Duration) async -> Bool {
        await feed.wait(until: condition, deadline: Deadline(after: timeout))
    }

    /// Reports several intents as one gesture, without settling first.
    func send(_ intents: [UserIntent]) -> IntentOutcome {
        deliverAll(intents)
    }

    func refused(_ refusal: GestureRefusal, sourceLocation: SourceLocation) -> IntentOutcome {
        nothingToDo(
            "\(refusal.gesture) (\(refusal.reason.rawValue): \(refusal.message))", sourceLocation: sourceLocation)
    }

    func nothingToDo(_ gesture: String, sourceLocation: SourceLocation) -> IntentOutcome {
        Issue.record(
            Comment(
                rawValue: "Nothing to \(gesture) on the screen of \(rootName). It draws:\n"
                    + SnapshotReport.indent(snapshot.description, by: "  ")
            ),
            sourceLocation: sourceLocation
        )
        return .ignored
    }

    private func acknowledge(_ change: NavigationChange, sourceLocation: SourceLocation) {
        // Versions increase across the process: a change older than the last one
        // drawn would make a renderer go back in time.
        if change.version <= lastVersion {
            Issue.record(
                "\(rootName) yielded version \(change.version) (\(change.cause)) after version \(lastVersion)",
                sourceLocation: sourceLocation
            )
        }
        lastVersion = max(lastVersion, change.version)
    }
}
