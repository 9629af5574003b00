package import Waypoint

/// What changed from one change of a tree to the next, as the inspector sends
/// it in protocol version 3: the coordinators to replace, each with the path
/// of entries that leads to it from the root, and the new change's cause and
/// version.
///
/// Package access: the protocol is documented as JSON in
/// <doc:InspectorProtocol>; the inspector makes deltas and the `waypoint`
/// command applies them.
///
/// Made from two snapshots of one tree, a delta costs what the change
/// touched: the engine keeps a coordinator's snapshot while nothing in its
/// subtree changes, so every subtree the change did not touch is identical
/// (`CoordinatorSnapshot.isIdentical(to:)`, constant time) and skipped. A
/// coordinator whose own fields (a split view's columns, visibility and
/// selection among them) or entries changed (other than its entries'
/// children) is replaced whole; one whose entries only lead to changed
/// children is walked into. Equal subtrees that are not identical (decoded,
/// built apart) are compared, and left out when equal.
///
/// ```swift
/// let delta = SnapshotDelta(from: before, to: after)   // after: a push in one tab
/// delta.replace.map(\.at)                               // [[tabEntry]]: that tab's stack
/// delta.applied(to: before) == after                    // true
/// ```
package struct SnapshotDelta: Codable, Sendable, Hashable {
    /// One coordinator to replace.
    package struct Replacement: Codable, Sendable, Hashable {
        /// The entries whose children lead from the root to the coordinator,
        /// outermost first; empty for the root.
        package var at: [EntryID]
        /// The coordinator's new snapshot, its whole subtree.
        package var coordinator: CoordinatorSnapshot

        package init(at: [EntryID], coordinator: CoordinatorSnapshot) {
            self.at = at
            self.coordinator = coordinator
        }
    }

    /// The version of the change the delta applies to.
    package var base: UInt64
    /// The new change's version.
    package var version: UInt64
    /// The new change's cause.
    package var cause: ChangeCause
    /// The coordinators to replace; no path is a prefix of another.
    package var replace: [Replacement]

    package init(base: UInt64, version: UInt64, cause: ChangeCause, replace: [Replacement]) {
        self.base = base
        self.version = version
        self.cause = cause
        self.replace = replace
    }

    /// The delta from one change to another.
    ///
    /// - Parameters:
    ///   - old: the change the client holds.
    ///   - new: the next change.
    package init(from old: NavigationChange, to new: NavigationChange) {
        var replace: [Replacement] = []
        var path: [EntryID] = []
        Self.collect(old.snapshot, new.snapshot, path: &path, into: &replace)
        self.init(base: old.version, version: new.version, cause: new.cause, replace: replace)
    }

    /// The change this delta makes of `change`, or `nil` if it does not apply
    /// to it: another version, or a path that is not in its tree.
    ///
    /// - Parameter change: the change the delta is based on.
    /// - Returns: the new change.
    package func applied(to change: NavigationChange) -> NavigationChange? {
        guard change.version == base else { return nil }
        var snapshot = change.snapshot
        for replacement in replace {
            guard let replaced = Self.replacing(in: snapshot, at: replacement.at[...], with: replacement.coordinator)
            else { return nil }
            snapshot = replaced
        }
        return NavigationChange(snapshot: snapshot, cause: cause, version: version)
    }

    /// The replacements that make `new` of `old`, under `path`.
    private static func collect(
        _ old: CoordinatorSnapshot,
        _ new: CoordinatorSnapshot,
        path: inout [EntryID],
        into replace: inout [Replacement]
    ) {
        if new.isIdentical(to: old) { return }
        let (before, after) = (old.entryList, new.entryList)
        guard old.kind == new.kind, old.type == new.type, old.selected == new.selected,
            old.attributes == new.attributes, old.split == new.split, before.count == after.count,
            zip(before, after).allSatisfy({ isSameExceptChild($0, $1) })
        else {
            replace.append(Replacement(at: path, coordinator: new))
            return
        }
        for (was, now) in zip(before, after) {
            guard let wasChild = was.child, let nowChild = now.child else { continue }
            path.append(now.id)
            collect(wasChild, nowChild, path: &path, into: &replace)
            path.removeLast()
        }
    }

    /// Whether two entries are equal but for their children's subtrees (both
    /// have a child, or neither has).
    private static func isSameExceptChild(_ lhs: EntrySnapshot, _ rhs: EntrySnapshot) -> Bool {
        lhs.id == rhs.id && lhs.route == rhs.route && lhs.presentation == rhs.presentation && lhs.input == rhs.input
            && lhs.item == rhs.item && lhs.isAwaited == rhs.isAwaited && lhs.isGuarded == rhs.isGuarded
            && (lhs.child == nil) == (rhs.child == nil) && lhs.alert == rhs.alert && lhs.style == rhs.style
            && lhs.detent == rhs.detent
    }

    /// `snapshot` with the coordinator at `path` replaced, or `nil` if the
    /// path is not in it.
    private static func replacing(
        in snapshot: CoordinatorSnapshot,
        at path: ArraySlice<EntryID>,
        with coordinator: CoordinatorSnapshot
    ) -> CoordinatorSnapshot? {
        guard let first = path.first else { return coordinator }
        var entries = snapshot.entries
        guard let index = entries.firstIndex(where: { $0.id == first }), let child = entries[index].child,
            let replaced = replacing(in: child, at: path.dropFirst(), with: coordinator)
        else { return nil }
        entries[index].child = replaced
        var result = snapshot
        result.entries = entries
        return result
    }
}
