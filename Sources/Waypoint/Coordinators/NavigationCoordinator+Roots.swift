extension NavigationCoordinator {
    /// Switches to a root, with its inputs if it takes any.
    ///
    /// The old root and everything stacked on it are removed in one change (cause
    /// ``ChangeCause/root``), their awaiters getting `.cancel(.replaced)`.
    /// Switching to the active root with equal inputs does nothing and returns
    /// the active root; with different inputs, or inputs that are not all
    /// `Equatable`, the root is made anew. A root without input is equal to itself.
    ///
    /// ```swift
    /// try app.root(\.home, user)
    /// try app.root(\.signedOut)
    /// ```
    ///
    /// - Parameters:
    ///   - root: the root to switch to, such as `\.home`.
    ///   - input: the root's inputs, if it takes any.
    /// - Returns: the root, for chaining.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` if the flow has
    ///   ended; ``NavigationError/Code/invalidChild`` if the factory returned a
    ///   coordinator that cannot be adopted. Nothing changes then.
    @discardableResult
    public func root<each Input, Output>(
        _ root: KeyPath<Self, RootTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        let node = self.node
        try node.ensureActive()
        let transition = self[keyPath: root]
        if let current = node.entries.first, current.presentation == .root,
            current.transition == ObjectIdentifier(transition), let shown = node.destination(of: current),
            RouteInputs.matches(shown, RouteInputs.erase(repeat each input)),
            let destination = shown.value as? Output
        {
            return ShownEntry(completion: shown.completion, destination: destination, holder: node.owner)
        }
        let (entry, held, completion) = try makeRouteEntry(
            transition, transition.make, in: node, of: self, repeat each input)
        node.replaceRoot(with: entry)
        return ShownEntry(completion: completion, held: held, holder: node.owner)
    }

    /// Whether the given root is the active one.
    ///
    /// ```swift
    /// if app.isRoot(\.signedOut) { try app.show(\.signIn) }
    /// ```
    ///
    /// - Parameter root: the root to ask about.
    /// - Returns: `true` if the active root was made by `root`, whatever its inputs.
    public func isRoot<each Input, Output>(
        _ root: KeyPath<Self, RootTransition<Self, repeat each Input, Output>>
    ) -> Bool {
        hasRoot(root) != nil
    }

    /// The active root's destination if it was made by the given root, else `nil`.
    ///
    /// ```swift
    /// if let home = app.hasRoot(\.home) { try home.show(\.settings) }
    /// ```
    ///
    /// - Parameter root: the root to ask about.
    /// - Returns: the active root's screen or child coordinator, or `nil` if
    ///   another root is active.
    public func hasRoot<each Input, Output>(
        _ root: KeyPath<Self, RootTransition<Self, repeat each Input, Output>>
    ) -> Output? {
        guard let current = node.entries.first, current.presentation == .root,
            current.transition == ObjectIdentifier(self[keyPath: root])
        else { return nil }
        return node.destination(of: current)?.value as? Output
    }
}
