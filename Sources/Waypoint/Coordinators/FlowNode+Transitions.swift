/// What the core needs of a declared route or root to make an entry.
@MainActor
protocol EntryMaking: AnyObject {
    associatedtype Owner: AnyObject
    associatedtype Input
    associatedtype Output

    var make: (Owner, Input) -> Output { get }
    var explicitName: String? { get }
    var entryPresentation: Presentation { get }
    var entryItem: TabItem? { get }
}

extension RouteTransition: EntryMaking {
    var entryPresentation: Presentation { presentation }
    var entryItem: TabItem? { item }
}

extension RootTransition: EntryMaking {
    var entryPresentation: Presentation { .root }
    var entryItem: TabItem? { nil }
}

extension FlowNode {
    /// Makes the entry for a route or root: runs its factory and checks the
    /// destination.
    func entry<Route: EntryMaking>(
        for route: Route,
        of owner: Route.Owner,
        input: Route.Input
    ) throws(NavigationError) -> (entry: Entry, destination: Route.Output) {
        let destination = route.make(owner, input)
        let entry = try makeEntry(
            route: routeName(for: route, explicit: route.explicitName),
            transition: route,
            presentation: route.entryPresentation,
            input: Route.Input.self == Void.self ? nil : input,
            item: route.entryItem,
            destination: destination
        )
        return (entry, destination)
    }
}
