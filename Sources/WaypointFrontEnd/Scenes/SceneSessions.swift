public import Waypoint

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// The UI-free half of a scene-delegate front end (UIKit's `UIKitScenes`):
/// which scene a window's session shows, what its connection opens, what it
/// saves, which session a scene's request names.
///
/// The binding hands it each callback of the scene delegate, described
/// without UIKit (``SceneSession``, ``SceneConnectionOptions``,
/// ``SceneArrival``), and performs what it answers; the decisions are here,
/// tested on Linux.
///
/// ```swift
/// let sessions = SceneSessions(AppScenes { _ in MailCoordinator() }, links: links)
/// let window = sessions.connect(SceneSession(persistentIdentifier: "S1"), options: options, restoring: data)
/// window.connection.root      // draw it; window.scene goes into the session's userInfo
/// ```
///
/// Which scene a session shows: the scene an activity of ``activityType``
/// names (a window opened for a request), else the scene kept in the
/// session's `userInfo` (``SceneSession/storedScene``), else the session's
/// persistent identifier; a discarded scene's session, or one that shows a
/// scene another window shows, gets a new scene.
@MainActor
public final class SceneSessions<Root: Coordinator> {
    /// The `userInfo` key of the scene id, in a session's `userInfo` and in
    /// the front end's user activities.
    public static var sceneKey: String { "waypoint.scene" }
    /// The `userInfo` key of a window's restoration data in its
    /// `stateRestorationActivity`.
    public static var restorationKey: String { "waypoint.restoration" }

    /// The app's scenes.
    public let scenes: AppScenes<Root>
    /// The app's links, to open what windows are handed.
    public let links: DeepLinks<Root>?
    /// The type of the front end's user activities: the one that opens a
    /// window for a scene, and the one that carries a window's restoration
    /// data. List it in the app's `NSUserActivityTypes`.
    public let activityType: String
    /// The connected sessions' scenes, by persistent identifier.
    public private(set) var connected: [String: SceneID] = [:]

    /// Creates the sessions' half of a front end.
    ///
    /// - Parameters:
    ///   - scenes: the app's scenes.
    ///   - links: the app's links, to open what windows are handed; without
    ///     them an arrival fails with `SceneError/Code/linkFailed`.
    ///   - activityType: the type of the front end's user activities.
    public init(_ scenes: AppScenes<Root>, links: DeepLinks<Root>? = nil, activityType: String = "waypoint.scene") {
        self.scenes = scenes
        self.links = links
        self.activityType = activityType
    }

    /// A window's session connected: its scene connects (restored from
    /// `data`, or the live scene made for a request), then everything the
    /// connection carries is opened, in order — activities, links, the
    /// notification — from that scene.
    ///
    /// - Parameters:
    ///   - session: the window's session.
    ///   - options: what its connection carries.
    ///   - data: its saved data (``SceneSessions/restorationKey`` of its
    ///     `stateRestorationActivity`), if any.
    /// - Returns: the scene, its connection, and what each arrival did.
    /// - Throws: what `AppScenes/connect(_:restoring:activity:)` throws for
    ///   a new scene, which it does not for a new id.
    public func connect(
        _ session: SceneSession,
        options: SceneConnectionOptions,
        restoring data: Data?
    ) throws(SceneError) -> SceneSessionConnection<Root> {
        let requested = options.activities.lazy
            .filter { $0.type == self.activityType }
            .compactMap { $0.scene.flatMap(SceneID.init(rawValue:)) }
            .first
        var errors: [SceneError] = []
        var scene = requested ?? session.scene ?? .unique()
        let connection: SceneConnection<Root>
        do throws(SceneError) {
            connection = try scenes.connect(scene, restoring: requested == nil ? data : nil)
        } catch {
            // A discarded scene, or one another window shows: a new scene.
            errors.append(error)
            scene = .unique()
            // A new id is neither discarded nor connected: this throws nothing.
            connection = try scenes.connect(scene)
        }
        connected[session.persistentIdentifier] = scene
        let arrivals =
            options.activities.filter { $0.type != activityType }.compactMap(\.arrival)
            + options.links + (options.notification.map { [$0] } ?? [])
        var landings: [SceneLanding] = []
        for arrival in arrivals {
            do throws(SceneError) {
                landings.append(try open(arrival, from: session.persistentIdentifier))
            } catch {
                errors.append(error)
            }
        }
        return SceneSessionConnection(scene: scene, connection: connection, landings: landings, errors: errors)
    }

