extension Coordinator {
    /// The current state as the first element of a new `changes(buffering:)`
    /// stream would carry it: the snapshot, cause ``ChangeCause/initial``, and
    /// the version of the tree's last change.
    ///
    /// Package access, for the inspector: it sends this to a client that
    /// attaches, then every change its probe sees, without subscribing a stream.
    package var currentChange: NavigationChange {
        NavigationChange(snapshot: node.snapshot(), cause: .initial, version: node.tree.version)
    }
}
