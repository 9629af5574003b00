// SceneView: one coordinator tree per window of a `WindowGroup(for: SceneID.self)`.
// What each window shows, saves and asks for is decided by `SceneWindow`
// (WaypointFrontEnd) and `AppScenes` (the core), both tested on Linux; this
// view only binds a window's life to them.
//
// Platforms: `openWindow` needs iOS 16, `dismissWindow` iOS 17 (the package's
// floor), and neither exists on tvOS or watchOS, where this file is empty.
#if canImport(SwiftUI) && !os(tvOS) && !os(watchOS)
public import SwiftUI
public import Waypoint
import WaypointFrontEnd

/// One window of a multi-window app: its own scene, coordinator tree,
/// restoration data and links.
///
/// Keep the app's `AppScenes` in the `App` — state held there is shared by
/// every window — and the window's id inside the `WindowGroup`, where
/// SwiftUI keeps it per window and restores it at relaunch:
///
/// ```swift
/// @main
/// struct MailApp: App {
///     @State private var scenes = AppScenes { _ in MailCoordinator() }
///
///     var body: some Scene {
///         WindowGroup(for: SceneID.self) { $id in
///             SceneView(scenes, scene: $id, links: mailLinks) { root in
///                 root.view()
///             }
///         } defaultValue: {
///             SceneID.unique()
///         }
///     }
/// }
/// ```
///
/// What it does with each event of its window:
/// - **appear**: connects the scene, restoring it from the window's
///   `@SceneStorage` data; a scene made for a request (a link that opened a
///   new window) shows its live tree. Data that does not restore starts the
///   window fresh and is reported (``onSceneError(perform:)``). An id whose
///   scene was discarded, or that another window shows, gets a new id.
/// - **`scenePhase`**: active, inactive and background become
///   `AppScenes/setActivity(_:of:)`; leaving the foreground saves the
///   window's restoration data into its scene storage.
/// - **disappear**: saves, then disconnects; the scene lives on, unattached,
///   and shows again if its window comes back.
/// - **`onOpenURL`**: with `links`, a link opened in this window goes to a
///   window by `SceneRule/standard`, from this one
///   (`AppScenes/open(_:with:showing:from:rule:)`); its target from
///   ``linkTarget(_:)``.
/// - **requests** (`AppScenes/requests()`, read by the newest window):
///   open and activate with `openWindow(value:)` (SwiftUI brings forward a
///   window already showing that id), close with `dismissWindow(value:)`.
@available(iOS 17, macOS 14, visionOS 1, *)
public struct SceneView<Root: Coordinator, Content: View>: View {
    private let scenes: AppScenes<Root>
    @Binding private var id: SceneID
    private let links: DeepLinks<Root>?
    private let content: (Root) -> Content
    private var reportError: @MainActor (SceneError) -> Void = { _ in }
    private var target: @MainActor (URL) -> SceneTarget? = { _ in nil }

    // scenePhase: iOS 14; openWindow: iOS 16; dismissWindow: iOS 17.
    @Environment(\.scenePhase) private var phase
    @Environment(\.openWindow) private var openWindow
    @Environment(\.dismissWindow) private var dismissWindow
    // supportsMultipleWindows: iOS 16.
    @Environment(\.supportsMultipleWindows) private var supportsMultipleWindows
    // SceneStorage: iOS 14; a `Data?` value included.
    @SceneStorage("waypoint.scene.restoration") private var saved: Data?
    @State private var window: SceneWindow<Root>?
    @State private var root: Root?

    /// Creates a window's view of its scene.
    ///
    /// - Parameters:
    ///   - scenes: the app's scenes, held by the `App`.
    ///   - scene: the window's id: the `WindowGroup(for: SceneID.self)`
    ///     binding.
    ///   - links: the app's links, for the links opened in this window.
    ///   - content: the window's content: usually the root's `view()`.
    public init(
        _ scenes: AppScenes<Root>,
        scene: Binding<SceneID>,
        links: DeepLinks<Root>? = nil,
        @ViewBuilder content: @escaping (Root) -> Content
    ) {
        self.scenes = scenes
        _id = scene
        self.links = links
        self.content = content
    }

