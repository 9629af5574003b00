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
    /// What the entries show, by entry id, beside the state the nodes hold.
    var destinations = Destinations()
    /// Drafts set aside while their guards are asked: what they made stays in
    /// ``destinations`` without being shown.
    var openDrafts = 0
    /// The coordinator at the top of the tree, for finding an entry by id. Held
    /// weakly (a node already holds its coordinator weakly, so this adds no
    /// weak reference to a node): the tree never keeps a flow alive.
    weak var topOwner: AnyObject?
    /// Adopted flows whose own subscribers must learn their new ids with the
    /// change that adopted them.
    private var adopted: [FlowNode] = []

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

    func mutated() {
        generation &+= 1
    }

    /// The node holding the entry with this id, and its index there.
    func locate(_ id: EntryID) -> (node: FlowNode, index: Int)? {
        (topOwner as? any Coordinator)?.node.locate(id)
    }

    /// The destination of an entry of this tree.
    func destination(of entry: EntryState) -> Destination? {
        destinations[entry.id]
    }

    /// Merges the tree of a newly adopted child flow into this one: its nodes
    /// join this tree and its entries get ids of this tree, so that ids stay
    /// unique within a tree.
    func absorb(_ child: FlowNode) {
        let old = child.tree
        guard old !== self else { return }
        version = max(version, old.version)
        var observed = false
        child.forEachNode { node in
            node.tree = self
            node.renumberEntries(from: old)
            observed = observed || node.isObserved
        }
        if observed { adopted.append(child) }
        mutated()
    }

    /// Yields the change that adopted flows to their own subscribers (the
    /// change walks up from the parent, which does not reach them).
    func yieldToAdopted(_ cause: ChangeCause, version: UInt64) {
        guard !adopted.isEmpty else { return }
        let flows = adopted
        adopted = []
        for flow in flows where flow.isActive {
            flow.forEachNode { node in
                guard node.isObserved else { return }
                node.deliver(NavigationChange(snapshot: node.snapshot(), cause: cause, version: version))
            }
        }
    }
}
