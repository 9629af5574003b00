#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint
public import WaypointFrontEnd

/// Draws a coordinator and its whole tree, and reports the user's gestures to it.
///
/// Each modal layer of the tree (see `ModalLayers`) is a `NavigationStack`
/// whose path is the layer's pushed entries; each next layer is presented as a
/// sheet or a full-screen cover (a sheet on macOS); tab containers are a
/// `TabView`. A swipe back, a sheet swiped down and a tab tapped become
/// `UserIntent`s the coordinator receives, so awaiting callers get
/// `.cancel(.userDismissed)`.
///
/// What to draw, and what a gesture means, is decided by a `FrontEndSession`
/// (in the core, tested on Linux); this view only binds it:
/// - several modal levels that change at once are presented or dismissed one
///   per update, in order;
/// - a sheet that slides away keeps drawing what it showed;
/// - a guarded screen (`LayerItem.isGuarded`) hides its back button and
///   offers one that asks the guard first, and a guarded sheet cannot be
///   swiped down, so a veto never has to show a screen anew;
/// - one gesture reaches the coordinator as one change, and a binding write
///   that echoes what is drawn sends nothing and draws nothing again;
/// - tapping the selected tab again sends one intent, which the container
///   answers as its `reselect` says;
/// - tabs pushed on a stack draw no navigation stack of their own.
///
/// Screens are drawn by `screen`, which gets the `ShownEntry` of each entry:
/// switch over its `destination` (the value the route's factory made), and hand
/// the handle to the screen's view model, which completes or dismisses the
/// screen through it and navigates through its `router(_:)`. The same handle is
/// in the environment as `EnvironmentValues.shownEntry`.
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
/// Alerts and confirmation dialogs are shown above the top layer once every
/// presentation below has ended; popovers and dialogs point at the views
/// their routes name with ``SwiftUICore/View/waypointAnchor(_:)-(AnchorID)``; sheets rest at
/// their routes' detents, and the user's drags are reported. A pushed screen,
/// sheet or full-screen cover whose route zooms (`ModalStyle.zoom(from:)`)
/// grows out of the view that holds its anchor and shrinks back into it on
/// iOS 18 and later (Waypoint's article "Zoom transitions"); the user's pinch back is a back
/// like any other.
///
/// The view keeps what it draws across its parent's updates: it makes its
/// model once per coordinator, when it first appears, never in `init` (which
/// SwiftUI runs again whenever the parent is drawn again). Handed another
/// coordinator, it draws that one.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
public struct CoordinatorView<Screen: View>: View {
    private let coordinator: any Coordinator
    private let screen: (ShownEntry<Any>) -> Screen
    private var missingAnchor: (@MainActor (MissingAnchor) -> Void)?
    @State private var model: NavigationModel?
    /// Pairs the zoom transitions' sources with their destinations, in every
    /// layer the view draws.
    @Namespace private var zoom

    /// Creates a view of a coordinator's tree.
    ///
    /// - Parameters:
    ///   - coordinator: the coordinator to draw, usually the app's root.
    ///   - screen: the view for a screen entry.
    public init(_ coordinator: some Coordinator, @ViewBuilder screen: @escaping (ShownEntry<Any>) -> Screen) {
        self.coordinator = coordinator
        self.screen = screen
    }

    /// The tree: the first modal layer, presenting the others.
    public var body: some View {
        ModelView(model: current, screen: screen)
            // environment(_:_:): iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1; a sheet's
            // content inherits it. Namespace: iOS 14, macOS 11, tvOS 14, watchOS 7, visionOS 1.
            .environment(\.waypointZoomNamespace, zoom)
            // onAppear(perform:): iOS 13, macOS 10.15, tvOS 13, watchOS 6, visionOS 1; it
            // completes before the first rendered frame, so the first frame draws the tree.
            .onAppear { makeModel() }
            // onChange(of:initial:_:): iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1.
            .onChange(of: ObjectIdentifier(coordinator)) { makeModel() }
    }

    /// The model, if it draws this view's coordinator.
    private var current: NavigationModel? {
        guard let model, model.session.follows(coordinator) else { return nil }
        return model
    }

    private func makeModel() {
        if current == nil {
            model = NavigationModel(coordinator)
        }
        model?.session.onMissingAnchor = missingAnchor
    }

    /// Hears of each popover presented while no view of its presenting
    /// screen holds the anchor its route names (``SwiftUICore/View/waypointAnchor(_:)-(AnchorID)``),
    /// or whose route names none: it points at the presenting screen as a
    /// whole instead. Log it, or fail a debug build.
    ///
    /// ```swift
    /// CoordinatorView(app)
    ///     .onMissingAnchor { missing in print(missing) }
    /// ```
    ///
    /// - Parameter action: called on the main actor with the popover's entry
    ///   and the anchor its route names.
    /// - Returns: the view, reporting missing anchors to `action`.
    public func onMissingAnchor(perform action: @escaping @MainActor (MissingAnchor) -> Void) -> CoordinatorView {
        var view = self
        view.missingAnchor = action
        return view
    }
}

/// The tree of a model, which it follows while it is drawn.
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
struct ModelView<Screen: View>: View {
    let model: NavigationModel?
    let screen: (ShownEntry<Any>) -> Screen

    var body: some View {
        if let model {
            let _ = model.revision  // the base layer is drawn again after every change
            if let base = model.session.drawn.first {
                LayerView(model: model, kept: base, screen: screen)
                    // task(id:priority:_:): iOS 15, macOS 12, tvOS 15, watchOS 8, visionOS 1.
                    .task(id: ObjectIdentifier(model)) { await model.follow() }
            }
        }
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
    private static func destinationView(_ shown: ShownEntry<Any>) -> AnyView {
        if let view = shown.destination as? any View {
            return AnyView(view)
        }
        return AnyView(Text(shown.destination.map { String(describing: $0) } ?? ""))
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension Coordinator {
    /// The coordinator's tree as a SwiftUI view, for routes whose factories
    /// make views (Stinsen's `.view()`).
    ///
    /// Hold the coordinator (in `@State`, or in your app model): one made in
    /// `body` is made anew, with an empty tree, each time SwiftUI evaluates it.
    ///
    /// ```swift
    /// @main
    /// struct TodoApp: App {
    ///     @State private var app = AppCoordinator()
    ///
    ///     var body: some Scene {
    ///         WindowGroup { app.view() }
    ///     }
    /// }
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
    public func view<Screen: View>(@ViewBuilder screen: @escaping (ShownEntry<Any>) -> Screen) -> some View {
        CoordinatorView(self, screen: screen)
    }
}
#endif
