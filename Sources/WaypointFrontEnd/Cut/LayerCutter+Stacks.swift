import Waypoint

// Cutting a stack's entries in order: each entry's item, the flow or the
// container it shows, and where it lands.
extension LayerCutter {
    /// Walks the entries of a stack (or a wrapper's single content) in order.
    /// The first entry takes `first`, the placement of the entry that shows the
    /// flow, and `outer`, what the entries it stands for give it; the rest are
    /// placed by their own presentation.
    static func walk(
        _ node: CoordinatorSnapshot,
        first: Placement,
        outer: Outer?,
        lineage: [EntryID],
        memo old: CutMemo?
    ) -> (Fragment, CutMemo) {
        let old = old?.reusable(for: node)
        let entries = node.entryList
        var fragment = Fragment.empty
        var memos: [EntryMemo] = []
        memos.reserveCapacity(entries.count)
        var guarded = false
        for index in entries.indices {
            let memo: EntryMemo
            if let reused = old?.reused(at: index, of: entries, first: first, outer: outer) {
                memo = reused
            } else {
                let entry = entries[index]
                let isFirst = index == 0 && (entry.presentation == .root || entry.presentation == .content)
                let placement: Placement =
                    isFirst ? first : entry.presentation.isModal ? .modal(ModalHead(entry)) : .push
                memo = place(
                    entry,
                    in: node,
                    placement,
                    outer: isFirst ? outer : nil,
                    lineage: lineage,
                    memo: old?.entry(at: index),
                    takesFirst: isFirst
                )
            }
            if memo.takesFirst { fragment.lead = memo.fragment.lead }
            fragment.append(fragmentOf: memo)
            guarded = guarded || memo.containsGuard
            // (Last: the memo is moved into the array, not retained once more.)
            memos.append(memo)
        }
        return (fragment, CutMemo(snapshot: node, entryList: entries, containsGuard: guarded, entries: MemoList(memos)))
    }

    /// Cuts one entry: the item it draws, or the flow or the container it
    /// shows. The entry's earlier memo is reused when nothing it depends on
    /// changed.
    ///
    /// - Parameters:
    ///   - outer: what the entries the item stands for besides this one give
    ///     it (the entries whose child flow this entry is the root of), or
    ///     `nil` when the entry stands for itself alone: then it sets the guard
    ///     of the item that stands for it.
    ///   - lineage: the entries from the observed coordinator down to `node`.
    ///   - takesFirst: whether the entry takes the placement and outer
    ///     entries of the one that shows its flow (or, for a container's
    ///     child, of its own stack).
    ///   - isChild: whether the entry is a container's child, whose own stack
    ///     is made here.
    static func place(
        _ entry: EntrySnapshot,
        in node: CoordinatorSnapshot,
        _ placement: Placement,
        outer: Outer?,
        lineage: [EntryID],
        memo old: EntryMemo?,
        takesFirst: Bool,
        isChild: Bool = false
    ) -> EntryMemo {
        if let old, old.matches(entry, placement, outer), old.takesFirst == takesFirst,
            !isChild || old.layerChild != nil
        {
            return old
        }
        if entry.presentation.isAlert { return alertMemo(entry, in: node, placement, lineage: lineage) }
        // A memo of another entry at this place says nothing about this one's flow.
        let oldChild = old.flatMap { $0.entry.id == entry.id ? $0.child : nil }
        let lineage = old?.lineage(of: entry.id, below: lineage) ?? lineage + CollectionOfOne(entry.id)
        var fragment: Fragment
        var childMemo: CutMemo?
        var guarded = entry.isGuarded
        switch entry.child.map(Shape.init) {
        case .stack?, .wrapper?:
            let standsFor = Outer(
                presentation: outer?.presentation ?? entry.presentation,
                isAwaited: (outer?.isAwaited ?? false) || entry.isAwaited,
                transition: outer == nil ? entry.style?.transition : outer?.transition
            )
            // `entry.child` is not nil here; the default keeps the walk total.
            let memo: CutMemo
            // (Assigned in place: the walked fragment is not copied.)
            (fragment, memo) = walk(
                entry.child ?? node,
                first: placement,
                outer: standsFor,
                lineage: lineage,
                memo: oldChild
            )
            childMemo = memo
            guarded = guarded || memo.containsGuard
        case .container?:
            let memo = containerCut(entry.child ?? node, host: entry.id, lineage: lineage, memo: oldChild)
            childMemo = memo
            guarded = guarded || memo.containsGuard
            let cut = memo.container ?? ContainerCut(container: LayerContainer(node, host: entry.id, children: []))
            let item = LayerItem(
                entry, in: node, outer: outer, isGuarded: guarded, lineage: lineage, container: cut.container)
            fragment = Fragment(placing: item, placement, lifted: cut.lifted, depth: cut.depth, above: cut.above)
            fragment.alerts = cut.alerts
        case nil:
            let item = LayerItem(entry, in: node, outer: outer, isGuarded: guarded, lineage: lineage, container: nil)
            fragment = Fragment(placing: item, placement)
        }
        // Removing the item removes the outermost entry it stands for, with its subtree.
        if outer == nil { fragment.setLeadGuard(guarded) }
        var child: LayerChild?
        if isChild {
            let stack = ModalLayer(
                id: entry.id,
                presentation: entry.presentation,
                base: fragment.head.base,
                path: fragment.head.path
            )
            // A child whose stack alone changed keeps its other fields' box.
            child =
                old?.layerChild?.remade(for: entry, stack: stack)
                ?? LayerChild(
                    id: entry.id,
                    route: entry.route,
                    item: entry.item,
                    presentation: entry.presentation,
                    stack: stack
                )
        }
        return EntryMemo(
            entry: entry,
            placement: placement,
            outer: outer,
            takesFirst: takesFirst,
            fragment: fragment,
            containsGuard: guarded,
            child: childMemo,
            layerChild: child,
            lineage: lineage
        )
    }
}

extension LayerItem {
    /// The item that draws an entry of `node`.
    fileprivate init(
        _ entry: EntrySnapshot,
        in node: CoordinatorSnapshot,
        outer: Outer?,
        isGuarded: Bool,
        lineage: [EntryID],
        container: LayerContainer?
    ) {
        self.init(
            id: entry.id,
            route: entry.route,
            input: entry.input,
            coordinator: node.type,
            presentation: outer?.presentation ?? entry.presentation,
            isAwaited: (outer?.isAwaited ?? false) || entry.isAwaited,
            // An item that stands for outer entries gets its guard from the outermost one, later.
            isGuarded: outer == nil && isGuarded,
            lineage: lineage,
            container: container,
            transition: outer == nil ? entry.style?.transition : outer?.transition
        )
    }
}
