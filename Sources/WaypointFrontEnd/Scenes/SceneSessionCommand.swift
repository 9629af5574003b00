public import Waypoint

/// What a scene's request asks of the system's sessions: UIKit's
/// `activateSceneSession(for:errorHandler:)` for a session or a new one,
/// `requestSceneSessionDestruction` for a session.
///
/// ``SceneSessions/command(for:openSessions:)`` makes one from a
/// `SceneRequest`; the binding performs it.
public struct SceneSessionCommand: Sendable, Hashable, CustomStringConvertible {
    /// What to ask.
    ///
    /// Actions are static members, so that later versions can add some
    /// without breaking a `switch` over them; a `switch` needs a `default` case.
    public struct Action: RawRepresentable, Sendable, Hashable, CustomStringConvertible {
        /// The action's name.
        public let rawValue: String

        /// Creates an action with a name.
        ///
        /// - Parameter rawValue: the action's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The action's name: `activate`.
        public var description: String { rawValue }

        /// Activate the session (bring its window forward, connecting it if
        /// it was disconnected), or, with no session, a new one whose
        /// connection carries a user activity naming the scene.
        public static let activate = Action(rawValue: "activate")
        /// Destroy the session: its window closes, and the system reports
        /// it discarded.
        public static let destroy = Action(rawValue: "destroy")
    }

    /// What to ask.
    public let action: Action
    /// The session's persistent identifier; `nil` for a new session.
    public let session: String?
    /// The scene the request is about: the one a new session's activity names.
    public let scene: SceneID

    /// Creates a command.
    ///
    /// - Parameters:
    ///   - action: what to ask.
    ///   - session: the session's persistent identifier; `nil` for a new one.
    ///   - scene: the scene the request is about.
    public init(_ action: Action, session: String?, scene: SceneID) {
        self.action = action
        self.session = session
        self.scene = scene
    }

    /// The action, and the session or `new`: `activate S1 (scene A1B2)`.
    public var description: String { "\(action) \(session ?? "new") (scene \(scene))" }
}
