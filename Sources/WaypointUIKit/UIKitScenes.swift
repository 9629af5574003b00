// UIKitScenes: one coordinator tree per window of a scene-delegate app, the way
// Director's `SceneDirector` has one coordinator per scene. Every decision —
// which scene a session shows, what a connection's options open, what a
// request asks of the sessions — is made by `SceneSessions` (WaypointFrontEnd,
// tested on Linux with a FakeUIKit per window); this file only reads UIKit's
// objects into its values and performs its answers.
//
// Platforms: `UISceneSessionActivationRequest` and
// `UIApplication.activateSceneSession(for:errorHandler:)` need iOS 17, the
// package's floor (the older `requestSceneSessionActivation` is marked to be
// deprecated); everything else here needs iOS 13.
#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
public import UIKit
public import UserNotifications
public import Waypoint
public import WaypointFrontEnd

/// One coordinator tree per window of a scene-delegate app: each scene's
/// window is drawn by its own ``UIKitFrontEnd``, restored from its own
/// session, and handed the links, activities and notifications meant for it.
///
/// Keep one in the application delegate, and hand it each call of the scene
/// delegate:
///
/// ```swift
/// func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
///            options connectionOptions: UIScene.ConnectionOptions) {
///     window = windows.connect(scene, session: session, options: connectionOptions)
/// }
/// ```
///
/// What it does with each event:
/// - **connect**: the scene is the one a request opened the window for (a
///   user activity of `SceneSessions/activityType` names it), else the one
///   kept in the session's `userInfo`, else the session's
///   `persistentIdentifier`; its tree is restored from the data in the
///   session's `stateRestorationActivity`, then every link, user activity
///   and tapped notification of the connection's options is opened — at a
///   cold launch they arrive there, not in the later callbacks — and a
///   `UIWindow` is made with the tree's front end, and shown.
/// - **activity**: the scene delegate's foreground, active, resign and
///   background calls become `AppScenes/setActivity(_:of:)`; going to the
///   background also refreshes the session's restoration activity.
/// - **restoration**: ``stateRestorationActivity(for:)`` gives UIKit an
///   activity carrying the scene's `SceneRestoration` data.
/// - **disconnect**: the scene lives on, unattached; the window and its front
///   end go. **discard**: the discarded sessions' scenes end their flows once
///   with `CancelReason/sceneDiscarded`.
/// - **links and notifications**: each goes to a window by
///   `SceneRule/standard`, its target read from its
///   `targetContentIdentifier` (`SceneTarget/init(identifier:)`).
/// - **requests** (`AppScenes/requests()`): a new window is asked for with
///   `activateSceneSession(for:)` and a user activity naming the new scene;
///   an existing one by its session, found in `openSessions`; a discarded
///   scene's window is closed with `requestSceneSessionDestruction`.
@MainActor
public final class UIKitScenes<Root: Coordinator> {
    /// The decisions: which scene each session shows, and what requests ask.
    public let sessions: SceneSessions<Root>
    /// The app's scenes.
    public var scenes: AppScenes<Root> { sessions.scenes }
    /// Turns a user activity the front end did not make (Handoff, Spotlight,
    /// a universal link) into a link to open; by default its `webpageURL`.
    public var activityLink: @MainActor (NSUserActivity) -> String? = { $0.webpageURL?.absoluteString }
    /// Turns a tapped notification into a link to open; by default none, and
    /// the notification only brings its window forward.
    public var notificationLink: @MainActor (UNNotificationResponse) -> String? = { _ in nil }
    /// Configures each window's front end once, as it is made, before it
    /// draws: transitions, delegates, ``UIKitFrontEnd/onMakeController``.
    public var configure: @MainActor (UIKitFrontEnd, SceneID) -> Void = { _, _ in }
    /// Called with what failed: a `SceneError` (data that did not restore,
    /// a link that did not open, a session whose scene was discarded), or
    /// UIKit's error for a request it refused.
    public var onError: @MainActor (any Error) -> Void = { _ in }

    private let screen: @MainActor (ShownEntry<Any>) -> UIViewController?
    private var frontEnds: [String: UIKitFrontEnd] = [:]
    private var windows: [String: UIWindow] = [:]
    private var following: Task<Void, Never>?

    /// Creates the windows' front end, and starts carrying out the scenes'
    /// requests.
    ///
    /// - Parameters:
    ///   - scenes: the app's scenes.
    ///   - links: the app's links, to open what windows are handed.
    ///   - activityType: the type of the front end's user activities; list
    ///     it in the app's `NSUserActivityTypes`.
    ///   - screen: as ``UIKitFrontEnd/init(_:screen:)``, for every window.
    public init(
        _ scenes: AppScenes<Root>,
        links: DeepLinks<Root>? = nil,
        activityType: String = "waypoint.scene",
        screen: @escaping @MainActor (ShownEntry<Any>) -> UIViewController? = { _ in nil }
    ) {
        sessions = SceneSessions(scenes, links: links, activityType: activityType)
        self.screen = screen
        // supportsMultipleScenes: iOS 13. An iPhone app opens no window for a link.
        scenes.opensWindows = UIApplication.shared.supportsMultipleScenes
        let requests = scenes.requests()
        // Holds self weakly: the loop ends at the first request after the
        // front end goes away.
        following = Task { [weak self] in
            for await request in requests {
                guard let self else { return }
                self.carryOut(request)
            }
        }
    }

