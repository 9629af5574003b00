/// A coordinator with one root and a stack of entries presented on top of it.
///
/// Declare a ``RouteStack`` naming the first root, roots with ``Root`` and routes
/// with ``Route``. Navigation calls are extension methods: `show(_:_:)` and
/// `route(to:_:)` to go somewhere, `popLast()`, `pop(_:)`, `pop(to:)`,
/// `popToRoot()` and `focusFirst(_:)` to come back, `root(_:_:)` to switch roots.
///
/// ```swift
/// @MainActor
/// final class TodosCoordinator: NavigationCoordinator {
///     let stack = RouteStack<TodosCoordinator>(root: \.list)
///     @Root var list = makeList
///     @Route(.push) var todo = makeTodo
///     @Route(.sheet) var create = makeCreate
///
///     func makeList() -> Screen { .list }
///     func makeTodo(id: Int) -> Screen { .detail(id) }
///     func makeCreate() -> CreateTodoCoordinator { CreateTodoCoordinator() }
/// }
///
/// let todos = TodosCoordinator()
/// if case .done(let todo) = await todos.route(to: \.create) {
///     try todos.show(\.todo, todo.id)
/// }
/// ```
@MainActor
public protocol NavigationCoordinator: Coordinator {
    /// The coordinator's stack: its root and the entries on top of it.
    var stack: RouteStack<Self> { get }
}

extension NavigationCoordinator {
    /// The coordinator's navigation, linked to its ``RouteStack``.
    public var navigation: FlowNavigation<Self> { FlowNavigation(self, node: stack.bind(self)) }
}

extension NavigationCoordinator {
    /// The node linking this coordinator into its tree, read from its stack
    /// directly: going through ``navigation`` would retain and release the
    /// coordinator, which pays the slow path of reference counting because
    /// handles and its node reference it weakly.
    package var node: FlowNode { stack.bind(self) }
}
