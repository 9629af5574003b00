public import Waypoint

/// The controllers a UIKit front end builds for a modal layer: one navigation
/// controller, or a tab bar controller whose tabs are navigation controllers
/// (or tab bars of their own).
///
/// Two layers with the same id whose outermost controllers differ need
/// different controllers, so the planner dismisses and presents again rather
/// than changing a stack: a sheet whose flow switched its root from a screen to
/// a tab bar is such a case, and so is a window root that switches from a
/// navigation controller to a tab bar controller. A tab bar whose tabs change
/// (a tab added or removed, a tab whose flow switched its root) stays the
/// same controller: ``UIKitStep/setTabs(_:animated:)`` gives it its new tabs.
///
/// ```swift
/// let layer = ModalLayers(app.navigation.snapshot).layers[0]
/// if case .tabs(let container, let children) = UIKitShape(layer) {
///     print(container as Any, children.count)   // one navigation controller per tab
/// }
/// ```
public indirect enum UIKitShape: Sendable, Hashable {
    /// A navigation controller, named by the ``ModalLayer/id`` of the layer
    /// (or container child) whose stack it shows.
    case navigation(EntryID?)
    /// A tab bar controller, named by its ``LayerContainer/id``, with one
    /// shape per child, in order.
    case tabs(EntryID?, children: [UIKitShape])
    /// A split view controller in column style, named by its
    /// ``LayerContainer/id``, with one shape per column child, in column
    /// order (a navigation controller per column that has a child).
    ///
    /// Expanded (a regular width) each column's navigation controller shows
    /// its stack; collapsed (a compact width) one navigation controller, set
    /// as the split's `.compact` column and named by the split's id, shows
    /// ``LayerContainer/collapsedStack``. The width decides which: a
    /// ``UIKitScene``'s ``UIKitScene/width``.
    case split(EntryID?, columns: [UIKitShape])

    /// The shape UIKit draws a layer with: a split view controller for a
    /// layer that draws a split view only, a tab bar controller for a layer
    /// that draws another container only (``ModalLayer/drawsContainerOnly``),
    /// a navigation controller otherwise.
    ///
    /// - Parameter layer: a modal layer, the base layer, or a container child's stack.
    public init(_ layer: ModalLayer) {
        if layer.drawsContainerOnly, let container = layer.container, container.split != nil {
            self = .split(container.id, columns: container.children.map { UIKitShape($0.stack) })
        } else if layer.drawsContainerOnly, let container = layer.container {
            self = .tabs(container.id, children: container.children.map { UIKitShape($0.stack) })
        } else {
            self = .navigation(layer.id)
        }
    }

    /// Whether the shape draws a split view controller: itself, or in a tab
    /// bar's tab (``UIKitScene/splits`` is empty when no layer's shape does).
    var drawsSplit: Bool {
        switch self {
        case .navigation: false
        case .tabs(_, let children): children.contains { $0.drawsSplit }
        case .split: true
        }
    }

    /// Whether UIKit draws both shapes with the same outermost controller:
    /// the same navigation controller, or the same tab bar whatever its tabs.
    ///
    /// ```swift
    /// UIKitShape.tabs(bar, children: [.navigation(a)])
    ///     .isSameController(as: .tabs(bar, children: [.navigation(a), .navigation(b)]))   // true
    /// ```
    ///
    /// - Parameter other: another shape.
    /// - Returns: `true` if a host can keep the controller it made for one to show the other.
    public func isSameController(as other: UIKitShape) -> Bool {
        switch (self, other) {
        case (.navigation(let id), .navigation(let otherID)): id == otherID
        case (.tabs(let id, _), .tabs(let otherID, _)): id == otherID
        case (.split(let id, _), .split(let otherID, _)): id == otherID
        default: false
        }
    }
}

/// The controller that shows one child of a tab bar: a child that keeps it
/// keeps what it shows when the tab bar's tabs change.
struct TabSlot: Hashable {
    /// What shows a child.
    enum Controller: Hashable {
        /// The navigation controller of the child's stack (a tab bar drawn alone).
        case navigation(EntryID?)
        /// A tab bar controller of the child's own, by its container id.
        case tabBar(EntryID?)
        /// The child's first screen (a tab bar pushed on a stack), by its entry id.
        case screen(EntryID?)
    }

    var child: EntryID
    var controller: Controller
}

extension LayerContainer {
    /// What shows each child, in order: their stacks' controllers for a tab bar
    /// drawn alone, their first screens for one pushed on a stack.
    ///
    /// - Parameter pushed: whether the tab bar is pushed on a stack.
    func slots(pushed: Bool) -> [TabSlot] {
        children.map { child in
            let controller: TabSlot.Controller
            if pushed {
                let root = child.stack.root
                controller = root?.container.map { .tabBar($0.id) } ?? .screen(root?.id)
            } else if child.stack.drawsContainerOnly {
                controller = .tabBar(child.stack.container?.id)
            } else {
                controller = .navigation(child.stack.id)
            }
            return TabSlot(child: child.id, controller: controller)
        }
    }
}

extension ModalLayer {
    /// This layer with the tab bar it draws alone (itself or nested in a
    /// tab) replaced by `container`, or `nil` if it draws no such tab bar.
    func replacingTabBar(with container: LayerContainer) -> ModalLayer? {
        guard drawsContainerOnly, var current = self.container else { return nil }
        if current.id == container.id { return replacingContainer(with: container) }
        for index in current.children.indices {
            guard let replaced = current.children[index].stack.replacingTabBar(with: container) else { continue }
            current.children[index].stack = replaced
            return replacingContainer(with: current)
        }
        return nil
    }

    private func replacingContainer(with container: LayerContainer) -> ModalLayer {
        var layer = self
        switch base {
        case .empty: break
        case .item(var item):
            item.container = container
            layer.base = .item(item)
        case .container: layer.base = .container(container)
        }
        return layer
    }
}

extension ModalLayer {
    /// The screens of the navigation controller UIKit draws this layer with,
    /// bottom first: the base item, then the ``navigationPath``.
    ///
    /// A tab bar pushed on the stack is one of these screens (a tab bar
    /// controller, never a navigation controller: UIKit cannot push one), and
    /// what its selected tab pushes follows it on the same stack. Empty for a
    /// layer with nothing to show.
    ///
    /// ```swift
    /// // list, push todo(1)
    /// layer.stackItems.map(\.id)    // [list, todo(1)]
    /// ```
    public var stackItems: [LayerItem] {
        (root.map { [$0] } ?? []) + navigationPath
    }
}
