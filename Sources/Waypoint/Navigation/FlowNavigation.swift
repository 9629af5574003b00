/// A coordinator's navigation beyond the everyday verbs: observation,
/// restoration, guards, transactions, user intents, lookup and messages.
///
/// Every coordinator has one, as its ``Coordinator/navigation`` property. The
/// everyday verbs (`route(to:)`, `show`, `popLast()`, `finish(_:)` …) stay on the
/// coordinator; everything else is reached through this one entry point, so that
/// a coordinator gains few names from Waypoint and none that clash with its own
/// (`cancel()`, `send(_:)`, `Result` …).
///
/// ```swift
/// for await change in todos.navigation.changes(buffering: .all) {
///     print(change.cause, change.snapshot.routes)
/// }
/// let state = todos.navigation.restorationState()
/// ```
///
/// The value holds its coordinator: hand views and view models a ``Router``,
/// which holds it weakly, rather than storing this value.
@MainActor
public struct FlowNavigation<Owner: Coordinator> {
    /// The coordinator whose flow this is.
    let owner: Owner
    /// The node linking the coordinator into its tree.
    package let node: FlowNode

    init(_ owner: Owner, node: FlowNode) {
        self.owner = owner
        self.node = node
    }
}
