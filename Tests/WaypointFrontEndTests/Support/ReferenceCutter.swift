import Waypoint
import WaypointFrontEnd

/// The cut of a snapshot into modal layers as `WaypointFrontEnd` made it
/// before it cut incrementally: a walk of the whole tree that keeps its
/// layers as references, because entries pushed above a container land in a
/// stack nested inside an item that is already placed. The model-based
/// tests compare the library's cut with it.
struct ReferenceCutter {
    /// The layers of a snapshot, bottom first.
    static func layers(_ snapshot: CoordinatorSnapshot) -> [ModalLayer] {
        var cutter = ReferenceCutter()
        return cutter.cut(snapshot)
    }

    /// The alerts and confirmation dialogs of a snapshot, in the order they were asked.
    static func alerts(_ snapshot: CoordinatorSnapshot) -> [LayerAlert] {
        var cutter = ReferenceCutter()
        _ = cutter.cut(snapshot)
        return cutter.alerts.sorted { $0.id < $1.id }
    }

    /// The alerts met on the walk.
    private var alerts: [LayerAlert] = []

    /// Where a walk puts the next item.
    private struct Cursor {
        /// The layers made so far, bottom first.
        var chain: [LayerBox]
        /// The layer that receives pushes.
        var current: LayerBox
    }

    /// Where an entry is drawn.
    private enum Placement {
        /// At the bottom of an existing layer.
        case base(LayerBox)
        /// On the current layer's path.
        case push
        /// At the bottom of a new modal layer, presented by this entry.
        case modal(EntrySnapshot)
    }

    private mutating func cut(_ snapshot: CoordinatorSnapshot) -> [ModalLayer] {
        let base = LayerBox(id: nil, presentation: .root)
        var cursor = Cursor(chain: [base], current: base)
        switch Self.shape(of: snapshot) {
        case .stack, .wrapper:
            walk(snapshot, first: .base(base), outer: [], lineage: [], cursor: &cursor)
        case .container:
            let (container, lifted, current) = containerBox(snapshot, host: nil, lineage: [])
            base.base = .container(container)
            cursor.chain += lifted
            if let current { cursor.current = current }
        }
        return cursor.chain.map { $0.freeze() }
    }

    private enum Shape {
        case stack, wrapper, container
    }

    /// How a coordinator is drawn: a stack continues its parent's layer, a
    /// wrapper is transparent, anything else is a container.
    private static func shape(of snapshot: CoordinatorSnapshot) -> Shape {
        switch snapshot.kind {
        case .navigation: .stack
        case .wrapper: .wrapper
        default: .container
        }
    }

    /// Walks the entries of a stack (or a wrapper's single content) in order.
    /// The first entry takes `first`, the placement of the entry that shows the
    /// flow; the rest are placed by their own presentation.
    ///
    /// - Parameter outer: the entries the first item stands for besides its own:
    ///   the entries whose child flow it is the root of.
    private mutating func walk(
        _ node: CoordinatorSnapshot,
        first: Placement,
        outer: [EntrySnapshot],
        lineage: [EntryID],
        cursor: inout Cursor
    ) {
        for (index, entry) in node.entries.enumerated() {
            if entry.presentation.isAlert {
                // Not a layer: drawn above the modal chain, in the order asked.
                alerts.append(
                    LayerAlert(
                        id: entry.id,
                        route: entry.route,
                        coordinator: node.type,
                        presentation: entry.presentation,
                        content: entry.alert ?? AlertSnapshot(title: "", buttons: []),
                        anchor: entry.style?.anchor,
                        isAwaited: entry.isAwaited,
                        isGuarded: entry.isGuarded,
                        lineage: lineage + [entry.id]
                    )
                )
                continue
            }
            let isFirst = index == 0 && (entry.presentation == .root || entry.presentation == .content)
            let placement: Placement =
                isFirst ? first : entry.presentation.isModal ? .modal(entry) : .push
            place(
                entry,
                in: node,
                placement,
                outer: isFirst ? outer : [],
                lineage: lineage + [entry.id],
                cursor: &cursor
            )
        }
    }

    private mutating func place(
        _ entry: EntrySnapshot,
        in node: CoordinatorSnapshot,
        _ placement: Placement,
        outer: [EntrySnapshot],
        lineage: [EntryID],
        cursor: inout Cursor
    ) {
        let standsFor = outer + [entry]
        if let child = entry.child {
            switch Self.shape(of: child) {
            case .stack, .wrapper:
                walk(child, first: placement, outer: standsFor, lineage: lineage, cursor: &cursor)
                return
            case .container:
                let (container, lifted, current) = containerBox(child, host: entry.id, lineage: lineage)
                let item = ItemBox(entry, in: node, standsFor: standsFor, lineage: lineage, container: container)
                put(item, placement, &cursor)
                cursor.chain += lifted
                if let current { cursor.current = current }
                return
            }
        }
        put(ItemBox(entry, in: node, standsFor: standsFor, lineage: lineage, container: nil), placement, &cursor)
    }

