public import Waypoint
import WaypointFrontEnd

// What the user does, reported as UIKit reports it.
extension FakeUIKit {
    // MARK: Navigation controllers

    /// The user begins a swipe back on the navigation controller on screen.
    ///
    /// UIKit refuses it (nothing happens) when the screen on top is guarded
    /// (its back gesture refused by `UIKitStep.setBackGuarded(_:item:)`),
    /// when the stack has one screen, or while a transition runs on it or on
    /// the presentation chain (or a tab bar's new tabs wait for their
    /// completion). Otherwise the navigation delegate's `willShow`
    /// is reported (`UIKitSession.transitionBegan(in:)`),
    /// and the swipe waits for ``finishSwipeBack()`` or ``cancelSwipeBack()``.
    ///
    /// - Returns: whether the swipe began.
    @discardableResult
    public func beginSwipeBack() -> Bool {
        guard takesTouches, swiping == nil, case .some(let id) = visibleNavigation, let navigation = navigations[id],
            navigation.transition == nil, navigation.screens.count > 1, let top = navigation.screens.last,
            !top.isBackGuarded
        else { return false }
        navigation.transition = .interactive
        session.transitionBegan(in: id)
        return true
    }

    /// The user lets go of a swipe back before the middle: the screen stays,
    /// and UIKit sends no `didShow` (rule 2), only the end of the transition
    /// (`UIKitSession.transitionCancelled(in:)`).
    ///
    /// - Returns: whether a swipe was running.
    @discardableResult
    public func cancelSwipeBack() -> Bool {
        guard let (id, navigation) = swiping else { return false }
        navigation.transition = nil
        session.transitionCancelled(in: id)
        return true
    }

    /// The user completes a swipe back: the top screen is popped and the
    /// navigation delegate's `didShow` reports the shorter stack.
    ///
    /// - Returns: whether a swipe was running.
    @discardableResult
    public func finishSwipeBack() -> Bool {
        guard let (id, navigation) = swiping else { return false }
        pop(navigation, keeping: navigation.screens.count - 1)
        navigation.transition = nil
        session.didShow(navigation.ids, in: id)
        return true
    }

    /// The user picks an earlier screen from the back button's menu (or taps
    /// the back button, `levels: 1`): UIKit pops to it with one animation and
    /// reports one `didShow` when it ends (rule 3). When a screen it would pop
    /// is guarded, UIKit calls its `backAction` instead
    /// (`UIKitSession.backAction(from:in:)`): the core asks
    /// the guard.
    ///
    /// - Parameter levels: how many screens to pop.
    /// - Returns: whether UIKit popped or asked the guard.
    @discardableResult
    public func tapBack(levels: Int = 1) -> Bool {
        guard levels > 0, takesTouches, swiping == nil, case .some(let id) = visibleNavigation,
            let navigation = navigations[id],
            navigation.transition == nil, navigation.screens.count > levels
        else { return false }
        let kept = navigation.screens.count - levels
        if let guarded = navigation.screens[kept...].first(where: \.isBackGuarded) {
            session.backAction(from: guarded.id, in: id)
            return true
        }
        pop(navigation, keeping: kept)
        navigation.transition = .userPop
        session.transitionBegan(in: id)
        animate("back \(String(describing: id))", in: .stack(id)) { [weak self, weak navigation] in
            guard let self, let navigation, navigation.transition == .userPop else { return }
            navigation.transition = nil
            self.session.didShow(navigation.ids, in: id)
        }
        return true
    }

    /// Pops screens the user removed, with the tab bars pushed among them.
    func pop(_ navigation: FakeNavigation, keeping count: Int) {
        let popped = navigation.screens[count...]
        navigation.screens.removeSubrange(count...)
        dropTabBars(of: popped)
    }

    /// Whether the user is swiping back: a swipe began and has not ended.
    public var isSwipingBack: Bool { swiping != nil }

