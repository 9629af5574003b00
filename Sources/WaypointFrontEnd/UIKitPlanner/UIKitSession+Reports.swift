public import Waypoint

// What UIKit reports: the user's gestures, sent to the core as intents, each once.
extension UIKitSession {
    // MARK: Navigation controllers

    /// A navigation controller began a transition the session did not start:
    /// the user's swipe back (or back button) began. UIKit calls the navigation
    /// delegate's `willShow` then; nothing is planned for that navigation
    /// controller until ``didShow(_:in:)`` or ``transitionCancelled(in:)``.
    ///
    /// - Parameter stack: the navigation controller's layer id.
    public func transitionBegan(in stack: EntryID?) {
        guard inFlight[.stack(stack)] == nil else { return }
        userLanes.insert(.stack(stack))
    }

    /// The user cancelled an interactive swipe back: UIKit shows the same
    /// screens and sends no `didShow`. Nothing is sent to the core.
    ///
    /// - Parameter stack: the navigation controller's layer id.
    public func transitionCancelled(in stack: EntryID?) {
        guard userLanes.remove(.stack(stack)) != nil else { return }
        advance()
    }

    /// A navigation controller shows these screens (the navigation delegate's
    /// `didShow`): the only report of a user's pop.
    ///
    /// A strict prefix of what the session knows it shows is the user's pop,
    /// one or several levels at once, sent as one change. The same screens are
    /// an echo (a programmatic change, or a sheet above dismissed) and send
    /// nothing; a report while the session's own step is in flight is that
    /// step's, and the step's completion counts.
    ///
    /// - Parameters:
    ///   - ids: the navigation controller's screens, bottom first, as the ids
    ///     of their items.
    ///   - stack: the navigation controller's layer id.
    public func didShow(_ ids: [EntryID], in stack: EntryID?) {
        userLanes.remove(.stack(stack))
        guard inFlight[.stack(stack)] == nil, let current = shown.stacks[stack],
            !current.elementsEqual(ids, by: { $0.id == $1 })
        else {
            advance()
            return
        }
        guard ids.count < current.count, current.prefix(ids.count).elementsEqual(ids, by: { $0.id == $1 }) else {
            // UIKit shows something else than planned: believe it, and plan from there.
            shown.setStack(ids.compactMap { id in current.first { $0.id == id } }, of: stack)
            advance()
            return
        }
        shown.setStack(Array(current.prefix(ids.count)), of: stack)
        let intents = backIntents(popping: current, to: ids.count, in: stack)
        if !intents.isEmpty, coordinator.sendIntents(intents) == .pending {
            // The screens kept, and the first one popped: pending while the core still shows it there.
            pendingPaths[stack] = ids + [current[ids.count].id]
        }
        read(cause: .user)
    }

    /// The intents of the user's back, from the back button or a swipe, in a
    /// navigation controller that showed `current` and keeps its first
    /// `kept` screens: what ``UserGesture/back(to:)`` of the last screen kept
    /// means, as the gestures' table says (in a collapsed split, its one
    /// stack's back, ``LayerContainer/intentsForCollapsedBack(to:)``). A
    /// report the table refuses happened on screen all the same, the core
    /// having changed meanwhile (a sheet below went, a tab switched while the
    /// finger moved): the pops of ``popIntents(removing:from:keeping:)``
    /// remove what the user popped.
    func backIntents(popping current: [LayerItem], to kept: Int, in stack: EntryID?) -> [UserIntent] {
        if let intents = collapsedBackIntents(to: kept > 0 ? current[kept - 1].id : nil, in: stack) {
            return intents
        }
        if kept > 0, let intents = meaning(of: .back(to: current[kept - 1].id)) { return intents }
        return popIntents(removing: current[kept...], from: stack, keeping: Array(current.prefix(kept)))
    }

    /// What a gesture means now, as the one table says
    /// (`ModalLayers.intents(for:width:)`, in the session's ``width``): its
    /// intents, or `nil` if no device can make it, with the reason kept in
    /// ``lastRefusal``.
    func meaning(of gesture: UserGesture) -> [UserIntent]? {
        currentLayers().meaning(of: gesture, width: width, refusal: &lastRefusal)
    }

