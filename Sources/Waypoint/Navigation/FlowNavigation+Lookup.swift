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
    public func firstShown<Input, Output>(
        _ route: KeyPath<Owner, RouteTransition<Owner, Input, Output>>
    ) -> Presented<Output>? {
        let transition = ObjectIdentifier(owner[keyPath: route])
        guard let entry = node.entries.first(where: { $0.transition == transition }),
            let destination = node.destination(of: entry)?.value as? Output
        else { return nil }
        return node.presented(entry, showing: destination)
    }

    /// What the entry with this id shows, anywhere in this coordinator's subtree.
    ///
    /// - Parameter entry: an entry id from a snapshot.
    /// - Returns: the entry's destination and coordinator, or `nil` if the entry
    ///   is not in the subtree (a stale id).
    public func entry(_ entry: EntryID) -> ShownEntry? {
        guard let (node, index) = node.locate(entry), let coordinator = node.owner as? any Coordinator,
            let destination = node.destination(of: node.entries[index])?.value
        else {
            return nil
        }
        return ShownEntry(id: entry, coordinator: coordinator, destination: destination)
    }
}
