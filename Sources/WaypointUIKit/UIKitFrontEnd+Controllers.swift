#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import SwiftUI
import UIKit
import Waypoint
import WaypointFrontEnd
import WaypointSwiftUI

extension UIKitFrontEnd {
    /// The controller a modal layer is drawn with: a navigation controller, or
    /// the container it draws alone (a tab bar controller whose tabs are
    /// navigation controllers), with every stack and selection in place.
    func controller(for layer: ModalLayer) -> UIViewController {
        let controller: UIViewController
        if layer.drawsContainerOnly, let container = layer.container {
            controller = containerController(for: container, nested: false)
        } else {
            controller = navigationController(for: layer)
        }
        controllers.layers[layer.id] = controller
        return controller
    }

    /// The navigation controller of a stack, made once, showing the stack's
    /// screens (or `items`: a collapsed split's) without animation.
    func navigationController(for layer: ModalLayer, items: [LayerItem]? = nil) -> UINavigationController {
        let navigation: UINavigationController
        if let existing = controllers.navigation[layer.id] {
            navigation = existing
        } else {
            navigation = UINavigationController(nibName: nil, bundle: nil)
            let proxy = NavigationDelegate(frontEnd: self, stack: layer.id, navigation: navigation)
            controllers.navigationDelegates[layer.id] = proxy
            controllers.navigation[layer.id] = navigation
            navigation.delegate = proxy
            proxy.install()
            onMakeController?(navigation)
        }
        let screens = (items ?? layer.stackItems).map { controller(for: $0, onStack: layer.id) }
        if !screens.elementsEqual(navigation.viewControllers, by: ===) {
            navigation.setViewControllers(screens, animated: false)
        }
        return navigation
    }

    /// The controller of an item on a stack: its screen, or the container
    /// (never a navigation controller: UIKit cannot push one, rule 13).
    func controller(for item: LayerItem, onStack stack: EntryID?) -> UIViewController {
        controllers.stackOf[item.id] = stack
        if let container = item.container {
            return containerController(for: container, nested: true)
        }
        let screen = screen(for: item)
        setZoom(of: screen, for: item, onStack: stack)
        // The session counts a screen it draws as guarded as its item says
        // (UIKitStep.setStack): its back button asks first from the start.
        guardBack(item.isGuarded, of: item.id)
        return screen
    }

    /// A container's controller: a kind of your own from ``register(_:make:)``,
    /// or a tab bar controller. Nested in a stack, each child shows its first
    /// screen only, and what the selected child pushes is on the outer stack.
    func containerController(for container: LayerContainer, nested: Bool) -> UIViewController {
        if container.split != nil, !nested, containerKinds[container.kind] == nil {
            controllers.pushedContainers.remove(container.id)
            return splitController(for: container)
        }
        let children = container.children.map { childController(for: $0, nested: nested) }
        let controller: UIViewController
        if let make = containerKinds[container.kind] {
            controller = controllers.containers[container.id] as? any ContainerControlling ?? make(container)
        } else if let existing = controllers.containers[container.id] as? UITabBarController {
            controller = existing
        } else {
            let tabs = UITabBarController(nibName: nil, bundle: nil)
            let proxy = TabBarDelegate(frontEnd: self, container: container.id)
            controllers.tabBarDelegates[container.id] = proxy
            tabs.delegate = proxy
            onMakeController?(tabs)
            controller = tabs
        }
        if nested {
            controllers.pushedContainers.insert(container.id)
        } else {
            controllers.pushedContainers.remove(container.id)
        }
        show(children, of: container, in: controller, animated: false)
        return controller
    }

    /// Gives a container's controller new children (``UIKitStep/setTabs(_:animated:)``):
    /// a child whose controller the container shows keeps it as it is (its
    /// stack is the session's to change); a new one's are made as its
    /// siblings' were.
    func setTabs(_ container: LayerContainer, animated: Bool) {
        guard let controller = controllers.containers[container.id] else { return }
        let nested = controllers.pushedContainers.contains(container.id)
        let shown = controllers.childControllers[container.id] ?? []
        let children = container.children.map { child in
            let drawn = drawnController(for: child, nested: nested)
            guard let drawn, shown.contains(where: { $0 === drawn }) else {
                return childController(for: child, nested: nested)
            }
            return drawn
        }
        show(children, of: container, in: controller, animated: animated)
    }

