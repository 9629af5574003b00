extension FlowNavigation {
    /// The first (lowest) entry this coordinator shows for a route, without
    /// changing anything: no pop, no selection.
    ///
    /// ```swift
    /// if let todos = tabs.navigation.firstShown(\.todos) {
    ///     try todos.child.show(\.todo, 42)   // the tab stays unselected
    /// }
    /// ```
    ///
    /// - Parameter route: the route to look for.
    /// - Returns: the shown destination, or `nil` if no entry of the route is here.
    public func firstShown<each Input, Output>(
        _ route: KeyPath<Owner, RouteTransition<Owner, repeat each Input, Output>>
    ) -> Presented<Output>? {
        let transition = ObjectIdentifier(owner[keyPath: route])
        guard let entry = node.entries.first(where: { $0.transition == transition }),
            let destination = entry.destination as? Output
        else { return nil }
        return Presented(entry: entry, destination: destination)
    }

    /// What the entry with this id shows, anywhere in this coordinator's subtree.
    ///
    /// - Parameter entry: an entry id from a snapshot.
    /// - Returns: the entry's destination and coordinator, or `nil` if the entry
    ///   is not in the subtree (a stale id).
    public func entry(_ entry: EntryID) -> ShownEntry? {
        guard let (node, index) = node.locate(entry), let coordinator = node.owner as? any Coordinator else {
            return nil
        }
        return ShownEntry(id: entry, coordinator: coordinator, destination: node.entries[index].destination)
    }
}
