/// A route declared with ``Route``: how to make a destination from an input, and
/// how to present it.
///
/// You don't create transitions yourself; declare a route and refer to it by key
/// path: `router.route(to: \.todo, 42)`.
@MainActor
public final class RouteTransition<Owner: AnyObject, Input, Output> {
    /// How the destination is presented.
    public let presentation: Presentation
    /// The tab's title and image, for tabs.
    public let item: TabItem?
    /// What showing the route does when it is already on top with an equal input.
    public let duplicates: DuplicatePolicy
    let explicitName: String?
    let make: (Owner, Input) -> Output
    /// What the core learned while making this route's entries.
    var cache = EntryCache()

    init(
        presentation: Presentation,
        name: String?,
        item: TabItem? = nil,
        duplicates: DuplicatePolicy = .reuseTop,
        make: @escaping (Owner, Input) -> Output
    ) {
        self.presentation = presentation
        self.explicitName = name
        self.item = item
        self.duplicates = duplicates
        self.make = make
    }
}

/// A root declared with ``Root``: how to make a coordinator's root from an input.
@MainActor
public final class RootTransition<Owner: AnyObject, Input, Output> {
    let explicitName: String?
    let make: (Owner, Input) -> Output
    /// What the core learned while making this root's entries.
    var cache = EntryCache()

    init(name: String?, make: @escaping (Owner, Input) -> Output) {
        self.explicitName = name
        self.make = make
    }
}

/// A property wrapper that declares a route, read by reflection for its name.
@MainActor
protocol RouteDeclaration {
    var transitionObject: AnyObject { get }
    var explicitName: String? { get }
}
