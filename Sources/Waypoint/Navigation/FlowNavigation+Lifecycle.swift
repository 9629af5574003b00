extension FlowNavigation {
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
    /// print(todos.navigation.snapshot)
    /// // TodosCoordinator (navigation)
    /// // ├─ root list
    /// // └─ push todo(42)
    /// ```
    public var snapshot: CoordinatorSnapshot { node.snapshot() }

    /// The cause of the latest change of this coordinator's state (its own
    /// stack or a flow below it), whether or not anything observes it: the
    /// cause its changes stream gives with that change
    /// (``NavigationChange/cause``); `nil` before the first.
    ///
    /// A front end that reads ``snapshot`` without waiting for the change
    /// that led to it still knows how to draw it: a restoration without
    /// animation, a push with one.
    ///
    /// ```swift
    /// try todos.show(\.todo, 42)
    /// todos.navigation.latestCause         // .push
    /// todos.navigation.snapshot            // the state that push made
    /// ```
    public var latestCause: ChangeCause? { node.latestCause }

    /// The number of live subscribers to this coordinator's changes.
    ///
    /// A subscription ends when its iteration ends, its task is cancelled
    /// (while it waits for a change, or when it next asks for one), or its
    /// stream and the stream's iterators are dropped; the count drops at
    /// once. Tests use it to prove that a front end released what it held.
    public var subscriberCount: Int { node.subscriberCount }

    /// Waits until this flow ends, and returns how it ended.
    ///
    /// For a flow shown by a parent, prefer awaiting `route(to:)`. Cancelling the
    /// task that waits here returns `.cancel(.taskCancelled)` but leaves the flow
    /// in place: only the task that showed a destination owns it.
    ///
    /// ```swift
    /// let flow = CreateTodoCoordinator()
    /// let waiting = Task { await flow.navigation.result() }
    /// try flow.save(todo)
    /// print(await waiting.value)     // done(…)
    /// ```
    ///
    /// - Returns: `.done(value)` if the flow finished with a value, else
    ///   `.cancel(reason)`; at once if the flow has already ended.
    public func result() async -> FlowResult<Owner.FlowValue> {
        await node.completion.wait(removingOnCancel: false).typed()
    }

    /// A new, independent stream of this coordinator's changes.
    ///
    /// The first element is the current state (cause ``ChangeCause/initial``);
    /// then every navigation call in this coordinator's subtree yields exactly one
    /// change. The stream finishes when the coordinator finishes, is removed, or
    /// is deallocated, after the changes it buffered; ending the iteration,
    /// cancelling its task or dropping the stream releases the subscription.
    /// Subscribing to a coordinator that has finished returns a stream that
    /// finishes at once.
    ///
    /// ```swift
    /// for await change in coordinator.navigation.changes(buffering: .all) {
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
}
