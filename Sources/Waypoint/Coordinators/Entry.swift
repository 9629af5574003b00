/// One entry of a coordinator's stack: a shown screen or child flow.
@MainActor
final class Entry {
    /// Unique within the entry's tree; renewed when its flow joins another tree.
    private(set) var id: EntryID
    let route: String
    /// The identity of the transition that made the entry, for `focusFirst` and `isRoot`.
    let transition: ObjectIdentifier
    let presentation: Presentation
    /// The route's input, kept for matching (`focusFirst(_:_:)`, root switching).
    let input: Any?
    let inputDescription: String?
    let item: TabItem?
    /// The screen value or the child coordinator.
    let destination: Any
    /// The child flow's node, when the destination is a coordinator. The entry owns
    /// the child coordinator through `destination`.
    let child: FlowNode?
    /// The child flow's node's identity, compared without retaining the node.
    let childID: ObjectIdentifier?
    let completion: Completion
    var isAwaited = false
    /// Asked before a guarded request or a user intent removes the entry.
    var leaveGuard: (@MainActor () async -> Bool)?
    /// The node whose stack holds the entry.
    weak var node: FlowNode?

    init(
        id: EntryID,
        route: String,
        transition: ObjectIdentifier,
        presentation: Presentation,
        input: Any?,
        inputDescription: String?,
        item: TabItem?,
        destination: Any,
        child: FlowNode?
    ) {
        self.id = id
        self.route = route
        self.transition = transition
        self.presentation = presentation
        self.input = input
        self.inputDescription = inputDescription
        self.item = item
        self.destination = destination
        self.child = child
        self.childID = child.map(ObjectIdentifier.init)
        self.completion = child?.completion ?? Completion()
        completion.entryID = id
    }

    /// Gives the entry a new id (its flow joined another tree).
    func renumber(_ newID: EntryID) {
        id = newID
        completion.entryID = newID
    }

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

    /// Whether only its container can replace it: a root, or a wrapper's content.
    var isFixed: Bool { presentation == .root || presentation == .content }

    func matches(input other: Any) -> Bool {
        guard let input else { return false }
        return Self.isEqual(input, other)
    }

    /// Compares two inputs when they are `Equatable`; other inputs never compare equal.
    nonisolated static func isEqual(_ lhs: Any, _ rhs: Any) -> Bool {
        guard let lhs = lhs as? any Equatable else { return false }
        return lhs.isEqual(to: rhs)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
