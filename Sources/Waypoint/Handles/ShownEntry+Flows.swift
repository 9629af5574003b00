extension ShownEntry where Destination: Coordinator {
    /// The child coordinator, for chaining: `try app.show(\.todos).child.show(\.todo, 42)`.
    ///
    /// For a wrapper (``FlowWrapping``), `child` is the flow it wraps.
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` once the child flow was
    ///   dismissed and deallocated (the handle holds it weakly).
    @_disfavoredOverload
    public var child: Destination {
        get throws(NavigationError) { try flow() }
    }

    /// The child coordinator, or the error that it is gone.
    func flow() throws(NavigationError) -> Destination {
        guard let destination else {
            throw NavigationError(.entryNotFound, "the flow of entry \(id) is gone")
        }
        return destination
    }

    /// Waits until the child flow ends and returns its result.
    ///
    /// Cancelling the waiting task removes the child flow (and its subtree) and
    /// returns `.cancel(.taskCancelled)`; while other tasks still await the flow
    /// (a double tap), it returns `.cancel(.taskCancelled)` and leaves the flow
    /// to them.
    ///
    /// ```swift
    /// let create = try todos.show(\.create)
    /// if case .done(let todo) = await create.result() { … }
    /// ```
    ///
    /// - Returns: `.done(value)` if the flow finished with a value, else
    ///   `.cancel(reason)`; exactly once, at once if it has already ended.
    public func result() async -> FlowResult<Destination.FlowValue> {
        await completion.wait(removingOnCancel: true).typed()
    }
}

extension ShownEntry where Destination: AlertDescribing {
    /// Waits until the alert is answered or removed, and returns the value of
    /// the button the user (or ``choose(_:texts:)``) chose.
    ///
    /// Dismissed without a choice, it returns `.cancel(.userDismissed)`;
    /// removed in any other way, `.cancel(reason)`. Cancelling the waiting
    /// task removes the alert, unless another task still awaits it.
    ///
    /// ```swift
    /// let confirm = try todos.show(\.confirmDelete, todo)
    /// if case .done(true) = await confirm.result() { store.delete(todo) }
    /// ```
    ///
    /// - Returns: `.done(value)` for the chosen button, else `.cancel(reason)`;
    ///   exactly once, at once if the alert is already gone.
    public func result() async -> FlowResult<Destination.Value> {
        await completion.wait(removingOnCancel: true).typed()
    }
}

extension ShownEntry where Destination: FlowWrapping {
    /// The flow the shown wrapper wraps, for chaining through it with one
    /// `.child`, as if the wrapper were not there:
    ///
    /// ```swift
    /// try tabs.focusFirst(\.todos).child.popToRoot()   // `todos` is wrapped
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` once the wrapper was
    ///   dismissed and deallocated (the handle holds it weakly).
    public var child: Destination.Wrapped {
        get throws(NavigationError) { try flow().child }
    }
}

extension ShownEntry where Destination == Any {
    /// Waits for the entry's result, typed as the flow's `FlowValue`, or `Void`
    /// for a screen: for handles whose destination type is not known statically,
    /// such as those ``FlowNavigation/restore(_:)`` returns.
    ///
    /// Cancelling the waiting task removes the destination, unless another task
    /// still awaits it.
    ///
    /// ```swift
    /// let outcome = await restored.result(as: Todo.self)
    /// ```
    ///
    /// - Parameter as: the flow's `FlowValue` type, or `Void.self` for a screen.
    /// - Returns: the result, exactly once; `.cancel(.notShown(_:))` with
    ///   ``NavigationError/Code/invalidChild`` if `Value` is not the
    ///   destination's result type.
    public func result<Value: Sendable>(as _: Value.Type) async -> FlowResult<Value> {
        await completion.wait(removingOnCancel: true).typed()
    }
}
