#if canImport(SwiftUI)
import SwiftUI
import Waypoint

/// One navigation stack: a layer's base with its path.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct StackView<Screen: View>: View {
    let model: NavigationModel
    let layer: ModalLayer
    let screen: (ShownEntry) -> Screen

    var body: some View {
        if layer.path.isEmpty, let container = layer.container, container.selectedChild != nil {
            // A container draws its children's stacks; wrapping it in a stack
            // too would nest navigation stacks.
            ContainerView(model: model, container: container, screen: screen)
        } else {
            // NavigationStack(path:root:), navigationDestination(for:destination:):
            // iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
            NavigationStack(path: path) {
                BaseView(model: model, base: layer.base, screen: screen)
                    .navigationDestination(for: EntryID.self) { id in
                        if let item = model.item(id, in: layer.id) {
                            ItemView(model: model, item: item, screen: screen)
                        }
                    }
            }
        }
    }

    /// The layer's path: SwiftUI sets a shorter one when the user goes back.
    private var path: Binding<[EntryID]> {
        _ = model.revision  // rebuilt after every change and report
        let model = self.model
        let id = layer.id
        return Binding(
            get: { @MainActor in model.path(of: id) },
            set: { @MainActor in model.setPath($0, of: id) }
        )
    }
}

/// What a layer shows beneath its path.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct BaseView<Screen: View>: View {
    let model: NavigationModel
    let base: ModalLayer.Base
    let screen: (ShownEntry) -> Screen

    var body: some View {
        switch base {
        case .empty:
            EmptyView()
        case .item(let item):
            ItemView(model: model, item: item, screen: screen)
        case .container(let container):
            ContainerView(model: model, container: container, screen: screen)
        }
    }
}

/// One item: a container, or a screen with its entry in the environment.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct ItemView<Screen: View>: View {
    let model: NavigationModel
    let item: LayerItem
    let screen: (ShownEntry) -> Screen

    var body: some View {
        if let container = item.container {
            ContainerView(model: model, container: container, screen: screen)
        } else if let shown = model.entry(item.id) {
            Customization.apply(shown.coordinator, to: AnyView(screen(shown)))
                .environment(\.shownEntry, shown)
        }
    }
}
#endif
