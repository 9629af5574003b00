/// Why a restoration state could not be restored, read or written. Nothing changed.
///
/// ``code`` says which kind of failure it is, ``path`` where in the tree, and
/// ``message`` explains it for people. Two errors are equal when their codes and
/// paths are: the message does not take part.
///
/// ```swift
/// do {
///     try app.navigation.restore(RestorationState(data: data))
/// } catch where error.code == .incompatibleFormat {
///     // saved by another version: start fresh
/// }
/// ```
public struct RestorationError: Error, Sendable, Hashable, Codable, CustomStringConvertible {
    /// What kind of failure, as a stable, switchable value.
    ///
    /// Codes are static members, so that later versions can add codes without
    /// breaking a `switch` over them; a `switch` needs a `default` case. A code
    /// encodes as its raw value, the string `"unknownRoute"`, … .
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code's name, as encoded: `"unknownRoute"`, … .
        public let rawValue: String

        /// Creates a code with a name.
        ///
        /// - Parameter rawValue: the code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name: `unknownRoute`.
        public var description: String { rawValue }

        /// The data is not a restoration state (truncated, not JSON, wrong shape).
        public static let corruptData = Code(rawValue: "corruptData")
        /// The state was written in another format version.
        public static let incompatibleFormat = Code(rawValue: "incompatibleFormat")
        /// A coordinator in the state is of another type or kind than the one
        /// restoring it.
        public static let typeMismatch = Code(rawValue: "typeMismatch")
        /// A route named in the state is not declared by its coordinator.
        public static let unknownRoute = Code(rawValue: "unknownRoute")
        /// A route's saved inputs are more or fewer than its factory takes, or one
        /// does not decode into the type of its parameter; or a split view's
        /// saved sidebar selection is an item its sidebar no longer lists
        /// (``SplitCoordinator/sidebarItems``), or does not decode.
        public static let badInput = Code(rawValue: "badInput")
        /// The state's shape is impossible: no root, a selection out of range, a
        /// selection on a navigation stack, tabs without a selection, a child
        /// state for a screen, a child that cannot be adopted.
        public static let invalidStructure = Code(rawValue: "invalidStructure")
        /// The coordinator restoring the state has finished.
        public static let coordinatorFinished = Code(rawValue: "coordinatorFinished")
        /// The state could not be encoded as JSON. Its inputs are JSON strings
        /// already, so this is not expected.
        public static let encodingFailed = Code(rawValue: "encodingFailed")
    }

    /// What kind of failure.
    public let code: Code
    /// Where in the tree, as a path of route names.
    public let path: String
    /// A readable explanation.
    public let message: String

    /// Creates an error.
    ///
    /// - Parameters:
    ///   - code: what kind of failure.
    ///   - path: where in the tree, as a path of route names.
    ///   - message: a readable explanation.
    public init(_ code: Code, at path: String, _ message: String) {
        self.code = code
        self.path = path
        self.message = message
    }

    /// The code, the path and the message: `unknownRoute at 'signedIn/todos': …`.
    public var description: String { "\(code.rawValue) at '\(path)': \(message)" }
}

extension RestorationError {
    /// Whether two errors have the same code and path; their messages, written
    /// for people, do not take part.
    ///
    /// - Parameters:
    ///   - lhs: an error.
    ///   - rhs: another error.
    /// - Returns: `true` if the codes and the paths are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code && lhs.path == rhs.path
    }

    /// Hashes the code and the path, the parts of the error that equality compares.
    ///
    /// - Parameter hasher: the hasher to combine them into.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
        hasher.combine(path)
    }
}
