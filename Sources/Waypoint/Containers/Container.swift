/// The state of a container coordinator: children side by side, one of them
/// selected — tabs, the columns of a split view, the items of a drawer.
///
/// A ``ContainerCoordinator`` stores one in a `let` named `container`, naming
/// the children it starts with. Tabs use ``init(tabs:selected:reselect:)``; your
/// own kinds use ``init(kind:children:selected:attributes:)``.
///
/// ```swift
/// @MainActor
/// final class AppTabs: TabCoordinator {
///     let container = Container<AppTabs>(tabs: .route(\.todos), .route(\.profile))
///     @TabRoute("Todos", image: .symbol("checklist")) var todos = makeTodos
///     @TabRoute("Profile", image: .symbol("person")) var profile = makeProfile
///     …
/// }
/// ```
///
/// Every container gets the core's guarantees: removing a child ends its subtree
/// and resumes its awaiters exactly once, every call yields exactly one change,
/// and a child that finishes is removed (its awaiters get its result).
@MainActor
public final class Container<Owner: ContainerCoordinator> {
    let node: FlowNode
    private var initial: (children: [ContainerChild<Owner>], selected: Int?)?

    // The container goes with its coordinator: the flow ends now, even if a
    // request or gesture that waits for a guard still holds the node.
    isolated deinit {
        node.containerWentAway()
    }

    /// Creates a container of your own kind.
    ///
    /// - Parameters:
    ///   - kind: the kind shown in snapshots: a ``ContainerKind`` of your own,
    ///     such as a drawer's (a split view has its own initializer,
    ///     ``init(split:sidebar:content:detail:)``).
    ///   - children: the children it starts with, in order.
    ///   - selected: the index of the child selected at first, or `nil`.
    ///   - attributes: presentation data for front ends.
    public init(
        kind: ContainerKind,
        children: [ContainerChild<Owner>],
        selected: Int? = nil,
        attributes: [String: String] = [:]
    ) {
        node = FlowNode(kind: kind, layout: .set)
        node.attributes = attributes
        initial = (children, selected)
    }

    /// Creates a tab container.
    ///
    /// - Parameters:
    ///   - tabs: the tabs it starts with, in order.
    ///   - selected: the index of the tab selected at first.
    ///   - reselect: what tapping the selected tab again does.
    public convenience init(
        tabs: ContainerChild<Owner>...,
        selected: Int = 0,
        reselect: ReselectBehavior = .popToRoot
    ) {
        self.init(kind: .tabs, children: tabs, selected: selected)
        node.reselectPopsToRoot = reselect == .popToRoot
        node.requiresSelection = true
    }

    /// Binds the container to its coordinator on first use and returns its node.
    /// Children whose factory returns a coordinator that cannot be adopted are
    /// left out.
    func bind(_ owner: Owner) -> FlowNode {
        guard let (children, selected) = initial else { return node }
        initial = nil
        node.bind(owner: owner)
        let entries = children.compactMap { try? $0.make(owner, node).get() }
        node.installInitial(entries, selection: selected)
        return node
    }
}

/// What tapping the selected tab again does.
public enum ReselectBehavior: Sendable, Hashable {
    /// Pops the tab's navigation stack to its root (the platform convention).
    case popToRoot
    /// Nothing.
    case none
}
