public import Waypoint

/// What a UI front end draws of a coordinator now, and what the user's reports
/// mean: the run-time logic of a front end such as SwiftUI's, without the UI.
///
/// A declarative UI reads its state through bindings and writes back what the
/// user did. The session answers those reads and turns those writes into
/// intents, so that the UI's code only binds it:
///
/// - **One level at a time.** ``drawn`` is the chain of modal layers to draw.
///   When several modal levels change at once (a deep link, a restoration, a
///   root switch under sheets), it moves toward the core's state one level per
///   step, dismissals top first, then presentations bottom first. A step
///   waits until the UI confirms the one before with ``didPresent(_:)`` or
///   ``didDismiss(presentedBy:)``. Pushes, pops and tab changes inside a drawn layer are
///   drawn at once.
/// - **A dismissing sheet keeps its content.** A layer that the core removed
///   stays in ``drawn``, unchanged, until its dismissal is its step, and
///   ``layer(kept:)`` answers with the layer a UI kept for its dismissal once
///   it has left ``drawn``.
/// - **One gesture, one change.** A report gives at most one
///   `receive(_:)` call with all its intents, so the core makes one change.
/// - **Echoes change nothing.** A write of the path, the presented layer or
///   the selection that is drawn already sends nothing and leaves
///   ``revision`` alone, so nothing is drawn again.
/// - **A pending gesture is not undone.** While the core keeps a user's intent
///   waiting (a guard is asked, or an earlier request runs), the session draws
///   what the gesture left — the shorter path, the sheet gone, the new tab —
///   instead of drawing the removed screens again, which would make them anew
///   and lose their state. If a guard says no, the change with cause
///   `ChangeCause.vetoed` draws them again. Guarded items
///   (``LayerItem/isGuarded``, ``ModalLayer/isGuarded``) should not offer the
///   gesture at all: ``goBack(from:onStackOf:)`` asks the guard first.
/// - **A late write dismisses nothing.** A UI that writes `nil` for a sheet
///   says which layer its binding was made for
///   (``dismissPresented(by:boundTo:)``): a write about a sheet that code
///   replaced while it slid away does not dismiss the replacement.
/// - **One re-tap per tap.** Picking the selected tab again sends one
///   `.selected` intent, which the core answers according to the container's
///   `reselect` setting; repeated writes of that selection send nothing more
///   until what is drawn changes.
///
/// ```swift
/// let session = FrontEndSession(app)
/// Task { await session.follow() }
/// session.path(of: nil)                 // the base stack's path, to draw
/// session.setPath([first], of: nil)     // the user swiped back to `first`
/// ```
///
/// Awaiting callers are resumed by the core when it applies a change: for a
/// user's gesture, when the UI reports it (SwiftUI writes a binding when the
/// gesture ends); for a programmatic change, when the call is made, even
/// while the session still dismisses the levels above one step at a time.
@MainActor
public final class FrontEndSession {
    /// The observed coordinator, usually the app's root.
    public let coordinator: any Coordinator
    /// The coordinator's current state, cut into layers: reports are read
    /// against it. Each read cuts the state from the cut before
    /// (``ModalLayers/init(_:reusing:)``), so a change costs what it changed.
    public internal(set) var layers: ModalLayers
    /// The modal layers to draw now, bottom first: `drawn[0]` is the base and
    /// each later layer is presented by the one before it.
    public internal(set) var drawn: [ModalLayer]
    /// Counts the changes of what is drawn, and the reports the core refused
    /// (so that the UI reads its bindings again and shows the core's state).
    /// Echoes leave it alone.
    public internal(set) var revision = 0

