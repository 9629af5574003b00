#if canImport(SwiftUI)
import SwiftUI
import Waypoint
import WaypointFrontEnd

/// A container: a `TabView` for tabs, whose tabs are the children's stacks;
/// a `NavigationSplitView` for a split view (`SplitView`), whose columns
/// are the children's stacks. Other kinds (a drawer), and a split inside a
/// navigation stack (which SwiftUI cannot nest), are drawn as their selected
/// (or first) child's stack; draw them yourself from `ModalLayers` for more.
///
/// A container inside a navigation stack (`nested`: tabs pushed on a stack)
/// draws each child's base only, so that no navigation stack is drawn inside
/// another; what the selected child pushes is on the outer stack's path.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct ContainerView<Screen: View>: View {
    let model: NavigationModel
    let container: LayerContainer
    let nested: Bool
    let screen: (ShownEntry<Any>) -> Screen

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
                    ChildView(model: model, child: child, nested: nested, screen: screen)
                        .tabItem { TabLabel(item: child.item, route: child.route) }
                        .tag(EntryID?.some(child.id))
                }
            }
        } else if container.kind == .split, !nested {
            SplitView(model: model, container: container, screen: screen)
        } else if let child = container.selectedChild ?? container.children.first {
            ChildView(model: model, child: child, nested: nested, screen: screen)
        }
    }

    /// The coordinator that is the container, for its customization.
    private var owner: (any Coordinator)? {
        guard let id = container.id else { return model.coordinator }
        return model.entry(id)?.destination as? any Coordinator
    }

    /// The selected tab: SwiftUI sets it when the user taps a tab, and sets it
    /// to the selected tab again when the user taps that one again.
    private var selection: Binding<EntryID?> {
        _ = model.revision  // rebuilt after every change the session reports
        let model = self.model
        let container = self.container
        return Binding(
            get: { @MainActor in model.selection(of: container) },
            set: { @MainActor in model.select($0, in: container.id) }
        )
    }
}

/// One child of a container: its own navigation stack, or, inside a stack,
/// its base alone.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct ChildView<Screen: View>: View {
    let model: NavigationModel
    let child: LayerChild
    let nested: Bool
    let screen: (ShownEntry<Any>) -> Screen

    var body: some View {
        if nested {
            BaseView(model: model, layer: child.stack, screen: screen)
        } else {
            StackView(model: model, layer: child.stack, screen: screen)
        }
    }
}

/// A tab's title and image: an SF Symbol or an image of the app's asset catalog.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct TabLabel: View {
    let item: TabItem?
    let route: String

    var body: some View {
        let title = item?.title ?? route
        // Label(title:icon:): iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1.
        // Image(systemName:): iOS 13, macOS 11, tvOS 13, watchOS 6, visionOS 1.
        // Image(_:bundle:), the main bundle's asset: iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1.
        switch item?.image {
        case .symbol(let name)?:
            Label {
                Text(title)
            } icon: {
                Image(systemName: name)
            }
        case .asset(let name)?:
            Label {
                Text(title)
            } icon: {
                Image(name)
            }
        case nil:
            Text(title)
        }
    }
}
#endif
