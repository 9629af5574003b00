public import Waypoint

/// A snapshot cut into the modal layers a front end draws, each a navigation
/// stack with a path, and the containers (tabs) inside them.
///
/// Walking the tree from the observed coordinator, every entry is drawn in the
/// layer below it: a push joins the current layer's path, a sheet or a
/// full-screen cover starts a new layer on top, and a child flow's entries
/// continue where the entry that shows it stands (its root takes that entry's
/// place). A container is one item of its layer; each of its children gets a
/// stack of its own (``LayerChild/stack``), and the modal layers presented in
/// the selected child are lifted into ``layers``, so that every modal layer is
/// presented by the one before it. Entries pushed above a container land in its
/// selected child's stack. A wrapper is transparent: its child is drawn in its
/// place.
///
/// Alerts and confirmation dialogs are not layers: they are listed apart in
/// ``alerts``, and ``alert``, the first asked, is drawn above the top layer.
///
/// ```swift
/// // app ─ root: tabs ─ todos tab: list, push todo(1), sheet create: form
/// let layers = ModalLayers(app.navigation.snapshot)
/// layers.layers.count                                   // 2
/// layers.layers[0].container?.selectedChild?.stack.pathIDs   // [todo(1)]
/// layers.layers[1].presentation                         // .sheet
/// ```
///
/// The cut is a pure function of the snapshot, so it is tested on any
/// platform; a SwiftUI front end only binds its layers to `NavigationStack`,
/// `sheet`, `fullScreenCover` and `TabView`, and reports what the user did with
/// ``intents(forPath:in:)``, ``intent(forDismissing:)`` and
/// ``intent(forSelecting:in:)``.
///
/// A front end that follows changes cuts each new snapshot with
/// ``init(_:reusing:)``: the cut of every subtree the change did not touch is
/// reused as it was, so a change costs what it changed, not what the app holds.
public struct ModalLayers: Sendable, Hashable {
    /// The modal layers, bottom first: `layers[0]` is the base, and each later
    /// layer is presented by the one before it.
    public let layers: [ModalLayer]
    /// Every alert and confirmation dialog of the cut, in the order they were
    /// asked (the snapshot's `CoordinatorSnapshot.alerts`): the first is shown
    /// above the top layer, the others wait for it to end.
    public let alerts: [LayerAlert]
    /// The snapshot cut: intents name the entries it holds.
    let snapshot: CoordinatorSnapshot
    /// What the cut of each subtree gave, for a later cut to reuse.
    let memo: CutMemo

    /// Cuts a snapshot into layers.
    ///
    /// - Parameter snapshot: the observed coordinator's snapshot, usually the
    ///   app's root coordinator.
    public init(_ snapshot: CoordinatorSnapshot) {
        self.init(snapshot, memo: nil)
    }

    /// Cuts a snapshot into layers, reusing an earlier cut for every subtree
    /// that did not change: the same layers as ``init(_:)``, in time
    /// proportional to what changed.
    ///
    /// The engine keeps the snapshot of each coordinator whose subtree a
    /// change did not touch, so the snapshots of successive changes share
    /// those subtrees (`CoordinatorSnapshot.isIdentical(to:)`); their cut is
    /// taken from `previous` as it was, and the layers share their storage
    /// with `previous`'s. Any earlier cut will do, of the same coordinator or
    /// not, however many changes ago: only the time it takes depends on it,
    /// never the result. A front end that missed changes, or reads them out
    /// of order, still gets the cut of the snapshot it reads.
    ///
    /// ```swift
    /// var layers = ModalLayers(app.navigation.snapshot)
    /// for await _ in app.navigation.changes() {
    ///     layers = ModalLayers(app.navigation.snapshot, reusing: layers)
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - snapshot: the observed coordinator's snapshot, usually the app's
    ///     root coordinator.
    ///   - previous: an earlier cut, usually of the snapshot before.
    public init(_ snapshot: CoordinatorSnapshot, reusing previous: ModalLayers) {
        if previous.snapshot.isIdentical(to: snapshot) {
            self = previous
        } else {
            self.init(snapshot, memo: previous.memo)
        }
    }