    /// The window's content, once its scene is connected.
    public var body: some View {
        drawn
            // onAppear(perform:): iOS 13; before the first frame is drawn.
            .onAppear { appear() }
            .onDisappear { disappear() }
            // onChange(of:initial:_:): iOS 17. A new value: the window shows another scene.
            .onChange(of: id) { appear() }
            .onChange(of: phase) { phaseChanged() }
            // onOpenURL(perform:): iOS 14.
            .onOpenURL { open($0) }
            // task(id:priority:_:): iOS 15. Each window reads a stream; the
            // newest one read gets each request.
            .task(id: id) { [scenes, openWindow, dismissWindow] in
                for await request in scenes.requests() {
                    Self.carryOut(request, open: openWindow, dismiss: dismissWindow)
                }
            }
    }

    /// The content once connected; until then a clear view, never an empty
    /// one: SwiftUI calls no `onAppear` on a view with nothing in it, and the
    /// window would never connect.
    @ViewBuilder private var drawn: some View {
        if let root {
            content(root)
        } else {
            Color.clear
        }
    }

    /// Reports what failed: the window's data that did not restore (the
    /// window started fresh), a window id that could not connect (it got a
    /// new one), a link that did not open.
    ///
    /// - Parameter action: called on the main actor with the error.
    /// - Returns: the view, reporting to `action`.
    public func onSceneError(perform action: @escaping @MainActor (SceneError) -> Void) -> SceneView {
        var view = self
        view.reportError = action
        return view
    }

    /// Says what a link opened in this window shows, so that a window
    /// already showing it takes it (`SceneChoice/showing`).
    ///
    /// ```swift
    /// SceneView(scenes, scene: $id, links: links) { $0.view() }
    ///     .linkTarget { url in SceneTarget(identifier: url.lastPathComponent) }
    /// ```
    ///
    /// - Parameter target: what a link shows, if known.
    /// - Returns: the view, reading links' targets with `target`.
    public func linkTarget(_ target: @escaping @MainActor (URL) -> SceneTarget?) -> SceneView {
        var view = self
        view.target = target
        return view
    }

    // MARK: The window's life: SceneWindow decides, this view binds.

    private func appear() {
        scenes.opensWindows = supportsMultipleWindows
        let window = self.window ?? SceneWindow(scenes)
        self.window = window
        guard let shown = window.appear(id, restoring: saved, activity: Self.activity(phase)) else { return }
        saved = shown.saved
        for error in shown.errors { reportError(error) }
        root = shown.root
        if shown.scene != id { id = shown.scene }
    }

    private func disappear() {
        if let data = window?.disappear() { saved = data }
        root = nil
    }

    private func phaseChanged() {
        do throws(SceneError) {
            if let data = try window?.setActivity(Self.activity(phase)) { saved = data }
        } catch {
            reportError(error)
        }
    }

    private func open(_ url: URL) {
        guard let links, let window else { return }
        do throws(SceneError) {
            try window.open(url.absoluteString, with: links, showing: target(url))
        } catch {
            reportError(error)
        }
    }

    private static func activity(_ phase: ScenePhase) -> SceneActivity {
        switch phase {
        case .active: .foregroundActive
        case .background: .background
        default: .foregroundInactive
        }
    }

    private static func carryOut(
        _ request: SceneRequest,
        open openWindow: OpenWindowAction,
        dismiss dismissWindow: DismissWindowAction
    ) {
        switch SceneWindow<Root>.opensWindow(for: request) {
        case true?: openWindow(value: request.scene)
        case false?: dismissWindow(value: request.scene)
        case nil: break
        }
    }
}
#endif
