extension Router where C: ContainerCoordinator {
    /// Shows a new child at run time; see ``ContainerCoordinator/show(_:_:at:focus:)``.
    ///
    /// ```swift
    /// try tabsRouter.show(\.project, project.id, focus: true)
    /// ```
    ///
    /// - Parameters:
    ///   - route: the child's route.
    ///   - input: the route's inputs, if it takes any.
    ///   - index: where to insert it; at the end by default.
    ///   - focus: whether to select it.
    /// - Returns: the shown child.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``ContainerCoordinator/show(_:_:at:focus:)`` throws; nothing changes then.
    @discardableResult
    public func show<each Input, Output>(
        _ route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input,
        at index: Int? = nil,
        focus: Bool = false
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().show(route, repeat each input, at: index, focus: focus)
    }

    /// Selects the first child of a route and returns it, for chaining; see
    /// ``ContainerCoordinator/focusFirst(_:)``.
    ///
    /// ```swift
    /// try tabsRouter.focusFirst(\.todos).child.popToRoot()
    /// ```
    ///
    /// - Parameter route: the child's route.
    /// - Returns: the child, now selected.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``ContainerCoordinator/focusFirst(_:)`` throws; nothing changes then.
    @discardableResult
    public func focusFirst<each Input, Output>(
        _ route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().focusFirst(route)
    }
}
