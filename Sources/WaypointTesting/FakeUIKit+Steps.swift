import Waypoint
import WaypointFrontEnd

// The session's steps, performed as UIKit would, with UIKit's rules checked.
extension FakeUIKit {
    func setRoot(_ layer: ModalLayer, completion: @escaping @MainActor () -> Void) {
        if !chain.isEmpty || alert != nil {
            breach(16, "the window's root replaced while \(chain.count) controllers are presented: they stay alive")
        }
        alert = nil
        for presented in chain { uninstall(presented.shape) }
        chain = []
        if let rootShape { uninstall(rootShape) }
        let shape = UIKitShape(layer)
        rootShape = shape
        install(layer)
        rootIsChanging = true
        animate("setRoot", in: .presentations) { [weak self] in
            self?.rootIsChanging = false
            completion()
        }
    }

    func setStack(
        _ items: [LayerItem],
        of id: EntryID?,
        animated: Bool,
        _ completion: @escaping @MainActor () -> Void
    ) {
        guard let navigation = navigations[id] else {
            breach(
                8, "setViewControllers on navigation controller \(String(describing: id)), which is not in the window")
            animate("setStack", in: .stack(id), completion)
            return
        }
        if navigation.transition != nil {
            breach(1, "setViewControllers on \(String(describing: id)) while a transition runs on it")
        }
        if let pushed = items.first(where: { navigations.keys.contains($0.id) && $0.id != items.first?.id }) {
            breach(13, "navigation controller \(pushed.id) pushed on another")
        }
        let old = navigation.screens
        let oldTop = old.last?.id
        navigation.screens = items.map { screen(for: $0, reusing: old) }
        // Screens a collapse or an expansion took out have a navigation controller again, or are gone.
        for (split, fake) in splits where split == id || fake.columns.values.contains(id) {
            splits[split]?.parked = []
        }
        dropTabBars(of: old.filter { screen in !items.contains { $0.id == screen.id } })
        installTabBars(of: items)
        setBackGuards(of: items, on: navigation)
        navigation.transition = .programmatic
        animate("setStack \(String(describing: id))", in: .stack(id)) { [weak self, weak navigation] in
            navigation?.transition = nil
            // UIKit's navigation delegate reports the new top; the binding completes from it.
            if let self, let navigation, navigation.screens.last?.id != oldTop, self.navigations[id] === navigation {
                self.session.didShow(navigation.ids, in: id)
            }
            completion()
        }
    }

    func present(_ layer: ModalLayer, from presenter: EntryID?, completion: @escaping @MainActor () -> Void) {
        guard let id = layer.id, layer.isModal else {
            breach(8, "presented a layer that is not modal: \(layer.presentation)")
            animate("present", in: .presentations, completion)
            return
        }
        guard let index = presenterIndex(presenter) else {
            breach(8, "presented \(id) from \(String(describing: presenter)), which is not in the window")
            animate("present", in: .presentations, completion)
            return
        }
        if index + 1 < chain.count {
            let above = chain[index + 1]
            if above.state == .dismissing || above.state == .userDismissing {
                breach(9, "presented \(id) from \(String(describing: presenter)) while \(above.id) is being dismissed")
            } else {
                breach(8, "presented \(id) from \(String(describing: presenter)), which already presents \(above.id)")
            }
            animate("present", in: .presentations, completion)
            return
        }
        if let alert, alert.presenter == presenter {
            breach(
                18, "presented \(id) from \(String(describing: presenter)), which already presents UIAlertController")
            animate("present", in: .presentations, completion)
            return
        }
        if index >= 0, chain[index].state != .shown {
            breach(8, "presented \(id) from \(String(describing: presenter)) while its own transition runs")
        }
        chain.append(
            FakePresented(
                id: id,
                style: layer.presentation,
                shape: UIKitShape(layer),
                state: .presenting,
                isModalInPresentation: UIKitLayer(layer).isModalInPresentation,
                layer: layer,
                detent: layer.detent,
                // The binding points every popover at something, whatever the width (it may change).
                anchor: layer.isPopover ? resolveAnchor(layer.style?.anchor, presenter: presenter) : nil
            )
        )
        checkAnchors()
        install(layer)
        animate("present \(id)", in: .presentations) { [weak self] in
            if let self, let index = self.chain.firstIndex(where: { $0.id == id }),
                self.chain[index].state == .presenting
            {
                self.chain[index].state = .shown
            }
            completion()
        }
    }

