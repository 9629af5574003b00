/// A child a ``Container`` starts with: one of its owner's routes, with its inputs.
///
/// ```swift
/// let container = Container<AppTabs>(tabs: .route(\.todos), .route(\.profile))
/// ```
@MainActor
public struct ContainerChild<Owner: AnyObject> {
    let make: (Owner, FlowNode) -> Result<EntryState, NavigationError>
    /// How the route shows its destination, read before anything is made.
    let presentation: (Owner) -> Presentation

    /// A route, with its inputs if it takes any.
    ///
    /// ```swift
    /// Container<MailSplit>(split: .doubleColumn, sidebar: .route(\.mailboxes), detail: .route(\.mailbox, 1))
    /// ```
    ///
    /// - Parameters:
    ///   - route: the route, such as `\.detail`.
    ///   - input: the route's inputs, if it takes any.
    /// - Returns: the child, made from the route when the container is first used.
    public static func route<each Input, Output>(
        _ route: KeyPath<Owner, RouteTransition<Owner, repeat each Input, Output>>,
        _ input: repeat each Input
    ) -> Self {
        ContainerChild(
            make: { owner, node in
                Result { () throws(NavigationError) -> EntryState in
                    let transition = owner[keyPath: route]
                    return try makeRouteEntry(transition, transition.make, in: node, of: owner, repeat each input).entry
                }
            },
            presentation: { owner in owner[keyPath: route].presentation }
        )
    }
}
