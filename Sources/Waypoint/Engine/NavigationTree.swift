/// The owner of one navigation tree: everything that is shared by the
/// coordinators of one tree, and by nothing else.
///
/// Every coordinator starts as the top of a tree of its own. When a parent
/// adopts it (``FlowNode/attach(_:completion:)``), the child's tree is merged into the
/// parent's: its nodes then belong to the parent's tree, its entries get ids of
/// that tree, and the version counter goes on from the larger of the two. Two
/// trees share no state: their requests, transactions and resumptions never
/// wait on each other (swift-service-lifecycle's `ServiceGroup` owns its state
/// the same way).
@MainActor
final class NavigationTree {
    /// The last entry id made in this tree. Ids are unique within a tree and
    /// increase in the order entries are made.
    private(set) var lastEntry: UInt64 = 0
    /// The last node id made in this tree.
    private var lastNode: UInt64 = 0
    /// The version of the last change yielded by any node of the tree.
    private(set) var version: UInt64 = 0
    /// Counts every mutation of the tree, changes yielded or not, so that a
    /// guarded request can tell whether anything changed while its guards were
    /// asked.
    private(set) var generation: UInt64 = 0
    /// Orders the tree's guarded requests and pending user intents.
    let gate = RequestGate()
    /// Resumes the tree's awaiters one at a time, innermost first.
    let resumer = ResumeChain()
    /// The transaction in progress on this tree, if any.
    var transaction: TransactionState?
    /// The navigation state of every node of the tree, as one value.
    var state = TreeState()
    /// What the entries show, by entry id, beside the state.
    var destinations = Destinations()
    /// The node (the coordinator's handle) of each node id, held weakly: the
    /// tree never keeps a flow alive.
    private var handles: [NodeID: WeakNode] = [:]
    /// Drafts set aside while their guards are asked: what they made stays in
    /// ``destinations`` without being shown.
    var openDrafts = 0
    /// The coordinator at the top of the tree, for finding an entry by id. Held
    /// weakly (a node already holds its coordinator weakly, so this adds no
    /// weak reference to a node): the tree never keeps a flow alive.
    weak var topOwner: AnyObject?
    /// Adopted flows whose own subscribers must learn their new ids with the
    /// change that adopted them.
    var adopted: [FlowNode] = []

    init() {
        gate.lastEntry = { [unowned self] in lastEntry }
    }

    func nextEntryID() -> EntryID {
        lastEntry += 1
        return EntryID(rawValue: lastEntry)
    }

    func nextVersion() -> UInt64 {
        version += 1
        return version
    }

    /// Goes on counting versions from the larger of this tree's and `other`'s.
    func continueVersions(from other: NavigationTree) {
        version = max(version, other.version)
    }

    func mutated() {
        generation &+= 1
    }

    /// The node holding the entry with this id, and its index there.
    func locate(_ id: EntryID) -> (node: FlowNode, index: Int)? {
        (topOwner as? any Coordinator)?.node.locate(id)
    }

    /// Adds a node to the tree, with a state of its own.
    func add(_ node: FlowNode, state nodeState: NodeState = NodeState()) -> NodeID {
        lastNode += 1
        let id = NodeID(rawValue: lastNode)
        state[id] = nodeState
        handles[id] = WeakNode(node: node)
        return id
    }

    /// The node with this id, while its coordinator lives.
    func node(_ id: NodeID) -> FlowNode? {
        handles[id]?.node
    }

    /// Removes a node from the tree, returning its state.
    @discardableResult
    func remove(_ id: NodeID) -> NodeState? {
        mutated()
        handles[id] = nil
        return state.remove(id)
    }

    /// Puts a saved or computed state in place, and drops the snapshot caches
    /// of the nodes whose state it changes.
    func replaceState(with new: TreeState, changing nodes: [FlowNode]) {
        state = new
        for node in nodes {
            node.entriesChanged(from: 0)
            node.invalidateSnapshots()
        }
    }

    /// The destination of an entry of this tree.
    func destination(of entry: EntryState) -> Destination? {
        destinations[entry.id]
    }
}

/// A node held weakly, in the tree's table of handles.
struct WeakNode {
    weak var node: FlowNode?
}
