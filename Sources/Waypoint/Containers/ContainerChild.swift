/// A child a ``Container`` starts with: one of its owner's routes, with its input.
///
/// ```swift
/// let container = Container<AppTabs>(tabs: .route(\.todos), .route(\.profile))
/// ```
@MainActor
public struct ContainerChild<Owner: AnyObject> {
    let make: (Owner, FlowNode) -> Result<Entry, NavigationError>

    /// A route without input.
    public static func route<Output>(_ route: KeyPath<Owner, Transition<Owner, Void, Output>>) -> Self {
        self.route(route, ())
    }

    /// A route with its input.
    public static func route<Input, Output>(
        _ route: KeyPath<Owner, Transition<Owner, Input, Output>>,
        _ input: Input
    ) -> Self {
        ContainerChild { owner, node in
            Result { () throws(NavigationError) -> Entry in
                try node.entry(for: owner[keyPath: route], of: owner, input: input).entry
            }
        }
    }
}
