#if canImport(SwiftUI)
import SwiftUI
import Waypoint

// Zoom transitions (`TransitionStyle.zoom(from:)`, iOS 18): one namespace per
// `CoordinatorView`, in the environment of every view it draws, pairs the views that
// `waypointAnchor(_:)` marks as sources (`matchedTransitionSource(id:in:)`) with the
// destinations whose routes zoom out of them (`navigationTransition(.zoom(sourceID:in:))`).
// The source's id is the route's `AnchorID`. Below iOS 18 nothing is added: the
// presentation's default transition plays. The user's pinch or drag back is reported as
// any back is: a shorter path, or a sheet's binding set to `nil`.

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension EnvironmentValues {
    /// The namespace of the zoom transitions of the ``CoordinatorView`` a view is
    /// drawn in; `nil` outside one.
    var waypointZoomNamespace: Namespace.ID? {
        get { self[ZoomNamespaceKey.self] }
        set { self[ZoomNamespaceKey.self] = newValue }
    }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
private struct ZoomNamespaceKey: EnvironmentKey {
    // Computed, so that no shared mutable state holds it.
    static var defaultValue: Namespace.ID? { nil }
}

@available(iOS 17, macOS 14, tvOS 17, watchOS 10, visionOS 1, *)
extension View {
    /// Marks the view as the source of the zoom transitions whose routes name
    /// `anchor`, in the coordinator view's namespace: iOS 18, macOS 15, tvOS 18,
    /// watchOS 11, visionOS 2; unchanged below.
    @ViewBuilder
    func waypointZoomSource(_ anchor: AnchorID, in namespace: Namespace.ID?) -> some View {
        if let namespace, #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
            // matchedTransitionSource(id:in:): iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2.
            matchedTransitionSource(id: anchor, in: namespace)
        } else {
            self
        }
    }

    /// Zooms the view (a pushed screen, a sheet, a cover) out of the source
    /// registered as `source`, when there is one: iOS 18, tvOS 18, watchOS 11,
    /// visionOS 2; macOS has no zoom, and below those versions nothing changes.
    @ViewBuilder
    func waypointZoomDestination(from source: AnchorID?, in namespace: Namespace.ID?) -> some View {
        #if os(macOS)
        self
        #else
        if let source, let namespace, #available(iOS 18, tvOS 18, watchOS 11, visionOS 2, *) {
            // navigationTransition(_:), ZoomNavigationTransition.zoom(sourceID:in:): iOS 18,
            // tvOS 18, watchOS 11, visionOS 2 (not on macOS).
            navigationTransition(.zoom(sourceID: source, in: namespace))
        } else {
            self
        }
        #endif
    }
}
#endif
