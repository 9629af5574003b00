// What the app may present on its own: an alert, a share sheet.
extension UIKitSession {
    /// The layer from which the app may present a view controller of its own
    /// now (an alert asking whether to discard changes, a share sheet), without
    /// breaking UIKit's rule that a presentation comes from a controller in the
    /// window that presents nothing: the top of the presentation chain that
    /// UIKit shows, ``UIKitScene/root`` when nothing is presented.
    ///
    /// It is `nil` while that chain is changing or about to: before the first
    /// drawing, while a presentation or dismissal is in flight or waits its
    /// turn, while an alert route is up, while the user's gesture is in
    /// progress (a swipe-down, a swipe back), and while the session has not read the coordinator's latest state
    /// (a change still in its stream, which may present or dismiss). Wait for
    /// ``drawn(timeout:)`` and ask again.
    ///
    /// ```swift
    /// if let layer = session.layerForPresenting {
    ///     present(alert, from: layer.id)   // the controller that shows this layer
    /// }
    /// ```
    ///
    /// The session does not know what the app presents: a host must not
    /// present a layer from a controller that presents the app's own, nor
    /// dismiss during its transition (WaypointUIKit dismisses it first, or
    /// waits for its transition to end).
    public var layerForPresenting: UIKitLayer? {
        guard let top = shown.presented.last ?? shown.root else { return nil }
        guard userLanes.isEmpty, inFlight[.presentations] == nil, shown.alert == nil else { return nil }
        guard coordinator.currentSnapshot == lastSnapshot else { return nil }
        let planned = UIKitPlanner.steps(from: shown, to: target, busy: [], animated: false)
        guard !planned.contains(where: { $0.lane == .presentations }) else { return nil }
        return top
    }
}
