package import Waypoint

/// One line a client sends to the inspector: a JSON object with the protocol
/// version `v`, a `type`, and the fields that type needs.
///
/// Package access: the protocol is documented as JSON in
/// <doc:InspectorProtocol>; Swift code in this package reads and writes it
/// through this value.
///
/// ```json
/// {"v":1,"type":"hello","token":"3f…"}
/// {"v":1,"type":"open","id":1,"url":"todos://todo/2"}
/// ```
package struct InspectorRequest: Codable, Sendable, Hashable {
    /// What a request asks for.
    package enum Kind: String, Codable, Sendable, Hashable {
        /// Presents the token; the first line of every connection.
        case hello
        /// Opens a deep link (`url`).
        case open
        /// Applies user intents (`intents`), as a front end reports them.
        case intent
        /// Replaces the tree with restoration data (`state`).
        case restore
        /// Asks for the restoration data of the current tree.
        case restoration
    }

    /// The protocol version the client speaks.
    package var v: Int
    /// What the request asks for.
    package var type: Kind
    /// The client's number for a command, repeated in its reply.
    package var id: Int?
    /// For `hello`: the token the inspector printed.
    package var token: String?
    /// For `open`: the link.
    package var url: String?
    /// For `intent`: the intents, applied in order.
    package var intents: [UserIntent]?
    /// For `restore`: the tree to restore.
    package var state: RestorationState?

    package init(
        _ type: Kind,
        id: Int? = nil,
        token: String? = nil,
        url: String? = nil,
        intents: [UserIntent]? = nil,
        state: RestorationState? = nil
    ) {
        self.v = InspectorProtocol.version
        self.type = type
        self.id = id
        self.token = token
        self.url = url
        self.intents = intents
        self.state = state
    }
}

/// The protocol's constants.
package enum InspectorProtocol {
    /// The version this build speaks: the `v` of every line.
    package static let version = 1
}
