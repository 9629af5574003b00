#if canImport(SwiftUI)
import SwiftUI
import Waypoint
import WaypointFrontEnd

/// One layer of the modal chain, presenting the next one.
///
/// The presented layer's content draws the layer SwiftUI keeps for the
/// presentation (`sheet(item:)` passes it to the content closure, and keeps
/// passing it while the sheet slides away), looked up in the session so it is
/// current while presented: a dismissing sheet never goes blank.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct LayerView<Screen: View>: View {
    let model: NavigationModel
    /// The layer as it was presented; the session's current one is drawn.
    let kept: ModalLayer
    let screen: (ShownEntry<Any>) -> Screen
    @Environment(\.waypointZoomNamespace) private var namespace

    var body: some View {
        let _ = model.revision  // drawn again after every change the session reports
        let layer = model.layer(kept: kept)
        let model = self.model
        let screen = self.screen
        // The alert is shown by the stack, a view that presents nothing else: the
        // session shows it only on the top layer, once every step below has ended.
        let stack = AlertHost(model: model, layer: layer.id, anchor: nil) {
            StackView(model: model, layer: layer, screen: screen)
        }
        sized(guarding(presenting(stack, above: layer.id), layer), layer)
            // A sheet or cover whose route zooms grows out of its source on the presenting
            // layer (iOS 18); the user's pinch back writes nil to its binding, as a swipe does.
            .waypointZoomDestination(from: layer.zoomSource, in: namespace)
            // environment(_:_:): iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1. The
            // anchors of this layer's screens present its popovers and its dialogs.
            .environment(
                \.waypointPresenter,
                Presenter(model: model, layer: layer.id) { kept in
                    AnyView(LayerView(model: model, kept: kept, screen: screen))
                }
            )
            // onAppear(perform:): iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1. The
            // next modal level is presented in a later update, once this one appeared.
            .onAppear { model.didPresent(kept.id) }
    }

    /// A sheet's sizes, and a popover that stays one in a compact width.
    @ViewBuilder
    private func sized(_ content: some View, _ layer: ModalLayer) -> some View {
        if kept.isModal, let style = layer.style {
            // presentationDragIndicator(_:): iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
            // presentationBackgroundInteraction(_:), presentationCompactAdaptation(_:): iOS 16.4,
            // macOS 13.3, tvOS 16.4, watchOS 9.4, visionOS 1; all below the package's floor.
            detents(content, layer, style)
                .presentationDragIndicator(style.showsGrabber.map { $0 ? .visible : .hidden } ?? .automatic)
                .presentationBackgroundInteraction(
                    style.undimmedThrough.map { .enabled(upThrough: $0.presentationDetent) } ?? .automatic
                )
                .presentationCompactAdaptation(layer.keepsPopoverInCompactWidth ? .popover : .automatic)
        } else {
            content
        }
    }

    /// The sheet's detents, the selected one bound to the session: SwiftUI
    /// writes it when the user drags the sheet, which sends a resize intent.
    @ViewBuilder
    private func detents(_ content: some View, _ layer: ModalLayer, _ style: ModalStyle) -> some View {
        if let first = style.detents.first, let id = layer.id {
            let model = self.model
            let kept = self.kept
            // presentationDetents(_:selection:): iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
            content.presentationDetents(
                Set(style.detents.map(\.presentationDetent)),
                selection: Binding(
                    get: { @MainActor in
                        (model.detent(of: model.layer(kept: kept)) ?? first).presentationDetent
                    },
                    set: { @MainActor selected in
                        if let detent = style.detents.first(where: { $0.presentationDetent == selected }) {
                            model.setDetent(detent, of: id)
                        }
                    }
                )
            )
        } else {
            content
        }
    }

    /// A modal layer that cannot be swiped down while a guard protects what it
    /// shows: a veto would have to present it anew. The base layer is left
    /// alone: a presentation around the whole tree is not Waypoint's.
    @ViewBuilder
    private func guarding(_ content: some View, _ layer: ModalLayer) -> some View {
        if kept.isModal {
            // interactiveDismissDisabled(_:): iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1.
            content.interactiveDismissDisabled(layer.isGuarded)
        } else {
            content
        }
    }

    /// The layer's content, presenting the next layer of the chain.
    @ViewBuilder
    private func presenting(_ content: some View, above layer: EntryID?) -> some View {
        let model = self.model
        let screen = self.screen
        #if os(macOS)
        // fullScreenCover is not on macOS: covers are presented as sheets there.
        // sheet(item:onDismiss:content:): macOS 10.15.
        // A popover whose anchor no view of this layer registered points at the whole layer.
        content.sheet(
            item: presented(by: layer, as: [.sheet, .fullScreenCover]),
            onDismiss: { model.didDismiss(presentedBy: layer) },
            content: { kept in LayerView(model: model, kept: kept, screen: screen) }
        )
        .waypointPopover(model, presentedBy: layer, at: nil) { kept in
            LayerView(model: model, kept: kept, screen: screen)
        }
        #elseif os(iOS) || os(visionOS)
        // sheet(item:onDismiss:content:): iOS 13, visionOS 1.
        // fullScreenCover(item:onDismiss:content:): iOS 14, visionOS 1.
        // onDismiss runs when the dismissal ends: the next step may run then.
        // A popover whose anchor no view of this layer registered points at the whole layer.
        content
            .sheet(
                item: presented(by: layer, as: [.sheet]),
                onDismiss: { model.didDismiss(presentedBy: layer) },
                content: { kept in LayerView(model: model, kept: kept, screen: screen) }
            )
            .fullScreenCover(
                item: presented(by: layer, as: [.fullScreenCover]),
                onDismiss: { model.didDismiss(presentedBy: layer) },
                content: { kept in LayerView(model: model, kept: kept, screen: screen) }
            )
            .waypointPopover(model, presentedBy: layer, at: nil) { kept in
                LayerView(model: model, kept: kept, screen: screen)
            }
        #else
        // tvOS and watchOS have no popover: one is presented as a sheet there.
        // sheet(item:onDismiss:content:): tvOS 13, watchOS 6.
        // fullScreenCover(item:onDismiss:content:): tvOS 14, watchOS 7.
        content
            .sheet(
                item: presented(by: layer, as: [.sheet, .popover]),
                onDismiss: { model.didDismiss(presentedBy: layer) },
                content: { kept in LayerView(model: model, kept: kept, screen: screen) }
            )
            .fullScreenCover(
                item: presented(by: layer, as: [.fullScreenCover]),
                onDismiss: { model.didDismiss(presentedBy: layer) },
                content: { kept in LayerView(model: model, kept: kept, screen: screen) }
            )
        #endif
    }

    /// The layer presented above `layer`, as a sheet item: SwiftUI sets it to
    /// `nil` when the user dismisses the sheet, which the session reports.
    ///
    /// The getter reads the session at each read, so it is never stale. A
    /// write of `nil` does not say which sheet went: the binding keeps the id
    /// of the layer it was made for (when this view was drawn), and the
    /// session dismisses the layer presented now only if it is that one
    /// (`FrontEndSession.dismissPresented(by:boundTo:)`). So a write that
    /// arrives after code replaced the sheet while it slid away dismisses
    /// nothing, not the replacement.
    private func presented(by layer: EntryID?, as presentations: Set<Presentation>) -> Binding<ModalLayer?> {
        let model = self.model
        let madeFor = model.presented(by: layer, as: presentations)?.id
        return Binding(
            get: { @MainActor in model.presented(by: layer, as: presentations) },
            set: { @MainActor newValue in
                if newValue == nil { model.dismissPresented(by: layer, boundTo: madeFor) }
            }
        )
    }
}
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension SheetDetent {
    /// SwiftUI's detent for one of Waypoint's.
    fileprivate var presentationDetent: PresentationDetent {
        switch self {
        case .medium: .medium
        case .large: .large
        case .fraction(let fraction): .fraction(CGFloat(fraction))
        case .height(let height): .height(CGFloat(height))
        }
    }
}
#endif
