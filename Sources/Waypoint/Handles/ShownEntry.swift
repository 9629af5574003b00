/// A shown screen or child flow: the one handle for an entry of a coordinator's
/// stack or container.
///
/// `show(_:_:)`, `focusFirst(_:)`, `root(_:_:)` and
/// ``FlowNavigation/firstShown(_:)`` return one typed by the route's output;
/// ``FlowNavigation/entry(_:)`` (for front ends, which know entries by id) and
/// ``FlowNavigation/restore(_:)`` return one typed `ShownEntry<Any>`. Through it
/// you chain into a child flow, await the destination's result now or later,
/// remove it, let a screen complete itself, guard it, and get a router for the
/// screen's view model.
///
/// ```swift
/// let create = try todos.show(\.create)      // ShownEntry<CreateTodoCoordinator>
/// try create.child.show(\.details)
/// let outcome = await create.result()        // FlowResult<Todo>
/// ```
///
/// A screen's view model takes the handle of its screen: the screen completes or
/// dismisses itself through it, and navigates its coordinator through a router
/// it gets from it.
///
/// ```swift
/// @MainActor final class TodoEditorModel {
///     let entry: ShownEntry<Any>
///     init(entry: ShownEntry<Any>) { self.entry = entry }
///
///     func save() throws(NavigationError) { try entry.complete() }
///     func help() throws(NavigationError) { try entry.router(TodosCoordinator.self)?.show(\.help) }
/// }
/// ```
///
/// Every removal through a handle throws a ``NavigationError`` and leaves the
/// state unchanged when it cannot be done. A flow ends itself with
/// ``Coordinator/finish(_:)``, not through its handle.
///
/// A handle never keeps its flow alive: it holds the entry's id, its result and
/// weak references, so a view model may store it, and a dismissed flow is
/// deallocated. Once the entry is gone, ``isShown`` is `false`, ``destination``
/// is `nil` for a child flow (a screen value stays readable), `result()` returns
/// at once, and ``dismiss()``, ``complete()``, ``focus()`` and
/// ``setLeaveGuard(_:)`` throw ``NavigationError/Code/entryNotFound``.
@MainActor
public struct ShownEntry<Destination> {
    /// The id of the entry, as snapshots name it.
    public var id: EntryID { completion.entryID }

    /// The screen value, or the child coordinator while it is alive.
    ///
    /// A screen value stays readable after the screen is removed; a child
    /// coordinator is held weakly, so this is `nil` once the dismissed flow is
    /// deallocated.
    public var destination: Destination? {
        // Unwrapped first: for `ShownEntry<Any>`, a missing value cast to `Any`
        // would read as a value.
        guard let current = held.current else { return nil }
        return current as? Destination
    }

    /// Whether the entry is still shown.
    public var isShown: Bool { !completion.isResolved }

    /// The route names from the top coordinator of the tree down to the entry,
    /// joined by `/` as in ``RestorationError/path`` (`signedIn/todos/todo`), or
    /// `nil` once the entry is gone.
    ///
    /// It tells restored handles apart:
    ///
    /// ```swift
    /// for flow in try app.navigation.restore(state) where flow.path == "todos/create" {
    ///     Task { _ = await flow.result(as: Todo.self) }
    /// }
    /// ```
    public var path: String? { completion.shownPath }

    let completion: Completion
    private let held: HeldDestination
    /// The coordinator that showed the entry, for ``coordinator`` once the entry
    /// is gone.
    private weak var owner: AnyObject?

    /// - Parameter holder: the coordinator that holds the entry (a restoration
    ///   builds its entries before they are in its stack).
    init(completion: Completion, destination: Any, holder: AnyObject?) {
        self.init(completion: completion, held: HeldDestination(destination), holder: holder)
    }

    /// A handle to a destination already held, as a new entry's is.
    init(completion: Completion, held: HeldDestination, holder: AnyObject?) {
        self.completion = completion
        self.held = held
        self.owner = holder
    }

