public import Waypoint

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The UI-free half of one window of a SwiftUI `WindowGroup(for: SceneID.self)`
/// (WaypointSwiftUI's `SceneView`): what the window shows when it appears,
/// what it saves, where its links go, and what the scenes' requests ask of
/// the window group.
///
/// ```swift
/// let window = SceneWindow(scenes)
/// let shown = window.appear(id, restoring: saved, activity: .foregroundActive)
/// shown.root          // draw it; if shown.scene != id, the window's value becomes shown.scene
/// saved = window.setActivity(.background) ?? saved
/// ```
@MainActor
public final class SceneWindow<Root: Coordinator> {
    /// The app's scenes.
    public let scenes: AppScenes<Root>
    /// The scene the window shows, while it is connected.
    public private(set) var scene: SceneID?

    /// Creates a window's half, not connected.
    ///
    /// - Parameter scenes: the app's scenes, held by the app.
    public init(_ scenes: AppScenes<Root>) {
        self.scenes = scenes
    }

    /// The window appeared with its id: its scene connects, restored from
    /// the window's saved data (a scene made for a request shows its live
    /// tree). An id that cannot connect — its scene was discarded, or another
    /// window shows it — is replaced by a new scene; data that does not
    /// restore is dropped. A window already showing another scene leaves it
    /// first, and keeps none of its data.
    ///
    /// - Parameters:
    ///   - id: the window's value.
    ///   - data: the window's saved data, if any.
    ///   - activity: the window's activity now.
    /// - Returns: what the window shows, and what to keep; `nil` only if a
    ///   new scene cannot connect either, which it does not.
    public func appear(_ id: SceneID, restoring data: Data?, activity: SceneActivity) -> SceneWindowAppearance<Root>? {
        if scene == id, let root = try? scenes.root(of: id) {
            return SceneWindowAppearance(scene: id, root: root, saved: data, errors: [])
        }
        // A window that showed another scene keeps none of its data.
        var data = scene == nil ? data : nil
        disappear()
        var errors: [SceneError] = []
        var id = id
        let activity = activity == .unattached ? .foregroundInactive : activity
        let connection: SceneConnection<Root>
        do throws(SceneError) {
            connection = try scenes.connect(id, restoring: data, activity: activity)
        } catch {
            errors.append(error)
            data = nil
            id = .unique()
            // A new id is neither discarded nor connected: this throws nothing.
            guard let fresh = try? scenes.connect(id, activity: activity) else { return nil }
            connection = fresh
        }
        if let error = connection.restorationError {
            errors.append(error)
            data = nil
        }
        scene = id
        return SceneWindowAppearance(scene: id, root: connection.root, saved: data, errors: errors)
    }

    /// The window's activity changed (SwiftUI's `scenePhase`).
    ///
    /// - Parameter activity: its new activity.
    /// - Returns: the window's data to save when it left the foreground's
    ///   active state, else `nil`.
    /// - Throws: as `AppScenes/setActivity(_:of:)`.
    public func setActivity(_ activity: SceneActivity) throws(SceneError) -> Data? {
        guard let scene else { return nil }
        try scenes.setActivity(activity, of: scene)
        return activity == .foregroundActive ? nil : save()
    }

    /// The window disappeared: its data is saved, and its scene disconnects
    /// and lives on, unattached.
    ///
    /// - Returns: the window's data to save, if it was connected.
    @discardableResult
    public func disappear() -> Data? {
        guard let scene else { return nil }
        let data = save()
        try? scenes.disconnect(scene)
        self.scene = nil
        return data
    }

    /// The window's data now.
    ///
    /// - Returns: its restoration data, or `nil` if it is not connected.
    public func save() -> Data? {
        guard let scene else { return nil }
        return try? scenes.restoration(of: scene).encoded()
    }

    /// A link was opened in the window (SwiftUI's `onOpenURL`): it goes to a
    /// window by `SceneRule/standard`, from this one.
    ///
    /// - Parameters:
    ///   - link: the link.
    ///   - links: the app's links.
    ///   - target: what the link shows, if known.
    /// - Returns: where it landed.
    /// - Throws: as `AppScenes/open(_:with:showing:from:rule:)`.
    @discardableResult
    public func open(_ link: String, with links: DeepLinks<Root>, showing target: SceneTarget?) throws(SceneError)
        -> SceneLanding
    {
        try scenes.open(link, with: links, showing: target, from: scene)
    }

    /// What a request of the scenes asks of the window group: open (or bring
    /// forward) the window whose value is the scene's id — SwiftUI's
    /// `openWindow(value:)` brings forward a window already showing it — or
    /// close it with `dismissWindow(value:)`.
    ///
    /// - Parameter request: the request.
    /// - Returns: `true` to open the window, `false` to dismiss it, `nil` for
    ///   an action this version does not know.
    public static func opensWindow(for request: SceneRequest) -> Bool? {
        switch request.action {
        case .open, .activate: true
        case .close: false
        default: nil
        }
    }
}

/// What a window shows when it appears, and what it keeps.
@MainActor
public struct SceneWindowAppearance<Root: Coordinator> {
    /// The scene the window shows: a new one if its id could not connect
    /// (make it the window's value).
    public let scene: SceneID
    /// The scene's root: draw it.
    public let root: Root
    /// The data the window keeps: `nil` when its data did not restore or
    /// belonged to a scene it no longer shows.
    public let saved: Data?
    /// What failed: the id that could not connect, the data that did not restore.
    public let errors: [SceneError]
}
