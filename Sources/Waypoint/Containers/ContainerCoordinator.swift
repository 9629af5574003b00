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
///     static let drawer = ContainerKind(rawValue: "drawer")
/// }
///
/// extension Presentation {
///     static let drawerItem = Presentation("drawerItem")
/// }
///
/// @MainActor
/// final class MenuCoordinator: ContainerCoordinator {
///     let container = Container<MenuCoordinator>(
///         kind: .drawer, children: [.route(\.inbox), .route(\.folder, 1)], selected: 1)
///     @Route(.drawerItem) var inbox = makeInbox
///     @Route(.drawerItem) var folder = makeFolder
///     …
/// }
/// ```
///
/// Split views have a kind of their own, ``SplitCoordinator``.
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
    /// try tabs.show(\.inbox, 7, at: 1)
    /// ```
    ///
    /// - Parameters:
    ///   - route: the child's route.
    ///   - input: the route's inputs, if it takes any.
    ///   - index: where to insert it; at the end by default.
    ///   - focus: whether to select it. The first child is always selected.
    /// - Returns: the shown child, for chaining.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` or
    ///   ``NavigationError/Code/invalidChild``; in a split view,
    ///   ``NavigationError/Code/columnNotFound`` for a route not declared for
    ///   one of its columns, and ``NavigationError/Code/invalidPlacement`` for
    ///   an `index` or `focus: true`. Nothing changes then.
    ///
    /// In a split view (a ``SplitCoordinator``) the child replaces what its
    /// route's column showed (which ends with `.cancel(.replaced)`), in one
    /// change with cause ``ChangeCause/column``, and the other columns and
    /// the sidebar's selection stay. Its column says where it goes and every
    /// column shows at once, so `index` and `focus` have no meaning there:
    /// pass neither.
    ///
    /// ```swift
    /// try split.show(\.message, 7)    // a `.detailColumn` route: the detail shows message 7
    /// ```
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
        guard let split = node.state.split else {
            let (entry, held, completion) = try makeRouteEntry(
                transition, transition.make, in: node, of: self, repeat each input)
            node.insert(entry, at: index ?? node.entries.count, select: focus)
            return ShownEntry(completion: completion, held: held, holder: node.owner)
        }
        let name = node.routeName(for: transition, explicit: transition.explicitName)
        guard index == nil, !focus else {
            throw NavigationError(
                .invalidPlacement,
                "\(node.typeName) is a split view: route '\(name)' goes to its column; pass no index and no focus")
        }
        let column = try node.column(for: transition.presentation, route: name)
        let (entry, held, completion) = try makeRouteEntry(
            transition, transition.make, in: node, of: self, repeat each input)
        node.arrangeColumns(
            node.columns(placing: entry, in: column, clearingAfter: false), split: split, cause: .column)
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
