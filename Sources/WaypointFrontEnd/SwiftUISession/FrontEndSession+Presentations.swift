public import Waypoint

// Alerts, confirmation dialogs, popovers and sheet sizes: which view presents
// each, and what the user's taps, dismissals and drags mean.
extension FrontEndSession {
    // MARK: Anchors

    /// A view of a layer takes an anchor name, so that popovers and
    /// confirmation dialogs whose route names it point at that view
    /// (SwiftUI's `.waypointAnchor(.share)` calls this when the view appears).
    ///
    /// Registrations are counted: a name registered twice in a layer stays
    /// registered until both views unregister it.
    ///
    /// - Parameters:
    ///   - name: the anchor's name, as the route's `ModalStyle.anchor` says it.
    ///   - layer: the ``ModalLayer/id`` of the layer that shows the view.
    public func registerAnchor(_ name: AnchorID, in layer: EntryID?) {
        let before = drawing
        anchors[AnchorKey(layer: layer, name: name), default: 0] += 1
        finish(before)
    }

    /// A view that took an anchor name goes away (SwiftUI's `onDisappear`).
    ///
    /// - Parameters:
    ///   - name: the anchor's name.
    ///   - layer: the ``ModalLayer/id`` of the layer that shows the view.
    public func unregisterAnchor(_ name: AnchorID, in layer: EntryID?) {
        let key = AnchorKey(layer: layer, name: name)
        guard let count = anchors[key] else { return }
        let before = drawing
        anchors[key] = count > 1 ? count - 1 : nil
        finish(before)
    }

    /// Whether a view of a layer has registered an anchor name.
    ///
    /// - Parameters:
    ///   - name: the anchor's name.
    ///   - layer: the layer's ``ModalLayer/id``.
    /// - Returns: `true` while at least one view of the layer holds the name.
    public func hasAnchor(_ name: AnchorID, in layer: EntryID?) -> Bool {
        anchors[AnchorKey(layer: layer, name: name)] != nil
    }

    // MARK: Popovers

    /// The popover a view presents now: the drawn layer that `layer` presents,
    /// if it is a popover attached to this view.
    ///
    /// Where a popover is attached is decided once, when the session presents
    /// it: at the view of the presenting layer that registered the route's
    /// anchor (``registerAnchor(_:in:)``), or, when no view did (or the route
    /// names no anchor), at the presenting layer's own view, the whole
    /// screen, and ``onMissingAnchor`` is called. It does not move while the
    /// popover is up. So each view asks with its own anchor name, and the
    /// layer's own view with `nil`; exactly one of them gets the popover.
    ///
    /// A write of `nil` by the UI is a dismissal, reported with
    /// ``dismissPresented(by:boundTo:)`` as for a sheet.
    ///
    /// - Parameters:
    ///   - layer: the presenting layer's ``ModalLayer/id``.
    ///   - anchor: the anchor name of the asking view, or `nil` for the
    ///     presenting layer's own view.
    /// - Returns: the popover layer, or `nil`.
    public func popover(presentedBy layer: EntryID?, at anchor: AnchorID?) -> ModalLayer? {
        guard let next = presented(by: layer), next.isPopover, let id = next.id,
            let attached = popoverAnchors[id], attached == anchor
        else { return nil }
        return next
    }

    /// Decides where a popover the session presents is attached.
    func placePopover(_ layer: ModalLayer, presentedBy presenter: EntryID?) {
        guard layer.isPopover, let id = layer.id else { return }
        let anchor = layer.style?.anchor
        if let anchor, hasAnchor(anchor, in: presenter) {
            popoverAnchors[id] = anchor
        } else {
            popoverAnchors[id] = .some(nil)
            onMissingAnchor?(MissingAnchor(entry: id, anchor: anchor, presenter: presenter))
        }
    }

    // MARK: Alerts and confirmation dialogs

