public import Waypoint

/// A window's session as a scene-delegate front end reads it: UIKit's
/// `UISceneSession`, without UIKit.
///
/// ```swift
/// let session = SceneSession(
///     persistentIdentifier: uiSession.persistentIdentifier,
///     storedScene: uiSession.userInfo?[SceneSessions<App>.sceneKey] as? String
/// )
/// ```
public struct SceneSession: Sendable, Hashable, CustomStringConvertible {
    /// The session's `persistentIdentifier`: it survives relaunch.
    public var persistentIdentifier: String
    /// The scene id the front end kept in the session's `userInfo` when the
    /// window first connected, if any: a window opened for a request shows
    /// the scene made for it, whose id is not the session's.
    public var storedScene: String?

    /// Creates a session's description.
    ///
    /// - Parameters:
    ///   - persistentIdentifier: the session's persistent identifier.
    ///   - storedScene: the scene id kept in its `userInfo`, if any.
    public init(persistentIdentifier: String, storedScene: String? = nil) {
        self.persistentIdentifier = persistentIdentifier
        self.storedScene = storedScene
    }

    /// The scene the session shows: the stored id if there is one, else the
    /// persistent identifier.
    public var scene: SceneID? {
        storedScene.flatMap(SceneID.init(rawValue:)) ?? SceneID(rawValue: persistentIdentifier)
    }

    /// The persistent identifier, and the stored scene if any: `S1 (scene A1B2)`.
    public var description: String {
        storedScene.map { "\(persistentIdentifier) (scene \($0))" } ?? persistentIdentifier
    }
}
