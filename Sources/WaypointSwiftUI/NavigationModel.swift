#if canImport(SwiftUI)
import Observation
import Waypoint

/// The state a ``CoordinatorView`` draws: the coordinator's snapshot, cut into
/// modal layers, kept current from its changes stream; and the way back, from
/// what SwiftUI reports to the coordinator's `receive(_:)`.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
final class NavigationModel {
    @ObservationIgnored let coordinator: any Coordinator
    /// The current cut.
    private(set) var layers: ModalLayers
    /// Counts every change and every report, even those that leave the cut
    /// equal (a vetoed or stale gesture). Views that make bindings read it, so
    /// that SwiftUI reads the bindings again and undoes what a refused gesture
    /// showed.
    private(set) var revision = 0

    init(_ coordinator: any Coordinator) {
        self.coordinator = coordinator
        layers = ModalLayers(snapshot(of: coordinator))
    }

    /// Follows the coordinator's changes until the view goes away.
    func observe() async {
        for await change in changes(of: coordinator) {
            layers = ModalLayers(change.snapshot)
            revision &+= 1
        }
    }

    /// The layer at a position of the modal chain, if there is one.
    func layer(at index: Int) -> ModalLayer? {
        layers.layers.indices.contains(index) ? layers.layers[index] : nil
    }

    /// A layer's path, for its `NavigationStack`.
    func path(of layer: EntryID?) -> [EntryID] {
        layers.layer(layer)?.pathIDs ?? []
    }

    /// SwiftUI set a layer's path: the user went back.
    func setPath(_ path: [EntryID], of layer: EntryID?) {
        apply(layers.intents(forPath: path, in: layer))
    }

    /// The layer presented above a layer, when it is presented one of these ways.
    func presented(by layer: EntryID?, as presentations: Set<Presentation>) -> ModalLayer? {
        guard let next = layers.presented(by: layer), presentations.contains(next.presentation) else { return nil }
        return next
    }

    /// SwiftUI set a sheet's item to `nil`: the user dismissed that layer.
    func dismiss(_ layer: EntryID?) {
        guard let layer, let intent = layers.intent(forDismissing: layer) else { return refresh() }
        apply([intent])
    }

    /// SwiftUI set a `TabView`'s selection: the user tapped a tab.
    func select(_ child: EntryID?, in container: EntryID?) {
        guard let intent = layers.intent(forSelecting: child, in: container) else { return refresh() }
        apply([intent])
    }

    /// What the entry with this id shows, anywhere in the coordinator's tree.
    func entry(_ id: EntryID) -> ShownEntry? {
        shownEntry(id, in: coordinator)
    }

    /// The item with this id in a layer's path.
    func item(_ id: EntryID, in layer: EntryID?) -> LayerItem? {
        layers.layer(layer)?.path.first { $0.id == id }
    }

    private func apply(_ intents: [UserIntent]) {
        for intent in intents {
            receive(intent, by: coordinator)
        }
        refresh()
    }

    /// Reads the state again at once, so that the bindings answer with the
    /// core's state before the changes stream delivers it (or when a stale or
    /// vetoed report changed nothing).
    private func refresh() {
        layers = ModalLayers(snapshot(of: coordinator))
        revision &+= 1
    }
}

// A coordinator held as `any Coordinator` reaches its `navigation` through a
// generic function, which opens the existential.

@MainActor
private func snapshot(of coordinator: some Coordinator) -> CoordinatorSnapshot {
    coordinator.navigation.snapshot
}

@MainActor
private func changes(of coordinator: some Coordinator) -> AsyncStream<NavigationChange> {
    coordinator.navigation.changes(buffering: .latest)
}

@MainActor
@discardableResult
private func receive(_ intent: UserIntent, by coordinator: some Coordinator) -> IntentOutcome {
    coordinator.navigation.receive(intent)
}

@MainActor
private func shownEntry(_ id: EntryID, in coordinator: some Coordinator) -> ShownEntry? {
    coordinator.navigation.entry(id)
}
#endif
