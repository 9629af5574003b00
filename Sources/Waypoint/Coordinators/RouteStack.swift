/// The navigation state of a ``NavigationCoordinator``: a root and the entries
/// stacked on it.
///
/// Store it in a `let` named `stack`, naming the coordinator's first root:
///
/// ```swift
/// let stack = RouteStack<AppCoordinator>(root: \.signIn)
/// ```
///
/// A computed `stack` would give every read a new stack, so nothing the
/// coordinator does would last: showing such a coordinator as a child flow
/// throws ``NavigationError/Code/invalidChild``.
///
/// The root is made the first time the coordinator is used (shown by a parent,
/// observed, or asked to navigate), so its factory can use the coordinator: what
/// the factory shows stays, above the root. If the root's factory returns a
/// child flow that cannot be shown (one that has finished or is shown
/// elsewhere), the coordinator ends at once with `.cancel(.notShown(_:))`.
@MainActor
public final class RouteStack<Owner: NavigationCoordinator> {
    let node = FlowNode(kind: .navigation)
    private var makeFirstRoot: ((Owner, FlowNode) throws(NavigationError) -> EntryState)?

    // The stack goes with its coordinator: the flow ends now, even if a
    // request or gesture that waits for a guard still holds the node.
    isolated deinit {
        node.containerWentAway()
    }

    /// Creates a stack starting from a root, with its inputs if it takes any.
    ///
    /// ```swift
    /// let stack = RouteStack<TodosCoordinator>(root: \.list)
    /// let stack = RouteStack<HomeCoordinator>(root: \.home, user)
    /// ```
    ///
    /// - Parameters:
    ///   - root: the first root, such as `\.list` or `\.home`.
    ///   - input: the root's inputs, if it takes any.
    public init<each Input, Output>(
        root: KeyPath<Owner, RootTransition<Owner, repeat each Input, Output>>,
        _ input: repeat each Input
    ) {
        // The stack's own node, not the owner's: the two are one when the stack
        // is stored, and reading the owner's would make a computed stack recurse.
        makeFirstRoot = { (owner: Owner, node: FlowNode) throws(NavigationError) -> EntryState in
            let transition = owner[keyPath: root]
            return try makeRouteEntry(transition, transition.make, in: node, of: owner, repeat each input).entry
        }
    }

    /// Binds the stack to its coordinator on first use and returns its node.
    func bind(_ owner: Owner) -> FlowNode {
        guard let make = makeFirstRoot else { return node }
        makeFirstRoot = nil
        node.bind(owner: owner)
        // The root factory may navigate the coordinator: what it shows stays,
        // above the root. A root factory that returns a child that cannot be
        // adopted ends the flow with `.cancel(.notShown(_:))`: a stack never
        // stands without a root.
        node.lifecycle = .starting
        do throws(NavigationError) {
            let entry = try make(owner, node)
            if node.lifecycle == .starting { node.lifecycle = .active }
            node.installInitial([entry], selection: nil)
        } catch {
            node.end(.cancel(.notShown(error)))
        }
        return node
    }
}
