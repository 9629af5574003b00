extension Coordinator {
    /// Ends the flow with a result.
    ///
    /// A child flow is removed from its parent's stack together with whatever is
    /// stacked above it, in one change, and the parent's awaiting
    /// `route(to:)` returns `result`. A top-level flow ends in place: its subtree
    /// is cancelled with ``CancelReason/parentEnded`` and its changes streams finish.
    ///
    /// ```swift
    /// try finish(.done(todo))
    /// try finish(.cancel())     // no value: `.cancel(.cancelledItself)`
    /// ```
    ///
    /// This is the one way a flow ends itself; a cancel button calls
    /// `finish(.cancel())`.
    ///
    /// - Parameter result: `.done(value)`, or `.cancel(reason)` (the reason
    ///   defaults to ``CancelReason/cancelledItself``).
    /// - Throws: ``NavigationError/Code/alreadyFinished`` if the flow has ended;
    ///   ``NavigationError/Code/cannotFinishRoot`` if the flow is its parent's root
    ///   (switch the parent's root instead). The state is unchanged then.
    public func finish(_ result: FlowResult<FlowValue>) throws(NavigationError) {
        try node.finish(Outcome(result))
    }

    /// A router to this coordinator, for views and view models.
    ///
    /// The router holds the coordinator weakly, so handing it to a view model
    /// never keeps the flow alive.
    ///
    /// ```swift
    /// let model = TodoListModel(router: todos.router)
    /// ```
    public var router: Router<Self> { Router(self) }
}
