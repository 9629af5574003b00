extension NavigationCoordinator {
    /// Shows a route's destination and returns at once, for chaining and deep links.
    ///
    /// The entry is pushed or presented synchronously and exactly one change is
    /// yielded. Await the returned ``Presented``'s `result()` later if you need
    /// the outcome. If the same route is already on top with an equal input and
    /// the route's ``DuplicatePolicy`` is ``DuplicatePolicy/reuseTop`` (the
    /// default), nothing new is shown and the entry on top is returned.
    ///
    /// ```swift
    /// try todos.show(\.todo, 42)
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.todo`.
    ///   - input: the route's input.
    /// - Returns: the shown destination.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` if this coordinator
    ///   has ended; ``NavigationError/Code/invalidChild`` if the factory returned a
    ///   coordinator that cannot be adopted; ``NavigationError/Code/invalidRoute``
    ///   for a route presented as `.root`. Nothing changes then.
    @discardableResult
    public func show<Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> Presented<Output> {
        try present(route, input, awaited: false)
    }

    /// Shows a route without input and returns at once, for chaining and deep links.
    ///
    /// The entry is pushed or presented synchronously and exactly one change is
    /// yielded. If the same route is already on top and the route's
    /// ``DuplicatePolicy`` is ``DuplicatePolicy/reuseTop`` (the default), nothing
    /// new is shown and the entry on top is returned. See ``show(_:_:)``.
    ///
    /// ```swift
    /// let create = try todos.show(\.create)     // Presented<CreateTodoCoordinator>
    /// try create.child.show(\.details)
    /// ```
    ///
    /// - Parameter route: the route, such as `\.create`.
    /// - Returns: the shown destination.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` if this coordinator
    ///   has ended; ``NavigationError/Code/invalidChild`` if the factory returned a
    ///   coordinator that cannot be adopted; ``NavigationError/Code/invalidRoute``
    ///   for a route presented as `.root`. Nothing changes then.
    @discardableResult
    public func show<Output>(
        _ route: KeyPath<Self, RouteTransition<Self, Void, Output>>
    ) throws(NavigationError) -> Presented<Output> {
        try present(route, (), awaited: false)
    }

    /// Shows a screen and waits until it is removed.
    ///
    /// Returns `.done(())` if the screen completed itself through its router, and
    /// `.cancel(reason)` if anything else removed it. A task cancelled before the
    /// call shows nothing; cancelling it during the wait removes the screen.
    /// A request that cannot be shown returns `.cancel(.notShown(error))`.
    ///
    /// ```swift
    /// if case .done = await todos.route(to: \.todo, 42) {
    ///     print("the detail screen completed itself")
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.todo`.
    ///   - input: the route's input.
    /// - Returns: `.done(())` if the screen completed itself, else
    ///   `.cancel(reason)`; exactly once.
    public func route<Input, Output>(
        to route: KeyPath<Self, RouteTransition<Self, Input, Output>>,
        _ input: Input
    ) async -> FlowResult<Void> {
        guard !Task.isCancelled else { return .cancel(.taskCancelled) }
        do throws(NavigationError) {
            let shown = try present(route, input, awaited: true)
            return await shown.result()
        } catch {
            return .cancel(.notShown(error))
        }
    }

    /// Shows a child flow and waits for its result.
    ///
    /// ```swift
    /// if case .done(let todo) = await todos.route(to: \.create) { … }
    /// ```
    ///
    /// The flow's `finish(.done(value))` returns `.done(value)`; every other way
    /// it can be removed returns `.cancel(reason)`, exactly once. A task cancelled
    /// before the call shows nothing; cancelling it during the wait removes the
    /// flow and its subtree and returns `.cancel(.taskCancelled)`.
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.create`.
    ///   - input: the route's input.
    /// - Returns: the flow's result: `.done(value)` if it finished with a value,
    ///   else `.cancel(reason)`; exactly once.
    public func route<Input, Output: Coordinator>(
        to route: KeyPath<Self, RouteTransition<Self, Input, Output>>,
        _ input: Input
    ) async -> FlowResult<Output.FlowValue> {
        guard !Task.isCancelled else { return .cancel(.taskCancelled) }
        do throws(NavigationError) {
            let shown = try present(route, input, awaited: true)
            return await shown.result()
        } catch {
            return .cancel(.notShown(error))
        }
    }

    /// Shows a screen route without input and waits until it is removed.
    ///
    /// See ``route(to:_:)->FlowResult<Void>``.
    ///
    /// ```swift
    /// _ = await todos.route(to: \.settings)
    /// ```
    ///
    /// - Parameter route: the route, such as `\.settings`.
    /// - Returns: `.done(())` if the screen completed itself, else
    ///   `.cancel(reason)`; exactly once.
    public func route<Output>(to route: KeyPath<Self, RouteTransition<Self, Void, Output>>) async -> FlowResult<Void> {
        await self.route(to: route, ())
    }

    /// Shows a child flow without input and waits for its result.
    ///
    /// See ``route(to:_:)->FlowResult<Output.FlowValue>``.
    ///
    /// ```swift
    /// if case .done(let todo) = await todos.route(to: \.create) {
    ///     try todos.show(\.todo, todo.id)
    /// }
    /// ```
    ///
    /// - Parameter route: the route, such as `\.create`.
    /// - Returns: the flow's result: `.done(value)` if it finished with a value,
    ///   else `.cancel(reason)`; exactly once.
    public func route<Output: Coordinator>(
        to route: KeyPath<Self, RouteTransition<Self, Void, Output>>
    ) async -> FlowResult<Output.FlowValue> {
        await self.route(to: route, ())
    }

    func present<Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, Input, Output>>,
        _ input: Input,
        awaited: Bool
    ) throws(NavigationError) -> Presented<Output> {
        let node = self.node
        try node.ensureActive()
        let transition = self[keyPath: route]
        guard transition.presentation != .root else {
            throw NavigationError(.invalidRoute, "a route presented as .root cannot be shown; declare roots with @Root")
        }
        if transition.duplicates == .reuseTop, let top = node.entries.last,
            top.transition == ObjectIdentifier(transition), let shown = node.destination(of: top),
            Input.self == Void.self || shown.matches(input: input),
            let destination = shown.value as? Output
        {
            // A double tap: the destination is already on top, and nothing new is
            // shown. The first caller that awaits it marks it awaited, as one
            // change; later ones change nothing, so they yield no change.
            if awaited { node.markAwaited(top) }
            return Presented(completion: shown.completion, destination: destination)
        }
        var (entry, destination, completion) = try node.entry(for: transition, of: self, input: input)
        entry.isAwaited = awaited
        node.push(entry, completion: completion)
        return Presented(completion: completion, destination: destination)
    }
}
