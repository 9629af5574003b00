import Waypoint

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

extension LayerItem {
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
