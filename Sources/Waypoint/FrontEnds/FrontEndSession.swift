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
///   ``ChangeCause/vetoed`` draws them again. Guarded items
///   (``LayerItem/isGuarded``, ``ModalLayer/isGuarded``) should not offer the
///   gesture at all: ``goBack(from:onStackOf:)`` asks the guard first.
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
    /// against it.
    public private(set) var layers: ModalLayers
    /// The modal layers to draw now, bottom first: `drawn[0]` is the base and
    /// each later layer is presented by the one before it.
    public private(set) var drawn: [ModalLayer]
    /// Counts the changes of what is drawn, and the reports the core refused
    /// (so that the UI reads its bindings again and shows the core's state).
    /// Echoes leave it alone.
    public private(set) var revision = 0

    private var transition: Transition?
    private var pendingPaths: [EntryID?: [EntryID]] = [:]
    private var pendingDismissals: Set<EntryID> = []
    private var pendingSelections: [EntryID?: EntryID] = [:]
    private var retapped: Set<EntryID?> = []
    /// Presenters whose presented layer the UI finished dismissing before it
    /// reported the user's dismissal.
    private var endedDismissals: Set<EntryID?> = []

    /// A presentation or dismissal the UI is carrying out.
    private enum Transition: Equatable {
        /// Presenting the layer with this id.
        case presenting(EntryID?)
        /// Dismissing the layer presented by the layer with this id.
        case dismissing(presentedBy: EntryID?)
    }

    /// What the UI draws, for telling a change from an echo.
    private struct Drawing: Equatable {
        var drawn: [ModalLayer]
        var paths: [EntryID?: [EntryID]]
        var selections: [EntryID?: EntryID]
    }

    /// Starts a session with the coordinator's current state. The base layer
    /// is drawn at once; modal layers follow one step at a time.
    ///
    /// - Parameter coordinator: the coordinator to draw.
    public init(_ coordinator: any Coordinator) {
        self.coordinator = coordinator
        let layers = ModalLayers(coordinator.node.snapshot())
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
        for await change in coordinator.node.changes(buffering: .all) {
            apply(change)
        }
    }

    /// Takes in a change of the coordinator: draws its current state, and
    /// after a ``ChangeCause/vetoed`` change draws again what pending gestures
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

    // MARK: What the user did

    /// The UI set a layer's path: the user went back (a swipe, the back
    /// button, its menu). Sends the intents as one change; an echo of the
    /// drawn path sends nothing and draws nothing again.
    ///
    /// - Parameters:
    ///   - path: the path the UI reports, bottom first.
    ///   - layer: the layer's ``ModalLayer/id``.
    public func setPath(_ path: [EntryID], of layer: EntryID?) {
        guard path != self.path(of: layer) else { return }
        let before = drawing
        let intents = layers.intents(forNavigationPath: path, in: layer)
        if !intents.isEmpty, coordinator.node.receive(intents) == .pending {
            pendingPaths[layer] = path
        }
        read(vetoed: false)
        finish(before, redraw: true)
    }

    /// The UI dismissed a presented layer: the user swiped a sheet down. A
    /// layer that is not drawn (the session dismissed it, or it is gone) sends
    /// nothing. The UI confirms the end of the dismissal with
    /// ``didDismiss(presentedBy:)``.
    ///
    /// - Parameter layer: the dismissed layer's ``ModalLayer/id``.
    public func dismiss(_ layer: EntryID) {
        guard let index = drawn.firstIndex(where: { $0.id == layer }), index > 0 else { return }
        let before = drawing
        let presenter = drawn[index - 1].id
        // Wait for the end of the dismissal before the next step, unless the UI reported it already.
        if endedDismissals.remove(presenter) == nil {
            transition = .dismissing(presentedBy: presenter)
        }
        drawn.removeSubrange(index...)
        if let intent = layers.intent(forDismissing: layer), coordinator.node.receive([intent]) == .pending {
            pendingDismissals.insert(layer)
        }
        read(vetoed: false)
        finish(before, redraw: true)
    }

    /// The UI set a container's selection: the user tapped a tab. Tapping the
    /// selected tab again sends one `.selected` intent (the core pops the tab
    /// or not, as the container's `reselect` says); further writes of the
    /// same selection send nothing until what is drawn changes.
    ///
    /// A write of the selected child counts as a re-tap: a UI that also wrote
    /// the selection back when it changed in code would pop the tab then. A
    /// SwiftUI `TabView` writes its selection when the user taps a tab; that it
    /// never writes it back is not documented, only observed.
    ///
    /// - Parameters:
    ///   - child: the picked child's id, as the UI reports it.
    ///   - container: the container's ``LayerContainer/id``.
    public func select(_ child: EntryID?, in container: EntryID?) {
        guard let child, drawnContainer(container) != nil else { return }
        let isRetap = child == selection(of: container)
        if isRetap, !retapped.insert(container).inserted { return }
        let before = drawing
        var outcome = IntentOutcome.ignored
        if let intent = layers.intent(forSelecting: child, in: container) {
            outcome = coordinator.node.receive([intent])
            if outcome == .pending, !isRetap { pendingSelections[container] = child }
        }
        read(vetoed: false)
        finish(before, redraw: !isRetap && outcome != .applied)
    }

    /// The user asked to leave a screen with a back button the front end
    /// draws itself, for a guarded item whose own back gesture is turned off:
    /// the core asks the guard, and the screen goes only once it agrees.
    /// Nothing is drawn differently until then.
    ///
    /// - Parameters:
    ///   - item: the id of the item to leave, on the layer's navigation path.
    ///   - layer: the layer's ``ModalLayer/id``.
    public func goBack(from item: EntryID, onStackOf layer: EntryID?) {
        let ids = path(of: layer)
        guard let index = ids.firstIndex(of: item) else { return }
        let intents = layers.intents(forNavigationPath: Array(ids.prefix(index)), in: layer)
        guard !intents.isEmpty else { return }
        let before = drawing
        coordinator.node.receive(intents)
        read(vetoed: false)
        finish(before)
    }

    // MARK: Steps

    /// The UI presented a layer (its content appeared): the next step may run.
    ///
    /// - Parameter layer: the presented layer's ``ModalLayer/id``.
    public func didPresent(_ layer: EntryID?) {
        guard transition == .presenting(layer) else { return }
        let before = drawing
        transition = nil
        step()
        finish(before)
    }

    /// The UI finished dismissing the layer a layer presented (SwiftUI calls
    /// a sheet's `onDismiss`): the next step may run.
    ///
    /// - Parameter layer: the presenting layer's ``ModalLayer/id``.
    public func didDismiss(presentedBy layer: EntryID?) {
        guard transition == .dismissing(presentedBy: layer) else {
            // The end of a user's dismissal, reported before the dismissal itself.
            endedDismissals.insert(layer)
            return
        }
        let before = drawing
        transition = nil
        step()
        finish(before)
    }

    // MARK: Internals

    /// The modal chain the core's state asks for, short of layers whose
    /// dismissal by the user is pending.
    private var targetChain: [ModalLayer] {
        let all = layers.layers
        guard let cut = all.firstIndex(where: { $0.id.map(pendingDismissals.contains) ?? false }) else { return all }
        return Array(all[..<cut])
    }

    private var drawing: Drawing {
        Drawing(drawn: drawn, paths: pendingPaths, selections: pendingSelections)
    }

    /// Reads the coordinator's state, forgets the pending gestures it has
    /// resolved (all of them after a veto), and takes a step.
    private func read(vetoed: Bool) {
        layers = ModalLayers(coordinator.node.snapshot())
        if vetoed {
            pendingPaths = [:]
            pendingDismissals = []
            pendingSelections = [:]
        } else {
            pendingPaths = pendingPaths.filter { layer, path in
                guard let full = layers.layer(layer)?.navigationPath.map(\.id) else { return false }
                return path.count < full.count && Array(full.prefix(path.count)) == path
            }
            pendingDismissals = pendingDismissals.filter { id in layers.layers.contains { $0.id == id } }
            pendingSelections = pendingSelections.filter { container, child in
                guard let found = layers.container(container) else { return false }
                return found.selected != child && found.children.contains { $0.id == child }
            }
        }
        step()
    }

    /// Draws the layers that stay current, then, unless the UI is still
    /// carrying out a step, takes the next one: dismisses the top drawn layer
    /// the core no longer has, or else presents the next layer it has.
    private func step() {
        let target = targetChain
        var common = 0
        while common < drawn.count, common < target.count, drawn[common].id == target[common].id,
            drawn[common].presentation == target[common].presentation
        {
            drawn[common] = target[common]
            common += 1
        }
        guard transition == nil else { return }
        endedDismissals = []
        if drawn.count > common {
            transition = .dismissing(presentedBy: drawn[drawn.count - 2].id)
            drawn.removeLast()
        } else if target.count > common {
            drawn.append(target[common])
            transition = .presenting(target[common].id)
        }
    }

    /// Counts a change of what is drawn (or a refused report, with `redraw`).
    private func finish(_ before: Drawing, redraw: Bool = false) {
        if drawing != before {
            retapped = []
            revision &+= 1
        } else if redraw {
            revision &+= 1
        }
    }

    private func drawnLayer(_ id: EntryID?) -> ModalLayer? {
        ModalLayers.layer(id, in: drawn)
    }

    private func drawnContainer(_ id: EntryID?) -> LayerContainer? {
        ModalLayers.container(id, in: drawn)
    }
}
