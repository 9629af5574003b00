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

    var body: some View {
        let _ = model.revision  // drawn again after every change the session reports
        let layer = model.layer(kept: kept)
        guarding(presenting(StackView(model: model, layer: layer, screen: screen), above: layer.id), layer)
            // onAppear(perform:): iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1. The
            // next modal level is presented in a later update, once this one appeared.
            .onAppear { model.didPresent(kept.id) }
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
        content.sheet(
            item: presented(by: layer, as: [.sheet, .fullScreenCover]),
            onDismiss: { model.didDismiss(presentedBy: layer) },
            content: { kept in LayerView(model: model, kept: kept, screen: screen) }
        )
        #else
        // sheet(item:onDismiss:content:): iOS 13, tvOS 13, watchOS 6, visionOS 1.
        // fullScreenCover(item:onDismiss:content:): iOS 14, tvOS 14, watchOS 7, visionOS 1.
        // onDismiss runs when the dismissal ends: the next step may run then.
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
#endif