    func dismiss(above presenter: EntryID?, completion: @escaping @MainActor () -> Void) {
        guard let index = presenterIndex(presenter) else {
            breach(10, "dismiss on \(String(describing: presenter)), which is not in the window")
            animate("dismiss", in: .presentations, completion)
            return
        }
        // An alert above goes with what it is presented from (rule 10).
        let alertAbove = alert.flatMap { alert in presenterIndex(alert.presenter).map { $0 >= index } } ?? false
        guard index + 1 < chain.count || alertAbove else {
            breach(10, "dismiss on \(String(describing: presenter)), which presents nothing: it would dismiss itself")
            animate("dismiss", in: .presentations, completion)
            return
        }
        if chain[(index + 1)...].contains(where: { $0.state != .shown }) {
            breach(9, "dismiss above \(String(describing: presenter)) while a presentation or dismissal runs there")
        }
        let gone = chain[(index + 1)...].map(\.id)
        for position in (index + 1)..<chain.count { chain[position].state = .dismissing }
        if alertAbove { alert?.state = .dismissing }
        animate("dismiss above \(String(describing: presenter))", in: .presentations) { [weak self] in
            guard let self else { return completion() }
            if alertAbove { self.alert = nil }
            // A controller being dismissed stays presented until here (rule 9).
            let removed = self.chain.filter { gone.contains($0.id) }
            for layer in removed { self.uninstall(layer.shape) }
            self.chain.removeAll { gone.contains($0.id) }
            completion()
            self.reportRevealedStack()
        }
    }

    /// `present(_:animated:)` of a `UIAlertController`: from the top of the
    /// chain (rule 19), presenting nothing and still (rules 8, 9, 18); a
    /// dialog points at its anchor (rule 20).
    func present(_ alert: LayerAlert, from presenter: EntryID?, completion: @escaping @MainActor () -> Void) {
        guard let index = presenterIndex(presenter) else {
            breach(8, "presented alert \(alert.id) from \(String(describing: presenter)), which is not in the window")
            animate("present alert", in: .presentations, completion)
            return
        }
        if let shown = self.alert {
            breach(18, "presented alert \(alert.id) while alert \(shown.alert.id) is presented")
            animate("present alert", in: .presentations, completion)
            return
        }
        if index + 1 < chain.count {
            let above = chain[index + 1]
            if above.state == .dismissing || above.state == .userDismissing {
                breach(18, "presented alert \(alert.id) while \(above.id) is being dismissed")
            } else {
                breach(19, "presented alert \(alert.id) from \(String(describing: presenter)), below \(above.id)")
            }
            animate("present alert", in: .presentations, completion)
            return
        }
        if index >= 0, chain[index].state != .shown {
            breach(9, "presented alert \(alert.id) from \(String(describing: presenter)) while its transition runs")
        }
        let anchor = alert.isDialog ? resolveAnchor(alert.anchor, presenter: presenter) : nil
        self.alert = FakeAlert(alert: alert, presenter: presenter, state: .presenting, anchor: anchor)
        checkAnchors()
        animate("present alert \(alert.id)", in: .presentations) { [weak self] in
            if self?.alert?.alert.id == alert.id, self?.alert?.state == .presenting { self?.alert?.state = .shown }
            completion()
        }
    }

    /// `dismiss(animated:)` of the alert controller the session presented:
    /// one UIKit has already dismissed is a breach (rule 22), as the call
    /// would dismiss what lies below.
    func dismissAlert(_ id: EntryID, completion: @escaping @MainActor () -> Void) {
        guard let shown = alert, shown.alert.id == id else {
            breach(22, "dismissed alert \(id), which is not presented: the call dismisses what lies below")
            animate("dismiss alert", in: .presentations, completion)
            return
        }
        if shown.state != .shown { breach(9, "dismissed alert \(id) while its transition runs") }
        alert?.state = .dismissing
        animate("dismiss alert \(id)", in: .presentations) { [weak self] in
            if self?.alert?.alert.id == id { self?.alert = nil }
            completion()
        }
    }

