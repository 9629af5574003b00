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
    /// stack), what is pushed in that container's selected child, and so on,
    /// through a container at the root of that child too (tabs in a tab of
    /// pushed tabs, drawn bare as well).
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
        path + joinedStacks.flatMap(\.path)
    }

    /// The stacks whose screens join the layer's navigation stack, outermost
    /// first: the selected child's of a container pushed last on it, then,
    /// inside that child, the selected child's of the container pushed last
    /// on it or shown at its root (a tab bar inside a pushed tab bar, drawn
    /// bare too), and so on.
    var joinedStacks: [ModalLayer] {
        var stacks: [ModalLayer] = []
        var container = path.last?.container
        while let child = container?.selectedChild {
            stacks.append(child.stack)
            container = (child.stack.path.last ?? child.stack.root)?.container
        }
        return stacks
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

    /// Whether dismissing the layer asks a leave guard: an item on it that
    /// goes with it is guarded (``LayerItem/isGuarded``). What goes is the
    /// layer's entry with what it shows, and what its own flow pushed after
    /// it, drawn on it; a screen that a flow further below pushed after the
    /// entry that shows this layer's flow (drawn on the top layer too) stays,
    /// and its guard does not count. A SwiftUI front end passes it to
    /// `interactiveDismissDisabled(_:)`, so that the user cannot swipe the
    /// sheet down while a guard protects what it would remove.
    public var isGuarded: Bool {
        // The entries that lead to the layer's entry: what its flow holds starts with them.
        guard let id, let lineage = root?.lineage, let index = lineage.lastIndex(of: id) else {
            return holdsGuard { _ in true }
        }
        let flow = lineage[..<index]
        return holdsGuard { $0.lineage.starts(with: flow) }
    }

    /// Whether an item on this stack, or on its container's children's, is
    /// guarded and `goes` says it goes.
    private func holdsGuard(_ goes: (LayerItem) -> Bool) -> Bool {
        if let root, root.isGuarded, goes(root) { return true }
        if path.contains(where: { $0.isGuarded && goes($0) }) { return true }
        return container?.children.contains { $0.stack.holdsGuard(goes) } ?? false
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
        var end = current.path.count
        for stack in current.joinedStacks {
            if end <= path.count, let root = stack.root { staying.append(root) }
            end += stack.path.count
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
