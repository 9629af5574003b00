import Waypoint

/// What a window's connection carries, as a scene-delegate front end reads
/// it: UIKit's `UIScene.ConnectionOptions`, without UIKit.
///
/// At a cold launch, links, user activities and a tapped notification arrive
/// here rather than in the later callbacks (UIKit's `openURLContexts`,
/// `continue`, the notification center's delegate): ``SceneSessions/connect(_:options:restoring:)``
/// opens each once the window's tree exists, so that none is dropped.
///
/// ```swift
/// let options = SceneConnectionOptions(
///     links: [SceneArrival(link: "mail://message/42")],
///     activities: [],
///     notification: nil
/// )
/// ```
public struct SceneConnectionOptions: Sendable, Hashable {
    /// The links the window was opened with (`urlContexts`).
    public var links: [SceneArrival]
    /// The user activities it was opened with (`userActivities`).
    public var activities: [SceneUserActivity]
    /// The tapped notification, as the link the app turned it into
    /// (`notificationResponse`).
    public var notification: SceneArrival?

    /// Creates a connection's options.
    ///
    /// - Parameters:
    ///   - links: the links the window was opened with.
    ///   - activities: the user activities it was opened with.
    ///   - notification: the tapped notification, as a link.
    public init(links: [SceneArrival] = [], activities: [SceneUserActivity] = [], notification: SceneArrival? = nil) {
        self.links = links
        self.activities = activities
        self.notification = notification
    }
}

/// A user activity as a scene-delegate front end reads it: UIKit's
/// `NSUserActivity`, without Foundation's class.
///
/// An activity of the front end's own type names the scene a new window
/// shows (a request's `SceneRequest/Action/open`); any other is what the
/// app turned it into: a link, with the activity's `targetContentIdentifier`.
public struct SceneUserActivity: Sendable, Hashable {
    /// The activity's type.
    public var type: String
    /// The scene id in its `userInfo`, under ``SceneSessions/sceneKey``.
    public var scene: String?
    /// What the app turned it into, if anything: a link to open.
    public var link: String?
    /// The activity's `targetContentIdentifier`.
    public var targetIdentifier: String?

    /// Creates an activity's description.
    ///
    /// - Parameters:
    ///   - type: the activity's type.
    ///   - scene: the scene id in its `userInfo`, if any.
    ///   - link: the link the app turned it into, if any.
    ///   - targetIdentifier: its `targetContentIdentifier`, if any.
    public init(type: String, scene: String? = nil, link: String? = nil, targetIdentifier: String? = nil) {
        self.type = type
        self.scene = scene
        self.link = link
        self.targetIdentifier = targetIdentifier
    }

    /// The link it opens, if the app turned it into one.
    public var arrival: SceneArrival? {
        link.map { SceneArrival(link: $0, targetIdentifier: targetIdentifier) }
    }
}
