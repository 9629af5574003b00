public import Waypoint

/// The controllers a UIKit front end builds for a modal layer: one navigation
/// controller, or a tab bar controller whose tabs are navigation controllers
/// (or tab bars of their own).
///
/// Two layers with the same id but different shapes need different
/// controllers, so the planner dismisses and presents again rather than
/// changing a stack: a sheet whose flow switched its root from a screen to a
/// tab bar is such a case, and so is a window root that switches from a
/// navigation controller to a tab bar controller.
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

    /// The shape UIKit draws a layer with: a tab bar controller for a layer
    /// that draws its container only (``ModalLayer/drawsContainerOnly``), a
    /// navigation controller otherwise.
    ///
    /// - Parameter layer: a modal layer, the base layer, or a container child's stack.
    public init(_ layer: ModalLayer) {
        if layer.drawsContainerOnly, let container = layer.container {
            self = .tabs(container.id, children: container.children.map { UIKitShape($0.stack) })
        } else {
            self = .navigation(layer.id)
        }
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
