extension Coordinator {
    /// The first (lowest) entry this coordinator shows for a route, without
    /// changing anything: no pop, no selection.
    ///
    /// ```swift
    /// if let todos = tabs.firstShown(\.todos) {
    ///     try todos.child.show(\.todo, 42)   // the tab stays unselected
    /// }
    /// ```
    ///
    /// - Parameter route: the route to look for.
    /// - Returns: the shown destination, or `nil` if no entry of the route is here.
    public func firstShown<Input, Output>(
        _ route: KeyPath<Self, RouteTransition<Self, Input, Output>>
    ) -> Presented<Output>? {
        let transition = ObjectIdentifier(self[keyPath: route])
        guard let entry = node.entries.first(where: { $0.transition == transition }),
            let destination = entry.destination as? Output
        else { return nil }
        return Presented(entry: entry, destination: destination)
    }
}
