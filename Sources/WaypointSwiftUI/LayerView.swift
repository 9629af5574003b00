#if canImport(SwiftUI)
import SwiftUI
import Waypoint

/// One layer of the modal chain, presenting the next one.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct LayerView<Screen: View>: View {
    let model: NavigationModel
    let index: Int
    let screen: (ShownEntry) -> Screen

    var body: some View {
        if let layer = model.layer(at: index) {
            presenting(StackView(model: model, layer: layer, screen: screen), above: layer.id)
        }
    }

    /// The layer's content, presenting the next layer of the chain.
    @ViewBuilder
    private func presenting(_ content: some View, above layer: EntryID?) -> some View {
        let next = LayerView(model: model, index: index + 1, screen: screen)
        #if os(macOS)
        // fullScreenCover is not on macOS: covers are presented as sheets there.
        content.sheet(item: presented(by: layer, as: [.sheet, .fullScreenCover])) { _ in next }
        #else
        // sheet(item:onDismiss:content:): iOS 13, tvOS 13, watchOS 6, visionOS 1.
        // fullScreenCover(item:onDismiss:content:): iOS 14, tvOS 14, watchOS 7, visionOS 1.
        content
            .sheet(item: presented(by: layer, as: [.sheet])) { _ in next }
            .fullScreenCover(item: presented(by: layer, as: [.fullScreenCover])) { _ in next }
        #endif
    }

    /// The layer presented above `layer`, as a sheet item: SwiftUI sets it to
    /// `nil` when the user dismisses the sheet, which becomes a dismissal intent.
    private func presented(by layer: EntryID?, as presentations: Set<Presentation>) -> Binding<ModalLayer?> {
        _ = model.revision  // rebuilt after every change and report
        let shown = model.presented(by: layer, as: presentations)?.id
        let model = self.model
        return Binding(
            get: { @MainActor in model.presented(by: layer, as: presentations) },
            set: { @MainActor newValue in
                if newValue == nil { model.dismiss(shown) }
            }
        )
    }
}
#endif
