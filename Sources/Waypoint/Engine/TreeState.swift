/// The identity of a node within its tree: its key in ``TreeState``.
///
/// Unique within a tree and never reused there; renewed when the node's flow
/// joins another tree (``NavigationTree/absorb(_:)``).
struct NodeID: Hashable, Sendable, CustomStringConvertible {
    let rawValue: UInt64

    var description: String { "node \(rawValue)" }
}

/// The whole navigation state of one tree, as one value: the state of each of
/// its nodes (entries, selection, lifecycle, parent), keyed by node id.
///
/// The tree (``NavigationTree``) owns it; a coordinator's node
/// (``FlowNode``) is a handle that reads and writes its own part. A node's
/// state is added when the node is made or joins the tree, and removed when the
/// node leaves it (its flow joins another tree) or its coordinator is dropped.
/// Node ids come from the tree (``NavigationTree/add(_:state:)``), so that a
/// state put back by a failed transaction never reuses one.
///
/// A transaction saves a copy of this value when it begins and puts it back if
/// it fails (copy-on-write makes the copy cheap); a draft is the value it
/// computed, set aside.
struct TreeState {
    /// Every node's state, by node id.
    private(set) var nodes: [NodeID: NodeState] = [:]

    /// The state of a node; a node not in the tree reads as a fresh state, and
    /// writing to it adds the node.
    subscript(id: NodeID) -> NodeState {
        get { nodes[id] ?? NodeState() }
        _modify { yield &nodes[id, default: NodeState()] }
    }

    /// Whether a node with this id belongs to the tree.
    func contains(_ id: NodeID) -> Bool {
        nodes[id] != nil
    }

    @discardableResult
    mutating func remove(_ id: NodeID) -> NodeState? {
        nodes.removeValue(forKey: id)
    }
}
