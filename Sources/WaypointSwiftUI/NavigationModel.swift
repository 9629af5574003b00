#if canImport(SwiftUI)
import Observation
import Waypoint
import WaypointFrontEnd

/// The state a ``CoordinatorView`` draws, observable by SwiftUI: a
/// `FrontEndSession` (in the core, tested on Linux) that decides what to draw
/// and what the user's reports mean, and a revision that SwiftUI observes.
///
/// Every view that makes bindings reads ``revision`` in its body, so SwiftUI
/// evaluates it again, and reads its bindings again, exactly when the session
/// says that what is drawn changed (or that a refused report must be undone).
/// Echoed writes leave the revision alone, so they draw nothing again.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
@Observable
final class NavigationModel {
    @ObservationIgnored let session: FrontEndSession
    /// The session's revision, published to SwiftUI only when it moves.
    private(set) var revision = 0
    /// Moves when typing in an alert's field enables or disables one of its
    /// buttons, so that the alert's buttons are drawn again then only.
    private(set) var alertButtonsRevision = 0

    init(_ coordinator: any Coordinator) {
        session = FrontEndSession(coordinator)
        revision = session.revision
    }

    var coordinator: any Coordinator { session.coordinator }

    /// What the entry with this id shows, anywhere in the coordinator's tree.
    func entry(_ id: EntryID) -> ShownEntry<Any>? {
        shownEntry(id, in: coordinator)
    }

    /// Follows the coordinator's changes until the view goes away.
    func follow() async {
        for await change in changes(of: coordinator) {
            session.apply(change)
            publish()
        }
    }

    // MARK: Reads (inside bindings, whose views read `revision`)

    func path(of layer: ModalLayer) -> [EntryID] { session.path(of: layer) }

    /// The layer presented above a layer, when it is presented one of these ways.
    func presented(by layer: EntryID?, as presentations: Set<Presentation>) -> ModalLayer? {
        guard let next = session.presented(by: layer), presentations.contains(next.presentation) else { return nil }
        return next
    }

    func layer(kept: ModalLayer) -> ModalLayer { session.layer(kept: kept) }

    func selection(of container: LayerContainer) -> EntryID? { session.selection(of: container) }

    func stack(of column: SplitColumn, in container: LayerContainer) -> ModalLayer? {
        session.stack(of: column, in: container)
    }

    func columnVisibility(of container: LayerContainer) -> SplitVisibility { session.columnVisibility(of: container) }

    // MARK: Reports

    func setPath(_ path: [EntryID], of layer: EntryID?) {
        session.setPath(path, of: layer)
        publish()
    }

    func dismissPresented(by layer: EntryID?, boundTo presented: EntryID?) {
        session.dismissPresented(by: layer, boundTo: presented)
        publish()
    }

    func select(_ child: EntryID?, in container: EntryID?) {
        session.select(child, in: container)
        publish()
    }

    /// The columns a split shows, as SwiftUI wrote them: the session tells
    /// the user's write from SwiftUI's collapsing or expanding by the width
    /// reported with ``setWidth(_:)``.
    func setColumnVisibility(_ visibility: SplitVisibility, of container: EntryID?) {
        session.setColumnVisibility(visibility, of: container)
        publish()
    }

    /// SwiftUI's horizontal size class changed (or the split appeared): the
    /// visibility SwiftUI writes until the event is over is its own.
    func setWidth(_ width: LayoutWidth) {
        session.setWidth(width)
        publish()
        Task { @MainActor in self.session.finishWidthChange() }
    }

    func sidebarSelection<Split: SplitCoordinator>(of container: LayerContainer, as split: Split.Type)
        -> Split.SidebarItem?
    {
        session.sidebarSelection(of: container, as: split)
    }

    func setSidebarSelection<Split: SplitCoordinator>(
        _ item: Split.SidebarItem?, of split: Split, in container: EntryID?
    ) {
        session.setSidebarSelection(item, of: split, in: container)
        publish()
    }

    func goBack(from item: EntryID, onStackOf layer: EntryID?) {
        session.goBack(from: item, onStackOf: layer)
        publish()
    }

    func didPresent(_ layer: EntryID?) {
        session.didPresent(layer)
        publish()
    }

    func didDismiss(presentedBy layer: EntryID?) {
        session.didDismiss(presentedBy: layer)
        publish()
    }

    // MARK: Alerts, popovers, anchors and sheet sizes

    func alert(shownBy layer: EntryID?, at anchor: AnchorID?) -> LayerAlert? {
        session.alert(shownBy: layer, at: anchor)
    }

    func popover(presentedBy layer: EntryID?, at anchor: AnchorID?) -> ModalLayer? {
        session.popover(presentedBy: layer, at: anchor)
    }

    func detent(of layer: ModalLayer) -> SheetDetent? { session.detent(of: layer) }

    func text(ofField field: String, in alert: LayerAlert) -> String { session.text(ofField: field, in: alert) }

    /// Typing draws nothing again (the field shows what it holds), unless it
    /// enables or disables a button of the alert.
    func setText(_ text: String, ofField field: String, in alert: LayerAlert) {
        let enabled = alert.content.buttons.map { session.isEnabled($0.label, in: alert) }
        session.setText(text, ofField: field, in: alert.id)
        if alert.content.buttons.map({ session.isEnabled($0.label, in: alert) }) != enabled {
            alertButtonsRevision &+= 1
        }
    }

    func isEnabled(_ button: String, in alert: LayerAlert) -> Bool { session.isEnabled(button, in: alert) }

    func answerAlert(_ button: String, of alert: EntryID) {
        session.answerAlert(button, of: alert)
        publish()
    }

    /// SwiftUI took an alert down: a button's action may still come in this
    /// event, so the dismissal is sent, unless one came, once the event is over.
    func dismissAlert(boundTo alert: EntryID) {
        session.dismissAlert(boundTo: alert)
        publish()
        Task { @MainActor in
            self.session.finishAlertDismissal()
            self.publish()
        }
    }

    func setDetent(_ detent: SheetDetent, of layer: EntryID) {
        session.setDetent(detent, of: layer)
        publish()
    }

    func registerAnchor(_ name: AnchorID, in layer: EntryID?) {
        session.registerAnchor(name, in: layer)
        publish()
    }

    func unregisterAnchor(_ name: AnchorID, in layer: EntryID?) {
        session.unregisterAnchor(name, in: layer)
        publish()
    }

    /// Sets `revision` only when the session's moved: an `@Observable`
    /// property notifies its observers on every set, even of an equal value.
    private func publish() {
        if revision != session.revision { revision = session.revision }
    }
}
// A coordinator held as `any Coordinator` reaches its `navigation` through a
// generic function, which opens the existential.

@MainActor
private func changes(of coordinator: some Coordinator) -> AsyncStream<NavigationChange> {
    coordinator.navigation.changes(buffering: .all)
}

@MainActor
private func shownEntry(_ id: EntryID, in coordinator: some Coordinator) -> ShownEntry<Any>? {
    coordinator.navigation.entry(id)
}
#endif