    private func put(_ item: ItemBox, _ placement: Placement, _ cursor: inout Cursor) {
        switch placement {
        case .base(let layer):
            layer.base = .item(item)
            cursor.current = layer
        case .push:
            cursor.current.path.append(item)
        case .modal(let entry):
            let layer = LayerBox(id: entry.id, presentation: entry.presentation)
            layer.style = entry.style
            layer.detent = entry.detent
            layer.base = .item(item)
            cursor.chain.append(layer)
            cursor.current = layer
        }
    }

    /// Cuts a container: a stack per child. Returns the modal layers of the
    /// selected child, to lift above the container's layer, and the selected
    /// child's top layer, which receives what is pushed above the container.
    private mutating func containerBox(
        _ snapshot: CoordinatorSnapshot,
        host: EntryID?,
        lineage: [EntryID]
    ) -> (ContainerBox, lifted: [LayerBox], current: LayerBox?) {
        let container = ContainerBox(id: host, snapshot: snapshot)
        var lifted: [LayerBox] = []
        var current: LayerBox?
        for entry in snapshot.entries {
            let stack = LayerBox(id: entry.id, presentation: entry.presentation)
            var cursor = Cursor(chain: [stack], current: stack)
            place(entry, in: snapshot, .base(stack), outer: [], lineage: lineage + [entry.id], cursor: &cursor)
            container.children.append((entry, stack))
            if snapshot.split != nil {
                lifted += cursor.chain.dropFirst()  // a split lifts every column's layers
            } else if entry.id == snapshot.selected {
                lifted = Array(cursor.chain.dropFirst())
                current = cursor.current
            }
        }
        return (container, lifted, current)
    }
}

/// A layer while it is being cut.
private final class LayerBox {
    enum Base {
        case empty
        case item(ItemBox)
        case container(ContainerBox)
    }

    let id: EntryID?
    let presentation: Presentation
    var style: ModalStyle?
    var detent: SheetDetent?
    var base = Base.empty
    var path: [ItemBox] = []

    init(id: EntryID?, presentation: Presentation) {
        self.id = id
        self.presentation = presentation
    }

    func freeze() -> ModalLayer {
        let frozen: ModalLayer.Base =
            switch base {
            case .empty: .empty
            case .item(let item): .item(item.freeze())
            case .container(let container): .container(container.freeze())
            }
        return ModalLayer(
            id: id,
            presentation: presentation,
            base: frozen,
            path: path.map { $0.freeze() },
            style: style,
            detent: detent
        )
    }
}

/// An item while it is being cut.
private final class ItemBox {
    let entry: EntrySnapshot
    let coordinator: String
    let presentation: Presentation
    let isAwaited: Bool
    let isGuarded: Bool
    let lineage: [EntryID]
    let container: ContainerBox?

    init(
        _ entry: EntrySnapshot,
        in node: CoordinatorSnapshot,
        standsFor: [EntrySnapshot],
        lineage: [EntryID],
        container: ContainerBox?
    ) {
        self.entry = entry
        self.coordinator = node.type
        self.presentation = standsFor.first?.presentation ?? entry.presentation
        self.isAwaited = standsFor.contains { $0.isAwaited }
        // Removing the item removes the outermost entry it stands for, with its subtree.
        self.isGuarded = (standsFor.first ?? entry).containsGuard
        self.lineage = lineage
        self.container = container
    }

    func freeze() -> LayerItem {
        LayerItem(
            id: entry.id,
            route: entry.route,
            input: entry.input,
            coordinator: coordinator,
            presentation: presentation,
            isAwaited: isAwaited,
            isGuarded: isGuarded,
            lineage: lineage,
            container: container?.freeze()
        )
    }
}

/// A container while it is being cut.
private final class ContainerBox {
    let id: EntryID?
    let snapshot: CoordinatorSnapshot
    var children: [(entry: EntrySnapshot, stack: LayerBox)] = []

    init(id: EntryID?, snapshot: CoordinatorSnapshot) {
        self.id = id
        self.snapshot = snapshot
    }

    func freeze() -> LayerContainer {
        LayerContainer(
            id: id,
            kind: snapshot.kind,
            type: snapshot.type,
            attributes: snapshot.attributes,
            selected: snapshot.selected,
            children: children.map { child in
                LayerChild(
                    id: child.entry.id,
                    route: child.entry.route,
                    item: child.entry.item,
                    presentation: child.entry.presentation,
                    stack: child.stack.freeze()
                )
            },
            split: snapshot.split
        )
    }
}

extension EntrySnapshot {
    /// Whether the entry, or any entry of the flow it shows, is guarded.
    fileprivate var containsGuard: Bool {
        isGuarded || (child?.entries.contains { $0.containsGuard } ?? false)
    }
}
