/// A restored destination whose result a caller had been awaiting when the
/// state was saved.
///
/// The task that awaited it is gone with the old process, so restoration hands
/// it back: await ``result(as:)`` to take up the wait again, or ``dismiss()`` it.
/// ``FlowNavigation/restore(_:)`` returns one for every entry saved as awaited.
///
/// A handle never keeps its flow alive: it holds only the entry's result, so a
/// view model may store it, and a dismissed flow is deallocated. Once the entry
/// is gone, ``isShown`` is `false`, ``result(as:)`` returns at once and
/// ``dismiss()`` throws ``NavigationError/Code/entryNotFound``.
@MainActor
public struct RestoredFlow {
    /// The restored entry's id.
    public var id: EntryID { completion.entryID }
    /// The path of route names from the restoring coordinator to the entry.
    public let path: String
    let completion: Completion

    /// Waits for the destination's result, typed as the flow's `FlowValue` (`Void`
    /// for screens). Cancelling the waiting task removes the destination, unless
    /// another task still awaits it.
    ///
    /// ```swift
    /// let outcome = await flow.result(as: Todo.self)
    /// ```
    ///
    /// - Parameter as: the flow's `FlowValue` type, or `Void.self` for a screen.
    /// - Returns: the result, or `.cancel(.notShown(_:))` if `Value` is not the
    ///   destination's result type.
    public func result<Value: Sendable>(as _: Value.Type = Value.self) async -> FlowResult<Value> {
        await completion.wait(removingOnCancel: true).typed()
    }

    /// Whether the destination is still shown.
    public var isShown: Bool { !completion.isResolved }

    /// Removes the restored destination and everything stacked on it; its
    /// awaiters get `.cancel(.popped)`. The removal is one change with cause
    /// ``ChangeCause/pop``.
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` if it was already
    ///   removed; ``NavigationError/Code/cannotRemoveRoot`` if it is a root or a
    ///   wrapper's content. The state is unchanged then.
    public func dismiss() throws(NavigationError) {
        try completion.dismissEntry()
    }
}
