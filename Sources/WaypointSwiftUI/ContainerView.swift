#if canImport(SwiftUI)
import SwiftUI
import Waypoint

/// A container: a `TabView` for tabs, whose tabs are the children's stacks.
/// Other kinds (a split view, a drawer) are drawn as their selected child's
/// stack; draw them yourself from `ModalLayers` for more.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct ContainerView<Screen: View>: View {
    let model: NavigationModel
    let container: LayerContainer
    let screen: (ShownEntry) -> Screen

    var body: some View {
        Customization.apply(owner, to: AnyView(content))
    }

    @ViewBuilder
    private var content: some View {
        if container.kind == .tabs {
            // TabView(selection:content:), tabItem(_:), tag(_:): iOS 13, macOS 10.15,
            // tvOS 13, watchOS 7, visionOS 1.
            TabView(selection: selection) {
                ForEach(container.children) { child in
                    StackView(model: model, layer: child.stack, screen: screen)
                        .tabItem { TabLabel(item: child.item, route: child.route) }
                        .tag(EntryID?.some(child.id))
                }
            }
        } else if let child = container.selectedChild ?? container.children.first {
            StackView(model: model, layer: child.stack, screen: screen)
        }
    }

    /// The coordinator that is the container, for its customization.
    private var owner: (any Coordinator)? {
        guard let id = container.id else { return model.coordinator }
        return model.entry(id)?.child
    }

    /// The selected tab: SwiftUI sets it when the user taps a tab.
    private var selection: Binding<EntryID?> {
        _ = model.revision  // rebuilt after every change and report
        let model = self.model
        let id = container.id
        return Binding(
            get: { @MainActor in model.layers.container(id)?.selected },
            set: { @MainActor in model.select($0, in: id) }
        )
    }
}

/// A tab's title and SF Symbol.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct TabLabel: View {
    let item: TabItem?
    let route: String

    var body: some View {
        if let image = item?.image {
            // Label(title:icon:): iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1.
            Label {
                Text(item?.title ?? route)
            } icon: {
                Image(systemName: image)
            }
        } else {
            Text(item?.title ?? route)
        }
    }
}
#endif
