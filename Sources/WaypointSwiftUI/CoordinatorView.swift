#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

/// Draws a coordinator and its whole tree, and reports the user's gestures to it.
///
/// Each modal layer of the tree (see `ModalLayers`) is a `NavigationStack`
/// whose path is the layer's pushed entries; each next layer is presented as a
/// sheet or a full-screen cover (a sheet on macOS); tab containers are a
/// `TabView`. A swipe back, a sheet swiped down and a tab tapped become
/// `UserIntent`s the coordinator receives, so awaiting callers get
/// `.cancel(.userDismissed)`.
///
/// Screens are drawn by `screen`, which gets the `ShownEntry` of each entry:
/// switch over its `destination` (the value the route's factory made). The
/// same entry is in the environment as `EnvironmentValues.shownEntry`,
/// for routers.
///
/// ```swift
/// CoordinatorView(app) { shown in
///     switch shown.destination as? TodoScreen {
///     case .list?: TodoList()
///     case .detail(let id)?: TodoDetail(id: id)
///     default: EmptyView()
///     }
/// }
/// ```
///
/// The view follows the coordinator it was first made with, as `@State` does.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct CoordinatorView<Screen: View>: View {
    @State private var model: NavigationModel
    private let screen: (ShownEntry) -> Screen

    /// Creates a view of a coordinator's tree.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator to draw, usually the app's root.
    ///   - screen: the view for a screen entry.
    public init(_ coordinator: some Coordinator, @ViewBuilder screen: @escaping (ShownEntry) -> Screen) {
        _model = State(initialValue: NavigationModel(coordinator))
        self.screen = screen
    }

    /// The tree: the first modal layer, presenting the others.
    public var body: some View {
        let model = self.model
        LayerView(model: model, index: 0, screen: screen)
            .task { await model.observe() }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension CoordinatorView where Screen == AnyView {
    /// Creates a view of a coordinator's tree whose routes make SwiftUI views:
    /// each screen is the view its factory returned.
    ///
    /// - Parameter coordinator: the coordinator to draw.
    public init(_ coordinator: some Coordinator) {
        self.init(coordinator, screen: Self.destinationView)
    }

    /// The view a route's factory made, or the destination's description.
    private static func destinationView(_ shown: ShownEntry) -> AnyView {
        if let view = shown.destination as? any View {
            return AnyView(view)
        }
        return AnyView(Text(String(describing: shown.destination)))
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Coordinator {
    /// The coordinator's tree as a SwiftUI view, for routes whose factories
    /// make views (Stinsen's `.view()`).
    ///
    /// ```swift
    /// WindowGroup { AppCoordinator().view() }
    /// ```
    ///
    /// - Returns: a ``CoordinatorView`` of this coordinator.
    public func view() -> some View {
        CoordinatorView(self)
    }

    /// The coordinator's tree as a SwiftUI view, drawing each screen with `screen`.
    ///
    /// - Parameter screen: the view for a screen entry.
    /// - Returns: a ``CoordinatorView`` of this coordinator.
    public func view<Screen: View>(@ViewBuilder screen: @escaping (ShownEntry) -> Screen) -> some View {
        CoordinatorView(self, screen: screen)
    }
}
#endif
