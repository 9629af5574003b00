import Waypoint
import WaypointFrontEnd

// The session's steps, performed as UIKit would, with UIKit's rules checked.
extension FakeUIKit {
    func setRoot(_ layer: ModalLayer, completion: @escaping @MainActor () -> Void) {
        if !chain.isEmpty {
            breach(16, "the window's root replaced while \(chain.count) controllers are presented: they stay alive")
        }
        for presented in chain { uninstall(presented.shape) }
        chain = []
        if let rootShape { uninstall(rootShape) }
        let shape = UIKitShape(layer)
        rootShape = shape
        install(layer)
        rootIsChanging = true
        animate("setRoot") { [weak self] in
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
            animate("setStack", completion)
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
        dropTabBars(of: old.filter { screen in !items.contains { $0.id == screen.id } })
        installTabBars(of: items)
        setBackGuards(of: items, on: navigation)
        navigation.transition = .programmatic
        animate("setStack \(String(describing: id))") { [weak self, weak navigation] in
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
            animate("present", completion)
            return
        }
        guard let index = presenterIndex(presenter) else {
            breach(8, "presented \(id) from \(String(describing: presenter)), which is not in the window")
            animate("present", completion)
            return
        }
        if index + 1 < chain.count {
            let above = chain[index + 1]
            if above.state == .dismissing || above.state == .userDismissing {
                breach(9, "presented \(id) from \(String(describing: presenter)) while \(above.id) is being dismissed")
            } else {
                breach(8, "presented \(id) from \(String(describing: presenter)), which already presents \(above.id)")
            }
            animate("present", completion)
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
                isModalInPresentation: UIKitLayer(layer).isModalInPresentation
            )
        )
        install(layer)
        animate("present \(id)") { [weak self] in
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
            animate("dismiss", completion)
            return
        }
        guard index + 1 < chain.count else {
            breach(10, "dismiss on \(String(describing: presenter)), which presents nothing: it would dismiss itself")
            animate("dismiss", completion)
            return
        }
        if chain[(index + 1)...].contains(where: { $0.state != .shown }) {
            breach(9, "dismiss above \(String(describing: presenter)) while a presentation or dismissal runs there")
        }
        let gone = chain[(index + 1)...].map(\.id)
        for position in (index + 1)..<chain.count { chain[position].state = .dismissing }
        animate("dismiss above \(String(describing: presenter))") { [weak self] in
            guard let self else { return completion() }
            // A controller being dismissed stays presented until here (rule 9).
            let removed = self.chain.filter { gone.contains($0.id) }
            for layer in removed { self.uninstall(layer.shape) }
            self.chain.removeAll { gone.contains($0.id) }
            completion()
            self.reportRevealedStack()
        }
    }

    func select(_ child: EntryID, in container: EntryID?, completion: @escaping @MainActor () -> Void) {
        if tabBars[container]?.children.contains(child) == true {
            tabBars[container]?.selected = child
        } else {
            breach(8, "selected \(child) in tab bar \(String(describing: container)), which is not in the window")
        }
        // Selecting in code sends no didSelect (rule 14).
        animate("select \(child)", completion)
    }

    /// UIKit's navigation delegate reports `didShow` for the stack a
    /// dismissal reveals: the same screens, an echo.
    func reportRevealedStack() {
        guard case .some(let id) = visibleNavigation, let navigation = navigations[id], navigation.transition == nil
        else { return }
        session.didShow(navigation.ids, in: id)
    }
}