    /// Waits until the destination is removed: `.done(())` if a screen completed
    /// itself, `.cancel(reason)` otherwise.
    ///
    /// The waiting task owns the destination: cancelling it removes the
    /// destination (and what is stacked on it) and returns
    /// `.cancel(.taskCancelled)`. Several tasks may wait; they own it together
    /// and all get the same result: a cancelled one returns
    /// `.cancel(.taskCancelled)` at once, and the destination is removed only
    /// when the last of them is cancelled. A handle of a child flow returns the flow's typed result instead
    /// (`result()` where `Destination` is a ``Coordinator``), and a handle typed
    /// `ShownEntry<Any>` reads it with ``result(as:)``.
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

    /// Removes the entry and everything stacked on it; its awaiters get
    /// `.cancel(.popped)`.
    ///
    /// The removal is one change with cause ``ChangeCause/pop``. Works for screens
    /// and child flows alike; a root cannot be dismissed (switch the root
    /// instead).
    ///
    /// ```swift
    /// let create = try todos.show(\.create)
    /// try create.dismiss()
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` if the entry was already
    ///   removed; ``NavigationError/Code/coordinatorFinished`` if the coordinator
    ///   holding it is ending; ``NavigationError/Code/cannotRemoveRoot`` if it is
    ///   a root or a wrapper's content. The state is unchanged then.
    public func dismiss() throws(NavigationError) {
        try completion.endEntry(completing: false)
    }

    /// Completes a screen: the entry and everything stacked on it are removed,
    /// and its awaiter gets `.done(())`.
    ///
    /// The removal is one change with cause ``ChangeCause/finish``. This is how
    /// a screen ends itself (a form saved, a confirmation given), so that the
    /// `route(to:)` awaiting it returns `.done(())`; a child flow ends itself with
    /// ``Coordinator/finish(_:)`` instead.
    ///
    /// ```swift
    /// // In the screen's view model, which was handed its entry:
    /// try entry.complete()
    /// ```
    ///
    /// - Throws: as ``dismiss()``, and ``NavigationError/Code/notAScreen`` if the
    ///   entry shows a child flow or an alert (answer it with
    ///   ``choose(_:texts:)``). The state is unchanged then.
    public func complete() throws(NavigationError) {
        try completion.endEntry(completing: true)
    }

    /// Brings the entry forward in the coordinator that holds it: in a stack,
    /// pops what is stacked on it; in a container (tabs), selects it.
    ///
    /// It is one change with cause ``ChangeCause/pop`` or ``ChangeCause/tab``, or
    /// none if the entry is already on top or selected. Ancestors are left as
    /// they are.
    ///
    /// ```swift
    /// let list = try todos.show(\.todo, 1)
    /// try todos.show(\.todo, 2)
    /// try list.focus()      // back to todo 1
    /// ```
    ///
    /// - Throws: ``NavigationError/Code/entryNotFound`` if the entry was removed;
    ///   ``NavigationError/Code/coordinatorFinished`` if the coordinator holding
    ///   it is ending. The state is unchanged then.
    public func focus() throws(NavigationError) {
        try completion.focusEntry()
    }

