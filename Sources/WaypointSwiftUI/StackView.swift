#if canImport(SwiftUI)
import SwiftUI
import Waypoint
import WaypointFrontEnd

/// One navigation stack: a layer's base with its navigation path; or, for a
/// layer that is only a container (tabs), the container, whose children are
/// the stacks. A navigation stack is never drawn inside another: a container
/// pushed on a stack draws its children bare, and what they push joins the
/// stack's path (``ModalLayer/navigationPath``).
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct StackView<Screen: View>: View {
    let model: NavigationModel
    let layer: ModalLayer
    let screen: (ShownEntry<Any>) -> Screen

    var body: some View {
        if layer.drawsContainerOnly, let container = layer.container {
            ContainerView(model: model, container: container, nested: false, screen: screen)
        } else {
            let model = self.model
            let layer = self.layer
            let screen = self.screen
            // NavigationStack(path:root:), navigationDestination(for:destination:):
            // iOS 16, macOS 13, tvOS 16, watchOS 9, visionOS 1.
            NavigationStack(path: path) {
                BaseView(model: model, layer: layer, screen: screen)
                    .navigationDestination(for: EntryID.self) { id in
                        if let item = layer.item(id) {
                            ItemView(model: model, item: item, stack: layer.id, isPushed: true, screen: screen)
                        }
                    }
            }
        }
    }

    /// The layer's path: SwiftUI sets a shorter one when the user goes back.
    private var path: Binding<[EntryID]> {
        _ = model.revision  // rebuilt after every change the session reports
        let model = self.model
        let layer = self.layer
        return Binding(
            get: { @MainActor in model.path(of: layer) },
            set: { @MainActor in model.setPath($0, of: layer.id) }
        )
    }
}

/// What a navigation stack shows beneath its path.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct BaseView<Screen: View>: View {
    let model: NavigationModel
    let layer: ModalLayer
    let screen: (ShownEntry<Any>) -> Screen

    var body: some View {
        switch layer.base {
        case .empty:
            EmptyView()
        case .item(let item):
            ItemView(model: model, item: item, stack: layer.id, isPushed: false, screen: screen)
        case .container(let container):
            ContainerView(model: model, container: container, nested: true, screen: screen)
        }
    }
}

/// One item of a navigation stack: a container, or a screen with its entry
/// in the environment.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct ItemView<Screen: View>: View {
    let model: NavigationModel
    let item: LayerItem
    /// The layer whose navigation stack shows the item.
    let stack: EntryID?
    /// Whether the item is on the stack's path, above its base.
    let isPushed: Bool
    let screen: (ShownEntry<Any>) -> Screen
    @Environment(\.waypointZoomNamespace) private var namespace
    /// What the entry showed when the view appeared: drawn while the view
    /// slides away after the core removed the entry.
    @State private var kept: ShownEntry<Any>?

    var body: some View {
        let model = self.model
        let item = self.item
        let stack = self.stack
        let guarded = isPushed && item.isGuarded
        content
            // A screen pushed with a zoom grows out of its source on the screen below (iOS 18).
            .waypointZoomDestination(from: isPushed ? item.zoomSource : nil, in: namespace)
            // navigationBarBackButtonHidden(_:): iOS 13, macOS 13, tvOS 13, watchOS 6, visionOS 1.
            // A guarded screen hides its back button (and its menu); ours asks the guard
            // first. Should a back swipe still reach SwiftUI (this is not documented),
            // the session keeps the screen away while the guard is asked.
            .navigationBarBackButtonHidden(guarded)
            .backButton(shown: guarded) { model.goBack(from: item.id, onStackOf: stack) }
            .onAppear {
                if kept == nil { kept = model.entry(item.id) }
            }
    }

    @ViewBuilder
    private var content: some View {
        if let container = item.container {
            ContainerView(model: model, container: container, nested: true, screen: screen)
        } else if let shown = model.entry(item.id) ?? kept {
            Customization.apply(shown.coordinator, to: AnyView(screen(shown)))
                .environment(\.shownEntry, shown)
        }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// A back button of the front end's own, for a guarded screen whose
    /// system back button is hidden; none on watchOS.
    @ViewBuilder
    fileprivate func backButton(shown: Bool, action: @escaping @MainActor () -> Void) -> some View {
        #if os(watchOS)
        self
        #else
        // toolbar(content:), ToolbarItem(placement:content:): iOS 14, macOS 11, tvOS 14,
        // visionOS 1; ToolbarItemPlacement.navigation is not on watchOS; `if` in a
        // ToolbarContentBuilder: iOS 16, macOS 13, tvOS 16, visionOS 1.
        toolbar {
            if shown {
                ToolbarItem(placement: .navigation) {
                    Button(action: action) {
                        Label("Back", systemImage: "chevron.backward")
                    }
                }
            }
        }
        #endif
    }
}
#endif
