/// One change of the navigation state: the new snapshot, its cause and its version.
///
/// Every navigation call yields exactly one change to every observer of the
/// coordinator it changed and of each of its ancestors. Versions increase
/// monotonically within a navigation tree (and go on from the larger counter
/// when a flow joins a parent's tree), so a later change on a stream always
/// carries a larger version.
public struct NavigationChange: Sendable, Hashable, Codable {
    /// The observed coordinator's state after the change.
    public var snapshot: CoordinatorSnapshot
    /// What caused the change.
    public var cause: ChangeCause
    /// The change's version; larger is later.
    public var version: UInt64

    /// Creates a change, for tests and custom front ends.
    ///
    /// - Parameters:
    ///   - snapshot: the observed coordinator's state after the change.
    ///   - cause: what caused the change.
    ///   - version: the change's version.
    public init(snapshot: CoordinatorSnapshot, cause: ChangeCause, version: UInt64) {
        self.snapshot = snapshot
        self.cause = cause
        self.version = version
    }
}