    func select(_ child: EntryID, in container: EntryID?, completion: @escaping @MainActor () -> Void) {
        if tabBars[container]?.children.contains(child) == true {
            tabBars[container]?.selected = child
        } else {
            breach(8, "selected \(child) in tab bar \(String(describing: container)), which is not in the window")
        }
        // Selecting in code sends no didSelect (rule 14).
        animate("select \(child)", in: .tabs(container), completion)
    }

    /// `setViewControllers(_:animated:)` on the same tab bar controller: the
    /// children it shows keep their controllers, the others go, the new ones
    /// are made; what its layer presents stays up.
    func setTabs(_ container: LayerContainer, completion: @escaping @MainActor () -> Void) {
        guard tabBars[container.id] != nil else {
            breach(8, "set the tabs of tab bar \(String(describing: container.id)), which is not in the window")
            animate("setTabs", in: .tabs(container.id), completion)
            return
        }
        // The window's shape first, then the controllers: a split made collapsed finds its shape to drop
        // the containers of its columns from.
        var removed: [UIKitShape] = []
        var added: [ModalLayer] = []
        var drawnAlone = false
        if let shape = rootShape, let retabbed = retab(shape, container, removed: &removed, added: &added) {
            rootShape = retabbed
            drawnAlone = true
        } else {
            for index in chain.indices {
                guard let retabbed = retab(chain[index].shape, container, removed: &removed, added: &added)
                else { continue }
                chain[index].shape = retabbed
                drawnAlone = true
                break
            }
        }
        for old in removed { uninstall(old) }
        for layer in added { install(layer) }
        // A tab bar pushed on a stack shows each tab's first screen: no controllers of its own to make,
        // but the tab bar a new tab's first screen shows.
        if !drawnAlone { retabBare(container) }
        tabBars[container.id]?.children = container.children.map(\.id)
        tabBars[container.id]?.selected = container.selected
        changingTabBars.insert(container.id)
        animate("setTabs \(String(describing: container.id))", in: .tabs(container.id)) { [weak self] in
            self?.changingTabBars.remove(container.id)
            completion()
        }
    }

    /// `setViewControllers(_:animated:)` on a tab bar drawn bare: a tab that
    /// shows the same tab bar at its first screen keeps it as it is; the tab
    /// bars of the tabs that go, go; those of the new tabs are made as their
    /// containers say.
    private func retabBare(_ container: LayerContainer) {
        let before = tabBars[container.id]?.tabBarsInTabs ?? []
        let after = container.children.compactMap { child in
            child.stack.root?.container.map { (child: child.id, tabBar: $0) }
        }
        for old in before where !after.contains(where: { $0.child == old.child && $0.tabBar.id == old.tabBar }) {
            dropBareTabBar(old.tabBar)
        }
        for new in after where !before.contains(where: { $0.child == new.child && $0.tabBar == new.tabBar.id }) {
            installBareTabBar(new.tabBar)
        }
        tabBars[container.id]?.tabBarsInTabs = after.map { ($0.child, $0.tabBar.id) }
    }

    /// A shape with the tab bar drawn alone with the container's id given the
    /// container's children, and the controllers that go and the stacks to
    /// make, as UIKit's are; `nil` if the shape does not draw that tab bar.
    private func retab(
        _ shape: UIKitShape, _ container: LayerContainer, removed: inout [UIKitShape], added: inout [ModalLayer]
    ) -> UIKitShape? {
        // A tab bar nested in another's tab, or in a split's column.
        guard case .tabs(let id, let children) = shape, id == container.id else {
            return Self.replacingInside(shape) { retab($0, container, removed: &removed, added: &added) }
        }
        let wanted = container.children.map { child in
            let made = UIKitShape(child.stack)
            return (child, made, children.first { $0.isSameController(as: made) })
        }
        removed = children.filter { old in !wanted.contains(where: { $0.2 == old }) }
        added = wanted.compactMap { child, _, kept in kept == nil ? child.stack : nil }
        return .tabs(id, children: wanted.map { $0.2 ?? $0.1 })
    }

    /// UIKit's navigation delegate reports `didShow` for the stack a
    /// dismissal reveals: the same screens, an echo.
    func reportRevealedStack() {
        guard case .some(let id) = visibleNavigation, let navigation = navigations[id], navigation.transition == nil
        else { return }
        session.didShow(navigation.ids, in: id)
    }
}
