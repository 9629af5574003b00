/// The identity of a node within its tree: where its state is in
/// ``TreeState``.
///
/// A slot freed by a node that left the tree is used again by a later node
/// under a new generation, so an id never names two nodes of a tree; the id is
/// renewed when the node's flow joins another tree
/// (``NavigationTree/absorb(_:)``).
struct NodeID: Hashable, Sendable, CustomStringConvertible {
    /// The node's place in the tree's state.
    let slot: Int
    /// Tells apart the nodes that used the same slot, one after another.
    let generation: UInt32

    var description: String { "node \(slot).\(generation)" }
}

/// The whole navigation state of one tree, as one value: the state of each of
/// its nodes (entries, selection, lifecycle, parent), by node id.
///
/// The tree (``NavigationTree``) owns it; a coordinator's node
/// (``FlowNode``) is a handle that reads and writes its own part. A node's
/// state is added when the node is made or joins the tree, and removed when the
/// node leaves it: its flow finishes, joins another tree, or its coordinator is
/// dropped.
/// Node ids come from the tree (``NavigationTree/add(_:state:)``), so that a
/// state put back by a failed transaction never gives one to two nodes.
///
/// A transaction saves a copy of this value when it begins and puts it back if
/// it fails (copy-on-write makes the copy cheap); a draft is the value it
/// computed, set aside. The states are kept in slots rather than a dictionary:
/// reading a node's state is an index, not a hash.
struct TreeState {
    /// The state of the node of each slot. Slot 0 belongs to no node: it is
    /// what a node not in the tree reads (a finished flow's, which left it).
    /// Kept apart from the slots' generations, so that reading a node's state
    /// touches nothing else.
    private var states = [NodeState(lifecycle: .finished)]
    /// Each slot's generation, and whether a node of the tree holds it.
    private var slots = [(generation: UInt32(0), isLive: false)]

    /// The number of nodes in the tree.
    private(set) var count = 0

    /// The ids of the nodes in the tree.
    var ids: [NodeID] {
        slots.indices.compactMap { slots[$0].isLive ? NodeID(slot: $0, generation: slots[$0].generation) : nil }
    }

    /// Whether a node with this id belongs to the tree.
    @inline(__always)
    func contains(_ id: NodeID) -> Bool {
        id.slot > 0 && id.slot < slots.count && slots[id.slot].isLive && slots[id.slot].generation == id.generation
    }

    /// The state of a node. A node not in the tree (a finished flow, which
    /// left it) reads as finished, with no entries, and what is written to it
    /// is dropped.
    subscript(id: NodeID) -> NodeState {
        @inline(__always) _read {
            yield states[contains(id) ? id.slot : 0]
        }
        @inline(__always) _modify {
            let slot = contains(id) ? id.slot : 0
            yield &states[slot]
            if slot == 0 { states[0] = NodeState(lifecycle: .finished) }
        }
    }

    /// Puts a node's state in the tree under `id`, in place of whatever used
    /// its slot.
    mutating func insert(_ state: NodeState, for id: NodeID) {
        guard id.slot > 0 else { return }
        while slots.count <= id.slot {
            slots.append((0, false))
            states.append(NodeState(lifecycle: .finished))
        }
        if !slots[id.slot].isLive { count += 1 }
        slots[id.slot] = (id.generation, true)
        states[id.slot] = state
    }

    /// Takes a node's state out of the tree; `nil` if it was not in it.
    @discardableResult
    mutating func remove(_ id: NodeID) -> NodeState? {
        guard contains(id) else { return nil }
        let state = states[id.slot]
        slots[id.slot].isLive = false
        states[id.slot] = NodeState(lifecycle: .finished)
        count -= 1
        return state
    }
}