    /// The gesture that dismisses a layer UIKit reports dismissed, as drawn
    /// now: a sheet's swipe down, a tap outside a popover; `nil` for a layer
    /// that is not on top of the core's state (a report racing with the core).
    func dismissal(of layer: EntryID) -> UserGesture? {
        guard let top = currentLayers().top, top.id == layer else { return nil }
        switch top.presentation(in: width) {
        case .popover: return .tapOutsidePopover
        default: return .swipeDown
        }
    }

    /// The intents that remove screens the user popped: the entries that
    /// hold them as they were shown, found in the core's snapshot now (the
    /// core may have moved them since: a sheet below them went, a tab switched
    /// while the finger moved); or, if none is left, what the navigation
    /// controller's shorter path means to the core's cut.
    func popIntents(removing popped: ArraySlice<LayerItem>, from stack: EntryID?, keeping kept: [LayerItem])
        -> [UserIntent]
    {
        let layers = currentLayers()
        let exact = intentsFromSnapshot(removing: popped, keeping: kept)
        if !exact.isEmpty { return exact }
        let ids = kept.map(\.id)
        let path = ids.first == layers.layer(stack)?.root?.id ? Array(ids.dropFirst()) : ids
        return layers.intents(forNavigationPath: path, in: stack)
    }

    /// The intents that remove popped screens: each goes through the
    /// outermost entry that holds it and no screen that stays, popped to the
    /// entry before it in its coordinator's stack, one intent per stack, top
    /// first.
    func intentsFromSnapshot(removing popped: ArraySlice<LayerItem>, keeping kept: [LayerItem]) -> [UserIntent] {
        // The roots of tab bars pushed on the stack stay with them, through the tab bars at those roots.
        var roots: [LayerItem] = []
        for item in kept {
            var container = item.container
            while let root = container?.selectedChild?.stack.root {
                roots.append(root)
                container = root.container
            }
        }
        let staying = Set((kept + roots).flatMap(\.lineage))
        let snapshot = coordinator.currentSnapshot
        var intents: [UserIntent] = []
        var stacks: Set<EntryID> = []
        for item in popped {
            guard let entry = item.lineage.first(where: { !staying.contains($0) }),
                let (siblings, index) = Self.locate(entry, in: snapshot),
                let first = siblings.first?.id, stacks.insert(first).inserted
            else { continue }
            let below = siblings[..<index].last { $0.presentation != .root || $0.id == first }
            if index > 0, let below {
                intents.append(.popped(to: below.id))
            } else {
                intents.append(.dismissed(entry))
            }
        }
        return intents.reversed()
    }

    /// The entries of the coordinator that holds an entry, and its index there.
    static func locate(_ id: EntryID, in snapshot: CoordinatorSnapshot) -> ([EntrySnapshot], Int)? {
        let entries = snapshot.entries
        if let index = entries.firstIndex(where: { $0.id == id }) { return (entries, index) }
        for entry in entries {
            if let child = entry.child, let found = locate(id, in: child) { return found }
        }
        return nil
    }

    /// The user tapped the back button of a guarded screen (UIKit's
    /// `backAction`, set by ``UIKitStep/setBackGuarded(_:item:)``): the core
    /// asks the guard, and the session pops the screen only once it agrees.
    /// The intents are those of any back in that navigation controller
    /// (``didShow(_:in:)``): in a collapsed split's one stack, a back from
    /// the root of the detail column dismisses the detail.
    ///
    /// - Parameters:
    ///   - item: the screen the user leaves.
    ///   - stack: the navigation controller's layer id.
    public func backAction(from item: EntryID, in stack: EntryID?) {
        guard let current = shown.stacks[stack], let index = current.firstIndex(where: { $0.id == item }), index > 0
        else { return }
        let intents = backIntents(popping: current, to: index, in: stack)
        if !intents.isEmpty { coordinator.sendIntents(intents) }
        read(cause: .user)
    }

    /// Whether the user may begin a swipe back on a navigation controller:
    /// it has a screen to pop, no transition runs on it, and the screen on top
    /// is not guarded. A binding answers its pop gesture's
    /// `gestureRecognizerShouldBegin(_:)` with it.
    ///
    /// - Parameter stack: the navigation controller's layer id.
    /// - Returns: `false` to refuse the gesture.
    public func allowsPopGesture(in stack: EntryID?) -> Bool {
        guard let current = shown.stacks[stack], current.count > 1, let top = current.last else { return false }
        return !top.isGuarded && !busyLanes.contains(.stack(stack))
    }

    // MARK: Presentations

