/// What the core needs of a declared route or root to make an entry.
@MainActor
protocol EntryMaking: AnyObject {
    associatedtype Owner: AnyObject
    associatedtype Output

    var explicitName: String? { get }
    var entryPresentation: Presentation { get }
    var entryItem: TabItem? { get }
    var cache: EntryCache { get set }
}

/// What the core learned about a route while making its entries, so that the
/// next entry costs less: what its entries share (its name first), and whether
/// a destination of the type it last returned is a coordinator.
struct EntryCache {
    /// What the route's entries share, made with its first entry.
    var kind: RouteKind?
    var destinationType: ObjectIdentifier?
    var isCoordinator = false
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
    /// Makes the entry for a destination a route or root made from its inputs,
    /// erased by ``RouteInputs/erase(_:)``: names it and checks the destination.
    func entry<Route: EntryMaking>(
        for route: Route,
        input: Any?,
        destination: Route.Output
    ) throws(NavigationError) -> (entry: EntryState, completion: Completion) {
        let kind: RouteKind
        if let cached = route.cache.kind {
            kind = cached
        } else {
            kind = RouteKind(
                name: routeName(for: route, explicit: route.explicitName),
                transition: ObjectIdentifier(route),
                presentation: route.entryPresentation,
                item: route.entryItem
            )
            route.cache.kind = kind
        }
        // Only a destination whose type may be a coordinator is cast to one.
        let type = ObjectIdentifier(Swift.type(of: destination))
        if route.cache.destinationType != type {
            route.cache.destinationType = type
            route.cache.isCoordinator = destination is any Coordinator
        }
        return try makeEntry(
            kind: kind,
            input: input,
            destination: destination,
            coordinator: route.cache.isCoordinator ? destination as? any Coordinator : nil
        )
    }
}
