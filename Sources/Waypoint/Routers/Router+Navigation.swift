extension Router where C: NavigationCoordinator {
    /// Shows a screen and waits until it is removed; see
    /// ``NavigationCoordinator/route(to:_:)->FlowResult<Void>``.
    ///
    /// A stale router returns `.cancel(.notShown(_:))` with
    /// ``NavigationError/Code/routerStale``.
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.todo`.
    ///   - input: the route's input.
    /// - Returns: `.done(())` if the screen completed itself, else
    ///   `.cancel(reason)`; exactly once.
    public func route<Input, Output>(
        to route: KeyPath<C, RouteTransition<C, Input, Output>>,
        _ input: Input
    ) async -> FlowResult<Void> {
        // Only the showing holds the coordinator: while the result is awaited the
        // router keeps nothing alive.
        guard coordinator != nil else { return .cancel(.notShown(staleError)) }
        guard !Task.isCancelled else { return .cancel(.taskCancelled) }
        do throws(NavigationError) {
            return try await showAwaited(route, input).result()
        } catch {
            return .cancel(.notShown(error))
        }
    }

    /// Shows a child flow and waits for its result; see
    /// ``NavigationCoordinator/route(to:_:)->FlowResult<Output.FlowValue>``.
    ///
    /// A stale router returns `.cancel(.notShown(_:))` with
    /// ``NavigationError/Code/routerStale``.
    ///
    /// ```swift
    /// if case .done(let todo) = await router.route(to: \.edit, id) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.edit`.
    ///   - input: the route's input.
    /// - Returns: the flow's result: `.done(value)` if it finished with a value,
    ///   else `.cancel(reason)`; exactly once.
    public func route<Input, Output: Coordinator>(
        to route: KeyPath<C, RouteTransition<C, Input, Output>>,
        _ input: Input
    ) async -> FlowResult<Output.FlowValue> {
        guard coordinator != nil else { return .cancel(.notShown(staleError)) }
        guard !Task.isCancelled else { return .cancel(.taskCancelled) }
        do throws(NavigationError) {
            return try await showAwaited(route, input).result()
        } catch {
            return .cancel(.notShown(error))
        }
    }

    /// Shows a screen route without input and waits until it is removed.
    ///
    /// - Parameter route: the route, such as `\.settings`.
    /// - Returns: `.done(())` if the screen completed itself, else
    ///   `.cancel(reason)`; exactly once.
    public func route<Output>(to route: KeyPath<C, RouteTransition<C, Void, Output>>) async -> FlowResult<Void> {
        await self.route(to: route, ())
    }

    /// Shows a child flow without input and waits for its result.
    ///
    /// ```swift
    /// if case .done(let todo) = await router.route(to: \.create) { … }
    /// ```
    ///
    /// - Parameter route: the route, such as `\.create`.
    /// - Returns: the flow's result: `.done(value)` if it finished with a value,
    ///   else `.cancel(reason)`; exactly once.
    public func route<Output: Coordinator>(
        to route: KeyPath<C, RouteTransition<C, Void, Output>>
    ) async -> FlowResult<Output.FlowValue> {
        await self.route(to: route, ())
    }

    /// Shows a destination and returns at once; see ``NavigationCoordinator/show(_:_:)``.
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.todo`.
    ///   - input: the route's input.
    /// - Returns: the shown destination.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/show(_:_:)`` throws; nothing changes then.
    @discardableResult
    public func show<Input, Output>(
        _ route: KeyPath<C, RouteTransition<C, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().show(route, input)
    }

    /// Shows a destination without input and returns at once; see
    /// ``NavigationCoordinator/show(_:)``.
    ///
    /// - Parameter route: the route, such as `\.create`.
    /// - Returns: the shown destination.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/show(_:)`` throws; nothing changes then.
    @discardableResult
    public func show<Output>(_ route: KeyPath<C, RouteTransition<C, Void, Output>>) throws(NavigationError)
        -> ShownEntry<
            Output
        >
    {
        try resolve().show(route)
    }

    /// Removes the top entry; see ``NavigationCoordinator/popLast()``.
    ///
    /// - Returns: the id of the removed entry.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/popLast()`` throws; nothing changes then.
    @discardableResult
    public func popLast() throws(NavigationError) -> EntryID {
        try resolve().popLast()
    }

    /// Removes an entry and everything stacked on it; see ``NavigationCoordinator/pop(_:)``.
    ///
    /// - Parameter entry: the id of the entry to remove.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/pop(_:)`` throws; nothing changes then.
    public func pop(_ entry: EntryID) throws(NavigationError) {
        try resolve().pop(entry)
    }

    /// Removes everything stacked on an entry; see ``NavigationCoordinator/pop(to:)``.
    ///
    /// - Parameter entry: the id of the entry to return to.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/pop(to:)`` throws; nothing changes then.
    public func pop(to entry: EntryID) throws(NavigationError) {
        try resolve().pop(to: entry)
    }

    /// Removes every entry above the root; see ``NavigationCoordinator/popToRoot()``.
    ///
    /// - Returns: the coordinator, for chaining.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/popToRoot()`` throws; nothing changes then.
    @discardableResult
    public func popToRoot() throws(NavigationError) -> C {
        try resolve().popToRoot()
    }

    /// Brings the first entry of a route to the top; see ``NavigationCoordinator/focusFirst(_:)``.
    ///
    /// - Parameter route: the route to look for.
    /// - Returns: the entry, now on top.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/focusFirst(_:)`` throws; nothing changes then.
    @discardableResult
    public func focusFirst<Input, Output>(
        _ route: KeyPath<C, RouteTransition<C, Input, Output>>
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().focusFirst(route)
    }

    /// Brings the first entry of a route shown with an equal input to the top;
    /// see ``NavigationCoordinator/focusFirst(_:_:)``.
    ///
    /// - Parameters:
    ///   - route: the route to look for.
    ///   - input: the input the entry was shown with.
    /// - Returns: the entry, now on top.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/focusFirst(_:_:)`` throws; nothing changes then.
    @discardableResult
    public func focusFirst<Input: Equatable, Output>(
        _ route: KeyPath<C, RouteTransition<C, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().focusFirst(route, input)
    }

    /// Whether the given root is the active one; `false` for a stale router.
    ///
    /// - Parameter root: the root to ask about.
    /// - Returns: `true` if the coordinator is alive and its active root was made
    ///   by `root`.
    public func isRoot<Input, Output>(_ root: KeyPath<C, RootTransition<C, Input, Output>>) -> Bool {
        coordinator?.isRoot(root) ?? false
    }

    /// The active root's destination if it was made by the given root; `nil` for
    /// a stale router.
    ///
    /// ```swift
    /// if let tabs = router.hasRoot(\.signedIn) { try tabs.focusFirst(\.profile) }
    /// ```
    ///
    /// - Parameter root: the root to ask about.
    /// - Returns: the active root's screen or child coordinator, or `nil`.
    public func hasRoot<Input, Output>(_ root: KeyPath<C, RootTransition<C, Input, Output>>) -> Output? {
        coordinator?.hasRoot(root)
    }

    /// Switches the root; see ``NavigationCoordinator/root(_:_:)``.
    ///
    /// ```swift
    /// try router.root(\.signedIn, user)
    /// ```
    ///
    /// - Parameters:
    ///   - root: the root to switch to.
    ///   - input: the root's input.
    /// - Returns: the root, for chaining.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/root(_:_:)`` throws; nothing changes then.
    @discardableResult
    public func root<Input, Output>(
        _ root: KeyPath<C, RootTransition<C, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().root(root, input)
    }

    /// Switches to a root without input; see ``NavigationCoordinator/root(_:)``.
    ///
    /// - Parameter root: the root to switch to.
    /// - Returns: the root, for chaining.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/root(_:)`` throws; nothing changes then.
    @discardableResult
    public func root<Output>(_ root: KeyPath<C, RootTransition<C, Void, Output>>) throws(NavigationError) -> ShownEntry<
        Output
    > {
        try resolve().root(root)
    }

    /// Shows a destination for a caller that awaits it; the coordinator is held
    /// only during the call.
    private func showAwaited<Input, Output>(
        _ route: KeyPath<C, RouteTransition<C, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().present(route, input, awaited: true)
    }

    private var staleError: NavigationError {
        NavigationError(.routerStale, "the router's \(C.self) has been deallocated")
    }
}
