extension FlowNode {
    /// Makes the entry for a route: runs its factory and checks the destination.
    func entry<Owner, Input, Output>(
        for transition: Transition<Owner, Input, Output>,
        of owner: Owner,
        input: Input
    ) throws(NavigationError) -> (entry: Entry, destination: Output) {
        let destination = transition.make(owner, input)
        let entry = try makeEntry(
            route: routeName(for: transition, explicit: transition.explicitName),
            transition: transition,
            presentation: transition.presentation,
            input: Input.self == Void.self ? nil : input,
            item: transition.item,
            destination: destination
        )
        return (entry, destination)
    }

    /// Makes the entry for a root: runs its factory and checks the destination.
    func entry<Owner, Input, Output>(
        for root: RootTransition<Owner, Input, Output>,
        of owner: Owner,
        input: Input
    ) throws(NavigationError) -> (entry: Entry, destination: Output) {
        let destination = root.make(owner, input)
        let entry = try makeEntry(
            route: routeName(for: root, explicit: root.explicitName),
            transition: root,
            presentation: .root,
            input: Input.self == Void.self ? nil : input,
            destination: destination
        )
        return (entry, destination)
    }
}
