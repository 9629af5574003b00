#if canImport(SwiftUI)
public import SwiftUI
public import Waypoint

/// A coordinator that wraps the views it shows: Stinsen's `customize(_:)`.
///
/// ``CoordinatorView`` calls ``customize(_:)`` on the coordinator that holds
/// each screen it draws, and on a container coordinator for its `TabView`, so a
/// flow can add a toolbar, a tint or environment values to all its screens.
///
/// ```swift
/// extension TodosCoordinator: ViewCustomizing {
///     func customize(_ content: AnyView) -> some View {
///         content.tint(.orange)
///     }
/// }
/// ```
@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
public protocol ViewCustomizing: Coordinator {
    /// The customized view.
    associatedtype Customized: View

    /// Wraps a view this coordinator shows.
    ///
    /// - Parameter content: a screen of this coordinator, or its container view.
    /// - Returns: the customized view.
    @ViewBuilder func customize(_ content: AnyView) -> Customized
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension ViewCustomizing {
    fileprivate func customizedView(_ content: AnyView) -> AnyView {
        AnyView(customize(content))
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
@MainActor
enum Customization {
    /// The view, customized by the coordinator if it adopts ``ViewCustomizing``.
    static func apply(_ coordinator: (any Coordinator)?, to content: AnyView) -> AnyView {
        guard let customizing = coordinator as? any ViewCustomizing else { return content }
        return customizing.customizedView(content)
    }
}
#endif
