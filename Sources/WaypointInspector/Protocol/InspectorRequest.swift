package import Waypoint

/// One line a client sends to the inspector: a JSON object with the protocol
/// version `v`, a `type`, and the fields that type needs.
///
/// Package access: the protocol is documented as JSON in
/// <doc:InspectorProtocol>; Swift code in this package reads and writes it
/// through this value.
///
/// ```json
/// {"v":4,"type":"hello","nonce":"5e0b…"}
/// {"v":4,"type":"proof","proof":"a41d…"}
/// {"v":4,"type":"open","id":1,"url":"todos://todo/2"}
/// ```
package struct InspectorRequest: Codable, Sendable, Hashable {
    /// What a request asks for.
    package enum Kind: String, Codable, Sendable, Hashable {
        /// Opens the handshake with the client's nonce (`nonce`); the first line
        /// of every connection.
        case hello
        /// Proves that the client knows the token (`proof`), once the app has
        /// proved it in its `challenge`; the second line.
        case proof
        /// Opens a deep link (`url`).
        case open
        /// Applies user intents (`intents`), as a front end reports them.
        case intent
        /// Taps a button of an alert or confirmation dialog (`entry`,
        /// `button`, and `texts` for its fields), as the user would: the
        /// intent `UserIntent.answered(_:button:texts:)`.
        case choose
        /// Drags a sheet to one of its route's detents (`entry`, `detent`):
        /// the intent `UserIntent.resized(_:to:)`.
        case resize
        /// Replaces the tree with restoration data (`state`).
        case restore
        /// Asks for the restoration data of the current tree.
        case restoration
        /// Lists the app's scenes: their ids, activities, and which one the
        /// inspector watches.
        case scenes
        /// Watches another of the app's scenes (`scene`): every client gets
        /// its state as a fresh start, and commands act on it.
        case scene
    }

    /// The protocol version the client speaks.
    package var v: Int
    /// What the request asks for.
    package var type: Kind
    /// The client's number for a command, repeated in its reply.
    package var id: Int?
    /// For `hello`: the client's nonce, 32 lowercase hexadecimal digits.
    package var nonce: String?
    /// For `proof`: the client's proof that it knows the token.
    package var proof: String?
    /// For `open`: the link.
    package var url: String?
    /// For `intent`: the intents, applied in order.
    package var intents: [UserIntent]?
    /// For `restore`: the tree to restore.
    package var state: RestorationState?
    /// For `choose` and `resize`: the alert's or the sheet's entry.
    package var entry: EntryID?
    /// For `choose`: the label of the button to tap.
    package var button: String?
    /// For `choose`: what to type in the alert's fields, by field name.
    package var texts: [String: String]?
    /// For `resize`: the detent to move the sheet to.
    package var detent: SheetDetent?
    /// For `scene`: the scene to watch.
    package var scene: SceneID?

    package init(
        _ type: Kind,
        id: Int? = nil,
        nonce: String? = nil,
        proof: String? = nil,
        url: String? = nil,
        intents: [UserIntent]? = nil,
        state: RestorationState? = nil,
        entry: EntryID? = nil,
        button: String? = nil,
        texts: [String: String]? = nil,
        detent: SheetDetent? = nil,
        scene: SceneID? = nil
    ) {
        self.v = InspectorProtocol.version
        self.type = type
        self.id = id
        self.nonce = nonce
        self.proof = proof
        self.url = url
        self.intents = intents
        self.state = state
        self.entry = entry
        self.button = button
        self.texts = texts
        self.detent = detent
        self.scene = scene
    }
}

/// The protocol's constants.
package enum InspectorProtocol {
    /// The version this build speaks: the `v` of every line.
    ///
    /// Version 2 replaced the token in `hello` with a handshake that never
    /// sends it, and reads requests strictly. Version 3 sends what changed
    /// (`delta`) between whole states (`change`, on attaching and after
    /// `missed`). Version 4 lists and switches the app's scenes (`scenes`,
    /// `scene`), and says when the inspector watches another (`scene`). A
    /// line of another version is answered with `unsupportedVersion`, which
    /// names both.
    package static let version = 4
}