    /// Answers an alert or confirmation dialog as if the user tapped the
    /// button with this label: the alert is removed (alone: the alerts queued
    /// after it stay), one change with cause ``ChangeCause/finish``, and the
    /// `route(to:)` awaiting it returns `.done(value)`, the button's value.
    ///
    /// A test or a terminal front end answers alerts this way; a front end
    /// reports the user's tap as ``UserIntent/answered(_:button:texts:)``.
    ///
    /// ```swift
    /// let confirm = try todos.show(\.confirmDelete, todo)
    /// try confirm.choose("Delete")                      // its awaiter gets .done(true)
    /// try rename.choose("Rename", texts: ["title": "Oat milk"])
    /// ```
    ///
    /// - Parameters:
    ///   - label: the button's label.
    ///   - texts: what the user typed, by field name; a field left out keeps
    ///     the text it started with.
    /// - Throws: ``NavigationError/Code/entryNotFound`` if the alert is gone
    ///   (answered, dismissed or removed); ``NavigationError/Code/notAnAlert``
    ///   if the entry is not an alert; ``NavigationError/Code/unknownButton``
    ///   or ``NavigationError/Code/unknownField`` if the alert has no such
    ///   button or field; ``NavigationError/Code/buttonDisabled`` if the
    ///   button's condition does not hold for the fields' texts
    ///   (``AlertSnapshot/isEnabled(_:texts:)``);
    ///   ``NavigationError/Code/coordinatorFinished`` if the coordinator
    ///   holding it is ending. The state is unchanged then.
    public func choose(_ label: String, texts: [String: String] = [:]) throws(NavigationError) {
        try completion.choose(label, texts: texts)
    }

    /// Moves a sheet to another of the detents its route declares, as one
    /// change with cause ``ChangeCause/detent``; none if it rests there already.
    ///
    /// The selected detent is navigation state: it is in the snapshot
    /// (``EntrySnapshot/detent``), a front end animates the sheet to it, and
    /// restoration brings it back.
    ///
    /// ```swift
    /// let filters = try search.show(\.filters)         // opens at .medium
    /// try filters.setDetent(.large)
    /// ```
    ///
    /// - Parameter detent: one of the route's ``ModalStyle/detents``.
    /// - Throws: ``NavigationError/Code/invalidDetent`` if the route declares
    ///   no such detent (or none); ``NavigationError/Code/entryNotFound`` if
    ///   the sheet was removed; ``NavigationError/Code/coordinatorFinished`` if
    ///   the coordinator holding it is ending. The state is unchanged then.
    public func setDetent(_ detent: SheetDetent) throws(NavigationError) {
        try completion.setDetent(detent, cause: .detent)
    }

    /// Installs a guard that is asked before a guarded request
    /// (``FlowNavigation/navigate(cause:_:)``) or a user intent removes the entry.
    ///
    /// When this sets the entry's first guard or removes its last one, its
    /// ``EntrySnapshot/isGuarded`` changes, in one change with cause
    /// ``ChangeCause/leaveGuard``; replacing a guard with another changes nothing.
    ///
    /// ```swift
    /// let editor = try todos.show(\.edit, todo.id)
    /// try editor.setLeaveGuard { await model.confirmDiscard() }
    /// ```
    ///
    /// - Parameter guard: answers whether the entry may be removed; `nil` removes
    ///   the guard.
    /// - Throws: ``NavigationError/Code/entryNotFound`` if the entry was removed.
    public func setLeaveGuard(_ guard: (@MainActor () async -> Bool)?) throws(NavigationError) {
        try completion.setLeaveGuard(`guard`)
    }

    /// The coordinator whose stack or container holds the entry (or held it),
    /// while that coordinator is alive: for front ends, which look up how its
    /// screens are drawn. To navigate, ask for a typed ``router(_:)``.
    public var coordinator: (any Coordinator)? {
        (completion.holder?.owner ?? owner) as? any Coordinator
    }

    /// A router to the coordinator that holds the entry, or to its nearest
    /// ancestor of type `C`, for the screen's view model.
    ///
    /// The router holds its coordinator weakly, like the handle.
    ///
    /// ```swift
    /// let router = entry.router(TodosCoordinator.self)
    /// ```
    ///
    /// - Parameter type: the type of coordinator to navigate.
    /// - Returns: the router, or `nil` if neither the coordinator holding the
    ///   entry nor an ancestor is of type `C`, or that coordinator is gone.
    public func router<C: Coordinator>(_ type: C.Type = C.self) -> Router<C>? {
        coordinator?.node.router(to: type)
    }
}
