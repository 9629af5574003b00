/// A destination that was shown: its entry id, the screen or child coordinator,
/// and its result, which can be awaited now or later.
///
/// A handle never keeps its flow alive: it holds a child coordinator weakly, so
/// a view model may store it, and the flow is deallocated once it is dismissed.
/// Once the flow is gone, ``destination`` is `nil` and `child` throws
/// ``NavigationError/Code/entryNotFound``; ``isShown``, `result()` and
/// ``dismiss()`` keep answering.
///
/// `show(_:_:)` returns one for chaining; `route(to:_:)` shows a destination and
/// awaits its result for you.
///
/// ```swift
/// let create = try todos.show(\.create)      // Presented<CreateTodoCoordinator>
/// try create.child.show(\.details)
/// let outcome = await create.result()        // FlowResult<Todo>
/// ```
@MainActor
public struct Presented<Output> {
    /// The id of the entry that shows the destination.
    public var id: EntryID { completion.entryID }
    /// The screen value, or the child coordinator while it is alive.
    ///
    /// A screen value stays readable after the screen is removed; a child
    /// coordinator is held weakly, so this is `nil` once the dismissed flow is
    /// deallocated.
    public var destination: Output? { held.current as? Output }
    let completion: Completion
    private let held: HeldDestination

    init(completion: Completion, destination: Output) {
        self.held = HeldDestination(destination)
        self.completion = completion
    }

    /// Whether the destination is still shown.
    public var isShown: Bool { !completion.isResolved }

    /// Waits until the destination is removed: `.done(())` if a screen completed
    /// itself, `.cancel(reason)` otherwise.
    ///
    /// The waiting task owns the destination: cancelling it removes the
    /// destination (and what is stacked on it) and returns
    /// `.cancel(.taskCancelled)`. Several tasks may wait; they all get the same
    /// result.
    ///
    /// ```swift
    /// let detail = try todos.show(\.todo, 42)
    /// let outcome = await detail.result()      // FlowResult<Void>
    /// ```
    ///
    /// - Returns: the destination's result, exactly once; at once if it has
    ///   already been removed.
    public func result() async -> FlowResult<Void> {
        await completion.wait(removingOnCancel: true).typed()
    }

    /// Removes the destination and everything stacked on it; its awaiters get
    /// `.cancel(.popped)`.
    ///
    /// The removal is one change with cause ``ChangeCause/pop``. A root cannot be
    /// dismissed this way.
    ///
    /// ```swift
    /// let create = try todos.show(\.create)
    /// try create.dismiss()
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` if it was already
    ///   removed; ``NavigationError/Code/cannotRemoveRoot`` if it is a root or a
    ///   wrapper's content. The state is unchanged then.
    public func dismiss() throws(NavigationError) {
        try completion.dismissEntry()
    }
}

extension Presented where Output: Coordinator {
    /// The child coordinator, for chaining: `try app.show(\.todos).child.show(\.todo, 42)`.
    ///
    /// For a wrapper (``FlowWrapping``), `child` is the flow it wraps.
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` once the child flow was
    ///   dismissed and deallocated (the handle holds it weakly).
    @_disfavoredOverload
    public var child: Output {
        get throws(NavigationError) { try flow() }
    }

    /// The child coordinator, or the error that it is gone.
    func flow() throws(NavigationError) -> Output {
        guard let destination else {
            throw NavigationError(.entryNotFound, "the flow of entry \(id) is gone")
        }
        return destination
    }

    /// Waits until the child flow ends and returns its result.
    ///
    /// Cancelling the waiting task removes the child flow (and its subtree) and
    /// returns `.cancel(.taskCancelled)`.
    ///
    /// ```swift
    /// let create = try todos.show(\.create)
    /// if case .done(let todo) = await create.result() { … }
    /// ```
    ///
    /// - Returns: `.done(value)` if the flow finished with a value, else
    ///   `.cancel(reason)`; exactly once.
    public func result() async -> FlowResult<Output.FlowValue> {
        await completion.wait(removingOnCancel: true).typed()
    }
}

extension Presented where Output: FlowWrapping {
    /// The flow the shown wrapper wraps, for chaining through it with one
    /// `.child`, as if the wrapper were not there:
    ///
    /// ```swift
    /// try tabs.focusFirst(\.todos).child.popToRoot()   // `todos` is wrapped
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` once the wrapper was
    ///   dismissed and deallocated (the handle holds it weakly).
    public var child: Output.Wrapped {
        get throws(NavigationError) { try flow().child }
    }
}
