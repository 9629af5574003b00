extension Coordinator {
    /// Whether the flow is still active: it has not finished and was not removed.
    ///
    /// A coordinator that is no longer active stays inert: its navigation calls
    /// throw ``NavigationError/Code/coordinatorFinished``, and it cannot be shown
    /// again.
    public var isActive: Bool { node.isActive }

    /// The coordinator's current navigation state, subtree included.
    ///
    /// The snapshot is a value: it does not change when the coordinator does.
    /// Printing it draws the tree:
    ///
    /// ```swift
    /// print(todos.snapshot)
    /// // TodosCoordinator (navigation)
    /// // ├─ root list
    /// // └─ push todo(42)
    /// ```
    public var snapshot: CoordinatorSnapshot { node.snapshot() }

    /// The number of live subscribers to this coordinator's changes.
    ///
    /// A subscription ends when its iteration ends; the count drops once the main
    /// actor has processed the termination. Tests use it to prove that a front
    /// end released what it held.
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
    /// The parent's awaiting `route(to:)` returns
    /// `.cancel(.cancelledItself)`.
    ///
    /// ```swift
    /// func cancelButtonTapped() throws(NavigationError) {
    ///     try cancel()
    /// }
    /// ```
    ///
    /// - Throws: as ``finish(_:)``: ``NavigationError/Code/alreadyFinished`` or
    ///   ``NavigationError/Code/cannotFinishRoot``; the state is unchanged then.
    public func cancel() throws(NavigationError) {
        try finish(.cancel(.cancelledItself))
    }

    /// Stinsen's name for ``cancel()``: removes this coordinator from its parent.
    ///
    /// The coordinator and its whole subtree are removed in one change; the
    /// parent's awaiting `route(to:)` returns `.cancel(.cancelledItself)`.
    ///
    /// - Throws: as ``finish(_:)``: ``NavigationError/Code/alreadyFinished`` or
    ///   ``NavigationError/Code/cannotFinishRoot``; the state is unchanged then.
    public func dismissCoordinator() throws(NavigationError) {
        try cancel()
    }

    /// Waits until the flow ends and returns its result.
    ///
    /// For a flow shown by a parent, prefer awaiting `route(to:)`. Cancelling the
    /// task that waits here returns `.cancel(.taskCancelled)` but leaves the flow
    /// in place: only the task that showed a destination owns it.
    ///
    /// ```swift
    /// let flow = CreateTodoCoordinator()
    /// let waiting = Task { await flow.result() }
    /// try flow.save(todo)
    /// print(await waiting.value)     // done(…)
    /// ```
    ///
    /// - Returns: `.done(value)` if the flow finished with a value, else
    ///   `.cancel(reason)`; at once if the flow has already ended.
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
    /// - Returns: a stream of its own, independent of every other subscriber's.
    public func changes(buffering: ChangeBuffering = .latest) -> AsyncStream<NavigationChange> {
        node.changes(buffering: buffering)
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

    /// A router bound to one entry of this coordinator, for the screen it shows.
    ///
    /// Through it the screen can complete itself (``Router/complete()``, so that
    /// an awaiting `route(to:)` returns `.done(())`) or dismiss itself
    /// (``Router/dismiss()``).
    ///
    /// ```swift
    /// let detail = try todos.show(\.todo, 42)
    /// let router = todos.router(for: detail.id)
    /// try router.complete()
    /// ```
    ///
    /// - Parameter entry: the id of the entry, as returned by `show(_:_:)` or
    ///   read from a snapshot.
    /// - Returns: a router bound to the entry; it reports
    ///   ``NavigationError/Code/entryNotFound`` once the entry is gone.
    public func router(for entry: EntryID) -> Router<Self> { Router(self, entry: entry) }
}
