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
    ) -> ShownEntry<Output>? {
        let transition = ObjectIdentifier(owner[keyPath: route])
        guard let entry = node.entries.first(where: { $0.transition == transition }),
            let destination = node.destination(of: entry)?.value as? Output
        else { return nil }
        return node.presented(entry, showing: destination)
    }

    /// The handle of the entry with this id, anywhere in this coordinator's
    /// subtree: what a front end, which knows entries by id from snapshots,
    /// uses to draw a screen and hand it its handle.
    ///
    /// ```swift
    /// if let shown = app.navigation.entry(item.id), let screen = shown.destination as? TodoScreen {
    ///     let model = TodoModel(entry: shown, router: shown.router(TodosCoordinator.self))
    ///     …
    /// }
    /// ```
    ///
    /// - Parameter entry: an entry id from a snapshot.
    /// - Returns: the entry's handle, or `nil` if the entry is not in the
    ///   subtree (a stale id).
    public func entry(_ entry: EntryID) -> ShownEntry<Any>? {
        guard let (node, index) = node.locate(entry),
            let destination = node.destination(of: node.entries[index])?.value
        else {
            return nil
        }
        return node.presented(node.entries[index], showing: destination)
    }
}
