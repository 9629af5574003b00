extension NavigationCoordinator {
    /// Removes the top entry; its awaiters get `.cancel(.popped)`.
    ///
    /// A pushed screen and a presented sheet are popped alike; while the
    /// coordinator shows an alert, the alert is its top entry. The removal is one
    /// change with cause ``ChangeCause/pop``; a child flow on top takes its whole
    /// subtree with it.
    ///
    /// ```swift
    /// try todos.show(\.todo, 42)
    /// try todos.popLast()
    /// ```
    ///
    /// - Returns: the id of the removed entry.
    /// - Throws: ``NavigationError/Code/nothingToPop`` when only the root is left;
    ///   ``NavigationError/Code/coordinatorFinished`` if the flow has ended.
    @discardableResult
    public func popLast() throws(NavigationError) -> EntryID {
        let node = self.node
        try node.ensureActive()
        guard let top = node.entries.last, top.presentation != .root else {
            throw NavigationError(.nothingToPop, "\(node.typeName) shows only its root")
        }
        node.remove(at: node.entries.count - 1, reason: .popped, cause: .pop)
        return top.id
    }

    /// Removes an entry and everything stacked on it, in one change.
    ///
    /// The removed entries' awaiters get `.cancel(.popped)`. Nothing is
    /// stacked on an alert: popping one removes it alone, and the alerts
    /// queued after it stay.
    ///
    /// ```swift
    /// let detail = try todos.show(\.todo, 42)
    /// try todos.pop(detail.id)
    /// ```
    ///
    /// - Parameter entry: the id of the entry to remove.
    /// - Throws: ``NavigationError/Code/entryNotFound`` if no such entry is in this
    ///   stack; ``NavigationError/Code/cannotRemoveRoot`` for the root.
    public func pop(_ entry: EntryID) throws(NavigationError) {
        let node = self.node
        try node.ensureActive()
        let index = try index(of: entry, in: node)
        guard node.entries[index].presentation != .root else {
            throw NavigationError(.cannotRemoveRoot, "entry \(entry) is the root of \(node.typeName)")
        }
        node.remove(at: index, reason: .popped, cause: .pop, alone: true)
    }

    /// Removes everything stacked on an entry, so that it is on top.
    ///
    /// Does nothing, and yields no change, if the entry is already on top. The
    /// removed entries' awaiters get `.cancel(.popped)`.
    ///
    /// ```swift
    /// try todos.pop(to: first.id)
    /// ```
    ///
    /// - Parameter entry: the id of the entry to return to.
    /// - Throws: ``NavigationError/Code/entryNotFound`` if no such entry is in this stack.
    public func pop(to entry: EntryID) throws(NavigationError) {
        let node = self.node
        try node.ensureActive()
        let index = try index(of: entry, in: node)
        node.remove(at: index + 1, reason: .popped, cause: .pop)
    }

    /// Removes every entry above the root, in one change.
    ///
    /// Does nothing, and yields no change, at the root. The removed entries'
    /// awaiters get `.cancel(.popped)`.
    ///
    /// ```swift
    /// try todos.popToRoot().show(\.todo, 42)
    /// ```
    ///
    /// - Returns: the coordinator, for chaining.
    /// - Throws: ``NavigationError/Code/coordinatorFinished`` if the flow has ended.
    @discardableResult
    public func popToRoot() throws(NavigationError) -> Self {
        let node = self.node
        try node.ensureActive()
        node.remove(at: 1, reason: .popped, cause: .pop)
        return self
    }

    /// Brings the first (lowest) entry of a route to the top by popping what is
    /// stacked on it, and returns it for chaining.
    ///
    /// ```swift
    /// try app.focusFirst(\.todos).child.popToRoot().show(\.todo, 42)
    /// ```
    ///
    /// - Parameter route: the route to look for.
    /// - Returns: the entry, now on top.
    /// - Throws: ``NavigationError/Code/routeNotFound`` if no entry of the route is
    ///   in the stack; nothing changes then.
    @discardableResult
    public func focusFirst<each Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>
    ) throws(NavigationError) -> ShownEntry<Output> {
        let transition = self[keyPath: route]
        return try focus(transition, explicit: transition.explicitName) { _ in true }
    }

    /// Brings the first entry of a route shown with equal inputs to the top by
    /// popping what is stacked on it, and returns it for chaining.
    ///
    /// Inputs are compared element by element, so each must be `Equatable`. For
    /// a route without input it is the same as ``focusFirst(_:)``.
    ///
    /// ```swift
    /// try todos.focusFirst(\.todo, 42)              // back to the detail of todo 42
    /// try todos.focusFirst(\.edit, 42, "Buy milk")  // several inputs, in order
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route to look for.
    ///   - input: the inputs the entry was shown with.
    /// - Returns: the entry, now on top.
    /// - Throws: ``NavigationError/Code/routeNotFound`` if no entry of the route
    ///   with equal inputs is in the stack; nothing changes then.
    @discardableResult
    public func focusFirst<each Input: Equatable, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, repeat each Input, Output>>,
        _ input: repeat each Input
    ) throws(NavigationError) -> ShownEntry<Output> {
        let transition = self[keyPath: route]
        let inputs = RouteInputs.erase(repeat each input)
        return try focus(transition, explicit: transition.explicitName) { RouteInputs.matches($0, inputs) }
    }

    private func focus<Output>(
        _ transition: AnyObject,
        explicit: String?,
        where matches: (Destination) -> Bool
    ) throws(NavigationError) -> ShownEntry<Output> {
        let node = self.node
        try node.ensureActive()
        let id = ObjectIdentifier(transition)
        guard
            let index = node.entries.firstIndex(where: {
                $0.transition == id && node.destination(of: $0).map(matches) == true
            }),
            let destination = node.destination(of: node.entries[index])?.value as? Output
        else {
            let name = node.routeName(for: transition, explicit: explicit)
            throw NavigationError(.routeNotFound, "no entry of route '\(name)' in \(node.typeName)")
        }
        let entry = node.entries[index]
        node.remove(at: index + 1, reason: .popped, cause: .pop)
        return node.presented(entry, showing: destination)
    }

    private func index(of entry: EntryID, in node: FlowNode) throws(NavigationError) -> Int {
        guard let index = node.index(of: entry) else {
            throw NavigationError(.entryNotFound, "no entry \(entry) in \(node.typeName)")
        }
        return index
    }
}