    /// The alert or confirmation dialog a view shows now.
    ///
    /// SwiftUI presents one thing per view at a time ("Currently, only
    /// presenting a single sheet is supported"), so the alert is shown by the
    /// top drawn layer, which presents nothing, and only once the session is
    /// settled (``isSettled``): an alert asked while a sheet is being
    /// presented or dismissed waits for the end of that step, then appears.
    /// A confirmation dialog whose route names an anchor that a view of the
    /// top layer registered is shown by that view (a popover pointing at it
    /// in a regular width); any other alert or dialog by the top layer's own
    /// view. An alert the user has just tapped or dismissed is not shown
    /// again while the core answers.
    ///
    /// - Parameters:
    ///   - layer: the ``ModalLayer/id`` of the layer that shows the asking view.
    ///   - anchor: the anchor name of the asking view, or `nil` for the
    ///     layer's own view.
    /// - Returns: the alert to show, or `nil`.
    public func alert(shownBy layer: EntryID?, at anchor: AnchorID?) -> LayerAlert? {
        guard let shown = shownAlert, shown.layer == layer, shown.anchor == anchor else { return nil }
        return shown.alert
    }

    /// The text to show in an alert's field: what the user typed, or the
    /// field's initial text (empty for a secure field, whose text no
    /// snapshot shows).
    ///
    /// - Parameters:
    ///   - field: the field's name.
    ///   - alert: the alert.
    /// - Returns: the text; empty for a field the alert lacks.
    public func text(ofField field: String, in alert: LayerAlert) -> String {
        alertTexts[alert.id]?[field] ?? alert.content.fields.first { $0.name == field }?.text ?? ""
    }

    /// Whether a button of an alert can be tapped with what the user typed
    /// so far (`AlertSnapshot.isEnabled(_:texts:)`): the binding draws it
    /// disabled otherwise, and asks again after each ``setText(_:ofField:in:)``.
    ///
    /// - Parameters:
    ///   - button: the button's label.
    ///   - alert: the alert.
    /// - Returns: whether its condition holds, or it has none; `false` for a
    ///   button the alert lacks.
    public func isEnabled(_ button: String, in alert: LayerAlert) -> Bool {
        alert.content.isEnabled(button, texts: alertTexts[alert.id] ?? [:])
    }

    /// The user typed in an alert's field. Nothing is sent until a button is
    /// tapped; a button whose condition reads the field may be enabled or
    /// disabled by it (``isEnabled(_:in:)``).
    ///
    /// - Parameters:
    ///   - text: the field's text now.
    ///   - field: the field's name.
    ///   - alert: the alert's id.
    public func setText(_ text: String, ofField field: String, in alert: EntryID) {
        guard let shown = layers.alerts.first(where: { $0.id == alert }),
            shown.content.fields.contains(where: { $0.name == field })
        else { return }
        alertTexts[alert, default: [:]][field] = text
    }

    /// The user tapped a button of the alert shown: sends
    /// ``ModalLayers/intent(forAnswering:texts:)`` with the texts the user
    /// typed (``setText(_:ofField:in:)``; the other fields keep their initial
    /// texts, a secure field's too, which no snapshot shows), so the awaiting
    /// `route(to:)` returns the button's value.
    ///
    /// The platform takes the alert down itself after a tap (SwiftUI writes
    /// `false` to its binding); that write is then no dismissal
    /// (``dismissAlert(boundTo:)``), in either order. A tap on an alert that is
    /// no longer shown, or on a button it lacks, sends nothing.
    ///
    /// - Parameters:
    ///   - button: the tapped button's label.
    ///   - alert: the id of the alert the button belongs to.
    public func answerAlert(_ button: String, of alert: EntryID) {
        // Only what the user typed: the core keeps the others' texts, a secure field's
        // included, which the snapshot never shows.
        guard layers.alert?.id == alert,
            let intents = meaning(of: .answerAlert(button, texts: alertTexts[alert] ?? [:]))
        else { return }
        let before = drawing
        // The write of `false` that takes the alert down comes before or after the tap;
        // the alert stays down while the core answers (a guard may be asked).
        if dismissingAlert == alert { dismissingAlert = nil }
        answeredAlerts.insert(alert)
        coordinator.sendIntents(intents)
        read(vetoed: false)
        finish(before, redraw: true)
    }