    /// The screens of the navigation controller the user sees (the top
    /// layer's, through the selected tabs), bottom first: what a back button
    /// pops from.
    public var visibleScreens: [EntryID] {
        guard case .some(let id) = visibleNavigation else { return [] }
        return navigations[id]?.ids ?? []
    }

    /// The screens of the navigation controller the user swipes back on, if
    /// a swipe runs: its last one goes if the swipe finishes.
    public var swipedScreens: [EntryID]? { swiping?.1.ids }

    var swiping: (EntryID?, FakeNavigation)? {
        for (id, navigation) in navigations where navigation.transition == .interactive { return (id, navigation) }
        return nil
    }

    // MARK: Presentations

    /// The user begins to swipe the top sheet down.
    ///
    /// A full-screen cover cannot be swiped; a sheet whose
    /// `isModalInPresentation` is set refuses the swipe and UIKit reports
    /// `presentationControllerDidAttemptToDismiss`
    /// (`UIKitSession.presentationDidAttemptToDismiss(_:)`).
    /// Otherwise `presentationControllerWillDismiss` is reported
    /// (`UIKitSession.dismissalBegan(_:)`), and the swipe
    /// waits for ``finishSwipeDown()`` or ``cancelSwipeDown()``.
    ///
    /// - Returns: whether the swipe began.
    @discardableResult
    public func beginSwipeDown() -> Bool {
        guard takesTouches, let top = chain.last, drawn(top) == .sheet, !anyNavigationTransition else {
            return false
        }
        return beginInteractiveDismissal(of: top)
    }

    /// Begins the interactive dismissal of the layer on top (a swipe down, a
    /// zoom back): a guarded one (`isModalInPresentation`) stays and its
    /// refused attempt is reported, as UIKit's presentation controller does.
    ///
    /// - Returns: whether the dismissal began.
    func beginInteractiveDismissal(of top: FakePresented) -> Bool {
        if top.isModalInPresentation {
            session.presentationDidAttemptToDismiss(top.id)
            return false
        }
        chain[chain.count - 1].state = .userDismissing
        session.dismissalBegan(top.id)
        return true
    }

    /// The user lets go of a swipe-down: the sheet stays.
    ///
    /// - Returns: whether a swipe-down was running.
    @discardableResult
    public func cancelSwipeDown() -> Bool {
        guard let top = chain.last, top.state == .userDismissing else { return false }
        chain[chain.count - 1].state = .shown
        session.dismissalCancelled(top.id)
        return true
    }

    /// The user completes a swipe-down: the sheet is gone, and UIKit reports
    /// `presentationControllerDidDismiss` (rule 6), then `didShow` for the
    /// stack it reveals.
    ///
    /// - Returns: whether a swipe-down was running.
    @discardableResult
    public func finishSwipeDown() -> Bool {
        guard let top = chain.last, top.state == .userDismissing else { return false }
        removeTopByUser()
        return true
    }

    /// The user took the top presented layer away: it goes, and UIKit reports
    /// `presentationControllerDidDismiss`, then `didShow` for what it reveals.
    private func removeTopByUser() {
        guard let top = chain.last else { return }
        uninstall(top.shape)
        chain.removeLast()
        session.presentationDidDismiss(top.id)
        reportRevealedStack()
    }

    /// Whether the user is swiping a sheet down.
    public var isSwipingDown: Bool { chain.last?.state == .userDismissing }

    /// The user taps outside the top popover, shown as a popover (a regular
    /// width, or a route that does not adapt): UIKit dismisses it and reports
    /// `presentationControllerDidDismiss`, like a swipe-down (rule 21); a
    /// popover whose `isModalInPresentation` is set refuses the tap and UIKit
    /// reports `presentationControllerDidAttemptToDismiss`.
    ///
    /// - Returns: whether the popover went.
    @discardableResult
    public func tapOutsidePopover() -> Bool {
        guard takesTouches, let top = chain.last, drawn(top) == .popover, !anyNavigationTransition else {
            return false
        }
        if top.isModalInPresentation {
            session.presentationDidAttemptToDismiss(top.id)
            return false
        }
        removeTopByUser()
        return true
    }