    isolated deinit {
        // Ends the stream, so that the next request waits for another reader
        // instead of reaching this one's loop, which would drop it.
        following?.cancel()
    }

    // MARK: The scene delegate's calls

    /// `scene(_:willConnectTo:options:)`: connects the window's scene, opens
    /// what the connection carries, and makes and shows its window.
    ///
    /// - Parameters:
    ///   - scene: the connecting scene; only a `UIWindowScene` gets a window.
    ///   - session: its session.
    ///   - options: its connection's options.
    /// - Returns: the window, for the scene delegate's `window`; `nil` for a
    ///   scene that is not a window scene.
    @discardableResult
    public func connect(
        _ scene: UIScene,
        session: UISceneSession,
        options: UIScene.ConnectionOptions
    ) -> UIWindow? {
        guard let windowScene = scene as? UIWindowScene else { return nil }
        let described = SceneSession(
            persistentIdentifier: session.persistentIdentifier,
            storedScene: session.userInfo?[SceneSessions<Root>.sceneKey] as? String
        )
        let data = session.stateRestorationActivity?.userInfo?[SceneSessions<Root>.restorationKey] as? Data
        let connection: SceneSessionConnection<Root>
        do throws(SceneError) {
            connection = try sessions.connect(described, options: read(options), restoring: data)
        } catch {
            onError(error)
            return nil
        }
        var userInfo = session.userInfo ?? [:]
        userInfo[SceneSessions<Root>.sceneKey] = connection.scene.rawValue
        session.userInfo = userInfo
        if let error = connection.connection.restorationError { onError(error) }
        for error in connection.errors { onError(error) }
        let frontEnd = UIKitFrontEnd(connection.connection.root, screen: screen)
        configure(frontEnd, connection.scene)
        let window = UIWindow(windowScene: windowScene)
        frontEnd.install(in: window)
        frontEnds[session.persistentIdentifier] = frontEnd
        windows[session.persistentIdentifier] = window
        return window
    }

    /// `sceneWillEnterForeground(_:)`: the scene is coming to the foreground.
    ///
    /// - Parameter scene: the scene.
    public func willEnterForeground(_ scene: UIScene) { setActivity(.foregroundInactive, scene) }

    /// `sceneDidBecomeActive(_:)`: the scene takes the user's input.
    ///
    /// - Parameter scene: the scene.
    public func didBecomeActive(_ scene: UIScene) { setActivity(.foregroundActive, scene) }

    /// `sceneWillResignActive(_:)`: the scene stops taking input.
    ///
    /// - Parameter scene: the scene.
    public func willResignActive(_ scene: UIScene) { setActivity(.foregroundInactive, scene) }

    /// `sceneDidEnterBackground(_:)`: the scene went to the background; its
    /// session's restoration activity is refreshed.
    ///
    /// - Parameter scene: the scene.
    public func didEnterBackground(_ scene: UIScene) {
        setActivity(.background, scene)
        if let activity = stateRestorationActivity(for: scene) { scene.session.stateRestorationActivity = activity }
    }

    /// `sceneDidDisconnect(_:)`: the window goes; its scene lives on,
    /// unattached, and shows again when the session reconnects.
    ///
    /// - Parameter scene: the scene.
    public func didDisconnect(_ scene: UIScene) {
        let id = scene.session.persistentIdentifier
        sessions.disconnect(id)
        frontEnds[id] = nil
        windows[id] = nil
    }

