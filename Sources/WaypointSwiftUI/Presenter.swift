#if canImport(SwiftUI)
import SwiftUI
import Waypoint
import WaypointFrontEnd

/// What an anchor view needs to present the popovers and dialogs that point
/// at it: the model, the modal layer whose screen shows it, and how to draw a
/// presented layer. ``LayerView`` puts it in the environment of its screens.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct Presenter {
    let model: NavigationModel
    /// The ``ModalLayer/id`` of the layer whose screens show the anchor.
    let layer: EntryID?
    /// Draws a presented layer, as the layer's own presentations do.
    let content: @MainActor (ModalLayer) -> AnyView
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension EnvironmentValues {
    /// The presenter of the layer a view is drawn in; `nil` outside a ``CoordinatorView``.
    var waypointPresenter: Presenter? {
        get { self[PresenterKey.self] }
        set { self[PresenterKey.self] = newValue }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct PresenterKey: EnvironmentKey {
    // Computed, so that no shared mutable state holds a main-actor value.
    static var defaultValue: Presenter? { nil }
}

/// The binding of a popover's item, for the view that presents it: the
/// layer's own view (`anchor` `nil`) or the view of an anchor.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
enum PopoverBinding {
    /// The getter reads the session at each read. A write of `nil` (the user
    /// tapped outside the popover, or swiped down the sheet it became)
    /// dismisses the popover presented now only if it is the one the binding
    /// was made for, as a sheet's binding does.
    @MainActor
    static func make(
        _ model: NavigationModel,
        presentedBy layer: EntryID?,
        at anchor: AnchorID?
    ) -> Binding<ModalLayer?> {
        let madeFor = model.popover(presentedBy: layer, at: anchor)?.id
        return Binding(
            get: { @MainActor in model.popover(presentedBy: layer, at: anchor) },
            set: { @MainActor newValue in
                if newValue == nil { model.dismissPresented(by: layer, boundTo: madeFor) }
            }
        )
    }
}

#if os(iOS) || os(macOS) || os(visionOS)
@available(iOS 17, macOS 14, visionOS 1, *)
extension View {
    /// Presents the popover the session attaches to this view: the layer
    /// `layer` presents, when its place is this view's anchor (`nil` for the
    /// layer's own view). A popover has no `onDismiss`: its content's
    /// disappearance ends its dismissal, and the next step may run then.
    ///
    /// popover(item:attachmentAnchor:arrowEdge:content:): iOS 13, macOS 10.15,
    /// visionOS 1; not on tvOS and watchOS, where the layer presents a popover
    /// as a sheet.
    func waypointPopover<Content: View>(
        _ model: NavigationModel,
        presentedBy layer: EntryID?,
        at anchor: AnchorID?,
        content: @escaping @MainActor (ModalLayer) -> Content
    ) -> some View {
        popover(
            item: PopoverBinding.make(model, presentedBy: layer, at: anchor),
            attachmentAnchor: .rect(.bounds),
            arrowEdge: nil,
            content: { kept in
                content(kept).onDisappear { model.didDismiss(presentedBy: layer) }
            }
        )
    }
}
#endif
#endif
