/// A typed handle to one coordinator, for views and view models.
///
/// A router holds its coordinator weakly: it never keeps a flow alive. Once the
/// coordinator is gone the router is stale, and every call reports
/// ``NavigationError/Code/routerStale`` (or returns `.cancel(.notShown(_:))`)
/// instead of navigating somewhere else. A screen completes or dismisses itself
/// through its ``ShownEntry``, not through a router.
///
/// ```swift
/// @MainActor final class TodoListModel {
///     let router: Router<TodosCoordinator>
///     init(router: Router<TodosCoordinator>) { self.router = router }
///
///     func add() async {
///         if case .done(let todo) = await router.route(to: \.create) { … }
///     }
/// }
/// ```
@MainActor
public struct Router<C: Coordinator>: Sendable {
    /// The coordinator, while it is alive.
    public private(set) weak var coordinator: C?

    /// Creates a router to a coordinator.
    ///
    /// Usually you get one from ``Coordinator/router``, from
    /// ``FlowNavigation/router(to:)`` or from a screen's
    /// ``ShownEntry/router(_:)`` instead.
    ///
    /// - Parameter coordinator: the coordinator, held weakly.
    public init(_ coordinator: C) {
        self.coordinator = coordinator
    }

    /// Whether the coordinator is alive and active.
    public var isValid: Bool { coordinator?.navigation.isActive ?? false }

    /// The coordinator, or the error a stale router reports.
    ///
    /// Use it to reach calls the router does not forward:
    ///
    /// ```swift
    /// try router.resolve().navigation.transaction { … }
    /// ```
    ///
    /// - Returns: the coordinator, while it is alive.
    /// - Throws: ``NavigationError/Code/routerStale`` once it has been deallocated.
    public func resolve() throws(NavigationError) -> C {
        guard let coordinator else {
            throw NavigationError(.routerStale, "the router's \(C.self) has been deallocated")
        }
        return coordinator
    }

    /// Ends the flow of the router's coordinator; see ``Coordinator/finish(_:)``.
    ///
    /// ```swift
    /// try router.finish(.done(todo))
    /// ```
    ///
    /// - Parameter result: `.done(value)`, or `.cancel(reason)`.
    /// - Throws: ``NavigationError/Code/routerStale``, or what
    ///   ``Coordinator/finish(_:)`` throws; the state is unchanged then.
    public func finish(_ result: FlowResult<C.FlowValue>) throws(NavigationError) {
        try resolve().finish(result)
    }
}
