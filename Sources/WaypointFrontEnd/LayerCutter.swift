import Waypoint

/// Cuts a snapshot into ``ModalLayers``, reusing the cut of an earlier
/// snapshot for every subtree that did not change.
///
/// Each entry is cut into a ``Fragment``: what it draws relative to the layer
/// that is current when its turn comes (an item at the bottom or on the path
/// of that layer, the layers it opens above it, and where later pushes land).
/// A flow's fragment is its entries' fragments put one after the other, so it
/// depends only on the flow's subtree and on the few things its entry brings
/// (how it is placed, what the entries it stands for give its first item).
/// The cut keeps each entry's fragment in an ``EntryMemo``; the next cut
/// reuses it when the entry, the identity of the snapshot it shows
/// (`CoordinatorSnapshot.isIdentical(to:)`) and that context are the same.
/// The engine keeps the snapshot of every subtree a change did not touch, so
/// a change is cut in time proportional to the coordinators on its way from
/// the root (and their entries), not to the tree.
///
/// A container whose children are at the same indices as before (a child
/// may be another entry there), with the same selection, that is not a
/// split view and has no alert among its children (a change inside one
/// tab), is patched: its children and memos before, with the children whose
/// entries changed cut again; the selected child's layers, the alerts and
/// the guard are read again only when a changed child had or has them.
///
/// Whether an entry's subtree holds a guard is worked out once per subtree,
/// bottom up, as its entries are cut: the item that stands for a chain of
/// entries (a flow's root drawn where the flow's entry stands) gets its guard
/// from the outermost of them, once that entry's subtree is cut.
///
/// Alerts and confirmation dialogs are not layers: each fragment carries the
/// alerts of its entries, those of every child of a container included, and
/// the cut lists them in the order they were asked.
enum LayerCutter {
    /// Cuts a snapshot; `previous` is the memo of an earlier cut, if any.
    static func cut(_ snapshot: CoordinatorSnapshot, reusing previous: CutMemo?) -> (
        layers: [ModalLayer], alerts: [LayerAlert], memo: CutMemo
    ) {
        switch Shape(snapshot) {
        case .stack, .wrapper:
            let (fragment, memo) = walk(snapshot, first: .base, outer: nil, lineage: [], memo: previous)
            let base = ModalLayer(id: nil, presentation: .root, base: fragment.head.base, path: fragment.head.path)
            return (layers(base, above: fragment.layers), ordered(fragment.alerts), memo)
        case .container:
            let memo = containerCut(snapshot, host: nil, lineage: [], memo: previous)
            let cut = memo.container ?? ContainerCut(container: LayerContainer(snapshot, host: nil, children: []))
            let base = ModalLayer(id: nil, presentation: .root, base: .container(cut.container))
            return (layers(base, above: cut.lifted), ordered(cut.alerts), memo)
        }
    }

    /// The base layer and the layers above it, in one array made once.
    private static func layers(_ base: ModalLayer, above: [ModalLayer]) -> [ModalLayer] {
        var layers: [ModalLayer] = []
        layers.reserveCapacity(1 + above.count)
        layers.append(base)
        if !above.isEmpty { layers += above }
        return layers
    }

    /// The alerts in the order they were asked: entry ids grow with time.
    private static func ordered(_ alerts: [LayerAlert]) -> [LayerAlert] {
        alerts.count > 1 ? alerts.sorted { $0.id < $1.id } : alerts
    }

    /// How a coordinator is drawn: a stack continues its parent's layer, a
    /// wrapper is transparent, anything else is a container.
    enum Shape {
        case stack, wrapper, container

        init(_ snapshot: CoordinatorSnapshot) {
            switch snapshot.kind {
            case .navigation: self = .stack
            case .wrapper: self = .wrapper
            default: self = .container
            }
        }
    }