    var transition: Transition?
    var pendingPaths: [EntryID?: [EntryID]] = [:]
    var pendingDismissals: Set<EntryID> = []
    /// Why the last gesture the UI reported sent nothing, as the gestures'
    /// table says (`ModalLayers.intents(for:width:)`): `nil` once a gesture
    /// is taken. A UI that reports what no device can do now (a stale write,
    /// a tab tapped under a sheet) finds the reason here.
    public var lastRefusal: GestureRefusal?
    var pendingSelections: [EntryID?: EntryID] = [:]
    /// Presenters whose presented layer the UI finished dismissing before it
    /// reported the user's dismissal.
    var endedDismissals: Set<EntryID?> = []
    /// Detents the user dragged sheets to, while the core keeps the intent waiting.
    var pendingDetents: [EntryID: SheetDetent] = [:]
    /// How many views registered each anchor name, by the layer that shows them.
    var anchors: [AnchorKey: Int] = [:]
    /// Where each drawn popover is attached, decided when it is presented:
    /// the name of its anchor, or `nil` for its presenting layer's own view.
    var popoverAnchors: [EntryID: AnchorID?] = [:]
    /// Alerts whose button the user tapped, kept down while the core answers;
    /// their dismissal that follows is no choice.
    var answeredAlerts: Set<EntryID> = []
    /// An alert the UI took down without a tap so far, in this event.
    var dismissingAlert: EntryID?
    /// What the user typed in alerts' fields, by alert and field name.
    var alertTexts: [EntryID: [String: String]] = [:]
    /// The first column entry of a split (by the split's container id) that
    /// the user's back gesture removed, while the core keeps the intent waiting.
    var pendingColumnDismissals: [EntryID?: EntryID] = [:]
    /// The columns the user showed or hid in a split, while the core keeps the
    /// intent waiting.
    var pendingVisibilities: [EntryID?: SplitVisibility] = [:]
    /// The sidebar item the user tapped in a split, by the split's container
    /// id, while the core asks the guards about it.
    var pendingSidebarItems: [EntryID?: SidebarTap] = [:]

    /// The horizontal size class the UI draws in (SwiftUI's
    /// `horizontalSizeClass`): a split view is collapsed into one stack in a
    /// compact width. A change of it draws nothing anew (the UI collapses and
    /// expands its split views itself) and sends nothing; in a compact width
    /// the columns' visibility the UI writes is not the user's and sends
    /// nothing either (``setColumnVisibility(_:of:)``). A UI reports it with
    /// ``setWidth(_:)``, which also tells a write that comes with a width
    /// change from the user's.
    public var width: LayoutWidth = .regular
    /// Whether the UI reported a width change (``setWidth(_:)``) in this
    /// event: until ``finishWidthChange()``, the columns' visibility the UI
    /// writes is its collapsing or expanding, not the user's.
    var widthChanging = false

    /// Called when a popover is presented and no view of the presenting layer
    /// registered its anchor (``registerAnchor(_:in:)``): the popover points
    /// at the presenting layer's own view instead.
    public var onMissingAnchor: (@MainActor (MissingAnchor) -> Void)?

    /// A view that registered an anchor name, by the layer that shows it.
    struct AnchorKey: Hashable {
        var layer: EntryID?
        var name: AnchorID
    }

    /// A presentation or dismissal the UI is carrying out.
    enum Transition: Equatable {
        /// Presenting the layer with this id.
        case presenting(EntryID?)
        /// Dismissing the layer presented by the layer with this id.
        case dismissing(presentedBy: EntryID?)
    }

    /// What the UI draws, for telling a change from an echo.
    struct Drawing: Equatable {
        var drawn: [ModalLayer]
        var paths: [EntryID?: [EntryID]]
        var selections: [EntryID?: EntryID]
        var detents: [EntryID: SheetDetent]
        /// The alert shown now, and the anchor whose view shows it.
        var alert: EntryID?
        var alertAnchor: AnchorID?
        var columnDismissals: [EntryID?: EntryID]
        var visibilities: [EntryID?: SplitVisibility]
        var sidebarItems: [EntryID?: SidebarTap]
    }

    /// A tap on a sidebar item the core keeps waiting: the item's JSON text,
    /// and the selection when the user tapped it. It is resolved once the
    /// selection is another one (the tap's, or whatever came first).
    struct SidebarTap: Equatable {
        var item: String
        var selectionBefore: String?
    }

    /// Starts a session with the coordinator's current state. The base layer
    /// is drawn at once; modal layers follow one step at a time.
    ///
    /// - Parameter coordinator: the coordinator to draw.
    public init(_ coordinator: any Coordinator) {
        self.coordinator = coordinator
        let layers = ModalLayers(coordinator.currentSnapshot)
        self.layers = layers
        drawn = Array(layers.layers.prefix(1))
        step()
    }

    /// Whether the session draws this coordinator. A UI handed the same
    /// coordinator again (its parent view drawn again) keeps its session, and
    /// with it what it draws; only another coordinator needs a new session.
    ///
    /// - Parameter coordinator: a coordinator to draw.
    /// - Returns: `true` if it is the session's coordinator, the same object.
    public func follows(_ coordinator: any Coordinator) -> Bool {
        self.coordinator === coordinator
    }