    /// The controller of a container's child: the navigation controller of
    /// its stack (or the container it draws alone), or, nested in a stack,
    /// its first screen.
    private func childController(for child: LayerChild, nested: Bool) -> UIViewController {
        let made =
            nested
            ? child.stack.root.map { controller(for: $0, onStack: child.id) } ?? UIViewController()
            : controller(for: child.stack)
        made.tabBarItem = tabBarItem(for: child)
        return made
    }

    /// The controller the front end made for a child before, if any, untouched.
    private func drawnController(for child: LayerChild, nested: Bool) -> UIViewController? {
        if nested {
            guard let root = child.stack.root else { return nil }
            if let container = root.container { return controllers.containers[container.id] }
            return controllers.screens[root.id]
        }
        if child.stack.drawsContainerOnly, let container = child.stack.container {
            return controllers.containers[container.id]
        }
        return controllers.navigation[child.stack.id]
    }

    /// Hands a container's controller its children, the selected one selected.
    private func show(
        _ children: [UIViewController],
        of container: LayerContainer,
        in controller: UIViewController,
        animated: Bool
    ) {
        let selected = container.children.firstIndex { $0.id == container.selected }
        remember(controller, for: container)
        controllers.childControllers[container.id] = children
        if let custom = controller as? any ContainerControlling {
            let ids = container.children.map(\.id)
            custom.show(children: children, selected: selected) { [weak self] index in
                guard ids.indices.contains(index) else { return }
                self?.session?.didSelect(ids[index], in: container.id)
            }
        } else if let tabs = controller as? UITabBarController {
            if !children.elementsEqual(tabs.viewControllers ?? [], by: ===) {
                // The same tab bar controller, new tabs: what its layer presents stays up.
                tabs.setViewControllers(children, animated: animated)
            }
            if let selected { tabs.selectedIndex = selected }
        }
    }

    private func remember(_ controller: UIViewController, for container: LayerContainer) {
        controllers.containers[container.id] = controller
        controllers.children[container.id] = container.children.map(\.id)
        if let id = container.id { controllers.tag(controller, id) }
    }

    private func tabBarItem(for child: LayerChild) -> UITabBarItem {
        let image: UIImage? =
            switch child.item?.image {
            case .symbol(let name)?: UIImage(systemName: name)
            case .asset(let name)?: UIImage(named: name)
            case nil: nil
            }
        return UITabBarItem(title: child.item?.title ?? child.route, image: image, selectedImage: nil)
    }

    // MARK: Screens

    /// A screen's view controller, made once per entry and reused.
    func screen(for item: LayerItem) -> UIViewController {
        if let cached = controllers.screens[item.id] { return cached }
        let made = makeScreen(for: item)
        controllers.screens[item.id] = made
        controllers.tag(made, item.id)
        return made
    }

    private func makeScreen(for item: LayerItem) -> UIViewController {
        guard let shown = shownEntry(item.id, in: coordinator) else { return placeholder(for: item) }
        if let controller = shown.destination as? UIViewController {
            guard !(controller is UINavigationController) else {
                // UIKit cannot push a navigation controller (rule 13): say so, show nothing.
                onError?(UIKitFrontEndError(.navigationControllerOnStack, entry: item.id, route: item.route))
                return placeholder(for: item)
            }
            return controller
        }
        if let view = shown.destination as? any View {
            return UIHostingController(rootView: AnyView(view).environment(\.shownEntry, shown))
        }
        if let made = screen(shown) {
            guard !(made is UINavigationController) else {
                onError?(UIKitFrontEndError(.navigationControllerOnStack, entry: item.id, route: item.route))
                return placeholder(for: item)
            }
            return made
        }
        return placeholder(for: item)
    }

    private func placeholder(for item: LayerItem) -> UIViewController {
        let controller = UIViewController(nibName: nil, bundle: nil)
        controller.title = item.route
        return controller
    }
}
#endif
