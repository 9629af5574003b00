/// Declares a tab of a ``TabCoordinator``: a route presented as `.tab`, with the
/// title and image a front end shows.
///
/// ```swift
/// @TabRoute("Todos", image: .symbol("checklist")) var todos = makeTodos
/// @TabRoute("Shop", image: .asset("ShopTab")) var shop = makeShop
/// ```
@MainActor
@propertyWrapper
public struct TabRoute<Owner: AnyObject, Output>: RouteDeclaration {
    /// The tab's route, for key-path references.
    public let wrappedValue: RouteTransition<Owner, Output>

    init(transition: RouteTransition<Owner, Output>) {
        wrappedValue = transition
    }

    var transitionObject: AnyObject { wrappedValue }
    var explicitName: String? { wrappedValue.explicitName }
}

extension TabRoute {
    /// Declares a tab.
    ///
    /// - Parameters:
    ///   - factory: a method of the coordinator that makes the tab's content.
    ///   - title: the tab's title.
    ///   - image: the tab's image: `.symbol(name)` for an SF Symbol, `.asset(name)`
    ///     for an image in the app's asset catalog; a string literal names an SF Symbol.
    ///   - name: the route's stable name; defaults to the property's name.
    @_disfavoredOverload
    public init(
        wrappedValue factory: @escaping (Owner) -> () -> Output,
        _ title: String,
        image: TabImage? = nil,
        name: String? = nil
    ) {
        wrappedValue = RouteTransition(
            presentation: .tab, name: name, item: TabItem(title, image: image), make: factory)
    }
}
