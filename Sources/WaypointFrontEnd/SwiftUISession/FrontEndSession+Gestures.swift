public import Waypoint

// What the user did: gestures reported by a UI front end, sent to the core as intents.
extension FrontEndSession {
    // MARK: What the user did

    /// The UI set a layer's path: the user went back (a swipe, the back
    /// button, its menu). Sends what ``UserGesture/back(to:)`` of the last
    /// screen of the path means (``UserGesture/backToRoot(of:)`` for an empty
    /// path), as one change; an echo of the drawn path sends nothing and draws
    /// nothing again, and a path that is not a shorter prefix of the layer's
    /// (a stale write) sends nothing and draws again.
    ///
    /// - Parameters:
    ///   - path: the path the UI reports, bottom first.
    ///   - layer: the layer's ``ModalLayer/id``.
    public func setPath(_ path: [EntryID], of layer: EntryID?) {
        guard path != self.path(of: layer) else { return }
        let before = drawing
        let current = layers.layer(layer)?.navigationPath.map(\.id) ?? []
        let gesture = path.last.map(UserGesture.back(to:)) ?? .backToRoot(of: layer)
        if path.count < current.count, current.starts(with: path), let intents = meaning(of: gesture),
            coordinator.sendIntents(intents) == .pending
        {
            pendingPaths[layer] = path
        }
        read(vetoed: false)
        finish(before, redraw: true)
    }

    /// The UI dismissed a presented layer: the user swiped a sheet down
    /// (``UserGesture/swipeDown``) or tapped outside a popover drawn as a
    /// popover (``UserGesture/tapOutsidePopover``), as the gestures' table
    /// says; a full-screen cover, which no gesture dismisses, went through
    /// SwiftUI's `DismissAction` and is dismissed as the app asked. A layer
    /// that is not drawn (the session dismissed it, or it is gone) sends
    /// nothing; one the core no longer shows on top (it presented another
    /// meanwhile) is dismissed as reported. The UI confirms the end of the
    /// dismissal with ``didDismiss(presentedBy:)``.
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
        var intents = layers.intent(forDismissing: layer).map { [$0] }
        if let top = layers.top, top.id == layer {
            switch top.presentation(in: width) {
            case .sheet: intents = meaning(of: .swipeDown)
            case .popover: intents = meaning(of: .tapOutsidePopover)
            // A cover has no swipe down: the user's dismissal is a zoom back into its source.
            case .fullScreenCover where top.style?.transition?.kind == .zoom: intents = meaning(of: .zoomBack)
            default: break
            }
        }
        if let intents, coordinator.sendIntents(intents) == .pending {
            pendingDismissals.insert(layer)
        }
        read(vetoed: false)
        finish(before, redraw: true)
    }

    /// The UI cleared its binding of the layer a layer presents: the user
    /// swiped a sheet down, or SwiftUI wrote `nil` late, for a sheet that code
    /// has replaced while it slid away.
    ///
    /// A declarative UI writes `nil` to a sheet's item without saying which
    /// sheet it dismissed; the binding says which layer it was made for, read
    /// when the view was drawn. The write dismisses the layer presented now
    /// only if it is that layer and the UI has presented it
    /// (``didPresent(_:)``): a write made for another layer (the sheet a deep
    /// link or a root switch replaced) or arriving before the replacement
    /// appeared is late, and dismisses nothing. A late write draws again, so
    /// that the UI reads its bindings and shows the layer presented now. With
    /// nothing presented, a write is an echo: nothing happens.
    ///
    /// ```swift
    /// // A SwiftUI binding: made for the layer presented when the view is drawn.
    /// let madeFor = session.presented(by: presenter)?.id
    /// let item = Binding(
    ///     get: { session.presented(by: presenter) },
    ///     set: { if $0 == nil { session.dismissPresented(by: presenter, boundTo: madeFor) } }
    /// )
    /// ```
    ///
    /// - Parameters:
    ///   - presenter: the presenting layer's ``ModalLayer/id``.
    ///   - layer: the id of the layer the binding was made for: the one
    ///     ``presented(by:)`` answered when the UI drew the presenter, or
    ///     `nil` if it answered none.
    public func dismissPresented(by presenter: EntryID?, boundTo layer: EntryID?) {
        guard let shown = presented(by: presenter)?.id else { return }
        guard shown == layer, transition != .presenting(shown) else {
            finish(drawing, redraw: true)
            return
        }
        dismiss(shown)
    }

    /// The UI set a container's selection: the user tapped a tab
    /// (``UserGesture/tapTab(_:)-(EntryID)``: a tab of a tab bar on the top
    /// layer; under a sheet, a tap sends nothing). Each tap on the
    /// selected tab again sends one `.selected` intent, as UIKit's and the
    /// gestures' table do (the core pops the tab or not, as the container's
    /// `reselect` says; at its root it changes nothing; one made while an
    /// earlier one waits for a guard is asked after it, as UIKit's is).
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
        let before = drawing
        var outcome = IntentOutcome.ignored
        if layers.container(container)?.children.contains(where: { $0.id == child }) == true,
            let intents = meaning(of: .tapTab(child))
        {
            outcome = coordinator.sendIntents(intents)
            if outcome == .pending, !isRetap { pendingSelections[container] = child }
        }
        read(vetoed: false)
        finish(before, redraw: !isRetap && outcome != .applied)
    }

    /// The user asked to leave a screen with a back button the front end
    /// draws itself, for a guarded item whose own back gesture is turned off:
    /// the core asks the guard, and the screen goes only once it agrees
    /// (``UserGesture/back(to:)`` of the screen below it). Nothing is drawn
    /// differently until then.
    ///
    /// - Parameters:
    ///   - item: the id of the item to leave, on the layer's navigation path.
    ///   - layer: the layer's ``ModalLayer/id``.
    public func goBack(from item: EntryID, onStackOf layer: EntryID?) {
        let ids = path(of: layer)
        guard let index = ids.firstIndex(of: item) else { return }
        let gesture = index > 0 ? UserGesture.back(to: ids[index - 1]) : .backToRoot(of: layer)
        guard let intents = meaning(of: gesture) else { return }
        let before = drawing
        coordinator.sendIntents(intents)
        read(vetoed: false)
        finish(before)
    }

    /// What a gesture means now, as the one table says
    /// (`ModalLayers.intents(for:width:)`, in the session's ``width``): its
    /// intents, or `nil` if no device can make it, with the reason kept in
    /// ``lastRefusal``.
    func meaning(of gesture: UserGesture) -> [UserIntent]? {
        layers.meaning(of: gesture, width: width, refusal: &lastRefusal)
    }
}
