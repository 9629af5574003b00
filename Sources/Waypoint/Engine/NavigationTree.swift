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
    /// What the tree reads or writes on every change.
    struct Hot {
        var version: UInt64 = 0
        var generation: UInt64 = 0
        var transaction: TransactionState?
        var state = TreeState()
        var destinations = Destinations()
        /// The node (the coordinator's handle) of each slot of the state, with
        /// the slot's generation: the tree never keeps a flow alive. Read on
        /// every change, for each ancestor of the changed node.
        /// (Slot 0 is never used: see ``TreeState``.)
        var handles = [NodeHandle()]
    }

    #if DEBUG
    private var hot = Hot()
    #else
    // Not checked for exclusive access at run time in release builds
    // (`@exclusivity(unchecked)`, SE-0176), which saves a thread-local lookup
    // per access on every change. Safe: the tree is main-actor state; the one
    // long access, a transition's `inout` state in `apply(changing:_:)`, runs a
    // function of the state value alone, which cannot reach the tree, and every
    // other access is a read or write in place that calls out only after it
    // ends. Debug builds check it at run time: every test and the model-based
    // test run with the checks on.
    @exclusivity(unchecked) private var hot = Hot()
    #endif

    /// The last entry id made in this tree. Ids are unique within a tree and
    /// increase in the order entries are made.
    var lastEntry: UInt64 { gate.lastEntry }
    /// The version of the last change yielded by any node of the tree.
    var version: UInt64 { hot.version }
    /// Counts every mutation of the tree, changes yielded or not, so that a
    /// guarded request can tell whether anything changed while its guards were
    /// asked.
    var generation: UInt64 { hot.generation }
    /// Orders the tree's guarded requests and pending user intents.
    let gate = RequestGate()
    /// Resumes the tree's awaiters one at a time, innermost first.
    let resumer = ResumeChain()
    /// The transaction in progress on this tree, if any.
    var transaction: TransactionState? {
        @inline(__always) get { hot.transaction }
        set { hot.transaction = newValue }
    }
    /// The navigation state of every node of the tree, as one value.
    var state: TreeState {
        @inline(__always) _read { yield hot.state }
        @inline(__always) _modify { yield &hot.state }
    }
    /// What the entries show, by entry id, beside the state.
    var destinations: Destinations {
        @inline(__always) _read { yield hot.destinations }
        @inline(__always) _modify { yield &hot.destinations }
    }
    private var handles: [NodeHandle] {
        @inline(__always) _read { yield hot.handles }
        @inline(__always) _modify { yield &hot.handles }
    }
    /// Slots whose node left the tree, to use again.
    private var freeSlots: [Int] = []
    /// Drafts set aside while their guards are asked: what they made stays in
    /// ``destinations`` without being shown.
    var openDrafts = 0
    /// The coordinator at the top of the tree, for finding an entry by id. Held
    /// weakly (a node already holds its coordinator weakly, so this adds no
    /// weak reference to a node): the tree never keeps a flow alive.
    weak var topOwner: AnyObject? {
        didSet { hadTopOwner = hadTopOwner || topOwner != nil }
    }
    private var hadTopOwner = false
    /// Whether the app let go of the tree's top coordinator while something
    /// still holds one of its nodes: a request or gesture that waited for a
    /// guard or for its turn. Such work ends without changing anything (a
    /// gesture is dropped, a request throws); the tree's flows ended when the
    /// top coordinator's container went (``FlowNode/containerWentAway()``).
    var isAbandoned: Bool { hadTopOwner && topOwner == nil }
    /// Where debug builds report a broken invariant of this tree, when a test
    /// helper installed a reporter (see ``InvariantReporting``).
    var invariantReporter: (@MainActor (String) -> Void)?
    /// Adopted flows, by id, until the change that adopted them: each of
    /// their nodes learns its cause (`latestCause`), and their own subscribers
    /// their new ids. Ids, not nodes: a change that fails holds no flow here.
    var adopted: [NodeID] = []

    func nextEntryID() -> EntryID {
        gate.lastEntry += 1
        return EntryID(rawValue: gate.lastEntry)
    }

    func nextVersion() -> UInt64 {
        hot.version += 1
        return hot.version
    }

    /// Goes on counting versions from the larger of this tree's and `other`'s.
    func continueVersions(from other: NavigationTree) {
        hot.version = max(hot.version, other.version)
    }

    func mutated() {
        hot.generation &+= 1
    }

    /// The node holding the entry with this id, and its index there.
    func locate(_ id: EntryID) -> (node: FlowNode, index: Int)? {
        (topOwner as? any Coordinator)?.node.locate(id)
    }

    /// Adds a node to the tree, with a state of its own.
    func add(_ node: FlowNode, state nodeState: NodeState = NodeState()) -> NodeID {
        let slot = freeSlots.popLast() ?? handles.count
        if slot == handles.count { handles.append(NodeHandle()) }
        handles[slot].generation &+= 1
        handles[slot].isFree = false
        handles[slot].node = node
        handles[slot].owner = node.owner
        let id = NodeID(slot: slot, generation: handles[slot].generation)
        state.insert(nodeState, for: id)
        return id
    }

    /// Notes the coordinator of a node, once the node is bound to it.
    func setOwner(_ owner: AnyObject, of id: NodeID) {
        guard handles.indices.contains(id.slot), handles[id.slot].generation == id.generation else { return }
        handles[id.slot].owner = owner
    }

    /// The node with this id, while its coordinator lives.
    func node(_ id: NodeID) -> FlowNode? {
        // Read in place through the buffer: a copy of the handle (which the
        // array's subscript makes) would copy its weak reference too. The
        // closure is `@Sendable`, so not isolated to the main actor: a closure
        // isolated to it checks, every time it is called, that it runs there.
        handles.withUnsafeBufferPointer { @Sendable handles in NavigationTree.node(id, in: handles) }
    }

    /// The node with this id in these handles, while its coordinator lives.
    private nonisolated static func node(_ id: NodeID, in handles: UnsafeBufferPointer<NodeHandle>) -> FlowNode? {
        guard handles.indices.contains(id.slot), let base = handles.baseAddress else { return nil }
        // Each field is read in place through a mutable pointer (nothing is
        // written): through an immutable one, Swift copies the whole handle,
        // and its weak reference, to read one field.
        let slot = UnsafeMutablePointer(mutating: base + id.slot)
        guard slot.pointee.generation == id.generation, let owner = slot.pointee.owner else { return nil }
        let node = slot.pointee.node
        // The coordinator owns its node: while `owner` is held, the node lives.
        extendLifetime(owner)
        return node
    }

    /// Forgets the node of a slot whose node is gone; its state stays until
    /// it is orphaned (``TreeState/orphan(_:)``), and the slot with it.
    func forget(_ id: NodeID) {
        guard handles.indices.contains(id.slot), handles[id.slot].generation == id.generation else { return }
        handles[id.slot].owner = nil
        handles[id.slot].node = nil
    }

    /// Frees the slot of a node whose state left the tree (its flow ended):
    /// a later node uses it under a new generation.
    func release(_ id: NodeID) {
        // Once only: a slot freed twice would be handed to two nodes.
        if handles.indices.contains(id.slot), handles[id.slot].generation == id.generation, !handles[id.slot].isFree {
            handles[id.slot] = NodeHandle(generation: id.generation, isFree: true)
            freeSlots.append(id.slot)
        }
        transaction?.left(id)
    }

    /// Takes a node out of the tree with its state, which another tree adopts.
    func takeOut(_ id: NodeID) -> NodeState? {
        mutated()
        let moved = state.remove(id)
        release(id)
        return moved
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

    /// The node of an entry's child flow, shown or only made.
    func childNode(of entry: EntryState) -> FlowNode? {
        childNode(ofEntry: entry.id, showsChild: entry.child != nil)
    }

    /// The node of the child flow of the entry with this id, if it shows one.
    func childNode(ofEntry id: EntryID, showsChild: Bool) -> FlowNode? {
        showsChild ? destinations[id]?.node : nil
    }
}

/// The node of one slot of a tree's state, found through its coordinator.
///
/// The coordinator is held weakly, the node unowned: a coordinator owns its node
/// (its container holds it in a `let`), so the node is read only while its
/// coordinator is alive, and an unowned reference, unlike a weak one, gives the
/// node no side table (its retains and releases stay on the fast path).
struct NodeHandle {
    weak var owner: AnyObject?
    unowned var node: FlowNode?
    var generation: UInt32 = 0
    /// Whether the slot was freed (and waits in the free list to be used again).
    var isFree = false

    init(generation: UInt32 = 0, isFree: Bool = false) {
        self.generation = generation
        self.isFree = isFree
    }
}
