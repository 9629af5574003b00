extension Router where C: NavigationCoordinator {
    /// Shows a screen and waits until it is removed; see
    /// ``NavigationCoordinator/route(to:_:)->FlowResult<Void>``.
    ///
    /// A stale router returns `.cancel(.notShown(_:))` with
    /// ``NavigationError/Code/routerStale``.
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.todo`.
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: `.done(())` if the screen completed itself, else
    ///   `.cancel(reason)`; exactly once.
    public func route<each Input, Output>(
        to route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Void> {
        await routeAwaiting(route, repeat each input) { await $0.result() }
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
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: the flow's result: `.done(value)` if it finished with a value,
    ///   else `.cancel(reason)`; exactly once.
    public func route<each Input, Output: Coordinator>(
        to route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Output.FlowValue> {
        await routeAwaiting(route, repeat each input) { await $0.result() }
    }

    /// Shows an alert or confirmation dialog and waits for the user's answer;
    /// see ``NavigationCoordinator/route(to:_:)->FlowResult<Output.Value>``.
    ///
    /// A stale router returns `.cancel(.notShown(_:))` with
    /// ``NavigationError/Code/routerStale``.
    ///
    /// ```swift
    /// if case .done(true) = await router.route(to: \.confirmDelete, todo) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.confirmDelete`.
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: the chosen button's value, or `.cancel(reason)`; exactly once.
    public func route<each Input, Output: AlertDescribing>(
        to route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Output.Value> {
        await routeAwaiting(route, repeat each input) { await $0.result() }
    }

    /// Shows a destination and returns at once; see ``NavigationCoordinator/show(_:_:)``.
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.todo`.
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: the shown destination.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/show(_:_:)`` throws; nothing changes then.
    @discardableResult
    public func show<each Input, Output>(
        _ route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().show(route, repeat each input)
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
    public func focusFirst<each Input, Output>(
        _ route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().focusFirst(route)
    }

    /// Brings the first entry of a route shown with equal inputs to the top;
    /// see ``NavigationCoordinator/focusFirst(_:_:)``.
    ///
    /// - Parameters:
    ///   - route: the route to look for.
    ///   - input: the inputs the entry was shown with.
    /// - Returns: the entry, now on top.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/focusFirst(_:_:)`` throws; nothing changes then.
    @discardableResult
    public func focusFirst<each Input: Equatable, Output>(
        _ route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().focusFirst(route, repeat each input)
    }

    /// Whether the given root is the active one; `false` for a stale router.
    ///
    /// - Parameter root: the root to ask about.
    /// - Returns: `true` if the coordinator is alive and its active root was made
    ///   by `root`.
    public func isRoot<each Input, Output>(_ root: KeyPath<C, RootTransition<C, repeat each Input, Output>>) -> Bool {
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
    public func hasRoot<each Input, Output>(_ root: KeyPath<C, RootTransition<C, repeat each Input, Output>>) -> Output?
    {
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
    ///   - input: the root's inputs, if it takes any.
    /// - Returns: the root, for chaining.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/root(_:_:)`` throws; nothing changes then.
    @discardableResult
    public func root<each Input, Output>(
        _ root: KeyPath<C, RootTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().root(root, repeat each input)
    }

    /// Shows a destination for a caller that awaits it, and waits with
    /// `result`: a stale router or a request that cannot be shown returns
    /// `.cancel(.notShown(error))`, a task cancelled before the call shows nothing.
    private func routeAwaiting<each Input, Output, Value>(
        _ route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input,
        result: (ShownEntry<Output>) async -> FlowResult<Value>
    ) async -> FlowResult<Value> {
        // Only the showing holds the coordinator: while the result is awaited the
        // router keeps nothing alive.
        guard coordinator != nil else { return .cancel(.notShown(staleError)) }
        guard !Task.isCancelled else { return .cancel(.taskCancelled) }
        do throws(NavigationError) {
            let shown = try showAwaited(route, repeat each input)
            return await result(shown)
        } catch {
            return .cancel(.notShown(error))
        }
    }

    /// Shows a destination for a caller that awaits it; the coordinator is held
    /// only during the call.
    private func showAwaited<each Input, Output>(
        _ route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().present(route, repeat each input, awaited: true)
    }

    private var staleError: NavigationError {
        NavigationError(.routerStale, "the router's \(C.self) has been deallocated")
    }
}
