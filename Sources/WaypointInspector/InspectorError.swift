/// A typed error from the inspector: an address it will not listen on, a
/// socket the system refused, or a request a client got wrong.
///
/// Switch over ``code``; ``message`` is for people. The same codes travel to
/// clients in the protocol's `error` lines (see <doc:InspectorProtocol>).
///
/// ```swift
/// do {
///     inspector = try Inspector.start(inspecting: app, at: .tcp(host: "0.0.0.0", port: 5123))
/// } catch where error.code == .notLoopback {
///     print(error.message)   // the inspector listens on this machine only
/// }
/// ```
public struct InspectorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What went wrong, as a stable, switchable value.
    ///
    /// Codes are static members, so that later versions can add codes; a
    /// `switch` over them needs a `default` case.
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code's name, as it appears in the protocol.
        public let rawValue: String

        /// A code with a name.
        ///
        /// - Parameter rawValue: the code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name.
        public var description: String { rawValue }

        /// The host is not a loopback address: the inspector refuses to listen there.
        public static let notLoopback = Code(rawValue: "notLoopback")
        /// The address could not be read, or a socket path is empty or too long.
        public static let badAddress = Code(rawValue: "badAddress")
        /// The system refused a socket operation (address in use, connection refused …).
        public static let transport = Code(rawValue: "transport")
        /// A client's proof of the token was wrong, or it sent another line
        /// where the handshake's `hello` or `proof` was due.
        public static let badToken = Code(rawValue: "badToken")
        /// A line was not a request of this protocol.
        public static let badRequest = Code(rawValue: "badRequest")
        /// A request asked for a protocol version the inspector does not speak.
        public static let unsupportedVersion = Code(rawValue: "unsupportedVersion")
        /// A line was longer than the inspector reads.
        public static let lineTooLong = Code(rawValue: "lineTooLong")
        /// A client did not finish the handshake in time.
        public static let timeout = Code(rawValue: "timeout")
        /// As many clients as the inspector serves are attached already, or as
        /// many connections are in their handshake (the one that waited
        /// longest is dropped).
        public static let tooManyClients = Code(rawValue: "tooManyClients")
        /// The app started the inspector without deep links, so it cannot open one.
        public static let noDeepLinks = Code(rawValue: "noDeepLinks")
        /// A user intent named an entry that is gone or cannot take it: nothing changed.
        public static let intentIgnored = Code(rawValue: "intentIgnored")
        /// The inspected coordinator is gone: a command cannot run, and a
        /// client cannot attach.
        public static let coordinatorGone = Code(rawValue: "coordinatorGone")
        /// The app started the inspector for one coordinator, not for its
        /// scenes (`Inspector.start(inspecting: scenes, …)`), so there are no
        /// scenes to list or switch to.
        public static let noScenes = Code(rawValue: "noScenes")
    }

    /// What went wrong.
    public let code: Code
    /// A readable explanation.
    public let message: String

    /// An error with a code and a readable message.
    ///
    /// ```swift
    /// throw InspectorError(.badAddress, "'here' is not HOST:PORT")
    /// ```
    ///
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - message: a readable explanation.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }

    /// The code and the message: `notLoopback: the inspector listens on …`.
    public var description: String { "\(code.rawValue): \(message)" }
}