    /// Whether what is drawn is the coordinator's state, with no step left.
    public var isSettled: Bool {
        transition == nil && drawn == targetChain
    }

    // MARK: Following the core

    /// Follows the coordinator's changes until the calling task is cancelled
    /// or the coordinator ends.
    public func follow() async {
        for await change in coordinator.everyChange() {
            apply(change)
        }
    }

    /// Takes in a change of the coordinator: draws its current state, and
    /// after a `ChangeCause.vetoed` change draws again what pending gestures
    /// had taken away.
    ///
    /// - Parameter change: a change from the coordinator's changes stream.
    public func apply(_ change: NavigationChange) {
        let before = drawing
        // The latest state, not the change's: a change read late must not draw an older state.
        read(vetoed: change.cause == .vetoed)
        finish(before)
    }

    /// Reads the coordinator's state now, without waiting for its changes stream.
    public func sync() {
        let before = drawing
        read(vetoed: false)
        finish(before)
    }

    // MARK: What to draw

    /// The ids a layer's navigation stack shows above its base: its
    /// ``ModalLayer/navigationPath``, or what a pending gesture left of it.
    ///
    /// - Parameter layer: a drawn layer's ``ModalLayer/id``, or a container
    ///   child's stack.
    /// - Returns: the path; empty if no such layer is drawn.
    public func path(of layer: EntryID?) -> [EntryID] {
        if let pending = pendingPaths[layer] { return pending }
        return drawnLayer(layer)?.navigationPath.map(\.id) ?? []
    }

    /// The ids a layer's navigation stack shows above its base, for a layer
    /// as the UI holds it: the drawn layer's path, or what a pending gesture
    /// left of it; or, for a layer that has left ``drawn`` and slides away,
    /// its own ``ModalLayer/navigationPath``, so that its stack does not pop
    /// while it goes.
    ///
    /// - Parameter layer: the layer the UI draws, such as one from
    ///   ``layer(kept:)``.
    /// - Returns: the path to draw.
    public func path(of layer: ModalLayer) -> [EntryID] {
        if let pending = pendingPaths[layer.id] { return pending }
        return (drawnLayer(layer.id) ?? layer).navigationPath.map(\.id)
    }

    /// The selected child of a container as the UI holds it: the drawn
    /// container's, or the one a pending tap picked; or, for a container that
    /// has left ``drawn`` and slides away, its own.
    ///
    /// - Parameter container: the container the UI draws.
    /// - Returns: the selected child's id, if any.
    public func selection(of container: LayerContainer) -> EntryID? {
        if let pending = pendingSelections[container.id] { return pending }
        return (drawnContainer(container.id) ?? container).selected
    }

    /// The layer presented by a drawn layer, if the UI should show one now.
    ///
    /// - Parameter layer: the presenting layer's ``ModalLayer/id``.
    /// - Returns: the next drawn layer, or `nil`.
    public func presented(by layer: EntryID?) -> ModalLayer? {
        guard let index = drawn.firstIndex(where: { $0.id == layer }), index + 1 < drawn.count else { return nil }
        return drawn[index + 1]
    }

    /// The layer to draw for a presentation the UI keeps: the drawn layer with
    /// its id, current; or, once that layer has left ``drawn`` and the UI
    /// animates its dismissal, the layer as the UI kept it, so that a sheet
    /// does not go blank while it slides away.
    ///
    /// - Parameter kept: the layer the UI presents, such as the item SwiftUI
    ///   passes to a sheet's content.
    /// - Returns: the layer to draw.
    public func layer(kept: ModalLayer) -> ModalLayer {
        drawn.first { $0.id == kept.id } ?? kept
    }

    /// An item on a drawn layer's navigation stack, its base included, for
    /// drawing a destination.
    ///
    /// - Parameters:
    ///   - id: the item's id, as the stack's path holds it.
    ///   - layer: the layer's ``ModalLayer/id``.
    /// - Returns: the item, or `nil` if the layer does not show it.
    public func item(_ id: EntryID, onStackOf layer: EntryID?) -> LayerItem? {
        drawnLayer(layer)?.item(id)
    }

    /// The selected child of a drawn container, or the one a pending tap picked.
    ///
    /// - Parameter container: the container's ``LayerContainer/id``.
    /// - Returns: the selected child's id, if any.
    public func selection(of container: EntryID?) -> EntryID? {
        pendingSelections[container] ?? drawnContainer(container)?.selected
    }

}
