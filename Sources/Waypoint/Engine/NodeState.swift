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

    /// How removal works in a node's container.
    enum Layout {
        /// Entries are stacked: removing one removes everything above it, and the
        /// first entry is a root that only a root switch replaces.
        case stack
        /// Entries are side by side (tabs, columns): removing one removes only it.
        case set
    }

    /// The entries, root first. What they show is in the tree's destinations.
    var entries: [EntryState] = []
    /// The selected entry of a `.set` container.
    var selection: EntryID?
    var lifecycle = Lifecycle.active
    /// The node whose entry shows this node's flow, while one does.
    var parent: NodeID?
    /// How removal works in the node's container; fixed when the node is made.
    var layout = Layout.stack
    /// Whether the container ends, with the same outcome, when its child
    /// finishes, and its child with its outcome (wrappers).
    var endsWithChild = false
    /// A split view's columns, their visibility and the sidebar's selection;
    /// `nil` for every other kind.
    var split: SplitSnapshot?
}
