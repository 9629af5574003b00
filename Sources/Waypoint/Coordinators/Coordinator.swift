/// A main-actor object that owns one navigation flow.
///
/// A coordinator declares its routes, owns the state of its flow through its
/// container (a ``RouteStack`` for a ``NavigationCoordinator``), and ends with a
/// typed ``FlowValue``. A parent's entry owns its child coordinators; children never
/// keep their parents alive.
///
/// ```swift
/// @MainActor
/// final class CreateTodoCoordinator: NavigationCoordinator {
///     typealias FlowValue = Todo
///     let stack = RouteStack<CreateTodoCoordinator>(root: \.form)
///     @Root var form = makeForm
///     func makeForm() -> Screen { .form }
///
///     func save(_ title: String) throws {
///         try finish(.done(Todo(title: title)))
///     }
/// }
/// ```
@MainActor
public protocol Coordinator: AnyObject {
    /// The value the flow ends with; `Void` for flows that just end.
    associatedtype FlowValue: Sendable = Void

    /// The flow's navigation beyond the everyday verbs: observation,
    /// restoration, guards, user intents, lookup and messages.
    ///
    /// Container kinds provide it; a ``NavigationCoordinator`` gets it from its
    /// ``RouteStack``, a ``ContainerCoordinator`` from its ``Container``.
    ///
    /// ```swift
    /// for await change in todos.navigation.changes() {
    ///     print(change.snapshot)
    /// }
    /// ```
    var navigation: FlowNavigation<Self> { get }
}

extension Coordinator {
    /// The node linking this coordinator into its tree.
    package var node: FlowNode { navigation.node }
}