    /// The UI took an alert down (SwiftUI wrote `false` to its binding): after
    /// a button's tap, or the user dismissing it without choosing (a tap
    /// outside a dialog, the Escape key).
    ///
    /// After a tap reported with ``answerAlert(_:of:)`` this does nothing: the
    /// alert stays down while the core answers (a guard may be asked), and
    /// comes back only if the guard says no (a `ChangeCause.vetoed` change).
    /// Otherwise a tap may still follow in the same event (the order of a
    /// button's action and the write is not documented): the session hides
    /// the alert and waits; ``finishAlertDismissal()``, called once the event
    /// is over, sends the dismissal if no tap came. A write about an alert
    /// that is not shown (a late write, after code ended it) sends nothing.
    ///
    /// - Parameter alert: the id of the alert the binding was made for.
    public func dismissAlert(boundTo alert: EntryID) {
        guard !answeredAlerts.contains(alert), layers.alert?.id == alert, dismissingAlert == nil else { return }
        let before = drawing
        dismissingAlert = alert
        finish(before)
    }

    /// Ends a dismissal reported with ``dismissAlert(boundTo:)``: unless a
    /// button's tap came meanwhile, sends what ``UserGesture/tapOutsideAlert``
    /// means: a dialog with a cancel button answers with it; one without, drawn
    /// as a popover, ends with `.cancel(.userDismissed)`. An alert, or an
    /// action sheet without a cancel button in a compact width, cannot be
    /// tapped away: it is drawn again.
    public func finishAlertDismissal() {
        guard let alert = dismissingAlert else { return }
        let before = drawing
        dismissingAlert = nil
        if layers.alert?.id == alert, let intents = meaning(of: .tapOutsideAlert) {
            coordinator.sendIntents(intents)
        }
        read(vetoed: false)
        finish(before, redraw: true)
    }

    /// The alert shown now, the layer whose view shows it and that view's anchor.
    var shownAlert: (alert: LayerAlert, layer: EntryID?, anchor: AnchorID?)? {
        guard let alert = layers.alert, !answeredAlerts.contains(alert.id), dismissingAlert != alert.id,
            isSettled, let top = drawn.last
        else { return nil }
        var anchor: AnchorID?
        if alert.isDialog, let named = alert.anchor, hasAnchor(named, in: top.id) { anchor = named }
        return (alert, top.id, anchor)
    }

    /// Forgets the taps, dismissals and texts of alerts that are gone.
    func forgetEndedAlerts() {
        guard !answeredAlerts.isEmpty || !alertTexts.isEmpty || dismissingAlert != nil else { return }
        let ids = Set(layers.alerts.map(\.id))
        answeredAlerts.formIntersection(ids)
        if !alertTexts.isEmpty { alertTexts = alertTexts.filter { ids.contains($0.key) } }
        if let dismissing = dismissingAlert, !ids.contains(dismissing) { dismissingAlert = nil }
    }

    // MARK: Sheet sizes

    /// The detent a sheet (or a popover drawn as one) rests at, as the UI
    /// holds it: the one the user dragged it to while the core keeps that
    /// intent waiting, or the layer's ``ModalLayer/detent``, or its route's
    /// first detent; `nil` if its route declares none.
    ///
    /// - Parameter layer: the layer the UI draws, such as one from ``layer(kept:)``.
    /// - Returns: the detent to select.
    public func detent(of layer: ModalLayer) -> SheetDetent? {
        if let id = layer.id, let pending = pendingDetents[id] { return pending }
        let current = (drawn.first { $0.id == layer.id } ?? layer)
        return current.detent ?? current.style?.detents.first
    }

    /// The user dragged a sheet to another detent (SwiftUI wrote its detent
    /// selection): sends what ``UserGesture/dragSheet(to:)`` means for the
    /// sheet on top. An echo of the
    /// detent it rests at sends nothing and draws nothing again; a detent its
    /// route does not declare, a sheet that is gone, or a popover drawn as a
    /// popover (in a regular ``width``: it has no detents there) sends
    /// nothing and draws again, so the UI shows the core's detent.
    ///
    /// - Parameters:
    ///   - detent: the detent the sheet rests at now.
    ///   - layer: the sheet's ``ModalLayer/id``.
    public func setDetent(_ detent: SheetDetent, of layer: EntryID) {
        guard let shown = drawn.first(where: { $0.id == layer }), detent != self.detent(of: shown) else { return }
        let before = drawing
        if layers.top?.id == layer, let intents = meaning(of: .dragSheet(to: detent)),
            coordinator.sendIntents(intents) == .pending
        {
            pendingDetents[layer] = detent
        }
        read(vetoed: false)
        finish(before, redraw: true)
    }
}
