extension FlowNavigation where Owner: ContainerCoordinator {
    /// The selected child's entry id, if any.
    public var selection: EntryID? { node.selection }

    /// Removes a child and its subtree; its awaiters get `.cancel(.popped)`. If it
    /// was selected, its neighbour is selected.
    ///
    /// The removal is one change with cause ``ChangeCause/remove``.
    ///
    /// - Parameter child: the child's entry id.
    /// - Throws: ``NavigationError/Code/entryNotFound``; nothing changes then.
    public func remove(_ child: EntryID) throws(NavigationError) {
        try node.ensureActive()
        guard let index = node.index(of: child) else {
            throw NavigationError(.entryNotFound, "no child \(child) in \(node.typeName)")
        }
        node.remove(at: index, reason: .popped, cause: .remove)
    }

    /// Selects a child. Selecting the selected child changes nothing.
    ///
    /// A new selection is one change with cause ``ChangeCause/tab``. To report a
    /// tab the user tapped, send ``UserIntent/selected(_:)`` through
    /// ``receive(_:)-(UserIntent)`` instead, which also handles a re-tap.
    ///
    /// - Parameter child: the child's entry id.
    /// - Throws: ``NavigationError/Code/entryNotFound``; nothing changes then.
    public func select(_ child: EntryID) throws(NavigationError) {
        try node.ensureActive()
        guard node.index(of: child) != nil else {
            throw NavigationError(.entryNotFound, "no child \(child) in \(node.typeName)")
        }
        node.select(child, cause: .tab)
    }
}
