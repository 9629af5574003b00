extension FlowNavigation {
    /// Applies several navigation steps at once, as one change.
    ///
    /// The body runs synchronously on the main actor. Every step takes effect
    /// immediately for the steps after it, but subscribers see a single change
    /// (with `cause`) when the body returns, and awaiters of removed destinations
    /// resume only then. If the body throws, everything it did is undone: no
    /// change is yielded and no awaiter is resumed. Transactions may span the
    /// whole tree (pop here, select a tab there, present a sheet over it). A
    /// transaction started inside another joins it as a savepoint: if the inner
    /// body throws, only its steps are undone, and the outer one goes on.
    /// A transaction covers the tree of the coordinator it is started on; a
    /// destination it showed that a failure undoes ends with
    /// `.cancel(.notShown(_:))`, so its handle never waits.
    ///
    /// ```swift
    /// // SwiftUICoordinator's `set(routes:)`:
    /// try todos.navigation.transaction {
    ///     try todos.popToRoot()
    ///     try todos.show(\.todo, 1)
    ///     try todos.show(\.todo, 2)
    /// }
    /// ```
    ///
    /// In a function that throws only ``NavigationError``, write the body's
    /// type out: Swift infers `throws(any Error)` for a closure that throws.
    ///
    /// ```swift
    /// func showTodos(_ ids: [Int]) throws(NavigationError) {
    ///     try todos.navigation.transaction { () throws(NavigationError) in
    ///         try todos.popToRoot()
    ///         for id in ids { try todos.show(\.todo, id) }
    ///     }
    /// }
    /// ```
    ///
    /// The body is `@escaping` although it runs before the call returns and is
    /// never kept: in a class, call your own methods in it through `self.` (or
    /// capture `[self]`).
    ///
    /// - Parameters:
    ///   - cause: the cause of the single change; by default the cause of the
    ///     steps when they are all of one kind (`.push` for pushes only), else
    ///     ``ChangeCause/transaction``.
    ///   - body: the steps.
    /// - Returns: what the body returns.
    /// - Throws: what the body throws; the state is then as before the call.
    @discardableResult
    public func transaction<Value, Failure: Error>(
        cause: ChangeCause? = nil,
        // Escaping, though it never escapes, as `navigate`'s steps: with a
        // non-escaping body, Swift 6.3.1 crashes (signal 11) compiling a caller
        // whose body captures a value and that catches only some errors
        // (`catch let error where error.code == .vetoed`) in an untyped
        // throwing function. That removes only the body as the cause: any other
        // non-escaping closure or mutated local `var` in such a function still
        // crashes it; a last `catch { throw error }` avoids the crash.
        _ body: @escaping () throws(Failure) -> Value
    ) throws(Failure) -> Value {
        try node.tree.run(cause: cause, body)
    }
}
