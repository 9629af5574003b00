/// A coordinator whose children stand side by side, one of them selected: the
/// protocol that tab coordinators and your own container kinds implement.
///
/// Store a ``Container`` in a `let` named `container` and declare the children
/// as routes. Children are added with ``add(_:_:at:select:)``, removed with
/// ``remove(_:)`` and selected with ``select(_:)`` or ``focusFirst(_:)``; each
/// call yields one change.
///
/// ```swift
/// extension ContainerKind {
///     static let split = ContainerKind(rawValue: "split")
/// }
///
/// @MainActor
/// final class SplitCoordinator: ContainerCoordinator {
///     let container = Container<SplitCoordinator>(
///         kind: .split, children: [.route(\.sidebar), .route(\.detail, 1)], selected: 1)
///     @Route(.column) var sidebar = makeSidebar
///     @Route(.column) var detail = makeDetail
///     …
/// }
/// ```
@MainActor
public protocol ContainerCoordinator: Coordinator {
    /// The container's children and selection.
    var container: Container<Self> { get }
}

/// A coordinator with tabs: a ``ContainerCoordinator`` whose container is made
/// with ``Container/init(tabs:selected:reselect:)`` and whose routes are
/// declared with ``TabRoute``.
@MainActor
public protocol TabCoordinator: ContainerCoordinator {}

extension ContainerCoordinator {
    /// The node of the coordinator's ``Container``.
    public var node: FlowNode { container.bind(self) }

    /// The selected child's entry id, if any.
    public var selected: EntryID? { node.selection }

    /// Adds a child at run time.
    ///
    /// - Parameters:
    ///   - route: the child's route.
    ///   - input: the route's input.
    ///   - index: where to insert it; at the end by default.
    ///   - select: whether to select it. The first child is always selected.
    /// - Returns: the shown child, for chaining.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` or
    ///   ``NavigationError/Code/invalidChild``; nothing changes then.
    @discardableResult
    public func add<Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, Input, Output>>,
        _ input: Input,
        at index: Int? = nil,
        select: Bool = false
    ) throws(NavigationError) -> Presented<Output> {
        let node = self.node
        try node.ensureActive()
        let (entry, destination) = try node.entry(for: self[keyPath: route], of: self, input: input)
        node.insert(entry, at: index ?? node.entries.count, select: select)
        return Presented(entry: entry, destination: destination)
    }

    /// Adds a child without input at run time; see ``add(_:_:at:select:)``.
    ///
    /// ```swift
    /// try tabs.add(\.settings, select: true)
    /// ```
    ///
    /// - Parameters:
    ///   - route: the child's route.
    ///   - index: where to insert it; at the end by default.
    ///   - select: whether to select it. The first child is always selected.
    /// - Returns: the shown child, for chaining.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` or
    ///   ``NavigationError/Code/invalidChild``; nothing changes then.
    @discardableResult
    public func add<Output>(
        _ route: KeyPath<Self, RouteTransition<Self, Void, Output>>,
        at index: Int? = nil,
        select: Bool = false
    ) throws(NavigationError) -> Presented<Output> {
        try add(route, (), at: index, select: select)
    }

    /// Removes a child and its subtree; its awaiters get `.cancel(.popped)`. If it
    /// was selected, its neighbour is selected.
    ///
    /// The removal is one change with cause ``ChangeCause/remove``.
    ///
    /// - Parameter child: the child's entry id.
    /// - Throws: ``NavigationError/Code/entryNotFound``; nothing changes then.
    public func remove(_ child: EntryID) throws(NavigationError) {
        let node = self.node
        try node.ensureActive()
        guard let index = node.index(of: child) else {
            throw NavigationError(.entryNotFound, "no child \(child) in \(node.typeName)")
        }
        node.remove(at: index, reason: .popped, cause: .remove)
    }

    /// Selects a child. Selecting the selected child changes nothing.
    ///
    /// A new selection is one change with cause ``ChangeCause/tab``. To report a
    /// tab the user tapped, send ``UserIntent/selected(_:)`` through
    /// ``Coordinator/receive(_:)-(UserIntent)`` instead, which also handles a re-tap.
    ///
    /// - Parameter child: the child's entry id.
    /// - Throws: ``NavigationError/Code/entryNotFound``; nothing changes then.
    public func select(_ child: EntryID) throws(NavigationError) {
        let node = self.node
        try node.ensureActive()
        guard node.index(of: child) != nil else {
            throw NavigationError(.entryNotFound, "no child \(child) in \(node.typeName)")
        }
        node.select(child, cause: .tab)
    }

    /// Selects the first child of a route and returns it, for chaining:
    ///
    /// ```swift
    /// try tabs.focusFirst(\.todos).child.popToRoot().show(\.todo, 42)
    /// ```
    ///
    /// - Parameter route: the child's route.
    /// - Returns: the child, now selected.
    /// - Throws: ``NavigationError/Code/routeNotFound`` if no child of the route
    ///   is in the container; nothing changes then.
    @discardableResult
    public func focusFirst<Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, Input, Output>>
    ) throws(NavigationError) -> Presented<Output> {
        let node = self.node
        try node.ensureActive()
        let transition = self[keyPath: route]
        guard let entry = node.entries.first(where: { $0.transition == ObjectIdentifier(transition) }),
            let destination = entry.destination as? Output
        else {
            let name = node.routeName(for: transition, explicit: transition.explicitName)
            throw NavigationError(.routeNotFound, "no child of route '\(name)' in \(node.typeName)")
        }
        node.select(entry.id, cause: .tab)
        return Presented(entry: entry, destination: destination)
    }
}
