/// A flow that may veto being left: unsaved changes, a half-finished payment.
///
/// Guarded requests (``FlowNavigation/navigate(cause:_:)``) and user intents
/// (``FlowNavigation/receive(_:)-(UserIntent)``) ask `canLeave()` before they remove the flow —
/// directly or with an ancestor — and leave everything as it was if it answers
/// `false`. Synchronous calls such as `popLast()` are forced: they do not ask.
///
/// ```swift
/// extension EditTodoCoordinator: LeaveGuarding {
///     func canLeave() async -> Bool {
///         !hasChanges || await confirmDiscard()
///     }
/// }
/// ```
@MainActor
public protocol LeaveGuarding: Coordinator {
    /// Whether the flow may be removed now. A guard whose task is cancelled
    /// counts as `false`: the flow stays.
    ///
    /// - Returns: `true` to let the flow go, `false` to keep everything as it is.
    func canLeave() async -> Bool
}