    /// The user began to swipe a presented layer down
    /// (`presentationControllerWillDismiss`): nothing is presented or dismissed
    /// until it ends.
    ///
    /// - Parameter layer: the presented layer's id.
    public func dismissalBegan(_ layer: EntryID) {
        guard inFlight[.presentations] == nil, shown.presented.contains(where: { $0.id == layer }) else { return }
        userLanes.insert(.presentations)
    }

    /// The user let go of a swipe-down and the layer stays. Nothing is sent.
    ///
    /// - Parameter layer: the presented layer's id.
    public func dismissalCancelled(_ layer: EntryID) {
        guard userLanes.remove(.presentations) != nil else { return }
        advance()
    }

    /// The user swiped a presented layer down (`presentationControllerDidDismiss`,
    /// which UIKit sends for the user's swipe-down only, after its animation):
    /// the layer and everything above it are gone, and the core is told once.
    /// A layer the session does not show is a stale report.
    ///
    /// - Parameter layer: the dismissed layer's id.
    public func presentationDidDismiss(_ layer: EntryID) {
        userLanes.remove(.presentations)
        guard let index = shown.presented.firstIndex(where: { $0.id == layer }) else {
            advance()
            return
        }
        shown.removePresented(from: index)
        forgetGesturesOnRemovedStacks()
        let layers = currentLayers()
        // Sent even when the core no longer lifts the layer on top (its tab was switched meanwhile):
        // the user dismissed that entry, and a stale intent is ignored.
        let intents =
            dismissal(of: layer).flatMap(meaning(of:)) ?? [layers.intent(forDismissing: layer) ?? .dismissed(layer)]
        if coordinator.sendIntents(intents) == .pending {
            pendingDismissals.insert(layer)
        }
        read(cause: .user)
    }

    /// UIKit refused the user's swipe-down of a guarded layer
    /// (`presentationControllerDidAttemptToDismiss`): the core asks the guard,
    /// and the session dismisses the layer only once it agrees.
    ///
    /// - Parameter layer: the presented layer's id.
    public func presentationDidAttemptToDismiss(_ layer: EntryID) {
        userLanes.remove(.presentations)
        guard shown.presented.contains(where: { $0.id == layer }),
            let intents = dismissal(of: layer).flatMap(meaning(of:))
        else {
            advance()
            return
        }
        coordinator.sendIntents(intents)
        read(cause: .user)
    }

    // MARK: Alerts and sheet sizes

    /// The user tapped a button of the alert the session presented (its
    /// `UIAlertAction`'s handler, which UIKit calls once it has dismissed the
    /// alert): the core is told once, with the fields' texts, and the alert is
    /// not dismissed again (rule 22: that would dismiss what lies below). A
    /// report about an alert the session does not show is stale: ignored.
    ///
    /// A `UIAlertController`'s text fields all have a text: pass each one as
    /// it holds it. A field that still holds the text it was drawn with is
    /// untouched and keeps the text it started with: a secure field is drawn
    /// empty (no snapshot shows its text), so an untouched, prefilled
    /// password answers with its starting text, not `""`. A field the user
    /// cleared looks untouched from its text alone: name the fields the user
    /// edited with ``alertDidAnswer(_:button:texts:edited:)`` (the UIKit
    /// binding does) to have a cleared one answer `""`.
    ///
    /// A button whose condition (`AlertButton.enabledWhen`) does not hold
    /// for the texts is an action the binding keeps disabled
    /// (`UIAlertAction.isEnabled`, set again on every `.editingChanged`), and
    /// UIKit calls no handler of a disabled action; a report of a tap on one
    /// anyway is ignored by the core (`buttonDisabled`), and the alert stays
    /// in the navigation state.
    ///
    /// ```swift
    /// UIAlertAction(title: button.label, style: .default) { [weak session] _ in
    ///     session?.alertDidAnswer(alert.id, button: button.label, texts: texts())
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - alert: the alert's id (``LayerAlert/id``).
    ///   - button: the tapped button's label.
    ///   - texts: the fields' texts, by field name.
    public func alertDidAnswer(_ alert: EntryID, button: String, texts: [String: String] = [:]) {
        alertDidAnswer(alert, button: button, texts: texts, edited: [])
    }

