/// The navigation state of one node, as a value: its entries, its selection,
/// where its flow is in its life and the node that shows it. The tree's
/// ``TreeState`` holds one per node, keyed by node id.
///
/// A transaction saves the whole ``TreeState`` when it begins and puts it back
/// if it fails; a draft set aside keeps the ``TreeState`` it computed, to put
/// it in place if it commits.
struct NodeState {
    /// Where a flow is in its life.
    enum Lifecycle {
        /// Its first entries are being made (a stack's root factory is running).
        case starting
        case active
        /// A transaction in progress removes it; it ends if the transaction commits.
        case ending
        case finished
    }

    /// The entries, root first. What they show is in the tree's destinations.
    var entries: [EntryState] = []
    /// The selected entry of a `.set` container.
    var selection: EntryID?
    var lifecycle = Lifecycle.active
    /// The node whose entry shows this node's flow, while one does.
    var parent: NodeID?
}
