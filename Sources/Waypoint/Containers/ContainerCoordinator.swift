/// A coordinator whose children stand side by side, one of them selected: the
/// protocol that tab coordinators and your own container kinds implement.
///
/// Store a ``Container`` in a `let` named `container` and declare the children
/// as routes. Children are shown with ``show(_:_:at:focus:)``, removed with
/// ``FlowNavigation/remove(_:)`` and selected with ``FlowNavigation/select(_:)`` or ``focusFirst(_:)``; each
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
    /// The coordinator's navigation, linked to its ``Container``.
    public var navigation: FlowNavigation<Self> { FlowNavigation(self, node: container.bind(self)) }

    /// Shows a new child at run time, with the route's inputs if it takes any.
    ///
    /// ```swift
    /// try tabs.show(\.settings, focus: true)
    /// try split.show(\.detail, 7, at: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - route: the child's route.
    ///   - input: the route's inputs, if it takes any.
    ///   - index: where to insert it; at the end by default.
    ///   - focus: whether to select it. The first child is always selected.
    /// - Returns: the shown child, for chaining.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` or
    ///   ``NavigationError/Code/invalidChild``; nothing changes then.
    @discardableResult
    public func show<each Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input,
        at index: Int? = nil,
        focus: Bool = false
    ) throws(NavigationError) -> ShownEntry<Output> {
        let node = self.node
        try node.ensureActive()
        let transition = self[keyPath: route]
        let (entry, held, completion) = try makeRouteEntry(
            transition, transition.make, in: node, of: self, repeat each input)
        node.insert(entry, at: index ?? node.entries.count, select: focus)
        return ShownEntry(completion: completion, held: held, holder: node.owner)
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
    public func focusFirst<each Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>
    ) throws(NavigationError) -> ShownEntry<Output> {
        let node = self.node
        try node.ensureActive()
        let transition = self[keyPath: route]
        guard let entry = node.entries.first(where: { $0.transition == ObjectIdentifier(transition) }),
            let destination = node.destination(of: entry)?.value as? Output
        else {
            let name = node.routeName(for: transition, explicit: transition.explicitName)
            throw NavigationError(.routeNotFound, "no child of route '\(name)' in \(node.typeName)")
        }
        node.select(entry.id, cause: .tab)
        return node.presented(entry, showing: destination)
    }
}
