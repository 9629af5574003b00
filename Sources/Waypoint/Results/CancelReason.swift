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
public enum CancelReason: Sendable, Hashable, Codable {
    /// The user removed it: a swipe back, a sheet swiped down, reported by a front end.
    case userDismissed
    /// Its parent removed it: `pop`, `popLast`, `popToRoot`, `focusFirst`, or an
    /// entry below it ending.
    case popped
    /// It was replaced: its parent switched roots.
    case replaced
    /// A flow that contains it ended or was removed, taking its subtree with it.
    case parentEnded
    /// The task awaiting it was cancelled.
    case taskCancelled
    /// The flow cancelled itself (`cancel()`, `dismissCoordinator()`).
    case cancelledItself
    /// The destination was never shown: the request was invalid in the current state.
    case notShown(NavigationError)
}

extension CancelReason: CustomStringConvertible {
    /// The reason's name, such as `popped`; for ``notShown(_:)``, with the
    /// error's code: `notShown(routerStale)`.
    public var description: String {
        switch self {
        case .userDismissed: "userDismissed"
        case .popped: "popped"
        case .replaced: "replaced"
        case .parentEnded: "parentEnded"
        case .taskCancelled: "taskCancelled"
        case .cancelledItself: "cancelledItself"
        case .notShown(let error): "notShown(\(error.code))"
        }
    }
}
