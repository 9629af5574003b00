/// A typed handle to one coordinator, for views and view models.
///
/// A router holds its coordinator weakly: it never keeps a flow alive. Once the
/// coordinator is gone the router is stale, and every call reports
/// ``NavigationError/Code/routerStale`` (or returns `.cancel(.notShown(_:))`)
/// instead of navigating somewhere else. A router made for one entry
/// (``Coordinator/router(for:)``) also lets the screen shown by that entry
/// complete or dismiss itself.
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
    /// The entry this router was made for, if any.
    public let entry: EntryID?

    /// Creates a router to a coordinator, optionally bound to one of its entries.
    ///
    /// Usually you get one from ``Coordinator/router`` or
    /// ``Coordinator/router(for:)`` instead.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator, held weakly.
    ///   - entry: the entry whose screen the router is for, or `nil`.
    public init(_ coordinator: C, entry: EntryID? = nil) {
        self.coordinator = coordinator
        self.entry = entry
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

    /// Completes the screen of this router's entry: the entry (and what is stacked
    /// on it) is removed and its awaiter gets `.done(())`.
    ///
    /// ```swift
    /// // In the detail screen's model, bound with `todos.router(for: entry)`:
    /// try router.complete()
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/routerStale``; ``NavigationError/Code/entryNotFound``
    ///   if the router has no entry or the entry is gone;
    ///   ``NavigationError/Code/cannotRemoveRoot`` for a root;
    ///   ``NavigationError/Code/notAScreen`` for a child flow, which ends with `finish(_:)`.
    public func complete() throws(NavigationError) {
        try end(.done(()), reason: .popped, cause: .finish, screensOnly: true)
    }

    /// Dismisses this router's entry and what is stacked on it; its awaiter gets
    /// `.cancel(.popped)`.
    ///
    /// - Throws: as ``complete()``, except that child flows can be dismissed too.
    public func dismiss() throws(NavigationError) {
        try end(nil, reason: .popped, cause: .pop, screensOnly: false)
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

    private func end(_ outcome: Outcome?, reason: CancelReason, cause: ChangeCause, screensOnly: Bool)
        throws(NavigationError)
    {
        let node = try resolve().node
        try node.ensureActive()
        guard let entry, let index = node.index(of: entry) else {
            throw NavigationError(.entryNotFound, "the router's entry is no longer in \(node.typeName)")
        }
        let shown = node.entries[index]
        guard !shown.isFixed else {
            throw NavigationError(.cannotRemoveRoot, "entry \(shown.id) is the root or the content of \(node.typeName)")
        }
        guard !screensOnly || shown.child == nil else {
            throw NavigationError(.notAScreen, "entry \(shown.id) shows a child flow; it ends with finish(_:)")
        }
        node.remove(at: index, reason: reason, outcome: outcome, cause: cause)
    }
}
