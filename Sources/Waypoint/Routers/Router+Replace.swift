extension Router where C: NavigationCoordinator {
    /// Replaces the top of the stack with another destination in one change;
    /// see ``NavigationCoordinator/replace(_:with:_:)``.
    ///
    /// ```swift
    /// try router.replace(\.edit, with: \.todo, saved.id)
    /// ```
    ///
    /// - Parameters:
    ///   - top: the route the stack's top entry must be of.
    ///   - route: the route to show in its place.
    ///   - input: the new route's inputs, if it takes any.
    /// - Returns: the shown destination.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``NavigationCoordinator/replace(_:with:_:)`` throws; nothing changes then.
    @discardableResult
    public func replace<each OldInput, OldOutput, each Input, Output>(
        _ top: KeyPath<C, RouteTransition<C, repeat each OldInput, OldOutput>>,
        with route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try resolve().replace(top, with: route, repeat each input)
    }

    /// Replaces the top of the stack with a screen and waits until it is
    /// removed; see ``NavigationCoordinator/route(replacing:with:_:)->FlowResult<Void>``.
    ///
    /// A stale router returns `.cancel(.notShown(_:))` with
    /// ``NavigationError/Code/routerStale``.
    ///
    /// - Parameters:
    ///   - top: the route the stack's top entry must be of.
    ///   - route: the route to show in its place.
    ///   - input: the new route's inputs, if it takes any.
    /// - Returns: `.done(())` if the screen completed itself, else `.cancel(reason)`.
    public func route<each OldInput, OldOutput, each Input, Output>(
        replacing top: KeyPath<C, RouteTransition<C, repeat each OldInput, OldOutput>>,
        with route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Void> {
        await replacedAwaited(top, with: route, repeat each input) { await $0.result() }
    }

    /// Replaces the top of the stack with a child flow and waits for its
    /// result; see ``NavigationCoordinator/route(replacing:with:_:)->FlowResult<Output.FlowValue>``.
    ///
    /// A stale router returns `.cancel(.notShown(_:))` with
    /// ``NavigationError/Code/routerStale``.
    ///
    /// - Parameters:
    ///   - top: the route the stack's top entry must be of.
    ///   - route: the child flow's route.
    ///   - input: the new route's inputs, if it takes any.
    /// - Returns: the flow's result, exactly once.
    public func route<each OldInput, OldOutput, each Input, Output: Coordinator>(
        replacing top: KeyPath<C, RouteTransition<C, repeat each OldInput, OldOutput>>,
        with route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Output.FlowValue> {
        await replacedAwaited(top, with: route, repeat each input) { await $0.result() }
    }

    /// Replaces the top, awaited, and waits for `result`; the coordinator is
    /// held only while the top is replaced, not while the result is awaited.
    private func replacedAwaited<each OldInput, OldOutput, each Input, Output, Value>(
        _ top: KeyPath<C, RouteTransition<C, repeat each OldInput, OldOutput>>,
        with route: KeyPath<C, RouteTransition<C, repeat each Input, Output>>,
        _ input: repeat each Input,
        result: (ShownEntry<Output>) async -> FlowResult<Value>
    ) async -> FlowResult<Value> {
        guard !Task.isCancelled else { return .cancel(.taskCancelled) }
        let shown: ShownEntry<Output>
        do throws(NavigationError) {
            let coordinator = try resolve()
            shown = try coordinator.replacing(
                ObjectIdentifier(coordinator[keyPath: top]), with: route, repeat each input, awaited: true)
        } catch {
            return .cancel(.notShown(error))
        }
        return await result(shown)
    }
}
