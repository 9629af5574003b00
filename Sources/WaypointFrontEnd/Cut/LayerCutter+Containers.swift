import Waypoint

// Cutting a container (tabs, a split view): a stack per child, the selected
// child's modal layers lifted above it, and a container patched in place
// when only some of its children changed.
extension LayerCutter {
    /// Cuts a container: a stack per child, and, for the selected child, the
    /// modal layers to lift above the container's layer and where pushes
    /// above the container land. A split view's columns each lift their
    /// modal layers, in column order.
    static func containerCut(
        _ snapshot: CoordinatorSnapshot,
        host: EntryID?,
        lineage: [EntryID],
        memo old: CutMemo?
    ) -> CutMemo {
        if let old, old.container != nil, old.snapshot.isIdentical(to: snapshot) { return old }
        let old = old?.reusable(for: snapshot)
        if let old, let patched = patched(old, to: snapshot, host: host, lineage: lineage) { return patched }
        let entries = snapshot.entryList
        var memos: [EntryMemo] = []
        memos.reserveCapacity(entries.count)
        var children: [LayerChild] = []
        children.reserveCapacity(entries.count)
        // The container is made once its children are known, below: one box, not two.
        var (lifted, depth, above, alerts): ([ModalLayer], Int?, Int, [LayerAlert]) = ([], nil, 0, [])
        var guarded = false
        let selected = snapshot.selected
        let isSplit = snapshot.split != nil
        for index in entries.indices {
            // Each child is placed at the bottom of its own stack, for itself alone.
            let memo =
                old?.reused(at: index, of: entries, first: .base, outer: nil).flatMap {
                    $0.layerChild == nil ? nil : $0
                }
                ?? placeChild(entries[index], in: snapshot, lineage: lineage, memo: old?.entry(at: index))
            guarded = guarded || memo.containsGuard
            if let child = memo.layerChild { children.append(child) }
            // Every child's alerts, selected or not: the cut orders them.
            if !memo.fragment.alerts.isEmpty { alerts += memo.fragment.alerts }
            if isSplit {
                // A split's columns are all on screen: each lifts its modal
                // layers, in column order. Pushes above it land above it.
                lifted += memo.fragment.layers
            } else if memo.entry.id == selected {
                lifted = memo.fragment.layers
                depth = memo.fragment.depth
                above = memo.fragment.above
            }
            // (Last: the memo is moved into the array, not retained once more.)
            memos.append(memo)
        }
        let cut = ContainerCut(
            container: LayerContainer(snapshot, host: host, children: children),
            lifted: lifted,
            depth: depth,
            above: above,
            alerts: alerts
        )
        return CutMemo(
            snapshot: snapshot, entryList: entries, containsGuard: guarded, entries: MemoList(memos), container: cut)
    }

    /// Cuts a container's child: at the bottom of its own stack, for itself
    /// alone, its stack made.
    private static func placeChild(
        _ entry: EntrySnapshot,
        in container: CoordinatorSnapshot,
        lineage: [EntryID],
        memo old: EntryMemo?
    ) -> EntryMemo {
        place(entry, in: container, .base, outer: nil, lineage: lineage, memo: old, takesFirst: true, isChild: true)
    }

    /// The cut of a container's child whose entry changed by its child
    /// flow alone (the engine keeps the entry's box and puts the new child
    /// beside it), a stack or a wrapper: what `placeChild` makes of it, with
    /// the entry's own fields taken as they were. Its stack is walked again
    /// from the memo before; its tab keeps the box of its other fields.
    /// `nil` when the entry changed otherwise, or shows a container.
    private static func rewalkedChild(
        at index: Int,
        of entries: EntryList,
        sharedWith old: CutMemo,
        earlier: EntryMemo,
        lineage: [EntryID]
    ) -> EntryMemo? {
        guard let layerChild = earlier.layerChild, old.sharesFields(at: index, with: entries),
            let flow = entries.child(at: index), Shape(flow) != .container
        else { return nil }
        // The entry's own fields are those of the entry before (the engine
        // kept their box): the memo's copy of it takes the new child, rather
        // than the entry being made again from the box.
        var entry = earlier.entry
        entry.child = flow
        let lineage = earlier.lineage(of: entry.id, below: lineage) ?? lineage + CollectionOfOne(entry.id)
        // As `place` walks a child flow: placed at the bottom of the child's
        // own stack, standing for the child's entry.
        var (fragment, memo) = walk(
            flow,
            first: .base,
            outer: Outer(
                presentation: entry.presentation, isAwaited: entry.isAwaited, transition: entry.style?.transition),
            lineage: lineage,
            memo: earlier.entry.id == entry.id ? earlier.child : nil
        )
        let guarded = entry.isGuarded || memo.containsGuard
        fragment.setLeadGuard(guarded)
        let stack = ModalLayer(
            id: entry.id,
            presentation: entry.presentation,
            base: fragment.head.base,
            path: fragment.head.path
        )
        return EntryMemo(
            entry: entry,
            placement: .base,
            outer: nil,
            takesFirst: true,
            fragment: fragment,
            containsGuard: guarded,
            child: memo,
            layerChild: layerChild.replacingStack(stack),
            lineage: lineage
        )
    }

