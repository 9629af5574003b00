/// What the app's scenes ask a front end to do with its windows: open a
/// window for a new scene, bring one forward, close one.
///
/// A front end reads them from ``AppScenes/requests()`` and carries them out:
/// SwiftUI with `openWindow(value:)` and `dismissWindow(value:)`, UIKit with
/// `requestSceneSessionActivation` and `requestSceneSessionDestruction`.
public struct SceneRequest: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What to do.
    ///
    /// Actions are static members, so that later versions can add some without
    /// breaking a `switch` over them; a `switch` needs a `default` case.
    public struct Action: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The action's name, as encoded.
        public let rawValue: String

        /// Creates an action with a name.
        ///
        /// - Parameter rawValue: the action's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The action's name: `open`.
        public var description: String { rawValue }

        /// Open a window for the scene, which exists already, unattached;
        /// the window connects with the scene's id.
        public static let open = Action(rawValue: "open")
        /// Bring the scene's window forward (and make it active).
        public static let activate = Action(rawValue: "activate")
        /// Close the scene's window: the scene was discarded.
        public static let close = Action(rawValue: "close")
    }

    /// What to do.
    public let action: Action
    /// The scene to do it with.
    public let scene: SceneID

    /// Creates a request.
    ///
    /// - Parameters:
    ///   - action: what to do.
    ///   - scene: the scene to do it with.
    public init(_ action: Action, scene: SceneID) {
        self.action = action
        self.scene = scene
    }

    /// The action and the scene: `open A1B2`.
    public var description: String { "\(action) \(scene)" }
}

/// One change of the app's scenes: what happened to which scene, and every
/// scene after it.
public struct ScenesChange: Sendable, Hashable, Codable, CustomStringConvertible {
    /// What happened.
    ///
    /// Events are static members, so that later versions can add some without
    /// breaking a `switch` over them; a `switch` needs a `default` case.
    public struct Event: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The event's name, as encoded.
        public let rawValue: String

        /// Creates an event with a name.
        ///
        /// - Parameter rawValue: the event's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The event's name: `connected`.
        public var description: String { rawValue }

        /// The current scenes, the first element of every stream.
        public static let initial = Event(rawValue: "initial")
        /// A scene was made for a request, its window not open yet.
        public static let created = Event(rawValue: "created")
        /// A window connected to the scene.
        public static let connected = Event(rawValue: "connected")
        /// The scene's activity changed.
        public static let activity = Event(rawValue: "activity")
        /// The scene's window disconnected; the scene lives on.
        public static let disconnected = Event(rawValue: "disconnected")
        /// The scene was discarded: its flows ended, its tree is gone.
        public static let discarded = Event(rawValue: "discarded")
    }

    /// One scene as the change leaves it.
    public struct Scene: Sendable, Hashable, Codable, CustomStringConvertible {
        /// The scene's id.
        public let id: SceneID
        /// Where its window is in its life.
        public let activity: SceneActivity

        /// Creates a scene's summary.
        ///
        /// - Parameters:
        ///   - id: the scene's id.
        ///   - activity: where its window is in its life.
        public init(id: SceneID, activity: SceneActivity) {
            self.id = id
            self.activity = activity
        }

        /// The id and the activity: `A1B2 foregroundActive`.
        public var description: String { "\(id) \(activity)" }
    }

    /// What happened.
    public let event: Event
    /// The scene it happened to; `nil` for ``Event/initial``.
    public let scene: SceneID?
    /// Every live scene after the change, in the order they were made.
    public let scenes: [Scene]

    /// Creates a change.
    ///
    /// - Parameters:
    ///   - event: what happened.
    ///   - scene: the scene it happened to.
    ///   - scenes: every live scene after the change.
    public init(event: Event, scene: SceneID?, scenes: [Scene]) {
        self.event = event
        self.scene = scene
        self.scenes = scenes
    }

    /// The event, its scene, and the scenes: `connected A1B2: [A1B2 foregroundInactive]`.
    public var description: String {
        "\(event)\(scene.map { " \($0)" } ?? ""): \(scenes)"
    }
}