    private init(_ snapshot: CoordinatorSnapshot, memo previous: CutMemo?) {
        let (layers, alerts, memo) = LayerCutter.cut(snapshot, reusing: previous)
        self.layers = layers
        self.alerts = alerts
        self.snapshot = snapshot
        self.memo = memo
    }

    /// Whether two cuts have the same layers and were cut from equal snapshots.
    ///
    /// - Parameters:
    ///   - lhs: a cut.
    ///   - rhs: another cut.
    /// - Returns: `true` if the layers and the snapshots are equal.
    public static func == (lhs: ModalLayers, rhs: ModalLayers) -> Bool {
        lhs.layers == rhs.layers && lhs.snapshot == rhs.snapshot
    }

    /// Hashes the layers.
    ///
    /// - Parameter hasher: the hasher to feed.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(layers)
    }

    /// The alert or confirmation dialog to show now, above the top layer,
    /// whoever asked for it; `nil` if none is asked.
    public var alert: LayerAlert? { alerts.first }

    /// The layer on top: the one the user sees.
    public var top: ModalLayer? { layers.last }

    /// The item on top of the top layer: the screen the user sees.
    public var topItem: LayerItem? { top?.top }

    /// The layer with this id: a modal layer, the base layer (`nil`), or a
    /// container child's stack anywhere in the cut.
    ///
    /// - Parameter id: a ``ModalLayer/id``.
    /// - Returns: the layer, or `nil` if the cut has no such layer.
    public func layer(_ id: EntryID?) -> ModalLayer? {
        Self.layer(id, in: layers)
    }

    /// The container shown by this entry, or the observed container (`nil`).
    ///
    /// - Parameter id: a ``LayerContainer/id``.
    /// - Returns: the container, or `nil` if the cut has no such container.
    public func container(_ id: EntryID?) -> LayerContainer? {
        Self.container(id, in: layers)
    }

    /// The layer with this id in a chain of layers, container children's stacks included.
    static func layer(_ id: EntryID?, in chain: [ModalLayer]) -> ModalLayer? {
        chain.lazy.compactMap { find(id, in: $0) }.first
    }

    /// The container with this id in a chain of layers.
    static func container(_ id: EntryID?, in chain: [ModalLayer]) -> LayerContainer? {
        chain.lazy.compactMap { findContainer(id, in: $0) }.first
    }

    /// The layer presented by the layer with this id, if any: what its sheet
    /// or full-screen cover shows.
    ///
    /// - Parameter id: the presenting layer's ``ModalLayer/id``.
    /// - Returns: the next layer up, or `nil` if nothing is presented on it.
    public func presented(by id: EntryID?) -> ModalLayer? {
        guard let index = layers.firstIndex(where: { $0.id == id }), index + 1 < layers.count else { return nil }
        return layers[index + 1]
    }

    static func find(_ id: EntryID?, in layer: ModalLayer) -> ModalLayer? {
        if layer.id == id { return layer }
        for item in [layer.root].compactMap({ $0 }) + layer.path {
            if let container = item.container, let found = find(id, in: container) { return found }
        }
        if case .container(let container) = layer.base, let found = find(id, in: container) { return found }
        return nil
    }

    private static func find(_ id: EntryID?, in container: LayerContainer) -> ModalLayer? {
        for child in container.children {
            if let found = find(id, in: child.stack) { return found }
        }
        return nil
    }

    static func findContainer(_ id: EntryID?, in layer: ModalLayer) -> LayerContainer? {
        var containers: [LayerContainer] = []
        if let container = layer.container { containers.append(container) }
        containers += layer.path.compactMap(\.container)
        for container in containers {
            if container.id == id { return container }
            for child in container.children {
                if let found = findContainer(id, in: child.stack) { return found }
            }
        }
        return nil
    }
}
