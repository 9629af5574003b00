public import Waypoint

extension ModalLayer {
    /// Whether the layer draws no navigation stack of its own: it is a
    /// container (tabs) with nothing pushed on the layer, so each of the
    /// container's children draws its own stack.
    ///
    /// A front end draws such a layer as the container alone (a `TabView`
    /// whose tabs are `NavigationStack`s); any other layer is one navigation
    /// stack whose path is ``navigationPath``, and a container inside it draws
    /// its children without stacks. Either way no navigation stack is ever
    /// drawn inside another.
    public var drawsContainerOnly: Bool {
        path.isEmpty && container != nil
    }

    /// The screens the layer's navigation stack shows above its base: its
    /// path, then, when the last of them shows a container (tabs pushed on a
    /// stack), what is pushed in that container's selected child, and so on.
    ///
    /// A container pushed on a stack must not draw navigation stacks inside
    /// the one it is pushed on, so what its selected child pushes joins the
    /// outer stack's path; the child draws only its root. Report a shorter
    /// path with ``ModalLayers/intents(forNavigationPath:in:)``.
    ///
    /// ```swift
    /// // list, push tabs(todos: list, push todo(1))
    /// layer.pathIDs             // [tabs]
    /// layer.navigationPath      // [tabs, todo(1)]
    /// ```
    public var navigationPath: [LayerItem] {
        var items = path
        var last = path.last
        while let child = last?.container?.selectedChild {
            items += child.stack.path
            last = child.stack.path.last
        }
        return items
    }

    /// The item with this id on the layer's navigation stack: its base item or
    /// an item of its ``navigationPath``.
    ///
    /// - Parameter id: an item's id, as a navigation stack's path holds it.
    /// - Returns: the item, or `nil` if the stack does not show it.
    public func item(_ id: EntryID) -> LayerItem? {
        if let root, root.id == id { return root }
        return navigationPath.first { $0.id == id }
    }

    /// Whether dismissing the layer asks a leave guard: an item on it is
    /// guarded (``LayerItem/isGuarded``). A SwiftUI front end passes it to
    /// `interactiveDismissDisabled(_:)`, so that the user cannot swipe the
    /// sheet down while a guard protects what it shows.
    public var isGuarded: Bool {
        if root?.isGuarded == true || path.contains(where: { $0.isGuarded }) { return true }
        guard let container else { return false }
        return container.children.contains { $0.stack.isGuarded }
    }
}

extension ModalLayers {
    /// The intents that make a layer's navigation stack show `path`, a shorter
    /// ``ModalLayer/navigationPath`` that SwiftUI reports after a swipe back.
    ///
    /// The part of the path that belongs to a pushed container's selected child
    /// is reported to that child's stack; everything else as
    /// ``intents(forPath:in:)`` does. An echo of the current path, a longer
    /// path, or one that is not a prefix gives no intents.
    ///
    /// - Parameters:
    ///   - path: the path the front end reports, bottom first.
    ///   - layer: the layer's ``ModalLayer/id``.
    /// - Returns: the intents to apply as one change (`receive(_:)` with all
    ///   of them); empty for an echo or a stale report.
    public func intents(forNavigationPath path: [EntryID], in layer: EntryID?) -> [UserIntent] {
        guard let current = self.layer(layer) else { return [] }
        let full = current.navigationPath
        guard path.count < full.count, full.prefix(path.count).elementsEqual(path, by: { $0.id == $1 }) else {
            return []
        }
        // The whole navigation path at once: an entry of an outer flow drawn in a pushed
        // container's child (pushed after the container) goes with the screens above the cut.
        var staying = [current.root].compactMap { $0 } + full.prefix(path.count)
        // The roots of the pushed containers' selected children stay with their container.
        var last = current.path.last
        var end = current.path.count
        while let child = last?.container?.selectedChild {
            if end <= path.count, let root = child.stack.root { staying.append(root) }
            end += child.stack.path.count
            last = child.stack.path.last
        }
        return intents(removing: full.dropFirst(path.count), keeping: staying)
    }

    /// The item with this id on a layer's navigation stack, its base included.
    ///
    /// - Parameters:
    ///   - id: an item's id, as a `NavigationStack`'s path holds it.
    ///   - layer: the layer's ``ModalLayer/id``.
    /// - Returns: the item, or `nil` if the stack does not show it.
    public func item(_ id: EntryID, onStackOf layer: EntryID?) -> LayerItem? {
        self.layer(layer)?.item(id)
    }
}
