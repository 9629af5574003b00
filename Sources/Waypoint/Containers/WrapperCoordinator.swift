/// A coordinator that adds only presentation data around one child: Stinsen's
/// `NavigationViewCoordinator` and `ViewWrapperCoordinator`.
///
/// The wrapper ends when its child ends, with the child's result; removing the
/// wrapper removes the child. Front ends read ``CoordinatorSnapshot/attributes``
/// to decide how to wrap the child (for example in a navigation view).
///
/// ```swift
/// func makeTodos() -> WrapperCoordinator<TodosCoordinator> {
///     WrapperCoordinator(TodosCoordinator(), attributes: ["style": "navigationView"])
/// }
/// ```
///
/// A child that cannot be adopted (already shown elsewhere, or finished) leaves
/// the wrapper finished with `.cancel(.notShown(_:))`; showing it then throws
/// ``NavigationError/Code/invalidChild``.
@MainActor
public final class WrapperCoordinator<Child: Coordinator>: Coordinator {
    /// The wrapper ends with its child's result.
    public typealias Result = Child.Result

    /// The node linking the wrapper into its tree; its only entry is the child,
    /// presented as ``Presentation/content``.
    public let node = FlowNode(kind: .wrapper, layout: .set)
    /// The wrapped child.
    public let child: Child

    /// Wraps a child with presentation data.
    ///
    /// - Parameters:
    ///   - child: the coordinator to wrap; it must not be shown anywhere yet.
    ///   - attributes: presentation data for front ends, such as
    ///     `["style": "navigationView"]`.
    public init(_ child: Child, attributes: [String: String] = [:]) {
        self.child = child
        node.attributes = attributes
        node.endsWithChild = true
        node.requiresSelection = true
        node.bind(owner: self)
        do throws(NavigationError) {
            let entry = try node.makeEntry(
                route: "content",
                transition: self,
                presentation: .content,
                input: nil,
                destination: child,
                coordinator: child
            )
            node.installInitial([entry], selection: 0)
        } catch {
            node.end(.cancel(.notShown(error)))
        }
    }
}