    /// The user drags the top sheet (or a popover shown as one) to another of
    /// its detents: UIKit reports
    /// `sheetPresentationControllerDidChangeSelectedDetentIdentifier`
    /// (`UIKitSession.sheetDidChangeDetent(_:of:)`), which it never sends
    /// for a detent set in code (rule 22).
    ///
    /// - Parameter detent: one of the sheet's detents.
    /// - Returns: whether the sheet moved.
    @discardableResult
    public func dragSheet(to detent: SheetDetent) -> Bool {
        guard takesTouches, let top = chain.last, drawn(top) == .sheet, top.detent != detent,
            top.layer.style?.detents.contains(detent) == true
        else { return false }
        chain[chain.count - 1].detent = detent
        session.sheetDidChangeDetent(detent, of: top.id)
        return true
    }

    // MARK: Alerts

    /// A screen registers a view or bar button item as an anchor, as a
    /// screen's controller does for the UIKit binding
    /// (`PopoverAnchorProviding`): popovers and dialogs presented from its
    /// layer whose route names this anchor point at it, and a screen that
    /// zooms out of it (`ModalStyle.transition`) zooms from it.
    ///
    /// - Parameters:
    ///   - anchor: the anchor, as a route's `ModalStyle` names it.
    ///   - screen: the screen's entry id.
    public func registerAnchor(_ anchor: AnchorID, on screen: EntryID) {
        anchors[screen, default: []].insert(anchor)
    }

    /// A screen registers an anchor by its name alone.
    ///
    /// - Parameters:
    ///   - name: the anchor's name.
    ///   - screen: the screen's entry id.
    @available(*, deprecated, message: "name the anchor with an AnchorID: registerAnchor(.share, on: screen)")
    public func registerAnchor(_ name: String, on screen: EntryID) {
        registerAnchor(AnchorID(name), on: screen)
    }

    /// The view a screen registered as an anchor goes away (a cell scrolled
    /// off, a button hidden): what is presented or zoomed from it from now
    /// on finds it missing, as UIKit's source-view providers would.
    ///
    /// - Parameters:
    ///   - anchor: the anchor.
    ///   - screen: the screen's entry id.
    public func unregisterAnchor(_ anchor: AnchorID, on screen: EntryID) {
        anchors[screen]?.remove(anchor)
        if anchors[screen]?.isEmpty == true { anchors[screen] = nil }
    }

    /// The user types in a text field of the alert on screen: the field
    /// holds `text` now, and UIKit sends `.editingChanged`, on which the
    /// UIKit binding enables or disables the actions whose conditions read it
    /// (`UIAlertAction.isEnabled`, ``isAlertButtonEnabled(_:)``). Nothing is
    /// reported to the session until an action is tapped.
    ///
    /// ```swift
    /// #expect(!fake.isAlertButtonEnabled("Create"))
    /// fake.enterText("Groceries", inAlertField: "name")
    /// #expect(fake.isAlertButtonEnabled("Create"))
    /// ```
    ///
    /// - Parameters:
    ///   - text: the field's whole text after typing (`""` clears it).
    ///   - field: the field's name.
    /// - Returns: whether an alert with that field is on screen.
    @discardableResult
    public func enterText(_ text: String, inAlertField field: String) -> Bool {
        guard let shown = alert, shown.state == .shown, shown.alert.content.fields.contains(where: { $0.name == field })
        else { return false }
        alert?.edited[field] = text
        return true
    }

    /// The texts the text fields of the alert on screen hold, by field name:
    /// what the user typed, else the text each was drawn with (a secure
    /// field's is empty). Empty without an alert.
    public var alertTexts: [String: String] { alert?.texts ?? [:] }

