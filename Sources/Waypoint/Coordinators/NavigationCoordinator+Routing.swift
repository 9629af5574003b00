extension NavigationCoordinator {
    /// Shows a route's destination and returns at once, for chaining and deep links.
    ///
    /// Pass the route's inputs in its factory's order: none, one or several. The
    /// entry is pushed or presented synchronously and exactly one change is
    /// yielded. Await the returned ``ShownEntry``'s `result()` later if you need
    /// the outcome. If the same route is already on top with equal inputs and
    /// the route's ``DuplicatePolicy`` is ``DuplicatePolicy/reuseTop`` (the
    /// default), nothing new is shown and the entry on top is returned. Inputs
    /// are equal when each is `Equatable` and equal to its counterpart.
    ///
    /// ```swift
    /// try todos.show(\.todo, 42)
    /// try todos.show(\.edit, 42, "Buy milk")
    /// let create = try todos.show(\.create)     // ShownEntry<CreateTodoCoordinator>
    /// try create.child.show(\.details)
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.todo`.
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: the shown destination.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` if this coordinator
    ///   has ended; ``NavigationError/Code/invalidChild`` if the factory returned a
    ///   coordinator that cannot be adopted; ``NavigationError/Code/invalidRoute``
    ///   for a route presented as `.root`. Nothing changes then.
    @discardableResult
    public func show<each Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try present(route, repeat each input, awaited: false)
    }

    /// Shows a screen and waits until it is removed.
    ///
    /// Pass the route's inputs in its factory's order: none, one or several.
    /// Returns `.done(())` if the screen completed itself through its router, and
    /// `.cancel(reason)` if anything else removed it. A task cancelled before the
    /// call shows nothing; cancelling it during the wait removes the screen
    /// (once no other task awaits it, after a double tap).
    /// A request that cannot be shown returns `.cancel(.notShown(error))`.
    ///
    /// ```swift
    /// if case .done = await todos.route(to: \.todo, 42) {
    ///     print("the detail screen completed itself")
    /// }
    /// _ = await todos.route(to: \.settings)
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.todo`.
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: `.done(())` if the screen completed itself, else
    ///   `.cancel(reason)`; exactly once.
    public func route<each Input, Output>(
        to route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Void> {
        await routeAwaiting(route, repeat each input) { await $0.result() }
    }

    /// Shows a child flow and waits for its result.
    ///
    /// Pass the route's inputs in its factory's order: none, one or several.
    ///
    /// ```swift
    /// if case .done(let todo) = await todos.route(to: \.create) {
    ///     try todos.show(\.todo, todo.id)
    /// }
    /// ```
    ///
    /// The flow's `finish(.done(value))` returns `.done(value)`; every other way
    /// it can be removed returns `.cancel(reason)`, exactly once. A task cancelled
    /// before the call shows nothing; cancelling it during the wait removes the
    /// flow and its subtree (once no other task awaits it, after a double tap)
    /// and returns `.cancel(.taskCancelled)`.
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.create`.
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: the flow's result: `.done(value)` if it finished with a value,
    ///   else `.cancel(reason)`; exactly once.
    public func route<each Input, Output: Coordinator>(
        to route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Output.FlowValue> {
        await routeAwaiting(route, repeat each input) { await $0.result() }
    }

    /// Shows an alert or confirmation dialog and waits for the user's answer.
    ///
    /// Pass the route's inputs in its factory's order: none, one or several.
    ///
    /// ```swift
    /// if case .done(true) = await todos.route(to: \.confirmDelete, todo) {
    ///     store.delete(todo)
    /// }
    /// ```
    ///
    /// The alert joins the tree at once; a front end draws it above every
    /// modal layer, and if another alert is up, after that one (see
    /// <doc:AlertsDialogsAndSheetSizes>). The button the user taps returns
    /// `.done(value)`, its value; a dismissal without a choice returns
    /// `.cancel(.userDismissed)`; every other way the alert can be removed (its
    /// coordinator's stack popped below it, its flow removed, a deep link or a
    /// restoration replacing it, the awaiting task cancelled) returns
    /// `.cancel(reason)`, exactly once. A task cancelled before the call shows
    /// nothing. An alert that cannot be shown (no buttons, two cancel buttons)
    /// returns `.cancel(.notShown(error))` with
    /// ``NavigationError/Code/invalidAlert``.
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.confirmDelete`.
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: the chosen button's value, or `.cancel(reason)`; exactly once.
    public func route<each Input, Output: AlertDescribing>(
        to route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Output.Value> {
        await routeAwaiting(route, repeat each input) { await $0.result() }
    }

    /// Shows a destination for a caller that awaits it, and waits with
    /// `result`: a task cancelled before the call shows nothing, and a request
    /// that cannot be shown returns `.cancel(.notShown(error))`.
    func routeAwaiting<each Input, Output, Value>(
        _ route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input,
        result: (ShownEntry<Output>) async -> FlowResult<Value>
    ) async -> FlowResult<Value> {
        guard !Task.isCancelled else { return .cancel(.taskCancelled) }
        do throws(NavigationError) {
            let shown = try present(route, repeat each input, awaited: true)
            return await result(shown)
        } catch {
            return .cancel(.notShown(error))
        }
    }

    func present<each Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input,
        awaited: Bool
    ) throws(NavigationError) -> ShownEntry<Output> {
        let node = self.node
        try node.ensureActive()
        let transition = self[keyPath: route]
        guard transition.presentation != .root else {
            throw NavigationError(.invalidRoute, "a route presented as .root cannot be shown; declare roots with @Root")
        }
        if transition.duplicates == .reuseTop,
            let top = node.top(madeBy: ObjectIdentifier(transition), presentedAs: transition.presentation),
            let shown = node.destination(of: top),
            RouteInputs.matches(shown, RouteInputs.erase(repeat each input)),
            let destination = shown.value as? Output
        {
            // A double tap: the destination is already on top, and nothing new is
            // shown. The first caller that awaits it marks it awaited, as one
            // change; later ones change nothing, so they yield no change. The
            // callers own it together: it is removed when the last is cancelled.
            if awaited { node.markAwaited(top) }
            return ShownEntry(completion: shown.completion, destination: destination, holder: node.owner)
        }
        var (entry, held, completion) = try makeRouteEntry(
            transition, transition.make, in: node, of: self, repeat each input)
        entry.isAwaited = awaited
        node.push(entry, completion: completion)
        // The stack's node is owned by this coordinator: no need to read its weak `owner`.
        return ShownEntry(completion: completion, held: held, holder: self)
    }
}