    /// Walks the entries of a stack (or a wrapper's single content) in order.
    /// The first entry takes `first`, the placement of the entry that shows the
    /// flow, and `outer`, what the entries it stands for give it; the rest are
    /// placed by their own presentation.
    private static func walk(
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
        return (fragment, CutMemo(snapshot: node, containsGuard: guarded, entries: MemoList(memos)))
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
    private static func place(
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
                isAwaited: (outer?.isAwaited ?? false) || entry.isAwaited
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
        let child =
            isChild
            ? LayerChild(
                id: entry.id,
                route: entry.route,
                item: entry.item,
                presentation: entry.presentation,
                stack: ModalLayer(
                    id: entry.id,
                    presentation: entry.presentation,
                    base: fragment.head.base,
                    path: fragment.head.path
                )
            ) : nil
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

    /// Cuts an alert or a confirmation dialog: no item, no layer, the alert alone.
    private static func alertMemo(
        _ entry: EntrySnapshot,
        in node: CoordinatorSnapshot,
        _ placement: Placement,
        lineage: [EntryID]
    ) -> EntryMemo {
        var fragment = Fragment()
        fragment.alerts = [
            LayerAlert(
                id: entry.id,
                route: entry.route,
                coordinator: node.type,
                presentation: entry.presentation,
                content: entry.alert ?? AlertSnapshot(title: "", buttons: []),
                anchor: entry.style?.anchor,
                isAwaited: entry.isAwaited,
                isGuarded: entry.isGuarded,
                lineage: lineage + CollectionOfOne(entry.id)
            )
        ]
        return EntryMemo(
            entry: entry,
            placement: placement,
            outer: nil,
            takesFirst: false,
            fragment: fragment,
            containsGuard: entry.isGuarded,
            child: nil,
            layerChild: nil
        )
    }

    /// Cuts a container: a stack per child, and, for the selected child, the
    /// modal layers to lift above the container's layer and where pushes
    /// above the container land. A split view's columns each lift their
    /// modal layers, in column order.
    private static func containerCut(
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
        return CutMemo(snapshot: snapshot, containsGuard: guarded, entries: MemoList(memos), container: cut)
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
            old.entries.count == entries.count, before.container.children.count == entries.count,
            before.container.selected == snapshot.selected
        else { return nil }
        var memos = old.entries
        var children = before.container.children
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
            let memo = placeChild(entries[index], in: snapshot, lineage: lineage, memo: earlier)
            guard let child = memo.layerChild else { return nil }
            guardChanged = guardChanged || memo.containsGuard != earlier.containsGuard
            alertsChanged = alertsChanged || !memo.fragment.alerts.isEmpty || !earlier.fragment.alerts.isEmpty
            selectionChanged = selectionChanged || memo.entry.id == selected || earlier.entry.id == selected
            children[index] = child
            memos.replace(at: index, with: memo)
        }
        var cut = before
        cut.container = LayerContainer(snapshot, host: host, children: children)
        if selectionChanged {
            // The selected child's layers, as the full cut finds them.
            let shown = memos.first { $0.entry.id == selected }
            cut.lifted = shown?.fragment.layers ?? []
            cut.depth = shown?.fragment.depth
            cut.above = shown?.fragment.above ?? 0
        }
        if alertsChanged { cut.alerts = memos.flatMap(\.fragment.alerts) }
        let guarded = guardChanged ? memos.contains { $0.containsGuard } : old.containsGuard
        return CutMemo(snapshot: snapshot, containsGuard: guarded, entries: memos, container: cut)
    }
}

/// Where the first item of an entry is drawn.
enum Placement: Hashable, Sendable {
    /// At the bottom of the layer current when its turn comes: a new layer
    /// (the base layer, or a container child's stack).
    case base
    /// On the path of the layer current when its turn comes.
    case push
    /// At the bottom of a new modal layer, presented by this entry.
    case modal(ModalHead)
}

/// What the entry that presents a modal layer gives the layer.
struct ModalHead: Hashable, Sendable {
    var id: EntryID
    var presentation: Presentation
    var style: ModalStyle?
    var detent: SheetDetent?

    init(_ entry: EntrySnapshot) {
        id = entry.id
        presentation = entry.presentation
        style = entry.style
        detent = entry.detent
    }
}

/// What the entries an item stands for besides its own give it: the
/// presentation of the outermost one, and whether any of them is awaited.
struct Outer: Hashable, Sendable {
    var presentation: Presentation
    var isAwaited: Bool
}

/// What cutting some entries drew, relative to the layer that was current
/// when they began.
struct Fragment: Sendable {
    /// Where the item that stands for the entries of a walk's first entry is.
    enum Lead: Sendable {
        /// ``Fragment/head``'s base item.
        case base
        /// ``Fragment/head``'s first pushed item.
        case push
        /// The base item of the first of ``Fragment/layers``.
        case layer
    }

    /// What landed on the layer current at the start: a base item (placement
    /// `.base`) and the items pushed on it. Its id and presentation mean nothing.
    var head = ModalLayer(id: nil, presentation: .root, base: .empty)
    /// The layers opened above it, bottom first.
    var layers: [ModalLayer] = []
    /// How far inside the current layer (the last of ``layers``, or the
    /// starting layer) later pushes land: each level enters the selected
    /// child's stack of the container shown by the layer's last item.
    var depth = 0
    /// How many of the last ``layers`` later pushes land under: the modal
    /// layers a split view's columns lift above the layer that shows it,
    /// while what is pushed after the split lands beside it.
    var above = 0
    /// Where the item that stands for the first entry (and the entries it
    /// stands for) is, if the first entry drew one.
    var lead: Lead?
    /// The alerts and confirmation dialogs of the entries, in walk order.
    var alerts: [LayerAlert] = []

    init() {}

    /// A fragment with nothing drawn, made once: a walk starts from a copy.
    static let empty = Fragment()

