/// The fields a node reads or writes on every change, kept together so that
/// release builds can skip their run-time exclusivity checks (see the
/// declaration of `hot` in `FlowNode`).
extension FlowNode {
    /// What the node reads or writes on every change.
    struct Hot {
        var id: NodeID
        var tree: NavigationTree
        /// The subscribers' channels (a channel holds neither the node nor
        /// its stream).
        var observers: [ChangeChannel] = []
        /// Synchronous observers for `WaypointTesting` (`ChangeProbe`), held weakly.
        var probes: [WeakProbe] = []
        var cachedSnapshot: CoordinatorSnapshot?
        /// The cause of the latest change of this node's subtree, observed or not.
        var latestCause: ChangeCause?
        /// The entries' snapshots, kept between changes: only those from
        /// `validEntries` on are made again, so a change at the top of a deep
        /// stack costs the same as at the top of a short one.
        var snapshotEntries = EntryList()
        var validEntries = 0
        /// Entries below `validEntries` whose child flow changed: their
        /// snapshots are replaced in place, leaving their siblings' untouched.
        var changedChildren: [Int] = []
    }

    var observers: [ChangeChannel] {
        @inline(__always) get { hot.observers }
        @inline(__always) _modify { yield &hot.observers }
    }
    var probes: [WeakProbe] {
        @inline(__always) get { hot.probes }
        @inline(__always) _modify { yield &hot.probes }
    }
    var latestCause: ChangeCause? {
        @inline(__always) get { hot.latestCause }
        @inline(__always) _modify { yield &hot.latestCause }
    }
    var cachedSnapshot: CoordinatorSnapshot? {
        @inline(__always) get { hot.cachedSnapshot }
        @inline(__always) _modify { yield &hot.cachedSnapshot }
    }
    var snapshotEntries: EntryList {
        @inline(__always) get { hot.snapshotEntries }
        @inline(__always) _modify { yield &hot.snapshotEntries }
    }
    var validEntries: Int {
        @inline(__always) get { hot.validEntries }
        @inline(__always) _modify { yield &hot.validEntries }
    }
    var changedChildren: [Int] {
        @inline(__always) get { hot.changedChildren }
        @inline(__always) _modify { yield &hot.changedChildren }
    }
}
