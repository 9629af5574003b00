/// One entry of a node's navigation state, as a value: what a snapshot shows of
/// a shown screen or child flow.
///
/// What is not a value (the screen or child coordinator, the input, the result
/// cell, the leave guard) lives beside the state in the tree's
/// ``Destinations``, under the entry's id.
struct EntryState {
    /// Unique within the entry's tree; renewed when its flow joins another tree.
    var id: EntryID
    let route: String
    /// The identity of the transition that made the entry, for `focusFirst` and `isRoot`.
    let transition: ObjectIdentifier
    let presentation: Presentation
    let inputDescription: String?
    let item: TabItem?
    var isAwaited = false
    /// Whether a leave guard is installed (``FlowNavigation/setLeaveGuard(for:_:)``).
    var hasLeaveGuard = false
    /// Whether the child flow's coordinator adopts ``LeaveGuarding``.
    let flowGuards: Bool
    /// The child flow's node, when the destination is a coordinator (which the
    /// entry's destination owns).
    let child: FlowNode?

    /// Whether a guard is asked before the entry is removed.
    var isGuarded: Bool { hasLeaveGuard || flowGuards }

    /// Whether only its container can replace it: a root, or a wrapper's content.
    var isFixed: Bool { presentation == .root || presentation == .content }

    @MainActor
    func snapshot() -> EntrySnapshot {
        EntrySnapshot(
            id: id,
            route: route,
            presentation: presentation,
            input: inputDescription,
            item: item,
            isAwaited: isAwaited,
            isGuarded: isGuarded,
            child: child?.snapshot()
        )
    }
}
