/// Why a deep link could not be opened. Nothing changed.
///
/// ``code`` says which kind of failure it is, ``part`` names the part of the
/// link that failed (a scheme, a path segment, a parameter), and ``message``
/// explains it for people.
public struct DeepLinkError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of failure.
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// The link is not a well-formed URL: no scheme, an empty host,
        /// unencoded spaces or control characters, bad percent-encoding.
        case malformedURL
        /// The link is longer than its ``DeepLinks`` accepts (``DeepLinks/maxLength``).
        case tooLong
        /// The link's scheme is not one its ``DeepLinks`` handles.
        case unsupportedScheme
        /// No pattern matches the link's host and path.
        case unknownPath
        /// A parameter the link needs is missing.
        case missingParameter
        /// A parameter cannot be parsed into the route's input type.
        case badParameter
        /// A step cannot be taken in the current navigation state (for example,
        /// the link needs a signed-in root); ``navigationError`` says why.
        case stepFailed
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
