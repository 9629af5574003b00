/// A route declared with ``Route``: how to make a destination from its inputs,
/// and how to present it.
///
/// `Input` is a parameter pack: the types of the factory's parameters, none, one
/// or several. You don't create transitions yourself; declare a route and refer
/// to it by key path: `router.route(to: \.todo, 42)`.
@MainActor
public final class RouteTransition<Owner: AnyObject, each Input, Output> {
    /// How the destination is presented.
    public let presentation: Presentation
    /// The tab's title and image, for tabs.
    public let item: TabItem?
    /// What showing the route does when it is already on top with equal inputs.
    public let duplicates: DuplicatePolicy
    /// A popover's or dialog's anchor and a sheet's sizes, if the route gives them.
    public let style: ModalStyle?
    let explicitName: String?
    let make: (Owner) -> (repeat each Input) -> Output
    /// The style for an entry's inputs, if the route computes it
    /// (``computesStyle``); else a closure never called.
    let styleFromInput: (repeat each Input) -> ModalStyle?
    /// Whether the route computes its style from its inputs. (A flag and a
    /// closure rather than an optional closure: Swift 6.3.1 crashes compiling
    /// an optional closure of a parameter pack.)
    let computesStyle: Bool
    /// What the core learned while making this route's entries.
    var cache = EntryCache()

    init(
        presentation: Presentation,
        name: String?,
        item: TabItem? = nil,
        duplicates: DuplicatePolicy = .reuseTop,
        style: ModalStyle? = nil,
        make: @escaping (Owner) -> (repeat each Input) -> Output
    ) {
        self.presentation = presentation
        self.explicitName = name
        self.item = item
        self.duplicates = duplicates
        self.style = style
        self.styleFromInput = { (_: repeat each Input) -> ModalStyle? in nil }
        self.computesStyle = false
        self.make = make
    }

    init(
        presentation: Presentation,
        name: String?,
        duplicates: DuplicatePolicy,
        style: ModalStyle?,
        computedStyle: @escaping (repeat each Input) -> ModalStyle?,
        make: @escaping (Owner) -> (repeat each Input) -> Output
    ) {
        self.presentation = presentation
        self.explicitName = name
        self.item = nil
        self.duplicates = duplicates
        self.style = style
        self.styleFromInput = computedStyle
        self.computesStyle = true
        self.make = make
    }
}

/// A root declared with ``Root``: how to make a coordinator's root from its
/// inputs (a parameter pack: none, one or several).
@MainActor
public final class RootTransition<Owner: AnyObject, each Input, Output> {
    let explicitName: String?
    let make: (Owner) -> (repeat each Input) -> Output
    /// What the core learned while making this root's entries.
    var cache = EntryCache()

    init(name: String?, make: @escaping (Owner) -> (repeat each Input) -> Output) {
        self.explicitName = name
        self.make = make
    }
}

/// Runs a route's or root's factory with its inputs and makes the entry.
///
/// Returns the handle's view of the destination with it, so that making the
/// handle casts nothing.
@MainActor
func makeRouteEntry<Route: EntryMaking, each Input>(
    _ route: Route,
    _ make: (Route.Owner) -> (repeat each Input) -> Route.Output,
    in node: FlowNode,
    of owner: Route.Owner,
    _ input: repeat each Input
) throws(NavigationError) -> (entry: EntryState, held: HeldDestination, completion: Completion) {
    // Only a route that computes its style is cast back to its type.
    var style: ModalStyle??
    if route.computesStyle, let transition = route as? RouteTransition<Route.Owner, repeat each Input, Route.Output> {
        style = .some(transition.styleFromInput(repeat each input))
    }
    let destination = make(owner)(repeat each input)
    let (entry, completion, coordinator) = try node.entry(
        for: route, input: RouteInputs.erase(repeat each input), destination: destination, computedStyle: style)
    return (entry, HeldDestination(destination, coordinator: coordinator), completion)
}

/// A property wrapper that declares a route, read by reflection for its name.
@MainActor
protocol RouteDeclaration {
    var transitionObject: AnyObject { get }
    var explicitName: String? { get }
}
