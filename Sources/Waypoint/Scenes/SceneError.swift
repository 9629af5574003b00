/// Why a request about the app's scenes was refused. Nothing changed.
///
/// ``code`` says which kind of failure it is, ``scene`` names the scene it
/// was about, and ``message`` explains it for people. A restoration, link or
/// navigation failure carries the error behind it. Two errors are equal when
/// their codes, scenes and underlying errors are: the message does not take
/// part.
public struct SceneError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of failure, as a stable, switchable value.
    ///
    /// Codes are static members, so that later versions can add codes without
    /// breaking a `switch` over them; a `switch` needs a `default` case. A code
    /// encodes as its raw value, the string `"unknownScene"`, … .
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code's name, as encoded: `"unknownScene"`, … .
        public let rawValue: String

        /// Creates a code with a name.
        ///
        /// - Parameter rawValue: the code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name: `unknownScene`.
        public var description: String { rawValue }

        /// No scene has this id: it never connected here.
        public static let unknownScene = Code(rawValue: "unknownScene")
        /// The scene was discarded (``AppScenes/discard(_:)``): its window
        /// was closed for good, and its id is not used again.
        public static let discardedScene = Code(rawValue: "discardedScene")
        /// The scene is connected already: a second window cannot take it.
        public static let alreadyConnected = Code(rawValue: "alreadyConnected")
        /// The activity cannot be set this way: a scene becomes
        /// ``SceneActivity/unattached`` by ``AppScenes/disconnect(_:)``.
        public static let invalidActivity = Code(rawValue: "invalidActivity")
        /// The restoration data was saved by another scene; ``restorationScene``
        /// names it. The scene started fresh.
        public static let otherScene = Code(rawValue: "otherScene")
        /// The restoration data could not be read or restored;
        /// ``restorationError`` says why. The scene started fresh.
        public static let restorationFailed = Code(rawValue: "restorationFailed")
        /// The link could not be parsed, or a step failed in the scene it
        /// went to; ``deepLinkError`` says why.
        public static let linkFailed = Code(rawValue: "linkFailed")
        /// A navigation step failed in the scene it went to;
        /// ``navigationError`` says why.
        public static let stepFailed = Code(rawValue: "stepFailed")
        /// No scene could take the request: the rule names no choice that
        /// applies (no origin, no scene showing the target, no connected
        /// scene, and no ``SceneChoice/newScene``).
        public static let noScene = Code(rawValue: "noScene")
    }

    /// What kind of failure.
    public let code: Code
    /// The scene the request was about, if any.
    public let scene: SceneID?
    /// A readable explanation.
    public let message: String
    /// For ``Code/otherScene``: the scene that saved the data.
    public let restorationScene: SceneID?
    /// For ``Code/restorationFailed``: why the data did not restore.
    public let restorationError: RestorationError?
    /// For ``Code/linkFailed``: why the link did not open.
    public let deepLinkError: DeepLinkError?
    /// For ``Code/stepFailed``: why the step failed.
    public let navigationError: NavigationError?

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: what kind of failure.
    ///   - scene: the scene the request was about.
    ///   - message: a readable explanation.
    ///   - restorationScene: for ``Code/otherScene``, the scene that saved the data.
    ///   - restorationError: for ``Code/restorationFailed``, the error behind it.
    ///   - deepLinkError: for ``Code/linkFailed``, the error behind it.
    ///   - navigationError: for ``Code/stepFailed``, the error behind it.
    public init(
        _ code: Code,
        scene: SceneID?,
        _ message: String,
        restorationScene: SceneID? = nil,
        restorationError: RestorationError? = nil,
        deepLinkError: DeepLinkError? = nil,
        navigationError: NavigationError? = nil
    ) {
        self.code = code
        self.scene = scene
        self.message = message
        self.restorationScene = restorationScene
        self.restorationError = restorationError
        self.deepLinkError = deepLinkError
        self.navigationError = navigationError
    }

    /// The code, the scene and the message: `unknownScene 'A1B2': no scene has this id`.
    public var description: String {
        "\(code.rawValue) '\(scene?.rawValue ?? "-")': \(message)"
    }

    /// Whether two errors have the same code, scene and underlying errors;
    /// their messages, written for people, do not take part.
    ///
    /// - Parameters:
    ///   - lhs: an error.
    ///   - rhs: another error.
    /// - Returns: `true` if they are the same failure.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.scene == rhs.scene && lhs.restorationScene == rhs.restorationScene
            && lhs.restorationError == rhs.restorationError && lhs.deepLinkError == rhs.deepLinkError
            && lhs.navigationError == rhs.navigationError
    }

    /// Hashes the parts of the error that equality compares.
    ///
    /// - Parameter hasher: the hasher to combine them into.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(scene)
        hasher.combine(restorationScene)
        hasher.combine(restorationError)
        hasher.combine(deepLinkError)
        hasher.combine(navigationError)
    }
}
