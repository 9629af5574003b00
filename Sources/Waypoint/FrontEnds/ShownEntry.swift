/// What an entry of a coordinator tree shows: the screen value or child
/// coordinator, and the coordinator whose stack holds it.
///
/// A front end draws snapshots, which hold ids and names; to draw a screen it
/// needs the value the route's factory made, and to give the screen a router it
/// needs the coordinator. Look both up by id with ``FlowNavigation/entry(_:)``.
///
/// A handle never keeps a flow alive: it holds the coordinator and a child
/// coordinator weakly, so a view model may store it, and a dismissed flow is
/// deallocated. Once a flow is gone, ``coordinator`` or ``destination`` read
/// `nil`, and ``router(_:)`` returns `nil`; a screen value stays readable.
///
/// ```swift
/// if let shown = app.navigation.entry(item.id), let screen = shown.destination as? TodoScreen {
///     let router = shown.router(TodosCoordinator.self)   // bound to the entry
///     …
/// }
/// ```
@MainActor
public struct ShownEntry {
    /// The entry's id.
    public let id: EntryID
    /// The coordinator whose stack holds the entry, held weakly: `nil` once it
    /// is deallocated.
    public var coordinator: (any Coordinator)? { owner }
    /// The screen value, or the child coordinator while it is alive: `nil` once
    /// a dismissed child flow is deallocated.
    public var destination: Any? { held.current }
    private weak var owner: (any Coordinator)?
    private let held: HeldDestination

    init(id: EntryID, coordinator: any Coordinator, destination: Any) {
        self.id = id
        self.owner = coordinator
        self.held = HeldDestination(destination)
    }

    /// The child coordinator, when the entry shows a child flow that is alive.
    public var child: (any Coordinator)? { destination as? any Coordinator }

    /// A router for the screen: bound to this entry when `C` is the coordinator
    /// that holds it (so the screen can complete or dismiss itself), otherwise a
    /// router to the nearest ancestor of type `C`.
    ///
    /// ```swift
    /// let router = shown.router(TodosCoordinator.self)
    /// ```
    ///
    /// - Parameter type: the coordinator type the screen navigates with.
    /// - Returns: the router, or `nil` if no coordinator of type `C` holds the
    ///   entry or contains it, or the coordinator that held it is gone.
    public func router<C: Coordinator>(_ type: C.Type = C.self) -> Router<C>? {
        guard let coordinator else { return nil }
        if let owner = coordinator as? C { return Router(owner, entry: id) }
        return coordinator.node.router(to: type)
    }
}
