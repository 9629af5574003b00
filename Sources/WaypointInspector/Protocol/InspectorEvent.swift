package import Waypoint

/// One line the inspector sends to a client: a JSON object with the protocol
/// version `v`, a `type`, and the fields that type carries.
///
/// Package access: the protocol is documented as JSON in
/// <doc:InspectorProtocol>.
///
/// ```json
/// {"v":4,"type":"change","change":{"cause":"push","version":7,"snapshot":{…}}}
/// {"v":4,"type":"reply","id":1,"ok":true}
/// ```
package struct InspectorEvent: Codable, Sendable, Hashable {
    /// What an event says.
    package enum Kind: String, Codable, Sendable, Hashable {
        /// The app's answer to a `hello`: its nonce and its proof that it knows
        /// the token (`nonce`, `proof`).
        case challenge
        /// The client's proof was right: the client is attached (`coordinator`,
        /// `deepLinks`, and `scene` when the inspector inspects the app's scenes).
        case welcome
        /// A change of the navigation tree with the whole tree (`change`): the
        /// current state on attaching, and the first change after `missed`.
        case change
        /// A change of the navigation tree as what changed since the change
        /// before it (`delta`, a ``SnapshotDelta``).
        case delta
        /// The client was too slow: `count` changes were dropped, and the next
        /// change is the latest state.
        case missed
        /// The inspector watches another scene (`scene`, or none when no scene
        /// is left; `reason`): the next `change` is that scene's whole state.
        case scene
        /// The answer to a command (`id`, `ok`, and `error`, `outcome`,
        /// `restoration`, `scenes` or `scene`).
        case reply
        /// A line that was refused (`error`), when it had no readable `id`
        /// (a refused line with one gets a `reply`); before the handshake ends,
        /// the connection closes.
        case error
        /// The inspector stopped (`reason`); the connection closes.
        case bye
    }

    /// Why a command failed or a line was refused: the library's error domain,
    /// its code and its message.
    package struct Problem: Codable, Sendable, Hashable {
        /// `inspector`, `deepLink`, `navigation`, `restoration` or `scene`.
        package var domain: String
        /// The error's code, such as `unknownPath` or `badToken`.
        package var code: String
        /// The error's readable message.
        package var message: String

        package init(domain: String, code: String, message: String) {
            self.domain = domain
            self.code = code
            self.message = message
        }
    }

    /// One of the app's scenes, as the inspector lists it.
    package struct Scene: Codable, Sendable, Hashable {
        /// The scene's id.
        package var id: SceneID
        /// Where its window is in its life.
        package var activity: SceneActivity
        /// Whether the inspector watches it.
        package var watched: Bool

        package init(id: SceneID, activity: SceneActivity, watched: Bool) {
            self.id = id
            self.activity = activity
            self.watched = watched
        }
    }

    package var v = InspectorProtocol.version
    package var type: Kind
    package var id: Int?
    package var ok: Bool?
    package var change: NavigationChange?
    package var delta: SnapshotDelta?
    package var count: Int?
    package var outcome: String?
    package var restoration: RestorationState?
    package var error: Problem?
    package var coordinator: String?
    package var deepLinks: Bool?
    package var reason: String?
    package var nonce: String?
    package var proof: String?
    package var scene: Scene?
    package var scenes: [Scene]?

    package init(_ type: Kind) {
        self.type = type
    }
}

extension InspectorEvent {
    /// A change.
    package static func change(_ change: NavigationChange) -> InspectorEvent {
        var event = InspectorEvent(.change)
        event.change = change
        return event
    }

    /// A change, as what changed since the change before it.
    package static func delta(_ delta: SnapshotDelta) -> InspectorEvent {
        var event = InspectorEvent(.delta)
        event.delta = delta
        return event
    }

    /// The notice that `count` changes were dropped for a slow client.
    package static func missed(_ count: Int) -> InspectorEvent {
        var event = InspectorEvent(.missed)
        event.count = count
        return event
    }

    /// A command that was carried out.
    package static func done(_ id: Int?, outcome: String? = nil, restoration: RestorationState? = nil) -> InspectorEvent
    {
        var event = InspectorEvent(.reply)
        event.id = id
        event.ok = true
        event.outcome = outcome
        event.restoration = restoration
        return event
    }

    /// A command that failed; nothing changed.
    package static func failed(_ id: Int?, _ problem: Problem) -> InspectorEvent {
        var event = InspectorEvent(.reply)
        event.id = id
        event.ok = false
        event.error = problem
        return event
    }

    /// The answer to `scenes` or `scene`: the scenes listed, or the scene now watched.
    package static func answered(_ id: Int?, scenes: [Scene]? = nil, scene: Scene? = nil) -> InspectorEvent {
        var event = InspectorEvent(.reply)
        event.id = id
        event.ok = true
        event.scenes = scenes
        event.scene = scene
        return event
    }

    /// The inspector watches another scene, or none.
    package static func watching(_ scene: Scene?, reason: String) -> InspectorEvent {
        var event = InspectorEvent(.scene)
        event.scene = scene
        event.reason = reason
        return event
    }

    /// The app's answer to a `hello`.
    package static func challenge(nonce: String, proof: String) -> InspectorEvent {
        var event = InspectorEvent(.challenge)
        event.nonce = nonce
        event.proof = proof
        return event
    }

    /// The inspector stopped.
    package static func bye(_ reason: String) -> InspectorEvent {
        var event = InspectorEvent(.bye)
        event.reason = reason
        return event
    }

    /// A line that was refused.
    package static func refused(_ error: InspectorError) -> InspectorEvent {
        var event = InspectorEvent(.error)
        event.error = Problem(error)
        return event
    }
}

extension InspectorEvent.Problem {
    /// The inspector's own error.
    package init(_ error: InspectorError) {
        self.init(domain: "inspector", code: error.code.rawValue, message: error.message)
    }

    /// A deep link that could not open; a failed step carries the navigation
    /// error's message.
    package init(_ error: DeepLinkError) {
        self.init(domain: "deepLink", code: error.code.rawValue, message: error.description)
    }

    /// A command the navigation state refused (an alert that is gone, a
    /// button, field or detent it does not have).
    package init(_ error: NavigationError) {
        self.init(domain: "navigation", code: error.code.rawValue, message: error.message)
    }

    /// A request about the app's scenes that was refused: an unknown or
    /// discarded scene, or none to act on.
    package init(_ error: SceneError) {
        self.init(domain: "scene", code: error.code.rawValue, message: error.message)
    }

    /// Restoration data that could not be restored.
    package init(_ error: RestorationError) {
        self.init(domain: "restoration", code: error.code.rawValue, message: error.description)
    }
}
