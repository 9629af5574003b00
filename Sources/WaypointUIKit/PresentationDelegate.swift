#if canImport(UIKit) && !os(tvOS) && !os(watchOS) && !os(visionOS)
import UIKit
import Waypoint
import WaypointFrontEnd

/// The presentation controller delegate of one presented layer: the user's
/// swipe-down, reported once and only by UIKit's `DidDismiss` (rule 6); a
/// refused swipe of a guarded layer, which asks the guard (rule 7); and every
/// call forwarded to the app's own delegate.
final class PresentationDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
    private weak var frontEnd: UIKitFrontEnd?
    private let layer: EntryID

    init(frontEnd: UIKitFrontEnd, layer: EntryID) {
        self.frontEnd = frontEnd
        self.layer = layer
    }

    private var appDelegate: (any UIAdaptivePresentationControllerDelegate)? {
        frontEnd?.presentationControllerDelegate
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        let forward: ((UIPresentationController) -> Bool)? =
            appDelegate?.presentationControllerShouldDismiss(_:)
        return forward?(presentationController) ?? true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        if let session = frontEnd?.session {
            session.dismissalBegan(layer)
            let layer = self.layer
            let transition = presentationController.presentedViewController.transitionCoordinator
            transition?.animate(alongsideTransition: nil) { [weak session] context in
                if context.isCancelled { session?.dismissalCancelled(layer) }
            }
        }
        let forward: ((UIPresentationController) -> Void)? =
            appDelegate?.presentationControllerWillDismiss(_:)
        forward?(presentationController)
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        frontEnd?.session?.presentationDidDismiss(layer)
        frontEnd?.prune()
        let forward: ((UIPresentationController) -> Void)? =
            appDelegate?.presentationControllerDidDismiss(_:)
        forward?(presentationController)
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        frontEnd?.session?.presentationDidAttemptToDismiss(layer)
        let forward: ((UIPresentationController) -> Void)? =
            appDelegate?.presentationControllerDidAttemptToDismiss(_:)
        forward?(presentationController)
    }
}
#endif
