extension Coordinator {
    /// Whether the flow is still active: it has not finished and was not removed.
    public var isActive: Bool { node.isActive }

    /// The coordinator's current navigation state, subtree included.
    public var snapshot: CoordinatorSnapshot { node.snapshot() }

    /// The number of live subscribers to this coordinator's changes.
    public var subscriberCount: Int { node.subscriberCount }

    /// Ends the flow with a result.
    ///
    /// A child flow is removed from its parent's stack together with whatever is
    /// stacked above it, in one change, and the parent's awaiting
    /// `route(to:)` returns `result`. A top-level flow ends in place: its subtree
    /// is cancelled with ``CancelReason/parentEnded`` and its changes streams finish.
    ///
    /// ```swift
    /// try finish(.done(todo))
    /// ```
    ///
    /// - Parameter result: `.done(value)`, or `.cancel(reason)`.
    /// - Throws: ``NavigationError/Code/alreadyFinished`` if the flow has ended;
    ///   ``NavigationError/Code/cannotFinishRoot`` if the flow is its parent's root
    ///   (switch the parent's root instead). The state is unchanged then.
    public func finish(_ result: FlowResult<Result>) throws(NavigationError) {
        try node.finish(Outcome(result))
    }

    /// Ends the flow without a value: `finish(.cancel(.cancelledItself))`.
    ///
    /// - Throws: as ``finish(_:)``.
    public func cancel() throws(NavigationError) {
        try finish(.cancel(.cancelledItself))
    }

    /// Stinsen's name for ``cancel()``: removes this coordinator from its parent.
    ///
    /// - Throws: as ``finish(_:)``.
    public func dismissCoordinator() throws(NavigationError) {
        try cancel()
    }

    /// Waits until the flow ends and returns its result.
    ///
    /// For a flow shown by a parent, prefer awaiting `route(to:)`. Cancelling the
    /// task that waits here returns `.cancel(.taskCancelled)` but leaves the flow
    /// in place: only the task that showed a destination owns it.
    public func result() async -> FlowResult<Result> {
        await node.completion.wait(removingOnCancel: false).typed()
    }

    /// A new, independent stream of this coordinator's changes.
    ///
    /// The first element is the current state (cause ``ChangeCause/initial``);
    /// then every navigation call in this coordinator's subtree yields exactly one
    /// change. The stream finishes when the coordinator finishes, is removed, or
    /// is deallocated; ending the iteration releases the subscription. Subscribing
    /// to a coordinator that has finished returns a stream that finishes at once.
    ///
    /// ```swift
    /// for await change in coordinator.changes(buffering: .all) {
    ///     print(change.cause, change.snapshot.routes)
    /// }
    /// ```
    ///
    /// - Parameter buffering: ``ChangeBuffering/latest`` for renderers (the
    ///   default), ``ChangeBuffering/all`` for tests and logs.
    public func changes(buffering: ChangeBuffering = .latest) -> AsyncStream<NavigationChange> {
        node.changes(buffering: buffering)
    }

    /// A router to this coordinator, for views and view models. It holds the
    /// coordinator weakly.
    public var router: Router<Self> { Router(self) }

    /// A router bound to one entry of this coordinator, for the screen it shows:
    /// the screen can complete or dismiss itself through it.
    public func router(for entry: EntryID) -> Router<Self> { Router(self, entry: entry) }
}
