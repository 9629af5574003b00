#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
public import UIKit
import WaypointFrontEnd

// Controllers the app presents on its own (an alert from a guard, a share
// sheet), which are not routes: where to present them from (rules 8, 18, 19),
// and what the front end does when the tree changes under them.
extension UIKitFrontEnd {
    /// The view controller to present a controller of your own from (an alert,
    /// an action sheet, a share sheet): the top of the presentation chain, in
    /// the window and presenting nothing, as UIKit requires; `nil` when none
    /// is, right now.
    ///
    /// It is `nil` while the front end presents or dismisses a layer, or has
    /// one to present or dismiss; while the user swipes; before the front end
    /// shows the coordinator's latest state (`await drawn()`, then ask again);
    /// and while something is presented from the top already, yours
    /// included. A screen's own controller is not the place: a sheet may cover
    /// it, and UIKit refuses to present from a controller that presents.
    ///
    /// Present through ``present(_:animated:onDismissedByFrontEnd:)`` to hear
    /// when the front end takes your controller away; read this property for
    /// what needs the presenter itself, such as an action sheet's
    /// `popoverPresentationController?.sourceView` on an iPad.
    public var topViewController: UIViewController? {
        guard let layer = session?.layerForPresenting else { return nil }
        let top = layer.id.flatMap { controllers.layers[$0] } ?? root
        guard top.view.window != nil, top.presentedViewController == nil else { return nil }
        return top
    }

    /// Presents a view controller of your own (an alert, a share sheet) from
    /// ``topViewController``, keeping UIKit's rules while it is up.
    ///
    /// Your controller is yours to dismiss, and UIKit dismisses an alert when
    /// an action is tapped. If the tree changes while it is up, the front end
    /// dismisses it with what it must: a layer dismissed below it takes it
    /// along (UIKit dismisses everything above), and a layer the tree presents
    /// dismisses it first, without animation. Then no action of an alert runs,
    /// and `onDismissedByFrontEnd` is called instead: a guard that waits for
    /// the user's answer gets one either way.
    ///
    /// ```swift
    /// let alert = UIAlertController(title: "Could not save", message: nil, preferredStyle: .alert)
    /// alert.addAction(UIAlertAction(title: "OK", style: .default))
    /// if !frontEnd.present(alert) {
    ///     // the chain is changing: ask again after `await frontEnd.drawn()`
    /// }
    /// ```
    ///
    /// A leave guard that asks with an alert answers from
    /// `onDismissedByFrontEnd` too: see "Alerts and other controllers of your
    /// own" in <doc:WaypointUIKit>.
    ///
    /// - Parameters:
    ///   - controller: the controller to present.
    ///   - animated: whether UIKit animates the presentation.
    ///   - onDismissedByFrontEnd: called once if the front end dismisses the
    ///     controller because the tree changed under it; never when you, or
    ///     UIKit after an alert's action, dismiss it.
    /// - Returns: `false`, presenting nothing, when ``topViewController`` is
    ///   `nil`: the presentation chain is changing, or something is presented
    ///   from its top already.
    @discardableResult
    public func present(
        _ controller: UIViewController,
        animated: Bool = true,
        onDismissedByFrontEnd: (@MainActor () -> Void)? = nil
    ) -> Bool {
        guard let top = topViewController else { return false }
        appPresentations.removeAll { $0.controller == nil }
        appPresentations.append(AppPresentation(controller: controller, onDismissed: onDismissedByFrontEnd))
        top.present(controller, animated: animated)
        return true
    }

    // MARK: Around the front end's steps

    /// Runs `body` once no controller presented above `controller` is in a
    /// transition: UIKit neither presents nor dismisses during one (rule 9).
    /// The front end's own steps are sequenced on completions, so a transition
    /// found here is the app's (its controller being presented, or dismissed
    /// after an alert's action), and `body` waits for its transition
    /// coordinator.
    func afterAppTransitions(above controller: UIViewController, _ body: @escaping @MainActor () -> Void) {
        var top = controller
        while let next = top.presentedViewController { top = next }
        guard top !== controller, top.isBeingPresented || top.isBeingDismissed,
            let transition = top.transitionCoordinator
        else { return body() }
        transition.animate(alongsideTransition: nil) { [weak self] _ in
            self?.afterAppTransitions(above: controller, body)
        }
    }

    /// Dismisses, without animation, what the app presented from a layer the
    /// session is about to present from (the session presents nothing from
    /// it), then runs `body` from UIKit's completion (rules 8, 9).
    func dismissAppControllers(presentedBy controller: UIViewController, _ body: @escaping @MainActor () -> Void) {
        guard controller.presentedViewController != nil else { return body() }
        let covered = presentedAppControllers()
        controller.dismiss(animated: false) { [weak self] in
            self?.reportDismissed(covered)
            body()
        }
    }

    /// The app's controllers presented through the front end that UIKit
    /// presents now; the front end's next dismissal takes them along.
    func presentedAppControllers() -> [ObjectIdentifier] {
        appPresentations.compactMap { presentation in
            guard let controller = presentation.controller, controller.presentingViewController != nil else {
                return nil
            }
            return ObjectIdentifier(controller)
        }
    }

    /// Calls `onDismissedByFrontEnd` for those of `covered` that a dismissal
    /// of the front end's took away, and forgets them.
    func reportDismissed(_ covered: [ObjectIdentifier]) {
        guard !covered.isEmpty else { return }
        var dismissed: [AppPresentation] = []
        appPresentations.removeAll { presentation in
            guard let controller = presentation.controller else { return true }
            guard covered.contains(ObjectIdentifier(controller)), controller.presentingViewController == nil else {
                return false
            }
            dismissed.append(presentation)
            return true
        }
        for presentation in dismissed { presentation.onDismissed?() }
    }
}

/// A controller the app presented through the front end, held weakly.
@MainActor
struct AppPresentation {
    weak var controller: UIViewController?
    let onDismissed: (@MainActor () -> Void)?
}
#endif
