/// A typed error for navigation requests that cannot be carried out.
///
/// Every misuse of the API — popping past the root, routing on a coordinator that
/// was removed, finishing twice, a router whose coordinator is gone — is reported
/// as a `NavigationError` and leaves the navigation state unchanged. Switch over
/// ``code`` to react; ``message`` is for people. Two errors are equal when their
/// codes are: the message does not take part.
///
/// ```swift
/// do {
///     try coordinator.popLast()
/// } catch where error.code == .nothingToPop {
///     // already at the root
/// }
/// ```
public struct NavigationError: Error, Sendable, Hashable, Codable {
    /// What went wrong, as a stable, switchable value.
    ///
    /// Codes are static members, so that later versions can add codes without
    /// breaking a `switch` over them; a `switch` needs a `default` case. A code
    /// encodes as its raw value, the string `"nothingToPop"`, … .
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code's name, as encoded: `"nothingToPop"`, … .
        public let rawValue: String

        /// Creates a code with a name.
        ///
        /// - Parameter rawValue: the code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name: `nothingToPop`.
        public var description: String { rawValue }

        /// The coordinator has finished or was removed from its tree.
        public static let coordinatorFinished = Code(rawValue: "coordinatorFinished")
        /// The router's coordinator has been deallocated.
        public static let routerStale = Code(rawValue: "routerStale")
        /// Only the root is left: there is nothing to pop.
        public static let nothingToPop = Code(rawValue: "nothingToPop")
        /// No entry with that id is in the coordinator's stack.
        public static let entryNotFound = Code(rawValue: "entryNotFound")
        /// No entry of that route (and input) is in the coordinator's stack.
        public static let routeNotFound = Code(rawValue: "routeNotFound")
        /// The coordinator is its parent's root: switch the parent's root instead.
        public static let cannotFinishRoot = Code(rawValue: "cannotFinishRoot")
        /// The flow has already finished.
        public static let alreadyFinished = Code(rawValue: "alreadyFinished")
        /// The child coordinator returned by a factory is already part of a tree,
        /// has finished, or is an ancestor of the coordinator showing it.
        public static let invalidChild = Code(rawValue: "invalidChild")
        /// The entry is a root, which only a root switch can replace.
        public static let cannotRemoveRoot = Code(rawValue: "cannotRemoveRoot")
        /// The route cannot be used this way (a route declared with `.root` presentation).
        public static let invalidRoute = Code(rawValue: "invalidRoute")
        /// A guard vetoed the request: the state is unchanged.
        public static let vetoed = Code(rawValue: "vetoed")
        /// The request's task was cancelled before its turn: nothing changed.
        public static let cancelled = Code(rawValue: "cancelled")
        /// A step is not possible in the current state (for example, a deep link
        /// that needs a signed-in root while signed out).
        public static let unavailable = Code(rawValue: "unavailable")
        /// The entry shows a child flow, which ends with `finish(_:)`, not as a screen.
        public static let notAScreen = Code(rawValue: "notAScreen")
    }

    /// What went wrong.
    public let code: Code
    /// A readable explanation, naming the route or entry involved.
    public let message: String

    /// Creates an error with a code and a readable message.
    ///
    /// Throw one from a deep link's steps, or from your own container kind, when
    /// a step is not possible in the current state:
    ///
    /// ```swift
    /// throw NavigationError(.unavailable, "sign in first")
    /// ```
    ///
    /// - Parameters:
    ///   - code: what went wrong.
    ///   - message: a readable explanation, naming the route or entry involved.
    public init(_ code: Code, _ message: String) {
        self.code = code
        self.message = message
    }
}

extension NavigationError {
    /// Whether two errors have the same code; their messages, written for
    /// people, do not take part.
    ///
    /// - Parameters:
    ///   - lhs: an error.
    ///   - rhs: another error.
    /// - Returns: `true` if the codes are equal.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.code == rhs.code
    }

    /// Hashes the code, the part of the error that equality compares.
    ///
    /// - Parameter hasher: the hasher to combine the code into.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(code)
    }
}

extension NavigationError: CustomStringConvertible {
    /// The code and the message: `nothingToPop: TodosCoordinator shows only its root`.
    public var description: String { "\(code.rawValue): \(message)" }
}
