public import Waypoint

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// A stand-in for the system's windows, for tests of an app with several:
/// it connects windows to `AppScenes`, brings them forward, sends them to the
/// background, closes them, carries out the scenes' requests when the test
/// says, and relaunches the app with each window's saved data.
///
/// Each window draws its scene with a front end the test picks — a
/// `HeadlessFrontEnd` or a `FakeUIKit`:
///
/// ```swift
/// let system = FakeWindows(root: { _ in AppCoordinator() }, window: { HeadlessFrontEnd($0) })
/// let first = try system.open()
/// let second = try system.open()
/// try system.scenes.open("todos://todos/42", with: links, from: second)
/// system.followRequests()           // brings the window that took the link forward
/// ```
///
/// The fake is the app's front end: it reads the scenes' requests itself
/// (``followRequests()``); a test does not read `AppScenes/requests()` too.
@MainActor
public final class FakeWindows<Root: Coordinator, Window> {
    /// The app's scenes.
    public private(set) var scenes: AppScenes<Root>
    private let makeRoot: @MainActor (SceneID) -> Root
    private let makeWindow: @MainActor (Root) -> Window
    /// The windows on screen, by scene.
    public private(set) var windows: [SceneID: Window] = [:]
    /// Each scene's data as the system keeps it with the scene's session,
    /// saved when its window goes to the background or disconnects, and at a
    /// relaunch.
    public private(set) var savedData: [SceneID: Data] = [:]
    /// Every request carried out, in order.
    public private(set) var carriedOut: [SceneRequest] = []
    /// Why a window's data did not restore when it connected, by scene.
    public private(set) var restorationErrors: [SceneID: SceneError] = [:]

    /// Creates the app's scenes with no window open.
    ///
    /// - Parameters:
    ///   - makeRoot: makes a scene's root coordinator, as `AppScenes/init(root:)`.
    ///   - makeWindow: makes the front end that draws a window's root.
    public init(
        root makeRoot: @escaping @MainActor (SceneID) -> Root,
        window makeWindow: @escaping @MainActor (Root) -> Window
    ) {
        self.makeRoot = makeRoot
        self.makeWindow = makeWindow
        scenes = AppScenes(root: makeRoot)
    }

    /// The window that shows a scene.
    ///
    /// - Parameter scene: the scene's id.
    /// - Returns: its front end, or `nil` if no window shows it.
    public func window(_ scene: SceneID) -> Window? { windows[scene] }

    /// The user opens a window, or the system connects one: the scene
    /// connects (with its saved data, or `data`), and the window comes to the
    /// foreground, active.
    ///
    /// - Parameters:
    ///   - scene: the window's id; a new one by default. A scene made for a
    ///     request connects to its live tree.
    ///   - data: the data to restore; the data the system keeps for the
    ///     scene by default.
    /// - Returns: the scene's id.
    /// - Throws: what `AppScenes/connect(_:restoring:activity:)` throws.
    @discardableResult
    public func open(_ scene: SceneID = .unique(), restoring data: Data? = nil) throws(SceneError) -> SceneID {
        let connection = try scenes.connect(scene, restoring: data ?? savedData[scene])
        if let error = connection.restorationError { restorationErrors[scene] = error }
        windows[scene] = makeWindow(connection.root)
        try scenes.setActivity(.foregroundActive, of: scene)
        return scene
    }

    /// The user brings a window forward: it becomes active.
    ///
    /// - Parameter scene: the scene's id.
    /// - Throws: what `AppScenes/setActivity(_:of:)` throws.
    public func activate(_ scene: SceneID) throws(SceneError) {
        try scenes.setActivity(.foregroundActive, of: scene)
    }

    /// A window goes to the background; the system saves its data.
    ///
    /// - Parameter scene: the scene's id.
    /// - Throws: what `AppScenes/setActivity(_:of:)` throws.
    public func background(_ scene: SceneID) throws(SceneError) {
        try scenes.setActivity(.background, of: scene)
        try save(scene)
    }

    /// The system disconnects a window to free its resources: the window
    /// goes, its data is saved, its scene lives on unattached.
    ///
    /// - Parameter scene: the scene's id.
    /// - Throws: what `AppScenes/disconnect(_:)` throws.
    public func disconnect(_ scene: SceneID) throws(SceneError) {
        try save(scene)
        try scenes.disconnect(scene)
        windows[scene] = nil
    }

    /// The user closes a window for good, as UIKit reports it: the window
    /// disconnects, then its scene is discarded and the system drops its data
    /// (`didDiscardSceneSessions`).
    ///
    /// - Parameter scene: the scene's id.
    /// - Throws: what `AppScenes/discard(_:)` throws.
    public func close(_ scene: SceneID) throws(SceneError) {
        try scenes.disconnect(scene)
        windows[scene] = nil
        try scenes.discard(scene)
        savedData[scene] = nil
    }

    /// Carries out the requests the scenes made since the last call, in
    /// order: opens a window for a new scene (active), brings a window
    /// forward (reconnecting it if it was disconnected), closes a window.
    ///
    /// - Returns: the requests carried out.
    @discardableResult
    public func followRequests() -> [SceneRequest] {
        let requests = scenes.takeWaitingRequests()
        for request in requests { carry(request) }
        return requests
    }

    private func carry(_ request: SceneRequest) {
        carriedOut.append(request)
        switch request.action {
        case .open:
            _ = try? open(request.scene)
        case .activate:
            if windows[request.scene] == nil {
                _ = try? open(request.scene)
            } else {
                try? activate(request.scene)
            }
        case .close:
            windows[request.scene] = nil
            savedData[request.scene] = nil
        default:
            break
        }
    }

    /// The app is quit and launched again: every live scene's data is saved,
    /// the app's scenes are made anew, and each window that was on screen
    /// connects again, in order, with its data — which `editing` may change
    /// (corrupt it, swap it with another window's) or drop (`nil`).
    ///
    /// Windows not on screen keep their data for a later ``open(_:restoring:)``.
    /// Why a window's data did not restore is in ``restorationErrors``.
    ///
    /// - Parameter editing: what the system hands back for a scene's data.
    /// - Throws: what `AppScenes/restoration(of:)` throws.
    public func relaunch(editing: (SceneID, Data) -> Data? = { $1 }) throws(SceneError) {
        let onScreen = scenes.ids.filter { windows[$0] != nil }
        for scene in scenes.ids { try save(scene) }
        for (scene, data) in savedData { savedData[scene] = editing(scene, data) }
        windows = [:]
        restorationErrors = [:]
        scenes = AppScenes(root: makeRoot)
        for scene in onScreen { try open(scene) }
    }

    /// Saves a scene's data as the system keeps it with its session.
    private func save(_ scene: SceneID) throws(SceneError) {
        let restoration = try scenes.restoration(of: scene)
        do throws(RestorationError) {
            savedData[scene] = try restoration.encoded()
        } catch {
            throw SceneError(.restorationFailed, scene: scene, "\(error)", restorationError: error)
        }
    }
}
