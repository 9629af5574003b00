import Waypoint

/// The cut of one coordinator's subtree, kept for the next cut.
final class CutMemo: Sendable {
    /// The snapshot cut: its identity says whether the next one is the same.
    let snapshot: CoordinatorSnapshot
    /// Whether an entry of the subtree is guarded.
    let containsGuard: Bool
    /// The memo of each entry, in order.
    let entries: MemoList
    /// The snapshot's entries, read once: each reuse compares one of them.
    private let entryList: EntryList
    /// For a container: the container, its selected child's lifted layers
    /// and where pushes land in it.
    let container: ContainerCut?

    /// - Parameter entryList: the snapshot's entries, as the cut read them
    ///   (read once per cut, not again here).
    init(
        snapshot: CoordinatorSnapshot,
        entryList: EntryList,
        containsGuard: Bool,
        entries: MemoList,
        container: ContainerCut? = nil
    ) {
        self.snapshot = snapshot
        self.containsGuard = containsGuard
        self.entries = entries
        self.container = container
        self.entryList = entryList
    }

    /// This memo, if its entries' cuts can serve a snapshot of `node`: the
    /// same kind and type of coordinator, whose name every item carries.
    func reusable(for node: CoordinatorSnapshot) -> CutMemo? {
        snapshot.hasSameKindAndType(as: node) ? self : nil
    }

    /// Where `entries` can hold other entries than this memo's snapshot
    /// held, when they share their storage but for their patched entries
    /// (see `EntryList.patchedPositions(sharingStorageWith:)`).
    func patchedPositions(sharingStorageWith entries: EntryList) -> (Int, Int)? {
        entryList.patchedPositions(sharingStorageWith: entries)
    }

    /// Whether `entries` holds at this index the very entry this memo's
    /// snapshot held.
    func isIdentical(at index: Int, to entries: EntryList) -> Bool {
        entryList.isIdentical(at: index, to: entries, at: index)
    }

    /// Whether `entries` holds at this index an entry with every field of
    /// the one this memo's snapshot held but, perhaps, its child flow's
    /// snapshot (see `EntryList.sharesFields(at:with:at:)`).
    func sharesFields(at index: Int, with entries: EntryList) -> Bool {
        entries.sharesFields(at: index, with: entryList, at: index)
    }

    /// The memo of the entry at this index, if any.
    func entry(at index: Int) -> EntryMemo? {
        index < entries.count ? entries[index] : nil
    }

    /// The memo of the entry at this index, as it is, if `entries` holds
    /// there the very entry this memo's snapshot held (the engine shares
    /// the entries a change did not touch) and it was cut in the same
    /// context: the placement and outer entries of a first entry.
    func reused(at index: Int, of entries: EntryList, first: Placement, outer: Outer?) -> EntryMemo? {
        guard index < self.entries.count, isIdentical(at: index, to: entries) else { return nil }
        let memo = self.entries[index]
        guard !memo.takesFirst || (memo.placement == first && memo.outer == outer) else { return nil }
        return memo
    }
}

/// The memos of a cut's entries: an array, and one memo in place of the
/// array's at one index.
///
/// A container's cut patched after a change inside one child (see
/// `LayerCutter.patched(_:to:host:lineage:)`) replaces that child's memo,
/// the same child change after change: it shares the array of the cut
/// before and keeps the new memo beside it, rather than copying the array
/// (a reference per child, made and then released at every change).
struct MemoList: RandomAccessCollection, Sendable {
    private var base: [EntryMemo]
    private var patchIndex = -1
    private var patch: EntryMemo?

    init(_ memos: [EntryMemo]) {
        base = memos
    }

    var startIndex: Int { 0 }
    var endIndex: Int { base.count }

    subscript(index: Int) -> EntryMemo {
        if index == patchIndex, let patch { return patch }
        return base[index]
    }

    /// Puts `memo` at `index`: beside the array, if no other index holds
    /// one there.
    mutating func replace(at index: Int, with memo: EntryMemo) {
        if let patch, patchIndex != index {
            // Another index was patched: both go into the array.
            base[patchIndex] = patch
        }
        patch = memo
        patchIndex = index
    }
}

/// The cut of one entry and what it shows, in the context it was cut in.
final class EntryMemo: Sendable {
    let entry: EntrySnapshot
    let placement: Placement
    let outer: Outer?
    /// Whether the entry took the placement and outer entries of the entry
    /// that shows its flow, as a flow's first entry does.
    let takesFirst: Bool
    let fragment: Fragment
    /// Whether the entry, or an entry of what it shows, is guarded.
    let containsGuard: Bool
    /// The memo of the flow or container it shows.
    let child: CutMemo?
    /// For a container's child: its stack, as the container holds it.
    let layerChild: LayerChild?
    /// The entries from the observed coordinator down to this one, which
    /// the items it draws carry; empty for an alert's memo.
    let lineage: [EntryID]

    init(
        entry: EntrySnapshot,
        placement: Placement,
        outer: Outer?,
        takesFirst: Bool,
        fragment: Fragment,
        containsGuard: Bool,
        child: CutMemo?,
        layerChild: LayerChild?,
        lineage: [EntryID] = []
    ) {
        self.entry = entry
        self.placement = placement
        self.outer = outer
        self.takesFirst = takesFirst
        self.fragment = fragment
        self.containsGuard = containsGuard
        self.child = child
        self.layerChild = layerChild
        self.lineage = lineage
    }

    /// This memo's lineage, if it is `id`'s below `parent`: the next cut
    /// of the same entry takes it rather than making the array again.
    func lineage(of id: EntryID, below parent: [EntryID]) -> [EntryID]? {
        guard entry.id == id, lineage.count == parent.count + 1 else { return nil }
        for index in parent.indices where lineage[index] != parent[index] { return nil }
        return lineage
    }

    /// Whether the memo is the cut of this entry in this context: the very
    /// same subtree, equal fields, the same placement and outer entries.
    func matches(_ other: EntrySnapshot, _ placement: Placement, _ outer: Outer?) -> Bool {
        guard self.placement == placement, self.outer == outer else { return false }
        switch (entry.child, other.child) {
        case (nil, nil): break
        case (let mine?, let theirs?): guard mine.isIdentical(to: theirs) else { return false }
        default: return false
        }
        // With identical children, equality compares the entries' own fields only.
        return entry == other
    }
}
