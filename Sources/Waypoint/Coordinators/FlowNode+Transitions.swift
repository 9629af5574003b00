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
    /// Returns the destination as a coordinator too when it is one, so that its
    /// handle need not cast it again.
    func entry<Route: EntryMaking>(
        for route: Route,
        input: Any?,
        destination: Route.Output
    ) throws(NavigationError) -> (entry: EntryState, completion: Completion, coordinator: (any Coordinator)?) {
        // The cache is read once and written back only when it learned something.
        var cache = route.cache
        let kind: RouteKind
        if let cached = cache.kind {
            kind = cached
        } else {
            if let owner {
                // Named when first needed: reflection is the costliest part of a first entry.
                kind = RouteKind(
                    explicitName: route.explicitName,
                    declaredBy: owner,
                    transition: ObjectIdentifier(route),
                    presentation: route.entryPresentation,
                    item: route.entryItem
                )
            } else {
                kind = RouteKind(
                    name: route.explicitName ?? "route",
                    transition: ObjectIdentifier(route),
                    presentation: route.entryPresentation,
                    item: route.entryItem
                )
            }
            cache.kind = kind
            route.cache = cache
        }
        // Only a destination whose type may be a coordinator is cast to one.
        let type = ObjectIdentifier(Swift.type(of: destination))
        if cache.destinationType != type {
            cache.destinationType = type
            cache.isCoordinator = destination is any Coordinator
            route.cache = cache
        }
        let coordinator = cache.isCoordinator ? destination as? any Coordinator : nil
        let (entry, completion) = try makeEntry(
            kind: kind,
            input: input,
            destination: destination,
            coordinator: coordinator
        )
        return (entry, completion, coordinator)
    }
}
