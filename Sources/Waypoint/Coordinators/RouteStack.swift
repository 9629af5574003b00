/// The navigation state of a ``NavigationCoordinator``: a root and the entries
/// stacked on it.
///
/// Store it in a `let` named `stack`, naming the coordinator's first root:
///
/// ```swift
/// let stack = RouteStack<AppCoordinator>(root: \.signIn)
/// ```
///
/// The root is made the first time the coordinator is used (shown by a parent,
/// observed, or asked to navigate), so its factory can use the coordinator.
@MainActor
public final class RouteStack<Owner: NavigationCoordinator> {
    let node = FlowNode(kind: .navigation)
    private var makeFirstRoot: ((Owner) throws(NavigationError) -> Entry)?

    /// Creates a stack starting from a root without input.
    ///
    /// - Parameter root: the first root, such as `\.list`.
    public convenience init<Output>(root: KeyPath<Owner, RootTransition<Owner, Void, Output>>) {
        self.init(root: root, ())
    }

    /// Creates a stack starting from a root with an input.
    ///
    /// - Parameters:
    ///   - root: the first root, such as `\.home`.
    ///   - input: the root's input.
    public init<Input, Output>(root: KeyPath<Owner, RootTransition<Owner, Input, Output>>, _ input: Input) {
        makeFirstRoot = { (owner: Owner) throws(NavigationError) -> Entry in
            try owner.makeRootEntry(root, input).entry
        }
    }

    /// Binds the stack to its coordinator on first use and returns its node.
    func bind(_ owner: Owner) -> FlowNode {
        guard let make = makeFirstRoot else { return node }
        makeFirstRoot = nil
        node.bind(owner: owner)
        // A root factory that returns an unusable child leaves the stack without a
        // root; every later call still works and reports what it can't do.
        if let entry = try? make(owner) {
            node.installInitial([entry], selection: nil)
        }
        return node
    }
}
