/// A typed error for navigation requests that cannot be carried out.
///
/// Every misuse of the API — popping past the root, routing on a coordinator that
/// was removed, finishing twice, a router whose coordinator is gone — is reported
/// as a `NavigationError` and leaves the navigation state unchanged. Switch over
/// ``code`` to react; ``message`` is for people.
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
    public enum Code: String, Sendable, Hashable, Codable, CaseIterable {
        /// The coordinator has finished or was removed from its tree.
        case coordinatorFinished
        /// The router's coordinator has been deallocated.
        case routerStale
        /// Only the root is left: there is nothing to pop.
        case nothingToPop
        /// No entry with that id is in the coordinator's stack.
        case entryNotFound
        /// No entry of that route (and input) is in the coordinator's stack.
        case routeNotFound
        /// The coordinator is its parent's root: switch the parent's root instead.
        case cannotFinishRoot
        /// The flow has already finished.
        case alreadyFinished
        /// The child coordinator returned by a factory is already part of a tree,
        /// has finished, or is an ancestor of the coordinator showing it.
        case invalidChild
        /// The entry is a root, which only a root switch can replace.
        case cannotRemoveRoot
        /// The route cannot be used this way (a route declared with `.root` presentation).
        case invalidRoute
        /// A guard vetoed the request: the state is unchanged.
        case vetoed
        /// The request's task was cancelled before its turn: nothing changed.
        case cancelled
        /// A step is not possible in the current state (for example, a deep link
        /// that needs a signed-in root while signed out).
        case unavailable
        /// The entry shows a child flow, which ends with `finish(_:)`, not as a screen.
        case notAScreen
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

extension NavigationError: CustomStringConvertible {
    /// The code and the message: `nothingToPop: TodosCoordinator shows only its root`.
    public var description: String { "\(code.rawValue): \(message)" }
}
