extension NavigationCoordinator {
    /// Switches to a root with an input.
    ///
    /// The old root and everything stacked on it are removed in one change (cause
    /// ``ChangeCause/root``), their awaiters getting `.cancel(.replaced)`.
    /// Switching to the active root with an equal input (`Equatable` inputs only)
    /// does nothing and returns the active root; with a different input, or an
    /// input that is not `Equatable`, the root is made anew.
    ///
    /// ```swift
    /// try app.root(\.home, user)
    /// ```
    ///
    /// - Parameters:
    ///   - root: the root to switch to, such as `\.home`.
    ///   - input: the root's input.
    /// - Returns: the root, for chaining.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` if the flow has
    ///   ended; ``NavigationError/Code/invalidChild`` if the factory returned a
    ///   coordinator that cannot be adopted. Nothing changes then.
    @discardableResult
    public func root<Input, Output>(
        _ root: KeyPath<Self, RootTransition<Self, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> Presented<Output> {
        let node = self.node
        try node.ensureActive()
        let transition = self[keyPath: root]
        if let current = node.entries.first, current.presentation == .root,
            current.transition == ObjectIdentifier(transition), let shown = node.destination(of: current),
            Input.self == Void.self || shown.matches(input: input),
            let destination = shown.value as? Output
        {
            return Presented(completion: shown.completion, destination: destination)
        }
        let (entry, destination, completion) = try makeRootEntry(root, input)
        node.replaceRoot(with: entry)
        return Presented(completion: completion, destination: destination)
    }

    /// Switches to a root without input.
    ///
    /// Switching to the active root does nothing and returns it; any other switch
    /// replaces the old root and everything stacked on it in one change, their
    /// awaiters getting `.cancel(.replaced)`. See ``root(_:_:)``.
    ///
    /// ```swift
    /// try app.root(\.signedOut)
    /// ```
    ///
    /// - Parameter root: the root to switch to, such as `\.signedOut`.
    /// - Returns: the root, for chaining.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` if the flow has
    ///   ended; ``NavigationError/Code/invalidChild`` if the factory returned a
    ///   coordinator that cannot be adopted. Nothing changes then.
    @discardableResult
    public func root<Output>(
        _ root: KeyPath<Self, RootTransition<Self, Void, Output>>
    ) throws(NavigationError) -> Presented<Output> {
        try self.root(root, ())
    }

    /// Whether the given root is the active one.
    ///
    /// ```swift
    /// if app.isRoot(\.signedOut) { try app.show(\.signIn) }
    /// ```
    ///
    /// - Parameter root: the root to ask about.
    /// - Returns: `true` if the active root was made by `root`, whatever its input.
    public func isRoot<Input, Output>(_ root: KeyPath<Self, RootTransition<Self, Input, Output>>) -> Bool {
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
    public func hasRoot<Input, Output>(_ root: KeyPath<Self, RootTransition<Self, Input, Output>>) -> Output? {
        guard let current = node.entries.first, current.presentation == .root,
            current.transition == ObjectIdentifier(self[keyPath: root])
        else { return nil }
        return node.destination(of: current)?.value as? Output
    }

    func makeRootEntry<Input, Output>(
        _ root: KeyPath<Self, RootTransition<Self, Input, Output>>,
        _ input: Input
    ) throws(NavigationError) -> (entry: EntryState, destination: Output, completion: Completion) {
        try node.entry(for: self[keyPath: root], of: self, input: input)
    }
}
