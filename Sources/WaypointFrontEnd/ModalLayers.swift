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
public struct ModalLayers: Sendable, Hashable {
    /// The modal layers, bottom first: `layers[0]` is the base, and each later
    /// layer is presented by the one before it.
    public let layers: [ModalLayer]
    /// Every alert and confirmation dialog of the cut, in the order they were
    /// asked (the snapshot's `CoordinatorSnapshot.alerts`): the first is shown
    /// above the top layer, the others wait for it to end.
    public let alerts: [LayerAlert]
    /// For each entry of a stack, the entry below it in the same stack.
    let predecessors: [EntryID: EntryID]
    /// For each entry, a key naming the coordinator whose stack holds it.
    let nodes: [EntryID: Int]

    /// Cuts a snapshot into layers.
    ///
    /// - Parameter snapshot: the observed coordinator's snapshot, usually the
    ///   app's root coordinator.
    public init(_ snapshot: CoordinatorSnapshot) {
        var cutter = LayerCutter()
        layers = cutter.cut(snapshot)
        predecessors = cutter.predecessors
        nodes = cutter.nodes
        alerts = cutter.alerts.sorted { $0.id < $1.id }
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
