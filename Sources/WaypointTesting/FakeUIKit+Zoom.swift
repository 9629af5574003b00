public import Waypoint
import WaypointFrontEnd

// Zoom transitions (iOS 18, rules 29 and 30): the controller pushed or presented has a
// `preferredTransition`, whose source-view provider UIKit calls at the push and again at the pop,
// and the user can pinch or drag the zoomed screen back into its source.
extension FakeUIKit {
    /// The transition the controller of an entry was given
    /// (`preferredTransition`, as the binding sets it from the route's
    /// `ModalStyle.transition`), or `nil` for UIKit's default.
    ///
    /// - Parameter entry: the id of a pushed screen, or of a presented layer.
    /// - Returns: the transition, or `nil`.
    public func transition(of entry: EntryID) -> TransitionStyle? {
        if let presented = chain.first(where: { $0.id == entry }) { return presented.layer.style?.transition }
        for navigation in navigations.values {
            if let screen = navigation.screens.first(where: { $0.id == entry }) { return screen.transition }
        }
        return nil
    }

    /// The anchor UIKit's zoom grows the entry's screen from and shrinks it
    /// back into now, as the binding's source-view provider answers when
    /// UIKit calls it (at the push and again at the pop): the transition's
    /// source when a screen below the entry (for a push) or of the presenting
    /// layer (for a presentation) registers it; `nil` when the view is gone
    /// (``unregisterAnchor(_:on:)``: a cell scrolled off), and UIKit plays
    /// its default transition instead.
    ///
    /// - Parameter entry: the id of a zoomed screen or layer.
    /// - Returns: the source anchor, or `nil`.
    public func zoomSource(of entry: EntryID) -> AnchorID? {
        guard let source = transition(of: entry)?.source else { return nil }
        let screens: [EntryID]
        if let index = chain.firstIndex(where: { $0.id == entry }) {
            let presenter = index > 0 ? chain[index - 1].id : nil
            screens = screensOfLayer(presenter)
        } else if let navigation = navigations.values.first(where: { $0.ids.contains(entry) }),
            let index = navigation.ids.firstIndex(of: entry)
        {
            screens = Array(navigation.ids[..<index])
        } else {
            return nil
        }
        return screens.contains { anchors[$0]?.contains(source) == true } ? source : nil
    }

    /// The user begins to pinch or drag the zoomed screen on top back into
    /// its source (`UserGesture.zoomBack`).
    ///
    /// For a pushed screen, UIKit runs an interactive pop
    /// (`UIKitSession.transitionBegan(in:)`) that waits for
    /// ``finishZoomBack()`` or ``cancelZoomBack()``; for a sheet or cover,
    /// an interactive dismissal (`UIKitSession.dismissalBegan(_:)`). A
    /// guarded screen's `interactiveDismissShouldBegin` answers `false`: the
    /// screen stays, and the binding asks its guard
    /// (`UIKitSession.backAction(from:in:)` for a pushed screen,
    /// `UIKitSession.presentationDidAttemptToDismiss(_:)` for a presented
    /// one); this returns `true` for the pushed screen, whose guard was
    /// asked, and `false` for the presented one, as ``beginSwipeDown()``
    /// does. A screen that did not zoom in refuses the gesture, and so does
    /// one whose push or presentation is still running: the binding's
    /// `interactiveDismissShouldBegin` answers `false` while the session's
    /// step is in flight (`UIKitSession.allowsPopGesture(in:)` for a pushed
    /// screen, the presentations' lane for a presented one), so that a zoom
    /// closed as it opens leaves the next transition working (rule 30).
    ///
    /// - Returns: whether the gesture began, or a pushed screen's guard was asked.
    @discardableResult
    public func beginZoomBack() -> Bool {
        guard takesTouches, swiping == nil, refusal(of: .zoomBack) == nil else { return false }
        if case .some(let id) = visibleNavigation, let navigation = navigations[id], navigation.transition == nil,
            navigation.screens.count > 1, let top = navigation.screens.last, top.transition?.kind == .zoom
        {
            if top.isBackGuarded {
                session.backAction(from: top.id, in: id)
                return true
            }
            navigation.transition = .interactive
            session.transitionBegan(in: id)
            return true
        }
        guard let top = chain.last, top.state == .shown, top.layer.style?.transition?.kind == .zoom,
            drawn(top) != .popover, !anyNavigationTransition
        else { return false }
        return beginInteractiveDismissal(of: top)
    }

    /// The user lets go before the zoom back took: the screen stays, and
    /// UIKit reports the end of the cancelled transition.
    ///
    /// - Returns: whether a zoom back was running.
    @discardableResult
    public func cancelZoomBack() -> Bool {
        cancelSwipeBack() || cancelSwipeDown()
    }

    /// The user completes the zoom back: the screen shrinks into its source
    /// and goes, reported as a finished swipe back (`didShow`) or swipe down
    /// (`presentationControllerDidDismiss`) is.
    ///
    /// - Returns: whether a zoom back was running.
    @discardableResult
    public func finishZoomBack() -> Bool {
        finishSwipeBack() || finishSwipeDown()
    }
}
