#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
public import UIKit

/// A view controller that draws a container kind of your own (a drawer, a
/// side menu), registered with `UIKitFrontEnd.register(_:make:)`.
///
/// The front end hands it one view controller per child, in order (each
/// child's navigation controller, or its first screen when the container is
/// pushed on a stack), and tells it which child to show; it tells the front
/// end when the user picks another child.
///
/// ```swift
/// final class DrawerController: UIViewController, ContainerControlling {
///     private var onSelect: (@MainActor (Int) -> Void)?
///
///     func show(children: [UIViewController], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void) {
///         self.onSelect = onSelect
///         // embed children[selected ?? 0]
///     }
///
///     func select(_ index: Int) { /* embed that child */ }
///
///     func userPicked(_ index: Int) { onSelect?(index) }
/// }
/// ```
@MainActor
public protocol ContainerControlling: UIViewController {
    /// Shows the container's children, one of them selected. Called when the
    /// container is drawn, and again when its children change.
    ///
    /// - Parameters:
    ///   - children: one view controller per child, in the container's order.
    ///   - selected: the index of the selected child, if one is.
    ///   - onSelect: call it with a child's index when the user picks it.
    func show(children: [UIViewController], selected: Int?, onSelect: @escaping @MainActor (Int) -> Void)

    /// Shows the child at this index: the coordinator selected it.
    ///
    /// - Parameter index: the child's index.
    func select(_ index: Int)
}
#endif
