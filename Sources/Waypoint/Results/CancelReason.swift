/// Why a flow or a shown destination ended without a value.
///
/// The reason names the path that removed the destination, so a caller can tell a
/// user's dismissal from a programmatic pop or a structured cancellation:
///
/// ```swift
/// if case .cancel(.userDismissed) = await router.route(to: \.create) {
///     analytics.track("create-abandoned")
/// }
/// ```
///
/// Reasons are static members, so that later versions can add reasons without
/// breaking a `switch` over them; a `switch` needs a `default` case. A reason
/// matches a pattern by its ``code``, so `.notShown` matches every request that
/// could not be shown, and ``error`` says why:
///
/// ```swift
/// switch await router.route(to: \.create) {
/// case .done(let todo): todos.append(todo)
/// case .cancel(.userDismissed): analytics.track("create-abandoned")
/// case .cancel(let reason) where reason.code == .notShown: log(reason.error)
/// case .cancel: break
/// }
/// ```
///
/// Two reasons are equal when their codes and errors are. A reason encodes as
/// `{"code": "popped"}`, with an `"error"` for ``notShown(_:)``.
public struct CancelReason: Sendable, Hashable, Codable {
    /// The kind of reason, as a stable, switchable value.
    ///
    /// A code encodes as its raw value, the string `"popped"`, … .
    public struct Code: RawRepresentable, Sendable, Hashable, Codable, CustomStringConvertible {
        /// The code's name, as encoded: `"popped"`, … .
        public let rawValue: String

        /// Creates a code with a name.
        ///
        /// - Parameter rawValue: the code's name.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The code's name: `popped`.
        public var description: String { rawValue }

        /// The code of ``CancelReason/userDismissed``.
        public static let userDismissed = Code(rawValue: "userDismissed")
        /// The code of ``CancelReason/popped``.
        public static let popped = Code(rawValue: "popped")
        /// The code of ``CancelReason/replaced``.
        public static let replaced = Code(rawValue: "replaced")
        /// The code of ``CancelReason/parentEnded``.
        public static let parentEnded = Code(rawValue: "parentEnded")
        /// The code of ``CancelReason/taskCancelled``.
        public static let taskCancelled = Code(rawValue: "taskCancelled")
        /// The code of ``CancelReason/cancelledItself``.
        public static let cancelledItself = Code(rawValue: "cancelledItself")
        /// The code of ``CancelReason/notShown(_:)``.
        public static let notShown = Code(rawValue: "notShown")
        /// The code of ``CancelReason/sceneDiscarded``.
        public static let sceneDiscarded = Code(rawValue: "sceneDiscarded")
        /// The code of ``CancelReason/movedToAnotherScene``.
        public static let movedToAnotherScene = Code(rawValue: "movedToAnotherScene")
    }

    /// The kind of reason.
    public let code: Code
    /// Why the destination was not shown, for ``notShown(_:)``; `nil` for the
    /// other reasons.
    public let error: NavigationError?

    /// Creates a reason.
    ///
    /// - Parameters:
    ///   - code: the kind of reason.
    ///   - error: why the destination was not shown, for ``Code/notShown``.
    public init(_ code: Code, error: NavigationError? = nil) {
        self.code = code
        self.error = error
    }

    /// The user removed it: a swipe back, a sheet swiped down, reported by a front end.
    public static let userDismissed = CancelReason(.userDismissed)
    /// Its parent removed it: `pop`, `popLast`, `popToRoot`, `focusFirst`, or an
    /// entry below it ending.
    public static let popped = CancelReason(.popped)
    /// It was replaced: its parent switched roots.
    public static let replaced = CancelReason(.replaced)
    /// A flow that contains it ended or was removed, taking its subtree with it.
    public static let parentEnded = CancelReason(.parentEnded)
    /// The task awaiting it was cancelled.
    public static let taskCancelled = CancelReason(.taskCancelled)
    /// The flow cancelled itself (`finish(.cancel())`).
    public static let cancelledItself = CancelReason(.cancelledItself)
    /// The window it was in was closed for good: ``AppScenes/discard(_:)``
    /// ended the scene's tree, its root and every flow in it.
    public static let sceneDiscarded = CancelReason(.sceneDiscarded)
    /// An app-wide screen moved to the window that asked for it
    /// (``AppScenes/route(to:_:from:placement:)->FlowResult<Output.FlowValue>``): the window it left
    /// shows it no more.
    public static let movedToAnotherScene = CancelReason(.movedToAnotherScene)

    /// The destination was never shown: the request was invalid in the current state.
    ///
    /// - Parameter error: why it was not shown: what `show` would have thrown.
    /// - Returns: a reason with code ``Code/notShown`` and the error.
    public static func notShown(_ error: NavigationError) -> CancelReason {
        CancelReason(.notShown, error: error)
    }

    /// Matches a reason by its code in a pattern: `case .cancel(.notShown):`.
    ///
    /// - Parameters:
    ///   - pattern: the code to match.
    ///   - reason: the reason to match.
    /// - Returns: `true` if the reason has that code, whatever its error.
    public static func ~= (pattern: Code, reason: CancelReason) -> Bool {
        pattern == reason.code
    }
}

extension CancelReason: CustomStringConvertible {
    /// The reason's name, such as `popped`; for ``notShown(_:)``, with the
    /// error's code: `notShown(routerStale)`.
    public var description: String {
        guard let error else { return code.rawValue }
        return "\(code.rawValue)(\(error.code))"
    }
}