    /// Whether the action of a button of the alert on screen is enabled
    /// (`UIAlertAction.isEnabled`), as the UIKit binding keeps it: its
    /// button has no condition (`AlertButton.enabledWhen`), or the condition
    /// holds for ``alertTexts``. UIKit does not call a disabled action's
    /// handler: ``tapAlertButton(_:texts:)`` on it does nothing.
    ///
    /// - Parameter label: the button's label.
    /// - Returns: whether it is enabled; `false` without an alert or such a button.
    public func isAlertButtonEnabled(_ label: String) -> Bool {
        alert?.isEnabled(label) ?? false
    }

    /// The label of the alert's preferred action
    /// (`UIAlertController.preferredAction`, drawn in bold, the Return key's),
    /// as the UIKit binding sets it; `nil` without an alert or one.
    public var preferredAlertButton: String? {
        alert?.alert.content.preferredButton?.label
    }

    /// The user taps a button of the alert on screen, by label, having typed
    /// `texts` in its fields (each an ``enterText(_:inAlertField:)``): UIKit
    /// dismisses the alert itself, then calls the action's handler
    /// (`UIKitSession.alertDidAnswer(_:button:texts:edited:)`) with every
    /// field's text, as a `UIAlertController`'s text fields hold them: what
    /// the user typed, else the text the field was drawn with (a secure
    /// field's is empty); the fields the user edited are named, as the UIKit
    /// binding reports them (`""` clears a field). A disabled action
    /// (``isAlertButtonEnabled(_:)``) takes no tap: UIKit calls nothing.
    ///
    /// - Parameters:
    ///   - label: the button's label.
    ///   - texts: what the user typed, by field name.
    /// - Returns: whether an alert with that button and those fields is on
    ///   screen and the button was enabled.
    @discardableResult
    public func tapAlertButton(_ label: String, texts: [String: String] = [:]) -> Bool {
        guard let shown = alert, shown.state == .shown, shown.alert.content.hasButton(label, andFieldsFor: texts)
        else { return false }
        for (field, text) in texts { enterText(text, inAlertField: field) }
        guard let typed = alert, typed.isEnabled(label) else { return false }
        alert = nil
        session.alertDidAnswer(shown.alert.id, button: label, texts: typed.texts, edited: Set(typed.edited.keys))
        return true
    }

    /// The user taps outside the dialog on screen, where UIKit allows it
    /// (`UserGesture.tapOutsideAlert`): an action sheet with a cancel
    /// button, in either width (UIKit calls its cancel button's handler,
    /// reported as that button), or one without, shown as a popover (a
    /// regular width; UIKit reports `presentationControllerDidDismiss`,
    /// `UIKitSession.alertDidDismiss(_:)`). An alert, or an action sheet
    /// without a cancel button in a compact width, cannot be tapped away.
    ///
    /// - Returns: whether the dialog went.
    @discardableResult
    public func tapOutsideAlert() -> Bool {
        guard let shown = alert, shown.state == .shown, refusal(of: .tapOutsideAlert) == nil else { return false }
        alert = nil
        if let cancel = shown.alert.content.cancelButton {
            session.alertDidAnswer(shown.alert.id, button: cancel.label)
        } else {
            session.alertDidDismiss(shown.alert.id)
        }
        return true
    }

    // MARK: Tab bars

