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
public final class WrapperCoordinator<Child: Coordinator>: FlowWrapping {
    /// The wrapper ends with its child's result.
    public typealias FlowValue = Child.FlowValue

    /// The wrapper's node, holding its one content entry.
    let flowNode = FlowNode(kind: .wrapper, layout: .set)

    // The flow ends with the wrapper, even if a request or gesture that waits
    // for a guard still holds its node.
    isolated deinit {
        flowNode.containerWentAway()
    }
    /// The wrapped child.
    public let child: Child

    /// The wrapper's navigation, linked to its one content entry.
    public var navigation: FlowNavigation<WrapperCoordinator<Child>> { FlowNavigation(self, node: flowNode) }

    /// Wraps a child with presentation data.
    ///
    /// - Parameters:
    ///   - child: the coordinator to wrap; it must not be shown anywhere yet.
    ///   - attributes: presentation data for front ends, such as
    ///     `["style": "navigationView"]`.
    public init(_ child: Child, attributes: [String: String] = [:]) {
        self.child = child
        flowNode.attributes = attributes
        flowNode.endsWithChild = true
        flowNode.requiresSelection = true
        flowNode.bind(owner: self)
        do throws(NavigationError) {
            let kind = RouteKind(
                name: "content",
                transition: ObjectIdentifier(self),
                presentation: .content,
                item: nil
            )
            let entry = try flowNode.makeEntry(
                kind: kind,
                input: nil,
                destination: child,
                coordinator: child
            ).entry
            flowNode.installInitial([entry], selection: 0)
        } catch {
            flowNode.end(.cancel(.notShown(error)))
        }
    }
}
