public import Waypoint

// The handle a UIKit screen reads for the entry it draws.
extension UIKitSession {
    /// The handle of the entry a view controller draws, or, for one that
    /// draws none, of the nearest entry drawn by a controller it is inside:
    /// what a UIKit screen reads, as a SwiftUI screen reads `\.shownEntry`
    /// (WaypointUIKit's `ShownEntryReading`).
    ///
    /// A front end tags each controller it makes with the id of the entry it
    /// draws (a screen, or a container such as a tab bar controller), and
    /// passes the tags of the controller that asks and of its parents, in
    /// order, `nil` for a controller it did not make (a navigation controller,
    /// a child controller of the app's own):
    ///
    /// ```swift
    /// let chain = sequence(first: controller, next: \.parent).map { tags[ObjectIdentifier($0)] }
    /// try session.shownEntry(along: chain)?.complete()
    /// ```
    ///
    /// The nearest tag decides: a screen whose entry is gone (popped, and
    /// still sliding out) gets `nil`, never the handle of the container it
    /// was in, so that its late "Done" cannot end the container's flow.
    ///
    /// The handle is made anew for each call and holds the screen's value,
    /// which for a view controller is the controller itself: a controller
    /// that kept it would keep itself alive after its entry goes. Read it
    /// when it is needed.
    ///
    /// - Parameter chain: the entry of each controller from the one that
    ///   asks outward, `nil` where a controller draws no entry.
    /// - Returns: the nearest entry's handle; `nil` when no controller of the
    ///   chain draws an entry, or the nearest one's entry is no longer in the
    ///   coordinator's tree.
    public func shownEntry(along chain: some Sequence<EntryID?>) -> ShownEntry<Any>? {
        for case let id? in chain { return handle(of: id, in: coordinator) }
        return nil
    }
}

/// The handle of an entry of a coordinator held as `any Coordinator` (a
/// generic function opens the existential).
@MainActor
private func handle(of id: EntryID, in coordinator: some Coordinator) -> ShownEntry<Any>? {
    coordinator.navigation.entry(id)
}
