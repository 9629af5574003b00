/// What an entry shows that is not a value: the screen or child coordinator
/// (owned here, strongly), the route's input, the result cell and the leave
/// guard.
///
/// An object, so that the table holds one reference per entry and reading a
/// destination copies nothing.
@MainActor
final class Destination {
    /// The screen value or the child coordinator.
    let value: Any
    /// The child coordinator's node, when the destination is a coordinator:
    /// held here so that the node lives exactly as long as the entry's
    /// destination, whatever the coordinator does with its own.
    let node: FlowNode?
    /// The route's input, kept for matching (`focusFirst(_:_:)`, root switching)
    /// and restoration.
    let input: Any?
    let completion: Completion
    /// Asked before a guarded request or a user intent removes the entry, while
    /// the entry's state says it has one.
    var leaveGuard: (@MainActor () async -> Bool)?

    init(value: Any, node: FlowNode?, input: Any?, completion: Completion) {
        self.value = value
        self.node = node
        self.input = input
        self.completion = completion
    }

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

/// The destinations of one tree, keyed by entry id, beside its state.
///
/// A destination is added when its entry is made and released (removed, which
/// drops the screen or child coordinator) when its entry ends
/// (``TreeState/end(_:_:into:)``, released by ``NavigationTree/perform(_:from:each:)``);
/// in a transaction, only once it commits.
/// Outside a transaction or a draft, every destination belongs to an entry
/// reachable in the tree's state, and every entry has one.
@MainActor
struct Destinations {
    private var table: [EntryID: Destination] = [:]

    var count: Int { table.count }
    var ids: Dictionary<EntryID, Destination>.Keys { table.keys }

    subscript(id: EntryID) -> Destination? { table[id] }

    mutating func add(_ destination: Destination, for id: EntryID) {
        table[id] = destination
    }

    @discardableResult
    mutating func release(_ id: EntryID) -> Destination? {
        table.removeValue(forKey: id)
    }
}

extension Equatable {
    fileprivate func isEqual(to other: Any) -> Bool {
        guard let other = other as? Self else { return false }
        return self == other
    }
}