    /// The user taps a tab of a tab bar on screen.
    ///
    /// UIKit asks `shouldSelect` first
    /// (`UIKitSession.shouldSelect(_:in:appShouldSelect:appDidSelect:)`,
    /// which asks ``appShouldSelect`` before the front end); if it agrees,
    /// a new tab is selected and `didSelect` reported
    /// (`UIKitSession.didSelect(_:in:appDidSelect:)`), and a re-tapped
    /// tab whose navigation controller has pushed screens is popped to its
    /// root by UIKit itself, reported by `didShow` (rule 14). The taps the
    /// app's own delegate hears of are in ``appDidSelect``.
    ///
    /// - Parameters:
    ///   - child: the tab's entry id.
    ///   - container: the tab bar's container id.
    /// - Returns: whether the tab bar is on screen and has that tab.
    @discardableResult
    public func tapTab(_ child: EntryID, in container: EntryID?) -> Bool {
        guard takesTouches, swiping == nil, let tabBar = tabBars[container], tabBar.children.contains(child),
            isOnScreen(tabBar: container)
        else { return false }
        let allowed = session.shouldSelect(
            child, in: container,
            appShouldSelect: { appShouldSelect(child, container) },
            appDidSelect: { appDidSelect.append(child) }
        )
        guard allowed else { return true }
        if tabBar.selected == child {
            // UIKit calls didSelect for a re-tap it was allowed to take.
            appDidSelect.append(child)
            if let navigation = navigations[child], navigation.screens.count > 1, navigation.transition == nil {
                pop(navigation, keeping: 1)
                navigation.transition = .userPop
                session.transitionBegan(in: child)
                animate("pop to root \(child)", in: .stack(child)) { [weak self, weak navigation] in
                    guard let self, let navigation, navigation.transition == .userPop else { return }
                    navigation.transition = nil
                    self.session.didShow(navigation.ids, in: child)
                }
            }
            return true
        }
        tabBars[container]?.selected = child
        session.didSelect(child, in: container) { appDidSelect.append(child) }
        return true
    }

    /// The tab bars the user sees, outermost first, with their tabs.
    public var visibleTabBars: [(container: EntryID?, tabs: [EntryID], selected: EntryID?)] {
        tabBarsOnScreen.compactMap { id in
            tabBars[id].map { (id, $0.children, $0.selected) }
        }
    }

    var anyNavigationTransition: Bool { navigations.values.contains { $0.transition != nil } }

    /// Whether a tab bar is in the top layer, on the selected path.
    func isOnScreen(tabBar id: EntryID?) -> Bool {
        tabBarsOnScreen.contains(id)
    }

    /// The tab bars in the top layer, on the selected path, outermost first:
    /// the tab bar controllers through the selected tabs, then a tab bar
    /// pushed on a navigation controller on screen, if it is its top screen
    /// (a screen pushed above it covers it), and the tab bars in its selected
    /// tabs; an expanded split view's shown columns' in column order.
    private var tabBarsOnScreen: [EntryID?] {
        guard let shape = topShape else { return [] }
        return tabBars(in: shape, layers: ModalLayers(currentSnapshot()))
    }

    private func tabBars(in shape: UIKitShape, layers: ModalLayers) -> [EntryID?] {
        switch shape {
        case .tabs(let id, let children):
            return [id] + (selectedShape(of: id, in: children).map { tabBars(in: $0, layers: layers) } ?? [])
        case .navigation(let id):
            return pushedTabBar(on: id, layers: layers)
        case .split(let id, let columns):
            if isCompactWidth { return pushedTabBar(on: id, layers: layers) }
            let split = splits[id]
            return zip(split?.order ?? [], columns)
                .filter { column, _ in column == .detail || split?.visible.contains(column) == true }
                .flatMap { tabBars(in: $0.1, layers: layers) }
        }
    }

    /// The tab bar pushed on top of a navigation controller, if its top
    /// screen is one, then the tab bar its selected tab shows, if it shows
    /// one, and so on (a split view drawn so has no tabs). UIKit takes no
    /// touch inside a navigation controller while it animates.
    private func pushedTabBar(on navigationID: EntryID?, layers: ModalLayers) -> [EntryID?] {
        guard let navigation = navigations[navigationID], navigation.transition == nil,
            let pushed = navigation.screens.last?.tabBar
        else { return [] }
        var found: [EntryID?] = [pushed]
        var bar = tabBars[pushed]
        while let shown = bar, let inner = shown.tabBarsInTabs.first(where: { $0.child == shown.selected }) {
            found.append(inner.tabBar)
            bar = tabBars[inner.tabBar]
        }
        return found.filter { layers.container($0)?.split == nil }
    }
}