    /// The cut of a container whose children are the memo's, but for some
    /// whose entries changed in place (most changes: one child's flow
    /// changed), with the same selection: the memo's children and memos,
    /// with those cut again. `nil` when the cut must be made in full: a
    /// split view, children added, removed or selected, or a child with no
    /// stack (an alert).
    private static func patched(
        _ old: CutMemo,
        to snapshot: CoordinatorSnapshot,
        host: EntryID?,
        lineage: [EntryID]
    ) -> CutMemo? {
        let entries = snapshot.entryList
        guard let before = old.container, !before.container.isSplit, snapshot.split == nil,
            old.entries.count == entries.count, before.container.childList.count == entries.count,
            before.container.selected == snapshot.selected
        else { return nil }
        var memos = old.entries
        var children = before.container.childList
        var (guardChanged, alertsChanged, selectionChanged) = (false, false, false)
        let selected = snapshot.selected
        // Successive snapshots of a container share their entries but the
        // patched ones (the child that leads to the change): only those are
        // compared.
        let onlyAt = old.patchedPositions(sharingStorageWith: entries)
        for index in entries.indices {
            if let (earlierPatch, laterPatch) = onlyAt, index != earlierPatch, index != laterPatch { continue }
            if old.isIdentical(at: index, to: entries) { continue }
            let earlier = memos[index]
            let memo =
                rewalkedChild(at: index, of: entries, sharedWith: old, earlier: earlier, lineage: lineage)
                ?? placeChild(entries[index], in: snapshot, lineage: lineage, memo: earlier)
            guard let child = memo.layerChild else { return nil }
            guardChanged = guardChanged || memo.containsGuard != earlier.containsGuard
            alertsChanged = alertsChanged || !memo.fragment.alerts.isEmpty || !earlier.fragment.alerts.isEmpty
            selectionChanged = selectionChanged || memo.entry.id == selected || earlier.entry.id == selected
            children = children.replacing(at: index, with: child)
            memos.replace(at: index, with: memo)
        }
        var cut = before
        // The same kind, type and selection, and no split: the fields stay
        // in the box of the container before unless its host or attributes
        // changed.
        cut.container =
            before.container.id == host && before.container.attributes == snapshot.attributes
            ? before.container.replacingChildren(children)
            : LayerContainer(snapshot, host: host, children: children.array)
        if selectionChanged {
            // The selected child's layers, as the full cut finds them.
            let shown = memos.first { $0.entry.id == selected }
            cut.lifted = shown?.fragment.layers ?? []
            cut.depth = shown?.fragment.depth
            cut.above = shown?.fragment.above ?? 0
        }
        if alertsChanged { cut.alerts = memos.flatMap(\.fragment.alerts) }
        let guarded = guardChanged ? memos.contains { $0.containsGuard } : old.containsGuard
        return CutMemo(snapshot: snapshot, entryList: entries, containsGuard: guarded, entries: memos, container: cut)
    }
}

/// A container's cut.
struct ContainerCut: Sendable {
    var container: LayerContainer
    /// The modal layers presented in the selected child, lifted above the container's layer.
    var lifted: [ModalLayer] = []
    /// Where pushes above the container land in its selected child (see
    /// ``Fragment/depth``), or `nil` without a selected child.
    var depth: Int?
    /// How many of the last lifted layers pushes above the container land
    /// under (see ``Fragment/above``).
    var above = 0
    /// The alerts of every child, selected or not.
    var alerts: [LayerAlert] = []
}

extension LayerContainer {
    /// A container of the snapshot's kind, shown by `host`.
    init(_ snapshot: CoordinatorSnapshot, host: EntryID?, children: [LayerChild]) {
        self.init(
            id: host,
            kind: snapshot.kind,
            type: snapshot.type,
            attributes: snapshot.attributes,
            selected: snapshot.selected,
            children: children,
            split: snapshot.split
        )
    }
}