    /// The user tapped a button of the alert the session presented, having
    /// edited the named fields (a text field's `.editingChanged`): as
    /// ``alertDidAnswer(_:button:texts:)``, but an edited field answers with
    /// its text even where it equals the text it was drawn with (a prefilled
    /// password the user cleared answers `""`).
    ///
    /// - Parameters:
    ///   - alert: the alert's id (``LayerAlert/id``).
    ///   - button: the tapped button's label.
    ///   - texts: the fields' texts, by field name.
    ///   - edited: the names of the fields the user edited.
    public func alertDidAnswer(_ alert: EntryID, button: String, texts: [String: String], edited: Set<String>) {
        guard let drawn = shown.alert, drawn.id == alert else { return advance() }
        shown.alert = nil
        let given = texts.filter { name, text in
            edited.contains(name) || drawn.content.fields.first { $0.name == name }?.text != text
        }
        // UIKit took the alert down: an answer the table refuses (a stale report) is sent as made.
        let intents =
            meaning(of: .answerAlert(button, texts: given)) ?? [.answered(alert, button: button, texts: given)]
        if coordinator.sendIntents(intents) == .pending {
            pendingDismissals.insert(alert)
        }
        read(cause: .user)
    }

    /// The user dismissed the alert the session presented without choosing:
    /// a tap outside a dialog shown as a popover that has no cancel button
    /// (with one, UIKit calls the cancel button's handler:
    /// ``alertDidAnswer(_:button:texts:)``). The popover presentation
    /// controller's `presentationControllerDidDismiss` reports it; the core
    /// is told once, and `route(to:)` returns `.cancel(.userDismissed)`.
    ///
    /// - Parameter alert: the alert's id.
    public func alertDidDismiss(_ alert: EntryID) {
        guard shown.alert?.id == alert else { return advance() }
        shown.alert = nil
        // UIKit took the dialog down: what a tap outside it means, or its dismissal for a stale report.
        if coordinator.sendIntents(meaning(of: .tapOutsideAlert) ?? [.dismissed(alert)]) == .pending {
            pendingDismissals.insert(alert)
        }
        read(cause: .user)
    }

    /// The user dragged a sheet to another detent
    /// (`sheetPresentationControllerDidChangeSelectedDetentIdentifier`,
    /// which UIKit calls for the user's drag only, rule 22): the core is told
    /// once (``ModalLayers/intent(forDetent:of:)``); an echo or a detent the
    /// route does not declare sends nothing.
    ///
    /// - Parameters:
    ///   - detent: the detent the sheet rests at now.
    ///   - layer: the sheet's layer id.
    public func sheetDidChangeDetent(_ detent: SheetDetent, of layer: EntryID) {
        guard shown.presented.contains(where: { $0.id == layer }) else { return advance() }
        shown.setDetent(detent, of: layer)
        // A detent set from code meanwhile completes on what the user chose.
        if inFlight[.sheet(layer)] != nil { overtaken.insert(.sheet(layer)) }
        let layers = currentLayers()
        if layers.top?.id == layer, let intents = meaning(of: .dragSheet(to: detent)) {
            coordinator.sendIntents(intents)
        } else if layers.top?.id != layer, let intent = layers.intent(forDetent: detent, of: layer) {
            // A sheet the core covered meanwhile: UIKit shows it at that detent.
            coordinator.sendIntents([intent])
        }
        read(cause: .user)
    }

    // MARK: Tab bars

    /// Whether a tab bar may select the tapped child
    /// (`tabBarController(_:shouldSelect:)`), with the app's own tab bar
    /// delegate asked and told as UIKit would ask and tell it.
    ///
    /// The app's `shouldSelect` is asked first: a tap it refuses is refused,
    /// and the core hears nothing of it. A re-tap of the selected child is
    /// then intercepted: it returns `false`, so UIKit does not pop the tab to
    /// its root by itself, and the core is told once, to do what the
    /// container's `reselect` setting says. UIKit calls `didSelect` only for
    /// a tap that `shouldSelect` allowed (rule 14), so the app's `didSelect`
    /// is called here for the re-tap, after the core: the app hears every tap
    /// it allowed, re-taps included (to scroll to the top, say).
    ///
    /// ```swift
    /// func tabBarController(_ tabs: UITabBarController, shouldSelect tab: UIViewController) -> Bool {
    ///     session.shouldSelect(
    ///         child(tab), in: container,
    ///         appShouldSelect: { app?.tabBarController?(tabs, shouldSelect: tab) ?? true },
    ///         appDidSelect: { app?.tabBarController?(tabs, didSelect: tab) })
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - child: the tapped child's entry id.
    ///   - container: the tab bar's container id.
    ///   - appShouldSelect: the app's own delegate's `shouldSelect`, asked first.
    ///   - appDidSelect: the app's own delegate's `didSelect`, called for a re-tap.
    /// - Returns: `false` for a tap the app refused and for a re-tap, `true` otherwise.
    public func shouldSelect(
        _ child: EntryID,
        in container: EntryID?,
        appShouldSelect: () -> Bool = { true },
        appDidSelect: () -> Void = {}
    ) -> Bool {
        guard appShouldSelect() else { return false }
        guard let current = shown.selections[container], current == child else { return true }
        if let intents = meaning(of: .tapTab(child)) { coordinator.sendIntents(intents) }
        read(cause: .user)
        appDidSelect()
        return false
    }