    /// Opens what a window was handed — a link, an activity or a notification
    /// turned into one — in the scene the standard rule picks
    /// (`SceneRule/standard`), from the window's scene.
    ///
    /// - Parameters:
    ///   - arrival: the link and its target.
    ///   - session: the persistent identifier of the session it was handed
    ///     to, if any (a notification answered with no window names none).
    /// - Returns: where it landed.
    /// - Throws: `SceneError/Code/linkFailed` without ``links`` or for a
    ///   link that does not open; as `AppScenes/open(_:with:showing:from:rule:)`.
    @discardableResult
    public func open(_ arrival: SceneArrival, from session: String?) throws(SceneError) -> SceneLanding {
        let origin = session.flatMap { connected[$0] }
        guard let links else {
            throw SceneError(.linkFailed, scene: origin, "no DeepLinks were given to open '\(arrival.link)'")
        }
        return try scenes.open(arrival.link, with: links, showing: arrival.target, from: origin)
    }

    /// A connected session's window changed activity.
    ///
    /// - Parameters:
    ///   - activity: its new activity.
    ///   - session: the session's persistent identifier.
    /// - Throws: `SceneError/Code/unknownScene` for a session not connected;
    ///   as `AppScenes/setActivity(_:of:)`.
    public func setActivity(_ activity: SceneActivity, of session: String) throws(SceneError) {
        guard let scene = connected[session] else {
            throw SceneError(.unknownScene, scene: nil, "no connected session '\(session)'")
        }
        try scenes.setActivity(activity, of: scene)
    }

    /// A session's window disconnected: its scene lives on, unattached.
    ///
    /// - Parameter session: the session's persistent identifier; one not
    ///   connected is ignored.
    public func disconnect(_ session: String) {
        guard let scene = connected.removeValue(forKey: session) else { return }
        try? scenes.disconnect(scene)
    }

    /// A connected session's restoration data, for its `stateRestorationActivity`.
    ///
    /// - Parameter session: the session's persistent identifier.
    /// - Returns: the data (`SceneRestoration/encoded()`), or `nil` for a
    ///   session not connected.
    public func restorationData(of session: String) -> Data? {
        guard let scene = connected[session] else { return nil }
        return try? scenes.restoration(of: scene).encoded()
    }

    /// The system discarded sessions (the user closed their windows for
    /// good): their scenes are discarded, their flows end once with
    /// `CancelReason/sceneDiscarded`. Sessions whose scene this launch
    /// never made are nothing to discard.
    ///
    /// - Parameter sessions: the discarded sessions.
    /// - Returns: the scenes discarded.
    @discardableResult
    public func discard(_ sessions: [SceneSession]) -> [SceneID] {
        sessions.compactMap { session in
            guard let scene = connected.removeValue(forKey: session.persistentIdentifier) ?? session.scene,
                (try? scenes.discard(scene)) != nil
            else { return nil }
            return scene
        }
    }

    /// What a scene's request asks of the system's sessions.
    ///
    /// ```swift
    /// sessions.command(for: SceneRequest(.activate, scene: id), openSessions: open)
    /// // activate S2 (scene …): the session that shows it
    /// ```
    ///
    /// - Parameters:
    ///   - request: the request, from `AppScenes/requests()`.
    ///   - openSessions: the app's open sessions (`UIApplication.openSessions`).
    /// - Returns: activate the session that shows the scene, or a new one
    ///   (for `SceneRequest/Action/open`, and for a scene no open session
    ///   shows); destroy the session that shows a closed scene; `nil` when
    ///   there is nothing to ask (a scene closed that no session shows, an
    ///   action this version does not know).
    public func command(for request: SceneRequest, openSessions: [SceneSession]) -> SceneSessionCommand? {
        let session =
            connected.first { $0.value == request.scene }?.key
            ?? openSessions.first { $0.scene == request.scene }?.persistentIdentifier
        switch request.action {
        case .open, .activate:
            return SceneSessionCommand(.activate, session: session, scene: request.scene)
        case .close:
            return session.map { SceneSessionCommand(.destroy, session: $0, scene: request.scene) }
        default:
            return nil
        }
    }
}

/// What connecting a window's session gave: its scene, the scene's
/// connection, and what the connection's arrivals did.
@MainActor
public struct SceneSessionConnection<Root: Coordinator> {
    /// The scene the window shows: keep it in the session's `userInfo`
    /// (``SceneSessions/sceneKey``).
    public let scene: SceneID
    /// The scene's root and what its restoration did.
    public let connection: SceneConnection<Root>
    /// Where each arrival landed, in order.
    public let landings: [SceneLanding]
    /// What failed: the session's scene when it could not connect (then a
    /// new scene shows), and each arrival that did not open.
    public let errors: [SceneError]
}
