/// Why a deep link could not be opened. Nothing changed.
///
/// ``code`` says which kind of failure it is, ``part`` names the part of the
/// link that failed (a scheme, a path segment, a parameter), and ``message``
/// explains it for people. Two errors are equal when their codes, parts and
/// navigation errors are: the message does not take part.
public struct DeepLinkError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of failure, as a stable, switchable value.
    ///
    /// Codes are static members, so that later versions can add codes without
    /// breaking a `switch` over them; a `switch` needs a `default` case. A code
    /// encodes as its raw value, the string `"badParameter"`, … .
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code's name, as encoded: `"badParameter"`, … .
        public let rawValue: String

        /// Creates a code with a name.
        ///
        /// - Parameter rawValue: the code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name: `badParameter`.
        public var description: String { rawValue }

        /// The link is not a well-formed URL: no scheme, an empty host,
        /// unencoded spaces or control characters, bad percent-encoding.
        public static let malformedURL = Code(rawValue: "malformedURL")
        /// The link is longer than its ``DeepLinks`` accepts (``DeepLinks/maxLength``).
        public static let tooLong = Code(rawValue: "tooLong")
        /// The link's scheme is not one its ``DeepLinks`` handles.
        public static let unsupportedScheme = Code(rawValue: "unsupportedScheme")
        /// No pattern matches the link's host and path.
        public static let unknownPath = Code(rawValue: "unknownPath")
        /// A parameter the link needs is missing.
        public static let missingParameter = Code(rawValue: "missingParameter")
        /// A parameter cannot be parsed into the route's input type.
        public static let badParameter = Code(rawValue: "badParameter")
        /// A step cannot be taken in the current navigation state (for example,
        /// the link needs a signed-in root); ``navigationError`` says why.
        public static let stepFailed = Code(rawValue: "stepFailed")
    }

    /// What kind of failure.
    public let code: Code
    /// The part of the link that failed.
    public let part: String
    /// A readable explanation.
    public let message: String
    /// The navigation error of a failed step, for ``Code/stepFailed``.
    public let navigationError: NavigationError?

    /// Creates an error.
    ///
    /// Throw one from a link's `parse` step for input the accessors of
    /// ``DeepLinkParameters`` don't check:
    ///
    /// ```swift
    /// guard id > 0 else { throw DeepLinkError(.badParameter, part: "\(id)", "ids are positive") }
    /// ```
    ///
    /// - Parameters:
    ///   - code: what kind of failure.
    ///   - part: the part of the link that failed.
    ///   - message: a readable explanation.
    ///   - navigationError: the navigation error of a failed step.
    public init(_ code: Code, part: String, _ message: String, navigationError: NavigationError? = nil) {
        self.code = code
        self.part = part
        self.message = message
        self.navigationError = navigationError
    }

    /// The code, the part and the message: `badParameter at 'abc': 'id' is not a valid Int`.
    public var description: String { "\(code.rawValue) at '\(part)': \(message)" }
}

extension DeepLinkError {
    /// Whether two errors have the same code, part and navigation error; their
    /// messages, written for people, do not take part.
    ///
    /// - Parameters:
    ///   - lhs: an error.
    ///   - rhs: another error.
    /// - Returns: `true` if the codes, the parts and the navigation errors are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.part == rhs.part && lhs.navigationError == rhs.navigationError
    }

    /// Hashes the code, the part and the navigation error, the parts of the
    /// error that equality compares.
    ///
    /// - Parameter hasher: the hasher to combine them into.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(part)
        hasher.combine(navigationError)
    }
}
