extension Router where C: NavigationCoordinator {
    /// Shows a screen and waits until it is removed; see
    /// ``NavigationCoordinator/route(to:_:)``. A stale router returns
    /// `.cancel(.notShown(_:))` with ``NavigationError/Code/routerStale``.
    public func route<Input, Output>(
        to route: KeyPath<C, Transition<C, Input, Output>>,
        _ input: Input
    ) async -> FlowResult<Void> {
        guard let coordinator else { return .cancel(.notShown(staleError)) }
        return await coordinator.route(to: route, input)
    }

    /// Shows a child flow and waits for its result; see
    /// ``NavigationCoordinator/route(to:_:)``.
    public func route<Input, Output: Coordinator>(
        to route: KeyPath<C, Transition<C, Input, Output>>,
        _ input: Input
    ) async -> FlowResult<Output.Result> {
        guard let coordinator else { return .cancel(.notShown(staleError)) }
        return await coordinator.route(to: route, input)
    }

    /// Shows a screen route without input and waits until it is removed.
    public func route<Output>(to route: KeyPath<C, Transition<C, Void, Output>>) async -> FlowResult<Void> {
        await self.route(to: route, ())
    }

    /// Shows a child flow without input and waits for its result.
    public func route<Output: Coordinator>(
        to route: KeyPath<C, Transition<C, Void, Output>>
    ) async -> FlowResult<Output.Result> {
        await self.route(to: route, ())
    }

    /// Shows a destination and returns at once; see ``NavigationCoordinator/show(_:_:)``.
    @discardableResult
    public func show<Input, Output>(
        _ route: KeyPath<C, Transition<C, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> Presented<Output> {
        try resolve().show(route, input)
    }

    /// Shows a destination without input and returns at once.
    @discardableResult
    public func show<Output>(_ route: KeyPath<C, Transition<C, Void, Output>>) throws(NavigationError) -> Presented<
        Output
    > {
        try resolve().show(route)
    }

    /// Removes the top entry; see ``NavigationCoordinator/popLast()``.
    @discardableResult
    public func popLast() throws(NavigationError) -> EntryID {
        try resolve().popLast()
    }

    /// Removes an entry and everything stacked on it; see ``NavigationCoordinator/pop(_:)``.
    public func pop(_ entry: EntryID) throws(NavigationError) {
        try resolve().pop(entry)
    }

    /// Removes everything stacked on an entry; see ``NavigationCoordinator/pop(to:)``.
    public func pop(to entry: EntryID) throws(NavigationError) {
        try resolve().pop(to: entry)
    }

    /// Removes every entry above the root; see ``NavigationCoordinator/popToRoot()``.
    @discardableResult
    public func popToRoot() throws(NavigationError) -> C {
        try resolve().popToRoot()
    }

    /// Brings the first entry of a route to the top; see ``NavigationCoordinator/focusFirst(_:)``.
    @discardableResult
    public func focusFirst<Input, Output>(
        _ route: KeyPath<C, Transition<C, Input, Output>>
    ) throws(NavigationError) -> Presented<Output> {
        try resolve().focusFirst(route)
    }

    /// Brings the first entry of a route shown with an equal input to the top;
    /// see ``NavigationCoordinator/focusFirst(_:_:)``.
    @discardableResult
    public func focusFirst<Input: Equatable, Output>(
        _ route: KeyPath<C, Transition<C, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> Presented<Output> {
        try resolve().focusFirst(route, input)
    }

    /// Whether the given root is the active one; `false` for a stale router.
    public func isRoot<Input, Output>(_ root: KeyPath<C, RootTransition<C, Input, Output>>) -> Bool {
        coordinator?.isRoot(root) ?? false
    }

    /// The active root's destination if it was made by the given root; `nil` for
    /// a stale router.
    public func hasRoot<Input, Output>(_ root: KeyPath<C, RootTransition<C, Input, Output>>) -> Output? {
        coordinator?.hasRoot(root)
    }

    /// Switches the root; see ``NavigationCoordinator/root(_:_:)``.
    @discardableResult
    public func root<Input, Output>(
        _ root: KeyPath<C, RootTransition<C, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> Presented<Output> {
        try resolve().root(root, input)
    }

    /// Switches to a root without input; see ``NavigationCoordinator/root(_:_:)``.
    @discardableResult
    public func root<Output>(_ root: KeyPath<C, RootTransition<C, Void, Output>>) throws(NavigationError) -> Presented<
        Output
    > {
        try resolve().root(root)
    }

    private var staleError: NavigationError {
        NavigationError(.routerStale, "the router's \(C.self) has been deallocated")
    }
}
