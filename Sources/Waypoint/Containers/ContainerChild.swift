/// A child a ``Container`` starts with: one of its owner's routes, with its input.
///
/// ```swift
/// let container = Container<AppTabs>(tabs: .route(\.todos), .route(\.profile))
/// ```
@MainActor
public struct ContainerChild<Owner: AnyObject> {
    let make: (Owner, FlowNode) -> Result<EntryState, NavigationError>

    /// A route without input.
    ///
    /// - Parameter route: the route, such as `\.todos`.
    /// - Returns: the child, made from the route when the container is first used.
    public static func route<Output>(_ route: KeyPath<Owner, RouteTransition<Owner, Void, Output>>) -> Self {
        self.route(route, ())
    }

    /// A route with its input.
    ///
    /// ```swift
    /// Container<SplitCoordinator>(kind: .split, children: [.route(\.sidebar), .route(\.detail, 1)])
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.detail`.
    ///   - input: the route's input.
    /// - Returns: the child, made from the route when the container is first used.
    public static func route<Input, Output>(
        _ route: KeyPath<Owner, RouteTransition<Owner, Input, Output>>,
        _ input: Input
    ) -> Self {
        ContainerChild { owner, node in
            Result { () throws(NavigationError) -> EntryState in
                try node.entry(for: owner[keyPath: route], of: owner, input: input).entry
            }
        }
    }
}