    /// `stateRestorationActivity(for:)`: an activity carrying the scene's
    /// restoration data, which UIKit saves with the session.
    ///
    /// - Parameter scene: the scene.
    /// - Returns: the activity, or `nil` for a scene not connected here.
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
        let id = scene.session.persistentIdentifier
        guard let data = sessions.restorationData(of: id), let sceneID = sessions.connected[id] else { return nil }
        let activity = NSUserActivity(activityType: sessions.activityType)
        activity.addUserInfoEntries(from: [
            SceneSessions<Root>.sceneKey: sceneID.rawValue,
            SceneSessions<Root>.restorationKey: data,
        ])
        return activity
    }

    /// `scene(_:openURLContexts:)`: each link goes to a window by the
    /// standard rule, from this one.
    ///
    /// - Parameters:
    ///   - contexts: the links.
    ///   - scene: the scene they were opened in.
    public func open(_ contexts: Set<UIOpenURLContext>, in scene: UIScene) {
        for context in contexts { open(arrival(context), from: scene.session.persistentIdentifier) }
    }

    /// `scene(_:continue:)`: the activity, turned into a link by
    /// ``activityLink``, goes to a window by the standard rule.
    ///
    /// - Parameters:
    ///   - activity: the user activity.
    ///   - scene: the scene it was handed to.
    public func `continue`(_ activity: NSUserActivity, in scene: UIScene) {
        guard let arrival = read(activity).arrival else { return }
        open(arrival, from: scene.session.persistentIdentifier)
    }

    /// A notification the user answered while the app ran (the notification
    /// center delegate's `didReceive`): turned into a link by
    /// ``notificationLink``, it goes to a window by the standard rule, from
    /// the response's `targetScene` — even while every window is still
    /// coming to the foreground and there is no key window.
    ///
    /// - Parameter response: the user's response.
    public func open(_ response: UNNotificationResponse) {
        guard let arrival = arrival(response) else { return }
        open(arrival, from: response.targetScene?.session.persistentIdentifier)
    }

    /// `application(_:didDiscardSceneSessions:)`: the user closed these
    /// windows for good; their scenes end their flows once, as discarded.
    ///
    /// - Parameter discarded: the discarded sessions.
    public func discard(_ discarded: Set<UISceneSession>) {
        sessions.discard(
            discarded.map {
                SceneSession(
                    persistentIdentifier: $0.persistentIdentifier,
                    storedScene: $0.userInfo?[SceneSessions<Root>.sceneKey] as? String
                )
            })
    }

    /// The front end that draws a scene's window.
    ///
    /// - Parameter scene: the scene.
    /// - Returns: its front end, or `nil` if it is not connected here.
    public func frontEnd(for scene: UIScene) -> UIKitFrontEnd? {
        frontEnds[scene.session.persistentIdentifier]
    }

    // MARK: Reading UIKit's objects

    private func read(_ options: UIScene.ConnectionOptions) -> SceneConnectionOptions {
        SceneConnectionOptions(
            links: options.urlContexts.map(arrival),
            activities: options.userActivities.map(read),
            notification: options.notificationResponse.flatMap(arrival)
        )
    }

    private func read(_ activity: NSUserActivity) -> SceneUserActivity {
        let ours = activity.activityType == sessions.activityType
        return SceneUserActivity(
            type: activity.activityType,
            scene: activity.userInfo?[SceneSessions<Root>.sceneKey] as? String,
            link: ours ? nil : activityLink(activity),
            targetIdentifier: activity.targetContentIdentifier
        )
    }

    private func arrival(_ context: UIOpenURLContext) -> SceneArrival {
        SceneArrival(link: context.url.absoluteString)
    }

    private func arrival(_ response: UNNotificationResponse) -> SceneArrival? {
        notificationLink(response).map {
            SceneArrival(link: $0, targetIdentifier: response.notification.request.content.targetContentIdentifier)
        }
    }

    private func open(_ arrival: SceneArrival, from session: String?) {
        do throws(SceneError) {
            try sessions.open(arrival, from: session)
        } catch {
            onError(error)
        }
    }

    private func setActivity(_ activity: SceneActivity, _ scene: UIScene) {
        do throws(SceneError) {
            try sessions.setActivity(activity, of: scene.session.persistentIdentifier)
        } catch {
            onError(error)
        }
    }

    // MARK: Carrying out requests

    private func carryOut(_ request: SceneRequest) {
        let application = UIApplication.shared
        let open = Array(application.openSessions)
        let described = open.map {
            SceneSession(
                persistentIdentifier: $0.persistentIdentifier,
                storedScene: $0.userInfo?[SceneSessions<Root>.sceneKey] as? String
            )
        }
        guard let command = sessions.command(for: request, openSessions: described) else { return }
        let session = command.session.flatMap { id in open.first { $0.persistentIdentifier == id } }
        // UIKit does not say on which queue it calls an error handler: hop to
        // the main actor before reporting.
        let failed: @Sendable (any Error) -> Void = { [weak self] error in
            Task { @MainActor in self?.onError(error) }
        }
        switch command.action {
        case .activate:
            if let session {
                application.activateSceneSession(
                    for: UISceneSessionActivationRequest(session: session), errorHandler: failed)
            } else {
                let activity = NSUserActivity(activityType: sessions.activityType)
                activity.addUserInfoEntries(from: [SceneSessions<Root>.sceneKey: command.scene.rawValue])
                // A new window the system would not open: the scene made for
                // it is discarded, so that its tree and awaiters end.
                let made = request.action == .open ? command.scene : nil
                let notOpened: @Sendable (any Error) -> Void = { [weak self] error in
                    Task { @MainActor in
                        if let made { try? self?.scenes.discard(made) }
                        self?.onError(error)
                    }
                }
                application.activateSceneSession(
                    for: UISceneSessionActivationRequest(userActivity: activity), errorHandler: notOpened)
            }
        case .destroy:
            if let session { application.requestSceneSessionDestruction(session, options: nil, errorHandler: failed) }
        default:
            break
        }
    }
}
#endif
