#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

// Zoom transitions (iOS 18, rules 29 and 30): the controller pushed or presented for an
// item or layer whose route zooms (`TransitionStyle.zoom(from:)`) gets a
// `preferredTransition`. Its source-view provider, called by UIKit at the push and again at
// the pop, looks the source up at each call among the views the screens below (a push) or
// the presenting layer's screens (a presentation) provide (`PopoverAnchorProviding`); no
// view in the window plays UIKit's default transition. Its `interactiveDismissShouldBegin`
// answers as `FakeUIKit.beginZoomBack()` describes: a guarded screen stays and its guard is
// asked; a screen whose opening step is still in flight stays, so that the session's
// bookkeeping never sees a zoom closed before it opened (rule 30). The zoom back itself is
// reported as UIKit reports any back: a pushed screen's pop by `willShow`/`didShow` (a
// cancelled one by its transition coordinator), a presented layer's dismissal by its
// presentation controller's delegate. Below iOS 18 nothing is set.
extension UIKitFrontEnd {
    /// Gives the controller of a screen pushed with a zoom its transition.
    func setZoom(of controller: UIViewController, for item: LayerItem, onStack stack: EntryID?) {
        guard item.presentation == .push, let source = item.zoomSource else { return }
        // UIViewController.preferredTransition, UIViewController.Transition.zoom(options:sourceViewProvider:),
        // UIViewController.Transition.ZoomOptions: iOS 18.
        guard #available(iOS 18, *) else { return }
        let id = item.id
        let options = UIViewController.Transition.ZoomOptions()
        options.interactiveDismissShouldBegin = { [weak self] context in
            guard context.willBegin, let self else { return context.willBegin }
            return self.zoomBackShouldBegin(pushed: id, onStack: stack)
        }
        controller.preferredTransition = .zoom(options: options) { [weak self] _ in
            self?.zoomSourceView(source, below: id, onStack: stack)
        }
    }

    /// Gives the controller of a sheet or cover presented with a zoom its transition.
    func setZoom(of presented: UIViewController, for layer: ModalLayer, from presenter: EntryID?) {
        guard let source = layer.zoomSource, let id = layer.id else { return }
        guard #available(iOS 18, *) else { return }
        let options = UIViewController.Transition.ZoomOptions()
        options.interactiveDismissShouldBegin = { [weak self] context in
            guard context.willBegin, let self else { return context.willBegin }
            return self.zoomBackShouldBegin(presented: id)
        }
        presented.preferredTransition = .zoom(options: options) { [weak self] _ in
            self?.zoomSourceView(source, presentedBy: presenter)
        }
    }

    /// Whether the user's pinch or drag may begin to zoom a pushed screen
    /// back: not on a guarded screen, whose guard is asked instead
    /// (`UIKitSession.backAction(from:in:)`, as its back button does), nor
    /// while a transition runs on its stack (its own push, say).
    private func zoomBackShouldBegin(pushed id: EntryID, onStack stack: EntryID?) -> Bool {
        guard let session else { return false }
        if controllers.screens[id]?.navigationItem.backAction != nil {
            session.backAction(from: id, in: stack)
            return false
        }
        return session.allowsPopGesture(in: stack)
    }

    /// Whether the user's pinch or drag may begin to zoom a presented layer
    /// back: not on a guarded one (`isModalInPresentation`), whose guard is
    /// asked instead (`UIKitSession.presentationDidAttemptToDismiss(_:)`, as a
    /// refused swipe-down does), nor while a presentation or dismissal runs
    /// (its own presentation, say).
    private func zoomBackShouldBegin(presented id: EntryID) -> Bool {
        guard let session else { return false }
        if controllers.layers[id]?.isModalInPresentation == true {
            session.presentationDidAttemptToDismiss(id)
            return false
        }
        return !session.busyLanes.contains(.presentations)
    }

    /// The view a screen below a pushed one provides for the zoom's source,
    /// the nearest first, looked up now: `nil` when none is in the window.
    private func zoomSourceView(_ source: AnchorID, below id: EntryID, onStack stack: EntryID?) -> UIView? {
        guard let navigation = controllers.navigation[stack] else { return nil }
        let screens = navigation.viewControllers
        // While UIKit pops the zoomed screen, it is no longer among the navigation controller's.
        let below = controllers.screens[id].flatMap { zoomed in screens.firstIndex { $0 === zoomed } }
        return zoomSourceView(source, in: Array(screens[..<(below ?? screens.count)].reversed()))
    }

    /// The view the presenting layer's screens provide for the zoom's source,
    /// the screen on top first, looked up now: `nil` when none is in the window.
    private func zoomSourceView(_ source: AnchorID, presentedBy presenter: EntryID?) -> UIView? {
        zoomSourceView(source, in: [presenter.flatMap { controllers.layers[$0] } ?? root])
    }

    private func zoomSourceView(_ source: AnchorID, in screens: [UIViewController]) -> UIView? {
        for controller in screens {
            if let view = anchorItem(source, in: controller) as? UIView, view.window != nil { return view }
        }
        return nil
    }
}
#endif
