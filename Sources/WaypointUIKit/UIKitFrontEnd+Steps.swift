#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
public import WaypointFrontEnd

extension UIKitFrontEnd: UIKitHost {
    /// Performs one step of the session with one UIKit call, and calls
    /// `completion` once UIKit says it is over: a push or pop through the
    /// navigation controller's transition coordinator (at once when nothing
    /// animates), a presentation or dismissal through UIKit's completion.
    ///
    /// The session calls this; you never need to.
    ///
    /// - Parameters:
    ///   - step: the operation.
    ///   - completion: called once, when UIKit has finished it.
    public func perform(_ step: UIKitStep, completion: @escaping @MainActor () -> Void) {
        // What UIKit reports while the front end calls it is the echo of its own call.
        performing += 1
        defer { performing -= 1 }
        switch step {
        case .setRoot(let layer):
            root.show(controller(for: layer))
            completion()
            prune()
        case .setStack(let items, of: let stack, let animated):
            setStack(items, of: stack, animated: animated, completion: completion)
        case .present(let layer, from: let presenter, let animated):
            present(layer, from: presenter, animated: animated, completion: completion)
        case .dismiss(above: let presenter, let animated):
            let controller = presenter.flatMap { controllers.layers[$0] } ?? root
            // It dismisses everything above it, the app's own controllers included (rule 10).
            afterAppTransitions(above: controller) { [weak self] in
                let covered = self?.presentedAppControllers() ?? []
                controller.dismiss(animated: animated) { [weak self] in
                    completion()
                    self?.prune()
                    self?.reportDismissed(covered)
                }
            }
        case .select(let child, in: let container):
            select(child, in: container)
            completion()
        case .setTabs(let container, let animated):
            setTabs(container, animated: animated)
            completion()
            prune()
        case .setModalInPresentation(let refused, layer: let id):
            controllers.layers[id]?.isModalInPresentation = refused
            completion()
        case .setBackGuarded(let guarded, item: let id):
            guardBack(guarded, of: id)
            completion()
        case .presentAlert(let alert, from: let presenter, let animated):
            presentAlert(alert, from: presenter, animated: animated, completion: completion)
        case .dismissAlert(let id, let animated):
            dismissAlert(id, animated: animated, completion: completion)
        case .setDetent(let detent, layer: let id, let animated):
            setDetent(detent, of: id, animated: animated)
            completion()
        case .setColumns(let container, _):
            setColumns(container)
            completion()
            prune()
        case .showColumn(let column, split: let id):
            setColumn(column, visible: true, in: id)
            completion()
        case .hideColumn(let column, split: let id):
            setColumn(column, visible: false, in: id)
            completion()
        }
    }

    // MARK: Stacks

    private func setStack(
        _ items: [LayerItem],
        of stack: EntryID?,
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let navigation = controllers.navigation[stack] else { return completion() }
        let screens = items.map { controller(for: $0, onStack: stack) }
        guard !screens.elementsEqual(navigation.viewControllers, by: ===) else { return completion() }
        // One call per change, several levels at once (rule 1).
        navigation.setViewControllers(screens, animated: animated && navigation.view.window != nil)
        // Sequenced on the transition coordinator, never on CATransaction (rule 11).
        if let transition = navigation.transitionCoordinator {
            transition.animate(alongsideTransition: nil) { [weak self] _ in
                completion()
                self?.prune()
            }
        } else {
            completion()
            prune()
        }
    }

    // MARK: Presentations

    private func present(
        _ layer: ModalLayer,
        from presenter: EntryID?,
        animated: Bool,
        completion: @escaping @MainActor () -> Void
    ) {
        guard let id = layer.id else { return completion() }
        let presented = controller(for: layer)
        presented.modalPresentationStyle = layer.presentation == .fullScreenCover ? .fullScreen : .automatic
        presented.isModalInPresentation = UIKitLayer(layer).isModalInPresentation
        let presenting = presenter.flatMap { controllers.layers[$0] } ?? root
        // A popover's source and a sheet's sizes, before UIKit makes its presentation controller.
        configure(presented, for: layer, from: presenting)
        // A zoom out of a view of the presenting layer (iOS 18).
        setZoom(of: presented, for: layer, from: presenter)
        let proxy = PresentationDelegate(frontEnd: self, layer: id, adaptsToSheet: layer.style?.adaptsToSheet ?? true)
        controllers.presentationDelegates[id] = proxy
        presented.presentationController?.delegate = proxy
        if layer.isPopover, let sheet = presented.popoverPresentationController?.adaptiveSheetPresentationController {
            // The sheet a popover adapts to reports the user's drags too.
            (sheet as UIPresentationController).delegate = proxy
        }
        let modalRules = transitions.contains { !$0.match.operations.isDisjoint(with: [.present, .dismiss]) }
        if modalRules {
            let move = presentMove(of: layer, from: presenter)
            let delegate = TransitioningDelegate(frontEnd: self, presentation: move, layer: id, presenter: presenter)
            controllers.transitioningDelegates[id] = delegate  // UIKit holds it weakly (rule 12)
            presented.transitioningDelegate = delegate
        }
        // The session presents only from a layer that is in the window and
        // presents nothing (rules 8, 9), but the app may have presented its own
        // controller from it (present(_:animated:onDismissedByFrontEnd:)): that
        // goes first. The completion is UIKit's.
        afterAppTransitions(above: presenting) { [weak self] in
            self?.dismissAppControllers(presentedBy: presenting) {
                presenting.present(presented, animated: animated) { completion() }
            }
        }
    }

    // MARK: Tabs and guards

    private func select(_ child: EntryID, in container: EntryID?) {
        guard let index = controllers.children[container]?.firstIndex(of: child) else { return }
        if let tabs = controllers.containers[container] as? UITabBarController {
            tabs.selectedIndex = index
        } else if let custom = controllers.containers[container] as? any ContainerControlling {
            custom.select(index)
        }
    }

    /// Refuses (or allows) a pushed screen's back button: a refused one asks
    /// the session, which asks the guard (rule 7).
    func guardBack(_ guarded: Bool, of item: EntryID) {
        guard let screen = controllers.screens[item] else { return }
        if guarded {
            let stack = controllers.stackOf[item] ?? nil
            // iOS 16: the back button (and its menu) calls this instead of popping.
            screen.navigationItem.backAction = UIAction { [weak self] _ in
                self?.session?.backAction(from: item, in: stack)
            }
        } else {
            screen.navigationItem.backAction = nil
        }
    }

    /// Forgets the controllers of entries that are neither shown nor about to be.
    func prune() {
        guard let session else { return }
        var drawn = Set<EntryID>()
        for scene in [session.shown, session.target] {
            for layer in [scene.root].compactMap({ $0 }) + scene.presented {
                collect(layer.layer, into: &drawn)
            }
        }
        controllers.keep(only: drawn)
    }

    private func collect(_ layer: ModalLayer, into ids: inout Set<EntryID>) {
        if let id = layer.id { ids.insert(id) }
        var containers: [LayerContainer] = []
        for item in (layer.root.map { [$0] } ?? []) + layer.path {
            ids.insert(item.id)
            if let container = item.container { containers.append(container) }
        }
        if case .container(let container) = layer.base { containers.append(container) }
        for container in containers {
            if let id = container.id { ids.insert(id) }
            for child in container.children {
                ids.insert(child.id)
                collect(child.stack, into: &ids)
            }
        }
    }
}
#endif