    /// An item placed alone, with the container it shows: its selected
    /// child's lifted layers and where pushes land in it (`depth`, or `nil`
    /// without a selected child).
    init(
        placing item: LayerItem,
        _ placement: Placement,
        lifted: [ModalLayer] = [],
        depth: Int? = nil,
        above: Int = 0
    ) {
        switch placement {
        case .base:
            head.base = .item(item)
            lead = .base
        case .push:
            head.path = [item]
            lead = .push
        case .modal(let head):
            layers = [
                ModalLayer(
                    id: head.id,
                    presentation: head.presentation,
                    base: .item(item),
                    style: head.style,
                    detent: head.detent
                )
            ]
            lead = .layer
        }
        // Without a selected child, later pushes land beside the item; a split
        // view's columns lift their layers all the same, above where they land.
        guard let depth else {
            layers += lifted
            self.above = lifted.count
            return
        }
        // Pushes land in the selected child: inside the container's own layer
        // when every lifted layer is one they land under, else in the lifted
        // layer they land on.
        layers += lifted
        self.above = above
        self.depth = above == lifted.count ? depth + 1 : depth
    }

    /// Puts a later entry's fragment after this one: its start lands where
    /// this one's later pushes land.
    ///
    /// (The memo's fragment is read field by field where the memo holds it:
    /// passing the fragment itself would copy all of it.)
    mutating func append(fragmentOf memo: EntryMemo) {
        if case .empty = memo.fragment.head.base, memo.fragment.head.path.isEmpty {
            // Nothing lands (an alert's fragment): the layers stay as they are.
        } else if layers.count <= above {
            head.land(memo.fragment.head.base, memo.fragment.head.path, depth: depth)
        } else {
            layers[layers.count - 1 - above].land(memo.fragment.head.base, memo.fragment.head.path, depth: depth)
        }
        let next = (layers: memo.fragment.layers, depth: memo.fragment.depth, above: memo.fragment.above)
        if next.layers.isEmpty {
            depth += next.depth
        } else if next.above == next.layers.count {
            // Every layer it lifts is one later pushes land under (a split's columns'): they keep
            // landing where its start landed, under these layers too.
            layers += next.layers
            depth += next.depth
            above += next.layers.count
        } else {
            layers += next.layers
            depth = next.depth
            above = next.above
        }
        if !memo.fragment.alerts.isEmpty { alerts += memo.fragment.alerts }
    }

    /// Sets the guard of the lead item, which the outermost entry it stands
    /// for decides.
    mutating func setLeadGuard(_ isGuarded: Bool) {
        // (An item that has it already, as a lone entry's has, is not made again.)
        switch lead {
        case .base: head.base.setGuard(isGuarded)
        case .push: if !head.path.isEmpty, head.path[0].isGuarded != isGuarded { head.path[0].isGuarded = isGuarded }
        case .layer: if !layers.isEmpty { layers[0].base.setGuard(isGuarded) }
        case nil: break
        }
    }
}

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

    init(snapshot: CoordinatorSnapshot, containsGuard: Bool, entries: MemoList, container: ContainerCut? = nil) {
        self.snapshot = snapshot
        self.containsGuard = containsGuard
        self.entries = entries
        self.container = container
        entryList = snapshot.entryList
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
            container: container
        )
    }

    /// Runs `body` on the stack of the selected child of the container the
    /// item shows; `false` if it shows none.
    fileprivate mutating func enterSelected(_ body: (inout ModalLayer) -> Void) -> Bool {
        guard var shown = container, let index = shown.children.firstIndex(where: { $0.id == shown.selected })
        else { return false }
        body(&shown.children[index].stack)
        container = shown
        return true
    }
}

extension LayerContainer {
    /// A container of the snapshot's kind, shown by `host`.
    fileprivate init(_ snapshot: CoordinatorSnapshot, host: EntryID?, children: [LayerChild]) {
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

extension ModalLayer {
    /// Puts what a fragment drew at its start (its head's base and path) on
    /// this layer, `depth` levels inside it (see ``Fragment/depth``).
    fileprivate mutating func land(_ headBase: Base, _ headPath: [LayerItem], depth: Int) {
        if depth > 0, enterLast({ $0.land(headBase, headPath, depth: depth - 1) }) { return }
        if case .item = headBase { base = headBase }
        path.appendItems(headPath)
    }

    /// Runs `body` on the stack of the selected child of the container shown
    /// by the layer's last item; `false` if there is none.
    private mutating func enterLast(_ body: (inout ModalLayer) -> Void) -> Bool {
        if !path.isEmpty { return path[path.count - 1].enterSelected(body) }
        guard case .item(var item) = base, item.enterSelected(body) else { return false }
        base = .item(item)
        return true
    }
}

extension ModalLayer.Base {
    /// Sets the guard of the base item, if the base is an item.
    fileprivate mutating func setGuard(_ isGuarded: Bool) {
        guard case .item(var item) = self, item.isGuarded != isGuarded else { return }
        item.isGuarded = isGuarded
        self = .item(item)
    }
}