    /// The user selected another tab (`tabBarController(_:didSelect:)`): the
    /// core is told once, then the app's own tab bar delegate. A re-tap that
    /// reaches here sends nothing to the core, as ``shouldSelect(_:in:appShouldSelect:appDidSelect:)``
    /// answered it.
    ///
    /// - Parameters:
    ///   - child: the selected child's entry id.
    ///   - container: the tab bar's container id.
    ///   - appDidSelect: the app's own delegate's `didSelect`, called after the core.
    public func didSelect(_ child: EntryID, in container: EntryID?, appDidSelect: () -> Void = {}) {
        defer { appDidSelect() }
        // A tab bar whose installation has not completed yet: the core still hears of the tap.
        let current = shown.selections[container]
        guard current != child else { return }
        if current != nil { shown.selections[container] = child }
        if inFlight[.tabs(container)] != nil { overtaken.insert(.tabs(container)) }
        // UIKit selected it: a tab the table refuses (the core covered the tab bar meanwhile) is sent as made.
        let layers = currentLayers()
        let intents = meaning(of: .tapTab(child)) ?? layers.intent(forSelecting: child, in: container).map { [$0] }
        if let intents, coordinator.sendIntents(intents) == .pending {
            pendingSelections[container] = child
        }
        read(cause: .user)
    }

    // MARK: Pending gestures

    /// The target: the latest state, less what a gesture the core keeps
    /// waiting removed, so that the session does not put back what the user
    /// took away.
    ///
    /// - Parameter state: the scene of the core's state.
    func makeTarget(from state: UIKitScene) -> UIKitScene {
        // No gesture pending (most changes): the state is the target, not copied nor walked.
        if pendingDismissals.isEmpty, pendingPaths.isEmpty, pendingSelections.isEmpty { return state }
        var scene = state
        if let cut = scene.presented.firstIndex(where: { $0.id.map(pendingDismissals.contains) ?? false }) {
            // The alert stays: it is presented from what is left.
            let alert = scene.alert
            scene.removePresented(from: cut)
            scene.alert = alert
        }
        // An alert the user answered or dismissed stays down while its guard decides.
        if let alert = scene.alert, pendingDismissals.contains(alert.id) { scene.alert = nil }
        for (stack, ids) in pendingPaths {
            if let items = scene.stacks[stack] { scene.setStack(Array(items.prefix(ids.count - 1)), of: stack) }
        }
        for (container, child) in pendingSelections where scene.selections[container] != nil {
            scene.selections[container] = child
            // A tab bar pushed on a stack (or in a tab of one) is given its item's selection with the
            // stack: the user's.
            for (stack, items) in scene.stacks {
                for (index, item) in items.enumerated() where item.drawsPushedTabBar(container) {
                    scene.stacks[stack]?[index].changePushedTabBar(container) { $0.selected = child }
                }
            }
        }
        return scene
    }

    /// Forgets the pending gestures the core has resolved.
    ///
    /// - Parameter scene: the scene of the core's state.
    func forgetResolvedGestures(in scene: UIKitScene) {
        if !pendingPaths.isEmpty {
            let stacks = scene.stacks
            pendingPaths = pendingPaths.filter { stack, ids in
                guard let items = stacks[stack] else { return false }
                return ids.count <= items.count && items.prefix(ids.count).elementsEqual(ids, by: { $0.id == $1 })
            }
        }
        if !pendingDismissals.isEmpty {
            pendingDismissals = pendingDismissals.filter { id in
                layers.layers.contains { $0.id == id } || layers.alerts.contains { $0.id == id }
            }
        }
        if !pendingSelections.isEmpty {
            pendingSelections = pendingSelections.filter { layers.awaitsSelection(of: $1, in: $0) }
        }
    }
}
