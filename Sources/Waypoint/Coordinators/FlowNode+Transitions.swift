/// What the core needs of a declared route or root to make an entry.
@MainActor
protocol EntryMaking: AnyObject {
    associatedtype Owner: AnyObject
    associatedtype Output

    var explicitName: String? { get }
    var entryPresentation: Presentation { get }
    var entryItem: TabItem? { get }
    var entryStyle: ModalStyle? { get }
    /// Whether the route computes its style from an entry's inputs.
    var computesStyle: Bool { get }
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
    /// Whether a destination of that type describes an alert.
    var isAlert = false
    /// For a route that computes its style from its inputs: what its entries
    /// of each style share.
    var styledKinds: [ModalStyle: RouteKind] = [:]
}

extension RouteTransition: EntryMaking {
    var entryPresentation: Presentation { presentation }
    var entryItem: TabItem? { item }
    var entryStyle: ModalStyle? { style }
}

extension RootTransition: EntryMaking {
    var entryPresentation: Presentation { .root }
    var entryItem: TabItem? { nil }
    var entryStyle: ModalStyle? { nil }
    var computesStyle: Bool { false }
}

extension FlowNode {
    /// Makes the entry for a destination a route or root made from its inputs,
    /// erased by ``RouteInputs/erase(_:)``: names it and checks the destination.
    /// Returns the destination as a coordinator too when it is one, so that its
    /// handle need not cast it again.
    func entry<Route: EntryMaking>(
        for route: Route,
        input: Any?,
        destination: Route.Output,
        computedStyle: ModalStyle?? = nil
    ) throws(NavigationError) -> (entry: EntryState, completion: Completion, coordinator: (any Coordinator)?) {
        // The cache is read once and written back only when it learned something.
        var cache = route.cache
        var kind: RouteKind
        if let cached = cache.kind {
            kind = cached
        } else {
            // A route's style never changes: checked until a kind is cached,
            // which only a valid style gets, so a bad one throws every time.
            if let style = route.entryStyle, let problem = style.problem(for: route.entryPresentation) {
                throw problem
            }
            if let owner {
                // Named when first needed: reflection is the costliest part of a first entry.
                kind = RouteKind(
                    explicitName: route.explicitName,
                    declaredBy: owner,
                    transition: ObjectIdentifier(route),
                    presentation: route.entryPresentation,
                    item: route.entryItem,
                    style: route.entryStyle
                )
            } else {
                kind = RouteKind(
                    name: route.explicitName ?? "route",
                    transition: ObjectIdentifier(route),
                    presentation: route.entryPresentation,
                    item: route.entryItem,
                    style: route.entryStyle
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
            cache.isAlert = destination is any AlertDescribing
            route.cache = cache
        }
        if let computedStyle {
            kind = try Self.kind(kind, styled: computedStyle, cache: &cache)
            route.cache = cache
        }
        if kind.isAlert || cache.isAlert {
            try checkAlert(destination, of: kind)
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

extension FlowNode {
    /// The kind of a route's entries whose style is computed from their
    /// inputs: the route's kind with that style, made once per style.
    ///
    /// - Throws: ``NavigationError/Code/invalidDetent`` for detents the style
    ///   cannot take (a detent twice, an invalid height, without the detent it
    ///   stays undimmed through), ``NavigationError/Code/invalidRoute`` for
    ///   what the route's presentation cannot take (a zoom for a popover);
    ///   nothing is shown then.
    static func kind(
        _ base: RouteKind,
        styled computed: ModalStyle?,
        cache: inout EntryCache
    ) throws(NavigationError) -> RouteKind {
        guard let style = computed else {
            if base.style == nil { return base }
            return RouteKind(
                name: base.name, transition: base.transition, presentation: base.presentation, item: base.item)
        }
        if let known = cache.styledKinds[style] { return known }
        if let problem = style.problem(for: base.presentation) {
            throw NavigationError(problem.code, "route '\(base.name)' computed its style: \(problem.message)")
        }
        let kind = RouteKind(
            name: base.name,
            transition: base.transition,
            presentation: base.presentation,
            item: base.item,
            style: style
        )
        // Bounded: a route that computes heights from a continuous input, or
        // a zoom from the cell of each item, would keep a kind for every style
        // it ever gave.
        if cache.styledKinds.count >= 16 { cache.styledKinds.removeAll(keepingCapacity: true) }
        cache.styledKinds[style] = kind
        return kind
    }

    /// Checks that an alert route shows a well-formed alert, from a
    /// navigation coordinator, and that only alert routes show alerts.
    func checkAlert(_ destination: Any, of kind: RouteKind) throws(NavigationError) {
        guard kind.isAlert else {
            throw NavigationError(
                .invalidRoute,
                "route '\(kind.name)' returns an alert but is presented as .\(kind.presentation); declare it .alert or .confirmationDialog"
            )
        }
        guard let alert = destination as? any AlertDescribing else {
            throw NavigationError(
                .invalidAlert, "route '\(kind.name)' is an .\(kind.presentation) but returns no AlertContent")
        }
        guard layout == .stack else {
            throw NavigationError(
                .invalidAlert, "\(typeName) is a container: alerts are shown by navigation coordinators")
        }
        if let problem = alert.alertSnapshot.problem {
            throw NavigationError(.invalidAlert, "route '\(kind.name)': \(problem)")
        }
    }
}
