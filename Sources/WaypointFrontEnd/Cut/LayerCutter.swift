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
}
