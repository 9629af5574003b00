extension NavigationCoordinator {
    /// Replaces the top of the stack — a screen of one route — with another
    /// destination, as one change with cause ``ChangeCause/replace``: an edit
    /// screen by the saved item's view, a form by its confirmation.
    ///
    /// The replaced entry (with anything presented on it) is removed, its
    /// awaiters get `.cancel(.replaced)`, and the new destination is pushed or
    /// presented as its route says, in the same change: no front end ever
    /// draws the stack without either. Like ``popLast()``, it asks no leave
    /// guard: the code that replaces a screen decides.
    ///
    /// ```swift
    /// try todos.replace(\.edit, with: \.todo, saved.id)
    /// ```
    ///
    /// - Parameters:
    ///   - top: the route the stack's top entry must be of, whatever its inputs.
    ///   - route: the route to show in its place.
    ///   - input: the new route's inputs, if it takes any.
    /// - Returns: the shown destination.
    /// - Throws: ``NavigationError/Code/notOnTop`` if the top entry is not of
    ///   `top`'s route (another screen, an alert, the root alone);
    ///   ``NavigationError/Code/cannotRemoveRoot`` if `top` names the root;
    ///   what ``show(_:_:)`` throws for the new route. Nothing changes then.
    @discardableResult
    public func replace<each OldInput, OldOutput, each Input, Output>(
        _ top: KeyPath<Self, RouteTransition<Self, repeat each OldInput, OldOutput>>,
        with route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        try replacing(ObjectIdentifier(self[keyPath: top]), with: route, repeat each input, awaited: false)
    }

    /// Replaces the top of the stack with a screen, as ``replace(_:with:_:)``
    /// does, and waits until that screen is removed.
    ///
    /// ```swift
    /// _ = await todos.route(replacing: \.edit, with: \.todo, saved.id)
    /// ```
    ///
    /// - Parameters:
    ///   - top: the route the stack's top entry must be of.
    ///   - route: the route to show in its place.
    ///   - input: the new route's inputs, if it takes any.
    /// - Returns: `.done(())` if the screen completed itself, else
    ///   `.cancel(reason)`; `.cancel(.notShown(error))` with what
    ///   ``replace(_:with:_:)`` throws if nothing could be replaced. Cancelling the
    ///   waiting task removes the screen, as ``route(to:_:)->FlowResult<Void>`` does.
    public func route<each OldInput, OldOutput, each Input, Output>(
        replacing top: KeyPath<Self, RouteTransition<Self, repeat each OldInput, OldOutput>>,
        with route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Void> {
        await awaitingReplacement(of: ObjectIdentifier(self[keyPath: top]), with: route, repeat each input) {
            await $0.result()
        }
    }

    /// Replaces the top of the stack with a child flow, as
    /// ``replace(_:with:_:)`` does, and waits for the flow's result.
    ///
    /// ```swift
    /// if case .done(let todo) = await todos.route(replacing: \.intro, with: \.create) { … }
    /// ```
    ///
    /// - Parameters:
    ///   - top: the route the stack's top entry must be of.
    ///   - route: the child flow's route.
    ///   - input: the new route's inputs, if it takes any.
    /// - Returns: the flow's result, exactly once; `.cancel(.notShown(error))`
    ///   if nothing could be replaced.
    public func route<each OldInput, OldOutput, each Input, Output: Coordinator>(
        replacing top: KeyPath<Self, RouteTransition<Self, repeat each OldInput, OldOutput>>,
        with route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) async -> FlowResult<Output.FlowValue> {
        await awaitingReplacement(of: ObjectIdentifier(self[keyPath: top]), with: route, repeat each input) {
            await $0.result()
        }
    }

    /// Replaces the top, awaited, and waits for `result`; a request that
    /// cannot be carried out returns `.cancel(.notShown(error))`.
    func awaitingReplacement<each Input, Output, Value>(
        of old: ObjectIdentifier,
        with route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input,
        result: (ShownEntry<Output>) async -> FlowResult<Value>
    ) async -> FlowResult<Value> {
        guard !Task.isCancelled else { return .cancel(.taskCancelled) }
        do throws(NavigationError) {
            let shown = try replacing(old, with: route, repeat each input, awaited: true)
            return await result(shown)
        } catch {
            return .cancel(.notShown(error))
        }
    }

    /// Removes the top entry, made by `old`, and shows `route` in one transaction.
    func replacing<each Input, Output>(
        _ old: ObjectIdentifier,
        with route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input,
        awaited: Bool
    ) throws(NavigationError) -> ShownEntry<Output> {
        let node = self.node
        try node.ensureActive()
        guard let last = node.entries.last, last.transition == old else {
            throw NavigationError(
                .notOnTop,
                "the top of \(node.typeName) is '\(node.entries.last?.route ?? "nothing")', not the route to replace"
            )
        }
        guard !last.isFixed else {
            throw NavigationError(.cannotRemoveRoot, "'\(last.route)' is the root of \(node.typeName)")
        }
        let inputs = RouteInputsBox(repeat each input)
        return try navigation.transaction(cause: .replace) { () throws(NavigationError) -> ShownEntry<Output> in
            node.remove(at: node.entries.count - 1, reason: .replaced, cause: .replace)
            return try inputs.present(route, on: self, awaited: awaited)
        }
    }
}

/// A route's inputs, kept for a transaction's body (a closure cannot capture
/// a parameter pack).
private struct RouteInputsBox<each Input> {
    let input: (repeat each Input)

    init(_ input: repeat each Input) {
        self.input = (repeat each input)
    }

    @MainActor
    func present<Owner: NavigationCoordinator, Output>(
        _ route: KeyPath<Owner, RouteTransition<Owner, repeat each Input, Output>>,
        on owner: Owner,
        awaited: Bool
    ) throws(NavigationError) -> ShownEntry<Output> {
        try owner.present(route, repeat each input, awaited: awaited)
    }
}
