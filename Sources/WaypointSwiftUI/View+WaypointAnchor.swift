#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint
import WaypointFrontEnd

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// Names this view as an anchor: the popovers and confirmation dialogs
    /// whose route names it (`ModalStyle.anchored(_:adaptsToSheet:)`) point
    /// at it, and the screens whose route zooms out of it
    /// (`ModalStyle.zoom(from:)`) grow out of it and shrink back into it.
    ///
    /// ```swift
    /// extension AnchorID {
    ///     static let share = AnchorID("share")
    ///     static let photo = AnchorID("photo")
    /// }
    ///
    /// // @Route(.popover, style: .anchored(.share)) var share = makeShare
    /// Button("Share") { Task { await shown?.router(InboxCoordinator.self)?.route(to: \.share) } }
    ///     .waypointAnchor(.share)
    ///
    /// // @Route(.push, style: { (photo: Photo) in .zoom(from: .photo.item(photo.id)) }) var photo = makePhoto
    /// PhotoCell(photo: photo)
    ///     .waypointAnchor(.photo.item(photo.id))
    /// ```
    ///
    /// The view presents what points at it: a popover presented by the
    /// screen's modal layer (a sheet in a compact width unless its route says
    /// `adaptsToSheet: false`), and a confirmation dialog shown while this
    /// screen is on top (a popover pointing at the view in a regular width).
    /// A popover is attached where it is when it is presented: a popover
    /// presented while no view of its presenter holds its anchor (or whose
    /// route names none) points at the presenter's whole screen instead, and
    /// ``CoordinatorView/onMissingAnchor(perform:)`` hears of it. A dialog
    /// without its anchor on screen is shown by the top screen.
    ///
    /// The view is also the source of the zoom transitions that name its
    /// anchor (`matchedTransitionSource(id:in:)`, iOS 18 and later, in the
    /// ``CoordinatorView``'s namespace): a pushed screen, sheet or full-screen
    /// cover whose route zooms out of it grows out of it. Below iOS 18, or
    /// when no view holds the anchor, the presentation's default transition
    /// plays; your code needs no `#available`.
    ///
    /// Outside a ``CoordinatorView`` the view is drawn unchanged.
    ///
    /// - Parameter anchor: the anchor, as routes name it.
    /// - Returns: the view, presenting what points at it.
    public func waypointAnchor(_ anchor: AnchorID) -> some View {
        AnchoredView(anchor: anchor, content: self)
    }

    /// Names this view as an anchor, by its name.
    ///
    /// - Parameter name: the anchor's name, as routes name it.
    /// - Returns: the view, presenting what points at it.
    @available(*, deprecated, message: "declare an AnchorID (static let share = AnchorID(\"share\")) and pass it")
    public func waypointAnchor(_ name: String) -> some View {
        waypointAnchor(AnchorID(name))
    }
}

/// A view that holds an anchor in the layer whose screen shows it, and the
/// source of the zoom transitions that name it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct AnchoredView<Content: View>: View {
    let anchor: AnchorID
    let content: Content
    @Environment(\.waypointPresenter) private var presenter
    @Environment(\.waypointZoomNamespace) private var namespace

    var body: some View {
        if let presenter {
            let model = presenter.model
            let layer = presenter.layer
            let anchor = self.anchor
            let _ = model.revision  // bindings read again after every change the session reports
            AlertHost(model: model, layer: layer, anchor: anchor) { popover(content, presenter) }
                .waypointZoomSource(anchor, in: namespace)
                // onAppear(perform:), onDisappear(perform:): iOS 13, macOS 10.15, tvOS 13,
                // watchOS 6, visionOS 1.
                .onAppear { model.registerAnchor(anchor, in: layer) }
                .onDisappear { model.unregisterAnchor(anchor, in: layer) }
        } else {
            content
        }
    }

    /// The popover of the presenter's layer that points at this view. A
    /// confirmation dialog shown by the same view never comes with it: the
    /// session shows a dialog only on the top layer, which presents nothing.
    @ViewBuilder
    private func popover(_ content: Content, _ presenter: Presenter) -> some View {
        #if os(iOS) || os(macOS) || os(visionOS)
        content.waypointPopover(presenter.model, presentedBy: presenter.layer, at: anchor, content: presenter.content)
        #else
        // tvOS and watchOS have no popover: the layer presents it as a sheet.
        content
        #endif
    }
}
#endif
