#if canImport(SwiftUI)
public import SwiftUI
import Waypoint
import WaypointFrontEnd

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// Names this view as an anchor: the popovers and confirmation dialogs
    /// whose route names it (`ModalStyle.anchored(_:adaptsToSheet:)`) point
    /// at it.
    ///
    /// ```swift
    /// // @Route(.popover, style: .anchored("share")) var share = makeShare
    /// Button("Share") { Task { await shown?.router(InboxCoordinator.self)?.route(to: \.share) } }
    ///     .waypointAnchor("share")
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
    /// Outside a ``CoordinatorView`` the view is drawn unchanged.
    ///
    /// - Parameter name: the anchor's name, as routes name it.
    /// - Returns: the view, presenting what points at it.
    public func waypointAnchor(_ name: String) -> some View {
        AnchoredView(name: name, content: self)
    }
}

/// A view that holds an anchor name in the layer whose screen shows it.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct AnchoredView<Content: View>: View {
    let name: String
    let content: Content
    @Environment(\.waypointPresenter) private var presenter

    var body: some View {
        if let presenter {
            let model = presenter.model
            let layer = presenter.layer
            let name = self.name
            let _ = model.revision  // bindings read again after every change the session reports
            AlertHost(model: model, layer: layer, anchor: name) { popover(content, presenter) }
                // onAppear(perform:), onDisappear(perform:): iOS 13, macOS 10.15, tvOS 13,
                // watchOS 6, visionOS 1.
                .onAppear { model.registerAnchor(name, in: layer) }
                .onDisappear { model.unregisterAnchor(name, in: layer) }
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
        content.waypointPopover(presenter.model, presentedBy: presenter.layer, at: name, content: presenter.content)
        #else
        // tvOS and watchOS have no popover: the layer presents it as a sheet.
        content
        #endif
    }
}
#endif
