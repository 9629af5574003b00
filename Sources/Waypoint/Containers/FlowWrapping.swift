/// A coordinator that only wraps one child flow, such as ``WrapperCoordinator``.
///
/// Chains look through a wrapper: the `child` of a
/// shown wrapper is the flow it wraps, so a chain reads as it would without the
/// wrapper, with one `.child`:
///
/// ```swift
/// // `todos` is a WrapperCoordinator<TodosCoordinator> tab
/// try tabs.focusFirst(\.todos).child.popToRoot()
/// ```
@MainActor
public protocol FlowWrapping: Coordinator {
    /// The type of the wrapped flow.
    associatedtype Wrapped: Coordinator

    /// The wrapped flow.
    var child: Wrapped { get }
}
